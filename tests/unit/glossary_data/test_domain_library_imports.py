"""The import of a library of another field of machine learning says which sense a generic word takes
in its file: an audio codec's quantizer and tokenizer (EnCodec, AudioCraft, DAC, SNAC), a vision library's
sliding window, soft-argmax temperature and top-k boxes (Kornia, MONAI, Detectron2, ...), and a
probabilistic program's warm-up, momentum and logit (Pyro, NumPyro, PyMC, ...). Each text is the
glossary's sense in a file that imports torch (and, for the codec, transformers) and another field's sense
in the same file beside that field's library: there the words next to it no longer make the glossary's sense.
"""

from __future__ import annotations

import pytest

from support.marked import concept_mentions
from support.marked import in_a_function as python


@pytest.mark.parametrize("library, concept, body, words", [
    ("encodec", "quantization", '"""Encode the input tensor to its quantized representation."""', ["quantized"]),
    ("audiocraft", "tokenizer", '"""Base API for compression models used as audio tokenizers."""', ["tokenizers"]),
    ("kornia", "sliding-window-attention", '"""The sliding window moves with this stride; the kv pairs are kept."""',
     ["sliding window"]),
    ("monai", "temperature-sampling", '"""The temperature of the softmax sharpens the logits."""', ["temperature"]),
    ("detectron2", "top-k-sampling", '"""Keep the top-k logits of each feature level."""', ["top-k"]),
    ("pyro", "learning-rate-warmup", '"""The warmup lasts 500 steps, then the scheduler decays the step size."""',
     ["warmup"]),
    ("numpyro", "momentum", '"""The momentum is drawn again at each step."""', ["momentum"]),
    ("pymc", "logits", '"""Returns the logit of the probability."""', ["logit"]),
], ids=["codec-quantizer", "audio-tokenizer", "image-window", "soft-argmax", "detector-top-k", "mcmc-warmup",
        "hmc-momentum", "log-odds"])
def test_another_fields_library_says_the_sense(detector, library, concept, body, words):
    head = "import torch\nimport transformers\n" if library in ("encodec", "audiocraft") else "import torch\n"
    text = head + "import json\n\n" + python(body)
    assert concept_mentions(detector, text, concept, "python") == words
    assert concept_mentions(detector, text.replace("import json", f"import {library}"), concept, "python") == []
