"""A tensor's words in code comments and docstrings: a tensor broadcast to a shape is not the
collective, though the model's file names model parallelism elsewhere; a tensor sharded along a
dimension and a per-channel quantized tensor are the glossary's, with no import to say so (a
snippet, a pasted docstring).

Expected mentions are marked in the text: «sharded» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import in_a_function

DISTRIBUTED = "import torch\nimport torch.distributed as dist\n\n"
# a model's file: it names model parallelism and DataParallel, and imports no collective
MODEL_FILE = ("import torch\n\n# Model parallelism splits these layers over devices; wrap the model in\n"
              "# DataParallel to replicate it instead.\n\n")


@pytest.mark.parametrize("text", [
    MODEL_FILE + in_a_function('"""kv states can be broadcasted during matmuls, so expand and reshape them."""'),
    MODEL_FILE + in_a_function("# prepare the broadcast dimension of the attention mask here"),
    MODEL_FILE + in_a_function('"""sin and cos are broadcasted to the dimensions of q and k."""'),
], ids=["matmuls", "mask-dimension", "rotary-dimensions"])
def test_a_tensor_broadcast_in_a_model_file_is_no_collective(detector, text):
    assert_mentions(detector, text, "broadcast", language="python")


@pytest.mark.parametrize("marked", [
    # the file imports the collectives: its broadcasts are theirs, with no cue next to the word
    DISTRIBUTED + in_a_function('"""The new weights are «broadcast» once the update is done."""'),
    # a cue next to the word, in the model's file
    MODEL_FILE + in_a_function('"""The seed is «broadcast» from rank 0 to all processes."""'),
], ids=["collectives-imported", "cue-nearby"])
def test_the_collective_broadcast_keeps_its_evidence(detector, marked):
    assert_mentions(detector, marked, "broadcast", language="python")


@pytest.mark.parametrize("marked, concept", [
    (in_a_function('"""input: a tensor «sharded» along the scatter dim."""'), "sharding"),
    (in_a_function('"""Returns the «resharded» tensor (bs, seqlen/P, hc, hs)."""'), "sharding"),
    (in_a_function('"""Serialize a per-channel «quantized» tensor."""'), "quantization"),
    (in_a_function("# per-token «quantization» of the activations, per-group for the weights"), "quantization"),
], ids=["sharded-tensor", "resharded-tensor", "per-channel", "per-token"])
def test_a_tensors_shards_and_scales_need_no_import(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    # a database's shards of a tensor: the database's words win
    (in_a_function('"""MongoDB stores each sharded tensor as a document; the shard key is its id."""'),
     "sharding"),
    # an image's per-channel quantization to a palette
    (in_a_function('"""Per-channel colour quantization maps each pixel to the palette."""'), "quantization"),
], ids=["database-shards", "palette"])
def test_another_sense_beside_a_tensors_words_stays_quiet(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")
