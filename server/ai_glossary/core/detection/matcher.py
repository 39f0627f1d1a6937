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
  allreduce, and a hyphen for any one space of a longer form ("fully-sharded data parallelism");
  so is a line break inside a phrase, because pieces are joined with one space;
- acronyms also match in the cases people type (LORA; fsdp, nccl), see :func:`spellings.case_variants`;
- English forms also match their derived word forms (quantized, sharded, all-reduced), see
  :func:`spellings.english_word_forms`; French, Dutch and Bengali names match the spellings their writers use
  (determiners, accents, Bengali conjuncts), see :func:`language.localized_spellings`, a Dutch
  name takes the Dutch plural (-en, -s), and a term may head a Dutch compound ("embeddinglaag");
- an English form that is also a French infinitive ("pour les transformer", "d'adapter") is the
  verb in French prose, not a mention;
- a localized name counts only in a region of its language or of unknown language
  (:mod:`ai_glossary.core.detection.language`), identified once per region, lazily;
- overlapping candidates: the longest wins, then the earliest;
- not a mention: anything inside a URL, a form that is part of a dotted name
  (``deepspeed.initialize``, ``torch.distributed.checkpoint``), which is code written in prose, and
  an API or identifier form that is called (``torch.optim.AdamW(params)``).
Ambiguous forms are only *marked* here; :mod:`ai_glossary.core.detection.evidence` decides whether they count.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from itertools import accumulate
from operator import attrgetter
from types import MappingProxyType
from typing import Iterable, Iterator, Mapping, NamedTuple, Sequence

import ahocorasick

from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.detection.compiled import (CompiledConcept, FormEntry, add_entry, compile_concept, match_key,
                                                 matched_inputs)
from ai_glossary.core.detection.identifiers import IdentifierIndex
from ai_glossary.core.detection.language import name_counts_in, region_language, written_as_french_verb
from ai_glossary.core.detection.text import common_length, is_word_char, nfc_with_map

LATIN_ENDINGS = ("'s", "\u2019s", "es", "s")
# A Dutch name's plural: -en ("transformermodellen" after a doubled consonant, "gradiënten"), -s, -'s.
DUTCH_ENDINGS = ("'s", "\u2019s", "en", "s")
# Dutch writes a compound as one word, an English term included: "embeddinglaag", "tokenizermodel",
# "transformerarchitectuur". A Latin form of five letters or more followed by one of these Dutch
# nouns (the head of the compound) is the term. Longest first.
DUTCH_COMPOUND_HEADS = tuple(sorted((
    "laag", "lagen", "model", "modellen", "netwerk", "netwerken", "architectuur", "architecturen",
    "representatie", "representaties", "vector", "vectoren", "methode", "methoden", "methodes",
    "techniek", "technieken", "bibliotheek", "implementatie", "implementaties", "algoritme",
    "algoritmen", "algoritmes", "grootte", "stap", "stappen",
), key=len, reverse=True))
# Bengali case and plural endings written attached to a noun: plural markers (-গুলো, -গুলি, -রা,
# -েরা, -দের), classifiers (-টি, -টা, -খানা), the genitive (-র, -এর, -ের, -য়ের), objective (-কে),
# locative (-তে, -য়, -ে, -য়ে) and their combinations (-গুলোর, -গুলিকে, -টির, -দেরকে), each
# optionally followed by the emphatic -ও or -ই. A form followed by anything else is part of a
# longer word. Longest first.
_BENGALI_CASES = (
    "গুলোর", "গুলির", "গুলোকে", "গুলিকে", "গুলোতে", "গুলিতে", "গুলোয়", "গুলো", "গুলি",
    "দেরকে", "দের", "েরা", "রা",
    "টির", "টার", "টিকে", "টাকে", "টিতে", "টাতে", "টি", "টা", "খানা", "খানি",
    "য়ের", "এর", "ের", "র", "কে", "তে", "য়ে", "য়", "ে",
)
BENGALI_ENDINGS = tuple(
    sorted({e + emphatic for e in _BENGALI_CASES for emphatic in ("", "ও", "ই")} | {"ও", "ই"}, key=len, reverse=True)
)
# URLs in prose: a scheme or "www.", up to white space or a closing bracket/quote
_URL = re.compile(r"(?:\b[a-zA-Z][a-zA-Z0-9+.-]*://|\bwww\.)[^\s<>\"'`)\]]+")
_OPERATORS = frozenset("*/+%^|&")  # arithmetic next to an identifier: an expression ("=" sets a config key)
# What ends a URL (or a git reference; none crosses one): white space (the pattern's \s, which is
# str.isspace), these, and the NUL that joins regions. One definition for the per-character test
# (_ends_url) and the search (_URL_DELIMITER).
_URL_STOPS = frozenset("<>\"'`)]\x00")
# a git reference "owner/repo@commit" (a changelog's "ggerganov/llama.cpp@0e18b2e"), found from its
# "@commit" and read backwards: a pattern that starts at "owner" is tried at every word of a text
_COMMIT = re.compile(r"@[0-9a-fA-F]{7,40}\b")
_REF_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/")
# what a file path is made of, and the extension that ends one (see _in_file_path)
_PATH_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/~")
_FILE_EXTENSION = re.compile(r"/[^/]*\.[A-Za-z][A-Za-z0-9]{0,4}$")
# the type before a C declarator's star (see _declared_after_pointer)
_C_TYPE_BEFORE = re.compile(r"(?:\b(?:void|char|short|int|long|float|double|bool|auto|unsigned|signed)"
                            r"|\w_t|\b(?:struct|enum|union|const)\s+\w+)\s+$")
