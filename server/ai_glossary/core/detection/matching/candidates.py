"""What the matcher finds: a :class:`Candidate`, a term occurrence before the evidence decides
whether an ambiguous one counts."""

from __future__ import annotations

from typing import NamedTuple

from ai_glossary.core.detection.matching.compiled import FormEntry


class Candidate(NamedTuple):
    """A term occurrence; ``start``/``end`` index the text that was matched."""

    start: int
    end: int
    concept_id: str
    form: str
    lang: str | None
    ambiguous: bool


# (start, end, entry): a match before it becomes a Candidate at its final offsets
Hit = tuple[int, int, FormEntry]
