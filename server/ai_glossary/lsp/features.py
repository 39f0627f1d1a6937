"""Hover and completion: resolve the document, convert the position, call the core, convert back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types

from ai_glossary.lsp.analyses import Early
from ai_glossary.lsp.convert import offset_in_range, to_completion_list, to_hover

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.service import GlossaryService
    from ai_glossary.lsp.server import GlossaryLanguageServer

NO_COMPLETIONS = types.CompletionList(is_incomplete=False, items=[])
# while the analysis is still being built: incomplete, so that the client asks again as the reader
# types instead of filtering this empty list
COMPLETIONS_NOT_READY = types.CompletionList(is_incomplete=True, items=[])


def hover(ls: "GlossaryLanguageServer", service: "GlossaryService", doc: "OpenDocument",
          params: types.HoverParams) -> types.Hover | None:
    if not service.analysable(doc):  # before any position work: a huge line costs to convert
        return None
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    result = None if offset is None else service.hover(doc, offset, markdown=ls.markdown_hover)
    return None if result is None else to_hover(doc, codec, result, ls.markdown_hover)


def early_hover(ls: "GlossaryLanguageServer", service: "GlossaryService", doc: "OpenDocument",
                params: types.HoverParams) -> Early | None:
    """While the first analysis of ``doc`` goes on: the hover it will give, from its parse and
    the regions around the position (``early_match_at``), when that cannot depend on the rest of
    the document; else None (wait for the analysis)."""
    from ai_glossary.core.detection.analysis import early_match_at

    detector, scope = service.snapshot.detector, service.options.scope
    parsed = doc.fresh_parse(detector, scope)
    if parsed is None or not service.analysable(doc):
        return None
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    found = (None,) if offset is None else early_match_at(parsed, offset, detector, scope)
    if found is None:
        return None
    result = service.hover_of(found[0], markdown=ls.markdown_hover)
    return Early(None if result is None else to_hover(doc, codec, result, ls.markdown_hover))


def completion(ls: "GlossaryLanguageServer", service: "GlossaryService", doc: "OpenDocument",
               params: types.CompletionParams) -> types.CompletionList:
    if not service.analysable(doc):
        return NO_COMPLETIONS
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    if offset is None:
        return NO_COMPLETIONS
    results = service.complete(doc, offset, markdown=ls.markdown_completion)
    return to_completion_list(doc, codec, offset, results, ls.markdown_completion)
