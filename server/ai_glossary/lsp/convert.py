"""Conversions at the protocol boundary: LSP positions (UTF-16 code units unless negotiated) <->
code-point offsets, via pygls's codec; and core results -> lsprotocol types."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.glossary.problems import Problem
    from ai_glossary.core.service import CompletionResult, HoverResult


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


# -- core results -> lsprotocol types ------------------------------------------------------------
def markup_kind(markdown: bool) -> types.MarkupKind:
    return types.MarkupKind.Markdown if markdown else types.MarkupKind.PlainText


def to_hover(doc: "OpenDocument", codec: PositionCodec, result: "HoverResult", markdown: bool) -> types.Hover:
    return types.Hover(
        contents=types.MarkupContent(kind=markup_kind(markdown), value=result.text),
        range=types.Range(position_at(doc, codec, result.start), position_at(doc, codec, result.end)),
    )


def to_completion_list(
    doc: "OpenDocument", codec: PositionCodec, offset: int, results: "list[CompletionResult]", markdown: bool
) -> types.CompletionList:
    cursor = position_at(doc, codec, offset)
    items = [
        types.CompletionItem(
            label=result.label,
            kind=types.CompletionItemKind.Text,
            detail=result.detail,
            documentation=types.MarkupContent(kind=markup_kind(markdown), value=result.documentation),
            # the client filters on filterText against what was typed since the edit range start;
            # typed words may contain spaces ("Flash att"), which client-side fuzzy filters reject
            filter_text=result.typed + " " + result.label,
            sort_text=f"{rank:04d}",
            text_edit=types.TextEdit(
                range=types.Range(position_at(doc, codec, result.replace_from), cursor),
                new_text=result.label,
            ),
        )
        for rank, result in enumerate(results)
    ]
    # incomplete: the client asks again as the writer types, so multi-word queries keep working
    return types.CompletionList(is_incomplete=True, items=items)


def to_diagnostic(problem: "Problem") -> types.Diagnostic:
    line, col = max(problem.line - 1, 0), max(problem.column - 1, 0)
    return types.Diagnostic(
        range=types.Range(start=types.Position(line, col), end=types.Position(line, col + 1)),
        message=problem.message,
        severity=types.DiagnosticSeverity.Error if problem.severity == "error" else types.DiagnosticSeverity.Warning,
        source="ai-glossary",
    )
