"""Notebooks through the real server: notebookDocument/didOpen, didChange and didClose, then hover
in the cells, as VS Code and Neovim.

The recorded capabilities pytest-lsp ships (VS Code 1.65, Neovim) predate notebook sync in LSP 3.17,
and pygls announces ``notebookDocumentSync`` only to clients that declare ``notebookDocument``, so
the client here adds the capability a current VS Code sends.
"""

from __future__ import annotations

import asyncio

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from support.lsp_session import CLIENTS, SERVER, Session, cursor_position

NOTEBOOK_CAPS = types.NotebookDocumentClientCapabilities(
    synchronization=types.NotebookDocumentSyncClientCapabilities(dynamic_registration=True, execution_summary_support=True)
)


def with_notebooks(client_name: str) -> types.ClientCapabilities:
    caps = client_capabilities(client_name)
    caps.notebook_document = NOTEBOOK_CAPS
    return caps


async def start_notebook_client(lsp_client: LanguageClient, client_name: str, root) -> tuple[Session, types.InitializeResult]:
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams) -> None:
        lsp_client.registrations.extend(params.registrations)

    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=with_notebooks(client_name),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="ws")],
        )
    )
    return Session(lsp_client, root, str(result.capabilities.position_encoding or "utf-16")), result


@pytest_lsp.fixture(config=SERVER, params=CLIENTS)
async def nb_client(lsp_client: LanguageClient, request, tmp_path):
    lsp_client.glossary_session, _ = await start_notebook_client(lsp_client, request.param, tmp_path)
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def session(nb_client) -> Session:  # this module's session: a client that declares notebook sync
    return nb_client.glossary_session

NB_URI = "file:///nb.ipynb"
MD_CELL = "vscode-notebook-cell:/nb.ipynb#W0sZmlsZQ=="
PY_CELL = "vscode-notebook-cell:/nb.ipynb#W1sZmlsZQ=="
NEW_CELL = "vscode-notebook-cell:/nb.ipynb#W2sZmlsZQ=="

MD_TEXT = "# Notes\n\nWe fine-tune with LoRA adapters.\n"
PY_TEXT = "model = FSDP(model)  # shard with ZeRO-3\n"


def cell(uri: str, kind: types.NotebookCellKind) -> types.NotebookCell:
    return types.NotebookCell(kind=kind, document=uri)


def item(uri: str, language_id: str, text: str, version: int = 1) -> types.TextDocumentItem:
    return types.TextDocumentItem(uri=uri, language_id=language_id, version=version, text=text)


def open_notebook(client, cells: list[tuple[str, str, str]], nb_uri: str = NB_URI) -> None:
    """cells: (uri, language id, text); markdown cells are markup cells, the rest code cells."""
    client.notebook_document_did_open(
        types.DidOpenNotebookDocumentParams(
            notebook_document=types.NotebookDocument(
                uri=nb_uri,
                notebook_type="jupyter-notebook",
                version=1,
                cells=[
                    cell(uri, types.NotebookCellKind.Markup if lang == "markdown" else types.NotebookCellKind.Code)
                    for uri, lang, _ in cells
                ],
            ),
            cell_text_documents=[item(uri, lang, text) for uri, lang, text in cells],
        )
    )


def open_default(client) -> None:
    open_notebook(client, [(MD_CELL, "markdown", MD_TEXT), (PY_CELL, "python", PY_TEXT)])


async def hover(client, uri: str, line: int, character: int) -> types.Hover | None:
    params = types.HoverParams(text_document=types.TextDocumentIdentifier(uri), position=types.Position(line, character))
    # asked once more when empty, as Session.hover does: the answer is the analysis', not the budget's
    return await client.text_document_hover_async(params) or await client.text_document_hover_async(params)


async def hover_text(client, uri: str, line: int, character: int) -> str | None:
    result = await hover(client, uri, line, character)
    return None if result is None else result.contents.value


