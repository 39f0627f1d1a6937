"""An MoE layer's gating as code comments name it, a distributed run's checkpoint, the French
"apprentissage préalable" of pre-training and the Bengali spellings of high-bandwidth memory; each
with what stays quiet beside it (docs/evaluation.md, "The twelfth set").

Expected mentions are marked in the text: «gating» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, language", [
    # a mixture-of-experts layer's settings, the experts named beside the gate
    ("# For «gating», divide inputs into groups of this size before «gating».\n"
     "# Each group sends the same number of inputs to each expert.\n", "python"),
    ("# For «top_2 gating», whether to impose an additional loss on the experts.\n", "python"),
    ('"""Implementation of «Top2Gating» described in the GShard paper, with a «gate network» per layer."""\n',
     "python"),
    ("The MoE layer scales each token by its «gating» score before the experts' outputs are summed.\n",
     "markdown"),
])
def test_an_moe_layers_gating(detector, marked, language):
    assert_mentions(detector, marked, "moe-router", language)


@pytest.mark.parametrize("text", [
    # a gated MLP's or a recurrent cell's gates, a highway layer's, a release's
    "The gated MLP multiplies the gating branch by the up projection in every layer.\n",
    "The LSTM's gating keeps the forget gate open over long sequences.\n",
    "Feature gating of the new release waits for two approvals.\n",
    "The gated activation kernel fuses SiLU with the multiplication.\n",
])
def test_other_gates_stay_quiet(detector, text):
    assert_mentions(detector, text, "moe-router")


def test_a_distributed_checkpoint(detector):
    assert_mentions(detector, '"""Save a full-state «distributed checkpoint» for on-demand resume."""\n'
                              "import torch.distributed as dist\n", "distributed-checkpointing", "python")


def test_a_services_checkpoint_stays_a_checkpoint_at_most(detector):
    assert_mentions(detector, "The distributed lock service writes its state every minute.\n",
                    "distributed-checkpointing")


def test_french_apprentissage_prealable_of_a_language_model(detector):
    assert_mentions(detector, "BERT tient compte du contexte gauche et droit lors de l'«apprentissage préalable» "
                              "(«pre-training») sur des textes non étiquetés.\n", "pre-training")


def test_french_apprentissage_prealable_of_a_trade_stays_quiet(detector):
    assert_mentions(detector, "Un apprentissage préalable de six mois chez un artisan est exigé avant le "
                              "diplôme.\n", "pre-training")


def test_a_paper_title_with_learners_keeps_pre_training(detector):
    """"Few-Shot Learners", a paper's title, is no course's learners beside the other title's stage."""
    assert_mentions(detector, 'Les modèles comme BERT, présentés dans l\'article "BERT: «Pre-training» of Deep '
                              'Bidirectional Transformers for Language Understanding", ont prouvé leur efficacité. '
                              'L\'article "Language Models are Few-Shot Learners" montre comment GPT-3 apprend.\n',
                    "pre-training")


def test_a_courses_pre_training_assessments_stay_quiet(detector):
    assert_mentions(detector, "Participants complete pre-training and post-training assessments, and learners "
                              "rate the workshop.\n", "pre-training")


@pytest.mark.parametrize("marked", [
    "স্যামসাংয়ের «হাই-ব্যান্ডউইডথ মেমোরি» («এইচবিএম») চিপ কিনবে এনভিডিয়া।\n",
    "এনভিডিয়ার জিপিইউতে «হাই ব্যান্ডউইথ মেমোরি» আছে।\n",
])
def test_bengali_spellings_of_high_bandwidth_memory(detector, marked):
    assert_mentions(detector, marked, "hbm")
