"""What the term matcher compiles of one concept: the spellings its forms are matched in.

A concept's :class:`CompiledConcept` is a function of its ``matched_inputs`` alone, so a reload
reuses it for every concept whose forms and match rules did not change, and the disk cache
(:mod:`.matcher_cache`) keeps those of the built-in concepts. :class:`~.matcher.TermMatcher`
joins the concepts' tables into one automaton.
"""

from __future__ import annotations

import re
from typing import AbstractSet, NamedTuple

from ai_glossary.core.glossary.model import Concept
from ai_glossary.core.detection.matching.bengali_names import (bengali_verb_forms, marked_bengali_spellings,
                                                               bengali_verb_phrases, english_word_spellings,
                                                               prefix_apart)
from ai_glossary.core.detection.matching.compounds import in_compounds
from ai_glossary.core.detection.matching.form_entry import FormEntry
from ai_glossary.core.detection.matching.identifiers import identifier_spellings
from ai_glossary.core.detection.matching.loanword_keys import compact_key, first_vowel_spellings
from ai_glossary.core.detection.matching.number_formats import spelled_out_names, width_apart
from ai_glossary.core.detection.matching.word_forms import (sibling_nouns, stage_verb_forms, synonyms,
                                                            tuned_participles, tuned_participles_linked, verb_forms)
from ai_glossary.core.detection.french_verbs import spelled_like_french_verb
from ai_glossary.core.detection.prose_language import french_rectified, localized_spellings, primary_language
from ai_glossary.core.detection.matching.spellings import (camel_case_spellings, capital_inside, case_variants,
                                                           degree_spellings, english_stage_verbs, english_word_forms,
                                                           exact_words, names_a_part, prefix_hyphen_spellings,
                                                           variants_with_spans)
from ai_glossary.core.detection.text import fold, script_of

_NO_FORMS: frozenset[str] = frozenset()  # a match rule that names none
# a hyphen between two Bengali characters other than digits ("৮-বিট" is "8-বিট", a digit and a word)
_BENGALI_HYPHEN = re.compile("(?<=[\u0980-\u09e5\u09f0-\u09ff\u200c\u200d])-(?=[\u0980-\u09e5\u09f0-\u09ff])")
_OTHER_HYPHEN = re.compile("-(?![\u0980-\u09e5\u09f0-\u09ff])|(?<![\u0980-\u09e5\u09f0-\u09ff\u200c\u200d])-")
_FOLDED_SCRIPTS = frozenset(("bengali", "cjk"))  # whose spellings loanword_keys folds


def match_key(text: str, widths_folded: bool = False) -> str:
    """The folded text with hyphens read as spaces (same length), so a hyphen may stand for any
    space of a form: "fully-sharded data parallelism". A hyphen between two Bengali characters
    stays, and the loanword key leaves it out: a Bengali loanword is written whole or hyphenated
    at its English parts ("টেনসরফ্লো", "টেন্সর-ফ্লো"). What the automaton compares is its
    :func:`~.loanword_keys.compact_key` (:func:`entry_key`). ``widths_folded``: ``text`` is
    :func:`~..text.fold_width`'s already."""
    folded = fold(text, widths_folded)
    if "-" not in folded:
        return folded
    if folded.isascii() or _BENGALI_HYPHEN.search(folded) is None:
        return folded.replace("-", " ")
    return _OTHER_HYPHEN.sub(" ", folded)


def entry_key(spelling: str) -> str:
    """The automaton's key of a spelling: its :func:`match_key`, with the Bengali and katakana
    spellings of one loanword folded to one key (:mod:`.loanword_keys`)."""
    return compact_key(match_key(spelling))


