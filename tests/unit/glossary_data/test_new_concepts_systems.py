"""The senses of the concepts of collectives-and-frameworks.yaml and serving-and-systems.yaml.

The basic collectives (reduce, gather, scatter, barrier) are everyday words and tensor operations;
"Dynamo" is also TorchDynamo; "preemption", "goodput", "memory bound" and "roofline" have an
operating-system, cloud, networking, mathematical or building sense; "sharp" and "Nemo" are ordinary
words. Each case is a real-looking comment or Markdown line run through the engine `scan` uses: the
concept a reader must not get there, and the ones they must get.
"""

from __future__ import annotations

import pytest
from support.probes import Probe as Case  # (name, text, wrong, right=(), language="python")

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.document_context import NO_WORKSPACE, FileContext

DIST = "import torch.distributed as dist\n"

CASES = [
    # reduce: the collective next to its own signs; the verb, MapReduce and functools.reduce are not it,
    # even in a file that imports torch.distributed.
    Case("reduce-collective", DIST + "# A reduce sums the losses onto rank 0 (dist.reduce with dst=0); only rank 0 logs.\n",
         (), ("reduce",)),
    Case("reduce-next-to-all-reduce", "Unlike a reduce, which leaves the sum on the root rank, all-reduce gives it to "
         "every rank.\n", (), ("reduce", "all-reduce"), "markdown"),
    Case("reduce-the-verb", DIST + "# Reduce the number of NCCL calls: each rank buckets its gradients first.\n",
         ("reduce",)),
    Case("reduce-to-verb", DIST + "# To reduce contention, rank 0 writes the checkpoint alone.\n", ("reduce",)),
    Case("reduce-verb-before-all-reduce", DIST + "# We reduce memory by bucketing the all-reduce.\n",
         ("reduce",), ("all-reduce",)),
    Case("reduce-mapreduce", DIST + "# The map-reduce job on rank 0 merges the counts in a reduce step.\n", ("reduce",)),
    Case("reduce-functools", "# functools.reduce multiplies the dims; reduce them to one number of elements.\n",
         ("reduce",)),
    Case("reduce-inside-reduce-scatter", DIST + "# The reduce-scatter leaves each rank one shard of the gradients.\n",
         ("reduce", "scatter"), ("reduce-scatter",)),
    # gather: torch.gather and asyncio.gather are other operations; "gather the data" is the verb.
    Case("gather-collective", DIST + "# Each rank sends its predictions in a gather to rank 0 (dist.gather), which "
         "writes the file.\n", (), ("gather",)),
    Case("gather-torch-gather", DIST + "# gather picks the logits at the target indices (torch.gather along dim 1) on "
         "every rank\n", ("gather",)),
    Case("gather-the-verb-near-a-root-rank", DIST + "# gather the logits at the target indices with torch.gather "
         "before the sum goes to rank 0\n", ("gather",)),
    Case("gather-asyncio", "import asyncio\n# asyncio.gather runs the download tasks; gather waits for all coroutines.\n",
         ("gather",)),
    Case("gather-the-verb", "# We gather statistics from the dataset before training the model.\n", ("gather",)),
    Case("gather-inside-all-gather", DIST + "# The all-gather rebuilds the full parameters on every rank.\n",
         ("gather",), ("all-gather",)),
    # scatter: plots and Tensor.scatter_ are not the collective.
    Case("scatter-collective", DIST + "# Rank 0 loads the shards and hands one to each rank with a scatter "
         "(dist.scatter, src=0).\n", (), ("scatter",)),
    Case("scatter-plot", DIST + "# Draw a scatter plot of the per-rank losses with plt.scatter.\n", ("scatter",)),
    Case("scatter-tensor-op", DIST + "# out.scatter_(1, index, src) writes src into out at the indices; a scatter "
         "per rank\n", ("scatter",)),
    # barrier: the collective in distributed code; memory, thread and GPU barriers are not it.
    Case("barrier-collective", DIST + "# Every rank waits at the barrier until rank 0 has written the checkpoint.\n",
         (), ("barrier",)),
    Case("barrier-markdown", "Call the barrier so that all ranks start the next epoch together.\n",
         (), ("barrier",), "markdown"),
    Case("barrier-memory", DIST + "# A memory barrier (fence) orders the writes before the flag is set.\n",
         ("barrier",)),
    Case("barrier-threads", "import threading\n# The threading.Barrier makes the worker threads wait for each other.\n",
         ("barrier",)),
    Case("barrier-cuda", DIST + "# __syncthreads() is a barrier for the threads of one block.\n", ("barrier",)),
    Case("barrier-triton", DIST + "# tl.debug_barrier() keeps the warps in step inside the Triton kernel.\n",
         ("barrier",)),
    Case("barrier-no-evidence", "# The barrier keeps the crowd away from the stage.\n", ("barrier",)),
    Case("barrier-language", "The language barrier slows onboarding of new contributors.\n",
         ("barrier",), (), "markdown"),
    # the localized names follow the same rules in French, Dutch and Bengali prose
    Case("barrier-french", "Tous les rangs attendent à la barrière de synchronisation avant le checkpoint.\n",
         (), ("barrier",), "markdown"),
    Case("barrier-french-threads", "La barrière de synchronisation entre threads protège la file d'attente.\n",
         ("barrier",), (), "markdown"),
    Case("barrier-bengali", "সব র‍্যাংক ব্যারিয়ারে অপেক্ষা করে, তারপর র‍্যাংক ০ চেকপয়েন্ট লেখে।\n", (), ("barrier",),
         "markdown"),
    Case("preemption-french", "Quand le cache KV est plein, vLLM applique une préemption des requêtes.\n",
         (), ("preemption",), "markdown"),
    Case("preemption-dutch", "De preëmptie van verzoeken in vLLM gebeurt als de KV-cache vol is.\n",
         (), ("preemption",), "markdown"),
    Case("memory-bound-french", "Le décodage est limité par la mémoire : son intensité arithmétique est faible.\n",
         (), ("memory-bound-vs-compute-bound",), "markdown"),
    Case("memory-bound-french-ordinary", "Le programme est limité par la mémoire disponible sur le portable.\n",
         ("memory-bound-vs-compute-bound",), (), "markdown"),
    # Dynamo: NVIDIA's serving framework, not TorchDynamo, not Amazon's key-value store.
    Case("dynamo-serving", "Dynamo disaggregates prefill and decode workers and moves KV blocks with NIXL.\n",
         (), ("nvidia-dynamo",), "markdown"),
    Case("dynamo-full-name", "# Deploy the model with NVIDIA Dynamo on top of vLLM.\n", (), ("nvidia-dynamo", "vllm")),
    Case("dynamo-torch", "# Dynamo traces the bytecode and hands an FX graph to Inductor; a graph break falls back "
         "to eager.\n", ("nvidia-dynamo",), ("torch-compile",)),
    Case("dynamo-torch-near-serving-words", "# Dynamo on NVIDIA GPUs: a graph break in the vLLM model code forces "
         "a recompilation.\n", ("nvidia-dynamo",), ("torch-compile",)),
    Case("dynamo-in-vllm-compilation", "from vllm.config import CompilationConfig\n# Dynamo will trace this function "
         "once; the result is cached per shape.\n", ("nvidia-dynamo",)),
    Case("dynamo-in-vllm-custom-op", "import vllm\n# Tell Dynamo to skip this frame so the custom op stays opaque.\n",
         ("nvidia-dynamo",)),
    Case("dynamo-routing", "Dynamo supports vLLM, SGLang and TensorRT-LLM as backends and routes requests by KV cache "
         "overlap.\n", (), ("nvidia-dynamo",), "markdown"),
    Case("dynamo-guards", "import torch._dynamo\n# Dynamo recompiles the function when a guard fails.\n",
         ("nvidia-dynamo",)),
    Case("dynamo-lower-case", "# reset dynamo between the tests so the counters start at zero\n", ("nvidia-dynamo",)),
    Case("dynamo-amazon", "Amazon's Dynamo is a key-value store with sloppy quorums.\n", ("nvidia-dynamo",), (),
         "markdown"),
    # Dynamo is also an ambiguous, case-sensitive form of torch-compile (TorchDynamo): compiler evidence
    # gives it the torch.compile sense; serving words and Amazon's store stay counter-evidence.
    Case("dynamo-torch-compile-import", "import torch._dynamo\n# Dynamo recompiles the function when a guard "
         "fails.\n", ("nvidia-dynamo",), ("torch-compile",)),
    Case("dynamo-torch-compile-context", "# Dynamo recompiles on every new shape; mark the batch dimension as "
         "dynamic.\n", ("nvidia-dynamo",), ("torch-compile",)),
    Case("dynamo-serving-not-torch-compile", "import torch._dynamo\n# Dynamo, NVIDIA's serving framework, routes "
         "each request to a prefill worker via NIXL.\n", ("torch-compile",)),
    Case("dynamo-workers-not-torch-compile", "Dynamo disaggregates prefill and decode workers and moves KV blocks "
         "with NIXL.\n", ("torch-compile",), ("nvidia-dynamo",), "markdown"),
    Case("dynamo-store-not-torch-compile", "import torch._dynamo\n# Like Amazon's Dynamo, the cache is a key-value "
         "store.\n", ("torch-compile", "nvidia-dynamo")),
    Case("dynamo-lower-case-not-torch-compile", "import torch._dynamo\n# the dynamo of the bicycle lights the "
         "lamp\n", ("torch-compile", "nvidia-dynamo")),
    # preemption: the serving engine's, not the kernel's, the cloud's or Kubernetes'.
    Case("preemption-vllm", "import vllm\n# Preemption happens when the KV cache is full; vLLM recomputes the "
         "requests later.\n", (), ("preemption", "kv-cache", "vllm")),
    Case("preemption-markdown", "Frequent preemption means the KV cache is too small: raise gpu_memory_utilization.\n",
         (), ("preemption",), "markdown"),
    Case("preemption-kernel", "# Disable kernel preemption while holding the spinlock.\n", ("preemption",)),
    Case("preemption-kernel-near-kv-cache", "# Kernel preemption is disabled while the KV cache lock is held.\n",
         ("preemption",)),
    Case("preemption-spot", "import vllm\n# On spot instances a preemption notice arrives 30 s before shutdown.\n",
         ("preemption",)),
    Case("preemption-kubernetes", "Pod preemption evicts lower-priority pods (see PriorityClass).\n",
         ("preemption",), (), "markdown"),
    # goodput and SLOs
    Case("goodput-serving", "# Goodput counts only the requests that meet the TTFT and TPOT SLOs.\n",
         (), ("goodput", "service-level-objective", "time-to-first-token", "time-per-output-token")),
    Case("goodput-network", "# TCP goodput excludes the headers and the retransmissions.\n", ("goodput",)),
    Case("goodput-network-near-serving", "# TCP goodput of the serving node excludes the retransmissions.\n",
         ("goodput",)),
    Case("slo-lower-case", "# slo = fit_line(x, y) gives the slope estimate\n", ("service-level-objective",)),
    # memory-bound vs compute-bound, roofline
    Case("memory-bound-decoding", "# Decoding is memory-bound: each step reads all the weights from HBM.\n",
         (), ("memory-bound-vs-compute-bound", "hbm")),
    Case("roofline-analysis", "The roofline model places the kernel by its arithmetic intensity.\n",
         (), ("memory-bound-vs-compute-bound",), "markdown"),
    Case("compute-bounds-verb", "# compute bounds on the interval, then the memory bound of the algorithm is O(n)\n",
         ("memory-bound-vs-compute-bound",)),
    Case("compute-bounds-near-kernel", "# compute bounds for the kernel launch grid from the tensor shape\n",
         ("memory-bound-vs-compute-bound",)),
    Case("memory-bound-of-a-kernel-matrix", "# The kernel matrix needs O(n^2) memory; this memory bound is tight.\n",
         ("memory-bound-vs-compute-bound",)),
    Case("roofline-house", "The roofline of the old house was repaired last year.\n",
         ("memory-bound-vs-compute-bound",), (), "markdown"),
    # names that are ordinary words in another case
    Case("sharp-word", "# a sharp drop in the loss right after the warmup; Sharp edges remain in the API\n",
         ("sharp",)),
    Case("sharp-unicode-name", "    '\\xdf'  #  0x59 -> LATIN SMALL LETTER SHARP S (GERMAN)\n", ("sharp",)),
    Case("sharp-music-sign", "# U+266F MUSIC SHARP SIGN, next to the NCCL version string\n", ("sharp",)),
    Case("sharp-with-nccl", "Enable SHARP with NCCL_COLLNET_ENABLE=1 on the Quantum switches.\n", (), ("sharp",),
         "markdown"),
    Case("sharp-protocol", "# SHARP offloads the all-reduce to the InfiniBand switches; NVLS does it in NVSwitch.\n",
         (), ("sharp", "all-reduce")),
    Case("nemo-fish", "Finding Nemo is a film; NEMO is an ocean model.\n", ("nemo",), (), "markdown"),
    Case("nemo-framework", "# Convert the NeMo checkpoint to the Hugging Face format.\n", (), ("nemo",)),
    # framework spellings are found so they can be checked
    Case("pytorch-spellings", "# Works with PyTorch 2.3, pytorch nightly and Pytorch from conda; TensorFlow too.\n",
         (), ("pytorch", "tensorflow")),
    Case("pytorch-distributed-longest", "# See the PyTorch Distributed overview.\n", ("pytorch",),
         ("pytorch-distributed",)),
]


def found(detector, case: Case) -> set[str]:
    analysis = DocumentAnalysis(case.text, case.language, detector, context=FileContext(None, NO_WORKSPACE))
    return {m.concept_id for m in analysis.matches()}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_sense_is_the_right_one(detector, case):
    concepts = found(detector, case)
    assert not concepts & set(case.wrong), concepts
    assert set(case.right) <= concepts, concepts
