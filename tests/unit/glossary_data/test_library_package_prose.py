"""Docstrings, comments and READMEs of ML packages and of a task queue, read by class: "grad
checkpointing" is the recomputation of activations (seeds.yaml); a task queue's pipeline stages and the
stragglers its supervisor kills at shutdown are not pipeline parallelism or a slow worker of synchronous
training (seeds.yaml, systems.yaml); each with what stays as it was beside it.

Expected mentions are marked in the text: «pipeline» is a mention, the guillemets are removed before the
text is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.mark.parametrize("marked", [
    "x = 1  # compile + «grad checkpointing» work, but the DDP optimizer must be disabled\n",
    "Enable «grad checkpointing» to trade compute for memory in the vision tower.\n",
], ids=["comment", "readme"])
def test_grad_checkpointing_is_activation_checkpointing(detector, marked):
    assert_mentions(detector, marked, "activation-checkpointing", language="python" if "x = 1" in marked else "markdown")


def test_checkpointing_a_run_to_storage_stays_the_saved_checkpoint(detector):
    text = "x = 1  # resume the training run from the checkpointing in cloud storage\n"
    assert mentions(detector, text, "activation-checkpointing", "python") == []


def test_a_pipeline_stage_of_pipeline_parallelism_stays_a_mention(detector):
    marked = "Each «pipeline» stage holds a few layers and sends its micro-batches to the next GPU.\n"
    assert_mentions(detector, marked, "pipeline-parallelism")


@pytest.mark.parametrize("text", [
    "* Pass failed chord members to the callback.\n* Write the error of a failed pipeline stage to every "
    "skipped downstream stage, so their handles raise instead of blocking.\n",
    "A task queue runs a pipeline stage by stage: each task's result is the next one's argument.\n",
], ids=["chord", "task-queue"])
def test_a_task_queues_pipeline_stage_stays_quiet(detector, text):
    assert mentions(detector, text, "pipeline-parallelism") == []


def test_a_slow_worker_of_synchronous_training_stays_a_straggler(detector):
    marked = "In synchronous training with all-reduce, one «straggler» holds back every step.\n"
    assert_mentions(detector, marked, "straggler")


@pytest.mark.parametrize("text", [
    "Thread workers cannot be interrupted. Set the timeout under the supervisor's kill deadline, so the "
    "consumer interrupts stragglers before the supervisor sends SIGKILL.\n",
    "On a graceful shutdown the workers wait for the stragglers of the last batch of jobs.\n",
], ids=["sigkill", "graceful-shutdown"])
def test_the_stragglers_of_a_shutdown_stay_quiet(detector, text):
    assert mentions(detector, text, "straggler") == []


def test_a_peft_adapter_in_an_evaluation_harness_stays_a_mention(detector):
    marked = ('import peft\n\n\nclass AdapterModelConfig:\n'
              '    """Load a model fine-tuned with LoRA: the «adapter» is merged into the base model."""\n')
    assert_mentions(detector, marked, "adapters", language="python")


def test_a_typed_dicts_adapter_of_dataset_rows_stays_quiet(detector):
    text = ('import peft\n\n\nclass ContinuationDictAdapter(TypedDict):\n'
            '    """Adapter for mapping from the dataset row into the ContinuationInput format."""\n')
    assert mentions(detector, text, "adapters", "python") == []
