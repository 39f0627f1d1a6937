"""The matcher's joined table on disk (detection/matching/joined_cache.py): a warm start of the
built-in glossary reads it instead of joining the compiled concepts, and makes the matcher a cold
compile makes; a damaged file, or one joined from another glossary or another compiled-concepts
file, is not used, and the table is joined and written again."""

from __future__ import annotations

import json
import pickle
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching import joined_cache, matcher, matcher_cache
from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.cache_files import check_line
from ai_glossary.core.glossary.load import load
from ai_glossary.core.glossary.model import Glossary


@pytest.fixture(scope="module")
def glossary(yaml_builtin: Glossary) -> Glossary:
    return yaml_builtin


@pytest.fixture
def joins(calls_of) -> list[int]:
    """The number of concepts of each table the matcher joined from compiled concepts (rather than read)."""
    return calls_of(matcher, "join_concepts", len)


def _joined(directory: Path) -> Path:
    (path,) = directory.glob(joined_cache.FILE_PATTERN)
    return path


def test_a_warm_start_reads_the_joined_table_and_finds_what_a_cold_compile_finds(glossary, cold, joins, eval_texts,
                                                                                  calls_of, isolated_user_dirs):
    Detector.compile(glossary)  # cold: compiles, joins, writes both files
    assert joins == [len(glossary)]
    reads = calls_of(matcher_cache, "read_cache", lambda key, directory=None: key)

    warm = Detector.compile(glossary).matcher
    assert joins == [len(glossary)] and reads == []  # neither joined nor the compiled concepts read
    assert (warm.size, warm.context_after, warm.ordinary) == (cold.size, cold.context_after, cold.ordinary)
    assert dict(warm.identifiers.spellings) == dict(cold.identifiers.spellings)
    found = 0
    for text in eval_texts:
        candidates = warm.find(text)
        assert candidates == cold.find(text), text[:200]
        found += len(candidates)
    assert found > 500
    assert warm.table() == cold.table()  # every key with its entries, in order
    # the compiled concepts (what a reload reuses) are read when first asked for
    assert dict(warm.compiled) == dict(cold.compiled) and len(reads) == 1


def test_a_reload_after_a_warm_start_reuses_the_compiled_concepts(glossary, cold, calls_of, isolated_user_dirs):
    Detector.compile(glossary)
    warm = Detector.compile(glossary).matcher
    compiled = calls_of(matcher, "compile_concept", lambda concept, inputs: concept.id)
    again = TermMatcher(glossary, warm)
    assert compiled == [] and again.table() == cold.table()


def test_an_unchanged_warm_start_writes_nothing(glossary, isolated_user_dirs):
    Detector.compile(glossary)
    files = {path: path.read_bytes() for path in isolated_user_dirs.cache.iterdir()}
    # a write renames a new file over the old one: another inode, whatever the clock's tick (a
    # touch is no way to tell a write here: it changes the compiled concepts' stamp, which the
    # joined table is tied to)
    stats = {path: (path.stat().st_ino, path.stat().st_mtime_ns) for path in files}
    Detector.compile(glossary)
    assert {path: (path.stat().st_ino, path.stat().st_mtime_ns) for path in files} == stats
    assert {path: path.read_bytes() for path in isolated_user_dirs.cache.iterdir()} == files


def _rewrite(path: Path, edit, line: int = 0) -> None:
    """``path`` with its header (``line`` 0) or a script group's line (1, 2, 3) edited by ``edit``, and
    a check line that matches again."""
    lines = path.read_bytes().split(b"\n")[1:]
    value = json.loads(lines[line])
    edit(value)
    lines[line] = json.dumps(value, ensure_ascii=False).encode()
    rest = b"\n".join(lines)
    path.write_bytes(check_line(rest) + b"\n" + rest)


_INDEX_LINE = 1 + len(joined_cache.GROUP_SCRIPTS)  # after the header and the script groups


def _rewrite_index(path: Path, edit) -> None:
    """``path`` with its index (a JSON string of hexadecimal places) edited by ``edit``, and a check
    line that matches again."""
    lines = path.read_bytes().split(b"\n")[1:]
    lines[_INDEX_LINE] = json.dumps(edit(json.loads(lines[_INDEX_LINE]))).encode()
    rest = b"\n".join(lines)
    path.write_bytes(check_line(rest) + b"\n" + rest)


