"""The glossary as plain data: concepts, their surface forms and their texts.

Nothing here knows about YAML, LSP or matching; loaders build these objects and the matcher
compiles them.
"""

from __future__ import annotations

import operator
import unicodedata
from dataclasses import dataclass, field, fields
from typing import Any, Iterator, Mapping


def form_key(text: str) -> str:
    """The key two glossary forms are compared by: NFC, case-folded, outer spaces removed.

    For comparing the forms of concepts with each other (shared forms, ``match`` lists, merging).
    It may change the length (``"ß"`` folds to ``"ss"``), so it says nothing about offsets: to
    compare document text while keeping its offsets, the matcher uses
    :func:`ai_glossary.core.detection.text.fold`.
    """
    if text.isascii():  # NFC leaves ASCII alone and casefold is lower there: 4x faster
        return text.lower().strip()
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold()).strip()


@dataclass(frozen=True, slots=True)
class Reference:
    title: str
    url: str | None = None


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """Where a concept was defined or extended: a file and the 1-based line/column of its entry (for
    diagnostics and go-to-definition), whether the file ships with the package, and the languages
    of the definitions that entry wrote (which file supplied the definition a reader sees)."""

    path: str
    line: int = 1
    column: int = 1
    builtin: bool = False
    languages: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SenseCues:
    """Document and workspace signs of one sense of a concept (``match.evidence`` / ``match.against``).

    Plain names, never code: module names as imported (``torch.distributed``), folder names
    (``parallel``), distribution names as declared (``deepspeed``); ``concepts`` (evidence only)
    are concept ids, ``words`` (counter-evidence only) are words and phrases near the candidate;
    ``forms`` (evidence only) limits the document signs to some of the ambiguous forms ("PP", not
    "pipeline": a distributed file has data pipelines too).
    """

    imports: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    dependencies: tuple[str, ...] = ()
    concepts: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    forms: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return any(getattr(self, name) for name in SENSE_CUE_FIELDS)

    def extended(self, other: "SenseCues") -> "SenseCues":
        def join(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...]:
            return a + tuple(x for x in b if x not in a)

        return SenseCues(*(join(getattr(self, f), getattr(other, f)) for f in SENSE_CUE_FIELDS))


SENSE_CUE_FIELDS = ("imports", "paths", "dependencies", "concepts", "words", "forms")

# TBX administrative statuses of a form, in the order a writer should prefer them
FORM_STATUSES = ("preferred", "admitted", "deprecated", "forbidden")


@dataclass(frozen=True, slots=True)
class FormUsage:
    """The status a glossary gives one of a concept's forms (``usage``), and what to write instead
    of a deprecated or forbidden one (``use``; None: the preferred form, see :mod:`ai_glossary.core.lint`)."""

    form: str
    status: str  # one of FORM_STATUSES
    use: str | None = None


@dataclass(slots=True)
class Concept:
    id: str
    term: str
    aliases: tuple[str, ...] = ()
    # language -> localized names (the first one is the display name in that language)
    names: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # language -> text; read from the built-in cache, a mapping that parses its texts when first
    # read (deferred_texts.DeferredTexts); a dict otherwise
    summary: Mapping[str, str] = field(default_factory=dict)
    definitions: Mapping[str, str] = field(default_factory=dict)
    related: tuple[str, ...] = ()
    references: tuple[Reference, ...] = ()
    tags: tuple[str, ...] = ()
    # match rules; forms are compared by form_key (NFC normalisation and case folding)
    ambiguous: frozenset[str] = frozenset()
    context: tuple[str, ...] = ()
    case_sensitive: frozenset[str] = frozenset()
    case_insensitive: frozenset[str] = frozenset()
    exclude: frozenset[str] = frozenset()
    uninflected: frozenset[str] = frozenset()  # forms that take no derived English word forms
    # signs of this sense in the document and workspace, and of another sense (docs/detection.md)
    evidence: SenseCues = SenseCues()
    against: SenseCues = SenseCues()
    # the status of some forms (the term is preferred, any other form admitted, unless listed)
    usage: tuple[FormUsage, ...] = ()
    # provenance: "builtin" concepts ship with the package; others come from user files
    sources: tuple[SourceSpan, ...] = ()
    builtin: bool = True

    def surface_forms(self) -> Iterator[tuple[str, str | None]]:
        """Every written form of the concept with its language (None for term/aliases)."""
        yield self.term, None
        for alias in self.aliases:
            yield alias, None
        for lang, names in self.names.items():
            for name in names:
                yield name, lang

    def display_name(self, lang: str) -> str:
        names = self.names.get(lang)
        return names[0] if names else self.term


_CONCEPT_FIELDS = tuple(f.name for f in fields(Concept))
_concept_values = operator.attrgetter(*_CONCEPT_FIELDS)
_FIELD_INDEX = {name: i for i, name in enumerate(_CONCEPT_FIELDS)}


def replace_concept(concept: Concept, **changes: Any) -> Concept:
    """``dataclasses.replace(concept, **changes)``, six times faster: a reload of a big glossary
    makes one for every concept that moved or is merged."""
    values = list(_concept_values(concept))
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return Concept(*values)


@dataclass(slots=True)
class Glossary:
    concepts: dict[str, Concept] = field(default_factory=dict)
    # global evidence words for ambiguous forms (see docs/detection.md)
    context_words: frozenset[str] = frozenset()

    def __len__(self) -> int:
        return len(self.concepts)

    def languages(self) -> list[str]:
        """Languages with at least one definition, English first, then by coverage."""
        counts = self.coverage()
        return sorted(counts, key=lambda lang: (lang != "en", -counts[lang], lang))

    def coverage(self) -> Mapping[str, int]:
        counts: dict[str, int] = {}
        for concept in self.concepts.values():
            for lang in concept.definitions:
                counts[lang] = counts.get(lang, 0) + 1
        return counts
