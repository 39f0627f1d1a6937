"""Word formation of French, Dutch, German and Spanish names: the other noun of the same family
and the verb of the action a name performs, made by rule from the name (docs/detection.md,
"Word formation in French, Dutch, German and Spanish").

- **Sibling nouns.** The state noun and the action noun of one verb name the same concept: French
  "parallélisme" / "parallélisation", Dutch "parallellisme" / "parallellisatie" and
  "kwantisatie" / "kwantisering", German "Parallelität" / "Parallelismus" / "Parallelisierung",
  Spanish "paralelismo" / "paralelización". Machine translations use either.
- **Verb forms.** A single-word name of an action ("quantification", "kwantisatie",
  "Quantisierung", "cuantización") also matches its verb and participles ("quantifier", "modèles
  quantifiés", "gekwantiseerde model", "kwantiseren", "quantisierte Werte", "modelo cuantizado"),
  and a French name "action de X" the participle after the noun ("gradients accumulés"). A verb
  is more general than its noun (one quantifies risks, one distills alcohol), so a one-word verb
  form is ambiguous: it counts with the concept's evidence only (sense_cues); the participle
  after its noun keeps the name's ambiguity.
- **Training stages as verbs.** The name of a stage of training ("pré-entraînement",
  "voortraining") also matches its verb where it is one: the infinitive ("pré-entraîner",
  "voortrainen", "voor te trainen") and the participle after an auxiliary ("a été pré-entraîné",
  "est préentraîné", "wordt eerst voorgetraind", "vooraf getraind zijn"), and the French
  participle with the "sur" of what it trains on ("pré-entraînés sur de vastes corpus", as
  "pre-trained on"). The participle alone is the adjective of nearly every checkpoint ("un
  modèle pré-entraîné", "een voorgetraind model"), which names no stage
  (tests/eval/data/GUIDELINES.md, section 7), so the auxiliary or the preposition is part of the
  spelling and of the mention, as the noun is in "gradients accumulés".
- **Synonym families.** The words translators use for one term replace each other in a name:
  "réglage fin", "affinage", "ajustement fin" and "fine-tuning"; "entraînement" and
  "apprentissage", "réglage" and "ajustement" as the head of a French name; "Fine-Tuning",
  "Finetuning", "Feintuning"; "reinforcement learning" and "versterkingsleren"; the ways of
  saying "from human feedback" ("à partir de la rétroaction humaine", "avec retour humain", "par
  rétroaction humaine", "op basis van menselijke feedback"); the English words French keeps
  ("token", "embedding", "Transformer") beside "jeton", "incorporation", "plongement", "transformeur"
  inside a name of several words ("modèle d'embedding", "architecture transformeur").

Each function returns spellings only; the caller compiles them with the name's language.
"""

from __future__ import annotations

from functools import lru_cache

import ahocorasick

from ai_glossary.core.detection.matching.french_feedback import french_from_human_feedback
from ai_glossary.core.detection.prose_language import FRENCH_ELISION_LETTERS

# (noun ending, sibling noun endings) per language: the ending of the head word of a name and the
# endings of the other nouns of its family. From the state to the action ("parallélisme" ->
# "parallélisation"), not back: not every action has a state noun ("Quantisierung" is no "Quantität").
_SIBLINGS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "fr": (("isme", ("isation",)),),
    "nl": (("isatie", ("isering",)), ("isering", ("isatie",)), ("isme", ("isatie",))),
    "de": (("ität", ("isierung",)), ("ismus", ("isierung",))),
    "es": (("ismo", ("ización",)),),
}

