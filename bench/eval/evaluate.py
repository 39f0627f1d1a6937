"""Score the detection engine against the hand-labelled evaluation set.

Usage:  python bench/eval/evaluate.py [--errors] [--json] [--data DIR]

Runs every snippet of ``tests/eval/data/snippets.jsonl`` through the engine exactly as
``ai-glossary scan`` does (built-in glossary, ``find_in_text`` with scope "prose", the language
from the snippet's LSP languageId, the file's path in its package), pairs predictions with the gold mentions of
``labels.jsonl`` (same line, same concept, overlapping spans; each used once) and prints precision,
recall and F1 overall, per package kind (ML / trap) and per package. ``--errors`` lists every false
positive and false negative with the snippet id, line and the line's text. Always exits 0: this is
a report; ``tests/eval/test_detection_quality.py`` holds the thresholds.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "eval" / "data"


def _package_kinds() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("_eval_build_corpus", Path(__file__).with_name("build_corpus.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return {p.name: p.kind for p in module.PACKAGES}


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


def load(data: Path = DATA) -> tuple[list[dict], dict[str, list[dict]]]:
    snippets = [json.loads(line) for line in (data / "snippets.jsonl").open(encoding="utf-8")]
    labels = {r["id"]: r["gold"] for r in map(json.loads, (data / "labels.jsonl").open(encoding="utf-8"))}
    missing = [s["id"] for s in snippets if s["id"] not in labels]
    if missing:
        raise SystemExit(f"labels.jsonl has no record for: {', '.join(missing)}")
    return snippets, labels


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            starts.append(i + 1)
    return starts


def gold_mentions(snippet: dict, gold: list[dict]) -> list[Mention]:
    text = snippet["text"]
    starts = _line_starts(text)
    out = []
    for g in gold:
        start = starts[g["line"] - 1] + g["col"] - 1
        # a phrase broken over lines is written with single spaces: walk the text to find its end
        pos, i = start, 0
        want = g["text"]
        while i < len(want):
            if want[i] == " ":
                while pos < len(text) and text[pos].isspace():
                    pos += 1
                while i < len(want) and want[i] == " ":
                    i += 1
                continue
            if pos >= len(text) or text[pos] != want[i]:
                raise SystemExit(f"{snippet['id']}: gold {g} does not match the snippet text")
            pos += 1
            i += 1
        out.append(Mention(snippet["id"], g["line"], start, pos, g["concept"], g["text"]))
    return out


class Engine:
    """The engine as ``ai-glossary scan`` runs it (imported lazily: labelling needs none of it)."""

    def __init__(self) -> None:
        from ai_glossary.core.detection.detector import Detector
        from ai_glossary.core.glossary.builtin import load_builtin
        from ai_glossary.core.detection.regions import language_for
        from ai_glossary.core.detection.senses import FileContext
        from ai_glossary.core.scan import find_in_text

        self._context = FileContext
        self._compiled = Detector.compile(load_builtin())
        self._language_for = language_for
        self._find = find_in_text

    def predict(self, snippet: dict) -> list[Mention]:
        text = snippet["text"]
        starts = _line_starts(text)
        language = self._language_for(snippet["language"], snippet["path"])
        out = []
        # scan of the package's folder: its path there (no manifests: the snippets come without them)
        context = self._context(snippet["path"])
        for line, col, end_line, end_col, concept, matched in self._find(self._compiled, text, language, "prose", context):
            start = starts[line - 1] + col - 1
            end = starts[end_line - 1] + end_col - 1
            out.append(Mention(snippet["id"], line, start, end, concept, matched))
        return out


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


@dataclass
class Report:
    overall: Result
    by_kind: dict[str, Result]
    by_package: dict[str, Result]
    snippets: dict[str, dict]
    per_snippet: dict[str, Result]


def evaluate(data: Path = DATA, engine: Engine | None = None) -> Report:
    snippets, labels = load(data)
    kinds = _package_kinds()
    engine = engine or Engine()
    overall, by_kind, by_package, per_snippet = Result(), {}, {}, {}
    for s in snippets:
        result = score_snippet(gold_mentions(s, labels[s["id"]]), engine.predict(s))
        per_snippet[s["id"]] = result
        overall.add(result)
        by_kind.setdefault(kinds.get(s["package"], "?"), Result()).add(result)
        by_package.setdefault(s["package"], Result()).add(result)
    return Report(overall, by_kind, by_package, {s["id"]: s for s in snippets}, per_snippet)


def _row(name: str, r: Result) -> str:
    return (f"{name:24s} P={r.precision:.3f} R={r.recall:.3f} F1={r.f1:.3f}"
            f"   tp={len(r.tp):4d} fp={len(r.fp):3d} fn={len(r.fn):3d}")


def _context(report: Report, m: Mention) -> str:
    line = report.snippets[m.snippet]["text"].splitlines()[m.line - 1].strip()
    return line if len(line) <= 140 else line[:137] + "..."


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--errors", action="store_true", help="list every false positive and false negative")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args(argv)
    report = evaluate(args.data)
    if args.json:
        def figures(r: Result) -> dict:
            return {"precision": round(r.precision, 4), "recall": round(r.recall, 4), "f1": round(r.f1, 4),
                    "tp": len(r.tp), "fp": len(r.fp), "fn": len(r.fn)}
        print(json.dumps({"overall": figures(report.overall),
                          "by_kind": {k: figures(v) for k, v in sorted(report.by_kind.items())},
                          "by_package": {k: figures(v) for k, v in sorted(report.by_package.items())}}, indent=1))
        return 0
    n_snippets = len(report.snippets)
    n_gold = len(report.overall.tp) + len(report.overall.fn)
    print(f"{n_snippets} snippets, {n_gold} gold mentions")
    print(_row("overall", report.overall))
    for kind, r in sorted(report.by_kind.items()):
        print(_row(f"kind {kind}", r))
    for package, r in sorted(report.by_package.items()):
        print(_row(f"  {package}", r))
    if args.errors:
        print("\nfalse positives (predicted, not gold):")
        for m in sorted(report.overall.fp, key=lambda m: (m.snippet, m.line, m.start)):
            print(f"  FP {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {_context(report, m)}")
        print("\nfalse negatives (gold, not predicted):")
        for m in sorted(report.overall.fn, key=lambda m: (m.snippet, m.line, m.start)):
            print(f"  FN {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {_context(report, m)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
