"""The window of a parsed text that decides the regions around a point or an edit: grown until
nothing that could merge with what is in it lies outside (``grow_window``). The region tracker
re-reads such a window after an incremental re-parse; ``regions_around`` reads one around a
cursor for the first hover, before the whole analysis is done."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Callable

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.finder import INLINE_TAG, merge
from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.treesitter import Doc, Unit, collect, regions_of

# ``regions_around`` answers the first hover on the event loop while the whole analysis is still
# running: past this many characters of window (a comment block of some 500 lines) it gives up and
# the hover waits for the analysis. Growing a window over 20,000 characters of comment lines costs
# about 2.5 ms; a window on real code is a few hundred characters.
AROUND_MAX = 20_000

# Between two things that merge into one region (``finder.merge``) there are only blanks and HTML
# inline tags: anything else between a neighbour and the window keeps them apart. The window's
# edge may cut a tag in two.
_GAP_BEFORE = re.compile(rf"(?:\s|{INLINE_TAG})*(?:<[^<>]*)?\Z", re.I)
_GAP_AFTER = re.compile(rf"(?:[^<>]*>)?(?:\s|{INLINE_TAG})*\Z", re.I)


def joins(text: str, window: Span, span: Span) -> bool:
    """Does ``span`` near ``window`` overlap it or possibly merge with it?"""
    (a, b), (start, end) = window, span
    if start < b and end > a or start == end == a:
        return True
    if end <= a:
        return _GAP_BEFORE.match(text, end, a) is not None
    return _GAP_AFTER.match(text, b, start) is not None


def line_expand(text: str, a: int, b: int) -> Span:
    """[a, b) widened to include the whole line before a's line and the line after b's line."""
    p1 = text.rfind("\n", 0, a)
    start = 0 if p1 <= 0 else max(text.rfind("\n", 0, p1), 0)
    n1 = text.find("\n", b)
    n2 = -1 if n1 < 0 else text.find("\n", n1 + 1)
    end = len(text) if n2 < 0 else n2 + 1
    return start, end


def grow_window(doc: Doc, a: int, b: int, neighbours: Callable[[int, int], list[Span]] | None = None,
                limit: int | None = None, cancel: CancelToken = NEVER) -> tuple[int, int, list[Unit]] | None:
    """The window [a, b) of ``doc`` grown until nothing that could merge with it lies outside, and
    the units in it, sorted: (start, end, units). None when it grows past ``limit`` characters.

    Each round widens the window to whole lines, one more on each side (comment lines merge with
    their neighbours), and takes in the units there (and the spans ``neighbours(lo, hi)`` gives
    for [lo, hi): the tracker's old regions) that ``joins`` it. Only what lies on those lines can
    reach past the window, so a round looks at them alone: a comment block of N lines, which
    grows the window one line per round, costs N rounds of a few units each, not N rounds of the
    whole window. The units are collected once: a range collected again only by what it lacks,
    grown to twice its size each time (a grammar's query units over a range are those over its
    parts: a unit across two comes back from both, kept once). A grammar with a collector of its
    own (Markdown, rST) reads a range as a whole: its lines are collected again each round.
    ``Cancelled`` once ``cancel`` is (checked before each collection)."""
    text = doc.text
    by_parts = doc.grammar.collector is None
    got: dict[Span, Unit] = {}
    units: list[Unit] = []
    starts: list[int] = []
    lo = hi = -1  # the range collected: none yet
    while True:
        if limit is not None and b - a > limit:
            return None
        ea, eb = line_expand(text, a, b)
        if not by_parts:
            cancel.check()
            got = {(u[0], u[1]): u for u in collect(doc, (ea, eb))}
        elif lo < 0 or ea < lo or eb > hi:
            size = hi - lo
            new_lo = ea if lo < 0 else lo if ea >= lo else max(0, min(ea, lo - size))
            new_hi = eb if lo < 0 else hi if eb <= hi else min(len(text), max(eb, hi + size))
            cancel.check()
            for x, y in [(new_lo, new_hi)] if lo < 0 else [(new_lo, lo), (hi, new_hi)]:
                if x < y:
                    for u in collect(doc, (x, y)):
                        got.setdefault((u[0], u[1]), u)
            lo, hi = new_lo, new_hi
        if not by_parts or len(got) != len(units):
            units = [u for _span, u in sorted(got.items())]
            starts = [u[0] for u in units]
        grown_a, grown_b = a, b
        reaching = [] if neighbours is None else neighbours(ea, a) + neighbours(b, eb)
        # Units do not overlap (a nested capture is skipped), so their ends increase with their
        # starts: those that start before a and end after ea, and those that start before eb and
        # end after b, are found walking back from where a and eb fall.
        for before, after in ((a, ea), (eb, b)):
            k = bisect_left(starts, before) - 1
            while k >= 0 and units[k][1] > after:
                reaching.append((units[k][0], units[k][1]))
                k -= 1
        for span in reaching:
            if joins(text, (a, b), span):
                grown_a, grown_b = min(grown_a, span[0]), max(grown_b, span[1])
        if (grown_a, grown_b) == (a, b):
            break
        a, b = grown_a, grown_b
    ea, eb = line_expand(text, a, b)
    inside = units[bisect_left(starts, a):bisect_right(starts, b)]
    return a, b, [u for u in inside if u[0] < eb and u[1] > ea and joins(text, (a, b), (u[0], u[1]))]


def regions_around(doc: Doc, offset: int, cancel: CancelToken = NEVER) -> list[Region] | None:
    """The regions of a whole text parsed fresh (``doc``) that contain ``offset``, end or start
    at it, as collecting and merging the whole text gives them, from the lines around it only (a
    millisecond where the whole text takes 40-130 ms on 10,000 lines): the window grows, as after
    the tracker's incremental re-parse, until nothing that could merge with it lies outside. Other
    regions may come with them, whole. None for a grammar with a collector of its own (Markdown,
    rST: they read a range as a whole), and when the window grows past ``AROUND_MAX`` characters
    (a comment block of hundreds of lines): the caller waits for the whole analysis then.
    ``Cancelled`` once ``cancel`` is (checked at each collection)."""
    if doc.grammar.collector is not None:
        return None
    grown = grow_window(doc, offset, offset, limit=AROUND_MAX, cancel=cancel)
    return None if grown is None else merge(doc.text, regions_of(grown[2]))
