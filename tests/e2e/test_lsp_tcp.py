"""`ai-glossary serve --tcp`: the same server over a loopback TCP socket."""

import asyncio
import json
import socket
import sys

from support.lsp_session import ISOLATED_ENV


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


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
        for _ in range(100):  # wait for the server to listen
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                break
            except OSError:
                await asyncio.sleep(0.1)
        else:
            raise AssertionError("the server never listened")
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
