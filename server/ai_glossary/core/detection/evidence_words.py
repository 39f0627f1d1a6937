"""The words of the senses' cues (context and counter-evidence words), each owned by concept ids, and
where they occur as whole words in a text (:mod:`.sense_cues`).

A Bengali word is also found in the other spellings of its loanwords, by their key (hasanta,
ya-phala, ন/ণ, শ/স/ষ, ...: :mod:`.matching.loanword_keys`), as a name is: the context word
"সেলফ-অ্যাটেনশন" is in "সেল্ফ-অ্যাটেনশন", "ট্রান্সফরমার-ভিত্তিক" in "ট্রান্সফর্মার-ভিত্তিক". A word
whose key is short (at most ``SHORT_KEY`` letters) is found only as it is written, as a short
name is: its other spellings are ordinary words."""

from __future__ import annotations

import re
from typing import Callable, Iterable

import ahocorasick

from ai_glossary.core.detection.matching.bengali_names import genitive_before_last
from ai_glossary.core.detection.matching.compiled import match_key
from ai_glossary.core.detection.matching.loanword_keys import SHORT_KEY, compact_key, compact_key_with_map
from ai_glossary.core.detection.matching.spellings import spelling_variants
from ai_glossary.core.detection.matching.word_ends import BENGALI_ENDINGS
from ai_glossary.core.detection.text import cjk_class, fold, is_word_char, joins

# how far a context phrase may reach past the candidate it holds (``WordIndex.covers``)
_COVER_REACH = 40
_PLURAL_ENDINGS = ("s", "es", "'s", "\u2019s")
_BENGALI = re.compile("[\u0980-\u09ff]")
_PRECOMPOSED = {"\u09af\u09bc": "\u09df", "\u09a1\u09bc": "\u09dc", "\u09a2\u09bc": "\u09dd"}
_NUKTA = re.compile("|".join(_PRECOMPOSED))


def _holds_bengali(text: str) -> bool:
    """Does ``text`` hold a Bengali character? (``isascii`` reads a flag of the string: most texts
    and windows are English, where the search would read all of one to find none.)"""
    return not text.isascii() and _BENGALI.search(text) is not None


