"""Base-protocol framing that survives a bad frame: ``Content-Length`` headers -> message bodies.

pygls's reader matches ``Content-Length: N\\r\\n`` exactly and never resynchronises: after one frame
with a wrong length (a client that counts characters instead of UTF-8 bytes, for instance) it
reads body bytes as headers and the server goes deaf for good. :class:`FrameReader` instead:

- reads header names case-insensitively, allows spaces around the colon and LF-only line ends;
- drops a header block without a usable ``Content-Length`` and, after any bad frame, looks for the
  next ``Content-Length`` header (anywhere: after a too-short length the next header follows the
  rest of the body on the same line);
- notices a length that is too long: when the bytes it has before the next header are a whole JSON
  value, that is the body, and the next frame is read as usual.

Pure: bytes in, decoded JSON messages out. Every dropped byte is logged.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Iterator

log = logging.getLogger(__name__)

_HEADER_START = re.compile(rb"content-length[ \t]*:", re.IGNORECASE)
_HEADER_END = re.compile(rb"\r?\n\r?\n")
_LENGTH_LINE = re.compile(rb"^[ \t]*content-length[ \t]*:[ \t]*(\d{1,12})[ \t]*$", re.IGNORECASE)
_KEEP_WITHOUT_HEADER = 64  # bytes kept when no header is in sight: a header may be split across reads


class FrameReader:
    def __init__(self) -> None:
        self._buffer = bytearray()
        self._length: int | None = None  # of the body being read, once its headers are in
        self._searched = 0  # how much of the body being read was searched for a next header

    def feed(self, data: bytes) -> None:
        self._buffer += data

    def messages(self) -> Iterator[Any]:
        """Every complete message the bytes fed so far hold, decoded, in order."""
        while True:
            if self._length is None and not self._read_headers():
                return
            taken = self._take_body()
            if taken is None:
                return
            if taken is not _DROPPED:
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
        """The next message, ``_DROPPED`` for a bad frame, None when its bytes are not all here."""
        assert self._length is not None
        buffer, length = self._buffer, self._length
        if len(buffer) < length:
            # too long a length? Then the next frame's header is already here, after a whole body.
            found = _HEADER_START.search(buffer, max(0, self._searched - 16))
            self._searched = len(buffer)
            if found is None or not _HEADER_END.search(buffer, found.end()):
                return None
            message = _decode(buffer[: found.start()])
            if message is _DROPPED:
                return None
            log.warning("frame shorter than its Content-Length (%d bytes); reading the next frame", length)
            del buffer[: found.start()]
            self._length = None
            return message
        body = bytes(buffer[:length])
        del buffer[:length]
        self._length = None
        message = _decode(body)
        if message is _DROPPED:
            cut = _HEADER_START.search(body)
            if cut is not None:  # too long after all: put the next frame back
                self._buffer[:0] = body[cut.start():]
                message = _decode(body[: cut.start()])
            if message is _DROPPED:
                log.warning("dropped a frame whose body is not JSON (%d bytes): wrong Content-Length?", length)
        return message

    def _drop(self, count: int, why: str) -> None:
        junk = bytes(self._buffer[:count])
        del self._buffer[:count]
        if junk.strip():
            log.warning("dropped %d bytes: %s (%r...)", count, why, junk[:40])


_DROPPED = object()


def _decode(data: bytes | bytearray) -> Any:
    try:
        return json.loads(data)
    except ValueError:  # UnicodeDecodeError included
        return _DROPPED
