"""The sources of the thirty-third evaluation set (``build_corpus.py --set thirtythird``): development text.

Plain data, read by ``build_corpus.py`` as ``twentyninth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtythird --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtythird/README.md``).

No packages. French text only, aimed at the concept families whose recall on fresh text is thinnest: the basics
of language models (tokenizers and BPE, SentencePiece, embeddings, positional encoding, logits, softmax,
perplexity, causal language modelling) and training methods (pre-training and post-training, knowledge
distillation, curriculum learning, LoRA settings and merging, GGUF, model merging). Small samples from many
authors (at most two windows from any one), chosen by path, title or search excerpt before any labelling, in no
earlier set, no development sample, no claim of another set and no reserved list. Repository files are excerpts
of whole lines (or, for a short file, the whole file), each a window of at most 40 lines, so that every line is
labelled; a notebook is stored as its Markdown cells in order, a blank line between cells, with ".md" appended; a
page of the public page store is taken as the store holds its beginning (a sentence the store cut in the middle
left out). Subjects: a course's lab report on GPT-2 (tokenisation, positional encodings, probabilities and
perplexity); a book's chapter on knowledge distillation (its principles and the distillation of logits); a guide
to training a LoRA adapter and converting it to GGUF; a course's notes on positional encoding and on attention;
the README of a CamemBERT re-implementation; workshop slides on tokenizers; pages on positional encoding,
post-training techniques (probably a machine translation), the training stages of an LLM, curriculum learning,
merging LLMs and the transformer. Traps (French text whose ordinary words look like glossary terms): a page on
chemical distillation (with an "adaptateur") and a mathematics page on the "plongement" (embedding) of manifolds.
"""

from __future__ import annotations

from set_entries import page, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 32  # the seed is the first set's plus this: the second set used 1, ..., the thirty-second 31

PACKAGES: list[dict] = []


# Repository files at these commits: snapshots of the repositories, so the stored text is the file's lines,
# byte for byte. An excerpt is a run of whole lines of the file (of a notebook, of its Markdown cells), copied
# unchanged and stored under its own name (the lines it holds), ``first_line`` the line where it starts.
# no licence file in these repositories
_CSC = ("pl-plt/CSC8614", "0655bafc4d3b43e2dc38fd73647bd5b28b4ca96f", "unstated")
_BLABLA = ("benoit-planche/blablabruti", "4aac90874c2d0b8320cd29fcafc9e242644c7aac", "unstated")
_BUTSD = ("chris-lmd/transformers-but-sd", "44724daf3187c2b3bdf585b5136c5dff39669b53", "unstated")
_PDT = ("h4c5/pdt2025", "509da278089f89c6180fd3ea1a18b9defe57bf2a", "unstated")
_CAMEMBERT = ("jsraulin/Projet-MLA---CamemBERT", "4a3d2bde152a2976c24436b930835882d54412b0", "unstated")
# licence files
_HEP = ("michaelgermini/Intelligence-Artificielle-Avancee-pour-la-Physique-des-Hautes-Energies",
        "958c017e2e6917a25fd2f162807c1b7ea7482a37", "MIT")


def _excerpt(name: str, source: tuple[str, str, str], path: str, first: int, last: int, sha256: str,
             kind: str = "ml") -> dict:
    """Lines ``first`` to ``last`` of ``path`` (French), stored as ``<path>.<first>-<last>.md``: one window."""
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": "fr",
            "machine_translation": False, "files_": ((path, sha256, first),), "kind": kind,
            "count": 1_000, "lines": (1, 40), "consecutive": True, "stored_as": f"{path}.{first}-{last}.md"}


_KD = "Partie_III_Compression/Chapitre_10_Knowledge_Distillation"

