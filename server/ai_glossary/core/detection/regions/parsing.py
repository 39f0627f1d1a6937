"""tree-sitter parsing: a text parsed through a read callback that lets other threads run and
stops once its ``CancelToken`` is cancelled."""

from __future__ import annotations

import threading

import tree_sitter as ts

from ai_glossary.core.detection.cancel import NEVER, Cancelled, CancelToken
from ai_glossary.core.detection.regions.offsets import OffsetMap, encode
from ai_glossary.core.detection.regions.pieces import CommentSyntax
from ai_glossary.core.detection.regions.treesitter import Doc, Embed, Grammar

# py-tree-sitter holds the GIL while it parses a bytestring (a first parse of 4,000 consecutive
# comment lines takes tree-sitter-python seconds), so a server analysing in a worker thread could
# not answer meanwhile. Parsing through a read callback with a progress callback runs a little
# Python now and then, where the interpreter hands the GIL to a waiting thread (measured: the loop
# thread waits at most ~20-60 ms instead of the whole parse). The smaller the chunk, the more such
# points: with 4 KB instead of 64 KB, a thread sleeping 0.5 ms at a time waited at most 3.3 ms
# instead of 9.3 ms during the parse of the 10,000-line benchmark file (4.6 instead of 8.1 ms for
# 40,000 comment lines), for the same CPU time (31 ms). The same callback stops the parse once its
# ``CancelToken`` is cancelled.
_CHUNK = 1 << 12


class _ReadBuffer(threading.local):
    """The one buffer every read of the parses in a thread returns. py-tree-sitter 0.26.1 never
    releases its reference to what the read callback returns (``parser_read_wrapper``): bytes
    sliced from the text each time were all kept, the text's size again at every parse (0.47 MB
    for a parse of the 10,000-line benchmark file). A buffer that lives as long as its thread
    loses nothing; the parser reads each chunk before it asks for the next."""

    def __init__(self) -> None:
        self.buffer = bytearray(_CHUNK)


_read_buffer = _ReadBuffer()


def _parse(g: Grammar, src: bytes, old_tree: ts.Tree | None = None, cancel: CancelToken = NEVER) -> ts.Tree:
    """``src`` parsed (from ``old_tree`` edited, when given); ``Cancelled`` once ``cancel`` is."""
    buffer = _read_buffer.buffer
    if g.parse_view is not None:
        src = g.parse_view(src)
    whole = memoryview(src)
    size = len(src)

    def read(byte: int, _point) -> bytearray | memoryview | bytes:
        n = min(_CHUNK, size - byte)
        if n <= 0:
            return b""
        buffer[:n] = whole[byte:byte + n]
        # the last chunk of the text is shorter: a view of the buffer (kept too, but 200 bytes)
        return buffer if n == _CHUNK else memoryview(buffer)[:n]

    def progress(*_state) -> bool:  # a point where another thread may take the GIL (see _CHUNK)
        return cancel.cancelled

    parser = g.parser()
    try:
        if old_tree is None:
            return parser.parse(read, progress_callback=progress)
        return parser.parse(read, old_tree, progress_callback=progress)
    except ValueError:  # what py-tree-sitter raises when the progress callback stops the parse
        if cancel.cancelled:
            raise Cancelled() from None
        raise


def parse(g: Grammar, text: str, scope: str, key: str, syntax: CommentSyntax, embed: Embed,
          cancel: CancelToken = NEVER) -> Doc:
    """``text`` parsed as language ``key``; ``Cancelled`` once ``cancel`` is."""
    src = encode(text)
    return Doc(key, text, src, OffsetMap(text), _parse(g, src, cancel=cancel), g, scope, syntax, embed)


def reparse(old: Doc, text: str, incremental: bool = True, cancel: CancelToken = NEVER) -> Doc:
    """``text`` parsed again incrementally, from ``old``'s tree with the edits that made ``text``
    applied to it (``Tree.edit``), or (not ``incremental``) afresh, as ``old`` was; ``Cancelled``
    once ``cancel`` is."""
    src = encode(text)
    tree = _parse(old.grammar, src, old.tree if incremental else None, cancel)
    return Doc(old.key, text, src, OffsetMap(text), tree, old.grammar, old.scope, old.syntax, old.embed)
