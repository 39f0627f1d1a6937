"""Reading messages from the client and gating them by the session's lifecycle.

The server reads with :class:`~.framing.FrameReader` (which resynchronises after a bad frame)
instead of pygls's reader, and every message passes :class:`MessageGate` before pygls sees it:

- a body that is not JSON, or is nested deeper than :data:`~.framing.MAX_DEPTH`: -32700 ParseError
  (with the request's id when the body could be decoded, else id null; a notification nested too
  deep is only logged; a response nested too deep reaches pygls as that error, so that the
  server's request it answers fails instead of waiting forever);
- a body that is JSON but not a JSON-RPC message (``null``, a number, a string, an object that is
  neither a request, a notification nor a response): -32600 InvalidRequest with id null;
- a batch (an array): LSP has none, so its messages are not run. Each request in it gets -32600
  InvalidRequest with its id, as a message of its own (LSP clients read one object a message, not
  the array the JSON-RPC spec would send back); a batch without a request gets one, with id null;
- a message with ``"jsonrpc"`` other than ``"2.0"``, a ``method`` that is not a string, or an
  ``id`` that is neither a string nor an integer (LSP's ``integer | string``; true, 1.5, null,
  objects are refused): -32600 InvalidRequest, with id null when the id is the fault; a response
  (to the server's own requests) with such an id is logged and dropped;
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

from ai_glossary.lsp.framing import FrameReader, Unreadable

log = logging.getLogger(__name__)

SERVER_NOT_INITIALIZED = -32002
INVALID_REQUEST = -32600
PARSE_ERROR = -32700
# Through a pipe of the default capacity (64 KB), a 3.5 MB didOpen arrives in 55 reads, each a
# hand-off from the stdin thread to the event loop; while an analysis runs in the worker thread,
# every hand-off waits for the GIL (up to the switch interval, several times): 200 ms for that one
# message. A pipe of 1 MiB (Linux's default limit for a process) and reads of as much make that
# 4 hand-offs.
READ_CHUNK = 1 << 20


def frame(message: dict) -> bytes:
    body = json.dumps(message, ensure_ascii=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def valid_id(value: Any) -> bool:
    """LSP's ``integer | string`` (bool is an int to Python, not to JSON)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class MessageGate:
    """Decides what happens to each decoded message before pygls sees it."""

    def __init__(self, send: Callable[[dict], None]) -> None:
        self._send = send
        self.initialize_received = False
        self.shutdown_received = False

    def admit(self, message: Any) -> dict | None:
        """The message to hand to pygls, or None when it was answered here or dropped."""
        if isinstance(message, Unreadable):
            reason = f"parse error: the message is {message.reason}"
            decoded = message.value if isinstance(message.value, dict) else {}
            if "method" not in decoded and _is_response(decoded) and valid_id(decoded["id"]):
                # a response to one of our requests: what waits for it gets this error, not nothing
                return {"jsonrpc": "2.0", "id": decoded["id"], "error": {"code": PARSE_ERROR, "message": reason}}
            return self.refuse(decoded if "method" in decoded else {"method": None, "id": None}, PARSE_ERROR, reason)
        if isinstance(message, list):
            return self._refuse_batch(message)
        if not isinstance(message, dict):
            return self._answer(None, INVALID_REQUEST, f"not a JSON-RPC message: a JSON {_json_type(message)}")
        if "method" not in message:
            if not _is_response(message):
                return self._answer(None, INVALID_REQUEST, "neither a request, a notification nor a response")
            if not valid_id(message["id"]):
                log.warning("dropped a response whose id is a JSON %s", _json_type(message["id"]))
                return None
        if message.get("jsonrpc") != "2.0":
            return self.refuse(message, INVALID_REQUEST, "expected \"jsonrpc\": \"2.0\"")
        if "method" not in message:
            return message  # a response to one of our requests
        method = message["method"]
        if not isinstance(method, str):
            return self.refuse(message, INVALID_REQUEST, "\"method\" must be a string")
        if "id" in message and not valid_id(message["id"]):
            return self._answer(None, INVALID_REQUEST, "\"id\" must be an integer or a string")
        if "params" not in message:
            message = {**message, "params": None}
        if method == "exit":
            return message  # exit always goes through
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
        """Answer a request with an error (id null when its id is not one); log and drop anything else."""
        if "id" in message and "method" in message:
            return self._answer(message["id"] if valid_id(message["id"]) else None, code, reason)
        log.warning("dropped %.80s: %s", message.get("method") or "a message", reason)
        return None

    def _refuse_batch(self, batch: list) -> None:
        reason = "a batch: LSP has none, its messages are not run"
        requests = [m["id"] for m in batch if isinstance(m, dict) and "method" in m and valid_id(m.get("id"))]
        for msg_id in requests or [None]:
            self._answer(msg_id, INVALID_REQUEST, reason)
        return None

    def _answer(self, msg_id: int | str | None, code: int, reason: str) -> None:
        self._send({"jsonrpc": "2.0", "id": msg_id, "error": {"code": code, "message": reason}})
        return None


def _is_response(message: dict) -> bool:
    return "id" in message and ("result" in message or "error" in message)


def _json_type(value: Any) -> str:
    """The JSON name of a decoded value's type, for messages (never its repr: it may nest deeply)."""
    if value is None:
        return "null"
    return {bool: "boolean", int: "number", float: "number", str: "string", list: "array",
            dict: "object"}.get(type(value), type(value).__name__)


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
