"""Where a word that starts with a glossary form ends: the form alone, the form with an ending of
its language (a Latin plural or possessive, a Dutch plural, a German case ending, a Bengali case
ending), or the form at the head of a Dutch or German compound ("embeddinglaag",
"Embeddingschicht"), or a Dutch or German name at the head of any compound (:mod:`.compounds`); or nowhere, when the form is inside a longer word.

Also which word forms a concept may not take (:func:`taken_by_another`), as they are built from
the same endings.
"""

from __future__ import annotations

from typing import Mapping

from ai_glossary.core.detection.matching.form_entry import FormEntry
from ai_glossary.core.detection.matching.compounds import MAX_PART, compound_end, in_compounds
from ai_glossary.core.detection.text import KATAKANA, cjk_class, joins

LATIN_ENDINGS = ("'s", "\u2019s", "es", "s")
_POSSESSIVES = LATIN_ENDINGS[:2]
# A Dutch name's plural: -en ("transformermodellen" after a doubled consonant, "gradiënten"), -s, -'s.
DUTCH_ENDINGS = ("'s", "\u2019s", "en", "s")
# Dutch writes a compound as one word, an English term included: "embeddinglaag", "tokenizermodel",
# "transformerarchitectuur", "pretrainingsfase". A Latin form of five letters or more followed by
# one of these Dutch nouns (the head of the compound), with or without the linking "s", is the
# term. Longest first.
DUTCH_COMPOUND_HEADS = tuple(sorted((
    "laag", "lagen", "model", "modellen", "netwerk", "netwerken", "architectuur", "architecturen",
    "representatie", "representaties", "vector", "vectoren", "methode", "methoden", "methodes",
    "techniek", "technieken", "bibliotheek", "implementatie", "implementaties", "algoritme",
    "algoritmen", "algoritmes", "grootte", "stap", "stappen", "fase", "fasen", "proces", "processen",
    # what a trained part is stored as: "adaptergewichten", "tokenizerbestanden", "checkpointbestand"
    "gewicht", "gewichten", "bestand", "bestanden",
    # the repeated unit of a network ("transformerblokken", as the English "Transformer block")
    "blok", "blokken",
), key=len, reverse=True))
# A German name's case and plural endings on nouns: des Modells, des Gradienten, die Adaptern.
GERMAN_ENDINGS = ("es", "en", "s", "n")
# German writes compounds as one word too, an English term included: "Embeddingschicht",
# "Transformermodell", "Tokenizerbibliothek"; the German nouns that head them. Longest first.
GERMAN_COMPOUND_HEADS = tuple(sorted((
    "schicht", "schichten", "modell", "modelle", "modells", "modellen", "netz", "netze", "netzwerk",
    "netzwerke", "architektur", "architekturen", "vektor", "vektoren", "methode", "methoden",
    "verfahren", "technik", "techniken", "bibliothek", "implementierung", "algorithmus", "algorithmen",
    "größe", "schritt", "schritte", "training",
), key=len, reverse=True))
# Bengali case and plural endings written attached to a noun: plural markers (-গুলো, -গুলি, -রা,
# -েরা, -দের, the formal -সমূহ of written and translated prose, and the English -s of a loanword,
# "এমবেডিংস", also before a case ending, "এম্বেডিংসের", and its -es after a sibilant, "সাইজেস"),
# classifiers (-টি, -টা, -খানা), the genitive (-র, -এর, -ের, -য়ের), objective (-কে), locative
# (-তে, -য়, -ে, -য়ে) and their combinations (-গুলোর, -গুলিকে, -টির, -দেরকে, -সমূহের), each
# optionally followed by the emphatic -ও or -ই. A form followed by anything else is part of a
# longer word. Longest first.
_BENGALI_CASES = (
    "গুলোর", "গুলির", "গুলোকে", "গুলিকে", "গুলোতে", "গুলিতে", "গুলোয়", "গুলো", "গুলি",
    "সমূহের", "সমূহকে", "সমূহে", "সমূহ", "সের", "সকে", "স", "েসের", "েসকে", "েস",
    "দেরকে", "দের", "েরা", "রা",
    "টির", "টার", "টিকে", "টাকে", "টিতে", "টাতে", "টি", "টা", "খানা", "খানি",
    "য়ের", "এর", "ের", "র", "কে", "তে", "য়ে", "য়", "ে",
    "সহ",  # "with", written attached: "অ্যাডাপ্টারসহ" (with an adapter), "ছবিসহ"
)
BENGALI_ENDINGS = tuple(
    sorted({e + emphatic for e in _BENGALI_CASES for emphatic in ("", "ও", "ই")} | {"ও", "ই"}, key=len, reverse=True)
)
# the most a word reads past its form: the longest ending or compound head
LONGEST_ENDING = max(max(map(len, BENGALI_ENDINGS + LATIN_ENDINGS + DUTCH_ENDINGS + DUTCH_COMPOUND_HEADS
                              + GERMAN_COMPOUND_HEADS)), MAX_PART)
_COMPOUND_HEADS = tuple(sorted(set(DUTCH_COMPOUND_HEADS + GERMAN_COMPOUND_HEADS), key=len, reverse=True))
# the heads by their first letter, each in the order of _COMPOUND_HEADS: a word is read only for the
# heads that start with its next letter (each of a third of the forms found was read for all sixty)
_HEADS_BY_FIRST: dict[str, tuple[str, ...]] = {}
for _head in _COMPOUND_HEADS:
    _HEADS_BY_FIRST[_head[0]] = _HEADS_BY_FIRST.get(_head[0], ()) + (_head,)
