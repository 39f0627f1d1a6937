"""Glossary terms in one document, kept current across edits.

The server and ``ai-glossary scan`` both use :class:`DocumentAnalysis`, so what scan reports is
exactly what hover finds. After an edit only the prose regions the region tracker reports as changed
are matched again; candidates are stored relative to their region, so shifted regions cost nothing.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass
from typing import Iterator

from .engine import CompiledGlossary
from .evidence import WINDOW
from .matcher import Candidate
from .regions import Region, RegionTracker

Edit = tuple[int, int, str]  # (start, old_end, new_text) in code points of the text before the edit


@dataclass(frozen=True, slots=True)
class TermMatch:
    start: int
    end: int
    concept_id: str
    text: str
    form: str
    lang: str | None
    region_kind: str


class DocumentAnalysis:
    def __init__(self, text: str, language: str | None, compiled: CompiledGlossary, scope: str = "prose") -> None:
        self.language = language
        self.scope = scope
        self.compiled = compiled
        self._tracker = RegionTracker(text, language, scope)
        self._rematch_all()

    # -- state ---------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._tracker.text

    @property
    def regions(self) -> list[Region]:
        return self._tracker.regions

    def _match_region(self, region: Region) -> tuple[Candidate, ...]:
        found = self.compiled.matcher.find_in_pieces(self._tracker.text, region.pieces)
        base = region.start
        return tuple(
            Candidate(c.start - base, c.end - base, c.concept_id, c.form, c.lang, c.ambiguous) for c in found
        )

    def _rematch_all(self) -> None:
        regions = self._tracker.regions
        self._starts = [r.start for r in regions]
        self._cands = [self._match_region(r) for r in regions]
        self._counts = Counter(c.concept_id for cands in self._cands for c in cands if not c.ambiguous)
        self._resolved: list[TermMatch] | None = None

    def replace(self, text: str) -> None:
        self._tracker.replace(text)
        self._rematch_all()

    def update(self, edits: list[Edit]) -> None:
        if not edits:
            return
        old_regions = self._tracker.regions
        old_cands = self._cands
        old_len = len(self._tracker.text)
        span_start, span_end = self._tracker.update(edits)
        new_regions = self._tracker.regions
        delta = len(self._tracker.text) - old_len
        # Regions ending before the changed span are untouched; those starting after it only moved.
        head = bisect.bisect_left([r.end for r in old_regions], span_start)
        old_tail_from = bisect.bisect_right(self._starts, span_end - delta)
        new_tail_from = bisect.bisect_right([r.start for r in new_regions], span_end)
        tail = len(old_regions) - old_tail_from
        if len(new_regions) - new_tail_from != tail or head > new_tail_from or head > old_tail_from:
            self._rematch_all()
            return
        middle_old = old_cands[head:old_tail_from]
        middle_new = [self._match_region(r) for r in new_regions[head:new_tail_from]]
        for cands in middle_old:
            self._counts.subtract(c.concept_id for c in cands if not c.ambiguous)
        for cands in middle_new:
            self._counts.update(c.concept_id for c in cands if not c.ambiguous)
        self._cands = old_cands[:head] + middle_new + old_cands[old_tail_from:]
        self._starts = [r.start for r in new_regions]
        self._resolved = None

    # -- queries -------------------------------------------------------------------------------
    def _absolute(self, index: int) -> Iterator[tuple[Candidate, Region]]:
        region = self._tracker.regions[index]
        for c in self._cands[index]:
            yield c, region

    def _concepts_near(self, lo: int, hi: int, skip: tuple[int, int]) -> set[str]:
        """Concepts of unambiguous candidates with absolute offsets in [lo, hi), except ``skip``."""
        found: set[str] = set()
        i = max(bisect.bisect_right(self._starts, lo) - 1, 0)
        regions = self._tracker.regions
        while i < len(regions) and regions[i].start < hi:
            base = regions[i].start
            for c in self._cands[i]:
                a, b = base + c.start, base + c.end
                if not c.ambiguous and a < hi and b > lo and (a, b) != skip:
                    found.add(c.concept_id)
            i += 1
        return found

    def _accepts(self, cand: Candidate, start: int, end: int) -> bool:
        if not cand.ambiguous:
            return True
        text = self._tracker.text
        lo, hi = max(0, start - WINDOW), min(len(text), end + WINDOW)
        nearby = self._concepts_near(lo, hi, (start, end))
        window_text = text[lo:start] + " " + text[end:hi]
        return self.compiled.evidence.accepts(cand.concept_id, window_text, nearby, self._counts)

    def _to_match(self, cand: Candidate, region: Region) -> TermMatch:
        start, end = region.start + cand.start, region.start + cand.end
        return TermMatch(start, end, cand.concept_id, self._tracker.text[start:end], cand.form, cand.lang, region.kind)

    def matches(self) -> list[TermMatch]:
        """Every accepted term occurrence in the document, in document order."""
        if self._resolved is None:
            resolved = []
            for i, region in enumerate(self._tracker.regions):
                for cand in self._cands[i]:
                    start, end = region.start + cand.start, region.start + cand.end
                    if self._accepts(cand, start, end):
                        resolved.append(self._to_match(cand, region))
            self._resolved = resolved
        return self._resolved

    def region_at(self, offset: int) -> Region | None:
        """The prose region containing ``offset`` (its end counts, for a cursor after the last word)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        if i >= 0:
            region = self._tracker.regions[i]
            if region.start <= offset <= region.end:
                return region
        return None

    def match_at(self, offset: int) -> TermMatch | None:
        """The accepted term under ``offset`` (a cursor right after a term's last character counts)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        best: TermMatch | None = None
        for j in (i, i - 1):
            if j < 0:
                continue
            region = self._tracker.regions[j]
            for cand in self._cands[j]:
                start, end = region.start + cand.start, region.start + cand.end
                if start <= offset < end or (offset == end and best is None):
                    if self._accepts(cand, start, end):
                        match = self._to_match(cand, region)
                        if start <= offset < end:
                            return match
                        best = match
        return best
