"""Toy training script for the AI Glossary demo.

Hover the terms in these comments and docstrings: the language server explains them.
"""

import torch


def build(model):
    """Wrap ``model`` for multi-GPU training.

    We use FSDP (ZeRO-3 style sharding of parameters, gradients and optimizer state)
    and gradient accumulation over four micro-batches.
    """
    model = FSDP(model)  # the identifier FSDP in code is not annotated
    return model


# Mixed precision with BF16; activation checkpointing trades compute for memory.
# The all-reduce of gradients overlaps with the backward pass.
# ZeRO is not the same as zero: this zero is just a number.
start = 0
