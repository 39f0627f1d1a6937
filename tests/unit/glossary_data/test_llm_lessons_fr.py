"""How French lessons on language models (how they work, how they are trained and aligned, small
language models) name concepts the glossary's French names did not reach, and the ordinary senses of
the same words, which stay quiet (docs/detection.md, "Localized names", "Word formation" and section 3;
docs/evaluation.md, "How much of the second set has been read").

Expected mentions are marked in the text: «ajustement supervisé» is a mention, the guillemets are
removed before the text is analysed. The sentences are written in the style of the development sample
(machine translations of the Phi cookbook, a French book on language models); they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.word_forms import tuned_participles_linked
from ai_glossary.core.detection.prose_language import localized_spellings
from support.marked import assert_concept_mentions, concept_mentions


# -- the plural of a French name whose word ends in -al: -aux ----------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Les «plongements lexicaux» denses de cette partie viennent du modèle FastText.\n", "embedding"),
    ("Chaque processus lit les «rangs locaux» des autres GPU avec torch.distributed.\n", "rank-and-world-size"),
])
def test_the_plural_in_aux_of_a_name_in_al(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_french_plurals_in_al_by_rule():
    assert "plongements lexicaux" in localized_spellings("plongement lexical", "fr")
    assert "plongements lexicals" not in localized_spellings("plongement lexical", "fr")
    # the few words in -al whose plural is -als keep it
    assert "modèles finals" in localized_spellings("modèle final", "fr")


def test_a_lexical_plural_outside_a_name_is_no_embedding(detector):
    text = "Les champs lexicaux de la mer et les rangs locaux du club de tennis.\n"
    assert concept_mentions(detector, text, "embedding") == []
    assert concept_mentions(detector, text, "rank-and-world-size") == []


# -- an instruction-tuned model, with the other links a translation writes -----------------------------
@pytest.mark.parametrize("marked", [
    # the Phi cookbook's French, with the training named nearby
    "Chaque modèle est «ajusté pour les instructions» par un réglage fin sur des paires de questions et de "
    "réponses.\n",
    "Les LLM décodeur-seul «ajustés aux instructions» se généralisent à toute tâche, et le RLHF les aligne.\n",
    # "par" with the complement in the singular, and "sur" without an article
    "Un LLM «ajusté par instruction» suit les consignes, souvent après un RLHF.\n",
    "Un modèle «réglé sur instructions» a suivi un réglage fin sur des paires de questions et de réponses.\n",
])
def test_an_instruction_tuned_model_with_aux_or_pour_les(detector, marked):
    assert_concept_mentions(detector, marked, "instruction-tuning")


def test_the_linked_participles_come_from_a_tuning_name_with_a_plural_complement():
    spellings = set(tuned_participles_linked("réglage par instructions", "fr"))
    assert {"réglé aux instructions", "réglés pour les instructions", "réglées sur des instructions",
            "réglé sur instructions", "réglé par instruction"} <= spellings
    assert "réglé sur instruction" not in spellings  # upon an order
    assert tuned_participles_linked("ajustement par préfixe", "fr") == []
    assert tuned_participles_linked("réglage fin supervisé", "fr") == []


@pytest.mark.parametrize("text", [
    # an ordinary phrase: a dose or a setting adjusted to instructions, with no training nearby
    "Le dosage est ajusté aux instructions du médecin.\n",
    "Les réglages de la machine sont ajustés pour les instructions du fabricant.\n",
    "Le débit a été ajusté par instruction du pilote, puis réglé sur instructions écrites.\n",
])
def test_an_ordinary_adjustment_to_instructions_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "instruction-tuning") == []


# -- Microsoft's French names of training stages ---------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Phi-3-mini a été ajusté pour le chat par «ajustement supervisé» («SFT») et optimisation des préférences "
     "directes (DPO).\n", "supervised-fine-tuning"),
    ("Phi-3-mini a été ajusté pour le chat par ajustement supervisé (SFT) et «optimisation des préférences "
     "directes» («DPO»).\n", "dpo"),
    ("Le processus intègre un «ajustement supervisé» et une optimisation directe des préférences.\n",
     "supervised-fine-tuning"),
])
def test_microsofts_names_of_training_stages(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    # a system's supervised self-tuning, a manual correction of a log
    "### Auto-ajustement supervisé (jamais auto-application)\nLes suggestions arrivent après 20 exécutions.\n",
    "Vérifiez les passages du journal, puis corrigez par un ajustement supervisé si nécessaire.\n",
])
def test_an_ordinary_supervised_adjustment_is_no_sft(detector, text):
    assert concept_mentions(detector, text, "supervised-fine-tuning") == []


# -- a lesson's words around a temperature ----------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "La «température» contrôle le degré d'aléatoire des réponses.\n",
    "La «température» intervient dans la sélection du prochain jeton.\n",
])
def test_a_temperature_beside_the_randomness_of_the_answers(detector, marked):
    assert_concept_mentions(detector, marked, "temperature-sampling")


def test_randomness_alone_makes_no_temperature_of_a_room(detector):
    text = "L'entropie mesure le degré d'aléatoire des caractères. La température de la pièce est de 20 degrés.\n"
    assert concept_mentions(detector, text, "temperature-sampling") == []


# -- the k best documents of a retriever are no top-k sampling ------------------------------------------
def test_top_k_sampling_beside_the_other_settings_of_generation(detector):
    marked = "Les paramètres de génération comme la température, le «top-k» et le top-p contrôlent la sortie.\n"
    assert_concept_mentions(detector, marked, "top-k-sampling")


@pytest.mark.parametrize("text", [
    "| **Recall@K** | % de docs pertinents dans top K | > 80% |\n\nLa génération augmentée par récupération.\n",
    "| **Reranking** | Cross-encoder pour affiner le top K |\n\nRetrieval Augmented Generation.\n",
    "The reranker reorders the top-k passages before generation.\n",
])
def test_a_retrievers_top_k_is_no_sampling(detector, text):
    assert concept_mentions(detector, text, "top-k-sampling") == []


# -- "intégration", the machine translations' word for an embedding, inside a name ---------------------
@pytest.mark.parametrize("marked", [
    "Les «intégrations de texte» convertissent le texte en vecteurs, stockés dans une base de données "
    "vectorielle.\n",
    "Le modèle convertit les jetons en «vecteurs d'intégration» continus, puis les envoie au Transformer.\n",
])
def test_integration_names_an_embedding_inside_a_name(detector, marked):
    assert_concept_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    "Essayez quelques intégrations de texte avec des classes de tailwindcss, puis ouvrez le terminal.\n",
    "Le vecteur d'intégration lentiviral transporte le gène dans la cellule.\n",
    "L'intégration continue lance les tests à chaque commit.\n",
    # a page's keywords, beside a search engine's semantic search
    "L'intégration de mots-clés dans vos pages améliore la recherche sémantique de Google.\n",
])
def test_text_inlined_in_a_page_or_a_genetic_vector_is_no_embedding(detector, text):
    assert concept_mentions(detector, text, "embedding") == []


# -- more members of the French synonym families ------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("L'«apprentissage par renforcement basé sur les retours humains» aligne le modèle.\n", "rlhf"),
    ("Un «ajustement fin efficace en termes de paramètres» met à jour peu de poids.\n", "peft"),
])
def test_based_on_human_feedback_and_efficient_in_terms_of_parameters(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_reinforcement_learning_based_on_a_value_is_no_rlhf(detector):
    text = "L'apprentissage par renforcement basé sur la valeur optimise la fonction V.\n"
    assert concept_mentions(detector, text, "rlhf") == []
