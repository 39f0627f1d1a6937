"""The sources of the thirty-fifth evaluation set (``build_corpus.py --set thirtyfifth``).

Plain data, read by ``build_corpus.py`` as ``twentyeighth_set.py`` is. A development set, never sealed: its
errors are read to write detection rules (``evaluate.py --set thirtyfifth --errors``), but it was labelled
blind, by hand, before the engine ever ran on it (``tests/eval/data/thirtyfifth/README.md``). English only:
code comments and docstrings from many authors, where false alarms are most likely.

Packages: twenty-six ML packages of twenty-five owners (NVIDIA's two, NCCL and NVML, are one owner), chosen by package
description before their text was read, weighted toward serving and inference engines (a paged-attention engine
built from scratch; a continuous-batching engine with paged KV cache, prefix caching and speculative decoding; a
PagedAttention plugin; a speculative-decoding library; a paged-attention engine for RL rollouts; an MoE-offload
inference runtime), fine-tuning libraries (a post-training playbook with SFT, DPO and GRPO; fine-tuning bug checks;
an agent trainer with SFT, DPO and GRPO; differentially private LoRA; a LoRA fine-tuning toolkit) and distributed
training (4D parallelism; fault-tolerant pipeline templates; zero-bubble pipeline parallelism; gradient
checkpointing with memory-efficient attention; pipeline schedules on a laptop; the Muon optimizer for FSDP2;
distributed training with torch; MPMD pipeline parallelism in JAX; NCCL's C header), with NVML's bindings for the
hardware, and five added once the first cut proved thin on language-model basics and hardware (a cross-entropy
loss in Triton; online-softmax attention with GQA; a tiny GPT with BPE and RoPE; GPU-NIC placement and RDMA
planning; Ulysses all-to-all over NVLink); and four trap packages whose ordinary words look like glossary terms (a batch scheduler's draining and
vacating; multicast DNS's broadcasts; a column database's driver; a test runner's shards), in no earlier set, no
development sample, no claim and no reserved list. Where a package is large, the files sampled were chosen by their
paths before any reading (``only``); windows of 15-25 lines cut in them by the builder's regular expressions with
the thirty-fifth set's seed, at most two windows per package (one for NVML, whose comments repeat one name a line,
and for pipenaut and crossentropy-triton, whose two windows held about twenty mentions), so that errors come from
many authors rather than much from a few. C++ and YAML comments come from NCCL's header, a benchmark configuration
and a Kubernetes example (``other``). Claimed and left before any reading: pydtnn and cuda-triton-multiarch (no
artifact), litalign (no prose), chat-template-detector, python-jenkins and lexibyte (the sampler found no window).
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 34  # the seed is the first set's plus this: the second set used 1, ..., the thirty-fourth 33


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # --- serving and inference engines
    # smol-vllm (a paged-attention inference engine from scratch: paged KV cache, continuous batching, preemption)
    _package("smol-vllm", "0.1.2", "ml", "sdist",
             "smol_vllm-0.1.2.tar.gz",
             "1f54d9f780c066e923fe202b9e86b794ab2b8233dd5a40fd3ac5eec8f777138d",
             "MIT"),
    # mini-infer (a continuous-batching engine: paged KV cache, prefix caching, speculative decoding): its package
    # and its architecture pages
    _package("mini-infer", "0.2.5", "ml", "sdist",
             "mini_infer-0.2.5.tar.gz",
             "60e0629d2a86bc4e79d0ea7a4159318d3708a5557110ba874f73676b65d991c2",
             "Apache-2.0",
             only=("src/mini_infer/", "docs/architecture/")),
    # kvstream (Microsoft: PagedAttention and continuous batching as a plugin for local inference)
    _package("kvstream", "0.1.0", "ml", "sdist",
             "kvstream-0.1.0.tar.gz",
             "7a31604c39923614c114bafc41e21cc75ce0229f0f5d013e519de5ecbf1949f7",
             "MIT (its LICENSE; the metadata names Microsoft's copyright)",
             only=("kvstream/", "README.md")),
    # flashspec (lossless speculative decoding with a static cache and CUDA graphs): its engine, sampling, kernels
    # and serving, and its benchmark configurations' YAML comments
    _package("flashspec", "0.3.1", "ml", "sdist",
             "flashspec-0.3.1.tar.gz",
             "afe9dcef77f848a8fe320daf407f5abf2dbafced3012d0e891e90af7a116b413",
             "Apache-2.0",
             only=("flashspec/engine/", "flashspec/sampling/", "flashspec/kernels/", "flashspec/serve/",
                   "benchmarks/configs/"), other=1),
    # bllm-inference (paged attention with a KV cache for RL rollouts): all its files
    _package("bllm-inference", "0.1.0", "ml", "sdist",
             "bllm_inference-0.1.0.tar.gz",
             "83718950328c2f7193dc65bd4d24d4c4472c8af49189478312d4d9dd49b78844",
             "MIT"),
    # freetoken (a local MoE-offload inference runtime): its engine, attention backends, distributed code and
    # checkpoint conversion
    _package("freetoken", "0.2.1", "ml", "wheel",
             "freetoken-0.2.1-cp311-cp311-manylinux_2_27_x86_64.whl",
             "6a837cd00f177a071c5e41091c0143d51ee97d44ee8ca656a8ea79151bf2fa55",
             "Apache-2.0",
             only=("freetoken/engine/", "freetoken/attention/", "freetoken/distributed/", "freetoken/checkpoint/")),
    # --- fine-tuning and post-training
    # alignrl (an LLM post-training playbook: SFT, GRPO, DPO): its package, two docs pages, its configs' comments
    _package("alignrl", "0.3.0", "ml", "sdist",
             "alignrl-0.3.0.tar.gz",
             "14324beb61d25525a7e69e7094be2925a8906af1e813c0eb31de23249320a91e",
             "MIT",
             only=("src/alignrl/", "docs/concepts.md", "docs/training-guide.md", "configs/"), other=1),
    # guardtower (silent fine-tuning bugs: LoRA/PEFT, DDP/FSDP, gradients and optimizers)
    _package("guardtower", "0.1.0", "ml", "sdist",
             "guardtower-0.1.0.tar.gz",
             "659dd5954e7cc781e13e983ab14567aed9d2d66007e8b7250ada945aed9e2d5c",
             "Apache-2.0", skip=("tests/",)),
    # knowlyr-trainer (an agent-trajectory trainer: SFT, DPO, GRPO): its trainers, losses, checkpoints, distributed
    _package("knowlyr-trainer", "0.1.1", "ml", "sdist",
             "knowlyr_trainer-0.1.1.tar.gz",
             "89c42cda444995ad0291312269f866fff8aaacb82f137a0836e8c081e7fecc76",
             "MIT",
             only=("src/agenttrainer/trainers/", "src/agenttrainer/loss/", "src/agenttrainer/models/checkpoint.py",
                   "src/agenttrainer/utils/distributed.py")),
    # dp-lora (differentially private LoRA fine-tuning): its package and README
    _package("dp-lora", "0.1.0", "ml", "sdist",
             "dp_lora-0.1.0.tar.gz",
             "aae0fa4306b1fb2e97e0c546f2007f35946a62052b5cec7e8ce6b0e9dc321804",
             "MIT", only=("src/dp_lora/", "README.md")),
    # langtune (LoRA fine-tuning of LLMs): its LoRA, distributed, acceleration, LISA, fine-tuning and layer modules
    _package("langtune", "0.1.48", "ml", "sdist",
             "langtune-0.1.48.tar.gz",
             "def5a8a5202b1097650b3f2ac8a099903d552c6d14013f563715150a7cbff8a7",
             "MIT",
             only=("src/langtune/fast_lora.py", "src/langtune/distributed.py", "src/langtune/acceleration.py",
                   "src/langtune/lisa.py", "src/langtune/finetune.py", "src/langtune/nn/")),
    # --- distributed training
    # distensor (decentralized training with 4D parallelism): its collectives, synchronisation, ZeRO-3,
    # sharding and pipeline algorithm
    _package("distensor", "0.6.0", "ml", "wheel",
             "distensor-0.6.0-py3-none-any.whl",
             "1e20a996c4d0bef00210df21f065ddf2b1807231a8d6f8f5e069bb359f52d6d6",
             "Apache-2.0",
             only=("distensor/primitives/", "distensor/sync/", "distensor/optim/zero3.py", "distensor/nn/sharding/",
                   "distensor/training/algorithms/")),
    # oobleck (SymbioticLab: fault-tolerant training with pipeline templates): its engine, elastic agent, planning
    _package("oobleck", "0.1.1", "ml", "sdist",
             "oobleck-0.1.1.tar.gz",
             "7c061c7012a52477f3ede642c616f4f425e7c081acec4dc40719ca55687a849f",
             "Apache-2.0 (its LICENSE; the metadata names the copyright)",
             only=("oobleck/engine/", "oobleck/elastic/agent.py", "oobleck/elastic/run.py", "oobleck/planning/",
                   "README.md")),
    # zbpp-light (a light zero-bubble pipeline parallelism): all its files
    _package("zbpp-light", "0.0.1", "ml", "sdist",
             "zbpp_light-0.0.1.tar.gz",
             "1305b13dbf09b5c3599220f2a7bb3fc6ea5c1afa4e497991f45e0f7f4446b084",
             "a LICENSE file (the metadata names none)"),
    # fastckpt (gradient checkpointing with memory-efficient attention): all but its test
    _package("fastckpt", "0.0.4", "ml", "sdist",
             "fastckpt-0.0.4.tar.gz",
             "929ab4790bdd4f0969a4ab32f839218db9bc08ad02e341cf36eb1fbe4c56a118",
             "Apache-2.0", skip=("tests/",)),
    # pipenaut (pipeline parallelism on a laptop: naive, GPipe, 1F1B): all its files, one window (its two held
    # about twenty mentions)
    _package("pipenaut", "0.1.7", "ml", "sdist",
             "pipenaut-0.1.7.tar.gz",
             "ea7d5cb8723925ffe4039eb79ae5a2b8454f679efe851aeb5e5c91d889bb9933",
             "MIT", count=1),
    # muon-fsdp2 (the Muon optimizer for FSDP2): all its files
    _package("muon-fsdp2", "0.3.0", "ml", "sdist",
             "muon_fsdp2-0.3.0.tar.gz",
             "a230d86e9a839c43234cbc3b24fa3e4d5917787af5e670b0ab8dc95846b6efb3",
             "Apache-2.0"),
    # dmlcloud (distributed training with torch): its core, Slurm support and data
    _package("dmlcloud", "0.5.1", "ml", "sdist",
             "dmlcloud-0.5.1.tar.gz",
             "26ad61e2ce636c68188099780866cc042f188666f2fa1b6eae3c12f5bb69814b",
             "a LICENSE file (the metadata names none)",
             only=("dmlcloud/core/", "dmlcloud/slurm.py", "dmlcloud/data/")),
    # spectrax-lib (MPMD pipeline parallelism for JAX): its pipeline schedules, sharding, remat, LoRA, fp8,
    # attention, dropout and checkpointer
    _package("spectrax-lib", "0.1.4", "ml", "wheel",
             "spectrax_lib-0.1.4-py3-none-any.whl",
             "77bcd42d48eaaba0c6144827b22657ef2879e86fda5a4bd56edec33630e2e9d4",
             "AGPL-3.0-or-later",
             only=("spectrax/runtime/schedules/", "spectrax/runtime/mpmd/utils/microbatch.py", "spectrax/sharding/",
                   "spectrax/transforms/remat.py", "spectrax/nn/lora.py", "spectrax/nn/fp8.py",
                   "spectrax/nn/attention.py", "spectrax/nn/dropout.py", "spectrax/serialization/checkpointer.py")),
    # nvidia-nccl-cu12 (NVIDIA: the NCCL runtime): its C header's comments
    _package("nvidia-nccl-cu12", "2.27.7", "ml", "wheel",
             "nvidia_nccl_cu12-2.27.7-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
             "de5ba5562f08029a19cb1cd659404b18411ed0d6c90ac5f52f30bf99ad5809aa",
             "BSD-3-Clause (its metadata)", only=("nvidia/nccl/include/",), other=2),
    # nvidia-ml-py (NVIDIA: NVML's Python bindings): its module, one window (its comments repeat a name per line)
    _package("nvidia-ml-py", "13.615.71", "ml", "sdist",
             "nvidia_ml_py-13.615.71.tar.gz",
             "bebe4e48f51b1dc75028c0815cb7bfa14a31a5bb80be70c9d980c6036953fc3d",
             "BSD (its metadata)", count=1, only=("pynvml.py",)),
    # --- traps: ordinary words that look like glossary terms
    # htcondor (a batch scheduler's bindings: negotiator, vacate and drain, schedd and startd)
    _package("htcondor", "25.14.1", "trap", "wheel",
             "htcondor-25.14.1-cp311-cp311-manylinux_2_28_x86_64.whl",
             "f64d5df0103927d689dd58da65aa259d6eb49336af3739264e5e900f69cd08d3",
             "Apache-2.0",
             only=("htcondor2/_negotiator.py", "htcondor2/_vacate_type.py", "htcondor2/_drain_type.py",
                   "htcondor2/_startd.py", "htcondor2/_schedd.py")),
    # zeroconf (multicast DNS service discovery: broadcasts, caches, multicast queues)
    _package("zeroconf", "0.154.0", "trap", "wheel",
             "zeroconf-0.154.0-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
             "039509dddf6f54cab9d5029da6577218875ea66215f8cc54eb3bd4c70c9df5b4",
             "LGPL-2.1-or-later"),
    # clickhouse-driver (a column database's client: replicas, partitions, shards)
    _package("clickhouse-driver", "0.2.11", "trap", "sdist",
             "clickhouse_driver-0.2.11.tar.gz",
             "1bec70343bde9e9a55c2254c5960d34c682ff7d60256589226d96c67a112f95a",
             "MIT", only=("clickhouse_driver/", "README.rst")),
    # pytest-shard (a test runner's shards): all its files
    _package("pytest-shard", "0.1.2", "trap", "sdist",
             "pytest-shard-0.1.2.tar.gz",
             "b86a967fbfd1c8e50295095ccda031b7e890862ee06531d5142844f4c1d1cd67",
             "MIT"),
    # --- added once the first cut proved thin on language-model basics and hardware (claimed before reading)
    # crossentropy-triton (a memory-efficient cross-entropy loss in Triton): all but its test, one window (its two
    # windows repeat one title and held about twenty mentions)
    _package("crossentropy-triton", "0.1.2", "ml", "sdist",
             "crossentropy_triton-0.1.2.tar.gz",
             "7bbd4592b7d9b2add38906607ac54ca396b15f9f1d64d835783e8aea0000ce50",
             "MIT", count=1, skip=("tests/",)),
    # pascal-attn (tiled online-softmax attention with GQA KV expansion): all but its tests
    _package("pascal-attn", "0.1.0", "ml", "sdist",
             "pascal_attn-0.1.0.tar.gz",
             "3154c124827c044b63b0270231ef3133219555841c8a674d4bf2f4feaae4eac5",
             "MIT", skip=("tests/",)),
    # picogpt (a tiny GPT with a BPE tokenizer and RoPE): all its files
    _package("picogpt", "0.1.1", "ml", "sdist",
             "picogpt-0.1.1.tar.gz",
             "4ea9475f40e95447ca38423eff2013c588797cf3ec8de9c98e3b59f5562a1cad",
             "MIT"),
    # railmap (GPU-NIC-CPU placement and RDMA connection planning): its package, docs and Kubernetes examples
    _package("railmap", "0.1.0", "ml", "sdist",
             "railmap-0.1.0.tar.gz",
             "9411a27f6f0f4a4c8d7851cd1bc7a6b9c28283564c787c97254c1d0f1d4d751d",
             "Apache-2.0", skip=("tests/", ".github/"), other=1),
    # fast-ulysses (Ulysses sequence-parallel all-to-all over NVLink): its Python package
    _package("fast-ulysses", "0.2.1", "ml", "wheel",
             "fast_ulysses-0.2.1-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "72dfd59233574040ec89e12c522aedf1533c78f6bd814c4458c0e540a9406613",
             "Apache-2.0"),
]

TEXTS: list[dict] = []
