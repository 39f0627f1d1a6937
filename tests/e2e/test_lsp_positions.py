"""Positions as LSP specifies them: every kind of line end, and edits past the end of a line."""

from lsprotocol import types

from support.lsp_session import start


def hover_params(uri, line, character):
    return types.HoverParams(text_document=types.TextDocumentIdentifier(uri), position=types.Position(line, character))


async def test_hover_after_lone_carriage_returns(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path)
    uri, _ = session.open("classic.py", "python", "# one\r# two\r\n# three\r# ZeRO here\n")
    hover = await raw_client.text_document_hover_async(hover_params(uri, 3, 4))
    assert hover is not None and "Zero Redundancy Optimizer" in hover.contents.value
    assert hover.range == types.Range(types.Position(3, 2), types.Position(3, 6))


async def test_an_edit_past_the_end_of_the_last_line_lands_at_its_end(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path)
    uri, _ = session.open("a.py", "python", "x = 1\n# ZeR")
    raw_client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(1, 40), types.Position(1, 40)), text="O"
                )
            ],
        )
    )
    hover = await raw_client.text_document_hover_async(hover_params(uri, 1, 3))
    assert hover is not None and "Zero Redundancy Optimizer" in hover.contents.value
