"""Rank glossary terms for what a writer is typing in prose ("Flash att" -> FlashAttention)."""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from .model import Glossary
from .text import fold, is_word_char

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
    score: float


class CompletionIndex:
    def __init__(self, glossary: Glossary) -> None:
        forms: list[CompletionForm] = []
        for concept in glossary.concepts.values():
            for form, _lang in concept.surface_forms():
                key = fold(form)
                forms.append(CompletionForm(concept.id, form, key, _squash(key)))
        self.forms = forms

    def complete(self, line_prefix: str, line_start: int, lang: str, glossary: Glossary) -> list[Suggestion]:
        """Suggestions for the text before the cursor on its line (``line_start`` is its offset)."""
        best: dict[str, Suggestion] = {}
        for query_start in _query_starts(line_prefix):
            query = line_prefix[query_start:]
            if len(query.strip()) < MIN_QUERY:
                continue
            for sug in self._rank(fold(query), line_start + query_start, lang, glossary):
                current = best.get(sug.concept_id)
                if current is None or sug.score > current.score:
                    best[sug.concept_id] = sug
            if best:
                break  # the longest query that finds something wins: "Flash att" before "att"
        return sorted(best.values(), key=lambda s: (-s.score, len(s.label), s.label))[:MAX_ITEMS]

    def _rank(self, query: str, replace_from: int, lang: str, glossary: Glossary) -> list[Suggestion]:
        squashed = _squash(query)
        out: list[Suggestion] = []
        for form in self.forms:
            if form.folded.startswith(query):
                score = 100.0
            elif form.squashed.startswith(squashed):
                score = 95.0
            elif len(squashed) >= 4:
                # typo-tolerant prefix: "flahs" ~ "flash"
                score = fuzz.ratio(squashed, form.squashed[: len(squashed)])
                if score < 80:
                    continue
                score -= 10
            else:
                continue
            concept = glossary.concepts[form.concept_id]
            # prefer the reader's own name for the concept, then the canonical term
            if form.form in concept.names.get(lang, ()):
                score += 2
            elif form.form == concept.term:
                score += 1
            out.append(Suggestion(form.concept_id, form.form, replace_from, score))
        return out


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
