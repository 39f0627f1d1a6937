"""End-to-end fixtures: the real server over stdio, driven by pytest-lsp with recorded client
capabilities of VS Code and Neovim."""

from __future__ import annotations

import itertools
import os
import sys
import tempfile
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from support.cursor import CURSOR, split_cursor

CLIENTS = ["visual-studio-code", "neovim"]
# keep a developer's personal glossary out of the tests; share one compiled-glossary cache
ISOLATED_ENV = {
    **os.environ,
    "AI_GLOSSARY_CONFIG_DIR": tempfile.mkdtemp(prefix="aig-config-"),
    "AI_GLOSSARY_CACHE_DIR": os.path.join(tempfile.gettempdir(), "aig-test-cache"),
}
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "ai_glossary", "serve"], server_env=ISOLATED_ENV)


def hover_title(hover: str | None) -> str | None:
    """The concept's title a hover opens with (its first line, bold marks stripped), in lower case."""
    return None if hover is None else hover.splitlines()[0].strip("*").lower()


def units(text: str, encoding: str = "utf-16") -> int:
    """Length of ``text`` in the code units of a negotiated position encoding."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def cursor_position(marked: str, encoding: str = "utf-16") -> tuple[str, types.Position]:
    """Remove the cursor marker; return the text and the marker's LSP position, its character in
    the code units of ``encoding``."""
    text, offset = split_cursor(marked)
    before = text[:offset]
    line = before.count("\n")
    line_text = before[before.rfind("\n") + 1 :]
    return text, types.Position(line, units(line_text, encoding))


class Session:
    """A client plus the folder its documents are opened in (the workspace folder it was initialised
    with, or a folder of one test's own in it)."""

    def __init__(self, client: LanguageClient, root: Path, encoding: str = "utf-16") -> None:
        self.client = client
        self.root = root
        self.encoding = encoding  # the position encoding the server chose

    def in_folder(self, name: str) -> "Session":
        """The same client and server, with documents opened under ``root/name``."""
        return Session(self.client, self.root / name, self.encoding)

    def open(self, name: str, language_id: str, marked: str) -> tuple[str, types.Position | None]:
        text, pos = cursor_position(marked, self.encoding) if CURSOR in marked else (marked, None)
        uri = (self.root / name).as_uri()
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text))
        )
        return uri, pos

    async def hover(self, name: str, language_id: str, marked: str) -> types.Hover | None:
        uri, pos = self.open(name, language_id, marked)
        params = types.HoverParams(text_document=types.TextDocumentIdentifier(uri), position=pos)
        hover = await self.client.text_document_hover_async(params)
        if hover is None:
            # the first hover after didOpen waits at most the server's budget (150 ms) for the
            # first analysis, which a loaded host may not finish in time; a second one gives it
            # another budget, so an empty answer here is the analysis' and not the clock's
            hover = await self.client.text_document_hover_async(params)
        return hover

    async def hover_text(self, name: str, language_id: str, marked: str) -> str | None:
        result = await self.hover(name, language_id, marked)
        return None if result is None else result.contents.value


async def start(lsp_client: LanguageClient, client_name: str, root: Path, *, locale=None, init_options=None, config=None, capabilities=None):
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams) -> None:
        # real clients accept the server's file watchers; the test client records them
        lsp_client.registrations.extend(params.registrations)

    if config is not None:
        lsp_client.set_configuration(config, section="aiGlossary")
    params = types.InitializeParams(
        capabilities=capabilities or client_capabilities(client_name),
        root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="ws")],
        locale=locale,
        initialization_options=init_options,
    )
    result = await lsp_client.initialize_session(params)
    return Session(lsp_client, root, str(result.capabilities.position_encoding or "utf-16"))


@pytest_lsp.fixture(config=SERVER, params=CLIENTS)
async def client(lsp_client: LanguageClient, request, tmp_path):
    """A server initialised with a client's recorded capabilities (pytest-lsp yields the client)."""
    lsp_client.glossary_session = await start(lsp_client, request.param, tmp_path)
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def session(client) -> Session:
    return client.glossary_session


@pytest_lsp.fixture(config=SERVER, params=CLIENTS, scope="module")
async def module_client(lsp_client: LanguageClient, request, tmp_path_factory):
    """One server per test module and client, for modules whose tests only read: each opens its own
    documents (see ``shared_session``) and none changes a setting or a glossary. Such a module runs
    its tests on the server's event loop: ``pytestmark = pytest.mark.asyncio(loop_scope="module")``."""
    lsp_client.glossary_session = await start(lsp_client, request.param, tmp_path_factory.mktemp("workspace"))
    lsp_client.tests_started = itertools.count()
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def shared_session(module_client, request) -> Session:
    """The module's server, seen from one test: its documents are in a folder of the test's own, so
    no two tests open the same URI."""
    folder = f"{next(module_client.tests_started):03d}-{request.node.originalname}"
    return module_client.glossary_session.in_folder(folder)


@pytest_lsp.fixture(config=SERVER)
async def raw_client(lsp_client: LanguageClient):
    """A client that each test initialises itself (locale, options, configuration)."""
    yield lsp_client
    await lsp_client.shutdown_session()

