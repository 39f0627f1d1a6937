"""Glossary terms in one document, kept current across edits: the builder of its views.

The server and ``ai-glossary scan`` both use :class:`DocumentAnalysis`, so what scan reports is
exactly what hover finds. Each version of the text gets an immutable :class:`~.view.AnalysisView`.
After an edit only the prose regions the region tracker reports as changed are matched again;
candidates are stored relative to their region, so shifted regions cost nothing. An update that
re-parses the whole module keeps the state before it, and an edit that brings the text back to a
kept state (an undo) takes that state again.
"""

from __future__ import annotations

import bisect
from collections import Counter
from typing import Any, Callable, NamedTuple

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.defined_abbreviations import is_abbreviation, may_be_defined
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.matching.candidates import Candidate
from ai_glossary.core.detection.matching.long_lines import LineScan
from ai_glossary.core.detection.regions import Region, RegionTracker
from ai_glossary.core.detection.regions.window import regions_around
from ai_glossary.core.detection.regions.treesitter import Doc
from ai_glossary.core.detection.regions.model import Edit, apply_edits
from ai_glossary.core.detection.document_context import NO_CONTEXT, DocumentEvidence, FileContext
from ai_glossary.core.detection.text import common_length
from ai_glossary.core.detection.view import AnalysisView, TermMatch


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


def _difference(old: str, new: str) -> Edit:
    """The one edit that makes ``new`` from ``old``: what lies between their common start and end."""
    n = min(len(old), len(new))
    start = common_length(old, new, n)
    end = common_length(old, new, n - start, from_end=True)  # not reaching into the common start
    return start, len(old) - end, new[start:len(new) - end]


class _Unedited(NamedTuple):
    """What an analysis reads of its region tracker, for a text that is never edited."""

    text: str
    regions: list[Region]


class _Kept(NamedTuple):
    """A state an update may go back to (an undo): nothing in it is changed after it is kept."""

    tracker: Any  # RegionTracker.checkpoint()
    view: AnalysisView
    lines: list[LineScan | None]  # what matching each long line again needs (a copy: _apply changes its own)


