"""Dutch prose on language models, written by people and machine-translated (docs/evaluation.md, "How
much of the second set has been read": the Dutch language-model README and cookbook sample): the
tokens a Dutch text cuts its text into, the hyphenated verb of pre-training, the name of DPO without the
linking s, the English spellings of full-parameter fine-tuning a Dutch README keeps, and what a model is
based on ("op transformers gebaseerde modellen"), and the Dutch verb of the prefill ("het prefillen").

Expected mentions are marked in the text: «tokenizer» is a mention, the guillemets are removed before
the text is analysed. The sentences are written in the style of the sample; they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- a tokenizer beside the text it cuts into tokens -----------------------------------------------
@pytest.mark.parametrize("marked", [
    "De «tokenizer» splitst de tekst op in tokens.\n",
    "«Tokenisatie» is het proces waarbij tekst wordt opgesplitst in tokens.\n",
    "Het aantal tokens van een zin hangt af van de «tokenizer».\n",
    "Een «tokenizer» verdeelt tekst in kleinere eenheden, tokens genaamd.\n",
    "Het model is getraind op 10 miljard tokens met de «tokenizer» van Mistral.\n",
])
def test_a_tokenizer_beside_dutch_tokens(detector, marked):
    assert_concept_mentions(detector, marked, "tokenizer")


@pytest.mark.parametrize("text", [
    # a lexer's tokens
    "De tokenizer van de parser splitst de broncode in tokens voor de lexicale analyse.\n",
    "De tokenizer bouwt uit de tokens een syntaxisboom op.\n",
    # a game's tokens
    "In dit bordspel krijg je een token per ronde; de tokenizer van de spelserver telt ze.\n",
])
def test_a_lexers_or_a_games_tokens_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "tokenizer") == []


# -- the hyphenated Dutch verb of pre-training -----------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Het «pre-trainen» van een taalmodel op een groot tekstcorpus kost veel GPU-uren.\n",
    "## «Pre-trainen» van het model\n\nHet model is getraind op 10 miljard tokens van een tekstcorpus.\n",
])
def test_the_hyphenated_verb_of_pre_training(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


def test_pre_training_new_staff_stays_quiet(detector):
    text = "Het pre-trainen van nieuwe medewerkers gebeurt in de eerste week.\n"
    assert concept_mentions(detector, text, "pre-training") == []


# -- DPO without the linking s --------------------------------------------------------------------------
def test_direct_preference_optimization_without_the_linking_s(detector):
    marked = ("Het trainingsproces omvatte supervised fine-tuning en «directe voorkeuroptimalisatie» om "
              "instructies nauwkeurig te volgen.\n")
    assert_concept_mentions(detector, marked, "dpo")


def test_an_ordinary_preference_stays_quiet(detector):
    text = "De website onthoudt de voorkeur van de gebruiker; optimalisatie van de pagina volgt later.\n"
    assert concept_mentions(detector, text, "dpo") == []


# -- the English spellings of full-parameter fine-tuning a Dutch README keeps --------------------------------
@pytest.mark.parametrize("marked", [
    "Het is een zogenaamde _«full-parameter finetune»_: uitgevoerd op alle parameters.\n",
    "A «full-parameter fine-tune» updates every weight of the model.\n",
])
def test_a_full_parameter_finetune(detector, marked):
    assert_concept_mentions(detector, marked, "full-fine-tuning")


def test_a_full_parameter_sweep_stays_quiet(detector):
    text = "Een full-parameter sweep van de simulatie duurt een nacht; daarna finetune je de motor.\n"
    assert concept_mentions(detector, text, "full-fine-tuning") == []


# -- what a model is based on: the English architecture in a Dutch sentence -------------------------------
@pytest.mark.parametrize("marked", [
    "Op «transformers» gebaseerde modellen verwerken tekst parallel.\n",
    "Het model is gebaseerd op «transformers».\n",
    "Het taalmodel is gebaseerd op de «transformer» van Vaswani.\n",
])
def test_a_model_based_on_transformers(detector, marked):
    assert_concept_mentions(detector, marked, "transformer")


@pytest.mark.parametrize("text", [
    # the toys and films, and the power grid's transformers
    "De film Bumblebee is gebaseerd op Transformers-speelgoed van Hasbro.\n",
    "De netbeheerder plaatst op transformers gebaseerde verdeelstations.\n",
])
def test_the_toys_and_the_power_grid_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "transformer") == []


# -- the Dutch verb of the prefill, with an engine's or a runner's words ----------------------------
@pytest.mark.parametrize("marked", [
    "llama.cpp verbruikt 24GB VRAM tijdens het «prefillen» van lange teksten.\n",
    "Tijdens het «prefillen» van de prompt vult de KV-cache zich.\n",
], ids=["runner", "kv-cache"])
def test_the_dutch_verb_of_the_prefill(detector, marked):
    assert_concept_mentions(detector, marked, "prefill")


def test_prefilling_a_web_form_stays_quiet(detector):
    assert concept_mentions(detector, "De app kan het formulier prefillen met je adres.\n", "prefill") == []
