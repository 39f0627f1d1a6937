"""A parameter named at the head of a docstring's argument list is code, not a mention: the rules
for :data:`.code_rules.CODE_AROUND_A_FORM`, each reading only the characters next to the form.

Google style writes the name, its type in brackets and a colon ("checkpoint (str):", Hugging Face's
"dropout (`float`, *optional*):"), or the name and a colon alone under the list's heading ("Args:
... temperature: The temperature to use"); NumPy style writes the name at the start of its line, a spaced
colon and the type ("lr : float, optional"). The description after it is prose. A dictionary's
settings are also listed as dashed entries with their type and no colon ("- temperature (float)"); the
quoted key of a dictionary shown in a docstring (``{"temperature": 0.7}``) is code too.
"""

from __future__ import annotations

import re

from ai_glossary.core.detection.text import REGION_SEPARATOR, plain_word

# one type of a parameter: a builtin ("bool"), a dotted or generic name ("torch.Tensor", "Optional[int]"), a
# class's name, in the backticks or stars of Markdown docstrings ("`float`", "*optional*"), or linked as
# Hugging Face's doc builder links it ("[`~transformers.CLIPTokenizer`]")
_NAME = r"[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?"
_TYPE = rf"(?:\[?[`*]{{0,2}}~?{_NAME}[`*]{{0,2}}\]?)"
# one type or several: "str, optional", "int or None", "`bool`, *optional*"
_TYPES = rf"{_TYPE}(?:(?:\s*[,|]\s*|\s+or\s+){_TYPE})*"
# in brackets before the colon: "(bool)", "(str, optional)", "(int or None)", "(`bool`, *optional*)", and
# with the default Hugging Face's docstrings give after the types ("(`float`, *optional*, defaults to 0.001)")
_DEFAULT = r"(?:\s*,\s*defaults?\s+to\s+[^()\n]{1,40}?)?"
_PARAMETER_TYPE = re.compile(rf" \({_TYPES}{_DEFAULT}\):")
# after a spaced colon, to the end of the line: "lr : float", "mask : torch.Tensor, optional", "n : int or None";
# a region joins a docstring's lines with spaces, so the line's end may be the description's first letter after it
_NUMPYDOC_TYPE = re.compile(rf" : {_TYPES}(?:[ \t]*\n|[ \t]+[A-Z(`*]|[ \t]*\Z|[ \t]+(?P<small>[a-z]))")
# a dashed entry's type in brackets that ends the entry: the next entry's dash, a comma, or the text's end
_LISTED_TYPE = re.compile(rf" \({_TYPES}\)(?=\s+[-*]\s|\s*,|\s*\Z)")
_FIRST_TYPE = re.compile(rf"\[?[`*]{{0,2}}~?({_NAME})")
# the one-word types a prose word in brackets could also be read as a type: "(bool)", but not "(recommended)"
_BUILTIN_TYPES = frozenset({"bool", "int", "float", "str", "list", "dict", "tuple", "set", "bytes", "callable",
                            "any", "object", "optional", "sequence", "iterable", "mapping", "none", "type"})


def _a_type(text: str, at: int, class_names: bool = True) -> bool:
    """Is the first type at ``text[at:]`` a type rather than a word in brackets: a builtin, a dotted
    or generic name, or (with ``class_names``) a class's name?"""
    if text.startswith("[`", at):
        return True  # Hugging Face's doc builder links an object of the code: "[`UNet2DModel`]"
    first = _FIRST_TYPE.match(text, at).group(1)  # the pattern matched: a first type is there
    return (first.lower() in _BUILTIN_TYPES or "." in first or "[" in first
            or (class_names and first[:1].isupper() and first[1:2].islower()))


def parameter_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"fused (bool): Whether to use the fused kernel", "checkpoint (str): the path", "dropout (`float`):
    the ratio": a plain word in lower case that a docstring's argument list names, with its type in
    brackets and a colon after it: a parameter of the code, as the evaluation guidelines label
    ``checkpoint (str):``. A word in brackets that is no type ("FSDP (recommended):") leaves the name a
    mention, and so does a name that spells the concept (``fp16 (bool):``, ``FSDP (str):``)."""
    if not plain_word(text[start:stop]) or not _PARAMETER_TYPE.match(text, stop):
        return False
    return _a_type(text, stop + 2)


# the heading of a parameter list written as a Markdown heading ("# Parameters", as AllenNLP's docstrings
# do), which the region joins to the first name with a space
_LIST_HEADINGS = ("Parameters", "Arguments", "Args", "Attributes", "Keyword Arguments")


def numpydoc_parameter_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"lr : float, optional" at the start of its line, then its description indented below: a plain
    word in lower case named by a NumPy-style parameter list. Not a colon inside a sentence ("the
    dropout : a ratio", French "le dropout : une technique"), which has a word before it; before a
    parameter's name comes the list's underline or heading, the end of the description before it, or nothing."""
    if not plain_word(text[start:stop]):
        return False
    typed = _NUMPYDOC_TYPE.match(text, stop)
    if typed is None:
        return False
    head = text[max(0, start - 64):start].rstrip()
    if head and head[-1].isalpha() and not head.endswith(_LIST_HEADINGS):
        return False
    # a description that opens in lower case ("lr : float learning rate"): only a builtin, dotted or
    # generic type says the name is a parameter's, not a class's name that a sentence goes on from
    return _a_type(text, stop + 3, class_names=not typed.group("small"))


# a Sphinx field that names a parameter, with an optional type before the name (":param int lr:")
_SPHINX_FIELD = re.compile(r":(?:param|parameter|arg|argument|key|keyword|kwarg|type|ivar|cvar|var)"
                           r"(?: [\w.\[\], |]+?)? $")


