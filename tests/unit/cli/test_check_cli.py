"""`ai-glossary check`, `list`, `stats` and `schema` (ai_glossary.cli.glossary)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "glossaries"
PROBLEM_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<col>\d+): (?P<message>.+)$")


def fx(name: str) -> str:
    return str(FIXTURES / name)


EXPECTED = {
    "yaml_syntax_error.yaml": [(5, 33, "YAML syntax error: mapping values are not allowed")],
    "schema_error.yaml": [
        (4, 5, "concept 'gloam-attention': unknown field 'defintions' (did you mean 'definitions'?)"),
        (9, 14, "concept 'tessellated-dropout': 'aliases' should be a list"),
        (13, 9, "concept 'Quill_Scheduler': 'Quill_Scheduler' is not a valid id"),
        (21, 7, "concept 'good-one': 'EN' in 'definitions' is not a language code"),
        (24, 14, "concept 'good-one': reference URL 'www.example.org/no-scheme' is not valid"),
    ],
    "duplicate_ids.yaml": [(10, 9, "concept 'gloam-attention' is defined twice in this file")],
    "duplicate_aliases.yaml": [(16, 15, "concept 'gradient-abacus': the form 'ga' is also a form of concept "
                                        "'gloam-attention'")],
    "unknown_related.yaml": [(8, 15, "concept 'qlora': unknown related id 'lroa' (did you mean 'lora'?)"),
                             (8, 21, "concept 'qlora': unknown related id 'gloam-attention'")],
    "duplicate_key.yaml": [(7, 5, "duplicate key 'definitions' (already used at line 4")],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_prints_path_line_col_for_each_broken_fixture(cli, name):
    code, out, err = cli("check", "--no-builtin", fx(name))
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == len(EXPECTED[name]), out
    for printed, (line, col, start) in zip(lines, EXPECTED[name]):
        assert printed.startswith(f"{fx(name)}:{line}:{col}: {start}"), printed
    errors = "1 error" if len(lines) == 1 else f"{len(lines)} errors"  # ngettext's English plural
    assert err.strip() == f"ai-glossary check: {errors}, 0 warnings in 1 file"


def test_check_clean_file_exits_0(cli):
    code, out, err = cli("check", "--no-builtin", fx("good.yaml"))
    assert (code, out) == (0, "")
    assert "no problems" in err


def test_check_file_merged_over_builtin(cli):
    # made-up concepts: nothing clashes with the built-in data, whose own problems are not shown
    code, out, _ = cli("check", fx("good.yaml"))
    assert (code, out) == (0, "")


def test_check_several_files_and_glossary_option(cli, tmp_path):
    other = tmp_path / "other.yaml"
    other.write_text("concepts:\n  - id: extra\n    term: Extra\n    aliases: [GloamAttn]\n", encoding="utf-8")
    code, out, err = cli("check", "--no-builtin", fx("good.yaml"), "--glossary", str(other))
    assert code == 1
    (line,) = out.splitlines()
    m = PROBLEM_LINE.match(line)
    assert m and (m["path"], m["line"], m["col"]) == (str(other), "4", "15")
    assert "in 2 files" in err


def test_check_missing_file(cli, tmp_path):
    missing = tmp_path / "missing.yaml"
    code, out, _ = cli("check", "--no-builtin", str(missing))
    assert code == 2 and out == f"{missing}:1:1: file not found\n"  # an I/O error, as for `scan`


def unreadable_glossary(tmp_path: Path, kind: str) -> tuple[str, str]:
    """A glossary path of this kind that root cannot read either, and its problem's message."""
    if kind == "symbolic link loop":
        (tmp_path / "loop.yaml").symlink_to(tmp_path / "loop.yaml")
        return str(tmp_path / "loop.yaml"), "cannot read the file: Too many levels of symbolic links"
    if kind == "path through a file":
        (tmp_path / "a.yaml").write_text("concepts: []\n", encoding="utf-8")
        return str(tmp_path / "a.yaml" / "b.yaml"), "cannot read the file: Not a directory"
    if kind == "folder":
        return str(tmp_path), "this is a folder, not a glossary file"
    assert kind == "named pipe"
    os.mkfifo(tmp_path / "pipe.yaml")
    return str(tmp_path / "pipe.yaml"), "a named pipe (FIFO), not a glossary file: it is not read"


