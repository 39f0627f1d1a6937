"""Base-protocol framing that survives a bad frame: ``Content-Length`` headers -> message bodies.

pygls's reader matches ``Content-Length: N\\r\\n`` exactly and never resynchronises: after one frame
with a wrong length (a client that counts characters instead of UTF-8 bytes, for instance) it
reads body bytes as headers and the server goes deaf for good. :class:`FrameReader` instead:

- reads header names case-insensitively, allows spaces around the colon and LF-only line ends;
- drops a header block without a usable ``Content-Length`` and, after any bad frame, looks for the
  next ``Content-Length`` header (anywhere: after a too-short length the next header follows the
  rest of the body on the same line);
- notices a length that is too long: when the bytes it has before the next header are a whole JSON
  value, that is the body, and the next frame is read as usual;
- hands on a whole frame whose body it cannot take as :class:`Unreadable` (the transport answers it
  with a parse error): not UTF-8 JSON, a non-standard constant (``NaN``, ``Infinity``), an integer of
  more than 4,300 digits (Python's limit), or values nested deeper than :data:`MAX_DEPTH`.

Pure: bytes in, decoded JSON values (any JSON value, ``null`` included) or :class:`Unreadable` out.
Every dropped byte is logged.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any, Iterator

log = logging.getLogger(__name__)

_HEADER_START = re.compile(rb"content-length[ \t]*:", re.IGNORECASE)
_HEADER_END = re.compile(rb"\r?\n\r?\n")
_LENGTH_LINE = re.compile(rb"^[ \t]*content-length[ \t]*:[ \t]*(\d{1,12})[ \t]*$", re.IGNORECASE)
_KEEP_WITHOUT_HEADER = 64  # bytes kept when no header is in sight: a header may be split across reads

# Arrays and objects nested deeper than this are refused. json.loads raises RecursionError near
# Python's recursion limit (1,000 frames less those of its callers: 995 levels at most), and the
# code after it (structuring, repr, json.dumps of an echoed id) recurses too, so the limit leaves
# that code most of the stack. LSP's deepest messages (initialize's capabilities, down to
# completionItem.tagSupport.valueSet) nest 8 levels; 128 is serde_json's default limit, which
# Rust language servers already hold their clients to.
MAX_DEPTH = 128


@dataclass(frozen=True)
class Unreadable:
    """A whole frame whose body is not a JSON value the server takes."""

    reason: str
    # the decoded body, when it is JSON nested too deep (its id can be answered); never in a repr,
    # which would recurse through every level
    value: Any = field(default=None, repr=False)


class FrameReader:
    def __init__(self) -> None:
        self._buffer = bytearray()
        self._length: int | None = None  # of the body being read, once its headers are in
        self._searched = 0  # how much of the body being read was searched for a next header

    def feed(self, data: bytes) -> None:
        self._buffer += data

    def messages(self) -> Iterator[Any]:
        """Every complete message the bytes fed so far hold, decoded (or :class:`Unreadable`), in order."""
        while True:
            if self._length is None and not self._read_headers():
                return
            taken = self._take_body()
            if taken is _INCOMPLETE:
                return
            yield taken

    # -- headers -----------------------------------------------------------------------------------
    def _read_headers(self) -> bool:
        buffer = self._buffer
        start = _HEADER_START.search(buffer)
        if start is None:
            if len(buffer) > _KEEP_WITHOUT_HEADER:
                self._drop(len(buffer) - _KEEP_WITHOUT_HEADER, "no Content-Length header")
            return False
        if start.start() > 0:
            self._drop(start.start(), "bytes before a Content-Length header")
        end = _HEADER_END.search(buffer)
        if end is None:
            return False
        length = None
        for line in re.split(rb"\r?\n", bytes(buffer[: end.start()])):
            match = _LENGTH_LINE.match(line)
            if match:
                length = int(match.group(1))
        if length is None:
            self._drop(end.end(), "a header block without a usable Content-Length")
            return self._read_headers()
        del buffer[: end.end()]
        self._length, self._searched = length, 0
        return True

    # -- body ----------------------------------------------------------------------------------------
    def _take_body(self) -> Any:
        """The next message, :class:`Unreadable` for a bad body, ``_INCOMPLETE`` when its bytes are not all here."""
        assert self._length is not None
        buffer, length = self._buffer, self._length
        if len(buffer) < length:
            # too long a length? Then the next frame's header is already here, after a whole body.
            found = _HEADER_START.search(buffer, max(0, self._searched - 16))
            self._searched = len(buffer)
            if found is None or not _HEADER_END.search(buffer, found.end()):
                return _INCOMPLETE
            message = _decode(buffer[: found.start()])
            if isinstance(message, Unreadable):  # a header inside a body: wait for the whole length
                return _INCOMPLETE
            log.warning("frame shorter than its Content-Length (%d bytes); reading the next frame", length)
            del buffer[: found.start()]
            self._length = None
            return message
        body = bytes(buffer[:length])
        del buffer[:length]
        self._length = None
        message = _decode(body)
        if isinstance(message, Unreadable):
            cut = _HEADER_START.search(body)
            if cut is not None:  # too long after all: put the next frame back
                self._buffer[:0] = body[cut.start():]
                message = _decode(body[: cut.start()])
            if isinstance(message, Unreadable):
                log.warning("a frame of %d bytes is %s", length, message.reason)
        return message

    def _drop(self, count: int, why: str) -> None:
        junk = bytes(self._buffer[:count])
        del self._buffer[:count]
        if junk.strip():
            log.warning("dropped %d bytes: %s (%r...)", count, why, junk[:40])


_INCOMPLETE = object()


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# one decoder for every message: json.loads(data, parse_constant=...) would build one per call (5 us)
_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def _decode(data: bytes | bytearray) -> Any:
    """The JSON value of a body, or :class:`Unreadable`. The depth is bounded without a second
    parse: json.loads (C) stops itself at the recursion limit, and below it only the containers of
    the decoded value are walked, when the body is long enough to nest past MAX_DEPTH (2 bytes a
    level). Measured (2 cores, load average 6; best of 45 runs): a 3.6 MB didOpen 13.1 ms with
    json.loads alone, 11.6 ms here (noise: its walk takes 2 us, 4 containers); a 153-byte hover
    5.4 us and 7.0 us (not walked; the encoding detection is done in Python here). The walk costs
    by container: a didChangeWatchedFiles of 10,000 changes (420 KB) takes 3.4 ms to decode and
    1.8 ms to walk."""
    try:
        # what json.loads does with bytes, and its decoder
        value = _DECODER.decode(data.decode(json.detect_encoding(data), "surrogatepass"))
    except RecursionError:
        return Unreadable(f"nested deeper than {MAX_DEPTH} levels")
    except ValueError as error:  # UnicodeDecodeError included; messages of at most ~200 characters
        return Unreadable(f"not JSON ({error})")
    if len(data) > 2 * MAX_DEPTH and _deeper_than(value, MAX_DEPTH):
        return Unreadable(f"nested deeper than {MAX_DEPTH} levels", value)
    return value


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether arrays and objects nest more than ``limit`` levels in ``value``: level by level,
    without recursion (a loop over each container in Python took 3.6 times as long)."""
    level = [value] if type(value) is dict or type(value) is list else []
    for _ in range(limit):
        if not level:
            return False
        level = [child for node in level for child in (node.values() if type(node) is dict else node)
                 if type(child) is dict or type(child) is list]
    return bool(level)
