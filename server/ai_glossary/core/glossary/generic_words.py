"""Words found in nearly every ML file, which therefore say nothing about which sense is meant.

A ``match.context`` list holding one of them turns evidence into noise ("TP" next to "tensor" in
metrics code, "KD" next to "model" in a KD-tree): ``ai-glossary check`` warns about them
(docs/glossary-format.md). The list is fixed and short on purpose; it names only words that a
file about any ML subject is likely to contain.
"""

from __future__ import annotations

GENERIC_CONTEXT_WORDS = frozenset({
    "activation", "activations", "attention", "batch", "cpu", "cuda", "data", "dataset",
    "embedding", "embeddings", "epoch", "epochs", "gpu", "gpus", "gradient", "gradients",
    "hidden", "inference", "layer", "layers", "llm", "loss", "model", "models", "parameter",
    "parameters", "pretrained", "rank", "ranks", "sample", "step", "tensor", "tensors",
    "token", "tokens", "train", "training", "weights",
})
