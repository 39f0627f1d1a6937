"""Helpers of the background analyses' tests (tests/unit/lsp): an analysis held back by an event,
a fresh answer to compare with, and a large module whose next update re-parses it whole."""

from __future__ import annotations

import threading

from ai_glossary.core.analysis_slot import Plan
from ai_glossary.core.detection import analysis as analysis_module
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor


def hold(monkeypatch, method: str) -> threading.Event:
    """Every call of DocumentAnalysis's ``method`` waits until the returned event is set."""
    release = threading.Event()
    original = getattr(analysis_module.DocumentAnalysis, method)

    def waiting(self, *args, **kwargs):
        assert release.wait(10), f"the test never released DocumentAnalysis.{method}"
        return original(self, *args, **kwargs)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, method, waiting)
    return release


def fresh_hover(glossary, text: str, offset: int):
    return GlossaryService(Snapshot.build(glossary), Options()).hover(
        DocumentStore().open("file:///fresh.py", text, "python"), offset)


def opened_docstring(glossary):
    """An analysed 4,000-line module with triple quotes just typed into it (a string that runs to
    the end of the text: the whole module re-parses), and where the term at its end is."""
    service = GlossaryService(Snapshot.build(glossary), Options())
    text, offset = split_cursor("def f(x):\n    return x  # uses ZeRO here\n" * 2_000 + "# shard with FS‸DP\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    service.analysis(doc)
    at = text.index("return x") + len("return")
    doc.edit(at, at, '"""')
    assert service.plan(doc) is Plan.EXPENSIVE
    return service, doc, at, offset
