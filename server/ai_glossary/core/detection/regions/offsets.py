"""Code-point <-> UTF-8 byte offset conversion (tree-sitter speaks bytes, Python str speaks code points)."""

from __future__ import annotations

import re
from bisect import bisect_left

_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _extra(ch: str) -> int:
    o = ord(ch)
    return 1 if o < 0x800 else 2 if o < 0x10000 else 3  # lone surrogates: 3 bytes (surrogatepass)


def encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


class OffsetMap:
    """Converts offsets for one text. O(1) for ASCII text, O(log n) per conversion otherwise."""

    __slots__ = ("ascii", "_cps", "_bytes", "_extra")

    def __init__(self, text: str) -> None:
        self.ascii = text.isascii()
        if self.ascii:
            return
        cps: list[int] = []
        extra: list[int] = [0]
        total = 0
        for m in _NON_ASCII.finditer(text):
            cps.append(m.start())
            total += _extra(m.group())
            extra.append(total)
        self._cps = cps  # code-point offset of each non-ASCII character
        self._extra = extra  # extra bytes before the i-th non-ASCII character (extra[i]), and after all
        self._bytes = [c + e for c, e in zip(cps, extra)]  # byte offset of each non-ASCII character

    def byte(self, cp: int) -> int:
        if self.ascii:
            return cp
        return cp + self._extra[bisect_left(self._cps, cp)]

    def cp(self, byte: int) -> int:
        if self.ascii:
            return byte
        return byte - self._extra[bisect_left(self._bytes, byte)]
