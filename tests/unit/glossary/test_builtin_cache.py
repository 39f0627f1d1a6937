"""The built-in glossary (builtin.py): its sources, its JSON cache, and what loading it imports."""

from __future__ import annotations

import json
import os
import sys
import zipfile
from pathlib import Path

import pytest

from ai_glossary.core.glossary import builtin, cache_files, deferred_texts, package_files, schema
from ai_glossary.core.glossary.builtin import load_builtin, load_builtin_with_problems
from ai_glossary.core.glossary.load import check_paths
from ai_glossary.core.glossary.problems import GlossaryLoadError


# --- the built-in data and its cache ----------------------------------------------------------

@pytest.fixture
def fake_builtin(tmp_path, monkeypatch):
    """Point the loader at a temporary data folder (independent of the real content)."""
    folder = tmp_path / "data" / "concepts"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text(
        "context: [nccl]\nconcepts:\n  - id: alpha\n    term: Alpha\n    names: {fr: alphé}\n"
        "    definitions: {en: First.}\n    related: [beta]\n"
        "    references: [{title: Paper, url: 'https://example.org/a'}]\n"
        "    match: {ambiguous: [Alpha], case_sensitive: [Alpha]}\n", encoding="utf-8")
    (folder / "b.yaml").write_text(
        "concepts:\n  - id: beta\n    term: Beta\n    definitions: {en: Second.}\n    related: [gamma]\n",
        encoding="utf-8")

    def sources():
        return [builtin.BuiltinSource(f"concepts/{p.name}", p) for p in sorted(folder.glob("*.yaml"))]

    monkeypatch.setattr(builtin, "builtin_sources", sources)
    return folder


def _cache_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("builtin-*.json"))


def _cache_parts(path: Path) -> tuple[dict, list[str]]:
    """The glossary (JSON) of a cache file and its lines of texts, checked against its check line."""
    check, head, *rows = path.read_bytes().split(b"\n")
    assert cache_files.check_line(b"\n".join([head, *rows])) == check
    return json.loads(head), [row.decode() for row in rows]


def _write_cache_parts(path: Path, head: dict, rows: list[str]) -> None:
    """A cache file of these parts with the check line they have: intact, whatever they hold."""
    data = "\n".join([json.dumps(head), *rows]).encode()
    path.write_bytes(cache_files.check_line(data) + b"\n" + data)


def test_cache_miss_then_hit(fake_builtin, monkeypatch, isolated_user_dirs):
    fresh, fresh_problems = load_builtin_with_problems(use_cache=False)
    assert _cache_files(isolated_user_dirs.cache) == []
    assert [p.code for p in fresh_problems] == ["unknown-related"]

    first, problems1 = load_builtin_with_problems()  # miss: builds and writes the cache
    files = _cache_files(isolated_user_dirs.cache)
    assert len(files) == 1
    cached, rows = _cache_parts(files[0])
    assert cached["format"] == builtin.CACHE_FORMAT and len(cached["concepts"]) == 2
    # each concept lists the languages of its texts; the texts are a line each: summaries, definitions
    assert cached["concepts"][0]["definitions"] == ["en"]
    assert rows == ["{}", '{"en":"First."}', "{}", '{"en":"Second."}']
    # source spans as ints, their paths (relative to the data package) and languages in tables
    assert cached["source_paths"] == ["concepts/a.yaml", "concepts/b.yaml"] and cached["source_languages"] == [["en"]]
    assert [c["sources"] for c in cached["concepts"]] == [[0, 3, 5, 1, 0], [1, 2, 5, 1, 0]]

    def boom(*_args, **_kwargs):
        raise AssertionError("the YAML must not be parsed on a cache hit")

    monkeypatch.setattr(builtin, "_build_builtin", boom)
    second, problems2 = load_builtin_with_problems()  # hit
    assert second == first == fresh
    assert problems2 == problems1 == fresh_problems
    assert second.concepts["alpha"].sources[0].path == str(fake_builtin / "a.yaml")
    assert second.context_words == frozenset({"nccl"})


