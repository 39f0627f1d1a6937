"""Bad input never crashes or hangs the server; shutdown + exit ends it with code 0."""

import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from support.lsp_session import start
from support.rawrpc import RawServer


def hover_params(uri, line, character):
    return types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character))


@pytest.mark.parametrize("line, character", [(0, 10_000), (10_000, 0), (10_000, 10_000), (2**31 - 1, 5)])
async def test_out_of_range_positions(session, line, character):
    uri, _ = session.open("a.py", "python", "x = 1  # ZeRO\n")
    assert await session.client.text_document_hover_async(hover_params(uri, line, character)) is None
    # the server is still alive and correct afterwards
    assert await session.client.text_document_hover_async(hover_params(uri, 0, 10)) is not None


async def test_unknown_document(session):
    assert await session.client.text_document_hover_async(hover_params("file:///nowhere/x.py", 0, 0)) is None
    result = await session.client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier("file:///nowhere/x.py"), types.Position(0, 0))
    )
    assert not result.items


async def test_huge_document_gets_an_empty_answer(session):
    text = "# ZeRO\n" * 700_000  # ~5 MB, over the default limit
    uri, _ = session.open("huge.py", "python", text)
    assert await session.client.text_document_hover_async(hover_params(uri, 0, 3)) is None


async def test_binary_document_gets_an_empty_answer(session):
    uri, _ = session.open("blob.py", "python", "# ZeRO \x00\x01\x02\xff" * 10)
    assert await session.client.text_document_hover_async(hover_params(uri, 0, 3)) is None


async def test_odd_unicode_does_not_crash(session):
    text = "# \ud7ff \U0010ffff \u202e ZeRO \u0000x\n# lone combining \u0301 mark and İstanbul FSDP\n"
    uri, _ = session.open("odd.py", "python", text.replace("\u0000", ""))
    assert await session.client.text_document_hover_async(hover_params(uri, 1, 40)) is not None


async def test_unknown_language_and_untitled_scheme(session):
    uri = "untitled:Untitled-1"
    session.client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="plaintext", version=1, text="ZeRO rocks"))
    )
    result = await session.client.text_document_hover_async(hover_params(uri, 0, 1))
    assert result is not None
    uri2 = "file:///tmp/x.zzzunknown"
    session.client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri2, language_id="no-such-language", version=1, text="ZeRO"))
    )
    assert await session.client.text_document_hover_async(hover_params(uri2, 0, 1)) is None


async def test_malformed_messages_get_jsonrpc_errors_and_the_server_survives():
    server = await RawServer.start()
    try:
        await server.initialize()
        # a hover without a position: invalid params
        server.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///a.py"}}})
        assert (await server.response(2))["error"]["code"] == -32602
        # a position of the wrong type
        server.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": "file:///a.py"}, "position": {"line": "x", "character": -1}}})
        assert "error" in await server.response(3)
        # not JSON at all, then a well-formed request: still answered
        server.send_bytes(b"{this is not json")
        server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": "file:///a.py", "languageId": "python", "version": 1, "text": "# ZeRO\n"}}})
        server.send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": "file:///a.py"}, "position": {"line": 0, "character": 3}}})
        answer = await server.response(4)
        assert "Zero Redundancy Optimizer" in answer["result"]["contents"]["value"]
        # shutdown then exit: exit code 0
        server.send({"jsonrpc": "2.0", "id": 5, "method": "shutdown"})
        assert (await server.response(5)).get("result") is None
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert await asyncio.wait_for(server.proc.wait(), 10) == 0
    finally:
        await server.close()


async def test_exit_without_shutdown_is_code_1():
    server = await RawServer.start()
    try:
        await server.initialize()
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert await asyncio.wait_for(server.proc.wait(), 10) == 1
    finally:
        await server.close()


async def test_unknown_custom_request(session):
    with pytest.raises(JsonRpcException):
        await session.client.protocol.send_request_async("aiGlossary/nope", {})


async def test_shutdown_then_exit_ends_the_process_with_code_0(raw_client, tmp_path):
    await start(raw_client, "neovim", tmp_path)
    await raw_client.shutdown_async(None)
    raw_client.exit(None)
    returncode = await raw_client._server.wait()
    assert returncode == 0
    raw_client.capabilities = None  # already shut down: the fixture must not try again
