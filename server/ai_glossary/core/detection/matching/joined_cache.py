"""The matcher's joined table of the built-in glossary, kept on disk beside its compiled concepts
(:mod:`.matcher_cache`): a warm start reads the automaton's keys and builds the automaton, and
reads a key's entries only when a text first holds the key (docs/performance.md, start-up).

With the eight reader languages the table has 9,769 keys and 20,652 entries: making every entry
at start-up (reading the compiled concepts, then joining them) cost 40-75 ms of CPU, where most
keys are never found in a session's documents.

The file, ``joined-<key>.json`` in the cache folder, is one part a line: the length and crc32 of
the rest (:func:`..glossary.cache_files.check_line`); a header (JSON): the format, the key of the
code, the fingerprint of the glossary it was joined from (its concept ids and matcher inputs, in
order), the stamp (size, modification and change times, inode) of the compiled concepts' file it
was joined from, the keys of no script group (null in the places of the others), the number of
keys of each script group (:func:`.script_automata.key_groups`), the number of entry kinds and what
the matcher reads besides; a line per script group: its keys' indexes and its keys, read when a
text first holds its script (:class:`StoredGroups`: with the Bengali names, 13,900 of the 22,800
keys are in a group, and parsing and checking them took 6 ms of a start's CPU); the index of the
lines after it (a JSON string: where each line starts, then where the last ends, each in
:data:`_PLACE` hexadecimal digits, so that a line is read without reading the others); a line
(JSON) per entry kind (the fields of an entry but its spelling); then a line (JSON) per key, its
row: its entries as [spelling, kind index]. A scan reads a few hundred of the rows and kinds, read
when a text first holds a key that needs them. The check line is checked before anything is read,
so a damaged file is ignored as a whole (the caller then joins the compiled concepts, and writes
the file again); what is read later is checked when it is read (a group, a line's place, an entry),
and one that is not what this module writes raises ValueError: only a file written on purpose, with
a check line to match, can hold one. JSON only, never pickle: a cache file cannot run code.
"""

from __future__ import annotations

import json
import threading
from itertools import accumulate
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any, Mapping, Sequence

from ai_glossary.core.detection.matching.compiled import FormEntry
from ai_glossary.core.detection.matching.join import Value
from ai_glossary.core.detection.matching.script_automata import GROUP_SCRIPTS, sorted_longest_first
from ai_glossary.core.glossary.cache_files import read_checked_data, write_checked_file

JOINED_FORMAT = 6
_PLACE = 8  # the hexadecimal digits of a line's place in the index (StoredTable._line)
FILE_PATTERN = "joined-*.json"


def table_file(directory: Path, key: str) -> Path:
    return directory / f"joined-{key[:24]}.json"


