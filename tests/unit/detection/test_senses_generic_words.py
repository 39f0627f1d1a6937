"""Generic words in their ML sense, and the other senses of the same words, with the built-in
glossary: the rules its data declares (docs/detection.md, "Generic words and their other senses").

Each positive is found by the evidence the rule adds (a context word, an import, a path); each
trap sits in a file that imports torch, where the ML sense would otherwise be taken from the
document, so only the counter-evidence keeps it quiet.
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


def in_ml_file(comment: str) -> str:
    """``comment`` as a comment of a Python file that imports torch and torch.distributed (document
    evidence of ML and of distributed training)."""
    return "import torch\nimport torch.distributed\n\n" + "".join(f"# {line}\n" for line in comment.splitlines()) + "x = 1\n"


# -- must be found -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, path, mention", [
    # adapters that hold LoRA weights
    ("Call `merge_and_unload()` to fold the adapter into the base weights.\n", "README.md",
     ("adapter", "adapters")),
    ('"""Get adapter metadata key name by index."""\n', "llama_cpp/llama_cpp.py", ("adapter", "adapters")),
    # shards of a dataset and of a checkpoint
    ("# Check the shards when the dataset is not a round multiple of batch size.\n", None, ("shards", "sharding")),
    ("# Check the shards when the dataset is not a round multiple of batch size.\n", None,
     ("batch size", "batch-size")),
    (in_ml_file("The dataset is split into shards so that each worker reads its own."), None,
     ("shards", "sharding")),
    # distillation
    ("Distillation and pruning both give a smaller model.\n", "README.md",
     ("Distillation", "knowledge-distillation")),
    # collective calls
    ("If a collective hangs, run again with NCCL_DEBUG=INFO.\n", "README.md",
     ("collective", "collective-communication")),
    # a prompt-processing batch size
    ('"""n_batch: Prompt processing maximum batch size"""\n', "llama.py", ("batch size", "batch-size")),
    ('"""n_batch: Prompt processing maximum batch size"""\n', "llama.py", ("Prompt processing", "prefill")),
    # rematerialization of activations, and an all-to-all in an ML file
    ("Remat recomputes activations in the backward pass instead of storing them.\n", "README.md",
     ("Remat", "activation-checkpointing")),
    (in_ml_file("Tokens reach their experts through an all-to-all."), None, ("all-to-all", "all-to-all")),
    # the logit of a language model
    (in_ml_file("Mask the logit of every banned token before sampling."), None, ("logit", "logits")),
    # a model's chat template, in a Dutch lab
    ("De prompt-sjabloon moet speciale tokens bevatten zoals `<|im_start|>`.\n", "README.md",
     ("prompt-sjabloon", "chat-template")),
], ids=["adapter-merge", "adapter-llama-cpp", "dataset-shards", "shards-batch-size", "shards-ml-file",
        "distillation", "collective", "n-batch", "n-batch-prefill", "remat", "all-to-all", "logit",
        "prompt-template"])
def test_a_generic_word_in_its_ml_sense_is_found(builtin, text, path, mention):
    language = "markdown" if path and path.endswith(".md") else "python"
    assert mention in found(builtin, text, language, path)


# -- must stay quiet ------------------------------------------------------------------------------
@pytest.mark.parametrize("comment, concept", [
    ("We fit a logit model: the logit link maps probabilities to log-odds.", "logits"),
    ("The probit and the logit give close odds ratios for this outcome.", "logits"),
    ("A straggler thread delays every task of the thread pool.", "straggler"),
    ("A node whose heartbeat arrives late is a straggler; the scheduler marks it dead.", "straggler"),
    ("Postgres writes a checkpoint to the write-ahead log every five minutes.", "model-checkpoint"),
    ("The Flink job restores its checkpoint from the state backend after a failure.", "model-checkpoint"),
    ("Each micro-batch of a Spark structured streaming query is recorded by checkpointing.",
     "activation-checkpointing"),
    ("Each micro-batch of a Spark structured streaming query is recorded by checkpointing.", "micro-batch"),
    ("Mesh vertex quantization shrinks the vertices of the geometry to 11 bits.", "quantization"),
    ("Color quantization reduces the image to a 256-colour palette.", "quantization"),
    ("JPEG quantization tables set the image quality.", "quantization"),
    ("The trapped-ion device has all-to-all connectivity between its qubits.", "all-to-all"),
    ("Rematerialization lowers register pressure during register allocation.", "activation-checkpointing"),
    ("In the matmul kernel, rematerialize rm and rn to save registers.", "activation-checkpointing"),
    ("Fractional distillation separates the fractions by boiling point and temperature.",
     "knowledge-distillation"),
    ("A master distiller sets the temperature; distillation turns the essential oils into a vapor.",
     "knowledge-distillation"),
    ("The artist collective hangs its work in the hall.", "collective-communication"),
    ("The agents sync so that the workers make a collective decision on the restart.", "collective-communication"),
    ("The analog-to-digital converter adds quantization noise at 16 bits.", "quantization"),
    ("azd init --template: begin met het RAG chat-sjabloon, een demo met berichten en rollen.",
     "chat-template"),
])
def test_another_sense_stays_quiet_in_an_ml_file(builtin, comment, concept):
    assert concept not in {c for _, c in found(builtin, in_ml_file(comment))}


def test_a_dataset_shard_in_a_database_file_stays_quiet(builtin):
    text = "import torch\n# Each database shard holds a slice of the dataset; shards are rebalanced at night.\nx = 1\n"
    assert "sharding" not in {c for _, c in found(builtin, text)}


def test_the_plural_term_needs_no_evidence_where_its_singular_is_ambiguous(builtin):
    # "logits" is the term itself; the ambiguous alias "logit" with its plural ending is the same
    # span, and the unambiguous candidate is the one taken
    assert ("logits", "logits") in found(builtin, "// replay the last token to get logits for sampling\nint x;\n", "cpp")
    assert found(builtin, "// the logit of p is log(p / (1 - p))\nint x;\n", "cpp") == set()


def test_a_checkpoint_file_is_a_pt_file_not_a_pt_variable(builtin):
    # the context word is the extension ".pt": a loop variable "pt" next to an experiment's
    # checkpoint says nothing
    experiment = "points = [dict(pt) for pt in grid]\n# write a checkpoint of the measured results\n"
    assert "model-checkpoint" not in {c for _, c in found(builtin, experiment)}
    model = "# write a checkpoint of the weights to model.pt\nx = 1\n"
    assert ("checkpoint", "model-checkpoint") in found(builtin, model)


# -- in a file of an ML framework: the imports, folder or dependencies take the ML sense ------------
def comment_after(imports: str, comment: str) -> str:
    return imports + "\n\n" + f"# {comment}\n" + "x = 1\n"


@pytest.mark.parametrize("imports, comment, mention", [
    ("import torch", "Silence tokenizer warnings before the workers start.", ("tokenizer", "tokenizer")),
    ("from mlx_lm import load", "Mock the model and the tokenizer.", ("tokenizer", "tokenizer")),
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
    # (with no word of a request's settings nearby: "deterministic" is one, test_course_prose_en.py)
    ("from vllm import LLM", "A temperature of 0 makes the output repeatable.", ("temperature", "temperature-sampling")),
], ids=["tokenizer", "tokenizer-mlx-lm", "embeddings-mlx", "perplexity", "bpe", "dpo", "trl", "dcp", "same-ranks", "same-rank", "moe",
        "pre-training", "muon", "temperature-vllm"])
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
    # a contrastive loss's temperature in a file of a text-generation engine
    ("from vllm import LLM", "The InfoNCE loss divides the similarities by a temperature.", "temperature-sampling"),
    ("import torch", "The detector counts each Muon that decays into an electron.", "muon"),
], ids=["dpo-officer", "trl-readiness", "matrix-rank", "tensor-rank", "moe-dutch", "muon-particle", "temperature-contrastive"])
def test_another_sense_stays_quiet_next_to_an_ml_import(builtin, imports, comment, concept):
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
