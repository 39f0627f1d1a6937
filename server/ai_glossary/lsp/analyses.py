"""Document analysis off the event loop, and the time a request may wait for it.

A request on a document waits at most :data:`BUDGET_S` for its analysis to be up to date. Past
that it gets an empty answer (no hover, no completions) while the analysis goes on in the worker
thread: the next request finds it done. So no request waits for a parse or a re-match of seconds
(a 200,000-line file, 4,000 consecutive comment lines, a 3.5 MB comment), and the other documents
are answered meanwhile. One thread: the analyses of all documents run one after the other. When
the job is expected to take longer than the budget (the first analysis of a very large document,
an update of a document whose last update was slow), the request does not wait at all. While a
document's first analysis runs, a request may answer from its parse as soon as that is made
(``up_to_date``'s ``early``: the first hover after ``didOpen``, see ``analysis.early_match_at``).

The worker updates analyses; the loop reads one only when the document says it is current
(:meth:`~ai_glossary.core.documents.OpenDocument.current_analysis`), and no job of that document
is running then, since jobs start only from the loop, one per document at a time. One exception,
for speed: a single keystroke that skips the re-parse (typing among the words of a comment, in a
line of code, a blank line) or re-parses only a few statements, and an edit back to a text the
analysis kept (an undo), are applied on the loop at once, when no job of that document runs. A job
whose edits were undone meanwhile stops its parse (:attr:`OpenDocument.moot`).

A change alone starts nothing at once: a burst of keystrokes is applied by one update. But once a
document has had no change for :data:`IDLE_S`, the server catches up with its edits in the worker
(:meth:`BackgroundAnalyses.catch_up_when_idle`), so that a request made after the person pauses
(a hover: the mouse moved and rested, or ``K`` pressed after leaving insert mode) finds the update
done instead of waiting for it: an edit that re-parses the whole module (opening a docstring) takes
30-300 ms on 10,000 lines. That update gives way: its parse stops at the document's next edit, or
when a request on another document waits for the worker (the analysis is as it was, and the edits
wait), so neither typing nor another document's request waits behind it; the next pause, or the
next request on the document, catches up with every edit at once.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
import weakref
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.service import GlossaryService

BUDGET_S = 0.15  # of the 200 ms a request may take: the rest for rendering and the round trip
# While the worker runs Python code, the loop thread gets the GIL back only after the switch
# interval (CPython's default 5 ms), and answering one request takes it several times (the stdin
# reader, the loop, the writer). 1 ms keeps a request answered during an analysis within the budget.
SWITCH_INTERVAL_S = 0.001
# The first analysis of a document this large takes 0.3-1.5 s (2-4 M characters a second for code
# or prose with terms; measured in bench/bench_pathological.py), and a request on it has already
# spent 40 ms or more while its text arrived and was decoded: waiting the budget would only make
# its empty answer late. So such a request is answered empty at once while the analysis starts.
# (Text with nothing to analyse, a megabyte of blank lines, is analysed in ~20 ms: its first
# request is answered empty too, the next one from the analysis.)
NO_WAIT_FIRST_ANALYSIS = 1_000_000  # characters
# Likewise for an update when the document's last update took more than twice the budget (a
# whole re-match of a multi-megabyte region, 0.6-1.7 s): the next one is expected to cost as much,
# so its request is answered empty at once; an update that turns out quicker resets it. (Twice:
# an update near the budget on a loaded host is often within it the next time.)
SLOW_UPDATE_BUDGETS = 2
# After the parse of a first analysis the worker collects the regions of the whole text, in C
# calls that hold the GIL for milliseconds each, while a request waiting for that parse (the
# first hover after didOpen) needs the loop thread for a few milliseconds to answer and write its
# answer (the first one serialised): the worker waits until such requests have written their
# answers, this long at most.
EARLY_HEAD_START_S = 0.025
# How long a document has had no change before the server catches up with its edits unasked. Longer
# than most gaps between two keys of someone typing: a catch-up that the next key stops is CPU spent
# for nothing, which counts where every update re-parses the whole module (typing in a docstring
# left open in a 10,000-line file: 28 s of CPU in 100 s of typing at 0.2 s, 16 s at 0.3 s, 48 s at
# 0.1 s; bench/bench_typing.py). Shorter than it takes to stop typing, move to a word and hover it
# (VS Code shows a hover once the mouse has rested 300 ms there): a hover 600 ms after the last key
# found the update done at 0.1, 0.2 and 0.3 s alike.
IDLE_S = 0.3


class Early(NamedTuple):
    """A request's answer made before the analysis it waits for is done (``up_to_date``'s
    ``early``)."""

    answer: Any


class _FirstParse:
    """The parse of a document's first analysis, as the requests that may answer from it see it."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.done = loop.create_future()  # settled on the loop once the worker has parsed the text
        self.waiting = 0  # requests waiting to answer from it (written on the loop only)
        self.answered = threading.Event()  # those requests have answered: the worker goes on

    def settle(self) -> None:
        if not self.done.done():
            self.done.set_result(None)

    def request_done(self) -> None:
        self.waiting -= 1
        if self.waiting <= 0:
            self.answered.set()