def _indexed_lines(path: Path) -> tuple[list[int], list[bytes]]:
    """The places the index gives and the lines after it (the entry kinds, then the rows)."""
    lines = path.read_bytes().split(b"\n")[1:]
    index, width = json.loads(lines[_INDEX_LINE]), joined_cache._PLACE
    return [int(index[i:i + width], 16) for i in range(0, len(index), width)], lines[_INDEX_LINE + 1:]


def _rewrite_indexed(path: Path, n: int, edit) -> None:
    """``path`` with the ``n``-th line after the index edited by ``edit`` (its JSON value), the index
    made again for it, and a check line that matches again."""
    lines = path.read_bytes().split(b"\n")[1:]
    after = lines[_INDEX_LINE + 1:]
    value = json.loads(after[n])
    edit(value)
    after[n] = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()
    places, at = [], 0
    for line in after:
        places.append(at)
        at += len(line) + 1
    places.append(at)
    index = "".join(f"{place:0{joined_cache._PLACE}x}" for place in places)
    rest = b"\n".join([*lines[:_INDEX_LINE], json.dumps(index).encode(), *after])
    path.write_bytes(check_line(rest) + b"\n" + rest)


def _swap_longest_and_shortest_ascii_keys(header: dict) -> None:
    keys = header["keys"]
    ascii_at = [i for i, key in enumerate(keys) if key is not None and key.isascii()]
    a, b = ascii_at[0], ascii_at[-1]
    assert len(keys[a]) > len(keys[b])
    keys[a], keys[b] = keys[b], keys[a]


def _header_only(path: Path) -> None:
    """``path`` cut after its header, with a check line that matches."""
    rest = path.read_bytes().split(b"\n")[1]
    path.write_bytes(check_line(rest) + b"\n" + rest)


@pytest.mark.parametrize("damage", [
    "empty", "truncated", "a flipped byte", "no check line", "other format", "other key", "other glossary",
    "other compiled concepts", "keys that are numbers", "a row missing", "no identifiers", "no script groups",
    "the header alone", "keys not the longest first", "script group sizes that do not add up",
    "a negative script group size", "a script group size that is a boolean", "an empty key",
    "an index cut short", "no index", "no number of entry kinds",
])
def test_a_damaged_or_foreign_joined_table_is_joined_again(glossary, cold, joins, damage, isolated_user_dirs):
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    good = path.read_bytes()
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "a flipped byte":
        at = len(good) * 3 // 4
        path.write_bytes(good[:at] + bytes([good[at] ^ 1]) + good[at + 1:])
    elif damage == "no check line":
        path.write_bytes(good.split(b"\n", 1)[1])
    elif damage == "other format":
        _rewrite(path, lambda h: h.update(format=joined_cache.JOINED_FORMAT + 1))
    elif damage == "other key":
        _rewrite(path, lambda h: h.update(key="0" * 64))
    elif damage == "other glossary":
        _rewrite(path, lambda h: h.update(glossary="0" * 64))
    elif damage == "other compiled concepts":
        _rewrite(path, lambda h: h.update(concepts="0" * 64))
    elif damage == "keys that are numbers":
        _rewrite(path, lambda h: h.update(keys=list(range(len(h["keys"])))))
    elif damage == "a row missing":
        _rewrite(path, lambda h: h.update(keys=h["keys"] + ["zzz extra key"]))
    elif damage == "no identifiers":
        _rewrite(path, lambda h: h.pop("identifiers"))
    elif damage == "no script groups":
        _rewrite(path, lambda h: h.pop("groups"))
    elif damage == "script group sizes that do not add up":  # a group's keys would be left out
        _rewrite(path, lambda h: h["groups"].__setitem__(1, h["groups"][1] - 1))
    elif damage == "a negative script group size":
        _rewrite(path, lambda h: h.update(groups=[-1, h["groups"][0] + h["groups"][1] + 1, h["groups"][2]]))
    elif damage == "a script group size that is a boolean":  # an int to Python, not to the file's format
        _rewrite(path, lambda h: h.update(groups=[True, h["groups"][0] + h["groups"][1] - 1, h["groups"][2]]))
    elif damage == "an empty key":  # an automaton key is never empty: the header's test for a group's place
        _rewrite(path, lambda h: h["keys"].__setitem__(-1, ""))
    elif damage == "an index cut short":  # the places of fewer lines than the header's kinds and keys
        _rewrite_index(path, lambda index: index[:-joined_cache._PLACE])
    elif damage == "no index":
        _rewrite_index(path, lambda index: "")
    elif damage == "no number of entry kinds":
        _rewrite(path, lambda h: h.pop("kinds"))
    elif damage == "the header alone":
        _header_only(path)
    elif damage == "keys not the longest first":  # hits of two automata would be sorted otherwise
        _rewrite(path, _swap_longest_and_shortest_ascii_keys)
    joins.clear()

    warm = Detector.compile(glossary).matcher
    assert joins == [len(glossary)]  # joined from the compiled concepts, not read
    assert warm.table() == cold.table()
    assert path.read_bytes() == good  # ...and written again


