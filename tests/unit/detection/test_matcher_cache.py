"""The matcher's compiled built-in concepts on disk (detection/matcher_cache.py): a warm cache makes
the matcher a cold compile makes, a changed concept is compiled again, a damaged or foreign file is
ignored, the key follows the code, and the writes are atomic."""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path

import pytest

import ai_glossary
from ai_glossary.core.detection.matching import joined_cache, matcher, matcher_cache
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary import builtin, cache_files
from ai_glossary.core.glossary.load import load
from ai_glossary.core.glossary.model import Concept, Glossary, SourceSpan, replace_concept
from support.module_imports import import_closure

@pytest.fixture(scope="module")
def glossary(yaml_builtin: Glossary) -> Glossary:
    return yaml_builtin


@pytest.fixture
def compiled_ids(calls_of) -> list[str]:
    """The ids of the concepts the matcher compiles (rather than takes from a previous set)."""
    return calls_of(matcher, "compile_concept", lambda concept, inputs: concept.id)


def _cache_files(directory: Path) -> list[Path]:
    return sorted(directory.glob(matcher_cache.FILE_PATTERN))


# --- a warm cache ------------------------------------------------------------------------------

def test_a_warm_cache_gives_the_matcher_a_cold_compile_gives(glossary, cold, compiled_ids, eval_texts,
                                                           isolated_user_dirs):
    Detector.compile(glossary)  # cold: compiles every concept and writes the cache
    assert sorted(compiled_ids) == sorted(glossary.concepts)
    assert len(_cache_files(isolated_user_dirs.cache)) == 1
    compiled_ids.clear()

    warm = Detector.compile(glossary).matcher
    assert compiled_ids == []  # every concept read from the cache
    assert dict(warm.compiled) == dict(cold.compiled)
    assert warm.size == cold.size
    texts = eval_texts
    assert len(texts) > 200
    found = 0
    for text in texts:
        candidates = warm.find(text)
        assert candidates == cold.find(text), text[:200]
        found += len(candidates)
    assert found > 500  # the texts name many terms: the comparison compares something


def test_an_unchanged_warm_start_does_not_write_the_cache_again(glossary, isolated_user_dirs):
    Detector.compile(glossary)
    (path,) = _cache_files(isolated_user_dirs.cache)
    written = path.read_bytes()
    os.utime(path, ns=(1, 1))  # a write (a new file renamed over it) would have the time of now
    Detector.compile(glossary)
    assert path.stat().st_mtime_ns == 1 and path.read_bytes() == written


# --- what is compiled again ----------------------------------------------------------------------

def test_a_changed_concept_is_compiled_again_not_served_stale(glossary, cold, compiled_ids, isolated_user_dirs):
    Detector.compile(glossary)
    compiled_ids.clear()
    cid, concept = next((cid, c) for cid, c in glossary.concepts.items() if c.term.isascii())
    changed = Glossary(dict(glossary.concepts, **{cid: replace_concept(concept, aliases=(*concept.aliases,
                                                                                          "Zyxwv frob"))}),
                       glossary.context_words)
    text = "We tried the Zyxwv frob."
    marker = text.index("Zyxwv")

    matcher_ = Detector.compile(changed).matcher
    assert compiled_ids == [cid]  # that one concept, the others from the cache
    assert [(c.start, c.concept_id) for c in matcher_.find(text)] == [(marker, cid)]
    assert [c for c in cold.find(text) if c.start == marker] == []
    # the built-in data changed (an editable install): the cache now holds the new concept
    compiled_ids.clear()
    again = Detector.compile(changed).matcher
    assert compiled_ids == []
    assert [(c.start, c.concept_id) for c in again.find(text)] == [(marker, cid)]


def test_a_user_glossary_merged_over_the_builtin_one_reuses_its_concepts(glossary, compiled_ids, tmp_path,
                                                                         isolated_user_dirs):
    Detector.compile(glossary)
    (path,) = _cache_files(isolated_user_dirs.cache)
    written = path.read_bytes()
    compiled_ids.clear()
    cid = next(iter(glossary.concepts))
    user = tmp_path / "glossary.yaml"
    user.write_text(f"concepts:\n  - id: {cid}\n    aliases: [Zyxwv frob]\n"
                    "  - id: quux\n    term: Quuxification\n    definitions: {en: A made-up word.}\n",
                    encoding="utf-8")
    merged = load(glossary, [user]).glossary
    text = "Quuxification of the Zyxwv frob."

    found = Detector.compile(merged).matcher.find(text)
    assert sorted(compiled_ids) == sorted([cid, "quux"])
    assert [(c.start, c.concept_id) for c in found] == [(0, "quux"), (text.index("Zyxwv"), cid)]
    # the user's concepts are not the built-in data's: the cache is not written with them
    assert _cache_files(isolated_user_dirs.cache) == [path] and path.read_bytes() == written


