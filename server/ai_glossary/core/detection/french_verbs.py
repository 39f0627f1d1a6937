"""French verbs spelled like English terms: "pour les transformer", "d'adapter", "Comment le transformer en
mots ?" are the infinitive, not a mention of the transformer or of adapters (docs/detection.md, "French
verbs spelled like English terms")."""

from __future__ import annotations

import re

# Words after which a French word in -er is an infinitive: prepositions, object pronouns, modal verbs
# ("pour les transformer", "peut adapter"), and the elided "d'", "s'", "l'", "n'" ("d'adapter").
# "le", "la", "un" and "de" are left out: "le transformer", "architecture de transformer" are as
# often the article or the preposition and the noun.
_FRENCH_INFINITIVE_CUES = frozenset(
    "pour à sans par les se nous vous me te lui leur ne pas peut peuvent pouvez pouvons pourrait "
    "pourra doit doivent devez devons devrait faut va vont allons allez veut voulez voulons "
    "permet permettent aide aident".split()
)
_FRENCH_ELIDED_CUES = frozenset("d s l n m t".split())


# Words that open the object of a French verb: "transformer le texte", "adapter votre boucle", "transformer
# du texte" (a partitive). A noun "transformer" is followed by an adjective, a verb or "de", rarely by an
# article; "la sortie du transformer" has its "du" before it.
_FRENCH_OBJECT_CUES = frozenset(
    "le la les un une des du ces ce cet cette vos nos votre notre leurs son sa ses mon ma mes chaque tous "
    "toutes facilement directement".split()
)


# Determiners of a noun: "un transformer", "du transformer", "chaque adapter" are the noun.
_FRENCH_NOUN_DETERMINERS = frozenset("un une le du au ce cet notre votre chaque".split())


def is_noun_determiner(word: str) -> bool:
    """Is ``word`` (lower case, the word before a French word in -er) a determiner of a noun?"""
    return word in _FRENCH_NOUN_DETERMINERS


def is_object_cue(word: str, elided: bool) -> bool:
    """Is ``word`` (lower case, the word after a French word in -er; ``elided``: "l'") one that
    opens the verb's object or follows it as an adverb ("adapter facilement")?"""
    return word == "l" if elided else word in _FRENCH_OBJECT_CUES


def is_infinitive_cue(word: str, elided: bool) -> bool:
    """Is ``word`` (lower case; ``elided``: written with an apostrophe, "d'") one after which a
    French word in -er is a verb? "transformer" and "adapter" are English terms and French verbs."""
    return word in (_FRENCH_ELIDED_CUES if elided else _FRENCH_INFINITIVE_CUES)


# the words around it, across the quotation marks a translation puts around the verb it stresses
# ("pour « adapter » le modèle", "pour "adapter" le modèle")
_PREVIOUS_WORD = re.compile(r"([^\W\d_]+)(['\u2019]?)[\s\u00ab\u201c\u2018\"']*$")
_NEXT_WORD = re.compile(r"[\s\u00bb\u201d\u2019\"']*\s([^\W\d_]+)(['\u2019]?)")


def spelled_like_french_verb(spelling: str, concept_forms: set[str]) -> bool:
    """Is an English spelling (folded) also a French infinitive in -er that is not the concept's
    own process? "transformer" and "adapter" are ("transformation" names no Transformer);
    "tokeniser" is not (its "tokenisation" is a form of the tokenizer concept), nor "tokenizer" (no
    French verb ends in -izer). ``concept_forms``: the concept's forms, folded."""
    if not spelling.endswith("er") or spelling.endswith(("izer", "yzer")) or not spelling.isalpha():
        return False
    return spelling[:-2] + "ation" not in concept_forms


