"""The sources of the thirty-second evaluation set (``build_corpus.py --set thirtysecond``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtyfirst_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtysecond --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtysecond/README.md``). It holds English only.

Its point is the concept families whose recall on fresh text is thinnest: collectives and frameworks (all-reduce,
all-gather, reduce-scatter, broadcast, NCCL, MPI, Gloo, process groups, ranks, torchrun, PyTorch and JAX names) and
serving (the context window, prefix caching, KV cache offloading, batching, Ollama, vLLM, memory-bound against
compute-bound), with a mix of the other families, from many authors (at most two windows from any one source).

Packages: eight ML packages of eight owners, chosen by package description before their text was read (a hook on
torch.distributed's process groups; a doctor of PyTorch, CUDA and NCCL environments; a torchrun decorator for
Metaflow; a fully sharded data-parallel trainer for JAX; a KV cache offloading framework; continuous batching on
edge devices; a KV-cache retention benchmark; a GPU broker for Ollama) and one trap package (a message-broker
framework: Kafka partitions, consumer groups, broadcast), their files chosen by path where
large (``only``), windows of 15-25 lines cut by the builder's regular expressions with this set's seed, at most
two per package (an RCCL/NCCL log parser, xcl-lens 0.3.0, was claimed and left out: the builder cut no window in
its files). Pages of the public page store (collective operations explained; NCCL timeouts and hangs, a
troubleshooting page; torch.distributed's backends; prefix caching; prefill against decode, memory-bound against
compute-bound; Ollama's context window; goodput, SLOs and disaggregated serving; llama.cpp and its server's
parameters), chosen by title, and two trap pages (MPI in a computational fluid
dynamics code; SQLite's checkpoints). A page is taken as the store holds its beginning (as the search excerpt
gives it), its last word cut where a cut excerpt ends, in consecutive windows of at most 40 lines. To hold about 15
gold mentions a source, seven dense pages were cut, after a first reading, at the line boundary nearest 15 mentions
(the collectives chapter to its first 12 lines, the NCCL troubleshooting page to 21, the prefill and decode post to
26, the roofline post to 7, the Ollama context-window post to 5, the serving chapter to 6, the llama.cpp handbook
to 8); the cut takes no account of which words the lines hold beyond their count.
"""

from __future__ import annotations

from set_entries import package_entries, page, trap

LINES = (15, 25)
SEED_OFFSET = 31  # the seed is the first set's plus this: the second set used 1, ..., the thirty-first 30


_package = package_entries(count=2)  # at most two windows per package