def test_a_glossary_that_is_not_the_builtin_data_writes_no_cache(isolated_user_dirs):
    glossary = Glossary({"quux": Concept("quux", "Quuxification")})
    assert Detector.compile(glossary).matcher.find("Quuxification")[0].concept_id == "quux"
    assert not isolated_user_dirs.cache.exists()


# --- a damaged or foreign file -------------------------------------------------------------------

def _first_entry(data: dict) -> list:
    """The first [spelling, kind index] row of the file (a concept: inputs, kinds, entries, derived,
    identifiers)."""
    return next(rows[0] for c in data["concepts"].values() for _, rows in c[2] if rows)


def _first_kind(data: dict) -> list:
    return next(c[1][0] for c in data["concepts"].values() if c[1])


@pytest.mark.parametrize("damage", [
    "empty", "truncated", "not json", "binary", "a list", "other key", "other format", "no concepts",
    "a spelling that is a number", "a span that is text", "a row too short", "identifiers that are numbers",
    "a kind past the table", "a negative kind", "a kind too short",
])
def test_a_damaged_or_foreign_cache_is_ignored_and_written_again(glossary, cold, compiled_ids, damage,
                                                                 isolated_user_dirs):
    Detector.compile(glossary)
    (path,) = _cache_files(isolated_user_dirs.cache)
    good = path.read_bytes()
    data = json.loads(good)
    row = _first_entry(data)
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "not json":
        path.write_bytes(b"{not json")
    elif damage == "binary":
        path.write_bytes(b"\x80\x81\x00 binary")
    else:
        if damage == "a list":
            data = [data]
        elif damage == "other key":
            data["key"] = "0" * 64
        elif damage == "other format":
            data["format"] = matcher_cache.CACHE_FORMAT + 1
        elif damage == "no concepts":
            del data["concepts"]
        elif damage == "a spelling that is a number":
            row[0] = 42
        elif damage == "a span that is text":
            _first_kind(data)[2] = [["0", "1"]]
        elif damage == "a row too short":
            del row[-1]
        elif damage == "identifiers that are numbers":
            next(iter(data["concepts"].values()))[4] = [1, 2]
        elif damage == "a kind past the table":
            row[1] = 10**6
        elif damage == "a negative kind":
            row[1] = -1
        elif damage == "a kind too short":
            del _first_kind(data)[-1]
        path.write_text(json.dumps(data), encoding="utf-8")
    compiled_ids.clear()

    warm = Detector.compile(glossary).matcher
    assert sorted(compiled_ids) == sorted(glossary.concepts)  # nothing taken from the damaged file
    assert dict(warm.compiled) == dict(cold.compiled)
    # ...and the cache was written again, readable this time
    assert _cache_files(isolated_user_dirs.cache) == [path]
    assert matcher_cache.read_cache(matcher_cache.cache_key()) == dict(cold.compiled)


def test_inputs_read_back_unlike_the_concepts_only_compile_those_again(glossary, compiled_ids, isolated_user_dirs):
    Detector.compile(glossary)
    (path,) = _cache_files(isolated_user_dirs.cache)
    data = json.loads(path.read_bytes())
    cid = next(iter(data["concepts"]))
    data["concepts"][cid][0][0] = {"set": ["not a term"]}
    path.write_text(json.dumps(data), encoding="utf-8")
    compiled_ids.clear()
    Detector.compile(glossary)
    assert compiled_ids == [cid]


def test_an_unwritable_cache_folder_still_compiles(glossary, cold, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(blocker / "cache"))
    assert dict(Detector.compile(glossary).matcher.compiled) == dict(cold.compiled)


# --- the key -------------------------------------------------------------------------------------

@pytest.mark.parametrize("module", matcher_cache.SHAPING_MODULES)
def test_the_key_changes_when_a_module_that_shapes_the_concepts_changes(module, monkeypatch):
    before = matcher_cache.cache_key()
    read = matcher_cache.module_source
    monkeypatch.setattr(matcher_cache, "module_source",
                        lambda name: read(name) + (b"\n# edited\n" if name == module else b""))
    assert matcher_cache.cache_key() not in (before, None)


def test_the_key_changes_with_the_version_and_is_stable_otherwise(monkeypatch):
    before = matcher_cache.cache_key()
    assert matcher_cache.cache_key() == before
    monkeypatch.setattr(matcher_cache, "__version__", ai_glossary.__version__ + ".post1")
    assert matcher_cache.cache_key() != before


