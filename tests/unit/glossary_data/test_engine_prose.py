"""Comments and docstrings of training and inference engines (schedulers, disaggregated prefill,
weight loaders): the abbreviations of the parallelisms with the word that says what of them is
meant ("PP ranks", "DP worker", "TP size"), and the same letters in their other senses, which stay
quiet (docs/detection.md, section 3).

Expected mentions are marked in the text: «TP» is a mention, the guillemets are removed before the
text is analysed. The texts are written for these tests, in the style of such engines' comments;
they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- an abbreviation of a parallelism with its rank, size, group, degree or worker -----------------------
@pytest.mark.parametrize("marked, concept", [
    ("# the number of «PP» ranks expected to send data\n", "pipeline-parallelism"),
    ("# the external router assigns a specific «DP» worker\n", "data-parallelism"),
    ("# the «TP» size must divide the number of heads\n", "tensor-parallelism"),
    ('"""«TP»-group barrier: every card has the batch."""\n', "tensor-parallelism"),
    ("# the «EP» group of the layer\n", "expert-parallelism"),
    ("# the «CP» degree of the attention\n", "context-parallelism"),
], ids=["pp-ranks", "dp-worker", "tp-size", "tp-group", "ep-group", "cp-degree"])
def test_a_parallelism_abbreviation_with_what_of_it_is_meant(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


def test_the_rank_after_a_parallelism_abbreviation_is_a_process(detector):
    assert_mentions(detector, "# each PP «rank» sends its part of the state\n", "rank-and-world-size",
                    language="python")


@pytest.mark.parametrize("text, concept", [
    # true positives of a classifier, dynamic programming, a tensor's CP rank, a page range
    ("# the TP rate and the TP count of each class\n", "tensor-parallelism"),
    ("# fill the DP table: one row per item, the DP size grows with the budget\n", "data-parallelism"),
    ("# the CP rank of the tensor is at most the product of two of its dimensions\n", "context-parallelism"),
    ("# see pp. 12-14 for the proof of the bound\n", "pipeline-parallelism"),
], ids=["tp-rate", "dp-table", "cp-rank", "pages"])
def test_the_same_letters_in_other_senses_stay_quiet(detector, text, concept):
    assert mentions(detector, text, concept, language="python") == []


# -- a pipeline's stages and ranks, and an optimizer's offloading ----------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("# only the last stages of the «pipeline» return losses\n", "pipeline-parallelism"),
    ("# it does not belong to this «pipeline» stage, so skip the weight\n", "pipeline-parallelism"),
    ("# send the activations to the next «pipeline» rank\n", "pipeline-parallelism"),
    ('"""Takes care of any optimizer «offloading» or configuration."""\n', "offloading"),
], ids=["stages-of-the-pipeline", "pipeline-stage", "pipeline-rank", "optimizer-offloading"])
def test_the_stage_of_a_pipeline_and_the_offloading_of_an_optimizer(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    # a CI pipeline's stages, scikit-learn's last step, a GPU kernel's software pipelining, a diffusion pipeline,
    ("# the CI pipeline stages run on every push to gitlab\n", "pipeline-parallelism"),
    ("# the last stage of the pipeline is the estimator\n", "pipeline-parallelism"),
    ('"""num_stages: Number of pipeline stages of the kernel; num_warps: warps per block."""\n',
     "pipeline-parallelism"),
    ("# the first stage of the pipeline denoises the latents\n", "pipeline-parallelism"),
    # a web scraper's item pipeline
    ('"""The output will be sent to subsequent item pipeline stages, so return the item."""\n',
     "pipeline-parallelism"),
    # work handed to another thread
    ("# offloading the work to a thread pool keeps the event loop free\n", "offloading"),
], ids=["ci", "sklearn", "kernel", "diffusion", "scraper", "thread-pool"])
def test_other_pipelines_and_offloading_stay_quiet(detector, text, concept):
    assert mentions(detector, text, concept, language="python") == []


# -- checkpointing: writing checkpoints, or recomputing activations ------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Levanter supports «checkpointing» to both local and Google Cloud Storage.\n", "model-checkpoint"),
    ("- **Cloud integrations**: our «Checkpointing» and logging features support remote storage.\n",
     "model-checkpoint"),
    ("ZeRO-3 elastic «checkpointing» is no longer supported.\n", "model-checkpoint"),
    ("«Checkpointing» trades compute for memory: activations are recomputed in the backward pass.\n",
     "activation-checkpointing"),
    ("GPipe enables «checkpointing» for all micro-batches.\n", "activation-checkpointing"),
], ids=["cloud-storage", "remote-storage", "elastic", "recompute", "micro-batches"])
def test_checkpointing_is_the_checkpoint_written_or_the_activations_recomputed(detector, marked, concept):
    assert_mentions(detector, marked, concept)


def test_checkpointing_with_no_word_of_either_sense_stays_the_recomputation_or_quiet(detector):
    # a database's checkpointing stays quiet; a participle is no form of the saved checkpoint ("its
    # activations should be checkpointed": recomputation)
    assert mentions(detector, "The database runs checkpointing every five minutes to flush the WAL.\n",
                    "model-checkpoint") == []
    assert mentions(detector, '"""Activation checkpointing: the activations should be checkpointed."""\n',
                    "model-checkpoint", language="python") == []


# -- model FLOPs utilization as written in prose -------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "We estimate our «Model Flop Utilization» (MFU) on 256 chips.\n",
    "The «model flops utilization» of the run stays near 50%.\n",
])
def test_model_flop_utilization_spelled_out(detector, marked):
    assert_mentions(detector, marked.replace("(MFU)", "(«MFU»)"), "model-flops-utilization")


# -- adapters beside full tuning and the reference model -----------------------------------------------
def test_adapters_beside_full_tuning(detector):
    assert_mentions(detector, "# when using «adapters» instead of full-tuning, the actor is reference model + «adapters»\n",
                    "adapters", language="python")
    assert mentions(detector, "# the HTTP adapter of the session mounts a connection pool\n", "adapters",
                    language="python") == []


# -- "tpu" in lower case --------------------------------------------------------------------------------
def test_tpu_in_lower_case_with_the_chips_signs(detector):
    assert_mentions(detector, "# move the model to «tpu» before calling xm.xla_device()\n", "tpu", language="python")
    assert_mentions(detector, "import jax\n\n# shut down the «tpu» at exit\n", "tpu", language="python")
    assert mentions(detector, "# print the case in tpu: it bends, as a flexible filament does\n", "tpu",
                    language="python") == []
    assert mentions(detector, "# shut down the tpu at exit\n", "tpu", language="python") == []
    # a gcloud command in a comment: resource names
    assert mentions(detector, "import jax\n\n# gcloud compute tpus tpu-vm delete tpu-vm-1 --quiet\n", "tpu",
                    language="python") == []
