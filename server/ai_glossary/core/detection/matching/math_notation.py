"""Math written in prose without its delimiters: a form there is a formula's symbol, not a word of
the sentence (tests/eval/data/GUIDELINES.md, rule 1: math is not prose). Markdown's ``$...$`` and
``$$...$$`` are cut out with the regions; notes copied from a chat or a slide often lose them, and
keep the TeX (``(X_{embedding}) = semantic information``, ``(PE(pos)) থেকে``). Two rules of
:data:`.code_rules.CODE_AROUND_A_FORM`, each reading only the characters next to the form.
"""

from __future__ import annotations

import re

from ai_glossary.core.detection.text import plain_word

# what follows the closing bracket of a symbol a legend explains: an equals sign and a space ("(PE) = ...")
_LEGEND = re.compile(r"\)[ \t]?=[ \t]")
# what follows a function of a formula applied to its variables ("PE(pos)", "PE(pos + k)")
_APPLIED = re.compile(r"\([a-z]")
# a function applied to its variables, then one equals sign: the left side of a formula that defines it
# ("PE(pos, 2i) = sin(...)"; a call is compared with "==" or assigned to, on the right of "=")
_DEFINED = re.compile(r"\([\w ,+\-*/^]{1,40}\)[ \t]*=(?!=)")


# the TeX commands that set a formula's operator or named function upright: "\text{softmax}(x)"
_UPRIGHT = ("\\text{", "\\mathrm{", "\\operatorname{", "\\mathit{")


def math_index(text: str, start: int, stop: int, spelling: str) -> bool:
    """"X_{embedding} + PE", "h^{attention}": the form opens the braces of a TeX subscript or
    superscript, a symbol's index in a formula, not a word of the sentence; and a form that fills
    the braces of a TeX upright-text command ("\\text{softmax}\\left(...)", "\\operatorname{LayerNorm}(x)"):
    the name of a formula's function, not a word of the sentence ("\\text{where softmax is}" is a phrase)."""
    if start > 1 and text[start - 1] == "{" and text[start - 2] in "_^":
        return True
    return text.startswith("}", stop) and text.endswith(_UPRIGHT, 0, start)


def tex_command(text: str, start: int, stop: int, spelling: str) -> bool:
    """"{\\rm Var}", "\\beta": small letters right after a backslash are a TeX command of a formula
    (``\\rm`` sets text upright), not a word of the sentence. A name in capitals there is the last folder
    of a Windows path ("C:\\Tools\\CUDA"), which names the thing."""
    return start > 0 and text[start - 1] == "\\" and plain_word(text[start:stop])


def formula_symbol(text: str, start: int, stop: int, spelling: str) -> bool:
    """A symbol of a formula in brackets, as TeX's ``\\(...\\)`` reads once its backslashes are
    lost: the symbol a legend explains, alone in its brackets before an equals sign ("* (PE) =
    structural/order information", beside "* (d) = embedding dimension"), or a function of the
    formula applied to a variable in them ("(PE(pos)) থেকে"); and the function a formula defines,
    applied to its variables before one equals sign ("PE(pos, 2i) = sin(...)"). A name defined in
    brackets ("Positional Encoding (PE) is added"), one called in a sentence ("wrap it with FSDP(model)"), one passed to a call
    ("TopK(Softmax(logits))", code a docstring writes) and one that glosses the words before it in a sum
    ("7B x 4 bytes (FP32) = 28GB") are no such symbol."""
    if _DEFINED.match(text, stop) is not None:
        return True  # "PE(pos, 2i) = sin(pos / 10000^(2i/d))": the function a formula defines
    if start == 0 or text[start - 1] != "(" or stop >= len(text):
        return False
    if start > 1 and (text[start - 2].isalnum() or text[start - 2] in "_."):
        return False  # the bracket of a call: "TopK(Softmax(logits))", "append(MultiHeadAttention(...))"
    if _APPLIED.match(text, stop) is not None:
        return True
    if _LEGEND.match(text, stop) is None:
        return False
    # a legend's symbol opens its item ("* (PE) = ..."); after a word, the brackets gloss it and the
    # equals sign gives the sum ("7B x 4 bytes (FP32) = 28GB")
    i = start - 2
    while i >= 0 and text[i] in " \t":
        i -= 1
    return i < 0 or not text[i].isalnum()
