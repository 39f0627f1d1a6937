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
], ids=["adapter-merge", "adapter-llama-cpp", "dataset-shards", "shards-batch-size", "shards-ml-file",
        "distillation", "collective", "n-batch", "n-batch-prefill", "remat", "all-to-all", "logit"])
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
    ("Fractional distillation separates the fractions by boiling point and temperature.",
     "knowledge-distillation"),
    ("The artist collective hangs its work in the hall.", "collective-communication"),
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