class StoredTable:
    """A joined table read from the disk: its keys, in the order of the automaton's values (a
    script group's None until the group is read, :class:`StoredGroups`), and each key's value made
    when asked for (:meth:`value`)."""

    __slots__ = ("keys", "groups", "group_sizes", "ordinary", "identifiers", "key_reach", "_kinds", "_lines",
                 "_index", "_made", "_compounds")

    def __init__(self, keys: "list[str | None]", groups: "StoredGroups", kinds: int, lines: bytes, index: bytes,
                 compounds: frozenset[int], ordinary: bool, identifiers: dict[str, tuple[str, ...]],
                 key_reach: int) -> None:
        """``lines``: the ``kinds`` entry kinds, then each key's row, a line each; ``index``: where
        each line starts (:meth:`_line`)."""
        self.keys, self.groups, self._kinds, self._lines, self._compounds = keys, groups, kinds, lines, compounds
        self._index = index
        self._made: dict[int, tuple[tuple, tuple]] = {}  # each entry kind read, by its index
        self.group_sizes = groups.sizes
        self.ordinary, self.identifiers, self.key_reach = ordinary, identifiers, key_reach

    def value(self, i: int) -> Value:
        """The automaton's value of ``keys[i]``: (its length, its entries, may a word hold it
        after a modifier)."""
        key = self.keys[i]
        if key is None:  # a key of a group not read yet (an automaton's hit reads its group first)
            self.groups.read_all()
            key = self.keys[i]
        kinds, made = self._kinds, self._made
        entries = []
        for row in json.loads(self._line(kinds + i)):
            spelling, kind = row
            if type(spelling) is not str or type(kind) is not int or not 0 <= kind < kinds:
                raise ValueError("bad form entry")
            fields = made.get(kind)
            if fields is None:  # (two threads that read it at once store equal fields)
                fields = made[kind] = _kind(json.loads(self._line(kind)))
            head, tail = fields
            entries.append(FormEntry(*head, spelling, *tail))
        return len(key), tuple(entries), i in self._compounds  # type: ignore[arg-type]

    def _line(self, n: int) -> bytes:
        """The ``n``-th line after the index: where it starts and where the next starts are the
        ``n``-th and next places of the index, each :data:`_PLACE` hexadecimal digits. (A scan reads
        a few hundred of the 26,000 rows and of the 6,500 entry kinds, where splitting the rows at
        every line break took 13 M instructions, counting them 10 M, and parsing the kinds 15 M.)"""
        index, at = self._index, (n + 1) * _PLACE  # (the index's opening quote is its first byte)
        start, end = int(index[at - _PLACE + 1:at + 1], 16), int(index[at + 1:at + _PLACE + 1], 16) - 1
        if not 0 <= start <= end <= len(self._lines):
            raise ValueError("bad line place in the joined table")
        return self._lines[start:end]


def _kind(row: Any) -> tuple[tuple, tuple]:
    """The fields of the entries of an entry kind's line, checked (:func:`kind_from_json`)."""
    if type(row) is not list or not row:
        raise ValueError("bad entry kind")
    cid, *fields = row
    return kind_from_json(checked_str(cid), fields)


class StoredGroups(Sequence[Sequence[int]]):
    """The script groups of a stored table, :func:`.script_automata.key_groups`'s indexes: a
    group's line (its indexes and keys) is read, checked and its keys put in the table's ``keys``
    the first time the group is asked for, which :class:`.script_automata.ScriptAutomata` does
    when a text first holds the group's script. ``sizes``: each group's number of keys, read with
    the header."""

    __slots__ = ("sizes", "_keys", "_lines", "_read", "_lock")

    def __init__(self, keys: "list[str | None]", sizes: list[int], lines: list[bytes]) -> None:
        self._keys, self.sizes, self._lines = keys, sizes, lines
        self._read: list[list[int] | None] = [None] * len(sizes)
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.sizes)

    def __getitem__(self, g: int) -> list[int]:  # type: ignore[override]
        members = self._read[g]
        if members is None:
            with self._lock:  # the first thread reads it, the others wait
                members = self._read[g]
                if members is None:
                    members = self._read[g] = self._fill(g)
        return members

    def read_all(self) -> None:
        """Every group read: ``keys`` holds every key."""
        for g in range(len(self.sizes)):
            self[g]

    def _fill(self, g: int) -> list[int]:
        """Group ``g``'s indexes, its keys put in their places. Checked, not trusted: each key holds
        the group's script (a text without it could not hold the key), takes a place no other key
        holds, and the keys are still the longest first (the order of the automata's hits)."""
        members, keys = json.loads(self._lines[g])
        table, n = self._keys, len(self._keys)
        if (type(members) is not list or type(keys) is not list or len(members) != self.sizes[g]
                or len(keys) != len(members) or not set(map(type, members)) <= {int}
                or not set(map(type, keys)) <= {str} or members and (min(members) < 0 or max(members) >= n)
                or len(set(members)) != len(members) or any(map(table.__getitem__, members))
                or not all(map(GROUP_SCRIPTS[g].search, keys))):
            raise ValueError(f"bad script group {g} in the joined table")
        for i, key in zip(members, keys):
            table[i] = key
        if not sorted_longest_first(list(filter(None, table))):
            raise ValueError("the joined table's keys are not the longest first")
        return members


