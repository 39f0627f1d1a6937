"""Comments and docstrings of training and networking libraries: the verb phrase a writer uses for gradient
accumulation ("in order to accumulate gradients over several steps") names the concept, as its noun does, and
other things that accumulate stay quiet (glossary_data/concepts/seeds.yaml); beam search is decoding with the
words of decoding, and a peer-to-peer network's beam search over its nodes stays quiet (models.yaml).

Expected mentions are marked in the text: «accumulate gradients» is a mention, the guillemets are removed
before the text is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.mark.parametrize("marked", [
    '"""- bypass .unscale_ and .update calls in order to «accumulate gradients» over several steps"""\n',
    "# keep «accumulating gradients» until the last micro-batch, then step the optimizer\n",
    "# the trainer «accumulates gradients» for four micro-batches\n",
], ids=["docstring", "gerund", "third-person"])
def test_accumulating_gradients_is_gradient_accumulation(detector, marked):
    assert_mentions(detector, marked, "gradient-accumulation", language="python")


@pytest.mark.parametrize("text", [
    "# accumulate the partial sums of the counters before writing them\n",
    "# glaciers accumulate snow over several winters\n",
], ids=["sums", "snow"])
def test_other_things_that_accumulate_stay_quiet(detector, text):
    assert mentions(detector, text, "gradient-accumulation", "python") == []


@pytest.mark.parametrize("marked", [
    "Use «beam search» with num_beams=4 for better translations.\n",
    "The model supports «beam search» and greedy decoding for its outputs.\n",
    "«Beam search» keeps the k best partial sequences.\n",
], ids=["num-beams", "model", "sequences"])
def test_beam_search_of_decoding_is_beam_search(detector, marked):
    assert_mentions(detector, marked, "beam-search")


@pytest.mark.parametrize("text", [
    '"""\n:param initial_nodes: nodes used to pre-populate beam search heap, e.g. [my_own_DHTID, ...]\n'
    ':param beam_size: beam search will not give up until it exhausts this many nearest nodes\n"""\n',
    "# Kademlia lookups run a beam search over the routing table of each peer\n",
], ids=["dht-docstring", "kademlia"])
def test_beam_search_over_a_peer_network_stays_quiet(detector, text):
    assert mentions(detector, text, "beam-search", "python") == []


# -- dropout in a lecture note's English heading, with the network it thins nearby ----------------------------
def test_dropout_layers_beside_a_neural_network_are_dropout(detector):
    marked = ("# «Dropout» layers work like Random Forest Analogy:\n\n"
              "Each pass trains a different thinned neural network, an ensemble of networks.\n")
    assert_mentions(detector, marked, "dropout")


@pytest.mark.parametrize("text", [
    "The high school dropout rate fell, a neural network forecast says.\n",
    "Pupils who dropout of school early; a neural network course for adults.\n",
], ids=["dropout-rate", "school"])
def test_a_pupil_leaving_school_stays_quiet(detector, text):
    assert mentions(detector, text, "dropout") == []


# -- quantization in a quantization library's docstrings -----------------------------------------------------
@pytest.mark.parametrize("marked", [
    'from auto_round.utils import logger\n\n\ndef f(model, quantization_config=None):\n'
    '    """quantization_config: The «quantization» config object.\n\n    Whether the model is pre-«quantized».\n    """\n',
    'def inject(model):\n    """Args:\n        model: Full «quantized» model with QuantLinear modules.\n    """\n',
], ids=["import", "quantlinear"])
def test_quantization_in_a_quantization_library_is_quantization(detector, marked):
    assert_mentions(detector, marked, "quantization", language="python")


def test_quantization_of_a_mesh_stays_quiet(detector):
    text = 'import meshkit\n\n\ndef f(mesh):\n    """Quantized mesh vertices, snapped to a grid before export."""\n'
    assert mentions(detector, text, "quantization", "python") == []


# -- "sliding window" alone: attention's with the words of attention nearby ----------------------------------
@pytest.mark.parametrize("marked", [
    '"""window_size: «Sliding-window» size forwarded to the KV cache. Default: None."""\n',
    "# Gemma 4 introduced «SWA» («Sliding Window») layers with a KV cache.\n",
], ids=["kv-cache", "abbreviation"])
def test_a_sliding_window_of_attention_is_sliding_window_attention(detector, marked):
    assert_mentions(detector, marked, "sliding-window-attention", language="python")


@pytest.mark.parametrize("text", [
    "# A sliding window rate limiter allows 100 requests per minute.\n",
    "# We compute a sliding window maximum over the array of numbers.\n",
    "# Use a sliding window over the text to split long documents into chunks.\n",
], ids=["rate-limiter", "array", "chunks"])
def test_other_sliding_windows_stay_quiet(detector, text):
    assert mentions(detector, text, "sliding-window-attention", "python") == []
