"""The one owner of a document's analysis: who may update it, and the view requests read.

Each open document has one :class:`AnalysisSlot`. The slot alone holds the document's
:class:`~.detection.analysis.DocumentAnalysis` (the mutable builder, with its syntax tree and undo
states) and publishes each :class:`~.detection.view.AnalysisView` it builds by one assignment.
A request reads a view, which nothing changes after publication; an update builds the next one.

Rules (the state diagram is ``docs/architecture.md``):
- one update at a time: :meth:`AnalysisSlot.update` and :meth:`AnalysisSlot.plan` hold the slot
  while they touch the builder, so two threads never change it at once. ``plan`` never waits (it
  answers ``BUSY``: it runs on the event loop); ``update`` waits for the slot (the scheduler runs
  an update on the loop only when ``plan`` found the slot free and no job was running, so only the
  worker ever waits, for the microseconds of a ``plan``);
- an update takes the document's queued edits (``OpenDocument.take_edits``); when its token stops
  it (:class:`~.detection.cancel.Cancelled`) the builder is as it was and the edits are queued
  again, in front of any that arrived meanwhile;
- an update is also stopped when the document's text goes back to the text it updates from (an
  undo of what its parse is for: the undo is then a cheap return to the kept state);
- while a first analysis runs, the parse it has made is offered to early answers
  (:meth:`fresh_parse`) until the analysis is published;
- while a first analysis for another detector or scope runs (a glossary reload), the view it
  replaces stays readable as :meth:`replaced_view` until the new one is published: a request
  that cannot wait for the new analysis answers from the old glossary, never from none.
"""

from __future__ import annotations

import enum
import threading
from typing import TYPE_CHECKING, Callable, Protocol

from ai_glossary.core.detection.cancel import NEVER, Cancelled, CancelToken

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.analysis import DocumentAnalysis
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.detection.regions.treesitter import Doc
    from ai_glossary.core.detection.document_context import FileContext
    from ai_glossary.core.detection.regions.model import Edit
    from ai_glossary.core.detection.view import AnalysisView


class EditedText(Protocol):
    """What a slot reads of its document (``documents.OpenDocument``): the text, its language key
    and the queue of edits the document keeps for its analysis."""

    @property
    def text(self) -> str: ...
    @property
    def language(self) -> str | None: ...
    def has_queued_edits(self) -> bool: ...
    def queued_edits(self) -> "tuple[list[Edit], bool]": ...
    def take_edits(self) -> "tuple[list[Edit], str, bool]": ...
    def put_back(self, edits: "list[Edit]") -> None: ...


class Plan(enum.Enum):
    """What bringing a document's analysis up to date takes."""

    CURRENT = "current"  # nothing: the published view is up to date
    CHEAP = "cheap"  # well under a millisecond (a keystroke among words, an undo, a new context)
    EXPENSIVE = "expensive"  # a parse or a re-match that grows with the document: not on the loop
    BUSY = "busy"  # an update runs now


class _TextIs:
    """A cancel condition: the document's text is ``text`` again. Compares only after an edit
    (each edit makes a new string), and only strings of the same length."""

    __slots__ = ("_doc", "_text", "_seen", "_result")

    def __init__(self, doc: EditedText, text: str) -> None:
        self._doc, self._text = doc, text
        self._seen: str | None = doc.text
        self._result = False

    def __call__(self) -> bool:
        current = self._doc.text
        if current is not self._seen:
            self._seen = current
            self._result = len(current) == len(self._text) and current == self._text
        return self._result