class WordIndex:
    """Words and phrases, each owned by concept ids; which owners occur as whole words in a text.

    An owner's spellings, its automaton and its Bengali keys are made the first time a text is read
    for that owner (a scan of a large tree reads about three owners in four; a start-up none), its
    spellings taken from an earlier process's when :meth:`adopt` gives them, and
    the automaton of every owner's words only when :meth:`owners` is asked. Each is built whole,
    then stored by one assignment: two threads may both make one, the same, either one kept."""

    def __init__(self, words: Iterable[tuple[str, str]],
                 variants: Callable[[str, str], Iterable[str]] | None = None,
                 bengali_variants: Callable[[str, str], Iterable[str]] | None = None) -> None:
        """``variants(word, owner)``: other words an owner's word stands for, each after it (the
        synonym families of a concept's context words), made with the owner's spellings;
        ``bengali_variants(word, owner)``: those written in Bengali, made only when a text that
        holds Bengali is first read for the owner (an English scan never pays for them)."""
        self._raw: dict[str, list[str]] = {}  # owner -> its words, as the glossary writes them
        for word, owner in words:
            self._raw.setdefault(owner, []).append(word)
        self._variants = variants
        self._bengali_variants = bengali_variants
        self._words_of: dict[str, list[str]] = {}
        self._bengali_words_of: dict[str, list[str]] = {}  # per owner, its Bengali variants not in words_of
        # per owner, an automaton of its words alone: the words of all owners found near each
        # ambiguous candidate were most of its time
        self._owned: dict[str, ahocorasick.Automaton | None] = {}
        self._owned_bengali: dict[str, ahocorasick.Automaton | None] = {}
        self._keys_of: dict[str, list[str]] = {}  # per owner, the loanword keys of its Bengali words
        self._keyed_owned: dict[str, ahocorasick.Automaton | None] = {}
        self._all: _AllOwners | None = None
        self._earlier: Callable[[str, tuple[str, ...]], tuple[list[str], list[str]] | None] | None = None

    def owners(self, text: str, folded: str | None = None) -> set[str]:
        """``folded``: ``fold(text)`` when the caller has it (it keeps every offset)."""
        every = self._all
        if every is None:
            every = self._all = _AllOwners(self)
        if not text:
            return set()
        if folded is None:
            folded = fold(text)
        found: set[str] = set()
        variants, keyed = every.of_bengali(self) if _holds_bengali(folded) else (None, None)
        for automaton in (every.automaton, variants):
            for last, (length, ids) in automaton.iter(folded) if automaton is not None else ():
                if _whole_word(text, folded, last - length + 1, last + 1):
                    found.update(ids)
        for _, _, ids in _keyed_hits(keyed, text, folded) if keyed is not None else ():
            found.update(ids)
        return found

    def adopt(self, earlier: Callable[[str, tuple[str, ...]], tuple[list[str], list[str]] | None]) -> None:
        """Take owners' :meth:`words_of` and :meth:`bengali_words_of` made earlier, by another
        process (:mod:`.cue_words_cache`): ``earlier(owner, words)``, asked when an owner is first
        read with its words as the glossary writes them, gives both, or None when it has none
        made of those very words. Called while the index is being built, before any other
        thread reads it."""
        self._earlier = earlier

    def _take_earlier(self, owner: str) -> bool:
        """Take the owner's words made earlier, if there are; have they been?"""
        made = None if self._earlier is None else self._earlier(owner, tuple(self._raw.get(owner, ())))
        if made is None:
            return False
        self._bengali_words_of[owner] = made[1]
        self._words_of[owner] = made[0]
        return True

    def owners_written(self) -> dict[str, list[str]]:
        """Each owner's words as the glossary writes them (what :meth:`words_of` spells)."""
        return {owner: list(words) for owner, words in self._raw.items()}

    def words_of(self, owner: str) -> list[str]:
        """The owner's words, folded, in each of their spellings."""
        words = self._words_of.get(owner)
        if words is None and self._take_earlier(owner):
            words = self._words_of[owner]
        if words is None:
            raw: Iterable[str] = self._raw.get(owner, ())
            if self._variants is not None:
                raw = [w for word in raw for w in (word, *self._variants(word, owner))]
            words = self._words_of[owner] = _spellings(raw)
        return words

    def bengali_words_of(self, owner: str) -> list[str]:
        """The owner's Bengali variants (``bengali_variants``), folded, in each of their
        spellings, those not among :meth:`words_of`."""
        words = self._bengali_words_of.get(owner)
        if words is None and owner not in self._words_of and self._take_earlier(owner):
            words = self._bengali_words_of[owner]
        if words is None:
            made = [] if self._bengali_variants is None else \
                [w for word in self._raw.get(owner, ()) for w in self._bengali_variants(word, owner)]
            known = set(self.words_of(owner))
            words = self._bengali_words_of[owner] = [w for w in _spellings(made) if w not in known]
        return words

    def _automata_owned_by(self, owner: str, folded: str) -> list[ahocorasick.Automaton]:
        """The automata of the owner's words: those of its Bengali variants too when ``folded``
        holds Bengali."""
        automaton = self._owned.get(owner, False)
        if automaton is False:
            automaton = self._owned[owner] = _automaton_of(self.words_of(owner))
        found = [] if automaton is None else [automaton]
        if self._bengali_variants is not None and _holds_bengali(folded):
            bengali = self._owned_bengali.get(owner, False)
            if bengali is False:
                bengali = self._owned_bengali[owner] = _automaton_of(self.bengali_words_of(owner))
            if bengali is not None:
                found.append(bengali)
        return found

    def _loanword_keys_of(self, owner: str) -> list[str]:
        """The loanword keys of the owner's Bengali words longer than ``SHORT_KEY`` letters."""
        keys = self._keys_of.get(owner)
        if keys is None:
            keys = self._keys_of[owner] = _loanword_keys([*self.words_of(owner), *self.bengali_words_of(owner)])
        return keys

    def has(self, owner: str, text: str, folded: str, besides: str = "") -> bool:
        """``owner in self.owners(text, folded)``, reading only the owner's words, and stopping
        at the first one found; a word found as ``besides`` (folded) is not counted: the word a
        candidate is, written again nearby, is no evidence of its sense ("Dynamo ... Dynamo")."""
        automata = self._automata_owned_by(owner, folded)
        if not automata:
            return False
        for automaton in automata:
            for last, length in automaton.iter(folded):
                first = last - length + 1
                if _whole_word(text, folded, first, last + 1) and not (besides and folded[first:last + 1] == besides):
                    return True
        keyed = self._keyed_automaton_of(owner, folded)
        return keyed is not None and any(not (besides and folded[first:stop] == besides)
                                         for first, stop, _ in _keyed_hits(keyed, text, folded))

    def _keyed_automaton_of(self, owner: str, folded: str) -> ahocorasick.Automaton | None:
        """The automaton of the owner's Bengali words by their key, if it has any and ``folded``
        holds Bengali."""
        if owner not in self._keys_of and not _holds_bengali(folded):
            return None  # (the keys are made when a text with Bengali first asks: most never does)
        keys = self._loanword_keys_of(owner)
        if not keys or not _holds_bengali(folded):
            return None
        keyed = self._keyed_owned.get(owner)
        if keyed is None:
            keyed = self._keyed_owned[owner] = _automaton_of_owned({key: {owner} for key in keys})
        return keyed

    def covers(self, owner: str, text: str, folded: str, start: int, end: int) -> bool:
        """Is ``text[start:end]`` inside one of the owner's phrases, which holds more words than it
        ("every rank", "across ranks", "rank 0" around "rank")? Only the ``_COVER_REACH`` characters
        either side are read: a phrase longer than that is not a word-level cue."""
        automata = self._automata_owned_by(owner, folded)
        if not automata:
            return False
        lo, hi = max(0, start - _COVER_REACH), min(len(folded), end + _COVER_REACH)
        for automaton in automata:
            for last, length in automaton.iter(folded, lo, hi):
                first, stop = last - length + 1, last + 1
                # the phrase's own plural ending is the candidate's ("text embedding" in "text embeddings")
                reaches = stop >= end or folded[stop:end] in _PLURAL_ENDINGS or folded[stop:end] in BENGALI_ENDINGS
                if first <= start and reaches and stop - first > end - start and _whole_word(text, folded, first, stop):
                    return True
        keyed = self._keyed_automaton_of(owner, folded)
        if keyed is None:
            return False
        return any(lo <= first <= start and (end <= stop or folded[stop:end] in BENGALI_ENDINGS) and stop <= hi
                   and stop - first > end - start for first, stop, _ in _keyed_hits(keyed, text, folded))


