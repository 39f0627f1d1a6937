"""Comments and docstrings of LLM inference engines (kernel backends, schedulers, quantized
checkpoints): the names their writers use for the GPU language, the prefill phase and the model
ids of the Hub, and the ordinary senses of the same words, which stay quiet (docs/detection.md,
section 3).

Expected mentions are marked in the text: «Triton» is a mention, the guillemets are removed before
the text is analysed. The texts are written in the style of such engines; they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- "Triton" alone is the GPU language in an engine's kernels ----------------------------------------------
@pytest.mark.parametrize("marked", [
    "import triton\n\n\nclass Impl:\n    \"\"\"«Triton» attention implementation.\"\"\"\n",
    "# Python Enum cannot be used in «Triton kernels», so we define these as module-level\n"
    "# constants which «Triton» will inline at compile time.\n",
    "import triton.language as tl\n\n# «triton» does not support rcp\n",
    '"""«Triton» RMS norm implementation, next to the FlashAttention backend."""\n',
], ids=["import", "compile-time", "lower-case", "flash-attention"])
def test_triton_alone_is_the_gpu_language(detector, marked):
    assert_mentions(detector, marked, "triton-language", language="python")


@pytest.mark.parametrize("text", [
    # the inference server, by its words or its client's import
    "import tritonclient.http as httpclient\n\n# Update the global log settings of the Triton server.\n",
    "# Triton serves models from a model repository over HTTP and gRPC.\n",
    # the moon, and a product name with no word of kernels
    "# Triton is the largest moon of Neptune.\n",
    "# The Triton driver ships with the boat trailer.\n",
], ids=["server-client", "model-repository", "moon", "trailer"])
def test_other_tritons_are_not_the_language(detector, text):
    assert mentions(detector, text, "triton-language", language="python") == []


# -- "prefill" in a file that names the KV cache or its pages elsewhere --------------------------------------
_FAR = "# " + "The scheduler keeps a queue of waiting requests and a queue of running ones. " * 5 + "\n"


@pytest.mark.parametrize("marked", [
    "# Allocate the KV cache in blocks of 16 tokens.\n" + _FAR + '"""Update token ids for «prefill»."""\n',
    "# Pages of the paged attention kernel.\n" + _FAR + "# Advance the cache over «prefilled» pages\n",
    "import lmdeploy\n\n\n" + _FAR + '"""Schedule for «prefilling»."""\n',
], ids=["kv-cache", "paged-attention", "engine-import"])
def test_prefill_in_an_inference_engine(detector, marked):
    assert_mentions(detector, marked, "prefill", language="python")


@pytest.mark.parametrize("text", [
    # a web form's and a browser's prefill, with no serving concept in the file
    "# Use the initial data to prefill the form fields.\n",
    "# The browser can prefill the address from the user's profile; the page cache is in memory.\n",
    "from django import forms\n\n" + _FAR + "# prefill the form with the user's last order\n",
], ids=["form", "browser", "django"])
def test_other_prefills_stay_quiet(detector, text):
    assert mentions(detector, text, "prefill", language="python") == []


# -- "yarn" as an engine writes the RoPE type -------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    '"""«Yarn» rotary embedding implementation."""\n',
    "# Advanced RoPE types (e.g. «yarn») apply a post-processing scaling factor\n",
    '"""Get «yarn» parameters of the rotary embedding."""\n',
], ids=["capital", "rope-type", "parameters"])
def test_yarn_is_rope_scaling(detector, marked):
    assert_mentions(detector, marked, "rope-scaling", language="python")


@pytest.mark.parametrize("text", [
    "# Run yarn install before building the docs.\n",
    "# The scarf is knitted from merino yarn.\n",
    "# The rope of the boat and the yarn of the sail.\n",
    "# Yarn is a package manager; the rope demo uses it.\n",
], ids=["package-manager", "wool", "rope-of-a-boat", "javascript"])
def test_other_yarns_stay_quiet(detector, text):
    assert mentions(detector, text, "rope-scaling", language="python") == []


# -- top-k of a sampler, not the top-k experts of a router ---------------------------------------------------
@pytest.mark.parametrize("marked", [
    "# Filter the logits with «top-k» and top-p before sampling the next token.\n",
    '"""A class that performs «top-k» then top-p filtering, with a temperature."""\n',
], ids=["logits", "filtering"])
def test_top_k_of_a_sampler(detector, marked):
    assert_mentions(detector, marked, "top-k-sampling", language="python")


@pytest.mark.parametrize("text", [
    "# Get routing weights and select top K experts for each token of the generation\n",
    "# topk selection algorithm of the gate, over the router logits\n",
    '"""The number of experts to route per token, also read as the `top-k` routing."""\n',
], ids=["experts", "gate", "routing"])
def test_the_top_k_experts_of_a_router_are_no_sampling(detector, text):
    assert mentions(detector, text, "top-k-sampling", language="python") == []


# -- "spec decode", an engine's short name of speculative decoding ------------------------------------------
@pytest.mark.parametrize("marked", [
    "# Enable «spec decode» with an ngram proposer.\n",
    "# Allocate the KV cache in blocks.\n" + _FAR + '"""Record «spec decoding» stats."""\n',
    "# The «speculative decode» worker checks the tokens.\n",
], ids=["proposer", "kv-cache", "speculative"])
def test_spec_decode_is_speculative_decoding(detector, marked):
    assert_mentions(detector, marked, "speculative-decoding", language="python")


@pytest.mark.parametrize("text", [
    "# spec decode of the JSON specification\n",
    "# Decode the OpenAPI spec, decoding the spec file from YAML.\n",
    "# spec decoding errors are reported by the parser\n",
], ids=["json", "openapi", "parser"])
def test_decoding_a_spec_is_no_speculative_decoding(detector, text):
    assert mentions(detector, text, "speculative-decoding", language="python") == []
