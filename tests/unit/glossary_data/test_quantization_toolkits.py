"""A quantization toolkit's import, or PyTorch's own quantization module, says that "quantized" in its
file is a model's weights and activations in few bits, with no cue next to the word (NNCF, AIMET, Quark,
TensorFlow Model Optimization, PaddleSlim, `torch.ao.quantization`). A framework's import alone still
says nothing (image codecs and VQ-VAEs import torch too), and another sense's words still win."""

from __future__ import annotations

import pytest

from support.marked import concept_mentions
from support.marked import in_a_function as python

BODY = python('"""The model is quantized before export; see the config for its scheme."""')


@pytest.mark.parametrize("module", [
    "torch.ao.quantization", "torch.quantization", "nncf", "quark", "aimet_torch", "aimet_common",
    "tensorflow_model_optimization", "paddleslim",
])
def test_a_quantization_toolkits_import_takes_the_word(detector, module):
    assert concept_mentions(detector, f"import {module}\n\n" + BODY, "quantization", "python") == ["quantized"]
    assert concept_mentions(detector, "import json\n\n" + BODY, "quantization", "python") == []


def test_a_frameworks_import_alone_still_says_nothing(detector):
    assert concept_mentions(detector, "import torch\n\n" + BODY, "quantization", "python") == []


def test_another_senses_words_still_win_beside_a_toolkit(detector):
    text = "import nncf\n\n" + python('"""Colour quantization maps each pixel of the image to the palette."""')
    assert concept_mentions(detector, text, "quantization", "python") == []
