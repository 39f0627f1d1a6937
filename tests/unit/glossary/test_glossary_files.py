"""Reading glossary files and text (files.py): what is refused, the size limit, and which user
glossary files are found."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ai_glossary.core.glossary.files import read_glossary_file, read_glossary_text, user_glossary_paths
from ai_glossary.core.glossary.load import check_paths, load
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.problems import Problem
from support.glossary_helpers import only


# --- reading files ----------------------------------------------------------------------------

def test_missing_and_unreadable_files(tmp_path):
    missing = tmp_path / "nope.yaml"
    problems = check_paths([str(missing)], include_builtin=False)
    assert [str(p) for p in problems] == [f"{missing}:1:1: file not found"]
    assert only(check_paths([str(tmp_path)], include_builtin=False)).message.startswith("this is a folder")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_is_not_read(tmp_path):
    fifo = tmp_path / "glossary.yaml"
    os.mkfifo(fifo)
    start = time.perf_counter()
    p = only(read_glossary_file(fifo).problems)
    assert p.message == "a named pipe (FIFO), not a glossary file: it is not read" and time.perf_counter() - start < 2


@pytest.mark.skipif(os.name != "posix", reason="needs /dev and symbolic links")
def test_every_odd_configured_path_is_returned_and_read_with_its_true_reason(tmp_path):
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(tmp_path / "loop.yaml")
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    (tmp_path / ".ai-glossary.yaml").symlink_to("/dev/zero")
    problems: list[Problem] = []
    extra = [str(loop), "/dev/urandom", "/dev/stdin", str(fifo), str(folder), str(tmp_path / "missing.yaml")]
    paths = user_glossary_paths([str(tmp_path)], extra, problems=problems)
    assert [Path(p.path).name for p in problems] == ["missing.yaml"]
    reasons = {str(path): only(read_glossary_file(path).problems).message for path in paths}
    assert reasons[str(tmp_path / ".ai-glossary.yaml")].startswith("a device")
    assert "symbolic links" in reasons[str(loop)]
    assert reasons["/dev/urandom"].startswith("a device")
    assert reasons[str(fifo)].startswith("a named pipe")
    assert reasons[str(folder)].startswith("this is a folder")
    assert "/dev/stdin" in reasons  # a pipe, a terminal or /dev/null: never read, always said


def test_large_file_is_refused_without_reading(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.truncate(6 * 1024 * 1024)
    p = only(read_glossary_file(big).problems)
    assert (p.line, p.column, p.code) == (1, 1, "too-large") and "5 MB" in p.message


def test_invalid_utf8_is_located(tmp_path):
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("concepts:\n  - id: a\n    term: Réseau\n".encode("latin-1"))
    p = only(read_glossary_file(bad).problems)
    assert (p.line, p.column, p.code) == (3, 12, "encoding")



def test_text_over_5_mb_is_refused():
    parsed = read_glossary_text("x" * (5 * 1024 * 1024 + 1), "big.yaml")
    assert only(parsed.problems).code == "too-large"


def test_the_limit_on_text_is_in_bytes_like_the_limit_on_files():
    text = "# é\n" * (5 * 1024 * 1024 // 5 + 1)  # under 5 M characters, over 5 MB in UTF-8
    assert len(text) < 5 * 1024 * 1024 < len(text.encode("utf-8"))
    p = only(read_glossary_text(text, "big.yaml").problems)
    assert (p.line, p.column, p.code) == (1, 1, "too-large") and "5 MB" in p.message
    p = only(read_glossary_text("concepts:\n  - id: \ud800\n", "odd.yaml").problems)  # a lone surrogate
    assert (p.line, p.column, p.code) == (2, 9, "encoding")


def test_unsaved_text_over_the_limit_is_refused_like_a_file(tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text("concepts:\n  - id: x\n    term: X\n", encoding="utf-8")
    result = load(Glossary(), [path], overrides={str(path): "x" * (5 * 1024 * 1024 + 1)})
    assert [p.code for p in result.problems[str(path)]] == ["too-large"]
    assert result.glossary.concepts == {}


# --- user_glossary_paths ----------------------------------------------------------------------

def test_user_glossary_paths_order_and_existence(tmp_path, monkeypatch, isolated_user_dirs):
    root1, root2, root3 = (tmp_path / n for n in ("r1", "r2", "r3"))
    for r in (root1, root2, root3):
        r.mkdir()
    (root1 / ".ai-glossary.yaml").write_text("concepts: []\n")
    (root2 / ".ai-glossary.yml").write_text("concepts: []\n")
    (root1 / "team.yaml").write_text("concepts: []\n")
    absolute = tmp_path / "abs.yaml"
    absolute.write_text("concepts: []\n")
    home = tmp_path / "home"
    (home / "g").mkdir(parents=True)
    (home / "g" / "mine.yaml").write_text("concepts: []\n")
    monkeypatch.setenv("HOME", str(home))
    config = isolated_user_dirs.config
    config.mkdir(parents=True)
    (config / "glossary.yaml").write_text("concepts: []\n")

    problems: list[Problem] = []
    paths = user_glossary_paths(
        [str(root1), str(root2), str(root3)],
        ["team.yaml", str(absolute), "~/g/mine.yaml", "missing.yaml", str(absolute)],
        problems=problems)
    assert paths == [root1 / ".ai-glossary.yaml", root2 / ".ai-glossary.yml", root1 / "team.yaml",
                     absolute, home / "g" / "mine.yaml", config / "glossary.yaml"]
    assert [Path(p.path).name for p in problems] == ["missing.yaml"]
    assert all(isinstance(p, Path) for p in paths)


def test_user_glossary_paths_prefers_yaml_over_yml_and_accepts_uris(tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text("concepts: []\n")
    (tmp_path / ".ai-glossary.yml").write_text("concepts: []\n")
    problems: list[Problem] = []
    paths = user_glossary_paths([tmp_path.as_uri()], [], problems=problems)
    assert paths == [tmp_path / ".ai-glossary.yaml"]
    assert only(problems).severity == "warning"


def test_user_glossary_paths_none(tmp_path):
    assert user_glossary_paths([str(tmp_path)], []) == []
    assert user_glossary_paths([], []) == []


def test_relative_extra_without_roots_uses_cwd(tmp_path, monkeypatch):
    (tmp_path / "g.yaml").write_text("concepts: []\n")
    monkeypatch.chdir(tmp_path)
    assert [p.resolve() for p in user_glossary_paths([], ["g.yaml"])] == [(tmp_path / "g.yaml").resolve()]
