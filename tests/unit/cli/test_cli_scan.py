"""`ai-glossary scan`: walking, skipping, notebooks, positions, output formats, exit codes, and
agreement with what the language server's hover finds."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest

from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan import scan_paths
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.reader.render import render_concept
from ai_glossary.core.snapshot import Snapshot
from ai_glossary.core.detection.text import LineIndex

FINDING_KEYS = {"path", "line", "column", "end_line", "end_column", "id", "text"}
TEXT_LINE = re.compile(
    r"^(?P<where>.+?):(?P<line>\d+):(?P<col>\d+): (?P<name>.+) \((?P<id>[a-z0-9][a-z0-9-]*)\) - (?P<summary>\S.*)$"
)

TRAIN_PY = """\
import torch

# We wrap the model with FSDP before the first step.
FSDP = None
model = FSDP(model)
"""

README_MD = """\
# Guide

We fine-tune with LoRA adapters.

```python
model = FSDP(model)  # ZeRO-3 style sharding
```

After the fence, FlashAttention is used.
"""

UNICODE_MD = "😀🤗 বাংলা লেখা LoRA here.\n"
UNICODE_PY = "# 👩\u200d👩\u200d👧 বাংলা FSDP\nx = 1\n"

NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Notes\n", "\n", "We train with **LoRA**.\n"]},
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": ["model = FSDP(model)\n", "# FSDP shards the parameters\n"],
        },
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}


@pytest.fixture(scope="module")
def store() -> Snapshot:
    return Snapshot.build(load_builtin())


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", newline="")
    return path


@pytest.fixture
def tree(tmp_path) -> Path:
    root = tmp_path / "tree"
    write(root / "train.py", TRAIN_PY)
    write(root / "README.md", README_MD)
    write(root / "uni.md", UNICODE_MD)
    write(root / "pkg" / "sub" / "mod.py", UNICODE_PY)
    write(root / "nb.ipynb", json.dumps(NOTEBOOK, indent=1))
    write(root / ".gitignore", "secret.py\nbuild/\n")
    write(root / "secret.py", "# FSDP in an ignored file\n")
    write(root / "build" / "gen.py", "# FSDP in an ignored directory\n")
    write(root / ".hidden" / "notes.md", "FSDP in a hidden directory.\n")
    write(root / "weights.md", b"FSDP \x00\x01\x02 binary")  # a known extension, but NUL bytes
    write(root / "big.md", "We use LoRA. " + "padding " * 300 + "\n")  # > 1000 bytes
    write(root / "latin1.py", "# café FSDP\n".encode("latin-1"))
    write(root / "empty.py", "")
    return root


def scan_json(cli, *argv: str) -> tuple[list[dict], str]:
    code, out, err = cli("scan", "--format", "json", *argv)
    assert code == 0, err
    return json.loads(out), err


def by_path(findings: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for f in findings:
        out.setdefault(f["path"], []).append(f)
    return out


# -- what is scanned and what is skipped -----------------------------------------------------------


def test_json_is_one_array_of_findings(cli, tree):
    findings, _ = scan_json(cli, str(tree), "--max-size", "1000")
    assert isinstance(findings, list) and findings
    for f in findings:
        expected = FINDING_KEYS | ({"cell"} if f["path"].endswith(".ipynb") else set())
        assert set(f) == expected, f
        assert all(isinstance(f[k], int) and f[k] >= 1 for k in ("line", "column", "end_line", "end_column"))
        assert (f["end_line"], f["end_column"]) > (f["line"], f["column"])
        assert isinstance(f["id"], str) and isinstance(f["text"], str) and f["text"]


def test_paths_are_relative_to_the_directory_and_posix(cli, tree):
    findings, _ = scan_json(cli, str(tree), "--max-size", "1000")
    paths = {f["path"] for f in findings}
    assert paths == {"train.py", "README.md", "uni.md", "pkg/sub/mod.py", "nb.ipynb"}


def test_skipped_files_are_not_scanned(cli, tree):
    findings, _ = scan_json(cli, str(tree), "--max-size", "1000")
    paths = {f["path"] for f in findings}
    for skipped in ("secret.py", "build/gen.py", ".hidden/notes.md", "weights.md", "big.md", "latin1.py"):
        assert skipped not in paths


def test_verbose_notes_each_skipped_file_with_its_reason(cli, tree):
    code, _, err = cli("scan", str(tree), "--max-size", "1000", "-v")
    assert code == 0
    notes = dict(re.findall(r"^skipped (.+?): (.+)$", err, re.M))
    assert notes.get("secret.py") == "ignored by .gitignore"
    assert notes.get("build") == "ignored by .gitignore"  # the directory, once, not its files
    assert "build/gen.py" not in notes
    assert notes.get("weights.md") == "binary file"
    assert notes.get("big.md") == "larger than 1000 bytes"
    assert notes.get("latin1.py") == "not UTF-8 text"
    # hidden directories and dot files are left out silently
    assert not any(path.startswith(".") for path in notes)
    assert not any(".hidden" in path for path in notes)


def test_summary_line_counts_files_and_skips(cli, tree):
    code, out, err = cli("scan", str(tree), "--max-size", "1000")
    assert code == 0
    summary = err.strip().splitlines()[-1]
    # train.py README.md uni.md pkg/sub/mod.py nb.ipynb empty.py
    assert summary.startswith("scanned 6 files")
    assert f"{len(out.splitlines())} terms found" in summary
    assert "2 (ignored by .gitignore)" in summary
    assert "1 (binary file)" in summary and "1 (larger than 1000 bytes)" in summary and "1 (not UTF-8 text)" in summary
    assert "skipped " not in err.replace("; skipped ", "")  # per-file notes only with -v


def test_default_max_size_scans_the_big_file(cli, tree):
    findings, _ = scan_json(cli, str(tree))
    assert any(f["path"] == "big.md" and f["id"] == "lora" for f in findings)


def test_max_size_applies_to_a_file_argument_too(cli, tree):
    code, out, err = cli("scan", str(tree / "big.md"), "--max-size", "1000", "-v")
    assert code == 0 and out == ""
    assert "larger than 1000 bytes" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_skipped_not_read(cli, tmp_path):
    # reading a FIFO blocks until a writer comes: the scan must not hang on one
    root = tmp_path / "fifo"
    write(root / "a.py", "# FSDP\n")
    os.mkfifo(root / "pipe.md")
    code, out, err = cli("scan", str(root), "-v")
    assert code == 0
    assert "a.py:1:3: " in out
    assert "skipped pipe.md: a named pipe (FIFO), not a file" in err


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_a_dangling_symlink_is_noted(cli, tmp_path):
    root = tmp_path / "links"
    write(root / "a.py", "# FSDP\n")
    os.symlink(root / "missing.py", root / "dangling.py")
    code, out, err = cli("scan", str(root), "-v")
    assert code == 0 and "a.py:1:3: " in out
    assert "skipped dangling.py: cannot read" in err


def test_nested_gitignore_applies_below_its_directory(cli, tmp_path):
    root = tmp_path / "nested"
    write(root / "a" / ".gitignore", "*.md\n!keep.md\n")
    write(root / "a" / "drop.md", "FSDP here.\n")
    write(root / "a" / "keep.md", "FSDP here.\n")
    write(root / "b" / "drop.md", "FSDP here.\n")  # the pattern is a/.gitignore's, not b's
    findings, _ = scan_json(cli, str(root))
    assert sorted(f["path"] for f in findings) == ["a/keep.md", "b/drop.md"]


# -- what is reported where ------------------------------------------------------------------------


def test_python_comment_is_reported_identifier_is_not(cli, tree):
    findings = by_path(scan_json(cli, str(tree))[0])["train.py"]
    assert [(f["line"], f["column"], f["id"], f["text"]) for f in findings] == [(3, 26, "fsdp", "FSDP")]


def test_markdown_prose_and_comments_in_fences_only(cli, tree):
    findings = by_path(scan_json(cli, str(tree))[0])["README.md"]
    got = [(f["line"], f["id"], f["text"]) for f in findings]
    assert (3, "lora", "LoRA") in got
    assert (9, "flash-attention", "FlashAttention") in got
    assert (6, "zero", "ZeRO-3") in got  # the comment inside the fenced Python block
    # `model = FSDP(model)` in the fence is code
    assert not any(f["id"] == "fsdp" for f in findings)
    assert not any(f["line"] in (5, 7) for f in findings)


def test_text_matches_the_file_at_the_reported_span(cli, tree):
    findings, _ = scan_json(cli, str(tree))
    for f in findings:
        if "cell" in f:
            continue
        lines = (tree / f["path"]).read_text(encoding="utf-8").split("\n")
        assert f["line"] == f["end_line"]
        assert lines[f["line"] - 1][f["column"] - 1 : f["end_column"] - 1] == f["text"], f


def test_columns_count_code_points_after_emoji_and_bengali(cli, tree):
    groups = by_path(scan_json(cli, str(tree))[0])
    [md] = groups["uni.md"]
    [py] = groups["pkg/sub/mod.py"]
    # 😀🤗 (2) space (1) বাংলা (5) space (1) লেখা (4) space (1) -> LoRA is the 15th code point
    assert (md["line"], md["column"], md["end_column"], md["text"]) == (1, 15, 19, "LoRA")
    prefix = UNICODE_MD[: UNICODE_MD.index("LoRA")]
    assert md["column"] == len(prefix) + 1
    assert len(prefix.encode("utf-16-le")) // 2 + 1 != md["column"]  # not UTF-16 units
    assert len(prefix.encode("utf-8")) + 1 != md["column"]  # not bytes
    # "# " (2) + family emoji with ZWJs (5) + space + বাংলা (5) + space -> FSDP at 15
    assert (py["line"], py["column"], py["end_column"], py["text"]) == (1, 15, 19, "FSDP")


def test_notebook_findings_carry_cell_numbers(cli, tree):
    findings = by_path(scan_json(cli, str(tree))[0])["nb.ipynb"]
    got = [(f["cell"], f["line"], f["column"], f["id"], f["text"]) for f in findings]
    # markdown cell 1, line 3 ("We train with **LoRA**."); code cell 2: the comment on line 2 only
    assert (1, 3, 17, "lora", "LoRA") in got
    assert (2, 2, 3, "fsdp", "FSDP") in got
    assert not any(cell == 2 and line == 1 for cell, line, *_ in got)  # `model = FSDP(model)` is code


def test_notebook_text_format_names_the_cell(cli, tree):
    code, out, _ = cli("scan", str(tree / "nb.ipynb"))
    assert code == 0
    lines = out.splitlines()
    assert any(line.startswith(f"{tree / 'nb.ipynb'}[cell 2]:2:3: ") and "(fsdp)" in line for line in lines)
    assert any(line.startswith(f"{tree / 'nb.ipynb'}[cell 1]:3:17: ") and "(lora)" in line for line in lines)


def test_invalid_notebook_is_noted(cli, tmp_path):
    write(tmp_path / "broken.ipynb", "{not json")
    code, out, err = cli("scan", str(tmp_path / "broken.ipynb"), "-v")
    assert code == 0 and out == ""
    assert "invalid notebook" in err


def test_utf8_bom_is_not_a_column(cli, tmp_path):
    write(tmp_path / "bom" / "bom.py", "\ufeff# FSDP here\n")
    write(tmp_path / "bom" / "bom.ipynb", "\ufeff" + json.dumps(NOTEBOOK))
    findings, _ = scan_json(cli, str(tmp_path / "bom"))
    assert [(f["line"], f["column"]) for f in findings if f["path"] == "bom.py"] == [(1, 3)]
    assert any(f["path"] == "bom.ipynb" and f["cell"] == 2 for f in findings)


def test_crlf_line_endings(cli, tmp_path):
    write(tmp_path / "crlf" / "crlf.py", "x = 1\r\n# FSDP here\r\n")
    [f] = scan_json(cli, str(tmp_path / "crlf"))[0]
    assert (f["line"], f["column"], f["end_column"]) == (2, 3, 7)


# -- paths given as files, formats, exit codes -----------------------------------------------------


def test_file_argument_path_is_reported_as_given(cli, tree, monkeypatch):
    findings, _ = scan_json(cli, str(tree / "train.py"))
    assert {f["path"] for f in findings} == {str(tree / "train.py")}
    monkeypatch.chdir(tree.parent)
    findings, _ = scan_json(cli, "tree/train.py", "tree/pkg")
    assert {f["path"] for f in findings} == {"tree/train.py", "sub/mod.py"}


def test_text_format(cli, tree, store):
    code, out, _ = cli("scan", str(tree))
    assert code == 0
    findings, _ = scan_json(cli, str(tree))
    lines = out.splitlines()
    assert len(lines) == len(findings)
    for line, f in zip(lines, findings):
        m = TEXT_LINE.match(line)
        assert m, line
        where = f["path"] + (f"[cell {f['cell']}]" if "cell" in f else "")
        assert (m["where"], int(m["line"]), int(m["col"]), m["id"]) == (where, f["line"], f["column"], f["id"])
        assert m["name"] == store.glossary.concepts[f["id"]].term
    assert "train.py:3:26: Fully Sharded Data Parallel (fsdp) - " in out


def test_text_format_in_french(cli, tree):
    code, out, _ = cli("scan", str(tree / "train.py"), "--lang", "fr")
    assert code == 0
    assert ": Parallélisme de données entièrement partitionné (fsdp) - " in out or \
        ": parallélisme de données entièrement partitionné (fsdp) - " in out


def test_exit_0_when_nothing_is_found(cli, tmp_path):
    write(tmp_path / "plain" / "plain.py", "x = 1  # nothing to see\n")
    code, out, err = cli("scan", str(tmp_path / "plain"))
    assert code == 0 and out == ""
    assert "scanned 1 file (" in err
    findings, _ = scan_json(cli, str(tmp_path / "plain"))
    assert findings == []


def test_missing_path_exits_2_with_a_message(cli, tmp_path):
    missing = tmp_path / "does-not-exist"
    code, out, err = cli("scan", str(missing))
    assert code == 2
    assert out == ""
    assert str(missing) in err and err.startswith("ai-glossary scan: ")


def test_missing_path_among_good_ones_exits_2(cli, tree, tmp_path):
    code, out, err = cli("scan", "--format", "json", str(tree), str(tmp_path / "nope"))
    assert code == 2
    assert out == ""
    assert "nope" in err


# -- the scan reports exactly what hover finds -----------------------------------------------------


def _hover_agrees(store: Snapshot, path: Path, language_id: str, findings: list[dict]) -> int:
    text = path.read_text(encoding="utf-8")
    service = GlossaryService(store)
    doc = DocumentStore().open(path.as_uri(), text, language_id, 1)

    def rendered(concept_id: str) -> str:
        return render_concept(store.glossary.concepts[concept_id], store.glossary, service.language, service.fallbacks)

    index = LineIndex(text)
    spans = {}
    for f in findings:
        start = index.offset(f["line"] - 1, f["column"] - 1)
        end = index.offset(f["end_line"] - 1, f["end_column"] - 1)
        assert text[start:end] == f["text"]
        spans[(start, end)] = f["id"]
        for offset in (start, (start + end) // 2, end - 1):
            result = service.hover(doc, offset)
            assert result is not None, (f, offset)
            assert (result.start, result.end) == (start, end)
            assert result.text == rendered(f["id"])
    # every offset: a hover iff a finding covers it (a cursor right after a term still counts)
    for offset in range(len(text) + 1):
        covering = [(s, e) for (s, e) in spans if s <= offset <= e]
        result = service.hover(doc, offset)
        if not covering:
            assert result is None, (path.name, offset, text[max(0, offset - 10) : offset + 10], result)
        else:
            assert result is not None and (result.start, result.end) in covering, (path.name, offset)
            assert result.text == rendered(spans[(result.start, result.end)])
    return len(findings)


@pytest.mark.parametrize(
    "name, language_id",
    [("train.py", "python"), ("README.md", "markdown"), ("uni.md", "markdown"), ("pkg/sub/mod.py", "python")],
)
def test_scan_reports_exactly_what_hover_finds(cli, tree, store, name, language_id):
    findings = [f for f in scan_json(cli, str(tree))[0] if f["path"] == name]
    assert _hover_agrees(store, tree / name, language_id, findings) >= 1


def test_scan_agrees_with_hover_on_a_real_module(cli, tmp_path, store):
    # a larger, realistic file: comments, docstrings, strings and identifiers mixed
    source = '''\
"""Training loop with FSDP, ZeRO-3 style sharding and LoRA adapters.

