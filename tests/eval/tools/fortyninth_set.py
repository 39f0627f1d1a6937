"""The sources of the forty-ninth evaluation set (``build_corpus.py --set fortyninth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortysixth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortyninth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fortyninth/README.md``). English only: fresh text on collective communication and
its libraries, serving and sampling, language-model basics (tokenizers, positions, losses) and training methods (LoRA
settings, preference optimization), from many authors (at most two windows from any one).

Three kinds, chosen by package description, path, section title, page title or search excerpt before any reading for
terms, in no earlier set, no claim of another set and no reserved list: (a) the comments and docstrings of small ML
packages pinned on PyPI (a ProcessGroup backend, an mpi4py wrapper, collective tracing and PyTorch Distributed helpers;
LLM samplers, a small inference engine, inference-engine checks and profiling; a tokenizer-aligned labeller, a
transformer framework from scratch; LoRA pre-flight checks, LoRA optimizers, adapter compression, single low-rank
adaptation, LoRA tooling and fine-tuning from YAML; Python files only, chosen by their names, ``only``), windows of
15-25 lines cut by the builder's regular expressions with the forty-ninth set's seed, at most two per package; (b) a
book chapter on collective primitives, a communication library's specification, a serving engine's docs page on prefix
caching, a serving benchmark log, a speculative-decoding benchmark write-up, a parameters reference, DPO notes and a
DPO strategy page, notes on input processing, tokenization and transformers, taken whole or as excerpts of whole lines
(a section or the start of one); (c) pages of the public page store (continuous batching, LoRA hyperparameters, loss
and perplexity, language-model probability, a book chapter's objectives, a continuous-batching summary), each its
stored beginning, some cut at a paragraph's end. Three trap pages whose ordinary words look like glossary terms: a
message broker's broadcast, a distillery's distillation, a compiler's tokenizer.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 48  # the seed is the first set's plus this: the second set used 1, ..., the forty-eighth 47


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # collective-trace (a monkey-patching tool for tracing collective operations): its tracer and group helper
    _package("collective-trace", "0.1.444", "ml", "sdist", "collective_trace-0.1.444.tar.gz",
             "62f79a1e936a4c00e4656ba622e921bac51d8502c68c025ad373c2555e6a5e8b", "unstated",
             only=("collective_trace/trace_collectives.py", "collective_trace/get_group.py")),
    # dist-util (PyTorch Distributed utilities): its package
    _package("dist-util", "0.1.0", "ml", "sdist", "dist_util-0.1.0.tar.gz",
             "05eabada61b87762517267041b5fd4025d08dffe0007acfd42fd26b790b38271", "unstated",
             only=("src/dist_util/",)),
    # mccl (an MPS-native ProcessGroup backend for PyTorch Distributed): its Python package
    _package("mccl", "6.8.0", "ml", "sdist", "mccl-6.8.0.tar.gz",
             "110a132bb00cc3f0ea34b7f846cf7d534253790a66e441a206983dd42abea49c", "unstated", only=("mccl/",)),
    # simplempi (a wrapper around mpi4py for scattering iterables): its package
    _package("simplempi", "0.1.5", "ml", "sdist", "simplempi-0.1.5.tar.gz",
             "f6632b19243938d847e4e0c2a68c9970cee32149c872c691c7e9b78736c4a9e8", "unstated", only=("simplempi/",)),
    # llm-samplers (advanced LLM sampling techniques): its samplers
    _package("llm-samplers", "0.1.3", "ml", "sdist", "llm_samplers-0.1.3.tar.gz",
             "756d96a23759e62a5094dcd0052c33769cc6ab7183b590427db10aae3c4cfee5", "unstated",
             only=("src/llm_samplers/",)),
    # liteinfer (a lightweight LLM inference engine built from scratch): its KV cache, scheduler and attention mask
    _package("liteinfer", "0.7.0", "ml", "sdist", "liteinfer-0.7.0.tar.gz",
             "ca882c12ad8051db0d95d427e4f6e684b8cd3e3c84bc0a16ba1ad54dc9d4c8d2", "unstated",
             only=("liteinfer/cache/", "liteinfer/engine/continuous_scheduler.py",
                   "liteinfer/engine/attention_mask.py")),
    # jbpe (a pure-JAX byte-level BPE tokenizer): its package
    _package("jbpe", "0.1.2", "ml", "sdist", "jbpe-0.1.2.tar.gz",
             "30b369feaa8167fa8955806d056df4434b4fe8af29b4671d66a98a75f5fd4175", "unstated", only=("src/jbpe/",)),
    # peft-doctor (pre-flight checks for LoRA/QLoRA fine-tuning): its configs, adapters and explanations
    _package("peft-doctor", "0.9.2", "ml", "sdist", "peft_doctor-0.9.2.tar.gz",
             "89a0fe51548ea2094d54598d11be84869287b5f09c080955140bcceb6667ce68", "unstated",
             only=("src/peft_doctor/configs.py", "src/peft_doctor/adapters.py", "src/peft_doctor/explain.py")),
    # bengo (fine-tuning causal language models from one YAML file): its trainer, config and presets
    _package("bengo", "0.3.0", "ml", "sdist", "bengo-0.3.0.tar.gz",
             "4cb3c3920b3e70d3e4dedea4f632b3db938f1e2ed8b0cabe175c490f555c4ed4", "unstated",
             only=("src/bengo/trainer.py", "src/bengo/config.py", "src/bengo/presets.py")),
    # adapterbridge (LoRA checkpoint and config compatibility for inference runtimes): its remapper, inspector and
    # vLLM target
    _package("adapterbridge", "0.2.0", "ml", "sdist", "adapterbridge-0.2.0.tar.gz",
             "f99563264659a71311826c464d688a034ea998d066b8d71d7e7c10afbf83d461", "unstated",
             only=("src/adapterbridge/core/remapper.py", "src/adapterbridge/core/inspector.py",
                   "src/adapterbridge/targets/vllm.py")),
    # cotangent (a deep learning framework built from scratch, with a transformer trained on it): its functional
    # layer, layers and losses
    _package("cotangent", "0.1.1", "ml", "sdist", "cotangent-0.1.1.tar.gz",
             "803a8cbaaef84eaaa1f510ea48c444b1fed530465b1d7de5b5979a8db50577f4", "unstated",
             only=("cotangent/nn/functional.py", "cotangent/nn/layers.py", "cotangent/ops/loss.py")),
    # infer-check (correctness and reliability testing of LLM inference engines): its determinism and divergence
    # analyses and a serving backend
    _package("infer-check", "0.2.6", "ml", "sdist", "infer_check-0.2.6.tar.gz",
             "03688d780257041b0e13f33accb1a9d5a85bd632caad35db8deb5eba4d598ff8", "unstated",
             only=("src/infer_check/analysis/determinism.py", "src/infer_check/analysis/divergence.py",
                   "src/infer_check/backends/vllm_mlx.py")),
    # inference-profiler (profiling LLM inference servers): its metrics and scheduler
    _package("inference-profiler", "0.1.0", "ml", "sdist", "inference_profiler-0.1.0.tar.gz",
             "a957f7c16449f75328a72f9fa8ac268a1b5974345237f18f8f363f71950c243e", "unstated",
             only=("inference_profiler/metrics.py", "inference_profiler/scheduler.py")),
    # iob2labels (IOB2 span labels aligned to Hugging Face tokenizers): its tokenizers and encoder
    _package("iob2labels", "0.3.0", "ml", "sdist", "iob2labels-0.3.0.tar.gz",
             "94d7374824000520a3a1df9ce13f1f7ce436321046b38042c5425101cf2cd791", "unstated",
             only=("src/iob2labels/tokenizers.py", "src/iob2labels/encoder.py")),
    # kneebench (benchmarking an LLM inference server): its analysis of settings and context
    _package("kneebench", "0.1.0a1", "ml", "sdist", "kneebench-0.1.0a1.tar.gz",
             "65dbe69809cc5e84cd32b6c0f74b7ab11926c642d0bddec1b2dfeb1970fa7214", "unstated",
             only=("src/kneebench/analysis/settings.py", "src/kneebench/analysis/context.py")),
    # lora-pro-adamw (a LoRA-Pro gradient-corrected AdamW for PyTorch and PEFT): its package
    _package("lora-pro-adamw", "0.2.1", "ml", "sdist", "lora_pro_adamw-0.2.1.tar.gz",
             "47f28dc6de25b53dabaf954729cc0863c3afe2f137d6d37cac0866454ccfd190", "unstated",
             only=("src/lora_pro/",)),
    # lorashare (several PEFT LoRA adapters compressed into a shared subspace): its compression and config
    _package("lorashare", "0.1.3", "ml", "sdist", "lorashare-0.1.3.tar.gz",
             "a882c78bdcec1c12511e58ef9b880c64c8e9ba3a1273ba9c0098759817c64157", "unstated",
             only=("src/lorashare/compression.py", "src/lorashare/config.py")),
    # peft-singlora (single low-rank adaptation for PEFT): its package
    _package("peft-singlora", "0.2.0", "ml", "sdist", "peft_singlora-0.2.0.tar.gz",
             "f90eda649ff354ae9aa6777e6761e98c8eb56a7b265ba1e734203a318c2716b7", "unstated",
             only=("src/peft_singlora/",)),
    # loragression (LoRA fine-tuning, more aggressively): its package
    _package("loragression", "0.0.2", "ml", "sdist", "loragression-0.0.2.tar.gz",
             "3f2c2d153c63abba67f37f0f475138812e1980d959ad7dc0addd739a56c84e59", "unstated",
             only=("src/loragression/",)),
]

# Repository files at these commits (snapshots of the repositories, as the code index holds them), taken whole or as
# an excerpt of whole lines stored under its own name; licences not checked (recorded "unstated").
_DISTRIBUTED_TRAINING_BOOK = ("ttsugriy/distributed-training-book", "10b3e761ebeebd7cdba26c8711e1313ee56dc672", "unstated")
_ONEAPI_SPEC = ("uxlfoundation/oneAPI-spec", "887579ec1c300b454937d16d67b270685be9f9a9", "unstated")
_FURIOSA_AI_GITHUB_IO = ("furiosa-ai/furiosa-ai.github.io", "823a4b4dc5124efeb061e64affa3fc339fd787e6", "unstated")
_INFER = ("paladin8/infer", "1d600a413b225ea946b94f95e9e5a0194af94d1a", "unstated")
_TT_METAL = ("SliferSkyd/tt-metal", "fbb27849d19ff99192d17ddea885c627ff904cd0", "unstated")
_B13_PHPLIB_OLLAMA = ("belfie13/B13-PhpLib-Ollama", "29cdf905840ce6de575bd6cf3e0cd1b831a18ace", "unstated")
_LLM_ALIGNMENT_REASONING = ("saurabhiit2007/LLM-Alignment-Reasoning", "666508058d776540b1bea749125a15585faaccb1", "unstated")
_MODELFORGE = ("RETR0-OS/ModelForge", "e60cfa2b2158c7d5af1405cb86d67fe2c8f47da9", "unstated")
_TRANSFORMERS_DEEP_DIVE = ("FarazFazelifar/Transformers-Deep-Dive", "02e19e12b272f09032f56c5f3b79f5a4566be2f2", "unstated")
_DEEPSEEK_BREAKDOWN = ("Idk507/deepseek-breakdown", "78b60ac2f0f0ce9c24131ebd2a25a5b4dc407897", "unstated")
_MACHINE_LEARNING_NOTES = ("devshah21/machine-learning-notes", "cf6ba87f3a6b773f982e6d995207d4cc473cfd52", "unstated")

TEXTS = [
    repo_excerpt("dtbook-primitives", _DISTRIBUTED_TRAINING_BOOK, "en", "docs/collectives/11-primitives-properties.md", 1, 65,
                 "72e0dac8379ab3ae88dc9d706464b4217fdea471599db6dce1f8c1e6c25af716"),
    repo_excerpt("oneccl-spec-collectives", _ONEAPI_SPEC, "en", "source/elements/oneCCL/source/spec/collective_operations.rst", 1, 40,
                 "e081fee3fcca8c87b2a63e6522f7069f543265daa7bcf53650ee09f7039308c0"),
    repo_excerpt("furiosa-prefix-caching", _FURIOSA_AI_GITHUB_IO, "en", "v2026.1.0-rc2/en/_sources/furiosa_llm/prefix-caching.rst", 1, 40,
                 "ecf9b92c7c7e932ea18b4fd0a2d6c60b04144c16e9127ea11dc735b26d43b134"),
    repo_excerpt("infer-serving-log", _INFER, "en", "benchmarks/log/SERVING_LOG.md", 1, 24,
                 "4ff90c3f06020669288d212ceb0c30172a3e22a53cbb130abebf3942818c7eb3"),
    repo_excerpt("ttmetal-speculative-analysis", _TT_METAL, "en", "models/tt_transformers/demo/speculative_decoding/performance_comparison.md", 53, 82,
                 "db0cc830dad8cba20fa7a0d4df4f1af320a3ad60207ddf7776c6d6a8e3aa2222"),
    repo_file("ollama-php-parameters", _B13_PHPLIB_OLLAMA, "en", "docs/parameters.md",
              "d5ff5cea62a515f97040e31bc41a106725c7cb711b12c6c83759d246b4b488ff"),
    repo_excerpt("alignment-dpo-overview", _LLM_ALIGNMENT_REASONING, "en", "docs/alignment_methods/rlhf/rl_otimization_methods/dpo.md", 1, 9,
                 "4551bb913917380b7800bc41754f3271d0688ae855a49baeae30747d29fa7d4b"),
    repo_excerpt("modelforge-dpo", _MODELFORGE, "en", "docs/strategies/dpo.md", 1, 16,
                 "56de7853ac3ecf3791a80a21ed5fce9e909a38934a4ce4cc1fd6f07e4de1925d"),
    repo_excerpt("transformers-deep-dive-tokenization", _TRANSFORMERS_DEEP_DIVE, "en", "02-Input_Processing/Input_Processing.md", 1, 25,
                 "3fd11d164d1a9cc6301f19c70e85c122e733510245d3bc5c581ef0b50e48f0d7"),
    repo_excerpt("transformers-deep-dive-positions", _TRANSFORMERS_DEEP_DIVE, "en", "02-Input_Processing/Input_Processing.md", 43, 71,
                 "a38fd3be62ad426d1cfdc917ce333c2e8688f24ae8975e926f0e20414bb7c92d"),
    repo_excerpt("deepseek-breakdown-tokenization", _DEEPSEEK_BREAKDOWN, "en", "learn/04_Tokenization_Embedding.md", 1, 38,
                 "1fa861a56908561d064b3e91f4087ab1d1b3c8ee93b30bbc6234d8b4bc594d28"),
    repo_excerpt("ml-notes-transformers", _MACHINE_LEARNING_NOTES, "en", "ml-concepts/transformers/transformers.md", 1, 39,
                 "ca21abab635d6e2d30d73a0b24e04e20e4c3ff3cc010d37ed17679db1344b453"),
    page("systemoverflow-continuous-batching", "www.systemoverflow.com", "en", "learn/ml-nlp-systems/llm-serving/how-does-continuous-batching-work-in-llm-serving.md",
         "81e51b1e7984d118b3d6144f1b23f222b4774e6b3add43489d1a02d3b462e4c4"),
    page("felesh-lora-hyperparameters", "felesh-blog.pages.dev", "en", "en/tutorials/lora-hyperparameters-demystified.md",
         "78f11441b50231a06c8f2fe2d461c99b69e9770b10f7021bce92e1a17117e5c9"),
    page("learntinker-perplexity", "learntinker.com", "en", "lessons/loss-perplexity-and-how-to-sample.md",
         "ce98aac7707caf113232a8c1deb18dfd9cb4c6a06b17947301d356c52057d4f3"),
    page("deepml-lm-probability", "deepml.app", "en", "math-for-llms/15-Math-for-LLMs/05-Language-Model-Probability/notes.md",
         "2f862cd1c4d56ae08d1f6806dd2ab71a3daf6ec47363f019fad2f63dbbe1bc3d"),
    page("digital-ai-finance-foundations", "digital-ai-finance.github.io", "en", "predicting-the-next-words/drafts/chapter-02-draft.html.md",
         "a3748fd2556d6ae8e20b362b6ceeac700d0e314271d280f5a353e7797e89a009"),
    page("signalbreak-continuous-batching", "signalbreak.io", "en", "signal/fc27ad36-4b36-47d7-933a-3864a0162017.md",
         "c33034714ddd07eb113e36eb9b6ef09c0ce52a7f5b8491280ad3c46462620b4d"),
    trap(page("geekskey-fanout-exchange", "geekskey.com", "en", "fanout-exchange-in-rabbitmq.md",
         "79302ba851d415f4d1a43d1367c55a51ba0d45b7f8e11bc5f3862507648ced18")),
    trap(page("cluboenologique-pot-stills", "cluboenologique.com", "en", "story/pot-stills-101-everything-you-ever-wanted-to-know.md",
         "89bf58a5ec4a878dc13c613c61cf0229a0ed984d4e0181c06167b3796218818c")),
    trap(page("yiyi18-lexical-analysis", "yiyi18.com", "en", "dictionary/2088928.html.md",
         "97ba61a35d78d5b756aae02fd292e501e4f225ea60b46be3903a6e1e0fc1e7a3")),
]