# Synonym families: the words translators use for one term, each one word or phrase of one gender
# (the adjectives around it agree with every member). A name that holds one also matches with each
# other member, where the family allows: ANYWHERE; as the name's first word only (HEAD:
# "entraînement distribué" is also "apprentissage distribué", but "taux d'apprentissage" (learning)
# is no training); or in a name of several words only, never in a context word (PHRASE: "modèle
# d'incorporation" is also "modèle d'embedding", but "incorporation" alone is an ordinary word, and
# a context phrase "basé sur un transformeur" is no "basé sur un transformateur", a power supply's).
ANYWHERE, HEAD, PHRASE = "anywhere", "head", "phrase"
_FAMILIES: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "fr": ((ANYWHERE, ("fine-tuning", "réglage fin", "affinage", "ajustement fin")),
           (HEAD, ("entraînement", "apprentissage")),
           # "tuning" without "fine", as machine translations write a name's head: "réglage par
           # instructions", "ajustement par préfixe", "ajustement des instructions"
           (HEAD, ("réglage", "ajustement")),
           (ANYWHERE, french_from_human_feedback()),
           # the English word kept inside French: "prédiction du token suivant", "découpé en tokens"
           # (docs/terminology/fr.md: "jeton (token est compris)")
           (ANYWHERE, ("jeton", "token")),
           (ANYWHERE, ("jetons", "tokens")),
           # a batch: Google's and the terminology base's "lot" beside the English word French keeps
           # ("taille de lot" / "taille de batch", "micro-lot" / "micro-batch", "traitement par lots")
           (ANYWHERE, ("lot", "batch")),
           (ANYWHERE, ("lots", "batchs", "batches")),
           # a model's weights, as Quebec's and some translators' texts call them ("décroissance des
           # pondérations"); "pondération" alone is any weighting, so in a name of several words only
           (PHRASE, ("poids", "pondérations")),
           # Google's, Microsoft's, the English word (docs/terminology/fr.md) and the Hugging Face
           # courses' word: "modèle d'embedding", "vecteur de plongement", "couche d'enchâssement"
           (PHRASE, ("incorporation", "plongement", "embedding", "enchâssement")),
           # the architecture's loanwords (docs/terminology/fr.md): "architecture transformeur"
           (PHRASE, ("Transformer", "transformeur", "transformateur")),
           # a language model, as French writers and machine translations name it ("grands modèles
           # linguistiques" beside "grands modèles de langage"; "modèle de langue" in older NLP texts)
           (ANYWHERE, ("modèle de langage", "modèle linguistique", "modèle de langue")),
           (ANYWHERE, ("modèles de langage", "modèles linguistiques", "modèles de langue"))),
    "nl": ((ANYWHERE, ("fine-tuning", "finetuning", "fijnafstemming")),
           # reinforcement learning: the English name, the calque and the dictionary's word
           (ANYWHERE, ("reinforcement learning", "versterkend leren", "versterkingsleren")),
           # "versterkend leren via menselijke feedback", as a Dutch course glosses RLHF
           (ANYWHERE, ("met menselijke feedback", "op basis van menselijke feedback", "van menselijke feedback",
                       "via menselijke feedback"))),
    "de": ((ANYWHERE, ("Fine-Tuning", "Finetuning", "Feintuning")),),  # neuter; "Feinabstimmung" is not
    "es": ((ANYWHERE, ("fine-tuning", "ajuste fino", "afinamiento")),),
}

# (noun ending, verb and participle endings) per language: "quantification" -> "quantifier",
# "quantifié", ... Longest ending first; the stem before the ending has at least four letters.
_VERBS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "fr": (
        # the present participle and the "nous" and "vous" of course prose too: "en tokenisant le
        # texte", "quantifions le modèle", "quantifiez-le"
        ("ification", ("ifier", "ifié", "ifiée", "ifiés", "ifiées", "ifie", "ifient", "ifiant", "ifions", "ifiez")),
        ("isation", ("iser", "isé", "isée", "isés", "isées", "ise", "isent", "isant", "isons", "isez")),
        ("ation", ("er", "é", "ée", "és", "ées", "ant", "ons", "ez")),
        # an -ement noun's "nous" and "vous" only ("nous enchâssons"): its participle is a word ("plongé", dived)
        ("ement", ("ons", "ez")),
    ),
    # Dutch participles take ge- in front: kwantisatie -> gekwantiseerd (see _dutch_verbs)
    "nl": (("isatie", ("iseren", "iseert", "iseerde", "iseerden")),
           ("isering", ("iseren", "iseert", "iseerde", "iseerden")),
           ("atie", ("eren", "eert", "eerde", "eerden"))),
    "de": (("ierung", ("ieren", "iert", "ierte", "iertes", "ierten", "iertem", "ierter")),),
    "es": (
        ("ización", ("izar", "izado", "izada", "izados", "izadas")),
        ("izacion", ("izar", "izado", "izada", "izados", "izadas")),
        ("ación", ("ar", "ado", "ada", "ados", "adas")),
        ("acion", ("ar", "ado", "ada", "ados", "adas")),
    ),
}
_DUTCH_PARTICIPLES = {"isatie": ("iseerd", "iseerde"), "isering": ("iseerd", "iseerde"), "atie": ("eerd", "eerde")}
_MIN_STEM = 4
# "parallelize" names no parallelism in particular (GUIDELINES.md, section 6): parallelisms take no verb
_NO_VERB = ("parall", "paralel")
# French "action de X": the noun after the preposition, which the participle then follows
_FRENCH_OF = frozenset(("de", "des", "du"))
_FRENCH_PLURAL_ARTICLES = ("les ", "des ")