def _spellings(words: Iterable[str]) -> list[str]:
    """Each of ``words`` folded, in each of its spellings, once each."""
    found: dict[str, None] = {}
    for word in words:
        # "large batch" also matches "large-batch" and "largebatch", as forms do; a Bengali
        # phrase also with the genitive before its last word ("ভাষার মডেল", language model)
        spellings = spelling_variants(word)
        if _holds_bengali(word):  # (only a Bengali phrase has a Bengali word to put in the genitive)
            spellings += genitive_before_last(word)
        for spelling in spellings:
            found[fold(spelling)] = None
            # the text a cue is read in is as written, and Bengali writes য়, ড়, ঢ় either as one
            # character or as a letter and its nukta (the glossary's NFC): both are the word
            if not spelling.isascii() and _NUKTA.search(spelling):
                found[fold(_NUKTA.sub(lambda m: _PRECOMPOSED[m.group()], spelling))] = None
    return list(found)


def _loanword_keys(spellings: Iterable[str]) -> list[str]:
    """The loanword keys of the Bengali ``spellings`` (folded) longer than ``SHORT_KEY`` letters,
    once each: a shorter one is found only as it is written, as a short name is."""
    keys: dict[str, None] = {}
    for word in spellings:
        if _holds_bengali(word) and len(key := compact_key(match_key(word))) > SHORT_KEY:
            keys[key] = None
    return list(keys)


