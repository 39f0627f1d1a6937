"""Navigation requests: go to a term's glossary entry (``textDocument/definition``), its mentions
in the workspace (``textDocument/references``) and in the document (``documentHighlight``), and
the glossary as workspace symbols (``workspace/symbol``).

References read a workspace index (``core.workspace_index``) that lives in a thread of its own.
Until it is built, a request is answered by a search for its concept alone
(``core.concept_search``: the files that may mention it, analysed in processes of its own, so
that requests keep the GIL, with the request's progress), which keeps its answer for the next
requests of that concept. Once the first search has answered, the index is built in the
background in low-priority worker processes (with ``$/progress`` when the client supports
work-done progress). Later requests read the index: the files changed since are scanned again,
and the open documents' unsaved text is read. A cancelled request stops its search or refresh;
the build goes on (the next request needs it).
"""

from __future__ import annotations

import asyncio
import logging
import os
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from lsprotocol import types
from pygls.uris import to_fs_path

from ai_glossary.core.i18n import N_
from ai_glossary.core.service import Background, Cancelled, CancelToken, ConceptSearch, WorkspaceIndex
from ai_glossary.lsp.convert import offset_in_range, position_at

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import DocumentStore, OpenDocument
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.service import AnalysisView, GlossaryService, Located, SourceSpan

log = logging.getLogger(__name__)

INDEX_WATCH_ID = "ai-glossary-index-watch"
PROGRESS_STEP = 5  # percent between two progress reports
INDEXING = N_("Indexing glossary terms")  # the title of the index build's progress
SEARCHING = N_("Searching the workspace")  # the title of a search's, while the index is built


class NavigationHost(Protocol):
    """What navigation reads of the server (``lsp.server.GlossaryLanguageServer``)."""

    workspace: Any
    documents: "DocumentStore"
    client_capabilities: types.ClientCapabilities
    work_done_progress: Any

    def workspace_roots(self) -> list[str]: ...
    def client_register_capability_async(self, params: types.RegistrationParams) -> Any: ...


def _site_location(site: "SourceSpan") -> types.Location:
    at = types.Position(max(site.line - 1, 0), max(site.column - 1, 0))  # an entry's indentation: ASCII
    return types.Location(Path(site.path).as_uri(), types.Range(at, at))


def _shown(site: "SourceSpan") -> bool:
    """A file an editor can open (a built-in glossary inside a zip has only a pseudo-path)."""
    return os.path.isabs(site.path) and os.path.isfile(site.path)


def definition(ls: NavigationHost, service: "GlossaryService", doc: "OpenDocument", view: "AnalysisView | None",
               params: types.DefinitionParams) -> list[types.Location] | None:
    offset = offset_in_range(doc, ls.workspace.position_codec, params.position)
    match = view.match_at(offset) if view is not None and offset is not None else None
    if match is None:
        return None
    return [_site_location(site) for site in service.definition_sites(match.concept_id) if _shown(site)] or None


def document_highlight(ls: NavigationHost, service: "GlossaryService", doc: "OpenDocument",
                       view: "AnalysisView | None", params: types.DocumentHighlightParams
                       ) -> list[types.DocumentHighlight] | None:
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    found = service.highlights(view, offset) if offset is not None else []
    return [types.DocumentHighlight(types.Range(position_at(doc, codec, m.start), position_at(doc, codec, m.end)),
                                    types.DocumentHighlightKind.Text) for m in found] or None


def workspace_symbols(service: "GlossaryService", query: str) -> list[types.WorkspaceSymbol]:
    out = []
    for symbol in service.symbols(query):
        if symbol.site is None or not _shown(symbol.site):
            continue
        out.append(types.WorkspaceSymbol(name=symbol.name, kind=types.SymbolKind.Key,
                                         location=_site_location(symbol.site), container_name=symbol.container))
    return out


def _location(found: "Located") -> types.Location:
    return types.Location(found.uri, types.Range(types.Position(found.line, found.column),
                                                 types.Position(found.end_line, found.end_column)))