_URL_DELIMITER = re.compile("[\\s" + re.escape("".join(sorted(_URL_STOPS))) + "]")
_URL_MARKS = ("://", "www.")  # one of them is in every URL (_URL)
# A text longer than this is scanned in chunks (see TermMatcher._scan). Small enough that every C
# call on a chunk takes well under a millisecond; large enough that a chunk's margins (a form's
# length of text on either side) and its Python overhead are small beside it.
SCAN_CHUNK = 1 << 15
_START = attrgetter("start")  # of a Candidate
# A re-match near an edit usually meets the old choices again within a few forms: its first chunk
# is this small, and the next ones grow to SCAN_CHUNK.
_RESCAN_FIRST_CHUNK = 1 << 10
_CONTEXT_BEFORE = 2  # the characters a scan reads before a form: "torch.FSDP", "xFSDP"


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


class TermMatcher:
    """All surface forms of a glossary, compiled; find candidates in a text or in prose pieces."""

    def __init__(self, glossary: Glossary,
                 previous: "TermMatcher | Mapping[str, CompiledConcept] | None" = None,
                 matched: "Iterable[tuple] | None" = None) -> None:
        """``previous``: a matcher of an earlier glossary, or its ``compiled`` concepts (read from
        the disk cache, :mod:`.matcher_cache`). A concept whose forms and match rules are those it
        had there keeps its compiled spellings, so a reload after an alias is added compiles one
        concept again, not all 10,000 of a big glossary (0.7 s); what joins the concepts (their
        order, the word forms another concept's spelling takes) is made again. ``matched``: the
        concepts' ``matched_inputs``, in glossary order, when the caller has them."""
        kept = previous.compiled if isinstance(previous, TermMatcher) else previous or {}
        self._concepts: dict[str, CompiledConcept] = {}
        concepts = glossary.concepts.values()
        for concept, inputs in zip(concepts, map(matched_inputs, concepts) if matched is None else matched):
            compiled = kept.get(concept.id)
            if compiled is None or compiled.inputs != inputs:
                compiled = compile_concept(concept, inputs)
            self._concepts[concept.id] = compiled
        table: dict[str, tuple[FormEntry, ...]] = {}
        owner: dict[str, str | None] = {}  # the concept of all of a key's entries; None: several
        for cid, compiled in self._concepts.items():
            for key, entries in compiled.entries:
                got = table.get(key)
                # a spelling listed with its exact case ("DataParallel") goes before another
                # concept's case-free variant of the same letters (the joined "data parallel"):
                # ``_forms_in`` takes the first unambiguous entry that matches
                table[key] = entries if got is None else tuple(sorted(got + entries, key=lambda e: not e.exact_whole))
                owner[key] = cid if owner.get(key, cid) == cid else None
        # word forms and the spellings of localized names, added once every listed form is in
        for cid, compiled in self._concepts.items():
            for key, entry in compiled.derived:
                if not _taken_by_another(owner, key, cid):
                    add_entry(table, key, entry)
                    owner[key] = cid if owner.get(key, cid) == cid else None
        # the same inputs as the automaton
        self.identifiers = IdentifierIndex({cid: c.identifiers for cid, c in self._concepts.items() if c.identifiers})
        self._automaton = ahocorasick.Automaton()
        for key, entries in table.items():
            self._automaton.add_word(key, (len(key), entries))
        self.size = len(table)
        # what a scan in chunks reads past a form's first character: the form, its ending (or the
        # head of a Dutch compound), and the two characters after it (a dotted name, a call)
        self._context_after = max(map(len, table), default=0) + max(map(len, BENGALI_ENDINGS + LATIN_ENDINGS + DUTCH_ENDINGS + DUTCH_COMPOUND_HEADS)) + 2
        if table:
            self._automaton.make_automaton()

    @property
    def compiled(self) -> Mapping[str, CompiledConcept]:
        """Each concept's compiled spellings, by id: what a later matcher reuses."""
        return MappingProxyType(self._concepts)

    def find(self, text: str) -> list[Candidate]:
        """Candidates in ``text`` (offsets into ``text``), longest-first, non-overlapping, sorted.
        ``text`` is one region: its language decides whether localized names count."""
        language = _RegionLanguage(text)
        return [
            Candidate(a, b, e.concept_id, e.form, e.lang, e.ambiguous)
            for a, b, e in self._hits(text)
            if language.allows(e) and not (_may_be_french_verb(text, a, b, e) and language.code() == "fr")
        ]

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
        return self._find_in_regions(text, piece_lists)[0]

    def _find_in_regions(self, text: str, piece_lists: Sequence[Sequence[tuple[int, int]]]
                         ) -> tuple[list[list[Candidate]], set[int]]:
        """``find_in_regions``, and the regions where a localized name or a form spelled like a
        French verb was found: whether it counts there depends on the language of the whole
        region."""
        parts = [text[pieces[0][0]:pieces[0][1]] if len(pieces) == 1 else " ".join([text[a:b] for a, b in pieces])
                 for pieces in piece_lists]
        region_at: list[int] = []  # where each region starts in the joined string
        pos = 0
        for part in parts:
            region_at.append(pos)
            pos += len(part) + 1
        result: list[list[Candidate]] = [[] for _ in piece_lists]
        joined_starts: dict[int, list[int]] = {}  # per multi-piece region, where each piece starts
        languages: dict[int, _RegionLanguage] = {}  # per region with a localized name, its language
        named: set[int] = set()
        for a, b, e in self._hits("\x00".join(parts)):
            r = bisect.bisect_right(region_at, a) - 1
            base = region_at[r]
            if e.lang is not None or e.french_verb:
                named.add(r)
            if e.lang is not None or _may_be_french_verb(parts[r], a - base, b - base, e):
                language = languages.get(r)
                if language is None:
                    language = languages[r] = _RegionLanguage(parts[r])
                if not language.allows(e) or (e.lang is None and language.code() == "fr"):
                    continue
            pieces = piece_lists[r]
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
            ambiguous = e.ambiguous and not (e.lang is not None and _is_whole(parts[r], a - base, b - base))
            result[r].append(Candidate(start, end, e.concept_id, e.form, e.lang, ambiguous))
        return result, named

    # -- one long line, matched again near an edit ----------------------------------------------
    def scan_line(self, text: str, piece: tuple[int, int]) -> "LineScan":
        """The candidates of a region of one piece (one line), kept for :meth:`rescan_line`."""
        cands, named = self._find_in_regions(text, [[piece]])
        line = text[piece[0]:piece[1]]
        return LineScan(piece[0], line, cands[0], not named and _locally_matched(line))

    def rescan_line(self, old: "LineScan", text: str, piece: tuple[int, int]
                    ) -> tuple["LineScan", Sequence[Candidate], list[Candidate]]:
        """:meth:`scan_line` of a line that was ``old`` before an edit, matching again only near
        what changed (a one-character edit in a 3.5 MB comment: milliseconds instead of a second);
        also the candidates it dropped and those it added.

        Candidates that start a form's length before the first changed character are those of
        ``old``. From there the longest forms are chosen again, left to right, until one chosen
        after the last changed character is also one of ``old`` (moved by the edit): the choices
        after it depend on the same text, so they are ``old``'s."""
        line = text[piece[0]:piece[1]]
        if not (old.local and _locally_matched(line)):
            new = self.scan_line(text, piece)
            return new, old.candidates, new.candidates
        a0, a1 = old.start, piece[0]
        prefix = common_length(old.line, line, len(line))
        suffix = common_length(old.line, line, min(len(old.line), len(line)) - prefix, from_end=True)
        delta = len(line) - len(old.line)
        cands = old.candidates
        # candidates that start before ``x`` were found from unchanged text and choices
        x = max(0, prefix - self._context_after)
        i = bisect.bisect_left(cands, x + a0, key=_START)
        last_end = cands[i - 1].end - a0 if i else -1
        resync_from = len(line) - suffix + _CONTEXT_BEFORE  # forms from here were found in unchanged text
        added: list[Candidate] = []
        j = len(cands)
        previous = -1
        for start, end, e in self._chosen(line, x, last_end, _RESCAN_FIRST_CHUNK):
            # (the first sense at a span only: the others at it follow from it)
            if start >= resync_from and start != previous:
                k = bisect.bisect_left(cands, start - delta + a0, key=_START)
                if k < len(cands) and _same(cands[k], start - delta + a0, end - delta + a0, e):
                    j = k
                    break
            previous = start
            if e.lang is not None or e.french_verb:  # depends on the whole line's language: match it all
                new = self.scan_line(text, piece)
                return new, old.candidates, new.candidates
            added.append(Candidate(start + a1, end + a1, e.concept_id, e.form, e.lang, e.ambiguous))
        runs = CandidateRuns.of(cands)
        joined = CandidateRuns(runs.part(0, i, a1 - a0) + [(added, 0)] + runs.part(j, len(cands), a1 - a0 + delta))
        return LineScan(a1, line, joined, True), list(cands[i:j]), added

    def _scan(self, text: str) -> list[Hit]:
        return list(self._chosen(text))

    def _chosen(self, text: str, lo: int = 0, last_end: int = -1, first_chunk: int | None = None) -> Iterator[Hit]:
        """Candidates in ``text`` (NFC already): every form found, then the longest of those that
        overlap, then those outside URLs.

        A long text is scanned in chunks of about :data:`SCAN_CHUNK` characters, each with enough
        text on either side for a form's context, so that no single C call (lower-casing, the
        automaton's run from one form to the next, the sort of the forms found) holds the GIL for
        long: a 3.5 MB comment once held it for tens of milliseconds at a time, and a request
        waiting for an answer waited that long too. The result is the same as one scan of the
        whole text: the forms found do not depend on the cuts, the longest are chosen left to
        right across the cuts (the senses at one span start at one place, so in one chunk), and
        a cut is at a character no URL contains."""
        n = len(text)
        refs = "@" in text  # (a rescan from ``lo`` is for text without URLs or references)
        marks = _url_marks(text)
        for lo, hi in _chunks(text, SCAN_CHUNK, lo, first_chunk):
            ws, we = max(0, lo - _CONTEXT_BEFORE), min(n, hi + self._context_after)
            if (lo, hi) == (0, n):  # the whole text in one chunk (most texts): nothing to move or cut
                found = self._forms_in(text)
            else:
                window = text[ws:we]
                found = [(a + ws, b + ws, e) for a, b, e in self._forms_in(window) if lo <= a + ws < hi]
            taken, last_end = _longest_non_overlapping(found, last_end)
            if marks and taken:
                taken = [h for h in taken if not _in_url(text, h[0], h[1], marks)]
            if refs and taken:
                # the git references that can overlap this chunk's forms: those in the words from
                # ``lo`` to the end of the word at ``we`` (a form ends before it)
                stop = _URL_DELIMITER.search(text, we)
                spans = _git_references(text, lo, stop.start() if stop else n)
                if spans:
                    taken = [h for h in taken if not any(a < h[1] and h[0] < b for a, b in spans)]
            yield from taken

    def _forms_in(self, text: str) -> list[Hit]:
        """Every form in ``text`` that starts and ends at a word boundary and keeps its case where
        it must, overlapping ones included."""
        folded = match_key(text)
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
                if stop < n and text[stop] == "(" and ("." in entry.spelling or "_" in entry.spelling):
                    break  # "torch.optim.SGD(model.parameters())": an API name called is code
                if "_" in entry.spelling and ((start and text[start - 1] in _OPERATORS)
                                               or (stop < n and text[stop] in _OPERATORS)):
                    break  # "(chunks - 1)*pipeline_parallel_size": an identifier in a formula is code
                if "_" in entry.spelling and start and text[start - 1] == "{" and stop < n and text[stop] == "}":
                    break  # "{prefix}_rank{local_rank}.bin": a template's field is code
                if ((start and text[start - 1] == "/") or (stop < n and text[stop] == "/")) and _in_file_path(text, start, stop):
                    break  # "csrc/adam/cpu_adam.cpp", "./deepspeed/launcher": a path names a file, no concept
                if start > 1 and "*" in text[start - 2 : start] and _declared_after_pointer(text, start, stop):
                    break  # "(const struct llama_adapter_lora * adapter);": a C declaration quoted in a comment
                raw.append((start, stop, entry))
                if not entry.ambiguous:
                    break
                # an ambiguous spelling shared with another concept: each sense is a candidate
                # at the same span, and the evidence picks (``_longest_non_overlapping``)
        return raw


