"""Conversions at the protocol boundary: LSP positions (UTF-16 code units unless negotiated) <->
code-point offsets, via pygls's codec; and core results -> lsprotocol types."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.glossary.problems import Problem
    from ai_glossary.core.service import CompletionResult, HoverResult


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")  # two UTF-16 code units each


def num_units(text: str, encoding: str) -> int:
    """Length of ``text`` in the negotiated code units, with C-level string operations only
    (pygls's codec counts character by character: about a second for a 5 MB line)."""
    if encoding == types.PositionEncodingKind.Utf32 or text.isascii():
        return len(text)
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8", "surrogatepass"))
    return len(text) + sum(1 for _ in _ASTRAL.finditer(text))


def column_of(line: str, units: int, encoding: str) -> int:
    """The code-point column of a position ``units`` code units into ``line`` (clamped to its
    length). A position inside a character's code units means the end of that character."""
    if encoding == types.PositionEncodingKind.Utf32 or line.isascii():
        return min(units, len(line))
    if encoding == types.PositionEncodingKind.Utf8:
        whole = len(line.encode("utf-8", "surrogatepass")[:units].decode("utf-8", "ignore"))
        return whole if num_units(line[:whole], encoding) >= units else min(whole + 1, len(line))
    before = 0  # astral characters before the column
    for match in _ASTRAL.finditer(line):
        at = match.start() + before  # code units before this character
        if at >= units:
            break
        if at + 1 == units:  # between its two code units
            return match.start() + 1
        before += 1
    return min(max(units - before, 0), len(line))


def _line_text(doc: "OpenDocument", line: int) -> tuple[int, str]:
    start, end = doc.index.line_span(line)
    return start, doc.text[start:end].rstrip("\r")


def offset_at(doc: "OpenDocument", codec: PositionCodec, position: types.Position) -> int:
    """Offset of a client position; out-of-range lines/characters are clamped (as for edits): a
    character past the end of its line is the line's end, a line past the end the text's end."""
    if position.line < 0 or position.character < 0:
        return 0
    if position.line >= len(doc.index.starts):
        return len(doc.text)
    start, line = _line_text(doc, position.line)
    return start + column_of(line, position.character, codec.encoding)


def offset_in_range(doc: "OpenDocument", codec: PositionCodec, position: types.Position) -> int | None:
    """Offset of a position a request points at, or None when it lies outside the document
    (a line past the end, or a character past the end of its line)."""
    if not 0 <= position.line < len(doc.index.starts) or position.character < 0:
        return None
    start, line = _line_text(doc, position.line)
    # cheap test first: a line has at least as many code units as code points
    if position.character > len(line) and position.character > num_units(line, codec.encoding):
        return None
    return start + column_of(line, position.character, codec.encoding)


def position_at(doc: "OpenDocument", codec: PositionCodec, offset: int) -> types.Position:
    line, column = doc.index.position(max(0, min(offset, len(doc.text))))
    start = doc.index.starts[line]
    return types.Position(line, num_units(doc.text[start : start + column], codec.encoding))


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
