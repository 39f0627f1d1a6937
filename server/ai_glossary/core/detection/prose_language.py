"""Which human language is a prose region written in? Script first, then a stop-word score.

Used to decide whether a localized name counts (docs/detection.md, "Language of a region"): the French
name "quantification" is a mention in French prose, not in "uncertainty quantification".

Bengali has a script of its own, so a region whose letters are mostly Bengali is Bengali. For the
Latin-script languages of the glossary (English, French, Dutch) the region's words are scored against
short lists of function words (articles, prepositions, pronouns, auxiliaries): the language with the
most hits wins when it has at least ``MIN_HITS`` of them and beats the next one by ``MIN_MARGIN``;
otherwise the language is unknown (``None``). Short comments ("# quantification") stay unknown, and in
a region of unknown language every name counts. Measured against py3langid and langdetect on
comment-length text (``python -m bench.language_id``, figures in docs/detection.md): as accurate on
the decided cases, it abstains rather than guesses on short text, and costs a few microseconds.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import cache

from ai_glossary.core.detection.east_asian import east_asian_spellings
from ai_glossary.core.detection.german_names import german_declined
from ai_glossary.core.detection.text import script_of

# Function words only: they are frequent, short, and not glossary terms. A word in two lists ("de",
# "en", "in", "is", "la") counts for both. Spanish leaves out the pronouns "le" and "les", which are
# French articles far more often, "y" and "o" (a shell's "-y", a variable) and "todo" (TODO).
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
    "es": frozenset(
        "el la los las un una unos unas de del al en con por para sin sobre entre es son era fue "
        "ser está están este esta estos estas ese esa que cuando donde como pero si también muy se su "
        "sus lo nos hay puede pueden debe cada más".split()
    ),
    "de": frozenset(
        "der die das den dem des ein eine einen einem einer eines und oder im am auf für mit von zu "
        "zum zur aus bei nach über unter ist sind war wird werden wurde kann können muss nicht kein "
        "keine auch aber wenn dass es wir sie er ihr ihre sich noch nur wie als dieser diese dieses "
        "jede jeder beim vom ins durch bis ob hat haben hatte sein seine seiner seinen mehr sehr alle allen "
        "alles diesem diesen welche welcher welches dabei damit daher dadurch jedoch sowie zwischen ohne "
        "gegen wurden worden dann denn weil sondern".split()
    ),
}


def _languages_of_words(lists: dict[str, frozenset[str]]) -> dict[str, tuple[str, ...]]:
    """Each word of ``lists`` with the languages whose list holds it."""
    found: dict[str, tuple[str, ...]] = {}
    for lang, words in lists.items():
        for word in words:
            found[word] = found.get(word, ()) + (lang,)
    return found


_LANGUAGES_OF = _languages_of_words(STOP_WORDS)
MIN_HITS = 1
MIN_MARGIN = 1
# Letters (any script) and the apostrophes that glue French elisions ("l'entraînement").
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def is_bengali_letter(ch: str) -> bool:
    return "\u0980" <= ch <= "\u09ff"


# Kana (hiragana, katakana, half-width katakana; not the middle dot).
_KANA = re.compile("[\u3041-\u309f\u30a0-\u30fa\u30fc-\u30ff\uff66-\uff9f]")


@cache
def _han() -> re.Pattern[str]:
    """The common Han characters, compiled at first use: ``re`` maps each of their 27,000 code
    points when it compiles them (0.4 M bytecodes), and a scan of English code may ask the language
    of no region that holds a character past ASCII."""
    return re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")


_FIRST_HAN = "\u3400"  # the first code point of :func:`_han`'s

# Japanese writes kana in every sentence; a Japanese heading may be all Han ("分散学習"), so a
# region of Han alone is Chinese only from this many Han characters on.
MIN_HAN_FOR_CHINESE = 8


def region_language(text: str) -> str | None:
    """The language code of ``text`` ("en", "fr", "nl", "es", "de", "bn", "zh", "ja"), or None
    when it cannot be told."""
    if not text.isascii():
        # decomposed accents would split words ("donne" + "es" of an NFD "données")
        text = unicodedata.normalize("NFC", text)
    words = _WORD.findall(text.lower())
    if not words:
        return None
    if not text.isascii():
        # (no Han character before U+3400: ``max`` reads the text in C, where compiling the Han
        # pattern costs 0.4 M bytecodes, and an accented French region holds no Han)
        kana, han = len(_KANA.findall(text)), len(_han().findall(text)) if max(text) >= _FIRST_HAN else 0
        if kana + han:
            # Latin words inside Chinese or Japanese ("使用 LoRA 微调") are names, not the language
            latin = sum(1 for w in words if w.isascii())
            if kana + han >= latin:
                return "ja" if kana else ("zh" if han >= MIN_HAN_FOR_CHINESE else None)
    bengali = 0 if text.isascii() else sum(1 for w in words if is_bengali_letter(w[0]))
    if bengali * 2 > len(words):
        return "bn"
    # each language's count of its function words: each distinct word looked up once (a docstring
    # of thousands of words asked for eight set look-ups a word)
    scores = {lang: 0 for lang in STOP_WORDS}
    counts = Counter(words)
    for word in counts.keys() & _LANGUAGES_OF.keys():
        for lang in _LANGUAGES_OF[word]:
            scores[lang] += counts[word]
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if top >= MIN_HITS and top - second >= MIN_MARGIN:
        return best
    return None


def primary_language(tag: str) -> str:
    """"fr-CA" -> "fr": names are tagged with BCP 47 codes, regions with bare languages."""
    return tag.split("-", 1)[0].lower()


_SCRIPT_LANGUAGES = ("zh", "ja")  # languages whose names are mostly in a script of their own


def name_counts_in(name_lang: str | None, name_script: str, region_lang: str | None) -> bool:
    """Does a form of language ``name_lang`` (None: the term or an alias, any language) count in a
    region of language ``region_lang``?

    A name in a script of its own (Bengali) says its language by its letters, and counts anywhere.
    Chinese and Japanese share the Han script: their names count anywhere but in a region of the
    other one ("数据并行" not in Japanese prose). A Latin-script name listed for Chinese or
    Japanese is the English name as they write it ("BatchNorm") and counts anywhere; another
    Latin-script name counts in English prose and in its own language's."""
    if name_lang is None or region_lang is None or name_script not in ("latin", "cjk"):
        return True
    lang = primary_language(name_lang)
    if name_script == "cjk":
        return region_lang not in _SCRIPT_LANGUAGES or lang == region_lang
    return lang == "en" or lang == region_lang or lang in _SCRIPT_LANGUAGES