class _AllOwners:
    """The automata of every owner's words, for :meth:`WordIndex.owners`: those of the Bengali
    variants and loanword keys made when a text that holds Bengali first asks."""

    __slots__ = ("automaton", "_bengali")

    def __init__(self, index: WordIndex) -> None:
        owners: dict[str, set[str]] = {}
        for owner in index._raw:
            for word in index.words_of(owner):
                owners.setdefault(word, set()).add(owner)
        self.automaton = _automaton_of_owned(owners)
        self._bengali: tuple[ahocorasick.Automaton | None, ahocorasick.Automaton | None] | None = None

    def of_bengali(self, index: WordIndex) -> tuple[ahocorasick.Automaton | None, ahocorasick.Automaton | None]:
        """The automata of every owner's Bengali variants and of its loanword keys."""
        if self._bengali is None:
            owners: dict[str, set[str]] = {}
            keyed: dict[str, set[str]] = {}
            for owner in index._raw:
                for word in index.bengali_words_of(owner):
                    owners.setdefault(word, set()).add(owner)
                for key in index._loanword_keys_of(owner):
                    keyed.setdefault(key, set()).add(owner)
            self._bengali = (_automaton_of_owned(owners), _automaton_of_owned(keyed))
        return self._bengali


def _automaton_of(words: Iterable[str]) -> ahocorasick.Automaton | None:
    """An automaton of ``words``, each with its length; None without words."""
    automaton = ahocorasick.Automaton()
    for word in words:
        automaton.add_word(word, len(word))
    if not len(automaton):
        return None
    automaton.make_automaton()
    return automaton


def _automaton_of_owned(owners: dict[str, set[str]]) -> ahocorasick.Automaton | None:
    """An automaton of the keys of ``owners``, each with its length and owners; None without keys."""
    if not owners:
        return None
    automaton = ahocorasick.Automaton()
    for key, ids in owners.items():
        automaton.add_word(key, (len(key), frozenset(ids)))
    automaton.make_automaton()
    return automaton


def _keyed_hits(automaton: ahocorasick.Automaton, text: str, folded: str) -> Iterable[tuple[int, int, frozenset[str]]]:
    """Where each key of ``automaton`` is found as whole words in the loanword key of ``text``
    (its start and end in the text), and its owners."""
    key, where = compact_key_with_map(match_key(text))
    for last, (length, ids) in automaton.iter(key):
        start, end = (last - length + 1, last + 1) if where is None else where.span(last - length + 1, last)
        if _whole_word(text, folded, start, end):
            yield start, end, ids


def _whole_word(text: str, folded: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a whole word (or words), or one with a plural 's' ("GPUs", "gradients")
    or a Bengali case ending ("বেস মডেলকে", "রিওয়ার্ডের")? A side that is Chinese or Japanese is at
    a word boundary wherever it stands, as Chinese and Japanese put no spaces between words: a word
    of theirs is a substring ("数据管道" in "构建数据管道时"), and a Latin word next to one is whole
    ("YARN上")."""
    if start > 0 and joins(text[start - 1], text[start]) and not cjk_class(text[start]):
        return False
    n = len(text)
    if end < n and joins(text[end - 1], text[end]) and not cjk_class(text[end - 1]):
        if "\u0980" <= text[end] <= "\u09ff":
            return any(text.startswith(e, end) and (end + len(e) >= n or not is_word_char(text[end + len(e)]))
                       for e in BENGALI_ENDINGS)
        return folded[end] == "s" and (end + 1 >= n or not is_word_char(text[end + 1]))
    return True
