"""Other names of causal language modeling: "next-word prediction", and "autoregressive model", which is
also the statistician's AR(p) model of a time series and names a decoder language model only beside its
words (a decoder, a language model, text generation). Expected mentions are «marked»."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions

CONCEPT = "causal-language-modeling"


@pytest.mark.parametrize("marked, language", [
    ("Decoder models use only the decoder of a Transformer. These models are often called "
     "«auto-regressive models».", "markdown"),
    ("Diese Modelle werden oft als «autoregressive Modelle» bezeichnet: Decoder-Modelle sehen nur die "
     "Wörter davor.", "markdown"),
    ("“解码器”模型仅使用 Transformer 模型的解码器部分。这些模型通常被称为«自回归模型»。", "markdown"),
    ("Un décodeur génère le texte jeton après jeton : c'est un «modèle autorégressif».", "markdown"),
    ("# «Next word prediction» with a small GPT\n", "python"),
    ("Het model leert de «voorspelling van het volgende woord».", "markdown"),
], ids=["en-decoder", "de-decoder", "zh-decoder", "fr-decoder", "next-word", "nl-next-word"])
def test_a_decoder_language_model_by_its_other_names(detector, marked, language):
    assert_mentions(detector, marked, CONCEPT, language)


@pytest.mark.parametrize("marked", [
    "An autoregressive model of the time series, AR(2), fit by least squares; its decoder is a Kalman filter.",
    "We fit an autoregressive model to the data.",  # nothing says which: quiet
    "Un modèle autorégressif de la série temporelle prévoit la valeur suivante.",
], ids=["time-series", "no-cue", "fr-time-series"])
def test_the_statistical_autoregressive_model_stays_quiet(detector, marked):
    assert_mentions(detector, marked, CONCEPT)
