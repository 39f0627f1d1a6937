"""What the matcher finds: a :class:`Candidate`, a term occurrence before the evidence decides
whether an ambiguous one counts."""

from __future__ import annotations

import bisect
from typing import NamedTuple, Sequence

from ai_glossary.core.detection.matching.form_entry import FormEntry


class Candidate(NamedTuple):
    """A term occurrence; ``start``/``end`` index the text that was matched."""

    start: int
    end: int
    concept_id: str
    form: str
    lang: str | None
    ambiguous: bool
    # an ambiguous localized name that is all the words of its region (a heading, a table cell, a
    # list item): a concept related to it anywhere in the document also tells its sense
    # (senses.SenseResolution)
    alone: bool = False


# (start, end, entry): a match before it becomes a Candidate at its final offsets
Hit = tuple[int, int, FormEntry]


def joined_starts(pieces: Sequence[tuple[int, int]]) -> list[int]:
    """Where each piece starts in the pieces joined with single spaces."""
    starts, pos = [], 0
    for a, b in pieces:
        starts.append(pos)
        pos += b - a + 1
    return starts


def doc_offset(pieces: Sequence[tuple[int, int]], joined_starts: list[int], local: int) -> int:
    """Document offset of index ``local`` of the pieces joined with single spaces (the space after
    a piece maps to that piece's end)."""
    i = bisect.bisect_right(joined_starts, local) - 1
    a, b = pieces[i]
    return min(a + local - joined_starts[i], b)
