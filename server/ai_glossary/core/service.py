"""What the language server does, without the protocol: hover, completion and look-up.

A :class:`GlossaryService` binds one glossary snapshot to one reader (options and client locale).
It holds no state of its own and is cheap to make: the server makes one per request from the
snapshot and options current at that moment, so a request never mixes two glossaries. The LSP
layer (``ai_glossary.lsp``) converts positions and types; everything here is plain Python and
unit-tested without a server.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping
from urllib.parse import unquote, urlparse

from ai_glossary.core.analysis_slot import Plan
from ai_glossary.core.code_actions import AddTarget, Expansion, LintFix, add_target, expansion, lint_fix, new_entry
from ai_glossary.core.detection.analysis import Settled, early_match_at
from ai_glossary.core.detection.cancel import NEVER, Cancelled, CancelToken
from ai_glossary.core.detection.document_context import FileContext, WorkspaceEvidence, file_context
from ai_glossary.core.detection.view import AnalysisView, TermMatch
from ai_glossary.core.documents import OpenDocument
from ai_glossary.core.glossary_edit import Refusal, TextEdit, add_entry
from ai_glossary.core.i18n import N_, translator
from ai_glossary.core.lint import LintFinding, SpellingTable, lint_view
from ai_glossary.core.glossary.model import Concept, SourceSpan
from ai_glossary.core.navigation import GlossarySymbol, definition_sites, glossary_symbols, origin_label, supplier
from ai_glossary.core.options import Options, resolve_language
from ai_glossary.core.reader.completion import completion_detail
from ai_glossary.core.reader.lookup import find_concepts, search, suggest
from ai_glossary.core.reader.labels import language_name
from ai_glossary.core.reader.render import concept_view, pick, render_concept
from ai_glossary.core.scan import Background
from ai_glossary.core.snapshot import Snapshot
from ai_glossary.core.concept_search import ConceptSearch
from ai_glossary.core.workspace_index import Located, OpenText, WorkspaceIndex


# what lsp/ reads through here
__all__ = ["AddTarget", "AnalysisView", "Background", "Cancelled", "CancelToken", "ConceptSearch", "Expansion", "GlossaryService",
           "GlossarySymbol", "LintFinding", "LintFix", "Located", "OpenText", "Plan", "Refusal", "SourceSpan", "TextEdit",
           "WorkspaceIndex", "lint_fix"]

SUMMARY_FIELDS = ("id", "term", "name", "aliases", "summary", "tags")  # a concept in a list, a picker or a tree


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
    typed: str  # the document's text from replace_from to the cursor


@dataclass(frozen=True, slots=True)
class Definition:
    id: str
    term: str
    name: str
    language: str  # the language the definition is in (after any fallback)
    text: str  # rendered: Markdown or plain text


@dataclass(frozen=True, slots=True)
class DefineResult:
    query: str
    matches: list[Definition]  # empty when the query names no concept
    suggestions: list[Concept]  # close spellings, when nothing matched


class GlossaryService:
    def __init__(self, snapshot: Snapshot, options: Options | None = None, client_locale: str | None = None,
                 initial_language: str | None = None,
                 workspaces: Mapping[str, WorkspaceEvidence] | None = None):
        """``workspaces``: each workspace folder's path and what it declares (its dependencies)."""
        self.snapshot = snapshot
        self.workspaces = workspaces or {}
        self.options = options or Options()
        self.language = resolve_language(self.options, client_locale, snapshot.languages, initial_language)
        self.fallbacks = [lang for lang in self.options.fallback_languages if lang != self.language]

    # -- documents: each one's analysis is owned by its slot (core.analysis_slot) ---------------
    def analysable(self, doc: OpenDocument) -> bool:
        """False for huge or binary documents: they are never analysed, and get empty answers."""
        return doc.is_analysable(self.options.max_document_size)

    def context_of(self, doc: OpenDocument) -> FileContext:
        return file_context(_file_path(doc.uri), self.workspaces)

    def view(self, doc: OpenDocument) -> AnalysisView | None:
        """The document's analysis when it is up to date (None when it is not, or when the
        document is not analysable). Costs nothing."""
        if not self.analysable(doc):
            return None
        return doc.analysis.current(doc, self.snapshot.detector, self.options.scope, self.context_of(doc))

    def replaced_view(self, doc: OpenDocument) -> AnalysisView | None:
        """While ``doc``'s analysis is made again with a newer glossary (a reload that changed
        what is matched re-matches every open document): its view made with this service's
        glossary and scope, when it is of the text now; else None. A request that cannot wait
        answers from it, from one whole older glossary rather than from none."""
        view = doc.analysis.replaced_view(doc)
        if view is None or view.detector is not self.snapshot.detector or view.scope != self.options.scope:
            return None
        return view

    def plan(self, doc: OpenDocument) -> Plan:
        """What bringing the document's analysis up to date takes (CURRENT for a document that is
        not analysed at all)."""
        if not self.analysable(doc):
            return Plan.CURRENT
        return doc.analysis.plan(doc, self.snapshot.detector, self.options.scope, self.context_of(doc))

    def has_analysis(self, doc: OpenDocument) -> bool:
        """Whether an analysis for this glossary and scope exists, up to date or not."""
        return doc.analysis.has_analysis(self.snapshot.detector, self.options.scope)

    def analysis(self, doc: OpenDocument, *, cancel: CancelToken = NEVER,
                 on_parse: Callable[[], None] | None = None) -> AnalysisView | None:
        """The document's analysis, brought up to date in this thread first when it is not (see
        ``AnalysisSlot.update``: ``cancel`` may stop it, raising ``Cancelled``); None when the
        document is not analysable."""
        if not self.analysable(doc):
            return None
        detector, scope, context = self.snapshot.detector, self.options.scope, self.context_of(doc)
        view = doc.analysis.current(doc, detector, scope, context)
        if view is None:
            view = doc.analysis.update(doc, detector, scope, context, cancel=cancel, on_parse=on_parse)
        return view

    def early_match(self, doc: OpenDocument, offset: int) -> Settled | None:
        """While the document's first analysis is made: the match at ``offset`` from its parse and
        the regions around ``offset``, when that answer cannot depend on the rest of the document
        (``early_match_at``, whose cost is bounded); else None."""
        detector, scope = self.snapshot.detector, self.options.scope
        parsed = doc.analysis.fresh_parse(doc, detector, scope)
        if parsed is None or not self.analysable(doc):
            return None
        return early_match_at(parsed, offset, detector, scope)

    # -- features ------------------------------------------------------------------------------
    def lint(self, view: AnalysisView) -> list[LintFinding]:
        """The terminology lint of an analysed document, with the rules of the options (whether
        it runs at all is the caller's: ``options.lint.enable``). The statuses are the snapshot's,
        which may be newer than the detector the view was matched with."""
        return lint_view(view, SpellingTable(self.snapshot.glossary), self.options.lint.lint_rules())

    def render(self, concept: Concept, *, markdown: bool = True, other_senses: tuple[str, ...] = ()) -> str:
        return render_concept(concept, self.snapshot.glossary, self.language, self.fallbacks, markdown=markdown,
                              learner=self.options.learner_hover, other_senses=other_senses,
                              origin=origin_label(supplier(concept, self.shown_language(concept)), self.workspaces))

    def shown_language(self, concept: Concept) -> str:
        """The language of the definition a reader sees (after any fallback)."""
        definition = pick(concept.definitions, self.language, self.fallbacks)
        return definition.language if definition else self.language

    def hover(self, doc: OpenDocument, offset: int, *, markdown: bool = True) -> HoverResult | None:
        """The hover at ``offset``, analysing the document first in this thread when needed."""
        return self.hover_in(self.analysis(doc), offset, markdown=markdown)

    def hover_in(self, view: AnalysisView | None, offset: int, *, markdown: bool = True) -> HoverResult | None:
        """The hover at ``offset`` of an analysis already made (None: the document is not analysed)."""
        return self.hover_of(view.match_at(offset) if view is not None else None, markdown=markdown)

    def hover_of(self, match: TermMatch | None, *, markdown: bool = True) -> HoverResult | None:
        """The hover for ``match``, found with this snapshot's detector (so its concept is this
        glossary's)."""
        if match is None:
            return None
        concept = self.snapshot.glossary.concepts[match.concept_id]
        return HoverResult(self.render(concept, markdown=markdown, other_senses=match.others), match.start, match.end)

    def complete(self, doc: OpenDocument, offset: int, *, markdown: bool = True) -> list[CompletionResult]:
        """The completions at ``offset``, analysing the document first in this thread when needed."""
        return self.complete_in(doc, self.analysis(doc), offset, markdown=markdown)

    def complete_in(self, doc: OpenDocument, view: AnalysisView | None, offset: int, *,
                    markdown: bool = True) -> list[CompletionResult]:
        """The completions at ``offset`` of ``view``, the analysis of ``doc``'s text (None: not analysed)."""
        region = view.region_at(offset) if view is not None else None
        if region is None or not any(start <= offset <= end for start, end in region.pieces):
            return []  # nothing is offered in code
        text = view.text  # the document's text: the view is current (or made in this thread)
        line_start = doc.index.line_span(doc.index.line_of(offset))[0]
        piece_start = max(start for start, end in region.pieces if start <= offset)
        prefix_from = max(line_start, piece_start)
        glossary = self.snapshot.glossary
        results = []
        for sug in self.snapshot.completions.complete(text[prefix_from:offset], prefix_from, self.language, glossary):
            concept = glossary.concepts[sug.concept_id]
            results.append(
                CompletionResult(
                    concept.id,
                    sug.label,
                    completion_detail(concept, self.language, self.fallbacks),
                    self.render(concept, markdown=markdown),
                    sug.replace_from,
                    text[sug.replace_from : offset],
                )
            )
        return results

    def define(self, query: str, *, markdown: bool = True) -> DefineResult:
        """The concepts a person means by ``query`` (an id, a term, an alias or a localized name),
        rendered; close spellings when it names none."""
        glossary, forms = self.snapshot.glossary, self.snapshot.forms
        found = find_concepts(glossary, forms, query)
        matches = []
        for concept in found:
            definition = pick(concept.definitions, self.language, self.fallbacks)
            language = definition.language if definition else self.language
            matches.append(
                Definition(concept.id, concept.term, concept.display_name(self.language), language,
                           self.render(concept, markdown=markdown))
            )
        return DefineResult(query, matches, [] if found else suggest(glossary, forms, query))

    def concept_summaries(self, query: str | None = None, limit: int = 50) -> list[dict]:
        """Every concept (or, with a query, those a search box would show, best first), in the
        reader's language."""
        glossary = self.snapshot.glossary
        concepts = (
            search(glossary, self.snapshot.forms, query, limit=limit) if query else glossary.concepts.values()
        )
        return [concept_view(c, self.language, self.fallbacks, SUMMARY_FIELDS) for c in concepts]

    # -- code actions (core.code_actions, core.glossary_edit) ------------------------------------
    def add_target(self, view: AnalysisView, start: int, end: int) -> AddTarget | None:
        """The phrase selected at ``[start, end)``, or the unknown acronym at the cursor, that no
        concept names yet."""
        glossary, forms = self.snapshot.glossary, self.snapshot.forms
        return add_target(view, start, end, lambda term: bool(find_concepts(glossary, forms, term)))

    def expansion(self, view: AnalysisView, start: int, end: int) -> Expansion | None:
        """The abbreviation at ``[start, end)`` written out on its first use, in the reader's language."""
        return expansion(view, self.snapshot.glossary, self.language, start, end)

    def entry_edit(self, text: str | None, path: str, term: str) -> tuple[TextEdit | Refusal, str]:
        """The edit adding an entry for ``term`` to the glossary file ``path`` (``text``: its text,
        None when it does not exist), with a definition stub in the reader's language; and the
        entry's id. Reads the file's YAML: not for the event loop."""
        stub = translator(self.language)(N_("{term}: a term of this project. Its definition is still to be "
                                            "written."), term=term)
        entry = new_entry(term, self.language, stub, self.snapshot.glossary.concepts)
        return add_entry(text, path, entry), entry.id
    # -- navigation ----------------------------------------------------------------------------
    def definition_sites(self, concept_id: str) -> list[SourceSpan]:
        """Where the concept is written (core.navigation.definition_sites), user files first."""
        concept = self.snapshot.glossary.concepts.get(concept_id)
        return [] if concept is None else definition_sites(concept, self.shown_language(concept))

    def symbols(self, query: str) -> list[GlossarySymbol]:
        return glossary_symbols(self.snapshot.glossary, self.snapshot.forms, query, self.language)

    @staticmethod
    def highlights(view: AnalysisView | None, offset: int) -> list[TermMatch]:
        """The mentions in ``view`` of the concept mentioned at ``offset`` (none when no term is there)."""
        match = view.match_at(offset) if view is not None else None
        if match is None:
            return []
        return [m for m in view.matches() if m.concept_id == match.concept_id]

    def open_text(self, doc: OpenDocument) -> OpenText | None:
        """An open document as the workspace index reads it, with its analysis when it is up to
        date (None: too large or binary)."""
        if not self.analysable(doc):
            return None
        context = self.context_of(doc)
        view = doc.analysis.current(doc, self.snapshot.detector, self.options.scope, context)
        return OpenText(doc.uri, _file_path(doc.uri), doc.version, doc.text, doc.language, context, view)

    def languages(self) -> list[dict]:
        return [{"code": code, "name": language_name(code)} for code in self.snapshot.languages]


def _file_path(uri: str) -> str | None:
    """The file system path of a ``file:`` URI (None for ``untitled:`` and other schemes)."""
    parsed = urlparse(uri)
    return unquote(parsed.path) if parsed.scheme == "file" else None
