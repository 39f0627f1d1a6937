"""What the language server does, without the protocol: open documents, hover, completion, look-up.

The LSP layer (``ai_glossary.lsp``) converts positions and types and calls these methods; everything
here is plain Python and unit-tested without a server.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai_glossary.core.options import Settings, resolve_language
from ai_glossary.core.documents import OpenDocument
from ai_glossary.core.reader.render import language_name, render_concept, short_summary
from ai_glossary.core.glossary.store import GlossaryStore


@dataclass(frozen=True, slots=True)
class HoverResult:
    text: str
    start: int  # offsets of the term in the document (code points)
    end: int


@dataclass(frozen=True, slots=True)
class CompletionResult:
    concept_id: str
    label: str
    detail: str  # short summary
    documentation: str  # full rendering
    replace_from: int  # offset where the typed text to replace starts


class GlossaryService:
    def __init__(self, store: GlossaryStore, settings: Settings | None = None, client_locale: str | None = None):
        self.store = store
        self.settings = settings or Settings()
        self.client_locale = client_locale
        self.documents: dict[str, OpenDocument] = {}

    # -- settings ------------------------------------------------------------------------------
    @property
    def language(self) -> str:
        return resolve_language(self.settings, self.client_locale, self.store.languages)

    @property
    def fallbacks(self) -> list[str]:
        return [lang for lang in self.settings.fallback_languages if lang != self.language]

    # -- documents -----------------------------------------------------------------------------
    def open(self, uri: str, text: str, language_id: str | None, version: int | None = None) -> OpenDocument:
        doc = OpenDocument(uri, text, language_id, version)
        self.documents[uri] = doc
        return doc

    def close(self, uri: str) -> None:
        self.documents.pop(uri, None)

    def get(self, uri: str) -> OpenDocument | None:
        return self.documents.get(uri)

    def _analysis(self, doc: OpenDocument):
        if not doc.is_analysable(self.settings.max_document_size):
            return None
        return doc.analysis(self.store.compiled, self.settings.scope)

    def warm(self, uri: str) -> None:
        """Analyse an open document ahead of its first request (a no-op when it is current)."""
        doc = self.documents.get(uri)
        if doc is not None:
            self._analysis(doc)

    # -- features ------------------------------------------------------------------------------
    def hover(self, uri: str, offset: int, *, markdown: bool = True) -> HoverResult | None:
        doc = self.documents.get(uri)
        if doc is None:
            return None
        analysis = self._analysis(doc)
        if analysis is None:
            return None
        match = analysis.match_at(offset)
        if match is None:
            return None
        concept = self.store.glossary.concepts.get(match.concept_id)
        if concept is None:
            return None
        text = render_concept(concept, self.store.glossary, self.language, self.fallbacks, markdown=markdown)
        return HoverResult(text, match.start, match.end)

    def complete(self, uri: str, offset: int, *, markdown: bool = True) -> list[CompletionResult]:
        doc = self.documents.get(uri)
        if doc is None:
            return []
        analysis = self._analysis(doc)
        if analysis is None:
            return []
        region = analysis.region_at(offset)
        if region is None or not any(start <= offset <= end for start, end in region.pieces):
            return []  # nothing is offered in code
        line_start = doc.index.line_span(doc.index.line_of(offset))[0]
        piece_start = max(start for start, end in region.pieces if start <= offset)
        prefix_from = max(line_start, piece_start)
        lang = self.language
        glossary = self.store.glossary
        results = []
        for sug in self.store.completions.complete(doc.text[prefix_from:offset], prefix_from, lang, glossary):
            concept = glossary.concepts[sug.concept_id]
            results.append(
                CompletionResult(
                    concept.id,
                    sug.label,
                    short_summary(concept, lang, self.fallbacks),
                    render_concept(concept, glossary, lang, self.fallbacks, markdown=markdown),
                    sug.replace_from,
                )
            )
        return results

    def concept_list(self) -> list[dict]:
        lang = self.language
        return [
            {
                "id": c.id,
                "term": c.term,
                "name": c.display_name(lang),
                "aliases": list(c.aliases),
                "summary": short_summary(c, lang, self.fallbacks),
            }
            for c in self.store.glossary.concepts.values()
        ]

    def define(self, concept_id: str, *, markdown: bool = True) -> str | None:
        concept = self.store.glossary.concepts.get(concept_id)
        if concept is None:
            return None
        return render_concept(concept, self.store.glossary, self.language, self.fallbacks, markdown=markdown)

    def languages(self) -> list[dict]:
        return [{"code": code, "name": language_name(code)} for code in self.store.languages]
