"""The language server: its state, and every LSP method registered in one table by :func:`create_server`.

State, one owner each:
- ``documents``: the open documents (:class:`~ai_glossary.core.documents.DocumentStore`), fed by the
  sync handlers in :mod:`.protocol` from the first ``didOpen``;
- ``options``: the parsed settings, replaced by one assignment when they change (:mod:`.settings`);
- ``snapshot``: the compiled glossary, built off the loop (:mod:`.glossary_files`, ``core.engine``)
  and published here alone, by one assignment.

The built-in glossary loads in a worker thread once ``initialize`` is answered, so that the answer is
not delayed; the start-up goes on after ``initialized``, and requests that need it wait for it. Handlers only translate between lsprotocol types and
the core (:mod:`.features`, :mod:`.commands`).
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import sys
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from ai_glossary import __version__
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.lsp import code_actions, commands, features, navigation, parent, transport
from ai_glossary.lsp.analyses import SWITCH_INTERVAL_S, BackgroundAnalyses, Early
from ai_glossary.lsp.diagnostics import LintDiagnostics
from ai_glossary.lsp.glossary_files import GlossaryFiles
from ai_glossary.lsp.memory import release_free_memory
from ai_glossary.lsp.protocol import GlossaryProtocol
from ai_glossary.lsp.settings import SECTION, glossary_inputs, parse_settings, section_of, settings_registrations

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.engine import Snapshot, WorkspaceEvidence
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.service import GlossaryService

log = logging.getLogger(__name__)


class GlossaryLanguageServer(LanguageServer):
    def __init__(self) -> None:
        self.documents = DocumentStore()  # before the protocol is made: it feeds this store
        self.analyses = BackgroundAnalyses()  # the only one that updates documents' analyses
        super().__init__(
            "ai-glossary",
            __version__,
            protocol_cls=GlossaryProtocol,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            notebook_document_sync=types.NotebookDocumentSyncOptions(
                notebook_selector=[
                    types.NotebookDocumentFilterWithCells(
                        cells=[types.NotebookCellLanguage(language="*")], notebook="*"
                    )
                ]
            ),
        )
        self.options = Options()
        self.client_locale: str | None = None
        self.initial_language: str | None = None  # the language of the initializationOptions
        self.markdown_hover = True
        self.markdown_completion = True
        self.snapshot: Snapshot | None = None
        # the snapshot the last reload replaced: what documents' analyses were made with until
        # they are made again with the new one (``on_document`` answers from them meanwhile)
        self.replaced_snapshot: Snapshot | None = None
        self.workspaces: dict[str, WorkspaceEvidence] = {}  # each folder's declared dependencies
        self.glossary_files = GlossaryFiles(self)
        self.lint_diagnostics = LintDiagnostics(self)  # the terminology lint of open documents
        self.references = navigation.WorkspaceReferences(self)  # the workspace index, built at the first request
        self.shutdown_requested = False
        self.watch_parent: asyncio.Future[None] | None = None  # held, so the task is not collected
        self._startup: asyncio.Future[None] | None = None
        self._loading: asyncio.Future | None = None  # the built-in glossary and its snapshot
        self._indexing: asyncio.Future | None = None  # the first snapshot's name indexes (engine.build_name_indexes)

    # -- transport: our reader resynchronises after a bad frame and gates by lifecycle ------------
    def start_io(self, stdin=None, stdout=None) -> None:
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        transport.serve_stdio(self, stdin or sys.stdin.buffer, stdout or sys.stdout.buffer)

    def start_tcp(self, host: str, port: int) -> None:
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        transport.serve_tcp(self, host, port)

    # -- the glossary --------------------------------------------------------------------------
    async def ready(self) -> "Snapshot":
        """The current snapshot, once the glossary is loaded and the first configuration applied."""
        if self._startup is None:
            self._startup = asyncio.ensure_future(self._start_up())
        await asyncio.shield(self._startup)
        assert self.snapshot is not None
        return self.snapshot

    def load_soon(self) -> None:
        """Start loading the core and the built-in glossary in a thread, once the message being
        handled (``initialize``) is answered: the load then overlaps the client's handling of
        that answer, instead of waiting for its ``initialized``."""
        asyncio.get_running_loop().call_soon(self._load)

    def _load(self) -> asyncio.Future:
        if self._loading is None:
            from ai_glossary.core import engine

            self._loading = asyncio.get_running_loop().run_in_executor(None, engine.load_builtin)
        return self._loading

    async def _start_up(self) -> None:
        # The core (and the glossary) load in a thread after `initialize` has been answered:
        # importing it here, not at module level, keeps ~150 ms out of the initialize round trip.
        loop = asyncio.get_running_loop()
        store, snapshot = await self._load()
        from ai_glossary.core import engine

        self.workspaces = await loop.run_in_executor(None, engine.read_workspaces, self.glossary_files.workspace_roots())
        self.glossary_files.start(store)
        self.snapshot = snapshot
        self._indexing = loop.run_in_executor(None, engine.build_name_indexes, snapshot)
        for doc in self.documents:  # opened while the glossary was loading
            self.warm_soon(doc.uri)
        await self.pull_configuration()
        await self.reload_glossaries()

    async def reload_glossaries(self) -> None:
        """Read the user glossary files again and publish the snapshot they make."""
        snapshot = await self.glossary_files.reload(self.snapshot)
        if snapshot is None:
            return
        self.replaced_snapshot = self.snapshot
        self.snapshot = snapshot  # the one assignment every request reads
        self.lint_diagnostics.refresh()  # the statuses of forms may have changed
        # the snapshot before the replaced one is freed by now, unless a request still reads it
        # (a reload keeps the parts of the indexes that did not change, so the two share most)
        await asyncio.get_running_loop().run_in_executor(None, release_free_memory)

    async def service(self) -> "GlossaryService":
        """Hover, completion and look-up over the snapshot and options current now."""
        return self._service_over(await self.ready())

    def _service_over(self, snapshot: "Snapshot") -> "GlossaryService":
        from ai_glossary.core.service import GlossaryService

        return GlossaryService(snapshot, self.options, self.client_locale, self.initial_language,
                              self.workspaces)

    def language(self, options: Options | None = None) -> str:
        """The reader's language under ``options`` (the current ones by default): it chooses the
        definitions and the language of every message."""
        from ai_glossary.core.i18n import ui_languages
        from ai_glossary.core.options import resolve_language

        available = self.snapshot.languages if self.snapshot is not None else ui_languages()
        return resolve_language(options or self.options, self.client_locale, available, self.initial_language)

    def translator(self, options: Options | None = None) -> "Translator":
        """The messages in the reader's language, made for the caller: no shared current language."""
        from ai_glossary.core.i18n import translator

        return translator(self.language(options))

    def warm_soon(self, uri: str) -> None:
        """Analyse a newly opened document in the background, so that the first hover a person
        makes (seconds later) is answered at once."""
        asyncio.get_running_loop().call_soon(self._warm, uri)  # after the messages already read

    def _warm(self, uri: str) -> None:
        doc = self.documents.get(uri)
        if doc is not None and self.snapshot is not None:
            self.analyses.start(self._service_over(self.snapshot), doc)

    def catch_up_when_idle(self, uri: str) -> None:
        """A document has changed: bring its analysis up to date once the person pauses, so that
        the request they make then does not wait for it (:mod:`.analyses`)."""
        doc = self.documents.get(uri)
        if doc is not None:
            self.analyses.catch_up_when_idle(self._current_service, doc)

    def replaced_service(self) -> "GlossaryService | None":
        """The service over the snapshot the last reload replaced (see ``GlossaryService.replaced_view``)."""
        return None if self.replaced_snapshot is None else self._service_over(self.replaced_snapshot)

    def _current_service(self) -> "GlossaryService | None":
        return None if self.snapshot is None else self._service_over(self.snapshot)

    def workspace_roots(self) -> list[str]:
        return self.glossary_files.workspace_roots()

    # -- settings ------------------------------------------------------------------------------
    def apply_settings(self, raw: Any) -> bool:
        """Apply a wire settings object; True when the glossary files must be reloaded. A new
        language re-publishes the diagnostics already shown, in that language."""
        old = self.options
        # only diagnostics and messages already shown need the old language (none at `initialize`: no tag is read there)
        shown = self.glossary_files.shows_messages() or self.lint_diagnostics.shown()
        old_language = self.language() if shown else None
        self.options, problems = parse_settings(raw, old, translate=self.translator)
        for problem in problems:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=problem))
        if old_language is not None and self.language() != old_language:
            self.glossary_files.republish()
        if old.lint != self.options.lint or (old_language is not None and self.language() != old_language):
            self.lint_diagnostics.refresh()
        return glossary_inputs(old) != glossary_inputs(self.options)

    async def pull_configuration(self) -> bool:
        """Ask the client for the ``aiGlossary`` section; True when the glossary files must be reloaded."""
        caps = self.client_capabilities.workspace
        if not (caps and caps.configuration):
            return False
        try:
            result = await self.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            )
        except Exception as exc:  # a client may refuse; keep what we have
            log.warning("workspace/configuration failed: %s", exc)
            return False
        return self.apply_settings(result[0]) if result else False


