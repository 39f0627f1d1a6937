"""Detection quality on the hand-labelled evaluation set (tests/eval/data, docs/evaluation.md).

Reads the committed snippets and labels only (no network) and scores the engine exactly as
``ai-glossary scan`` runs it, through ``bench/eval/evaluate.py``.

Targets (issue "evaluation set built from real text"): precision >= 0.95, recall >= 0.90 on the
whole set. Current figures and the remaining error classes are in docs/evaluation.md.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"

PRECISION_TARGET = 0.95
RECALL_TARGET = 0.90
# Trap snippets (packages where the words have their everyday sense: requests, scikit-learn, numpy,
# pymongo, jupyterlab, hatch-jupyter-builder, luigi; 75 snippets). Observed today: 0 false
# positives. One is allowed as headroom for a single borderline case; a systematic regression (a
# context word that also fires in the ordinary sense, e.g. "stage" for "pipeline", which was tried
# and hit two MongoDB "aggregation pipeline stage" lines at once) shows up as two or more.
MAX_TRAP_FALSE_POSITIVES = 1
MAX_FALSE_POSITIVES_PER_TRAP_SNIPPET = 1


def _load_evaluate():
    path = ROOT / "bench" / "eval" / "evaluate.py"
    spec = importlib.util.spec_from_file_location("_eval_evaluate", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


evaluate = _load_evaluate()


@pytest.fixture(scope="module")
def report():
    return evaluate.evaluate(DATA)


def _describe(result) -> str:
    lines = [f"P={result.precision:.3f} R={result.recall:.3f} tp={len(result.tp)} fp={len(result.fp)} fn={len(result.fn)}"]
    lines += [f"FP {m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in result.fp[:40]]
    lines += [f"FN {m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in result.fn[:40]]
    return "\n".join(lines)


def test_data_is_consistent():
    snippets = [json.loads(line) for line in (DATA / "snippets.jsonl").open(encoding="utf-8")]
    labels = [json.loads(line) for line in (DATA / "labels.jsonl").open(encoding="utf-8")]
    ids = [s["id"] for s in snippets]
    assert len(ids) == len(set(ids))
    assert sorted(ids) == sorted(r["id"] for r in labels)
    for s in snippets:
        assert set(s) == {"id", "package", "version", "path", "start_line", "language", "text"}
        assert 10 <= s["text"].count("\n") <= 60, s["id"]
    by_id = {s["id"]: s for s in snippets}
    known = {c for c in evaluate.Engine()._compiled.glossary.concepts}
    for r in labels:
        evaluate.gold_mentions(by_id[r["id"]], r["gold"])  # raises when a label does not match the text
        for g in r["gold"]:
            assert g["concept"] in known, (r["id"], g)
    assert sum(len(r["gold"]) for r in labels) >= 400


def test_recall_target(report):
    assert report.overall.recall >= RECALL_TARGET, _describe(report.overall)


def test_precision_target(report):
    assert report.overall.precision >= PRECISION_TARGET, _describe(report.overall)


def test_trap_snippets_stay_quiet(report):
    kinds = evaluate._package_kinds()
    trap = [sid for sid, s in report.snippets.items() if kinds[s["package"]] == "trap"]
    assert len(trap) >= 60
    per_snippet = {sid: len(report.per_snippet[sid].fp) for sid in trap}
    total = sum(per_snippet.values())
    noisy = {sid: n for sid, n in per_snippet.items() if n > MAX_FALSE_POSITIVES_PER_TRAP_SNIPPET}
    details = [f"{m.snippet}:{m.line} {m.text!r} -> {m.concept}" for sid in trap for m in report.per_snippet[sid].fp]
    assert total <= MAX_TRAP_FALSE_POSITIVES, details
    assert not noisy, details