class DocumentAnalysis:
    """Builds the :class:`AnalysisView` of each version of one document's text.

    One thread at a time may update it (in the server, the document's ``AnalysisSlot`` ensures
    that); :attr:`view` is what it publishes, by one assignment at the end of each update. After an
    edit only the regions the region tracker reports as changed are matched again.
    """

    def __init__(self, text: str, language: str | None, detector: Detector, scope: str = "prose",
                 context: FileContext = NO_CONTEXT, regions: list[Region] | None = None,
                 on_parse: Callable[[Doc], None] | None = None, cancel: CancelToken = NEVER) -> None:
        """``regions``: the regions of ``text``, already found, for a text that is never edited
        (``scan``): no tracker, which keeps a syntax tree for later edits, is built. ``on_parse``:
        called with the tree-sitter parse of ``text`` as soon as it is made (``early_match_at``).
        Raises :class:`Cancelled` when ``cancel`` stops its parse."""
        self.language = language
        self.scope = scope
        self.detector = detector
        with gc_paused():
            if regions is None:
                self._tracker = RegionTracker(text, language, scope, on_parse, cancel=cancel)
                cancel.check()  # before matching, which takes as long as the parse on a large text
            else:
                self._tracker = _Unedited(text, regions)
            self.view, self._lines = self._view_of_all(context)
        self._undo: list[_Kept] = []  # states before expensive updates (see UNDO_STATES)

    @property
    def text(self) -> str:
        return self._tracker.text

    # the current view's queries, for a caller that analyses a text and reads it in one thread
    # (scan, tests): a request in the server reads the view the slot published instead
    @property
    def regions(self) -> list[Region]:
        return self.view.regions

    def matches(self) -> list[TermMatch]:
        return self.view.matches()

    def match_at(self, offset: int) -> TermMatch | None:
        return self.view.match_at(offset)

    def document_evidence(self) -> DocumentEvidence:
        return self.view.document_evidence()

    # -- building views ------------------------------------------------------------------------
    def _view_of_all(self, context: FileContext) -> tuple[AnalysisView, list[LineScan | None]]:
        regions = list(self._tracker.regions)
        cands, lines = self._find(regions)
        counts = Counter(c.concept_id for region_cands in cands for c in region_cands if not c.ambiguous)
        view = AnalysisView(self._tracker.text, self.language, self.scope, self.detector, context,
                            [r.start for r in regions], [r.end for r in regions], regions, cands, counts)
        return view, lines

    def _find(self, regions: list[Region]) -> tuple[list[list[Candidate]], list[LineScan | None]]:
        """The candidates of each region, and for each long line what matching it again needs."""
        matcher, text = self.detector.matcher, self._tracker.text
        lines: list[LineScan | None] = [
            matcher.scan_line(text, r.pieces[0]) if _is_long_line(r) else None for r in regions]
        rest = [i for i, line in enumerate(lines) if line is None]
        found = matcher.find_in_regions(text, [regions[i].pieces for i in rest])
        cands: list[list[Candidate]] = [line.candidates if line else [] for line in lines]
        for i, region_cands in zip(rest, found):
            cands[i] = region_cands
        return cands, lines

    def replace(self, text: str, cancel: CancelToken = NEVER) -> AnalysisView:
        """A whole new text (raises :class:`Cancelled` when ``cancel`` stops its parse: the
        analysis is then unusable, and is made again)."""
        self._undo = []
        with gc_paused():
            self._tracker.replace(text, cancel=cancel)
            cancel.check()
            self.view, self._lines = self._view_of_all(self.view.context)
        return self.view

    def update(self, edits: list[Edit], new_text: str | None = None, cancel: CancelToken = NEVER) -> AnalysisView:
        """Apply ``edits`` (see ``RegionTracker.update``); ``new_text``, the text after them, when
        the caller has it already. When ``cancel`` stops a parse in it (:class:`Cancelled`), the
        analysis is as it was before."""
        if edits:
            with gc_paused():
                self._update(edits, new_text, cancel)
        return self.view

    def set_context(self, context: FileContext) -> AnalysisView:
        """The document's path or workspace changed (its text did not)."""
        self.view = self.view.in_context(context)
        return self.view

    def is_cheap(self, edits: list[Edit]) -> bool:
        """Whether ``update(edits)`` goes back to the text as it is or to a kept state, or (one edit)
        skips the re-parse and re-matches only a few small regions (not a 3.5 MB comment: a
        re-match of that takes a second), or re-parses only a small window, or is such an edit
        from a kept state (see ``_from_kept``)."""
        if self._undo_to(edits, None) is not None:
            return True
        return (len(edits) == 1 and self._cheap_edit(edits[0])) or self._from_kept(edits, None, NEVER, apply=False)

    def _cheap_edit(self, edit: Edit) -> bool:
        s, oe, new = edit
        if self.scope == "everywhere":
            return False
        if not self._tracker.defers(s, oe, new):
            # or it re-parses only the statements around it: their size bounds parsing and matching
            return self._tracker.window_size(s, oe, new, CHEAP_WINDOW) is not None
        # the regions _apply matches again: those touching the span, which is within one region
        # (typing among its words) or the edit itself
        starts, ends = self.view.starts, self.view.ends
        head = bisect.bisect_left(ends, s - 1)
        tail = bisect.bisect_right(starts, oe + 1)
        return tail - head <= CHEAP_REGIONS and all(ends[i] - starts[i] <= CHEAP_REGION_SIZE for i in range(head, tail))

    def _from_kept(self, edits: list[Edit], new_text: str | None, cancel: CancelToken, apply: bool) -> bool:
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
            edit = _difference(self._undo[k].view.text, new_text)
            if max(edit[1] - edit[0], len(edit[2])) > CHEAP_WINDOW:
                continue
            left = self._restore(self._undo.pop(k))
            cheap = self._cheap_edit(edit)
            if cheap and apply:
                try:
                    self._apply([edit], new_text, cancel)
                except BaseException:
                    self._undo.insert(k, self._restore(left))
                    raise
                self._undo.append(left)
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
        elif not self._from_kept(edits, new_text, cancel, apply=True):
            kept = self._checkpoint()
            self._undo = (self._undo + [kept])[-UNDO_STATES:]
            try:
                self._apply(edits, new_text, cancel)
            except BaseException:  # a parse was cancelled, or failed: back to the state before
                self._undo.remove(kept)
                self._restore(kept)
                raise

    def _apply(self, edits: list[Edit], new_text: str | None, cancel: CancelToken) -> None:
        """The tracker's update, then matching what it reports as changed, into a new view."""
        view = self.view
        old_len = len(self._tracker.text)
        span_start, span_end = self._tracker.update(edits, new_text, cancel=cancel)
        text = self._tracker.text
        delta = len(text) - old_len
        if self.scope == "everywhere":
            self.view, self._lines = self._view_of_all(view.context)
            return
        # Old regions wholly before the span are unchanged; those wholly after it only moved.
        # Regions touching the span's edges are matched again, to be safe.
        head = bisect.bisect_left(view.ends, span_start)
        tail_from = bisect.bisect_right(view.starts, span_end - delta)
        tail = len(view.starts) - tail_from
        new_count = len(self._tracker)
        if head > tail_from or head + tail > new_count:
            self.view, self._lines = self._view_of_all(view.context)
            return
        mid_regions = [self._tracker.region(i) for i in range(head, new_count - tail)]
        if len(mid_regions) == tail_from - head == 1 and self._lines[head] and _is_long_line(mid_regions[0]):
            # one long line edited: matched again near the edit only
            line, dropped, added = self.detector.matcher.rescan_line(self._lines[head], text, mid_regions[0].pieces[0])
            middle, lines = [line.candidates], [line]
            dropped_lists, added_lists = [dropped], [added]
        else:
            middle, lines = self._find(mid_regions)
            dropped_lists, added_lists = view.cands[head:tail_from], middle
        counts = view.counts.copy()
        # one call each: Counter.update is Python code, and a paste brings a hundred regions
        counts.subtract([c.concept_id for cands in dropped_lists for c in cands if not c.ambiguous])
        counts.update([c.concept_id for cands in added_lists for c in cands if not c.ambiguous])
        # new lists, never the published ones changed: a request may be reading them. Each is
        # built once, without intermediate lists: on the dense benchmark file (6,667 regions) the
        # four cost about 0.1 ms of CPU per update (a list copy is 15-30 µs: one reference count
        # per element)
        starts = view.starts[:head]
        starts += [r.start for r in mid_regions]
        starts += [x + delta for x in view.starts[tail_from:]]
        ends = view.ends[:head]
        ends += [r.end for r in mid_regions]
        ends += [x + delta for x in view.ends[tail_from:]]
        orig = view.orig[:head]
        orig += mid_regions
        orig += view.orig[tail_from:]
        cands = view.cands[:head]
        cands += middle
        cands += view.cands[tail_from:]
        self._lines[head:tail_from] = lines  # the builder's own: a kept state holds a copy
        self.view = AnalysisView(text, self.language, self.scope, self.detector, view.context,
                                 starts, ends, orig, cands, counts)

    def _undo_to(self, edits: list[Edit], new_text: str | None) -> int | None:
        """The index of the kept state whose text ``edits`` make (``new_text``, when known); -1
        when they make the text as it is (a change and its undo, handed over together)."""
        text = self._tracker.text
        length = len(text) + sum(len(new) - (oe - s) for s, oe, new in edits)
        if length != len(text) and not any(len(state.view.text) == length for state in self._undo):
            return None
        if new_text is None:
            new_text = apply_edits(text, edits)
        if new_text == text:
            return -1
        return next((k for k, state in enumerate(self._undo) if state.view.text == new_text), None)

    def _checkpoint(self) -> _Kept:
        return _Kept(self._tracker.checkpoint(), self.view, list(self._lines))

    def _restore(self, state: _Kept) -> _Kept:
        """Back to a kept ``state`` (taken over), read in the current context; returns the state
        left."""
        left = _Kept(self._tracker.restore(state.tracker), self.view, self._lines)
        self.view = state.view.in_context(self.view.context)
        self._lines = state.lines
        return left


