"""Rank glossary terms for what a writer is typing in prose ("Flash att" -> FlashAttention)."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from itertools import chain
from typing import Iterable, Iterator, Sequence

from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.detection.text import fold, is_word_char
from ai_glossary.core.i18n import N_, translator
from ai_glossary.core.reader.labels import language_name
from ai_glossary.core.reader.lookup import names_key
from ai_glossary.core.reader.render import pick_summary

MIN_QUERY = 2
MAX_WORDS = 3
MAX_ITEMS = 30


@dataclass(frozen=True, slots=True)
class CompletionForm:
    concept_id: str
    form: str
    folded: str
    squashed: str  # folded without spaces and hyphens: "flash att" also finds "flashattention"


@dataclass(frozen=True, slots=True)
class Suggestion:
    concept_id: str
    label: str  # the form to insert
    replace_from: int  # offset where the typed query starts


class CompletionIndex:
    """Every name of every concept, sorted by its folded and by its squashed spelling, so that the
    names a prefix matches are one bisection away (a linear pass over 50,000 names of a big user
    glossary took 70-130 ms per keystroke)."""

    def __init__(self, glossary: Glossary, previous: "CompletionIndex | None" = None,
                 keys: "Iterable[tuple] | None" = None) -> None:
        """``previous``: the index of an earlier glossary. A concept with the names it had there
        keeps its forms (folding and squashing them was half of the 90 ms of a big glossary's
        build); the sorted lists, which join the concepts, are made again. ``keys``: the
        concepts' ``names_key``, in glossary order, when the caller has them."""
        kept = previous._parts if previous is not None else {}
        self._parts: dict[str, tuple[tuple, tuple[CompletionForm, ...]]] = {}
        concepts = glossary.concepts.values()
        for concept, key in zip(concepts, map(names_key, concepts) if keys is None else keys):
            part = kept.get(concept.id)
            if part is None or part[0] != key:
                part = key, tuple(_forms_of(concept))
            self._parts[concept.id] = part
        forms = self.forms = list(chain.from_iterable(part for _key, part in self._parts.values()))
        folded = [f.folded for f in forms]
        squashed = [f.squashed for f in forms]
        # sorted is stable: names spelled alike stay in glossary order
        self._folded_at = sorted(range(len(forms)), key=folded.__getitem__)
        self._folded = [folded[i] for i in self._folded_at]
        self._squashed_at = sorted(range(len(forms)), key=squashed.__getitem__)
        self._squashed = [squashed[i] for i in self._squashed_at]
        self._heads: dict[int, list[str]] = {}  # squashed names cut to n characters, for typo matching

    def complete(self, line_prefix: str, line_start: int, lang: str, glossary: Glossary) -> list[Suggestion]:
        """Suggestions for the text before the cursor on its line (``line_start`` is its offset).

        The longest run of the last words that is a prefix of some name wins ("Flash att" before
        "att"); only when no run is, the last word alone is matched with typo tolerance.
        """
        starts = _query_starts(line_prefix)
        for query_start in starts:
            query = line_prefix[query_start:]
            if len(query.strip()) < MIN_QUERY:
                continue
            found = self._rank(fold(query), line_start + query_start, lang, glossary, fuzzy=False)
            if found:
                return found
        if starts and len(line_prefix) - starts[-1] >= MIN_QUERY:
            last = starts[-1]
            return self._rank(fold(line_prefix[last:]), line_start + last, lang, glossary, fuzzy=True)
        return []

    def _rank(self, query: str, replace_from: int, lang: str, glossary: Glossary, *, fuzzy: bool) -> list[Suggestion]:
        squashed = _squash(query)
        scores: dict[int, float] = {i: 95.0 for i in _prefixed(self._squashed, self._squashed_at, squashed)}
        scores.update((i, 100.0) for i in _prefixed(self._folded, self._folded_at, query))
        if fuzzy and len(squashed) >= 4:
            # typo-tolerant prefix: "flahs" ~ "flash"
            from rapidfuzz import fuzz, process  # here: 20-30 ms at start-up that a hover never needs
            for _head, score, i in process.extract(squashed, self._heads_of(len(squashed)), scorer=fuzz.ratio,
                                                   score_cutoff=80, limit=None):
                scores.setdefault(i, score - 10)
        # per concept: the best score of any of its names, and the label to insert; in glossary
        # order, which settles ties
        best: dict[str, tuple[float, int, str]] = {}
        for i in sorted(scores):
            form, score = self.forms[i], scores[i]
            concept = glossary.concepts[form.concept_id]
            # which name to insert: the reader's own name, then the canonical term, then an alias,
            # a form the glossary deprecates or forbids last
            if concept.usage and _retired(concept, form.form):
                preference = 3
            elif form.form in concept.names.get(lang, ()):
                preference = 0
            elif form.form == concept.term:
                preference = 1
            else:
                preference = 2
            current = best.get(form.concept_id)
            candidate = (score, preference, form.form)
            if current is None or _better(candidate, current):
                best[form.concept_id] = candidate
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[1][1], len(kv[1][2]), kv[1][2]))
        return [Suggestion(cid, label, replace_from) for cid, (_score, _pref, label) in ranked[:MAX_ITEMS]]

    def _heads_of(self, n: int) -> list[str]:
        heads = self._heads.get(n)
        if heads is None:
            if len(self._heads) > 8:
                self._heads.clear()
            heads = self._heads[n] = [f.squashed[:n] for f in self.forms]
        return heads


