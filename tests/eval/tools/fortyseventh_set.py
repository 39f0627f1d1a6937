"""The sources of the forty-seventh evaluation set (``build_corpus.py --set fortyseventh``): development text.

Plain data, read by ``build_corpus.py`` as ``fortysixth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortyseventh --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fortyseventh/README.md``). English only: the text an ML engineer meets on an
ordinary day, with no family favoured (a real mix of the glossary's families), from many authors (at most two
windows from any one).

Three kinds, chosen by package description, path, title or search excerpt before any reading for terms, in no earlier
set, no development sample, no claim of another set and no reserved list: (a) the comments and docstrings of small ML
packages pinned on PyPI (LLM perplexity, a JAX data loader, GPU memory and batch-size prediction, a VRAM calculator
by dtype and parallelism, a DataLoader with dynamic batch sizes, a fine-tuning pipeline, a Megatron-Core bridge, a
training-run linter, multi-node vLLM serving, a training toolkit with distributed helpers and checkpoints,
pretraining of sentence transformers; Python files only, chosen by their names, ``only``), windows of 15-25 lines cut
by the builder's regular expressions with the forty-seventh set's seed, at most two per package; (b) READMEs, release
notes and docs pages of ML repositories of eight owners, taken whole or as excerpts of whole lines (a section or the
start of one); (c) blog posts, tutorials, course notes, a study guide and a lecture slide of the public page store,
each its stored beginning, a last sentence the store cut in the middle left out, some cut further at a paragraph's
end. Three trap pages whose ordinary words look like glossary terms: a database's checkpoints, a database's shards,
heat conduction (temperature, gradient).
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 46  # the seed is the first set's plus this: the second set used 1, ..., the forty-sixth 45


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # ppllm (an LLM's perplexity and surprisal): its Python package
    _package("ppllm", "0.2.3", "ml", "sdist", "ppllm-0.2.3.tar.gz",
             "ea22d47526f19d1a475855005c071a695a338c5a113b485d2a91114c608b38b3", "unstated",
             only=("ppllm/ppl.py", "ppllm/utils.py")),
    # jax-dataloader (a data loader for JAX over PyTorch, TensorFlow and JAX datasets): its core and loaders
    _package("jax-dataloader", "0.1.4", "ml", "wheel", "jax_dataloader-0.1.4-py3-none-any.whl",
             "b00d1870399b4194923eb52814bd330875a32f99400ea7d48d7be6f9d5ed3341", "unstated",
             only=("jax_dataloader/core.py", "jax_dataloader/loaders/")),
    # torch-kitsune (peak GPU memory, max batch size, the cheapest GPU for a PyTorch model): its AMP and CUDA helpers
    _package("torch-kitsune", "0.7.0", "ml", "sdist", "torch_kitsune-0.7.0.tar.gz",
             "d76adbf1884937b1a48c9f74c81bdbc1e3d076dadc5a7a50916c2eb398a1544b", "unstated",
             only=("kitsune/amp/", "kitsune/cuda/")),
    # hf-vram-calc (GPU memory of Hugging Face models by data type and parallelization): its calculator and parallel
    # strategies
    _package("hf-vram-calc", "1.0.9", "ml", "sdist", "hf_vram_calc-1.0.9.tar.gz",
             "bb24881dffc197ad7f221ba889fdfad08265a9bb50aba3e4b4df05ee5f9fc597", "unstated",
             only=("src/hf_vram_calc/calculator.py", "src/hf_vram_calc/parallel.py")),
    # dynabatch (a PyTorch DataLoader with dynamic batch sizing): its Python package
    _package("dynabatch", "0.2.23", "ml", "sdist", "dynabatch-0.2.23.tar.gz",
             "4615c1bc89a49be024521814a046845cc4e2d21f5c576d95195eed6e8428f702", "unstated", only=("dynabatch/",)),
    # attacklm (a fine-tuning pipeline: QLoRA, GaLore, DeepSpeed): its adapter merge, training template and GGUF export
    _package("attacklm", "0.18.2", "ml", "sdist", "attacklm-0.18.2.tar.gz",
             "eb2f9d7a8c42c614bea5035bbdc16dc0edd5a2f54390541e32c746081322b11b", "unstated",
             only=("scripts/merge_adapter.py", "scripts/train_template.py", "scripts/convert_to_gguf.py")),
    # mbridge (Megatron-Core models to and from Hugging Face): its core
    _package("mbridge", "0.15.1", "ml", "sdist", "mbridge-0.15.1.tar.gz",
             "26028dbe7dc9193c6c6b3de56e82691c9a484f46ded1ed18a41f2747a08e8104", "unstated", only=("mbridge/core/",)),
    # trainproof (a linter for ML training runs): its rules and preflight checks
    _package("trainproof", "0.22.0", "ml", "sdist", "trainproof-0.22.0.tar.gz",
             "fcb8900f28abac0e16cfadd14f53afc0a85b28d967bdc13a85e09572bdab2c22", "unstated",
             only=("src/trainproof/rules.py", "src/trainproof/preflight.py")),
    # aquila (multi-node vLLM serving on a GPU cluster): its backend services and deployment configuration
    _package("aquila", "0.3.5", "ml", "sdist", "aquila-0.3.5.tar.gz",
             "a12f5db6d9a063ba70f54c1e031689460eac3a584384b195d63e8011a8985516", "unstated",
             only=("aquila/assets/host/backend/app/services/",
                   "aquila/assets/host/backend/app/schemas/deployment_config.py")),
    # trainkeeper (a training toolkit: distributed training, checkpointing): its distributed helpers and checkpoints
    _package("trainkeeper", "0.3.0", "ml", "sdist", "trainkeeper-0.3.0.tar.gz",
             "7171b2fadea78ce22e81687eb50e71d0d2db7c7020caf4b0b7fb383d19e2efbd", "unstated",
             only=("trainkeeper/trainkeeper/distributed.py", "trainkeeper/trainkeeper/checkpoint_manager.py")),
    # pretense (pretraining methods for sentence transformers): its objectives and trainer
    _package("pretense", "0.1.1", "ml", "sdist", "pretense-0.1.1.tar.gz",
             "b734c252f4193ca9e685979a66698e53d58d72f7d2820ccd1e33f9731510e0d9", "unstated",
             only=("src/pretense/objectives/", "src/pretense/trainer.py")),
]

# Repository files at these commits (snapshots of the repositories, as the code index holds them), taken whole or as
# an excerpt of whole lines stored under its own name; licences not checked (recorded "unstated").
_XLLM = ("jd-opensource/xllm", "e7097984ff6fdf93af94ecf2a6c7210eb174657d", "unstated")
_SPYRE = ("vllm-project/vllm-spyre", "59d609d0dabc4994e548b4cf2c9f9b0b91ed3005", "unstated")
_QLORA = ("Anharo/Generative-AI", "862c670db7958af0f44e89c67159398f4adf1207", "unstated")
_LLAMAFT = ("PalakTolwani/FineTuning_LlamaModel", "c4e1ac5b99401d1b541433f9b98d470743bacd57", "unstated")
_GPUARCH = ("shurankain/agentic-ai-course", "36b092cb250652c3266be7ca5646ec18df03f43a", "unstated")
_MEGATRON = ("vuiseng9/megatron-tutorials", "0b2c030a1db783c2c15313bd91b2db10860ac637", "unstated")
_TINYLM = ("shionxva/tinyLM", "58facc546f634d856ea32596c0beb1110a273ebb", "unstated")
_SLM = ("JuaniLlaberia/slm", "0a9273e2acfbe5a7247436980ca52d9607cb98c5", "unstated")

# Chosen by path, title or search excerpt before any labelling; every line of a file, excerpt or page is in a window.
TEXTS = [
    # --- READMEs, release notes and docs pages of ML repositories (each a different owner)
    # a serving engine's release notes (the first twenty lines of its feature list, lines 21-40)
    repo_excerpt("xllm-release-features", _XLLM, "en", "RELEASE.md", 21, 40,
                 "e05a9069487e7116266192f3bb01346549d99db4c2303503a97be384e4e86069"),
    # a serving plugin's docs page: its table of supported features (whole)
    repo_file("vllm-spyre-features", _SPYRE, "en", "docs/source/user_guide/supported_features.md",
              "edd609ece6fb4ef829cae36fe4dbfae81710fe0f0d91c2cf0bd2111fb80e9820"),
    # a QLoRA fine-tuning project's README (its introduction and overview, lines 1-14)
    repo_excerpt("qlora-project-readme", _QLORA, "en", "QLoRA_Fine_Tuning/Readme.md", 1, 14,
                 "1fc4e5956ebc44fe5f052b8420b9ebf476491a4d0bf1b34ebfa17616c683c92f"),
    # a low-VRAM LLaMA-2 fine-tuning README (whole)
    repo_file("llama-finetuning-readme", _LLAMAFT, "en", "README.md",
              "c55e04d93d3d6683de965cf6081dbc45d56076b17a6dccc2ce13bb744ceb3190"),
    # a course's lesson on GPU architecture: the start of its GPU generations (lines 19-29) and its arithmetic
    # intensity section (lines 106-114)
    repo_excerpt("gpu-architecture-generations", _GPUARCH, "en", "15_GPU_Architecture/01_GPU_Architecture.md", 19, 29,
                 "71f25a3081a24c786a4f5b06051df8bf585938ddac402999f28257222fa7a583"),
    repo_excerpt("gpu-architecture-intensity", _GPUARCH, "en", "15_GPU_Architecture/01_GPU_Architecture.md", 106, 114,
                 "abc3c0ffd4d7d29024b2fbefcd3c5d1892866458f8756e3f7f46bdd05da317c8"),
    # a tutorial on pipeline parallelism and virtual pipeline stages: its title and reference (lines 1-2), its terms
    # (lines 6-12)
    repo_excerpt("megatron-tutorials-title", _MEGATRON, "en", "04-pp-vpp.md", 1, 2,
                 "289606067c28b0d1d7bfcf1624c66653d0099007ac837d00eb82c3eac14af0a0"),
    repo_excerpt("megatron-tutorials-terms", _MEGATRON, "en", "04-pp-vpp.md", 6, 12,
                 "4680ff2332571782f741d8987a2e2308c0dde0b635c14fa5f00e17a2ed4b998e"),
    # a tiny text-generation model's README: tokenizer, perplexity and position embedding (lines 15-34), its model and
    # generation loop (lines 67-84)
    repo_excerpt("tinylm-readme-basics", _TINYLM, "en", "README.md", 15, 34,
                 "ded2cfadea127463cdf5cc5ba4d4c2cb17d121c8dc782e338065a47df9d4682a"),
    repo_excerpt("tinylm-readme-generation", _TINYLM, "en", "README.md", 67, 84,
                 "d2026c284a4bae54cb5ef42f9bd7d7ca9e02e2803221af58ddb9c8a2d840b890"),
    # a small language model's README (whole)
    repo_file("slm-readme", _SLM, "en", "README.md",
              "84fa0e403c3af336c9190fad337abc06e52d12585d49e58810659a17af5ae093"),
    # --- blog posts, tutorials, course notes, a study guide and a lecture slide (pages of the public page store, each
    # its stored beginning, a last sentence the store cut in the middle left out, some cut further at a paragraph's end)
    # collectives: a lecture slide on collective communication
    page("uchicago-collectives", "classes.cs.uchicago.edu", "en",
         "archive/2000/fall/CS103-01/Lectures/lec03/tsld021.htm.md",
         "c931e780e70deae0c8e0a666e9ab72f19285e3282beb3821cd42bc28974e89bf"),
    # networking: a study guide's page on InfiniBand and RDMA (cut after its key facts)
    page("ziash-networking", "ziash.github.io", "en",
         "nvidia-nca-aiio-study-guide/02-ai-infrastructure/08-networking-protocols.md",
         "9af183648a75275f0b2a59a33a9567a7ef9fc146732103e7c14cbbdd90921fe2"),
    # libraries: a course chapter on the Hugging Face Transformers library
    page("gulzhasml-huggingface", "gulzhasml.com", "en", "learn/huggingface.md",
         "e59ae397f48310c4ae98128841aa881c7a860589871c6d7cb8f67088562371af"),
    # serving: a guide to sampling parameters (a tag page's entry) and a tutorial on temperature, top-p and top-k (cut
    # before its ranked list)
    page("smcleod-sampling", "smcleod.net", "en", "tags/inference.md",
         "9c1298041f89287ee7a645184b82fda383721551a9098982f1afe975577edc85"),
    page("facsiaginsa-sampling", "facsiaginsa.com", "en",
         "ai/understanding-temperature-top-p-and-top-k-in-llms-on-ubuntu.md",
         "d81c518b4cf520c4a773e711537e49ec553b75e61fe01decbfb121ab4c364c82"),
    # hardware: GPU and TPU architectures (a blog post, cut after its HBM item)
    page("meghabose-gpu-tpu", "megha-bose.github.io", "en", "posts/gpu-vs-tpu-architectures.md",
         "a4b2b0c8139bbabcaa900f7f1115f1cf5ef4fe2b9f54eecd2b3b6f61a9424ccb"),
    # parallelism and memory: FSDP against DeepSpeed ZeRO (a blog post, cut after its feature table)
    page("flashattn-fsdp-zero", "flashattn.dev", "en", "blog/fsdp-vs-deepspeed-zero.md",
         "a9623d2b2214c533742f6599b55cee9aecf906086510e379a56117246f4b7311"),
    # training: optimizers (course notes, cut before their learning-rate schedules)
    page("edutva-optimization", "deeplearning.edutva.com", "en", "optimization.md",
         "9fe88b2bc4a47fb4dced7672e7c400d94ed3f68e45da3010da8eb1dc5c8fe505"),
    # training methods: the stages of LLM training (a concepts page, cut before its fourth stage)
    page("knowledged-training-pipeline", "knowledged.to", "en", "ai/concepts/modern-llm-training-pipeline.md",
         "7fe264b0612c08eae22fba1d959da0bf300faeaed605d21ad9eded8c9601d55b"),
    # --- traps: ordinary words that look like glossary terms
    # a database's checkpoints (Postgres, WAL)
    trap(page("vuink-postgres-checkpoints", "vuink.com", "en",
              "post/ctrqtr-d-dpbz/blog/checkpoints-write-storms-and-you.md",
              "272aa80900defba6e812d7ada8ada5242baa02a11fc64a74337007b0fa03c731")),
    # a database's shards, chunks and balancer (MongoDB)
    trap(page("padho-mongodb-sharding", "learn.padho.ai", "en",
              "wiki/sharded-mongodb-chunks-balancers-config-servers.md",
              "9a72ef1ba010823a71bb1df47af4334fe9faa3bf318f6508c3381a41d1a6bd53")),
    # heat conduction (temperature gradient)
    trap(page("cfdonline-heat-transfer", "www.cfd-online.com", "en",
              "W/index.php?title=Heat_transfer&diff=prev&oldid=4252.md",
              "f6eb6ee371edc26848438bbfd9eda6008a9c7b79d80ec91865ae37c01b8cf4bf")),
]
