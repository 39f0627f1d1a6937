"""Names a training framework's comments and docstrings give its techniques: ZeRO's stage 1 in lower
case ("zero1 parallel groups", "zero-1 parallelism"), which is a variable's name elsewhere and needs the
data-parallel groups' words; "lr_scheduler" and "LRScheduler", "global_rank", "microbatch_size" (the
identifiers that spell a concept's name, as the evaluation guidelines label them); and other names of
loss scaling, gradient clipping and the overlap of communication with computation. Expected mentions
are «marked»."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import in_a_function


@pytest.mark.parametrize("marked, concept", [
    (in_a_function('"""Initialize «zero1» parallel groups, and assign local ranks and groups to each gpu."""'),
     "zero"),
    (in_a_function('"""A ProcessGroupInitializer for «zero-1» parallelism over the data-parallel ranks."""'), "zero"),
    (in_a_function('"""«lr_scheduler» (Optional[«LRScheduler»], optional): The «lr scheduler»."""'), "learning-rate"),
    (in_a_function('"""The «lr_scheduler» is stepped after the optimizer."""'), "learning-rate"),
    (in_a_function('"""«global_rank» (int): «global rank» within the current process group"""'),
     "rank-and-world-size"),
    (in_a_function("# batch_size is divisible by «microbatch_size»"), "micro-batch"),
    (in_a_function("# unscale and «clip grads»"), "gradient-clipping"),
    (in_a_function('"""«Clips the gradients» of the wrapped model using the maximum norm."""'), "gradient-clipping"),
    (in_a_function("# the «gradient scaler»"), "loss-scaling"),
    (in_a_function('"""Whether to enable «communication overlap»."""'), "communication-computation-overlap"),
], ids=["zero1", "zero-1", "LRScheduler", "lr_scheduler", "global_rank", "microbatch_size", "clip-grads",
        "clips-the-gradients", "gradient-scaler", "communication-overlap"])
def test_a_training_frameworks_names(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


def test_a_comment_under_a_docstrings_argument_list_is_not_in_the_list(detector):
    # "fsdp:" opens a comment's line; the "Args:" above it heads the docstring's list, not the comment's
    marked = ('class Initializer:\n    """Data parallel groups.\n\n    Args:\n        rank (int): the rank.\n    """\n\n'
              '    def __init__(self):\n        # when «FSDP» is enabled, only pairs share a group\n'
              '        #     no «fsdp»: rank [0-7] share the same parameters\n'
              '        #        «fsdp»: params of (0, 4), (1, 5) are the same\n        pass\n')
    assert_mentions(detector, marked, "fsdp", language="python")


@pytest.mark.parametrize("marked, concept", [
    (in_a_function("# zero1 = torch.zeros(3)"), "zero"),  # a variable, with no data-parallel group near
    (in_a_function("# the max_global_rank_hint and the global_rank_offset"), "rank-and-world-size"),
    (in_a_function("# the old_lr_scheduler_state is kept"), "learning-rate"),  # only contains the name
], ids=["zero1-variable", "global-rank-inside", "lr-scheduler-inside"])
def test_a_longer_name_or_a_variable_is_no_mention(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")
