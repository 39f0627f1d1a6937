"""An open document: its text, a line index and its (lazily updated) analysis.

Edits are queued as they arrive and applied to the analysis at the next query, so a burst of
keystrokes costs one incremental re-analysis, not one per keystroke.
"""

from __future__ import annotations

from typing import Sequence

from ai_glossary.core.detection.analysis import DocumentAnalysis, Edit
from ai_glossary.core.snapshot import CompiledGlossary
from ai_glossary.core.detection.regions import language_for
from ai_glossary.core.detection.text import LineIndex


class LinesView(Sequence[str]):
    """The document's lines (with their line breaks) without splitting the whole text."""

    def __init__(self, text: str, index: LineIndex) -> None:
        self._text = text
        self._index = index

    def __len__(self) -> int:
        return len(self._index.starts)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self._index.starts)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        start = self._index.starts[i]
        end = self._index.starts[i + 1] if i + 1 < n else len(self._text)
        return self._text[start:end]


class OpenDocument:
    def __init__(self, uri: str, text: str, language_id: str | None, version: int | None = None) -> None:
        self.uri = uri
        self.version = version
        self.language = language_for(language_id, uri)
        self._text = text
        self._index: LineIndex | None = None
        self._pending: list[Edit] = []
        self._full_change = False
        self._analysis: DocumentAnalysis | None = None
        self._analysis_key: tuple[int, str, int] | None = None

    @property
    def text(self) -> str:
        return self._text

    @property
    def index(self) -> LineIndex:
        if self._index is None:
            self._index = LineIndex(self._text)
        return self._index

    @property
    def lines(self) -> LinesView:
        return LinesView(self._text, self.index)

    def is_analysable(self, max_size: int) -> bool:
        """Huge documents and binary content (NUL bytes) are not analysed."""
        return len(self._text) <= max_size and "\x00" not in self._text

    # -- changes -----------------------------------------------------------------------------
    def replace(self, text: str, version: int | None = None) -> None:
        self._text = text
        self._index = None
        self._pending.clear()
        self._full_change = True
        self.version = version

    def edit(self, start: int, end: int, new_text: str, version: int | None = None) -> None:
        """Replace ``[start, end)`` (code points, clamped) with ``new_text``."""
        n = len(self._text)
        start = max(0, min(start, n))
        end = max(start, min(end, n))
        self._text = self._text[:start] + new_text + self._text[end:]
        if self._index is not None:
            self._index.apply_edit(start, end, new_text)
        if not self._full_change:
            self._pending.append((start, end, new_text))
        self.version = version

    # -- analysis ----------------------------------------------------------------------------
    def analysis(self, compiled: CompiledGlossary, scope: str) -> DocumentAnalysis:
        key = (id(compiled), scope, 0)
        if self._analysis is None or self._analysis_key != key:
            self._analysis = DocumentAnalysis(self._text, self.language, compiled, scope)
            self._analysis_key = key
        elif self._full_change:
            self._analysis.replace(self._text)
        elif self._pending:
            self._analysis.update(self._pending, self._text)
        self._pending = []
        self._full_change = False
        return self._analysis
