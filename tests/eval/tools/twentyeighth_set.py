"""The sources of the twenty-eighth evaluation set (``build_corpus.py --set twentyeighth``).

Plain data, read by ``build_corpus.py`` as ``twentysixth_set.py`` is. A development set, never sealed: its
errors are read to write detection rules (``evaluate.py --set twentyeighth --errors``), but it was labelled
blind, by hand, before the engine ever ran on it (``tests/eval/data/twentyeighth/README.md``). English only:
code comments and docstrings from many authors.

Packages: seventeen ML packages of seventeen owners, chosen by package description before their text was read
(mixed precision for JAX; LLM post-training in JAX; a general PyTorch trainer; transformer components; GPU-memory
offloading; an inference engine for diffusion transformers; cuDNN's graph API; agent reinforcement training on
Megatron; PyTorch on TPUs; GGML inference bindings; layer-wise LLM inference; a quantized low-rank optimizer; CUDA
kernels for large models; prompt compression; gradient-checkpointing plans; distributed training and model
parallelism; memory-aware pipeline parallelism), and three trap packages whose ordinary words look like glossary
terms (a CI service's pipelines and jobs, a database's shards and replicas, a network library's broadcast
addresses), in no earlier set, no development sample, no claim and no reserved list. Where a package is large, the
files sampled were chosen by their paths before any reading (``only``); windows of 15-25 lines cut in them by the
builder's regular expressions with the twenty-eighth set's seed, at most two windows per package, so that errors
come from many authors rather than much from a few.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 27  # the seed is the first set's plus this: the second set used 1, ..., the twenty-seventh 26


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # jmp (Google DeepMind: mixed precision for JAX): its policies and loss scaling, its README
    _package("jmp", "0.0.4", "ml", "sdist",
             "jmp-0.0.4.tar.gz",
             "5dfeb0fd7c7a9f72a70fff0aab9d0cbfae32a809c02f4037ff3485ceb33e1730",
             "Apache-2.0", skip=("jmp/_src/loss_scale_test.py", "jmp/_src/policy_test.py")),
    # google-tunix (Google: LLM post-training in JAX): its fine-tuning trainer, checkpoints and sharding, its
    # sampler, its GRPO learner and its logit distillation
    _package("google-tunix", "0.1.7", "ml", "sdist",
             "google_tunix-0.1.7.tar.gz",
             "42cedab577e662cb35cb0ebfe5894c8a61e1f53ae5a9d4151a082435c7ecdf0e",
             "Apache-2.0",
             only=("tunix/sft/peft_trainer.py", "tunix/sft/checkpoint_manager.py", "tunix/sft/sharding_utils.py",
                   "tunix/sft/utils.py", "tunix/generate/sampler.py", "tunix/rl/grpo/grpo_learner.py",
                   "tunix/distillation/strategies/logit.py")),
    # coqui-tts-trainer (Coqui / idiap: a general PyTorch trainer): its trainer, its distributed launcher and
    # utilities, its config
    _package("coqui-tts-trainer", "0.4.0", "ml", "sdist",
             "coqui_tts_trainer-0.4.0.tar.gz",
             "d1658b5ee7cfc0a5a24dafbc899dab02a58e119115762dbfc37e1062045ad41d",
             "Apache-2.0",
             only=("trainer/trainer.py", "trainer/distribute.py", "trainer/utils/distributed.py",
                   "trainer/config.py", "trainer/torch.py", "trainer/trainer_utils.py")),
    # curated-transformers (Explosion: transformer models and components): its attention, cache, embeddings and
    # transformer layers, its logits transforms and generation config
    _package("curated-transformers", "2.0.1", "ml", "sdist",
             "curated_transformers-2.0.1.tar.gz",
             "3348e639d9247bf222bcd90cefded05b37c5dc0e798b0af6957e37a4aafd0f1d",
             "MIT",
             only=("curated_transformers/layers/attention.py", "curated_transformers/layers/cache.py",
                   "curated_transformers/layers/embeddings.py", "curated_transformers/layers/transformer.py",
                   "curated_transformers/generation/logits.py", "curated_transformers/generation/config.py")),
    # mmgp (DeepBeepMeep: memory management for the GPU poor): offloading, quantization, its README
    _package("mmgp", "3.8.2", "ml", "sdist",
             "mmgp-3.8.2.tar.gz",
             "31b4777b6ddafbf3f93ebdb9794eae4baa714e9b5e477652c5d26374f242f334",
             "its LICENSE.md (the metadata names none)"),
    # cache-dit (vipshop: an inference engine for diffusion transformers): its parallelism core and config,
    # quantization config, layer-wise offload, float8 communication kernels
    _package("cache-dit", "1.5.3", "ml", "wheel",
             "cache_dit-1.5.3-py3-none-any.whl",
             "f4564e68b5f6206d25712b06b4d9e0321ef96aadcd00e0ed4645be92d3fd9e75",
             "a LICENSE file (the metadata names none)",
             only=("cache_dit/distributed/core/", "cache_dit/distributed/config.py",
                   "cache_dit/quantization/config.py", "cache_dit/offload/layerwise.py",
                   "cache_dit/kernels/triton/_float8_comm.py")),
    # nvidia-cudnn-frontend (NVIDIA: cuDNN's graph API): its Python package (attention, GEMM, fp8 nodes)
    _package("nvidia-cudnn-frontend", "1.32.0", "ml", "wheel",
             "nvidia_cudnn_frontend-1.32.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
             "c6006556017a4d1c914c52a556c71b1267f2d6a0500f742e7b4edef539878df0",
             "Apache-2.0 AND MIT",
             only=("cudnn/",)),
    # openpipe-art (OpenPipe: agent reinforcement training): its Megatron training loop, LoRA, offload and gradient
    # finalizing, its loss, its checkpoints
    _package("openpipe-art", "0.5.18", "ml", "sdist",
             "openpipe_art-0.5.18.tar.gz",
             "c1555143564b2dd26945ea5f8eb1ea9e2eae47d989c3de2e04bb88e8ffefe29a",
             "a LICENSE file (the metadata names none)",
             only=("src/art/megatron/training/", "src/art/megatron/lora.py", "src/art/megatron/train.py",
                   "src/art/local/checkpoints.py", "src/art/loss.py", "src/art/dev/train.py")),
    # torch-xla (PyTorch/XLA: PyTorch on TPUs): its ZeRO optimizer, FSDP, collectives in xla_model, gradient
    # accumulation, autocast and sync-free optimizers, TPU discovery, distributed checkpoint manager
    _package("torch-xla", "2.9.0", "ml", "wheel",
             "torch_xla-2.9.0-cp311-cp311-manylinux_2_28_x86_64.whl",
             "13027393e252c7583ac364b02af8f1c0f7c497095b653c14ead82fbbda8549c3",
             "BSD (its metadata; LICENSE)",
             only=("torch_xla/distributed/zero_redundancy_optimizer.py",
                   "torch_xla/distributed/fsdp/xla_fully_sharded_data_parallel.py", "torch_xla/core/xla_model.py",
                   "torch_xla/experimental/gradient_accumulation.py", "torch_xla/amp/", "torch_xla/_internal/tpu.py",
                   "torch_xla/experimental/distributed_checkpoint/manager.py")),
    # ctransformers (marella: GGML transformer inference bindings): its LLM class, its GPTQ loader
    _package("ctransformers", "0.2.27", "ml", "wheel",
             "ctransformers-0.2.27-py3-none-any.whl",
             "6a3ba47556471850d95fdbc59299a82ab91c9dc8b40201c5e7e82d71360772d9",
             "MIT"),
    # airllm (lyogavin: layer-wise LLM inference on a small GPU): its base model, LoRA, chunked cross-entropy,
    # persisters
    _package("airllm", "4.0.0", "ml", "sdist",
             "airllm-4.0.0.tar.gz",
             "908d13e6254f65d02db4c78f18310a36831f2c1ca09d515679942ae7571539b4",
             "Apache-2.0"),
    # q-galore-torch (VITA Group: quantized low-rank gradient projection): its 8-bit AdamW and projectors
    _package("q-galore-torch", "1.0", "ml", "wheel",
             "q_galore_torch-1.0-py3-none-any.whl",
             "ada31f35bf21cc75dc4223881598b6b65d03ceec12158e6201d502a4bf8c8004",
             "Apache-2.0"),
    # cpm-kernels (OpenBMB: CUDA kernels for large models): softmax, layer norm, embedding, GEMM kernels and their
    # torch wrappers
    _package("cpm-kernels", "1.0.11", "ml", "wheel",
             "cpm_kernels-1.0.11-py3-none-any.whl",
             "eab7f211f3b3f6a0686ded4c15cd7d9158393cdf69a931fa5b96a5fbcd366822",
             "Apache-2.0"),
    # llmlingua (Microsoft: prompt compression with a small language model's perplexity): its compressor, utilities
    # and README
    _package("llmlingua", "0.2.2", "ml", "sdist",
             "llmlingua-0.2.2.tar.gz",
             "1a0caedd8d5a65512a85dadb6bfda6f5b3c4b45e5cb9e7b1c6009573f9058572",
             "MIT"),
    # ckptplan (a planner of gradient checkpointing under an activation-memory budget): all its files
    _package("ckptplan", "0.1.0rc1", "ml", "sdist",
             "ckptplan-0.1.0rc1.tar.gz",
             "ca88612e6490d4b34f2df73104da323fa1fd7af9873646180e8c6db300030983",
             "MIT"),
    # detrain (distributed training and model parallelism with Torch): all its files
    _package("detrain", "0.2.6", "ml", "sdist",
             "detrain-0.2.6.tar.gz",
             "6c88ffc326013aeeaa675aee365af335be7ee8f50799e7eeb66acf13e8b95df2",
             "MIT"),
    # elf-pipeline (memory-aware pipeline-parallel training for PyTorch): all its files
    _package("elf-pipeline", "0.1.0", "ml", "sdist",
             "elf_pipeline-0.1.0.tar.gz",
             "6af9518f9750fa09747a00236e285b2bcfd7624fa791b561ee2e6e231213d169",
             "MIT"),
    # trap: python-gitlab (GitLab's REST API): CI pipelines, jobs, runners and artifacts
    _package("python-gitlab", "8.6.0", "trap", "sdist",
             "python_gitlab-8.6.0.tar.gz",
             "d1602164fb58ab280ceef460faf015cec6e7d83bb2d9cbae44ba448adb5568ef",
             "LGPL-3.0-or-later",
             only=("docs/gl_objects/pipelines_and_jobs.rst", "docs/gl_objects/runners.rst",
                   "gitlab/v4/objects/pipelines.py", "gitlab/v4/objects/jobs.py", "gitlab/v4/objects/runners.py")),
    # trap: rethinkdb (a database driver): shards, replicas, dumps and restores
    _package("rethinkdb", "2.4.10.post1", "trap", "sdist",
             "rethinkdb-2.4.10.post1.tar.gz",
             "3634e03ee13dd637fd7196b80474bf44c64d3eba1dd069ea92b94926702a60bd",
             "a LICENSE file (the metadata names none)"),
    # trap: netaddr (network addresses): broadcast addresses, networks and ranges
    _package("netaddr", "1.3.0", "trap", "sdist",
             "netaddr-1.3.0.tar.gz",
             "5c3c3d9895b551b763779ba7db7a03487dc1f8e3b385af819af341ae9ef6e48a",
             "BSD (its metadata; LICENSE.rst)"),
]

TEXTS: list[dict] = []