def _notify(loop: asyncio.AbstractEventLoop, first: _FirstParse) -> None:
    """(In the worker) the first analysis has parsed its text: tell whoever waits on the loop, and
    give them the GIL first (``EARLY_HEAD_START_S``)."""
    try:
        loop.call_soon_threadsafe(first.settle)
    except RuntimeError:  # the loop is closed: no one waits
        return
    if first.waiting:
        first.answered.wait(EARLY_HEAD_START_S)


def _analyse(service: "GlossaryService", doc: "OpenDocument",
             stopped: Callable[[], bool] | None = None) -> float | None:
    """Bring ``doc``'s analysis up to date (``stopped``: an update wanted only while it is false,
    see ``OpenDocument.analysis``); the seconds that took when it updated an analysis made before
    (None for a first analysis, when the document was closed, or when the update stopped or was
    made moot: it may have stopped part way)."""
    from ai_glossary.core.detection.cancel import Cancelled, CancelToken

    if doc.closed or (stopped is not None and stopped()):  # since the job was queued: nothing to do
        return None
    updating = doc.has_analysis(service.snapshot.detector, service.options.scope)
    started = time.perf_counter()
    try:
        # closed during a parse of seconds, or edited back to the text the analysis had (an undo
        # of what the parse is for): stop it
        service.warm(doc, stopped=stopped, cancel=CancelToken(lambda: doc.closed or doc.moot))
    except Cancelled:
        if not doc.closed:
            raise
        return None
    if not updating or doc.moot or (stopped is not None and stopped()):
        return None
    return time.perf_counter() - started


