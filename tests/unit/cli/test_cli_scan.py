"""`ai-glossary scan`: walking, skipping, notebooks, positions, output formats and exit codes (its
agreement with hover: test_cli_scan_hover.py; parallel jobs and the console entry: test_cli_scan_jobs.py)."""

from __future__ import annotations

import json
import os
import re

import pytest

from support.scan_tree import NOTEBOOK, UNICODE_MD, by_path, scan_json, write

FINDING_KEYS = {"path", "line", "column", "end_line", "end_column", "id", "text"}
TEXT_LINE = re.compile(
    r"^(?P<where>.+?):(?P<line>\d+):(?P<col>\d+): (?P<name>.+) \((?P<id>[a-z0-9][a-z0-9-]*)\) - (?P<summary>\S.*)$"
)

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
