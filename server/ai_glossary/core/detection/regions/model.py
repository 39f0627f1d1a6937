"""The Region value type shared by every backend."""

from __future__ import annotations

from typing import NamedTuple


Span = tuple[int, int]
# One change of a text: (start, old_end, new_text), in code points of the text just before it.
Edit = tuple[int, int, str]


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


def apply_edits(text: str, edits: list[Edit]) -> str:
    """``text`` after ``edits``, applied in order (each one's offsets are in the text before it)."""
    for s, oe, new in edits:
        text = text[:s] + new + text[oe:]
    return text
