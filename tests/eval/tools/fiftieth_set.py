"""The sources of the fiftieth evaluation set (``build_corpus.py --set fiftieth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortyeighth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftieth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/fiftieth/README.md``). English only: the comments and docs of ML projects written in
languages other than Python, where the jargon sits in prose around code that must never be flagged: Rust (a tensor
framework, a deep-learning framework and its book, an inference engine, a tokenizer library, an embedding server),
Go (training and MPI operators, API clients, an LLM framework, a deep-learning library, a serving workload API, a
batch scheduler's design page), C++/CUDA (a speech runtime, a from-scratch LLM trainer, attention kernels, a subword
tokenizer, a tensor library and its file-format spec, collective benchmarks' docs), TypeScript/JavaScript (browser
and Node ML libraries and API clients) and YAML configuration files with comments (training and serving projects),
plus Markdown docs of such projects. Each window's language is its file's (``corpus_sources.LANGUAGES`` and
``REPOSITORY_LANGUAGES``). Julia and TOML files were not taken: the set tooling has no layout for them. Three trap
texts of the same kinds: a game engine's render batching (Rust), a monitoring database's write-ahead-log checkpoint
(Go) and a JavaScript parser's tokenizer.

Every text is an excerpt of whole lines of a repository's file at a pinned commit (the snapshot ``fetch`` brought),
chosen by path and section, or for a code file by where its comment blocks are (its beginning, or its first long
comment block, after any licence), before any reading for terms; at most two windows from any repository.
Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import repo_excerpt

LINES = (15, 25)
SEED_OFFSET = 49  # the seed is the first set's plus this: the second set used 1, ..., the forty-ninth 48

PACKAGES: list[dict] = []

_HUGGINGFACE_CANDLE = ("huggingface/candle", "2a13b0f3ff62f7e67013597f2996f764c5735e21", "unstated")
_TRACEL_AI_BURN = ("tracel-ai/burn", "2c06be351006851d42fdb6df16b976f4a82d9747", "unstated")
_ERICLBUEHLER_MISTRAL_RS = ("EricLBuehler/mistral.rs", "9e922623f24b32d41f3892b74f0eed18707f4e6c", "unstated")
_HUGGINGFACE_TOKENIZERS = ("huggingface/tokenizers", "3ba8ad0061a885baf052bbb7bbd22857e73e0c4e", "unstated")
_RUSTFORMERS_LLM = ("rustformers/llm", "9376078c12ea1990bd42e63432656819a056d379", "unstated")
_COREYLOWMAN_DFDX = ("coreylowman/dfdx", "4722a99d303f347d6088d95867d007c75ca6dd78", "unstated")
_LAURENTMAZARE_TCH_RS = ("LaurentMazare/tch-rs", "a1dc7ecec800afb99fff031bf1febe876ecf1572", "unstated")
_HUGGINGFACE_TEXT_EMBEDDINGS_INFERENCE = ("huggingface/text-embeddings-inference", "0d124dc9773be6ac5a9a57d8439aba9bbbf33273", "unstated")
_MUDLER_LOCALAI = ("mudler/LocalAI", "82c191afadf5f005281e798ccfa0ffd0d5805030", "unstated")
_KUBEFLOW_TRAINING_OPERATOR = ("kubeflow/training-operator", "a55f03a8ccb7798a741ff3c4af502d367ed0f6d2", "unstated")
_KUBEFLOW_MPI_OPERATOR = ("kubeflow/mpi-operator", "caa3c47fc42eb762635f78045ec0fcd1a89eb038", "unstated")
_SASHABARANOV_GO_OPENAI = ("sashabaranov/go-openai", "3d58ac5abb21823027ae62d50e7c056ed6a81eb1", "unstated")
_TMC_LANGCHAINGO = ("tmc/langchaingo", "8fea3de63675b901cf7a2cdc435c204cb7a93643", "unstated")
_GORGONIA_GORGONIA = ("gorgonia/gorgonia", "d7a3ce27c9a1ffbee531d7850485229584db8d97", "unstated")
_KUBERNETES_SIGS_LWS = ("kubernetes-sigs/lws", "060ab4da17eea1f0865fcbd3236bb1075e2cea32", "unstated")
_VOLCANO_SH_VOLCANO = ("volcano-sh/volcano", "ed72c7c815a9fd547a787134676f73d42e9d049c", "unstated")
_GGML_ORG_WHISPER_CPP = ("ggml-org/whisper.cpp", "233fe1fc9b48a09e361d3594520838ca266537fe", "unstated")
_KARPATHY_LLM_C = ("karpathy/llm.c", "f1e2ace651495b74ae22d45d1723443fd00ecd3a", "unstated")
_DAO_AILAB_FLASH_ATTENTION = ("Dao-AILab/flash-attention", "0251105a2fb19d2957484b7f023cd8c115286ced", "unstated")
_GOOGLE_SENTENCEPIECE = ("google/sentencepiece", "273449044caa593c2fd7eb7550cb3ab2cff93f1a", "unstated")
_NVIDIA_NCCL_TESTS = ("NVIDIA/nccl-tests", "a0b82b2260cf5152b9f8c061bbf7eaf0ba096432", "unstated")
_GGML_ORG_GGML = ("ggml-org/ggml", "d99724f2b141fed9e1a9f402213506c081433465", "unstated")
_LI_PLUS_CHATGLM_CPP = ("li-plus/chatglm.cpp", "f86777c85f4e14641b89c121277c11ae9cd5a9a7", "unstated")
_HUGGINGFACE_TRANSFORMERS_JS = ("huggingface/transformers.js", "5ed4c5c0d3c57d7aec34d2d65f51624786bc6e2e", "unstated")
_MLC_AI_WEB_LLM = ("mlc-ai/web-llm", "c51c9c0b1b4a2e01432362606f79fda42380dc7b", "unstated")
_TENSORFLOW_TFJS = ("tensorflow/tfjs", "0fc04d958ea592f3b8db79a8b3b497b5c8904097", "unstated")
_OPENAI_OPENAI_NODE = ("openai/openai-node", "7b7d6ca71130d37ec09792c50056b47861f2eccf", "unstated")
_HUGGINGFACE_HUGGINGFACE_JS = ("huggingface/huggingface.js", "fe42e68017ffc76d09922ea8f9b38a6964345710", "unstated")
_KARPATHY_CONVNETJS = ("karpathy/convnetjs", "4c3358a315b4d71f31a0d532eb5d1700e9e592ee", "unstated")
_VERCEL_AI = ("vercel/ai", "ed857f50f112e23930b0c2dd8d532cc8bebbc911", "unstated")
_BRAINJS_BRAIN_JS = ("BrainJS/brain.js", "7c9db32d9c3894ae494e6497eb7b7a9ff28a6999", "unstated")
_NVIDIA_NEMO = ("NVIDIA/NeMo", "8cfedd7203462cb251a914e700e5605444277561", "unstated")
_ELEUTHERAI_GPT_NEOX = ("EleutherAI/gpt-neox", "ea7aefd8f8e183256992d9fede4d7c71a46d67a5", "unstated")
_VLLM_PROJECT_PRODUCTION_STACK = ("vllm-project/production-stack", "a6c01db05f65f556235413ba8dbcfb0c01132fff", "unstated")
_ALLENAI_OLMO = ("allenai/OLMo", "59a53e3f68e546330ca5a99ec626e58f9ab96494", "unstated")
_KSERVE_KSERVE = ("kserve/kserve", "aaac4e294dae2c7b1aa1886447793f3aa1c30912", "unstated")
_BEVYENGINE_BEVY = ("bevyengine/bevy", "4805ca792c3e94eef07afd6fa9a2712f388c9a67", "unstated")
_PROMETHEUS_PROMETHEUS = ("prometheus/prometheus", "d15adb9ad7e5d9fbde3a9a8f30200593a5a14d86", "unstated")
_ACORNJS_ACORN = ("acornjs/acorn", "5b9d16c256b81682d2b26246d86387f1d78633e9", "unstated")


# each an excerpt of whole lines (``first``, ``last``) of a repository's file
TEXTS = [
    # (rust) a Rust ML framework's text-generation logits processor, its beginning
    repo_excerpt("candle-generation", _HUGGINGFACE_CANDLE, "en",
                 "candle-transformers/src/generation/mod.rs", 1, 40,
                 "97866dbb2013964f470887eec9887a9a640e7a98b3ecb9087feb6e43ac66ddc4"),
    # (rust) the same framework's KV cache module, its beginning
    repo_excerpt("candle-kv-cache", _HUGGINGFACE_CANDLE, "en",
                 "candle-nn/src/kv_cache.rs", 1, 40,
                 "5c1be233418418f9256afa1045872d53e07df72a17150df3e74376e407b7312e"),
    # (markdown) a Rust deep-learning framework's book: its page on distributed computing, its beginning
    repo_excerpt("burn-distributed", _TRACEL_AI_BURN, "en",
                 "burn-book/src/performance/distributed-computing.md", 1, 40,
                 "6bf47bf530fa9133510cc28280388a5aaf4ad9b34b1d07f2ac1b9111fdeeeda1"),
    # (rust) the same framework's AdamW optimizer, its beginning
    repo_excerpt("burn-adamw", _TRACEL_AI_BURN, "en",
                 "crates/burn-optim/src/optim/adamw.rs", 1, 40,
                 "5c003c0b1387091a050e73dbb2c1483886a20b40cd804c105685b1bfb567cbae"),
    # (rust) a Rust inference engine's paged-attention KV cache manager, its beginning
    repo_excerpt("mistralrs-kv-cache-manager", _ERICLBUEHLER_MISTRAL_RS, "en",
                 "mistralrs-core/src/paged_attention/kv_cache_manager.rs", 1, 40,
                 "c2d600a4f467351faf193d6261401a00c4c2d030bd5800a62e52ae3f0968ca31"),
    # (markdown) the same engine's developer page on its architecture, its beginning
    repo_excerpt("mistralrs-architecture", _ERICLBUEHLER_MISTRAL_RS, "en",
                 "docs/src/content/docs/developer/architecture.md", 1, 40,
                 "8a0be419776dc1a0565b7045ea147249e8ad899cf8c040ebefa24c04d5c9c71c"),
    # (rust) a Rust tokenizer library's BPE model: its first comment blocks
    repo_excerpt("tokenizers-bpe-model", _HUGGINGFACE_TOKENIZERS, "en",
                 "tokenizers/src/models/bpe/model.rs", 20, 59,
                 "911807b5c9492b19321f96d5a22b7d20a7be75233bfd87fd82cf7e990bfe4e00"),
    # (rust) the same library's WordPiece model, its beginning
    repo_excerpt("tokenizers-wordpiece", _HUGGINGFACE_TOKENIZERS, "en",
                 "tokenizers/src/models/wordpiece/mod.rs", 1, 40,
                 "83b06535f4174382eb73eed3f84052bdd05b94f90da12275dc20573bf461974f"),
    # (rust) a Rust LLM inference library's samplers module, its beginning
    repo_excerpt("rustformers-samplers", _RUSTFORMERS_LLM, "en",
                 "crates/llm-base/src/samplers.rs", 1, 40,
                 "e531157a3e05061d85c2c8e069e9c2df7601b9fbdc457b7c8595b8f39a07ef74"),
    # (rust) a Rust deep-learning library's SGD optimizer, its beginning
    repo_excerpt("dfdx-sgd", _COREYLOWMAN_DFDX, "en",
                 "dfdx/src/nn/optim/sgd.rs", 1, 40,
                 "faced61709830ed41bf52c82efef4f0bd2631d8464bc469af6b216016aa624cc"),
    # (rust) Rust bindings of a tensor library: the optimizer module, its beginning
    repo_excerpt("tch-optimizer", _LAURENTMAZARE_TCH_RS, "en",
                 "src/nn/optimizer.rs", 1, 40,
                 "bea602197046accf058813cacf6cf27822764ced06b125a3834297000b1ad0df"),
    # (markdown) the same bindings' minGPT example readme, its beginning
    repo_excerpt("tch-min-gpt-readme", _LAURENTMAZARE_TCH_RS, "en",
                 "examples/min-gpt/README.md", 1, 40,
                 "bd4c0f383c7aa1542d82ae8b49394e84101e4a386183e24647734152121392aa"),
    # (rust) an embedding server's command-line arguments, from their first doc comment
    repo_excerpt("tei-router-args", _HUGGINGFACE_TEXT_EMBEDDINGS_INFERENCE, "en",
                 "router/src/main.rs", 13, 52,
                 "0284921471919f4c3d36799f29b1fa3973f9bb9a88c154a9368ef5f0102075e5"),
    # (markdown) the same server's readme: its title and introduction
    repo_excerpt("tei-readme-intro", _HUGGINGFACE_TEXT_EMBEDDINGS_INFERENCE, "en",
                 "README.md", 3, 27,
                 "b7b68ae03bfeb2469582fdb6f18557098adf7007c57d78e05520f77824572fd2"),
    # (go) a local inference server's configuration hooks for a vLLM backend, the file's beginning
    repo_excerpt("localai-vllm-hooks", _MUDLER_LOCALAI, "en",
                 "core/config/hooks_vllm.go", 1, 40,
                 "53d3a7c1e54aff0288d8dc34ee11b227a74df77f4776baa6df0d415d85fcaa65"),
    # (go) a Kubernetes training operator's training-runtime API types, after the licence
    repo_excerpt("trainer-runtime-types", _KUBEFLOW_TRAINING_OPERATOR, "en",
                 "pkg/apis/trainer/v1alpha1/trainingruntime_types.go", 17, 56,
                 "d0097c403e93fb48282f8d604ba6b3bee2fb6eba8efc1ff95360ec97dfa2b3c5"),
    # (markdown) an MPI operator's design proposal for elastic training (whole)
    repo_excerpt("mpi-operator-elastic-horovod", _KUBEFLOW_MPI_OPERATOR, "en",
                 "proposals/elastic-horovod.md", 1, 34,
                 "418a80b4eb2c15e94c3321afe7729e4c1c37daaf35bd45c018fe6da8016cb406"),
    # (go) the same operator's MPIJob API types, after the licence
    repo_excerpt("mpi-operator-types", _KUBEFLOW_MPI_OPERATOR, "en",
                 "pkg/apis/kubeflow/v2beta1/types.go", 14, 53,
                 "fe58d4fbf8303d19e975ab8285602e27c03f1256462e730df20176b6b85e3578"),
    # (go) an API client's chat completion request: its first field comment block
    repo_excerpt("go-openai-chat-request", _SASHABARANOV_GO_OPENAI, "en",
                 "chat.go", 244, 283,
                 "8cf2062888799e028f0a04a379f81d03f06ba330fb1cf10eeeb89ae7d2ee036f"),
    # (go) an LLM framework's call options, the file's beginning
    repo_excerpt("langchaingo-options", _TMC_LANGCHAINGO, "en",
                 "llms/options.go", 1, 40,
                 "918a766938ef716c3278ab9039660312a4ee76e2ca527ef5d4da4758c3515663"),
    # (go) a Go deep-learning library's solvers, the file's beginning
    repo_excerpt("gorgonia-solvers", _GORGONIA_GORGONIA, "en",
                 "solvers.go", 1, 40,
                 "d0839b29db18df209064c558bf1dd89c430918e7584254bed68b1861b3472ec6"),
    # (go) a Kubernetes workload API for disaggregated serving, after the licence
    repo_excerpt("lws-disaggregatedset", _KUBERNETES_SIGS_LWS, "en",
                 "api/disaggregatedset/v1/disaggregatedset_types.go", 17, 56,
                 "0bb8963e14054bb2558e2c555825ce537c895b57b87412d3951cc4c464532257"),
    # (markdown) a batch scheduler's design page on distributed framework plugins, its beginning
    repo_excerpt("volcano-framework-plugins", _VOLCANO_SH_VOLCANO, "en",
                 "docs/design/distributed-framework-plugins.md", 1, 40,
                 "0f54d69f4b4153f6380e0e06684fae234a0dc5d6de9522e09900561ea6bb6adb"),
    # (markdown) the same page's design section: the ML distributed pattern
    repo_excerpt("volcano-ml-pattern", _VOLCANO_SH_VOLCANO, "en",
                 "docs/design/distributed-framework-plugins.md", 49, 63,
                 "6914ab2343b36108bb092bb09f4cd356135bd3ccfb07244c9391bc32c6a730e4"),
    # (c++) a speech-recognition runtime's C header: its first comment block
    repo_excerpt("whisper-header-params", _GGML_ORG_WHISPER_CPP, "en",
                 "include/whisper.h", 37, 76,
                 "8e987356857bb5c9b8f59e89bb0242dd72168ad20bc0eebff4f7d3974332d952"),
    # (markdown) the same runtime's readme: its quantization section
    repo_excerpt("whisper-readme-quantization", _GGML_ORG_WHISPER_CPP, "en",
                 "README.md", 156, 172,
                 "c57d06e916d7a239e16fa6168b22c318bae37769bbd5a7265d9ae61a157bbc48"),
    # (cuda) a from-scratch LLM trainer's AdamW kernel, its beginning
    repo_excerpt("llmc-adamw", _KARPATHY_LLM_C, "en",
                 "llmc/adamw.cuh", 1, 40,
                 "e6c16c6d605440afe6bb2d13ccddbf983a5e9841e870d34c47ecdd24d7cd0257"),
    # (cuda) the same trainer's development kernel for a collective, its beginning
    repo_excerpt("llmc-nccl-all-reduce", _KARPATHY_LLM_C, "en",
                 "dev/cuda/nccl_all_reduce.cu", 1, 40,
                 "072d7fdc6a9067156743b4f61ad65158232361ba3be92e0eed7bf3a20310fca5"),
    # (c++) an attention kernel library's parameter header, its beginning
    repo_excerpt("flash-attn-params", _DAO_AILAB_FLASH_ATTENTION, "en",
                 "csrc/flash_attn/src/flash.h", 1, 40,
                 "32fd15fe50e0a42549cef8bf78144c5a25ffdb46b50908d95b00dd4075d23891"),
    # (markdown) the same library's readme: its title and usage sections
    repo_excerpt("flash-attn-readme", _DAO_AILAB_FLASH_ATTENTION, "en",
                 "README.md", 1, 29,
                 "7c2bd4fc1f8d3cfd7975423af8eb698f7b8211c916065e2dc1ca3f51eb68fb78"),
    # (c++) a subword tokenizer's processor header: its first long comment block
    repo_excerpt("sentencepiece-processor", _GOOGLE_SENTENCEPIECE, "en",
                 "src/sentencepiece_processor.h", 77, 116,
                 "ca2b9b2f04a8014ef2b32e4bb0b7605eb196d07cc194c591cb6cc1b4a3f3aa5f"),
    # (markdown) the same tokenizer's readme: its technical highlights and comparison sections
    repo_excerpt("sentencepiece-readme-highlights", _GOOGLE_SENTENCEPIECE, "en",
                 "README.md", 21, 33,
                 "61ed5644ee1f9e69e90e553ee0421a6b089ad6cec0c3c3c3a1ac5b73e79a1b04"),
    # (markdown) a collective benchmark's performance page: time and bandwidth
    repo_excerpt("nccl-tests-performance-a", _NVIDIA_NCCL_TESTS, "en",
                 "doc/PERFORMANCE.md", 1, 32,
                 "47cc70b35083703ddfd25e144a97b8e77f3d6a4a9d460a8041697283a985429f"),
    # (markdown) the same page's next section
    repo_excerpt("nccl-tests-performance-b", _NVIDIA_NCCL_TESTS, "en",
                 "doc/PERFORMANCE.md", 33, 48,
                 "99c49996a784b823f4d9c0bff9f53bd506ece961c5240b805df584ebc3574b5f"),
    # (c++) a tensor library's optimization header, its beginning
    repo_excerpt("ggml-opt-header", _GGML_ORG_GGML, "en",
                 "include/ggml-opt.h", 1, 40,
                 "bf050533bbe8b13302fdfb57e7970dcc712ba1bf919680a2d5aa490b7e088709"),
    # (markdown) the same library's file-format specification, its beginning
    repo_excerpt("ggml-gguf-spec", _GGML_ORG_GGML, "en",
                 "docs/gguf.md", 1, 24,
                 "d0bcb34e9b77038a8f0b470675f9296b3de7c18f6b1903f8b10b68f367edc703"),
    # (markdown) a C++ inference runtime's readme: its introduction and features
    repo_excerpt("chatglm-cpp-readme", _LI_PLUS_CHATGLM_CPP, "en",
                 "README.md", 1, 26,
                 "3c7c3834934d75da0c084b318854977c4b4aded27ea4ba64b7f329cafaab4e24"),
    # (javascript) a JavaScript ML library's generation configuration, its beginning
    repo_excerpt("transformersjs-generation-config", _HUGGINGFACE_TRANSFORMERS_JS, "en",
                 "packages/transformers/src/generation/configuration_utils.js", 1, 40,
                 "86107409b72eadad2749dfd72895a68260eb2e79f9eac403df75dc195032e6ad"),
    # (typescript) an in-browser LLM engine's configuration, from its first comment
    repo_excerpt("webllm-config", _MLC_AI_WEB_LLM, "en",
                 "src/config.ts", 13, 52,
                 "df18bac5f280b91e4a4da9632269d4a3d83c79383c9d9a47cba4a0e39af7ab2a"),
    # (typescript) a JavaScript ML library's normalization layers: its first long doc comments
    repo_excerpt("tfjs-normalization", _TENSORFLOW_TFJS, "en",
                 "tfjs-layers/src/layers/normalization.ts", 71, 110,
                 "fcd303de1c3d4cdaf877bf304f8d811b773cac41f7d3456a74ecb03445b83ff6"),
    # (typescript) an API client's completions resource, its beginning
    repo_excerpt("openai-node-completions", _OPENAI_OPENAI_NODE, "en",
                 "src/resources/completions.ts", 1, 40,
                 "8c108792cf7594fd99caae4b1be8811f7a1f20d6435c38002456eadcd12c4210"),
    # (markdown) a JavaScript hub library's task page on text generation: use cases and variants
    repo_excerpt("hfjs-text-generation-task", _HUGGINGFACE_HUGGINGFACE_JS, "en",
                 "packages/tasks/src/tasks/text-generation/about.md", 1, 34,
                 "74ce594fc31a3c7d6fb31ef8947305088a65c08e056f348ef50a05b129857056"),
    # (javascript) a browser neural-network library's trainers, its beginning
    repo_excerpt("convnetjs-trainers", _KARPATHY_CONVNETJS, "en",
                 "src/convnet_trainers.js", 1, 40,
                 "601afe7104c93439abc9cf9e7781987223596317d139b286588734a3505711b2"),
    # (typescript) an AI SDK's language-model call options, the file's beginning
    repo_excerpt("vercel-ai-call-options", _VERCEL_AI, "en",
                 "packages/provider/src/language-model/v2/language-model-v2-call-options.ts", 1, 40,
                 "e3aa67d6464dec11f1f7a058f66319f1fd9af0a0e5203a55ad5748a0c6a4194b"),
    # (markdown) a JavaScript neural-network library's readme: its training section
    repo_excerpt("brainjs-training", _BRAINJS_BRAIN_JS, "en",
                 "README.md", 197, 236,
                 "b4c8cbac79d2b6ea63181ed7fe20cf29111367e5a2520eca025493e39c63dc38"),
    # (yaml) a training framework's GPT pretraining config: its model section
    repo_excerpt("nemo-gpt-config-model", _NVIDIA_NEMO, "en",
                 "examples/nlp/language_modeling/conf/megatron_gpt_config.yaml", 68, 98,
                 "b3bda05633c32dbba48273f3befe693280143c90343983a9f018c2f7d8032b06"),
    # (yaml) the same framework's fine-tuning config: its PEFT section
    repo_excerpt("nemo-peft-config", _NVIDIA_NEMO, "en",
                 "examples/nlp/language_modeling/tuning/conf/megatron_gpt_finetuning_config.yaml", 86, 111,
                 "3060aa8c37e4342fe9d93e33198b209342b1af7fa02728dbb19cbfcd968d2591"),
    # (yaml) a training library's 125M-parameter model config, its beginning
    repo_excerpt("gpt-neox-125m", _ELEUTHERAI_GPT_NEOX, "en",
                 "configs/125M.yml", 1, 40,
                 "7cdeb6f4497ad31b0e892050f250acff67f957c7906b59231fe93b231df7943c"),
    # (yaml) a serving stack's Helm values, their beginning
    repo_excerpt("production-stack-values", _VLLM_PROJECT_PRODUCTION_STACK, "en",
                 "helm/values.yaml", 1, 40,
                 "131ecaa9b8b6c204a55ee4438b7fc09eb31b4a71484cbef8a69a631f4f42af4b"),
    # (markdown) the same stack's tutorial on a multi-node configuration, its beginning
    repo_excerpt("production-stack-pipeline-parallel", _VLLM_PROJECT_PRODUCTION_STACK, "en",
                 "tutorials/15-basic-pipeline-parallel.md", 1, 22,
                 "e3d22b7503cb8e783853ace9225c797ff16db0559cb1caf3d2995039cb1c1a84"),
    # (yaml) a language-model project's example training config for a custom dataset, its beginning
    repo_excerpt("olmo-custom-dataset", _ALLENAI_OLMO, "en",
                 "configs/custom_dataset_example.yaml", 1, 40,
                 "97ca6a7bfcf8a5a5c0ada742b8192211fdedfe0f64cdafd04a9acae77d8add0a"),
    # (markdown) a model-serving platform's sample of a multi-node deployment, its beginning
    repo_excerpt("kserve-dp-ep-roce", _KSERVE_KSERVE, "en",
                 "docs/samples/llmisvc/dp-ep/deepseek-r1-gpu-rdma-roce/README.md", 1, 40,
                 "f8d25a252577ba80b796329aca8479466ad0ee7ebddd5bfe4203e522187ce1df"),
    # (markdown) the same platform's sample on cache offloading, its beginning
    repo_excerpt("kserve-kv-cache-offloading", _KSERVE_KSERVE, "en",
                 "docs/samples/llmisvc/kv-cache-offloading/README.md", 1, 40,
                 "8847f183cbd2a7247c8f4cf9e745dd0d3fc0079afcf9ae5d918f688d969e5afa"),
    # TRAP (rust): a game engine's render batching module (batches, pipelines), its beginning
    repo_excerpt("bevy-batching", _BEVYENGINE_BEVY, "en",
                 "crates/bevy_render/src/batching/mod.rs", 1, 40,
                 "3b55912e3efdc13655f17bb7ab151df7237ba72344bf73077394223426b066e8", kind="trap"),
    # TRAP (go): a monitoring database's write-ahead-log checkpoint: its function's comment block
    repo_excerpt("prometheus-wal-checkpoint", _PROMETHEUS_PROMETHEUS, "en",
                 "tsdb/wlog/checkpoint.go", 85, 124,
                 "ba702dea4680a3b7b76423acb838ac8ed90ba2733d56fd6ac5cdbd01fe5edc5f", kind="trap"),
    # TRAP (javascript): a JavaScript parser's tokenizer, its beginning
    repo_excerpt("acorn-tokenize", _ACORNJS_ACORN, "en",
                 "acorn/src/tokenize.js", 1, 40,
                 "f874fadfa7c6bcb3ad61743368f4724b1807fc761e3ef528be005bfdff32d68b", kind="trap"),
]
