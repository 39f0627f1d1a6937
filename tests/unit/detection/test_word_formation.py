"""Word formation in French, Dutch, German and Spanish (docs/detection.md, "Word formation in
French, Dutch, German and Spanish"): verb forms and sibling nouns of a name, Dutch and German
compounds that hold a name, floating-point formats spelled out, and a capitalised name written in
capitals. Each class has a mention and a trap; the sentences are written for these tests, after
real machine-translated documentation (PhiCookBook's quantization chapter)."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.number_formats import float_width, spelled_out_names
from ai_glossary.core.detection.matching.word_forms import family_spellings, sibling_nouns, synonyms, verb_forms
from ai_glossary.core.glossary.model import Concept, Glossary
from support.marked import unmark

_QUANT_NAMES = {"fr": ("quantification",), "nl": ("kwantisatie",), "de": ("Quantisierung",), "es": ("cuantización",)}
_CONCEPTS = (
    # the French and Dutch names are ordinary words too (logic, physics), as in the built-in glossary
    Concept("quantization", "quantization", names=_QUANT_NAMES,
            ambiguous=frozenset({"quantification", "kwantisatie"}), context=("int8", "int4", "bits", "gguf")),
    Concept("gradient-accumulation", "gradient accumulation",
            names={"fr": ("accumulation du gradient",), "nl": ("gradiëntaccumulatie",)}),
    Concept("data-parallelism", "data parallelism",
            names={"fr": ("parallélisme de données",), "nl": ("dataparallellisme",), "de": ("Datenparallelität",),
                   "es": ("paralelismo de datos",)}),
    Concept("knowledge-distillation", "knowledge distillation", names={"nl": ("kennisdistillatie",)}),
    Concept("fp16", "FP16", aliases=("float16",)),
    Concept("fp32", "FP32", aliases=("float32",)),
    Concept("adam", "Adam", case_sensitive=frozenset({"Adam"})),
    Concept("batch", "batch"),
    Concept("supervised-fine-tuning", "supervised fine-tuning",
            names={"fr": ("réglage fin supervisé",), "de": ("überwachtes Fine-Tuning",)}),
    Concept("distributed-training", "distributed training", names={"fr": ("entraînement distribué",)}),
    # a Dutch name spelled as the English term, as the built-in glossary's "embedding" and "tokenizer"
    Concept("embedding", "embedding", names={"nl": ("embedding",)}),
    # a German name with a capital inside, as the built-in glossary's "DTensor"
    Concept("dtensor", "DTensor", names={"de": ("DTensor",)}, case_insensitive=frozenset({"DTensor"})),
    # Dutch names written with a hyphen, the first the English term (a course's follow-up is ordinary)
    Concept("post-training", "post-training", names={"nl": ("post-training",)},
            ambiguous=frozenset({"post-training"}), context=("rlhf", "sft")),
    Concept("chat-template", "chat template", names={"nl": ("chat-sjabloon",)}),
)


@pytest.fixture(scope="module")
def detector():
    return Detector.compile(Glossary({c.id: c for c in _CONCEPTS}))


def assert_mentions(detector, marked: str, concept: str) -> None:
    text, expected = unmark(marked)
    got = [(m.start, m.end) for m in DocumentAnalysis(text, "markdown", detector).matches() if m.concept_id == concept]
    assert got == expected, ([text[a:b] for a, b in got], [text[a:b] for a, b in expected])


# -- verb forms -------------------------------------------------------------------------------

@pytest.mark.parametrize("marked", [
    "Grâce aux modèles «quantifiés» en INT4, nous pouvons les déployer sur le téléphone.\n",
    "La méthode «quantifie» les poids du modèle en entiers sur 4 bits.\n",
    "Door het «gekwantiseerde» model in INT4 te laden, past het op de telefoon.\n",
    "We «kwantiseren» de gewichten naar INT8 met een schaal per kanaal.\n",
    "Die Gewichte werden auf 4 Bits «quantisiert» und die Aktivierungen bleiben bei FP16.\n",
    "El modelo «cuantizado» en INT4 cabe en el teléfono.\n",
    # the present participle and the "nous" and "vous" of French course prose
    "On réduit la mémoire en «quantifiant» les poids en INT4.\n",
    "«Quantifions» maintenant les poids du modèle en 4 bits.\n",
    "«Quantifiez» les poids en INT8 avant de déployer le modèle.\n",
])
def test_verb_forms_of_an_action_name_are_mentions(detector, marked):
    assert_mentions(detector, marked, "quantization")


def test_dutch_forms_of_the_english_verb_in_ize():
    # "Quantizen van Phi-3.5", "kan worden gequantized", "gequantizeerde modellen" (the qu- spelling
    # is added to these as to every Dutch spelling of a kw- name)
    assert {"kwantizen", "gekwantized", "gekwantizeerd", "gekwantizeerde"} <= set(verb_forms("kwantisatie", "nl"))
    assert not any("iz" in v for v in verb_forms("Quantisierung", "de"))


@pytest.mark.parametrize("marked", [
    "# **«Quantizen» van Phi-3.5 naar INT4 met GGUF**\n",
    "Het model kan worden «gequantized» naar 4 bits met llama.cpp en GGUF.\n",
    "Er zijn veel «gequantizeerde» GGUF-modellen in INT4 beschikbaar.\n",
])
def test_dutch_forms_of_the_english_verb_are_mentions(detector, marked):
    assert_mentions(detector, marked, "quantization")


def test_dutch_forms_of_the_english_verb_need_the_concepts_evidence(detector):
    assert_mentions(detector, "De signalen worden gequantized door de converter van de microfoon.\n", "quantization")


@pytest.mark.parametrize("text", [
    "Les retards de paiement doivent être identifiés et quantifiés pendant la due diligence.\n",
    "Dat heet de kwantisatie van de lading: je kan geen half elektron bij of af doen.\n",
    "Das quantisierte Differenzbild wird neben dem Original angezeigt.\n",
    "En quantifiant les retards de paiement, l'équipe a fixé un budget ; quantifions aussi les coûts.\n",
])
def test_verb_forms_need_the_concepts_evidence(detector, text):
    assert_mentions(detector, text, "quantization")


def test_french_participle_after_the_noun_of_action_de_x(detector):
    assert_mentions(detector, "Les «gradients accumulés» sont divisés par le nombre de pas.\n", "gradient-accumulation")
    assert "gradients accumulés" in verb_forms("accumulation du gradient", "fr")


def test_parallelisms_take_no_verb():
    # "parallelize" names no parallelism in particular
    assert verb_forms("parallélisation", "fr") == [] and verb_forms("dataparallellisme", "nl") == []


def test_the_french_infinitive_before_the_object_of_action_de_x():
    # with its object, the verb names the action ("paralléliser les données"): a parallelism's too
    assert "accumuler les gradients" in verb_forms("accumulation des gradients", "fr")
    assert verb_forms("parallélisation des données", "fr") == ["paralléliser les données", "paralléliser des données"]
    assert "paralléliser un modèle" in verb_forms("parallélisation du modèle", "fr")


# -- sibling nouns ----------------------------------------------------------------------------

@pytest.mark.parametrize("marked", [
    "La «parallélisation des données» répartit les lots entre les GPU.\n",
    "Met «dataparallellisatie» krijgt elke GPU een deel van de batch.\n",
    "Die «Datenparallelisierung» verteilt die Batches auf die GPUs.\n",
    "La «paralelización de datos» reparte los lotes entre las GPU.\n",
])
def test_the_action_noun_of_a_state_name_is_a_mention(detector, marked):
    assert_mentions(detector, marked, "data-parallelism")


def test_sibling_nouns_go_from_the_state_to_the_action_only():
    assert sibling_nouns("Datenparallelität", "de") == ["Datenparallelisierung"]
    assert sibling_nouns("Quantisierung", "de") == []  # no "Quantität": quantity is another word
    assert sibling_nouns("kwantisatie", "nl") == ["kwantisering"]


def test_a_sibling_of_an_ordinary_word_is_no_mention(detector):
    assert_mentions(detector, "Die Parallelisierung der Build-Schritte halbiert die Laufzeit der CI.\n",
                    "data-parallelism")


# -- synonym families ------------------------------------------------------------------------

@pytest.mark.parametrize("marked, concept", [
    ("L'«ajustement fin supervisé» adapte le modèle à des exemples annotés.\n", "supervised-fine-tuning"),
    ("Nous passons ensuite à l'«affinage supervisé» sur les dialogues.\n", "supervised-fine-tuning"),
    # German: the neuter members only, so that the adjective agrees ("überwachtes")
    ("Ein «überwachtes Feintuning» folgt dem Vortraining.\n", "supervised-fine-tuning"),
    ("L'«apprentissage distribué» répartit le modèle sur plusieurs GPU.\n", "distributed-training"),
])
def test_synonym_families(detector, marked, concept):
    assert_mentions(detector, marked, concept)


def test_a_synonym_is_replaced_in_a_listed_name_only(detector):
    # "ajustement fin" alone is ordinary French (a fine adjustment): only the names hold it
    assert_mentions(detector, "Un ajustement fin des paramètres du moteur réduit la consommation.\n",
                    "supervised-fine-tuning")


def test_the_french_names_of_a_language_model_are_one_family():
    # "grands modèles linguistiques" beside "grands modèles de langage", in names and context words
    assert {"petit modèle linguistique", "petit modèle de langue"} <= set(synonyms("petit modèle de langage", "fr"))
    assert "grands modèles linguistiques" in family_spellings("grands modèles de langage")
    # a member is whole words: a template of programming languages is no language model
    assert synonyms("modèle de langages de programmation", "fr") == []


def test_a_batch_is_a_lot_in_french_names():
    # Google's "lot" and the English word French keeps replace each other inside a name, in the singular
    # and the plural, and after a hyphen ("micro-lot")
    assert "taille de batch" in synonyms("taille de lot", "fr")
    assert "micro-batch" in synonyms("micro-lot", "fr")
    assert {"traitement par batchs continu", "traitement par batches continu"} <= set(
        synonyms("traitement par lots continu", "fr"))
    # a member is a whole word: "batching" and "lotissement" hold none
    assert synonyms("batching continu", "fr") == []
    assert synonyms("lotissement", "fr") == []


def test_weights_are_also_ponderations_in_french_names():
    assert "décroissance des pondérations" in synonyms("décroissance des poids", "fr")
    # in a name of several words only: "poids" alone is no name, nor a context word's member
    assert synonyms("poids", "fr") == []
    assert "pondérations quantifiées" not in family_spellings("poids quantifiés")


# -- compounds --------------------------------------------------------------------------------

@pytest.mark.parametrize("marked, concept", [
    ("De «modelkwantisatie» naar INT4 verkleint het model.\n", "quantization"),
    ("Het «kwantisatieproces» naar INT8 behoudt de schaal.\n", "quantization"),
    ("Übliche Methoden sind «Festkommaquantisierung» und «Gleitkommaquantisierung».\n", "quantization"),
    ("Die «Quantisierungsmethode» bestimmt den Präzisionsverlust.\n", "quantization"),
    ("De «gradiëntaccumulatiestappen» tellen mee in de batch.\n", "gradient-accumulation"),
])
def test_a_compound_that_holds_a_name_is_one_mention(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # an ambiguous name keeps its ambiguity inside a compound: colour quantization of an image
    ("Een foto wordt in de browser omgezet met kleurkwantisatie naar 12 kleuren.\n", "quantization"),
    # a short form (an English word) is no part of a compound, nor a modifier of two letters
    ("De databatchverwerking loopt 's nachts.\n", "batch"),
    ("Die Dequantisierung kostet Zeit.\n", "quantization"),
])
def test_compound_traps(detector, text, concept):
    assert_mentions(detector, text, concept)


def test_a_dutch_name_spelled_as_the_term_heads_a_compound(detector):
    # the name, not the English term, stands in a compound: "vectorembeddings" is two nouns
    assert_mentions(detector, "De «vectorembeddings» en de «tekstembedding» komen uit het «embeddingmodel»; "
                              "«embeddings» ook.\n", "embedding")


def test_an_english_term_spelled_as_a_dutch_name_stays_out_of_compounds(detector):
    # in English the word holds no compound ("reembedding" has a modifier of two letters, and an
    # English region does not count a Dutch name)
    assert_mentions(detector, "The reembedding step and the subembeddings of each layer are recomputed after "
                              "the vocabulary changes, then the old table is dropped.\n", "embedding")


def test_an_english_term_heads_a_dutch_compound_of_what_it_is_stored_as():
    # "adaptergewichten", "tokenizerbestanden": the Dutch head is a noun of the list, not any word
    glossary = Glossary({"tokenizer": Concept("tokenizer", "tokenizer")})
    assert_mentions(Detector.compile(glossary), "Download de «tokenizerbestanden» en de «tokenizergewichten»; "
                                                "de tokenizerwinkel is dicht.\n", "tokenizer")


def test_an_english_term_heads_a_dutch_compound_of_its_blocks():
    # "transformerblokken", as the English "Transformer block"; a word that only begins with "blok" is
    # no head ("transformerblokkade")
    glossary = Glossary({"transformer": Concept("transformer", "transformer")})
    assert_mentions(Detector.compile(glossary), "Het model stapelt 24 «transformerblokken»; de "
                                                "transformerblokkade is een ander woord.\n", "transformer")


def test_camel_case_identifiers_are_no_compounds(detector):
    # "Datenparallelität" inside CamelCase names in German prose: code, not a compound
    assert_mentions(detector, "Die Klasse DistributedDatenparallelität und DatenparallelitätLayer sind neu.\n",
                    "data-parallelism")


def test_a_camel_case_hump_inside_a_name_is_no_compound(detector):
    # "ShardedTensor" is "Sharde" + "dTensor" by its letters, but a compound's head is written in
    # lower case: the capital inside is the identifier's next word
    assert_mentions(detector, "Der Speicher: ShardedTensor, NestedTensor.\n", "dtensor")
    assert_mentions(detector, "Jeder «DTensor» und jeder verteilte «Dtensor» hat ein Mesh.\n", "dtensor")


def test_a_dutch_name_with_a_hyphen_takes_part_in_a_compound(detector):
    # the head after a Dutch modifier, and the modifier before a Dutch head
    assert_mentions(detector, "Tijdens de «veiligheidspost-training» met RLHF en de chat-sjabloonconfiguratie.\n",
                    "post-training")
    assert_mentions(detector, "De «chat-sjabloonconfiguratie» staat naast het «chat-sjabloon».\n", "chat-template")


@pytest.mark.parametrize("text, concept", [
    # the compound keeps the name's ambiguity: a nurses' follow-up course
    ("Dit is een vervolgpost-training voor verpleegkundigen.\n", "post-training"),
    # a hyphen does not join: the word before it is no modifier, the mention is the name alone
    ("De veiligheids-«post-training» met RLHF.\n", "post-training"),
    # an English region counts no Dutch compound
    ("The safetypost-training step ends here.\n", "post-training"),
])
def test_hyphenated_compound_traps(detector, text, concept):
    assert_mentions(detector, text, concept)


def test_an_english_ending_is_no_compound_head(detector):
    assert_mentions(detector, "Het woord kennisdistillatieing bestaat niet, «kennisdistillatie» wel.\n",
                    "knowledge-distillation")


# -- floating-point formats spelled out -------------------------------------------------------

@pytest.mark.parametrize("marked, concept", [
    ("Le format, c'est-à-dire les nombres à «virgule flottante 16 bits», réduit la mémoire.\n", "fp16"),
    ("Het vermindert het geheugen vergeleken met «32-bit floating point»-getallen.\n", "fp32"),
    ("Das Format, also «16-Bit-Gleitkommazahlen», halbiert den Speicherbedarf.\n", "fp16"),
    ("Usamos números en «coma flotante de 16 bits» para la inferencia.\n", "fp16"),
    # the Dutch number before its point, the hyphenated compound and the English float's Dutch plural
    ("De gewichten worden opgeslagen als «16-bits getallen met drijvende komma».\n", "fp16"),
    ("De gewichten worden opgeslagen als «32-bits drijvende-kommagetallen».\n", "fp32"),
    ("De activaties blijven «32-bits floats».\n", "fp32"),
])
def test_spelled_out_float_formats(detector, marked, concept):
    assert_mentions(detector, marked, concept)


def test_a_float_without_a_width_names_no_format(detector):
    for concept in ("fp16", "fp32"):
        assert_mentions(detector, "Les nombres à virgule flottante ne représentent pas exactement 0,1.\n", concept)
    assert float_width(["TensorFloat-32", "bfloat16"]) is None and spelled_out_names(["bfloat16"]) == []
    # a Dutch number with a point and no width, and a width with whole numbers
    for concept in ("fp16", "fp32"):
        assert_mentions(detector, "De rekenmachine toont getallen met drijvende komma; de sensor geeft 16-bits "
                        "gehele getallen.\n", concept)


# -- capitals ---------------------------------------------------------------------------------

def test_a_capitalised_name_in_capitals(detector):
    assert_mentions(detector, "## «ADAM» OPTIMIZER\n\nUse «Adam» with a warmup.\n", "adam")


def test_a_capitalised_name_keeps_its_lower_case_out(detector):
    assert_mentions(detector, "adam and Adamo are people; AdAm is nothing.\n", "adam")


def test_the_member_search_leaves_every_spelling_of_the_glossary_as_it_was(monkeypatch):
    # a name or a context word holding no member of a family is left at once, and one holding some
    # is read only for the families of those members; the same words with the search switched off
    # (every member reported for every word) give the same spellings
    from ai_glossary.core.detection.matching import word_forms
    from ai_glossary.core.glossary.builtin import load_builtin

    glossary = load_builtin()
    words = sorted({w for c in glossary.concepts.values() for w in c.context}
                   | {n for c in glossary.concepts.values() for names in c.names.values() for n in names})
    langs = ("fr", "nl", "de", "es", "bn")
    fast = [(word_forms.family_spellings(w), [word_forms.synonyms(w, lang) for lang in langs]) for w in words]
    every = {m.lower() for families in word_forms._FAMILIES.values() for _, family in families for m in family}
    monkeypatch.setattr(word_forms, "_members_in", lambda form: set(every))
    assert fast == [(word_forms.family_spellings(w), [word_forms.synonyms(w, lang) for lang in langs]) for w in words]
    assert sum(1 for spellings, _ in fast if spellings) > 50


def test_the_hyphenated_dutch_verb_of_a_training_stage():
    from ai_glossary.core.detection.matching.word_forms import stage_verb_forms

    # the English name kept with its hyphen gives the infinitive a Dutch heading writes ("Pre-trainen
    # van GEITje"); the participle stays the one-word loanword's
    assert stage_verb_forms("pre-training", "nl") == ["pre-trainen"]
    # a stage with no Dutch verb in use
    assert stage_verb_forms("post-training", "nl") == []


def test_a_french_name_in_token_is_also_written_tokén():
    from ai_glossary.core.detection.prose_language import localized_spellings

    assert "tokénisation" in localized_spellings("tokenisation", "fr")
    assert "tokéniseur" in localized_spellings("tokeniseur", "fr")
    # "token" as a word of its own is not the syllable French accents ("prédiction du token suivant")
    assert not any("tokén" in s for s in localized_spellings("prédiction du token suivant", "fr"))
    assert localized_spellings("tokenisatie", "nl") == [s for s in localized_spellings("tokenisatie", "nl")
                                                         if "é" not in s]


def test_an_ement_name_gives_its_nous_and_vous_forms_only():
    assert verb_forms("enchâssement", "fr") == ["enchâssons", "enchâssez"]
    # "plongeons" and "plongez" are a blog's "let's dive in" far more often than its embedding verb
    assert verb_forms("plongement", "fr") == []
    assert verb_forms("pré-entraînement", "fr") == []


def test_a_floats_width_written_apart():
    from ai_glossary.core.detection.matching.number_formats import width_apart

    assert width_apart("bfloat16") == ["bfloat 16"]
    assert width_apart("float32") == ["float 32"]
    # letters and a number of anything else: "FP 16" may be a page, "BF 16" a code
    assert width_apart("FP16") == [] and width_apart("BF16") == []
