"""Find glossary terms in prose: every surface form compiled once into an Aho-Corasick automaton.

How a form matches (docs/detection.md says the same for users):
- text and forms are NFC-normalised; matching runs on a length-preserving lower-cased copy;
- a word of a form with a capital inside it (FSDP, ZeRO, LoRA, the "LM" of Megatron-LM) must match
  its case exactly, the other words of the form match in any case (so "Parallel SGD" at the start
  of a sentence is "parallel SGD"); ``match.case_sensitive`` makes a whole form exact and
  ``match.case_insensitive`` makes it match in any case;
- a form must start and end at word boundaries, where combining marks count as word characters
  (Bengali vowel signs); Latin forms may take a plural/possessive ending and Bengali forms one of
  a fixed list of case endings;
- hyphen, space and (for two-part forms) joined spellings are equivalent: all-reduce, all reduce,
  allreduce; so is a line break inside a phrase, because pieces are joined with one space;
- overlapping candidates: the longest wins, then the earliest;
- not a mention: anything inside a URL, and a form that is part of a dotted name
  (``deepspeed.initialize``, ``torch.distributed.checkpoint``), which is code written in prose.
Ambiguous forms are only *marked* here; :mod:`ai_glossary.core.evidence` decides whether they count.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Iterable, Sequence

import ahocorasick

from .model import Glossary
from .text import fold, is_word_char, nfc_with_map, script_of

LATIN_ENDINGS = ("'s", "\u2019s", "es", "s")
# Bengali case and plural endings written attached to a noun (genitive, objective, locative,
# plural, classifiers). A form followed by anything else is part of a longer word.
BENGALI_ENDINGS = (
    "গুলোর", "গুলির", "গুলো", "গুলি", "দের", "েরা", "এর", "ের", "কে", "তে", "য়", "টি", "টা", "রা", "র", "ে", "ও", "ই",
)
_SEPARATORS = (" ", "-")
# URLs in prose: a scheme or "www.", up to white space or a closing bracket/quote
_URL = re.compile(r"(?:\b[a-zA-Z][a-zA-Z0-9+.-]*://|\bwww\.)[^\s<>\"'`)\]]+")


@dataclass(frozen=True, slots=True)
class FormEntry:
    """One compiled spelling of one surface form of a concept."""

    concept_id: str
    form: str  # the form as written in the glossary
    spelling: str  # the exact spelling this entry matches (a variant of ``form``)
    lang: str | None
    exact: tuple[tuple[int, int], ...]  # slices of ``spelling`` that must match case exactly
    ambiguous: bool
    script: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """A term occurrence; ``start``/``end`` index the text that was matched."""

    start: int
    end: int
    concept_id: str
    form: str
    lang: str | None
    ambiguous: bool


def _exact_tokens(form: str, concept_cs: set[str], concept_ci: set[str]) -> list[bool]:
    """For each word of ``form``: must it match case exactly?

    ``concept_cs``/``concept_ci`` hold folded forms (match rules name forms in any case).
    """
    tokens = _tokens(form)
    if fold(form) in concept_cs:
        return [True] * len(tokens)
    if fold(form) in concept_ci:
        return [False] * len(tokens)
    # A capital inside a word marks an acronym or a mixed-case name: FSDP, ZeRO, GPipe, the LM of
    # Megatron-LM. Title case ("All-Reduce", "Data Parallelism") is not a reason.
    return [any(ch.isupper() for ch in token[1:]) for token in tokens]


def _tokens(form: str) -> list[str]:
    return form.replace("-", " ").split(" ")


def spelling_variants(form: str) -> list[str]:
    """Hyphen/space/joined spellings of ``form`` (the form itself first) and a -ies plural."""
    return [spelling for spelling, _ in _variants_with_tokens(form)]


def _variants_with_tokens(form: str) -> list[tuple[str, list[tuple[int, int]]]]:
    """Spelling variants of ``form``, each with the (start, end) of every word in it."""

    def spans(tokens: list[str], sep: str) -> list[tuple[int, int]]:
        out, pos = [], 0
        for token in tokens:
            out.append((pos, pos + len(token)))
            pos += len(token) + len(sep)
        return out

    tokens = _tokens(form)
    variants: list[tuple[str, list[tuple[int, int]]]] = []
    # the form as written keeps its own separators, all one character long like " "
    original_spans = spans(tokens, " ")
    variants.append((form, original_spans))
    if len(tokens) > 1 and all(tokens):
        for sep in _SEPARATORS:
            variants.append((sep.join(tokens), spans(tokens, sep)))
        if len(tokens) == 2 and all(t.isalnum() for t in tokens):
            variants.append(("".join(tokens), spans(tokens, "")))
    if len(form) > 3 and form.endswith("y") and form[-2:-1].isalpha() and form[-2] not in "aeiou":
        variants.append((form[:-1] + "ies", original_spans[:-1] + [(original_spans[-1][0], len(form) + 2)]))
    seen: set[str] = set()
    return [(v, t) for v, t in variants if not (v in seen or seen.add(v))]


class TermMatcher:
    """All surface forms of a glossary, compiled; find candidates in a text or in prose pieces."""

    def __init__(self, glossary: Glossary) -> None:
        self._automaton = ahocorasick.Automaton()
        table: dict[str, list[FormEntry]] = {}
        for concept in glossary.concepts.values():
            excluded = {fold(x) for x in concept.exclude}
            ambiguous = {fold(x) for x in concept.ambiguous}
            case_sensitive = {fold(x) for x in concept.case_sensitive}
            case_insensitive = {fold(x) for x in concept.case_insensitive}
            for form, lang in concept.surface_forms():
                if not form or fold(form) in excluded:
                    continue
                exact_tokens = _exact_tokens(form, case_sensitive, case_insensitive)
                is_ambiguous = fold(form) in ambiguous
                script = script_of(form)
                for spelling, token_spans in _variants_with_tokens(form):
                    key = fold(spelling)
                    entries = table.setdefault(key, [])
                    exact = tuple(span for span, is_exact in zip(token_spans, exact_tokens) if is_exact)
                    entry = FormEntry(concept.id, form, spelling, lang, exact, is_ambiguous, script)
                    if not any(
                        e.concept_id == entry.concept_id and e.spelling == entry.spelling for e in entries
                    ):
                        entries.append(entry)
        for key, entries in table.items():
            self._automaton.add_word(key, (len(key), tuple(entries)))
        self.size = len(table)
        if table:
            self._automaton.make_automaton()

    def find(self, text: str) -> list[Candidate]:
        """Candidates in ``text`` (offsets into ``text``), longest-first, non-overlapping, sorted."""
        if self.size == 0 or not text:
            return []
        normalized, index_map = nfc_with_map(text)
        found = self._scan(normalized)
        if index_map is not None:
            found = [
                Candidate(index_map[c.start], index_map[c.end], c.concept_id, c.form, c.lang, c.ambiguous)
                for c in found
            ]
        return found

    def find_in_pieces(self, text: str, pieces: Sequence[tuple[int, int]]) -> list[Candidate]:
        """Candidates in the prose pieces of ``text``, joined by single spaces so that a phrase can
        run from one piece (line) into the next. Offsets are mapped back into ``text``."""
        if not pieces:
            return []
        if len(pieces) == 1:
            start, end = pieces[0]
            return [_shift(c, start) for c in self.find(text[start:end])]
        joined_starts: list[int] = []
        parts: list[str] = []
        pos = 0
        for start, end in pieces:
            joined_starts.append(pos)
            parts.append(text[start:end])
            pos += end - start + 1
        joined = " ".join(parts)
        result = []
        for cand in self.find(joined):
            result.append(
                Candidate(
                    _map_joined(cand.start, joined_starts, pieces, is_end=False),
                    _map_joined(cand.end, joined_starts, pieces, is_end=True),
                    cand.concept_id,
                    cand.form,
                    cand.lang,
                    cand.ambiguous,
                )
            )
        return result

    def find_in_regions(self, text: str, piece_lists: Sequence[Sequence[tuple[int, int]]]) -> list[list[Candidate]]:
        """``find_in_pieces`` for many regions at once (one automaton pass over all of them).

        Regions are joined with a NUL, which no form contains and which is not a word character,
        so no match crosses from one region into another. Per-call overhead dominates when a file
        has thousands of one-line comments; this is ~2x faster than one call per region.
        """
        parts: list[str] = []
        seg_big: list[int] = []  # where each piece starts in the joined string
        seg_doc: list[int] = []  # ... and in ``text``
        seg_region: list[int] = []
        pos = 0
        for r, pieces in enumerate(piece_lists):
            last = len(pieces) - 1
            for k, (a, b) in enumerate(pieces):
                seg_big.append(pos)
                seg_doc.append(a)
                seg_region.append(r)
                parts.append(text[a:b])
                parts.append(" " if k < last else "\x00")
                pos += b - a + 1
        result: list[list[Candidate]] = [[] for _ in piece_lists]
        for c in self.find("".join(parts)):
            i = bisect.bisect_right(seg_big, c.start) - 1
            j = bisect.bisect_right(seg_big, c.end - 1) - 1
            start = seg_doc[i] + c.start - seg_big[i]
            end = seg_doc[j] + c.end - seg_big[j]
            result[seg_region[i]].append(Candidate(start, end, c.concept_id, c.form, c.lang, c.ambiguous))
        return result

    def _scan(self, text: str) -> list[Candidate]:
        folded = fold(text)
        n = len(text)
        raw: list[Candidate] = []
        for last, (length, entries) in self._automaton.iter(folded):
            start = last - length + 1
            end = last + 1
            if start > 0 and is_word_char(text[start - 1]) and is_word_char(text[start]):
                continue
            if start > 1 and text[start - 1] == "." and is_word_char(text[start - 2]):
                continue  # "torch.FSDP": the tail of a dotted name
            for entry in entries:
                if entry.exact and any(text[start + a : start + b] != entry.spelling[a:b] for a, b in entry.exact):
                    continue
                stop = _word_end(text, folded, end, n, entry)
                if stop < 0:
                    continue
                if stop + 1 < n and text[stop] == "." and is_word_char(text[stop + 1]):
                    break  # "deepspeed.initialize": the head of a dotted name
                raw.append(Candidate(start, stop, entry.concept_id, entry.form, entry.lang, entry.ambiguous))
                break
        chosen = _longest_non_overlapping(raw)
        if chosen and ("://" in text or "www." in text):
            urls = [m.span() for m in _URL.finditer(text)]
            chosen = [c for c in chosen if not any(a < c.end and c.start < b for a, b in urls)]
        return chosen


def _word_end(text: str, folded: str, end: int, n: int, entry: FormEntry) -> int:
    """Where the word that starts with ``entry`` ends, or -1 if the form is inside a longer word."""
    if end >= n or not is_word_char(text[end - 1]) or not is_word_char(text[end]):
        return end
    endings = BENGALI_ENDINGS if entry.script == "bengali" else LATIN_ENDINGS if entry.script == "latin" else ()
    source = text if entry.exact else folded
    for ending in endings:
        stop = end + len(ending)
        if source.startswith(ending, end) and (stop >= n or not is_word_char(text[stop])):
            return stop
    return -1


def _longest_non_overlapping(cands: Iterable[Candidate]) -> list[Candidate]:
    chosen: list[Candidate] = []
    last_end = -1
    for cand in sorted(cands, key=lambda c: (c.start, -(c.end - c.start))):
        # Leftmost-longest: at each start the longest candidate, and nothing that overlaps it.
        if cand.start >= last_end:
            chosen.append(cand)
            last_end = cand.end
    return chosen


def _shift(cand: Candidate, delta: int) -> Candidate:
    if delta == 0:
        return cand
    return Candidate(cand.start + delta, cand.end + delta, cand.concept_id, cand.form, cand.lang, cand.ambiguous)


def _map_joined(offset: int, joined_starts: list[int], pieces: Sequence[tuple[int, int]], *, is_end: bool) -> int:
    i = bisect.bisect_right(joined_starts, offset - (1 if is_end else 0)) - 1
    i = max(i, 0)
    start, end = pieces[i]
    return min(start + offset - joined_starts[i], end)
