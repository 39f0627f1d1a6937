"""The context words of the evidence index in all their spellings, kept on disk: a process reads
them instead of spelling them again (docs/performance.md, "Context words").

Spelling an owner's context words (each word's hyphen, space and joined spellings, its synonym
families' members, folding; its Bengali families' members) is pure Python: about 70 ms for the
7,400 words of the built-in glossary's 153 owners, and 45 ms more for the Bengali ones. A scan
asks for most owners, so each scanning process paid most of it; reading the file costs about 1.5 ms.

What is kept: for each owner (a concept id, or the global words' owner), a digest of its words as
the glossary writes them, and what :meth:`.evidence_words.WordIndex.words_of` and
``bengali_words_of`` made of them, each list as one string. An owner's are taken when a text is
first read for it, and only if the glossary now gives it words of the same digest: a user
glossary that adds a context word to a concept spells that concept's words itself, and every
other owner's still come from the file.

The file follows the rules of the other caches (:mod:`..glossary.cache_files`, :mod:`.matching.matcher_cache`):

- Location: the cache folder (``AI_GLOSSARY_CACHE_DIR`` overrides), ``cue-words-<key>.json``.
- Key: sha256 of a format number, the package and Python versions, the Unicode database (folding
  and NFC) and the stamp of every module whose code spells a context word (:data:`SPELLING_MODULES`:
  its file's size, times and inode, as the glossary cache's key holds its loader's, where reading
  and hashing their source took 0.5 ms of each process).
- JSON after a line of its length and crc32, checked before it is read
  (:func:`..glossary.cache_files.check_line`: a byte changed in a word would change what is found);
  a missing, damaged or mismatching file, or one holding anything but rows of three strings, is
  ignored. When it is missing or unreadable, every owner's words are spelled at once (115 ms, once
  per code version and cache folder) and the file written, atomically; a file of this key that
  only lacks an owner is not written again, so processes with different glossaries do not write it
  in turn.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Iterable

from ai_glossary import __version__
from ai_glossary.core.detection.evidence_words import WordIndex
from ai_glossary.core.glossary.builtin import cache_dir, code_key
from ai_glossary.core.glossary.cache_files import read_checked_data, write_checked_file
from ai_glossary.core.glossary.package_files import module_stamp

log = logging.getLogger(__name__)

CACHE_FORMAT = 1
FILE_PATTERN = "cue-words-*.json"
# the modules whose code spells a context word: the word index, the synonym families sense_cues
# gives it, and all they import (a test checks that); a change to any of them gives a new key
SPELLING_MODULES = (
    "ai_glossary.core.detection.evidence_words",
    "ai_glossary.core.detection.sense_cues",
    "ai_glossary.core.detection.east_asian",
    "ai_glossary.core.detection.french_verbs",
    "ai_glossary.core.detection.german_names",
    "ai_glossary.core.detection.matching.bengali_names",
    "ai_glossary.core.detection.matching.compiled",
    "ai_glossary.core.detection.matching.compounds",
    "ai_glossary.core.detection.matching.form_entry",
    "ai_glossary.core.detection.matching.french_feedback",
    "ai_glossary.core.detection.matching.identifiers",
    "ai_glossary.core.detection.matching.loanword_keys",
    "ai_glossary.core.detection.matching.number_formats",
    "ai_glossary.core.detection.matching.spellings",
    "ai_glossary.core.detection.matching.word_ends",
    "ai_glossary.core.detection.matching.word_forms",
    "ai_glossary.core.detection.prose_language",
    "ai_glossary.core.detection.text",
    "ai_glossary.core.glossary.model",
    __name__,
)
# between the words of a list in the file: a line separator, which JSON writes as it is (a list
# of thousands of short strings, or one string with escaped line breaks, took twice as long to
# read); an owner with a word that holds one is not written
_SEPARATOR = "\u2028"


def adopt_cached_spellings(index: WordIndex, directory: Path | None = None) -> None:
    """Give ``index``, while it is being built, the spellings made of each owner's words as the
    file holds them, for the owners whose words are those now; spell every owner's and write the
    file first when there is none."""
    key = cache_key()
    if key is None:
        return
    path = cache_file(key, directory)
    stored = _read(path, key)
    if stored is None:
        made = {owner: [_digest(words), _joined(index.words_of(owner)), _joined(index.bengali_words_of(owner))]
                for owner, words in index.owners_written().items()}
        stored = {owner: row for owner, row in made.items() if None not in row}
        data = json.dumps({"format": CACHE_FORMAT, "key": key, "owners": stored}, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8", "surrogatepass")
        write_checked_file(path, data, FILE_PATTERN, "cue words cache")

    def earlier(owner: str, words: tuple[str, ...]) -> tuple[list[str], list[str]] | None:
        row = stored.get(owner)
        if row is None or row[0] != _digest(words):
            return None
        return _split(row[1]), _split(row[2])

    index.adopt(earlier)


def cache_key() -> str | None:
    """The key of the code that spells a context word now; None when a module's file cannot be
    found (then nothing is cached)."""
    return code_key(f"ai-glossary-cue-words-cache/{CACHE_FORMAT}", __version__, SPELLING_MODULES, module_stamp,
                    "cue words cache")


def cache_file(key: str, directory: Path | None = None) -> Path:
    return (directory or cache_dir()) / f"cue-words-{key[:24]}.json"


def _read(path: Path, key: str) -> dict[str, list[str]] | None:
    """The file's owners, each one's words' digest, spellings and Bengali spellings; None when the
    file is missing, damaged (:func:`..glossary.cache_files.read_checked_data`), of another format
    or key, or holds anything else."""
    checked = read_checked_data(path)
    if checked is None:
        return None
    data, start = checked
    try:
        raw = json.loads(data[start:].decode("utf-8", "surrogatepass"))
    except ValueError as err:
        log.warning("ignoring unreadable cue words cache %s: %s", path, err)
        return None
    owners = raw.get("owners") if type(raw) is dict and raw.get("format") == CACHE_FORMAT and raw.get("key") == key \
        else None
    if type(owners) is not dict or not all(type(row) is list and len(row) == 3 and all(type(v) is str for v in row)
                                           for row in owners.values()):
        return None
    return owners


def _digest(words: Iterable[str]) -> str:
    """What tells an owner's words from others: a digest of them, sorted (the global words are a set)."""
    return hashlib.blake2b("\n".join(sorted(words)).encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()


def _joined(words: list[str]) -> str | None:
    """``words`` as one string; None if one of them is empty or holds the separator."""
    text = _SEPARATOR.join(words)
    return None if "" in words or text.count(_SEPARATOR) != max(len(words) - 1, 0) else text


def _split(text: str) -> list[str]:
    return text.split(_SEPARATOR) if text else []