_FRENCH_DETERMINER = re.compile(r"(?<![\w'])(de la |de l'|des |du |de |d'|à la |à l'|aux |au |à )(?=\w)")
_BEFORE_VOWEL = {"de": ("d'", "de l'", "des "), "à": ("à l'", "aux ")}
_BEFORE_CONSONANT = {"de": ("de ", "du ", "des ", "de la "), "à": ("à ", "au ", "aux ", "à la ")}
# the letters a French article elides before ("de l'entraînement", "l'optimiseur")
FRENCH_ELISION_LETTERS = "aeiouyhâàéèêëîïôûœ"


# Dutch writes Latin loanwords with kw where their source has qu ("kwantisatie", from "quantisation");
# writers and machine translations keep the qu as well
_DUTCH_KW = re.compile(r"[Kk]w(?=[aeio])")
_DUTCH_LONG_VOWEL_END = re.compile(r"([aeou])\1([bdfgklmnprst])$")
# the "token" heading a longer French word, which French writers accent ("tokénisation", "tokénisées")
_FRENCH_TOKEN = re.compile(r"(?<![^\W\d_])([Tt]ok)en(?=[^\W\d_])")


def localized_spellings(form: str, lang: str | None, term: str = "") -> list[str]:
    """Other spellings of a localized name that its language's writers use (docs/detection.md,
    "Localized names"), the name itself not included:

    - French: the other determiners between its words ("de" / "du" / "des" / "de la" / "d'" /
      "de l'", "à" / "au" / "aux" / "à la" / "à l'", for the first one), the plural of its head
      noun ("fenêtres de contexte", "entraînements distribués"), the feminine of a participle that heads it
      ("limitées par la mémoire"), "tokén-" for a longer word's "token-", the
      spelling of 1990 without the circumflex on i and u ("entrainement distribué", "pré-entrainement"), and every spelling
      without accents ("entrainement distribue", as typed in code comments);
    - Dutch: without diaeresis or accents ("gradienten" for "gradiënten"), and a compound whose
      first part is the first word of the English ``term`` also written apart: "gradiëntaccumulatie"
      as "gradiënt accumulatie" and "gradient-accumulatie", "batchgrootte" as "batch grootte"; and
      the plural of -heid, -heden ("leersnelheden") and of a long vowel's last syllable
      ("transformerarchitecturen"; the other plurals are endings, see the matcher);
      "parallellisme" with one l ("data-parallelisme"); and a kw- loanword with the qu of its source
      ("quantisatie" for "kwantisatie").

    A Bengali name's spellings are folded to one key, not listed (:mod:`.matching.loanword_keys`).
    """
    if not form.isascii() and script_of(form) == "cjk":
        return east_asian_spellings(form)
    if lang is None:
        return []
    code = primary_language(lang)
    if code == "es":
        spellings = [form] + _spanish_determiners(form)
        spellings += [p for s in spellings for p in _spanish_plural(s)]
        spellings += [_without_accents(s) for s in spellings]
    elif code == "de":
        spellings = [form] + _dutch_compound_apart(form, term) + german_declined(form)
    elif code == "fr":
        spellings = [form] + _french_determiners(form) + _french_plural(form) + _french_feminine(form)
        spellings += [_FRENCH_TOKEN.sub(r"\1én", s) for s in spellings if _FRENCH_TOKEN.search(s)]
        spellings += [_rectified(s) for s in spellings] + [_without_accents(s) for s in spellings]
    elif code == "nl":
        spellings = [form] + _dutch_compound_apart(form, term)
        # -heid takes -heden: leersnelheid, leersnelheden; a long vowel before the last consonant is
        # written single in the plural's open syllable: transformerarchitectuur, -architecturen
        spellings += [s[:-4] + "heden" for s in spellings if s.endswith("heid")]
        spellings += [_DUTCH_LONG_VOWEL_END.sub(r"\1\2en", s) for s in spellings if _DUTCH_LONG_VOWEL_END.search(s)]
        # "parallellisme" and "parallellisatie" are also written with one l, as in "parallel"
        spellings += [s.replace("parallell", "parallel") for s in spellings if "parallell" in s.lower()]
        # the Latin spelling of a kw- loanword, which translations keep: "quantisatie", "gequantiseerd"
        spellings += [_DUTCH_KW.sub(lambda m: "Qu" if m.group(0) == "Kw" else "qu", s) for s in spellings
                      if _DUTCH_KW.search(s)]
        spellings += [_without_accents(s) for s in spellings]
    else:
        return []
    return [s for s in dict.fromkeys(spellings) if s != form]


