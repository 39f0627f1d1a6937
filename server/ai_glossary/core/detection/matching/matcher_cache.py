"""The term matcher's compiled built-in concepts, kept on disk: a start-up of the server or of a
CLI run reads them instead of compiling them again (docs/performance.md, glossary loading).

What is kept: each built-in concept's :class:`CompiledConcept` (its spellings as ``FormEntry``
tables, the word forms derived from them, its identifier spellings) with the ``inputs`` it was
compiled from. They are read back as the ``previous`` compiled concepts of a
:class:`TermMatcher`, which reuses one only when its inputs equal the concept's in the glossary
(the check a reload makes): a concept that changed is compiled again, and the built-in concepts
of a user glossary merged over the built-in one are still reused.

The file follows the rules of the built-in glossary's cache (:mod:`..glossary.builtin`,
:mod:`..glossary.cache_files`):

- Location: the same folder (``AI_GLOSSARY_CACHE_DIR`` overrides), ``matcher-<key>.json``.
- Key: sha256 of a format number, the package version, the Python version and its Unicode
  database (folding and NFC), and the source of every module whose code shapes a
  ``CompiledConcept`` (:data:`SHAPING_MODULES`): an editable install whose code changed makes a
  new key, so it never reads what other code compiled.
- JSON only, never pickle: a cache file must not be able to run code. A missing, corrupt or
  mismatching file, or one whose data is not what this module writes, is ignored (and written
  again); writes are atomic.
- Written when a concept as the built-in data defines it (built-in sources only) had to be
  compiled: after the code or the built-in data changed. The concepts of user files are compiled
  at each start and never written.

Beside it, the joined table of the built-in glossary alone (:mod:`.joined_cache`): a start whose
glossary has the very concepts, inputs and order it was joined from, and whose compiled concepts
file is the one it was joined from (its size, times and inode), reads it instead of this file,
which is read only when a reload first asks for the compiled concepts.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any, Mapping, Sequence

from ai_glossary import __version__
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.matching.compiled import CompiledConcept, FormEntry, matched_inputs
from ai_glossary.core.detection.matching.joined_cache import (checked_str, kind_from_json, kind_to_json, read_table,
                                                              table_file, write_table)
from ai_glossary.core.detection.matching.matcher import TermMatcher, compiled_concepts
from ai_glossary.core.glossary.builtin import builtin_sources, cache_dir, code_key
from ai_glossary.core.glossary.cache_files import read_cache_file, write_cache_file
from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.glossary.package_files import file_stamp, module_source
from ai_glossary.core.glossary.problems import GlossaryLoadError

log = logging.getLogger(__name__)

CACHE_FORMAT = 2
FILE_PATTERN = "matcher-*.json"
# the modules whose code makes a CompiledConcept (compile_concept and all it calls, the Concept
# it reads), the matcher that reuses one and every module it imports (a test checks that), or
# writes and reads one (this module): a change to any of them gives a new key
SHAPING_MODULES = (
    "ai_glossary.core.detection.matching.compiled",
    "ai_glossary.core.detection.matching.compounds",
    "ai_glossary.core.detection.matching.form_entry",
    "ai_glossary.core.detection.matching.number_formats",
    "ai_glossary.core.detection.matching.word_forms",
    "ai_glossary.core.detection.matching.french_feedback",
    "ai_glossary.core.detection.matching.bengali_names",
    "ai_glossary.core.detection.matching.matcher",
    "ai_glossary.core.detection.matching.candidates",
    "ai_glossary.core.detection.matching.long_lines",
    "ai_glossary.core.detection.matching.overlaps",
    "ai_glossary.core.detection.matching.slash_alternatives",
    "ai_glossary.core.detection.matching.identifier_parts",
    "ai_glossary.core.detection.matching.not_mentions",
    "ai_glossary.core.detection.matching.code_rules",
    "ai_glossary.core.detection.matching.other_names",
    "ai_glossary.core.detection.matching.math_notation",
    "ai_glossary.core.detection.matching.docstring_parameters",
    "ai_glossary.core.detection.matching.code_marks",
    "ai_glossary.core.detection.french_verbs",
    "ai_glossary.core.detection.matching.word_ends",
    "ai_glossary.core.detection.matching.spellings",
    "ai_glossary.core.detection.matching.loanword_keys",
    "ai_glossary.core.detection.matching.identifiers",
    "ai_glossary.core.detection.matching.join",
    "ai_glossary.core.detection.matching.joined_cache",
    "ai_glossary.core.detection.matching.script_automata",
    "ai_glossary.core.detection.matching.region_names",
    "ai_glossary.core.detection.prose_language",
    "ai_glossary.core.detection.german_names",
    "ai_glossary.core.detection.east_asian",
    "ai_glossary.core.detection.proper_names",
    "ai_glossary.core.detection.text",
    "ai_glossary.core.glossary.model",
    "ai_glossary.core.glossary.cache_files",
    __name__,
)
# a FormEntry as a JSON row: its fields but the concept id (the concept's), in this order
ENTRY_ROW = ("form", "spelling", "lang", "exact", "ambiguous", "script", "exact_whole", "french_verb")


def cached_matcher(glossary: Glossary, directory: Path | None = None,
                   matched: Sequence[tuple] | None = None) -> TermMatcher:
    """The matcher of ``glossary``: its joined table read from the cache when it was joined from
    this very glossary (:mod:`.joined_cache`), else made with the cached compiled concepts. The
    compiled concepts are written again when a concept as the built-in data defines it had to be
    compiled, the joined table when it was made for the built-in data alone. ``matched``: the
    concepts' ``matched_inputs`` in glossary order, when the caller has them."""
    key = cache_key()
    if key is None:
        return TermMatcher(glossary, matched=matched)
    matched = [matched_inputs(c) for c in glossary.concepts.values()] if matched is None else matched
    folder = directory or cache_dir()
    fingerprint = glossary_fingerprint(glossary, matched)
    # tens of thousands of containers (the JSON, then the entries), none in a cycle (see gcpause.py)
    with gc_paused():
        concepts_stamp = _file_stamp(cache_file(key, folder))
        stored = (read_table(table_file(folder, key), key, fingerprint, concepts_stamp)
                  if fingerprint and concepts_stamp else None)
        if stored is not None:
            return TermMatcher.from_table(stored, lambda: compiled_concepts(glossary, read_cache(key, folder), matched))
        cached = read_cache(key, folder)
        matcher = TermMatcher(glossary, cached, matched)
    compiled = matcher.compiled
    shipped = _shipped_paths()
    fresh = [c for c in glossary.concepts.values() if c.builtin and compiled[c.id] is not cached.get(c.id)]
    if any(_as_shipped(c, shipped) for c in fresh):
        write_cache(key, {c.id: compiled[c.id] for c in glossary.concepts.values() if _as_shipped(c, shipped)}, folder)
        concepts_stamp = _file_stamp(cache_file(key, folder))
    if fingerprint and concepts_stamp and all(_as_shipped(c, shipped) for c in glossary.concepts.values()):
        write_table(table_file(folder, key), key, fingerprint, concepts_stamp, matcher.table(), matcher.groups,
                    matcher.ordinary, matcher.identifiers.spellings, matcher.key_reach)
    return matcher


