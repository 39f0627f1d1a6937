"""Ambiguous names in the code comments and docstrings of training and inference frameworks, read by
the words beside them (docs/evaluation.md, "The twelfth set"): the prefill of an inference engine, MLA
beside its latent, a packed sequence, IB beside an MPI stack, Dynamo beside AOT Autograd, and a serving
engine's imports as the evidence of its parallelism, collectives, context length and speculative decoder;
each with an other sense that stays quiet. Expected mentions are «marked»."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, unmark


@pytest.mark.parametrize("marked, concept", [
    ("# Potentially chunk the MLP computation during «prefill» to minimize the peak activation size.\n",
     "prefill"),
    ("# Make sure we will launch the «prefill» kernel for «prefill» CUDA graphs.\n", "prefill"),
    ("# currently does not support «MLA» latent cache\n", "multi-head-latent-attention"),
    ('"""multi_latent_attention (bool, optional): To use «MLA». Defaults to False."""\n',
     "multi-head-latent-attention"),
    ("# Whether to use a «packed» sequence: samples with variable sequence lengths share one row.\n",
     "sequence-packing"),
    ("#TODO: if «IB» is available we should suggest mvapich for the multinode runner\n", "infiniband"),
    ("# The passes run after the joint graph captured by «Dynamo» and AOT Autograd.\n", "torch-compile"),
])
def test_a_framework_comment_names_the_concept(detector, marked, concept):
    assert_mentions(detector, marked, concept, "python")


@pytest.mark.parametrize("text, concept", [
    ("# Hyperparameters packed per group in hp[]: lr, beta1, beta2, eps, weight_decay.\n", "sequence-packing"),
    ("# Prefill the assistant's response with an opening brace before generation.\n", "prefill"),
    ("# Cite the paper in MLA or APA style in the bibliography.\n", "multi-head-latent-attention"),
    ("# The IB unit converts the dose; see the regulatory annex.\n", "infiniband"),
    ("# Dynamo stores the session keys in a key-value store on Amazon.\n", "torch-compile"),
])
def test_other_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept, "python") == []


# a serving engine's module: its import says what its comments' abbreviations and ordinary words are
SERVING = "import torch\nfrom sglang.srt.managers import scheduler\n\n"


@pytest.mark.parametrize("marked, concept", [
    ("# For chunked prefill in «PP», the last stage samples.\n", "pipeline-parallelism"),
    ("# Multistep example (CP=2, «TP»=2, 4 input tensors)\n", "tensor-parallelism"),
    ("# handling «DP» attention\n", "data-parallelism"),
    ('"""Validates that the input token count does not exceed the model\'s «context length»."""\n',
     "context-window"),
    ("# TODO: this will trigger an invalid «Eagle» tree when using topk > 1\n", "eagle"),
    ('"""Init the disaggregated weights-update «process group»."""\n', "process-group"),
    ("# Symmetric memory allocation performs a «collective» operation across all the GPUs.\n",
     "collective-communication"),
])
def test_a_serving_engines_import_tells_the_sense(detector, marked, concept):
    assert_mentions(detector, SERVING + marked, concept, "python")


@pytest.mark.parametrize("text, concept", [
    ("# Multistep example (CP=2, TP=2, 4 input tensors)\n", "tensor-parallelism"),
    ("# TODO: this will trigger an invalid Eagle tree when using topk > 1\n", "eagle"),
    ('"""Init the weights-update process group."""\n', "process-group"),
])
def test_without_the_engine_the_same_words_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, "import json\n\n" + text, concept, "python") == []


def test_a_metrics_files_tp_stays_a_true_positive_in_an_engine(detector):
    text = SERVING + "# precision = TP / (TP + FP) over the confusion matrix\n"
    assert concept_mentions(detector, text, "tensor-parallelism", "python") == []


@pytest.mark.parametrize("marked, concept", [
    (SERVING + "# «MLA» has only one kv_buffer, so only its information is returned.\n",
     "multi-head-latent-attention"),
    ("# Do absorbed «multi-latent attention»\n", "multi-head-latent-attention"),
    (SERVING + "# include «medusa heads» in the draft; «medusa» is off by default\n", "medusa"),
    ("import torch\n\n# Passing bool makes torch «inductor» very unhappy\n", "torch-compile"),
    ("import torch\n\n# Use reshape instead of einops to avoid «graph breaks»\n", "torch-compile"),
])
def test_an_engines_or_a_torch_import_tells_the_sense(detector, marked, concept):
    assert_mentions(detector, marked, concept, "python")


def test_an_rl_frameworks_config_folder_tells_the_reference_model(detector):
    plain, spans = unmark("# «ref model» is forward only\nlog_prob_micro_batch_size: 8\n")
    for path, expected in (("verl/trainer/config/ref/dp_ref.yaml", [plain[a:b] for a, b in spans]),
                           ("config/ref/dp_ref.yaml", [])):
        assert concept_mentions(detector, plain, "reference-model", "yaml", path) == expected, path


@pytest.mark.parametrize("text, concept", [
    ("# Cite it in MLA style.\n", "multi-head-latent-attention"),
    ("import json\n\n# The inductor stores energy in its magnetic field.\n", "torch-compile"),
    ("# Medusa, the Gorgon of Greek myth, turned onlookers to stone.\n", "medusa"),
])
def test_without_an_import_the_other_sense_stays_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept, "python") == []


def test_nvidia_dynamos_own_import_keeps_its_name_from_the_compiler(detector):
    text = "import torch\nfrom dynamo.runtime import DistributedRuntime\n\n# the Dynamo namespace registers the endpoints\n"
    assert concept_mentions(detector, text, "torch-compile", "python") == []
