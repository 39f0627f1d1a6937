"""Ambiguous ML words in a file of an ML framework, with the built-in glossary (docs/detection.md,
"Generic words and their other senses"): the document's imports, folder or dependencies take the
word in its ML sense where no context word stands next to it, and the word's other sense stays
quiet, in the same file or in a file outside ML.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import FileContext
from ai_glossary.core.glossary.builtin import load_builtin


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def found(detector, text, language="python", path=None):
    analysis = DocumentAnalysis(text, language, detector, context=FileContext(path))
    return {(m.text, m.concept_id) for m in analysis.matches()}


def comment_after(imports: str, comment: str) -> str:
    return imports + "\n\n" + f"# {comment}\n" + "x = 1\n"


@pytest.mark.parametrize("imports, comment, mention", [
    ("import torch", "Silence tokenizer warnings before the workers start.", ("tokenizer", "tokenizer")),
    ("import mlx.core as mx", "When input and output embeddings are tied, keep one copy.",
     ("embeddings", "embedding")),
    ("import torch", "Report perplexity every 100 steps.", ("perplexity", "perplexity")),
    ("import torch", "Encode the corpus with BPE before batching.", ("BPE", "byte-pair-encoding")),
    ("import torch", "Specifically for DPO, keep both sequences.", ("DPO", "dpo")),
    ("import transformers", "Patch TRL trainers for backwards compatibility.", ("TRL", "trl")),
    ("import torch.distributed as dist", "To be compatible with DCP, register the parametrization.",
     ("DCP", "distributed-checkpointing")),
    # processes compared: the plural, or a rank that owns something
    ("import torch.distributed as dist", "The extra group has the same ranks as the source group.",
     ("ranks", "rank-and-world-size")),
    ("import torch.distributed as dist", "Free the load on the same rank when the request completes.",
     ("rank", "rank-and-world-size")),
    ("import torch", "Quantize the dense and moe gemms to mxfp8.", ("moe", "mixture-of-experts")),
    ("import torch", "The same recipe as pre-training, adapted for the RL launcher.", ("pre-training", "pre-training")),
    # weight decay is the optimizer's, not a particle's decay
    ("import torch", "Apply the weight decay, then the Muon update.", ("Muon", "muon")),
], ids=["tokenizer", "embeddings-mlx", "perplexity", "bpe", "dpo", "trl", "dcp", "same-ranks", "same-rank", "moe",
        "pre-training", "muon"])
def test_an_ml_word_in_an_ml_file_is_found(builtin, imports, comment, mention):
    assert mention in found(builtin, comment_after(imports, comment))
    # the same words in a file that imports no ML framework say nothing of the sense
    assert mention not in found(builtin, comment_after("import os", comment))


def test_a_lexers_tokenizer_stays_quiet_in_an_ml_file(builtin):
    text = comment_after("import torch", "The lexer's tokenizer feeds the parse tree of the config language.")
    assert "tokenizer" not in {c for _, c in found(builtin, text)}


@pytest.mark.parametrize("imports, comment, concept", [
    ("import torch", "Our DPO answers every GDPR request as data protection officer.", "dpo"),
    ("import transformers", "The sensor stack reached TRL 6, a technology readiness level.", "trl"),
    # a matrix's rank compared with another's
    ("import torch.distributed as dist", "The update has the same rank as the weight matrix.", "rank-and-world-size"),
    ("import torch.distributed as dist", "Input tensors on every process must have the same rank.",
     "rank-and-world-size"),
    ("import torch", "Ik ben moe van deze code.", "mixture-of-experts"),  # Dutch "tired"
    ("import torch", "The detector counts each Muon that decays into an electron.", "muon"),
], ids=["dpo-officer", "trl-readiness", "matrix-rank", "tensor-rank", "moe-dutch", "muon-particle"])
def test_another_sense_stays_quiet_in_an_ml_file(builtin, imports, comment, concept):
    assert concept not in {c for _, c in found(builtin, comment_after(imports, comment))}



@pytest.mark.parametrize("text, library", [
    ("Newer Transformers releases renamed the argument.\n", True),  # a release of it, in any project
    ("Transformers replaced recurrence; their versions of attention vary.\n", False),
], ids=["releases", "architecture"])
def test_the_transformers_library_by_its_release(builtin, text, library):
    concepts = {c for _, c in found(builtin, text, "markdown", "README.md")}
    assert ("hugging-face-transformers" in concepts) is library


def test_a_router_far_from_its_experts_in_a_document_about_them(builtin):
    # the document names its mixture of experts, out of reach of the router's sentence
    far = "".join(f"# step {i}: load the weights, run the forward pass, log the step time\n" for i in range(60))
    router = "# The router is replicated on every device.\nx = 1\n"
    about_moe = "# A Mixture of Experts layer.\n" + far + router
    assert ("router", "moe-router") in found(builtin, about_moe)
    # the same sentence in a document that names no experts
    assert "moe-router" not in {c for _, c in found(builtin, far + router)}


@pytest.mark.parametrize("comment, routed", [
    ("Each token goes to a top-2 router.", True),
    ("Add the router z-loss to the total.", True),
    ("The router maps each URL path to its handler.", False),
], ids=["top-2", "z-loss", "http"])
def test_a_router_by_the_words_of_experts_next_to_it(builtin, comment, routed):
    assert (("router", "moe-router") in found(builtin, comment_after("import os", comment))) is routed


def test_random_ltd_token_dropping_is_not_the_capacity_of_experts(builtin):
    far = "".join(f"- item {i}: a paper on training efficiency and its results.\n" for i in range(60))
    text = "Our Mixture of Experts work.\n\n" + far + "\nRandom-LTD: Random and Layerwise Token Dropping.\n"
    assert "expert-capacity-factor" not in {c for _, c in found(builtin, text, "markdown", "README.md")}
    text = "Our Mixture of Experts work.\n\n" + far + "\nWe count the dropped tokens of every step.\n"
    assert ("dropped tokens", "expert-capacity-factor") in found(builtin, text, "markdown", "README.md")
