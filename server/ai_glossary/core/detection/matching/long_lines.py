"""One long line matched again near an edit, not whole: a keystroke in a 3.5 MB comment costs
milliseconds instead of a second.

A line's candidates are kept with its text (:class:`LineScan`) and, after edits, as runs that each
have a shift of their own (:class:`CandidateRuns`). :func:`rescan_line` matches again only what
an edit can have changed, with the matcher's own scan (:class:`LineMatcher`, which
:class:`~.matcher.TermMatcher` is).
"""

from __future__ import annotations

import bisect
import unicodedata
from itertools import accumulate
from operator import attrgetter
from typing import Iterator, NamedTuple, Protocol, Sequence

from ai_glossary.core.detection.matching.candidates import Candidate, Hit
from ai_glossary.core.detection.matching.compiled import FormEntry
from ai_glossary.core.detection.matching.not_mentions import CONTEXT_BEFORE
from ai_glossary.core.detection.text import common_length

_START = attrgetter("start")  # of a Candidate
# A re-match near an edit usually meets the old choices again within a few forms: its first chunk
# is this small, and the next ones grow to the matcher's chunk size.
_RESCAN_FIRST_CHUNK = 1 << 10


class LineScan(NamedTuple):
    """The candidates of one line (a region of one piece), kept to match it again after an edit."""

    start: int  # of the line in the document
    line: str
    candidates: Sequence[Candidate]  # at document offsets, in order (a list or CandidateRuns)
    local: bool  # each candidate depends only on the text near it (see locally_matched)


class LineMatcher(Protocol):
    """What :func:`rescan_line` asks of the matcher."""

    # how far past a form's first character a scan reads (the form, an ending, two characters)
    context_after: int

    def scan_line(self, text: str, piece: tuple[int, int]) -> LineScan:
        """The candidates of the line ``text[piece[0]:piece[1]]``, matched whole."""
        ...

    def chosen(self, text: str, lo: int = 0, last_end: int = -1, first_chunk: int | None = None) -> Iterator[Hit]:
        """The longest forms of ``text`` from ``lo``, left to right, after those ending at ``last_end``."""
        ...


def rescan_line(matcher: LineMatcher, old: LineScan, text: str, piece: tuple[int, int]
                ) -> tuple[LineScan, Sequence[Candidate], list[Candidate]]:
    """``matcher.scan_line(text, piece)`` of a line that was ``old`` before an edit, matching again
    only near what changed; also the candidates it dropped and those it added.

    Candidates that start a form's length before the first changed character are those of
    ``old``. From there the longest forms are chosen again, left to right, until one chosen
    after the last changed character is also one of ``old`` (moved by the edit): the choices
    after it depend on the same text, so they are ``old``'s."""
    line = text[piece[0]:piece[1]]
    if not (old.local and locally_matched(line)):
        new = matcher.scan_line(text, piece)
        return new, old.candidates, new.candidates
    a0, a1 = old.start, piece[0]
    prefix = common_length(old.line, line, len(line))
    suffix = common_length(old.line, line, min(len(old.line), len(line)) - prefix, from_end=True)
    delta = len(line) - len(old.line)
    cands = old.candidates
    # candidates that start before ``x`` were found from unchanged text and choices
    x = max(0, prefix - matcher.context_after)
    i = bisect.bisect_left(cands, x + a0, key=_START)
    while i and cands[i - 1].end - a0 > x:  # one running past ``x`` may give way to its head (overlaps)
        i -= 1
        x = cands[i].start - a0
    last_end = cands[i - 1].end - a0 if i else -1
    resync_from = len(line) - suffix + CONTEXT_BEFORE  # forms from here were found in unchanged text
    added: list[Candidate] = []
    j = len(cands)
    previous = -1
    for start, end, e in matcher.chosen(line, x, last_end, _RESCAN_FIRST_CHUNK):
        # (the first sense at a span only: the others at it follow from it)
        if start >= resync_from and start != previous:
            k = bisect.bisect_left(cands, start - delta + a0, key=_START)
            if k < len(cands) and _same(cands[k], start - delta + a0, end - delta + a0, e):
                j = k
                break
        previous = start
        if e.lang is not None or e.french_verb:  # depends on the whole line's language: match it all
            new = matcher.scan_line(text, piece)
            return new, old.candidates, new.candidates
        added.append(Candidate(start + a1, end + a1, e.concept_id, e.form, e.lang, e.ambiguous))
    runs = CandidateRuns.of(cands)
    joined = CandidateRuns(runs.part(0, i, a1 - a0) + [(added, 0)] + runs.part(j, len(cands), a1 - a0 + delta))
    return LineScan(a1, line, joined, True), list(cands[i:j]), added


