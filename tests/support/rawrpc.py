"""A bare JSON-RPC peer for the server: sends exactly the bytes a test wants (malformed included)."""

from __future__ import annotations

import asyncio
import json
import sys

from support.lsp_session import ISOLATED_ENV


class RawServer:
    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    @classmethod
    async def start(cls, command: list[str] | None = None, env: dict[str, str] | None = None,
                    cwd: str | None = None) -> "RawServer":
        """This checkout's server, or ``command`` (an installed ``ai-glossary serve``)."""
        proc = await asyncio.create_subprocess_exec(
            *(command or [sys.executable, "-m", "ai_glossary", "serve"]),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
            env=env or ISOLATED_ENV, cwd=cwd,
        )
        return cls(proc)

    def send_raw(self, data: bytes) -> None:
        """Exactly these bytes, headers included (or left out)."""
        self.proc.stdin.write(data)

    def send_bytes(self, body: bytes) -> None:
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def send(self, message: dict) -> None:
        self.send_bytes(json.dumps(message).encode())

    async def receive(self, timeout: float = 20) -> dict:
        async def read() -> dict:
            length = 0
            while True:
                line = await self.proc.stdout.readline()
                if not line:
                    raise EOFError("server closed its output")
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            return json.loads(await self.proc.stdout.readexactly(length))

        return await asyncio.wait_for(read(), timeout)

    async def response(self, msg_id, timeout: float = 20) -> dict:
        """The response to request ``msg_id``; answers server-to-client requests with null."""
        while True:
            message = await self.receive(timeout)
            if message.get("id") == msg_id and "method" not in message:
                return message
            if "method" in message and "id" in message:  # e.g. workspace/configuration
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})

    async def initialize(self, msg_id=1) -> dict:
        self.send({"jsonrpc": "2.0", "id": msg_id, "method": "initialize", "params": {"capabilities": {}, "processId": None, "rootUri": None}})
        result = await self.response(msg_id)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        return result

    async def close(self) -> int:
        if self.proc.returncode is None:
            self.proc.kill()
        return await self.proc.wait()