Uses FlashAttention when available; gradient accumulation keeps the batch size.
"""
import torch
from peft import LoraConfig  # LoRA via PEFT

def train(model, fsdp=True):
    # wrap with Fully Sharded Data Parallel; all-gather before forward
    if fsdp:
        model = FSDP(model)  # FSDP2 is newer
    msg = "tensor parallelism is off"  # a string, not prose
    for step in range(10):
        loss = model(step)  # mixed precision, activation checkpointing
    return model
'''
    path = write(tmp_path / "real" / "loop.py", source)
    findings, _ = scan_json(cli, str(path.parent))
    assert len(findings) >= 8
    assert _hover_agrees(store, path, "python", findings) == len(findings)


# -- parallel scanning -----------------------------------------------------------------------------


@pytest.mark.process
def test_jobs_2_gives_the_same_result_as_jobs_1(cli, tree):
    for i in range(12):
        write(tree / "many" / f"m{i:02d}.py", f"x = {i}  # step {i}: FSDP and ZeRO-3\n" + "# LoRA\n" * (i % 3))
        write(tree / "many" / f"d{i:02d}.md", f"Note {i}: we use FlashAttention and LoRA.\n")
    one = cli("scan", "--format", "json", "--max-size", "1000", "-v", "--jobs", "1", str(tree))
    two = cli("scan", "--format", "json", "--max-size", "1000", "-v", "--jobs", "2", str(tree))
    assert one[0] == two[0] == 0
    assert one[1] == two[1]  # identical findings, in the same order
    assert one[2] == two[2]  # identical notes and summary
    assert len(json.loads(one[1])) > 30


@pytest.mark.process
def test_scan_paths_jobs_report_fields_match(tree):
    for i in range(10):
        write(tree / "more" / f"f{i}.py", f"# FSDP {i}\n")
    glossary = load_builtin()
    serial = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=1)
    parallel = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=2)
    assert serial.findings == parallel.findings
    assert serial.skipped == parallel.skipped
    assert (serial.files, serial.bytes, serial.terms) == (parallel.files, parallel.bytes, parallel.terms)
    assert serial.files >= 10 and serial.terms == len(serial.findings)
    assert serial.written == parallel.written == []  # nothing is written without a writer


@pytest.mark.skipif(os.name != "posix", reason="needs FIFOs and symbolic links")
def test_what_a_folder_walk_cannot_read_is_said_only_with_v_and_exits_0(cli, tmp_path):
    root = tmp_path / "tree"
    write(root / "a.py", "# FSDP\n")
    (root / "loop.py").symlink_to(root / "loop.py")
    (root / "through.py").symlink_to(root / "a.py" / "b.py")
    os.mkfifo(root / "pipe.md")
    code, out, err = cli("scan", str(root))
    assert code == 0 and "a.py:1:3: " in out
    assert "skipped " not in err.replace("; skipped ", "")
    assert "cannot read: a loop of symbolic links" in err.splitlines()[-1]  # counted in the summary
    code, out, err = cli("scan", str(root), "-v")
    assert code == 0 and "a.py:1:3: " in out
    assert "skipped loop.py: cannot read: a loop of symbolic links" in err
    assert "skipped through.py: cannot read: a part of the path is a file, not a folder" in err
    assert "skipped pipe.md: a named pipe (FIFO), not a file" in err


def test_an_unknown_term_is_quoted_briefly(cli):
    code, _, err = cli("define", "x" * (1 << 20))
    assert code == 1
    assert len(err) < 1_000 and "1,048,576 characters" in err


def test_json_output_is_what_json_dumps_writes():
    from ai_glossary.cli.scan_output import JsonLines, print_json
    from ai_glossary.core.scan import Finding, Occurrence

    files = [[Finding('dir "quoted"/é\\x.py', Occurrence(1, 2, 1, 9, "lora", 'Lo\u2028RA "x"\t😀')),
              Finding('dir "quoted"/é\\x.py', Occurrence(5, 1, 5, 5, "fsdp", "FSDP"))],
             # a term again, in another file (each term's part is written once, then reused)
             [Finding("nb.ipynb", Occurrence(3, 1, 4, 2, "fsdp", "FSDP"), cell=2),
              Finding("nb.ipynb", Occurrence(6, 3, 6, 10, "lora", 'Lo\u2028RA "x"\t😀'), cell=3)]]
    findings = [f for file in files for f in file]
    expected = [{"path": f.path, **f.at._asdict(), **({"cell": f.cell} if f.cell is not None else {})} for f in findings]
    write, out, empty = JsonLines(), io.StringIO(), io.StringIO()
    print_json([write(file) for file in files], out)
    assert json.loads(out.getvalue()) == expected
    assert out.getvalue() == "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in expected) + "\n]\n"
    print_json([], empty)
    assert empty.getvalue() == json.dumps([]) + "\n"


@pytest.mark.process
def test_the_console_entry_ends_quietly_when_its_reader_goes_away(tmp_path):
    # `ai-glossary scan . | head -1`: the exit that skips freeing objects (cli.run) still flushes,
    # and a reader gone meanwhile is no error
    import os
    import subprocess
    import sys

    (tmp_path / "docs").mkdir()
    notes = tmp_path / "docs" / "notes.md"
    notes.write_text("FSDP and ZeRO-3 shard the state.\n" * 20_000, encoding="utf-8")
    env = {**os.environ, "AI_GLOSSARY_CACHE_DIR": str(tmp_path / "cache")}
    proc = subprocess.Popen([sys.executable, "-m", "ai_glossary", "scan", str(notes)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    first = proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0
    assert b"notes.md:1:1" in first and proc.stderr.read() == b""
    whole = subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--format", "json", str(notes)],
                           capture_output=True, env=env, timeout=60)
    assert whole.returncode == 0 and len(json.loads(whole.stdout)) == 60_000  # FSDP, ZeRO-3, shard


@pytest.mark.process
def test_the_console_entry_leaves_no_worker_behind(tmp_path):
    # `cli.run` ends with os._exit: the pool's workers must have been told to stop before, or they
    # wait for work forever, holding the output pipes open (then this run would not end)
    import subprocess
    import sys

    for i in range(10):
        write(tmp_path / "tree" / f"m{i}.py", f"# FSDP {i}\n")
    env = {**os.environ, "AI_GLOSSARY_CACHE_DIR": str(tmp_path / "cache")}
    for _ in range(3):  # a worker left waiting was a race with the exit: one run in two
        done = subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--jobs", "2", "--format", "json",
                               str(tmp_path / "tree")], capture_output=True, env=env, timeout=60)
        assert done.returncode == 0 and len(json.loads(done.stdout)) == 10
