"""Parameters named at the head of a docstring's argument list (core/detection/matching/docstring_parameters.py)."""

import pytest

from ai_glossary.core.detection.matching.docstring_parameters import numpydoc_parameter_name, parameter_name
from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.mark.parametrize("text, words", [
    # a docstring's argument list: a plain word with its type in brackets and a colon is a parameter's name
    ("Args: checkpoint (str): where the checkpoint is written.", ["checkpoint"]),
    ("fsdp (bool, optional): whether to shard.", []),
    ("checkpoint (torch.Tensor): the state. checkpoint (Optional[str]): a path.", []),
    ("checkpoint (int or None): the step.", []),
    # a word in brackets that is no type, and a name that spells the concept, keep their mentions
    ("Save a checkpoint (recommended): it is cheap.", ["checkpoint"]),
    ("FSDP (bool): shard the model. fp16 (bool): cast it.", ["FSDP", "fp16"]),
    ("The checkpoint (see below) is written each epoch.", ["checkpoint"]),
])
def test_a_parameter_named_in_an_argument_list_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "model-checkpoint": Concept("model-checkpoint", "checkpoint", ()),
        "fp16": Concept("fp16", "FP16", ("fp16",)),
        "fsdp": Concept("fsdp", "FSDP", ("fsdp",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # Hugging Face's argument lists: the type in backticks, "*optional*" after it
    ("dropout (`float`): The ratio of units dropped.", []),
    ("checkpoint (`str`, *optional*): where it is. dropout (`float`):", []),
    # a word in backticks in brackets that is no type leaves the name a mention
    ("Add dropout (`recommended`): it regularizes.", ["dropout"]),
])
def test_a_type_in_backticks(text, words):
    matcher = TermMatcher(Glossary({
        "model-checkpoint": Concept("model-checkpoint", "checkpoint", ()),
        "dropout": Concept("dropout", "dropout", ()),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize(("text", "name", "expected"), [
    # NumPy style: the name opens its line (in a region, the lines are joined by spaces)
    ("lr : float, optional\n    Learning rate.", "lr", True),
    ("Parameters ---------- lr : float, optional Learning rate for the MLP.", "lr", True),
    ("by default 1e-3. dropout : float The dropout probability.", "dropout", True),
    ("    model : MyModel\n", "model", True),
    # a colon inside a sentence, French spacing, a definition that is no type
    ("the dropout : a ratio of units\n", "dropout", False),
    ("le dropout : Une technique de régularisation", "dropout", False),
    ("dropout : see below\n", "dropout", False),
    ("Dropout : Float\n", "Dropout", False),
])
def test_a_numpydoc_parameter(text, name, expected):
    start = text.index(name)
    assert numpydoc_parameter_name(text, start, start + len(name), name) is expected


def test_a_google_style_parameter_read_by_itself():
    text = "dropout (`float`, *optional*): the ratio"
    assert parameter_name(text, 0, len("dropout"), "dropout")
    assert not numpydoc_parameter_name(text, 0, len("dropout"), "dropout")
