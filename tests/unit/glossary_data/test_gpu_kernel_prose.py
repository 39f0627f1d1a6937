"""The guides of GEMM and tensor-layout libraries: their "collective" (the threads of a block that run
a GEMM's mainloop or epilogue), their "pipeline stages" (a kernel's multistage software pipeline) and
the "rank" of a tensor or a layout are other senses of the names of distributed training, and stay
quiet; the distributed senses keep their mentions (docs/detection.md, section 3).

Expected mentions are marked in the text: «collective» is a mention, the guillemets are removed
before the text is analysed. The texts are written in the style of such guides; they use the
built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- a GEMM library's collective ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "All kernel layer GEMMs are viewed as a composition of a collective mainloop and a collective epilogue.\n",
    "### Collective API\n\nA Collective is the largest collection of threads that cooperate on a tile; the "
    "collective builder picks its schedule from the threadblock shape.\n",
], ids=["mainloop", "builder"])
def test_a_gemm_librarys_collective_stays_quiet(detector, text):
    assert mentions(detector, text, "collective-communication") == []


def test_a_collective_of_distributed_training_counts(detector):
    marked = "With NCCL, a «collective» hangs when one rank never calls the all-reduce.\n"
    assert_mentions(detector, marked, "collective-communication")


# -- a kernel's pipeline stages ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The `Stages_` template parameter sets the number of pipeline stages of the threadblock-scoped mainloop.\n",
    "Producer threads acquire a pipeline stage before they write; consumer threads wait on the mbarrier of that "
    "pipeline stage before they read.\n",
], ids=["mainloop-stages", "producer-consumer"])
def test_a_kernels_pipeline_stages_stay_quiet(detector, text):
    assert mentions(detector, text, "pipeline-parallelism") == []


def test_pipeline_stages_of_a_model_count(detector):
    marked = "Each «pipeline» stage holds four layers, and micro-batches flow through the stages.\n"
    assert_mentions(detector, marked, "pipeline-parallelism")


# -- the rank of a tensor or a layout ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Tensors `C` and `D` contain the same elements, but have different ranks and shapes due to the slicing.\n",
    "It is general enough to extend to all ranks, all layouts of threads and data, and all tilings.\n",
], ids=["ranks-and-shapes", "layouts"])
def test_a_tensors_rank_stays_quiet(detector, text):
    assert mentions(detector, text, "rank-and-world-size") == []


def test_ranks_of_processes_count(detector):
    marked = "The loss differs on different «ranks» when the data loader is not seeded per process.\n"
    assert_mentions(detector, marked, "rank-and-world-size")


# -- a GEMM's epilogue fusion is kernel fusion --------------------------------------------------------------
def test_epilogue_fusion_is_kernel_fusion(detector):
    marked = "Set up the «epilogue fusion» in the builder; see the «mainloop fusions» of the next example.\n"
    assert_mentions(detector, marked, "kernel-fusion")


def test_other_fusions_and_epilogues_stay_quiet(detector):
    text = "The epilogue of the novel describes the nuclear fusion of the two stars.\n"
    assert mentions(detector, text, "kernel-fusion") == []
