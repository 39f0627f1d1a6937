"""A code action in headless Neovim 0.11, run as a person runs it (`vim.lsp.buf.code_action`): "Add
to the project glossary" on an unknown acronym writes the project glossary the real loader reads,
and the new entry hovers. The same driver and plugin setup as test_neovim.py."""

from __future__ import annotations

from ai_glossary.core.glossary.parse import parse_glossary

from .test_neovim import nvim, run_nvim  # noqa: F401  (pytest fixtures)


def test_add_to_the_project_glossary_writes_the_file(run_nvim, workspace):
    (workspace / "notes.md").write_text("# Notes\n\nWe tuned the model with QZXR first.\n", encoding="utf-8")
    glossary = workspace / ".ai-glossary.yaml"
    results = run_nvim([
        {"op": "open", "file": "notes.md"},
        {"op": "code_action", "pattern": "QZXR", "title": "Add “QZXR”", "file": str(glossary),
         "expect": "term: QZXR"},
        {"op": "stop"},
    ])
    action = results[1]
    assert "Add “QZXR” to the project glossary" in action["titles"], action
    assert action["written"], action
    text = glossary.read_text(encoding="utf-8")  # written by Neovim (:wall), from the server's edit
    parsed = parse_glossary(text, str(glossary))
    assert not parsed.problems, parsed.problems
    assert [(c.id, c.term) for c in parsed.concepts] == [("qzxr", "QZXR")]
    assert action["hover"] and "QZXR" in action["hover"] and "still to be written" in action["hover"], action
    assert results[2]["exits"] == [{"code": 0, "signal": 0}]