def change_text(client, uri: str, version: int, changes, nb_version: int = 2, nb_uri: str = NB_URI) -> None:
    client.notebook_document_did_change(
        types.DidChangeNotebookDocumentParams(
            notebook_document=types.VersionedNotebookDocumentIdentifier(version=nb_version, uri=nb_uri),
            change=types.NotebookDocumentChangeEvent(
                cells=types.NotebookDocumentCellChanges(
                    text_content=[
                        types.NotebookDocumentCellContentChanges(
                            document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                            changes=changes,
                        )
                    ]
                )
            ),
        )
    )


def change_structure(client, start_at: int, delete: int, opened: list[tuple[str, str, str]], closed: list[str],
                     nb_version: int = 2) -> None:
    client.notebook_document_did_change(
        types.DidChangeNotebookDocumentParams(
            notebook_document=types.VersionedNotebookDocumentIdentifier(version=nb_version, uri=NB_URI),
            change=types.NotebookDocumentChangeEvent(
                cells=types.NotebookDocumentCellChanges(
                    structure=types.NotebookDocumentCellChangeStructure(
                        array=types.NotebookCellArrayChange(
                            start=start_at,
                            delete_count=delete,
                            cells=[
                                cell(u, types.NotebookCellKind.Markup if lang == "markdown" else types.NotebookCellKind.Code)
                                for u, lang, _ in opened
                            ],
                        ),
                        did_open=[item(u, lang, text) for u, lang, text in opened],
                        did_close=[types.TextDocumentIdentifier(u) for u in closed],
                    )
                )
            ),
        )
    )


# -- hover in cells ----------------------------------------------------------------------------------


async def test_hover_in_a_markdown_cell(session):
    open_default(session.client)
    result = await hover(session.client, MD_CELL, 2, MD_TEXT.splitlines()[2].index("LoRA") + 1)
    assert result is not None and "Low-Rank Adaptation" in result.contents.value
    col = MD_TEXT.splitlines()[2].index("LoRA")
    assert result.range == types.Range(types.Position(2, col), types.Position(2, col + 4))


async def test_hover_in_a_comment_of_a_code_cell(session):
    open_default(session.client)
    col = PY_TEXT.index("ZeRO-3")
    result = await hover(session.client, PY_CELL, 0, col + 2)
    assert result is not None and "Zero Redundancy Optimizer" in result.contents.value
    assert result.range == types.Range(types.Position(0, col), types.Position(0, col + len("ZeRO-3")))


async def test_no_hover_on_a_code_identifier_in_a_cell(session):
    open_default(session.client)
    assert await hover(session.client, PY_CELL, 0, PY_TEXT.index("FSDP") + 1) is None
    assert await hover(session.client, PY_CELL, 0, 2) is None  # `model`


async def test_cells_are_separate_documents(session):
    open_default(session.client)
    # the markdown cell's line 0 is "# Notes": no term there, whatever the code cell holds
    assert await hover(session.client, MD_CELL, 0, 3) is None
    assert await hover(session.client, PY_CELL, 2, 0) is None  # past the cell's last line


async def test_utf16_positions_in_a_cell(session):
    text = "😀🤗 বাংলা FSDP notes\n"
    open_notebook(session.client, [(MD_CELL, "markdown", text)])
    marked = text.replace("FSDP", "FS‸DP")
    _, pos = cursor_position(marked, session.encoding)
    result = await hover(session.client, MD_CELL, pos.line, pos.character)
    assert result is not None and "Fully Sharded Data Parallel" in result.contents.value


# -- changes -----------------------------------------------------------------------------------------


