"""Reading messages from the client and gating them by the session's lifecycle.

The server reads with :class:`~.framing.FrameReader` (which resynchronises after a bad frame)
instead of pygls's reader, and every message passes :class:`MessageGate` before pygls sees it:

- a message that is not a JSON-RPC 2.0 object: a request gets -32600 InvalidRequest, anything else
  is logged and dropped;
- a request or notification without ``params`` is read as ``params: null`` (JSON-RPC 2.0 allows it);
- a request whose params pygls cannot read gets its error (-32602) here;
- before ``initialize``: a request gets -32002 ServerNotInitialized, a notification other than
  ``exit`` is dropped (LSP 3.17, "Server lifecycle");
- after ``shutdown``: a request gets -32600 InvalidRequest, a notification other than ``exit`` is
  dropped.
"""

from __future__ import annotations

import asyncio
import json
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any, BinaryIO, Callable

from pygls.exceptions import JsonRpcException

from ai_glossary.lsp.framing import FrameReader

log = logging.getLogger(__name__)

SERVER_NOT_INITIALIZED = -32002
INVALID_REQUEST = -32600
# A 3.5 MB didOpen used to arrive in 55 reads of 64 KB (a pipe's default capacity), each a hand-off
# from the stdin thread to the event loop; while an analysis runs in the worker thread, every
# hand-off waits for the GIL (up to the switch interval, several times), and reading that one
# message took 200 ms. A pipe of 1 MiB (Linux's default limit for a process) and reads of as much
# make that 4 hand-offs.
READ_CHUNK = 1 << 20


def frame(message: dict) -> bytes:
    body = json.dumps(message, ensure_ascii=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class MessageGate:
    """Decides what happens to each decoded message before pygls sees it."""

    def __init__(self, send: Callable[[dict], None]) -> None:
        self._send = send
        self.initialize_received = False
        self.shutdown_received = False

    def admit(self, message: Any) -> dict | None:
        """The message to hand to pygls, or None when it was answered here or dropped."""
        if not isinstance(message, dict):
            log.warning("dropped a message that is not a JSON object: %.80r", message)
            return None
        method = message.get("method")
        if message.get("jsonrpc") != "2.0":
            return self.refuse(message, INVALID_REQUEST, "expected \"jsonrpc\": \"2.0\"")
        if method is not None and "params" not in message:
            message = {**message, "params": None}
        if method is None or method == "exit":
            return message  # responses to our requests, and exit, always go through
        if not self.initialize_received:
            if method != "initialize":
                return self.refuse(message, SERVER_NOT_INITIALIZED, "the server is not initialized yet")
            self.initialize_received = True
        elif self.shutdown_received:
            return self.refuse(message, INVALID_REQUEST, "the server is shutting down")
        if method == "shutdown":
            self.shutdown_received = True
        return message

    def refuse(self, message: dict, code: int, reason: str) -> None:
        """Answer a request with an error; log and drop anything else."""
        if "id" in message and "method" in message:
            self._send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": code, "message": reason}})
        else:
            log.warning("dropped %s: %s", message.get("method", "a message"), reason)
        return None


class MessageLoop:
    """Bytes from the client -> framing -> gate -> pygls's protocol."""

    def __init__(self, protocol, write: Callable[[bytes], Any]) -> None:
        self._protocol = protocol
        self._frames = FrameReader()
        self.gate = MessageGate(lambda message: write(frame(message)))

    def feed(self, data: bytes) -> None:
        self._frames.feed(data)
        for message in self._frames.messages():
            admitted = self.gate.admit(message)
            if admitted is None:
                continue
            try:
                structured = self._protocol.structure_message(admitted)
            except JsonRpcException as error:
                # params pygls cannot read: pygls alone would only log, leaving the client waiting
                self.gate.refuse(admitted, error.code, error.message)
                continue
            try:
                self._protocol.handle_message(structured)
            except Exception:
                log.exception("unable to handle message")


async def serve_stream(protocol, read: Callable[[], Any], write: Callable[[bytes], Any]) -> None:
    """Run until the client closes the stream (``read`` returns no bytes)."""
    loop = MessageLoop(protocol, write)
    while data := await read():
        loop.feed(data)


class StdoutWriter:
    """pygls's writer interface over stdout (it calls ``write`` and, at exit, ``close``)."""

    def __init__(self, stdout: BinaryIO) -> None:
        self._stdout = stdout

    def write(self, data: bytes) -> None:
        self._stdout.write(data)
        self._stdout.flush()

    def close(self) -> None:
        self._stdout.close()


def _widen_pipe(stream: BinaryIO) -> None:
    """Let the client write up to READ_CHUNK bytes into a stdin pipe before it must wait for us
    (Linux only; other systems, and stdin that is not a pipe, keep what they have)."""
    try:
        import fcntl  # not on Windows

        fcntl.fcntl(stream.fileno(), fcntl.F_SETPIPE_SZ, READ_CHUNK)
    except (ImportError, AttributeError, OSError, ValueError):
        pass


def serve_stdio(server, stdin: BinaryIO, stdout: BinaryIO) -> None:
    _widen_pipe(stdin)
    writer = StdoutWriter(stdout)
    server.protocol.set_writer(writer)
    # one thread blocks on stdin; read1 returns what has arrived instead of waiting for a length
    reader = ThreadPoolExecutor(1, thread_name_prefix="stdin")

    async def main() -> None:
        loop = asyncio.get_running_loop()
        await serve_stream(server.protocol, lambda: loop.run_in_executor(reader, stdin.read1, READ_CHUNK), writer.write)

    try:
        asyncio.run(main())
    except BrokenPipeError:
        log.error("the connection to the client is lost; shutting down")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        reader.shutdown(wait=False, cancel_futures=True)
        server.shutdown()


def serve_tcp(server, host: str, port: int) -> None:
    async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        server.protocol.set_writer(writer)
        await serve_stream(server.protocol, lambda: reader.read(READ_CHUNK), writer.write)
        listening.close()

    async def main() -> None:
        nonlocal listening
        listening = await asyncio.start_server(connection, host, port)
        log.info("serving on %s", ", ".join(str(s.getsockname()) for s in listening.sockets))
        async with listening:
            try:
                await listening.serve_forever()
            except asyncio.CancelledError:
                pass

    listening: asyncio.Server
    try:
        asyncio.run(main())
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()
