"""The one LSP client of the benches: start a server over stdio, open, edit, hover, stop.

Every request has a timeout: one that does not come back in time raises :class:`Frozen`, so that
a bench reports a freeze as a miss instead of hanging; :meth:`BenchClient.stop` then kills the
process. A server whose resident memory passes a cap is killed at once, and its requests raise
:class:`Frozen` too: a 100 KB line of unclosed Markdown emphasis can take a server with a
quadratic parser to 24 GB, until the kernel's OOM killer ends it (or something else on the host).
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from bench.lib.servers import OUR_SERVER
from bench.lib.stats import rss_mb

STDERR_KEPT = 4_000  # the tail of the server's stderr shown when it dies
MEMORY_POLL_S = 0.1  # a runaway server grew by ~200 MB/s: a poll every 0.1 s overshoots the cap by ~20 MB

Change = tuple[tuple[int, int], tuple[int, int], str]  # ((line, char), (line, char), text): one ranged change


class Frozen(Exception):
    """A request got no answer within its timeout (or the server died)."""


def isolated_env(config_dir: Path, cache_dir: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    """No personal glossary from the developer's home; one compiled-glossary cache for the run."""
    return {**(base or os.environ), "AI_GLOSSARY_CONFIG_DIR": str(config_dir), "AI_GLOSSARY_CACHE_DIR": str(cache_dir)}


def utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


class BenchClient:
    """One server process (``cmd``, ours by default) and the documents opened in it."""

    def __init__(self, timeout_s: float = 30.0, load_timeout_s: float = 120.0, max_rss_mb: float = 2048.0,
                 cmd: list[str] | None = None) -> None:
        self.cmd = cmd or OUR_SERVER
        self.timeout_s = timeout_s
        self.load_timeout_s = load_timeout_s  # for a request that waits for the glossary to load
        self.max_rss_mb = max_rss_mb
        self.peak_rss_mb = 0.0
        self.killed_for: str | None = None
        self.client = LanguageClient("bench", "0")
        self.stderr_tail = b""
        self._tasks: list[asyncio.Task] = []
        self._versions: dict[str, int] = {}
        self._lines_added: dict[str, int] = {}

    async def start(self, root: Path | None = None, env: dict[str, str] | None = None,
                    capabilities: types.ClientCapabilities | None = None) -> float:
        """Start and initialise (``root`` the workspace folder, if any; no capabilities unless
        given); the ms until ``initialize`` answered."""
        t0 = time.perf_counter()
        await self.client.start_io(*self.cmd, env=env or dict(os.environ))
        # pygls pipes stderr and never reads it: a chatty server would block on a full pipe
        self._tasks = [asyncio.ensure_future(self._drain_stderr()), asyncio.ensure_future(self._watch_memory())]
        folders = None if root is None else [types.WorkspaceFolder(uri=root.as_uri(), name="bench")]
        await self._within(self.client.initialize_async(types.InitializeParams(
            capabilities=capabilities or types.ClientCapabilities(), root_uri=root.as_uri() if root else None,
            workspace_folders=folders)), self.load_timeout_s)
        self.client.initialized(types.InitializedParams())
        return (time.perf_counter() - t0) * 1000

    async def _drain_stderr(self) -> None:
        stream = self.client._server.stderr
        while chunk := await stream.read(65536):
            self.stderr_tail = (self.stderr_tail + chunk)[-STDERR_KEPT:]

    async def _watch_memory(self) -> None:
        server = self.client._server
        while server.returncode is None:
            try:
                rss = rss_mb(server.pid)
            except OSError:  # gone between the check and the read
                return
            self.peak_rss_mb = max(self.peak_rss_mb, rss)
            if rss > self.max_rss_mb:
                self.killed_for = f"killed: RSS {rss:.0f} MB over the {self.max_rss_mb:.0f} MB cap"
                server.kill()
                return
            await asyncio.sleep(MEMORY_POLL_S)

    async def _within(self, request, timeout_s: float | None = None):
        try:
            return await asyncio.wait_for(request, timeout_s or self.timeout_s)
        except asyncio.TimeoutError:
            raise Frozen(f"no answer within {timeout_s or self.timeout_s:.0f} s") from None
        except RuntimeError as exc:  # pygls fails pending requests when the process exits
            raise Frozen(self.killed_for or str(exc)) from None

    @property
    def pid(self) -> int:
        return self.client._server.pid

    def rss_mb(self) -> float:
        return rss_mb(self.pid)

    # -- documents -------------------------------------------------------------------------------
    def open(self, uri: str, language_id: str, text: str) -> None:
        self._versions[uri] = 1
        self._lines_added[uri] = 0
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text))
        )

    def change(self, uri: str, changes: list[Change]) -> None:
        """One didChange with ranged changes, applied in order."""
        self._versions[uri] += 1
        for (start_line, _), (end_line, _), text in changes:
            self._lines_added[uri] += text.count("\n") - (end_line - start_line)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                types.VersionedTextDocumentIdentifier(uri=uri, version=self._versions[uri]),
                [
                    types.TextDocumentContentChangePartial(
                        range=types.Range(types.Position(*start), types.Position(*end)), text=text
                    )
                    for start, end, text in changes
                ],
            )
        )

    def moved(self, uri: str, at: tuple[int, int]) -> tuple[int, int]:
        """``at``, a position in the text as opened, moved down by the lines the edits so far added
        above it (the benches' edits are all above their hover)."""
        return at[0] + self._lines_added[uri], at[1]

    def close(self, uri: str) -> None:
        self._versions.pop(uri, None)
        self._lines_added.pop(uri, None)
        self.client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))

    async def hover(self, uri: str, line: int, character: int, timeout_s: float | None = None) -> types.Hover | None:
        params = types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character))
        return await self._within(self.client.text_document_hover_async(params), timeout_s)

    async def complete(self, uri: str, line: int, character: int, timeout_s: float | None = None):
        params = types.CompletionParams(types.TextDocumentIdentifier(uri), types.Position(line, character))
        return await self._within(self.client.text_document_completion_async(params), timeout_s)

    async def timed_hover(self, uri: str, line: int, character: int, timeout_s: float | None = None):
        """(ms, hover) for one hover request."""
        t0 = time.perf_counter()
        result = await self.hover(uri, line, character, timeout_s)
        return (time.perf_counter() - t0) * 1000, result

    async def wait_ready(self, root: Path) -> float:
        """Hover once on a one-line document: answered once the glossary is loaded; its ms."""
        uri = (root / "warm-up.py").as_uri()
        self.open(uri, "python", "# uses FSDP\n")
        ms, _ = await self.timed_hover(uri, 0, 8, self.load_timeout_s)
        self.close(uri)
        return ms

    # -- the end -----------------------------------------------------------------------------------
    async def stop(self) -> None:
        """Shut down politely when the server still answers, else kill it."""
        server = self.client._server
        if server.returncode is None:
            try:
                await asyncio.wait_for(self.client.shutdown_async(None), 5)
                self.client.exit(None)
                await asyncio.wait_for(server.wait(), 5)
            except (asyncio.TimeoutError, RuntimeError):
                server.kill()
                await server.wait()
        for task in self._tasks:
            task.cancel()
        await self.client.stop()
