"""The built-in glossary: the YAML files shipped in the package, and a compiled JSON cache of them
so that start-up does not parse YAML.

:func:`load_builtin` is the entry point. YAML parsing and merging are imported only on a cache miss:
reading the cache (every start of the server and the CLI) needs neither, and PyYAML alone takes
~30 ms to import.

The cache:

- Location: ``platformdirs.user_cache_dir("ai-glossary")``; ``AI_GLOSSARY_CACHE_DIR`` overrides.
- Key: sha256 of the cache format, the package version, the schema, and a stamp of the loader's
  own code and of every built-in source file: its name, size, modification and change times and
  inode (``package_files.file_stamp``), as CPython validates a ``.pyc`` by its source's size and
  mtime; a file with no stat of its own (a zip install) gives its bytes instead. Reading and
  hashing the 2.2 MB of YAML at every start took 3 ms of CPU with the eight reader languages;
  the stamps take 0.3. A change to a file changes its stamp, so a stale cache is not used:
  editing a file (an editable install) bumps its mtime and ctime, and a copy or a reinstall
  writes new files, with a new ctime and inode whatever mtime the wheel gives them; a new release
  has a new version in the key besides. What would go unseen is a file written twice within one
  tick of the file system's clock (a few ms) with the same size, the cache built in between: the
  limit CPython's ``.pyc`` check has too. A stamp that changes with the content unchanged (a
  ``touch``, a copy) only costs one rebuild of the cache.
- JSON only, never pickle: a cache file must not be able to run code. The file is checked
  against the length and crc32 it starts with before anything in it is read
  (:mod:`.cache_files`); a damaged, unreadable or mismatching cache is ignored (and
  rebuilt); writes are atomic (temp file + ``os.replace``), so a crash mid-write cannot leave a
  half-written cache behind.
- The concepts' summaries and definitions are a line of JSON each, parsed when first read
  (:mod:`.deferred_texts`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import sys
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from ai_glossary import __version__
from ai_glossary.core.glossary.cache_files import read_checked_lines, write_checked_file
from ai_glossary.core.glossary.deferred_texts import DeferredTexts, languages_of, text_row
from ai_glossary.core.glossary.export import SourceTable, concept_from_dict, concept_to_dict
from ai_glossary.core.glossary.files import read_glossary_bytes, unreadable_file
from ai_glossary.core.glossary.model import Glossary, replace_concept
from ai_glossary.core.glossary.package_files import file_stamp, module_stamp, package_resource
from ai_glossary.core.glossary.problems import GlossaryLoadError, Problem, sort_problems
from ai_glossary.core.glossary.schema import schema_bytes
from ai_glossary.core.i18n import N_

if TYPE_CHECKING:  # pragma: no cover
    from importlib.abc import Traversable

    from ai_glossary.core.glossary.parsed import ParsedFile

log = logging.getLogger(__name__)

DATA_PACKAGE = "ai_glossary.glossary_data"
CONCEPTS_DIR = "concepts"
# A reader language added after the first four keeps its names, summaries and definitions in a
# file of its own, extending each concept by id (docs/translating.md): read after every concept.
TRANSLATIONS_DIR = "translations"

CACHE_FORMAT = 7  # 2: concepts in the form of export.concept_to_dict; 3: with match.evidence/against; 4: problems keep their message template; 5: with usage; 6: sources say built-in and the languages they define; 7: a sha256 line, the texts a line each, sources as ints; 8: a line of the length and crc32
CACHE_ENV = "AI_GLOSSARY_CACHE_DIR"
# modules whose code shapes the cached data: a change to them invalidates the cache
_CODE_MODULES = tuple(f"ai_glossary.core.glossary.{stem}" for stem in (
    "model", "files", "parse", "merge", "schema", "yaml_nodes", "export", "deferred_texts", "builtin", "cache_files"))


# --- the sources ---------------------------------------------------------------------------

class BuiltinSource:
    """One built-in YAML file: its name inside the data package and a path to show."""

    def __init__(self, name: str, resource: "Traversable") -> None:
        self.name = name  # e.g. "concepts/seeds.yaml"
        self.resource = resource
        # a real file path (normal and editable installs) or a readable pseudo-path (zip)
        self.path = str(resource) if isinstance(resource, Path) else f"ai_glossary/glossary_data/{name}"
        self._data: bytes | None = None

    def read(self) -> bytes:
        if self._data is None:
            self._data = self.resource.read_bytes()
        return self._data

    def stamp(self) -> bytes:
        """What the cache key holds of this file: :func:`file_stamp` of a real file, else its bytes."""
        try:
            return file_stamp(self.resource) if isinstance(self.resource, Path) else self.read()
        except OSError as err:  # reported by the load that follows (_parse_source)
            return f"unreadable:{err.errno}".encode()


def builtin_sources() -> list[BuiltinSource]:
    """Every ``glossary_data/concepts/*.yaml`` of the installed package, sorted by name, then every
    ``glossary_data/translations/*.yaml`` (which extend those concepts), sorted by name."""
    sources = []
    for directory in (CONCEPTS_DIR, TRANSLATIONS_DIR):
        try:
            folder = package_resource(DATA_PACKAGE, directory)
            if directory == TRANSLATIONS_DIR and not folder.is_dir():
                continue
            entries = ([Path(e.path) for e in os.scandir(folder) if e.name.endswith(".yaml") and e.is_file()]
                       if isinstance(folder, Path) else  # os.scandir: what is_file needs comes with the names
                       [e for e in folder.iterdir() if e.name.endswith(".yaml") and e.is_file()])
        except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, OSError) as err:
            raise GlossaryLoadError([Problem.of(f"ai_glossary/glossary_data/{directory}", 1, 1,
                                                N_("the built-in glossary data is missing: {detail}"), detail=str(err),
                                                code="no-builtin")]) from err
        sources += [BuiltinSource(f"{directory}/{e.name}", e) for e in sorted(entries, key=lambda e: e.name)]
    return sources


def _parse_source(source: BuiltinSource) -> "ParsedFile":
    try:
        data = source.read()
    except OSError as err:
        return unreadable_file(source.path, Problem.of(source.path, 1, 1, N_("cannot read the file: {reason}"),
                                                       reason=err.strerror or str(err), code="unreadable"),
                               builtin=True)
    # a translation file extends concepts by id, as a project glossary does: no `term` of its own, and its
    # ids are meant to repeat the concept files' (the merge still reports an id no concept file defines)
    return read_glossary_bytes(data, source.path, builtin=not source.name.startswith(f"{TRANSLATIONS_DIR}/"))


def _build_builtin(sources: list[BuiltinSource]) -> tuple[Glossary, list[Problem]]:
    from ai_glossary.core.glossary.merge import merge

    parsed = [_parse_source(s) for s in sources]
    glossary, merge_problems = merge(Glossary(), parsed)
    _mark_shipped(glossary)
    problems = [p for f in parsed for p in f.problems] + merge_problems
    if not sources:
        problems.append(Problem.of(f"ai_glossary/glossary_data/{CONCEPTS_DIR}", 1, 1,
                                   N_("no built-in glossary files (*.yaml) were found"), code="no-builtin"))
    return glossary, sort_problems(problems, [s.path for s in sources])


def _mark_shipped(glossary: Glossary) -> None:
    """Every source of the built-in glossary ships with the package (a translation file is read as
    an extension, like a project glossary, but it is no user's file)."""
    for cid, concept in glossary.concepts.items():
        sources = tuple(dataclasses.replace(s, builtin=True) for s in concept.sources)
        glossary.concepts[cid] = replace_concept(concept, sources=sources)


# --- the entry points ----------------------------------------------------------------------

def load_builtin(*, use_cache: bool = True, strict: bool = False) -> Glossary:
    """The built-in glossary, from the compiled cache when it is up to date.

    Problems in the data are logged (``ai-glossary check`` lists them) and the bad concepts
    are left out; with ``strict=True`` any error raises :class:`GlossaryLoadError`.
    """
    glossary, problems = load_builtin_with_problems(use_cache=use_cache)
    errors = [p for p in problems if p.is_error]
    if errors:
        if strict:
            raise GlossaryLoadError(problems)
        log.warning("built-in glossary: %d problem(s), first: %s", len(errors), errors[0])
    return glossary


def load_builtin_with_problems(*, use_cache: bool = True) -> tuple[Glossary, list[Problem]]:
    """The built-in glossary and the problems in its data (bad concepts are left out)."""
    sources = builtin_sources()
    if not use_cache:
        return _build_builtin(sources)
    to_rel = {s.path: s.name for s in sources}
    to_path = {s.name: s.path for s in sources}
    key = cache_key(__version__, schema_bytes(), ((s.name, s.stamp()) for s in sources))
    cached = read_cache(key, resolve=lambda name: to_path.get(name, name))
    if cached is not None:
        return cached
    glossary, problems = _build_builtin(sources)
    write_cache(key, glossary, problems, rel=lambda path: to_rel.get(path, path))
    return glossary, problems


# --- the cache -----------------------------------------------------------------------------


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("ai-glossary", appauthor=False))


def _code_bytes() -> Iterable[bytes]:
    for name in _CODE_MODULES:
        try:
            yield module_stamp(name)
        except (OSError, AttributeError, ImportError, ValueError):  # pragma: no cover - no loader to read it
            yield name.encode()


def cache_key(version: str, schema: bytes, sources: Iterable[tuple[str, bytes]]) -> str:
    """``sources``: each built-in file's name and stamp (:meth:`BuiltinSource.stamp`)."""
    def chunks() -> Iterable[bytes]:
        yield f"ai-glossary-cache/{CACHE_FORMAT}".encode()
        yield version.encode()
        yield schema
        yield from _code_bytes()
        for name, data in sources:
            yield name.encode()
            yield data

    return digest(chunks())


def code_key(label: str, version: str, modules: Iterable[str], read: Callable[[str], bytes], what: str) -> str | None:
    """The key of a cache of what the code of ``modules`` makes (the matcher's compiled concepts, the
    context words' spellings): sha256 of ``label``, the package ``version``, the Python version and its
    Unicode database (folding and NFC), and each module's name and ``read(name)`` (its source or its
    file's stamp); None when one cannot be read, and then nothing is cached: a key without the code
    could serve what other code made (``what`` names the cache in the log)."""
    chunks = [label.encode(), version.encode(), sys.version.encode(), unicodedata.unidata_version.encode()]
    for name in modules:
        try:
            chunks += [name.encode(), read(name)]
        except (OSError, AttributeError, ImportError, ValueError) as err:
            log.info("%s disabled: cannot read the code of %s: %s", what, name, err)
            return None
    return digest(chunks)


def digest(chunks: Iterable[bytes]) -> str:
    """sha256 of ``chunks``, each after its length: two different sequences never hash alike."""
    h = hashlib.sha256()
    for chunk in chunks:
        h.update(len(chunk).to_bytes(8, "big"))
        h.update(chunk)
    return h.hexdigest()


def cache_file(key: str, directory: Path | None = None) -> Path:
    return (directory or cache_dir()) / f"builtin-{key[:24]}.json"


def read_cache(key: str, resolve: Callable[[str], str],
               directory: Path | None = None) -> tuple[Glossary, list[Problem]] | None:
    """The cached glossary and problems for ``key``, or None (missing, damaged, other key). The
    concepts' summaries and definitions are parsed when first read (:mod:`.deferred_texts`)."""
    path = cache_file(key, directory)
    lines = read_checked_lines(path)
    if lines is None:
        if path.exists():
            log.warning("ignoring damaged glossary cache %s", path)
        return None
    try:
        raw = json.loads(lines[0])
        if not isinstance(raw, dict) or raw.get("format") != CACHE_FORMAT or raw.get("key") != key:
            log.info("ignoring glossary cache %s: different format or key", path)
            return None
        return _from_cache(raw, lines[1:], resolve)
    except Exception as err:  # noqa: BLE001 - any damage means "no cache"
        log.warning("ignoring unreadable glossary cache %s: %s", path, err)
        return None


def _from_cache(raw: dict, rows: list[bytes], resolve: Callable[[str], str]) -> tuple[Glossary, list[Problem]]:
    """``rows``: each concept's line of summaries, then its line of definitions."""
    entries = raw["concepts"]
    if type(entries) is not list or len(rows) != 2 * len(entries):
        raise ValueError("bad concepts or texts")
    paths, source_languages = raw["source_paths"], raw["source_languages"]
    if type(paths) is not list or not all(type(p) is str for p in paths) or type(source_languages) is not list:
        raise ValueError("bad source tables")
    table = SourceTable([resolve(p) for p in paths], [languages_of(langs) for langs in source_languages])
    concepts = {}
    for i, entry in enumerate(entries):
        summary, definitions = languages_of(entry["summary"]), languages_of(entry["definitions"])
        concept = concept_from_dict(dict(entry, summary={}, definitions={}, sources=[]), resolve)
        concept.summary = DeferredTexts(summary, rows[2 * i])
        concept.definitions = DeferredTexts(definitions, rows[2 * i + 1])
        concept.sources = table.spans(entry["sources"])
        concepts[concept.id] = concept
    problems = []
    for p in raw["problems"]:
        problem = Problem.from_json(p)
        problems.append(dataclasses.replace(problem, path=resolve(problem.path)))
    words = raw["context_words"]
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise ValueError("bad context words")
    return Glossary(concepts=concepts, context_words=frozenset(words)), problems


def write_cache(key: str, glossary: Glossary, problems: list[Problem], rel: Callable[[str], str],
                directory: Path | None = None) -> Path | None:
    """Write the cache atomically; returns its path, or None if it could not be written. The
    file: a line of the length and crc32 of the rest (:func:`.cache_files.check_line`); the
    glossary (JSON), where each concept lists the languages of its summaries and definitions, and
    its source spans as ints (SourceTable); then each concept's summaries and its definitions, a
    line of JSON each."""
    entries, rows, table = [], [], SourceTable()
    for concept in glossary.concepts.values():
        # source paths relative to the data package: the cache outlives the place it was made in
        entries.append(dict(concept_to_dict(concept), summary=list(concept.summary),
                            definitions=list(concept.definitions), sources=table.ints(concept.sources, rel)))
        rows += [text_row(concept.summary), text_row(concept.definitions)]
    payload = {
        "format": CACHE_FORMAT,
        "key": key,
        "context_words": sorted(glossary.context_words),
        "source_paths": table.paths,
        "source_languages": [list(langs) for langs in table.languages],
        "concepts": entries,
        "problems": [dict(p.to_json(), path=rel(p.path)) for p in problems],
    }
    try:
        data = "\n".join([json.dumps(payload, ensure_ascii=False, separators=(",", ":")), *rows]).encode()
    except ValueError as err:  # a lone surrogate: no UTF-8 for it
        log.info("could not write the glossary cache: %s", err)
        return None
    return write_checked_file(cache_file(key, directory), data, "builtin-*.json", "glossary cache")
