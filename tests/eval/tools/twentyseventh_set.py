"""The sources of the twenty-seventh evaluation set (``build_corpus.py --set twentyseventh``): development text.

Plain data, read by ``build_corpus.py`` as ``twentythird_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set twentyseventh --errors``), labelled by hand before the engine ever ran on it, so that
its errors are worth reading (``tests/eval/data/twentyseventh/README.md``).

No packages. French text only, on distributed and memory-saving training of large models (the glossary's
"seeds" family: data, tensor, pipeline and expert parallelism, FSDP, ZeRO and its stages, DeepSpeed, sharding,
gradient checkpointing, mixed precision, gradient accumulation, LoRA, QLoRA and PEFT): repository files and a
page of the public page store, chosen by path, title or search excerpt before any labelling, in no earlier set,
no claim of another set and no reserved list. Each repository file is an excerpt chosen by section (its first
line given below, counted in the file at that commit), and the page is its beginning as the store holds it;
every excerpt is cut into consecutive windows of at most 40 lines, so that every line is labelled.

The repositories were not mirrored (no snapshot of them can be had here): each excerpt is copied from the code
index's text of the file at the commit named, so ``--verify-repo`` cannot check them here; their sha256 is that
of the stored excerpt.
"""

from __future__ import annotations

from set_entries import page

LINES = (15, 25)
SEED_OFFSET = 26  # the seed is the first set's plus this: the second set used 1, ..., the twenty-third 22


PACKAGES: list[dict] = []


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int) -> dict:
    """An excerpt of a repository's file at a commit, from its ``first_line``, in consecutive windows of at
    most 40 lines."""
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": False, "files_": ((path, sha256, first_line),),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


# Repository files at these commits (the code index's versions); no licence file was found for any of them.
# speillet/Knowledge_AI_Engineering: an Obsidian vault of French AI-engineering flashcards
_FLASHCARDS_FR = ("speillet/Knowledge_AI_Engineering", "16cfd2b58d0325b52e98000bc6210eec6cf88619", "unstated")
# fgaurat/pyllm_20052026: a French trainer's course material (an LLM and RAG glossary)
_GLOSSAIRE_FR = ("fgaurat/pyllm_20052026", "1246cc3648da7fcf0bbdc36b5da12e531033f699", "unstated")
# racemartin/m14_ocr: a French project's theoretical report on fine-tuning an LLM (SFT, LoRA/QLoRA, DPO)
_LIVRE_FR = ("racemartin/m14_ocr", "6bd97195928856fff80085c050c5c7f00b00ddc4", "unstated")
# Vincent-PRO-AI/french-llm-from-scratch: a French project's guide to GPU memory in training
_MEMOIRE_FR = ("Vincent-PRO-AI/french-llm-from-scratch", "74d2c592d59a45463a2afa5f5b3e685b82bc6b91", "unstated")
# MelodieDANIEL/deep_learning: a French deep-learning course (reStructuredText slides)
_COURS_FR = ("MelodieDANIEL/deep_learning", "14b6ebfeab4062a0facd3ab99155880b0bd25ff6", "unstated")


# Chosen by path and section before any labelling; every line of an excerpt is in a window.
TEXTS = [
    # French flashcards on distributed training: what training keeps in GPU memory, data parallelism (DDP),
    # ZeRO and FSDP, tensor and pipeline parallelism, 3D parallelism, gradient checkpointing, gradient
    # accumulation, mixed precision (lines 1-75, the cards before the one on the network)
    _text("flashcards-distribue-fr", _FLASHCARDS_FR, "fr", "50-fine-tuning/54-entrainement-distribue.md",
          "440aacbd10ab976bdbfba6bf254fc6476c27a4a9bfedda1ee7e8fe9437b8838f", 1),
    # French glossary of a training course: its "Entraînement" and "Fine-tuning et adaptation" sections
    # (lines 78-160)
    _text("glossaire-entrainement-fr", _GLOSSAIRE_FR, "fr", "glossaire-llm.md",
          "1e126dc5d83a12c233e5264c532ba6c2ee970f57b90b8c3278a3dd74c4edcc21", 78),
    # French report: full fine-tuning's memory, LoRA, QLoRA (sections 5.2 to 5.4, lines 392-494)
    _text("livre-lora-qlora-fr", _LIVRE_FR, "fr", "docs/references/livre_theorique_llm_triage_chsa.md",
          "17a8daf3ecffe194a5993813cc13482cd7cebcbe468c7e46376d556ebbbc08a0", 392),
    # French guide: gradient accumulation, mixed precision, gradient checkpointing, monitoring, its summary
    # (lines 169-266)
    _text("guide-memoire-gpu-fr", _MEMOIRE_FR, "fr", "GUIDE_MEMOIRE_GPU.md",
          "898b0e89e1861201386ee37d8704d2bc05938293990a6d70d3f04789362d3408", 169),
    # French course: its first chapter's start (what PyTorch is, its alternatives, tensors and how to create
    # them; lines 1-115)
    _text("cours-pytorch-chap1-fr", _COURS_FR, "fr", "pages/chap1.rst",
          "73c402bfd7d43a29dc1ea54f9bc64c431a2a3b451b40e95c57807c740e2dd1c9", 1),
    # French page (page store): LoRA or full fine-tuning, for a company's model
    page("strat37-lora-fine-tuning-fr", "www.strat37.com", "fr",
         "blog-posts/lora-ou-fine-tuning-complet-quelle-methode-choisir-pour-adapter-un-llm-a-vos-besoins-metier.md",
         "c3f631adf335f6061f2f0adf5b2c3ff1748137f867b32ef7379e0a21004cbc1d"),
]
