"""Catching up while the person pauses: an update wanted only until the text changes stops when it
does, and a changed document is brought up to date after a pause, giving way to requests on other
documents and to new keystrokes. Nothing here is timed except that a wait ends (a fake clock)."""

import asyncio
import threading
import time

import pytest

from ai_glossary.core.detection import analysis as analysis_module
from ai_glossary.core.detection.cancel import Cancelled, CancelToken
from ai_glossary.core.detection.document_context import NO_CONTEXT
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.lsp.analyses import BackgroundAnalyses
from support.background import fresh_hover, opened_docstring
from support.clock import FakeClock
from support.waiting import wait_until


@pytest.mark.parametrize("wanted_until_changed", [True, False])
def test_an_update_wanted_only_until_the_text_changes_stops_when_it_does(glossary, wanted_until_changed) -> None:
    """The server catches up while the person pauses, wanted only until the text changes
    (``stopped``): typing again during that update's parse stops it, the analysis stays as it was,
    and every edit waits for the next update; an update a request waits for goes on, and the edit
    waits alone. Either way the next update equals a fresh analysis."""
    from ai_glossary.core.detection.regions import find_regions

    service, doc, at, offset = opened_docstring(glossary)
    detector = service.snapshot.detector
    opened = doc.text
    typed = []

    def typing_during_the_parse() -> bool:  # what the loop thread does while the worker parses
        if not typed:
            typed.append(1)
            doc.edit(at + 3, at + 3, "Opening")
        return False

    conditions = [typing_during_the_parse] + ([lambda: doc.text is not opened] if wanted_until_changed else [])
    try:
        view = doc.analysis.update(doc, detector, "prose", NO_CONTEXT, cancel=CancelToken(*conditions))
    except Cancelled:
        assert wanted_until_changed
        view = None
    assert typed, "the parse never asked whether to stop"
    assert (view is None) == wanted_until_changed and (view is None or view.text == opened)
    assert service.view(doc) is None  # the typing waits
    new_text = doc.text
    assert new_text == opened[:at + 3] + "Opening" + opened[at + 3:]
    assert service.analysis(doc).regions == find_regions(new_text, "python")
    assert service.view(doc) is not None
    end = offset + len('"""Opening')
    assert service.hover(doc, end) == fresh_hover(glossary, new_text, end)


def test_a_changed_document_is_brought_up_to_date_once_it_has_had_no_change_for_a_while(glossary, monkeypatch):
    """No request: the edits of a burst of changes are caught up with in the worker, once, idle_s
    after the last of them (not before); a hover then needs nothing more and equals a fresh analysis."""
    service, doc, at, offset = opened_docstring(glossary)
    updates = []
    original = analysis_module.DocumentAnalysis.update

    def counted(self, edits, *args, **kwargs):
        updates.append(len(edits))
        return original(self, edits, *args, **kwargs)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "update", counted)
    clock = FakeClock()
    analyses = BackgroundAnalyses(budget_s=10, idle_s=0.3, clock=clock)

    async def run():
        analyses.catch_up_when_idle(lambda: service, doc)  # for the quotes typed above
        for k, word in enumerate(("Opening", " a", " docstring")):  # typed in a burst, 0.2 s apart
            clock.advance(0.2)
            where = at + 3 + len("".join(("Opening", " a", " docstring")[:k]))
            doc.edit(where, where, word)
            analyses.catch_up_when_idle(lambda: service, doc)
        clock.advance(0.29)
        assert service.view(doc) is None and not updates and not analyses._running  # not idle yet
        clock.advance(0.01)  # 0.3 s after the last change
        assert analyses._running and clock.pending() == 0
        await analyses._running[doc]

    asyncio.run(run())
    assert updates == [4]  # one update, with the four edits
    assert service.view(doc) is not None  # what a request then reads at once
    end = offset + len('"""Opening a docstring')
    assert service.hover(doc, end) == fresh_hover(glossary, doc.text, end)