def sphinx_parameter_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """":param lr: the step size", ":type dropout: float": a plain word in lower case that a Sphinx field
    names, a parameter of the code as ``lr (float):`` is (:func:`parameter_name`); a name that spells the
    concept (``:param lr_scheduler:``) stays a mention."""
    if not (stop < len(text) and text[stop] == ":" and plain_word(text[start:stop])):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return _SPHINX_FIELD.search(text, line_start, start) is not None


def listed_parameter_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"cfg: Optional dict supporting keys: - temperature (float) - cfg_scale (float)": a dashed entry of
    a docstring's list of settings, a plain word in lower case, its type in brackets and no colon. A word
    in brackets that is no type ("- dropout (recommended)") or a description after it ("- dropout (float)
    regularizes the net") leaves it prose."""
    if not (start > 1 and text[start - 2 : start] in ("- ", "* ") and plain_word(text[start:stop])):
        return False
    return _LISTED_TYPE.match(text, stop) is not None and _a_type(text, stop + 2)


def quoted_key(text: str, start: int, stop: int, spelling: str) -> bool:
    """``{"temperature": 0.7}``, ``"embeddings": {}``, ``#   "lora_alpha": 16,``: a name in quotes with a
    colon right after them, the key of a dictionary shown in a docstring or a commented-out config: code,
    as the evaluation guidelines label it, a key that spells the concept too. A quoted word in a sentence
    ("the word "transformers" is ...") has no colon after it."""
    return start > 0 and text[start - 1] in "\"'" and text.startswith(text[start - 1] + ":", stop)


# the headings of a Google-style argument list, and those of the sections that end it
_UNDERLINED_HEADINGS = (*_LIST_HEADINGS, "Params", "Other Parameters")
_ARGS_HEADINGS = tuple(heading + ":" for heading in (*_UNDERLINED_HEADINGS, "Keyword Args", "Kwargs"))
_LIST_ENDS = re.compile(r"\b(?:Returns|Return|Yields|Raises|Examples?|Notes?|Warnings?|See Also|Usage|References)"
                        r"(?::|\s*---)")
# how far back an entry's list heading is looked for: a long argument list is some thousands of characters
_ARGS_REACH = 4000


def untyped_parameter_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"Args: ... temperature: The temperature to use for the model.": a plain word in lower case with a
    colon and a space after it, under the heading of a Google-style argument list ("Args:", "Parameters:",
    "Attributes:") or an underlined one ("Arguments" over "---------", then "temperature: float", as
    SpeechBrain writes them) and before any heading that ends the list ("Returns:", "Example:"), names a parameter
    with no type written, as ``temperature (float):`` does. A word with a colon in other prose ("The
    temperature: higher values flatten it") has no such heading before it."""
    if not (stop + 1 < len(text) and text[stop] == ":" and text[stop + 1] == " " and plain_word(text[start:stop])):
        return False
    lo = max(0, start - _ARGS_REACH)
    # within the docstring that holds the word: a list heading of an earlier docstring is another's, and
    # so is one of an earlier region (a comment under a docstring: the NUL that joins two regions)
    lo = max(lo, text.rfind('"""', lo, start), text.rfind("'''", lo, start),
             text.rfind(REGION_SEPARATOR, lo, start))
    # (a few searches in C, not a pattern over thousands of characters: asked for every form before a colon)
    heading = max(text.rfind(h, lo, start) for h in _ARGS_HEADINGS)
    underline = text.rfind("---", lo, start)
    while underline > lo and text[underline - 1] == "-":
        underline -= 1  # (to the start of the run of dashes)
    if underline > heading and text[lo:underline].rstrip().endswith(_UNDERLINED_HEADINGS):
        heading = underline  # NumPy style's underlined heading over entries written "name: type"
    return heading >= 0 and _LIST_ENDS.search(text, heading, start) is None


def names_a_parameter(text: str, start: int, stop: int) -> bool:
    """Does the docstring around ``text[start:stop]`` (within ``_ARGS_REACH`` characters either side) declare
    a parameter called so: a Sphinx field (":param embedding:", ":param int rank:"), a Google-style entry with
    its type ("rank (int):") or, under an argument list's heading, without one ("Args: ... rank: rank of the
    current process"), a NumPy-style one ("rank : int")? Then `` `rank` `` in its sentences names that
    parameter."""
    name = text[start:stop]
    lo, hi = max(0, start - _ARGS_REACH), min(len(text), stop + _ARGS_REACH)
    # within the region that holds the name (regions are joined by a NUL): another's parameters are not its
    lo = max(lo, text.rfind(REGION_SEPARATOR, lo, start) + 1)
    end = text.find(REGION_SEPARATOR, stop, hi)
    hi = hi if end < 0 else end
    # most names in backticks are declared nowhere: three plain searches rule them out before a pattern's
    colon, typed, numpy = (text.find(name + ":", lo, hi) >= 0, text.find(name + " (", lo, hi) >= 0,
                           text.find(name + " : ", lo, hi) >= 0)
    if not (colon or typed or numpy):
        return False
    word = re.escape(name)
    if colon and re.compile(rf":param(?:\s+[^\s:]+)*\s+{word}:").search(text, lo, hi) is not None:
        return True
    if (typed or numpy) and re.compile(rf"(?<![\w.`]){word}(?: \([^()]*\):| : )").search(text, lo, hi) is not None:
        return True
    return (colon and any(text.find(heading, lo, hi) >= 0 for heading in _ARGS_HEADINGS)
            and re.compile(rf"(?<![\w.`]){word}: ").search(text, lo, hi) is not None)
