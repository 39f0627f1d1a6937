"""Find glossary terms in prose: every surface form compiled once into an Aho-Corasick automaton.

How a form matches (docs/detection.md says the same for users):
- text and forms are NFC-normalised; matching runs on a length-preserving lower-cased copy;
- a word of a form with a capital inside it (FSDP, ZeRO, LoRA, the "LM" of Megatron-LM) must match
  its case exactly, the other words of the form match in any case (so "Parallel SGD" at the start
  of a sentence is "parallel SGD"); ``match.case_sensitive`` makes a whole form exact and
  ``match.case_insensitive`` makes it match in any case;
- a form must start and end at word boundaries, where combining marks count as word characters
  (Bengali vowel signs) and a Latin letter next to Han, kana or Hangul is at a boundary; in
  Chinese and Japanese text any two Han or hiragana characters are (``text.joins``), and known
  ordinary words that hold a name hide it (:mod:`ai_glossary.core.detection.east_asian`); Latin
  forms may take a plural/possessive ending, German names a case ending, and Bengali forms one of
  a fixed list of case endings; full-width ASCII is read as ASCII;
- Bengali and katakana loanwords match in every spelling their writers use, folded to one key
  (:mod:`.loanword_keys`);
- hyphen, space and (for two-part forms) joined spellings are equivalent: all-reduce, all reduce,
  allreduce, and a hyphen for any one space of a longer form ("fully-sharded data parallelism");
  so is a line break inside a phrase, because pieces are joined with one space;
- acronyms also match in the cases people type (LORA; fsdp, nccl), see :func:`spellings.case_variants`,
  and a word opening in lower case with a capital inside ("oLLama") is no case people type;
- English forms also match their derived word forms (quantized, sharded, all-reduced), see
  :func:`spellings.english_word_forms`; French and Dutch names match the spellings their writers use
  (determiners, accents), see ``localized_spellings`` in
  :mod:`ai_glossary.core.detection.prose_language`, a Dutch name takes the Dutch plural (-en, -s), and a term may head a Dutch compound ("embeddinglaag");
  their verbs and sibling nouns match too (:mod:`.word_forms`), and a Dutch or German name inside a compound (:mod:`.compounds`);
  a Bengali name matches with its translators' calques and its -ization verbs (:mod:`.bengali_names`);
- an English form that is also a French infinitive ("pour les transformer", "d'adapter") is the verb in French prose;
- a localized name counts only in a region of its language or of unknown language (identified lazily),
  or in English prose when a word English never writes ties its words ("accumulation de gradients");
- overlapping candidates: the longest wins, then the earliest;
- not a mention: anything inside a URL, a form that is part of a dotted name
  (``deepspeed.initialize``, ``torch.distributed.checkpoint``), which is code written in prose, and
  an API or identifier form that is called (``torch.optim.AdamW(params)``); every such rule is in
  :mod:`.not_mentions`, the endings a form may take in :mod:`.word_ends`.
Ambiguous forms are only *marked* here; :mod:`ai_glossary.core.detection.sense_cues` decides whether they count.
"""

from __future__ import annotations

import bisect
from types import MappingProxyType
from typing import Callable, Iterable, Iterator, Mapping, Sequence

from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.detection.matching.candidates import Candidate, Hit, doc_offset, joined_starts
from ai_glossary.core.detection.matching.compounds import MAX_PART, compound_start, in_compounds
from ai_glossary.core.detection.matching.compiled import CompiledConcept, FormEntry, compile_concept, match_key, matched_inputs
from ai_glossary.core.detection.matching.join import StoredJoin, Value, in_compound_key, join_concepts
from ai_glossary.core.detection.matching.loanword_keys import compact_key_with_map, key_reach, other_word
from ai_glossary.core.detection.matching.identifier_parts import LONGEST_AFTER_FORM, entry_for, identifier_hits
from ai_glossary.core.detection.matching.identifiers import IdentifierIndex
from ai_glossary.core.detection.matching.overlaps import longest_non_overlapping
from ai_glossary.core.detection.matching.slash_alternatives import shared_modifier
from ai_glossary.core.detection.matching.spellings import capitals_after_lower
from ai_glossary.core.detection.matching.script_automata import ScriptAutomata, key_groups
from ai_glossary.core.detection.matching.long_lines import LineScan, locally_matched, rescan_line
from ai_glossary.core.detection.matching.not_mentions import (
    APOSTROPHES, CONTEXT_BEFORE, URL_DELIMITER, git_references, in_file_listing, in_id_owner, in_model_id,
    in_report_number, in_url, letter_after_apostrophe, url_marks)
