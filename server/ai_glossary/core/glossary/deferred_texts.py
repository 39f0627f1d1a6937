"""A concept's summaries or definitions as the built-in glossary's cache keeps them: a line of
JSON read when a text is first asked for.

With the eight reader languages the summaries and definitions are 1.66 MB of the cache's
2.18 MB; decoding and parsing them at every start took about 12 ms of CPU, where a session shows
the texts of a few concepts in one or two languages. Which languages a concept has a text in is
read at once (the glossary's languages and coverage count them); the texts are not.

The cache file is checked whole against its length and crc32 before anything in it is read
(:func:`ai_glossary.core.glossary.cache_files.check_line`), so a line is what the cache's writer
wrote; it is checked again when it is parsed, and one that is not a mapping of exactly those
languages to strings raises ValueError.
"""

from __future__ import annotations

import json
from typing import Iterator, Mapping


class DeferredTexts(Mapping[str, str]):
    """Texts by language, parsed from their line of JSON on the first look-up of a text; their
    languages (iteration, ``len``, ``in``) without parsing it."""

    __slots__ = ("_languages", "_row", "_texts")

    def __init__(self, languages: tuple[str, ...], row: bytes) -> None:
        self._languages, self._row = languages, row
        self._texts: dict[str, str] | None = None

    def _parsed(self) -> dict[str, str]:
        # two threads that parse at once store equal dicts; an attribute's write is atomic
        texts = self._texts
        if texts is None:
            texts = self._texts = parse_row(self._row, self._languages)
        return texts

    def __getitem__(self, lang: str) -> str:
        if lang not in self._languages:
            raise KeyError(lang)
        return self._parsed()[lang]

    def __contains__(self, lang: object) -> bool:
        return lang in self._languages

    def __iter__(self) -> Iterator[str]:
        return iter(self._languages)

    def __len__(self) -> int:
        return len(self._languages)

    def __repr__(self) -> str:
        return repr(self._parsed())


def text_row(texts: Mapping[str, str]) -> str:
    """The line of JSON :class:`DeferredTexts` parses (JSON escapes every line break in a string)."""
    return json.dumps(dict(texts), ensure_ascii=False, separators=(",", ":"))


def parse_row(row: bytes, languages: tuple[str, ...]) -> dict[str, str]:
    texts = json.loads(row)
    if (type(texts) is not dict or tuple(texts) != languages
            or not all(type(text) is str for text in texts.values())):
        raise ValueError("bad texts in the glossary cache")
    return texts


def languages_of(value: object) -> tuple[str, ...]:
    """The languages a cache entry lists, checked."""
    if type(value) is not list or not all(type(lang) is str for lang in value):
        raise ValueError("bad text languages in the glossary cache")
    return tuple(value)
