"""The server's spec for jupyter-lsp (JupyterLab's language-server bridge).

jupyter-lsp loads every `jupyter_lsp_spec_v1` entry point (pyproject.toml) when the Jupyter server
starts, calls it with its manager, and starts the server the spec describes when a notebook or file of
one of its `languages` opens in JupyterLab (with jupyterlab-lsp). The spec registers the server for
Markdown only: JupyterLab connects a document's cells of one language to the single server of highest
priority, so a spec for "python" would take Python cells away from pyright or pylsp.
docs/editors.md says how a user adds code cells anyway.

This module is imported inside the Jupyter server: it imports nothing beyond the standard library.
"""

from __future__ import annotations

import sys
from typing import Any

KEY = "ai-glossary"
# jupyter-lsp's spec schema version (jupyter_lsp/schema/schema.json, "current-version")
SPEC_VERSION = 2
# JupyterLab names a Markdown cell's language "markdown" (jupyterlab-lsp's virtual document for the
# cells), and its editor mode "ipythongfm" (MIME type text/x-ipythongfm); "gfm" is a .md file's mode.
LANGUAGES = ["markdown", "ipythongfm", "gfm"]
MIME_TYPES = ["text/x-ipythongfm", "text/x-gfm", "text/markdown", "text/x-markdown"]


def spec(manager: Any = None) -> dict[str, dict[str, Any]]:
    """The `jupyter_lsp_spec_v1` entry point: the spec keyed by server name.

    `manager` is jupyter-lsp's LanguageServerManager; the spec does not depend on it. The server is
    started with the Python that runs Jupyter, which has this package (the entry point came from it).
    """
    return {
        KEY: {
            "version": SPEC_VERSION,
            "argv": [sys.executable, "-m", "ai_glossary", "serve"],
            "languages": list(LANGUAGES),
            "mime_types": list(MIME_TYPES),
            "display_name": "AI Glossary",
            # the server reads documents from the LSP messages, never from disk
            "requires_documents_on_disk": False,
            "env": {"PYTHONUNBUFFERED": "1"},
            "install": {"pip": "pip install ai-glossary"},
        }
    }
