"""The matcher's joined table of the built-in glossary, kept on disk beside its compiled concepts
(:mod:`.matcher_cache`): a warm start reads the automaton's keys and builds the automaton, and
reads a key's entries only when a text first holds the key (docs/performance.md, start-up).

With the eight reader languages the table has 9,769 keys and 20,652 entries: making every entry
at start-up (reading the compiled concepts, then joining them) cost 40-75 ms of CPU, where most
keys are never found in a session's documents.

The file, ``joined-<key>.json`` in the cache folder, is four parts, one a line: the length and crc32
of the rest (:func:`..glossary.cache_files.check_line`); a header (JSON): the format, the key of the
code, the fingerprint of the glossary it was joined from (its concept ids and matcher inputs, in
order), the stamp (size, modification and change times, inode) of the compiled concepts' file it was
joined from, the keys, the indexes of the keys of each script group
(:func:`.script_automata.key_groups`) and what the matcher reads besides; the table of entry kinds
(JSON: the fields of an entry but its spelling), read when a first entry is made (with the eight
languages, a third of what parsing the header took: 2-3 ms); then one line (JSON) per key: its
entries as [spelling, kind index]. The check line is checked before anything is read, so a damaged
file is ignored as a whole (the caller then joins the compiled concepts, and writes the file again);
an entry is checked again when it is made, and one that is not what this module writes raises
ValueError. JSON only, never pickle: a cache file cannot run code.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any, Mapping, Sequence

from ai_glossary.core.detection.matching.compiled import FormEntry
from ai_glossary.core.detection.matching.join import Value
from ai_glossary.core.detection.matching.script_automata import GROUP_SCRIPTS, sorted_longest_first
from ai_glossary.core.glossary.cache_files import read_checked_data, write_checked_file

JOINED_FORMAT = 4
FILE_PATTERN = "joined-*.json"


def table_file(directory: Path, key: str) -> Path:
    return directory / f"joined-{key[:24]}.json"


class StoredTable:
    """A joined table read from the disk: its keys, in the order of the automaton's values, and
    each key's value made when asked for (:meth:`value`)."""

    __slots__ = ("keys", "groups", "ordinary", "identifiers", "key_reach", "_kinds", "_rows", "_compounds")

    def __init__(self, keys: list[str], groups: list[list[int]], kinds: bytes, rows: "list[bytes] | bytes",
                 compounds: frozenset[int], ordinary: bool, identifiers: dict[str, tuple[str, ...]],
                 key_reach: int) -> None:
        self.keys, self.groups, self._kinds, self._rows, self._compounds = keys, groups, kinds, rows, compounds
        self.ordinary, self.identifiers, self.key_reach = ordinary, identifiers, key_reach

    def value(self, i: int) -> Value:
        """The automaton's value of ``keys[i]``: (its length, its entries, may a word hold it
        after a modifier)."""
        kinds, rows = self._kinds, self._rows
        if type(kinds) is bytes:  # two threads that read it at once store equal tables
            kinds = self._kinds = json.loads(kinds)
            if type(kinds) is not list:
                raise ValueError("bad table of entry kinds")
        if type(rows) is bytes:  # split when a first entry is made: 1-1.5 ms for 10,000 rows
            rows = self._rows = rows.split(b"\n")
        entries = []
        for row in json.loads(rows[i]):
            spelling, kind = row
            if type(spelling) is not str or type(kind) is not int or kind < 0:
                raise ValueError("bad form entry")
            cid, *fields = kinds[kind]  # IndexError past the table
            head, tail = kind_from_json(checked_str(cid), fields)
            entries.append(FormEntry(*head, spelling, *tail))
        return len(self.keys[i]), tuple(entries), i in self._compounds


def read_table(path: Path, key: str, fingerprint: str, concepts_stamp: str) -> StoredTable | None:
    """The table in ``path`` when it is intact, of this format and ``key``, and was joined from
    the glossary of ``fingerprint`` and the compiled concepts of ``concepts_stamp``; else None."""
    checked = read_checked_data(path)
    if checked is None:
        return None
    data, start = checked
    try:
        header_end = data.index(b"\n", start)
        kinds_end = data.index(b"\n", header_end + 1)
        header = json.loads(data[start:header_end])
        if (not isinstance(header, dict) or header.get("format") != JOINED_FORMAT or header.get("key") != key
                or header.get("glossary") != fingerprint or header.get("concepts") != concepts_stamp):
            return None
        keys, compounds, groups = header["keys"], header["compounds"], header["groups"]
        # bytes: json reads them (decoding the whole file took 2 ms), the rows split when first read
        kinds, rows = data[header_end + 1:kinds_end], data[kinds_end + 1:]
        if (type(keys) is not list or type(compounds) is not list or rows.count(b"\n") + 1 != len(keys)
                or not set(map(type, keys)) <= {str} or not sorted_longest_first(keys)
                or not _groups_of(groups, keys)):
            return None
        identifiers = {checked_str(cid): tuple(map(checked_str, spellings))
                       for cid, spellings in header["identifiers"].items()}
        ordinary, reach = header["ordinary"], header["reach"]
        if type(ordinary) is not bool or type(reach) is not int:
            return None
        return StoredTable(keys, groups, kinds, rows, frozenset(compounds), ordinary, identifiers, reach)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        return None


