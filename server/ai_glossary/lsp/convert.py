"""LSP positions (UTF-16 code units unless negotiated) <-> code-point offsets, via pygls's codec."""

from __future__ import annotations

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from ..core.document import OpenDocument


def offset_at(doc: OpenDocument, codec: PositionCodec, position: types.Position) -> int:
    """Offset of a client position; out-of-range lines/characters are clamped, never an error."""
    index = doc.index
    if position.line < 0 or position.character < 0:
        return 0
    if position.line >= len(index.starts):
        return len(doc.text)
    # the codec mutates an out-of-range position in place: give it a copy
    server_pos = codec.position_from_client_units(doc.lines, types.Position(position.line, position.character))
    return index.offset(server_pos.line, server_pos.character)


def position_at(doc: OpenDocument, codec: PositionCodec, offset: int) -> types.Position:
    line, column = doc.index.position(max(0, min(offset, len(doc.text))))
    return codec.position_to_client_units(doc.lines, types.Position(line, column))
