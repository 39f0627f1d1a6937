"""Fault injection from outside the server, over real stdio: bad frames, hostile bodies (any JSON
value, any depth, batches, ids and params of the wrong type), the lifecycle, a dead editor.

Each test breaks the session the way a buggy or crashed client does, then checks that the server
answers the next well-formed request (or exits, when its editor is gone)."""

import asyncio
import json
import sys

import pytest

from support.rawrpc import RawServer
from support.lsp_session import ISOLATED_ENV

OPEN = {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": "file:///a.py", "languageId": "python", "version": 1, "text": "# ZeRO and ট্রান্সফরমার\n"}}}


def hover(msg_id: int) -> dict:
    return {"jsonrpc": "2.0", "id": msg_id, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": "file:///a.py"}, "position": {"line": 0, "character": 3}}}


def body(message: dict) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode()


@pytest.fixture
async def server():
    server = await RawServer.start()
    yield server
    await server.close()


BAD_FRAMES = {
    "too short": lambda b: b"Content-Length: %d\r\n\r\n" % (len(b) - 9) + b,
    "too long": lambda b: b"Content-Length: %d\r\n\r\n" % (len(b) + 40) + b,
    "not a number": lambda b: b"Content-Length: twelve\r\n\r\n" + b,
    "missing": lambda b: b"Content-Type: application/json\r\n\r\n" + b,
    "characters, not bytes": lambda b: b"Content-Length: %d\r\n\r\n" % len(b.decode()) + b,
}


@pytest.mark.parametrize("kind", list(BAD_FRAMES))
async def test_after_a_bad_frame_the_next_requests_are_answered(server, kind):
    await server.initialize()
    server.send(OPEN)
    server.send_raw(BAD_FRAMES[kind](body(OPEN)))
    server.send(hover(2))
    answer = await server.response(2)
    assert "Zero Redundancy Optimizer" in answer["result"]["contents"]["value"]


@pytest.mark.parametrize(
    "header",
    [b"content-length: %d\r\n\r\n", b"Content-Length : %d\r\n\r\n", b"Content-Length: %d\n\n"],
    ids=["lower case", "space before colon", "LF only"],
)
async def test_header_variants_are_understood(server, header):
    await server.initialize()
    server.send(OPEN)
    message = body(hover(2))
    server.send_raw(header % len(message) + message)
    assert "Zero Redundancy Optimizer" in (await server.response(2))["result"]["contents"]["value"]


async def test_a_request_before_initialize_is_refused_and_the_session_then_works(server):
    server.send(hover(1))
    assert (await server.response(1))["error"]["code"] == -32002
    server.send({"jsonrpc": "2.0", "id": 2, "method": "workspace/executeCommand",
                 "params": {"command": "aiGlossary.concepts", "arguments": []}})
    assert (await server.response(2))["error"]["code"] == -32002
    await server.initialize(msg_id=3)
    server.send(OPEN)
    server.send(hover(4))
    assert "Zero Redundancy Optimizer" in (await server.response(4))["result"]["contents"]["value"]


async def test_params_may_be_left_out_and_unknown_methods_are_not_found(server):
    await server.initialize()
    server.send({"jsonrpc": "2.0", "id": 2, "method": "aiGlossary/nope"})
    assert (await server.response(2))["error"]["code"] == -32601
    server.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
    assert (await server.response(3)) == {"jsonrpc": "2.0", "id": 3, "result": None}


@pytest.mark.parametrize("version", [None, "1.0"], ids=["missing", "wrong"])
async def test_a_wrong_jsonrpc_version_is_an_invalid_request(server, version):
    await server.initialize()
    message = {"id": 2, "method": "shutdown", "params": None}
    if version is not None:
        message["jsonrpc"] = version
    server.send(message)
    assert (await server.response(2))["error"]["code"] == -32600
    server.send(OPEN)
    server.send(hover(3))
    assert "result" in await server.response(3)


async def test_requests_after_shutdown_are_invalid_and_exit_still_works(server):
    await server.initialize()
    server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    assert (await server.response(2)).get("result") is None
    server.send(hover(3))
    assert (await server.response(3))["error"]["code"] == -32600
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert await asyncio.wait_for(server.proc.wait(), 10) == 0


PARENT = """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, "-m", "ai_glossary", "serve"], stdin=subprocess.PIPE,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(child.pid, flush=True)
import json, os
body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"capabilities": {}, "processId": os.getpid(), "rootUri": None}}).encode()
child.stdin.write(b"Content-Length: %d\\r\\n\\r\\n" % len(body) + body)
child.stdin.flush()
# another process holds the server's stdin open, so the server sees no end of input: only the
# processId check can tell it that its editor is gone
holder = subprocess.Popen(["sleep", "30"], pass_fds=(child.stdin.fileno(),), stdout=subprocess.DEVNULL)
print(holder.pid, flush=True)
time.sleep(1.5)
os._exit(0)  # the editor crashes: no shutdown, no exit
"""


async def test_the_server_exits_when_its_editor_process_dies(tmp_path):
    parent = await asyncio.create_subprocess_exec(
        sys.executable, "-c", PARENT, stdout=asyncio.subprocess.PIPE, env=ISOLATED_ENV)
    child_pid = int((await parent.stdout.readline()).decode())
    holder_pid = int((await parent.stdout.readline()).decode())
    await parent.wait()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 8
    from ai_glossary.lsp.parent import is_alive

    while is_alive(child_pid) and loop.time() < deadline:
        await asyncio.sleep(0.2)
    alive = is_alive(child_pid)
    import os, signal

    os.kill(holder_pid, signal.SIGKILL)
    if alive:
        os.kill(child_pid, signal.SIGKILL)
    assert not alive, "the server outlived its editor by more than 8 s"


# -- hostile bodies: every one is answered as JSON-RPC asks (or ignored, for a notification), and
# the server goes on serving. framing.MAX_DEPTH is 128 levels.

def nest(levels: int, inner: bytes = b"") -> bytes:
    return b"[" * levels + inner + b"]" * levels


def hover_with(**fields) -> bytes:
    return body({**hover(7), **fields})


DEEP_PARAMS = (b'{"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {"textDocument": '
               b'{"uri": "file:///a.py"}, "position": {"line": 0, "character": 3}, "extra": ' + nest(200) + b"}}")
PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602
# body -> the (id, error code) of each answer before the next request's (code None: a result)
HOSTILE = {
    "arrays nested 100,000 deep": (nest(100_000), [(None, PARSE_ERROR)]),
    "objects nested 100,000 deep": (b'{"a":' * 100_000 + b"0" + b"}" * 100_000, [(None, PARSE_ERROR)]),
    "a request nested 200 deep": (DEEP_PARAMS, [(7, PARSE_ERROR)]),
    "a notification nested 200 deep": (
        b'{"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {"settings": '
        + nest(200) + b"}}", []),
    "not JSON": (b'{"jsonrpc": "2.0", "id": 7, "method": ', [(None, PARSE_ERROR)]),
    "NaN": (hover_with(params={"x": float("nan")}), [(None, PARSE_ERROR)]),
    "a 5,000-digit id": (b'{"jsonrpc": "2.0", "method": "shutdown", "id": ' + b"9" * 5000 + b"}", [(None, PARSE_ERROR)]),
    "null": (b"null", [(None, INVALID_REQUEST)]),
    "a number": (b"42", [(None, INVALID_REQUEST)]),
    "a string": (b'"textDocument/hover"', [(None, INVALID_REQUEST)]),
    "a boolean": (b"true", [(None, INVALID_REQUEST)]),
    "an empty array": (b"[]", [(None, INVALID_REQUEST)]),
    "an array of numbers": (b"[1, 2]", [(None, INVALID_REQUEST)]),
    "a batch": (body([hover(7), {"jsonrpc": "2.0", "method": "initialized", "params": {}}, hover(8)]),
                [(7, INVALID_REQUEST), (8, INVALID_REQUEST)]),
    "an empty object": (b"{}", [(None, INVALID_REQUEST)]),
    "an object with an id only": (body({"jsonrpc": "2.0", "id": 7}), [(None, INVALID_REQUEST)]),
    "a method that is a number": (hover_with(method=1), [(7, INVALID_REQUEST)]),
    "params a string": (hover_with(params="bar"), [(7, INVALID_PARAMS)]),
    "params a number": (hover_with(params=5), [(7, INVALID_PARAMS)]),
    "params an array": (hover_with(params=[1]), [(7, INVALID_PARAMS)]),
    "a notification with params a string": (
        body({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": "bar"}), []),
    "an id that is an object": (hover_with(id={"a": 1}), [(None, INVALID_REQUEST)]),
    "an id that is an array": (hover_with(id=[7]), [(None, INVALID_REQUEST)]),
    "an id that is true": (hover_with(id=True), [(None, INVALID_REQUEST)]),
    "an id that is 1.5": (hover_with(id=1.5), [(None, INVALID_REQUEST)]),
    "an id that is null": (hover_with(id=None), [(None, INVALID_REQUEST)]),
    "an id of 10**40": (hover_with(id=10**40), [(10**40, None)]),
    "positions of 10**30": (hover_with(params={"textDocument": {"uri": "file:///a.py"},
                                               "position": {"line": 10**30, "character": 10**30}}),
                            [(7, INVALID_PARAMS)]),
}


async def answers_then_hover(server, message: bytes) -> list[tuple]:
    """The (id, error code) of every answer to ``message``, read until a hover sent after it is
    answered, which must be."""
    server.send_bytes(message)
    server.send(hover(99))
    answers = []
    while True:
        answer = await server.receive()
        if "method" in answer:  # a request of the server's own (workspace/configuration)
            if "id" in answer:
                server.send({"jsonrpc": "2.0", "id": answer["id"], "result": None})
            continue
        if answer.get("id") == 99:
            assert "Zero Redundancy Optimizer" in answer["result"]["contents"]["value"]
            return answers
        answers.append((answer.get("id"), answer.get("error", {}).get("code")))


@pytest.mark.parametrize("kind", list(HOSTILE))
async def test_a_hostile_body_is_answered_and_the_server_keeps_serving(server, kind):
    message, expected = HOSTILE[kind]
    await server.initialize()
    server.send(OPEN)
    assert await answers_then_hover(server, message) == expected
