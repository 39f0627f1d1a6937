"""The printed and JSON reports of ``evaluate.py``: figures from its ``Report`` objects.

A sealed set (``build_corpus.SEALED``) gets ``print_sealed`` only: overall, per natural language,
per concept family and the count of predictions on code, never a line, a snippet id, a package, a
concept or an error, so that reading its report cannot turn it into a tuning set.
"""

from __future__ import annotations

import argparse

REGION_ORDER = ("code comment", "docstring", "markdown", "restructuredtext", "other comment", "code")


def row(name: str, r) -> str:
    return (f"{name:34s} P={r.precision:.3f} R={r.recall:.3f} F1={r.f1:.3f}"
            f"   tp={len(r.tp):4d} fp={len(r.fp):3d} fn={len(r.fn):3d}")


def _context(report, m) -> str:
    line = report.snippets[m.snippet]["text"].splitlines()[m.line - 1].strip()
    return line if len(line) <= 140 else line[:137] + "..."


def figures(report) -> dict:
    return {"overall": report.overall.figures(),
            "by_kind": {k: v.figures() for k, v in sorted(report.by_kind.items())},
            "by_package": {k: v.figures() for k, v in sorted(report.by_package.items())},
            "by_region": {k: v.figures() for k, v in sorted(report.by_region.items())},
            "by_language": {k: v.figures() for k, v in sorted(report.by_language.items())},
            "by_family": {k: v.figures() for k, v in sorted(report.by_family.items())},
            "abbreviations": report.abbreviations.figures(),
            "by_concept": {k: v.figures() for k, v in sorted(report.by_concept.items())},
            "predictions_on_code": len(report.on_code)}


def _header(name: str, report) -> str:
    n_gold = len(report.overall.tp) + len(report.overall.fn)
    lines = sum(s["text"].count("\n") for s in report.snippets.values())
    return f"== {name} set: {len(report.snippets)} snippets, {lines} lines, {n_gold} gold mentions"


def _families(report) -> list[str]:
    return [row(f"family {family}", r) for family, r in sorted(report.by_family.items())]


def print_sealed(name: str, report) -> None:
    """Aggregates only (see the module docstring)."""
    print(_header(name, report) + " (sealed: aggregate figures only)")
    print(row("overall", report.overall))
    for language, r in sorted(report.by_language.items()):
        print(row(f"language {language}", r))
    print("\n".join(_families(report)))
    print(f"predictions on code (code, docstring examples, fenced/indented code): {len(report.on_code)}")
    print()


def print_report(name: str, report, baseline, args: argparse.Namespace) -> None:
    print(_header(name, report))
    print(row("overall", report.overall))
    print(row("naive grep baseline", baseline.overall))
    for kind, r in sorted(report.by_kind.items()):
        print(row(f"kind {kind}", r))
    for package, r in sorted(report.by_package.items()):
        print(row(f"  {package}", r))
    for region in REGION_ORDER:
        if region in report.by_region:
            print(row(f"region {region}", report.by_region[region]))
    for language, r in sorted(report.by_language.items()):
        print(row(f"language {language}", r) + f"   | grep R={baseline.by_language[language].recall:.3f}")
    print("\n".join(_families(report)))
    print(row("abbreviation mentions", report.abbreviations)
          + f"   | grep R={baseline.abbreviations.recall:.3f}")
    print(f"predictions on code (code, docstring examples, fenced/indented code): {len(report.on_code)}")
    for m in report.on_code:
        print(f"  CODE {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {_context(report, m)}")
    if args.concepts:
        for concept, r in sorted(report.by_concept.items()):
            print(row(f"  concept {concept}", r))
    if args.errors:
        print("false positives (predicted, not gold):")
        for m in sorted(report.overall.fp, key=lambda m: (m.snippet, m.line, m.start)):
            print(f"  FP {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {_context(report, m)}")
        print("false negatives (gold, not predicted):")
        for m in sorted(report.overall.fn, key=lambda m: (m.snippet, m.line, m.start)):
            print(f"  FN {m.snippet}:{m.line} {m.text!r} -> {m.concept}    | {_context(report, m)}")
    print()
