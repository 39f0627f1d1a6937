"""The open documents: the one copy of their text, line index, version and queue of edits.

:class:`DocumentStore` is the only owner of document text in the server. The protocol's sync
handlers feed it from the first ``didOpen`` (it needs no glossary), and every feature reads it.
Edits are queued as they arrive; the document's :class:`~.analysis_slot.AnalysisSlot` (its
``analysis`` attribute, the one owner of its analysis) takes them at its next update, so a burst
of keystrokes costs one incremental re-analysis, not one per keystroke. The event loop changes a
document; the thread that analyses it takes the queue under the document's lock.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Iterator

from ai_glossary.core.analysis_slot import AnalysisSlot
from ai_glossary.core.detection.text import LineIndex

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.regions.model import Edit


class OpenDocument:
    def __init__(self, uri: str, text: str, language_id: str | None, version: int | None = None) -> None:
        self.uri = uri
        self.version = version  # the client's version of the text held here
        self.language_id = language_id
        self._language: str | None = None
        self._text = text
        self._index: LineIndex | None = None
        self._pending: list[Edit] = []  # edits since the analysis last took them
        self._full_change = False  # the whole text was replaced since: the edits do not matter
        self._binary: bool | None = None  # holds a NUL character; None: not checked since a change
        # guards the hand-over of _text, _pending and _full_change to the thread that analyses
        self._lock = threading.Lock()
        self.closed = False  # set by DocumentStore.close: an analysis queued for it is skipped
        self.analysis = AnalysisSlot()  # the one owner of this document's analysis

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
        if simple:
            self._index.apply_edit(start, end, new_text)
        else:  # a carriage return is involved (or no index yet): build it again when asked
            self._index = None
        self.version = version

    # -- the hand-over to the analysis (AnalysisSlot) -----------------------------------------
    def has_queued_edits(self) -> bool:
        with self._lock:
            return bool(self._pending) or self._full_change

    def queued_edits(self) -> tuple[list[Edit], bool]:
        """The edits queued since the analysis last took them, and whether the whole text was
        replaced meanwhile; the queue stays."""
        with self._lock:
            return list(self._pending), self._full_change

    def take_edits(self) -> tuple[list[Edit], str, bool]:
        """The queued edits, the text they make and whether the whole text was replaced; the
        queue is emptied."""
        with self._lock:
            taken = self._pending, self._text, self._full_change
            self._pending = []
            self._full_change = False
        return taken

    def put_back(self, edits: list[Edit]) -> None:
        """Queue ``edits`` again, before those that arrived since they were taken (an update that
        stopped); nothing when the whole text has been replaced since."""
        with self._lock:
            if not self._full_change:
                self._pending[:0] = edits


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
