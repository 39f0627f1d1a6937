"""The Region value type shared by every backend."""

from __future__ import annotations

from typing import NamedTuple


Span = tuple[int, int]


class Edit(NamedTuple):
    """One change of a text: [start, old_end) replaced by ``text``, in code points of the text just
    before it."""

    start: int
    old_end: int
    text: str

    @property
    def delta(self) -> int:
        """How far the text after the edit moves."""
        return len(self.text) - (self.old_end - self.start)


class Region(NamedTuple):
    """A part of a document that holds words a reader reads.

    ``start``/``end`` are code-point offsets (Python ``str`` indices) into the document, end
    exclusive. ``pieces`` are the spans inside ``[start, end)`` that hold the words, with comment
    markers, leaders, quotes and markup stripped, at least one piece per line; a matcher joins
    them with one space so a phrase broken across lines still matches.
    """

    start: int
    end: int
    kind: str  # "comment" | "docstring" | "prose" | "string" | "code"
    pieces: tuple[Span, ...]
    language: str | None = None

    def words(self, text: str) -> str:
        """The pieces' text joined with single spaces (what a matcher searches)."""
        return " ".join(text[a:b] for a, b in self.pieces)


def shifted(region: Region, delta: int) -> Region:
    """``region`` moved by ``delta`` code points."""
    if not delta:
        return region
    return Region(
        region.start + delta,
        region.end + delta,
        region.kind,
        tuple([(a + delta, b + delta) for a, b in region.pieces]),
        region.language,
    )


def map_pos(x: int, edit: Edit) -> int:
    """Where offset ``x`` lands after ``edit``."""
    if x <= edit.start:
        return x
    if x < edit.old_end:
        return edit.start + len(edit.text)
    return x + edit.delta


def apply_edits(text: str, edits: list[Edit]) -> str:
    """``text`` after ``edits``, applied in order (each one's offsets are in the text before it)."""
    for start, old_end, new in edits:
        text = text[:start] + new + text[old_end:]
    return text
