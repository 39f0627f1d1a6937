"""Training words with a second sense inside ML code: the momentum of a moving average of the model's
weights (an EMA copy, a momentum encoder, a normalisation layer; the file of such an average), the
warm-up of something other than the learning rate (a teacher's temperature, batch renormalisation, a KL
weight), and a company's legal form "AG" in a copyright line. The file imports torch, which is evidence of
the optimizer's, the schedule's and the collective's sense; the words around the candidate say otherwise, and win.

Expected mentions are marked in the text: «momentum» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, in_a_function, unmark

TORCH = "import torch\n\n"
DISTRIBUTED = "import torch\nimport torch.distributed as dist\n\n"


@pytest.mark.parametrize("text", [
    TORCH + in_a_function('"""Updates the parameters of `model_ema` with an exponential moving average of '
                          '`model`.\n\nMomentum encoders are a crucial component of MoCo and BYOL."""'),
    TORCH + in_a_function('"""Forward pass of the momentum model.\n\nReturns:\n    its projections."""'),
    TORCH + "batch_norm_momentum = 0.01  # the Jax implementation uses 1 - momentum = 0.99\n",
    TORCH + in_a_function('"""norm_momentum (float): momentum for batchnorm."""'),
    TORCH + in_a_function('"""center_momentum: momentum of the center update of the teacher outputs."""'),
    TORCH + in_a_function('"""momentum (float): coefficient of the momentum-updated encoder."""'),
    TORCH + in_a_function('"""- `moving_var = moving_var * momentum + var(batch) * (1 - momentum)`"""'),
    # MoCo's title, which every self-supervised library cites
    TORCH + in_a_function('"""The loss proposed in the "Momentum Contrast for Unsupervised Visual Representation '
                          'Learning" paper, trained with SGD."""'),
], ids=["ema-encoder", "momentum-model", "batch-norm-keyword", "norm-argument", "center", "momentum-updated",
        "moving-variance", "moco-title"])
def test_the_momentum_of_a_moving_average_is_not_the_optimizers(detector, text):
    assert_mentions(detector, text, "momentum", language="python")


@pytest.mark.parametrize("path, marked", [
    # a file of a moving average of the model: its momentum is the average's, with no word of it nearby
    ("models/moco.py", TORCH + in_a_function('"""Momentum update of the key encoder."""')),
    ("hooks/swav_momentum_hooks.py", TORCH + in_a_function("# the momentum of the prototypes' update")),
    ("utils/ema.py", TORCH + in_a_function('"""The momentum parameter is updated with cosine annealing."""')),
    # there the optimizer's words nearby still take it
    ("models/moco.py", TORCH + in_a_function("# train with SGD, «momentum» 0.9 and a learning rate of 0.03")),
], ids=["moco", "swav", "ema", "moco-optimizer"])
def test_a_moving_averages_file_says_its_momentum(detector, path, marked):
    text, expected = unmark(marked)
    assert concept_mentions(detector, text, "momentum", "python", path) == [text[a:b] for a, b in expected]


@pytest.mark.parametrize("marked", [
    TORCH + in_a_function('"""momentum (float): the decay rate of the «momentum» term of RMSprop."""'),
    in_a_function("# the optimizer's «momentum» is 0.9, its learning rate 0.1"),
], ids=["optimizer-argument", "sgd"])
def test_the_optimizers_momentum_stays(detector, marked):
    assert_mentions(detector, marked, "momentum", language="python")


@pytest.mark.parametrize("text", [
    TORCH + in_a_function('"""BatchRenorm uses the running statistics to normalize the batches after a warmup '
                          'phase."""\nself.warmup_steps = warmup_steps'),
    TORCH + in_a_function('"""warmup_teacher_temp_epochs: epochs of the warmup phase of the teacher '
                          'temperature, which a linear scheduler raises."""'),
    TORCH + in_a_function("# the scheduler's KL warmup ramps the weight of the KL term from 0 to 1"),
], ids=["batch-renorm", "teacher-temperature", "kl-weight"])
def test_the_warmup_of_something_else_is_not_the_learning_rates(detector, text):
    assert_mentions(detector, text, "learning-rate-warmup", language="python")


def test_the_learning_rates_warmup_stays(detector):
    marked = TORCH + in_a_function("# the «warmup» lasts 500 steps, then the learning rate decays")
    assert_mentions(detector, marked, "learning-rate-warmup", language="python")


def test_a_companys_legal_form_is_no_all_gather(detector):
    # the header's words are counter-evidence within 300 characters of the candidate: not in the code below it
    code = "".join(f"LAYER_{i}_BUCKET_SIZE_IN_MEGABYTES = {i} * 25  # per layer\n" for i in range(8))
    marked = (DISTRIBUTED + "# Copyright (c) 2020. Lightly AG and its affiliates.\n# All Rights Reserved\n\n"
              + code + in_a_function("# overlap the «AG» of the next layer with this layer's backward pass"))
    assert_mentions(detector, marked, "all-gather", language="python")
