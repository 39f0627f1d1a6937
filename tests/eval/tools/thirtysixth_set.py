"""The sources of the thirty-sixth evaluation set (``build_corpus.py --set thirtysixth``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtythird_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtysixth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtysixth/README.md``).

No packages. French and Dutch text, aimed at the concept families the earlier French and Dutch sets hold least:
serving (vLLM, PagedAttention, continuous batching, the KV cache, speculative decoding, Ollama, llama.cpp, GGUF and
quantized model names, the context window), hardware (HBM generations, NVLink, CUDA) and collectives (MPI, the
collective operations, ranks). Small samples from many authors (at most two windows from any one), chosen by path,
title or search excerpt before any labelling, in no earlier set, no development sample, no claim of another set
and no reserved list. Repository files are excerpts of whole lines (or, for a short file, the whole file), each a
window of at most 40 lines, so that every line is labelled; a page of the public page store is taken as the store
holds its beginning (a sentence the store cut in the middle left out; one long page cut after its first list).
Subjects (French): a documentation page on serving with vLLM (a translation), news on HBM3, HBM3E and HBM4 memory
and on NVLink Fusion, a translated article on Blackwell GPUs, a blog post decoding quantized model names, a
translated guide to local models, two pages on running models locally with Ollama, a book chapter on local LLM
infrastructure, a memory guide for Ollama models, course notes on MPI's communication primitives and the README of
an MPI collective reduction. Subjects (Dutch): a toolkit's GPU and overview documentation (llama.cpp, GGUF, CUDA,
the KV cache), two READMEs setting up Ollama. Traps (ordinary words that look like glossary terms): a French
statistics course on logistic regression (the logit link function) and a Dutch encyclopedia page on chemical
distillation.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 35  # the seed is the first set's plus this: the second set used 1, ..., the thirty-fifth 34

PACKAGES: list[dict] = []


# Repository files at these commits: snapshots of the repositories (one file, marked below, copied from the public
# code index's text of the file at its commit, the snapshot being over the size limit), so the stored text is the
# file's lines. An excerpt is a run of whole lines of the file, copied unchanged and stored under its own name (the
# lines it holds), ``first_line`` the line where it starts.
# no licence file in these repositories
_PARALLELISM = ("Arkanthara/parallelism", "5529dbbd72b05dd93530ed9197487434af5171e5", "unstated")
_MPI = ("abdellahkaba/mpi-reduction-collective", "01b18f20dbf3fb9c1eadf8e07f514166f6f9b51e", "unstated")
_AGENT = ("jprotin/agent-ai", "dad36695cf9d9f6e5faf54d8ad885b250b425d22", "unstated")
_BUDDY = ("Zeeeepa/code-buddy", "5017393952780f96e91c68db0dc5d2f0facb4f40", "unstated")  # index text
_PLANNER = ("jVaerewijck/TrendsinAI_PlanningAgent", "4bcabd694cc55a326daababdac51efa10a977b19", "unstated")
_DASHBOARD = ("frans1979valk/ollamdascboard-", "124e8b50ceb5ca4050b0e4c764f028add155f843", "unstated")
# licence files
_DANNY = ("dannyanny1212/danny-toolkit", "456f41a0ae5987340e807f2373837cdbb4302046", "MIT")

# Chosen by path, title or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # --- French ---
    # a documentation page on serving with vLLM on rented GPUs (a translation, probably machine-made): its stored
    # beginning up to the list of vLLM's features (requirements, PagedAttention, continuous batching, tensor
    # parallelism, multi-LoRA, structured outputs)
    page("clore-vllm-fr", "docs.clore.ai", "fr", "guides/guides_v2-fr/modeles-de-langage/vllm.md",
         "63753b7741fceb0179c5998f041fa056ec78ec314db5b7a47fe62e1fbc68629f", machine_translation=True),
    # translated hardware news on HBM3 and HBM3E memory (two pages of one site; the second cut to its first two
    # paragraphs, to hold about 15 mentions for the site)
    page("actualnews-hbm3-fr", "actualnewsmagazine.com", "fr",
         "sk-hynix-lance-la-production-de-masse-du-hbm3-et-lexpedie-a-nvidia.md",
         "3ffbabaaa73eea696f54fb83e130e425308cf143a938d7827c46886e73f275b0", machine_translation=True),
    page("actualnews-hbm3e-fr", "actualnewsmagazine.com", "fr",
         "sk-hynix-samples-9-gt-s-hbm3e-jusqua-115-to-s-par-pile.md",
         "b63f0871a6e043c0c501fa5c0263f88208517a6f19131ef394488d1acbaf67bf", machine_translation=True),
    # hardware news: HBM3 at 24 GB, HBM4 and HBM3E, NVLink Fusion, Blackwell GPUs (a translation, said so)
    page("lediligent-hbm3-fr", "www.lediligent.com", "fr",
         "2023/04/24/sk-hynix-presente-les-premieres-memoires-hbm3-a-24-go.md",
         "86c0c0bd1ab85a170efcb3235c7168802c3eef2127122dcfc487b58f7c35237b"),
    page("hardwareand-hbm4-fr", "hardwareand.co", "fr", "actualites/breves/hbm4-sk-hynix-est-bel-et-bien-dans-la-course.md",
         "29ba0f16baf0e8db936fdce9c6b2bfcbc257d5eec0089d37047d2fd75e98a2f3"),
    page("buzzly-nvlink-fr", "buzzly.fr", "fr",
         "news/20331-revolution-ia-nvidia-devoile-sa-technologie-ultra-puissante-du-monde-de-demain.md",
         "007fe0608a958d9c4fa7146db42ea65db957dbc6cd774e8723389dcc8ebf558f"),
    page("netzblog-blackwell-fr", "netz-blog.fr", "fr",
         "nvidia-intensifie-la-puissance-de-lia-avec-les-gpu-blackwell-de-1-200-w.md",
         "90cf16ea9b75ecea8ef18396c5cf9e4e3321eb73a28aa87fd0f4e273b88f78b0", machine_translation=True),
    # hardware news: Google's Ironwood TPU (three sites)
    page("kulturegeek-tpu-fr", "kulturegeek.fr", "fr",
         "news-328772/ironwood-google-presente-premiere-puce-tpu-concue-linference-modeles-dia.md",
         "a6fe8f359605aa4023c8ba2f1463f2ac85a0c6d7e95995a28e22625b9bd448c8"),
    page("informatiquenews-tpu-fr", "www.informatiquenews.fr", "fr",
         "google-cloud-next25-ironwood-tpu-le-nouvel-accelerateur-ia-de-google-decoiffe-grave-104218.md",
         "e97bb5dea6795c7fd987df3fc88d39d332a16ebe0ff983c80b21a0dc2a33162c"),
    page("electroniques-tpu-fr", "electroniques.biz", "fr",
         "data-centers-ia/google-presente-sa-nouvelle-generation-de-tpu-optimisee-pour-linference.md",
         "85b74b89f358b4d254c5aaec4ce4004934d8f90ef050cbbbb921dc5aebec4e7d"),
    # a training company's blog post on llama.cpp and running LLMs locally (FP16, FP32, offloading, quantization)
    page("ambientit-llamacpp-fr", "ambient-it.net", "fr", "gerganov-revolution-llm.md",
         "6116fab3d075edf2b108677b9b9bdd81d553de2dc949aa850fcba71828511e23"),
    # local models: decoding a quantized model's name, a guide to local models (a translation), Ollama on a Mac
    # and Ollama for privacy (blog posts)
    page("jateroka-quantification-fr", "sg.jateroka.fr", "fr",
         "lessnom_du_modelegreater18b-instruct-q3_k_s-argg-vite-un-dictionnaire.md",
         "7259c4672392681ddb9dd72ff6efcd7120d885f9dd2786b1e5426bda58074862"),
    page("careti-modeles-locaux-fr", "docs.careti.ai", "fr", "fr/running-models-locally/overview.md",
         "71788d5f6c67d733812b148c7d458fa31b7c6a9efcf742689ce46b61ddb76cac", machine_translation=True),
    page("synapsys-inference-locale-fr", "synapsys-groupe.com", "fr", "?p=17651.md",
         "a51d2d609ddeccc941cb2a2b1e5aa8b626854e04dcd6cedc1149917a08ad2b15"),
    page("iatechtravel-ollama-fr", "www.iatechtravel.cafe", "fr", "ia-local-ollama-souverainete-donnees.md",
         "d579c97efd12ff27834534be9b9ca81debe211fa3141bec91efdaee12d937288"),
    # a French book chapter on local LLM infrastructure (its title and table of modules, lines 1-39)
    repo_excerpt("codebuddy-infrastructure-fr", _BUDDY, "fr", "docs/livre/19-infrastructure-llm-local.md", 1, 39,
                 "a8a4ebf584cc3360accf89659ce7cd548ac83469c3fffe5e2513f62e80086946"),
    # a memory guide for an agent built on Ollama (models and quantized versions, lines 1-40)
    repo_excerpt("agentai-memoire-fr", _AGENT, "fr", "MEMORY-REQUIREMENTS.md", 1, 40,
                 "3767695411f318db4e536d476d5212b352a221ee43a236e3e8748ec90a31892b"),
    # a course's notes on message passing: its assumptions (lines 1-21) and its communication primitives (lines
    # 54-93)
    repo_excerpt("parallelism-mpi-fr", _PARALLELISM, "fr", "cours_4.md", 1, 21,
                 "78d0eeb037bc9a131c242a0d8550ecc3a062059eb2659844a6a915629ff711da"),
    repo_excerpt("parallelism-primitives-fr", _PARALLELISM, "fr", "cours_4.md", 54, 93,
                 "e99f432f06b1fd07f6cabd95dc949e41002718ddfb4b328e85019481b32b7a48"),
    # the README of an MPI collective reduction run on a Docker cluster (lines 1-32)
    repo_excerpt("mpireduction-readme-fr", _MPI, "fr", "README.md", 1, 32,
                 "ed017bcbb5bf0c5fac5b8dbc8dd0d727841176c7566af3685eca29cc510eed35"),
    # trap: a statistics course on logistic regression (the logit link function), its stored beginning
    trap(page("openclassrooms-logit-fr", "openclassrooms.com", "fr",
             "fr/courses/4525326-realisez-des-modelisations-de-donnees-performantes/"
             "5754149-estimez-un-modele-de-regression-logistique.md",
             "39825bc1d6d85de6a235d73443000eef48f4d1e74b9ea7cdad4723f372d00059")),
    # --- Dutch ---
    # a toolkit's documentation: GPU acceleration with llama.cpp (GGUF, CUDA, the KV cache) and its overview, each
    # the whole file
    repo_file("danny-gpu-nl", _DANNY, "nl", "docs/gpu.md",
              "76c9b8002423884cbdf9b04740839136bdc5538bc4dfd240a909d02c8339a60e"),
    repo_file("danny-overzicht-nl", _DANNY, "nl", "docs/index.md",
              "fddfc917b727d0920a00c1afa5a3e837b5b80f3a7105d60b2254282c3436bc9b"),
    # two READMEs setting up Ollama (a student planning agent, an Ollama dashboard), each the whole file
    repo_file("planningagent-ollama-nl", _PLANNER, "nl", "README.md",
              "1bc17a2ba718723da9063aee2de1a61928c2442b57964569db1ee678907842fc"),
    repo_file("ollamadashboard-nl", _DASHBOARD, "nl", "README.md",
              "019f0bb09b68c58e7fe81b79ce58011789c9a5a473153f1227cc18cdd3498eab"),
    # trap: an encyclopedia page on chemical distillation (a 2006 copy of a Dutch Wikipedia page), its stored
    # beginning
    trap(page("wikipedia2006-destillatie-nl", "wikipedia2006.classicistranieri.com", "nl", "nl/d/e/s/Destillatie.html.md",
             "5df6598717386395bf40491fad31d065ec4e6ff75914386f1ee6e86096f95b72")),
]
