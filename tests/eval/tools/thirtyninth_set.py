"""The sources of the thirty-ninth evaluation set (``build_corpus.py --set thirtyninth``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtythird_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtyninth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtyninth/README.md``).

No packages. French and Dutch text (no fresh Bengali text on these subjects was found), aimed at the concept
families measured thinnest: training methods (LoRA and merging a LoRA into its base model, full fine-tuning and
PEFT, AdamW), parallelism and memory techniques (gradient accumulation, data, tensor and pipeline parallelism,
Megatron-LM, mixed precision) and the frameworks (PyTorch, TensorFlow, JAX, XLA). Small samples from many authors
(at most two windows from any one), chosen by path, title or search excerpt before any labelling, in no earlier
set, no development sample, no claim of another set and no reserved list. A page of the public page store is
taken as the store holds its beginning (a sentence the store cut in the middle left out); the repository file is
two excerpts of whole lines. Subjects (French): fine-tuning with LoRA, QLoRA and PEFT (two blog posts and a training
course's programme), a glossary's pages on gradient accumulation and Megatron-LM (partly machine-translated), AdamW
(a translation), JAX against PyTorch, three comparisons of TensorFlow, PyTorch and JAX (translations), Megatron-LM
described, a project note on merging a LoRA into its base model. Subject (Dutch): Keras, TensorFlow and PyTorch
compared (a translation). Traps (French, ordinary words that look like glossary terms): a database's CHECKPOINT
command and a networking course's broadcast address ("adresse de diffusion").
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 38  # the seed is the first set's plus this: the second set used 1, ..., the thirty-eighth 37

PACKAGES: list[dict] = []


# The repository file at this commit: a snapshot of the repository, so the stored text is the file's lines. An
# excerpt is a run of whole lines of the file, copied unchanged and stored under its own name (the lines it holds),
# ``first_line`` the line where it starts.
_BERGSON = ("FJDaz/bergson-and-friends", "096e178f1429a4bfacb5d67ef329f981ee550ce3", "Apache-2.0")

# Chosen by path, title or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # --- French ---
    # fine-tuning with LoRA, QLoRA and PEFT: a blog post's table of contents and introduction, a practical guide
    page("noxurai-finetuning-fr", "noxurai.com", "fr", "fine-tuning-de-llms-adapter-un-modele-dia-a-vos-donnees-metier.md",
         "cb8db3a929a047842513ffa88ade64b60ed8d41599104e8fdaaf2d6292b27fae"),
    page("everydayaitech-finetuning-fr", "everydayaitech.com", "fr", "article/fine-tuning-llm-guide-pratique-2025.md",
         "bd58c2f6717e5124e00a1180ba5d6f7d866d5fd1111cda8b3d721542ffdd03af"),
    # a training course's programme (LoRA, full fine-tuning, learning rate, batch size, perplexity)
    page("caritat-programme-fr", "www.caritat.fr", "fr", "fine-tuning-et-personnalisation-de-modeles-generatifs.md",
         "62708718ef2728938e78d1b39965ac5bad432f37514f7866d757deda117f3936"),
    # a glossary's pages on gradient accumulation and on Megatron-LM (French sentences mixed with untranslated
    # English ones: a partial machine translation)
    page("seofai-accumulation-fr", "seofai.com", "fr", "fr/ai-glossary/gradient-accumulation.md",
         "fbddeeea939e801a57d46fa448ab987c8b5176528bbe2cd658772040373117b8", machine_translation=True),
    page("seofai-megatron-fr", "seofai.com", "fr", "fr/ai-glossary/megatron-lm.md",
         "0c6ad9c96b6ec4f682eda31670ace8340f5e0a21d3d838d3116aafc3368c597c", machine_translation=True),
    # AdamW in PyTorch (a translation of a tutorial, probably machine-made)
    page("techsyncer-adamw-fr", "www.techsyncer.com", "fr", "fr/adamw-optimizer-in-pytorch.html.md",
         "db66e67e0ad8ef6bcb7779ab1b7468201ba609f2cef5d8a18a9bcf405ae91d88", machine_translation=True),
    # JAX against PyTorch, DPO and GRPO (a course page whose code lost its fences), two windows
    page("iwanttolearnai-frameworks-fr", "iwanttolearnai.fr", "fr", "llm/systemes-experts-frontieres-ia.md",
         "627aee0b418415c30bbf6fcd31869a24d90b2d294a701486f65763f94e533214"),
    # TensorFlow, PyTorch and JAX compared: a translated article (it names its translator), a machine translation
    # from Spanish, a translated post
    page("phpcn-frameworks-fr", "php.cn", "fr", "fr/faq/510361.html.md",
         "63ed7f35f1e998d18469e04f5f38be47f12e57a6695d71500f71d22cad33ad52", machine_translation=True),
    page("finaet-frameworks-fr", "finaet.com", "fr",
         "fr/2028/comparativa-detallada-de-tensorflow-pytorch-jax-y-otros-frameworks-segun-uso-y-contexto-tecnico.md",
         "aa9a9b8f99c9ed9644acae72b4d649fda44773876be99b0fd39c81968624c25c", machine_translation=True),
    page("luping-frameworks-fr", "luping.net", "fr", "fr/article/tensorflow-pytorch.html.md",
         "0fa49af51a1aa472f597abc759f50e888804a4f518c62171b68677576124139c", machine_translation=True),
    # NVIDIA Megatron-LM described (data, tensor and pipeline parallelism; probably a machine translation)
    page("aibars-megatron-fr", "www.aibars.net", "fr", "fr/library/open-source-ai/details/719912242115645440.md",
         "85f75106dd56d5f31924ad8193893b0f549e94a25b626aaf4e09a9a150a2ae7b", machine_translation=True),
    # a project note on merging a LoRA into its base model: its context and first risks (lines 1-36) and its
    # quantization section (lines 74-84)
    repo_excerpt("bergson-merge-lora-fr", _BERGSON, "fr", "docs/notes/RISQUES_MERGE_LORA.md", 1, 36,
                 "19fb051c953a29744e9a7e8124e3cc25e348d2ef8848a65433c443bb838ef007"),
    repo_excerpt("bergson-merge-quantization-fr", _BERGSON, "fr", "docs/notes/RISQUES_MERGE_LORA.md", 74, 84,
                 "cee7bce802c742e0be2ff0a5a03cf8bca695d6dd9708dd63c3299d2e0f4bd3e2"),
    # trap: a database's CHECKPOINT command (the transaction log's checkpoints)
    trap(page("postgresql-checkpoint-fr", "docs.postgresql.fr", "fr", "17/sql-checkpoint.html.md",
              "a0aeee25ccf6cc3ffea387511aed34388ff5e20e2b72b9f2f2c20835f0f5806a")),
    # trap: a networking course's IPv4 addresses (the broadcast address, "adresse de diffusion")
    trap(page("ofppt-diffusion-fr", "cisco.ofppt.info", "fr", "ccna1/course/module8/8.1.2.3/8.1.2.3.html.md",
              "c56296eaa45bf139c04e508e00bf69dbb563cfdfe789cbd50ef1cbb2d54a3ec1")),
    # --- Dutch ---
    # Keras, TensorFlow and PyTorch compared (a translated company blog, probably machine-made)
    page("carmatec-frameworks-nl", "www.carmatec.com", "nl", "nl/blog/keras-vs-tensorflow-vs-pytorch-belangrijkste-verschillen.md",
         "705aadf5c7b22647760d4d559cd6581c3ee662775053b80078f5c8148997f0e9", machine_translation=True),
]