def _url_marks(text: str) -> list[int]:
    """Where each of the ``_URL_MARKS`` in ``text`` starts, in order (str.find: a regular
    expression for either took longer than the whole URL test it saves)."""
    marks = []
    for mark in _URL_MARKS:
        at = text.find(mark)
        while at >= 0:
            marks.append(at)
            at = text.find(mark, at + 1)
    marks.sort()
    return marks


def _in_url(text: str, start: int, end: int, marks: list[int]) -> bool:
    """Does ``text[start:end]`` overlap a URL? A URL runs to the next character it cannot hold,
    so only the run of such characters around the hit is searched, not the whole text; and only
    when the run holds one of the ``marks`` (where each "://" and "www." of ``text`` starts), as
    every URL does: most hits are in a file that has a URL in its licence header, far from it."""
    n = len(text)
    stop = _URL_DELIMITER.search(text, end)
    right = stop.start() if stop else n
    last = bisect.bisect_left(marks, right) - 1  # the last mark before the run's end
    if last < 0 or (marks[last] < start and _URL_DELIMITER.search(text, marks[last], start)):
        return False  # no mark in the run: from there to the hit is a character no URL holds
    left = start
    while left > 0 and not _ends_url(text[left - 1]):
        left -= 1
    m = _URL.search(text, left, right)
    return m is not None and m.start() < end