# Chosen by package description before any labelling; files chosen by path where the package is large.
PACKAGES = [
    # group-cc-hook (a hook for torch.distributed ProcessGroup primitives with timeout detection): its package, README
    _package("group-cc-hook", "0.1.2", "ml", "sdist",
             "group_cc_hook-0.1.2.tar.gz",
             "ff5693b78d81215035501a6d55e37e1a38315e6669ddaff53a980b0d944fe275",
             "a LICENSE file (the metadata names none)",
             only=("group_cc_hook/", "README.md")),
    # ai-infradr (diagnosing PyTorch, CUDA, GPU and NCCL environments): its probes, diagnosis rules and README
    _package("ai-infradr", "0.1.0", "ml", "sdist",
             "ai_infradr-0.1.0.tar.gz",
             "7af4e4adc1e7566487bf6f7253cb9abae35b7f0f97993f165113840ac7aba137",
             "MIT",
             only=("README.md", "src/ai_infradr/probes/nccl.py", "src/ai_infradr/probes/torch.py",
                   "src/ai_infradr/probes/gpu.py", "src/ai_infradr/probes/cuda.py",
                   "src/ai_infradr/diagnosis/rule_engine.py")),
    # metaflow-torchrun (a torchrun decorator for Metaflow): its distributed setup, decorator, executor and README
    _package("metaflow-torchrun", "0.2.2", "ml", "sdist",
             "metaflow_torchrun-0.2.2.tar.gz",
             "b33bcde2e17672b78d784cd9d30594b92103dabd9dc3d88c4475c4785a12efca",
             "unstated (the metadata names none)",
             only=("README.md", "metaflow_extensions/torchrun/plugins/torchrun_libs/torch_distributed_setup.py",
                   "metaflow_extensions/torchrun/plugins/torchrun_libs/torchrun_decorator.py",
                   "metaflow_extensions/torchrun/plugins/torchrun_libs/executor.py")),
    # tax-dp (a fully sharded data parallel trainer for JAX): its trainers, learning-rate schedules, config, README
    _package("tax-dp", "0.1.1", "ml", "sdist",
             "tax_dp-0.1.1.tar.gz",
             "e19db2db107460d56c8b8c349a45a928ec30811e57c81b2020494b9cfa696623",
             "MIT",
             only=("README.md", "tax/train/dfsp_jax.py", "tax/train/jax_single_host.py", "tax/train/utils.py",
                   "tax/lr_schedules.py", "tax/config.py")),
    # aibrix-kvcache (a KV cache offloading framework for cross-engine KV reuse): its cache manager, config, caches
    # and vLLM connectors
    _package("aibrix-kvcache", "0.8.0", "ml", "wheel",
             "aibrix_kvcache-0.8.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "bc7521fe8997d890ec1ba70ced2780633ce113a5ddc73aa8b1cdf64647cc29af",
             "Apache-2.0",
             only=("aibrix_kvcache/cache_manager.py", "aibrix_kvcache/config.py", "aibrix_kvcache/l1/l1_cache.py",
                   "aibrix_kvcache/l2/l2_cache.py", "aibrix_kvcache/integration/vllm/kv_connector/")),
    # adaptive-edge-inference (continuous batching and thermal-aware scheduling on edge devices, llama.cpp): its
    # engine, scheduler, policies and README
    _package("adaptive-edge-inference", "1.1.0", "ml", "sdist",
             "adaptive_edge_inference-1.1.0.tar.gz",
             "ca715ecef1b1a7aa198284bc4fd9a1a0917f8cec927f44fd1b2865bca848a9d3",
             "Apache-2.0",
             only=("README.md", "edge_batching/engine.py", "edge_batching/scheduler.py", "edge_batching/policies.py")),
    # cache-pressure (a KV-cache retention benchmark for OpenAI-compatible endpoints): its core, simulator, README
    _package("cache-pressure", "0.6.3", "ml", "sdist",
             "cache_pressure-0.6.3.tar.gz",
             "799606531d78cefd6c2d41b401c65c37bf5d7c2d07803bec8dd3ae7d31a4fac6",
             "MIT",
             only=("README.md", "src/cache_pressure/core.py", "src/cache_pressure/perf_sim.py")),
    # bastion-broker (a single-GPU safety broker for Ollama: model loads and VRAM budgets): README, known issues,
    # GPU profiles and inference tap
    _package("bastion-broker", "0.6.0", "ml", "sdist",
             "bastion_broker-0.6.0.tar.gz",
             "a3b22c2feb7f7ee67fb67e47dfa0389e8dc576c27f15a6101ca4e866a1d7fe06",
             "MIT",
             only=("README.md", "KNOWN_ISSUES.md", "src/bastion/gpu_profiles.py", "src/bastion/inference_tap.py")),
    # trap: faststream (a framework for message brokers): its two Kafka brokers (partitions, consumer groups)
    _package("faststream", "0.7.8", "trap", "wheel",
             "faststream-0.7.8-py3-none-any.whl",
             "ffe412278cf116216078dcf29dcec93274994a98d036be2bc388071dff7e259e",
             "Apache-2.0",
             only=("faststream/confluent/", "faststream/kafka/")),
]


