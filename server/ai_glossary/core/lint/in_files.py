"""The lint of files, for ``ai-glossary lint``: what :func:`ai_glossary.core.scan.scan_paths` reads
from each file's analysis instead of its terms (``scan_paths(find=LintFinder(rules), record=LintOccurrence)``),
so the lint walks, skips and spreads files over the cores exactly as ``scan`` does."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ai_glossary.core.detection.text import positions
from ai_glossary.core.lint.check import lint_view
from ai_glossary.core.lint.rules import LintRules
from ai_glossary.core.lint.spellings import SpellingTable

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.view import AnalysisView


class LintOccurrence(NamedTuple):
    """A finding in one text (a file, or a notebook cell); columns count code points."""

    line: int  # 1-based
    column: int  # 1-based
    end_line: int
    end_column: int  # exclusive, 1-based
    rule: str
    severity: str
    id: str  # the concept
    text: str
    replacement: str


class LintFinder:
    """The lint's findings in an analysed text, as :class:`LintOccurrence`. Pickles with its rules
    only: each worker process compiles the spellings of the glossary it holds."""

    def __init__(self, rules: LintRules) -> None:
        self.rules = rules
        self._tables: dict[int, SpellingTable] = {}

    def __getstate__(self) -> dict:
        return {"rules": self.rules}

    def __setstate__(self, state: dict) -> None:
        self.rules = state["rules"]
        self._tables = {}

    def __call__(self, view: "AnalysisView") -> list[LintOccurrence]:
        glossary = view.detector.glossary
        table = self._tables.get(id(glossary))
        if table is None:
            self._tables = {id(glossary): SpellingTable(glossary)}  # one glossary per run
            table = self._tables[id(glossary)]
        found = lint_view(view, table, self.rules)
        at = iter(positions(view.text, [offset for f in found for offset in (f.start, f.end)]))
        return [LintOccurrence(line + 1, col + 1, end_line + 1, end_col + 1, f.rule, f.severity, f.concept_id,
                               f.text, f.replacement)
                for f, (line, col), (end_line, end_col) in zip(found, at, at)]