def written_as_french_verb(part: str, start: int, end: int) -> bool:
    """Is ``part[start:end]``, a word spelled like a French infinitive ("transformer", "adapter"),
    written as one: in lower case, after a word that introduces an infinitive ("pour les
    transformer", "d'adapter", "peut transformer") or before its object ("transformer le texte",
    "adapter votre boucle")? Capitalised, it is one only where it opens a sentence, a list item or a
    table cell and its object follows: "Adapter des LLM pré-entraînés à des tâches", as translations
    write an English gerund ("Adapting pre-trained LLMs")."""
    word = part[start:end]
    if not word.islower():
        if not (word[:1].isupper() and word[1:].islower() and _opens_sentence(part, start)):
            return False
        return _verb_follows(part, end)
    before = _PREVIOUS_WORD.search(part, max(0, start - 24), start)
    if before is not None and is_infinitive_cue(before.group(1).lower(), bool(before.group(2))):
        # "l'adapter LoRA" is the article and the noun before its name; "l'adapter au modèle" the pronoun
        return not (before.group(2) and before.group(1).lower() == "l" and _NAME_AFTER.match(part, end))
    if _PRONOUN_OBJECT.search(part, max(0, start - 40), start) and _INTO.match(part, end):
        return True  # "Comment le transformer en mots ?", "pour la transformer en vecteur"
    if not _verb_follows(part, end):
        return False
    # "dans un transformer les couches ...", "un adapter et entraîner ...": after an article it is the noun
    return before is None or not is_noun_determiner(before.group(1).lower())


def _verb_follows(part: str, end: int) -> bool:
    """Does what follows the word make it a verb: its object or an adverb ("le texte", "facilement"), a
    name then the verb's complement ("BERT pour ..."), or a second infinitive ("et aligner")?"""
    after = _NEXT_WORD.match(part, end)
    return ((after is not None and is_object_cue(after.group(1).lower(), bool(after.group(2))))
            or _NAMED_OBJECT.match(part, end) is not None or _COORDINATED_INFINITIVE.match(part, end) is not None)


# "le"/"la" as the object pronoun after a word of an infinitive or a question, "en" after the verb ("comment le
# transformer en mots"); the noun is "du transformer", and "pour le transformer" alone may be either
_PRONOUN_OBJECT = re.compile(r"(?<![\w'\u2019])(?:comment|pourquoi|de|pour|sans|peut|peuvent|pouvez|doit|faut|va|veut|"
                             r"permet)[ \t]+(?:le|la)[ \t]+$", re.IGNORECASE)
_INTO = re.compile(r"[ \t]+en[ \t]")
# A name as the verb's object, then the complement of "adapter X à" / "pour": "Adapter BERT pour la
# classification", "adapter GPT à votre stack". The noun is followed by an adjective or "de" instead
# ("un adapter LoRA entraîné", "l'adapter de BERT").
_NAMED_OBJECT = re.compile(r"[ \t]+[A-Z][\w.-]*[ \t]+(?:à|au|aux|pour)\b")
# A second infinitive joined to the first ("Adapter et aligner les modèles", "adapter ou réentraîner"): a
# noun "adapter" is joined to another noun, after an article ("un adapter et un tokenizer")
_COORDINATED_INFINITIVE = re.compile(r"[ \t]+(?:et|ou)[ \t]+[a-zàâçéèêëîïôûùüÿœ]+(?:er|ir|re)\b")
# A name after the word: "l'adapter LoRA", "l'adapter QLoRA entraîné" (capital first, as names are written)
_NAME_AFTER = re.compile(r"[ \t]+(?:\*\*|`)?[A-Z]")


# What may stand between the end of a sentence, a list item's marker or a table cell's bar and the
# sentence's first word
# (a heading's emoji too: "### 🎯 Adapter BERT pour ...")
_SENTENCE_END = re.compile(r"(?:[.!?:|]|^)[\s*_#>|\-\u2600-\u27bf\ufe0f\U0001f300-\U0001faff]*$")


def _opens_sentence(part: str, start: int) -> bool:
    return _SENTENCE_END.search(part[max(0, start - 12):start]) is not None


# French determiners between the words of a name: writers say "parallélisme de données" and "des
# données", "accumulation du gradient" and "des gradients", "taux d'apprentissage" and "de l'...".
