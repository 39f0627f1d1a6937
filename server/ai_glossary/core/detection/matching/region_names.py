"""Whether a localized name found in a region counts there: the region's language, identified the
first time a localized name is found in it, and the two shapes of region that decide more than
the name's letters (a name that is the whole region; a form spelled like a French infinitive)."""

from __future__ import annotations

import re
from functools import lru_cache

from ai_glossary.core.detection.matching.form_entry import FormEntry
from ai_glossary.core.detection.french_verbs import written_as_french_verb
from ai_glossary.core.detection.prose_language import name_counts_in, region_language


# words that no English phrase holds and that tie a name's words in its own language: a name that
# holds one ("accumulation de gradients", "taille du lot", "rang van LoRA") is that language
# wherever it stands, as in a page machine-translated by halves ("... the taille du lot without
# requiring more memory"), whose paragraphs score as English
_TIES = {"fr": re.compile(r"(?<![^\W\d_])(?:de|du|des|aux|au|à)(?![^\W\d_'’])|(?<![^\W\d_])[dl]['’](?=[^\W\d_])",
                          re.IGNORECASE),
         "nl": re.compile(r"(?<![^\W\d_])(?:van|het|voor|met)(?![^\W\d_])", re.IGNORECASE)}


@lru_cache(maxsize=4096)
def tied_in_its_language(spelling: str, lang: str | None) -> bool:
    """Does the localized name hold a word of its language that ties its words, which English never
    writes (see ``_TIES``), between two of its words? (Asked of every localized name an English region
    refuses: once per spelling.)"""
    ties = _TIES.get((lang or "")[:2])
    if ties is None:
        return False
    return any(0 < m.start() and m.end() < len(spelling) for m in ties.finditer(spelling))


def is_whole(part: str, start: int, end: int) -> bool:
    """Is ``part[start:end]`` all the words of the region? A localized name that is a region of its
    own (a heading, a table cell, a list item) has no words of its own around it: the evidence for
    it is the document's (a workshop's "### Point de contrôle" is a step to check, not a model's)."""
    return not part[:start].strip(" \t#*_:-") and not part[end:].strip(" \t#*_:.-")


class RegionLanguage:
    """The language of one region, identified the first time a localized name is found in it."""

    __slots__ = ("_text", "_language", "_known")

    def __init__(self, text: str) -> None:
        self._text = text
        self._known = False
        self._language: str | None = None

    def code(self) -> str | None:
        if not self._known:
            self._language = region_language(self._text)
            self._known = True
        return self._language

    def allows(self, entry: FormEntry) -> bool:
        if entry.lang is None or entry.script not in ("latin", "cjk"):
            return True  # a name in a script of its own (Bengali) says its language by its letters
        return name_counts_in(entry.lang, entry.script, self.code()) or (
            entry.script == "latin" and self.code() == "en" and tied_in_its_language(entry.spelling, entry.lang))


def may_be_french_verb(part: str, start: int, end: int, entry: FormEntry) -> bool:
    """Is this hit of a form spelled like a French infinitive written as one (see
    :func:`~ai_glossary.core.detection.french_verbs.written_as_french_verb`)? The caller then
    asks whether the region is French."""
    return entry.french_verb and end - start == len(entry.spelling) and written_as_french_verb(part, start, end)