def write_table(path: Path, key: str, fingerprint: str, concepts_stamp: str, table: Sequence[tuple[str, Value]],
                groups: Sequence[Sequence[int]], ordinary: bool, identifiers: Mapping[str, Sequence[str]],
                key_reach: int) -> Path | None:
    """Write ``table`` (each key with its value, in the automaton's order) and its keys' script
    ``groups`` atomically; its path, or None when it could not be written."""
    kinds: dict[tuple, int] = {}
    lines = []
    for _, (_, entries, _) in table:
        # each line written by hand, a JSON string at a time: json.dumps of each took 80 ms in all
        rows = []
        for e in entries:
            kind = (e.concept_id, e.form, e.lang, e.exact, e.ambiguous, e.script, e.exact_whole, e.french_verb)
            rows.append(f"[{encode_basestring(e.spelling)},{kinds.setdefault(kind, len(kinds))}]")
        lines.append(f"[{','.join(rows)}]")
    header = {"format": JOINED_FORMAT, "key": key, "glossary": fingerprint, "concepts": concepts_stamp,
              "keys": [k for k, _ in table], "groups": [list(g) for g in groups],
              "compounds": [i for i, (_, (_, _, compounds)) in enumerate(table) if compounds],
              "ordinary": ordinary, "identifiers": {cid: list(s) for cid, s in identifiers.items()},
              "reach": key_reach}
    try:
        kind_table = [[kind[0], *kind_to_json(kind[1:])] for kind in kinds]
        rest = "\n".join([json.dumps(header, ensure_ascii=False, separators=(",", ":")),
                          json.dumps(kind_table, ensure_ascii=False, separators=(",", ":")), *lines]).encode()
    except ValueError:  # a lone surrogate: no UTF-8 for it
        return None
    return write_checked_file(path, rest, FILE_PATTERN, "joined matcher cache")


def _groups_of(groups: Any, keys: list[str]) -> bool:
    """Are ``groups`` the script groups of ``keys`` as :func:`.script_automata.key_groups` makes
    them (a wrong one would hide its keys from the texts that hold them)? Checked, not trusted:
    each group's keys hold its script, and no key is in two (the types and bounds read by ``map``,
    ``min`` and ``max`` in C: a generator's test per index was most of it for 10,000 indexes)."""
    if type(groups) is not list or len(groups) != len(GROUP_SCRIPTS):
        return False
    n = len(keys)
    for members, script in zip(groups, GROUP_SCRIPTS):
        if (type(members) is not list or not set(map(type, members)) <= {int}
                or members and (min(members) < 0 or max(members) >= n)
                or not all(map(script.search, map(keys.__getitem__, members)))):
            return False
    return sum(map(len, groups)) == len({i for members in groups for i in members})  # each found once


# --- an entry's fields but its spelling and concept, as JSON: shared with .matcher_cache -----------

def kind_to_json(kind: tuple) -> list:
    form, lang, exact, ambiguous, script, exact_whole, french_verb = kind
    return [form, lang, [list(span) for span in exact], ambiguous, script, exact_whole, french_verb]


def kind_from_json(cid: str, row: Any) -> tuple[tuple, tuple]:
    """The fields of a FormEntry of concept ``cid`` before and after its spelling (given by each
    row that uses them), checked."""
    form, lang, exact, ambiguous, script, exact_whole, french_verb = row
    if (type(form) is not str or not (lang is None or type(lang) is str) or type(script) is not str
            or type(ambiguous) is not bool or type(exact_whole) is not bool or type(french_verb) is not bool):
        raise ValueError("bad form entry")
    return (cid, form), (lang, tuple(_span(s) for s in exact), ambiguous, script, exact_whole, french_verb)


def _span(value: Any) -> tuple[int, int]:
    start, end = value
    if type(start) is not int or type(end) is not int:
        raise ValueError("bad span")
    return start, end


def checked_str(value: Any) -> str:
    if type(value) is not str:
        raise ValueError("expected a string")
    return value
