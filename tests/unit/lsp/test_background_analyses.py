"""The cut-off path: a request waits at most its budget for an analysis made in the worker thread,
answers empty past it, and later answers exactly what a fresh analysis gives (edits that arrived
meanwhile included). The analysis is held back by an event, not by a slow input, so nothing here is
timed except that the wait ends."""

import asyncio
import threading
import time

import pytest

from ai_glossary.core.analysis_slot import Plan
from ai_glossary.core.detection import analysis as analysis_module
from ai_glossary.core.detection.cancel import Cancelled, CancelToken
from ai_glossary.core.detection.document_context import NO_CONTEXT
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from ai_glossary.lsp.analyses import BackgroundAnalyses
from support.background import fresh_hover, hold
from support.cursor import split_cursor


@pytest.fixture
def held_back(monkeypatch):
    """Every new DocumentAnalysis waits until the returned event is set."""
    return hold(monkeypatch, "__init__")


def test_past_the_budget_the_answer_is_empty_then_equals_a_fresh_analysis(glossary, held_back):
    service = GlossaryService(Snapshot.build(glossary), Options())
    text, offset = split_cursor("x = 1  # uses Ze‸RO here\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    analyses = BackgroundAnalyses(budget_s=0.05)

    async def run():
        assert not await analyses.up_to_date(service, doc)  # cut off: the caller answers empty
        assert service.view(doc) is None
        # an edit while the first analysis is still being built: it must not be lost
        doc.edit(0, 0, "# FSDP\n")
        held_back.set()
        analyses.budget_s = 10
        assert await analyses.up_to_date(service, doc)

    asyncio.run(run())
    new_text = "# FSDP\n" + text
    got = service.hover(doc, offset + 7)
    assert got is not None and got == fresh_hover(glossary, new_text, offset + 7)
    assert service.hover(doc, 3) == fresh_hover(glossary, new_text, 3) is not None


def test_a_document_that_is_not_analysed_is_answered_at_once(glossary, held_back):
    service = GlossaryService(Snapshot.build(glossary), Options(max_document_size=1_000))
    doc = DocumentStore().open("file:///big.py", "# ZeRO and more words\n" * 100, "python")

    async def run():
        return await BackgroundAnalyses(budget_s=0).up_to_date(service, doc)

    assert asyncio.run(run())  # nothing to wait for: the service answers empty itself
    assert service.hover(doc, 3) is None


def test_one_job_per_document_and_a_failed_analysis_is_built_again(glossary, monkeypatch):
    service = GlossaryService(Snapshot.build(glossary), Options())
    doc = DocumentStore().open("file:///a.py", "# ZeRO\n", "python")
    original = analysis_module.DocumentAnalysis.__init__
    calls = []

    def failing_once(self, *args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("boom")
        original(self, *args, **kwargs)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "__init__", failing_once)
    analyses = BackgroundAnalyses(budget_s=10)

    async def run():
        first = analyses.start(service, doc)
        assert analyses.start(service, doc) is first  # not a second job while one runs
        with pytest.raises(RuntimeError):
            await first
        assert await analyses.up_to_date(service, doc)  # built again, from the document's text

    asyncio.run(run())
    assert len(calls) == 2
    assert service.hover(doc, 3) is not None


def test_a_keystroke_that_skips_the_reparse_is_applied_at_once_and_others_go_to_the_worker(glossary):
    service = GlossaryService(Snapshot.build(glossary), Options())
    text, offset = split_cursor("def f(x):\n    return x  # uses Ze‸RO here\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    analyses = BackgroundAnalyses(budget_s=10)
    service.analysis(doc)
    word = text.index("here")
    doc.edit(word, word, "x")  # among the words of the comment
    assert service.plan(doc) is Plan.CHEAP

    async def up_to_date():
        ok = await analyses.up_to_date(service, doc)
        return ok, dict(analyses._running)

    ok, running = asyncio.run(up_to_date())
    assert ok and not running  # no job: done on the spot
    text = text[:word] + "x" + text[word:]
    assert service.hover(doc, offset) == fresh_hover(glossary, text, offset) is not None
    doc.edit(0, 0, '"""')  # a string that runs on to the end of the text: the worker re-parses
    assert service.plan(doc) is Plan.EXPENSIVE
    assert asyncio.run(analyses.up_to_date(service, doc))
    assert service.hover(doc, offset + 3) == fresh_hover(glossary, '"""' + text, offset + 3)


def test_a_parse_stops_once_its_document_is_closed(glossary) -> None:
    from ai_glossary.core.detection.regions import RegionTracker
    from ai_glossary.lsp.analyses import _analyse

    text = "def f(x):\n    return x  # a comment on ZeRO\n" * 2_000
    asked = []

    def closed_by_now() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(Cancelled):
        RegionTracker(text, "python", cancel=CancelToken(closed_by_now))
    assert RegionTracker(text, "python").regions  # without a token parses run to their end

    service = GlossaryService(Snapshot.build(glossary), Options())
    documents = DocumentStore()
    doc = documents.open("file:///a.py", text, "python")
    parsed = []

    def closed_during_the_parse() -> None:  # (in the worker) the editor closes it meanwhile
        documents.close(doc.uri)
        parsed.append(1)

    # the parse stopped, and that is no error for a closed document
    assert _analyse(service, doc, CancelToken(lambda: doc.closed), closed_during_the_parse) is None
    assert parsed and service.view(doc) is None and not service.has_analysis(doc)


def test_a_completion_past_the_budget_is_incomplete_so_the_client_asks_again(glossary, held_back):
    from types import SimpleNamespace

    from lsprotocol import types

    from ai_glossary.lsp.server import NOTIFICATIONS_AND_REQUESTS

    service = GlossaryService(Snapshot.build(glossary), Options())
    store = DocumentStore()
    store.open("file:///a.py", "x = 1  # uses ZeRO here\n", "python")

    async def current_service():
        return service

    ls = SimpleNamespace(service=current_service, documents=store, analyses=BackgroundAnalyses(budget_s=0.05),
                         replaced_service=lambda: None)  # no reload has replaced a glossary
    complete = next(handler for method, handler, _ in NOTIFICATIONS_AND_REQUESTS
                    if method == types.TEXT_DOCUMENT_COMPLETION)  # as the server registers it

    def params(uri: str) -> types.CompletionParams:
        return types.CompletionParams(types.TextDocumentIdentifier(uri), types.Position(0, 12))

    async def run():
        cut_off = await complete(ls, params("file:///a.py"))
        not_open = await complete(ls, params("file:///closed.py"))
        held_back.set()
        return cut_off, not_open

    cut_off, not_open = asyncio.run(run())
    assert cut_off.is_incomplete and cut_off.items == []
    assert not not_open.is_incomplete and not_open.items == []


def test_a_re_parse_undone_meanwhile_stops_and_the_undo_is_cheap(glossary) -> None:
    """The person types triple quotes that open a string running to the end (the worker re-parses
    the whole module) and deletes them before the parse ends: the parse stops, the analysis is as it was, both edits wait, and catching up with
    them is cheap (the text is as it was) and equals a fresh analysis."""
    from ai_glossary.core.detection.regions import find_regions

    service = GlossaryService(Snapshot.build(glossary), Options())
    body = "def f(x):\n    return x  # uses ZeRO here\n" * 2_000
    text, offset = split_cursor(body + "# shard with FS‸DP\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    service.analysis(doc)
    detector = service.snapshot.detector
    at = text.index("return x") + len("return")
    doc.edit(at, at, '"""')  # a string running to the end of the text: the whole module re-parses
    assert service.plan(doc) is Plan.EXPENSIVE

    def undone_during_the_parse() -> bool:  # what the loop thread does while the worker parses
        if doc.text[at] == '"':
            doc.edit(at, at + 3, "")
        return False

    with pytest.raises(Cancelled):  # the slot stops an update whose text came back meanwhile
        doc.analysis.update(doc, detector, "prose", NO_CONTEXT, cancel=CancelToken(undone_during_the_parse))
    assert doc.analysis.has_analysis(detector, "prose")  # as it was before the quotes
    assert service.view(doc) is None  # the two edits wait
    assert service.plan(doc) is Plan.CHEAP
    assert service.analysis(doc).regions == find_regions(text, "python")
    assert service.view(doc) is not None
    assert service.hover(doc, offset) == fresh_hover(glossary, text, offset) is not None


def test_the_first_analysis_of_a_large_document_is_not_waited_for(glossary, held_back):
    service = GlossaryService(Snapshot.build(glossary), Options())
    text, offset = split_cursor("# uses Ze‸RO here\n" + "x = 1\n" * 50)
    doc = DocumentStore().open("file:///large.py", text, "python")
    # the budget is far longer than the guard: only answering at once gets past the guard
    analyses = BackgroundAnalyses(budget_s=1000, no_wait_first_analysis=len(text) - 1)

    async def run():
        assert not await asyncio.wait_for(analyses.up_to_date(service, doc), 5)
        assert not await asyncio.wait_for(analyses.up_to_date(service, doc), 5)  # until it is built
        job = analyses.start(service, doc)
        held_back.set()
        await job
        assert await analyses.up_to_date(service, doc)
        # once analysed, an edit is waited for as usual, however large the document
        doc.edit(0, 0, "# FSDP\n")
        assert await analyses.up_to_date(service, doc)

    asyncio.run(run())
    new_text = "# FSDP\n" + text
    assert service.hover(doc, offset + 7) == fresh_hover(glossary, new_text, offset + 7) is not None


def test_a_small_document_is_waited_for_on_its_first_request(glossary, held_back):
    service = GlossaryService(Snapshot.build(glossary), Options())
    doc = DocumentStore().open("file:///small.py", "# ZeRO\n", "python")
    analyses = BackgroundAnalyses(budget_s=10, no_wait_first_analysis=len(doc.text))

    async def run():
        job = analyses.start(service, doc)
        asyncio.get_running_loop().call_later(0.05, held_back.set)
        assert await analyses.up_to_date(service, doc)
        assert job.done()

    asyncio.run(run())
    assert service.hover(doc, 3) is not None


def test_after_an_update_that_took_longer_than_the_budget_the_next_is_not_waited_for(glossary, monkeypatch):
    service = GlossaryService(Snapshot.build(glossary), Options())
    doc = DocumentStore().open("file:///slow.py", "# ZeRO\n", "python")
    release = hold(monkeypatch, "update")
    # every update goes to the worker (none is applied on the loop as a cheap keystroke)
    monkeypatch.setattr(analysis_module.DocumentAnalysis, "is_cheap", lambda self, *args: False)
    analyses = BackgroundAnalyses(budget_s=0.05, slow_update_s=0.1)

    async def run():
        assert await analyses.up_to_date(service, doc)  # the first analysis: not held
        doc.edit(0, 0, "x = 1\n")
        assert not await analyses.up_to_date(service, doc)  # cut off by the budget
        job = analyses.start(service, doc)
        await asyncio.sleep(0.2)  # the update is held for longer than slow_update_s
        release.set()
        await job
        analyses.budget_s = 1000  # the guard below ends the test if this were waited for
        again = hold(monkeypatch, "update")
        doc.edit(0, 0, "y = 2\n")
        assert not await asyncio.wait_for(analyses.up_to_date(service, doc), 5)
        job = analyses.start(service, doc)
        again.set()
        await job  # quick this time, and so waited for again
        doc.edit(0, 0, "z = 3\n")
        assert await analyses.up_to_date(service, doc)

    asyncio.run(run())
    text = "z = 3\ny = 2\nx = 1\n# ZeRO\n"
    assert service.hover(doc, text.index("ZeRO")) == fresh_hover(glossary, text, text.index("ZeRO")) is not None


def test_a_first_hover_is_answered_from_the_parse_while_the_analysis_goes_on(glossary, monkeypatch):
    from ai_glossary.lsp.analyses import Early

    release = threading.Event()
    original = analysis_module.DocumentAnalysis._view_of_all

    def held_in_the_worker(self, *args):  # the first analysis stops after its parse, until released
        if threading.current_thread() is not threading.main_thread():
            assert release.wait(10), "the test never released the analysis"
        return original(self, *args)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "_view_of_all", held_in_the_worker)
    service = GlossaryService(Snapshot.build(glossary), Options())
    detector = service.snapshot.detector
    text, offset = split_cursor("x = 1  # uses Ze‸RO here\n# and DP, ambiguous\n")
    dp = text.index("DP,") + 1
    doc = DocumentStore().open("file:///a.py", text, "python")
    analyses = BackgroundAnalyses(budget_s=0.2)
    asked = []

    def early_at(at):
        def early():
            asked.append(at)
            found = service.early_match(doc, at)
            return None if found is None else Early(found.match)
        return early

    async def run():
        got = await analyses.up_to_date(service, doc, early_at(offset))
        assert isinstance(got, Early) and not service.has_analysis(doc)  # before the analysis
        assert await analyses.up_to_date(service, doc, early_at(dp)) is None  # ambiguous: it waited
        release.set()
        await analyses._running[doc]
        assert (await analyses.up_to_date(service, doc, early_at(offset))).view is service.view(doc)
        assert doc.analysis.fresh_parse(doc, detector, "prose") is None  # the analysis answers now
        return got.answer

    early = asyncio.run(run())
    assert asked == [offset, dp]  # once each, and not once the analysis was done
    full = service.analysis(doc)
    assert early == full.match_at(offset) is not None


def test_the_worker_lets_a_request_waiting_for_the_parse_answer_and_write_it_first(glossary, monkeypatch):
    # After its parse the worker collects every region (C calls holding the GIL): a first hover
    # waiting for that parse answers, and its answer is written, before the worker goes on,
    # unless that takes too long.
    from ai_glossary.core.detection.regions import tracker as tracker_module
    from ai_glossary.lsp import analyses as analyses_module
    from ai_glossary.lsp.analyses import Early

    order = []
    original = analysis_module.DocumentAnalysis._view_of_all

    def recorded(self, *args):
        if threading.current_thread() is not threading.main_thread():
            order.append("worker went on")
        return original(self, *args)

    monkeypatch.setattr(analysis_module.DocumentAnalysis, "_view_of_all", recorded)
    monkeypatch.setattr(analyses_module, "EARLY_HEAD_START_S", 5.0)  # long enough to be seen, never hit
    service = GlossaryService(Snapshot.build(glossary), Options())
    text, offset = split_cursor("x = 1  # uses Ze‸RO here\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    analyses = BackgroundAnalyses(budget_s=2.0)
    parse = tracker_module.parse

    def parse_once_the_request_waits(*args):  # as with a document whose parse takes a while
        deadline = time.monotonic() + 5
        while analyses._parsed[doc].waiting == 0 and time.monotonic() < deadline:
            time.sleep(0.001)
        return parse(*args)

    monkeypatch.setattr(tracker_module, "parse", parse_once_the_request_waits)

    def early():
        time.sleep(0.05)  # the loop's share of the answer, slow enough for the worker to overtake it
        order.append("request answered")
        return Early("answer")

    def written(_task):  # as pygls serialises and writes a response: in a done callback of its task
        time.sleep(0.05)  # slow enough for the worker to overtake it
        order.append("answer written")

    async def run():
        request = asyncio.ensure_future(analyses.up_to_date(service, doc, early))
        request.add_done_callback(written)
        got = await request
        job = analyses._running.get(doc)  # gone already if the worker finished meanwhile
        if job is not None:
            await job
        return got

    started = time.perf_counter()
    assert asyncio.run(run()) == Early("answer")
    assert order == ["request answered", "answer written", "worker went on"]
    assert time.perf_counter() - started < 4.0  # it went on once answered, not after the 5 s bound
