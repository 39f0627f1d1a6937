"""Glossary terms in one document, kept current across edits.

The server and ``ai-glossary scan`` both use :class:`DocumentAnalysis`, so what scan reports is
exactly what hover finds. After an edit only the prose regions the region tracker reports as changed
are matched again; candidates are stored relative to their region, so shifted regions cost nothing.
An update that re-parses the whole module keeps the state before it, and an edit that brings the
text back to a kept state (an undo) takes that state again.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import replace
from operator import attrgetter
from typing import Callable, NamedTuple

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.matcher import Candidate, LineScan
from ai_glossary.core.detection.regions import Region, RegionTracker
from ai_glossary.core.detection.regions.window import regions_around
from ai_glossary.core.detection.regions.treesitter import Doc
from ai_glossary.core.detection.regions.model import Edit, apply_edits, shifted
from ai_glossary.core.detection.resolution import SenseResolution, VersionState
from ai_glossary.core.detection.senses import NO_CONTEXT, DocumentEvidence, FileContext, document_evidence
from ai_glossary.core.detection.text import common_length


# An update is cheap (see DocumentAnalysis.is_cheap) when it re-matches at most this many regions
# of at most this many characters: well under a millisecond.
CHEAP_REGIONS = 4
CHEAP_REGION_SIZE = 20_000
# or when it re-parses and re-matches a window of at most this many characters (a few ms at most)
CHEAP_WINDOW = 20_000
# An expensive update (a whole re-parse) keeps the state before it, for an edit that brings the
# text back to it (an undo, a quote typed and deleted): this many of them, the last ones.
UNDO_STATES = 2
# A region of one line longer than this (a 3.5 MB comment) keeps what the matcher needs to match
# it again only near an edit (matcher.LineScan): matching it whole took a second per keystroke.
LONG_LINE = 1 << 16
_START, _END = attrgetter("start"), attrgetter("end")


def _difference(old: str, new: str) -> Edit:
    """The one edit that makes ``new`` from ``old``: what lies between their common start and end."""
    n = min(len(old), len(new))
    start = common_length(old, new, n)
    end = common_length(old, new, n - start, from_end=True)  # not reaching into the common start
    return start, len(old) - end, new[start:len(new) - end]


class TermMatch(NamedTuple):
    start: int
    end: int
    concept_id: str
    text: str
    form: str
    lang: str | None
    # other senses of the same words that the evidence takes as strongly (hover names them)
    others: tuple[str, ...] = ()


class _Unedited(NamedTuple):
    """What an analysis reads of its region tracker, for a text that is never edited."""

    text: str
    regions: list[Region]


class DocumentAnalysis(SenseResolution):
    """Regions and term candidates of one document.

    Each region and its candidates are stored with the offsets they had when they were matched
    (``_orig``, ``_cands``); ``_starts``/``_ends`` hold where the regions are now. So after an edit,
    regions after it cost one integer addition each (a region's shift is ``_starts[i] -
    _orig[i].start``), and only regions the tracker reports as changed are matched again.
    """

    def __init__(self, text: str, language: str | None, compiled: Detector, scope: str = "prose",
                 context: FileContext = NO_CONTEXT, regions: list[Region] | None = None,
                 on_parse: Callable[[Doc], None] | None = None, cancel: CancelToken = NEVER) -> None:
        """``regions``: the regions of ``text``, already found, for a text that is never edited
        (``scan``): no tracker, which keeps a syntax tree for later edits, is built. ``on_parse``:
        called with the tree-sitter parse of ``text`` as soon as it is made (``early_match_at``).
        ``cancel``: the parse stops (``Cancelled``) once it is cancelled."""
        self.language = language
        self.scope = scope
        self.compiled = compiled
        self.context = context
        self._evidence: DocumentEvidence | None = None
        # what resolving learned about the current version of the text (see _version)
        self._learned: VersionState | None = None
        with gc_paused():
            self._tracker = RegionTracker(text, language, scope, on_parse, cancel) if regions is None else _Unedited(text, regions)
            self._rematch_all()
        self._undo: list[tuple] = []  # states before expensive updates (see UNDO_STATES)

    # -- state ---------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._tracker.text

    @property
    def regions(self) -> list[Region]:
        return [self._region(i) for i in range(len(self._orig))]

    def _region(self, i: int) -> Region:
        return shifted(self._orig[i], self._shift(i))

    def _shift(self, i: int) -> int:
        return self._starts[i] - self._orig[i].start

    def _rematch_all(self) -> None:
        regions = list(self._tracker.regions)
        self._starts = [r.start for r in regions]
        self._ends = [r.end for r in regions]
        self._orig = regions
        self._cands, self._lines = self._find(regions)
        self._counts = Counter(c.concept_id for cands in self._cands for c in cands if not c.ambiguous)
        self._resolved: list[TermMatch] | None = None
        self._evidence = None

    def _find(self, regions: list[Region]) -> tuple[list[list[Candidate]], list[LineScan | None]]:
        """The candidates of each region, and for each long line what matching it again needs."""
        matcher, text = self.compiled.matcher, self._tracker.text
        lines: list[LineScan | None] = [
            matcher.scan_line(text, r.pieces[0]) if _is_long_line(r) else None for r in regions]
        rest = [i for i, line in enumerate(lines) if line is None]
        found = matcher.find_in_regions(text, [regions[i].pieces for i in rest])
        cands: list[list[Candidate]] = [line.candidates if line else [] for line in lines]
        for i, region_cands in zip(rest, found):
            cands[i] = region_cands
        return cands, lines

    def replace(self, text: str, cancel: CancelToken = NEVER) -> None:
        self._undo = []
        with gc_paused():
            self._tracker.replace(text, cancel=cancel)
            self._rematch_all()

    def update(self, edits: list[Edit], new_text: str | None = None, cancel: CancelToken = NEVER) -> None:
        """Apply ``edits`` (see ``RegionTracker.update``); ``new_text``, the text after them, when
        the caller has it already. When a parse in it stops (``Cancelled``, once ``cancel`` is
        cancelled) or raises, the analysis is as it was before."""
        if not edits:
            return
        with gc_paused():
            self._update(edits, new_text, cancel)

    def is_cheap(self, edits: list[Edit]) -> bool:
        """Whether ``update(edits)`` goes back to the text as it is or to a kept state, or (one edit)
        skips the re-parse and re-matches only a few small regions (not a 3.5 MB comment: a
        re-match of that takes a second), or re-parses only a small window, or is such an edit
        from a kept state (see ``_from_kept``)."""
        if self._undo_to(edits, None) is not None:
            return True
        return (len(edits) == 1 and self._cheap_edit(edits[0])) or self._from_kept(edits, None, apply=False)

    def _cheap_edit(self, edit: Edit) -> bool:
        s, oe, new = edit
        if self.scope == "everywhere":
            return False
        if not self._tracker.defers(s, oe, new):
            # or it re-parses only the statements around it: their size bounds parsing and matching
            return self._tracker.window_size(s, oe, new, CHEAP_WINDOW) is not None
        # the regions _update matches again: those touching the span, which is within one region
        # (typing among its words) or the edit itself
        head = bisect.bisect_left(self._ends, s - 1)
        tail = bisect.bisect_right(self._starts, oe + 1)
        return tail - head <= CHEAP_REGIONS and all(
            self._ends[i] - self._starts[i] <= CHEAP_REGION_SIZE for i in range(head, tail))

    def _from_kept(self, edits: list[Edit], new_text: str | None, apply: bool, cancel: CancelToken = NEVER) -> bool:
        """Whether the text ``edits`` make is one cheap edit away from a kept state (``apply``: and
        then go there from it). After a quote, the module has a syntax error and every edit
        re-parses it; closing the string makes it valid again, one edit away from the state kept
        before the quote, where a window re-parse does. A kept state is tried by taking it and,
        when that is not so, putting it back: nothing is copied."""
        if not self._undo or self.scope == "everywhere" or not self._tracker.windows:
            return False
        if new_text is None:
            new_text = apply_edits(self._tracker.text, edits)
        for k in reversed(range(len(self._undo))):
            edit = _difference(self._undo[k][0].text, new_text)
            if max(edit[1] - edit[0], len(edit[2])) > CHEAP_WINDOW:
                continue
            left = self._restore(self._undo.pop(k))
            cheap = self._cheap_edit(edit)
            if cheap and apply:
                self._undo.append(left)
                self._apply([edit], new_text, cancel)
                return True
            self._undo.insert(k, self._restore(left))
            if cheap:
                return True
        return False

    def _update(self, edits: list[Edit], new_text: str | None, cancel: CancelToken) -> None:
        k = self._undo_to(edits, new_text)
        if k == -1:
            return  # the text is as it was
        if k is not None:
            # the state left is kept in its place: a redo finds it, and freeing it (a syntax tree
            # of the whole text) would cost milliseconds now
            self._undo.append(self._restore(self._undo.pop(k)))
            return
        if len(edits) == 1 and self._cheap_edit(edits[0]):
            self._apply(edits, new_text, cancel)  # (a cheap update parses before it changes anything)
        elif not self._from_kept(edits, new_text, apply=True, cancel=cancel):
            kept = self._checkpoint()
            self._undo = (self._undo + [kept])[-UNDO_STATES:]
            try:
                self._apply(edits, new_text, cancel)
            except BaseException:  # a parse was cancelled, or failed: back to the state before
                self._undo.remove(kept)
                self._restore(kept)
                raise

    def _apply(self, edits: list[Edit], new_text: str | None, cancel: CancelToken = NEVER) -> None:
        """The tracker's update, then matching what it reports as changed."""
        old_len = len(self._tracker.text)
        span_start, span_end = self._tracker.update(edits, new_text, cancel)
        delta = len(self._tracker.text) - old_len
        if self.scope == "everywhere":
            self._rematch_all()
            return
        # Old regions wholly before the span are unchanged; those wholly after it only moved.
        # Regions touching the span's edges are matched again, to be safe.
        head = bisect.bisect_left(self._ends, span_start)
        tail_from = bisect.bisect_right(self._starts, span_end - delta)
        tail = len(self._starts) - tail_from
        new_count = len(self._tracker)
        if head > tail_from or head + tail > new_count:
            self._rematch_all()
            return
        mid_regions = [self._tracker.region(i) for i in range(head, new_count - tail)]
        if len(mid_regions) == tail_from - head == 1 and self._lines[head] and _is_long_line(mid_regions[0]):
            # one long line edited: matched again near the edit only
            line, dropped, added = self.compiled.matcher.rescan_line(
                self._lines[head], self._tracker.text, mid_regions[0].pieces[0])
            middle, lines = [line.candidates], [line]
            dropped_lists, added_lists = [dropped], [added]
        else:
            middle, lines = self._find(mid_regions)
            dropped_lists, added_lists = self._cands[head:tail_from], middle
        # one call each: Counter.update is Python code, and a paste brings a hundred regions
        self._counts.subtract([c.concept_id for cands in dropped_lists for c in cands if not c.ambiguous])
        self._counts.update([c.concept_id for cands in added_lists for c in cands if not c.ambiguous])
        self._starts[head:] = [r.start for r in mid_regions] + [x + delta for x in self._starts[tail_from:]]
        self._ends[head:] = [r.end for r in mid_regions] + [x + delta for x in self._ends[tail_from:]]
        self._orig[head:tail_from] = mid_regions
        self._cands[head:tail_from] = middle
        self._lines[head:tail_from] = lines
        self._resolved = None
        self._evidence = None

    def _undo_to(self, edits: list[Edit], new_text: str | None) -> int | None:
        """The index of the kept state whose text ``edits`` make (``new_text``, when known); -1
        when they make the text as it is (a change and its undo, handed over together)."""
        text = self._tracker.text
        length = len(text) + sum(len(new) - (oe - s) for s, oe, new in edits)
        if length != len(text) and not any(len(state[0].text) == length for state in self._undo):
            return None
        if new_text is None:
            new_text = apply_edits(text, edits)
        if new_text == text:
            return -1
        return next((k for k, state in enumerate(self._undo) if state[0].text == new_text), None)

    def _checkpoint(self) -> tuple:
        return (self._tracker.checkpoint(), list(self._starts), list(self._ends), list(self._orig), list(self._cands),
                list(self._lines), Counter(self._counts), self.context, self._evidence, self._resolved)

    def _restore(self, state: tuple) -> tuple:
        """Back to a kept ``state`` (taken over); returns the state left (not copied)."""
        tracker_state, starts, ends, orig, cands, lines, counts, context, evidence, resolved = state
        left = (self._tracker.restore(tracker_state), self._starts, self._ends, self._orig, self._cands,
                self._lines, self._counts, self.context, self._evidence, self._resolved)
        self._starts, self._ends, self._orig, self._cands, self._lines, self._counts = starts, ends, orig, cands, lines, counts
        same_context = context == self.context  # what was found from the text and its context holds
        self._evidence = evidence if same_context else None
        self._resolved = resolved if same_context else None
        return left

    def set_context(self, context: FileContext) -> None:
        """The document's path or workspace changed (its text did not)."""
        if context != self.context:
            self.context = context
            self._evidence = None
            self._resolved = None

    # -- queries -------------------------------------------------------------------------------
    def document_evidence(self) -> DocumentEvidence:
        """Imports, path words and workspace packages of the current text, computed once per
        version (a line scan, see :mod:`.senses`)."""
        if self._evidence is None:
            text = self._tracker.text
            evidence = document_evidence(text, self.context, self.language)
            self._evidence = replace(evidence, uses_identifiers_of=self.compiled.matcher.identifiers.uses_in(text))
        return self._evidence

    def _concepts_near(self, lo: int, hi: int, skip: tuple[int, int]) -> set[str]:
        """Concepts of unambiguous candidates with absolute offsets in [lo, hi), except ``skip``."""
        found: set[str] = set()
        i = max(bisect.bisect_right(self._starts, lo) - 1, 0)
        n = len(self._starts)
        while i < n and self._starts[i] < hi:
            base = self._shift(i)
            cands = self._cands[i]
            # in order and not overlapping, so their ends are in order too: those from the first
            # that ends after ``lo`` to the last that starts before ``hi`` (a long line's 290,000
            # candidates were all read for every ambiguous one)
            near = cands[bisect.bisect_right(cands, lo - base, key=_END):bisect.bisect_left(cands, hi - base, key=_START)]
            for c in near:
                a, b = base + c.start, base + c.end
                if not c.ambiguous and a < hi and b > lo and (a, b) != skip:
                    found.add(c.concept_id)
            i += 1
        return found

    def _match(self, cand: Candidate, start: int, end: int, others: tuple[str, ...] = ()) -> TermMatch:
        """``cand`` at its current offsets ``[start, end)``."""
        return TermMatch(start, end, cand.concept_id, self._tracker.text[start:end], cand.form, cand.lang, others)

    def matches(self) -> list[TermMatch]:
        """Every accepted term occurrence in the document, in document order."""
        if self._resolved is None:
            with gc_paused():
                self._resolved = self._resolve_all()
        return self._resolved

    def _resolve_all(self) -> list[TermMatch]:
        resolved: list[TermMatch] = []
        for i, cands in enumerate(self._cands):
            if not cands:
                continue
            base = self._shift(i)
            k = 0
            while k < len(cands):
                sense, others, k = self._senses(cands, k, base)
                if sense is not None:
                    resolved.append(self._match(sense, sense.start + base, sense.end + base, others))
        return resolved

    def region_at(self, offset: int) -> Region | None:
        """The prose region containing ``offset`` (its end counts, for a cursor after the last word)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        if i >= 0 and offset <= self._ends[i]:
            return self._region(i)
        return None

    def match_at(self, offset: int) -> TermMatch | None:
        """The accepted term under ``offset`` (a cursor right after a term's last character counts)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        best: TermMatch | None = None
        for j in (i, i - 1):
            if j < 0:
                continue
            base = self._shift(j)
            cands = self._cands[j]
            # candidates are in order, and those at different spans do not overlap: only the span
            # of the last one starting at or before the offset can hold it, and the span before
            # that end at it (a 3.5 MB comment holds 290,000 candidates, which a hover walked one
            # by one)
            last = bisect.bisect_right(cands, offset - base, key=_START) - 1
            if last < 0:
                continue
            first = _first_at_span(cands, last)
            k = _first_at_span(cands, first - 1) if first else 0
            while k <= last:
                start, end = base + cands[k].start, base + cands[k].end
                inside = start <= offset < end
                if not (inside or (offset == end and best is None)):
                    k += 1
                    continue
                sense, others, k = self._senses(cands, k, base)
                if sense is not None:
                    if inside:
                        return self._match(sense, start, end, others)
                    best = self._match(sense, start, end, others)
        return best


def early_match_at(parsed: Doc, offset: int, compiled: Detector, scope: str) -> tuple[TermMatch | None] | None:
    """What ``match_at(offset)`` of the analysis of ``parsed.text`` gives, from its tree-sitter
    parse and the regions around ``offset`` only, while the whole analysis is being built; None
    when that answer may depend on the rest of the document. It does when a candidate at
    ``offset`` is ambiguous (the document's evidence, one sense per discourse), and with scope
    "everywhere" (the code between regions is a region too); an unambiguous candidate is taken
    on its own (``SenseResolution._strength``), and what the matcher finds in a region depends on
    that region only. So the answer, a match or none, is the whole analysis' answer."""
    if scope == "everywhere":
        return None
    regions = regions_around(parsed, offset)
    if regions is None:
        return None
    near = DocumentAnalysis(parsed.text, parsed.key, compiled, scope, regions=regions)
    for i, cands in enumerate(near._cands):
        base = near._shift(i)
        if any(c.ambiguous and base + c.start <= offset <= base + c.end for c in cands):
            return None
    return (near.match_at(offset),)


def _first_at_span(cands: list[Candidate], i: int) -> int:
    """The first of the candidates at the span of ``cands[i]`` (the senses at one span follow each
    other)."""
    while i > 0 and cands[i - 1].start == cands[i].start and cands[i - 1].end == cands[i].end:
        i -= 1
    return i


def _is_long_line(region: Region) -> bool:
    return len(region.pieces) == 1 and region.pieces[0][1] - region.pieces[0][0] > LONG_LINE