class BackgroundAnalyses:
    def __init__(self, budget_s: float = BUDGET_S, no_wait_first_analysis: int = NO_WAIT_FIRST_ANALYSIS,
                 slow_update_s: float | None = None, idle_s: float = IDLE_S) -> None:
        self.budget_s = budget_s
        self.idle_s = idle_s
        self.no_wait_first_analysis = no_wait_first_analysis
        self.slow_update_s = SLOW_UPDATE_BUDGETS * budget_s if slow_update_s is None else slow_update_s
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
        self._running: dict["OpenDocument", asyncio.Future] = {}
        # for a running first analysis: done once it has parsed the text (OpenDocument.fresh_parse)
        self._parsed: dict["OpenDocument", _FirstParse] = {}
        # the seconds the last update of each document's analysis took
        self._update_s: weakref.WeakKeyDictionary["OpenDocument", float] = weakref.WeakKeyDictionary()
        # each changed document's catch-up, due once it has had no change for idle_s
        self._idle: dict["OpenDocument", asyncio.TimerHandle] = {}
        # how many requests wait in up_to_date, per document (on the loop), and the documents that
        # have any, published by one assignment for the worker (a catch-up gives way to them)
        self._waits: dict["OpenDocument", int] = {}
        self._waited_for: frozenset["OpenDocument"] = frozenset()
        sys.setswitchinterval(SWITCH_INTERVAL_S)

    def catch_up_when_idle(self, service_of: "Callable[[], GlossaryService | None]", doc: "OpenDocument") -> None:
        """``doc`` has just changed: once it has had no other change for ``idle_s``, bring its
        analysis up to date in the worker, as the service that ``service_of()`` makes then (None:
        no glossary yet, nothing to do) would for a request. Called on the loop, at every change."""
        timer = self._idle.pop(doc, None)
        if timer is not None:
            timer.cancel()
        self._idle[doc] = asyncio.get_running_loop().call_later(self.idle_s, self._catch_up, service_of, doc)

    def _catch_up(self, service_of: "Callable[[], GlossaryService | None]", doc: "OpenDocument") -> None:
        del self._idle[doc]
        service = service_of()
        if service is None or doc.closed or self._updated_on_the_loop(service, doc):
            return
        if (job := self._running.get(doc)) is not None and not job.done():
            # a request's job (or one that gives way): it may not cover the last edits
            self.catch_up_when_idle(service_of, doc)
            return
        job = self.start(service, doc, stopped=self._gives_way(doc))
        if job is not None:
            job.add_done_callback(lambda done: self._after_catch_up(service_of, doc, done))

    def _gives_way(self, doc: "OpenDocument") -> Callable[[], bool]:
        """(Asked in the worker) whether a catch-up of ``doc`` is to stop: the document has changed
        since, or a request on another document waits."""
        text = doc.text  # every edit makes a new string
        return lambda: doc.text is not text or any(d is not doc for d in self._waited_for)

    def _after_catch_up(self, service_of: "Callable[[], GlossaryService | None]", doc: "OpenDocument",
                        job: asyncio.Future) -> None:
        """A catch-up that gave way to another document's request is tried again once idle (one
        that gave way to an edit is already due again; a failed one waits for a request)."""
        if job.cancelled() or job.exception() is not None or doc.closed or doc in self._idle:
            return
        service = service_of()
        if service is not None and not service.current(doc):
            self.catch_up_when_idle(service_of, doc)

    def start(self, service: "GlossaryService", doc: "OpenDocument", *,
              stopped: Callable[[], bool] | None = None) -> asyncio.Future | None:
        """Bring ``doc``'s analysis up to date in the worker, unless it is current or being
        updated already; the job (None when there is nothing to do). ``stopped``: an update
        wanted only while it is false (``OpenDocument.analysis``)."""
        if service.current(doc):
            return None
        job = self._running.get(doc)
        if job is None or job.done():
            loop = asyncio.get_running_loop()
            if not doc.has_analysis(service.snapshot.detector, service.options.scope):
                first = self._parsed[doc] = _FirstParse(loop)
                doc.on_parse = lambda: _notify(loop, first)
            job = loop.run_in_executor(self._executor, _analyse, service, doc, stopped)
            self._running[doc] = job
            job.add_done_callback(lambda done: self._forget(doc, done))
        return job

    def _forget(self, doc: "OpenDocument", job: asyncio.Future) -> None:
        if self._running.get(doc) is job:
            del self._running[doc]
            self._parsed.pop(doc, None)
            doc.on_parse = None
        if job.cancelled():
            return
        # retrieved here, so that a failed warm-up is not logged as never retrieved
        if job.exception() is None and (took := job.result()) is not None:
            self._update_s[doc] = took

    def _not_worth_waiting(self, service: "GlossaryService", doc: "OpenDocument") -> bool:
        """True when the job that brings ``doc`` up to date is expected to take longer than the budget:
        the first analysis of a very large document, or an update of one whose last update took
        more than ``slow_update_s``."""
        if not doc.has_analysis(service.snapshot.detector, service.options.scope):
            return len(doc.text) > self.no_wait_first_analysis
        return self._update_s.get(doc, 0.0) > self.slow_update_s

    async def up_to_date(self, service: "GlossaryService", doc: "OpenDocument",
                         early: Callable[[], Early | None] | None = None) -> bool | Early:
        """Wait up to the budget for ``doc``'s analysis; True when the service can answer from it
        now (also when the document is not analysed at all), False when the budget ran out.
        ``early``: asked once, on the loop, when a first analysis has parsed the text while the
        rest of it goes on (the first hover after ``didOpen``): its answer (an ``Early``) is
        returned at once; None waits on for the analysis."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.budget_s
        waiting = False
        try:
            while True:
                if self._updated_on_the_loop(service, doc):
                    return True
                if (job := self.start(service, doc)) is None:
                    return True
                remaining = deadline - loop.time()
                if remaining <= 0 or self._not_worth_waiting(service, doc):
                    return False
                if not waiting:  # from here on it waits: a catch-up of another document gives way
                    waiting = True
                    self._wait_begins(doc)
                first = self._parsed.get(doc) if early is not None else None
                if first is not None:
                    first.waiting += 1
                    early_answer = None
                    try:
                        if not first.done.done():
                            await asyncio.wait([job, first.done], timeout=remaining,
                                               return_when=asyncio.FIRST_COMPLETED)
                        if first.done.done() and not job.done():
                            early_answer, early = early(), None  # asked once
                            if early_answer is not None:
                                return early_answer
                    finally:
                        if early_answer is None:
                            first.request_done()
                        else:
                            # the worker goes on once the answer is written: pygls serialises and
                            # writes it in a done callback of this request's task, queued when the
                            # task returns, after this callback and before the one it queues
                            loop.call_soon(loop.call_soon, first.request_done)
                    continue
                try:
                    await asyncio.wait_for(asyncio.shield(job), remaining)
                except asyncio.TimeoutError:
                    return False
        finally:
            if waiting:
                self._wait_ends(doc)

    def _updated_on_the_loop(self, service: "GlossaryService", doc: "OpenDocument") -> bool:
        """When no job of ``doc`` runs and catching up with its edits is cheap (a keystroke that
        skips the re-parse, an undo), do it here and say so: well under a millisecond, while the
        hand-off to the worker and back costs two thread switches (several ms on a loaded machine)."""
        job = self._running.get(doc)
        if (job is None or job.done()) and service.cheap_to_update(doc):
            service.warm(doc)
            return True
        return False

    def _wait_begins(self, doc: "OpenDocument") -> None:
        self._waits[doc] = self._waits.get(doc, 0) + 1
        self._waited_for = frozenset(self._waits)

    def _wait_ends(self, doc: "OpenDocument") -> None:
        if self._waits[doc] == 1:
            del self._waits[doc]
        else:
            self._waits[doc] -= 1
        self._waited_for = frozenset(self._waits)