# -- lifecycle and settings ------------------------------------------------------------------------
def initialize(ls: GlossaryLanguageServer, params: types.InitializeParams) -> None:
    if params.process_id:
        ls.watch_parent = asyncio.ensure_future(parent.exit_when_gone(params.process_id))
    ls.client_locale = params.locale
    ls.apply_settings(params.initialization_options)
    ls.initial_language = ls.options.language  # later settings win over it, unless they say "auto"
    caps = params.capabilities.text_document
    hover_formats = caps.hover.content_format if caps and caps.hover else None
    ls.markdown_hover = not hover_formats or types.MarkupKind.Markdown in hover_formats
    item = caps.completion.completion_item if caps and caps.completion else None
    doc_formats = item.documentation_format if item else None
    ls.markdown_completion = not doc_formats or types.MarkupKind.Markdown in doc_formats
    ls.load_soon()


async def initialized(ls: GlossaryLanguageServer, params: types.InitializedParams) -> None:
    await ls.ready()
    caps = ls.client_capabilities.workspace
    registrations = ls.glossary_files.registrations(caps) + settings_registrations(caps)
    if not registrations:
        return
    try:
        await ls.client_register_capability_async(types.RegistrationParams(registrations=registrations))
    except Exception as exc:
        log.warning("could not register for file and configuration changes: %s", exc)


