"""The jupyter-lsp spec (ai_glossary.jupyter_spec): registered as a `jupyter_lsp_spec_v1` entry point
of the installed package, and shaped as jupyter-lsp's schema wants (validated with jupyter-lsp's own
schema when it is installed)."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points
from importlib.util import find_spec

import pytest

from ai_glossary import jupyter_spec


def test_the_entry_point_is_registered_and_loads_the_spec() -> None:
    (ep,) = [ep for ep in entry_points(group="jupyter_lsp_spec_v1") if ep.name == "ai-glossary"]
    assert ep.value == "ai_glossary.jupyter_spec:spec"
    assert ep.load() is jupyter_spec.spec


def test_the_spec_starts_this_server_for_markdown_only() -> None:
    specs = jupyter_spec.spec(None)
    assert list(specs) == ["ai-glossary"]
    spec = specs["ai-glossary"]
    assert spec["version"] == 2
    assert spec["argv"] == [sys.executable, "-m", "ai_glossary", "serve"]
    assert "markdown" in spec["languages"] and "ipythongfm" in spec["languages"]
    # a Python spec would take the code cells from pyright or pylsp (one server per language)
    assert "python" not in spec["languages"] and "text/x-ipython" not in spec["mime_types"]
    assert "text/x-ipythongfm" in spec["mime_types"]
    assert spec["requires_documents_on_disk"] is False
    assert isinstance(spec["display_name"], str) and spec["display_name"]


@pytest.mark.process
def test_the_spec_argv_starts_the_server() -> None:
    argv = jupyter_spec.spec(None)["ai-glossary"]["argv"]
    proc = subprocess.run([*argv, "--help"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "stdio" in proc.stdout.lower(), proc.stderr


@pytest.mark.skipif(find_spec("jupyter_lsp") is None, reason="jupyter-lsp not installed (scripts/install-jupyter.sh)")
def test_the_spec_is_valid_for_jupyter_lsp() -> None:
    from jupyter_lsp.schema import LANGUAGE_SERVER_SPEC_MAP

    LANGUAGE_SERVER_SPEC_MAP.validate(jupyter_spec.spec(None))