class CompiledConcept(NamedTuple):
    """What the matcher compiles of one concept, a function of ``inputs`` alone: the spellings its
    forms are matched in. Kept by the matcher for the next glossary's (see TermMatcher)."""

    inputs: tuple  # what it is compiled from (matched_inputs)
    # spellings of its forms: (key, its entries with that key, in the order added)
    entries: tuple[tuple[str, tuple[FormEntry, ...]], ...]
    # word forms and localized spellings, each added only where no other concept has the key
    derived: tuple[tuple[str, FormEntry], ...]
    identifiers: tuple[str, ...]  # see IdentifierIndex


def matched_inputs(concept: Concept) -> tuple:
    """Everything of ``concept`` the matcher compiles it from (its id aside): its forms and match rules."""
    return (concept.term, concept.aliases, tuple(concept.names.items()), concept.exclude, concept.ambiguous,
            concept.case_sensitive, concept.case_insensitive, concept.uninflected)


def compile_concept(concept: Concept, inputs: tuple) -> CompiledConcept:
    table: dict[str, tuple[FormEntry, ...]] = {}
    derived: list[tuple[str, FormEntry]] = []
    excluded, ambiguous, case_sensitive, case_insensitive, uninflected = (
        {fold(x) for x in rule} if rule else _NO_FORMS for rule in
        (concept.exclude, concept.ambiguous, concept.case_sensitive, concept.case_insensitive, concept.uninflected))
    forms = list(concept.surface_forms())
    folds = [fold(form) for form, _ in forms]
    capitals = [capital_inside(form) for form, _ in forms]
    # Listing "lora" and "Lora" next to "LoRA" means exactly these spellings: a form that another
    # form of the concept spells with a capital inside a word, in another case, matches with its
    # exact case ("LoRa", the radio, is none of them).
    mixed = {folded for folded, capital in zip(folds, capitals) if capital}
    # an ambiguous entry written exactly as one of several forms that differ only in case
    # is that spelling's alone: listing "moe" beside "MoE" leaves "MoE" unambiguous. A capital
    # that only opens a word is no other spelling: the German noun "Checkpoint" (and a compound
    # of it, "Kennischeckpoint", a quiz heading) is as ambiguous as "checkpoint"
    written = {form for form, _ in forms}
    ambiguous_as_written = {fold(a) for a in concept.ambiguous if a in written}
    folded_forms = set(folds)
    for (form, lang), folded, capital in zip(forms, folds, capitals):
        if not form or folded in excluded:
            continue
        spelled_by_case = folded in mixed and not capital
        exact_tokens = exact_words(form, folded, case_sensitive | {folded} if spelled_by_case else case_sensitive,
                                     case_insensitive)
        any_exact = any(exact_tokens)
        is_ambiguous = folded in ambiguous and (form in concept.ambiguous or folded not in ambiguous_as_written
                                                or not capital)
        script = "latin" if form.isascii() else script_of(form)  # the scan of every character is slow
        part_name = names_a_part(form, folded_forms) if lang in (None, "en") else False
        # "Transformer block" is not also "TransformerBlock" (spellings.names_a_part)
        for spelling, token_spans in variants_with_spans(form, any_exact, joined=not part_name):
            exact = tuple(span for span, is_exact in zip(token_spans, exact_tokens) if is_exact)
            for variant, variant_ambiguous in case_variants(spelling, exact_tokens, folded in case_sensitive):
                folded_variant = fold(variant)
                entry = FormEntry(concept.id, form, variant, lang, exact, is_ambiguous or variant_ambiguous,
                                  script, exact == ((0, len(variant)),),
                                  lang is None and spelled_like_french_verb(folded_variant, folded_forms))
                add_entry(table, compact_key(match_key(variant)), entry)  # its entry_key
        # the spellings of a localized name its writers use ("des données", "entrainement"), and
        # those of the other nouns of its family and of its verb ("parallélisation", "quantifié")
        # a concept that opts its term out of English word forms ("pre-trained") takes no Bengali participle
        participles = fold(concept.term or "") not in uninflected
        for spelling, spelling_ambiguous in _localized_forms(form, lang, concept.term or "", script, is_ambiguous,
                                                             participles):
            local_cs = case_sensitive | ({fold(spelling)} if folded in case_sensitive else set())
            # a spelling made from one form that the glossary lists as an ambiguous form of its own
            # stays ambiguous: "ব্যাচের আকার", made from "ব্যাচ সাইজ", is also a factory's batch
            derived += _derived_entries(concept.id, form, lang, spelling, local_cs, case_insensitive,
                                        spelling_ambiguous or fold(spelling) in ambiguous, script)
        if script != "latin" or lang not in (None, "en"):
            continue
        for spelling in (degree_spellings(form, concept.term or "") + width_apart(form)
                         + prefix_hyphen_spellings(form)):
            derived += _derived_entries(concept.id, form, lang, spelling, case_sensitive, case_insensitive,
                                        is_ambiguous, script)
        for spelling in camel_case_spellings(form):  # written in this case only: "MixtureOfExperts", "topP"
            derived += _derived_entries(concept.id, form, lang, spelling, case_sensitive | {fold(spelling)},
                                        case_insensitive, is_ambiguous, script)
        if folded in uninflected:
            for verb in english_stage_verbs(form):
                derived += _derived_entries(concept.id, form, lang, verb, case_sensitive, case_insensitive,
                                            is_ambiguous, script)
            continue
        for word_form in english_word_forms(form, exact_tokens):
            derived += _derived_entries(concept.id, form, lang, word_form, case_sensitive, case_insensitive,
                                        is_ambiguous, script, joined=not part_name)
    # "virgule flottante 16 bits", "16-Bit-Gleitkommazahl": a floating-point format spelled out
    for name, lang in spelled_out_names([concept.term or "", *concept.aliases]):
        derived += _derived_entries(concept.id, name, lang, name, case_sensitive, case_insensitive, False, "latin")
    return CompiledConcept(inputs, tuple(table.items()), tuple(derived), identifier_spellings(concept))


