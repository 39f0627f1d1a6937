"""Senses in the files of vision, medical-imaging, tabular-learning and RL libraries, each beside the
glossary's sense that the same cue takes: an image's sliding window (patches, window-by-window
inference), a soft-argmax's temperature, the top-k boxes of a detector, the binning of a table's
continuous columns, a binomial's beta in a bound, a graph library's sparse ``reduce_op``, an image
codec's and a VQ-VAE's quantization and a codebook's perplexity (read from the file's name); and two
names of the glossary's senses that such code writes: a ViT's "pos embedding" and "activations
offloading".

Expected mentions are marked in the text: «pos embedding» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, unmark
from support.marked import in_a_function as python


@pytest.mark.parametrize("marked, concept", [
    (python('"""Each layer attends within a «sliding window» of 4096 tokens of the KV cache."""'),
     "sliding-window-attention"),
    (python('"""A «temperature» below 1.0 sharpens the softmax of the logits before sampling."""'),
     "temperature-sampling"),
    (python('"""Keep the «top-k» logits of each step before sampling."""'), "top-k-sampling"),
    (python('"""The weights are «quantized» to int8 with a calibration set."""'), "quantization"),
    (python('"""«beta»: the weight of the «KL penalty» against the reference model in DPO."""'), "kl-divergence"),
    (python("# resize «pos embedding» when different size from pretrained weights"), "positional-encoding"),
    (python('"""«activations offloading» will drop the activation in the forward to the CPU."""'),
     "activation-offloading"),
], ids=["attention-window", "sampling-temperature", "top-k-logits", "int8-weights", "dpo-beta", "vit-pos-embedding",
        "activations-offloading"])
def test_the_glossary_sense_in_a_library_file(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    # each beside a cue of the glossary's sense, which takes the word without the other sense's words
    (python('"""Run sliding window inference over the volume with this roi_size, like the KV cache."""'),
     "sliding-window-attention"),
    (python('"""Extract image patches with a sliding window, as a KV cache would."""'), "sliding-window-attention"),
    (python('"""Divide the logits by the temperature of the spatial softmax (a soft-argmax)."""'),
     "temperature-sampling"),
    (python('"""Select the top-k boxes of each level by their logits, before sampling."""'), "top-k-sampling"),
    (python("# binning of the continuous columns: the quantization boundaries of each, in int8"), "quantization"),
    (python("# Chernoff: P[Binomial(n, beta) >= k] bounds the policy's failures"), "kl-divergence"),
    (python('"""reduce_op: how the sparse matrix\'s rows are combined; reduce with sum or max."""'), "reduce"),
], ids=["sliding-window-inference", "image-patches", "soft-argmax", "top-k-boxes", "tabular-binning",
        "binomial-beta", "sparse-reduce-op"])
def test_another_sense_stays_quiet_in_a_library_file(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")


@pytest.mark.parametrize("marked, concept, elsewhere, other", [
    (python('"""The «quantized» int8 coefficients of each block."""'), "quantization", "models/llama/quant.py",
     "kornia/enhance/jpeg.py"),
    (python('"""The «quantized» int8 codes of the encoder."""'), "quantization", "models/llama/quant.py",
     "monai/networks/layers/vector_quantizer.py"),
    (python('"""The «perplexity» of the codes on the validation set."""'), "perplexity", "models/llama/eval.py",
     "haiku/nets/vqvae.py"),
], ids=["jpeg-quantization", "vector-quantizer", "codebook-perplexity"])
def test_an_image_codecs_or_a_vq_vaes_file_has_another_sense(detector, marked, concept, elsewhere, other):
    """An image codec's and a VQ-VAE's modules (their file names) quantize pixels and latents to codes,
    and measure a codebook's perplexity: the same words in another model's file are the glossary's."""
    text, _ = unmark(marked)
    assert_mentions(detector, marked, concept, language="python")
    assert concept_mentions(detector, text, concept, "python", path=elsewhere) != []
    assert concept_mentions(detector, text, concept, "python", path=other) == []


@pytest.mark.parametrize("library", ["transformers", "bitsandbytes", "peft"])
def test_a_frameworks_import_is_no_evidence_of_quantization(detector, library):
    """Image codecs, VQ-VAEs, audio codecs and tabular binning import torch and quantize something else: an
    LLM library's or a quantization library's import says the word's sense, a framework's does not."""
    marked = f"import {library}\n\n" + python('"""The outputs are «quantized» before the projection."""')
    assert_mentions(detector, marked, "quantization", language="python")
    text, _ = unmark(marked)
    for framework in ("torch", "jax"):
        assert concept_mentions(detector, text.replace(f"import {library}", f"import {framework}"), "quantization",
                                "python") == []
