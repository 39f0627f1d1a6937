"""Find a concept by what a person types: an id, a term, an alias or a localized name."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.detection.text import fold


@dataclass(frozen=True, slots=True)
class FormIndex:
    """Every name of every concept, for exact and fuzzy look-up (built once per glossary)."""

    exact: dict[str, list[str]]  # NFC form -> concept ids
    folded: dict[str, list[str]]  # case-folded form -> concept ids
    choices: list[str]  # folded forms, for fuzzy matching
    owners: list[str]  # concept id of each choice

    @classmethod
    def build(cls, glossary: Glossary) -> "FormIndex":
        exact: dict[str, list[str]] = {}
        folded: dict[str, list[str]] = {}
        choices: list[str] = []
        owners: list[str] = []
        for concept in glossary.concepts.values():
            forms = [concept.id, *(form for form, _ in concept.surface_forms())]
            for form in dict.fromkeys(forms):
                exact.setdefault(form, []).append(concept.id)
                key = fold(form)
                folded.setdefault(key, []).append(concept.id)
                choices.append(key)
                owners.append(concept.id)
        return cls(exact, folded, choices, owners)


def _normalized(query: str) -> str:
    """What a person typed, NFC and with runs of white space made one space."""
    return unicodedata.normalize("NFC", " ".join(query.split()))


def find_concepts(glossary: Glossary, index: FormIndex, query: str) -> list[Concept]:
    """Concepts whose id or name is exactly ``query``, else equal ignoring case."""
    text = _normalized(query)
    ids = index.exact.get(text) or index.folded.get(fold(text)) or []
    return [glossary.concepts[i] for i in dict.fromkeys(ids)]


def suggest(glossary: Glossary, index: FormIndex, query: str, limit: int = 5) -> list[Concept]:
    """The closest concepts to ``query`` by fuzzy similarity (no case folding of marks: Bengali-safe)."""
    from rapidfuzz import fuzz, process  # here: 20-30 ms at start-up that a hover never needs

    key = fold(_normalized(query))
    # plain edit-distance similarity: WRatio's partial matching ranks short forms found inside the
    # query ("DP" in "FSDPP") above the real neighbour ("FSDP")
    ranked = process.extract(key, index.choices, scorer=fuzz.ratio, limit=limit * 4, score_cutoff=60)
    seen: dict[str, None] = {}
    for _choice, _score, position in ranked:
        seen.setdefault(index.owners[position], None)
        if len(seen) == limit:
            break
    return [glossary.concepts[i] for i in seen]


def search(glossary: Glossary, index: FormIndex, query: str, limit: int = 10) -> list[Concept]:
    """Concepts for a search box: exact names first, then names containing the query (earlier and
    shorter first), then the closest names by edit distance."""
    key = fold(_normalized(query))
    found: dict[str, None] = {c.id: None for c in find_concepts(glossary, index, query)}
    if key:
        containing = sorted(
            (choice.find(key), len(choice), position)
            for position, choice in enumerate(index.choices)
            if key in choice
        )
        for _where, _length, position in containing:
            found.setdefault(index.owners[position], None)
    for concept in suggest(glossary, index, query, limit):
        found.setdefault(concept.id, None)
    return [glossary.concepts[i] for i in list(found)[:limit]]
