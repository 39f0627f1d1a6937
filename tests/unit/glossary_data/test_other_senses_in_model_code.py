"""Words of model code that another part of the same code uses in another sense: a super-resolution
model's "LR" input and a flip's direction, a layer's activation checkpointing described as "checkpoint",
the k best sequences of a beam search, a tensor's rank, the temperature of a weighting or of Sinkhorn's
transport plan, an author named Adam, "pretrain" as the adjective of pre-trained files, a ranking's
candidates, super-resolution's named residual blocks, Bayesian optimization's batch, a codebook's
perplexity, a web framework's adapter, a dataframe engine's reduce phase and a value's rank. The file
imports torch or TensorFlow, which is evidence of the learning rate's, the saved model's, the process's
and the optimizer's sense; the words around the candidate say otherwise, and win.

Expected mentions are marked in the text: «LR» is a mention, the guillemets are removed before the text
is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import in_a_function

TORCH = "import torch\n\n"
TENSORFLOW = "import tensorflow as tf\n\n"
DISTRIBUTED = "import torch\nimport torch.distributed as dist\n\n"
SAMPLER = "# sample the next token from the logits\n"


@pytest.mark.parametrize("text, concept", [
    (TORCH + in_a_function('"""lrs (tensor): Input LR images with shape (n, t, c, h, w)."""'), "learning-rate"),
    (TORCH + in_a_function('"""direction: "lr" denotes a left-right flip and "ud" an up-down flip."""'),
     "learning-rate"),
    (TORCH + in_a_function('"""with_cp (bool): Use checkpoint or not. Using checkpoint will save some memory '
                           'while slowing down the training speed."""'), "model-checkpoint"),
    (TORCH + in_a_function('def _inner_forward(x):\n    """Forward wrapper for utilizing checkpoint."""'),
     "model-checkpoint"),
    (TENSORFLOW + SAMPLER + in_a_function('"""Gather the top k sequences that are still alive."""'),
     "top-k-sampling"),
    (DISTRIBUTED + in_a_function('"""images: a tensor of shape (n, h, w, c). The rank must be statically '
                                 'known."""'), "rank-and-world-size"),
    (TORCH + SAMPLER + in_a_function('"""eta: The Boltzmann temperature, controls the sharpness of the '
                                     'weighting."""'), "temperature-sampling"),
    (TORCH + SAMPLER + in_a_function("# divide by epsilon, a temperature that sharpens the Sinkhorn "
                                     "assignments"), "temperature-sampling"),
    (TORCH + in_a_function('"""Andrew G. Howard, Menglong Zhu, Bo Chen, Weijun Wang, Hartwig Adam."""'), "adam"),
    (TORCH + in_a_function('"""K. Swersky, J. Snoek and R. Adams. Multi-Task Bayesian Optimization."""'),
     "adam"),
    (TORCH + in_a_function('"""target_pretrain_file: path to target pretrain embedding files."""'), "pre-training"),
    (TORCH + SAMPLER + in_a_function("# beam search gives us the top k results for each source sentence"),
     "top-k-sampling"),
    (DISTRIBUTED + in_a_function('"""num_features: number of candidates to rank."""'), "rank-and-world-size"),
    (TORCH + in_a_function('"""Residual Channel Attention Block (RCAB) used in RCAN, after the layer norm."""'),
     "residual-connection"),
    (TORCH + in_a_function('"""Raises ValueError if the acquisition function is used with a batch size greater '
                           'than one."""'), "batch-size"),
    (TORCH + in_a_function("# perplexity of the codebook usage of the vector quantizer"), "perplexity"),
    (TORCH + in_a_function('"""The adapter will pass the init_kwargs to the ASGI middleware of the LoRA server."""'),
     "adapters"),
    (DISTRIBUTED + "# partial sums are combined with «torch.distributed.reduce» elsewhere\n"
     + "".join(f"PARTITION_{i}_ROWS = {i} * 1024  # rows per partition\n" for i in range(8))
     + in_a_function('"""Perform the Reduce phase of the mean over the partitions."""'), "reduce"),
    (DISTRIBUTED + in_a_function('"""Each element is the numerical rank of the corresponding value."""'),
     "rank-and-world-size"),
], ids=["super-resolution", "flip", "with-cp", "checkpoint-wrapper", "beam-sequences", "tensor-rank", "boltzmann",
        "sinkhorn", "hartwig-adam", "adams", "pretrain-files", "beam-results", "candidates-to-rank", "rcab",
        "acquisition", "codebook", "middleware", "reduce-phase", "numerical-rank"])
def test_another_sense_in_model_code_stays_quiet(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")


@pytest.mark.parametrize("marked, concept", [
    (TORCH + in_a_function("# the «LR» is halved when the validation loss plateaus"), "learning-rate"),
    (TORCH + in_a_function('"""Resume training from the last «checkpoint»."""'), "model-checkpoint"),
    (TORCH + SAMPLER + in_a_function("# keep the «top-k» logits, then sample"), "top-k-sampling"),
    (DISTRIBUTED + in_a_function('"""Only the process of «rank» 0 writes the log."""'), "rank-and-world-size"),
    (TORCH + SAMPLER + in_a_function("# a lower «temperature» makes the sampling greedier"), "temperature-sampling"),
    (TORCH + in_a_function('"""Train with «Adam» and a learning rate of 1e-3 (Kingma and Ba)."""'), "adam"),
    (TORCH + in_a_function("# the «pretraining» corpus of the base model is 2T tokens"), "pre-training"),
    (TORCH + in_a_function("# the «batch size» is 32 per GPU for the optimizer steps"), "batch-size"),
    (TORCH + in_a_function("# the validation «perplexity» of the language model"), "perplexity"),
], ids=["learning-rate", "checkpoint", "top-k", "rank", "temperature", "adam", "pretraining", "batch-size",
        "perplexity"])
def test_the_ml_sense_stays_beside_them(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")
