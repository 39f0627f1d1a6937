"""RegionList: a document's regions, sorted by start, each moved lazily by the edits after it."""

from __future__ import annotations

from ai_glossary.core.detection.regions.model import Region, Span, shifted


class RegionList:
    """Regions sorted by start, not overlapping. Region i is at ``_regions[i]`` moved by
    ``_shift[i]``: shifting the regions after an edit is one list comprehension over ints, so an
    update costs the size of what it re-reads plus one integer addition per later region; Region
    objects are only rebuilt when read."""

    __slots__ = ("_regions", "_shift")

    def __init__(self, regions: list[Region], shift: list[int] | None = None) -> None:
        self._regions = regions
        self._shift = [0] * len(regions) if shift is None else shift

    def __len__(self) -> int:
        return len(self._regions)

    def copy(self) -> RegionList:
        return RegionList(list(self._regions), list(self._shift))

    def region(self, i: int) -> Region:
        """The ``i``-th region at its current offsets."""
        return shifted(self._regions[i], self._shift[i])

    def start(self, i: int) -> int:
        return self._regions[i].start + self._shift[i]

    def end(self, i: int) -> int:
        return self._regions[i].end + self._shift[i]

    def materialized(self) -> list[Region]:
        """Every region at its current offsets (the list itself: the shifts are applied to it)."""
        regions, shift = self._regions, self._shift
        for x, d in enumerate(shift):
            if d:
                regions[x] = shifted(regions[x], d)
        self._shift = [0] * len(regions)
        return regions

    def overlap(self, a: int, b: int) -> tuple[int, int]:
        """Index range of regions with end > a and start < b."""
        lo, hi = 0, len(self._regions)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.end(mid) > a:
                hi = mid
            else:
                lo = mid + 1
        i = j = lo
        hi = len(self._regions)
        while j < hi:
            mid = (j + hi) // 2
            if self.start(mid) < b:
                j = mid + 1
            else:
                hi = mid
        return i, j

    def spans(self, lo: int, hi: int) -> list[Span]:
        """The spans of the regions that overlap [lo, hi) (or cross lo when it is empty)."""
        i, j = self.overlap(lo, hi)
        return [(self.start(x), self.end(x)) for x in range(i, j)]

    def splice(self, i: int, j: int, new: list[Region], delta: int) -> None:
        """Replace regions [i, j) by ``new`` (at their current offsets); move those after by
        ``delta``."""
        self._regions[i:j] = new
        tail = self._shift[j:]
        self._shift[i:] = [0] * len(new) + ([d + delta for d in tail] if delta else tail)
