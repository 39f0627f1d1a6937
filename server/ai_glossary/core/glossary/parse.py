"""Turn the text of one glossary file into concepts, context words and problems.

:func:`parse_glossary` chooses how to read the file (:mod:`.reading`): the YAML of the concepts an
edit fell in when the cache's layout can splice it, else the whole text. What a reading gives and
keeps is in :mod:`.parsed`; one concept's building in :mod:`.concept_build`.
"""

from __future__ import annotations

from ai_glossary.core.glossary.concept_build import (build_concept, concept_form_keys, match_form_items,
                                                     stray_form_message)
from ai_glossary.core.glossary.parsed import CachedConcept, ConceptCache, ParsedFile
from ai_glossary.core.glossary.positions import ConceptPositions
from ai_glossary.core.glossary.reading import FileReading, Source, SplicedText, WholeText

__all__ = ["CachedConcept", "ConceptCache", "ConceptPositions", "ParsedFile", "build_concept", "concept_form_keys",
           "match_form_items", "parse_glossary", "stray_form_message"]


def parse_glossary(text: str, path: str, *, builtin: bool = False,
                   cache: ConceptCache | None = None) -> ParsedFile:
    """Read one glossary file's text. Never raises for bad content: problems are returned.

    The text is taken as it is: the size limit is the reader's (:mod:`.files`); the limits on
    forms are checked here (:mod:`.limits`).

    Reports YAML syntax errors, duplicate mapping keys, schema errors (at the offending
    node), duplicate ids, forms under ``match.*`` that are not forms of the concept, an empty
    file, a wrong top-level type and concepts over the limits on forms. A concept with errors
    is skipped; the others load. Built-in files (``builtin=True``) must give every concept a ``term``.

    With a ``cache``, a concept whose YAML text is the same as at the last reading of ``path``
    is taken from it (moved to where it is now) instead of being checked and built again; when
    the edit since then stays inside a run of concepts, only their YAML is composed.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    layout = cache.layout(path, builtin) if cache is not None else None
    splice = layout.splice(text) if layout is not None else None
    if splice is not None:
        parsed = _read(text, path, builtin, cache, SplicedText(splice))
        if parsed is not None:
            return parsed
    parsed = _read(text, path, builtin, cache, WholeText(text, keyed=cache is not None))
    assert parsed is not None  # a whole text always stands for the file
    return parsed


def _read(text: str, path: str, builtin: bool, cache: ConceptCache | None, source: Source) -> ParsedFile | None:
    """The file read from ``source``: None if the source cannot stand for the file."""
    reading = FileReading(text, path, builtin, cache, source)
    if not reading.read_yaml():
        return None
    if not reading.read_top_level():
        return reading.parsed
    for index in range(len(reading.raw_concepts)):
        reading.read_concept(index)
    if cache is not None:
        reading.keep(cache)
    return reading.finish()
