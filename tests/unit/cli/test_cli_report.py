"""``ai-glossary report``: JSON and a self-contained HTML page with charts."""

from __future__ import annotations

import json
import re
from pathlib import Path

TREE = Path(__file__).resolve().parents[2] / "fixtures" / "report-tree"


def test_json_and_html_reports(cli, tmp_path):
    page, data_file = tmp_path / "report.html", tmp_path / "report.json"
    code, _, err = cli("report", str(TREE), "-o", str(page), "--json", str(data_file), "--lang", "fr")
    assert code == 0, err
    data = json.loads(data_file.read_text(encoding="utf-8"))
    assert data["reader_language"] == "fr" and data["files_scanned"] == 3
    html = page.read_text(encoding="utf-8")
    assert html.count("<svg") == 4  # concepts, folders, file kinds, languages
    # nothing to fetch: no script, no external stylesheet, image or font; the CSP allows nothing
    assert "<script" not in html and not re.search(r"""(src|href)=["']https?:""", html)
    assert "default-src 'none'" in html
    assert "src/train.py" in html  # FSDP is not expanded there


def test_json_to_standard_output(cli):
    code, out, _ = cli("report", str(TREE), "--json", "-")
    assert code == 0 and json.loads(out)["mentions"] > 0


def test_an_output_is_required(cli):
    assert cli("report", str(TREE))[0] == 2


def test_paths_from_the_tree_are_escaped(cli, tmp_path):
    odd = tmp_path / "<b>odd&"
    odd.mkdir()
    (odd / "notes.md").write_text("We shard with FSDP.\n", encoding="utf-8")
    page = tmp_path / "r.html"
    assert cli("report", str(tmp_path), "-o", str(page))[0] == 0
    html = page.read_text(encoding="utf-8")
    assert "<b>odd&" not in html and "&lt;b&gt;odd&amp;" in html


def test_skipped_files_are_listed_with_verbose(cli, tmp_path):
    (tmp_path / "a.md").write_text("FSDP shards.\n", encoding="utf-8")
    (tmp_path / "blob.bin").write_bytes(b"\x00\x01binary")
    code, _, err = cli("report", str(tmp_path), "--json", "-", "-v")
    assert code == 0 and "blob.bin" in err
