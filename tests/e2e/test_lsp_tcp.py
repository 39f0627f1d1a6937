"""`ai-glossary serve --tcp`: the same server over a loopback TCP socket."""

import asyncio
import json
import socket
import sys

from support.lsp_session import ISOLATED_ENV
from support.waiting import wait_until


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def connect(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
    """A connection to the server, or None while it is not listening yet."""
    try:
        return await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return None


async def request(reader, writer, message: dict) -> dict | None:
    body = json.dumps(message).encode()
    writer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    await writer.drain()
    if "id" not in message:
        return None
    while True:
        length = 0
        while (line := await reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        reply = json.loads(await reader.readexactly(length))
        if reply.get("id") == message["id"] and "method" not in reply:
            return reply


async def test_hover_over_tcp():
    port = free_port()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "ai_glossary", "serve", "--tcp", "--host", "127.0.0.1", "--port", str(port),
        env=ISOLATED_ENV, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    try:
        connection = await wait_until(lambda: connect(port))
        assert connection, "the server never listened"
        reader, writer = connection
        await request(reader, writer, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        await request(reader, writer, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        await request(reader, writer, {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": "file:///t.py", "languageId": "python", "version": 1, "text": "# ZeRO\n"}}})
        reply = await asyncio.wait_for(request(reader, writer, {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": "file:///t.py"}, "position": {"line": 0, "character": 3}}}), 30)
        assert "Zero Redundancy Optimizer" in reply["result"]["contents"]["value"]
        writer.close()
    finally:
        proc.kill()
        await proc.wait()