class _Progress:
    """Work-done progress of one index build, reported from the index thread."""

    def __init__(self, ls: NavigationHost, token: types.ProgressToken, title: str,
                 loop: asyncio.AbstractEventLoop) -> None:
        self._ls, self._token, self._loop = ls, token, loop
        self._shown = -PROGRESS_STEP
        self._ended = False
        ls.work_done_progress.begin(token, types.WorkDoneProgressBegin(title=title, cancellable=False, percentage=0))

    def report(self, done: int, total: int) -> None:  # the index thread
        percent = done * 100 // max(total, 1)
        if percent >= self._shown + PROGRESS_STEP:
            self._shown = percent
            value = types.WorkDoneProgressReport(message=f"{done}/{total}", percentage=percent)
            self._loop.call_soon_threadsafe(self._send, value)

    def _send(self, value: types.WorkDoneProgressReport) -> None:
        if not self._ended:  # a cancelled build may report once more before it stops: not after the end
            self._ls.work_done_progress.report(self._token, value)

    def end(self) -> None:
        self._ended = True
        self._ls.work_done_progress.end(self._token, types.WorkDoneProgressEnd())


class WorkspaceReferences:
    """The workspace index, the thread it is built and read in, and the search that answers while
    it is built (in a thread of its own)."""

    def __init__(self, server: NavigationHost) -> None:
        self._server = server
        self._index: WorkspaceIndex | None = None
        self._search: ConceptSearch | None = None
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="workspace-index")
        self._search_thread = ThreadPoolExecutor(1, thread_name_prefix="concept-search")
        self._running: set[CancelToken] = set()  # the requests' and the build's tokens, cancelled at shutdown
        self._watching: asyncio.Future[None] | None = None
        self._build: tuple[WorkspaceIndex, object, str, CancelToken, asyncio.Future[None]] | None = None

    def stop(self) -> None:
        """Stop what the threads are doing: at exit, Python waits for them."""
        for token in self._running:
            token.cancel()
        if self._search is not None:
            self._search.close()

    def _index_for(self, roots: list[str]) -> tuple[WorkspaceIndex, ConceptSearch]:
        encoding = str(self._server.workspace.position_codec.encoding)
        if self._index is None or self._index.roots != [str(Path(r)) for r in roots] or self._index.units != encoding:
            self._index = WorkspaceIndex(roots, encoding)
            if self._search is not None:
                self._search.close()
            self._search = ConceptSearch(roots, encoding, own_processes=True)
        assert self._search is not None
        return self._index, self._search

    # -- keeping it up to date (event loop) --------------------------------------------------------
    def files_changed(self, changes: list[types.FileEvent]) -> None:
        for change in changes:
            path = to_fs_path(change.uri)
            if not path:
                continue
            for kept in (self._index, self._search):
                if kept is None:
                    continue
                if change.type == types.FileChangeType.Changed:
                    kept.changed(path)
                elif change.type == types.FileChangeType.Created:
                    kept.created(path)
                else:
                    kept.deleted(path)

    def saved(self, uri: str) -> None:
        path = to_fs_path(uri)
        if path:
            for kept in (self._index, self._search):
                if kept is not None:
                    kept.changed(path)

    async def watch(self) -> None:
        """Ask the client for every file change in the workspace, once the index exists."""
        watch = self._server.client_capabilities.workspace
        caps = watch.did_change_watched_files if watch else None
        if not (caps and caps.dynamic_registration):
            return
        options = types.DidChangeWatchedFilesRegistrationOptions(watchers=[types.FileSystemWatcher(glob_pattern="**/*")])
        registration = types.Registration(id=INDEX_WATCH_ID, method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                                          register_options=options)
        try:
            await self._server.client_register_capability_async(types.RegistrationParams(registrations=[registration]))
        except Exception as exc:  # a client may refuse: saves and open documents still keep it current
            log.warning("could not watch the workspace's files: %s", exc)

    # -- the index build (in the background) -----------------------------------------------------
    def _start_build(self, index: WorkspaceIndex, search: ConceptSearch, service: "GlossaryService",
                     title: str) -> asyncio.Future[None]:
        """The build of ``index`` for the service's glossary and scope: the one under way, or a
        new one (a build for another glossary, scope or index is stopped)."""
        snapshot, scope = service.snapshot, service.options.scope
        detector = snapshot.detector
        if self._build is not None:
            built_index, built_detector, built_scope, token, task = self._build
            if built_index is index and built_detector is detector and built_scope == scope and not task.done():
                return task
            token.cancel()
        token = CancelToken()
        task = asyncio.ensure_future(self._run_build(index, search, snapshot.glossary, detector, scope, token, title))
        self._build = (index, detector, scope, token, task)
        return task

    async def _run_build(self, index: WorkspaceIndex, search: ConceptSearch, glossary: Any, detector: Any,
                         scope: str, token: CancelToken, title: str) -> None:
        progress = await self._progress(title, None, "index")
        self._running.add(token)
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._thread, index.build, glossary, detector, scope,
                                       Background(token, progress and progress.report))
            # what the search kept is the index's now: freed in the thread that owns it
            await loop.run_in_executor(self._search_thread, search.clear)
        except Cancelled:
            pass
        except Exception:  # the next request starts it again
            log.exception("the workspace index could not be built")
        finally:
            self._running.discard(token)
            if progress is not None:
                progress.end()

    # -- answering -----------------------------------------------------------------------------
    async def find(self, service: "GlossaryService", concept_id: str, titles: tuple[str, str],
                   work_done_token: types.ProgressToken | None) -> list[types.Location]:
        """``titles``: of the index build's progress and of a search's."""
        roots = self._server.workspace_roots()
        first = self._index is None
        index, search = self._index_for(roots)
        if first:
            self._watching = asyncio.ensure_future(self.watch())  # held: a task only the loop refers to may be collected
        snapshot, scope = service.snapshot, service.options.scope
        detector = snapshot.detector
        open_texts = [t for doc in self._server.documents if (t := service.open_text(doc)) is not None]
        token = CancelToken()
        loop = asyncio.get_running_loop()
        progress = None
        if index.built_for(detector, scope):
            def from_index() -> list[Located]:
                token.check()
                index.refresh(detector, scope, service.workspaces)
                token.check()
                return index.mentions(concept_id, detector, scope, open_texts)
            work, thread = from_index, self._thread
        else:
            # the index is built in the background; until then, a search for this concept
            # answers (the same mentions: core.concept_search). The build starts once the first
            # search has answered (below), so that it has every core: on two cores, 2.1 s where
            # beside the build's workers it took 3.2-3.4 s (transformers' src/, FSDP)
            if not search.has(concept_id, detector, scope):
                progress = await self._progress(titles[1], work_done_token, "search")

            def from_search() -> list[Located]:
                return search.mentions(concept_id, detector, scope, open_texts, token, progress and progress.report)
            work, thread = from_search, self._search_thread
        self._running.add(token)
        try:
            found = await loop.run_in_executor(thread, work)
        except asyncio.CancelledError:
            token.cancel()  # stops the search or refresh in its thread
            raise
        finally:
            self._running.discard(token)
            if progress is not None:
                progress.end()
            if not index.built_for(detector, scope):
                self._start_build(index, search, service, titles[0])
        return [_location(f) for f in found]

    async def _progress(self, title: str, token: types.ProgressToken | None, kind: str) -> _Progress | None:
        loop = asyncio.get_running_loop()
        if token is None:
            window = self._server.client_capabilities.window
            if not (window and window.work_done_progress):
                return None
            token = f"ai-glossary-{kind}-{uuid.uuid4().hex}"
            try:
                await self._server.work_done_progress.create_async(token)
            except Exception as exc:  # refused: the build goes on without progress
                log.warning("no work-done progress: %s", exc)
                return None
        return _Progress(self._server, token, title, loop)


async def references(ls: "ReferencesHost", service: "GlossaryService", doc: "OpenDocument",
                     view: "AnalysisView | None", params: types.ReferenceParams) -> list[types.Location] | None:
    """Every mention in the workspace of the concept at the position; with ``includeDeclaration``,
    its glossary entries too."""
    offset = offset_in_range(doc, ls.workspace.position_codec, params.position)
    match = view.match_at(offset) if view is not None and offset is not None else None
    if match is None:
        return None
    tr = ls.translator()
    found = await ls.references.find(service, match.concept_id, (tr(INDEXING), tr(SEARCHING)), params.work_done_token)
    if params.context.include_declaration:
        found = [_site_location(s) for s in service.definition_sites(match.concept_id) if _shown(s)] + found
    return found or None


class ReferencesHost(NavigationHost, Protocol):
    references: WorkspaceReferences

    def translator(self) -> "Translator": ...