def _french_articles(noun: str) -> tuple[str, ...]:
    """The articles before a singular noun, whatever its gender (a wrong one is never written)."""
    return ("l'", "un ", "une ") if noun[:1].lower() in FRENCH_ELISION_LETTERS else ("le ", "la ", "un ", "une ")


def sibling_nouns(form: str, lang: str) -> list[str]:
    """The other nouns of the family of the name's head word ("parallélisme de données" ->
    "parallélisation de données"; "dataparallellisme" -> "dataparallellisatie"). The head is the
    first word in French and Spanish, the last in Dutch and German (a compound ends with it)."""
    table = _SIBLINGS.get(lang)
    if table is None:
        return []
    words = form.split(" ")
    at = 0 if lang in ("fr", "es") else len(words) - 1
    word = words[at]
    for ending, others in table:
        if word.lower().endswith(ending) and len(word) - len(ending) >= _MIN_STEM:
            stem = word[: len(word) - len(ending)]
            return [" ".join(words[:at] + [stem + other] + words[at + 1:]) for other in others]
    return []


def synonyms(form: str, lang: str) -> list[str]:
    """The name with each other member of a synonym family it holds ("réglage fin supervisé" ->
    "affinage supervisé", "ajustement fin supervisé", "fine-tuning supervisé"), the members of two
    families in every combination ("versterkend leren met menselijke feedback" ->
    "versterkingsleren op basis van menselijke feedback")."""
    if not _members_in(form):
        return []
    spellings = [form]
    for where, family in _FAMILIES.get(lang, ()):
        spellings += [s for f in spellings for s in _with_each_member(f, family, where)]
    return [s for s in dict.fromkeys(spellings) if s != form]


# French elides "de" and "le" before a vowel: "modèle d'incorporation", "modèle de plongement"
_ELIDED = {"d'": "de ", "l'": "le ", "d\u2019": "de ", "l\u2019": "le "}
_UNELIDED = {"de ": "d'", "le ": "l'"}
_MEMBERS: "ahocorasick.Automaton | None" = None  # every family's members (_members_in)


def _members_in(form: str) -> set[str]:
    """The family members ``form`` holds as substrings, in lower case (one automaton pass in C)."""
    global _MEMBERS
    if _MEMBERS is None:
        automaton = ahocorasick.Automaton()
        for member in {m.lower() for families in _FAMILIES.values() for _, family in families for m in family}:
            automaton.add_word(member, member)
        automaton.make_automaton()
        _MEMBERS = automaton
    return {member for _, member in _MEMBERS.iter(form.lower())}


def _with_each_member(form: str, family: tuple[str, ...], where: str) -> list[str]:
    """``form`` with its first whole-word member of ``family`` replaced by each other member."""
    if where == PHRASE and " " not in form:
        return []
    low = form.lower()
    for member, lowered in zip(family, _lowered(family)):
        at = low.find(lowered)
        end = at + len(member)
        if at < 0 or (where == HEAD and at > 0) or (at > 0 and low[at - 1].isalpha()) or (
                end < len(low) and low[end].isalpha()):
            continue
        return [_elided(form[:at], other) + other + form[end:] for other in family if other != member]
    return []


