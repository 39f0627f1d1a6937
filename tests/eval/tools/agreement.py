"""How far two people labelling the same set agree, and the engine's figures against each of them.

Usage:  python tests/eval/tools/agreement.py --set NAME [--in-files] [--download-dir DIR] [--disagreements]

A set labelled twice holds a second labelling beside its ``labels.jsonl``: ``labels-second.jsonl``,
same format, made by someone who saw neither the first labels nor the engine's output. The two are
paired as ``evaluate.py`` pairs a prediction with a gold mention (same line, same concept,
overlapping spans, each used once), the first labelling standing as gold:

- labellers: mentions both labelled, the first only, the second only, and the agreement F1 (the
  second's precision and recall against the first; symmetric, the usual measure of agreement for
  spans, where a chance-corrected kappa has no count of non-mentions to correct with); the same once
  more ignoring the concept (does the other labeller mark the words at all?); per natural language
  and per concept family;
- the engine (as ``evaluate.py`` runs it; ``--in-files`` as a reader meets it): its precision and
  recall against the first labels, against the second, and against what both labelled, where a
  prediction on a mention only one labeller marked is set aside as disputed.

A sealed set (``build_corpus.SEALED``) prints these aggregates only; ``--disagreements``, which lists
every mention one labeller marked and the other did not, is refused for it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from dataclasses import replace
from pathlib import Path


def _evaluate():
    """``evaluate.py``, loaded once under the name its tests and siblings share."""
    name = "_eval_evaluate"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).resolve().parent / "evaluate.py")
        assert spec and spec.loader
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


evaluate = _evaluate()

Mention, Result, score_snippet, row = evaluate.Mention, evaluate.Result, evaluate.score_snippet, evaluate.eval_report.row
SECOND = "labels-second.jsonl"


def second_labels(data: Path, snippets: list[dict]) -> dict[str, list[dict]]:
    path = data / SECOND
    if not path.exists():
        raise SystemExit(f"{path} is missing: this set has one labelling")
    labels = {r["id"]: r["gold"] for r in map(json.loads, path.open(encoding="utf-8"))}
    missing = [s["id"] for s in snippets if s["id"] not in labels]
    if missing:
        raise SystemExit(f"{SECOND} has no record for: {', '.join(missing)}")
    return labels


def _any_concept(mentions: list[Mention]) -> list[Mention]:
    return [replace(m, concept="*") for m in mentions]


def _disputed(prediction: Mention, disputed: list[Mention]) -> bool:
    return any(d.line == prediction.line and d.concept == prediction.concept
               and min(d.end, prediction.end) > max(d.start, prediction.start) for d in disputed)


class Comparison:
    """Every figure of one set, split by natural language and concept family."""

    KEYS = ("labellers", "labellers, any concept", "engine / first", "engine / second", "engine / both")

    def __init__(self, snippets: list[dict]) -> None:
        self.snippets = {s["id"]: s for s in snippets}  # the set's windows, by id
        self.parts: dict[str, dict[str, Result]] = {}  # "overall", "language xx", "family yy"
        self.set_aside = 0
        self.disagreements: list[tuple[str, Mention]] = []

    def _add(self, part: str, key: str, result: Result) -> None:
        self.parts.setdefault(part, {k: Result() for k in self.KEYS})[key].add(result)

    def add(self, language: str, family, first: list[Mention], second: list[Mention],
            predicted: list[Mention] | None) -> None:
        results = {"labellers": score_snippet(first, second),
                   "labellers, any concept": score_snippet(_any_concept(first), _any_concept(second))}
        both = [g for g, _ in results["labellers"].tp]
        disputed = results["labellers"].fn + results["labellers"].fp
        self.disagreements += [("first only", m) for m in results["labellers"].fn]
        self.disagreements += [("second only", m) for m in results["labellers"].fp]
        if predicted is not None:
            undisputed = [p for p in predicted if not _disputed(p, disputed)]
            self.set_aside += len(predicted) - len(undisputed)
            results |= {"engine / first": score_snippet(first, predicted),
                        "engine / second": score_snippet(second, predicted),
                        "engine / both": score_snippet(both, undisputed)}
        for key, result in results.items():
            self._add("overall", key, result)
            self._add(f"language {language}", key, result)
            if key != "labellers, any concept":  # a family is a concept's
                for part, name in evaluate.scoring.split(result, family):
                    self._add(f"family {name}", key, part)


def compare(data: Path, engine=None) -> Comparison:
    snippets, first_labels = evaluate.load(data)
    second = second_labels(data, snippets)
    sources = evaluate._sources()
    forms = {c.id: c for c in evaluate.glossary_forms.concepts()}

    def family(m: Mention) -> str:
        return forms[m.concept].family if m.concept in forms else "?"

    comparison = Comparison(snippets)
    for s in snippets:
        first = evaluate.gold_mentions(s, first_labels[s["id"]])
        comparison.add(evaluate._language_of(s, sources), family, first,
                       evaluate.gold_mentions(s, second[s["id"]]), engine.predict(s) if engine else None)
    return comparison


def _row(part: str, figures: dict[str, Result]) -> str:
    both, concepts = figures["labellers"], figures["labellers, any concept"]
    text = (f"{part:34s} agreement F1={both.f1:.3f} (both {len(both.tp):3d}, first only {len(both.fn):2d}, "
            f"second only {len(both.fp):2d}"
            + ("" if part.startswith("family") else f"; any concept F1={concepts.f1:.3f}") + ")")
    engine = figures["engine / first"]
    if engine.tp or engine.fp or engine.fn:
        text += "  | engine P/R against " + "  ".join(
            f"{key.split()[-1]} {figures[key].precision:.3f}/{figures[key].recall:.3f}"
            for key in ("engine / first", "engine / second", "engine / both"))
    return text


def print_comparison(name: str, comparison: Comparison, sealed: bool) -> None:
    print(f"== {name} set labelled twice" + (" (sealed: aggregate figures only)" if sealed else ""))
    for part in sorted(comparison.parts, key=lambda p: (p != "overall", p)):
        print(_row(part, comparison.parts[part]))
    overall = comparison.parts["overall"]
    for key in ("engine / first", "engine / second", "engine / both"):
        if overall[key].tp or overall[key].fp:
            print(row(f"overall: {key}", overall[key]))
    if overall["engine / first"].tp or overall["engine / first"].fp:
        print(f"predictions on a mention one labeller marked and the other did not (set aside): {comparison.set_aside}")
    print()


def print_disagreements(comparison: Comparison) -> None:
    for side, m in sorted(comparison.disagreements, key=lambda d: (d[1].snippet, d[1].line, d[1].start)):
        line = comparison.snippets[m.snippet]["text"].splitlines()[m.line - 1].strip()[:140]
        print(f"  {side:11s} {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", required=True, choices=list(evaluate.SET_DATA), dest="corpus")
    parser.add_argument("--no-engine", action="store_true", help="compare the two labellings only")
    parser.add_argument("--in-files", action="store_true",
                        help="the engine analyses each snippet's whole file in its package")
    parser.add_argument("--download-dir", type=Path, default=evaluate.corpus.DEFAULT_DOWNLOADS)
    parser.add_argument("--disagreements", action="store_true",
                        help="list every mention one labeller marked and the other did not")
    args = parser.parse_args(argv)
    sealed = args.corpus in evaluate.SEALED
    if sealed and args.disagreements:
        parser.error(f"the {args.corpus} set is sealed: it reports aggregate figures only; --disagreements is refused")
    engine = None
    if not args.no_engine:
        engine = evaluate.InFileEngine(args.download_dir) if args.in_files else evaluate.Engine()
    comparison = compare(evaluate.SET_DATA[args.corpus], engine)
    print_comparison(args.corpus, comparison, sealed)
    if args.disagreements:
        print_disagreements(comparison)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