_SCRIPT_TEXTS = ("我们用混合精度训练", "আমরা কোয়ান্টাইজেশন করি", "Une opération reduce, puis la quantification.")


def test_a_script_groups_keys_are_read_when_a_text_first_holds_its_script(glossary, cold, joins, isolated_user_dirs):
    """The keys of a script group (Han and kana, Bengali, accented Latin) are a line of the file each,
    read when a text first holds the script: an English text reads none, a Bengali text after it
    reads the Bengali keys alone and finds what a cold compile finds."""
    Detector.compile(glossary)
    joins.clear()
    warm = Detector.compile(glossary).matcher
    assert joins == []
    stored = warm.groups
    unread = stored._keys.count(None)
    assert unread == sum(stored.sizes) > 10_000 and stored._read == [None, None, None]
    english = "We train with LoRA and quantize the weights after data parallelism."
    assert warm.find(english) == cold.find(english) and stored._read == [None, None, None]
    assert warm.find(_SCRIPT_TEXTS[1]) == cold.find(_SCRIPT_TEXTS[1])
    assert [c.concept_id for c in warm.find(_SCRIPT_TEXTS[1])] == ["quantization"]
    assert [g is not None for g in stored._read] == [False, True, False]
    assert stored._keys.count(None) == unread - stored.sizes[1]
    for text in _SCRIPT_TEXTS:
        assert warm.find(text) == cold.find(text)
    assert None not in stored._keys and warm.table() == cold.table()


def _first_member(path: Path, g: int) -> int:
    return json.loads(path.read_bytes().split(b"\n")[2 + g])[0][0]


@pytest.mark.parametrize("damage", [
    "a key without its script", "a key in two script groups", "an index past the keys", "a negative index",
    "an index that is a boolean", "a group that is no list", "a group of another size",
    "keys not the longest first", "an index of an ordinary key",
])
def test_a_damaged_script_group_raises_when_its_script_is_first_read(glossary, cold, joins, damage,
                                                                    isolated_user_dirs):
    """Past the check line (a file written by hand), a script group's line is checked when it is
    read: the table is read at start-up, its other scripts found as before, and the first text of
    the group's script raises ValueError, as a bad entry does."""
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    g = 0 if damage == "a key without its script" else 1
    header_keys = json.loads(path.read_bytes().split(b"\n")[1])["keys"]

    def edit(group: list) -> None:
        members, keys = group
        if damage == "a key without its script":  # found only in Chinese text, were it trusted
            keys[0] = "x" * len(keys[0])
        elif damage == "a key in two script groups":
            members[0] = _first_member(path, 0)
        elif damage == "an index past the keys":
            members[0] = len(header_keys)
        elif damage == "a negative index":  # Python would read the last key
            members[0] = -1
        elif damage == "an index that is a boolean":
            members[0] = True
        elif damage == "a group that is no list":
            group[:] = [{"0": members}, keys]
        elif damage == "a group of another size":
            del members[-1], keys[-1]
        elif damage == "keys not the longest first":
            keys[0], keys[-1] = keys[-1], keys[0]
        elif damage == "an index of an ordinary key":
            members[0] = header_keys.index("lora")

    _rewrite(path, edit, line=1 + g)
    joins.clear()
    warm = Detector.compile(glossary).matcher
    assert joins == []  # read: the damage is past what a start reads
    english = "We train with LoRA and quantize the weights after data parallelism."
    assert warm.find(english) == cold.find(english)
    if g == 1:
        assert warm.find(_SCRIPT_TEXTS[0]) == cold.find(_SCRIPT_TEXTS[0])
    with pytest.raises(ValueError):
        warm.find(_SCRIPT_TEXTS[g])


