"""docs/editors.md shows the editor setups verbatim from the files under editors/ that the editor
tests load, so the documented setup and the tested one cannot drift."""

from __future__ import annotations

import re
import subprocess
import sys

from .conftest import REPO

DOC = REPO / "docs" / "editors.md"


def test_docs_include_the_tested_snippets_verbatim():
    proc = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "sync_editor_docs.py"), "--check"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_tested_snippets_are_included():
    included = set(re.findall(r"<!-- include: (\S+) -->", DOC.read_text(encoding="utf-8")))
    assert {"editors/emacs/ai-glossary-eglot.el", "editors/vim/ai-glossary-ale.vim"} <= included
    for path in included:
        assert (REPO / path).is_file(), path
