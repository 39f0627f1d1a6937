"""The lint of one document, from the matches detection accepted in its prose.

The lint never looks for terms itself: a word is a mention when detection says so (its ambiguity
rules included), so an ordinary "zero" or a "pipeline" of a CI file stays quiet here as in the
hover. Matches in code and string regions (the ``strings`` and ``everywhere`` scopes) and in the code
blocks a document embeds are left out: the lint is about the document's prose.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, NamedTuple

from ai_glossary.core.i18n import Translator
from ai_glossary.core.lint.rules import MESSAGES, UNEXPANDED_ABBREVIATION, LintRules
from ai_glossary.core.lint.spellings import SpellingTable

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.view import AnalysisView, TermMatch
    from ai_glossary.core.glossary.model import Concept

PROSE_KINDS = frozenset({"comment", "docstring", "prose"})
# an abbreviation: one word of two to eight letters or digits with at least two capitals ("FSDP",
# "LoRA", "1F1B"); it is reported only when its concept has a longer name to expand it to
_ABBREVIATION = re.compile(r"[A-Z0-9][A-Za-z0-9]{1,7}")
# "FSDP (Fully Sharded Data Parallel)": an expansion at most this many characters after the
# abbreviation expands it too
_NEXT_TO = 3


class LintFinding(NamedTuple):
    """One finding: ``[start, end)`` in code points of the document's text."""

    start: int
    end: int
    rule: str
    severity: str
    text: str
    replacement: str
    concept_id: str

    def message(self, tr: Translator) -> str:
        return tr(MESSAGES[self.rule], text=self.text, replacement=self.replacement)


def lint_view(view: "AnalysisView", table: SpellingTable, rules: LintRules) -> list[LintFinding]:
    """The findings of one analysed document (its prose only), in document order."""
    text = view.text

    def in_prose(m: "TermMatch") -> bool:
        return _in_prose(view, m.start) and not _in_inline_code(text, m.start, m.end)

    if view.language == "markdown" and rules.on(UNEXPANDED_ABBREVIATION):  # reads every prose match
        return lint_matches(list(filter(in_prose, view.matches())), view.language, table, rules)
    # else only the matches the glossary has advice on (618 of transformers' 30,624) are placed
    flagged = [m for m in view.matches() if table.advice(m.concept_id, m.form, m.text) is not None]
    return lint_matches(list(filter(in_prose, flagged)), view.language, table, rules)


_BACKTICKS = re.compile(r"`+")


def _in_inline_code(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` inside backticks on its line (a docstring's or a
    comment's `name`)? The hover reads it; the lint leaves code alone: `pytorch` is a package.
    Markdown's code spans and reST's literals never get here: the region finder cuts them out."""
    line_start = text.rfind("\n", 0, start) + 1
    if text.find("`", line_start, start) < 0:  # most lines: no backtick before the mention
        return False
    line_end = text.find("\n", end)
    before = len(_BACKTICKS.findall(text, line_start, start))
    return before % 2 == 1 and "`" in text[end: line_end if line_end >= 0 else len(text)]


def _in_prose(view: "AnalysisView", offset: int) -> bool:
    """In a comment, docstring or text of the document's own language: not in a fenced code block
    of a Markdown file (its comments are Python's), nor in an HTML comment there."""
    region = view.region_at(offset)
    return (region is not None and region.kind in PROSE_KINDS
            and (region.language is None or region.language == view.language))


def lint_matches(matches: Iterable["TermMatch"], language: str | None, table: SpellingTable,
                 rules: LintRules) -> list[LintFinding]:
    """The findings of the prose ``matches`` of a document in ``language`` (its language id)."""
    matches = list(matches)
    out: list[LintFinding] = []
    for m in matches:
        advice = table.advice(m.concept_id, m.form, m.text)
        if advice is not None and rules.on(advice.rule):
            out.append(LintFinding(m.start, m.start + advice.length, advice.rule, rules.severity(advice.rule),
                                   m.text[: advice.length], advice.replacement, m.concept_id))
    if language == "markdown" and rules.on(UNEXPANDED_ABBREVIATION):
        out += _unexpanded(matches, table, rules.severity(UNEXPANDED_ABBREVIATION))
        out.sort(key=lambda f: (f.start, f.end))
    return out


def _unexpanded(matches: list["TermMatch"], table: SpellingTable, severity: str) -> list[LintFinding]:
    """The first use of each abbreviation that the document has not expanded before it (nor right
    after it, in parentheses), when the glossary has an expansion to offer."""
    out: list[LintFinding] = []
    expanded: set[str] = set()
    reported: set[str] = set()
    for i, m in enumerate(matches):
        cid = m.concept_id
        if cid in expanded or cid in reported:
            continue
        if not _is_abbreviation(m.text):
            expanded.add(cid)
            continue
        nxt = matches[i + 1] if i + 1 < len(matches) else None
        if nxt is not None and nxt.concept_id == cid and nxt.start - m.end <= _NEXT_TO and not _is_abbreviation(nxt.text):
            expanded.add(cid)
            continue
        expansion = _expansion(table, cid)
        if expansion is not None and m.text not in expansion:  # "1F1B schedule" expands nothing
            reported.add(cid)
            out.append(LintFinding(m.start, m.end, UNEXPANDED_ABBREVIATION, severity, m.text,
                                   f"{expansion} ({m.text})", cid))
    return out


def _is_abbreviation(text: str) -> bool:
    return " " not in text and _ABBREVIATION.fullmatch(text) is not None and sum(ch.isupper() for ch in text) >= 2


def _expansion(table: SpellingTable, concept_id: str) -> str | None:
    """The concept's long name: its term when that is not an abbreviation, else its first alias of
    several words."""
    concept: "Concept | None" = table.concept(concept_id)
    if concept is None:
        return None
    for form in (concept.term, *concept.aliases):
        if " " in form and not _is_abbreviation(form.replace(" ", "")):
            return form
    return None