def _localized_forms(form: str, lang: str | None, term: str, script: str,
                     ambiguous: bool, participles: bool) -> list[tuple[str, bool]]:
    """(spelling, ambiguous) of each spelling of a localized name (``localized_spellings``), of
    the other nouns of its family (:func:`.word_forms.sibling_nouns`), of its synonyms
    (:func:`.word_forms.synonyms`; a Bengali name's, :func:`.bengali_names.bengali_spellings`, and its spellings
    with the term's first or last words in English, :func:`.bengali_names.english_word_spellings`, and the
    other vowel of their words' first syllables, :func:`.loanword_keys.first_vowel_spellings`) and of its verb forms
    (:func:`.word_forms.verb_forms`; a one-word verb is ambiguous: it is more general than its noun;
    a Bengali name's verb with করা, :func:`.bengali_names.bengali_verb_phrases`, is as specific as the name)."""
    out = [(s, ambiguous) for s in localized_spellings(form, lang, term)]
    if lang is None:
        return out
    code = primary_language(lang)
    if script == "bengali" and code == "bn":  # its loanwords and calques ("তথ্য সমান্তরালতা"), its verbs
        # a spelling with an everyday member of a family is ambiguous ("শিক্ষার হার", also the literacy rate)
        out += [(s, ambiguous or everyday) for s, everyday in marked_bengali_spellings(form).items()]
        # the name and its synonyms also with the other vowel of their words' first syllable
        # ("গ্র্যাডিয়েন্ট")
        out += [(v, amb) for s, amb in [(form, ambiguous), *out] for v in first_vowel_spellings(s)]
        return (out + [(s, ambiguous) for s in english_word_spellings(form, term)]
                + [(v, True) for v in bengali_verb_forms(form)]
                + [(v, ambiguous) for v in bengali_verb_phrases(form, participles)])
    if script != "latin":
        return out
    names = [form, *synonyms(form, code)]
    for sibling in sibling_nouns(form, code) + names[1:]:
        out += [(s, ambiguous) for s in [sibling, *localized_spellings(sibling, lang, term)]]
    for verb in verb_forms(form, code):
        # a verb alone is ambiguous; "gradients accumulés" holds its object, as specific as the name
        out += [(s, ambiguous or " " not in verb) for s in [verb, *localized_spellings(verb, lang, term)]]
    # "a été pré-entraîné", "ajustés par instructions": as ambiguous as the name, in the spelling of
    # 1990 too; not unaccented, which would add half as many again to these 1,170 spellings
    for verb in stage_verb_forms(form, code) + [p for n in names for p in tuned_participles(n, code)]:
        out += [(s, ambiguous) for s in [verb, *french_rectified(verb)]]
    # "ajusté aux instructions": an ordinary phrase too, ambiguous whatever the name is
    for verb in [p for n in names for p in tuned_participles_linked(n, code)]:
        out += [(s, True) for s in [verb, *french_rectified(verb)]]
    return out


