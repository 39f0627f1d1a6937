"""The rules that make a form written as code in prose no mention (:data:`CODE_AROUND_A_FORM`), each
with what it needs next to the form, and :func:`written_as_code`, which tries a form by the rules its
neighbours allow.

The rules, each with its example, are in :mod:`.not_mentions` (dotted names, calls, formulas, paths,
C declarations), :mod:`.code_marks`, :mod:`.docstring_parameters`, :mod:`.math_notation` and
:mod:`.other_names` (a citation's pages too). Each reads only the characters next to the form, and says
no without the one it needs, which ``_RULES`` lists beside it: a form next to none of them is kept
without a call.
"""

from __future__ import annotations

from typing import Callable

from ai_glossary.core.detection.matching.code_marks import (assigned_a_value, c_declarator, called_for_an_assignment,
                                                              device_index, method_without_its_object,
                                                              plain_word_in_backticks, subscript_key, subscripted)
from ai_glossary.core.detection.matching.docstring_parameters import (
    listed_parameter_name, numpydoc_parameter_name, parameter_name, quoted_key, sphinx_parameter_name,
    untyped_parameter_name)
from ai_glossary.core.detection.matching.math_notation import formula_symbol, math_index, tex_command
from ai_glossary.core.detection.matching.not_mentions import (
    OPERATORS, api_called, argument_of_a_call, head_of_dotted_name, identifier_in_formula,
    keyword_argument, part_of_file_path, tail_of_dotted_name, template_field)
from ai_glossary.core.detection.matching.other_names import (
    glob_pattern, head_of_quoted_value, icon_shortcode, link_fragment, negated_by_non, page_numbers,
    tail_of_hyphenated_name, tail_of_quoted_value, undone_by_de, value_in_a_quoted_spec)


class _Needs:
    """A rule of :data:`CODE_AROUND_A_FORM` and what it needs next to the form, which it holds nowhere else:
    a character just before it (``before``), one just after it (``after``), a star two before it ("* adapter"),
    or " (" or " :" after it (``spaced``). A plain class: making a NamedTuple costs 1 M instructions a start."""

    __slots__ = ("rule", "before", "after", "star", "spaced")

    def __init__(self, rule: Callable[[str, int, int, str], bool], before: str = "", after: str = "",
                 star: bool = False, spaced: bool = False) -> None:
        self.rule, self.before, self.after, self.star, self.spaced = rule, before, after, star, spaced


_ARITHMETIC = "".join(sorted(OPERATORS))
_RULES = (
    _Needs(tail_of_dotted_name, before="."), _Needs(method_without_its_object, before="."),
    _Needs(tex_command, before="\\"), _Needs(head_of_dotted_name, after="."), _Needs(api_called, after="("),
    _Needs(called_for_an_assignment, after="("),
    _Needs(argument_of_a_call, before="("), _Needs(identifier_in_formula, before=_ARITHMETIC, after=_ARITHMETIC),
    _Needs(template_field, before="{"), _Needs(math_index, before="{"),
    _Needs(formula_symbol, before="(", after="("), _Needs(part_of_file_path, before="/\\", after="/\\"),
    _Needs(c_declarator, before="*", star=True), _Needs(parameter_name, spaced=True),
    _Needs(numpydoc_parameter_name, spaced=True), _Needs(listed_parameter_name, spaced=True),
    # (a key in single quotes, "'lr':", is tried only where a star two before it lets the rules run)
    _Needs(quoted_key, before='"', star=True), _Needs(plain_word_in_backticks, before="`"),
    _Needs(subscript_key, before="\"'"),
    _Needs(device_index, after=":"), _Needs(sphinx_parameter_name, after=":"),
    _Needs(untyped_parameter_name, after=":"), _Needs(subscripted, after="["),
    _Needs(glob_pattern, before="."), _Needs(page_numbers, after="."),
    _Needs(tail_of_hyphenated_name, before="-"), _Needs(head_of_quoted_value, before='"'),
    _Needs(tail_of_quoted_value, after='"'), _Needs(keyword_argument, after="="),
    _Needs(assigned_a_value, after="=", spaced=True),
    _Needs(value_in_a_quoted_spec, before="="), _Needs(icon_shortcode, before="-:"),
    _Needs(undone_by_de, before="-"), _Needs(negated_by_non, before="-"), _Needs(link_fragment, before="#"),
)
CODE_AROUND_A_FORM: tuple[Callable[[str, int, int, str], bool], ...] = tuple(needs.rule for needs in _RULES)


def _by_character(side: str) -> dict[str, tuple[Callable[[str, int, int, str], bool], ...]]:
    """For each character, the rules that need it on ``side`` ("before" or "after") of the form."""
    out: dict[str, tuple] = {}
    for needs in _RULES:
        for ch in getattr(needs, side):
            out[ch] = out.get(ch, ()) + (needs.rule,)
    return out


# Most forms have none of these next to them and call no rule, the others only the rules their neighbours
# allow: every rule for every form made a scan of text dense with terms (260,000 in 3.5 MB) 10-30 % slower
_BEFORE, _AFTER = _by_character("before"), _by_character("after")
_AFTER_A_STAR, _SPACED = tuple(n.rule for n in _RULES if n.star), tuple(n.rule for n in _RULES if n.spaced)


def written_as_code(text: str, start: int, stop: int, spelling: str) -> bool:
    """Does one of :data:`CODE_AROUND_A_FORM` say that the form at ``text[start:stop]`` is code?"""
    rules = _BEFORE.get(text[start - 1], ()) if start > 0 else ()
    if stop < len(text):
        ch = text[stop]
        after = _AFTER.get(ch)
        if after is not None:
            # a rule that may need either side (a path's "/", an operator) is tried once: "TP/PP/DP"
            rules = rules + tuple(rule for rule in after if rule not in rules) if rules else after
        elif ch == " " and text.startswith((" (", " :", " ="), stop):  # (no rule needs a space after the form)
            rules += _SPACED
    if start > 1 and text[start - 2] == "*":
        rules += _AFTER_A_STAR
    for rule in rules:
        if rule(text, start, stop, spelling):
            return True
    return False
