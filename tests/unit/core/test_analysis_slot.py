"""While a glossary reload's first analysis of a document is made, the view it replaces stays
readable for the replaced glossary only, and only while it is of the document's text now."""

import threading

import pytest

from ai_glossary.core.detection import analysis as analysis_module
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor


@pytest.fixture
def services(glossary):
    """Two services over two snapshots of one glossary: the one a reload replaces and the new one."""
    old, new = (GlossaryService(Snapshot.build(glossary), Options()) for _ in range(2))
    assert old.snapshot.detector is not new.snapshot.detector
    return old, new


@pytest.fixture
def new_analysis_held(monkeypatch):
    """``start(service, doc)`` begins ``service``'s first analysis of ``doc`` in a thread and
    returns once it is under way; it finishes when the test ends."""
    started, release = threading.Event(), threading.Event()
    original = analysis_module.DocumentAnalysis.__init__

    def held(self, *args, **kwargs):
        started.set()
        assert release.wait(10), "the test never released the new analysis"
        original(self, *args, **kwargs)

    threads = []

    def start(service, doc):
        monkeypatch.setattr(analysis_module.DocumentAnalysis, "__init__", held)  # from now on
        making = threading.Thread(target=service.analysis, args=(doc,))
        making.start()
        threads.append(making)
        assert started.wait(10)

    def finish():
        release.set()
        for making in threads:
            making.join(10)

    start.finish = finish
    yield start
    finish()


def test_the_replaced_view_answers_for_the_old_glossary_until_the_new_analysis_is_published(
        services, new_analysis_held):
    old, new = services
    text, offset = split_cursor("x = 1  # uses Ze‸RO here\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    before = old.analysis(doc)
    assert old.replaced_view(doc) is None  # nothing replaces it yet

    new_analysis_held(new, doc)
    assert new.view(doc) is None  # the new glossary's analysis is not there yet
    assert old.replaced_view(doc) is before
    assert new.replaced_view(doc) is None  # made with another glossary: never mixed
    match = old.replaced_view(doc).match_at(offset)
    assert match is not None and match.concept_id in old.snapshot.glossary.concepts
    assert old.hover_of(match) is not None

    new_analysis_held.finish()
    assert new.view(doc) is not None
    assert old.replaced_view(doc) is None  # published: the old view is gone


def test_the_replaced_view_is_not_read_once_the_text_has_changed(services, new_analysis_held):
    old, new = services
    doc = DocumentStore().open("file:///a.py", "x = 1  # uses ZeRO here\n", "python")
    old.analysis(doc)
    new_analysis_held(new, doc)
    doc.edit(0, 0, "# FSDP\n")
    assert old.replaced_view(doc) is None  # of an older text: its offsets would be wrong
