"""How French writers and machine translations name the concepts of an introduction to generative AI
(language models, pre-training, tokenization, the Transformer, temperature and top-p, distillation),
checked concept by concept, and the ordinary senses of the same words, which stay quiet
(docs/detection.md, "Localized names", "Word formation" and section 3; docs/evaluation.md, "How much
of the second set has been read").

Expected mentions are marked in the text: «pré-entraînés» is a mention, the guillemets are removed
before the text is analysed. The sentences are written in the style of the development sample (the
French lessons of a generative-AI course for JavaScript developers, the French Hugging Face course);
they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- a language model as French names it, as evidence of the concepts around it -----------------------------
@pytest.mark.parametrize("marked, concept", [
    # "grands modèles linguistiques" beside "grands modèles de langage"
    ("Les grands modèles linguistiques «sont pré-entraînés» sur des milliards de documents.\n", "pre-training"),
    ("Un modèle linguistique lit une suite de «transformateurs» empilés.\n", "transformer"),
    ("La «tokenisation» d'un modèle de langue découpe chaque phrase.\n", "tokenizer"),
])
def test_the_french_names_of_a_language_model_are_context(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_a_language_model_named_near_an_electrical_transformer_is_no_evidence(detector):
    text = ("Le transformateur du poste électrique abaisse la tension ; le modèle linguistique de Saussure "
            "n'y change rien.\n")
    assert concept_mentions(detector, text, "transformer") == []


# -- pre-training in a lesson on how language models work ------------------------------------------------------
@pytest.mark.parametrize("marked", [
    # the objective and the data a lesson names around it
    "Pendant la phase de «pré-entraînement», le modèle apprend à prédire le mot suivant.\n",
    "Les LLM «sont pré-entraînés» sur d'énormes quantités de texte provenant d'Internet.\n",
    "Les modèles de base «sont préentraînés» sur des données publiques.\n",
    # the alignment stages that follow it
    "Les modèles d'IA générative «sont préentraînés» puis affinés avec le RLHF.\n",
])
def test_pre_training_with_the_words_of_a_language_model_lesson(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


@pytest.mark.parametrize("text", [
    # the French pre-workout, with a lesson's word nearby
    "Avant la séance de musculation, prenez une boisson de pré-entraînement ; le mot suivant du coach : "
    "hydratation.\n",
    "Nos modèles de base sont livrés avec une pré-formation de deux heures pour vos salariés.\n",
    # the adjective of a checkpoint names no stage
    "Un modèle de langage pré-entraîné peut ensuite être affiné.\n",
])
def test_pre_training_traps(detector, text):
    assert concept_mentions(detector, text, "pre-training") == []


# -- the French names of tokenization --------------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "La «segmentation en jetons» transforme une phrase en suite de jetons.\n",
    "Le «découpage en jetons» précède la recherche des identifiants de jetons dans le vocabulaire.\n",
    "La «jetonisation» du texte produit des sous-mots que le modèle de langage lit.\n",
])
def test_french_names_of_tokenization(detector, marked):
    assert_concept_mentions(detector, marked, "tokenizer")


@pytest.mark.parametrize("text", [
    "La jetonisation des cartes bancaires protège le numéro de carte.\n",
    "Le découpage en jetons du plateau de jeu se fait avant la partie.\n",
    # an image cut into patches for a vision Transformer is no text tokenizer
    "1. **Tokenisation des images** : l'image est divisée en patches, chacun transformé en un embedding de "
    "patch ; une image est ainsi 'tokenisée' en une séquence de patches.\n",
])
def test_tokenization_traps(detector, text):
    assert concept_mentions(detector, text, "tokenizer") == []


# -- the Transformer with its paper and the French names of NLP ----------------------------------------------
@pytest.mark.parametrize("marked", [
    "Les «Transformeurs» ont été présentés dans l'article *Attention Is All You Need*.\n",
    "Le traitement automatique des langues (TAL) utilise des «transformeurs».\n",
])
def test_the_transformer_with_its_paper_or_nlp(detector, marked):
    assert_concept_mentions(detector, marked, "transformer")


# -- what a lesson says temperature and top-p change ----------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Le paramètre de «température» influence l'aléatoire des réponses du LLM.\n", "temperature-sampling"),
    ("Augmentez la valeur de «Top P» pour obtenir des réponses plus variées.\n", "top-p-sampling"),
])
def test_what_the_sampling_settings_change(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Les températures sont plus variées en altitude qu'en plaine, et plus prévisibles en été.\n",
     "temperature-sampling"),
    ("La température du four doit rester stable ; l'aléatoire de la cuisson tient au four lui-même.\n",
     "temperature-sampling"),
    ("Le top 10 des ventes : la créativité des vendeurs a payé, le top p des régions aussi.\n", "top-p-sampling"),
])
def test_sampling_traps(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- more names of knowledge distillation ----------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "La «distillation du savoir» transfère ce que sait un grand modèle vers un petit.\n",
    "La «distillation de la connaissance» produit des modèles compacts.\n",
])
def test_more_names_of_knowledge_distillation(detector, marked):
    assert_concept_mentions(detector, marked, "knowledge-distillation")


def test_the_distillation_of_rum_stays_quiet(detector):
    assert concept_mentions(detector, "La distillation du rhum se fait dans un alambic.\n",
                            "knowledge-distillation") == []


# -- what a French lesson says around scaling laws -------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Les «lois de mise à l'échelle» montrent que des modèles plus grands entraînés sur plus de données font "
    "mieux.\n",
    "Les «lois d'échelle» prédisent la perte d'un modèle de 70 milliards de paramètres.\n",
])
def test_scaling_laws_with_the_words_of_a_french_lesson(detector, marked):
    assert_concept_mentions(detector, marked, "scaling-laws")


@pytest.mark.parametrize("text", [
    "Les lois d'échelle allométriques relient le métabolisme à la masse corporelle ; les plus grands animaux "
    "ont plus de données.\n",
    "En turbulence, les lois d'échelle de Kolmogorov décrivent la cascade d'énergie ; plus de calcul n'y "
    "change rien.\n",
])
def test_the_scaling_laws_of_biology_and_physics_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "scaling-laws") == []


# -- instruction tuning with the other determiner, and as "instruction fine-tuning" ---------------------------
@pytest.mark.parametrize("marked", [
    "Le «fine-tuning d'instructions» entraîne le modèle sur des paires instruction-réponse.\n",
    "L'«ajustement d'instructions» entraîne le modèle sur des paires instruction-réponse.\n",
    "Le «réglage fin des instructions» suit le pré-entraînement du modèle de langage.\n",
])
def test_instruction_tuning_as_translations_write_it(detector, marked):
    assert_concept_mentions(detector, marked, "instruction-tuning")


@pytest.mark.parametrize("text", [
    "Le réglage d'instructions de montage de la machine se fait à l'atelier.\n",
    "Un réglage fin des instructions de la recette améliore le gâteau.\n",
    "Le réglage fin des instructions du chatbot dans son prompt système change ses réponses.\n",
])
def test_the_adjustment_of_ordinary_instructions_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "instruction-tuning") == []


# -- post-training as French translations name it, with a lesson's words -----------------------------------
@pytest.mark.parametrize("marked", [
    "La «post-formation» aligne le modèle sur les préférences humaines avec le RLHF.\n",
    "Le «post-entraînement» aligne le modèle de base.\n",
    "L'«entraînement postérieur» du modèle inclut le RLHF.\n",
])
def test_post_training_as_translations_name_it(detector, marked):
    assert_concept_mentions(detector, marked, "post-training")


@pytest.mark.parametrize("text", [
    "Une post-formation est proposée aux employés après le stage.\n",
    "La post-formation des apprentis suit le modèle de base du programme.\n",
    "L'entraînement postérieur à la blessure du joueur a duré deux semaines.\n",
])
def test_a_courses_or_a_players_follow_up_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "post-training") == []


# -- the stage's verb said of a tokenizer: a ready-made tokenizer, which is trained, never pre-trained ---------
@pytest.mark.parametrize("text", [
    "Il est conseillé d'utiliser un tokenizer pré-entraîné sur le français (ex : camembert-base) pour les "
    "modèles de langage.\n",
    "Chargez un tokeniseur préentraîné sur un corpus multilingue avant l'entraînement du modèle de langage.\n",
])
def test_a_tokenizer_pre_trained_on_a_language_is_no_pre_training(detector, text):
    assert concept_mentions(detector, text, "pre-training") == []


def test_a_model_pre_trained_on_a_corpus_beside_its_tokenizer_is_the_stage(detector):
    marked = "Les modèles «pré-entraînés sur» de vastes corpus gardent leur tokenizer.\n"
    assert_concept_mentions(detector, marked, "pre-training")