async def test_incremental_edit_of_a_code_cell_then_hover(session):
    open_default(session.client)
    col = PY_TEXT.index("shard with ZeRO-3")
    # replace "shard with ZeRO-3" by "wrap with FSDP, use LoRA"
    change_text(
        session.client,
        PY_CELL,
        2,
        [
            types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(0, col), types.Position(0, col + len("shard with ZeRO-3"))),
                text="wrap with FSDP, use LoRA",
            )
        ],
    )
    new_line = PY_TEXT[:col] + "wrap with FSDP, use LoRA"
    text = await hover_text(session.client, PY_CELL, 0, new_line.index("LoRA") + 1)
    assert text is not None and "Low-Rank Adaptation" in text
    text = await hover_text(session.client, PY_CELL, 0, new_line.rindex("FSDP") + 1)
    assert text is not None and "Fully Sharded Data Parallel" in text
    # the old term is gone; the identifier is still code
    assert await hover(session.client, PY_CELL, 0, new_line.index("FSDP") + 1) is None


async def test_edit_that_adds_a_line_to_a_markdown_cell(session):
    open_default(session.client)
    end = len(MD_TEXT.splitlines())
    change_text(
        session.client,
        MD_CELL,
        2,
        [types.TextDocumentContentChangePartial(range=types.Range(types.Position(end, 0), types.Position(end, 0)),
                                                text="Attention uses FlashAttention.\n")],
    )
    text = await hover_text(session.client, MD_CELL, end, len("Attention uses Flash"))
    assert text is not None and "FlashAttention" in text
    # the earlier line still answers
    assert await hover(session.client, MD_CELL, 2, MD_TEXT.splitlines()[2].index("LoRA")) is not None


async def test_whole_cell_replacement_then_hover(session):
    open_default(session.client)
    change_text(session.client, MD_CELL, 2, [types.TextDocumentContentChangeWholeDocument(text="Nothing to see.\n")])
    assert await hover(session.client, MD_CELL, 0, 2) is None
    change_text(session.client, MD_CELL, 3, [types.TextDocumentContentChangeWholeDocument(text="Use FSDP.\n")],
                nb_version=3)
    text = await hover_text(session.client, MD_CELL, 0, 5)
    assert text is not None and "Fully Sharded Data Parallel" in text


async def test_several_edits_in_one_change(session):
    open_default(session.client)
    change_text(
        session.client,
        MD_CELL,
        2,
        [
            types.TextDocumentContentChangeWholeDocument(text="x\n"),
            types.TextDocumentContentChangePartial(range=types.Range(types.Position(0, 0), types.Position(0, 1)),
                                                   text="Sharded with ZeRO"),
        ],
    )
    text = await hover_text(session.client, MD_CELL, 0, len("Sharded with Ze"))
    assert text is not None and "Zero Redundancy Optimizer" in text


async def test_added_cell_answers_and_removed_cell_does_not(session):
    open_default(session.client)
    # once the server answers (glossary loaded): the structure change below is not a start-up one
    assert await hover(session.client, PY_CELL, 0, PY_TEXT.index("ZeRO") + 1) is not None
    change_structure(session.client, 1, 1, [(NEW_CELL, "python", "x = 1  # LoRA rank 8\n")], [PY_CELL])
    text = await hover_text(session.client, NEW_CELL, 0, len("x = 1  # Lo"))
    assert text is not None and "Low-Rank Adaptation" in text
    assert await hover(session.client, PY_CELL, 0, PY_TEXT.index("ZeRO") + 1) is None
    # then edit the new cell
    change_text(session.client, NEW_CELL, 2, [types.TextDocumentContentChangePartial(
        range=types.Range(types.Position(0, 9), types.Position(0, 13)), text="FSDP")], nb_version=3)
    text = await hover_text(session.client, NEW_CELL, 0, 10)
    assert text is not None and "Fully Sharded Data Parallel" in text