@pytest.mark.skipif(os.name != "posix", reason="needs FIFOs and symbolic links")
@pytest.mark.parametrize("kind", ["symbolic link loop", "path through a file", "folder", "named pipe"])
@pytest.mark.parametrize("option", [[], ["--glossary"]], ids=["path", "--glossary"])
def test_check_a_file_that_cannot_be_read_exits_2(cli, tmp_path, kind, option):
    path, message = unreadable_glossary(tmp_path, kind)
    # beside a file with errors: the I/O error wins over exit 1
    code, out, err = cli("check", "--no-builtin", fx("schema_error.yaml"), *option, path)
    assert code == 2
    assert f"{path}:1:1: {message}\n" in out
    assert "ai-glossary check: " in err


def test_check_no_builtin_needs_paths(cli):
    code, _, err = cli("check", "--no-builtin")
    assert code == 2 and "needs at least one PATH" in err


def test_check_builtin_data_output_format(cli):
    """Whatever the state of the content, every line is path:line:col: message; exit code agrees."""
    code, out, err = cli("check")
    lines = out.splitlines()
    for line in lines:
        m = PROBLEM_LINE.match(line)
        assert m, line
        assert int(m["line"]) >= 1 and int(m["col"]) >= 1
    errors = [l for l in lines if not PROBLEM_LINE.match(l)["message"].startswith("warning: ")]
    assert code == (1 if errors else 0)
    assert err.startswith("ai-glossary check:")


def test_list_json_has_every_field(cli):
    code, out, _ = cli("list", "--format", "json", "--glossary", fx("good.yaml"))
    assert code == 0
    data = json.loads(out)
    assert isinstance(data, list) and data == sorted(data, key=lambda c: c["id"])
    by_id = {c["id"]: c for c in data}
    gloam = by_id["gloam-attention"]
    for key in ("id", "term", "aliases", "definitions", "names", "summary", "related", "references", "tags"):
        assert key in gloam
    assert gloam["term"] == "Gloam Attention"
    assert gloam["aliases"] == ["GloamAttn", "gloam attention layer"]
    assert set(gloam["definitions"]) == {"en", "fr", "nl", "bn"}
    assert gloam["names"]["nl"] == ["schemeraandacht", "schemer-aandacht"]
    assert gloam["references"] == [{"title": "Gloam Attention (fictional, 2031)", "url": "https://example.org/gloam"}]
    assert gloam["builtin"] is False
    assert all(set(c) >= {"id", "term", "aliases", "definitions"} for c in data)


def test_list_json_lang_filter(cli):
    code, out, _ = cli("list", "--format", "json", "--lang", "fr", "--glossary", fx("good.yaml"))
    gloam = {c["id"]: c for c in json.loads(out)}["gloam-attention"]
    assert list(gloam["definitions"]) == ["fr"] and list(gloam["names"]) == ["fr"]


def test_list_text(cli):
    code, out, _ = cli("list", "--lang", "fr", "--glossary", fx("good.yaml"))
    assert code == 0
    line = next(l for l in out.splitlines() if l.startswith("gloam-attention "))
    assert "attention crépusculaire - Une variante d'attention inventée pour les tests." in line


def test_stats_json_and_text(cli):
    code, out, _ = cli("stats", "--format", "json")
    base = json.loads(out)
    code, out, _ = cli("stats", "--format", "json", "--glossary", fx("good.yaml"))
    data = json.loads(out)
    assert code == 0
    assert data["concepts"] == base["concepts"] + 2 and data["user"] == 2
    en = data["languages"]["en"]
    assert en["definitions"] == base["languages"].get("en", {}).get("definitions", 0) + 2
    assert data["languages"]["nl"]["names"] == base["languages"].get("nl", {}).get("names", 0) + 1
    code, out, _ = cli("stats", "--glossary", fx("good.yaml"))
    lines = out.splitlines()
    assert lines[0].startswith(f"concepts: {data['concepts']} ")
    assert lines[1].split() == ["language", "definitions", "names", "summaries", "messages"]
    assert lines[2].split()[0] == "en"


def test_schema_command(cli):
    code, out, _ = cli("schema")
    path = Path(out.strip())
    assert code == 0 and path.is_file() and path.name == "glossary.schema.json"
    code, out, _ = cli("schema", "--print")
    assert json.loads(out)["title"] == "AI Glossary file"


@pytest.mark.process
def test_real_entry_point(tmp_path):
    """`python -m ai_glossary check` in a fresh process: the wiring works end to end."""
    env = dict(os.environ, AI_GLOSSARY_CACHE_DIR=str(tmp_path / "cache"), PYTHONIOENCODING="utf-8")
    result = subprocess.run([sys.executable, "-m", "ai_glossary", "check", "--no-builtin",
                             fx("unknown_related.yaml")], capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == (
        f"{fx('unknown_related.yaml')}:8:15: concept 'qlora': unknown related id 'lroa' (did you mean 'lora'?)")
    assert "2 errors" in result.stderr
