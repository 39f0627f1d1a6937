"""pygls's protocol, with the document sync handlers feeding our one document store.

pygls keeps its own copy of every document and re-splits the whole text for every change (~2 ms on
10,000 lines); ours applies an edit in place and keeps the analysis incremental. So the sync
methods are overridden to feed :class:`~ai_glossary.core.documents.DocumentStore` only: pygls's
workspace holds no documents, and nothing writes pygls's attributes but ``_shutdown``, which
``lsp_shutdown`` sets as pygls's own does (``lsp_exit`` reads it for the exit code).

(A request whose params cannot be read is answered by :mod:`.transport`, before pygls sees it.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from pygls.protocol import LanguageServerProtocol, lsp_method

from ai_glossary.lsp.convert import offset_at

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import DocumentStore


class GlossaryProtocol(LanguageServerProtocol):
    def __init__(self, server, converter) -> None:
        super().__init__(server, converter)
        self.documents: DocumentStore = server.documents

    def _then_user_handler(self, method: str, params):
        # the server's own handler for the same method (warm-up, glossary reload) runs after ours
        if (user_handler := self.fm.features.get(method)) is not None:
            yield user_handler, (params,), None

    # -- lifecycle -----------------------------------------------------------------------------
    @lsp_method(types.SHUTDOWN)
    def lsp_shutdown(self, *args):
        """pygls's, but over a copy of the pending requests: a request that ends in a worker thread
        meanwhile (an executeCommand waiting for a glossary reload) leaves the dictionary while
        pygls iterates it, and the shutdown fails with "dictionary changed size during iteration";
        the editor then kills the server (pygls issue 606, open in pygls 2.1). Only read here."""
        if (user_handler := self.fm.features.get(types.SHUTDOWN)) is not None:
            yield user_handler, args, None
        current_id = self.msg_id
        for msg_id, future in list(self._request_futures.items()):
            if msg_id != current_id and not future.done():
                future.cancel()
        self._shutdown = True
        return None

    # -- text documents ------------------------------------------------------------------------
    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams):
        item = params.text_document
        self.documents.open(item.uri, item.text, item.language_id, item.version)
        yield from self._then_user_handler(types.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        doc = self.documents.get(params.text_document.uri)
        if doc is not None:  # a change to a document never opened has nothing to apply to
            self._apply_changes(doc, params.content_changes, params.text_document.version)
        yield from self._then_user_handler(types.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: types.DidCloseTextDocumentParams):
        self.documents.close(params.text_document.uri)
        yield from self._then_user_handler(types.TEXT_DOCUMENT_DID_CLOSE, params)

    def _apply_changes(self, doc, changes, version: int | None) -> None:
        codec = self.workspace.position_codec
        for change in changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start = offset_at(doc, codec, change.range.start)
                end = offset_at(doc, codec, change.range.end)
                doc.edit(start, end, change.text, version)
            else:
                doc.replace(change.text, version)

    # -- notebooks: every cell is a document of its own ------------------------------------------
    @lsp_method(types.NOTEBOOK_DOCUMENT_DID_OPEN)
    def lsp_notebook_document__did_open(self, params: types.DidOpenNotebookDocumentParams):
        for cell in params.cell_text_documents:
            self.documents.open(cell.uri, cell.text, cell.language_id, cell.version)
        self.documents.set_notebook_cells(params.notebook_document.uri, [c.uri for c in params.cell_text_documents])
        yield from self._then_user_handler(types.NOTEBOOK_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def lsp_notebook_document__did_change(self, params: types.DidChangeNotebookDocumentParams):
        notebook = params.notebook_document.uri
        cells = params.change.cells if params.change else None
        structure = cells.structure if cells else None
        if structure is not None:
            closed = {c.uri for c in structure.did_close or []}
            for uri in closed:
                self.documents.close(uri)
            for cell in structure.did_open or []:
                self.documents.open(cell.uri, cell.text, cell.language_id, cell.version)
            kept = [uri for uri in self.documents.notebook_cells(notebook) if uri not in closed]
            self.documents.set_notebook_cells(notebook, kept + [c.uri for c in structure.did_open or []])
        for changed in (cells.text_content if cells else None) or []:
            doc = self.documents.get(changed.document.uri)
            if doc is not None:
                self._apply_changes(doc, changed.changes, changed.document.version)
        yield from self._then_user_handler(types.NOTEBOOK_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
    def lsp_notebook_document__did_close(self, params: types.DidCloseNotebookDocumentParams):
        for cell in params.cell_text_documents:
            self.documents.close(cell.uri)
        self.documents.close_notebook(params.notebook_document.uri)
        yield from self._then_user_handler(types.NOTEBOOK_DOCUMENT_DID_CLOSE, params)