async def test_close_notebook(session):
    open_default(session.client)
    assert await hover(session.client, MD_CELL, 2, MD_TEXT.splitlines()[2].index("LoRA")) is not None
    session.client.notebook_document_did_close(
        types.DidCloseNotebookDocumentParams(
            notebook_document=types.NotebookDocumentIdentifier(NB_URI),
            cell_text_documents=[types.TextDocumentIdentifier(MD_CELL), types.TextDocumentIdentifier(PY_CELL)],
        )
    )
    assert await hover(session.client, MD_CELL, 2, MD_TEXT.splitlines()[2].index("LoRA")) is None
    assert await hover(session.client, PY_CELL, 0, PY_TEXT.index("ZeRO")) is None


# -- notebooks that arrive while the glossary is still loading --------------------------------------


async def test_notebook_messages_sent_right_after_initialize(raw_client, tmp_path):
    """The glossary loads in a thread after `initialized`; notebook messages sent at once must not
    be lost (an added cell) nor break start-up (a closed cell or notebook)."""
    session, _ = await start_notebook_client(raw_client, CLIENTS[0], tmp_path)
    client = session.client
    # no await between these: they reach the server while it is still loading
    open_default(client)
    change_text(client, MD_CELL, 2, [types.TextDocumentContentChangeWholeDocument(text="Now with FSDP.\n")])
    change_structure(client, 2, 0, [(NEW_CELL, "python", "x = 1  # LoRA rank 8\n")], [], nb_version=3)
    other = "file:///other.ipynb"
    other_cell = "vscode-notebook-cell:/other.ipynb#W0sZmlsZQ=="
    open_notebook(client, [(other_cell, "markdown", "Uses ZeRO.\n")], nb_uri=other)
    client.notebook_document_did_close(
        types.DidCloseNotebookDocumentParams(
            notebook_document=types.NotebookDocumentIdentifier(other),
            cell_text_documents=[types.TextDocumentIdentifier(other_cell)],
        )
    )
    results = await asyncio.gather(
        hover_text(client, MD_CELL, 0, len("Now with FS")),
        hover_text(client, NEW_CELL, 0, len("x = 1  # Lo")),
        hover_text(client, PY_CELL, 0, PY_TEXT.index("ZeRO") + 1),
        hover_text(client, other_cell, 0, 6),
    )
    assert results[0] is not None and "Fully Sharded Data Parallel" in results[0]
    assert results[1] is not None and "Low-Rank Adaptation" in results[1]
    assert results[2] is not None and "Zero Redundancy Optimizer" in results[2]
    assert results[3] is None  # closed


async def test_server_announces_notebook_sync(raw_client, tmp_path):
    _, result = await start_notebook_client(raw_client, "visual-studio-code", tmp_path)
    sync = result.capabilities.notebook_document_sync
    assert sync is not None
    assert sync.notebook_selector
    for selector in sync.notebook_selector:
        assert selector.cells and any(c.language == "*" for c in selector.cells)


async def test_the_lint_of_each_cell_is_published_and_cleared_with_the_notebook(nb_client):
    from support.waiting import until_notified

    nb_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"aiGlossary": {"lint": True}}))
    open_notebook(nb_client, [(MD_CELL, "markdown", "# Notes\n\nWe train with Pytorch.\n"),
                              (PY_CELL, "python", "x = 1  # Deepspeed config\n")])

    def both() -> bool:
        return all(nb_client.diagnostics.get(uri) for uri in (MD_CELL, PY_CELL))

    assert await until_notified(nb_client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, both)
    assert [d.data["replacement"] for d in nb_client.diagnostics[MD_CELL]] == ["PyTorch"]
    assert [d.data["replacement"] for d in nb_client.diagnostics[PY_CELL]] == ["DeepSpeed"]
    nb_client.notebook_document_did_close(types.DidCloseNotebookDocumentParams(
        notebook_document=types.NotebookDocumentIdentifier(uri=NB_URI),
        cell_text_documents=[types.TextDocumentIdentifier(MD_CELL), types.TextDocumentIdentifier(PY_CELL)]))
    assert await until_notified(nb_client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
                                lambda: not any(nb_client.diagnostics.get(uri) for uri in (MD_CELL, PY_CELL)))
