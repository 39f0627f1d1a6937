"""The user glossary files: which they are, loading them off the event loop, publishing the result,
and telling the reader about their problems.

A reload reads and merges the files and builds the new snapshot in a worker thread and returns it;
the server alone publishes it, with one assignment. Reloads run one at a time, so the store's
last-good copies are only ever touched by one thread.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Awaitable, Protocol

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from ai_glossary.core.i18n import N_
from ai_glossary.lsp.convert import to_diagnostic

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import DocumentStore
    from ai_glossary.core.engine import GlossaryStore, Snapshot
    from ai_glossary.core.glossary.problems import Problem
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.options import Options


class GlossaryHost(Protocol):
    """What the glossary files read of the server (``lsp.server.GlossaryLanguageServer``)."""

    options: "Options"
    documents: "DocumentStore"
    workspace: Any

    def translator(self) -> "Translator": ...
    def text_document_publish_diagnostics(self, params: types.PublishDiagnosticsParams) -> None: ...
    def window_show_message(self, params: types.ShowMessageParams) -> None: ...
    def reload_glossaries(self) -> Awaitable[None]: ...

log = logging.getLogger(__name__)

RELOAD_DELAY_S = 0.3  # typing in an open glossary file reloads it once the typing pauses
PROJECT_GLOBS = ["**/.ai-glossary.yaml", "**/.ai-glossary.yml"]
WATCH_REGISTRATION_ID = "ai-glossary-watch"


class GlossaryFiles:
    def __init__(self, server: GlossaryHost) -> None:
        self._server = server
        self._store: GlossaryStore | None = None  # set by start(), with the built-in glossary
        self._loaded: frozenset[str] = frozenset()  # the files of the last reload
        self._diagnosed: dict[str, list[Problem]] = {}  # URIs with diagnostics published: their problems
        self._lock = asyncio.Lock()
        self._pending_reload: asyncio.TimerHandle | None = None
        self._told: set[str] = set()  # the unusable-file problems the reader has been told of
        self._unusable: list[Problem] = []  # those of the last reload: still true until the next one
        # text this server had a client write into a glossary file (a code action), by path, with
        # when, and the version of its open buffer then: read instead of the file until the file or
        # the buffer holds it (see _written_text, _buffer_text)
        self._written: dict[str, tuple[str, float, int | None]] = {}

    def start(self, store: "GlossaryStore") -> None:
        self._store = store

    # -- which files ---------------------------------------------------------------------------
    def workspace_roots(self) -> list[str]:
        try:
            folders = self._server.workspace.folders
        except RuntimeError:
            return []
        roots = [to_fs_path(f.uri) for f in folders.values()] if folders else []
        if not roots and self._server.workspace.root_path:
            roots = [self._server.workspace.root_path]
        return [r for r in roots if r]

    def paths(self, problems: "list[Problem] | None" = None) -> list[Path]:
        """Project, extra and personal glossary files, as the current settings say (configured
        files that do not exist go to ``problems``)."""
        from ai_glossary.core.engine import user_glossary_paths

        options = self._server.options
        trusted = options.trusted_workspace
        roots = self.workspace_roots() if trusted else []
        extra = [g for g in options.glossaries if trusted or Path(g).expanduser().is_absolute()]
        found = user_glossary_paths(roots, extra, problems=problems)
        known = {str(p) for p in found}
        return found + [Path(p) for p in self._written if p not in known]

    def project_file(self, root: str) -> Path:
        """The project glossary of a workspace folder: the one that exists, else ``.ai-glossary.yaml``."""
        from ai_glossary.core.engine import project_glossary_file

        return project_glossary_file(root)

    def errors_in(self, path: Path) -> "list[Problem]":
        """The errors the last reload found in ``path`` (its diagnostics)."""
        uri = from_fs_path(str(path)) or str(path)
        return [p for p in self._diagnosed.get(uri, []) if p.is_error]

    def written(self, path: Path, text: str) -> None:
        """A client has just applied an edit that makes ``path`` hold ``text``: read that text at the
        next reloads until the file on disk, or an open buffer, has it (a client may leave the edited
        file unsaved in a buffer it does not synchronise)."""
        import time

        doc = self._server.documents.get(from_fs_path(str(path)) or "")
        self._written[str(path)] = (text, time.time(), None if doc is None else doc.version)

    def is_loaded(self, uri: str) -> bool:
        """Is this document one of the glossary files of the last reload?"""
        path = to_fs_path(uri)
        # runs for every change and save of every document: a set look-up, no file system calls
        return bool(path) and (str(Path(path)) in self._loaded or str(Path(path)) in self._written)

    def concerns(self, uris: list[str]) -> bool:
        """Is any of these changed files a glossary file: a project glossary by its name, one of
        the last reload, or a configured one (the index watches every file of the workspace)?"""
        names = {glob.rpartition("/")[2] for glob in PROJECT_GLOBS}
        configured: set[str] | None = None
        for uri in uris:
            path = to_fs_path(uri)
            if not path:
                continue
            if Path(path).name in names or self.is_loaded(uri):
                return True
            if configured is None:
                configured = {str(p) for p in self.paths()}
            if str(Path(path)) in configured:
                return True
        return False

    def registrations(self, caps: types.WorkspaceClientCapabilities | None) -> list[types.Registration]:
        """File watchers for the project glossaries and the configured files, for a client that
        lets the server register them."""
        watch = caps.did_change_watched_files if caps else None
        if not (watch and watch.dynamic_registration):
            return []
        globs = PROJECT_GLOBS + [str(p) for p in self.paths()]
        options = types.DidChangeWatchedFilesRegistrationOptions(
            watchers=[types.FileSystemWatcher(glob_pattern=g) for g in globs])
        return [types.Registration(id=WATCH_REGISTRATION_ID, method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                                   register_options=options)]

    # -- reloading -----------------------------------------------------------------------------
    async def reload(self, previous: "Snapshot | None") -> "Snapshot | None":
        """Read the files again (open ones with their unsaved text): the new snapshot (sharing what
        did not change with ``previous``), or None when there are no user glossaries, now or before."""
        from ai_glossary.core import engine

        server, store = self._server, self._store
        assert store is not None, "reload before start"
        async with self._lock:
            missing: list[Problem] = []
            paths = self.paths(missing)
            if not paths and not self._loaded:
                # no user glossary now, none before: the snapshot is the built-in glossary's
                # already (the start-up's reload: a first hover waits for it)
                self._report({}, missing)
                return None
            # an open, edited glossary file counts with its unsaved text: diagnostics while typing
            overrides = {}
            for path in paths:
                doc = server.documents.get(from_fs_path(str(path)) or "")
                if doc is not None:
                    overrides[str(path)] = self._buffer_text(str(path), doc.text, doc.version)
                elif str(path) in self._written:
                    text = await asyncio.get_running_loop().run_in_executor(None, self._written_text, str(path))
                    if text is not None:
                        overrides[str(path)] = text

            result, snapshot = await asyncio.get_running_loop().run_in_executor(
                None, engine.reload, store, paths, overrides, previous)
            self._loaded = frozenset(str(p) for p in paths)
            self._report(result.problems, missing)
            return snapshot

    def _buffer_text(self, path: str, text: str, version: int | None) -> str:
        """The text of an open glossary file: its buffer's, unless this server has just had the
        client write other text into it and the buffer has not changed since (the client sends the
        change after its answer to the edit: Neovim, 150 ms later)."""
        written = self._written.get(path)
        if written is None:
            return text
        new_text, when, at_version = written
        if text == new_text or (at_version is not None and version != at_version):
            del self._written[path]  # the buffer holds it, or has changed since: the buffer is the reader's
            return text
        if at_version is None:  # opened since the edit, with the text before it: its next change counts
            self._written[path] = (new_text, when, version)
        return new_text

    def _written_text(self, path: str) -> str | None:
        """The text written by a client for ``path`` while the file does not hold it yet; None (and
        forgotten) once the file holds it, or holds other text saved after it (the person's)."""
        import os

        text, when, _ = self._written[path]
        try:
            on_disk = Path(path).read_text(encoding="utf-8")
            newer = os.stat(path).st_mtime > when
        except (OSError, UnicodeDecodeError):
            on_disk, newer = "", False
        if on_disk == text or (on_disk.strip() and newer):
            del self._written[path]
            return None
        return text

    def buffer_changed(self, uri: str) -> None:
        """Reload (debounced) when the changed or closed document is one of the glossary files."""
        if self._store is None or not self.is_loaded(uri):
            return
        if self._pending_reload is not None:
            self._pending_reload.cancel()
        loop = asyncio.get_running_loop()
        self._pending_reload = loop.call_later(RELOAD_DELAY_S, lambda: asyncio.ensure_future(self._server.reload_glossaries()))

    # -- problems ------------------------------------------------------------------------------
    def _report(self, problems: "dict[str, list[Problem]]", missing: "list[Problem]") -> None:
        """Diagnostics on each file (cleared once it is fixed), and one message in the editor for
        each problem that stops a file from being used: told once, not at every reload."""
        unusable = []
        for path, items in problems.items():
            uri = from_fs_path(path) or path
            shown = self._diagnosed.get(uri)
            # An open file's diagnostics are not sent again unchanged: its editor shows them. A big
            # glossary's 2,000 warnings took the event loop 70 ms at every pause in typing.
            unchanged = items == shown and self._server.documents.get(uri) is not None
            if (items or shown is not None) and not unchanged:
                self._publish(uri, items)
            if items:
                self._diagnosed[uri] = items
            else:
                self._diagnosed.pop(uri, None)
            first_error = next((p for p in items if p.severity == "error"), None)
            if first_error is not None:
                unusable.append(first_error)
        unusable += missing
        self._unusable = unusable
        told, self._told = self._told, {p.format() for p in unusable}
        self._tell_unusable([p for p in unusable if p.format() not in told])

    def _tell_unusable(self, problems: "list[Problem]") -> None:
        if not problems:
            return
        tr = self._server.translator()
        broken = [f"{Path(p.path).name}:{p.line}:{p.column}: {p.localized(tr)}" for p in problems
                  if p.code != "unreadable"]
        unreadable = [f"{p.path}: {p.localized(tr)}" for p in problems if p.code == "unreadable"]
        if broken:
            self._tell(tr(N_("AI Glossary: glossary file has errors; the last good version is still served. "
                             "{problems}"), problems="; ".join(broken)))
        if unreadable:
            self._tell(tr(N_("AI Glossary: a glossary file cannot be used: {problems}"), problems="; ".join(unreadable)))

    def shows_messages(self) -> bool:
        """Has the reader been shown diagnostics or a message about the files (in some language)?"""
        return bool(self._diagnosed or self._unusable)

    def republish(self) -> None:
        """What the reader should still see, again, in their language (which just changed): the
        diagnostics already published, and the message about each file that still cannot be used
        (a message the editor has closed is the only place a configured file that is missing shows)."""
        for uri, items in self._diagnosed.items():
            self._publish(uri, items)
        self._tell_unusable(self._unusable)

    def _publish(self, uri: str, items: "list[Problem]") -> None:
        tr = self._server.translator()
        diagnostics = [to_diagnostic(dataclasses.replace(p, message=p.localized(tr))) for p in items]
        self._server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics))

    def _tell(self, message: str) -> None:
        self._server.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))