@lru_cache(maxsize=None)
def _lowered(family: tuple[str, ...]) -> tuple[str, ...]:
    """The members of ``family`` in lower case, once per family (the cue compile asks of thousands of words)."""
    return tuple(member.lower() for member in family)


def _elided(before: str, word: str) -> str:
    """``before`` with its last article elided or not, as ``word``, which follows it, needs."""
    vowel = word[:1].lower() in "aeiouyéèêàâîôû"
    for elided, full in _ELIDED.items():
        if before.lower().endswith(elided) and not vowel and (len(before) == 2 or not before[-3].isalpha()):
            return before[: len(before) - len(elided)] + full
    for full, elided in _UNELIDED.items():
        if before.lower().endswith(" " + full) and vowel:
            return before[: len(before) - len(full)] + elided
    return before


def family_spellings(word: str) -> list[str]:
    """A context word written with each other member of a synonym family it holds, in every language
    that has the family ("fine-tuning" -> "réglage fin", "affinage", "fijnafstemming", "Feintuning",
    "ajuste fino", ...): a French or Dutch text says the word as its translators do, and a context
    word is evidence only where it is written. Not the families of a name's head ("apprentissage
    par transfert", transfer learning, is no "entraînement par transfert") nor those of names only."""
    members = _members_in(word)
    if not members:
        return []
    out = [spelling for families in _FAMILIES.values() for where, family in families
           if where == ANYWHERE and not members.isdisjoint(_lowered(family))
           for spelling in _with_each_member(word, family, where)]
    return [s for s in dict.fromkeys(out) if s.lower() != word.lower()]


def verb_forms(form: str, lang: str) -> list[str]:
    """The verb and participles of a single-word action name, and in French the participle after
    the noun of "action de X" ("accumulation de gradients" -> "gradients accumulés") and the
    infinitive before it ("parallélisation des données" -> "paralléliser les données")."""
    table = _VERBS.get(lang)
    if table is None or "-" in form:
        return []
    words = form.split(" ")
    # a parallelism's verb with its object names it ("paralléliser les données"); alone, no parallelism
    parallel = any(stem in form.lower() for stem in _NO_VERB)
    if parallel and not (len(words) == 3 and lang == "fr"):
        return []
    if len(words) == 3 and lang == "fr" and words[1] in _FRENCH_OF and words[2].isalpha():
        verbs = _verbs_of(words[0], table)
        participles = [f for f in verbs if f.endswith(("é", "ée", "és", "ées"))]
        noun = words[2]
        plural = noun if noun.endswith(("s", "x")) else noun + "s"
        singular = [] if plural == noun else [f"{noun} {p}" for p in participles if not p.endswith("s")]
        infinitives = [f"{f} {article}{noun}" for f in verbs if f.endswith(("er", "ir"))
                       for article in (_FRENCH_PLURAL_ARTICLES if noun == plural else _french_articles(noun))]
        if parallel:
            return infinitives
        return singular + [f"{plural} {p}" for p in participles if p.endswith("s")] + infinitives
    if len(words) != 1 or not form.isalpha():
        return []
    out = _verbs_of(form, table)
    if lang == "nl":
        out += _dutch_participles(form)
    return out


