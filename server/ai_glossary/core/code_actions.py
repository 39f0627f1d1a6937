"""What the code actions act on, found in one analysis of a document: pure functions, no protocol.

- **Add to the project glossary**: a phrase the reader selected in prose, or an unknown acronym
  under the cursor (2-6 capitals and digits, at least one letter), that no concept names yet;
  the entry itself is written by :mod:`ai_glossary.core.glossary_edit`.
- **Expand on first use**: the first mention of a concept in a document, written as an
  abbreviation (``FSDP``), becomes ``<name> (FSDP)`` with the concept's name in the reader's
  language when the glossary has one, else its English term; not where the long name is already
  written nearby (``FSDP (Fully Sharded Data Parallel)``).
- **Lint quick fixes**: a diagnostic of this server that carries a replacement
  (``data = {"replacement", "uri", "version"}``) and was made for the document's current version.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ai_glossary.core.detection.text import fold
from ai_glossary.core.detection.view import AnalysisView
from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.glossary_edit import NewEntry, slug

SOURCE = "ai-glossary"  # the Diagnostic.source of this server's diagnostics
ACRONYM = re.compile(r"[A-Z0-9]{2,6}")
WORD_CHARS = re.compile(r"[\w\-./]")  # a neighbour that makes an acronym part of a longer name or of code
MAX_PHRASE_CHARS = 80  # a selected phrase is a term, not a sentence
MAX_PHRASE_WORDS = 8
NEARBY = 80  # characters around an abbreviation where its long name counts as already written


@dataclass(frozen=True, slots=True)
class AddTarget:
    start: int  # code-point offsets of the phrase in the document
    end: int
    term: str  # the phrase, NFC, its spaces collapsed


@dataclass(frozen=True, slots=True)
class Expansion:
    start: int
    end: int
    abbreviation: str
    replacement: str  # "<name> (<abbreviation>)"


@dataclass(frozen=True, slots=True)
class LintFix:
    replacement: str
    version: int  # the document version the diagnostic was made for


def _in_prose(view: AnalysisView, start: int, end: int) -> bool:
    """Is ``[start, end)`` inside one piece of prose (not a comment marker, not code)?"""
    region = view.region_at(start)
    return region is not None and any(a <= start and end <= b for a, b in region.pieces)


def add_target(view: AnalysisView, start: int, end: int, known: Callable[[str], bool]) -> AddTarget | None:
    """The phrase to add at a selection ``[start, end)``, or the acronym under the cursor
    (``start == end``); None when there is none, or a concept already has that name.
    ``known(term)`` says whether a concept is named ``term`` (the look-up of ``define``)."""
    text = view.text
    if start == end:
        found = _word_at(text, start)
        if found is None:
            return None
        start, end = found
        word = text[start:end]
        if not ACRONYM.fullmatch(word) or word.isdigit():
            return None
    elif "\n" in text[start:end] or "\r" in text[start:end]:
        return None
    else:  # a selection: trimmed of the spaces and punctuation a drag takes along
        while start < end and not text[start].isalnum():
            start += 1
        while end > start and not (text[end - 1].isalnum() or text[end - 1] == ")"):
            end -= 1
    term = unicodedata.normalize("NFC", " ".join(text[start:end].split()))
    if not term or len(term) > MAX_PHRASE_CHARS or len(term.split()) > MAX_PHRASE_WORDS:
        return None
    if not any(ch.isalpha() for ch in term) or not _in_prose(view, start, end) or known(term):
        return None
    mention = view.match_at(start)
    if mention is not None and mention.start <= start and end <= mention.end:
        return None  # a term the glossary has, in a form of its own ("sharded")
    return AddTarget(start, end, term)


def _word_at(text: str, offset: int) -> tuple[int, int] | None:
    """The run of letters and digits at ``offset`` (a cursor right after it counts), when no
    neighbour makes it part of an identifier, a path or a dotted name."""
    start = offset
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    end = offset
    while end < len(text) and text[end].isalnum():
        end += 1
    if start == end:
        return None
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    if WORD_CHARS.match(before or " ") or (WORD_CHARS.match(after or " ") and not _sentence_end(text, end)):
        return None
    return start, end


def _sentence_end(text: str, end: int) -> bool:
    """A full stop, a hyphen-less punctuation mark or a closing bracket after a word, not a dotted
    name (``RLHF.`` ends a sentence, ``RLHF.run`` is code)."""
    return text[end] == "." and (end + 1 == len(text) or not text[end + 1].isalnum())


def is_abbreviation(text: str) -> bool:
    """One word written mostly in capitals: ``FSDP``, ``LoRA``, ``ZeRO-3`` (not ``PyTorch``)."""
    if any(ch.isspace() for ch in text) or len(text) > 12:
        return False
    upper = sum(ch.isupper() for ch in text)
    lower = sum(ch.islower() for ch in text)
    return upper >= 2 and upper >= lower


def long_name(concept: Concept, language: str, abbreviation: str) -> str | None:
    """The name an abbreviation stands for: the concept's name in ``language`` when the glossary
    has one, else its term, else its first alias, of several words (none that is the abbreviation
    again, or an identifier)."""
    key = fold(abbreviation)
    for name in (*concept.names.get(language, ()), concept.term, *concept.aliases):
        words = name.replace("-", " ").split()
        if len(words) > 1 and fold(name) != key and not any(ch in name for ch in "_.()"):
            return name
    return None


def expansion(view: AnalysisView, glossary: Glossary, language: str, start: int, end: int) -> Expansion | None:
    """The first-use expansion of the abbreviation at ``[start, end)`` (a cursor, or a selection
    of the abbreviation), or None (not an abbreviation, not the first mention, already expanded)."""
    match = view.match_at(start)
    if match is None or match.end < end or not is_abbreviation(match.text):
        return None
    concept = glossary.concepts.get(match.concept_id)
    name = None if concept is None else long_name(concept, language, match.text)
    if name is None:
        return None
    mentions = [m for m in view.matches() if m.concept_id == match.concept_id]
    if not mentions or mentions[0].start != match.start:
        return None  # not the first mention: the first one is where the name goes
    lo, hi = max(0, match.start - NEARBY), match.end + NEARBY
    window = fold(view.text[lo:hi])
    if fold(name) in window or any(m.start < hi and not is_abbreviation(m.text) for m in mentions[1:]):
        return None  # the long name is written next to it already
    return Expansion(match.start, match.end, match.text, f"{name} ({match.text})")


def lint_fix(source: str | None, data: Any, uri: str, version: int | None) -> LintFix | None:
    """The quick fix a diagnostic carries, when it is this server's and was made for ``uri`` at
    its current ``version`` (a fix made for another version would replace the wrong text)."""
    if source != SOURCE or not isinstance(data, dict):
        return None
    replacement, made_for = data.get("replacement"), data.get("version")
    if not isinstance(replacement, str) or not isinstance(made_for, int) or isinstance(made_for, bool):
        return None
    if data.get("uri") != uri or (version is not None and made_for != version):
        return None
    return LintFix(replacement, made_for)


def new_entry(term: str, language: str, definition: str, taken: Iterable[str]) -> NewEntry:
    """The entry for ``term``: an id no loaded concept has, no aliases yet, the stub ``definition``
    in the reader's ``language``."""
    return NewEntry(slug(term, taken), term, (), language, definition)