def glossary_fingerprint(glossary: Glossary, matched: Sequence[tuple]) -> str | None:
    """The digest of what a joined table is made of: each concept's id and ``matched_inputs``, in
    order; None if they cannot be written. (Written by the C JSON encoder, with each match rule's
    frozenset sorted, as a set's order follows the hash seed: 1.4 ms for 273 concepts with eight
    languages against 1.9 for their repr, where a walk that wrote every value as JSON in Python
    took 8-19. Each input has one type at its place, so JSON's one kind of array loses nothing.)"""
    try:
        text = _FINGERPRINT_JSON.encode([(cid, tuple(sorted(v) if isinstance(v, frozenset) else v for v in inputs))
                                         for cid, inputs in zip(glossary.concepts, matched)])
        return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    except (TypeError, ValueError):
        return None


_FINGERPRINT_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False, separators=(",", ":"))


def _file_stamp(path: Path) -> str | None:
    """What ties a joined table to the compiled concepts' file it was joined from: the file's
    size, modification and change times and inode (:func:`..glossary.package_files.file_stamp`);
    None when it is missing. Every write of the file replaces it with a new file (``os.replace``),
    created while the old one still holds its inode, so a rewritten file has another inode; its
    sha256 took 2 ms of CPU at each start."""
    try:
        return file_stamp(path).decode()
    except OSError:
        return None


def _shipped_paths() -> frozenset[str]:
    """The paths the built-in files give the concepts they define (SourceSpan.path)."""
    try:
        return frozenset(s.path for s in builtin_sources())
    except GlossaryLoadError:
        return frozenset()


