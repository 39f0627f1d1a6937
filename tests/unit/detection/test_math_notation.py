"""Math written in prose without its delimiters (core/detection/matching/math_notation.py)."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary


def _words(text):
    matcher = TermMatcher(Glossary({
        "awq": Concept("awq", "AWQ", ()),
        "lora": Concept("lora", "LoRA", ()),
        "fsdp": Concept("fsdp", "FSDP", ()),
    }))
    return [text[c.start:c.end] for c in matcher.find(text)]


@pytest.mark.parametrize("text, words", [
    # a TeX subscript or superscript written without "$": a symbol's index, not a word
    ("* (X_{AWQ}) = semantic information, W^{AWQ} too", []),
    ("X_{final} = X_{LoRA} + PE", []),
    # braces of another kind, an underscore name and the word itself stay as they are
    ("A {AWQ} field, the AWQ format and x_AWQ.", ["AWQ", "AWQ"]),
])
def test_a_form_opening_a_math_index_is_no_mention(text, words):
    assert _words(text) == words


@pytest.mark.parametrize("text, words", [
    # the symbol a formula's legend explains, and a function of the formula applied to a variable
    ("* (AWQ) = structural/order information", []),
    ("* (LoRA)= the low-rank update", []),
    ("কে linear combination দিয়ে (AWQ(pos)) থেকে বের করা যায়।", []),
    # a name defined in brackets, one called in a sentence, a bracket with a number or a comparison
    ("Activation-aware Weight Quantization (AWQ) is added; wrap it with FSDP(model).", ["AWQ", "FSDP"]),
    ("We use (FSDP(2)) and (LoRA) == (LoRA).", ["FSDP", "LoRA", "LoRA"]),
    # a name passed to a call, in code a docstring writes: its bracket follows the callee's name
    ("The weights are `TopK(AWQ(logits))`'s values; wrap(LoRA(model)) too.", ["AWQ", "LoRA"]),
    # a name in brackets glossing the words before a sum: the memory of weights in a format
    ("- Model parameters: 7B x 4 bytes (AWQ) = 28GB", ["AWQ"]),
])
def test_a_formulas_symbol_in_brackets_is_no_mention(text, words):
    assert _words(text) == words


@pytest.mark.parametrize("text, words", [
    # the function a formula's line defines, applied to its variables before one equals sign (lines are
    # joined with a space in a region, so the second line follows the first)
    ("AWQ(pos, 2i) = sin(pos / 10000^(2i/d)) AWQ(pos, 2i+1) = cos(pos / 10000^(2i/d))", []),
    ("- LoRA(x) = W x + B A x", []),
    # a call compared with "==", one assigned on the right and one called in a sentence stay mentions
    ("if LoRA(x) == y, then model = FSDP(model) and wrap it with AWQ(w).", ["LoRA", "FSDP", "AWQ"]),
])
def test_the_function_a_formula_defines_is_no_mention(text, words):
    assert _words(text) == words


@pytest.mark.parametrize("text, words", [
    # the function a formula names in a TeX upright-text command, its "$" lost: a symbol, not a word
    (r"[ \text{Attention}(Q, K, V) = \text{AWQ}\left(\frac{QK^T}{\sqrt{d_k}}\right)V ]", []),
    (r"y = \operatorname{LoRA}(x) + \mathrm{FSDP}(w)", []),
    # a phrase in the braces, other braces, and the word in the sentence after the formula stay mentions
    (r"\text{where AWQ applies} and {LoRA} and the FSDP wrapper", ["AWQ", "LoRA", "FSDP"]),
])
def test_a_function_named_in_a_tex_text_command_is_no_mention(text, words):
    assert _words(text) == words


@pytest.mark.parametrize("text, words", [
    # letters right after a backslash: a TeX command of a formula written without its delimiters
    (r"C_{\rm var} = \inf_{t} {\rm Var}, and \awq here", []),
    # the word beside it, and a backslash with a space before the word
    (r"the AWQ scale \ AWQ", ["AWQ", "AWQ"]),
])
def test_a_tex_command_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"awq": Concept("awq", "AWQ", ()), "rm": Concept("rm", "RM", ("rm",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words
