"""Translated French and Dutch prose about language models (course lessons, machine translations): the
words its translators use as evidence of a sense, the names they write, and the ordinary senses of the
same words, which stay quiet (docs/detection.md, "Localized names" and section 3).

Expected mentions are marked in the text: «température» is a mention, the guillemets are removed
before the text is analysed. The texts are written here in the style of the development sample
(docs/evaluation.md, "Development samples"); they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.word_forms import family_spellings
from ai_glossary.core.detection.prose_language import localized_spellings
from support.marked import assert_concept_mentions, concept_mentions


# -- the words of language-model prose as evidence, in French and Dutch ----------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("La «température» contrôle le caractère aléatoire de la sortie du modèle de langage.\n",
     "temperature-sampling"),
    ("De «temperatuur» bepaalt de willekeurigheid van de uitvoer.\n", "temperature-sampling"),
    ("Dans un grand modèle de langage, le «pré-entraînement» se fait sur des milliards de jetons.\n",
     "pre-training"),
    ("Na de «voortraining» van grote taalmodellen volgt een tweede fase.\n", "pre-training"),
    ("Les «embeddings» représentent le texte sous forme numérique pour un grand modèle de langage.\n",
     "embedding"),
    ("De «embeddings» worden opgeslagen in een vectordatabase.\n", "embedding"),
    ("La «distillation» transfère le savoir d'un modèle enseignant vers un modèle élève plus petit.\n",
     "knowledge-distillation"),
    ("Bij «distillatie» leert een studentmodel van een leraarmodel.\n", "knowledge-distillation"),
])
def test_ambiguous_names_with_the_words_of_language_model_prose(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the weather's temperature, a chemistry class's distillation, a newcomer's briefing
    ("La météo actuelle à New York est nuageuse avec une température de 15°C et 60 % d'humidité.\n",
     "temperature-sampling"),
    ("De temperatuur in de serverruimte steeg tot 30 graden.\n", "temperature-sampling"),
    ("Pendant l'inférence du modèle de langage, surveillez la température du GPU.\n", "temperature-sampling"),
    ("En cours de chimie, les élèves réalisent une distillation de l'eau salée avec leur enseignant.\n",
     "knowledge-distillation"),
    ("Le pré-entraînement des nouveaux arrivants dure deux jours.\n", "pre-training"),
    ("De distillatie van jenever gebeurt in koperen ketels.\n", "knowledge-distillation"),
])
def test_the_ordinary_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- context words written with each member of a synonym family ------------------------------------------
def test_a_context_word_takes_the_other_members_of_its_synonym_family():
    spellings = family_spellings("fine-tuning")
    assert {"réglage fin", "affinage", "ajustement fin", "fijnafstemming", "Feintuning", "ajuste fino"} <= set(spellings)
    # not the family of a name's head: transfer learning is no "entraînement par transfert"
    assert family_spellings("apprentissage par transfert") == []
    assert family_spellings("réseau de neurones") == []


@pytest.mark.parametrize("marked", [
    "Le «pré-entraînement» est suivi d'un réglage fin sur des données annotées.\n",
    "Le «pré-entraînement» est suivi d'un affinage sur des données annotées.\n",
    "Na de «voortraining» volgt fijnafstemming op een kleinere dataset.\n",
])
def test_pre_training_next_to_fine_tuning_in_the_translators_words(detector, marked):
    # "fine-tuning" is one of pre-training's context words; the translations say it their way
    assert_concept_mentions(detector, marked, "pre-training")


# -- names: RLHF in French (DataFranca), temperature, the Latin spelling of Dutch kw- loanwords -------------
@pytest.mark.parametrize("marked", [
    "Le modèle est aligné par «apprentissage par renforcement à partir de la rétroaction humaine».\n",
    "On parle aussi d'«apprentissage par renforcement avec rétroaction humaine».\n",
    "L'«apprentissage par renforcement avec retour humain» utilise un modèle de récompense.\n",
    "L'«apprentissage par renforcement à partir du feedback humain» a rendu ChatGPT utile.\n",
])
def test_rlhf_in_the_french_names_translators_write(detector, marked):
    assert_concept_mentions(detector, marked, "rlhf")


@pytest.mark.parametrize("marked", [
    "On aligne le modèle par «apprentissage par renforcement avec feedback humain».\n",
    "Le modèle est affiné par «apprentissage par renforcement à partir des retours humains».\n",
    "Het model wordt verfijnd met «reinforcement learning op basis van menselijke feedback».\n",
    "The model is then tuned with «Reinforcement Learning with Human Feedback».\n",
])
def test_rlhf_with_each_way_of_saying_from_human_feedback(detector, marked):
    assert_concept_mentions(detector, marked, "rlhf")


def test_the_human_feedback_family_is_a_synonym_family():
    from ai_glossary.core.detection.matching.word_forms import synonyms
    french = synonyms("apprentissage par renforcement à partir de retours humains", "fr")
    assert "apprentissage par renforcement avec rétroaction humaine" in french
    assert "apprentissage par renforcement à partir du feedback humain" in french
    assert {"reinforcement learning met menselijke feedback", "versterkingsleren met menselijke feedback",
            "versterkend leren op basis van menselijke feedback", "versterkend leren van menselijke feedback"
            } <= set(synonyms("versterkend leren met menselijke feedback", "nl"))


def test_reinforcement_learning_alone_is_no_rlhf(detector):
    text = "Poke-env sert à entraîner des bots par apprentissage par renforcement.\n"
    assert concept_mentions(detector, text, "rlhf") == []


def test_dutch_kw_names_also_take_the_qu_of_their_source():
    assert "quantisatie" in localized_spellings("kwantisatie", "nl")
    assert "gequantiseerde KV-cache" in localized_spellings("gekwantiseerde KV-cache", "nl")
    # a kw before a consonant is Dutch of its own
    assert localized_spellings("kwrtje", "nl") == []


@pytest.mark.parametrize("marked", [
    "QLoRA gebruikt «quantisatietechnieken» om het geheugengebruik van het model te verminderen.\n",
    "QLoRA corrigeert de fouten die tijdens «quantisatie» naar 4-bit ontstaan.\n",
])
def test_dutch_quantization_in_its_qu_spelling(detector, marked):
    assert_concept_mentions(detector, marked, "quantization")


def test_dutch_quantization_of_physics_stays_quiet(detector):
    text = "De quantisatie van het impulsmoment volgt uit de golffunctie van het elektron.\n"
    assert concept_mentions(detector, text, "quantization") == []


# -- Dutch "parallelisme" with one l; the French MoE router ------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Een geheugenefficiënte vorm van «data-parallelisme» over alle GPU's.\n", "data-parallelism"),
    ("Met «tensorparallelisme» worden de matrices over de GPU's verdeeld.\n", "tensor-parallelism"),
    ("«Pijplijnparallelisatie» verdeelt de lagen over de apparaten.\n", "pipeline-parallelism"),
])
def test_dutch_parallelism_with_one_l(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_french_moe_routing(detector):
    assert_concept_mentions(detector, "Le «routeur MoE» choisit deux experts pour chaque jeton ; ce «routage des "
                            "jetons» équilibre la charge entre les experts.\n", "moe-router")
    assert_concept_mentions(detector, "Le «routage des experts» de Mixtral envoie chaque jeton à deux experts.\n",
                            "moe-router")


@pytest.mark.parametrize("text", [
    "Le routage des experts vers les sites clients est planifié chaque lundi.\n",
    # a router agent, alone in a table cell
    "| ★☆☆ | La sortie de l'agent détermine le flux de contrôle | Routeur | `if llm_decision(): a()` |\n",
])
def test_other_routings_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "moe-router") == []


# -- natural language processing as the sense of tokenization and embeddings; word embeddings by name --------
@pytest.mark.parametrize("marked, concept", [
    ("### «Tokenisation»\n\nLa première étape que la plupart des algorithmes de NLP doivent effectuer est de "
     "diviser le texte en tokens, ou mots.\n", "tokenizer"),
    ("### «Embeddings»\n\nEn traitement du langage naturel, les «embeddings» convertissent le texte en valeurs "
     "numériques.\n", "embedding"),
    ("De «embeddings» van natuurlijke taalverwerking zetten tekst om in getallen.\n", "embedding"),
    ("Les «embeddings de mots» regroupent les mots de sens voisin.\n", "embedding"),
    ("«Woordembeddings» zijn een manier om tekstgegevens numeriek te converteren.\n", "embedding"),
    ("Le «plongement de mots» de Word2Vec a changé le domaine.\n", "embedding"),
])
def test_nlp_prose_and_word_embeddings(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a compiler's lexer, an embedding of spaces
    ("La tokenisation du code source produit les lexèmes que l'analyseur syntaxique consomme.\n", "tokenizer"),
    ("Le plongement de la sphère dans l'espace euclidien est une variété.\n", "embedding"),
])
def test_tokenizers_and_embeddings_outside_nlp_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- names translators write: the other word order, the plural complement, half-translated Dutch ------------
@pytest.mark.parametrize("marked, concept", [
    ("Les LLM sont entraînés par «prédiction du jeton suivant».\n", "causal-language-modeling"),
    ("Les «lois de mise à l'échelle» montrent que la perte diminue avec la taille du modèle.\n", "scaling-laws"),
    ("La «recherche par faisceaux» explore plusieurs séquences candidates.\n", "beam-search"),
    ("L'«échantillonnage du noyau» garde les jetons les plus probables.\n", "top-p-sampling"),
    ("«Greedy decodering» kiest altijd het meest waarschijnlijke token.\n", "greedy-decoding"),
    ("«Speculatieve decodering» versnelt de generatie.\n", "speculative-decoding"),
    ("Le «réglage fin par instructions» apprend au modèle à suivre des consignes ; l'«affinage par "
     "instructions» aussi.\n", "instruction-tuning"),
    ("«Instructie-tuning» leert het model instructies te volgen.\n", "instruction-tuning"),
    ("L'«adaptation de bas rang» ajoute des matrices de bas rang aux couches.\n", "lora"),
    ("La «quantification du modèle» réduit sa taille ; la «quantification des poids» passe à 4 bits.\n",
     "quantization"),
    ("La «distillation de modèles» transfère le savoir d'un grand modèle vers un petit.\n",
     "knowledge-distillation"),
    ("Bij «distillatie van kennis» leert een klein model van een groot model.\n", "knowledge-distillation"),
])
def test_names_in_the_words_translators_write(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_quantification_of_uncertainty_stays_quiet(detector):
    text = "La quantification de l'incertitude du modèle utilise des méthodes bayésiennes.\n"
    assert concept_mentions(detector, text, "quantization") == []


def test_scaling_laws_of_another_field_stay_quiet(detector):
    text = "Les lois de mise à l'échelle du Code du travail s'appliquent aux PME.\n"
    assert concept_mentions(detector, text, "scaling-laws") == []


# -- the machine translations' words: transformateur, pré-formation, codage par paires d'octets -------------
@pytest.mark.parametrize("marked, concept", [
    ("Les LLM sont basés sur des architectures de «transformateurs», qui utilisent l'auto-attention.\n",
     "transformer"),
    ("L'architecture de «transformateur» se compose d'une structure encodeur-décodeur.\n", "transformer"),
    ("BERT repose sur la «pré-formation» à partir d'un texte non étiqueté.\n", "pre-training"),
    ("Le «pré-apprentissage» d'un modèle de langage lit des milliards de mots.\n", "pre-training"),
    ("GPT-2 utilise le «codage par paires d'octets» pour découper les mots.\n", "byte-pair-encoding"),
])
def test_the_words_of_machine_translations(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Le transformateur abaisse la haute tension du réseau à 230 volts pour les maisons.\n", "transformer"),
    ("Le transformateur de la sous-station a surchauffé cet été.\n", "transformer"),
    ("La préformation des nouveaux salariés dure une semaine.\n", "pre-training"),
    ("La classe de préapprentissage accueille les apprentis de quinze ans.\n", "pre-training"),
])
def test_the_electrical_transformer_and_a_job_course_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- Dutch compounds headed by a Dutch noun, with the linking s --------------------------------------------
def test_a_dutch_compound_with_the_linking_s(detector):
    assert_concept_mentions(detector,
                            "Tijdens de «pretrainingsfase» leert het taalmodel het volgende token voorspellen.\n",
                            "pre-training")
    # a head that is not a noun of the list: the word is not read as a compound of the term (a
    # Dutch name spelled as the term, "pretraining", begins any compound: "pretrainingsdata")
    assert concept_mentions(detector, "Tijdens de transformerweek leert het taalmodel het volgende token "
                                      "met self-attention.\n", "transformer") == []


# -- Microsoft's words for embeddings: incorporations, modèle d'incorporation, insluitingen ----------------
@pytest.mark.parametrize("marked", [
    "Après avoir changé le «modèle d'incorporation», relancez les «incorporations» pour l'espace vectoriel.\n",
    "Les «incorporations» de texte sont stockées dans une base de données vectorielle.\n",
    "Wat kost het genereren van «insluitingen» voor de vectordatabase?\n",
])
def test_embeddings_in_microsofts_words(detector, marked):
    assert_concept_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    # the singular is no name, even next to a language model
    "Le RAG permet l'incorporation de données externes dans la réponse du modèle de langage.\n",
    "Les incorporations successives de filiales ont agrandi le groupe.\n",
    "Gebruik video-insluitingen en YouTube-insluitingen met mate op de pagina.\n",
])
def test_incorporations_and_inclusions_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "embedding") == []


# -- floating-point formats spelled out: "flottants de 16 bits", Dutch "zwevende komma", "16-bits floating point"
@pytest.mark.parametrize("marked, concept", [
    ("Les poids sont stockés en «flottants de 16 bits».\n", "fp16"),
    ("Les activations passent en «virgule flottante à 8 bits».\n", "fp8"),
    ("De gewichten worden opgeslagen als «16-bits zwevendekommagetallen».\n", "fp16"),
    ("De optimizer houdt een kopie in «32-bits floating point».\n", "fp32"),
])
def test_float_formats_spelled_out_by_translators(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_a_width_without_a_float_names_no_format(detector):
    text = "Un convertisseur analogique-numérique de 16 bits échantillonne le signal.\n"
    assert concept_mentions(detector, text, "fp16") == []
