"""`ai-glossary lint`: exit codes, the three formats, SARIF 2.1.0 valid against the official
schema, the scan engine's walk (.gitignore), and the pre-commit hook that runs it."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from ai_glossary.cli import main

ROOT = Path(__file__).resolve().parents[3]
SARIF_SCHEMA = ROOT / "tests" / "fixtures" / "sarif" / "sarif-schema-2.1.0.json"

README = """\
# Guide

We train with Pytorch and flash attention, on TensorFlow Lite.

```python
import torch  # Pytorch in a fence
```
"""
CLEAN = "# Guide\n\nWe train with PyTorch and FlashAttention.\n"


@pytest.fixture
def tree(tmp_path, monkeypatch):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text(README, encoding="utf-8")
    (tmp_path / "clean.md").write_text(CLEAN, encoding="utf-8")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "out.md").write_text(README, encoding="utf-8")
    (tmp_path / ".gitignore").write_text("build/\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["lint", *args, "--jobs", "1"])
    out, err = capsys.readouterr()
    return code, out, err


def test_text_output_and_exit_1_on_findings(tree, capsys):
    code, out, _ = run(capsys, ".")
    assert code == 1
    assert out.splitlines() == [
        "docs/guide.md:3:15: warning: 'Pytorch' is written 'PyTorch' in the glossary [spelling]",
        "docs/guide.md:3:27: warning: 'flash attention' is written 'FlashAttention' in the glossary [spelling]",
        "docs/guide.md:3:47: warning: 'TensorFlow Lite' is deprecated: use 'LiteRT' [deprecated-form]",
    ]  # build/ is ignored by .gitignore, the fence is code


def test_a_clean_file_exits_0(tree, capsys):
    assert run(capsys, "clean.md")[0] == 0


def test_the_severity_threshold(tree, capsys):
    assert run(capsys, ".", "--severity", "error")[:2] == (0, "")
    code, out, _ = run(capsys, ".", "--severity", "error", "--rule", "spelling=error")
    assert code == 1 and len(out.splitlines()) == 2


def test_usage_and_io_errors_exit_2(tree, capsys):
    assert run(capsys, "missing.md")[0] == 2
    code, _, err = run(capsys, ".", "--rule", "spelling=loud")
    assert code == 2 and "--rule spelling=loud" in err
    with pytest.raises(SystemExit) as exited:
        main(["lint", ".", "--format", "xml"])
    assert exited.value.code == 2


def test_messages_in_the_language_asked(tree, capsys):
    code, out, _ = run(capsys, "docs", "--lang", "fr")
    assert code == 1
    assert out.splitlines()[0] == ("docs/guide.md:3:15: warning: « Pytorch » s'écrit « PyTorch » dans le "
                                   "glossaire [spelling]")


def test_json_output(tree, capsys):
    code, out, _ = run(capsys, "docs", "--format", "json")
    findings = json.loads(out)
    assert code == 1
    assert findings[0] == {"path": "docs/guide.md", "line": 3, "column": 15, "end_line": 3, "end_column": 22,
                           "rule": "spelling", "severity": "warning", "id": "pytorch", "text": "Pytorch",
                           "replacement": "PyTorch", "message": "'Pytorch' is written 'PyTorch' in the glossary"}


def test_sarif_is_valid_sarif_2_1_0_for_code_scanning(tree, capsys):
    code, out, _ = run(capsys, ".", "--format", "sarif")
    log = json.loads(out)
    jsonschema.validate(log, json.loads(SARIF_SCHEMA.read_text(encoding="utf-8")))
    assert code == 1
    run_ = log["runs"][0]
    rules = [rule["id"] for rule in run_["tool"]["driver"]["rules"]]
    assert rules == ["spelling", "deprecated-form", "forbidden-form"]  # unexpanded-abbreviation is opt-in
    first = run_["results"][0]
    assert first["ruleId"] == "spelling" and rules[first["ruleIndex"]] == "spelling" and first["level"] == "warning"
    location = first["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "docs/guide.md", "uriBaseId": "%SRCROOT%"}
    assert location["region"] == {"startLine": 3, "startColumn": 15, "endLine": 3, "endColumn": 22}


def test_sarif_without_findings_is_valid_too(tree, capsys):
    code, out, _ = run(capsys, "clean.md", "--format", "sarif")
    jsonschema.validate(json.loads(out), json.loads(SARIF_SCHEMA.read_text(encoding="utf-8")))
    assert code == 0 and json.loads(out)["runs"][0]["results"] == []


def test_the_schema_rejects_a_broken_log():
    # the vendored schema is the real one: a result without a message is refused
    broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"ruleId": "a"}]}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, json.loads(SARIF_SCHEMA.read_text(encoding="utf-8")))


def test_the_pre_commit_hook_runs_the_lint():
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    (hook,) = [h for h in hooks if h["id"] == "ai-glossary-lint"]
    assert hook["entry"] == "ai-glossary lint" and hook["language"] == "python"
    assert hook["types"] == ["text"]


@pytest.mark.process
def test_two_workers_find_what_one_finds(tree, capsys):
    for i in range(10):  # a pool starts from 8 files
        (tree / "docs" / f"page{i}.md").write_text(README if i % 2 else CLEAN, encoding="utf-8")
    one = run(capsys, ".", "--format", "json")
    code = main(["lint", ".", "--format", "json", "--jobs", "2"])
    out, _ = capsys.readouterr()
    assert (code, json.loads(out)) == (one[0], json.loads(one[1]))
    assert len(json.loads(out)) == 18


def test_the_finder_pickles_with_its_rules_only():
    import pickle

    from ai_glossary.core.lint.in_files import LintFinder
    from ai_glossary.core.lint.rules import LintRules

    finder = LintFinder(LintRules().with_severities({"spelling": "off"}))
    finder._tables[1] = object()  # a compiled table is not sent to a worker
    copy = pickle.loads(pickle.dumps(finder))
    assert copy.rules == finder.rules and copy._tables == {}
