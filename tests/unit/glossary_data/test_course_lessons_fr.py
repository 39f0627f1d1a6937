"""How French course lessons (a human translation of an audio course, machine translations of lessons on
embeddings, language modeling and text generation, and of a fine-tuning lab) name concepts the
glossary's French names did not reach, and the ordinary senses of the same words, which stay quiet
(docs/detection.md, "Localized names" and section 3; docs/evaluation.md, "How much of the second set
has been read").

Expected mentions are marked in the text: «adaptateur» is a mention, the guillemets are removed before
the text is analysed. The sentences are written in the style of the development sample; they use the
built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- a name the glossary listed in the plural only: its singular ------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Affiner un «adaptateur» LoRA afin de classer des phrases.\n", "adapters"),
    ("Fusionner les poids de l'«adaptateur» dans le modèle de base après le réglage fin LoRA.\n", "adapters"),
    ("Chaque «couche réversible» recalcule ses entrées pendant la rétropropagation.\n", "reversible-layers"),
    ("QLoRA utilise un «optimiseur paginé» pour absorber les pics de mémoire.\n", "paged-optimizers"),
    ("La capture d'un «graphe CUDA» supprime le coût de lancement des kernels.\n", "cuda-graphs"),
    ("Un «format MX» partage une échelle par bloc de 32 valeurs.\n", "microscaling-formats"),
])
def test_the_singular_of_a_plural_name(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    "Branchez l'adaptateur secteur USB-C sur le port de l'ordinateur.\n",
    "L'adaptateur réseau de la machine virtuelle se connecte à la passerelle LoRa du capteur.\n",
    "Le patron adaptateur convertit l'interface d'une classe en une autre.\n",
])
def test_a_hardware_or_software_adapter_is_no_adapters(detector, text):
    assert concept_mentions(detector, text, "adapters") == []


# -- "enchâssement", the Hugging Face courses' word for an embedding ---------------------------------------
@pytest.mark.parametrize("marked", [
    "La séquence passe par une couche d'«enchâssement» qui convertit les tokens en vecteurs de 512 dimensions.\n",
    "Pour générer ces «enchâssements» de locuteur, le modèle produit un vecteur de 512 éléments.\n",
])
def test_enchassement_names_an_embedding(detector, marked):
    assert_concept_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    "Les enchâssements de propositions subordonnées rendent la phrase difficile à lire.\n",
    "L'enchâssement de la pierre dans la bague est fait à la main.\n",
])
def test_the_nesting_of_clauses_or_a_gem_is_no_embedding(detector, text):
    assert concept_mentions(detector, text, "embedding") == []


# -- the words of a lesson on generating text around a temperature ----------------------------------------
@pytest.mark.parametrize("marked", [
    "## Génération de texte et «température»\n",
    "Un paramètre, la «température», aplatit la distribution si nous voulons ajouter plus d'aléatoire.\n",
])
def test_a_temperature_in_a_lesson_on_generating_text(detector, marked):
    assert_concept_mentions(detector, marked, "temperature-sampling")


@pytest.mark.parametrize("text", [
    "La température de l'eau monte ; la génération de texte du bulletin est automatique.\n",
    "La température monte et la distribution de probabilité des pannes suit une loi normale.\n",
    "Le capteur mesure la température de la pièce ; la génération de texte du rapport est faite par un gabarit.\n",
])
def test_a_temperature_of_water_or_beside_statistics_is_no_sampling(detector, text):
    assert concept_mentions(detector, text, "temperature-sampling") == []


# -- the tokenizer in a lesson on language modeling with recurrent networks --------------------------------
def test_a_tokenization_in_a_lesson_on_language_modeling(detector):
    assert_concept_mentions(detector, "Les réseaux neuronaux récurrents servent à la modélisation du langage. "
                                      "Nous utiliserons une «tokenisation» au niveau des caractères.\n", "tokenizer")


def test_a_lexers_tokenization_stays_quiet(detector):
    assert concept_mentions(detector, "Le lexer découpe le code source : la tokenisation précède l'analyse "
                                      "syntaxique, comme dans les réseaux de neurones récurrents.\n", "tokenizer") == []


# -- an adjective before the complement, and the LoRA settings by their names --------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Méthode | «Taille effective du batch» | Débit (img/s)\n", "global-batch-size"),
    ("La «taille globale de lot» vaut 512 sur les 8 GPU.\n", "global-batch-size"),
    ("LoRA | bf16 | «rang LoRA» 32, «alpha LoRA» 16.\n", "lora-hyperparameters"),
])
def test_a_fine_tuning_labs_table_words(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_an_effective_size_of_something_else_is_no_batch_size(detector):
    assert concept_mentions(detector, "La taille effective de l'échantillon est de 64 patients.\n",
                            "global-batch-size") == []


@pytest.mark.parametrize("marked", [
    "Il est toujours possible de «fine-tuner complètement» Phi-3-V sur la classification de memes.\n",
    "Le modèle a été «entièrement fine-tuné» sur nos données.\n",
])
def test_the_verb_of_full_fine_tuning_with_its_adverb(detector, marked):
    assert_concept_mentions(detector, marked, "full-fine-tuning")


def test_a_fine_tuned_model_without_the_adverb_is_generic(detector):
    assert concept_mentions(detector, "Le modèle a été fine-tuné sur nos données.\n", "full-fine-tuning") == []


# -- the translations' words for a schedule, an attention and a quantization-aware training ------------------
@pytest.mark.parametrize("marked, concept", [
    ("Après le préchauffage, un «calendrier cosinus» fait décroître le taux d'apprentissage.\n",
     "cosine-learning-rate-schedule"),
    ("Chaque tête calcule l'«attention produit scalaire mise à l'échelle».\n", "scaled-dot-product-attention"),
    ("Le modèle ajoute des «plongements de position» absolus aux plongements des jetons.\n", "positional-encoding"),
    ("Contrairement à l'«entraînement conscient de la quantification», la PTQ ne réentraîne pas.\n",
     "quantization-aware-training"),
])
def test_a_translations_name_of_a_training_or_attention_concept(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    "La fonction cosinus décroît sur l'intervalle ; le calendrier des cours est publié.\n",
    "La position du plongeur et la profondeur du plongement sont notées.\n",
])
def test_a_cosine_or_a_dive_is_no_schedule_nor_encoding(detector, text):
    assert concept_mentions(detector, text, "cosine-learning-rate-schedule") == []
    assert concept_mentions(detector, text, "positional-encoding") == []
