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
Ambiguous forms are only *marked* here; :mod:`ai_glossary.core.detection.evidence` decides whether they count.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Iterable, NamedTuple, Sequence

import ahocorasick

from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.detection.text import fold, is_word_char, nfc_with_map, script_of

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
    exact_whole: bool = False  # ``exact`` is the whole spelling (an acronym): one startswith


class Candidate(NamedTuple):
    """A term occurrence; ``start``/``end`` index the text that was matched."""

    start: int
    end: int
    concept_id: str
    form: str
    lang: str | None
    ambiguous: bool


# (start, end, entry): a match before it becomes a Candidate at its final offsets
Hit = tuple[int, int, FormEntry]


def _exact_tokens(form: str, folded: str, concept_cs: set[str], concept_ci: set[str]) -> list[bool]:
    """For each word of ``form`` (``folded`` is ``fold(form)``): must it match case exactly?

    ``concept_cs``/``concept_ci`` hold folded forms (match rules name forms in any case).
    """
    tokens = _tokens(form)
    if folded in concept_cs:
        return [True] * len(tokens)
    if folded in concept_ci:
        return [False] * len(tokens)
    # A capital inside a word marks an acronym or a mixed-case name: FSDP, ZeRO, GPipe, the LM of
    # Megatron-LM. Title case ("All-Reduce", "Data Parallelism") is not a reason. In ASCII,
    # lower() changes exactly the capitals, in one C call.
    return [token[1:] != token[1:].lower() if token.isascii() else any(ch.isupper() for ch in token[1:])
            for token in tokens]


def _tokens(form: str) -> list[str]:
    return form.replace("-", " ").split(" ")


def spelling_variants(form: str) -> list[str]:
    """Hyphen/space/joined spellings of ``form`` (the form itself first) and a -ies plural."""
    return [spelling for spelling, _ in _variants_with_tokens(form)]


def _variants_with_tokens(form: str, with_spans: bool = True) -> list[tuple[str, list[tuple[int, int]]]]:
    """Spelling variants of ``form``, each with the (start, end) of every word in it (an empty
    list for each unless ``with_spans``: a form without a word to match exactly needs none)."""

    def spans(tokens: list[str], sep: str) -> list[tuple[int, int]]:
        if not with_spans:
            return []
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
        variants.append((form[:-1] + "ies",
                         original_spans[:-1] + [(original_spans[-1][0], len(form) + 2)] if with_spans else []))
    seen: set[str] = set()
    return [(v, t) for v, t in variants if not (v in seen or seen.add(v))]