# Chosen by title before any labelling; every line of a stored page is in a window.
TEXTS = [
    # collectives: the collective operations explained (two authors); NCCL timeouts and hangs (three authors, one a
    # troubleshooting page); torch.distributed's backends
    page("abhishekmaiti-collectives-en", "abhishekmaiti.com", "en",
         "mlsys-for-dummies/part1-distributed/chapter03.html.md",
         "217cfc68d2df38342506b7353dae4aa818db09606e117d54a03ca4f72fefef68"),
    page("karthiksundar-collectives-en", "www.karthiksundar.in", "en", "ml-and-ml-ops/collective-operations.md",
         "a30199ad840683022afb7ba59afa427ff539ac07cf581fec71c9fc1ff6aa8b00"),
    page("theneuralbase-nccl-timeouts-en", "theneuralbase.com", "en",
         "ai-infrastructure/learn/beginner/nccl-timeouts.md",
         "e5b8df4ce7af78d0054e3810aeb35819d1219b143b384d609ddf183faa8ad7be"),
    page("deadends-nccl-timeout-en", "deadends.dev", "en", "cuda/nccl-timeout-distributed.md",
         "e1b41c06331b1b46321e0187b4a68fed04259357f809bc925e2f630fce1ede22"),
    page("learningguides-debug-hang-en", "25621.github.io", "en",
         "ai-learning-guides/guides/pytorch-deep-dive/projects/debug-a-hang.md",
         "1249a37d8e912e4ecc5a6293e06d52e725ae3d598b9e204856e07a403f71cf63"),
    page("texonom-torch-distributed-en", "texonom.com", "en", "torchdistributed-25c4b8eef56e402da48acf3bf50d23e4.md",
         "68bf9e422798e01961eeac556b56b292061be5fccac2cc42c4fd528091306c41"),
    # serving: prefix caching (two authors); prefill against decode, memory-bound against compute-bound (two
    # authors); Ollama's context window (three authors)
    page("yanboyang-prefix-caching-en", "yanboyang.com", "en", "posts/2026-06-19-181029-prefix_cachin_g.md",
         "86c746491fa4d406072c75e97c53eb3c1977439196d546428f8c86e8e2386a2e"),
    page("skybro-kv-cache-tag-en", "sky-bro.github.io", "en", "tags/kv-cache.md",
         "7eb4794d75eb7f05adc4f41a6b9f18f25015478b0504a2d7bd98f4c8fe1a6fcc"),
    page("scalingthoughts-inference-en", "scalingthoughts.com", "en", "blog/scaling-foundation-model-inference.md",
         "0255d75ec693a104622458a3e6f54e61afd44a8a7d88d19f0887f037547981d6"),
    page("devto-memory-bound-decode-en", "dev.to", "en",
         "ji_ai/why-llm-decoding-is-memory-bound-prefill-vs-decode-roofline-223f.md",
         "d5f0fc2e8f92eee81707f7b1cf334f7c340eec1a91849ec5a872dfd40f19b65d"),
    page("technovangelist-num-ctx-en", "technovangelist.com", "en", "notes/num_ctx.md",
         "f6c880a7bd5453abc44215a8a2bcee35925f4f3398c5fc382906cf0048fdfe9c"),
    page("turtlepages-ollama-context-en", "demo.turtlepages.com", "en", "posts/ollama-context-window.md",
         "c678fcf2907772a91d69ce5f1845179db352da9dacf291aede40ff1dc43a89e2"),
    page("runlocalai-context-length-en", "www.runlocalai.co", "en",
         "learn/how-to/adjust-context-length-limited-hardware.md",
         "a97127918f7379edf5872a815ae624009f097e5d8f4cbaacac5ae441c8139e5f"),
    # serving, added to reach the serving families' share: goodput, SLOs, prefill and decode, disaggregation (two
    # authors); llama.cpp and its server's parameters (two authors)
    page("prefilldecode-goodput-en", "www.prefilldecode.com", "en", "index.md",
         "574c9dee480607bd25aaae4d185863d6ec61e0f887a4942f3e511bed1f75f24a"),
    page("aidatacenterguide-serving-en", "aidatacenterguide.com", "en",
         "part-10-software-orchestration-and-service-delivery/"
         "10-11-inference-serving-engineering-slos-batching-disaggregation-and-goodput-opt.md",
         "38c11b06e5c7bdeded99292340dc72060f7d6113b9311716321556c89bf11a42"),
    page("vivekdoshi-llamacpp-handbook-en", "vivek-doshi.github.io", "en",
         "handbooks/tooling/llamacpp_handbook.html.md",
         "6d86ee08c2dc59214b9329b630dacf509e7ea67895ae073a9c05271c5d438806"),
    page("poctoprod-llama-server-en", "www.poctoprod.org", "en",
         "pages/proxmox/workloads/llamacpp/server-parameters-explained.md",
         "77a537a42e3341034cb01fc9c1aa8971a7fa2ec36cf26d5b01d180421de0550a"),
    # traps: MPI in a computational fluid dynamics code; a database's checkpoints
    trap(page("flowphysics-cfd-mpi-en", "www.flowphysics.com", "en",
               "hpc/2021/05/05/parallel-computing-approaches-for-cfd.html.md",
               "2cefbbbba6d698d2bd5ea4eb6c68bc01ddeb3a70c4b1528bcc81eea9054e1b0c")),
    trap(page("freyzou-sqlite-checkpoint-en", "freyzou.com", "en", "posts/Sqlite-Checkpointing.md",
               "e94f50e2d587ceccfeb694e520937864a2861f90f4400e64d4fb0ffc0fa1b23c")),
]
