"""What ``evaluate.py`` scores: mentions, their pairing and the counts that come of it.

A prediction pairs with a gold mention on the same line, of the same concept, whose span overlaps
it; each is used at most once (``tests/eval/data/GUIDELINES.md``, section 5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Mention:
    snippet: str
    line: int  # 1-based
    start: int  # offsets in the snippet text
    end: int
    concept: str
    text: str


@dataclass
class Result:
    tp: list[tuple[Mention, Mention]] = field(default_factory=list)  # (gold, predicted)
    fp: list[Mention] = field(default_factory=list)
    fn: list[Mention] = field(default_factory=list)

    def add(self, other: "Result") -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn

    @property
    def precision(self) -> float:
        n = len(self.tp) + len(self.fp)
        return len(self.tp) / n if n else 1.0

    @property
    def recall(self) -> float:
        n = len(self.tp) + len(self.fn)
        return len(self.tp) / n if n else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def figures(self) -> dict:
        return {"precision": round(self.precision, 4), "recall": round(self.recall, 4), "f1": round(self.f1, 4),
                "tp": len(self.tp), "fp": len(self.fp), "fn": len(self.fn)}


def score_snippet(gold: list[Mention], predicted: list[Mention]) -> Result:
    result = Result()
    unused = list(predicted)
    for g in sorted(gold, key=lambda m: (m.start, m.end)):
        best, best_overlap = None, 0
        for p in unused:
            overlap = min(g.end, p.end) - max(g.start, p.start)
            if p.concept == g.concept and p.line == g.line and overlap > best_overlap:
                best, best_overlap = p, overlap
        if best is None:
            result.fn.append(g)
        else:
            unused.remove(best)
            result.tp.append((g, best))
    result.fp.extend(unused)
    return result


def split(result: Result, key: Callable[[Mention], str]) -> list[tuple[Result, str]]:
    """Split a result by a key of its mentions (the gold mention's for TP and FN, the prediction's
    for FP)."""
    of = key
    parts: dict[str, Result] = {}
    for g, p in result.tp:
        parts.setdefault(of(g), Result()).tp.append((g, p))
    for m in result.fp:
        parts.setdefault(of(m), Result()).fp.append(m)
    for m in result.fn:
        parts.setdefault(of(m), Result()).fn.append(m)
    return [(r, k) for k, r in parts.items()]
