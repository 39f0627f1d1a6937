"""The editor clients start the server for the languages of the language table.

The table (``languages.LANGUAGES``) says which languages editors start the server for
(``LanguageSpec.editors``) and VS Code's language ids for them (``lsp_ids``). The clients keep
their own lists, read here as text:

- VS Code: the ``onLanguage:`` activation events of package.json and ``DOCUMENT_LANGUAGES`` in
  src/settings.ts (the document selector) are exactly those ids; notebooks activate it with
  ``onNotebook:jupyter-notebook``.
- Neovim: ``filetypes`` in lsp/ai_glossary.lua are Vim's names, not VS Code's ids, so they are
  checked by key: every filetype is a name the table gives to one of those languages, and every
  one of those languages has a filetype.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ai_glossary.core.detection.regions.languages import LANGUAGES, language_for

EDITORS = Path(__file__).resolve().parents[3] / "editors"
IN_EDITORS = [spec for spec in LANGUAGES if spec.editors]


def _strings(source: str) -> list[str]:
    return re.findall(r"\"([^\"]+)\"", source)


def _names(spec) -> set[str]:
    return {spec.key, *spec.lsp_ids, *spec.aliases}


def vscode_activation() -> list[str]:
    return json.loads((EDITORS / "vscode" / "package.json").read_text(encoding="utf-8"))["activationEvents"]


def vscode_document_languages() -> list[str]:
    source = (EDITORS / "vscode" / "src" / "settings.ts").read_text(encoding="utf-8")
    body = re.search(r"export const DOCUMENT_LANGUAGES = \[(.*?)\] as const;", source, re.S)
    assert body is not None, "DOCUMENT_LANGUAGES not found in settings.ts"
    return _strings(body.group(1))


def neovim_filetypes() -> list[str]:
    source = (EDITORS / "neovim" / "lsp" / "ai_glossary.lua").read_text(encoding="utf-8")
    body = re.search(r"\bfiletypes\s*=\s*\{(.*?)\}", source, re.S)
    assert body is not None, "filetypes not found in ai_glossary.lua"
    return _strings(body.group(1))


def test_vscode_activates_on_the_table_languages_and_on_notebooks() -> None:
    events = vscode_activation()
    on_language = [e.removeprefix("onLanguage:") for e in events if e.startswith("onLanguage:")]
    assert sorted(on_language) == sorted(i for spec in IN_EDITORS for i in spec.lsp_ids)
    assert [e for e in events if not e.startswith("onLanguage:")] == ["onNotebook:jupyter-notebook"]
    assert language_for("jupyter-notebook") == "ipynb"


def test_vscode_document_selector_is_the_activation_list() -> None:
    on_language = [e.removeprefix("onLanguage:") for e in vscode_activation() if e.startswith("onLanguage:")]
    assert vscode_document_languages() == on_language


def test_every_editor_language_has_a_vscode_id() -> None:
    assert [spec.key for spec in IN_EDITORS if not spec.lsp_ids] == []


def test_neovim_filetypes_name_the_table_languages() -> None:
    filetypes = neovim_filetypes()
    by_key = {spec.key: spec for spec in IN_EDITORS}
    unknown = [ft for ft in filetypes if not any(ft in _names(spec) for spec in IN_EDITORS)]
    assert unknown == [], "filetypes the table does not name (or whose language editors do not start for)"
    assert {language_for(ft) for ft in filetypes} == set(by_key)


def test_a_notebook_opened_as_json_text_is_read_as_a_notebook() -> None:
    # Neovim's filetype for a .ipynb file is json: its cells' prose must not be read as JSON strings
    assert language_for("json", "file:///w/train.ipynb") == "ipynb"
    assert language_for("json", "/w/Train.IPYNB") == "ipynb"
    assert language_for("json", "file:///w/config.json") == language_for("json")
