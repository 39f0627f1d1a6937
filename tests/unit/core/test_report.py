"""Usage reports: one file's part, parts added in any order, the finished report."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from ai_glossary.core import report
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.report_run import usage_here

TREE = Path(__file__).resolve().parents[2] / "fixtures" / "report-tree"


@pytest.fixture(scope="module")
def glossary():
    return load_builtin()


@pytest.fixture(scope="module")
def forms(glossary):
    return report.FormLanguages(glossary)


def test_a_files_part_counts_mentions_languages_and_unexpanded_abbreviations(forms):
    part = report.file_usage("docs/a.md", [("fsdp", "FSDP"), ("fsdp", "FSDP"), ("zero", "ZeRO-3"),
                                           ("data-parallelism", "parallélisme de données")], forms)
    assert part["mentions"] == {"fsdp": 2, "zero": 1, "data-parallelism": 1}
    assert part["by_language"]["data-parallelism\tfr"] == 1 and part["by_language"]["fsdp\ten"] == 2
    assert part["by_folder"] == {"fsdp\tdocs": 2, "zero\tdocs": 1, "data-parallelism\tdocs": 1}
    assert set(part["unexpanded"]) == {"fsdp", "zero"}  # abbreviations with no long form in the file


def test_an_abbreviation_expanded_in_the_file_is_not_reported(forms):
    part = report.file_usage("a.md", [("fsdp", "Fully Sharded Data Parallel"), ("fsdp", "FSDP")], forms)
    assert part["unexpanded"] == {}


def test_parts_add_up_the_same_in_any_order(forms):
    parts = [report.file_usage(f"d{i}/f.md", found, forms) for i, found in enumerate(
        [[("fsdp", "FSDP")], [("zero", "ZeRO")], [("fsdp", "fully sharded data parallel"), ("lora", "LoRA")]])]
    totals = [json.dumps(report.merged(json.loads(json.dumps(p)) for p in order), sort_keys=True)
              for order in itertools.permutations(parts)]
    assert len(set(totals)) == 1


def test_the_report_of_a_tree(glossary):
    total, account = usage_here([str(TREE)], glossary, jobs=1)
    data = report.finished(total, glossary, "fr", account.files, len(account.skipped))
    by_id = {c["id"]: c for c in data["concepts"]}
    assert data["files_scanned"] == 3 and data["files_with_terms"] == 3
    assert by_id["fsdp"]["mentions"] >= 3 and by_id["fsdp"]["files"] == 2
    assert by_id["data-parallelism"]["by_language"] == {"fr": 1}
    assert by_id["fsdp"]["by_kind"].keys() == {".md", ".py"}
    # the guide expands FSDP, train.py does not
    assert by_id["fsdp"]["unexpanded_in"] == ["src/train.py"]
    assert by_id["fsdp"]["name"] == glossary.concepts["fsdp"].display_name("fr")
    assert data["mentions"] == sum(c["mentions"] for c in data["concepts"])


@pytest.mark.process
def test_the_pool_and_one_process_give_the_same_report(glossary):
    one, _ = usage_here([str(TREE)], glossary, jobs=1)
    many, _ = usage_here([str(TREE)] * 3, glossary, jobs=2)  # enough files for the pool
    assert {k: v * 3 for k, v in one["mentions"].items()} == many["mentions"]


@pytest.mark.process
def test_progress_counts_up_to_every_file(glossary):
    seen = []
    _, account = usage_here([str(TREE)] * 3, glossary, jobs=2, progress=lambda done, total: seen.append((done, total)))
    every = account.files + len(account.skipped)
    assert seen[-1] == (every, every) and [d for d, _ in seen] == sorted(d for d, _ in seen)
