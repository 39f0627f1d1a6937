"""Hover and completion: resolve the document, convert the position, call the core, convert back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types

from ai_glossary.lsp.convert import offset_in_range, to_completion_list, to_hover

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.service import GlossaryService
    from ai_glossary.lsp.server import GlossaryLanguageServer

NO_COMPLETIONS = types.CompletionList(is_incomplete=False, items=[])


def hover(ls: "GlossaryLanguageServer", service: "GlossaryService", doc: "OpenDocument",
          params: types.HoverParams) -> types.Hover | None:
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    result = None if offset is None else service.hover(doc, offset, markdown=ls.markdown_hover)
    return None if result is None else to_hover(doc, codec, result, ls.markdown_hover)


def completion(ls: "GlossaryLanguageServer", service: "GlossaryService", doc: "OpenDocument",
               params: types.CompletionParams) -> types.CompletionList:
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    if offset is None:
        return NO_COMPLETIONS
    results = service.complete(doc, offset, markdown=ls.markdown_completion)
    return to_completion_list(doc, codec, offset, results, ls.markdown_completion)
