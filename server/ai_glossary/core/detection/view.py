"""One version of a document's analysis, as requests read it: immutable once published.

An :class:`AnalysisView` holds the text it was made from, its prose regions and the term
candidates of each region. :class:`~.analysis.DocumentAnalysis` builds a new view at every update
and publishes it with one assignment; nothing changes a view's text, regions or candidates after
that, so a request that holds one reads a consistent answer whatever the worker does meanwhile.

What is resolved from a view (the document's evidence, the senses of ambiguous candidates, the
list of accepted matches) is computed on first use and kept on it: each memo is a pure function of
the view and is published by one assignment, so two threads that compute it at once store equal
values. Views share their unchanged lists with the view before them: an update builds only the
lists it changes (the region arrays from the edit on: pointer copies, 2 µs per 1,000 regions).
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import replace
from operator import attrgetter
from typing import NamedTuple, Sequence

from ai_glossary.core.detection import defined_abbreviations
from ai_glossary.core.detection.defined_abbreviations import Definition
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.matching.candidates import Candidate
from ai_glossary.core.detection.regions.model import Region, shifted
from ai_glossary.core.detection.senses import SenseResolution, VersionState
from ai_glossary.core.detection.document_context import DocumentEvidence, FileContext, document_evidence
from ai_glossary.core.detection.package_names import pinned_packages

_START, _END = attrgetter("start"), attrgetter("end")


class TermMatch(NamedTuple):
    start: int
    end: int
    concept_id: str
    text: str
    form: str
    lang: str | None
    # other senses of the same words that the evidence takes as strongly (hover names them)
    others: tuple[str, ...] = ()


class AnalysisView(SenseResolution):
    """Regions and term candidates of one version of a document's text (see the module).

    Each region and its candidates keep the offsets they had when they were matched (``orig``,
    ``cands``); ``starts``/``ends`` say where the regions are in this version, so a region that
    only moved since it was matched costs one integer (its shift is ``starts[i] - orig[i].start``).
    """

    __slots__ = ("text", "language", "scope", "detector", "context", "starts", "ends", "orig", "cands",
                 "counts", "_evidence", "_resolved", "_learned", "_defined")

    def __init__(self, text: str, language: str | None, scope: str, detector: Detector, context: FileContext,
                 starts: list[int], ends: list[int], orig: list[Region],
                 cands: list[list[Candidate]], counts: Counter) -> None:
        self.text = text
        self.language = language
        self.scope = scope
        self.detector = detector
        self.context = context
        # never changed after publication (an update copies them: DocumentAnalysis._apply)
        self.starts = starts
        self.ends = ends
        self.orig = orig
        self.cands = cands
        self.counts = counts  # unambiguous candidates per concept
        self._evidence: DocumentEvidence | None = None
        self._resolved: list[TermMatch] | None = None
        self._learned: VersionState | None = None
        self._defined: dict[str, Definition] | None = None

    def in_context(self, context: FileContext) -> "AnalysisView":
        """The same text and candidates read in another context (the document's path or workspace
        changed): what was resolved from the old context is not carried over."""
        if context == self.context:
            return self
        return AnalysisView(self.text, self.language, self.scope, self.detector, context, self.starts, self.ends,
                            self.orig, self.cands, self.counts)

    # -- what SenseResolution reads ----------------------------------------------------------------
    @property
    def _cands(self) -> Sequence[list[Candidate]]:
        return self.cands

    @property
    def _counts(self) -> Counter:
        return self.counts

    def _shift(self, i: int) -> int:
        return self.starts[i] - self.orig[i].start

    # -- queries -------------------------------------------------------------------------------
    @property
    def regions(self) -> list[Region]:
        return [shifted(self.orig[i], self._shift(i)) for i in range(len(self.orig))]

    def document_evidence(self) -> DocumentEvidence:
        """Imports, path words and workspace packages of this text (a line scan, see :mod:`.document_context`)."""
        if self._evidence is None:
            evidence = document_evidence(self.text, self.context, self.language)
            self._evidence = replace(evidence, uses_identifiers_of=self.detector.matcher.identifiers.uses_in(self.text),
                                     pins=pinned_packages(self.text))
        return self._evidence

    def _concepts_near(self, lo: int, hi: int, skip: tuple[int, int]) -> set[str]:
        """Concepts of unambiguous candidates with absolute offsets in [lo, hi), except ``skip``."""
        found: set[str] = set()
        # (_regions_reaching and _near_in written out: asked for every ambiguous candidate)
        starts, orig, all_cands = self.starts, self.orig, self.cands
        i = max(bisect.bisect_right(starts, lo) - 1, 0)
        n = len(starts)
        while i < n and starts[i] < hi:
            base = starts[i] - orig[i].start
            cands = all_cands[i]
            for c in cands[bisect.bisect_right(cands, lo - base, key=_END):bisect.bisect_left(cands, hi - base, key=_START)]:
                a, b = base + c.start, base + c.end
                if not c.ambiguous and a < hi and b > lo and (a, b) != skip:
                    found.add(c.concept_id)
            i += 1
        return found

    def _candidates_within(self, lo: int, hi: int) -> list[tuple[int, int, Candidate]]:
        """The candidates that overlap ``[lo, hi)``, each with its absolute offsets."""
        found = []
        for i in self._regions_reaching(lo, hi):
            base, near = self._near_in(i, lo, hi)
            found += [(base + c.start, base + c.end, c) for c in near if base + c.start < hi and base + c.end > lo]
        return found

    def _regions_reaching(self, lo: int, hi: int) -> range:
        """The regions that can hold a candidate overlapping ``[lo, hi)``: from the last that starts
        at or before ``lo`` to the last that starts before ``hi`` (regions do not overlap)."""
        first = max(bisect.bisect_right(self.starts, lo) - 1, 0)
        return range(first, max(first, bisect.bisect_left(self.starts, hi)))

    def _near_in(self, i: int, lo: int, hi: int) -> tuple[int, list[Candidate]]:
        """Region ``i``'s shift, and its candidates from the first that ends after ``lo`` to the
        last that starts before ``hi``: they are in order and do not overlap, so their ends are
        in order too (a long line's 290,000 candidates were all read for every ambiguous one)."""
        base = self._shift(i)
        cands = self.cands[i]
        return base, cands[bisect.bisect_right(cands, lo - base, key=_END):bisect.bisect_left(cands, hi - base, key=_START)]

    def _match(self, cand: Candidate, start: int, end: int, others: tuple[str, ...] = ()) -> TermMatch:
        """``cand`` at its offsets ``[start, end)`` in this version."""
        return TermMatch(start, end, cand.concept_id, self.text[start:end], cand.form, cand.lang, others)

    def matches(self) -> list[TermMatch]:
        """Every accepted term occurrence in the document, in document order."""
        if self._resolved is None:
            with gc_paused():
                self._resolved = self._resolve_all()
        return self._resolved

    def _resolve_all(self) -> list[TermMatch]:
        resolved = self._resolve_candidates()
        self._defined = defined_abbreviations.definitions(resolved, self.text, self._concepts_at,
                                                          self._spelled_by_name)
        defined = [TermMatch(a, b, d.concept_id, d.abbreviation, d.abbreviation, d.lang)
                   for d in self._defined.values()
                   for a, b in defined_abbreviations.occurrences(self.text, d, self._in_prose, self._known_at)]
        if not defined:
            return resolved
        # a known acronym the document defines as another concept: its own reading gives way
        claimed = {(m.start, m.end) for m in defined}
        return sorted([m for m in resolved if (m.start, m.end) not in claimed] + defined, key=_START)

    def _resolve_candidates(self) -> list[TermMatch]:
        resolved: list[TermMatch] = []
        for i, cands in enumerate(self.cands):
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
        i = bisect.bisect_right(self.starts, offset) - 1
        if i >= 0 and offset <= self.ends[i]:
            return shifted(self.orig[i], self._shift(i))
        return None

    def ambiguous_at(self, offset: int) -> bool:
        """True when a candidate whose sense needs the document's evidence touches ``offset``."""
        i = bisect.bisect_right(self.starts, offset) - 1
        for j in (i, i - 1):
            if j >= 0:
                base = self._shift(j)
                if any(c.ambiguous and base + c.start <= offset <= base + c.end for c in self.cands[j]):
                    return True
        return False

    def match_at(self, offset: int) -> TermMatch | None:
        """The accepted term under ``offset`` (a cursor right after a term's last character counts)."""
        found = self.candidate_at(offset)
        if found is None:
            return self._defined_at(offset)
        if defined_abbreviations.is_abbreviation(found.text):
            # the document may define a known acronym as another concept ("DataParallel (DP)")
            return self._defined_at(found.start) or found
        return found

    # -- abbreviations the document defines (:mod:`.defined_abbreviations`) ---------------------
    def _spelled_by_name(self, concept_id: str, letters: str) -> bool:
        return bool(self.detector.names_spelled_by(concept_id, letters))

    def _in_prose(self, offset: int) -> bool:
        i = bisect.bisect_right(self.starts, offset) - 1
        return i >= 0 and offset < self.ends[i]

    def _known_at(self, lo: int, hi: int) -> bool:
        return bool(self._candidates_within(lo, hi))

    def _concepts_at(self, lo: int, hi: int) -> set[str]:
        return {c.concept_id for _, _, c in self._candidates_within(lo, hi)}

    def _defined_at(self, offset: int) -> TermMatch | None:
        """The defined abbreviation under ``offset``: its definitions are looked for only when the
        word there could be one (a hover on "SD", not on every word without a term), and by a
        search for its parentheses where the document's matches are not resolved yet."""
        span = self.abbreviation_at(offset)
        if span is None:
            return None
        text = self.text
        lo, hi = span
        word = text[lo:hi]
        if self._defined is not None:
            definition = self._defined.get(word)
        elif defined_abbreviations.may_be_defined(text, word):
            definition = defined_abbreviations.definitions_of(word, text, self.candidate_at, self._concepts_at,
                                                              self._spelled_by_name)
        else:
            return None
        if definition is None:
            return None
        if self._in_prose(lo) and defined_abbreviations.stands_at(definition, self._known_at, lo, hi):
            return TermMatch(lo, hi, definition.concept_id, word, word, definition.lang)
        return None

    def abbreviation_at(self, offset: int) -> tuple[int, int] | None:
        """The span of the word under ``offset`` when it has the shape of an abbreviation a
        document may define (:func:`.defined_abbreviations.abbreviation_around`)."""
        return defined_abbreviations.abbreviation_around(self.text, offset)

    def candidate_at(self, offset: int) -> TermMatch | None:
        """The accepted candidate under ``offset``, as :meth:`match_at` (the glossary's forms only)."""
        i = bisect.bisect_right(self.starts, offset) - 1
        best: TermMatch | None = None
        for j in (i, i - 1):
            if j < 0:
                continue
            base = self._shift(j)
            cands = self.cands[j]
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


def _first_at_span(cands: Sequence[Candidate], i: int) -> int:
    """The first of the candidates at the span of ``cands[i]`` (the senses at one span follow each
    other)."""
    while i > 0 and cands[i - 1].start == cands[i].start and cands[i - 1].end == cands[i].end:
        i -= 1
    return i