def shutdown(ls: GlossaryLanguageServer, params: Any) -> None:
    ls.shutdown_requested = True
    ls.references.stop()


async def did_change_configuration(ls: GlossaryLanguageServer, params: types.DidChangeConfigurationParams) -> None:
    section = section_of(params.settings)
    reload = ls.apply_settings(section) if section is not None else await ls.pull_configuration()
    if reload:
        await ls.ready()
        await ls.reload_glossaries()


async def did_change_watched_files(ls: GlossaryLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    ls.references.files_changed(params.changes)
    if ls.glossary_files.concerns([change.uri for change in params.changes]):
        await ls.ready()
        await ls.reload_glossaries()


# -- documents (the text itself is stored by the protocol, before these run) ----------------------
def did_open(ls: GlossaryLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.warm_soon(params.text_document.uri)
    ls.lint_diagnostics.changed(params.text_document.uri)


def did_change(ls: GlossaryLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.glossary_files.buffer_changed(params.text_document.uri)
    ls.catch_up_when_idle(params.text_document.uri)
    ls.lint_diagnostics.changed(params.text_document.uri)


def did_close(ls: GlossaryLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.glossary_files.buffer_changed(params.text_document.uri)  # unsaved edits are dropped: back to disk
    ls.lint_diagnostics.closed(params.text_document.uri)


async def did_save(ls: GlossaryLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    ls.references.saved(params.text_document.uri)
    if ls.glossary_files.is_loaded(params.text_document.uri):
        await ls.reload_glossaries()


def notebook_open(ls: GlossaryLanguageServer, params: types.DidOpenNotebookDocumentParams) -> None:
    for cell in params.cell_text_documents:
        ls.warm_soon(cell.uri)
        ls.lint_diagnostics.changed(cell.uri)


def notebook_change(ls: GlossaryLanguageServer, params: types.DidChangeNotebookDocumentParams) -> None:
    cells = params.change.cells if params.change else None
    for cell in (cells.structure.did_open or []) if cells and cells.structure else []:
        ls.warm_soon(cell.uri)
    for closed in (cells.structure.did_close or []) if cells and cells.structure else []:
        ls.lint_diagnostics.closed(closed.uri)
    for changed in (cells.text_content or []) if cells else []:
        ls.catch_up_when_idle(changed.document.uri)
        ls.lint_diagnostics.changed(changed.document.uri)


def notebook_close(ls: GlossaryLanguageServer, params: types.DidCloseNotebookDocumentParams) -> None:
    for cell in params.cell_text_documents:
        ls.lint_diagnostics.closed(cell.uri)


# -- features ------------------------------------------------------------------------------------
async def workspace_symbol(ls: GlossaryLanguageServer, params: types.WorkspaceSymbolParams) -> list[types.WorkspaceSymbol]:
    return navigation.workspace_symbols(await ls.service(), params.query)


def on_document(handler: Callable[..., Any], empty: Any, not_ready: Any = None,
                early: Callable[..., Any] | None = None) -> Callable[..., Awaitable[Any]]:
    """A request handler that gets the service and the resolved document, once its analysis is
    up to date. ``empty`` is the answer for a document that is not open; ``not_ready`` (by default
    ``empty``) the answer when its analysis is not ready within the budget of :mod:`.analyses`
    and none made with the glossary the last reload replaced is of its text;
    ``early``, called like ``handler`` without a view, answers from the parse of a first analysis
    meanwhile, when it can (:meth:`~.analyses.BackgroundAnalyses.up_to_date`). ``handler`` gets the
    document's analysis view, which nothing changes while it reads it (None: not analysed)."""

    async def resolved(ls: GlossaryLanguageServer, params: Any) -> Any:
        service = await ls.service()
        doc: OpenDocument | None = ls.documents.get(params.text_document.uri)
        if doc is None:
            return empty
        ready = await ls.analyses.up_to_date(
            service, doc, None if early is None else (lambda: early(ls, service, doc, params)))
        if isinstance(ready, Early):
            return ready.answer
        if ready is not None:
            view = ready.view
        else:  # after a reload: from the replaced glossary's analysis, a moment late rather than empty
            service = ls.replaced_service() or service
            view = service.replaced_view(doc)
            if view is None:
                return empty if not_ready is None else not_ready
        answer = handler(ls, service, doc, view, params)
        return await answer if inspect.isawaitable(answer) else answer

    resolved.__name__ = handler.__name__
    return resolved


NOTIFICATIONS_AND_REQUESTS: list[tuple[str, Callable[..., Any], Any]] = [
    (types.INITIALIZE, initialize, None),
    (types.INITIALIZED, initialized, None),
    (types.SHUTDOWN, shutdown, None),
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, did_change_configuration, None),
    (types.WORKSPACE_DID_CHANGE_WATCHED_FILES, did_change_watched_files, None),
    (types.TEXT_DOCUMENT_DID_OPEN, did_open, None),
    (types.TEXT_DOCUMENT_DID_CHANGE, did_change, None),
    (types.TEXT_DOCUMENT_DID_CLOSE, did_close, None),
    (types.TEXT_DOCUMENT_DID_SAVE, did_save, None),
    (types.NOTEBOOK_DOCUMENT_DID_OPEN, notebook_open, None),
    (types.NOTEBOOK_DOCUMENT_DID_CHANGE, notebook_change, None),
    (types.NOTEBOOK_DOCUMENT_DID_CLOSE, notebook_close, None),
    (types.TEXT_DOCUMENT_HOVER, on_document(features.hover, None, early=features.early_hover), None),
    (
        types.TEXT_DOCUMENT_COMPLETION,
        on_document(features.completion, features.NO_COMPLETIONS, features.COMPLETIONS_NOT_READY),
        types.CompletionOptions(trigger_characters=None, resolve_provider=False),
    ),
    (
        types.TEXT_DOCUMENT_CODE_ACTION,
        on_document(code_actions.code_actions, []),
        types.CodeActionOptions(code_action_kinds=code_actions.KINDS, resolve_provider=False),
    ),
    (types.TEXT_DOCUMENT_DEFINITION, on_document(navigation.definition, None), types.DefinitionOptions()),
    (types.TEXT_DOCUMENT_REFERENCES, on_document(navigation.references, None),
     types.ReferenceOptions(work_done_progress=True)),
    (types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT, on_document(navigation.document_highlight, None),
     types.DocumentHighlightOptions()),
    (types.WORKSPACE_SYMBOL, workspace_symbol, types.WorkspaceSymbolOptions(resolve_provider=False)),
]


def create_server() -> GlossaryLanguageServer:
    server = GlossaryLanguageServer()
    for method, handler, options in NOTIFICATIONS_AND_REQUESTS:
        server.feature(method, options)(handler)
    for name, command in {**commands.COMMANDS, **code_actions.COMMANDS}.items():
        server.command(name)(command)
    return server