def test_catching_up_skips_a_closed_document_and_a_server_without_a_glossary_yet(glossary, monkeypatch):
    service, doc, _at, _offset = opened_docstring(glossary)
    other = DocumentStore().open("file:///b.py", doc.text, "python")
    GlossaryService(service.snapshot, Options()).analysis(other)
    other.edit(0, 0, '"""')
    started = []
    monkeypatch.setattr(BackgroundAnalyses, "start", lambda self, *args, **kwargs: started.append(args))
    clock = FakeClock()
    analyses = BackgroundAnalyses(idle_s=0.01, clock=clock)

    async def run():
        analyses.catch_up_when_idle(lambda: service, doc)
        analyses.catch_up_when_idle(lambda: None, other)  # no glossary loaded yet
        doc.closed = True  # as DocumentStore.close marks it
        clock.advance(1)

    asyncio.run(run())
    assert started == [] and analyses._idle == {}


def test_catching_up_gives_way_to_a_request_on_another_document_and_resumes_after_it(glossary, monkeypatch):
    """A catch-up parsing one document stops when a request on another waits for the worker: that
    request is answered without waiting for the whole parse, and the first document is caught up
    with later, equal to a fresh analysis."""
    service, doc, at, offset = opened_docstring(glossary)
    other = DocumentStore().open("file:///b.py", "x = 1  # uses ZeRO\n", "python")
    service.analysis(other)
    other.edit(0, 0, '"""')  # the other document needs the worker too
    started, updates = threading.Event(), []
    original = analysis_module.DocumentAnalysis.update
    analyses = BackgroundAnalyses(budget_s=10, idle_s=0.01)

    def update(self, edits, *args, **kwargs):
        updates.append(len(edits))
        if not started.is_set():  # the catch-up of the large document: until the request waits
            started.set()
            deadline = time.monotonic() + 10
            while not analyses._waited_for and time.monotonic() < deadline:
                time.sleep(0.001)
        return original(self, edits, *args, **kwargs)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "update", update)

    async def run():
        analyses.catch_up_when_idle(lambda: service, doc)
        await asyncio.get_running_loop().run_in_executor(None, started.wait, 10)
        assert await analyses.up_to_date(service, other)  # waits while the catch-up parses
        caught_up = service.view(doc) is not None
        await wait_until(lambda: service.view(doc) is not None)
        return caught_up

    assert asyncio.run(run()) is False  # the request did not wait for the catch-up to finish
    assert service.view(doc) is not None  # resumed once idle again
    assert updates == [1, 1, 1]  # the catch-up (stopped), the request's update, the catch-up again
    assert service.hover(doc, offset + 3) == fresh_hover(glossary, doc.text, offset + 3) is not None


def test_catching_up_stops_when_the_person_types_again_and_resumes_after_the_next_pause(glossary, monkeypatch):
    service, doc, at, offset = opened_docstring(glossary)
    analyses = BackgroundAnalyses(budget_s=10, idle_s=0.01)
    loop_of_test: list[asyncio.AbstractEventLoop] = []
    updates, texts = [], []
    original = analysis_module.DocumentAnalysis.update

    def update(self, edits, *args, **kwargs):
        updates.append(len(edits))
        if len(updates) == 1:  # the person types during the catch-up (as the server's didChange does)
            doc.edit(at + 3, at + 3, "Opening")
            loop_of_test[0].call_soon_threadsafe(analyses.catch_up_when_idle, lambda: service, doc)
        view = original(self, edits, *args, **kwargs)
        texts.append(self.text)
        return view

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "update", update)

    async def run():
        loop_of_test.append(asyncio.get_running_loop())
        analyses.catch_up_when_idle(lambda: service, doc)
        await wait_until(lambda: service.view(doc) is not None)

    asyncio.run(run())
    assert updates == [1, 2]  # stopped at the typing; then both edits at once
    assert texts == [doc.text]  # only the second update went through
    end = offset + len('"""Opening')
    assert service.hover(doc, end) == fresh_hover(glossary, doc.text, end) is not None
