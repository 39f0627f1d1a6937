"""Names and cues that course pages, a notebook guide and French explainers write (docs/evaluation.md,
"The fourteenth set"): post-training beside fine-tuning and a foundation model, Ray tuning
hyperparameters, a residual layer, attention heads, DPO and autoregressive modelling in French, MPI's
"point à point", nn.Dropout, a Bengali spelling of embedding; each with what stays quiet beside it,
and a ranking verb that a file's evidence of process ranks does not take.

Expected mentions are marked in the text: «post-training» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("De term «post-training» omvat alles wat gebeurt nadat het foundation model is getraind, zoals "
     "fine-tuning.\n", "post-training"),
    ("Dat kan «instructie-optimalisatie» zijn.\n", "instruction-tuning"),
    ("Een python script dat een configureerbaar model via «Ray» hypertuned.\n", "ray"),
    ("Understand what a «residual layer» is.\n", "residual-connection"),
    ("The number of «attention heads» in each layer.\n", "multi-head-attention"),
    ("L'«Optimisation par Préférence Directe» apprend des données de préférence.\n", "dpo"),
    ("Le modèle repose sur la «modélisation autorégressive» du texte.\n", "causal-language-modeling"),
    ("Avec MPI, la communication se fait «point à point» : un message va d'un processus vers un autre.\n",
     "point-to-point-communication"),
    ("Replace DeterministicDropout with «nn.Dropout» in the block.\n", "dropout"),
    ("এটা `TokenEmbedding` এর «এম্বেডডিং» মাত্রার সাথে মিলে।\n", "embedding"),
])
def test_a_name_or_cue_these_texts_write(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Fill in the post-training survey after the workshop.\n", "post-training"),
    ("A ray of light crosses the lens.\n", "ray"),
    ("Read chapter 11 on residual networks.\n", "residual-connection"),
    ("La livraison se fait point à point entre deux entrepôts.\n", "point-to-point-communication"),
    ("graph LR\n    A --> B\n", "learning-rate"),
])
def test_the_words_around_them_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)


@pytest.mark.parametrize("text, concept", [
    # ranking candidates in a file that imports torch.distributed
    ("import torch.distributed as dist\n# used by the loss to rank candidate quantization schemes\n",
     "rank-and-world-size"),
])
def test_a_verb_the_files_evidence_does_not_take(detector, text, concept):
    assert_mentions(detector, text, concept, "python")


def test_a_process_rank_beside_them_is_still_one(detector):
    assert_mentions(detector, "import torch.distributed as dist\n# send the tensor to «rank» 0\n",
                    "rank-and-world-size", "python")
