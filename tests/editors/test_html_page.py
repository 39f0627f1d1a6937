"""The exported glossary page in headless Chromium (tests/editors/html_page.mjs, playwright-core
from editors/vscode): it renders on a phone-sized screen, search filters as one types, a related
link jumps to its entry, the language switch rewrites the texts, and nothing is fetched."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

from .conftest import REPO, missing_tool

DRIVER = Path(__file__).with_name("html_page.mjs")


def test_the_glossary_page_in_chromium(cli, tmp_path: Path) -> None:
    chromium = Path(os.environ.get("AI_GLOSSARY_CHROMIUM", "/usr/bin/chromium"))
    playwright = REPO / "editors" / "vscode" / "node_modules" / "playwright-core" / "package.json"
    if shutil.which("node") is None or not chromium.exists() or not playwright.exists():
        missing_tool("node, chromium or playwright-core missing: run `bash editors/vscode/scripts/install-e2e-deps.sh`")
    page = tmp_path / "glossary.html"
    code, _, err = cli("export", "--format", "html", "--lang", "en,fr,bn,zh-Hans", "-o", str(page))
    assert code == 0, err
    result_file, shot = tmp_path / "result.json", tmp_path / "page.png"
    proc = subprocess.run(["node", str(DRIVER), str(page), str(result_file), str(shot)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(result_file.read_text(encoding="utf-8"))
    assert result["requests"] == []  # nothing but the page itself
    assert result["total"] > 250
    assert "c-fsdp" in result["afterTyping"] and len(result["afterTyping"]) < 10
    assert result["count"].startswith(f"{len(result['afterTyping'])} ")
    assert result["relatedHref"].startswith("#c-") and result["hash"] == result["relatedHref"]
    assert result["targetInView"]
    assert result["frenchLang"] == "fr" and result["searchLabel"] != "Search"
    assert "parallélisme" in result["frenchHeading"].lower() or "fsdp" in result["frenchHeading"].lower()
    assert shot.stat().st_size > 10_000
    if os.environ.get("AI_GLOSSARY_UPDATE_SCREENSHOTS") == "1":
        shutil.copy(shot, REPO / "docs" / "images" / "glossary-page.png")
