"""The sources of the fifty-eighth evaluation set (``build_corpus.py --set fiftyeighth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyfifth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyeighth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyeighth/README.md``).

No packages. A second sample of text written by people in Spanish and in German, chosen this time for subjects that
are glossary families themselves (a lesson of an attempt on general AI subjects that found few mentions): distributed
training and collective communication, quantization, LoRA and QLoRA, attention and the Transformer, and LLM serving
with vLLM. Chosen by repository path, heading or search excerpt before any labelling, in no earlier set, no
development sample, no claim of another set (not the fifty-sixth's) and no reserved list (not huggingface/transformers'
translated docs, not the Hugging Face course). Every text is an excerpt of a repository's Markdown file at a commit,
cut on whole lines at section boundaries (by headings, before any counting of terms); the two traps are page
beginnings of the public page store.

Subjects (German): a personal blog's draft article on parallelising machine learning (its sections on the approaches
and on data parallelism) and its article on communication patterns (the
collectives from broadcast to barrier); a second excerpt of the draft (tensor, sequence and expert parallelism) was taken
and dropped before the set was closed, because that one blog would have given over half of the German gold; a student project's wiki on small language models (its sections on
quantization, on LoRA and QLoRA, and on attention and knowledge distillation); a blog post on fine-tuning LLMs for
Ollama (its section on LoRA adapters). Subjects (Spanish): a DevOps documentation site's page on vLLM (its opening and
PagedAttention; its tuning section on memory, context, batching and quantization) and its page on model optimization
(quantization); a university lab's theory notes on Transformers (multi-head attention); an AI curriculum's notes on
distributed training (data parallelism; hybrid strategies, ZeRO and activation checkpointing) and on quantization.
Traps (ordinary words that look like glossary terms): the distillation of spirits in an alembic ("destilación",
Spanish) and a power transformer delivered to a substation ("Transformator", "Trafo", German).
No text here is known to be a machine translation. The curriculum notes (webmastervetea) and the DevOps pages
(rasty94) read like text drafted with a model's help in Spanish itself, and may be (README.md of the set).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 57  # the seed is the first set's plus this: the second set used 1, ..., the fifty-seventh 56

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_BLOG = ("stephankoe/blog", "f6ad586cc1736cb92203904755f43bcb6540c8d7", "unstated")
_SLM = ("Johannes-Steinle/Small_Language_Models", "4f484acd27e3ad9e5de9cd15d8afabd3e2922812", "unstated")
_KIND = ("ChristophKind/LargeLanguageModelsPublic", "5d19979c2c3118af96e779233fe11e2715725fe1", "unstated")
_FRIKI = ("rasty94/Frikiteam-docs", "86b6f620168b1cb46e56765d6a03e6ebd6f95498", "unstated")
_LAB = ("eastaizah/Lab_NN", "a5201e2ccc4437e35ea3a8d79f32a8331b57a641", "unstated")
_CURR = ("webmastervetea/advanced-ai-curriculum", "9c5d8bb0e99d0d50bd1bb50a781c85ce9fb5699f", "unstated")
_PAR = "content/post/ml-parallelization/index.de.md"
_DIST = "temarios/7-1-2-entrenamiento-distribuido-modelos-grandes.md"

# Chosen by path, heading or search excerpt before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # --- German
    # distributed training: a blog's draft article on parallelising ML, its sections on the approaches and on data
    # parallelism, up to the opening of model parallelism (lines 95-129)
    repo_excerpt("stephankoe-data-parallel-de", _BLOG, "de", _PAR, 95, 129,
                 "868c6fef63cd8cd9ec99724dc7e215fcd570a052946801eb2d81ce65551c9dd7"),
    # collectives: the same blog's article on communication patterns, from its title to the barrier (lines 13-48)
    repo_excerpt("stephankoe-collectives-de", _BLOG, "de", "content/post/communication-pattern/index.de.md", 13, 48,
                 "12c90e1592cdb17f12b7810646e8dfa0db3ab146f5be2d214f6628d39b6ba6ea"),
    # quantization: a student project's wiki on small language models, its chapter on reducing complexity up to LoRA
    # (lines 1-36)
    repo_excerpt("slm-quantization-de", _SLM, "de", "wiki/2_Komplexitaetsreduktion.md", 1, 36,
                 "0f6d0c6aea935d429f659150cd30c5f9fb8de4a73b38d9266a965682278dfe59"),
    # ... and its section on LoRA and QLoRA (lines 37-65)
    repo_excerpt("slm-lora-de", _SLM, "de", "wiki/2_Komplexitaetsreduktion.md", 37, 65,
                 "8803865e3b3de768de58de8c2a5f999f603078e35ce99f376bcff8503bd663d8"),
    # attention: the same wiki's chapter on SLM architecture, its sections on architectural efficiency and knowledge
    # distillation (lines 19-53)
    repo_excerpt("slm-attention-de", _SLM, "de", "wiki/3_SLMs_Architecture.md", 19, 53,
                 "76f3519d07a4fb90d21e52f5518035522043f2d4ca69890fe5068d61f192022b"),
    # fine-tuning: a blog post on fine-tuning LLMs for Ollama, its section on LoRA adapters (lines 169-213)
    repo_excerpt("kind-lora-adapters-de", _KIND, "de", "FinetuningOllama/blog.md", 169, 213,
                 "5b57d697639394a12ddb133a5ba84db3c56d1289a40ffe316b6fc5206fa1249a"),
    # --- Spanish
    # serving: a DevOps documentation site's page on vLLM, its title, the problem it solves and PagedAttention
    # (lines 19-87)
    repo_excerpt("frikiteam-vllm-es", _FRIKI, "es", "docs/doc/ai/vllm.md", 19, 87,
                 "7984f1b218af1d73f0c1902ab238dead038ba835df1983b1e0b825c3a965a54c"),
    # ... and its section on tuning memory, context and batching, up to benchmarking (lines 231-305)
    repo_excerpt("frikiteam-vllm-tuning-es", _FRIKI, "es", "docs/doc/ai/vllm.md", 231, 305,
                 "527e23aca1b33db4945d455a6b62912921084391eccabe97a0d82ff23160a05b"),
    # quantization: the same site's page on optimizing LLMs, from its title to its levels of quantization (lines 14-71)
    repo_excerpt("frikiteam-quantization-es", _FRIKI, "es", "docs/doc/ai/model_optimization.md", 14, 71,
                 "01813ff8b265ed80c2ab0ac3d181971593dfa2b7f2669fb505a8e0ebcb42ac81"),
    # attention: a university lab's theory notes on Transformers, the section on multi-head attention (lines 162-216)
    repo_excerpt("lab-nn-multihead-es", _LAB, "es", "Lab12_Transformers/teoria.md", 162, 216,
                 "47a5f592818bbb9f9d6b9770effa2a2b48bbc46f8e28c0f5359def6c430e218c"),
    # distributed training: an AI curriculum's notes on distributed training, their opening and data parallelism
    # (lines 1-25)
    repo_excerpt("curriculum-data-parallel-es", _CURR, "es", _DIST, 1, 25,
                 "bf8f7b9cc395a3876710a553986b6fbe3f83583ab03804f31383f83159303d2c"),
    # ... and their section on hybrid strategies and other methods, to the end (lines 51-85)
    repo_excerpt("curriculum-hybrid-es", _CURR, "es", _DIST, 51, 85,
                 "36078efb9e92ad74e0a168b76b5f53864272d8c87ab3bf6c98c25d78910b7d7d"),
    # quantization: the same curriculum's notes on compression and quantization, the quantization section (lines 1-25)
    repo_excerpt("curriculum-quantization-es", _CURR, "es", "temarios/7-2-2-compresion-cuantizacion-modelos.md", 1, 25,
                 "db793e7b1f7f27f5c94fda26742cee587063abed200c41a7539b1555796a4da2"),
    # --- traps: ordinary words that look like glossary terms
    # the distillation of spirits in an alembic (Spanish)
    trap(page("cherada-alambique-es", "www.cherada.net", "es",
              "cultura/101113-el-alambique-proceso-de-destilacion.html.md",
              "0c08e66cf10ca02489d646351cd711798a755085ec5bca50914247e34822643d")),
    # a power transformer delivered to a substation (German)
    trap(page("infranken-trafo-de", "www.infranken.de", "de", "lk/bamberg/ein-neuer-trafo-fuer-bamberg-art-2187766.md",
              "21a7b8b8692f67e7a4e8efedc6298b1f2b65ad0af4aadf326bc6f41cfc051fa4")),
]
