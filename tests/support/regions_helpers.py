"""Helpers shared by the region tests."""

from __future__ import annotations

import random

from ai_glossary.core.detection.regions import Region, RegionTracker
from ai_glossary.core.detection.regions.deferred import classify
from ai_glossary.core.detection.regions.model import Edit, shifted


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


# edits a random loop types: what a writer types most, and pieces of the document pasted elsewhere
FRAGMENTS = ["#", "# ", "\n", '"""', "'''", '"', "'", "/*", "*/", "//", " ", "x = 1\n", "def f():\n    ",
             "    ", "class A:\n", "<!--", "-->", "`", "```python\n", "```\n", "> ", "- ", "é", "😀", "অ", "\\",
             "`${", "}", "{", "(", ")", "* ", "..", "::", "%",
             "///", "/// ", "\n///\n", "/// ```\n"]


def rule(tracker: RegionTracker, start: int, end: int, new: str) -> str | None:
    """The rule that defers this edit's re-parse (``deferred.classify``), or None."""
    deferred = classify(tracker._state, tracker._spec, tracker.scope, Edit(start, end, new))
    return None if deferred is None else deferred.rule


def random_edits(rnd: random.Random, text: str) -> tuple[list[tuple[int, int, str]], str]:
    edits = []
    for _ in range(rnd.choice([1, 1, 1, 2, 3])):
        s = rnd.randint(0, len(text))
        oe = min(len(text), s + rnd.choice([0, 0, 1, 2, 5, 20]))
        if rnd.random() < 0.8:
            new = rnd.choice(FRAGMENTS)
        else:  # paste a piece of the document somewhere else
            a = rnd.randint(0, len(text))
            new = text[a:a + rnd.randint(0, 30)]
        if rnd.random() < 0.15:
            new = ""
        edits.append((s, oe, new))
        text = text[:s] + new + text[oe:]
    return edits, text


def check_span(old: list, new: list, span: tuple[int, int], old_len: int, new_len: int) -> None:
    """Every region outside ``span`` is an old region, unchanged apart from the shift."""
    a, b = span
    assert 0 <= a <= b <= new_len
    delta = new_len - old_len
    old_same = set(old)
    old_shifted = {shifted(r, delta) for r in old}
    new_set = set(new)
    for r in new:
        if r.end <= a:
            assert r in old_same, f"region before the span changed: {r}"
        elif r.start >= b:
            assert r in old_shifted, f"region after the span changed: {r}"
    for r in old:  # and no old region vanished outside the span
        if r.end <= a:
            assert r in new_set, f"old region before the span vanished: {r}"
        elif r.start + delta >= b:
            assert shifted(r, delta) in new_set, f"old region after the span vanished: {r}"
