"""A toolkit's import says the sense of a generic word in its file, with no cue next to the word: a
quantization toolkit's or PyTorch's own quantization module's (NNCF, AIMET, Quark, TensorFlow Model
Optimization, PaddleSlim, `torch.ao.quantization`) that "quantized" is a model's weights in few bits; a
vector store's or an embedding library's (FAISS, Chroma, Qdrant, LanceDB, Milvus, FastEmbed, ...) that
"embeddings" are learned vectors. A framework's import alone still says nothing of quantization (image
codecs and VQ-VAEs import torch too), and another sense's words still win."""

from __future__ import annotations

import pytest

from support.marked import concept_mentions
from support.marked import in_a_function as python

QUANTIZED = python('"""The model is quantized before export; see the config for its scheme."""')
EMBEDDINGS = python('"""Adds the documents and their embeddings to the collection."""')


@pytest.mark.parametrize("module", [
    "torch.ao.quantization", "torch.quantization", "nncf", "quark", "aimet_torch", "aimet_common",
    "tensorflow_model_optimization", "paddleslim",
])
def test_a_quantization_toolkits_import_takes_the_word(detector, module):
    assert concept_mentions(detector, f"import {module}\n\n" + QUANTIZED, "quantization", "python") == ["quantized"]
    assert concept_mentions(detector, "import json\n\n" + QUANTIZED, "quantization", "python") == []


def test_a_frameworks_import_alone_still_says_nothing_of_quantization(detector):
    assert concept_mentions(detector, "import torch\n\n" + QUANTIZED, "quantization", "python") == []


def test_another_senses_words_still_win_beside_a_toolkit(detector):
    text = "import nncf\n\n" + python('"""Colour quantization maps each pixel of the image to the palette."""')
    assert concept_mentions(detector, text, "quantization", "python") == []


@pytest.mark.parametrize("module", [
    "sentence_transformers", "faiss", "chromadb", "qdrant_client", "pinecone", "weaviate", "lancedb", "pymilvus",
    "fastembed", "voyageai", "annoy", "hnswlib", "usearch",
])
def test_a_vector_stores_import_takes_embeddings(detector, module):
    assert concept_mentions(detector, f"import {module}\n\n" + EMBEDDINGS, "embedding", "python") == ["embeddings"]
    assert concept_mentions(detector, "import json\n\n" + EMBEDDINGS, "embedding", "python") == []