def test_a_joined_table_is_not_used_with_a_changed_compiled_concepts_file(glossary, cold, joins, isolated_user_dirs):
    """It was joined from those concepts: another file (another glossary, damage) means another table."""
    Detector.compile(glossary)
    (concepts,) = isolated_user_dirs.cache.glob(matcher_cache.FILE_PATTERN)
    data = json.loads(concepts.read_bytes())
    concepts.write_text(json.dumps(data, indent=1), encoding="utf-8")  # the same concepts, other bytes
    joins.clear()
    assert Detector.compile(glossary).matcher.table() == cold.table()
    assert joins == [len(glossary)]


def test_a_rewritten_compiled_concepts_file_of_the_same_size_is_not_trusted(glossary, cold, joins,
                                                                           isolated_user_dirs):
    """The table is tied to that file by its stamp (size, times, inode), not by reading it: a file
    written again, as every write does (a new file renamed over the old), is another file."""
    Detector.compile(glossary)
    (concepts,) = isolated_user_dirs.cache.glob(matcher_cache.FILE_PATTERN)
    joins.clear()
    Detector.compile(glossary)
    assert joins == []  # the table read, the file untouched
    copy = concepts.with_suffix(".tmp")
    copy.write_bytes(concepts.read_bytes())
    os.replace(copy, concepts)
    assert Detector.compile(glossary).matcher.table() == cold.table()
    assert joins == [len(glossary)]
    joins.clear()
    Detector.compile(glossary)
    assert joins == []  # ...and the table written again, tied to the file as it is now


def test_a_user_glossary_neither_reads_nor_writes_the_joined_table(glossary, joins, tmp_path, isolated_user_dirs):
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    written = path.read_bytes()
    user = tmp_path / "glossary.yaml"
    user.write_text("concepts:\n  - id: quux\n    term: Quuxification\n    definitions: {en: A made-up word.}\n",
                    encoding="utf-8")
    merged = load(glossary, [user]).glossary
    joins.clear()
    found = Detector.compile(merged).matcher.find("Quuxification of data parallelism.")
    assert joins == [len(merged)]
    assert [c.concept_id for c in found][0] == "quux" and len(found) == 2
    assert _joined(isolated_user_dirs.cache) == path and path.read_bytes() == written


def test_the_same_glossary_in_another_order_is_another_table(glossary, joins, isolated_user_dirs):
    """The order of the concepts decides which concept's entry a shared key tries first."""
    Detector.compile(glossary)
    reversed_ = Glossary(dict(reversed(glossary.concepts.items())), glossary.context_words)
    joins.clear()
    Detector.compile(reversed_)
    assert joins == [len(glossary)]


_FINGERPRINT = """
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.detection.matching.compiled import matched_inputs
from ai_glossary.core.detection.matching.matcher_cache import glossary_fingerprint
g = load_builtin()
print(glossary_fingerprint(g, [matched_inputs(c) for c in g.concepts.values()]))
"""


@pytest.mark.process
def test_the_fingerprint_is_the_same_in_every_process(glossary):
    """A set's order follows the hash seed, which differs between processes."""
    prints = {subprocess.run([sys.executable, "-c", _FINGERPRINT], env=dict(os.environ, PYTHONHASHSEED=str(seed)),
                             capture_output=True, text=True, check=True).stdout for seed in (1, 2, 3)}
    assert prints == {matcher_cache.glossary_fingerprint(glossary, [matcher.matched_inputs(c)
                                                                    for c in glossary.concepts.values()]) + "\n"}