def test_cache_is_rebuilt_when_a_source_changes(fake_builtin, isolated_user_dirs):
    load_builtin()
    before = _cache_files(isolated_user_dirs.cache)
    with open(fake_builtin / "b.yaml", "a", encoding="utf-8") as fh:
        fh.write("  - id: gamma\n    term: Gamma\n")
    glossary = load_builtin()
    assert "gamma" in glossary.concepts
    after = _cache_files(isolated_user_dirs.cache)
    assert len(after) == 2 and set(before) < set(after)


def _restamp(path: Path, content: str, *, keep_mtime: bool) -> None:
    """Write ``content`` in place in ``path`` (same inode); with ``keep_mtime`` the file keeps its
    mtime, as a reinstall from a wheel that fixes every mtime would, so only its ctime tells."""
    before = path.stat()
    assert len(content.encode()) == before.st_size  # the same size: the stamp must see more
    while True:  # a file system's clock ticks every few ms: wait for a change it can see
        path.write_text(content, encoding="utf-8")
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns if keep_mtime else before.st_mtime_ns + 10**9))
        after = path.stat()
        if after.st_ctime_ns != before.st_ctime_ns:
            break
    assert after.st_size == before.st_size and after.st_ino == before.st_ino
    assert (after.st_mtime_ns == before.st_mtime_ns) is keep_mtime


@pytest.mark.parametrize("keep_mtime", [False, True], ids=["new mtime", "mtime kept, new ctime"])
def test_a_source_rewritten_with_the_same_size_is_read_again(fake_builtin, keep_mtime, isolated_user_dirs):
    """The key holds each file's stamp, not its bytes: a change of the same size must change it."""
    assert load_builtin().concepts["beta"].definitions["en"] == "Second."
    path = fake_builtin / "b.yaml"
    _restamp(path, path.read_text(encoding="utf-8").replace("Second.", "Secund."), keep_mtime=keep_mtime)
    assert load_builtin().concepts["beta"].definitions["en"] == "Secund."
    assert len(_cache_files(isolated_user_dirs.cache)) == 2


def test_a_cache_hit_reads_no_source_file(fake_builtin, monkeypatch, isolated_user_dirs):
    first = load_builtin()

    def unread(self):
        raise AssertionError(f"{self.name} read on a cache hit")

    monkeypatch.setattr(builtin.BuiltinSource, "read", unread)
    assert load_builtin() == first


def test_a_source_in_a_zip_is_keyed_by_its_bytes(fake_builtin, monkeypatch, tmp_path, isolated_user_dirs):
    """A zip install has no stat of its own for each file: its content makes the key."""
    archive = tmp_path / "data.zip"

    def pack(b_text: str) -> None:
        with zipfile.ZipFile(archive, "w") as zf:
            zf.writestr("concepts/a.yaml", (fake_builtin / "a.yaml").read_bytes())
            zf.writestr("concepts/b.yaml", b_text)

    pack((fake_builtin / "b.yaml").read_text(encoding="utf-8"))
    monkeypatch.setattr(builtin, "builtin_sources", lambda: [
        builtin.BuiltinSource(name, zipfile.Path(archive, name)) for name in ("concepts/a.yaml", "concepts/b.yaml")])
    assert load_builtin().concepts["beta"].definitions["en"] == "Second."
    assert load_builtin().concepts["beta"].definitions["en"] == "Second."  # a hit
    assert len(_cache_files(isolated_user_dirs.cache)) == 1
    pack((fake_builtin / "b.yaml").read_text(encoding="utf-8").replace("Second.", "Secund."))
    assert load_builtin().concepts["beta"].definitions["en"] == "Secund."


def test_the_key_changes_when_the_loaders_code_changes(monkeypatch):
    sources = [("concepts/a.yaml", b"stat:1:2:3:4")]
    before = builtin.cache_key("1.0", b"{}", sources)
    assert builtin.cache_key("1.0", b"{}", sources) == before
    stamp = builtin.module_stamp
    monkeypatch.setattr(builtin, "module_stamp",
                        lambda name: stamp(name) + (b"!" if name.endswith(".merge") else b""))
    assert builtin.cache_key("1.0", b"{}", sources) != before