# French: a stage named "<prefix>entraînement" -> the verb "<prefix>entraîner" (pré-, post-), and
# the translations' "pré-formation" -> "pré-former" ("sont pré-formés sur"); each noun with the
# ending its verb's stem drops, and the prefixes it takes (any for "entraînement"; "pré" or "post"
# for "formation": "information" and "transformation" are no stages)
_FRENCH_TRAINING = (("entraînement", "ement", None), ("formation", "ation", ("pré", "pré-", "post", "post-")))
_FRENCH_PARTICIPLES = ("é", "ée", "és", "ées")
# the auxiliaries of the passive and of the compound past ("est", "a été", "ont été"), and the
# adverbs translations put between the auxiliary and the participle ("est d'abord pré-entraîné")
# (the common ones only: each adds 8 phrases, 48 spellings with those of the hyphen and of 1990)
_FRENCH_AUXILIARIES = ("est", "sont", "été", "être", "ont", "a")
_FRENCH_ADVERBS = ("", "d'abord ")
# Dutch: a stage named with a separable prefix and "training" -> "voortrainen", "voorgetraind", and
# the adverb machine translations write for the prefix ("vooraf getraind")
_DUTCH_TRAINING_PREFIXES = {"voor": ("voor", "vooraf ")}
# (the hyphen of the English name kept: "Pre-trainen van GEITje", the participle written as one word)
_DUTCH_TRAINING_LOANS = {"pre": (("pretrainen", ("gepretraind", "gepretrained")),), "pre-": (("pre-trainen", ()),)}
_DUTCH_AUXILIARIES = ("is", "zijn", "wordt", "worden", "werd", "werden", "was", "waren")
_DUTCH_ADVERBS = ("", "eerst ")  # "wordt eerst vooraf getraind"


def _dutch_passive(participle: str) -> list[str]:
    """A Dutch participle with its auxiliary, in a main clause ("wordt vooraf getraind") and in a
    subordinate clause's order ("getraind is")."""
    return ([f"{aux} {adverb}{participle}" for aux in _DUTCH_AUXILIARIES for adverb in _DUTCH_ADVERBS]
            + [f"{participle} {aux}" for aux in _DUTCH_AUXILIARIES])


def stage_verb_forms(form: str, lang: str) -> list[str]:
    """The verb of a training stage's one-word name, where it is a verb: the infinitive and the
    participle with its auxiliary ("pré-entraînement" -> "pré-entraîner", "a été pré-entraîné";
    "voortraining" -> "voortrainen", "wordt voorgetraind", "vooraf getraind is")."""
    low = form.lower()
    if " " in form:
        return []
    noun = next((n for n in _FRENCH_TRAINING if low.endswith(n[0]) and len(low) > len(n[0])
                 and (n[2] is None or low[: len(low) - len(n[0])] in n[2])), None) if lang == "fr" else None
    if noun is not None:
        stem = form[: len(form) - len(noun[1])]
        participles = [stem + e for e in _FRENCH_PARTICIPLES]
        # the participle with what it trains on is the verb too, as "pre-trained on" is in English
        # ("des modèles pré-entraînés sur de vastes corpus"); alone it is a checkpoint's adjective
        return ([stem + "er"] + [f"{aux} {adverb}{p}" for aux in _FRENCH_AUXILIARIES for adverb in _FRENCH_ADVERBS
                                 for p in participles] + [f"{p} sur" for p in participles])
    if lang == "nl" and low.endswith("training"):
        prefix = low[: -len("training")]
        out: list[str] = []
        # a separable prefix ("voortrainen", "voor te trainen", "voorgetraind") or an adverb, written
        # with its space ("vooraf trainen", "vooraf te trainen", "vooraf getraind")
        for written in _DUTCH_TRAINING_PREFIXES.get(prefix, ()):
            out += [written + "trainen", written.rstrip() + " te trainen", *_dutch_passive(written + "getraind")]
        # the loanword's prefix is not separable: "pretrainen", "het model wordt gepretraind"
        for verb, participles in _DUTCH_TRAINING_LOANS.get(prefix, ()):
            out += [verb] + [form for p in participles for form in _dutch_passive(p)]
        return out
    return []


# French nouns of tuning and their participle: "réglage par instructions" -> "modèles réglés par
# instructions", "LLM ajustés par instructions" (an English "instruction-tuned" model)
_FRENCH_TUNING_PARTICIPLES = {"réglage": "réglé", "ajustement": "ajusté", "affinage": "affiné"}


# Dutch names "<modifier>-tuning" and their participles as the translations write an English
# "instruction-tuned" model: the loanword's, finetuning's and the calque's ("afgestemde", as "fijn
# afgestemd" is fine-tuned), the calque before its noun only: a hyphen is also read as a space, and
# "de instructie afgestemd op het team" is an ordinary phrase
_DUTCH_TUNING_HEADS = ("tuning", "finetuning")
_DUTCH_TUNED = ("getuned", "getunede", "gefinetuned", "gefinetunede", "afgestemde")


