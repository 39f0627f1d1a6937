"""Hover and completion: convert the position, call the core on the analysis view, convert back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from lsprotocol import types

from ai_glossary.lsp.analyses import Early
from ai_glossary.lsp.convert import offset_in_range, to_completion_list, to_hover

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.service import AnalysisView, GlossaryService


class ClientView(Protocol):
    """What a handler reads of the server (``lsp.server.GlossaryLanguageServer``): the position
    codec the client negotiated and the formats it renders."""

    workspace: Any  # pygls's workspace: its position_codec
    markdown_hover: bool
    markdown_completion: bool


NO_COMPLETIONS = types.CompletionList(is_incomplete=False, items=[])
# while the analysis is still being built: incomplete, so that the client asks again as the reader
# types instead of filtering this empty list
COMPLETIONS_NOT_READY = types.CompletionList(is_incomplete=True, items=[])


def hover(ls: ClientView, service: "GlossaryService", doc: "OpenDocument",
          view: "AnalysisView | None", params: types.HoverParams) -> types.Hover | None:
    if view is None:  # not analysed (before any position work: a huge line costs to convert)
        return None
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    result = None if offset is None else service.hover_in(view, offset, markdown=ls.markdown_hover)
    return None if result is None else to_hover(doc, codec, result, ls.markdown_hover)


def early_hover(ls: ClientView, service: "GlossaryService", doc: "OpenDocument",
                params: types.HoverParams) -> Early | None:
    """While the first analysis of ``doc`` goes on: the hover it will give, from its parse and
    the regions around the position (``GlossaryService.early_match``), when that cannot depend on
    the rest of the document; else None (wait for the analysis)."""
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    if offset is None:
        return Early(None)
    found = service.early_match(doc, offset)
    if found is None:
        return None
    result = service.hover_of(found.match, markdown=ls.markdown_hover)
    return Early(None if result is None else to_hover(doc, codec, result, ls.markdown_hover))


def completion(ls: ClientView, service: "GlossaryService", doc: "OpenDocument",
               view: "AnalysisView | None", params: types.CompletionParams) -> types.CompletionList:
    if view is None:
        return NO_COMPLETIONS
    codec = ls.workspace.position_codec
    offset = offset_in_range(doc, codec, params.position)
    if offset is None:
        return NO_COMPLETIONS
    results = service.complete_in(doc, view, offset, markdown=ls.markdown_completion)
    return to_completion_list(doc, codec, offset, results, ls.markdown_completion)
