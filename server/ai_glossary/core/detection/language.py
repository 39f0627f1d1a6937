"""Which human language is a prose region written in? Script first, then a stop-word score.

Used to decide whether a localized name counts (docs/detection.md, "Language of a region"): the French
name "quantification" is a mention in French prose, not in "uncertainty quantification".

Bengali has a script of its own, so a region whose letters are mostly Bengali is Bengali. For the
Latin-script languages of the glossary (English, French, Dutch) the region's words are scored against
short lists of function words (articles, prepositions, pronouns, auxiliaries): the language with the
most hits wins when it has at least ``MIN_HITS`` of them and beats the next one by ``MIN_MARGIN``;
otherwise the language is unknown (``None``). Short comments ("# quantification") stay unknown, and in
a region of unknown language every name counts. This was measured against py3langid and langdetect
on comment-length text (``bench/bench_language_id.py``, figures in docs/detection.md): as accurate on
the decided cases, it abstains rather than guesses on short text, and costs a few microseconds.
"""

from __future__ import annotations

import re

# Function words only: they are frequent, short, and not glossary terms. A word in two lists ("de",
# "en", "in", "is") counts for both.
STOP_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        "the a an of and or to in on at for with from by is are was were be been being this that these "
        "those it its as not no but if then than when which who what where how we you they he she our "
        "your their has have had do does did can could will would should may might must so such into "
        "over after before between only also all each every any more most other there here".split()
    ),
    "fr": frozenset(
        "le la les l un une des du de d au aux et ou à en dans sur pour par avec sans sous est sont était "
        "être été a ont avait ce cet cette ces qui que qu quand dont où il elle ils elles on nous vous "
        "leur leurs son sa ses se ne pas mais si comme aussi tout tous toute toutes chaque entre "
        "après avant lors très peut doit faut être".split()
    ),
    "nl": frozenset(
        "de het een van en of in op aan voor met uit door bij naar om over tot is zijn was waren wordt "
        "worden werd ben bent heeft hebben had dit dat deze die er hier daar wat wie waar hoe niet geen "
        "maar als dan ook al alle elke ieder we wij je jij ze zij hij het hun ons onze kan kunnen moet "
        "moeten zal zullen wordt nog te zo".split()
    ),
}
MIN_HITS = 1
MIN_MARGIN = 1
# Letters (any script) and the apostrophes that glue French elisions ("l'entraînement").
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def is_bengali_letter(ch: str) -> bool:
    return "\u0980" <= ch <= "\u09ff"


def region_language(text: str) -> str | None:
    """The language code of ``text`` ("en", "fr", "nl", "bn"), or None when it cannot be told."""
    words = _WORD.findall(text.lower())
    if not words:
        return None
    bengali = sum(1 for w in words if is_bengali_letter(w[0]))
    if bengali * 2 > len(words):
        return "bn"
    scores = {lang: 0 for lang in STOP_WORDS}
    for word in words:
        for lang, stop in STOP_WORDS.items():
            if word in stop:
                scores[lang] += 1
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if top >= MIN_HITS and top - second >= MIN_MARGIN:
        return best
    return None


def primary_language(tag: str) -> str:
    """"fr-CA" -> "fr": names are tagged with BCP 47 codes, regions with bare languages."""
    return tag.split("-", 1)[0].lower()


def name_counts_in(name_lang: str | None, name_script: str, region_lang: str | None) -> bool:
    """Does a form of language ``name_lang`` (None: the term or an alias, any language) count in a
    region of language ``region_lang``? Only Latin-script localized names are checked: a name in a
    script of its own (Bengali) says its language by its letters."""
    if name_lang is None or region_lang is None or name_script != "latin":
        return True
    lang = primary_language(name_lang)
    return lang == "en" or lang == region_lang
