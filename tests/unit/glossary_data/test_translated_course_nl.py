"""How machine translations of Dutch courses on language models and agents write the names of the
glossary, and the ordinary Dutch words around them that must stay quiet (docs/evaluation.md,
"Development samples": the Dutch course sample).

Expected mentions are marked in the text: «vectorembeddings» is a mention, the guillemets are removed
before the text is analysed. The sentences are written in the style of the sample; they use the
built-in glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.word_forms import synonyms
from support.marked import assert_concept_mentions, concept_mentions


# -- a compound headed by a Dutch name that is spelled as the English term -------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Deze «vectorembeddings» worden in een vectordatabase opgeslagen voor semantisch zoeken.\n", "embedding"),
    ("De «tekstembeddings» van elk document gaan naar de vectordatabase.\n", "embedding"),
    ("Een «subwoordtokenizer» splitst tekst in tokens voor het taalmodel.\n", "tokenizer"),
    # and begins one, as a Dutch name does ("kwantisatieproces")
    ("De «pretrainingsdata» van het taalmodel bevat biljoenen tokens.\n", "pre-training"),
])
def test_a_compound_headed_by_a_name_spelled_as_the_term(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the name keeps its ambiguity inside a compound: a video embedded in a page is no embedding
    ("De video-embedding op de webpagina laadt traag in de browser.\n", "embedding"),
    # an English word holds no Dutch compound
    ("The reembedding step runs after the graph is relabelled.\n", "embedding"),
])
def test_compound_traps(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- a request's temperature in a lesson on prompting -------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Een hogere «temperatuur» maakt de uitvoer creatiever, een lagere maakt het antwoord voorspelbaarder.\n",
    "Gebruik een lage «temperatuur» voor meer voorspelbare antwoorden van het model.\n",
    "De «temperatuur» beïnvloedt de willekeur van de output: bij 0 is het antwoord deterministisch.\n",
])
def test_the_sampling_temperature_in_dutch_lessons(detector, marked):
    assert_concept_mentions(detector, marked, "temperature-sampling")


@pytest.mark.parametrize("text", [
    # the weather an agent's tool reports, next to the language model that calls it
    "Wat is het weer in Amsterdam? De agent geeft de temperatuur terug aan het taalmodel.\n",
    "De weer-API geeft de temperatuur in Utrecht terug; het taalmodel maakt er een creatieve zin van.\n",
    "De agent geeft de buitentemperatuur in Amsterdam terug aan het taalmodel.\n",
    # a room's temperature, even beside a word of the sampling sense
    "Een voorspelbare kamertemperatuur maakt een kantoor comfortabel.\n",
])
def test_the_weather_and_the_room_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "temperature-sampling") == []


# -- "leertempo": a learning rate, and a learner's pace ---------------------------------------------
def test_leertempo_of_an_optimizer(detector):
    assert_concept_mentions(detector, "Een te hoog «leertempo» laat de gradiëntafdaling van de optimizer "
                                      "heen en weer springen.\n", "learning-rate")


@pytest.mark.parametrize("text", [
    "Je kunt deze cursus in je eigen leertempo volgen, les na les.\n",
    # an ML course's introduction: its other lessons name LoRA and softmax, no sign of a learning rate
    "Leer in je eigen leertempo hoe LoRA en softmax werken in een taalmodel.\n",
])
def test_a_learners_pace_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "learning-rate") == []


# -- an instruction-tuned model -----------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Van veel modellen bestaat een basismodel en een «instructie-getunede» versie.\n",
    "De «instructie-afgestemde» variant van het model volgt opdrachten beter.\n",
    "«Instructiegetunede» modellen volgen de opdrachten in een prompt.\n",
])
def test_an_instruction_tuned_model(detector, marked):
    assert_concept_mentions(detector, marked, "instruction-tuning")


def test_an_instruction_adjusted_to_a_team_stays_quiet(detector):
    text = "Het team heeft de instructie afgestemd op de nieuwe werknemers.\n"
    assert concept_mentions(detector, text, "instruction-tuning") == []


# -- a name whose first word is a compound, written apart or hyphenated: "parameter-efficiënte" -------
@pytest.mark.parametrize("marked", [
    "LoRA en QLoRA zijn «parameter-efficiënte fine-tuning» methoden voor een taalmodel.\n",
    "«Parameter-efficiënte fijnafstemming» traint alleen een klein deel van de gewichten.\n",
])
def test_parameter_efficient_fine_tuning_hyphenated(detector, marked):
    assert_concept_mentions(detector, marked, "peft")


def test_a_parameter_efficient_model_is_no_peft(detector):
    text = "Het embeddingmodel is parameter-efficiënter dan BGE-M3 en even nauwkeurig.\n"
    assert concept_mentions(detector, text, "peft") == []


# -- the machine translation's calque of mixture of experts --------------------------------------------
@pytest.mark.parametrize("marked", [
    "Phi-3.5 «Mengsel van Experts» Modellen («MoEs») Social Media Voorbeeld.\n",
    "Het taalmodel is een «mengsel van experts»: een router activeert per token twee experts.\n",
])
def test_a_mixture_of_experts_calque(detector, marked):
    assert_concept_mentions(detector, marked, "mixture-of-experts")


def test_a_mixed_panel_of_experts_stays_quiet(detector):
    text = "De jury was een mengsel van experts en leken uit de buurt.\n"
    assert concept_mentions(detector, text, "mixture-of-experts") == []


# -- two synonym families in one name, in every combination --------------------------------------------
def test_two_families_combine_in_a_name():
    assert "versterkingsleren op basis van menselijke feedback" in synonyms(
        "versterkend leren met menselijke feedback", "nl")


@pytest.mark.parametrize("marked", [
    "Het model is afgestemd met «versterkingsleren op basis van menselijke feedback».\n",
    "Daarna volgt «versterkingsleren van menselijke feedback», met een beloningsmodel.\n",
])
def test_rlhf_written_with_two_families(detector, marked):
    assert_concept_mentions(detector, marked, "rlhf")


# -- "via menselijke feedback": a Dutch course's gloss of RLHF, beside the English name -----------------
@pytest.mark.parametrize("marked", [
    "Ze gebruikten «reinforcement learning from human feedback» («RLHF»), «versterkend leren via menselijke "
    "feedback».\n",
    "ChatGPT is bijgestuurd met «versterkingsleren via menselijke feedback».\n",
])
def test_rlhf_glossed_with_via(detector, marked):
    assert_concept_mentions(detector, marked, "rlhf")


def test_learning_via_human_feedback_without_reinforcement_stays_quiet(detector):
    text = "De leerlingen leren via menselijke feedback van hun leraar welke antwoorden goed zijn.\n"
    assert concept_mentions(detector, text, "rlhf") == []