_HEAD_RANK = {head: rank for rank, head in enumerate(_COMPOUND_HEADS)}

_ENDING_LAST = tuple({ending[-1] for ending in LATIN_ENDINGS})  # ("s",): most keys end otherwise


def _takes_es(folded: str, end: int) -> bool:
    """Does the word ending at ``end`` make its plural with "-es", as English does after a
    sibilant ("batches", "prefixes", "biases")?"""
    return folded[end - 1] in "sxz" or folded[end - 2:end] in ("ch", "sh")


def taken_by_another(owner: Mapping[str, str | None], key: str, concept_id: str) -> bool:
    """Is ``key``, or ``key`` without a plural/possessive ending, a spelling of another concept
    (``owner``: the concept of each key's entries, None for several)? A word form never takes
    such a spelling: "checkpoints" stays the plural of "checkpoint"."""
    if owner.get(key, concept_id) != concept_id:
        return True
    return key.endswith(_ENDING_LAST) and any(
        owner.get(key[: -len(ending)], concept_id) != concept_id for ending in LATIN_ENDINGS if key.endswith(ending))


def word_end(text: str, folded: str, end: int, n: int, entry: FormEntry) -> int:
    """Where the word that starts with ``entry`` ends, or -1 if the form is inside a longer word."""
    if end >= n or not joins(text[end - 1], text[end]):
        return end
    if (text[end] == "_" and (end + 1 >= n or not joins(text[end], text[end + 1]) and text[end + 1] not in "\"'`")
            and entry.script == "latin" and not entry.spelling.islower()):
        # a reStructuredText reference to a link target ("as described by ZeRO_.", "GPipe_"): the underscore
        # that makes it a reference is no part of the name; a lower-case prefix in quotes ("lora_") is an
        # identifier's
        return end
    if text[end].isdigit() and entry.script == "latin" and " " in entry.spelling and entry.spelling[-1].islower():
        # a footnote's number glued to a name of several words by a page's text ("appelée longueur de
        # contexte5."); a name of one word followed by a digit is another name ("Llama2", "fp8")
        stop = end + 1
        while stop < n and stop - end < 3 and text[stop].isdigit():
            stop += 1
        return end if stop >= n or not joins(text[stop - 1], text[stop]) else -1
    if entry.script == "cjk":
        # a katakana name followed by katakana heads a compound ("トランスフォーマーモデル"), but one
        # or two katakana are the start of a longer loanword ("ロス" of "ロスレス")
        return end if cjk_class(text[end]) == KATAKANA and len(entry.spelling) >= 3 else -1
    if entry.script == "bengali" or "\u0980" <= text[end] <= "\u09ff":
        endings = BENGALI_ENDINGS  # also "Transformerগুলো": a Latin term with a Bengali ending
    elif entry.script != "latin":
        endings = ()
    elif entry.lang is not None and entry.lang[:2] == "de":
        endings = GERMAN_ENDINGS
    elif entry.lang is not None and entry.lang[:2] == "nl":
        last = folded[end - 1]
        # "model" -> "modellen": a short vowel keeps its sound by doubling the consonant
        endings = ((last + "en",) if last.isalpha() and last not in "aeiouy" else ()) + DUTCH_ENDINGS
    elif len(entry.spelling) <= 2 and entry.spelling.islower() and entry.form != entry.spelling:
        # a two-letter acronym typed in lower case takes no plural: "eps", "tps", "dps" and "pps" are
        # epsilon and rates per second; the plural of EP or TP keeps its capitals ("EPs", "TPs")
        endings = _POSSESSIVES
    else:
        endings = LATIN_ENDINGS
    source = text if entry.exact else folded
    for ending in endings:
        stop = end + len(ending)
        if source.startswith(ending, end) and (stop >= n or not joins(text[stop - 1], text[stop])):
            if ending == "es" and endings is LATIN_ENDINGS and not _takes_es(folded, end):
                continue  # "ranges" is no plural of the French "rang"; "batches" is of "batch"
            return stop
    if entry.script == "latin" and len(entry.spelling) >= 5 and not entry.exact and entry.lang in (None, "en", "nl", "de"):
        link = 1 if folded.startswith("s", end) else 0  # "pretrainingsfase", "Trainingsschritt"
        heads = _HEADS_BY_FIRST.get(folded[end], ())
        if link and end + 1 < n and (more := _HEADS_BY_FIRST.get(folded[end + 1], ())) and more is not heads:
            heads = sorted(heads + more, key=_HEAD_RANK.__getitem__)
        for head in heads:
            for start in (end, end + link) if link else (end,):
                stop = start + len(head)
                # a compound writes its head in lower case; a capital starts the next word of a
                # CamelCase identifier ("EmbeddingModel", "TransformerModel": a class's name)
                if folded.startswith(head, start) and not text[start].isupper() and (
                        stop >= n or not joins(text[stop - 1], text[stop])):
                    return stop
    if in_compounds(entry):
        return compound_end(text, end, n)  # "kwantisatieproces", "Quantisierungsmethode"
    return -1
