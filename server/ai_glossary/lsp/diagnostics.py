"""The terminology lint as diagnostics of the open documents (``aiGlossary.lint``, off by default).

Pushed (``textDocument/publishDiagnostics``), not pulled: every client the project supports
(VS Code, Neovim, Emacs/eglot, Vim/ALE, Helix, Zed, Sublime) shows pushed diagnostics, while the
pull model of LSP 3.17 is missing from several of them; and the server knows best when a
document's analysis is ready, so it sends each document's findings once they are.

Each change of a document restarts a short timer (:data:`DEBOUNCE_S`); when it runs out, the
findings are computed from the analysis the hover uses (never a matcher of its own, never in
code or fenced blocks: :mod:`ai_glossary.core.lint`) and published with the document's version.
A document that is closed, or a lint turned off, gets its diagnostics cleared. Glossary files
keep the diagnostics of their own problems (:mod:`.glossary_files`): the lint leaves them out.

Each diagnostic follows the contract the quick fix relies on: ``source`` "ai-glossary", ``code``
the rule id, ``data`` ``{"replacement", "uri", "version"}``.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Awaitable, Protocol

from lsprotocol import types

from ai_glossary.lsp.convert import position_at

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import DocumentStore, OpenDocument
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.options import Options
    from ai_glossary.core.service import GlossaryService, LintFinding

log = logging.getLogger(__name__)

# findings follow the typing once it pauses this long (the hover's idle catch-up waits 0.3 s:
# the analysis is then mostly current already)
DEBOUNCE_S = 0.4
SOURCE = "ai-glossary"
SEVERITY = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning,
            "info": types.DiagnosticSeverity.Information, "hint": types.DiagnosticSeverity.Hint}


class LintHost(Protocol):
    """What the lint reads of the server (``lsp.server.GlossaryLanguageServer``)."""

    options: "Options"
    documents: "DocumentStore"
    workspace: Any
    analyses: Any
    glossary_files: Any

    def service(self) -> Awaitable["GlossaryService"]: ...
    def translator(self) -> "Translator": ...
    def text_document_publish_diagnostics(self, params: types.PublishDiagnosticsParams) -> None: ...


class LintDiagnostics:
    """The lint's diagnostics of every open document: scheduled, computed, published, cleared."""

    def __init__(self, server: LintHost, debounce_s: float = DEBOUNCE_S) -> None:
        self._server = server
        self._debounce_s = debounce_s
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._published: set[str] = set()  # URIs whose last publication was not empty
        self._tasks: set[asyncio.Task] = set()  # held until done, so that none is collected

    def shown(self) -> bool:
        """Are diagnostics of the lint shown (their language follows the reader's)?"""
        return bool(self._published)

    def changed(self, uri: str) -> None:
        """A document was opened or changed: lint it once the typing pauses."""
        if not self._server.options.lint.enable:
            return
        timer = self._timers.pop(uri, None)
        if timer is not None:
            timer.cancel()
        self._timers[uri] = asyncio.get_running_loop().call_later(self._debounce_s, self._start, uri)

    def closed(self, uri: str) -> None:
        timer = self._timers.pop(uri, None)
        if timer is not None:
            timer.cancel()
        self._clear(uri)

    def refresh(self) -> None:
        """The settings, the reader's language or the glossary changed: every open document again
        (or every diagnostic cleared, when the lint is off)."""
        if not self._server.options.lint.enable:
            for uri in list(self._timers):
                self._timers.pop(uri).cancel()
            for uri in list(self._published):
                self._clear(uri)
            return
        for doc in self._server.documents:
            self.changed(doc.uri)

    def _start(self, uri: str) -> None:
        self._timers.pop(uri, None)
        task = asyncio.ensure_future(self._lint(uri))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _lint(self, uri: str) -> None:
        server = self._server
        service = await server.service()
        doc = server.documents.get(uri)
        if doc is None or not server.options.lint.enable or server.glossary_files.is_loaded(uri):
            return
        ready = await server.analyses.up_to_date(service, doc)
        if server.documents.get(uri) is not doc or not server.options.lint.enable:
            return  # closed, or turned off, meanwhile
        if ready is None:  # not analysed within the budget: it goes on in the worker; try again
            self.changed(uri)
            return
        findings = [] if ready.view is None else service.lint(ready.view)
        self._publish(doc, findings)

    def _publish(self, doc: "OpenDocument", findings: "list[LintFinding]") -> None:
        codec = self._server.workspace.position_codec
        tr = self._server.translator()
        diagnostics = [types.Diagnostic(
            range=types.Range(position_at(doc, codec, f.start), position_at(doc, codec, f.end)),
            message=f.message(tr), severity=SEVERITY[f.severity], code=f.rule, source=SOURCE,
            data={"replacement": f.replacement, "uri": doc.uri, "version": doc.version},
        ) for f in findings]
        if diagnostics:
            self._published.add(doc.uri)
        elif doc.uri not in self._published:
            return  # nothing shown, nothing to say
        else:
            self._published.discard(doc.uri)
        self._server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=doc.uri, diagnostics=diagnostics, version=doc.version))

    def _clear(self, uri: str) -> None:
        if uri in self._published:
            self._published.discard(uri)
            self._server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
