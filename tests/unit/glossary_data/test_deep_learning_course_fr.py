"""French deep-learning course notes written by their teachers: a classifier's top-k accuracy, which
is no sampling, and the French verb "adapter" before a model's name, which is no adapter module
(docs/detection.md, sections 2 and 3).

Expected mentions are marked in the text: «top-k» is a mention, the guillemets are removed before the
text is analysed. The sentences are written here in the style of the development sample
(docs/evaluation.md, "How much of the second set has been read"); they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- top-k accuracy is a classifier's metric, not a sampler -------------------------------------------------
@pytest.mark.parametrize("text", [
    "### 4.4 Top-K Accuracy\n\nPour la classification multi-classes, le Top-K Accuracy mesure si la bonne "
    "classe est parmi les K prédictions les plus probables.\n",
    "We report the top-5 accuracy on ImageNet; the top-k accuracy of the small model is lower.\n",
    "# acc = topk_accuracy(output, labels, topk=(1, 5))\n",
    "De top-5-nauwkeurigheid van het netwerk stijgt; top-k telt de k beste klassen.\n",
], ids=["heading-fr", "english", "identifier", "dutch"])
def test_top_k_accuracy_is_no_sampling(detector, text):
    assert concept_mentions(detector, text, "top-k-sampling") == []


@pytest.mark.parametrize("marked", [
    "On échantillonne avec «top-k» et une température de 0,7 pendant la génération.\n",
    "Sampling keeps the k best tokens («top-k») before the temperature is applied.\n",
], ids=["french", "english"])
def test_the_top_k_of_a_sampler_stays_a_mention(detector, marked):
    assert_concept_mentions(detector, marked, "top-k-sampling")


# -- "Adapter BERT pour ...": the French verb before a model's name and its complement ----------------------
@pytest.mark.parametrize("text", [
    "### 🎯 Adapter BERT pour Classification\n\nLe fine-tuning spécialise le modèle pré-entraîné.\n",
    "Adapter GPT à votre stack technique grâce au fine-tuning avec LoRA.\n",
    "Avec le fine-tuning, ensuite adapter BERT pour la classification demande peu de données.\n",
], ids=["heading-emoji", "sentence", "lower-case"])
def test_adapter_before_a_name_and_its_complement_is_the_verb(detector, text):
    assert concept_mentions(detector, text, "adapters") == []


@pytest.mark.parametrize("marked", [
    "On entraîne un «adapter» LoRA pour chaque tâche avec PEFT.\n",
    "Avec PEFT, chaque «adapter» BERT pour la classification reste petit.\n",
    "### «Adapter Layers»\n\nDe petites couches ajoutées au modèle figé, entraînées avec PEFT.\n",
], ids=["article", "determiner", "heading-noun"])
def test_the_noun_adapter_stays_a_mention(detector, marked):
    assert_concept_mentions(detector, marked, "adapters")