class TermMatcher:
    """All surface forms of a glossary, compiled; find candidates in a text or in prose pieces."""

    def __init__(self, glossary: Glossary) -> None:
        self._automaton = ahocorasick.Automaton()
        table: dict[str, list[FormEntry]] = {}
        entered: set[tuple[str, str]] = set()  # (concept id, spelling): one entry each
        for concept in glossary.concepts.values():
            excluded = {fold(x) for x in concept.exclude}
            ambiguous = {fold(x) for x in concept.ambiguous}
            case_sensitive = {fold(x) for x in concept.case_sensitive}
            case_insensitive = {fold(x) for x in concept.case_insensitive}
            for form, lang in concept.surface_forms():
                folded = fold(form)
                if not form or folded in excluded:
                    continue
                exact_tokens = _exact_tokens(form, folded, case_sensitive, case_insensitive)
                is_ambiguous = folded in ambiguous
                script = "latin" if form.isascii() else script_of(form)  # the scan of every character is slow
                any_exact = any(exact_tokens)
                for spelling, token_spans in _variants_with_tokens(form, any_exact):
                    if (concept.id, spelling) in entered:
                        continue
                    entered.add((concept.id, spelling))
                    key = folded if spelling is form else fold(spelling)
                    exact = tuple(span for span, is_exact in zip(token_spans, exact_tokens) if is_exact)
                    table.setdefault(key, []).append(FormEntry(concept.id, form, spelling, lang, exact, is_ambiguous,
                                                               script, exact == ((0, len(spelling)),)))
        for key, entries in table.items():
            self._automaton.add_word(key, (len(key), tuple(entries)))
        self.size = len(table)
        if table:
            self._automaton.make_automaton()

    def find(self, text: str) -> list[Candidate]:
        """Candidates in ``text`` (offsets into ``text``), longest-first, non-overlapping, sorted."""
        return [Candidate(a, b, e.concept_id, e.form, e.lang, e.ambiguous) for a, b, e in self._hits(text)]

    def _hits(self, text: str) -> list[Hit]:
        """``find`` as (start, end, entry) triples: Candidates are built once, by the caller."""
        if self.size == 0 or not text:
            return []
        normalized, index_map = nfc_with_map(text)
        found = self._scan(normalized)
        if index_map is not None:
            found = [(index_map[a], index_map[b], e) for a, b, e in found]
        return found

    def find_in_pieces(self, text: str, pieces: Sequence[tuple[int, int]]) -> list[Candidate]:
        """Candidates in the prose pieces of ``text``, joined by single spaces so that a phrase can
        run from one piece (line) into the next. Offsets are mapped back into ``text``."""
        return self.find_in_regions(text, [pieces])[0] if pieces else []

    def find_in_regions(self, text: str, piece_lists: Sequence[Sequence[tuple[int, int]]]) -> list[list[Candidate]]:
        """``find_in_pieces`` for many regions at once (one automaton pass over all of them).

        Regions are joined with a NUL, which no form contains and which is not a word character,
        so no match crosses from one region into another. Per-call overhead dominates when a file
        has thousands of one-line comments; this is ~2x faster than one call per region.
        """
        parts = [" ".join([text[a:b] for a, b in pieces]) for pieces in piece_lists]
        region_at: list[int] = []  # where each region starts in the joined string
        pos = 0
        for part in parts:
            region_at.append(pos)
            pos += len(part) + 1
        result: list[list[Candidate]] = [[] for _ in piece_lists]
        joined_starts: dict[int, list[int]] = {}  # per multi-piece region, where each piece starts
        for a, b, e in self._hits("\x00".join(parts)):
            r = bisect.bisect_right(region_at, a) - 1
            pieces = piece_lists[r]
            base = region_at[r]
            if len(pieces) == 1:
                start = pieces[0][0] + a - base
                end = pieces[0][0] + b - base
            else:
                # a bisection, not a walk over the pieces: a 4,000-line comment block with a term
                # on every line took 1.3-1.9 s per analysis with the walk (quadratic)
                starts = joined_starts.get(r)
                if starts is None:
                    starts = joined_starts[r] = _joined_starts(pieces)
                start = _doc_offset(pieces, starts, a - base)
                end = _doc_offset(pieces, starts, b - 1 - base) + 1
            result[r].append(Candidate(start, end, e.concept_id, e.form, e.lang, e.ambiguous))
        return result

    def _scan(self, text: str) -> list[Hit]:
        folded = fold(text)
        n = len(text)
        raw: list[Hit] = []
        word = is_word_char
        for last, (length, entries) in self._automaton.iter(folded):
            start = last - length + 1
            if start > 0:
                before = text[start - 1]
                if before == ".":
                    if start > 1 and word(text[start - 2]):
                        continue  # "torch.FSDP": the tail of a dotted name
                elif word(before) and word(text[start]):
                    continue  # inside a word: "ep" in "step"
            end = last + 1
            for entry in entries:
                if entry.exact:
                    if entry.exact_whole:
                        if not text.startswith(entry.spelling, start):
                            continue
                    elif any(text[start + a : start + b] != entry.spelling[a:b] for a, b in entry.exact):
                        continue
                stop = _word_end(text, folded, end, n, entry)
                if stop < 0:
                    continue
                if stop + 1 < n and text[stop] == "." and word(text[stop + 1]):
                    break  # "deepspeed.initialize": the head of a dotted name
                raw.append((start, stop, entry))
                break
        chosen = _longest_non_overlapping(raw)
        if chosen and ("://" in text or "www." in text):
            urls = [m.span() for m in _URL.finditer(text)]
            chosen = [h for h in chosen if not any(a < h[1] and h[0] < b for a, b in urls)]
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


def _longest_non_overlapping(hits: Iterable[Hit]) -> list[Hit]:
    chosen: list[Hit] = []
    last_end = -1
    for hit in sorted(hits, key=lambda h: (h[0], -h[1])):
        # Leftmost-longest: at each start the longest candidate, and nothing that overlaps it.
        if hit[0] >= last_end:
            chosen.append(hit)
            last_end = hit[1]
    return chosen


def _joined_starts(pieces: Sequence[tuple[int, int]]) -> list[int]:
    """Where each piece starts in the pieces joined with single spaces."""
    starts, pos = [], 0
    for a, b in pieces:
        starts.append(pos)
        pos += b - a + 1
    return starts


def _doc_offset(pieces: Sequence[tuple[int, int]], joined_starts: list[int], local: int) -> int:
    """Document offset of index ``local`` of the pieces joined with single spaces (the space after
    a piece maps to that piece's end)."""
    i = bisect.bisect_right(joined_starts, local) - 1
    a, b = pieces[i]
    return min(a + local - joined_starts[i], b)