def read_table(path: Path, key: str, fingerprint: str, concepts_stamp: str) -> StoredTable | None:
    """The table in ``path`` when it is intact, of this format and ``key``, and was joined from
    the glossary of ``fingerprint`` and the compiled concepts of ``concepts_stamp``; else None."""
    checked = read_checked_data(path)
    if checked is None:
        return None
    data, start = checked
    try:
        at = header_end = data.index(b"\n", start)
        group_lines = []
        for _ in GROUP_SCRIPTS:
            end = data.index(b"\n", at + 1)
            group_lines.append(data[at + 1:end])
            at = end
        index_end = data.index(b"\n", at + 1)
        index = data[at + 1:index_end]
        header = json.loads(data[start:header_end])
        if (not isinstance(header, dict) or header.get("format") != JOINED_FORMAT or header.get("key") != key
                or header.get("glossary") != fingerprint or header.get("concepts") != concepts_stamp):
            return None
        keys, compounds, sizes, kinds = header["keys"], header["compounds"], header["groups"], header["kinds"]
        if (type(keys) is not list or type(compounds) is not list or type(kinds) is not int or kinds < 0
                or not _index_of(index, kinds + len(keys))
                or not set(map(type, keys)) <= {str, type(None)} or "" in keys
                or not sorted_longest_first(list(filter(None, keys))) or not _sizes_of(sizes, keys)):
            return None
        identifiers = {checked_str(cid): tuple(map(checked_str, spellings))
                       for cid, spellings in header["identifiers"].items()}
        ordinary, reach = header["ordinary"], header["reach"]
        if type(ordinary) is not bool or type(reach) is not int:
            return None
        # the kinds and rows as bytes, each line parsed when a text first holds a key that needs it
        return StoredTable(keys, StoredGroups(keys, sizes, group_lines), kinds, data[index_end + 1:], index,
                           frozenset(compounds), ordinary, identifiers, reach)
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
    keys: list[str | None] = [k for k, _ in table]
    group_lines = [json.dumps([list(members), [keys[i] for i in members]], ensure_ascii=False, separators=(",", ":"))
                   for members in groups]
    for members in groups:
        for i in members:
            keys[i] = None
    header = {"format": JOINED_FORMAT, "key": key, "glossary": fingerprint, "concepts": concepts_stamp,
              "keys": keys, "groups": [len(members) for members in groups],
              "compounds": [i for i, (_, (_, _, compounds)) in enumerate(table) if compounds],
              "ordinary": ordinary, "identifiers": {cid: list(s) for cid, s in identifiers.items()},
              "reach": key_reach, "kinds": len(kinds)}
    try:
        dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        encoded = [dumps([kind[0], *kind_to_json(kind[1:])]).encode() for kind in kinds]
        encoded += [line.encode() for line in lines]
        places = accumulate((len(line) + 1 for line in encoded), initial=0)
        index = json.dumps("".join([f"{place:0{_PLACE}x}" for place in places]))
        rest = b"\n".join([dumps(header).encode(), *(line.encode() for line in group_lines), index.encode(), *encoded])
    except ValueError:  # a lone surrogate: no UTF-8 for it
        return None
    return write_checked_file(path, rest, FILE_PATTERN, "joined matcher cache")


def _index_of(index: bytes, lines: int) -> bool:
    """Is ``index`` (a JSON string) the index of ``lines`` lines: :data:`_PLACE` hexadecimal digits
    for where each starts and where the last ends? (Each place is checked when it is read,
    :meth:`StoredTable._line`.)"""
    return len(index) == (lines + 1) * _PLACE + 2 and index[:1] == index[-1:] == b'"'


def _sizes_of(sizes: Any, keys: list) -> bool:
    """Are ``sizes`` a count of keys for each script group, together as many as the places the
    header leaves to the groups (null)? Each group's line is checked when it is read."""
    return (type(sizes) is list and len(sizes) == len(GROUP_SCRIPTS) and set(map(type, sizes)) <= {int}
            and min(sizes) >= 0 and sum(sizes) == keys.count(None))


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
