"""The concepts' compiled spellings joined into the one table the matcher's automaton is made of.

The table is a function of the compiled concepts and their order alone (and of the code), so the
joined table of the built-in glossary is kept on disk with its compiled concepts
(:mod:`.joined_cache`).
"""

from __future__ import annotations

from typing import Iterable, Mapping, Protocol, Sequence

from ai_glossary.core.detection.east_asian import ORDINARY_WORDS
from ai_glossary.core.detection.proper_names import CASED_PROPER_NAMES, PROPER_NAMES
from ai_glossary.core.detection.matching.compiled import CompiledConcept, FormEntry, add_entry, entry_key
from ai_glossary.core.detection.matching.compounds import in_compounds
from ai_glossary.core.detection.matching.word_ends import taken_by_another

# key -> its entries: the order of the entries is the order ``TermMatcher._forms_in`` tries them
Table = dict[str, tuple[FormEntry, ...]]
# the automaton's value of a key: its length, its entries, and whether a word may hold it after a
# modifier (:func:`in_compound_key`)
Value = tuple[int, tuple[FormEntry, ...], bool]


class StoredJoin(Protocol):
    """A joined table kept on disk (:class:`.joined_cache.StoredTable`): what a matcher is made of."""

    keys: "Sequence[str | None]"  # in the order of the automaton's values; a group's None until it is read
    groups: Sequence[Sequence[int]]  # the indexes of the keys of each script group (script_automata.key_groups)
    group_sizes: Sequence[int]  # each group's number of keys
    ordinary: bool  # whether it holds ordinary words (add_ordinary_words)
    identifiers: dict[str, tuple[str, ...]]  # the IdentifierIndex's spellings
    key_reach: int  # the most characters of text a key stands for (loanword_keys.key_reach)

    def value(self, i: int) -> Value:
        """The value of ``keys[i]``."""


def join_concepts(concepts: Mapping[str, CompiledConcept]) -> tuple[Table, bool]:
    """The table of every key of ``concepts`` (in their order), and whether it holds ordinary
    Chinese or Japanese words (entries of no concept, see :func:`add_ordinary_words`)."""
    table: Table = {}
    owner: dict[str, str | None] = {}  # the concept of all of a key's entries; None: several
    for cid, compiled in concepts.items():
        for key, entries in compiled.entries:
            got = table.get(key)
            # a spelling listed with its exact case ("DataParallel") goes before another
            # concept's case-free variant of the same letters (the joined "data parallel"):
            # ``_forms_in`` takes the first unambiguous entry that matches
            table[key] = entries if got is None else tuple(sorted(got + entries, key=lambda e: not e.exact_whole))
            owner[key] = cid if owner.get(key, cid) == cid else None
    # word forms and the spellings of localized names, added once every listed form is in
    for cid, compiled in concepts.items():
        for key, entry in compiled.derived:
            if not taken_by_another(owner, key, cid):
                add_entry(table, key, entry)
                owner[key] = cid if owner.get(key, cid) == cid else None
    # ordinary words that hold a Chinese or Japanese name ("嵌入式") and names of models and
    # libraries that hold a form ("Transformer XL", "🤗 Tokenizers"), as forms of no concept:
    # the longest form at their place, they hide the name, and are dropped once chosen
    return table, add_ordinary_words(table)


def in_compound_key(entries: Iterable[FormEntry]) -> bool:
    """May a word hold the key of ``entries`` after a modifier ("modelkwantisatie")?"""
    return any(map(in_compounds, entries))


def add_ordinary_words(table: Table) -> bool:
    """Add to ``table`` each word of :data:`~..east_asian.ORDINARY_WORDS` and each name of
    :data:`~..proper_names.PROPER_NAMES` that holds one of its keys (and is none itself), as an entry
    of no concept; whether any was added."""
    added = False
    words = [(word, lang, "cjk") for lang, listed in ORDINARY_WORDS.items() for word in listed]
    names = [*((name, None, "latin") for name in PROPER_NAMES), *((name, None, "cased") for name in CASED_PROPER_NAMES)]
    for word, lang, script in [*words, *names]:
        key = entry_key(word)
        if key in table or not any(key[i:j] in table for i in range(len(key)) for j in range(i + 1, len(key) + 1)):
            continue
        # a cased name's capitals must match as written ("Hugging Face Tokenizers", not "... tokenizers")
        exact = tuple((i, i + 1) for i, c in enumerate(word) if c.isupper()) if script == "cased" else ()
        table[key] = (FormEntry("", word, word, lang, exact, False, "latin"),)
        added = True
    return added