def test_a_changed_shaping_module_gives_a_new_file_compiled_from_scratch(glossary, compiled_ids, monkeypatch,
                                                                         isolated_user_dirs):
    Detector.compile(glossary)
    (old,) = _cache_files(isolated_user_dirs.cache)
    read = matcher_cache.module_source
    monkeypatch.setattr(matcher_cache, "module_source",
                        lambda name: read(name) + (b"\n# edited\n" if name.endswith(".spellings") else b""))
    compiled_ids.clear()
    Detector.compile(glossary)
    assert sorted(compiled_ids) == sorted(glossary.concepts)
    assert len(_cache_files(isolated_user_dirs.cache)) == 2 and old in _cache_files(isolated_user_dirs.cache)


def test_unreadable_code_disables_the_cache(glossary, cold, monkeypatch, isolated_user_dirs):
    def unreadable(name):
        raise OSError("no source")

    monkeypatch.setattr(matcher_cache, "module_source", unreadable)
    assert matcher_cache.cache_key() is None
    assert dict(Detector.compile(glossary).matcher.compiled) == dict(cold.compiled)
    assert not isolated_user_dirs.cache.exists()


def test_every_module_the_matcher_compiles_with_is_in_the_key():
    """The code a CompiledConcept is made with: the matcher and all it imports, transitively."""
    assert import_closure(["ai_glossary.core.detection.matching.matcher"]) <= set(matcher_cache.SHAPING_MODULES)


def test_the_file_holds_every_field_of_a_compiled_concept():
    """A new field of FormEntry or CompiledConcept must be written too: until this module writes it,
    the cache is off (and this test fails)."""
    assert matcher_cache.cache_key() is not None


# --- writing -------------------------------------------------------------------------------------

def test_a_write_is_atomic(glossary, cold, monkeypatch, isolated_user_dirs):
    Detector.compile(glossary)
    before = {path: path.read_bytes() for path in isolated_user_dirs.cache.iterdir()}
    assert len(before) == 2  # the compiled concepts and their joined table
    read = matcher_cache.module_source
    monkeypatch.setattr(matcher_cache, "module_source",  # a new key: the next compile writes a new file
                        lambda name: read(name) + (b"#" if name.endswith(".text") else b""))

    def crash(payload, fh, **kwargs):
        fh.write('{"format": 1, "key": "')  # half a file, then the disk is full
        raise OSError("disk full")

    monkeypatch.setattr(cache_files.json, "dump", crash)
    assert dict(Detector.compile(glossary).matcher.compiled) == dict(cold.compiled)
    # no half-written cache and no temporary file left behind (nor a joined table of concepts
    # that are in no file); the other cache is untouched
    assert {path: path.read_bytes() for path in isolated_user_dirs.cache.iterdir()} == before


def test_only_the_few_latest_cache_files_are_kept(glossary, monkeypatch, isolated_user_dirs):
    isolated_user_dirs.cache.mkdir(parents=True)
    kept = cache_files.KEEP_CACHE_FILES
    glossary_caches = [isolated_user_dirs.cache / f"builtin-{n}.json" for n in range(kept + 2)]
    for path in glossary_caches:
        path.write_text("{}", encoding="utf-8")
    read = matcher_cache.module_source
    for version in range(kept + 2):
        monkeypatch.setattr(matcher_cache, "module_source",
                            lambda name, v=version: read(name) + f"# {v}".encode())
        Detector.compile(glossary)
    assert len(_cache_files(isolated_user_dirs.cache)) == kept
    # the glossary's own cache files are not the matcher's to prune
    assert all(path.exists() for path in glossary_caches)


@pytest.mark.parametrize("module", [matcher_cache.__name__, joined_cache.__name__])
def test_the_cache_never_uses_pickle_or_marshal(module):
    tree = ast.parse(matcher_cache.module_source(module))
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & {"pickle", "marshal", "shelve", "dill", "cloudpickle"}


def test_a_concept_json_cannot_write_leaves_no_cache_and_compiles(isolated_user_dirs):
    shipped = builtin.builtin_sources()[0].path
    term = "Quux\ud800ification"  # a lone surrogate: no UTF-8 for it
    glossary = Glossary({"quux": Concept("quux", term, sources=(SourceSpan(shipped),))})
    assert [c.concept_id for c in Detector.compile(glossary).matcher.find(f"the {term} step")] == ["quux"]
    assert list(isolated_user_dirs.cache.iterdir()) == []
