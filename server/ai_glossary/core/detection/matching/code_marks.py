"""Names that prose marks as code, for :data:`.code_rules.CODE_AROUND_A_FORM`, each reading only the
characters next to the form: a plain word in backticks called a code name, a method named without its
object, a device string, a subscript, a name given a value in a comment or called to give one, the name a C
declaration quoted in a comment declares after a pointer type.
"""

from __future__ import annotations

import re

from ai_glossary.core.detection.matching.docstring_parameters import names_a_parameter
from ai_glossary.core.detection.text import REGION_SEPARATOR, is_word_char, plain_word

# what a code name is called after it ("the `offload` method", "an ``mpi`` section"), or the Sphinx role
# before it (":meth:`gather`", ":attr:`momentum`")
_CODE_ROLE_AFTER = re.compile(r"`{1,2}\s+(?:method|methods|function|argument|arguments|kwarg|kwargs|parameter|"
                              r"parameters|attribute|attributes|property|field|fields|key|keys|section|option|"
                              r"flag|variable|column)\b")
_SPHINX_ROLE_BEFORE = re.compile(r":(?:meth|func|attr|obj|data|class|mod|paramref):`{1,2}\Z")


def plain_word_in_backticks(text: str, start: int, stop: int, spelling: str) -> bool:
    """"the `offload` method", "an ``mpi`` section", ":attr:`momentum`", "Ignored when `embedding` is given"
    under ":param embedding:": a plain word in lower case marked as code and called a code name (or given a
    Sphinx role, or declared a parameter of the docstring) is that name, as the evaluation guidelines label
    it. A package or an implementation in backticks stays a mention ("the `transformers` API", "`sdpa` and
    `eager`"), and so does an identifier that spells the concept (`` `fp16` ``, `` `all_reduce` ``)."""
    if not (start > 0 and text[start - 1] == "`" and text.startswith("`", stop) and plain_word(text[start:stop])):
        return False
    return (_CODE_ROLE_AFTER.match(text, stop) is not None
            or _SPHINX_ROLE_BEFORE.search(text, max(0, start - 12), start) is not None
            or names_a_parameter(text, start, stop))


def method_without_its_object(text: str, start: int, stop: int, spelling: str) -> bool:
    """"``.cuda()``, ``.cpu()``", "call .half() on it": a plain word in lower case after a dot that
    follows no name, and before the bracket of a call, is a method as prose names one on any object
    (a tensor's), code. A dot after a name is :func:`.not_mentions.tail_of_dotted_name`'s."""
    return (start > 0 and text[start - 1] == "." and (start == 1 or not is_word_char(text[start - 2]))
            and text.startswith("(", stop) and plain_word(text[start:stop]))


def device_index(text: str, start: int, stop: int, spelling: str) -> bool:
    """"cuda:0", "npu:1": a device's name and index, as code writes a device string; the plain word in
    lower case before a colon and a digit."""
    return (text.startswith(":", stop) and stop + 1 < len(text) and text[stop + 1].isdigit()
            and plain_word(text[start:stop]))


_SUBSCRIPT = re.compile(r"\[[\w.'\"-]+\]")


def subscripted(text: str, start: int, stop: int, spelling: str) -> bool:
    """"percentage * HBM[home]", "CACHE[key]": a name indexed like a mapping or an array is a variable of
    the code; a bracket with a space or nothing in it ("FSDP [1]" is a citation, "[]") is not one."""
    return _SUBSCRIPT.match(text, stop) is not None


def subscript_key(text: str, start: int, stop: int, spelling: str) -> bool:
    """``version["transformers"]``, ``config['lr']``: a plain word in quotes between square brackets
    is the key a mapping is indexed with, a string of the code."""
    if not (start > 1 and text[start - 1] in "\"'" and text[start - 2] == "["):
        return False
    return text.startswith(text[start - 1] + "]", stop) and plain_word(text[start:stop])


# a value given to a name: a list, a tuple, a dict, a number, a string or a constant ("= [0.12, -0.34]"), a
# call's result ("= AutoTokenizer.from_pretrained(") or another name of code ("= initial_lr / hvd.size()")
_ASSIGNED_VALUE = re.compile(r"[ \t]?=[ \t]?(?:[\[{(\"']|-?\d|True\b|False\b|None\b|[A-Za-z_][\w.]*\(|"
                             r"[A-Za-z_]\w*(?:[._]\w+)+)")
# an assignment's target at the start of a line, before the value (after a comment's mark): "inputs = "
_ASSIGNMENT_TARGET = re.compile(r"[A-Za-z_][\w.]*[ \t]*=[ \t]*\Z")


def assigned_a_value(text: str, start: int, stop: int, spelling: str) -> bool:
    """"# logits = [2.3, -1.2, 5.6]", "# lr = 0.001": a plain lower-case word given a list or a dict, or one
    that opens its line (after a comment's mark) and is given a value (a number, a string, a constant),
    is a variable of code written in a comment. A comment's lines reach the matcher joined by a space, so
    only the list or the dict is known wherever it is; "set rank=0" after a word is left as it is."""
    if _ASSIGNED_VALUE.match(text, stop) is None or not plain_word(text[start:stop]):
        return False
    if text.startswith((" = [", " = {"), stop):
        return True
    return _opens_its_line(text, start)


def called_for_an_assignment(text: str, start: int, stop: int, spelling: str) -> bool:
    """"inputs = tokenizer(sentence, return_tensors="pt")": a plain word called with its arguments to give a
    name at the start of a line its value is a function of code that lost its fences. Prose writes no call
    after "x = " ("the logits = the scores" stays a mention)."""
    if not (text.startswith("(", stop) and plain_word(text[start:stop])):
        return False
    target = _ASSIGNMENT_TARGET.search(text, max(0, start - 40), start)
    return target is not None and _opens_its_line(text, target.start())


def _opens_its_line(text: str, start: int) -> bool:
    """Does ``start`` open its line, after blanks or a comment's mark?"""
    i = start - 1
    while i >= 0 and text[i] in " \t#/>":
        i -= 1
    return i < 0 or text[i] in ("\n", REGION_SEPARATOR)


# the type before a C declarator's star (see declared_after_pointer)
_C_TYPE_BEFORE = re.compile(r"(?:\b(?:void|char|short|int|long|float|double|bool|auto|unsigned|signed)"
                            r"|\w_t|\b(?:struct|enum|union|const)\s+\w+)\s+$")


def c_declarator(text: str, start: int, stop: int, spelling: str) -> bool:
    """"(const struct llama_adapter_lora * adapter);": the name a C declaration quoted in a comment
    declares after a pointer type (see :func:`declared_after_pointer`)."""
    return start > 1 and "*" in text[start - 2 : start] and declared_after_pointer(text, start, stop)


def declared_after_pointer(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` the name a C declarator gives after a pointer type ("const struct
    llama_adapter_lora * adapter,", "float *data;"): a star after a space, a type before it (a C
    scalar type, a ``*_t`` name, or a name after ``struct``/``enum``/``union``/``const``), and ",",
    ")", ";", "[" or "=" after the name? A product in prose ("TP * PP)") has no type before it."""
    i = start - 1
    if i >= 0 and text[i] == " ":
        i -= 1
    if i < 1 or text[i] != "*" or text[i - 1] != " ":
        return False
    before = _C_TYPE_BEFORE.search(text, max(0, i - 64), i)
    if before is None:
        return False
    j = stop
    while j < len(text) and text[j] == " ":
        j += 1
    return j < len(text) and text[j] in ",);[="
