"""The words of the senses' cues (context and counter-evidence words), each owned by concept ids, and
where they occur as whole words in a text (:mod:`.sense_cues`)."""

from __future__ import annotations

from typing import Iterable

import ahocorasick

from ai_glossary.core.detection.matching.spellings import spelling_variants
from ai_glossary.core.detection.matching.word_ends import BENGALI_ENDINGS
from ai_glossary.core.detection.text import cjk_class, fold, is_word_char, joins

# how far a context phrase may reach past the candidate it holds (``WordIndex.covers``)
_COVER_REACH = 40
_PLURAL_ENDINGS = ("s", "es", "'s", "\u2019s")


class WordIndex:
    """Words and phrases, each owned by concept ids; which owners occur as whole words in a text."""

    def __init__(self, words: Iterable[tuple[str, str]]) -> None:
        owners: dict[str, set[str]] = {}
        for word, owner in words:
            # "large batch" also matches "large-batch" and "largebatch", as forms do
            for spelling in spelling_variants(word):
                owners.setdefault(fold(spelling), set()).add(owner)
        self._automaton = ahocorasick.Automaton()
        self._words_of: dict[str, list[str]] = {}
        for key, ids in owners.items():
            self._automaton.add_word(key, (len(key), frozenset(ids)))
            for owner in ids:
                self._words_of.setdefault(owner, []).append(key)
        self._empty = not owners
        if owners:
            self._automaton.make_automaton()
        # per owner, an automaton of its words alone, made the first time ``has`` asks for it:
        # the words of all owners found near each ambiguous candidate were most of its time
        self._owned: dict[str, ahocorasick.Automaton | None] = {}

    def owners(self, text: str, folded: str | None = None) -> set[str]:
        """``folded``: ``fold(text)`` when the caller has it (it keeps every offset)."""
        if self._empty or not text:
            return set()
        if folded is None:
            folded = fold(text)
        found: set[str] = set()
        for last, (length, ids) in self._automaton.iter(folded):
            if _whole_word(text, folded, last - length + 1, last + 1):
                found.update(ids)
        return found

    def words_of(self, owner: str) -> list[str]:
        """The owner's words, folded, in each of their spellings."""
        return self._words_of.get(owner, [])

    def _automaton_owned_by(self, owner: str) -> ahocorasick.Automaton | None:
        if owner in self._owned:
            return self._owned[owner]
        # (two threads may both make it: the same automaton, either one kept)
        automaton = self._owned[owner] = _automaton_of(self.words_of(owner))
        return automaton

    def has(self, owner: str, text: str, folded: str) -> bool:
        """``owner in self.owners(text, folded)``, reading only the owner's words, and stopping
        at the first one found."""
        automaton = self._automaton_owned_by(owner)
        if automaton is None:
            return False
        for last, length in automaton.iter(folded):
            if _whole_word(text, folded, last - length + 1, last + 1):
                return True
        return False

    def covers(self, owner: str, text: str, folded: str, start: int, end: int) -> bool:
        """Is ``text[start:end]`` inside one of the owner's phrases, which holds more words than it
        ("every rank", "across ranks", "rank 0" around "rank")? Only the ``_COVER_REACH`` characters
        either side are read: a phrase longer than that is not a word-level cue."""
        automaton = self._automaton_owned_by(owner)
        if automaton is None:
            return False
        lo, hi = max(0, start - _COVER_REACH), min(len(folded), end + _COVER_REACH)
        for last, length in automaton.iter(folded, lo, hi):
            first, stop = last - length + 1, last + 1
            # the phrase's own plural ending is the candidate's ("text embedding" in "text embeddings")
            reaches = stop >= end or folded[stop:end] in _PLURAL_ENDINGS
            if first <= start and reaches and stop - first > end - start and _whole_word(text, folded, first, stop):
                return True
        return False


def _automaton_of(words: Iterable[str]) -> ahocorasick.Automaton | None:
    """An automaton of ``words``, each with its length; None without words."""
    automaton = ahocorasick.Automaton()
    for word in words:
        automaton.add_word(word, len(word))
    if not len(automaton):
        return None
    automaton.make_automaton()
    return automaton


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
