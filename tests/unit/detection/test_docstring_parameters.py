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
    # a class's name as Hugging Face's doc builder links it: "[`~transformers.CLIPTokenizer`]", "[`UNet2DModel`]"
    ("checkpoint ([`~transformers.CLIPTokenizer`]): the tokenizer. dropout ([`UNet2DModel`]):", []),
    ("checkpoint ([`~utils.Checkpoint`], *optional*): where it is.", []),
    # and the default after the types: "(`float`, *optional*, defaults to 0.001)"
    ("dropout (`float`, *optional*, defaults to 0.1): The ratio.", []),
    ("checkpoint (`str`, *optional*, defaults to `None`): where it is.", []),
    # a word in backticks in brackets that is no type leaves the name a mention, a default or none
    ("Add dropout (`recommended`): it regularizes.", ["dropout"]),
    ("Add dropout (recommended, defaults to on): it regularizes.", ["dropout"]),
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
    # a Markdown heading over the list, as AllenNLP writes it, joined to the first name by the region
    ("# Parameters  transformers : `Dict[str, str]` Dictionary mapping the namespaces.", "transformers", True),
    ("# Arguments\n\ndropout : `float`, optional (default = `0.1`)\n", "dropout", True),
    # a colon inside a sentence, French spacing, a definition that is no type
    ("the dropout : a ratio of units\n", "dropout", False),
    ("le dropout : Une technique de régularisation", "dropout", False),
    ("dropout : see below\n", "dropout", False),
    ("We use the dropout : Float\n", "dropout", False),
    # a description that opens in lower case, after a builtin or dotted type only
    ("Parameters ---------- lr : float learning rate of the optimizer", "lr", True),
    ("-------- mask : torch.Tensor optional mask", "mask", True),
    ("the rate. dropout : Dropout layers are optional", "dropout", False),
    ("---- dropout : MyLayer applies the mask", "dropout", False),
    ("Dropout : Float\n", "Dropout", False),
])
def test_a_numpydoc_parameter(text, name, expected):
    start = text.index(name)
    assert numpydoc_parameter_name(text, start, start + len(name), name) is expected


def test_a_google_style_parameter_read_by_itself():
    text = "dropout (`float`, *optional*): the ratio"
    assert parameter_name(text, 0, len("dropout"), "dropout")
    assert not numpydoc_parameter_name(text, 0, len("dropout"), "dropout")


def _tokenizer_temperature_matcher():
    return TermMatcher(Glossary({
        "tokenizer": Concept("tokenizer", "tokenizer", ()),
        "temperature-sampling": Concept("temperature-sampling", "temperature sampling", ("temperature",)),
        "transformer": Concept("transformer", "transformer", ()),
    }))


@pytest.mark.parametrize("text, words", [
    # a dictionary's settings listed with dashes, a type in brackets and no colon
    ("cfg: Optional dict supporting keys: - temperature (float) - cfg_scale (float)", []),
    ("keys: - temperature (float)", []),
    # a description after the brackets, or a word in brackets that is no type, is prose
    ("- temperature (float) controls how random the sampling is.", ["temperature"]),
    ("- temperature (recommended) - top_k", ["temperature"]),
])
def test_a_dashed_setting_with_its_type_is_no_mention(text, words):
    matcher = _tokenizer_temperature_matcher()
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # the quoted key of a dictionary shown in a docstring
    ('text = f(prompt, {"temperature": 0.7})', []),
    ('"transformers": torch.nn.ModuleList. The stack of transformer blocks,', ["transformer"]),
    # a key that spells the concept, in a config commented out, too
    ('#   "lora_alpha": 16,\n#   "top_k": 50,', []),
    # a quoted word in a sentence has no colon after its quotes
    ('The word "transformers" is plural; set "temperature" to 0.7.', ["transformers", "temperature"]),
    ('Set "lora_alpha" (or "top_k") to 16.', ["lora_alpha", "top_k"]),
])
def test_a_quoted_dictionary_key_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "temperature-sampling": Concept("temperature-sampling", "temperature sampling", ("temperature",)),
        "transformer": Concept("transformer", "transformer", ()),
        "lora-hyperparameters": Concept("lora-hyperparameters", "LoRA hyperparameters", ("lora_alpha",)),
        "top-k-sampling": Concept("top-k-sampling", "top-k sampling", ("top_k",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a Sphinx field names a parameter: a plain word, with or without its type before it
    (":param lr: the step size.\n:type lr: float\n:param float dropout: the ratio.", []),
    # a name that spells the concept, and the same word in a sentence with a colon, keep their mentions
    (":param lr_scheduler: learning rate scheduler.", ["lr_scheduler", "learning rate"]),
    ("The lr: it matters more than the dropout.", ["lr", "dropout"]),
])
def test_a_sphinx_parameter_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "learning-rate": Concept("learning-rate", "learning rate", ("lr", "lr_scheduler")),
        "dropout": Concept("dropout", "dropout", ()),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a Google-style list with no types: a plain word, a colon and a space under its heading
    ("Args:\n    max_length: the longest output\n    temperature: Adjust the distribution.\n", []),
    ('"""Run.\n\n    Attributes:\n        tokenizer: the tokenizer Hugging Face Hub repo id.\n"""',
     ["tokenizer"]),
    # NumPy style's underlined heading over entries written "name: type"
    ("Arguments\n---------\nmodel: Whisper\n    The model.\ntemperature: float\n    The temperature to use.", ["temperature"]),
    ("Returns\n-------\ntemperature: float\n    The temperature used.", ["temperature", "temperature"]),
    # after a heading that ends the list, in another docstring, or with no heading: prose with a colon
    ("Args:\n    x: the input\nReturns:\n    The text. The temperature: higher values flatten it.",
     ["temperature"]),
    ('"""Args:\n    x: the input.\n"""\n"""One more temperature: it sets the spread."""', ["temperature"]),
    ("The temperature: higher values flatten the distribution.", ["temperature"]),
    # in the next region (regions are joined by a NUL): a comment under the docstring is not its list
    ("Args:\n    x: the input\n\x00 eg: the temperature: it sets the spread.", ["temperature"]),
])
def test_an_untyped_parameter_under_its_list_heading_is_no_mention(text, words):
    matcher = _tokenizer_temperature_matcher()
    assert [text[c.start:c.end] for c in matcher.find(text)] == words