def test_a_module_is_stamped_by_its_file(tmp_path, monkeypatch):
    module = tmp_path / "stamped_module_for_test.py"
    module.write_text("X = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    before = package_files.module_stamp("stamped_module_for_test")
    assert before == package_files.file_stamp(module)
    os.utime(module, ns=(0, module.stat().st_mtime_ns + 10**9))
    assert package_files.module_stamp("stamped_module_for_test") != before


@pytest.mark.parametrize("damage", [
    b"",
    b"{not json",
    b"\x80\x81 binary",
    b'{"format": 1, "key": "wrong", "concepts": []}',
    b"[]",
    "aliases",  # the right check line, key and format; a wrong structure
    "a line of texts missing",  # the right check line, key and format
    "a source's path past its table",  # the right check line, key and format
    "a source's path counted from the end",  # -2: a.yaml for beta, were negative ints not refused
    "a definition changed",  # a byte of a text line, the check line unchanged
])
def test_corrupt_cache_is_ignored_and_rebuilt(fake_builtin, damage, isolated_user_dirs):
    good = load_builtin()
    (path,) = _cache_files(isolated_user_dirs.cache)
    head, rows = _cache_parts(path)
    if damage == "aliases":
        head["concepts"][0]["aliases"] = 42
        _write_cache_parts(path, head, rows)
    elif damage == "a source's path past its table":
        head["concepts"][1]["sources"][0] = 7
        _write_cache_parts(path, head, rows)
    elif damage == "a source's path counted from the end":
        head["concepts"][1]["sources"][0] = -2
        _write_cache_parts(path, head, rows)
    elif damage == "a line of texts missing":
        _write_cache_parts(path, head, rows[:-1])
    elif damage == "a definition changed":
        path.write_bytes(path.read_bytes().replace(b"First.", b"Fi rst"))
    else:
        path.write_bytes(damage)
    again = load_builtin()
    assert again == good and again.concepts["alpha"].definitions["en"] == "First."
    # ...and the cache was written again, readable this time
    assert _cache_files(isolated_user_dirs.cache) == [path]
    assert len(_cache_parts(path)[0]["concepts"]) == 2


def test_texts_from_the_cache_are_parsed_when_first_read(fake_builtin, monkeypatch, isolated_user_dirs):
    load_builtin()  # writes the cache
    parsed = []
    real_parse = deferred_texts.parse_row
    monkeypatch.setattr(deferred_texts, "parse_row", lambda row, langs: parsed.append(row) or real_parse(row, langs))
    glossary = load_builtin()  # reads it
    alpha = glossary.concepts["alpha"]
    assert glossary.languages() == ["en"] and list(alpha.definitions) == ["en"] and "fr" not in alpha.definitions
    assert alpha.definitions.get("fr") is None and alpha.summary.get("en") is None
    assert parsed == []
    assert alpha.definitions["en"] == "First." and dict(alpha.definitions) == {"en": "First."}
    assert parsed == [b'{"en":"First."}']


def test_unwritable_cache_dir_still_loads(fake_builtin, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(blocker / "cache"))
    glossary = load_builtin()
    assert set(glossary.concepts) == {"alpha", "beta"}


def test_cache_write_is_atomic(fake_builtin, monkeypatch, isolated_user_dirs):
    load_builtin()
    (old,) = _cache_files(isolated_user_dirs.cache)
    old_bytes = old.read_bytes()
    with open(fake_builtin / "b.yaml", "a", encoding="utf-8") as fh:
        fh.write("  - id: gamma\n    term: Gamma\n")

    def crash(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(builtin.os, "fsync", crash)
    glossary = load_builtin()  # still loads, from the YAML
    assert "gamma" in glossary.concepts
    # no half-written cache and no temp file left behind; the other cache is untouched
    assert list(isolated_user_dirs.cache.iterdir()) == [old]
    assert old.read_bytes() == old_bytes


def test_cache_never_uses_pickle():
    source = Path(builtin.__file__).read_text(encoding="utf-8")
    assert "pickle" not in source.replace("never pickle", "").replace("not pickle", "")


def test_strict_load_raises_with_problems(fake_builtin):
    with pytest.raises(GlossaryLoadError) as info:
        load_builtin(strict=True, use_cache=False)
    assert info.value.problems[0].code == "unknown-related"


def test_check_paths_reports_builtin_problems_only_when_checking_it(fake_builtin, tmp_path):
    assert [p.code for p in check_paths([], include_builtin=True)] == ["unknown-related"]
    user = tmp_path / "u.yaml"
    user.write_text("concepts:\n  - id: gamma\n    term: Gamma\n    related: [alpha]\n", encoding="utf-8")
    assert check_paths([str(user)], include_builtin=True) == []
    assert [p.code for p in check_paths([str(user)], include_builtin=True, report_builtin=True)] == [
        "unknown-related"]


def test_real_builtin_data_is_found_in_its_package_folder_as_through_importlib_resources(monkeypatch):
    found = [(s.name, s.path, type(s.resource)) for s in builtin.builtin_sources()]
    assert all(kind is Path or issubclass(kind, Path) for _, _, kind in found)  # a folder: os.scandir
    monkeypatch.setattr(package_files, "package_folder", lambda package: None)  # as for a zip
    assert [(s.name, s.path) for s in builtin.builtin_sources()] == [(name, path) for name, path, _ in found]
    assert schema.schema_bytes.__wrapped__() == (Path(schema.__file__).parents[2] / "schema" / "glossary.schema.json"
                                                 ).read_bytes()
    names = [name for name, _, _ in found]
    concepts = [n for n in names if n.startswith("concepts/")]
    # every concept file, then the translation files that extend them, each sorted by name
    assert concepts and names[:len(concepts)] == sorted(concepts)
    assert names[len(concepts):] == sorted(names[len(concepts):])
    assert all(n.startswith(("concepts/", "translations/")) and n.endswith(".yaml") for n in names)


def test_a_translations_file_extends_the_builtin_concepts_without_a_term(fake_builtin, monkeypatch, tmp_path):
    extra = tmp_path / "data" / "translations"
    extra.mkdir()
    (extra / "es.yaml").write_text(
        "concepts:\n  - id: alpha\n    names: {es: [alfa]}\n    definitions: {es: Primero.}\n", encoding="utf-8")
    concept_sources = builtin.builtin_sources()
    monkeypatch.setattr(builtin, "builtin_sources",
                        lambda: concept_sources + [builtin.BuiltinSource("translations/es.yaml", extra / "es.yaml")])
    glossary, problems = load_builtin_with_problems(use_cache=False)
    assert [p.code for p in problems] == ["unknown-related"]  # beta -> gamma, as without the file
    alpha = glossary.concepts["alpha"]
    assert alpha.term == "Alpha" and alpha.names["es"] == ("alfa",) and alpha.definitions["es"] == "Primero."


# --- purity -----------------------------------------------------------------------------------

@pytest.mark.process
def test_core_loader_never_imports_the_lsp_stack():
    import subprocess

    code = ("import sys; import ai_glossary.core.glossary.load, ai_glossary.core.glossary.builtin, ai_glossary.cli.glossary; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_loading_the_builtin_glossary_from_its_cache_imports_no_yaml_or_jsonschema(tmp_path):
    """Start-up reads the JSON cache: PyYAML (~30 ms) and jsonschema (~0.15 s) stay unimported."""
    import subprocess

    code = ("import sys; from ai_glossary.core.glossary.builtin import load_builtin; load_builtin(); "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('yaml', 'jsonschema')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    env = dict(os.environ, AI_GLOSSARY_CACHE_DIR=str(tmp_path / "cache"))
    subprocess.run([sys.executable, "-c", "from ai_glossary.core.glossary.builtin import load_builtin; "
                    "load_builtin()"], env=env, check=True, timeout=120)  # writes the cache
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
