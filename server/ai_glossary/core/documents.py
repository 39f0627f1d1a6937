"""The open documents: the one copy of their text, line index, version and (lazily updated) analysis.

:class:`DocumentStore` is the only owner of document text in the server. The protocol's sync
handlers feed it from the first ``didOpen`` (it needs no glossary), and every feature reads it.
Edits are queued as they arrive and applied to the analysis at the next query (or, in the server,
once the person pauses), so a burst of keystrokes costs one incremental re-analysis, not one per
keystroke.

The server brings analyses up to date in a worker thread while edits keep arriving on its event
loop. A lock hands the queued edits over, and :meth:`OpenDocument.current_analysis` tells the loop
whether the analysis is up to date (and not being updated), so that it reads one only then.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

from ai_glossary.core.detection.cancel import NEVER, Cancelled, CancelToken
from ai_glossary.core.detection.text import LineIndex

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.analysis import DocumentAnalysis, Edit
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.detection.regions.treesitter import Doc
    from ai_glossary.core.detection.senses import FileContext


class LinesView(Sequence[str]):
    """The document's lines (with their line breaks) without splitting the whole text."""

    def __init__(self, text: str, index: LineIndex) -> None:
        self._text = text
        self._index = index

    def __len__(self) -> int:
        return len(self._index.starts)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self._index.starts)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        start = self._index.starts[i]
        end = self._index.starts[i + 1] if i + 1 < n else len(self._text)
        return self._text[start:end]


