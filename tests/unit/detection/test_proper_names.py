"""Names of libraries that hold a glossary form and name no concept of it (:mod:`.proper_names`):
frameworks named after PyTorch, Hugging Face's tokenizer library, whose capitals make it the name,
models named after the Transformer, GPT spelled out in other languages, a framework's "collective
group" and InfiniBand's trade body.

Expected mentions are marked in the text: «PyTorch» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import unmark


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def mentions(detector, text, concept, language="markdown"):
    return [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches() if m.concept_id == concept]


def assert_marked_spans(detector, marked, concept):
    """The mentions of ``concept`` in the text of ``marked`` are exactly its «marked» spans."""
    text, expected = unmark(marked)
    got = mentions(detector, text, concept)
    assert got == expected, [text[a:b] for a, b in got]


@pytest.mark.parametrize("marked, concept", [
    # a framework named after PyTorch is that framework, in a link's text too; PyTorch itself stays
    ("- [**Integration with PyTorch Lightning**](https://lightning.ai/docs): use Bagua in PyTorch Lightning.\n",
     "pytorch"),
    ("Graph models with PyTorch Geometric, embeddings with PyTorch-BigGraph, training loops with PyTorch Ignite.\n",
     "pytorch"),
    ("Bagua is a training framework for «PyTorch»; it also runs under PyTorch Lightning.\n", "pytorch"),
    # Hugging Face's tokenizer library, written as its name, is no tokenizer; the tokenizers of its
    # models, in lower case, and a tokenizer named as a tool are
    ("- **Hugging Face Tokenizers** : très performant pour découper le texte.\n", "tokenizer"),
    ("HF Tokenizers is written in Rust, and fast.\n", "tokenizer"),
    ("The Hugging Face «tokenizers» split text into subword tokens with a BPE vocabulary.\n", "tokenizer"),
    ("Le «tokenizer» BERT découpe le texte en jetons ; Hugging Face Tokenizers le fait vite.\n", "tokenizer"),
    # the PyTorch author of a copied copyright header, beside the optimizer
    ("Copyright (c) 2016- Facebook, Inc (Adam Paszke). Train with the «Adam optimizer».\n", "adam"),
])
def test_library_names_hide_their_form(builtin, marked, concept):
    assert_marked_spans(builtin, marked, concept)


@pytest.mark.parametrize("marked, concept", [
    # Google's mixture-of-experts model is a model's name, in French prose too; the architecture beside it stays
    ("Le *Switch Transformer* est un modèle T5 qui remplace la couche FFNN par une couche MoE.\n", "transformer"),
    ("Switch Transformers route each token to one expert of a «Transformer» with self-attention.\n", "transformer"),
    # and so are the Decision Transformer and the Temporal Fusion Transformers, beside the architecture's own name
    ("AdamW for Decision Transformer architectures; the «Transformer architecture» has self-attention.\n",
     "transformer"),
    ('Lim et al., "Temporal Fusion Transformers for interpretable forecasting", a «Transformer» with '
     'self-attention.\n',
     "transformer"),
    # the plural "Vision Transformers" is the class of architectures
    ("Vision «Transformers» use self-attention over image patches.\n", "transformer"),
    # the Swin Transformer in its weights' docstrings, and other models named after a paper, in capitals; in
    # lower case the same words are a kind of transformer, or a verb and its object
    ('"""Swin Transformer v2 tiny model; its «Transformer blocks» use shifted windows."""\n', "transformer"),
    ("The Sparse Transformer and the Funnel Transformer factorize a «Transformer» with self-attention.\n",
     "transformer"),
    ("A sparse «transformer» with self-attention; set «transformer layers» to 12 in the encoder.\n",
     "transformer"),
    # a paper's title that names a class of architectures, as "Vision Transformers" does
    ("BEiT: BERT Pre-Training of Image «Transformers».\n", "transformer"),
])
def test_models_named_after_the_transformer_are_models(builtin, marked, concept):
    assert_marked_spans(builtin, marked, concept)


def test_the_switch_transformer_still_tells_the_router_apart(builtin):
    text = "As in the Switch Transformer, the router picks one path.\n"
    assert [text[a:b] for a, b in mentions(builtin, text, "moe-router")] == ["router"]


@pytest.mark.parametrize("marked", [
    # NVIDIA's GPU products named "<model> Tensor Core GPU" are the products, in any language around them
    "JulyGPT: NVIDIA A100 Tensor Core GPU-তে ট্রেইন করা এই মডেলটি একটি ট্রান্সফরমার।\n",
    "Trained for two weeks on NVIDIA H100 Tensor Core GPUs.\n",
    # the cores themselves, beside the product, stay
    "The H100 Tensor Core GPU has fourth-generation «Tensor Cores» for FP8.\n",
    "«Tensor Cores» multiply FP16 matrices on an A100.\n",
])
def test_a_tensor_core_gpu_is_a_product(builtin, marked):
    assert_marked_spans(builtin, marked, "tensor-cores")


@pytest.mark.parametrize("marked", [
    # a variational autoencoder and a loss named after their beta, beside the DPO coefficient beta
    "Below 1 it weakens the «KL divergence» term (similarly to the beta-VAE paper).\n",
    "# apply Beta-NLL to the Gaussian loss, as the «KL divergence» term is\n",
    "DPO trains against a reference model; «beta» weighs the «KL penalty».\n",
])
def test_a_model_named_after_its_beta_is_a_name(builtin, marked):
    assert_marked_spans(builtin, marked, "kl-divergence")


@pytest.mark.parametrize("marked, concept", [
    # a framework's group of processes for collectives is a group; the collectives run in it are not hidden
    ("Test for using ray collective group, and «collective ops» between the workers.\n",
     "collective-communication"),
    ("var_counter (int): variable counter for collective group assignment.\n", "collective-communication"),
    # the trade body that defines InfiniBand, beside the interconnect itself
    ("«InfiniBand» est une technologie ouverte, définie par IBTA (InfiniBand trade alliance).\n", "infiniband"),
    # what GPT stands for in Dutch and Bengali, beside the architecture's own name
    ("ChatGPT hoort bij de generatieve pre-trained transformers (GPT), gebouwd op de «transformer-architectuur».\n",
     "transformer"),
    ('GPT ("জেনারেটিভ প্রি-ট্রেনিং ট্রান্সফরমার"-এর সংক্ষিপ্ত রূপ) একটি ভাষা মডেল।\n', "transformer"),
], ids=["collective-group", "collective-group-assignment", "infiniband-trade-alliance", "gpt-in-dutch",
        "gpt-in-bengali"])
def test_a_group_a_trade_body_and_gpt_spelled_out_are_names(builtin, marked, concept):
    assert_marked_spans(builtin, marked, concept)