# Chosen by path, title or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # a course's lab on language models, filled in by a student: its title and objectives (tokenisation, BPE,
    # positional encodings, decoding methods; lines 1-29) and its answers on the alignment of logits and on
    # perplexity (lines 304-343)
    _excerpt("csc8614-objectifs-fr", _CSC, "TP1/rapport.md", 1, 29,
             "263a2736eef3fcc73714574b01ec18ca4ef68eeecf335ae233d81e2e686c29af"),
    _excerpt("csc8614-perplexite-fr", _CSC, "TP1/rapport.md", 304, 343,
             "6492f0ac286e45db5a432f52d389364214649d18dd9496657164a4d5931bb535"),
    # a book's chapter on knowledge distillation: its principles (lines 1-40) and the distillation of logits
    # (lines 1-40)
    _excerpt("hep-distillation-principes-fr", _HEP, f"{_KD}/10_01_Principes.md", 1, 40,
             "07407c608da0a9477837c4c28d721733ba19d1a8ce99b73802287ac71af2f4f6"),
    _excerpt("hep-distillation-logits-fr", _HEP, f"{_KD}/10_02_Logits.md", 1, 40,
             "85af1f3def7dbaa0f12ba52f88f1b1fbad420b9a58531527f33fc2e5878ba358"),
    # a student team's guide to training a LoRA adapter: the fine-tuning script's settings (lines 73-107), the
    # conversion to GGUF and the merging of the LoRA (lines 168-206)
    _excerpt("blablabruti-lora-fr", _BLABLA, "GUIDE_ENTRAINEMENT.md", 73, 107,
             "f7ceb54bbb48a11dca54ea681622ca8e97002a76c7ef0ea3942f69fb69e96538"),
    _excerpt("blablabruti-gguf-fr", _BLABLA, "GUIDE_ENTRAINEMENT.md", 168, 206,
             "2bba4cc9b85dfdc07200411a6f936ea8ae7e9de0453de328a4ab54dae0650b59"),
    # a university course on transformers: its notes on positional encoding and on attention (the Markdown
    # cells of two notebooks, lines 1-40 of each)
    _excerpt("butsd-encodage-positionnel-fr", _BUTSD, "Session-02/Note-Positional-Encoding.ipynb.md", 1, 40,
             "fd26d1b06b1e3aa3bef3b228759ccce4ab3185ead21fd438bde5d61d196210f5"),
    _excerpt("butsd-attention-fr", _BUTSD, "Session-03/Note-Attention.ipynb.md", 1, 40,
             "840c11460f0d0874e1991b1dbfbe7814f84616c80fbbb5d151841c859e56ad60"),
    # the README of a student project re-implementing CamemBERT (pre-training, fine-tuning), the whole file
    repo_file("camembert-projet-fr", _CAMEMBERT, "fr", "README.md",
              "d1b4275d2a00f9cba4dc89eab93a60d8332fc420b26235318d6d52c15f7157eb"),
    # workshop slides on tokens: modern tokenization and building a BPE tokenizer (lines 241-280), the limits
    # of tokenization (lines 611-650)
    _excerpt("pdt-tokenizer-bpe-fr", _PDT, "slides/atelier_tokenizer.md", 241, 280,
             "602192677112e310cf719d8214aea16f1a6a89fe1a7d650e7bb2fc037b667f0b"),
    _excerpt("pdt-tokenizer-limites-fr", _PDT, "slides/atelier_tokenizer.md", 611, 650,
             "923d01859bbdbe7394296edd2e6e2ced1f6492d696c2e9ce141420094d7c082f"),
    # pages of the page store, each its stored beginning: positional encoding (a blog post), post-training
    # techniques (a blog post, probably machine-translated), the training stages of an LLM, curriculum learning,
    # merging LLMs (by a named author), the transformer (a blog post)
    page("mathieulaiking-encodage-positionnel-fr", "mathieulaiking.github.io", "fr", "blog/2025/positional-enc.md",
         "6b2de899d168648316cd11b99e34130488d62b15d2b5701c6613ba3393188cad"),
    page("macaron-post-formation-fr", "macaron.im", "fr", "fr/blog/post-training-llm-techniques-2025.md",
         "cd369d867dc8cdffd46466b2d1ed6469bb794afdf8d74eeda45839a29c602462", machine_translation=True),
    page("webatt-etapes-entrainement-fr", "portfolio.webatt.fr", "fr",
         "2025/09/19/comment-entrainer-et-adapter-un-grand-modele-de-langage-llm-pour-lentreprise-comprendre-les-"
         "etapes-et-les-opportunites.md", "5e8efd422829f1b1898c72887571633696f03cec13af454731b603a81a834cc3"),
    page("vraivex-curriculum-fr", "vraivex.fr", "fr",
         "blog/curriculum-learning-l-apprentissage-progressif-au-c-ur-de-l-intelligence-artificielle-moderne.md",
         "a14faba4fc8f9b0eb4fd99deb28e1ea453f0e608adf03def46aefac46fd7f660"),
    page("blent-merging-fr", "blent.ai", "fr", "blog/a/merging-llm.md",
         "60568fe4afbc06a9588beb72c512aee3f53a434acfe0160f7ce1165abab9e87f"),
    page("teilomillet-transformers-fr", "teilomillet.com", "fr", "p/transformers.md",
         "c119dfd8ac1d5715a21202faa9e326e18cafb9a909a025418a6c9889072777ed"),
    # traps: a page on chemical distillation (its apparatus has an "adaptateur") and a mathematics page on the
    # Whitney embedding theorem ("plongement"), each its stored beginning
    trap(page("boisson-distillation-fr", "boisson.ovh", "fr", "Alcoolisées/fr/Distillation.md",
             "ab5b20bafc0cb10f9edc9e3c050ca54e5befd7ff9e794b79b17fcd2feeb36024")),
    trap(page("francowiki-plongement-fr", "franco.wiki", "fr", "fr/Théorème_de_plongement_de_Whitney.html.md",
             "7799ceab3477165be817b81284381131beb10d238eb59fbed5ea2638f16894c3")),
]