def _derived_entries(concept_id: str, form: str, lang: str | None, spelling: str, case_sensitive: AbstractSet[str],
                     case_insensitive: AbstractSet[str], ambiguous: bool, script: str,
                     joined: bool = True) -> list[tuple[str, FormEntry]]:
    """(key, entry) for each hyphen/space/joined spelling of ``spelling``, which is derived from
    ``form``: a localized spelling or an English word form (not the joined one unless ``joined``)."""
    exact_tokens = exact_words(spelling, fold(spelling), case_sensitive, case_insensitive)
    out = []
    for variant, token_spans in variants_with_spans(spelling, any(exact_tokens), joined):
        if script == "bengali" and prefix_apart(variant):
            continue  # "পূর্ব প্রশিক্ষণ" is prior training; "পূর্ব-প্রশিক্ষণ" the stage
        exact = tuple(span for span, is_exact in zip(token_spans, exact_tokens) if is_exact)
        out.append((entry_key(variant), FormEntry(concept_id, form, variant, lang, exact, ambiguous, script,
                                                  exact == ((0, len(variant)),))))
    return out


def add_entry(table: dict[str, tuple[FormEntry, ...]], key: str, entry: FormEntry) -> None:
    """Add ``entry`` unless its concept has that spelling already (but for a name that may stand in
    a compound, :func:`.compounds.in_compounds`), or (in Bengali or Chinese and
    Japanese) another spelling of that key in the same language: the spellings of one loanword. A
    form listed in the glossary ("ddp") replaces the ambiguous case variant of another form (the
    "ddp" of "DDP")."""
    entries = table.get(key, ())
    for i, e in enumerate(entries):
        if e.concept_id == entry.concept_id and e.spelling == entry.spelling and in_compounds(entry) > in_compounds(e):
            # a Dutch or German name spelled as the English term ("embedding") is kept beside it: only
            # the name stands in a compound ("vectorembeddings"); at a word of its own, the two
            # candidates of one concept at one span are one mention (overlaps.longest_non_overlapping)
            continue
        if e.concept_id == entry.concept_id and (e.spelling == entry.spelling or (
                e.script == entry.script in _FOLDED_SCRIPTS and not e.exact and not entry.exact
                and e.lang == entry.lang)):
            kept = entry if e.ambiguous and not entry.ambiguous else e
            if e.spelling == entry.spelling and _han_languages(e.lang, entry.lang):
                # a name both Chinese and Japanese list ("困惑度", "集合通信") counts in the prose of
                # either: one entry tagged with one of them would count only there
                kept = kept._replace(lang=None)
            if kept is not e:
                table[key] = entries[:i] + (kept,) + entries[i + 1:]
            return
    table[key] = entries + (entry,)


def _han_languages(one: str | None, other: str | None) -> bool:
    """Are ``one`` and ``other`` Chinese and Japanese, one each?"""
    return one is not None and other is not None and {primary_language(one), primary_language(other)} == {"zh", "ja"}
