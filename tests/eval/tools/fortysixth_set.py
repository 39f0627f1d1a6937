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

from set_entries import package_entries, page, repo_excerpt, trap

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
    # --- more packages, chosen by description after the first labelling pass (the package share of the gold ran under
    # a quarter and the four thin glossary files under their aim); files chosen by their names
    # merlina (ORPO, DPO, SimPO, KTO, SFT fine-tuning with a web interface): its training runner and llama.cpp server
    _package("merlina", "3.0.0", "ml", "sdist", "merlina-3.0.0.tar.gz",
             "6e08910ea28b4b2f5d3bdfb20f319076530407062508eec2e05c01218d3f9ebf", "unstated",
             only=("src/training_runner.py", "src/llama_server.py", "src/presets.py")),
    # mlxsmith (MLX fine-tuning: SFT, DPO/ORPO, GRPO, distillation): its trainers
    _package("mlxsmith", "0.1.9", "ml", "sdist", "mlxsmith-0.1.9.tar.gz",
             "6ecdb8c42c86aa893b2c3e7bffbac9d9cd549d0b75e3a66f32d64ea23a7f1849", "unstated",
             only=("src/mlxsmith/train/", "src/mlxsmith/sdk/losses.py")),
    # kvlint (a prefix-cache linter for vLLM and SGLang request logs): its Python package
    _package("kvlint", "0.1.1", "ml", "sdist", "kvlint-0.1.1.tar.gz",
             "024c928a4700339bccc2adf50f133871f43040281333e6185e6bf41c054041cf", "unstated", only=("kvlint/",)),
    # prefixlens (cache attribution for LLM prefix caches): its Python package
    _package("prefixlens", "0.1.0", "ml", "sdist", "prefixlens-0.1.0.tar.gz",
             "bfa3c3ec51bc8e95bf33c3b7bcf5ffaa07aea2aabeb48d39db69320596b791dc", "unstated",
             only=("src/prefixlens/",)),
    # inferguard (disaggregated-serving diagnostics for vLLM, SGLang, Dynamo): its preflight, metrics and configuration
    _package("inferguard", "0.7.4", "ml", "sdist", "inferguard-0.7.4.tar.gz",
             "957195126a8d3241a002c43649c68868d5031190b6bab649fc0fe8495ab75339", "unstated",
             only=("src/inferguard/preflight.py", "src/inferguard/metrics_core.py", "src/inferguard/config.py")),
    # aurestral (GGUF inference on llama-cpp-python, tuned to the hardware): its Python package
    _package("aurestral", "1.0.3", "ml", "sdist", "aurestral-1.0.3.tar.gz",
             "32b53981ba4087c721fe465b6992b0cd858cc339bcb830bd481636f44a7f3158", "unstated", only=("aurestral/",)),
    # gradscope (gradient and training anomaly monitoring for PyTorch and TensorFlow): its Python package
    _package("gradscope", "0.1.0", "ml", "sdist", "gradscope-0.1.0.tar.gz",
             "f1038813b4074a80c06cb18a8a36142f13c087c25c424366f30948b13012383d", "unstated", only=("gradscope/",)),
    # totf (a PyTorch and TensorFlow compatibility library): its Python package
    _package("totf", "0.2.5", "ml", "sdist", "totf-0.2.5.tar.gz",
             "232713a0706f28ec5266e910059a7ab31e890e8d62831a94c8b763451eef62ab", "unstated", only=("ToTf/",)),
    # aligntune (alignment and fine-tuning on TRL and Unsloth: DPO, PPO, GRPO): its TRL DPO backend
    _package("aligntune", "0.1.28", "ml", "sdist", "aligntune-0.1.28.tar.gz",
             "00ed09d91b2af28026319c351001d4ce7f3915fa53ef90833d7685658fa6c348", "unstated",
             only=("src/aligntune/backends/trl/rl/dpo/",)),
    # tunekit (LoRA/QLoRA fine-tuning, exports to GGUF and Ollama): its Python package
    _package("tunekit", "0.1.1", "ml", "sdist", "tunekit-0.1.1.tar.gz",
             "ac7df1412e92cd4b1b458af39dbf9d326945c60051393464cfe6c693429f43c4", "unstated", only=("src/tunekit/",)),
    # akv-cache (hierarchical KV cache compression for long-context inference): its cache, quantizer and vLLM backend
    _package("akv-cache", "1.4.0", "ml", "sdist", "akv_cache-1.4.0.tar.gz",
             "a2f06446f8255f2914da159867580e0fa9351de4bfe891267870bf80f8a94e6e", "unstated",
             only=("akv/cache.py", "akv/quantizer.py", "akv/vllm_backend.py", "akv/evictor.py")),
    # palm-rlhf-pytorch (PaLM with RLHF in PyTorch): its PPO, reward model and LoRA modules
    _package("palm-rlhf-pytorch", "0.8.0", "ml", "sdist", "palm_rlhf_pytorch-0.8.0.tar.gz",
             "3906a5635c2205865ad9813e7c9bc5192fa683d144ba521d0d6024039c168f94", "unstated",
             only=("palm_rlhf_pytorch/ppo.py", "palm_rlhf_pytorch/reward.py", "palm_rlhf_pytorch/lora.py")),
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
    # a course's page on DPO (a fork of a course; its first two sections, lines 1-9)
    repo_excerpt("smol-course-dpo", _SMOL, "en", "2_preference_alignment/dpo.md", 1, 9,
                 "b105ac6cac9b8a7985b9a88a89f00569ba12ffe5f4313583f9f7b1e699689b4f"),
    # a chat-training pipeline's DPO finetuning step (its introduction, lines 1-4)
    repo_excerpt("deepspeed-chat-dpo", _DSE, "en", "applications/DeepSpeed-Chat/training/step2_dpo_finetuning/README.md",
                 1, 4, "62a163d78a6b59f0dc89093a8713800868d0011794483131fdb0cb59f7ba2c7d"),
    # a serving project's README (paged KV cache, its overview and key features, lines 1-21)
    repo_excerpt("tinyserve-readme", _TINYSERVE, "en", "README.md", 1, 21,
                 "e2545a31a7b3272d4de218e7682a826e88774d6bfecaaaa64305cd1cce4f705e"),
    # notes on the steps of LLM inference: tokenization (lines 1-4) and next-token sampling (lines 46-49), two of its
    # sections, so that the notes give about fifteen mentions
    repo_excerpt("sqirvy-llm-notes-input", _SQIRVY, "en", "technical/llm-notes.md", 1, 4,
                 "08e8d25b10d35c611615e4ea6bfa88fc98316a94d7516d8f5134d78ba9661a8b"),
    repo_excerpt("sqirvy-llm-notes-output", _SQIRVY, "en", "technical/llm-notes.md", 46, 49,
                 "e747775d58ccdbcfc3c0ac6efb8f626034b493f6810695d4a70480dd13be6f4e"),
    # from logits to the next token (its title and overview, lines 1-20)
    repo_excerpt("inference-parameters-readme", _INFERPARAMS, "en", "README.md", 1, 20,
                 "80f3bcb0717f78592d141ceee22a6c51e2b04554723414d0ffef2fda6ce1de5e"),
    # a book's chapter on production LLM serving (its introduction, lines 1-18)
    repo_excerpt("mlir-example-serving", _MLIR, "en", "book/Chapter-16-Production-Serving.md", 1, 18,
                 "8f4b2c87d7cde70934ed34b4f0a8915889affcf6adcdb577303618a6b65689b3"),
    # --- blog posts, tutorials, course notes and glossary pages (pages of the public page store, each its stored
    # beginning, a last sentence the store cut in the middle left out)
    # training methods: LoRA and QLoRA (a deep dive), RLHF and PPO (a course lesson, cut after its seventh line)
    page("teqvolt-lora", "teqvolt.com", "en", "deep-dives/lora-qlora-fine-tune-llms-single-gpu.md",
         "b7ba46153bb4ce4e4cc18f49e398cec39d31cb5bd5c20cfc76a72018edabb05a"),
    page("neuralpath-rlhf-ppo", "neural-path.xyz", "en", "learn/18/rlhf-ppo.md",
         "3905e1b17cd0452cf4cd6e9e658cae01bbf7bd5c1e44c47565463a587d0ea33e"),
    # collectives and frameworks: how GPUs communicate (a blog post's introduction), a notes site's distributed-training
    # page (cut after its list of operations)
    page("giordanobsf-gpus-communicate", "www.giordanobsf.com", "en",
         "how-gpus-communicate-fundamentals-of-distributed-training-with-pytorch.md",
         "8917dc9e38a3267282d2227af6ee3250ed33d99f48a5406244f77ceab3e022b2"),
    page("x06lan-distributed", "x06lan.com", "en", "docs/computer-science/machine-learing/distributedtraining.md",
         "cf9b867161e6258f66480cf5d9b2831089c6de41d1741639f0d4560ade5082c3"),
    # serving: speculative decoding and prefix caching in vLLM (a blog post; a how-to page, cut after its ninth line)
    page("quantumencoding-vllm", "quantumencoding.io", "en",
         "blog/speculative-decoding-prefix-caching-advanced-vllm-features-cut-latency.md",
         "feb807041f502f092f47760d20e6a4029d3139bcaad59b741f311980d454362d"),
    page("waymark-vllm", "mcp.waymark.network", "en", "r/5874e660-113d-4363-bd2a-9a73bfaa9a19.md",
         "a3cc8176502677401676614ccc26db7de39f8611163f4cf4c92f0e4c7f40eef5"),
    # language-model basics: perplexity (a glossary page), tokens, embeddings and context windows
    page("portpowered-perplexity", "portpowered.github.io", "en", "ai-model-reference/docs/glossary/perplexity.md",
         "38fe8178e6d0b08d656a37d9dcec45a593b59c0080a6d99674a34c1990c27d4d"),
    page("tenxdeveloper-tokens", "www.tenxdeveloper.com", "en", "blog/tokens-embeddings-context-windows-llm-glossary.md",
         "1da6d93c117bf952f4d538368dbc18ee10583b1126d94ba4402f520322d457ef"),
    # --- more pages, chosen after the first labelling pass counted too few mentions of the four thin glossary files
    # (training methods, collectives and frameworks, serving, language-model basics) and none of the hardware file
    # training methods: DPO, KTO and ORPO (a blog post's first two paragraphs); LoRA's rank, alpha and target modules
    # (a guide, cut after its rank section; a course lesson's beginning)
    page("fridays-dpo-alternatives", "fridayswithfaraday.com", "en",
         "posts/frontier-research-constitutional-ai-dpo-alternatives.md",
         "a8248a7aaba3f756ff795ecfb4eacde3e4fdfe782b4217fb7a4a1abb97d15889"),
    page("aitraineracademy-lora-params", "www.ai-trainer-academy.top", "en", "blog/guide-to-lora-tuning-parameters.md",
         "06f08fbc1849b22c50ad87d959e627b473b10ce554806d4edcbe96752ea16ea3"),
    page("engineersofai-target-modules", "engineersofai.com", "en",
         "docs/open-source-models/lora-and-qlora-fine-tuning/Selecting-Target-Modules-and-Rank.md",
         "f1f963880ca7c57cfd40ffa80ce779a2cf1c5b1f79ca28f158115304da4ea5d9"),
    # collectives and frameworks: PyTorch and TensorFlow compared (a topics page, a blog post, a news digest)
    page("geekdost-frameworks", "geekdost.sujandas.info", "en", "topics/python/ai-deep-learning/tensorflow-pytorch.md",
         "ab5c772136eb253103c466f509bafc93b6beedf59301add1d1c1c6296b6bb247"),
    page("highenddeveloper-frameworks", "highenddeveloper.hashnode.dev", "en",
         "tensorflow-vs-py-torch-choosing-the-right-deep-learning-framework.md",
         "96e10e438cd89cd59325560c7453079bab8d875843f05b1bccec90964bdbb3ae"),
    page("aitopics-frameworks", "aitopics.org", "en", "doc/news:9824CA9F.md",
         "3c4a572b1d23f96de1974b3e2bfc43608155fe5dcf907fbb9d73fa554e2e4939"),
    # language-model basics: the causal mask of a decoder (a study page, a course track, a roadmap step), weight-only
    # and KV cache quantization (a sizing guide, a course lesson)
    page("mindli-causal-masking", "mind.li", "en", "explore/29269-transformer-decoder-and-causal-masking.md",
         "6c6e172fb5a25ba4418cfe70f97ef066eaca65c81ad075e78c0f74c4fb244275"),
    page("cruxr-decoder", "cruxr.ai", "en", "tracks/decoder-models.md",
         "259feebe867159b8644834257f78d69f151a17fa4fda69f896961b3b66b7a3f6"),
    page("repovive-causal-masking", "repovive.com", "en",
         "roadmaps/llm-fine-tuning/transformer-architecture-essentials/causal-attention-masking.md",
         "5a809e9e4a3f77f9fc7124cab6b98d1a213e1bb9dfacd2943f9747f2e435d50a"),
    page("vinayj-quantization", "vinayj.com", "en", "sizing/04-quantization.md",
         "b650358a01793d0ce9539c938460e5fe103c0d807a3ef5e73d5b5bfc389c5ebd"),
    page("jvoltci-kv-quant", "jvoltci.github.io", "en", "mosaic/ml-execution/quantization/calibration-kv-quant.md",
         "f179b6cee29e2c6d8c846eabb69edccb8394d6ee2da232b28a019a6dd23cb4cc"),
    # serving: a llama.cpp binding's sampler options (top-k, greedy, repetition penalty), extending the context window
    # (a survey's title and abstract; a deep dive's title and summary)
    page("hexdocs-llamacpp-sampler", "hexdocs.pm", "en", "llama_cpp_ex/LlamaCppEx.Sampler.html.md",
         "d2ec5cb53ea634866e45ec552aa1ce6c5653b1a77f117ee5da9c35fd1046c569"),
    page("ardatugsat-context-extension", "ardatugsat.com", "en",
         "context-window-extension-in-transformers-position-interpolation-alibi-yarn-and-the-length-generalization-"
         "problem.md",
         "8aff4b5f92afb3cbd42381b53dd42fd5b6bf342c96ab749099f861bff63a0397"),
    page("amaarora-rope-extension", "amaarora.github.io", "en", "posts/2025-09-21-rope-context-extension.html.md",
         "27a7c767392b126ac81e49d3057b5e8bf2258e062d6b5a6f993dabf0ff246377"),
    # language-model basics: BPE, WordPiece and SentencePiece (a question-and-answer archive's answer; a blog post),
    # structured output and constrained decoding (a topics page; an engineering handbook's page)
    page("weaverden-tokenizer-types", "wiki.weaverden.uk", "en",
         "content/ai.stackexchange.com_en_all_2025-07/questions/47214/what-are-the-types-of-tokenizers.md",
         "e48648c8af98979e36fcfafcbb4e323def1f2fbc568239c93d5552890267cd43"),
    page("hashnodehub-subword", "hashnode-hub.vercel.app", "en", "posts/68ad6a22f1f83df71b2b0afe.md",
         "68797e927458a0fee75ac7aed115921f4069298368de7803cc7ec824449bc4f6"),
    page("economicspath-structured-output", "www.economicspath.com", "en",
         "topics/structured-output-and-constrained-generation.md",
         "b1d766347dba2f887c8eac3c9a2f1a13b64cea7b9cebefbdc8564151340633fc"),
    page("alivedise-structured-output", "alivedise.github.io", "en",
         "backend-engineering-essentials/ai-backend-patterns/structured-output-and-constrained-decoding.md",
         "9ae96306f3b7064b2ad4182a7356b6853d03c6489d716618a35c0dda3b1aa3d3"),
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