def test_the_fingerprint_changes_with_a_concept_input(glossary):
    matched = [matcher.matched_inputs(c) for c in glossary.concepts.values()]
    edited = [matched[0][:1] + (("another alias",),) + matched[0][2:], *matched[1:]]
    assert matcher_cache.glossary_fingerprint(glossary, edited) != matcher_cache.glossary_fingerprint(glossary,
                                                                                                      matched)


def test_an_entry_that_is_not_what_the_module_writes_raises_when_read(glossary, isolated_user_dirs):
    """Past the digest (a file written by hand), a bad entry is refused when its key is first found."""
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    _rewrite_indexed(path, 0, lambda kind: kind.__setitem__(4, "not a bool"))  # [cid, form, lang, exact, ambiguous, ...]
    warm = Detector.compile(glossary).matcher
    with pytest.raises(ValueError):
        warm.table()


@pytest.mark.parametrize("edit", [
    lambda row: row[0].__setitem__(1, 10 ** 6),  # a kind past the table
    lambda row: row[0].__setitem__(1, -1),
    lambda row: row[0].__setitem__(0, 7),  # a spelling that is no string
])
def test_a_row_that_is_not_what_the_module_writes_raises_when_read(glossary, cold, edit, isolated_user_dirs):
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    kinds = json.loads(path.read_bytes().split(b"\n")[1])["kinds"]
    _rewrite_indexed(path, kinds, edit)  # the first key's row
    warm = Detector.compile(glossary).matcher
    assert warm._value(1) == cold._value(1)  # the other rows are read at their places
    with pytest.raises(ValueError):
        warm._value(0)


def test_a_kind_line_that_is_not_a_list_raises_when_read(glossary, isolated_user_dirs):
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    lines = path.read_bytes().split(b"\n")[1:]
    lines[_INDEX_LINE + 1] = b"7" + b" " * (len(lines[_INDEX_LINE + 1]) - 1)  # the same length: the places hold
    rest = b"\n".join(lines)
    path.write_bytes(check_line(rest) + b"\n" + rest)
    warm = Detector.compile(glossary).matcher
    with pytest.raises(ValueError):
        warm.table()


def test_each_line_is_read_at_its_place_in_the_index(glossary, cold, isolated_user_dirs):
    """The index gives each entry kind's line and each key's row, the last one's too; a warm
    matcher reads the entries a cold one made."""
    Detector.compile(glossary)
    places, lines = _indexed_lines(_joined(isolated_user_dirs.cache))
    assert len(places) == len(lines) + 1 and len(lines) > cold.size
    assert lines == [b"\n".join(lines)[a:b - 1] for a, b in zip(places, places[1:])]
    warm = Detector.compile(glossary).matcher
    for i in (0, cold.size // 2, cold.size - 1):
        assert warm._value(i) == cold._value(i)


@pytest.mark.parametrize("place", ["past the lines", "not hexadecimal"])
def test_a_line_place_that_is_not_what_the_module_writes_raises_when_read(glossary, place, isolated_user_dirs):
    """Past the check line (a file written by hand), a line's place is checked when the line is read."""
    Detector.compile(glossary)
    path = _joined(isolated_user_dirs.cache)
    width = joined_cache._PLACE
    bad = "f" * width if place == "past the lines" else "x" * width
    _rewrite_index(path, lambda index: index[:width] + bad + index[2 * width:])  # where the second line starts
    warm = Detector.compile(glossary).matcher
    with pytest.raises(ValueError):
        warm.table()


def test_the_fingerprint_is_that_of_the_values_not_of_the_objects_holding_them(glossary):
    """Equal inputs in other objects (a glossary read from its YAML, then from its cache; strings
    shared or not, interned or not) give the fingerprint the joined table was written with."""
    matched = [matcher.matched_inputs(c) for c in glossary.concepts.values()]
    copies = pickle.loads(pickle.dumps(matched))  # new strings and tuples, none shared
    assert copies[0][0] is not matched[0][0]
    assert matcher_cache.glossary_fingerprint(glossary, copies) == matcher_cache.glossary_fingerprint(
        glossary, matched)

