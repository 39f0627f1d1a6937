"""The sources of the fortieth evaluation set (``build_corpus.py --set fortieth``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtyfifth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set fortieth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/fortieth/README.md``). English only: the comments, docstrings and
documentation files of small training, distributed and serving packages, where a reader of code meets the terms.

Packages: ML packages of different owners, chosen by package description before their text was read, weighted
toward the concept families measured thinnest: collectives, frameworks and parallelism (a tiny DDP toolkit; data,
model, pipeline and tensor parallel training; distributed training launchers and helpers; FSDP2 utilities; a
Ray, vLLM and FSDP2 stack for SFT and RL; mixed precision for JAX, twice; simulated distributed training;
distributed training from a notebook; mixed precision and resume on one GPU; a training and serving framework;
DDP and FSDP2 on Intel XPU) and serving (a NumPy inference loop with prefill, cached decoding and speculative
rollback; speculative decoding, twice; a KV-cache offload policy for vLLM; a GGUF runner with an SSD-backed
llama.cpp KV cache); and three trap packages whose ordinary words look like glossary terms (an array library's
reducers and broadcasting; SQLite's WAL checkpoints; a message queue's streams and consumers), in no earlier set,
no development sample, no claim and no reserved list. Where a package is large, the files sampled were chosen
by their paths before any reading (``only``; English files only where a package ships bilingual guides); windows
of 15-25 lines cut in them by the builder's regular expressions with the fortieth set's seed, at most two windows
per package (one for fsdp2-utils and molt-rl, whose two windows held about thirty mentions each). The sampler found
no window in ezpz-ai, exogym, torchpod, condi-llm and drafters (kept in the list: they add nothing). Claimed and left
before any reading: gradientmail and cottus (no artifact pip downloads here). Four pages of the public page store
(NCCL's ring and tree all-reduce, a ring allreduce against NCCL's, SGLang's inference techniques, tensor and pipeline
parallelism) add documentation-style text, one window each.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 39  # the seed is the first set's plus this: the second set used 1, ..., the thirty-ninth 38


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # --- collectives, frameworks and parallelism
    # torchlitex (a tiny DDP toolkit for quick-launch distributed training loops)
    _package("torchlitex", "0.1.9", "ml", "sdist", "torchlitex-0.1.9.tar.gz",
             "db9f6b9c07290aa6fb7faacd1eeeef6e1a77e3726efd8ce2316d69ef48937854", "MIT"),
    # guava-ml (data, model, pipeline and tensor parallel training across GPUs and machines)
    _package("guava-ml", "0.1.0", "ml", "sdist", "guava_ml-0.1.0.tar.gz",
             "08ea3bd10595b46fc5714c772fcc2e014f76ab5d19da73de33f9fca9898751cb", "MIT (its classifier)"),
    # ezpz-ai (distributed training): its README
    _package("ezpz-ai", "0.9.0", "ml", "sdist", "ezpz_ai-0.9.0.tar.gz",
             "210e8d175bead9b64b11caee4d0165cb2e65338dc7f178112746ba73426dc71b", "none stated in its metadata"),
    # fsdp2-utils (utilities for FSDP2)
    _package("fsdp2-utils", "0.1.1", "ml", "sdist", "fsdp2_utils-0.1.1.tar.gz",
             "3ee9c7ee43e72fb4bfe21fdc590e12ce5dcb4fb2c8f4eba93933bfdc5ea12d69", "none stated in its metadata", count=1),
    # molt-rl (Ray + vLLM + FSDP2 for SFT and RL): its FSDP trainer, vLLM engine, placement and distributed helpers
    _package("molt-rl", "0.2.1", "ml", "wheel", "molt_rl-0.2.1-py3-none-any.whl",
             "e06b4b92d610256d8ff9f6be3319e92bc093fd5a9991cc2ea49cf0492ad3728c", "Apache-2.0",
             only=("molt/trainer/fsdp/", "molt/trainer/vllm/", "molt/trainer/placement.py",
                   "molt/utils/distributed_util.py"), count=1),
    # jamp (mixed precision for JAX, forked from DeepMind's JMP)
    _package("jamp", "0.0.6", "ml", "sdist", "jamp-0.0.6.tar.gz",
             "a80c6bc826b75ced0ec7ebf68c8f37437208db481e8199354acd9c1b21cdb7ae", "a LICENSE file (the metadata names none)"),
    # mixed-precision-for-jax (a toolbox for mixed precision training in JAX)
    _package("mixed-precision-for-jax", "0.1.8", "ml", "sdist", "mixed_precision_for_jax-0.1.8.tar.gz",
             "d705232b2d20221c005db06595e7cee72d2ad5c4941a39071ec2677d07bd0629", "MIT"),
    # exogym (simulated distributed training on local devices)
    _package("exogym", "0.0.0a0", "ml", "sdist", "exogym-0.0.0a0.tar.gz",
             "91cca0f63eac4a144bc42fb60dca171acafc128c5c08e713f2071d0121692218", "MIT"),
    # torchpod (distributed training from a notebook)
    _package("torchpod", "0.1.2", "ml", "sdist", "torchpod-0.1.2.tar.gz",
             "48c7e0bf24bebb9c93092d63f50557363dabe3013ff98339b31f1f48dd87a9ee", "MIT"),
    # efficio (mixed precision, data loading, time budgets and exact resume for PyTorch)
    _package("efficio", "0.1.1", "ml", "sdist", "efficio-0.1.1.tar.gz",
             "e27eaefe4cb9ab28f6d96a0bc5f2a9a7c07e1acb9fe7cce4d1e9781d4e364403", "MIT"),
    # condi-llm (distributed training and serving for large models)
    _package("condi-llm", "0.9.0", "ml", "sdist", "condi_llm-0.9.0.tar.gz",
             "b12cd5cbc3e08cafe7c0ced9be70758d1415fe79705a1bc1f7578c87af7e84e1", "Apache-2.0"),
    # lightning-sprite (multi-GPU PyTorch Lightning on Intel XPU: DDP and FSDP2)
    _package("lightning-sprite", "0.1.3", "ml", "sdist", "lightning_sprite-0.1.3.tar.gz",
             "a09db11a2102a6fec4a22a207e5b5207ceaaaa19b9ac3e68c640a9fd5a56ee42", "Apache-2.0"),
    # dist-launch (a launcher for distributed training on cluster nodes)
    _package("dist-launch", "0.1.13", "ml", "wheel", "dist_launch-0.1.13-py3-none-any.whl",
             "f1a7d4accf94ad030d1a3484993c529c35ce58a2076f06584416b0507d60e4a2", "none stated in its metadata"),
    # --- serving
    # core-deepinfer (a NumPy inference loop: prefill, cached decoding, speculative rollback): its engine, cache,
    # speculative and runtime modules, its English README and English guide on speculative transactions
    _package("core-deepinfer", "0.1.0", "ml", "sdist", "core_deepinfer-0.1.0.tar.gz",
             "7b5a5284b19e5475481c102e26684484f880d4e7856dd01abe15035ef848f0fe", "MIT",
             only=("core_deepinfer/cache.py", "core_deepinfer/engine.py", "core_deepinfer/speculative.py",
                   "core_deepinfer/runtime.py", "README.md", "core_deepinfer/guides/03-speculative-transactions_EN.md")),
    # drafters (building blocks for speculative decoding with local models)
    _package("drafters", "0.0.1", "ml", "sdist", "drafters-0.0.1.tar.gz",
             "6523f01030f6bfeb71b9fc4fd496b1f1956c2eafad189b4c6888de92cb51ae60", "MIT (its classifier)"),
    # autodraft-sd (a speculative decoding engine with local and remote target models)
    _package("autodraft-sd", "1.1.1", "ml", "sdist", "autodraft_sd-1.1.1.tar.gz",
             "6b315e1ca6241bfdac95b9ee9cb06306a69860eb202844384a61c06a593bf3c0", "none stated in its metadata"),
    # evoke-vllm (a CPU KV-cache offload policy for vLLM): its package and README
    _package("evoke-vllm", "0.1.1", "ml", "sdist", "evoke_vllm-0.1.1.tar.gz",
             "3015ba8bec680c0d75399ff3a91132cd1324bbc890d2ddc736cee04e5fdfb838", "Apache-2.0",
             only=("evoke_vllm/", "README.md")),
    # diskllm (a GGUF runner with an SSD-backed llama.cpp KV cache)
    _package("diskllm", "0.1.1", "ml", "sdist", "diskllm-0.1.1.tar.gz",
             "bb3ab7ef186a017bc62dd0df3a58beeba77986903c0beffceb300255d31513c9", "MIT"),
    # --- traps: ordinary words that look like glossary terms
    # awkward (an array library: reducers, broadcasting)
    _package("awkward", "2.14.0", "trap", "sdist", "awkward-2.14.0.tar.gz",
             "f5bce2ddfd4b5ad5277462b01adf94fd6ca90c33a56949fb8c00490c30725737", "BSD-3-Clause",
             only=("src/awkward/operations/ak_broadcast_arrays.py", "src/awkward/operations/ak_sum.py",
                   "src/awkward/operations/ak_prod.py")),
    # apsw (SQLite: the WAL's checkpoints)
    _package("apsw", "3.54.1.0", "trap", "wheel", "apsw-3.54.1.0-cp311-cp311-manylinux_2_28_x86_64.whl",
             "55f7fd02953f7f8cc188b1015afd0b5f1148412c368362bab24d3e8c69d07322", "any-OSI (its metadata)",
             only=("apsw/bestpractice.py", "apsw/ext.py")),
    # nats-py (a message queue: streams, consumers, subjects)
    _package("nats-py", "2.16.0", "trap", "wheel", "nats_py-2.16.0-py3-none-any.whl",
             "aeb1ff123966c05833d26c7df7e1d54c1c6d32b612428b21677a2e921f1fecae", "Apache-2.0",
             only=("nats/js/api.py", "nats/js/manager.py", "nats/aio/client.py")),
]

# Pages of the public page store, chosen by title or search excerpt before any labelling, each taken as the store
# holds its beginning, cut at a paragraph's end so that one source gives about fifteen mentions: one window each.
TEXTS = [
    # NCCL's all-reduce algorithms, ring against tree (a scaling atlas's page): its title and first two paragraphs
    page("factryze-nccl-ring-tree", "factryze.ai", "en", "scale-atlas/collectives/nccl-allreduce-ring-vs-tree.md",
         "e93c3424ac037a29aabf24ceddb71e1341d54a14eb9a44208aca696e98b74f5a"),
    # a ring allreduce written from scratch against NCCL's (a blog post): up to its algorithm's first paragraph
    page("jingchaozhang-ring-allreduce", "jingchaozhang.github.io", "en", "ring-allreduce-vs-nccl.md",
         "2c666c41e95f7732d5f8686226af6d8e142e19ca0653c42a90e8586e21e6ccb3"),
    # SGLang as a case study of inference systems (a blog series on LLM infrastructure): its motivation section
    page("mzf666-sglang-inference", "mzf666.github.io", "en", "llm-infra/en/posts/03-inference-sglang.md",
         "b04e0199c446f6d5c5887702a4d45932daeae1982290766f8490f50639883a0d"),
    # tensor and pipeline parallelism (a course's day on ML compilers and distributed training): up to its first
    # section's heading
    page("vishalkumarr2-tensor-pipeline", "vishalkumarr2.github.io", "en",
         "Learning_from_building_systems/ml-compilers/weeks/week-10/day-66-tensor-pipeline-parallel.html.md",
         "d232d5967d9795637a82b82729a2563611f06ff800c075a0fe978ea021df026a"),
]
