"""The sources of the forty-first evaluation set (``build_corpus.py --set fortyfirst``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtyninth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set fortyfirst --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/fortyfirst/README.md``).

No packages. French, Dutch and Bengali text aimed at the concept families measured thinnest: serving (vLLM, TGI,
llama.cpp, Ollama, GGUF, PagedAttention, continuous batching, the KV cache, the context window, sampling settings),
language-model basics (the tokenizer, BPE) and collectives and frameworks (MPI's broadcast, scatter, gather, reduce
and barrier, ranks). Small samples from many authors (at most two windows from any one), chosen by path, title or
search excerpt before any labelling, in no earlier set, no development sample, no claim of another set and no
reserved list. A page of the public page store is taken as the store holds its beginning (a sentence the store cut
in the middle left out), some cut to their first lines to hold about 15 mentions; a repository file is one or two
excerpts of whole lines chosen by section; a notebook is stored as its Markdown cells in order, a blank line
between cells, with ".md" appended. Subjects (French): inference frameworks compared (two pages), Ollama's context
window, sampling settings (three pages), tokenization, a project's notes on the KV cache and llama.cpp settings, a
notebook and a tutorial on MPI's collective communications, a course's slides on distributed training (DDP, FSDP,
NCCL), a project's README on fine-tuning GPT-2 (its tokenizer and LoRA sections), three small projects' notes on
Ollama and GGUF models. Subjects (Dutch): a vLLM quickstart and a GGUF guide (both probably machine translations), a
project note on checking local Ollama models. Subject (Bengali): a local LLM setup guide with Ollama. Traps (French,
ordinary words that look like glossary terms): a baker's oven temperature ("température") and an econometrics
course's Logit model of a binary variable.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 40  # the seed is the first set's plus this: the second set used 1, ..., the thirty-ninth 38

PACKAGES: list[dict] = []


# Repository files at these commits: snapshots of the repositories, so the stored text is the file's lines (of a
# notebook, of its Markdown cells). An excerpt is a run of whole lines, copied unchanged and stored under its own name
# (the lines it holds), ``first_line`` the line where it starts. No licence file in these repositories.
_WORKLY = ("WorklyHQ/workly-docs", "833cd1fc07a5d122985d336d897cf0797948b13c", "unstated")
_HPC = ("Ahmed227-is/High-Performance-Computing", "e47b15eb8ea6f51005a798140eaf63b465960d71", "unstated")
_USSEIN = ("DiopBabacarEdu/USSEIN", "6f8766e978cd1bcb9ed585ee8115256970bd7039", "unstated")
_MARS = ("gauthier2170/Projet-Mars-2025", "def99ddf4ee20cfcafd4d06ff95858813ff3ef1c", "unstated")
_MOON = ("icojerrel/moon-dev-ai-agents", "a3d3d6276703036f1139492300d793ffcf97211b", "unstated")
_RAG = ("ruhul-cse-duet/university-rag-assistant-system", "faf36b1522d4eba5c2a7539506ddccb12f600ad8", "unstated")
_NAATYU = ("naatyu/parallelism-formation", "80254d539581dde0d84bdf7aad9d758b9e88882b", "unstated")
_LINGUISTIQUE = ("ZaMeR12/outils-linguistique", "4b93d5d11af6b3efb3dcf0b1234778639abfbeac", "unstated")
_MIMIR = ("wartt88/Mimir", "b2c3eca1ed1d50f4de262faa1029e09e2d902161", "unstated")
_MAILING = ("ulrichyv/mailing", "a3a21bc38395a5e461cb5c3367e06912c72843f1", "unstated")

_CACHE = "sessions/session_11_performance/LLM_CACHE_OPTIMIZATION.md"
_MPI = "Courses/SystemsDis/MPI/pythonMPI.md"
_COLL = "communication_collective.ipynb.md"

# Chosen by path, title or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # --- French ---
    # inference frameworks compared: a cheat sheet (vLLM, TGI, llama.cpp, Ollama; up to its first comparison) and a
    # consultant's guide to choosing a runtime (vLLM, llama.cpp, TGI; up to its table's quantization row)
    page("latelier-frameworks-fr", "latelier.club", "fr", "atelier/bibliotheque/meta/ms-5.md",
         "94ba8b37fa3a0b5294967a8ab9e9e57b56183e27d0b58c122b93087e779fe7fe"),
    page("consultantia-runtimes-fr", "consultant-ia.net", "fr", "blog/vllm-vs-llamacpp-vs-tgi.html.md",
         "d74cc65edaa8a20fc0c7d3c870e08046cc9a5c8b5c099b822fd15c99330cb169"),
    # Ollama's context window (a tutorial site)
    page("zonetuto-contexte-fr", "zonetuto.fr", "fr",
         "intelligence-artificielle/augmenter-la-taille-de-la-fenetre-de-contexte-dans-ollama.md",
         "ef59d9f65c5443598aa77d4a2b8b2b787c7343243a0d878e87dc06bed2f6004b"),
    # sampling settings: a consultant's guide to an LLM's parameters in n8n, a blog post on temperature and top-p, an
    # online course's chapter on temperature, tokens and context
    page("formationsanalytics-parametres-fr", "www.formations-analytics.com", "fr",
         "guide-n8n-ia-pour-maitriser-les-parametres-des-llm.md",
         "1ad51fb8c568a4b74770b983ff62db1b06a94ea9f8ee656e12caa5f48a026cd4"),
    page("athomedia-temperature-fr", "www.athomedia.com", "fr", "?p=1322.md",
         "1d59914b0a3cffac2448c1fad259c7a323b1ef6c551af4dfc729a9eef9e663b5"),
    page("claria-parametres-fr", "claria.bvelabs.dev", "fr",
         "cours/niveau-6-strategiste/chapitre-2-parametres-optimisation.md",
         "6982a264f12f703986241b58d5bc1c622da0e592fd67ad3899c52b73b43e91d7"),
    # tokenization: a community article, as a mirror of the Hugging Face blog holds it
    page("rdtvlokip-tokenization-fr", "hf-p-cfw.fyan.top", "fr",
         "blog/RDTvlokip/quand-l-ia-decoupe-les-mots-comme-un-boucher.md",
         "964ec15a6ce8741eea238a9b840416297ee3d46ee51c0c0ea39515ceff55d89f"),
    # a desktop assistant's notes on optimising llama.cpp: objectives and baseline (the KV cache; lines 1-32) and the
    # current LLM settings and their impact (lines 221-252)
    repo_excerpt("workly-cache-baseline-fr", _WORKLY, "fr", _CACHE, 1, 32,
                 "d646454a8c110b25349bdc0d1ff65ef46eba5278a877effa2a92a398258b9630"),
    repo_excerpt("workly-cache-parametres-fr", _WORKLY, "fr", _CACHE, 221, 252,
                 "5bc5034d39546938a8c8af65da28224a6dc36d70393fc1484f3c8805f35f27d9"),
    # a high-performance computing course's notebook on MPI's collective communications (its Markdown cells): the
    # barrier and the broadcast (lines 16-43)
    repo_excerpt("hpc-collectives-diffusion-fr", _HPC, "fr", _COLL, 16, 43,
                 "e70a1e07ebd4e533c3d32862178aae9efb8bf10b17144463efc19099d57f98d1"),
    # a course's slides on distributed training in PyTorch (DDP and FSDP, NCCL, all-reduce), the whole file
    repo_file("naatyu-distribue-fr", _NAATYU, "fr", "slides/3_distributed_training.md",
              "dddecab1c627533031e98847d7d0915387a79ddb2348362eaa1c8fdc27633b9c"),
    # a university course's MPI tutorial with mpi4py: the broadcast exercise (lines 290-329) and the reduce exercise
    # (lines 423-462)
    repo_excerpt("ussein-mpi-broadcast-fr", _USSEIN, "fr", _MPI, 290, 329,
                 "ee1f5acfe3e049639f8a6f407d45a41a4c6f025c8cd479398e8fb24187631ca3"),
    repo_excerpt("ussein-mpi-reduce-fr", _USSEIN, "fr", _MPI, 423, 462,
                 "3dcd7a18442d1f4ce2b7d9e5d737974709782b2cb16f9f79208efe58d638fc82"),
    # a student project's README on aligning GPT-2 with instruction tuning: its tokenizer section (lines 68-97) and
    # the beginning of its LoRA section (lines 98-109)
    repo_excerpt("mars-gpt2-tokenizer-fr", _MARS, "fr", "README.md", 68, 97,
                 "1d3358d8510ca342ab3d6481bb245ada08d583133583328f954f21ff4a2bd3d3"),
    repo_excerpt("mars-gpt2-lora-fr", _MARS, "fr", "README.md", 98, 109,
                 "7ddc6d2676fca033c89de0e9bf18d24ed2491097195ebef73f2683ca89f68876"),
    # three small projects' notes on Ollama (an app's recommended GGUF models, a GGUF model to download, setting up
    # Ollama), each the whole file
    repo_file("linguistique-ollama-fr", _LINGUISTIQUE, "fr", "docs/Fonctionnalités/Ollama.md",
              "bd2d89cc3b40220c08f7c89e90f7e7cfc741d2ac31f5754f7c17fe99e65d7b37"),
    repo_file("mimir-ollama-fr", _MIMIR, "fr", "app/apps/ollama/README.md",
              "f77e22854515b5398ecf557b538d5cab19963af1f54546afcdb0d483603f37e3"),
    repo_file("mailing-ollama-fr", _MAILING, "fr", "OLLAMA_SETUP.md",
              "77cd5c146977929f1b2a6f641211140d61952a6807b756e205377d1eb31b06bb"),
    # trap: a baker's guide to oven temperature ("température de cuisson")
    trap(page("laconquetedupain-temperature-fr", "laconquetedupain.fr", "fr",
              "techniques-astuces/temperature-cuisson-pain-guide-complet.md",
              "dce179d255182d2b21d9d33a096093e227e22751d4d0463b001d1380f933a311")),
    # trap: an econometrics course's binary-choice models (the Logit and Probit models)
    trap(page("etudier-logit-fr", "etudier.com", "fr", "dissertations/Pwpchoixquali/70135111.html.md",
              "636bd82bce5b449f9ebc8675768bf12b3cca71d817a631f09beeb809a5020af4")),
    # --- Dutch ---
    # a vLLM quickstart (its first lines; probably a machine translation) and a GGUF guide (its first lines; a
    # machine translation, the blog publishes it in several languages)
    page("vllmquickstart-nl", "dmy51x2ik1vsx.cloudfront.net", "nl", "nl/post/2026/01/vllm-quickstart.md",
         "3fa15052ca3a84cf300616ce098228985f4960a4d9a2e81f62c4a84b620d45e0", machine_translation=True),
    page("mikihands-gguf-nl", "blog.mikihands.com", "nl",
         "nl/whitedec/2025/11/20/gguf-format-complete-guide-local-llm-new-standard.md",
         "56728203fec7d6c5a1bfb2da90e61834f565aa7ab8c24555454b102a63b4ad83", machine_translation=True),
    # a trading-agent project's note on checking the local Ollama models (lines 1-37, 38-71)
    repo_excerpt("moon-ollama-nl", _MOON, "nl", "CHECK_OLLAMA_MODELS.md", 1, 37,
                 "6f18dee6004b74f8af8fac002f1003926b7e20983dd4da3771cfdec2e3e1992a"),
    repo_excerpt("moon-ollama-api-nl", _MOON, "nl", "CHECK_OLLAMA_MODELS.md", 38, 71,
                 "bcd10db9820824c52cab682cdd610754612751a1b4a23bfa094ad311de7b1586"),
    # --- Bengali ---
    # a university RAG assistant's guide to setting up a local LLM with Ollama (lines 1-40, 41-76)
    repo_excerpt("rag-ollama-setup-bn", _RAG, "bn", "SETUP_LOCAL_LLM.md", 1, 40,
                 "ba3d91a6dc2801e23ed6a8b3e301a51bba35185ef641144e88595cbfc40c5cdb"),
    repo_excerpt("rag-ollama-models-bn", _RAG, "bn", "SETUP_LOCAL_LLM.md", 41, 76,
                 "5ae6d3b9618be12cc9d1d9607f1e5025702423eb85ba551729589a850ff2989c"),
]
