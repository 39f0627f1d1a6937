"""Dutch and German compounds that hold a name of the glossary
(docs/detection.md, "Word formation in French, Dutch, German and Spanish").

Dutch and German write a compound as one word, and a name of the glossary is often one part of
it: "modelkwantisatie", "Gleitkommaquantisierung" (the name is the head, after a modifier),
"kwantisatieproces", "Quantisierungsmethode" (the name is the modifier, before a head and the
linking "s" German and Dutch put after it). Such a compound is one mention of the name, over the
whole word.

The splitter needs no lexicon: the name is found where it stands, and the rest of the word is the
other part. What keeps ordinary words out is the name: only a Dutch or German name (not an English
term: "batch" in "databatch" is no mention) of :data:`MIN_NAME` letters or more, written as one
word, takes part in a compound, and the other part has :data:`MIN_PART` letters or more before
the name (so "dekwantisatie", dequantization, is not quantization) and :data:`MIN_HEAD` after it. A compound keeps the name's ambiguity: an
ambiguous name needs the concept's evidence inside a compound too ("kleurkwantisatie", colour
quantization of an image, counts only in a document about ML quantization). The second part of a
Dutch or German compound is written in lower case: "MosesTokenizer" and "EmbeddingsLayer" are
identifiers in CamelCase, not compounds.
"""

from __future__ import annotations

from ai_glossary.core.detection.matching.form_entry import FormEntry
from ai_glossary.core.detection.text import joins

MIN_NAME = 7
MIN_PART = 3
# a head is a noun of four letters or more, and no English -ing: some Dutch and German names are
# the English word ("Checkpoint"), and "checkpointing" is no compound of it
MIN_HEAD = 4
# The longest other part read: a chunked scan reads this far past a form's end and before its
# start (see TermMatcher.chosen), and a longer run of letters is not a compound of the name
MAX_PART = 20
_LANGS = ("nl", "de")


def in_compounds(entry: FormEntry) -> bool:
    """May ``entry`` be a part of a Dutch or German compound: a Dutch or German name written as one
    word of letters, or of letters joined by hyphens ("post-training" in "veiligheidspost-training",
    "chat-sjabloon" in "chat-sjabloonconfiguratie"), at least :data:`MIN_NAME` long, in any case?"""
    spelling = entry.spelling
    return (entry.lang is not None and entry.lang[:2] in _LANGS and entry.script == "latin" and not entry.exact
            and len(spelling) >= MIN_NAME and _letters(spelling))


def _letters(spelling: str) -> bool:
    """Letters, or words of letters joined by single hyphens, the name's first and last characters letters."""
    return spelling.isalpha() or ("-" in spelling and all(part.isalpha() for part in spelling.split("-")))


def compound_start(text: str, start: int, end: int) -> int:
    """Where the word that holds a name at ``start:end`` (inside the word) begins, when what
    comes before the name in it is a modifier of letters and the name is written in lower case, as
    a compound's head is, or -1: "ShardedTensor" is an identifier whose hump falls inside the
    name's letters ("d" + "Tensor"), not a compound of "DTensor"."""
    i = start
    while i > 0 and joins(text[i - 1], text[i]):
        i -= 1
        if start - i > MAX_PART:
            return -1
    modifier = text[i:start]
    return i if len(modifier) >= MIN_PART and modifier.isalpha() and text[start:end].islower() else -1


def compound_end(text: str, end: int, n: int) -> int:
    """Where a compound headed by another noun ends, when the name ending at ``end`` is its
    modifier (with or without the linking "s": "kwantisatieproces", "Quantisierungsmethode"), or -1."""
    i = end
    while i < n and joins(text[i - 1], text[i]):
        i += 1
        if i - end > MAX_PART:
            return -1
    head = text[end:i]
    return i if len(head) >= MIN_HEAD and head.isalpha() and head.islower() and not head.startswith("ing") else -1