class OpenDocument:
    def __init__(self, uri: str, text: str, language_id: str | None, version: int | None = None) -> None:
        self.uri = uri
        self.version = version  # the client's version of the text held here
        self.language_id = language_id
        self._language: str | None = None
        self._text = text
        self._index: LineIndex | None = None
        self._pending: list[Edit] = []
        self._full_change = False
        self._analysis: DocumentAnalysis | None = None
        self._analysed_with: tuple[Detector, str] | None = None  # what _analysis was built from
        self._binary: bool | None = None  # holds a NUL character; None: not checked since a change
        # guards the hand-over of _text, _pending and _full_change to the thread that analyses
        self._lock = threading.Lock()
        self._updating = False  # an analysis is being built or brought up to date (under _lock)
        self._updating_from: str | None = None  # the text of the analysis being brought up to date
        self.moot = False  # edits since brought the text back to _updating_from: that update is moot
        self.closed = False  # set by DocumentStore.close: an analysis queued for it is skipped
        # called (in the thread that analyses) once the first analysis has parsed the text: set by
        # whoever answers from that parse meanwhile (the server's BackgroundAnalyses)
        self.on_parse: Callable[[], None] | None = None
        self._parsed: tuple[Doc, Detector, str] | None = None  # that parse, while the analysis is built

    @property
    def text(self) -> str:
        return self._text

    @property
    def language(self) -> str | None:
        """The region finder's language key (from the language id, else the file name)."""
        # resolved at first use, not at didOpen: the store is fed before the detection code is
        # imported (it loads in a thread while the server starts)
        if self._language is None:
            from ai_glossary.core.detection.regions import language_for

            self._language = language_for(self.language_id, self.uri) or ""
        return self._language or None

    @property
    def index(self) -> LineIndex:
        if self._index is None:
            self._index = LineIndex(self._text)
        return self._index

    @property
    def lines(self) -> LinesView:
        return LinesView(self._text, self.index)

    def is_analysable(self, max_size: int) -> bool:
        """Huge documents and binary content (NUL bytes) are not analysed."""
        if len(self._text) > max_size:
            return False
        with self._lock:  # the analysis thread asks too
            if self._binary is None:  # known after an edit that only added text without NUL
                self._binary = "\x00" in self._text
            return not self._binary

    # -- changes -----------------------------------------------------------------------------
    def replace(self, text: str, version: int | None = None) -> None:
        with self._lock:
            self._text = text
            self._pending = []
            self._full_change = True
            self._binary = None
        self._index = None
        self.version = version

    def edit(self, start: int, end: int, new_text: str, version: int | None = None) -> None:
        """Replace ``[start, end)`` (code points, clamped) with ``new_text``."""
        n = len(self._text)
        start = max(0, min(start, n))
        end = max(start, min(end, n))
        simple = self._index is not None and LineIndex.edit_keeps_line_ends_simple(self._text, start, end, new_text)
        with self._lock:
            if self._binary is False and "\x00" in new_text:
                self._binary = True
            elif self._binary and end > start:
                self._binary = None  # the NUL may have been deleted
            self._text = self._text[:start] + new_text + self._text[end:]
            if not self._full_change:
                self._pending.append((start, end, new_text))
            before = self._updating_from
            if before is not None and len(before) == len(self._text) and before == self._text:
                self.moot = True
        if simple:
            self._index.apply_edit(start, end, new_text)
        else:  # a carriage return is involved (or no index yet): build it again when asked
            self._index = None
        self.version = version

    # -- analysis ----------------------------------------------------------------------------
    def current_analysis(self, detector: Detector, scope: str) -> DocumentAnalysis | None:
        """The analysis when it is up to date for this detector and scope (and no thread is
        updating it); else None. Costs nothing: what a request checks before it waits."""
        with self._lock:
            if self._updating or self._pending or self._full_change or self._analysed_with != (detector, scope):
                return None
            return self._analysis

    def has_analysis(self, detector: Detector, scope: str) -> bool:
        """True when an analysis for this detector and scope exists, up to date or not (False
        while the first one is built)."""
        with self._lock:
            return self._analysed_with == (detector, scope)

    def cheap_to_update(self, detector: Detector, scope: str) -> bool:
        """True when bringing the analysis up to date is cheap (``DocumentAnalysis.is_cheap``: a
        keystroke among words or code, an undo): cheaper to do at once than to hand to a thread.
        Only while no thread is updating it."""
        with self._lock:
            if self._updating or self._full_change or not self._pending or self._analysed_with != (detector, scope):
                return False
            edits = list(self._pending)
        return self._analysis.is_cheap(edits)

    def fresh_parse(self, detector: Detector, scope: str) -> Doc | None:
        """While the first analysis for this detector and scope is being built: the tree-sitter
        parse it has made of the text, if it has and the text has not changed since; else None.
        What a request can answer from before that analysis is done (``early_match_at``)."""
        with self._lock:
            parsed = self._parsed
            if parsed is None or parsed[0].text is not self._text or parsed[1] is not detector or parsed[2] != scope:
                return None
            return parsed[0]

    def _on_parse(self, parsed: Doc, detector: Detector, scope: str) -> None:
        with self._lock:
            self._parsed = (parsed, detector, scope)
        if self.on_parse is not None:
            self.on_parse()

    def analysis(self, detector: Detector, scope: str, context: FileContext | None = None, *,
                 stopped: Callable[[], bool] | None = None, cancel: CancelToken = NEVER) -> DocumentAnalysis:
        """The analysis for this detector and scope, brought up to date with the queued edits;
        ``context``: the document's path and workspace (see :mod:`.detection.senses`).

        One caller at a time (the server's analysis thread); edits may arrive meanwhile: they
        stay queued for the next call. ``stopped``: an update (not a first analysis or a whole new
        text) is wanted only while ``stopped()`` is false: its parse stops once it holds
        (``Cancelled``), as when ``cancel`` is cancelled because the update is :attr:`moot`; the
        analysis is then as it was, and the edits wait for the next call. ``cancel``: every parse
        stops once it is cancelled (a document closed meanwhile)."""
        from ai_glossary.core.detection.senses import NO_CONTEXT

        context = context or NO_CONTEXT
        language = self.language  # resolved outside the lock: it may import the region finder
        made_with = self._analysed_with
        with self._lock:
            text, pending, full_change = self._text, self._pending, self._full_change
            self._pending = []
            self._full_change = False
            self._updating = True
            self.moot = False
            # an update, not a new analysis: only an update can stop and leave the analysis as it was
            update = bool(pending) and not full_change and self._analysis is not None and made_with == (detector, scope)
            if update:
                self._updating_from = self._analysis.text
        stop = stopped if update else None
        token = cancel if stop is None else cancel.also(stop)
        try:
            if self._analysis is None or made_with is None or made_with[0] is not detector or made_with[1] != scope:
                from ai_glossary.core.detection.analysis import DocumentAnalysis

                self._analysed_with = None  # not current while it is rebuilt (or if that fails)
                self._analysis = DocumentAnalysis(text, language, detector, scope, context,
                                                  on_parse=lambda parsed: self._on_parse(parsed, detector, scope),
                                                  cancel=token)
                self._analysed_with = (detector, scope)
            else:
                self._analysis.set_context(context)
                if full_change:
                    self._analysis.replace(text, cancel=token)
                elif pending:
                    self._analysis.update(pending, text, cancel=token)
        except Cancelled:
            if not (self.moot or (stop is not None and stop())):
                self._analysis = self._analysed_with = None  # half updated: build it again next time
                raise
            with self._lock:  # stopped, as it was before (DocumentAnalysis.update): the edits wait again
                self._pending[:0] = pending
        except BaseException:
            self._analysis = self._analysed_with = None  # half updated: build it again next time
            raise
        finally:
            with self._lock:
                self._updating = False
                self._updating_from = None
                self._parsed = None  # the analysis answers now, and its later edits change that tree
        return self._analysis


class DocumentStore:
    """Every open document by URI, and the cells of every open notebook."""

    def __init__(self) -> None:
        self._documents: dict[str, OpenDocument] = {}
        self._notebooks: dict[str, list[str]] = {}  # notebook URI -> the URIs of its open cells

    def open(self, uri: str, text: str, language_id: str | None, version: int | None = None) -> OpenDocument:
        doc = OpenDocument(uri, text, language_id, version)
        self._documents[uri] = doc
        return doc

    def close(self, uri: str) -> None:
        doc = self._documents.pop(uri, None)
        if doc is not None:
            doc.closed = True

    def get(self, uri: str) -> OpenDocument | None:
        return self._documents.get(uri)

    def __iter__(self) -> Iterator[OpenDocument]:
        return iter(list(self._documents.values()))

    # -- notebooks: each cell is a document of its own, in its own language ---------------------
    def notebook_cells(self, uri: str) -> list[str]:
        return list(self._notebooks.get(uri, ()))

    def set_notebook_cells(self, uri: str, cell_uris: list[str]) -> None:
        """Which open documents are the cells of notebook ``uri`` (opened with :meth:`open`)."""
        self._notebooks[uri] = list(cell_uris)

    def close_notebook(self, uri: str) -> None:
        for cell_uri in self._notebooks.pop(uri, ()):
            self.close(cell_uri)
