"""What reading one glossary file gives (:class:`ParsedFile`), and the concepts kept from one
reading for the next (:class:`ConceptCache`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ai_glossary.core.glossary.model import Concept, form_key, replace_concept
from ai_glossary.core.glossary.positions import ConceptPositions, Pos
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.glossary.splice import ConceptSource, FileLayout


@dataclass
class ParsedFile:
    """One glossary file, read and checked on its own (no cross-file checks).

    ``concepts`` holds only concepts without schema errors. A concept without a ``term`` is an
    extension of a concept defined elsewhere (allowed in user files): its ``term`` is "" and
    :func:`~ai_glossary.core.glossary.merge.merge` reports it if nothing defines that id.
    """

    path: str
    concepts: list[Concept] = field(default_factory=list)
    context_words: tuple[str, ...] = ()
    problems: list[Problem] = field(default_factory=list)
    builtin: bool = False
    positions: dict[str, ConceptPositions] = field(default_factory=dict)
    # match forms of term-less concepts, checked against the merged concept by merge()
    pending_match_forms: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    @property
    def has_errors(self) -> bool:
        return any(p.is_error for p in self.problems)

    def where(self, concept_id: str, kind: str = "start", key: str | None = None) -> Pos:
        pos = self.positions.get(concept_id)
        if pos is None:
            return (1, 1)
        if kind == "related" and key is not None:
            return pos.related.get(key, pos.start)
        if kind == "form" and key is not None:
            return pos.forms.get(form_key(key), pos.start)
        if kind == "id":
            return pos.id
        return pos.start


@dataclass(frozen=True)
class CachedConcept:
    """A concept read without problems, with where its parts were written."""

    concept: Concept
    positions: ConceptPositions
    pending_match_forms: tuple[tuple[str, str], ...]

    def moved(self, lines: int) -> "CachedConcept":
        """The same concept written ``lines`` lines further down."""
        if not lines:
            return self
        sources = tuple(replace(s, line=s.line + lines) for s in self.concept.sources)
        return CachedConcept(replace_concept(self.concept, sources=sources), self.positions.moved(lines),
                             self.pending_match_forms)


class ConceptCache:
    """The concepts of the last reading of each file, by their YAML text (and its column): a
    reload after an edit reads, checks and builds only the concepts whose text changed (the schema
    check and the building of 10,000 concepts took a second), and, with the file's layout, composes
    only the YAML of the concept the edit fell in (:mod:`.splice`). The owner passes the same cache
    to every reading; it holds one reading per file, so it never grows past the files' concepts."""

    def __init__(self) -> None:
        self._files: dict[tuple[str, bool], tuple[dict[ConceptSource, CachedConcept], FileLayout | None]] = {}

    def of(self, path: str, builtin: bool) -> dict[ConceptSource, CachedConcept]:
        return self._files.get((path, builtin), ({}, None))[0]

    def layout(self, path: str, builtin: bool) -> FileLayout | None:
        return self._files.get((path, builtin), ({}, None))[1]

    def keep(self, path: str, builtin: bool, entries: dict[ConceptSource, CachedConcept],
             layout: FileLayout | None) -> None:
        self._files[(path, builtin)] = (entries, layout)
