"""Find a concept by what a person types: an id, a term, an alias or a localized name."""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain, repeat
from operator import itemgetter
from typing import Iterable, NamedTuple

from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.detection.text import fold


def names_key(concept: Concept) -> tuple:
    """What the name indexes read of a concept: its id and names, in the order ``surface_forms``
    gives them (two concepts with equal keys have the same names in the same order). The
    snapshot's compiled inputs hold these keys, shared from one reload to the next: a concept not
    read again compares by identity."""
    return concept.id, tuple(concept.surface_forms())


class _ConceptForms(NamedTuple):
    """The part of a form index made from one concept: its id and names, each with its folding."""

    key: tuple  # names_key of the concept
    forms: tuple[str, ...]
    folded: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class FormIndex:
    """Every name of every concept, for exact and fuzzy look-up (built once per glossary)."""

    exact: dict[str, list[str]]  # NFC form -> concept ids
    folded: dict[str, list[str]]  # case-folded form -> concept ids
    choices: list[str]  # folded forms, for fuzzy matching
    owners: list[str]  # concept id of each choice
    parts: dict[str, _ConceptForms] = field(repr=False, compare=False)

    @classmethod
    def build(cls, glossary: Glossary, previous: "FormIndex | None" = None,
              keys: "Iterable[tuple] | None" = None) -> "FormIndex":
        """``previous``: the index of an earlier glossary. A concept with the names it had there
        keeps its part (listing and folding the 42,000 names of a big glossary was half of its 58 ms);
        the tables that join the concepts are made again, or, when the concepts kept are in the
        order they had, only their keys that a concept added, removed or renamed has. ``keys``:
        the concepts' ``names_key``, in glossary order, when the caller has them."""
        kept = previous.parts if previous is not None else {}
        parts: dict[str, _ConceptForms] = {}
        concepts = glossary.concepts.values()
        for concept, key in zip(concepts, map(names_key, concepts) if keys is None else keys):
            cid = concept.id
            part = kept.get(cid)
            if part is None or part.key != key:
                forms = tuple(dict.fromkeys([cid, *(form for form, _ in concept.surface_forms())]))
                part = _ConceptForms(key, forms, tuple(map(fold, forms)))
            parts[cid] = part
        choices = list(chain.from_iterable(part.folded for part in parts.values()))
        owners = list(chain.from_iterable(repeat(cid, len(part.forms)) for cid, part in parts.items()))
        changed = {cid for cid, part in parts.items() if kept.get(cid) is not part} | (kept.keys() - parts.keys())
        if previous is not None and len(changed) < 100 and _same_order(kept, parts, changed):
            old = [kept[cid] for cid in changed if cid in kept]
            new = [(cid, parts[cid]) for cid in changed if cid in parts]
            rank = {cid: i for i, cid in enumerate(parts)}
            exact = _patched(previous.exact, [p.forms for p in old], [(cid, p.forms) for cid, p in new], changed, rank)
            folded = _patched(previous.folded, [p.folded for p in old], [(cid, p.folded) for cid, p in new], changed, rank)
        else:
            exact = _owners_by(list(chain.from_iterable(part.forms for part in parts.values())), owners)
            folded = _owners_by(choices, owners)
        return cls(exact, folded, choices, owners, parts)


def _same_order(kept: dict[str, _ConceptForms], parts: dict[str, _ConceptForms], changed: set[str]) -> bool:
    """Whether the concepts that kept their part are in the order they had."""
    return [cid for cid in kept if cid not in changed] == [cid for cid in parts if cid not in changed]


def _patched(table: dict[str, list[str]], old: list[tuple[str, ...]], new: list[tuple[str, tuple[str, ...]]],
             changed: set[str], rank: dict[str, int]) -> dict[str, list[str]]:
    """``table`` (of owners in glossary order) with the ``changed`` concepts' old keys and owners
    taken out and their ``new`` keys put in, each owner at its place in the glossary (``rank``);
    the lists of other keys are shared with ``table``, which is left as it was."""
    patched = dict(table)
    # the new owners of each key, made in one pass: looked for in every new concept's keys for
    # each key, one concept of 300,000 aliases took 60 s (quadratic)
    added: dict[str, list[tuple[int, str]]] = {}
    for cid, keys in new:
        for k in keys:
            added.setdefault(k, []).append((rank[cid], cid))
    touched = set(chain.from_iterable(old)) | added.keys()
    for key in touched:
        owners = [(rank[o], o) for o in table.get(key, ()) if o not in changed]
        owners += added.get(key, ())
        if owners:
            owners.sort(key=itemgetter(0))  # stable: a concept's names folded alike stay together
            patched[key] = [o for _rank, o in owners]
        else:
            patched.pop(key, None)
    return patched


def _owners_by(keys: list[str], owners: list[str]) -> dict[str, list[str]]:
    """Each key with the owners of its occurrences, in order."""
    table = {key: [owner] for key, owner in zip(keys, owners)}
    if len(table) < len(keys):  # keys shared (by concepts, or by one concept's names folded alike)
        shared = {key for key, n in Counter(keys).items() if n > 1}
        for key in shared:
            table[key] = []
        for key, owner in zip(keys, owners):
            if key in shared:
                table[key].append(owner)
    return table


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
