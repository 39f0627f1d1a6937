"""Dutch cookbook chapters and lessons on quantizing for a local runtime, on a fine-tuning recipe and on
word embeddings, and the ordinary senses of the same words, which stay quiet (docs/evaluation.md, "How
much of the second set has been read": the Dutch cookbook chapters sample).

Expected mentions are marked in the text: «Quantiseren» is a mention, the guillemets are removed before
the text is analysed. The sentences are written in the style of the sample's machine translations; they
use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- quantization beside the runtime a model is converted for, or what it shrinks ----------------------
@pytest.mark.parametrize("marked", [
    "# «Quantiseren» van Phi-3.5 met Apple MLX Framework\n",
    "Nu ondersteunt het framework «quantisatieconversie» van Phi-3.5-Instruct en Phi-3.5-MoE.\n",
    "Met OpenVINO kun je het model snel «kwantiseren» op Intel-hardware.\n",
    "Door «kwantisering» neemt de modelgrootte af.\n",
    "Kleine taalmodellen worden vaak «gekwantiseerd» voor gebruik op een laptop.\n",
])
def test_quantization_for_a_local_runtime(detector, marked):
    assert_concept_mentions(detector, marked, "quantization")


@pytest.mark.parametrize("text", [
    # physics: quantized energy levels
    "De kwantisatie van de energieniveaus van het atoom volgt uit de kwantummechanica.\n",
    # a colour palette, even in a chapter that names a model format
    "Kleurkwantisatie verkleint het palet van de afbeelding tot 16 kleuren voor de JPEG-export.\n",
    # measuring an amount, also the risks of a language model
    "De quantificatie van de klanttevredenheid gebeurt met een enquête.\n",
    "De quantificatie van de risico's van kleine taalmodellen is moeilijk.\n",
])
def test_quantization_of_physics_and_images_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "quantization") == []


# -- a fine-tuning recipe: the tokenization verb and a metric among others -----------------------------
def test_tokenizing_in_a_fine_tuning_recipe(detector):
    marked = ("Maak deze data schoon en verwerk deze voor door ruis te verwijderen en de tekst te «tokenizen».\n"
              "\n"
              "Hyperparameters: Definieer hyperparameters zoals learning rate en het aantal epochs.\n")
    assert_concept_mentions(detector, marked, "tokenizer")


def test_a_lexers_tokenizing_stays_quiet(detector):
    text = ("De lexer moet de broncode tokenizen voordat de parser de syntaxisboom bouwt.\n"
            "Het aantal regels per bestand staat in de configuratie.\n")
    assert concept_mentions(detector, text, "tokenizer") == []


@pytest.mark.parametrize("marked", [
    "Gebruik metrics zoals nauwkeurigheid, F1-score of «perplexity» om de prestaties te beoordelen.\n",
    "We rapporteren BLEU, ROUGE en «perplexity» op de testset.\n",
])
def test_perplexity_among_other_metrics(detector, marked):
    assert_concept_mentions(detector, marked, "perplexity")


@pytest.mark.parametrize("text", [
    # the answer engine of that name
    "We vergelijken de antwoorden van Perplexity AI met metrics zoals nauwkeurigheid en bronvermelding.\n",
    # puzzlement
    "To her perplexity, the report listed no metrics for the second quarter.\n",
])
def test_the_answer_engine_and_puzzlement_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "perplexity") == []


# -- pre-training word embeddings on a text corpus -----------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Om dit te bereiken, moeten we ons embeddingmodel op een grote tekstcollectie «voortrainen».\n",
    "Het vocabulaire dat wordt gebruikt om Word2Vec «voor te trainen» verschilt van onze tekstcorpus.\n",
])
def test_pre_training_on_a_text_corpus(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


@pytest.mark.parametrize("text", [
    # a team's training beforehand, with a collection of texts to read
    "We moeten de nieuwe medewerkers eerst voortrainen met een tekstcollectie van procedures.\n",
    "Het kost een week om de stagiairs voor te trainen op het tekstcorpus van de handleidingen.\n",
])
def test_a_teams_training_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "pre-training") == []


# -- other Dutch names: a model's context limit, self-attention with a hyphen, distilling --------------
@pytest.mark.parametrize("marked, concept", [
    ("De «contextlimiet» van het taalmodel is 128k tokens.\n", "context-window"),
    ("Lange documenten passen niet binnen de «contextlimieten» van kleine modellen.\n", "context-window"),
    ("Met «zelf-attentie» berekent de transformer voor elk token een gewogen som.\n", "self-attention"),
    ("Het model is «gedistilleerd» uit een groter taalmodel.\n", "knowledge-distillation"),
])
def test_other_dutch_names(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("De jenever wordt gedistilleerd uit graan; een groter model van de stookketel gaat sneller.\n",
     "knowledge-distillation"),
    ("De whisky is twee keer gedistilleerd en rijpt daarna in een groter model vat.\n",
     "knowledge-distillation"),
])
def test_distilling_spirits_stays_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- the verb of full fine-tuning with its adverb, as "fully fine-tuned" ------------------------------
@pytest.mark.parametrize("marked", [
    "Het is nog steeds mogelijk om Phi-3-V «volledig te finetunen» op classificatie van memes.\n",
    "Het «volledig gefinetunede» model is groter dan de LoRA-adapter.\n",
    "Je kunt het model «volledig finetunen» of alleen een adapter trainen.\n",
])
def test_full_fine_tuning_as_a_verb(detector, marked):
    assert_concept_mentions(detector, marked, "full-fine-tuning")


@pytest.mark.parametrize("text", [
    "Een volledig getraind model kan daarna worden gefinetuned op je eigen data.\n",
    "Het aanbod is volledig afgestemd op de wensen van de klant.\n",
])
def test_other_verbs_with_the_adverb_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "full-fine-tuning") == []


# -- a chat demo's sampling temperature beside its other generation setting ----------------------------
def test_a_chat_demos_temperature_beside_max_new_tokens(detector):
    marked = ("# Web browser interface allows to adjust a few parameters like max new token length, "
              "«temperature» and so on.\nx = 1\n")
    assert_concept_mentions(detector, marked, "temperature-sampling", "python")


def test_a_gpus_temperature_stays_quiet(detector):
    text = "# The GPU reports its max temperature; the fan curve sets a new token bucket for alerts.\nx = 1\n"
    assert concept_mentions(detector, text, "temperature-sampling", "python") == []


def test_distilling_a_liquid_stays_quiet(detector):
    text = ("De leraar gaf de studenten een kleiner model van de molecule; "
            "de destillatie van de vloeistof duurde een uur.\n")
    assert concept_mentions(detector, text, "knowledge-distillation") == []
