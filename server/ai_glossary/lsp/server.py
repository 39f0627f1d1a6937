"""The language server: every LSP handler, registered in one place by :func:`create_server`.

Handlers only translate between lsprotocol types and :class:`~ai_glossary.core.service.GlossaryService`.
The glossary is loaded in a worker thread after ``initialized`` so that the ``initialize`` answer is
not delayed; requests that need it wait for it.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.uris import from_fs_path, to_fs_path

from ai_glossary import __version__
from ai_glossary.core.options import Settings, parse_settings
from ai_glossary.lsp.convert import offset_at, offset_in_range, position_at

if TYPE_CHECKING:
    from ai_glossary.core.glossary.load import Problem
    from ai_glossary.core.service import GlossaryService

log = logging.getLogger(__name__)
SECTION = "aiGlossary"
GLOSSARY_GLOBS = ["**/.ai-glossary.yaml", "**/.ai-glossary.yml"]


class _Unhandled:
    """Stands in for a message that could not be read; pygls ignores a message of another version."""

    jsonrpc = "unhandled"


class GlossaryProtocol(LanguageServerProtocol):
    """pygls's protocol with two changes:

    - a request whose params cannot be read gets a JSON-RPC error response (pygls only shows a
      message, and the client would wait for an answer forever);
    - a cheaper ``didChange``: pygls re-splits the whole document for every change (~2 ms on
      10,000 lines); we apply the change to our own copy and hand pygls the result.
    """

    def structure_message(self, data):
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                self._send_response(data["id"], error=error.to_response_error())
            return _Unhandled()

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        server: GlossaryLanguageServer = self._server  # type: ignore[assignment]
        doc = server.service.get(params.text_document.uri) if server.service else None
        if doc is None:
            for change in params.content_changes:
                self.workspace.update_text_document(params.text_document, change)
        else:
            codec = self.workspace.position_codec
            version = params.text_document.version
            for change in params.content_changes:
                if isinstance(change, types.TextDocumentContentChangePartial):
                    start = offset_at(doc, codec, change.range.start)
                    end = offset_at(doc, codec, change.range.end)
                    doc.edit(start, end, change.text, version)
                else:
                    doc.replace(change.text, version)
            pygls_doc = self.workspace.get_text_document(params.text_document.uri)
            pygls_doc._source = doc.text  # keep pygls's copy equal to ours
            pygls_doc.version = version
            server.glossary_buffer_changed(doc.uri)
        if (user_handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield user_handler, (params,), None


RELOAD_DELAY_S = 0.3  # typing in an open glossary file reloads it once the typing pauses


class GlossaryLanguageServer(LanguageServer):
    def __init__(self) -> None:
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
        self.service: GlossaryService | None = None
        self.settings = Settings()
        self.client_locale: str | None = None
        self.markdown_hover = True
        self.markdown_completion = True
        self._startup: asyncio.Future[GlossaryService] | None = None
        self._pending_open: list[types.TextDocumentItem] = []
        self._diagnosed: set[str] = set()
        self._buffer_reload: asyncio.TimerHandle | None = None

    # -- glossary lifecycle --------------------------------------------------------------------
    async def ready(self) -> GlossaryService:
        """The service, once the glossary is loaded and the first configuration is applied."""
        if self._startup is None:
            self._startup = asyncio.ensure_future(self._start_up())
        return await asyncio.shield(self._startup)

    async def _start_up(self) -> GlossaryService:
        loop = asyncio.get_running_loop()
        # The core (and the glossary) load in a thread after `initialize` has been answered:
        # importing it here, not at module level, keeps ~150 ms out of the initialize round trip.
        service = await loop.run_in_executor(None, _build_service, self.settings, self.client_locale)
        self.service = service
        for item in self._pending_open:
            # pygls kept the text current while we were loading
            current = self.workspace.get_text_document(item.uri)
            service.open(item.uri, current.source, item.language_id, current.version)
            self.warm_soon(item.uri)
        self._pending_open.clear()
        await self.pull_configuration()
        await self._reload(service)
        return service

    def warm_soon(self, uri: str) -> None:
        """Analyse a newly opened document when the server is idle, so that the first hover a
        person makes (seconds later) is answered at once. Requests already queued go first."""
        loop = asyncio.get_running_loop()
        loop.call_later(0.05, lambda: self.service is not None and self.service.warm(uri))

    def workspace_roots(self) -> list[str]:
        try:
            folders = self.workspace.folders
        except RuntimeError:
            return []
        roots = [to_fs_path(f.uri) for f in folders.values()] if folders else []
        if not roots and self.workspace.root_path:
            roots = [self.workspace.root_path]
        return [r for r in roots if r]

    def user_files(self) -> list[Path]:
        from ai_glossary.core.glossary.load import user_glossary_paths

        trusted = self.settings.trusted_workspace
        roots = self.workspace_roots() if trusted else []
        extra = [g for g in self.settings.glossaries if trusted or Path(g).expanduser().is_absolute()]
        return user_glossary_paths(roots, extra)

    async def reload_glossaries(self) -> None:
        await self._reload(await self.ready())

    async def _reload(self, service: GlossaryService) -> None:
        paths = self.user_files()
        # an open, edited glossary file counts with its unsaved text: diagnostics while typing
        overrides = {}
        for path in paths:
            doc = service.get(from_fs_path(str(path)) or "")
            if doc is not None:
                overrides[str(path)] = doc.text
        problems = await asyncio.get_running_loop().run_in_executor(
            None, service.store.load_user_files, paths, overrides
        )
        self.report_problems(problems)

    def is_user_glossary(self, uri: str) -> bool:
        """Is this document one of the loaded project/extra/personal glossary files?"""
        path = to_fs_path(uri)
        # cheap test first: this runs for every change and save of every document
        if not path or not path.endswith((".yaml", ".yml")):
            return False
        return str(Path(path)) in {str(p) for p in self.user_files()}

    def glossary_buffer_changed(self, uri: str) -> None:
        """Reload (debounced) when the changed document is one of the loaded glossary files."""
        if self.service is None or not self.is_user_glossary(uri):
            return
        if self._buffer_reload is not None:
            self._buffer_reload.cancel()
        loop = asyncio.get_running_loop()
        self._buffer_reload = loop.call_later(
            RELOAD_DELAY_S, lambda: asyncio.ensure_future(self.reload_glossaries())
        )

    def report_problems(self, problems: "dict[str, list[Problem]]") -> None:
        broken = []
        for path, items in problems.items():
            uri = from_fs_path(path) or path
            diagnostics = [to_diagnostic(p) for p in items]
            if diagnostics or uri in self._diagnosed:
                self.text_document_publish_diagnostics(
                    types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics)
                )
            if diagnostics:
                self._diagnosed.add(uri)
                if any(p.severity == "error" for p in items):
                    broken.append(f"{Path(path).name}:{items[0].line}:{items[0].column}: {items[0].message}")
            else:
                self._diagnosed.discard(uri)
        if broken:
            self.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Warning,
                    message="AI Glossary: glossary file has errors; the last good version is still served. "
                    + "; ".join(broken),
                )
            )

    async def pull_configuration(self) -> None:
        caps = self.client_capabilities.workspace
        if not (caps and caps.configuration):
            return
        try:
            result = await self.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            )
        except Exception as exc:  # a client may refuse; keep what we have
            log.warning("workspace/configuration failed: %s", exc)
            return
        if result:
            self.apply_settings(result[0])

    async def register_for_configuration_changes(self) -> None:
        """Ask a pull-model client to send `workspace/didChangeConfiguration` (with no settings) when
        its configuration changes: VS Code's language client only sends it, without the deprecated
        `synchronize.configurationSection`, once the server registers for it."""
        caps = self.client_capabilities.workspace
        dynamic = caps and caps.did_change_configuration and caps.did_change_configuration.dynamic_registration
        if not (dynamic and caps.configuration):
            return
        try:
            await self.client_register_capability_async(
                types.RegistrationParams(
                    registrations=[
                        types.Registration(
                            id="ai-glossary-configuration", method=types.WORKSPACE_DID_CHANGE_CONFIGURATION
                        )
                    ]
                )
            )
        except Exception as exc:
            log.warning("could not register for configuration changes: %s", exc)

    def apply_settings(self, raw: Any) -> bool:
        """Apply wire settings; returns True when the glossary files must be reloaded."""
        old = self.settings
        self.settings, problems = parse_settings(raw, old)
        for problem in problems:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=problem))
        if self.service is not None:
            self.service.settings = self.settings
        return (old.glossaries, old.trusted_workspace) != (self.settings.glossaries, self.settings.trusted_workspace)


def _build_service(settings: Settings, client_locale: str | None) -> "GlossaryService":
    from ai_glossary.core.glossary.load import load_builtin
    from ai_glossary.core.service import GlossaryService
    from ai_glossary.core.glossary.store import GlossaryStore

    return GlossaryService(GlossaryStore(load_builtin()), settings, client_locale)


def to_diagnostic(problem: "Problem") -> types.Diagnostic:
    line, col = max(problem.line - 1, 0), max(problem.column - 1, 0)
    return types.Diagnostic(
        range=types.Range(start=types.Position(line, col), end=types.Position(line, col + 1)),
        message=problem.message,
        severity=types.DiagnosticSeverity.Error if problem.severity == "error" else types.DiagnosticSeverity.Warning,
        source="ai-glossary",
    )


def create_server() -> GlossaryLanguageServer:
    server = GlossaryLanguageServer()

    @server.feature(types.INITIALIZE)
    def initialize(ls: GlossaryLanguageServer, params: types.InitializeParams) -> None:
        ls.client_locale = params.locale
        ls.apply_settings(params.initialization_options)
        caps = params.capabilities.text_document
        hover_formats = caps.hover.content_format if caps and caps.hover else None
        ls.markdown_hover = not hover_formats or types.MarkupKind.Markdown in hover_formats
        item = caps.completion.completion_item if caps and caps.completion else None
        doc_formats = item.documentation_format if item else None
        ls.markdown_completion = not doc_formats or types.MarkupKind.Markdown in doc_formats

    @server.feature(types.INITIALIZED)
    async def initialized(ls: GlossaryLanguageServer, params: types.InitializedParams) -> None:
        await ls.ready()
        watch = ls.client_capabilities.workspace
        if watch and watch.did_change_watched_files and watch.did_change_watched_files.dynamic_registration:
            watchers = [types.FileSystemWatcher(glob_pattern=g) for g in GLOSSARY_GLOBS]
            watchers += [types.FileSystemWatcher(glob_pattern=str(p)) for p in ls.user_files()]
            try:
                await ls.client_register_capability_async(
                    types.RegistrationParams(
                        registrations=[
                            types.Registration(
                                id="ai-glossary-watch",
                                method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                                register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers),
                            )
                        ]
                    )
                )
            except Exception as exc:
                log.warning("could not register file watchers: %s", exc)
        await ls.register_for_configuration_changes()

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(ls: GlossaryLanguageServer, params: types.DidChangeConfigurationParams):
        settings = params.settings
        section = settings.get(SECTION) if isinstance(settings, dict) else None
        if section is not None:
            reload = ls.apply_settings(section)
        else:
            before = (ls.settings.glossaries, ls.settings.trusted_workspace)
            await ls.pull_configuration()
            reload = before != (ls.settings.glossaries, ls.settings.trusted_workspace)
        if reload:
            await ls.reload_glossaries()

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    async def did_change_watched_files(ls: GlossaryLanguageServer, params: types.DidChangeWatchedFilesParams):
        await ls.reload_glossaries()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: GlossaryLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        if ls.service is None:
            ls._pending_open.append(item)
        else:
            ls.service.open(item.uri, item.text, item.language_id, item.version)
            ls.warm_soon(item.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: GlossaryLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        ls._pending_open = [i for i in ls._pending_open if i.uri != params.text_document.uri]
        if ls.service is not None:
            ls.service.close(params.text_document.uri)
            ls.glossary_buffer_changed(params.text_document.uri)  # unsaved edits are dropped: back to disk

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(ls: GlossaryLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
        if ls.is_user_glossary(params.text_document.uri):
            await ls.reload_glossaries()

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
    def notebook_open(ls: GlossaryLanguageServer, params: types.DidOpenNotebookDocumentParams) -> None:
        for cell in params.cell_text_documents:
            did_open(ls, types.DidOpenTextDocumentParams(text_document=cell))

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def notebook_change(ls: GlossaryLanguageServer, params: types.DidChangeNotebookDocumentParams) -> None:
        # pygls has applied the change to its cell documents; cells are small, so copy them whole.
        cells = params.change.cells if params.change else None
        if cells is None:
            return
        # through did_open/did_close, so that cells added or removed while the glossary is still
        # loading are added to / removed from the pending list too
        if cells.structure and cells.structure.did_open:
            for cell in cells.structure.did_open:
                did_open(ls, types.DidOpenTextDocumentParams(text_document=cell))
        if cells.structure and cells.structure.did_close:
            for closed in cells.structure.did_close:
                did_close(ls, types.DidCloseTextDocumentParams(text_document=closed))
        if ls.service is None:
            return  # pending cells are read from pygls's (current) copies at start-up
        for changed in cells.text_content or []:
            doc = ls.service.get(changed.document.uri)
            if doc is not None:
                doc.replace(ls.workspace.get_text_document(changed.document.uri).source, changed.document.version)

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
    def notebook_close(ls: GlossaryLanguageServer, params: types.DidCloseNotebookDocumentParams) -> None:
        for cell in params.cell_text_documents:
            did_close(ls, types.DidCloseTextDocumentParams(text_document=cell))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(ls: GlossaryLanguageServer, params: types.HoverParams) -> types.Hover | None:
        service = await ls.ready()
        doc = service.get(params.text_document.uri)
        if doc is None:
            return None
        codec = ls.workspace.position_codec
        offset = offset_in_range(doc, codec, params.position)
        result = None if offset is None else service.hover(doc.uri, offset, markdown=ls.markdown_hover)
        if result is None:
            return None
        kind = types.MarkupKind.Markdown if ls.markdown_hover else types.MarkupKind.PlainText
        return types.Hover(
            contents=types.MarkupContent(kind=kind, value=result.text),
            range=types.Range(position_at(doc, codec, result.start), position_at(doc, codec, result.end)),
        )

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=None, resolve_provider=False),
    )
    async def completion(ls: GlossaryLanguageServer, params: types.CompletionParams) -> types.CompletionList:
        service = await ls.ready()
        doc = service.get(params.text_document.uri)
        if doc is None:
            return types.CompletionList(is_incomplete=False, items=[])
        codec = ls.workspace.position_codec
        offset = offset_in_range(doc, codec, params.position)
        if offset is None:
            return types.CompletionList(is_incomplete=False, items=[])
        kind = types.MarkupKind.Markdown if ls.markdown_completion else types.MarkupKind.PlainText
        items = []
        cursor = position_at(doc, codec, offset)
        for rank, result in enumerate(service.complete(doc.uri, offset, markdown=ls.markdown_completion)):
            typed = doc.text[result.replace_from : offset]
            items.append(
                types.CompletionItem(
                    label=result.label,
                    kind=types.CompletionItemKind.Text,
                    detail=result.detail,
                    documentation=types.MarkupContent(kind=kind, value=result.documentation),
                    # the client filters on filterText against what was typed since the edit range start;
                    # typed words may contain spaces ("Flash att"), which client-side fuzzy filters reject
                    filter_text=typed + " " + result.label,
                    sort_text=f"{rank:04d}",
                    text_edit=types.TextEdit(
                        range=types.Range(position_at(doc, codec, result.replace_from), cursor),
                        new_text=result.label,
                    ),
                )
            )
        # incomplete: the client asks again as the writer types, so multi-word queries keep working
        return types.CompletionList(is_incomplete=True, items=items)

    @server.feature("aiGlossary/concepts")
    async def concepts(ls: GlossaryLanguageServer, params: Any) -> list[dict]:
        return (await ls.ready()).concept_list()

    @server.feature("aiGlossary/define")
    async def define(ls: GlossaryLanguageServer, params: Any) -> dict | None:
        concept_id = getattr(params, "id", None) if not isinstance(params, dict) else params.get("id")
        markdown = (await ls.ready()).define(str(concept_id), markdown=True) if concept_id else None
        return None if markdown is None else {"id": concept_id, "markdown": markdown}

    @server.feature("aiGlossary/languages")
    async def languages(ls: GlossaryLanguageServer, params: Any) -> list[dict]:
        return (await ls.ready()).languages()

    return server
