"""The sources of the twenty-ninth evaluation set (``build_corpus.py --set twentyninth``): development text.

Plain data, read by ``build_corpus.py`` as ``twentyfifth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set twentyninth --errors``), labelled by hand before the engine ever ran on it, so that
its errors are worth reading (``tests/eval/data/twentyninth/README.md``).

No packages. French text only, built for breadth: small samples from many authors (at most two windows from
any one), chosen by path, title or search excerpt before any labelling, in no earlier set, no development
sample, no claim of another set and no reserved list. Repository files are excerpts of whole lines (or, for a
short file, the whole file), each a window of at most 40 lines, so that every line is labelled; a page of the
public page store is taken as the store holds its beginning. Subjects: a guide to sizing, quantizing and
serving LLMs (memory, the KV cache, number formats, inference engines); an LLM course's concepts (embeddings,
the transformer) and generation settings (temperature, top-p, the context window); a study of inference
optimisation (its contents and summary: quantization, in-flight batching, paged KV cache, speculative
decoding); a report on quantization techniques (number formats, QLoRA, GGUF); a student's notes on graphics
cards; a LoRA training report (its hyperparameters); a neural-network wiki (softmax, the loss, momentum, SGD
and Adagrad); a neural-network library's docstrings (SGD, the learning rate, training); a QLoRA project's
launch notes; two news pages on NVIDIA's B200 GPU and GB200 NVL72 rack. Traps
(French text whose ordinary words look like glossary terms): a PostgreSQL course's chapter on the WAL, its
checkpoints, standbys and replicas, and a statistics guide's page on logistic regression (logit models).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file

LINES = (15, 25)
SEED_OFFSET = 28  # the seed is the first set's plus this: the second set used 1, ..., the twenty-seventh 26

PACKAGES: list[dict] = []


# Repository files at these commits: snapshots of the repositories, so the stored text is the file's lines,
# byte for byte. An excerpt is a run of whole lines of the file, copied unchanged and stored under its own name
# (the lines it holds), ``first_line`` the upstream line where it starts.
# no licence file in these repositories
_QUANT_LLM = ("SoMika00/Quant_llm", "4d02dead85d1b1597ebe4a3490b197db32a60cf5", "unstated")
_FORMATION = ("BianchiSeb/formationCursor", "5a79104b50276453f651c32465933a1d729c7366", "unstated")
_LLM_QUANT = ("ANOUARELIDRISSI/LLM_Quantization", "fa12cc1d1aa4ba882b33d2cf16de2e6eb4f2d07a", "unstated")
_BANC = ("Joji-Stan/Banc-d-essai-NLP", "a982889640a10ecf86a76a627ebf91f9ca44cfd6", "unstated")
_NEURALIB = ("Gouderg/neuralib", "e5876b0adbe9b1bf9a7dc901e4c9bf96b4d29ccc", "unstated")
_RESEAU = ("Oumar199/reseau_de_neurones", "603b6b108798b57b1bf045bf859a1773e8142481", "unstated")
# licence files
_INFERENCE = ("growthsystemes/open-source-ai", "1938b6cb8fd11ae0173866d292fdebad7f12be42",
              "GrowthSystemes dual licence")
_ARCHI = ("KoruJuriSan/cours-informatique", "1df522a710b97d199784f381985feefd6e28db6d", "MIT")
_MISTRALTUNE = ("Farx1/mistraltune", "9e21c37a1ed303b6a3d5313e40ebeaa89ac62d49", "MIT")
_POSTGRES = ("NDXDeveloper/formation-postgresql-18", "ac929fae1729d89bb2440bf43aaf49452f337d3f", "CC-BY-NC-SA-4.0")


_WAL = "17-haute-disponibilite-et-replication/01-wal-shipping-archive-mode.md"
_OPTIM = "compute/optimisation-inference/docs/introduction-optimisation-inference.md"

# Chosen by path, title or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # a guide to sizing, quantizing and serving LLMs: the memory of an LLM and the KV cache, VRAM per number
    # format, the trade-off (lines 9-48); the quantization methods and the inference engines (lines 50-82)
    repo_excerpt("quantllm-memoire-fr", _QUANT_LLM, "fr", "Article.md", 9, 48,
                 "c66bbe9d913180b38501e5eb41daa6a89aea0ef9552d5868f02736297812f359"),
    repo_excerpt("quantllm-moteurs-fr", _QUANT_LLM, "fr", "Article.md", 50, 82,
                 "e5c7ed330daabcbf05a1f5d71ef32d2a9044b070a07480b83dca3da37837ef92"),
    # an LLM course: embeddings (its "Concepts clés" chapter, lines 43-82) and the settings that control
    # generation (its "En pratique" chapter, lines 94-133)
    repo_excerpt("formation-embedding-fr", _FORMATION, "fr", "cours/2-concepts.md", 43, 82,
                 "c4eb9b48130ddc6731d750d5dd35fe16cb94b7fd91a4cba27d78ac0974ae8b18"),
    repo_excerpt("formation-generation-fr", _FORMATION, "fr", "cours/5- en pratique.md", 94, 133,
                 "42cb5ec6d349eb086685913d6b023edd5e9c0fca5bb2330b9939e001a7a2f0ba"),
    # a study of LLM inference optimisation: its contents and two-minute summary (lines 9-48), its executive
    # summary (lines 51-90)
    repo_excerpt("optiminference-sommaire-fr", _INFERENCE, "fr", _OPTIM, 9, 48,
                 "d27e4d01a62f02c66e0950d4dbece6753a243ab5f712e6f6cc717993369558a4"),
    repo_excerpt("optiminference-resume-fr", _INFERENCE, "fr", _OPTIM, 51, 90,
                 "d1f8c49b0a67e526f2c7651d9fc698f1ff86f151fc439f4a2353d4a5be1aec3d"),
    # a report on LLM quantization techniques: what quantization is and the number formats (lines 1-36),
    # QLoRA and GGUF (lines 218-257)
    repo_excerpt("llmquant-precision-fr", _LLM_QUANT, "fr", "Readme.md", 1, 36,
                 "cd68163f2a97db0f6e15a1de07d15781a1600ab1d01f1d53f3c73637615d6037"),
    repo_excerpt("llmquant-qlora-gguf-fr", _LLM_QUANT, "fr", "Readme.md", 218, 257,
                 "f0ef0d31e030fe5c55ebafd26fe9886535fd3d41265828bc0dd1edcaad42b921"),
    # a student's notes on graphics cards (a computer-architecture course): kinds of cards, memory, the bus
    # (lines 51-90)
    repo_excerpt("archi-cartes-graphiques-fr", _ARCHI, "fr", "q-1/archi-ordi/notes/note-8.md", 51, 90,
                 "28291ff8add90074d143761a8a8d96a20c3f8dfac1091b0e52929dd1c35ddc05"),
    # a LoRA training report of an NLP benchmark (results and hyperparameters), the whole file
    repo_file("banc-rapport-lora-fr", _BANC, "fr", "imbd/modern_results_lora/training_report_lora.md",
              "6792a9a077ad99fedfb08ebb38fffdfca4620375753b8e4dd08a92f952fe507d"),
    # a personal neural-network wiki: activation functions (softmax, sigmoid) and the loss (lines 36-75),
    # momentum, decay, SGD and Adagrad (lines 240-279)
    repo_excerpt("neuralib-activation-fr", _NEURALIB, "fr", "WIKI.md", 36, 75,
                 "e582380cd1e54f4d76362e0eb651f807f88fa7f517fa792c93bcd5e36a21baad"),
    repo_excerpt("neuralib-optimiseurs-fr", _NEURALIB, "fr", "WIKI.md", 240, 279,
                 "2b8be43dffa4ba67cf895b6745d25e62c3a6a32e4a13e55b38e1323acdb81e41"),
    # a French neural-network library's Python docstrings: its SGD optimizer (the whole file) and its training
    # loop's module and constructor docstrings (lines 1-32)
    repo_file("reseau-sgd-fr", _RESEAU, "fr", "src/optimisation/sgd.py",
              "e5bd2ea6ad3352d1cafdf87417807d9aec6ee3e3c9633ca22c952ed03a007ff3"),
    repo_excerpt("reseau-entrainement-fr", _RESEAU, "fr", "src/training/training.py", 1, 32,
                 "35d007f96de4c8f8910d4a31370c3698a49737815cf6c8ac7848556f9e1dadde"),
    # a QLoRA fine-tuning project's launch notes (what works, the problems: no GPU, 4-bit quantization), the
    # whole file in two windows
    repo_excerpt("mistraltune-lancement-fr", _MISTRALTUNE, "fr", "docs/archive/LANCEMENT_PROJET.md", 1, 40,
                 "244a8e729d16a521cb307d5994d980bc97fffec6c94ad3a9d03c39468557afab"),
    repo_excerpt("mistraltune-solutions-fr", _MISTRALTUNE, "fr", "docs/archive/LANCEMENT_PROJET.md", 41, 73,
                 "b985700c5d7b2f546e2184e5b03af8ca556d73cb5280a06e1d89cf90be090b0b"),
    # pages of the page store, each its stored beginning: NVIDIA's B200 GPU (news), the GB200 NVL72 rack (a
    # vendor's blog post, probably machine-translated)
    page("gamingdeputy-b200-fr", "www.gamingdeputy.com", "fr",
         "fr/le-pdg-de-nvidia-declare-que-lentreprise-doit-creer-plus-de-resilience-dans-notre-chaine-"
         "dapprovisionnement-pour-les-gpu-ia.md", "3f4b5058a2a19c43d36ad97930f9f49dfefdee8d06de7a8c2e4d891a788ea520"),
    page("walmate-gb200-fr", "www.walmate-cn.com", "fr", "FR/blog/blog2/id-13014.html.md",
         "e3facd3196421dce42e49dda7ab662e9b4c0dec3987810103e264f23260b043e", machine_translation=True),
    # traps: a PostgreSQL course's chapter on the WAL (checkpoints, standbys and streaming replication, lines
    # 89-128; the archive settings and the "replica" level, lines 162-201) and a statistics guide's page on
    # binary logistic regression (logit models), its stored beginning
    repo_excerpt("postgres-wal-checkpoint-fr", _POSTGRES, "fr", _WAL, 89, 128,
                 "07b5ff5728d570f0f8dfc7ef626d06ca0733bd313f36bf405c3b835d0affd268", kind="trap"),
    repo_excerpt("postgres-wal-archive-fr", _POSTGRES, "fr", _WAL, 162, 201,
                 "0806aeb54cc1b48778705cd9a8b5ce83c673bd327160402395056fdc5712af7c", kind="trap"),
    {**page("guider-regression-logistique-fr", "larmarange.github.io", "fr",
            "guide-R/analyses/regression-logistique-binaire.html.md",
            "d3dfe802e624fa1d066dbfdda76909e3d7fb42255dd385d5ca711984caf5499e"), "kind": "trap"},
]