def _ends_url(ch: str) -> bool:
    """A character no URL holds (see _URL_STOPS)."""
    return ch in _URL_STOPS or ch.isspace()


def _git_references(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """Spans of "owner/repo@commit" references in ``text`` (from ``lo`` to ``hi``: where words
    begin and end, as no reference crosses a white space, a bracket or a quote)."""
    spans = []
    for m in _COMMIT.finditer(text, lo, len(text) if hi is None else hi):
        start = m.start()
        while start > lo and text[start - 1] in _REF_CHARS:
            start -= 1
        if text.count("/", start, m.start()) == 1:
            spans.append((start, m.end()))
    return spans


def _in_file_path(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` (next to a "/") part of a file path: a run of name characters and
    slashes that ends with a file extension ("csrc/adam/cpu_adam.cpp") or starts at the root, the
    home or the current folder ("/opt/deepspeed", "~/lora", "./zero")? "adam/adamw" and "TP/PP"
    are alternatives, not paths."""
    a, b = start, stop
    while a > 0 and text[a - 1] in _PATH_CHARS:
        a -= 1
    while b < len(text) and text[b] in _PATH_CHARS:
        b += 1
    run = text[a:b].rstrip(".")
    if _FILE_EXTENSION.search(run) is not None:
        return True
    # a root, home or current folder begins a word ("C++/CUDA" is two names); so does the start of
    # a region, which is the start of the text or the NUL that joins it to the region before
    # (one rule, wherever the region falls in what is matched at once)
    return run.startswith(("/", "./", "../", "~/")) and (a == 0 or text[a - 1].isspace() or text[a - 1] in "\x00([{<\"'`=")


def _declared_after_pointer(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` the name a C declarator gives after a pointer type ("const struct
    llama_adapter_lora * adapter,", "float *data;"): a star after a space, a type before it (a C
    scalar type, a ``*_t`` name, or a name after ``struct``/``enum``/``union``/``const``), and ",",
    ")", ";", "[" or "=" after the name? A product in prose ("TP * PP)") has no type before it."""
    i = start - 1
    if i >= 0 and text[i] == " ":
        i -= 1
    if i < 1 or text[i] != "*" or text[i - 1] != " ":
        return False
    before = _C_TYPE_BEFORE.search(text, max(0, i - 64), i)
    if before is None:
        return False
    j = stop
    while j < len(text) and text[j] == " ":
        j += 1
    return j < len(text) and text[j] in ",);[="


def _is_whole(part: str, start: int, end: int) -> bool:
    """Is ``part[start:end]`` all the words of the region? A localized name that is a region of its
    own (a heading, a table cell, a list item) is named as the concept, not used as an ordinary word."""
    return not part[:start].strip(" \t#*_:-") and not part[end:].strip(" \t#*_:.-")


class _RegionLanguage:
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
        if entry.lang is None or entry.script != "latin":
            return True  # a name in a script of its own (Bengali) says its language by its letters
        return name_counts_in(entry.lang, entry.script, self.code())


def _may_be_french_verb(part: str, start: int, end: int, entry: FormEntry) -> bool:
    """Is this hit of a form spelled like a French infinitive written as one (see
    :func:`language.written_as_french_verb`)? The caller then asks whether the region is French."""
    return entry.french_verb and end - start == len(entry.spelling) and written_as_french_verb(part, start, end)


_ENDING_LAST = tuple({ending[-1] for ending in LATIN_ENDINGS})  # ("s",): most keys end otherwise


def _taken_by_another(owner: Mapping[str, str | None], key: str, concept_id: str) -> bool:
    """Is ``key``, or ``key`` without a plural/possessive ending, a spelling of another concept
    (``owner``: the concept of each key's entries, None for several)? A word form never takes
    such a spelling: "checkpoints" stays the plural of "checkpoint"."""
    if owner.get(key, concept_id) != concept_id:
        return True
    return key.endswith(_ENDING_LAST) and any(
        owner.get(key[: -len(ending)], concept_id) != concept_id for ending in LATIN_ENDINGS if key.endswith(ending))


def _word_end(text: str, folded: str, end: int, n: int, entry: FormEntry) -> int:
    """Where the word that starts with ``entry`` ends, or -1 if the form is inside a longer word."""
    if end >= n or not is_word_char(text[end - 1]) or not is_word_char(text[end]):
        return end
    if entry.script == "bengali" or "\u0980" <= text[end] <= "\u09ff":
        endings = BENGALI_ENDINGS  # also "Transformerগুলো": a Latin term with a Bengali ending
    elif entry.script != "latin":
        endings = ()
    elif entry.lang is not None and entry.lang[:2] == "nl":
        last = folded[end - 1]
        # "model" -> "modellen": a short vowel keeps its sound by doubling the consonant
        endings = ((last + "en",) if last.isalpha() and last not in "aeiouy" else ()) + DUTCH_ENDINGS
    else:
        endings = LATIN_ENDINGS
    source = text if entry.exact else folded
    for ending in endings:
        stop = end + len(ending)
        if source.startswith(ending, end) and (stop >= n or not is_word_char(text[stop])):
            return stop
    if entry.script == "latin" and len(entry.spelling) >= 5 and not entry.exact and entry.lang in (None, "en", "nl"):
        for head in DUTCH_COMPOUND_HEADS:
            stop = end + len(head)
            if folded.startswith(head, end) and (stop >= n or not is_word_char(text[stop])):
                return stop
    return -1


def _longest_non_overlapping(hits: Iterable[Hit], last_end: int = -1) -> tuple[list[Hit], int]:
    """Leftmost-longest: at each start the longest candidate, and nothing that overlaps it, except
    the other senses of an ambiguous candidate: the candidates of other concepts at exactly its
    span, themselves ambiguous. They follow it, a spelling matched with its exact case first
    (lower-case "transformers" is the package before it is the architecture's plural); the first
    sense the evidence accepts is the one found (``DocumentAnalysis``).

    ``last_end``: where the candidates chosen before these end (they all start earlier); returned
    with the chosen ones, for the next."""
    chosen: list[Hit] = []
    for hit in sorted(hits, key=lambda h: (h[0], -h[1], not h[2].exact)):
        if hit[0] >= last_end:
            chosen.append(hit)
            last_end = hit[1]
        elif (chosen and hit[2].ambiguous and hit[0] == chosen[-1][0] and hit[1] == last_end
              and chosen[-1][2].ambiguous and all(h[2].concept_id != hit[2].concept_id for h in _same_span(chosen))):
            chosen.append(hit)
    return chosen, last_end


def _chunks(text: str, size: int, lo: int = 0, first: int | None = None) -> Iterator[tuple[int, int]]:
    """``[lo, hi)`` spans that cover ``text`` from ``lo``, each ``size`` characters or a little
    more (``first``: the first of that size, and each next one twice the one before, up to
    ``size``): it ends before a character no URL contains (white space, a bracket or a quote), or
    at the end."""
    n = len(text)
    step = size if first is None else min(first, size)
    while lo < n:
        cut = _URL_DELIMITER.search(text, lo + step) if lo + step < n else None
        hi = cut.start() if cut else n
        yield lo, hi
        lo = hi
        step = min(2 * step, size)


def _same_span(chosen: list[Hit]) -> list[Hit]:
    """The last chosen hit and the other senses chosen at its span."""
    start, end = chosen[-1][0], chosen[-1][1]
    i = len(chosen) - 1
    while i > 0 and chosen[i - 1][0] == start and chosen[i - 1][1] == end:
        i -= 1
    return chosen[i:]


class LineScan(NamedTuple):
    """The candidates of one line (a region of one piece), kept to match it again after an edit."""

    start: int  # of the line in the document
    line: str
    candidates: Sequence[Candidate]  # at document offsets, in order (a list or CandidateRuns)
    local: bool  # each candidate depends only on the text near it (see _locally_matched)


class CandidateRuns(Sequence[Candidate]):
    """Candidates in document order, kept as runs that each have a shift of their own: the
    candidates of a long line after edits. An edit moves the candidates after it by changing one
    number per run, not by making each of them again (145,000 of them after an edit in the middle
    of a 3.5 MB comment: 40-80 ms); a candidate is moved when it is read."""

    __slots__ = ("_runs", "_firsts")

    MAX_RUNS = 64  # more (each edit adds two or three) are joined into one, moved once

    def __init__(self, runs: list[tuple[Sequence[Candidate], int]]) -> None:
        runs = [(run, shift) for run, shift in runs if run]
        if len(runs) > self.MAX_RUNS:
            runs = [([c for run, shift in runs for c in _moved(run, shift)], 0)]
        self._runs = runs
        self._firsts = list(accumulate((len(run) for run, _ in runs), initial=0))  # index of each run's first

    @classmethod
    def of(cls, cands: Sequence[Candidate]) -> "CandidateRuns":
        return cands if isinstance(cands, CandidateRuns) else cls([(cands, 0)])

    def part(self, i: int, j: int, shift: int) -> list[tuple[Sequence[Candidate], int]]:
        """The runs that hold candidates ``i`` to ``j`` (the first and last cut), moved by ``shift``."""
        out = []
        r = max(bisect.bisect_right(self._firsts, i) - 1, 0)
        while r < len(self._runs) and self._firsts[r] < j:
            run, own = self._runs[r]
            lo, hi = max(i - self._firsts[r], 0), min(j - self._firsts[r], len(run))
            out.append((run if (lo, hi) == (0, len(run)) else run[lo:hi], own + shift))
            r += 1
        return out

    def __len__(self) -> int:
        return self._firsts[-1]

    def __getitem__(self, k):  # type: ignore[override]
        if isinstance(k, slice):
            return [c for run, shift in self.part(*k.indices(len(self))[:2], 0) for c in _moved(run, shift)]
        if k < 0:
            k += len(self)
        if not 0 <= k < len(self):
            raise IndexError(k)
        r = bisect.bisect_right(self._firsts, k) - 1
        run, shift = self._runs[r]
        c = run[k - self._firsts[r]]
        return c if shift == 0 else tuple.__new__(Candidate, (c[0] + shift, c[1] + shift) + c[2:])

    def __iter__(self) -> Iterator[Candidate]:
        for run, shift in self._runs:
            yield from _moved(run, shift)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None  # type: ignore[assignment]


def _locally_matched(line: str) -> bool:
    """Does each candidate of ``line`` depend only on the text within a form's length of it? Not
    with a URL or a git reference (either may run far) or text that NFC changes (offsets map back
    through the whole line); a localized name or a form spelled like a French verb depends on the
    line's language, which :meth:`TermMatcher.scan_line` checks."""
    return "://" not in line and "www." not in line and "@" not in line and unicodedata.is_normalized("NFC", line)


def _same(c: Candidate, start: int, end: int, e: FormEntry) -> bool:
    return (c.start == start and c.end == end and c.concept_id == e.concept_id and c.form == e.form
            and c.lang == e.lang and c.ambiguous == e.ambiguous)


def _moved(cands: Sequence[Candidate], shift: int) -> Sequence[Candidate]:
    """``cands`` moved by ``shift`` (built without the generated constructor, a Python function:
    a run may hold 100,000 candidates)."""
    if shift == 0:
        return cands
    make = tuple.__new__
    return [make(Candidate, (c[0] + shift, c[1] + shift) + c[2:]) for c in cands]


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