class AnalysisSlot:
    def __init__(self) -> None:
        self._lock = threading.Lock()  # guards the fields below, never held during an update's work
        self._free = threading.Condition(self._lock)  # notified when _busy is cleared
        self._busy = False  # an update (or a plan) holds the builder
        self._builder: DocumentAnalysis | None = None  # touched only by whoever holds _busy
        self._key: tuple[Detector, str] | None = None  # the detector and scope the builder uses
        self._view: AnalysisView | None = None  # the last published view (of the builder's text)
        self._parsed: tuple[Doc, Detector, str] | None = None  # a first analysis' parse, while it runs
        self._replaced: AnalysisView | None = None  # the view a first analysis replaces, until it is published

    # -- reading ---------------------------------------------------------------------------------
    def current(self, doc: EditedText, detector: "Detector", scope: str,
                context: "FileContext") -> "AnalysisView | None":
        """The published view when it is up to date with ``doc``'s text, for this detector,
        scope and context; else None. Costs nothing: what a request asks before it waits."""
        with self._lock:
            view = self._view
            if self._busy or view is None or self._key != (detector, scope) or view.context != context:
                return None
        return None if doc.has_queued_edits() else view

    def has_analysis(self, detector: "Detector", scope: str) -> bool:
        """True when an analysis for this detector and scope exists, up to date or not (False
        while the first one is built)."""
        with self._lock:
            return self._view is not None and self._key == (detector, scope)

    def replaced_view(self, doc: EditedText) -> "AnalysisView | None":
        """While the first analysis for a new detector or scope is made: the view published before
        it, when that view is of ``doc``'s text now (its detector and scope are the old ones);
        else None."""
        with self._lock:
            view = self._replaced
        if view is None or doc.has_queued_edits():
            return None
        text = doc.text
        same = view.text is text or (len(view.text) == len(text) and view.text == text)
        return view if same else None

    def fresh_parse(self, doc: EditedText, detector: "Detector", scope: str) -> "Doc | None":
        """While the first analysis for this detector and scope is built: the tree-sitter parse it
        has made, if it has and ``doc``'s text has not changed since; else None."""
        with self._lock:
            parsed = self._parsed
        if parsed is None or parsed[0].text is not doc.text or parsed[1] is not detector or parsed[2] != scope:
            return None
        return parsed[0]

    # -- updating --------------------------------------------------------------------------------
    def _take(self, wait: bool) -> bool:
        with self._lock:
            while self._busy:
                if not wait:
                    return False
                self._free.wait()
            self._busy = True
            return True

    def _release(self, view: "AnalysisView | None", key: "tuple[Detector, str] | None") -> None:
        with self._lock:
            self._view, self._key = view, key
            if view is not None:
                self._replaced = None
            self._busy = False
            self._parsed = None
            self._free.notify()

    def plan(self, doc: EditedText, detector: "Detector", scope: str, context: "FileContext") -> Plan:
        """What an update now would take. Reading a builder's plan may try its kept states (see
        ``DocumentAnalysis.is_cheap``), so it holds the slot like an update does."""
        if not self._take(wait=False):
            return Plan.BUSY
        view, key = self._view, self._key
        try:
            if view is None or key != (detector, scope):
                return Plan.EXPENSIVE
            edits, full = doc.queued_edits()
            if full:
                return Plan.EXPENSIVE
            if not edits:
                return Plan.CURRENT if view.context == context else Plan.CHEAP
            assert self._builder is not None
            return Plan.CHEAP if self._builder.is_cheap(edits) else Plan.EXPENSIVE
        finally:
            self._release(view, key)

    def update(self, doc: EditedText, detector: "Detector", scope: str, context: "FileContext", *,
               cancel: CancelToken = NEVER, on_parse: Callable[[], None] | None = None) -> "AnalysisView":
        """Bring the analysis up to date with ``doc``'s queued edits and publish its view.
        ``cancel`` stops it (:class:`Cancelled`): an update of an existing analysis is then as it
        was, with the edits queued again; a first analysis is dropped. ``on_parse``: called (in
        this thread) once a first analysis has parsed the text, which :meth:`fresh_parse` then
        offers. Waits while another caller holds the slot."""
        self._take(wait=True)
        builder, key = self._builder, self._key
        new_key = (detector, scope)
        edits, text, full = doc.take_edits()
        updating = builder is not None and key == new_key and not full
        try:
            if builder is None or key != new_key:
                builder = self._first_analysis(doc, text, detector, scope, context, cancel, on_parse)
            elif full:
                builder.replace(text, cancel=cancel)
                builder.set_context(context)
            else:
                builder.set_context(context)
                if edits:
                    builder.update(edits, text, cancel=cancel.also(_TextIs(doc, builder.text)))
        except Cancelled:
            if updating:  # as it was: the edits wait for the next update
                doc.put_back(edits)
                self._release(builder.view, key)
            else:
                self._builder = None
                self._release(None, None)
            raise
        except BaseException:
            self._builder = None  # half updated: made again next time
            self._release(None, None)
            raise
        self._builder = builder
        self._release(builder.view, new_key)
        return builder.view

    def _first_analysis(self, doc: EditedText, text: str, detector: "Detector", scope: str,
                        context: "FileContext", cancel: CancelToken,
                        on_parse: Callable[[], None] | None) -> "DocumentAnalysis":
        from ai_glossary.core.detection.analysis import DocumentAnalysis

        self._builder = None  # (on failure, nothing half made is kept)
        with self._lock:
            if self._view is not None:
                self._replaced = self._view
            self._view, self._key = None, None  # not current while it is made

        def parsed(tree: "Doc") -> None:
            with self._lock:
                self._parsed = (tree, detector, scope)
            if on_parse is not None:
                on_parse()

        return DocumentAnalysis(text, doc.language, detector, scope, context, on_parse=parsed, cancel=cancel)
