"""Helpers shared by the region tests."""

from __future__ import annotations

from ai_glossary.core.detection.regions import Region


def phrases(text: str, regions: list[Region]) -> list[str]:
    return [r.words(text) for r in regions]


def found(text: str, regions: list[Region], phrase: str) -> bool:
    """``phrase`` (case-insensitive) is inside some region's words (what the matcher searches)."""
    p = phrase.lower()
    return any(p in r.words(text).lower() for r in regions)


def region_with(text: str, regions: list[Region], phrase: str) -> Region:
    for r in regions:
        if phrase.lower() in r.words(text).lower():
            return r
    raise AssertionError(f"{phrase!r} not in any region: {phrases(text, regions)}")


def check_invariants(text: str, regions: list[Region]) -> None:
    """Sorted, non-overlapping, pieces inside their region, on one line, trimmed, non-empty."""
    prev_end = 0
    for r in regions:
        assert 0 <= r.start < r.end <= len(text), r
        assert r.start >= prev_end, f"overlap or unsorted at {r}"
        prev_end = r.end
        last = r.start
        for a, b in r.pieces:
            assert r.start <= a < b <= r.end, (r, (a, b))
            assert a >= last, f"pieces out of order in {r}"
            last = b
            piece = text[a:b]
            assert "\n" not in piece, f"piece spans lines: {piece!r}"
            assert piece == piece.strip(), f"piece not trimmed: {piece!r}"
