"""The region finder is pure: importing and using it never loads pygls or lsprotocol, and
grammars load lazily (only the languages used)."""

from __future__ import annotations

import subprocess
import sys

import pytest

SCRIPT = """
import sys
from ai_glossary.core.detection.regions import find_regions, RegionTracker, language_for
find_regions("# a comment\\n", "python")
RegionTracker("x\\n", "markdown").update([(0, 0, "# y\\n")])
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("pygls", "lsprotocol"))
grammars = sorted(m for m in sys.modules if m.startswith("tree_sitter_") and "." not in m)
print(bad, grammars)
"""


@pytest.mark.process
def test_no_lsp_imports_and_lazy_grammars() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         check=True).stdout.strip()
    bad, grammars = out.split("] [")
    assert bad == "[", f"LSP modules imported: {bad}"
    assert set(grammars.rstrip("]").replace("'", "").split(", ")) == {"tree_sitter_python", "tree_sitter_markdown"}