def _retired(concept: Concept, form: str) -> bool:
    """Does the glossary mark ``form`` deprecated or forbidden (``usage``)?"""
    return any(u.form == form and u.status in ("deprecated", "forbidden") for u in concept.usage)


def _forms_of(concept: Concept) -> Iterator[CompletionForm]:
    for form, _lang in concept.surface_forms():
        key = fold(form)
        yield CompletionForm(concept.id, form, key, _squash(key))


def _prefixed(keys: list[str], positions: list[int], prefix: str) -> list[int]:
    """Positions of the sorted ``keys`` that start with ``prefix``."""
    # every key that starts with the prefix sorts before the prefix followed by the last code point
    return positions[bisect.bisect_left(keys, prefix) : bisect.bisect_left(keys, prefix + "\U0010ffff")]


def completion_detail(concept: Concept, lang: str, fallbacks: Sequence[str]) -> str:
    """The one line beside a suggestion: the concept's summary, saying in the reader's language
    when it is not in theirs."""
    found = pick_summary(concept, lang, fallbacks)
    if found is None:
        return ""
    if found.language == lang:
        return found.text
    return translator(lang)(N_("{summary} (not yet translated: {language})"), summary=found.text,
                            language=language_name(found.language))


def _better(candidate: tuple[float, int, str], current: tuple[float, int, str]) -> bool:
    """A more preferred name wins unless it matches clearly worse (5 points)."""
    score, preference, _ = candidate
    if preference < current[1]:
        return score >= current[0] - 5
    if preference == current[1]:
        return score > current[0]
    return score > current[0] + 5


def _squash(text: str) -> str:
    return text.replace(" ", "").replace("-", "")


def _query_starts(line_prefix: str) -> list[int]:
    """Start offsets of the last 1..MAX_WORDS words before the cursor, longest first."""
    n = len(line_prefix)
    if n == 0 or not (is_word_char(line_prefix[-1]) or line_prefix[-1] == "-"):
        return []
    starts: list[int] = []
    i = n
    while len(starts) < MAX_WORDS:
        while i > 0 and (is_word_char(line_prefix[i - 1]) or line_prefix[i - 1] in "-+"):
            i -= 1
        starts.append(i)
        j = i
        while j > 0 and line_prefix[j - 1] == " ":
            j -= 1
        if j == i or j == 0 or not is_word_char(line_prefix[j - 1]):
            break
        i = j
    return starts[::-1]