def _french_determiners(form: str) -> list[str]:
    match = _FRENCH_DETERMINER.search(form)
    if match is None:
        return []
    family = "à" if match.group(1).startswith("à") else "de"
    rest = form[match.end():]
    table = _BEFORE_VOWEL if rest[:1].lower() in FRENCH_ELISION_LETTERS else _BEFORE_CONSONANT
    return [form[: match.start()] + det + rest for det in table[family]]


def _dutch_compound_apart(form: str, term: str) -> list[str]:
    """The name's first word, a compound that begins with the English term's first word, written
    apart: "gradiëntaccumulatie" -> "gradiënt accumulatie", "parameterefficiënte finetuning" ->
    "parameter efficiënte finetuning" (and so "parameter-efficiënte", a hyphen being a space)."""
    head = term.replace("-", " ").split(" ")[0].lower()
    first, space, rest = form.partition(" ")
    if "-" in first or len(head) < 4 or len(first) < len(head) + 4:
        return []
    if _without_accents(first[: len(head)].lower()) != _without_accents(head):
        return []
    return [first[: len(head)] + " " + first[len(head):] + space + rest]


def _french_plural(form: str) -> list[str]:
    """The plural of the head noun ("fenêtres de contexte"), or of a noun and its adjective
    ("entraînements distribués"); a plural at the very end is an ending, not a spelling."""
    words = form.split(" ")
    # the second word may be elided: "modèle d'incorporation" -> "modèles d'incorporation"
    if len(words) < 2 or not all(re.sub(r"^[dl]['\u2019]", "", w).isalpha() for w in words[:2]):
        return []
    if _FRENCH_DETERMINER.search(form) or len(words) > 2:
        return [" ".join([_plural(words[0])] + words[1:])]
    return [" ".join(_plural(w) for w in words)]


