"""Senses in the files of probabilistic-programming and LLM-application libraries, and of the older deep
learning frameworks, each beside the glossary's sense that the same cue takes: Hamiltonian Monte
Carlo's momentum, a Markov chain sampler's warm-up, a probabilistic programming language ("PPL"), an
agent's tool results offloaded to a store, the top-k documents of a retriever or a ranker and a
document filter's top-p; and the glossary's senses that such files write: the embeddings and structured
outputs of a file that imports an LLM application framework (not its tokenizers: a BM25 retriever splits
words too), a dropout rate named at the head of an argument's description, and the batch size of a file
that imports MXNet, Chainer, Paddle, MindSpore or OneFlow.

Expected mentions are marked in the text: «Dropout» is a mention, the guillemets are removed before the
text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, unmark
from support.marked import in_a_function as python


@pytest.mark.parametrize("marked, concept", [
    (python('"""«Momentum» of the optimizer: SGD keeps a running average of the gradients."""'), "momentum"),
    (python('"""The «warmup» raises the learning rate of the optimizer over the first steps."""'),
     "learning-rate-warmup"),
    (python('"""The «perplexity» of the language model on the validation set."""'), "perplexity"),
    (python('"""«Offloads» the optimizer state to CPU memory when GPU memory is short."""'), "offloading"),
    (python('"""Keep the «top-k» logits of each step before sampling."""'), "top-k-sampling"),
    (python('"""«top-p» keeps the smallest set of tokens whose probability reaches p, with temperature."""'),
     "top-p-sampling"),
    (python('"""embed_dropout (float): «Dropout» probability for embeddings.\np (float): «Dropout» rate."""'),
     "dropout"),
], ids=["sgd-momentum", "lr-warmup", "lm-perplexity", "optimizer-offload", "top-k-logits", "top-p-tokens",
        "dropout-rate"])
def test_the_glossary_sense_in_a_library_file(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    # each beside a cue of the glossary's sense, which takes the word without the other sense's words
    (python('"""The inverse mass matrix and momentum of HMC; the optimizer is not used."""'), "momentum"),
    (python('"""Samples drawn during the MCMC warmup are discarded; the learning rate is fixed."""'),
     "learning-rate-warmup"),
    (python('"""Effect handlers make a good PPL, as probabilistic programming shows on the validation set."""'),
     "perplexity"),
    (python('"""Results of tool-calling steps are offloaded to a store to spare GPU memory."""'), "offloading"),
    (python('"""Return the top_k documents of the ranker, sorted by their logits."""'), "top-k-sampling"),
    (python('"""Implements top-p (nucleus) sampling for document filtering, by temperature."""'),
     "top-p-sampling"),
], ids=["hmc-momentum", "mcmc-warmup", "probabilistic-programming", "tool-results", "ranked-documents",
        "document-filter"])
def test_another_sense_stays_quiet_in_a_library_file(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")


@pytest.mark.parametrize("framework", ["mxnet", "chainer", "paddle", "mindspore", "oneflow"])
def test_an_older_frameworks_file_is_an_ml_file(detector, framework):
    """A file of MXNet, Chainer, Paddle, MindSpore or OneFlow is a deep learning file, as one of PyTorch is:
    its batch size is a training batch's; without the import, nothing says so."""
    marked = f"import {framework}\n\n" + python('"""B refers to the «batch size»."""')
    assert_mentions(detector, marked, "batch-size", language="python")
    text, _ = unmark(marked)
    assert concept_mentions(detector, text.replace(f"import {framework}", "import json"), "batch-size",
                            "python") == []


@pytest.mark.parametrize("framework", ["langchain_core", "llama_index", "haystack", "instructor", "ragas"])
def test_an_llm_application_frameworks_file_takes_embeddings_and_structured_outputs(detector, framework):
    """An LLM application framework calls models: its embeddings are an embedding model's and its structured
    outputs a model's; its tokenizers may be a keyword retriever's, so its import says nothing of them."""
    body = python('"""Modern «embeddings» interface.\n\n«Structured output» for the score; tokenize the query."""')
    marked = f"import {framework}\n\n" + body
    text, _ = unmark(marked)
    assert concept_mentions(detector, text, "embedding", "python") == ["embeddings"]
    assert concept_mentions(detector, text, "structured-outputs", "python") == ["Structured output"]
    assert concept_mentions(detector, text, "tokenizer", "python") == []
    plain = text.replace(f"import {framework}", "import json")
    assert concept_mentions(detector, plain, "embedding", "python") == []
    assert concept_mentions(detector, plain, "structured-outputs", "python") == []
