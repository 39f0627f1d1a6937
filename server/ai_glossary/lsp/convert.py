"""LSP positions (UTF-16 code units unless negotiated) <-> code-point offsets, via pygls's codec."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

if TYPE_CHECKING:
    from ai_glossary.core.documents import OpenDocument


def offset_at(doc: "OpenDocument", codec: PositionCodec, position: types.Position) -> int:
    """Offset of a client position; out-of-range lines/characters are clamped (as for edits)."""
    index = doc.index
    if position.line < 0 or position.character < 0:
        return 0
    if position.line >= len(index.starts):
        return len(doc.text)
    # the codec mutates an out-of-range position in place: give it a copy
    server_pos = codec.position_from_client_units(doc.lines, types.Position(position.line, position.character))
    return index.offset(server_pos.line, server_pos.character)


def offset_in_range(doc: "OpenDocument", codec: PositionCodec, position: types.Position) -> int | None:
    """Offset of a position a request points at, or None when it lies outside the document
    (a line past the end, or a character past the end of its line)."""
    index = doc.index
    if not 0 <= position.line < len(index.starts):
        return None
    start, end = index.line_span(position.line)
    line_units = codec.client_num_units(doc.text[start:end].rstrip("\r"))
    if position.character > line_units:
        return None
    return offset_at(doc, codec, position)


def position_at(doc: "OpenDocument", codec: PositionCodec, offset: int) -> types.Position:
    line, column = doc.index.position(max(0, min(offset, len(doc.text))))
    return codec.position_to_client_units(doc.lines, types.Position(line, column))