def tuned_participles(form: str, lang: str) -> list[str]:
    """The participle of a French tuning name "<tuning> par X" with its complement: "réglage par
    instructions" -> "réglé par instructions", "ajustés par instructions", ... (the other heads of
    the synonym family give theirs); of a Dutch name "<modifier>-tuning", the modifier with the
    participle: "instructie-tuning" -> "instructie-getunede", "instructie-afgestemde"."""
    modifier, _, head = form.partition("-")
    if lang == "nl" and head.lower() in _DUTCH_TUNING_HEADS and len(modifier) >= _MIN_STEM and modifier.isalpha():
        # the calque without -e only before a neuter noun ("een instructie-afgestemd model"): alone it
        # is predicative, "de instructie afgestemd op het team", where the hyphen reads as a space
        return [f"{modifier}-{participle}" for participle in _DUTCH_TUNED] + [
            f"{modifier}-afgestemd {noun}" for noun in ("model", "taalmodel")]
    words = form.split(" ")
    if lang != "fr" or len(words) < 3 or words[1] != "par":
        return []
    participle = _FRENCH_TUNING_PARTICIPLES.get(words[0].lower())
    if participle is None:
        return []
    rest = " ".join(words[1:])
    return [f"{participle}{e} {rest}" for e in ("", "e", "s", "es")]


# the other ways a French translation joins an "instruction-tuned" model's participle to its
# complement ("un modèle ajusté pour les instructions", "les LLM ajustés aux instructions", "un
# modèle réglé sur instructions"; "sur instruction", upon an order, is left out)
_FRENCH_TUNED_LINKS = ("aux", "pour les", "sur les", "sur des", "sur")


def tuned_participles_linked(form: str, lang: str) -> list[str]:
    """The participle of a French tuning name "<tuning> par X", X a plural noun, with the other
    links a translation writes, and with "par" and X in the singular: "réglage par instructions" ->
    "ajusté aux instructions", "réglés pour les instructions", "affinés sur des instructions", "un
    LLM ajusté par instruction". An ordinary phrase too ("un dosage ajusté aux instructions du
    médecin"), so the spelling is ambiguous (compiled.py)."""
    words = form.split(" ")
    if lang != "fr" or len(words) != 3 or not words[2].endswith("s"):
        return []
    participles = [p.split(" par ")[0] for p in tuned_participles(form, lang)]
    return [f"{p} {link} {words[2]}" for p in participles for link in _FRENCH_TUNED_LINKS] + [
        f"{p} par {words[2][:-1]}" for p in participles]


def _verbs_of(word: str, table: tuple[tuple[str, tuple[str, ...]], ...]) -> list[str]:
    low = word.lower()
    for ending, endings in table:
        stem = low[: len(low) - len(ending)]
        if low.endswith(ending) and len(stem) >= _MIN_STEM:
            # "plongement" would give "plongeons" and "plongez", which a blog writes for "let's dive in"
            # ("Plongeons-y !", "plongez dans le code") far more often than for embedding words
            return [] if ending == "ement" and stem.endswith("g") else [stem + e for e in endings]
    return []


def _dutch_participles(word: str) -> list[str]:
    """"kwantisatie" -> "gekwantiseerd", "gekwantiseerde": a Dutch past participle takes ge-. An
    -isatie name also gives the Dutch forms of the English verb in -ize that translations write
    (with the qu- spelling of :func:`..prose_language.localized_spellings`): "Quantizen van
    Phi-3.5", "kan worden gequantized", "gequantizeerde modellen", "getokenized"."""
    low = word.lower()
    for ending, endings in _DUTCH_PARTICIPLES.items():
        stem = low[: len(low) - len(ending)]
        if low.endswith(ending) and len(stem) >= _MIN_STEM:
            loan = [stem + "izen", "ge" + stem + "ized", "ge" + stem + "izeerd", "ge" + stem + "izeerde"]
            return ["ge" + stem + e for e in endings] + (loan if ending in ("isatie", "isering") else [])
    return []
