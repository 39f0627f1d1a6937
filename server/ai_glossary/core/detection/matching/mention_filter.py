"""Which texts may mention one concept: a test on a file's whole text that is never false for a
text the matcher finds the concept in, so that a search for one concept analyses only the files
that pass it (transformers' ``src/``: 195 of 2,920 files for FSDP).

Why it cannot miss. The matcher finds a concept where one of its automaton keys (listed
spellings, word forms, loanword keys; :meth:`.TermMatcher.keys_of`) is in the folded key of a
region's text (:func:`.compiled.match_key`, then :func:`.loanword_keys.compact_key`), or where an
identifier's words spell a key (``PipelineParallelSchedule``). A region is pieces of the file
joined by single spaces (comment lines, a paragraph's lines, the text around a cut-out code span),
so a key may be found across a line break or a comment marker, but never across a space: each
word of a key (split at spaces; a hyphen is a space) is then inside one piece, so inside the
file's folded key. Folding is character by character except the loanword keys, which drop the
space between two katakana: a katakana name may run across two comment lines, so only a key
word's text up to its first katakana is required. The file is folded as a whole and also after
NFC (a region is NFC'd on its own), so every word found in a region is found in one of them.
Ambiguous forms, senses and the region's language only remove candidates; they are not tested.

Cost: the keys of one concept are reduced to those no other key's words imply, and each file's
text is folded once (transformers' 54 MB: about 0.6 s on a quiet 2-vCPU host, in one thread).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, NamedTuple

import ahocorasick

from ai_glossary.core.detection.matching.compiled import match_key
from ai_glossary.core.detection.matching.loanword_keys import compact_key
from ai_glossary.core.detection.text import KATAKANA, cjk_class


def _required(word: str) -> str:
    """What of one key word every text holding it holds: the word, or its start up to and
    including its first katakana (a space dropped between two katakana may be a line break)."""
    for i, ch in enumerate(word):
        if cjk_class(ch) == KATAKANA:
            return word[: i + 1]
    return word


class _Words(NamedTuple):
    """The words of one key a text must hold; ``first``, when set, where a word starts."""

    first: str | None
    others: tuple[str, ...]

    def implied_by(self, other: "_Words") -> bool:
        """Does every text that holds ``other`` hold this?"""
        theirs = other.others + ((other.first,) if other.first else ())
        if self.first is not None and not (other.first is not None and other.first.startswith(self.first)):
            return False
        return all(any(w in s for s in theirs) for w in self.others)


def _words(key: str, compounds: bool) -> _Words:
    words = [_required(w) for w in key.split(" ") if w]
    # a key that starts with an ASCII letter or digit starts a word where the matcher finds it
    # (not "tp" in "output"), or follows an underscore ("use_tp" read as an identifier), unless
    # it may end a compound
    first = words.pop(0) if words and not compounds and words[0][0] in _ALNUM else None
    return _Words(first, tuple(sorted(set(words), key=len, reverse=True)))


_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


class MentionFilter:
    """The words one of which set must all be in a text that mentions the concept."""

    __slots__ = ("_needs", "_anchors", "_starts")

    def __init__(self, keys: Iterable[tuple[str, bool]]) -> None:
        """``keys``: the concept's automaton keys, each with whether it may end a compound
        (:meth:`.TermMatcher.keys_of`)."""
        sets = {_words(key, compounds) for key, compounds in keys}
        sets.discard(_Words(None, ()))
        needs: list[_Words] = []
        # shortest first: a set that another one kept implies adds nothing (fsdp2 after fsdp)
        for words in sorted(sets, key=lambda w: (len(w.first or "") + sum(map(len, w.others)), w.first or "", w.others)):
            if not any(kept.implied_by(words) for kept in needs):
                needs.append(words)
        self._needs = tuple(needs)
        # Each set's longest word, its anchor, is looked for in one pass of an automaton (one C
        # call over the text; a look-up of each word with ``in`` read FSDP's 12 sets' words in
        # 12 passes), and the set's other words only where its anchor is.
        by_anchor: dict[str, list[_Words]] = {}
        for words in needs:
            by_anchor.setdefault(max((words.first or "", *words.others), key=len), []).append(words)
        self._anchors = ahocorasick.Automaton()
        for anchor, with_it in by_anchor.items():
            self._anchors.add_word(anchor, (anchor, tuple(with_it)))
        if by_anchor:
            self._anchors.make_automaton()
        # a word start, found by its letters first (a literal the regular expression engine skips
        # to), then looked behind: 10x faster than a look-behind first
        self._starts = {w.first: re.compile(re.escape(w.first) + f"(?<![a-z0-9]{re.escape(w.first)})")
                        for w in needs if w.first}

    @property
    def word_sets(self) -> tuple[tuple[str | None, tuple[str, ...]], ...]:
        return tuple((w.first, w.others) for w in self._needs)

    def may_mention(self, text: str) -> bool:
        """False only when no region of ``text`` can hold a mention of the concept."""
        if not self._needs:
            return False
        if self._holds(compact_key(match_key(text))):
            return True
        if text.isascii() or unicodedata.is_normalized("NFC", text):
            return False
        return self._holds(compact_key(match_key(unicodedata.normalize("NFC", text))))

    def _holds(self, folded: str) -> bool:
        tried: set[_Words] = set()
        for end, (anchor, with_it) in self._anchors.iter(folded):
            start = end - len(anchor) + 1
            for words in with_it:
                if words in tried:
                    continue
                if words.first == anchor and start > 0 and folded[start - 1] in _ALNUM:
                    continue  # not a word start here ("tp" in "http"); it may be elsewhere
                tried.add(words)
                if all(w in folded for w in words.others) and (
                        words.first is None or words.first == anchor or self._starts[words.first].search(folded)):
                    return True
        return False
