"""Going from a term to its glossary entry and back: where a concept is written (go to definition,
workspace symbols), which glossary supplied the definition a reader sees (the hover names it when
it is not the built-in one), and the glossary as a list of symbols to search.

Where a concept is written comes from its sources (``Concept.sources``: each file that defines or
extends it, the line of its ``- id:`` entry, whether the file ships with the package, and the
languages its definitions are in), recorded when the glossary is read.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import PurePath
from typing import Iterable

from ai_glossary.core.detection.text import fold
from ai_glossary.core.glossary.model import Concept, Glossary, SourceSpan
from ai_glossary.core.reader.lookup import FormIndex, search

EVERY_SYMBOL = 1000  # an empty query lists the glossary up to this many entries, sorted by name
SEARCHED_SYMBOLS = 100


def supplier(concept: Concept, language: str) -> SourceSpan | None:
    """The entry whose definition in ``language`` a reader sees: the last file that wrote one
    (later files win where they overlap); None when no file did."""
    for source in reversed(concept.sources):
        if language in source.languages:
            return source
    return None


def definition_sites(concept: Concept, language: str | None) -> list[SourceSpan]:
    """Where ``concept`` is written, in the order go-to-definition offers them: the user files
    that define or extend it, the last one read first (it wins where they differ); then the
    built-in entry that defines it (the first built-in file); then the built-in file that
    supplied the definition in ``language`` (the language actually shown), when that is another
    one (a translation file). The other translation files are left out: an entry would otherwise
    list eight places for one concept."""
    sites = [s for s in reversed(concept.sources) if not s.builtin]
    shipped = [s for s in concept.sources if s.builtin]
    sites += shipped[:1]
    shown = supplier(concept, language) if language else None
    if shown is not None and shown.builtin and shown not in sites:
        sites.append(shown)
    return sites


def origin_label(source: SourceSpan | None, roots: Iterable[str]) -> str | None:
    """How the hover names the glossary that supplied a definition: nothing for the built-in
    glossary; a user file's path relative to the innermost workspace folder that holds it, else
    under ``~``, else as it is."""
    if source is None or source.builtin:
        return None
    path = PurePath(source.path)
    inside = [PurePath(root) for root in roots if path.is_relative_to(root)]
    if inside:
        return path.relative_to(max(inside, key=lambda r: len(r.parts))).as_posix()
    home = PurePath(os.path.expanduser("~"))
    if path.is_relative_to(home) and path != home:
        return "~/" + path.relative_to(home).as_posix()
    return str(path)


@dataclass(frozen=True, slots=True)
class GlossarySymbol:
    concept_id: str
    name: str  # in the reader's language, with the form searched for when the name lacks it
    container: str  # the glossary file the entry is in (its name)
    site: SourceSpan | None


def _form_for(concept: Concept, key: str, name: str) -> str | None:
    """A written form of ``concept`` containing the folded query ``key``, when ``name`` does not:
    shown after the name so that a client that filters symbols by name keeps this one."""
    if not key or key in fold(name):
        return None
    for form, _language in concept.surface_forms():
        if key in fold(form):
            return form
    return None


def glossary_symbols(glossary: Glossary, forms: FormIndex, query: str, language: str) -> list[GlossarySymbol]:
    """The concepts a search for ``query`` finds (the CLI's ``search``: exact names, then names
    containing it, then close spellings), or every concept for an empty query, as symbols named
    in ``language``, each pointing at its entry."""
    query = query.strip()
    if query:
        concepts = search(glossary, forms, query, limit=SEARCHED_SYMBOLS)
    else:
        concepts = sorted(glossary.concepts.values(), key=lambda c: fold(c.display_name(language)))[:EVERY_SYMBOL]
    key = fold(" ".join(query.split()))
    out = []
    for concept in concepts:
        name = concept.display_name(language)
        if fold(name) != fold(concept.term):
            name = f"{name} ({concept.term})"
        extra = _form_for(concept, key, name)
        if extra is not None:
            name = f"{name} · {extra}"
        sites = definition_sites(concept, language)
        site = sites[0] if sites else None
        out.append(GlossarySymbol(concept.id, name, PurePath(site.path).name if site else "", site))
    return out