class CandidateRuns(Sequence[Candidate]):
    """Candidates in document order, kept as runs that each have a shift of their own: the
    candidates of a long line after edits. An edit moves the candidates after it by changing one
    number per run, not by making each of them again (145,000 of them after an edit in the middle
    of a 3.5 MB comment: 40-80 ms); a candidate is moved when it is read."""

    __slots__ = ("_runs", "_firsts")

    MAX_RUNS = 64  # more (each edit adds two or three) are joined into one, moved once

    def __init__(self, runs: list[tuple[Sequence[Candidate], int]]) -> None:
        runs = [(run, shift) for run, shift in runs if run]
        if len(runs) > self.MAX_RUNS:
            runs = [([c for run, shift in runs for c in _moved(run, shift)], 0)]
        self._runs = runs
        self._firsts = list(accumulate((len(run) for run, _ in runs), initial=0))  # index of each run's first

    @classmethod
    def of(cls, cands: Sequence[Candidate]) -> "CandidateRuns":
        return cands if isinstance(cands, CandidateRuns) else cls([(cands, 0)])

    def part(self, i: int, j: int, shift: int) -> list[tuple[Sequence[Candidate], int]]:
        """The runs that hold candidates ``i`` to ``j`` (the first and last cut), moved by ``shift``."""
        out = []
        r = max(bisect.bisect_right(self._firsts, i) - 1, 0)
        while r < len(self._runs) and self._firsts[r] < j:
            run, own = self._runs[r]
            lo, hi = max(i - self._firsts[r], 0), min(j - self._firsts[r], len(run))
            out.append((run if (lo, hi) == (0, len(run)) else run[lo:hi], own + shift))
            r += 1
        return out

    def __len__(self) -> int:
        return self._firsts[-1]

    def __getitem__(self, k):  # type: ignore[override]
        if isinstance(k, slice):
            return [c for run, shift in self.part(*k.indices(len(self))[:2], 0) for c in _moved(run, shift)]
        if k < 0:
            k += len(self)
        if not 0 <= k < len(self):
            raise IndexError(k)
        r = bisect.bisect_right(self._firsts, k) - 1
        run, shift = self._runs[r]
        c = run[k - self._firsts[r]]
        return c if shift == 0 else tuple.__new__(Candidate, (c[0] + shift, c[1] + shift) + c[2:])

    def __iter__(self) -> Iterator[Candidate]:
        for run, shift in self._runs:
            yield from _moved(run, shift)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None  # type: ignore[assignment]


def locally_matched(line: str) -> bool:
    """Does each candidate of ``line`` depend only on the text within a form's length of it? Not
    with a URL or a git reference (either may run far) or text that NFC changes (offsets map back
    through the whole line); a localized name or a form spelled like a French verb depends on the
    line's language, which :meth:`~.matcher.TermMatcher.scan_line` checks."""
    return "://" not in line and "www." not in line and "@" not in line and unicodedata.is_normalized("NFC", line)


def _same(c: Candidate, start: int, end: int, e: FormEntry) -> bool:
    return (c.start == start and c.end == end and c.concept_id == e.concept_id and c.form == e.form
            and c.lang == e.lang and c.ambiguous == e.ambiguous)


def _moved(cands: Sequence[Candidate], shift: int) -> Sequence[Candidate]:
    """``cands`` moved by ``shift`` (built without the generated constructor, a Python function:
    a run may hold 100,000 candidates)."""
    if shift == 0:
        return cands
    make = tuple.__new__
    return [make(Candidate, (c[0] + shift, c[1] + shift) + c[2:]) for c in cands]