class Settled(NamedTuple):
    """What ``match_at`` answers at an offset, known before the whole analysis is (``early_match_at``)."""

    match: TermMatch | None


def early_match_at(parsed: Doc, offset: int, detector: Detector, scope: str) -> Settled | None:
    """What ``match_at(offset)`` of the analysis of ``parsed.text`` gives, from its tree-sitter
    parse and the regions around ``offset`` only, while the whole analysis is being built; None
    when that answer may depend on the rest of the document, or when the regions around
    ``offset`` reach too far to be read at once (``regions_around``: its cost is bounded, so
    this may run on the event loop). The answer depends on the rest when a candidate at
    ``offset`` is ambiguous (the document's evidence, one sense per discourse), and with scope
    "everywhere" (the code between regions is a region too); an unambiguous candidate is taken
    on its own (``SenseResolution._strength``), and what the matcher finds in a region depends on
    that region only. So the answer, a match or none, is the whole analysis' answer; except on a
    word that a definition elsewhere in the document may make an abbreviation of a concept, a
    known acronym included (:mod:`.defined_abbreviations`)."""
    if scope == "everywhere":
        return None
    regions = regions_around(parsed, offset)
    if regions is None:
        return None
    near = DocumentAnalysis(parsed.text, parsed.key, detector, scope, regions=regions).view
    if near.ambiguous_at(offset):
        return None
    found = near.candidate_at(offset)
    if found is None and near.abbreviation_at(offset) is not None:
        return None
    if found is not None and is_abbreviation(found.text) and may_be_defined(parsed.text, found.text):
        return None  # a definition elsewhere may make a known acronym another concept
    return Settled(found)


def _is_long_line(region: Region) -> bool:
    return len(region.pieces) == 1 and region.pieces[0][1] - region.pieces[0][0] > LONG_LINE
