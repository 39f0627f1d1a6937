"""Comments, docstrings and READMEs of training and inference libraries (the retired seventh set's English
windows, read by class): an attention kernel's prefill shapes (models.yaml), the router of routed experts and
its replay (parallelism.yaml), the dropout of a mixture-of-experts layer and the loss scaling of mixed precision,
not a loss scaled to normalise it (training.yaml); each with what stays quiet beside it.

Expected mentions are marked in the text: «prefill» is a mention, the guillemets are removed before the text
is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.mark.parametrize("marked", [
    "Run one custom causal «prefill» shape:\n",
    "The table lists the «prefill» shapes of the benchmark.\n",
], ids=["causal", "shapes"])
def test_an_attention_kernels_prefill_shapes_are_prefill(detector, marked):
    assert_mentions(detector, marked, "prefill")


@pytest.mark.parametrize("text", [
    "We prefill the form with the address of the last order.\n",
    "The causal model of churn explains why customers prefill nothing.\n",
], ids=["form", "causal-model"])
def test_a_forms_prefill_stays_quiet(detector, text):
    assert mentions(detector, text, "prefill") == []


@pytest.mark.parametrize("marked", [
    "x = 1  # R3 «router» replay: the routing capturer keeps the routed_experts of each token\n",
    "x = 1  # the «router» picks the routed_experts of each token\n",
], ids=["replay", "routed-experts"])
def test_the_router_of_routed_experts_is_the_moe_router(detector, marked):
    assert_mentions(detector, marked, "moe-router", language="python")


def test_an_http_router_stays_quiet(detector):
    text = "x = 1  # the router sends each request to a model instance, round-robin\n"
    assert mentions(detector, text, "moe-router", "python") == []


def test_the_dropout_of_a_mixture_of_experts_layer_is_dropout(detector):
    marked = ('def f():\n    """Initialize an MoE layer.\n\n    Arguments:\n'
              '        output_dropout_prob (float, optional): default=0.0, output «dropout» probability.\n    """\n')
    assert_mentions(detector, marked, "dropout", language="python")


def test_a_schools_dropout_stays_quiet_beside_an_moe(detector):
    text = "x = 1  # MoE layers aside, the dropout of high school students is another topic\n"
    assert mentions(detector, text, "dropout", "python") == []


@pytest.mark.parametrize("marked", [
    "x = 1  # «loss scaling» keeps small fp16 gradients from underflowing\n",
    "x = 1  # skip the step when «loss scaling» finds an overflow (inf or nan)\n",
    "import deepspeed\n\nx = 1  # the engine applies «loss scaling» before backward\n",
], ids=["fp16", "overflow", "deepspeed-import"])
def test_the_loss_scaling_of_mixed_precision(detector, marked):
    assert_mentions(detector, marked, "loss-scaling", language="python")


@pytest.mark.parametrize("text", [
    "x = 1  # Gradient accumulation requires scaled loss. Normally, loss scaling in the parent class depends on\n"
    "# whether the model accepts loss-related kwargs.\n",
    "x = 1  # loss scaling by the number of items in the batch normalises the sum\n",
], ids=["accumulated-steps", "items"])
def test_a_loss_scaled_to_normalise_it_stays_quiet(detector, text):
    assert mentions(detector, text, "loss-scaling", "python") == []