def _as_shipped(concept: Concept, shipped: frozenset[str]) -> bool:
    """Is ``concept`` as the built-in data defines it, extended by no user file?"""
    return concept.builtin and bool(concept.sources) and all(s.path in shipped for s in concept.sources)


# --- the key -------------------------------------------------------------------------------------

def cache_key() -> str | None:
    """The key of the code that compiles a concept now; None when a module's source cannot be
    read (then nothing is cached: a key without the code could serve what other code compiled)."""
    if (FormEntry._fields != ("concept_id", *ENTRY_ROW)
            or CompiledConcept._fields != ("inputs", "entries", "derived", "identifiers")):
        log.warning("matcher cache disabled: FormEntry or CompiledConcept has fields this module does not write")
        return None
    return code_key(f"ai-glossary-matcher-cache/{CACHE_FORMAT}", __version__, SHAPING_MODULES, module_source,
                    "matcher cache")


def cache_file(key: str, directory: Path | None = None) -> Path:
    return (directory or cache_dir()) / f"matcher-{key[:24]}.json"


# --- reading and writing -------------------------------------------------------------------------

def read_cache(key: str, directory: Path | None = None) -> dict[str, CompiledConcept]:
    """The cached compiled concepts for ``key`` by concept id; none when the file is missing,
    damaged, of another key, or holds anything this module does not write."""
    return read_cache_file(cache_file(key, directory), CACHE_FORMAT, key, _from_cache, "matcher cache") or {}


def _from_cache(raw: dict) -> dict[str, CompiledConcept]:
    concepts = raw["concepts"]
    if not isinstance(concepts, dict):
        raise ValueError("bad concepts")
    return {cid: _compiled_from_json(cid, value) for cid, value in concepts.items()}


def write_cache(key: str, compiled: Mapping[str, CompiledConcept], directory: Path | None = None) -> Path | None:
    """Write the cache atomically; returns its path, or None if it could not be written."""
    payload = {
        "format": CACHE_FORMAT,
        "key": key,
        "concepts": {cid: _compiled_to_json(c) for cid, c in compiled.items()},
    }
    return write_cache_file(cache_file(key, directory), payload, FILE_PATTERN, "matcher cache")


# --- CompiledConcept <-> JSON --------------------------------------------------------------------
# A concept's entries differ mostly in their spelling: the spellings of one form (cases, hyphens,
# width, kana) share every other field. So a concept is written as a table of those other fields
# ("kinds") and rows of [spelling, kind index]: 20,073 entries of 8 reader languages share 1,880
# kinds, and reading one row checks two values instead of eight (docs/performance.md, start-up).

def _compiled_to_json(c: CompiledConcept) -> list:
    kinds: dict[tuple, int] = {}

    def row(e: FormEntry) -> list:
        kind = (e.form, e.lang, tuple(e.exact), e.ambiguous, e.script, e.exact_whole, e.french_verb)
        return [e.spelling, kinds.setdefault(kind, len(kinds))]

    entries = [[key, [row(e) for e in rows]] for key, rows in c.entries]
    derived = [[key, row(e)] for key, e in c.derived]
    return [_plain(c.inputs), [kind_to_json(k) for k in kinds], entries, derived, list(c.identifiers)]


def _compiled_from_json(cid: str, value: Any) -> CompiledConcept:
    inputs, kinds, entries, derived, identifiers = value
    made = [kind_from_json(cid, k) for k in kinds]

    def entry(row: Any) -> FormEntry:
        spelling, kind = row
        if type(spelling) is not str or type(kind) is not int or kind < 0:
            raise ValueError("bad form entry")
        head, tail = made[kind]  # IndexError past the table
        return FormEntry(*head, spelling, *tail)

    return CompiledConcept(
        _frozen(inputs),
        tuple((checked_str(key), tuple(entry(row) for row in rows)) for key, rows in entries),
        tuple((checked_str(key), entry(row)) for key, row in derived),
        tuple(map(checked_str, identifiers)),
    )


def _plain(value: Any) -> Any:
    """A concept's ``inputs`` (tuples, frozensets, strings) as JSON: a frozenset is {"set": [...]}."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return {"set": sorted((_plain(v) for v in value), key=repr)}
    if value is None or isinstance(value, (str, bool, int)):
        return value
    raise TypeError(f"cannot cache {type(value).__name__} in a concept's inputs")


def _frozen(value: Any) -> Any:
    """The inputs :func:`_plain` wrote. Nothing is checked: inputs that are not what the concept
    has now only make the concept compiled again."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return frozenset(_frozen(v) for v in value["set"])
    return value