from ai_glossary.core.detection.matching.code_rules import written_as_code
from ai_glossary.core.detection.matching.word_ends import LONGEST_ENDING, word_end
from ai_glossary.core.detection.matching.region_names import RegionLanguage, is_whole, may_be_french_verb
from ai_glossary.core.detection.text import ASCII_WORD, REGION_SEPARATOR, fold_width, joins, nfc_with_map

# A text longer than this is scanned in chunks (see TermMatcher.chosen). Small enough that every C
# call on a chunk takes well under a millisecond; large enough that a chunk's margins (a form's
# length of text on either side) and its Python overhead are small beside it.
SCAN_CHUNK = 1 << 15


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
        self._concepts: dict[str, CompiledConcept] | None = compiled_concepts(glossary, kept, matched)
        self._load_concepts: Callable[[], dict[str, CompiledConcept]] | None = None
        table, ordinary = join_concepts(self._concepts)
        keys = sorted(table, key=len, reverse=True)  # the longest first (see script_automata)
        values = [(len(key), table[key], in_compound_key(table[key])) for key in keys]
        self._set_table(keys, key_groups(keys), values, None, ordinary,
                        IdentifierIndex({cid: c.identifiers for cid, c in self._concepts.items() if c.identifiers}),
                        max(map(key_reach, table), default=0))

    @classmethod
    def from_table(cls, stored: StoredJoin, concepts: Callable[[], dict[str, CompiledConcept]]) -> "TermMatcher":
        """The matcher whose joined table was kept on disk (:mod:`.joined_cache`); each key's
        entries are read when a text first holds the key. ``concepts``: the compiled concepts,
        read when first asked for (by the next glossary's matcher, on a reload)."""
        self = cls.__new__(cls)
        self._concepts, self._load_concepts = None, concepts
        self._set_table(stored.keys, stored.groups, [None] * len(stored.keys), stored.value, stored.ordinary,
                        IdentifierIndex(stored.identifiers), stored.key_reach, stored.group_sizes)
        return self

    def _set_table(self, keys: "Sequence[str | None]", groups: Sequence[Sequence[int]], values: list,
                   decode: Callable[[int], Value] | None, ordinary: bool, identifiers: IdentifierIndex,
                   reach: int, group_sizes: Sequence[int] | None = None) -> None:
        """``values[i]``: (its length, its entries, may a word hold it after a modifier) of
        ``keys[i]``, the automaton's value; None until ``decode(i)`` has made it. ``groups``: the
        keys of each script built when a text first holds it (:func:`.script_automata.key_groups`),
        with ``group_sizes`` those of a stored table (:class:`.joined_cache.StoredGroups`)."""
        self.ordinary = ordinary  # whether the table holds ordinary words, entries of no concept
        self.identifiers, self.key_reach = identifiers, reach  # reach: loanword_keys.key_reach
        self._values, self._decode, self._keys, self.groups = values, decode, keys, groups
        self._automaton = ScriptAutomata(keys, groups, group_sizes)
        self.size = len(keys)
        # what a scan in chunks reads past a form's first character: the form, its ending (or the
        # head of a Dutch compound, or the rest of an identifier it is part of), the two characters
        # after it (a dotted name, a call), and the modifier before a name that ends a compound,
        # for the chunk before the name's
        self.context_after = reach + max(LONGEST_ENDING, LONGEST_AFTER_FORM) + 2 + MAX_PART

    def _value(self, i: int) -> Value:
        """The automaton's value ``i``, read from the disk cache the first time (a list item's
        write is atomic: two threads that read it at once store equal values)."""
        value = self._values[i]
        if value is None:
            value = self._values[i] = self._decode(i)  # type: ignore[misc]
        return value

    def table(self) -> list[tuple[str, Value]]:
        """Each key of the automata with its value, in the order of their values: the longest first."""
        list(self.groups)  # a stored table's groups put their keys in place when first read
        return [(key, self._value(i)) for i, key in enumerate(self._keys)]

    def keys_of(self, concept_id: str) -> list[tuple[str, bool]]:
        """The automaton's keys that ``concept_id`` is matched by, each with whether it may end a
        compound ("modelkwantisatie"), so start inside a word (what :mod:`.mention_filter` tests a
        file's text for): about 10 ms for a glossary of 10,000 keys once its entries are read."""
        return [(key, compounds) for key, (_, entries, compounds) in self.table()
                if any(e.concept_id == concept_id for e in entries)]

    @property
    def compiled(self) -> Mapping[str, CompiledConcept]:
        """Each concept's compiled spellings, by id: what a later matcher reuses."""
        concepts = self._concepts
        if concepts is None:  # the loader is kept: a thread that asks meanwhile reads equal concepts
            concepts = self._concepts = self._load_concepts()  # type: ignore[misc]
        return MappingProxyType(concepts)

    def find(self, text: str) -> list[Candidate]:
        """Candidates in ``text`` (offsets into ``text``), longest-first, non-overlapping, sorted.
        ``text`` is one region: its language decides whether localized names count."""
        language = RegionLanguage(text)
        return [Candidate(x, y, c.concept_id, c.form, c.lang, c.ambiguous)
                for a, b, e in self._hits(text) for x, y, c in self._counting(text, a, b, e, language)]

    def _counting(self, part: str, a: int, b: int, e: FormEntry, language: RegionLanguage) -> list[Hit]:
        """How the hit of ``e`` at ``part[a:b]`` counts in its region's ``language``: as itself; as
        the forms inside a localized name that does not count there (:meth:`_inside`); or not at
        all, a form written as a French verb in French prose."""
        if not language.allows(e):
            return self._inside(part, a, b, language)
        if may_be_french_verb(part, a, b, e) and language.code() == "fr":
            return []
        return [(a, b, e)]

    def _inside(self, part: str, a: int, b: int, language: RegionLanguage) -> list[Hit]:
        """The forms that count in ``part[a:b]``, the span of a localized name that does not count
        in this region's language: the longer name hid them ("the all-reduce operation" holds the
        German "All-Reduce-Operation", and in English prose it is "all-reduce")."""
        span, index_map = nfc_with_map(part[a:b])
        found = [h for h in self._forms_in(span) if h[2].concept_id and language.allows(h[2])]
        if index_map is not None:
            found = [(index_map[x], index_map[y], e) for x, y, e in found]
        return [(a + x, a + y, e) for x, y, e in longest_non_overlapping(found, -1)[0]]

    def _hits(self, text: str) -> list[Hit]:
        """``find`` as (start, end, entry) triples: Candidates are built once, by the caller."""
        if self.size == 0 or not text:
            return []
        normalized, index_map = nfc_with_map(text)
        found = list(self.chosen(normalized))
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
            pos += len(part) + len(REGION_SEPARATOR)
        result: list[list[Candidate]] = [[] for _ in piece_lists]
        starts_of: dict[int, list[int]] = {}  # per multi-piece region, where each piece starts
        named: set[int] = set()
        for a, b, e, r in self._region_hits(parts, region_at, named):
            base = region_at[r]
            pieces = piece_lists[r]
            if len(pieces) == 1:
                start = pieces[0][0] + a - base
                end = pieces[0][0] + b - base
            else:
                # a bisection, not a walk over the pieces: a 4,000-line comment block with a term
                # on every line took 1.3-1.9 s per analysis with the walk (quadratic)
                starts = starts_of.get(r)
                if starts is None:
                    starts = starts_of[r] = joined_starts(pieces)
                start = doc_offset(pieces, starts, a - base)
                end = doc_offset(pieces, starts, b - 1 - base) + 1
            alone = e.ambiguous and e.lang is not None and is_whole(parts[r], a - base, b - base)
            result[r].append(Candidate(start, end, e.concept_id, e.form, e.lang, e.ambiguous, alone))
        return result, named

    def _region_hits(self, parts: Sequence[str], region_at: Sequence[int],
                     named: set[int]) -> Iterator[tuple[int, int, FormEntry, int]]:
        """The forms found in the regions ``parts`` (joined by a NUL) that count in their region's
        language (:meth:`_counting`), with the region's index; ``named`` gets the regions where a
        localized name or a form spelled like a French verb was found."""
        languages: dict[int, RegionLanguage] = {}  # per region with such a form, its language
        for a, b, e in self._hits(REGION_SEPARATOR.join(parts)):
            r = bisect.bisect_right(region_at, a) - 1
            if e.lang is None and not e.french_verb:
                yield a, b, e, r  # counts in any language
                continue
            named.add(r)
            language = languages.get(r)
            if language is None:
                language = languages[r] = RegionLanguage(parts[r])
            base = region_at[r]
            for x, y, c in self._counting(parts[r], a - base, b - base, e, language):
                yield base + x, base + y, c, r

    # -- one long line, matched again near an edit (long_lines) ----------------------------------
    def scan_line(self, text: str, piece: tuple[int, int]) -> LineScan:
        """The candidates of a region of one piece (one line), kept for :meth:`rescan_line`."""
        cands, named = self._find_in_regions(text, [[piece]])
        line = text[piece[0]:piece[1]]
        return LineScan(piece[0], line, cands[0], not named and locally_matched(line))

    def rescan_line(self, old: LineScan, text: str, piece: tuple[int, int]
                    ) -> tuple[LineScan, Sequence[Candidate], list[Candidate]]:
        """:meth:`scan_line` of a line that was ``old`` before an edit, matching again only near
        what changed (a one-character edit in a 3.5 MB comment: milliseconds instead of a second);
        also the candidates it dropped and those it added (see :func:`.long_lines.rescan_line`)."""
        return rescan_line(self, old, text, piece)

    def chosen(self, text: str, lo: int = 0, last_end: int = -1, first_chunk: int | None = None) -> Iterator[Hit]:
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
        slashes, dots, tree = "/" in text, "." in text, "├" in text or "└" in text
        marks = url_marks(text)
        for lo, hi in _chunks(text, SCAN_CHUNK, lo, first_chunk):
            ws, we = max(0, lo - CONTEXT_BEFORE), min(n, hi + self.context_after)
            if (lo, hi) == (0, n):  # the whole text in one chunk (most texts): nothing to move or cut
                found = self._forms_in(text)
            else:
                window = text[ws:we]
                found = [(a + ws, b + ws, e) for a, b, e in self._forms_in(window) if lo <= a + ws]
            found.extend(identifier_hits(text, lo, hi, self._named_by))
            taken, last_end = longest_non_overlapping(found, last_end, hi)
            if self.ordinary and taken:
                taken = [h for h in taken if h[2].concept_id]
            if marks and taken:
                taken = [h for h in taken if not in_url(text, h[0], h[1], marks)]
            if refs and taken:
                # the git references that can overlap this chunk's forms: those in the words from
                # ``lo`` to the end of the word at ``we`` (a form ends before it)
                stop = URL_DELIMITER.search(text, we)
                spans = git_references(text, lo, stop.start() if stop else n)
                if spans:
                    taken = [h for h in taken if not any(a < h[1] and h[0] < b for a, b in spans)]
            if (dots or tree) and taken:
                taken = [h for h in taken if not in_file_listing(text, h[0], h[1], dots, tree)]
            if slashes and taken:
                taken = [h for h in taken if not in_model_id(text, h[0]) and not in_id_owner(text, h[0], h[1])]
                if len(taken) > 1 and text.find("/", lo, hi) >= 0:
                    taken = shared_modifier(text, taken, self._forms_in)
            yield from taken

    def _forms_in(self, text: str) -> list[Hit]:
        """Every form in ``text`` that starts and ends at a word boundary and keeps its case where
        it must, overlapping ones included."""
        text = fold_width(text)  # "ＬｏＲＡ" is LoRA, with its exact case
        folded = match_key(text, widths_folded=True)
        # the automaton reads the loanword keys of the text (Bengali, katakana), which may be
        # shorter: ``places`` gives where its characters are in the text
        key, places = compact_key_with_map(folded)
        n = len(text)
        raw: list[Hit] = []
        values, value, word_chars = self._values, self._value, ASCII_WORD
        for last, i in self._automaton.iter(key):
            length, entries, compounds = values[i] or value(i)
            if places is None:  # (the end made after the next test, which drops the most hits)
                start = last - length + 1
            else:
                start, end = places.span(last - length + 1, last)
            if start > 0 and text[start - 1] in word_chars and not compounds and text[start] in word_chars:
                continue  # inside an ASCII word, the most hits of short keys ("te" in "step"), without a call
            if places is None:
                end = last + 1
            word_start = start
            if start > 0 and joins(text[start - 1], text[start]):
                # inside a word: "ep" in "step", "ロス" in "クロス"; or a name after a modifier
                word_start = compound_start(text, start, end) if compounds else -1
                if word_start < 0:
                    continue
            if (key is not folded or entries[0].script == "cjk") and other_word(text, folded, start, end, length,
                                                                               entries[0]):
                continue  # an ordinary word that shares a loanword's key: "গাদার", "クロ・スケール", "バチ"
            for entry in entries:
                if word_start != start and not in_compounds(entry):
                    continue
                if entry.exact:
                    if entry.exact_whole:
                        if not text.startswith(entry.spelling, start):
                            continue
                    elif any(text[start + a : start + b] != entry.spelling[a:b] for a, b in entry.exact):
                        continue
                elif text[start].islower() and capitals_after_lower(text, start, end, entry.spelling):
                    continue  # "oLLama-7B": another name's styling, not a case people type for "Ollama"
                stop = word_end(text, folded, end, n, entry)
                if stop < 0:
                    continue
                if start > 1 and text[start - 1] in APOSTROPHES and letter_after_apostrophe(text, start, entry.spelling):
                    continue  # the "s" of a possessive: "SkyRL's LoRA" is no "S LoRA"
                if written_as_code(text, start, stop, entry.spelling) or (
                        stop < n and text[stop] == "-" and in_report_number(text, start, stop)):
                    break  # code in prose, or a report's number: none of the spellings found here is a mention
                raw.append((word_start, stop, entry))
                if not entry.ambiguous:
                    break
                # an ambiguous spelling: each sense is a candidate at the span, the evidence picks one
        return raw

    def _named_by(self, spaced: str, sense_told: bool = False) -> FormEntry | None:
        """The entry of the form an identifier's words spell (see :func:`.identifier_parts.entry_for`)."""
        i = self._automaton.get(spaced.lower())  # (an identifier is ASCII: its match_key)
        return None if i is None else entry_for(spaced, self._value(i)[1], sense_told)


