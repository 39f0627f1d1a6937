"""The matcher's keys in one Aho-Corasick automaton per group of scripts: the keys that hold a Han or
kana character, those that hold a Bengali one, those that hold a Latin letter beyond ASCII (most
French, Spanish and German names: "réseau de neurones", "Feinabstimmung" does not, "Präzision"
does), and the rest. The rest is built at once; a group is built the first time a text holds a
character of its script, so a reader who never meets Chinese, Japanese or Bengali text, or an
accented letter, does not pay for those keys at start-up (docs/performance.md, start-up).

Every hit is the one automaton of all the keys would give, in its order: a key of a group holds
a character of the group's script, so it can only be found in a text that holds one too (the
check runs on the very string the automata read), and the hits of the automata read are sorted
by where they end, the longest first, as one automaton yields them.
"""

from __future__ import annotations

import re
import threading
from collections import deque
from itertools import compress
from operator import ge
from typing import Iterable, Sequence

import ahocorasick

# each group's script, tried in this order: a key goes to the first whose script it holds
# (Han, kana, their compatibility and extension blocks; Bengali; Latin letters beyond ASCII)
GROUP_SCRIPTS = (
    re.compile("[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
               "\U00020000-\U0003134f]"),
    re.compile("[\u0980-\u09ff]"),
    re.compile("[\u00c0-\u024f\u1e00-\u1eff]"),
)


def key_groups(keys: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """For each group of :data:`GROUP_SCRIPTS`, the indexes of the keys it holds (1-2 ms for 10,000
    keys: the joined table keeps them, :mod:`.joined_cache`)."""
    groups: list[list[int]] = [[] for _ in GROUP_SCRIPTS]
    for i, key in enumerate(keys):
        if key.isascii():
            continue
        for members, script in zip(groups, GROUP_SCRIPTS):
            if script.search(key):
                members.append(i)
                break
    return tuple(map(tuple, groups))


class ScriptAutomata:
    """``keys[i]`` found with its index ``i``, read as one automaton of all of them would read it.

    ``keys`` are sorted by length, the longest first (the matcher's table is, and the joined
    table is checked for it when read): then hits ordered as (end, index) tuples are ordered by
    end, the longest first, as one automaton yields them, and a sort of tuples of ints does it in C
    (a merge that called a key function for each hit took 13 % more of a scan of the translation
    files, and values that ordered any keys 1 ms more of the start-up)."""

    __slots__ = ("_keys", "_main", "_groups", "_sizes", "_built", "_lock")

    def __init__(self, keys: "Sequence[str | None]", groups: Sequence[Sequence[int]],
                 sizes: Sequence[int] | None = None) -> None:
        """``groups``: :func:`key_groups` of ``keys``. ``sizes``: each group's number of keys, given
        when the groups' keys are None in ``keys`` until ``groups[g]`` is first asked for, which
        puts them there (a table read from the disk, :class:`.joined_cache.StoredGroups`): then
        that is not before a text holds the group's script."""
        self._keys = keys
        if sizes is None:
            in_main: "Sequence[int | bool]" = bytearray(b"\x01") * len(keys)
            for members in groups:
                for i in members:
                    in_main[i] = 0  # type: ignore[index]
            sizes = list(map(len, groups))
        else:
            in_main = list(map(bool, keys))  # a key is never empty: None alone is false
        self._main = _automaton(compress(keys, in_main), compress(range(len(keys)), in_main))  # type: ignore[arg-type]
        self._groups, self._sizes = groups, sizes  # a size of 0: nothing to build
        self._built: list[ahocorasick.Automaton | None] = [None] * len(groups)
        self._lock = threading.Lock()

    def iter(self, text: str) -> Iterable[tuple[int, int]]:
        """(index of the last character, key index) of every key in ``text``: by end, the longest first."""
        main = self._main.iter(text) if self._main is not None else iter(())
        if text.isascii():  # one C call: most texts hold no key of a group
            return main
        extra = [self._group(g) for g, script in enumerate(GROUP_SCRIPTS)
                 if self._sizes[g] and script.search(text)]
        if not extra:
            return main
        hits = list(main)
        for automaton in extra:
            hits += automaton.iter(text)
        hits.sort()
        return hits

    def get(self, key: str) -> int | None:
        """The index of ``key``, if it is one of the keys."""
        found = self._main.get(key, None) if self._main is not None else None
        if found is not None or key.isascii():
            return found
        for g, script in enumerate(GROUP_SCRIPTS):
            if self._sizes[g] and script.search(key):
                return self._group(g).get(key, None)
        return None

    def built(self) -> list[bool]:
        """Whether each group's automaton is built."""
        return [automaton is not None for automaton in self._built]

    def _group(self, g: int) -> ahocorasick.Automaton:
        """Group ``g``'s automaton, built by the first thread that asks (2,400 Han and kana keys:
        about 2.5 ms of CPU); the others wait for it."""
        automaton = self._built[g]
        if automaton is None:
            with self._lock:
                automaton = self._built[g]
                if automaton is None:
                    members = self._groups[g]  # a stored group's keys are read here
                    keys = self._keys
                    automaton = self._built[g] = _automaton([keys[i] for i in members], members)  # type: ignore[misc]
        return automaton  # type: ignore[return-value]


def sorted_longest_first(keys: Sequence[str]) -> bool:
    """Are ``keys`` sorted by length, the longest first, as :class:`ScriptAutomata` needs them?
    (In C: 0.3 ms for 11,000 keys.)"""
    lengths = list(map(len, keys))
    return all(map(ge, lengths, lengths[1:]))


def _automaton(keys: Iterable[str], indexes: Iterable[int]) -> ahocorasick.Automaton | None:
    """The automaton of ``keys``, each with its index; None when there are none (an empty one
    cannot be read)."""
    automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
    # a loop in C (a deque of none kept): a Python loop over 7,300 keys took 2-3 ms more
    deque(map(automaton.add_word, keys, indexes), 0)
    if len(automaton) == 0:
        return None
    automaton.make_automaton()
    return automaton
