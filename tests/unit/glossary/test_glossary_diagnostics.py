"""The diagnostics of the glossary files after each reload (lsp/glossary_files.py): sent when they
change, not sent again unchanged for a file open in the editor (which shows them)."""

from __future__ import annotations

from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.i18n import ENGLISH
from ai_glossary.lsp.glossary_files import GlossaryFiles

PATH = "/project/.ai-glossary.yaml"
URI = "file:///project/.ai-glossary.yaml"


class _Server:
    def __init__(self) -> None:
        self.documents = DocumentStore()
        self.published: list[tuple[str, list[str]]] = []

    def translator(self):
        return ENGLISH

    def text_document_publish_diagnostics(self, params) -> None:
        self.published.append((params.uri, [d.message for d in params.diagnostics]))

    def window_show_message(self, params) -> None:
        pass


def _warning(line: int) -> Problem:
    return Problem(PATH, line, 1, f"a warning at line {line}", severity="warning", code="generic-context-word")


def test_unchanged_diagnostics_of_an_open_file_are_not_sent_again():
    server = _Server()
    files = GlossaryFiles(server)
    files._report({PATH: [_warning(3)]}, [])
    files._report({PATH: [_warning(3)]}, [])  # closed: sent again, the editor may have dropped them
    assert server.published == [(URI, ["a warning at line 3"])] * 2
    server.documents.open(URI, "concepts: []\n", "yaml")
    files._report({PATH: [_warning(3)]}, [])  # open and unchanged (a definition edited): not sent
    assert len(server.published) == 2
    files._report({PATH: [_warning(4)]}, [])  # moved: sent
    files._report({PATH: []}, [])  # fixed: cleared
    files._report({PATH: []}, [])
    assert server.published[2:] == [(URI, ["a warning at line 4"]), (URI, [])]