def compiled_concepts(glossary: Glossary, kept: Mapping[str, CompiledConcept],
                      matched: "Iterable[tuple] | None" = None) -> dict[str, CompiledConcept]:
    """Each concept of ``glossary`` compiled, by id: the one of ``kept`` when it was compiled from
    the same inputs (``matched``: the concepts' ``matched_inputs`` in glossary order, if known)."""
    out: dict[str, CompiledConcept] = {}
    concepts = glossary.concepts.values()
    for concept, inputs in zip(concepts, map(matched_inputs, concepts) if matched is None else matched):
        compiled = kept.get(concept.id)
        if compiled is None or compiled.inputs != inputs:
            compiled = compile_concept(concept, inputs)
        out[concept.id] = compiled
    return out


def _chunks(text: str, size: int, lo: int = 0, first: int | None = None) -> Iterator[tuple[int, int]]:
    """``[lo, hi)`` spans that cover ``text`` from ``lo``, each ``size`` characters or a little
    more (``first``: the first of that size, and each next one twice the one before, up to
    ``size``): it ends before a character no URL contains (white space, a bracket or a quote), or
    at the end."""
    n = len(text)
    step = size if first is None else min(first, size)
    while lo < n:
        cut = URL_DELIMITER.search(text, lo + step) if lo + step < n else None
        hi = cut.start() if cut else n
        yield lo, hi
        lo = hi
        step = min(2 * step, size)