# the prepositions after a participle that heads a name: "limité par la mémoire", "fine-tuné sur"
_FRENCH_AFTER_PARTICIPLE = frozenset(("par", "sur", "à", "pour", "avec", "en"))


def _french_feminine(form: str) -> list[str]:
    """The feminine of a participle that heads a name, singular and plural: "limité par la mémoire"
    -> "limitée par la mémoire", "limitées par la mémoire" (the masculine plural is the plural's)."""
    words = form.split(" ")
    if len(words) < 2 or not words[0].endswith("é") or words[1] not in _FRENCH_AFTER_PARTICIPLE:
        return []
    return [" ".join([words[0] + ending] + words[1:]) for ending in ("e", "es")]


# the article a Spanish "de" takes before the noun it links ("tamaño del batch", "paralelismo de los
# datos", "destilación del conocimiento"); the first link of a name only
_SPANISH_DETERMINER = re.compile(r"(?<!\w)(de la |de los |de las |del |de )(?=\w)")
_SPANISH_SINGULAR = ("de ", "del ", "de la ")
_SPANISH_PLURAL = ("de ", "de los ", "de las ")


def _spanish_determiners(form: str) -> list[str]:
    match = _SPANISH_DETERMINER.search(form)
    if match is None:
        return []
    rest = form[match.end():]
    table = _SPANISH_PLURAL if rest.split(" ")[0].endswith("s") else _SPANISH_SINGULAR
    return [form[: match.start()] + det + rest for det in table if det != match.group(1)]


def _spanish_plural(form: str) -> list[str]:
    """The plural of a Spanish name's head noun, and of a noun and its adjective: "cuantización" ->
    "cuantizaciones" (a plural ending in -s at the very end is an ending, not a spelling, except
    where the word changes: -ción -> -ciones, -z -> -ces), "paralelismos de datos",
    "redes neuronales"."""
    words = form.split(" ")
    if not all(w.isalpha() for w in words[:2]):
        return []
    if len(words) == 1 or len(words) > 2 or words[1] in _SPANISH_LINKS:
        changed = [_spanish_plural_word(words[0])] + words[1:]
    else:
        changed = [_spanish_plural_word(w) for w in words]
    plural = " ".join(changed)
    return [plural] if plural != form else []


_SPANISH_LINKS = frozenset("de del la el los las para por con en a".split())
_SPANISH_STRESSED = str.maketrans("áéíóú", "aeiou")


def _spanish_plural_word(word: str) -> str:
    if word[-1:] in "aeiouéáó":
        return word + "s"
    if word.endswith("z"):
        return word[:-1] + "ces"
    if word[-1:] == "s":
        return word
    # a stressed last syllable loses its accent before -es: "cuantización" -> "cuantizaciones"
    last_vowel = max(word.rfind(v) for v in "áéíóú")
    if last_vowel >= len(word) - 2:
        word = word[:last_vowel] + word[last_vowel:].translate(_SPANISH_STRESSED)
    return word + "es"


def _plural(word: str) -> str:
    if word.endswith(("s", "x", "z")):
        return word
    if word.endswith("eau"):
        return word + "x"
    # -al -> -aux, as nearly every noun and adjective in -al ("plongements lexicaux", "rangs locaux")
    if word.endswith("al") and word.lower() not in _FRENCH_PLURAL_ALS:
        return word[:-2] + "aux"
    return word + "s"


# the words in -al whose plural is -als
_FRENCH_PLURAL_ALS = frozenset(
    "bal cal carnaval chacal festival récital régal banal bancal fatal final natal naval".split())


# The French spelling rectifications of 1990 drop the circumflex on i and u ("entrainement",
# "connaitre"); the few words that keep it (dû, sûr) are matched without accents anyway.
def _rectified(text: str) -> str:
    return text.replace("î", "i").replace("û", "u")


def french_rectified(spelling: str) -> list[str]:
    """The spelling of 1990 of a French word group, when it differs ("est pré-entrainé")."""
    rectified = _rectified(spelling)
    return [rectified] if rectified != spelling else []


def _without_accents(text: str) -> str:
    return unicodedata.normalize("NFC", "".join(
        ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch)))
