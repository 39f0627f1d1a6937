"""The sources of the forty-sixth evaluation set (``build_corpus.py --set fortysixth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortyfifth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortysixth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/fortysixth/README.md``). English only: the text an ML engineer meets on an ordinary
day, weighted toward four concept families (training methods, collectives and frameworks, serving, language-model
basics), from many authors (at most two windows from any one).

Three kinds, chosen by package description, path, title or search excerpt before any reading for terms, in no earlier
set, no development sample, no claim of another set and no reserved list: (a) the comments and docstrings of small ML
packages pinned on PyPI (RLHF from scratch with its own data, tensor and pipeline parallel engines, a LoRA wrapper
around PEFT, an SFT/DPO/ORPO/KTO/GRPO fine-tuner, knowledge distillation of transformers, an NCCL device API for CuTe,
MPI only when launched under MPI, KV cache compression, tree speculative decoding for vLLM and SGLang, logits
processors, learning-rate schedulers; Python files only, chosen by their names, ``only``), windows of 15-25 lines cut
by the builder's regular expressions with the forty-sixth set's seed, at most two per package; (b) READMEs, notes and
book chapters of ML repositories of six owners, taken as excerpts of their first lines (up to a section's end) so
that no source gives much more than fifteen mentions; (c) blog posts, tutorials, course notes, glossary pages and a
how-to page of the public page store, each its stored beginning, a last sentence the store cut in the middle left
out, some cut further at a paragraph's end. Three trap pages whose ordinary words look like glossary terms: radio
broadcasts of orchestras, the steam distillation of essential oils, sports seeding and ranking.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 45  # the seed is the first set's plus this: the second set used 1, ..., the forty-fifth 44


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # nanorlhf (RLHF from scratch: its own tensor, pipeline and data parallel engines and an RL trainer): its
    # distributed collectives and its trainers
    _package("nanorlhf", "1.0.0", "ml", "sdist", "nanorlhf-1.0.0.tar.gz",
             "8f444f2cd2d8c44b7656c0747546369bb277b4e510cfeaceff982612508daa86", "unstated",
             only=("nanorlhf/nanotron/distributed/", "nanorlhf/nanoverl/trainer/")),
    # lora-easy (a tiny wrapper around PEFT for LoRA fine-tuning of causal LMs): its Python package
    _package("lora-easy", "2.3", "ml", "sdist", "lora_easy-2.3.tar.gz",
             "f9dc70071e80e533c83d6d059c2b9d19a21f4269539ccf23cc91cf005c7c3226", "unstated", only=("lora_ez/",)),
    # llm-finetuner-pro (SFT, DPO, ORPO, KTO, GRPO, reward modelling): its training folder
    _package("llm-finetuner-pro", "3.3.2", "ml", "sdist", "llm_finetuner_pro-3.3.2.tar.gz",
             "47764980992ef22d0ae6a5ab08bab0ae129eda62d2c2ceb1feb64f7556cea84e", "unstated", only=("training/",)),
    # silverspoon-kd (knowledge distillation of transformer models): its distillers and its KL loss
    _package("silverspoon-kd", "0.1.0", "ml", "sdist", "silverspoon_kd-0.1.0.tar.gz",
             "09803197b491a720170814622f793c20ca40a89ed3f37e4e8c18a601bbace8d6", "unstated",
             only=("silverspoon_kd/distillers/", "silverspoon_kd/losses/kl.py")),
    # cute-comm (NCCL's device-initiated API for the CuTe Python DSL): its Python package
    _package("cute-comm", "0.1.0", "ml", "sdist", "cute_comm-0.1.0.tar.gz",
             "62188030516ebb288c31e7b7da42871aa3fa02523b305ab8d47f1b76cfd4ef98", "unstated", only=("cute_comm/",)),
    # maybempi (MPI only when launched under MPI, a serial stand-in for mpi4py otherwise): its Python package
    _package("maybempi", "0.1.2", "ml", "sdist", "maybempi-0.1.2.tar.gz",
             "0b0fadd2897281df50a2cf3f08ddf080d1ca00c9d2e4e5aee2af7cf5222ba04d", "unstated", only=("src/maybempi/",)),
    # fade-kv (frequency-adaptive, tiered KV cache compression for LLM inference): its cache, policy, serving
    # adapter and perplexity evaluation
    _package("fade-kv", "1.1.0", "ml", "sdist", "fade_kv-1.1.0.tar.gz",
             "c77e906d8d24c98e58c96b0210663b5a27b7a104b1b36a8d542860c078376f80", "unstated",
             only=("fade/cache.py", "fade/policy.py", "fade/serving/", "fade/eval/perplexity.py")),
    # eagle-harness (cost-model-driven tree speculative decoding, plugins for SGLang and vLLM): its vLLM plugin and
    # its draft tree
    _package("eagle-harness", "0.1.3", "ml", "sdist", "eagle_harness-0.1.3.tar.gz",
             "b12ad64dc7c8e4be46f48e14a6a938c185d53d74264c2a0c6df94711ca43c53e", "unstated",
             only=("eagle_harness/vllm/", "eagle_harness/core/draft_tree.py")),
    # litelines (logits processors that constrain generation): its Python package
    _package("litelines", "0.1.5", "ml", "sdist", "litelines-0.1.5.tar.gz",
             "27938914ffc3f47974831d9703893902c351e52894bcd60c0b2bfca699a3f877", "unstated",
             only=("src/litelines/",)),
    # pytorch-scheduler (learning-rate schedulers for PyTorch): its Python package
    _package("pytorch-scheduler", "0.2.2", "ml", "sdist", "pytorch_scheduler-0.2.2.tar.gz",
             "5ea79aaf910f5624f687555e6c0bc41e71cc0512e044461bd9647632c8632c3c", "unstated",
             only=("pytorch_scheduler/",)),
]

# Repository files at these commits (snapshots of the repositories, as the code index holds them), taken whole or as
# an excerpt of whole lines stored under its own name; licences not checked (recorded "unstated").
_SMOL = ("zzysh12345/smol-course", "2c3084362708cee48472f369a79d746adf698a8b", "unstated")
_DSE = ("microsoft/DeepSpeedExamples", "83757d9c937daabd1089a08051061706cb73900d", "unstated")
_TINYSERVE = ("FastLM/TinyServe", "f3ca7e4de095a242aa1f9c8ad7b0868a64e88b94", "unstated")
_SQIRVY = ("dmh2000/sqirvy-pptx", "13edf2dff797fb5880045d5207fc52fc0d00b6b0", "unstated")
_INFERPARAMS = ("akaiserg/inference-parameters-example", "9fb5a53f8875743a701681d6d15478ffffe8b8ca", "unstated")
_MLIR = ("zhwa/mlir-example", "6bd9b12358f58c3ed314967c7a4323900170e46e", "unstated")

# Chosen by path, title or search excerpt before any labelling; every line of a file, excerpt or page is in a window.
TEXTS = [
    # --- READMEs, notes and book chapters of ML repositories (each a different owner)
    # a course's page on DPO (a fork of a course; its first three sections, lines 1-18)
    repo_excerpt("smol-course-dpo", _SMOL, "en", "2_preference_alignment/dpo.md", 1, 18,
                 "33c7149f2f8466ec87b74e82658fa8e113e7f465ab8b18cee04ba8e0ce001fb2"),
    # a chat-training pipeline's DPO finetuning step
    repo_file("deepspeed-chat-dpo", _DSE, "en", "applications/DeepSpeed-Chat/training/step2_dpo_finetuning/README.md",
              "daa53f851792102dbb3e8f634c8eca5b276a3b32d681e0abedcc974451fb1fc0"),
    # a serving project's README (paged KV cache, its overview and key features, lines 1-21)
    repo_excerpt("tinyserve-readme", _TINYSERVE, "en", "README.md", 1, 21,
                 "e2545a31a7b3272d4de218e7682a826e88774d6bfecaaaa64305cd1cce4f705e"),
    # notes on the steps of LLM inference: tokenization to the transformer blocks (lines 1-19), the output layer to
    # detokenization (lines 36-53)
    repo_excerpt("sqirvy-llm-notes-input", _SQIRVY, "en", "technical/llm-notes.md", 1, 19,
                 "a98a1abcca4aa4ea4210f2c9c0792f687c82618443c89bb46578dd876ff8e4d4"),
    repo_excerpt("sqirvy-llm-notes-output", _SQIRVY, "en", "technical/llm-notes.md", 36, 53,
                 "b33daced78cd8a02bfef81d7124dda86e17d454efc8b1f84761b1c35e0eab8e5"),
    # from logits to the next token (its title and overview, lines 1-20)
    repo_excerpt("inference-parameters-readme", _INFERPARAMS, "en", "README.md", 1, 20,
                 "80f3bcb0717f78592d141ceee22a6c51e2b04554723414d0ffef2fda6ce1de5e"),
    # a book's chapter on production LLM serving (its introduction, lines 1-18)
    repo_excerpt("mlir-example-serving", _MLIR, "en", "book/Chapter-16-Production-Serving.md", 1, 18,
                 "8f4b2c87d7cde70934ed34b4f0a8915889affcf6adcdb577303618a6b65689b3"),
    # --- blog posts, tutorials, course notes and glossary pages (pages of the public page store, each its stored
    # beginning, a last sentence the store cut in the middle left out)
    # training methods: LoRA and QLoRA (a deep dive; a blog post), RLHF and PPO (a course lesson)
    page("teqvolt-lora", "teqvolt.com", "en", "deep-dives/lora-qlora-fine-tune-llms-single-gpu.md",
         "b7ba46153bb4ce4e4cc18f49e398cec39d31cb5bd5c20cfc76a72018edabb05a"),
    page("gokce-lora", "gokce.ai", "en", "blog/llm-fine-tuning-lora-and-qlora-explained-simply.md",
         "3bd2adf0b76d80cc341216c43920d6a911fea9d3a7baef98bae992001f0bb936"),
    page("neuralpath-rlhf-ppo", "neural-path.xyz", "en", "learn/18/rlhf-ppo.md",
         "9f5fe03ebc1dffc60e5e8e2cd5a6e86d104fea3fb8a427ca5f7fc052d656cf72"),
    # collectives and frameworks: how GPUs communicate (a blog post's introduction), collective communication for LLM
    # training (a reference page), a notes site's distributed-training page
    page("giordanobsf-gpus-communicate", "www.giordanobsf.com", "en",
         "how-gpus-communicate-fundamentals-of-distributed-training-with-pytorch.md",
         "8917dc9e38a3267282d2227af6ee3250ed33d99f48a5406244f77ceab3e022b2"),
    page("yyang-collectives", "yyang768osu.github.io", "en", "assets/html/collective-communication-llm-training.html.md",
         "d1d4218d8c3250c80b74763ff4201562fdaea30d7017e4aee397bac561f4f398"),
    page("x06lan-distributed", "x06lan.com", "en", "docs/computer-science/machine-learing/distributedtraining.md",
         "bf0fbcf016b9c0765be4caeab6bc46e8a2aabfd5344faf21d677162394bdea0d"),
    # serving: speculative decoding and prefix caching in vLLM (a blog post; a how-to page), quantization for latency
    page("quantumencoding-vllm", "quantumencoding.io", "en",
         "blog/speculative-decoding-prefix-caching-advanced-vllm-features-cut-latency.md",
         "feb807041f502f092f47760d20e6a4029d3139bcaad59b741f311980d454362d"),
    page("waymark-vllm", "mcp.waymark.network", "en", "r/5874e660-113d-4363-bd2a-9a73bfaa9a19.md",
         "ab4d4c2ccb3d15cc1c0394af7cb32ec850abe5e717bffa32b0d17c4d47672c9b"),
    page("trackai-quantization", "trackai.dev", "en", "tracks/performance/latency-ttft/quantization-latency.md",
         "088d8acca07994f49e14599d5e3d91287a2ace34187ad3f005c5c012ffa6ccc6"),
    # language-model basics: perplexity (a course page; a glossary page), tokens, embeddings and context windows
    page("sumanbhadra-perplexity", "learn.sumanbhadra.com", "en",
         "contents/ai-ml/nlp/perplexity-and-language-models.html.md",
         "309596a2c803b80bacf32b10538deacdf43b4a79ac8650020cef5fcfd0a29b08"),
    page("portpowered-perplexity", "portpowered.github.io", "en", "ai-model-reference/docs/glossary/perplexity.md",
         "38fe8178e6d0b08d656a37d9dcec45a593b59c0080a6d99674a34c1990c27d4d"),
    page("tenxdeveloper-tokens", "www.tenxdeveloper.com", "en", "blog/tokens-embeddings-context-windows-llm-glossary.md",
         "1da6d93c117bf952f4d538368dbc18ee10583b1126d94ba4402f520322d457ef"),
    # --- traps: ordinary words that look like glossary terms
    # radio broadcasts of orchestras
    trap(page("fcm07-radio-symphony", "fcm07.blogspot.com", "en", "2014/02/radio-and-symphony.html.md",
              "dda6569224ecbe21d6c2e27a972d8244cd87348bf4cb790833434c1e4bab4088")),
    # the steam distillation of essential oils (temperature, a master distiller)
    trap(page("alyees-distillation", "alyees.com", "en", "?p=68.md",
              "05c308492b5b87b387e0f8b4efd30fc1f1c69af3fb7a1b79b8251bbeca02f7cd")),
    # sports seeding and ranking (rank, seed, draw)
    trap(page("whatsscore-ranking", "blog.whatsscore.com", "en",
              "what-is-seeding-or-ranking-of-players-how-does-ranking-affect-tournament-draws.md",
              "f92c3c227aa523416637cb9a3da4167b97ec1f3571fbdee7e5a12acde535a0d8")),
]
