"""Dutch course prose on neural networks, language models and local models, and the ordinary Dutch
words around the names that must stay quiet (docs/evaluation.md, "How much of the second set has been
read": the Dutch lessons and labs sample).

Expected mentions are marked in the text: «chat-sjabloon» is a mention, the guillemets are removed
before the text is analysed. The sentences are written in the style of the sample's machine
translations; they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- the translations' word for a template ---------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Configureer het model met een «chat-sjabloon» die de berichten in speciale tokens wikkelt.\n",
    "Het bestand `chat_template.jinja` is het «chatsjabloon» van het model.\n",
    "De «prompt-sjabloon» moet speciale tokens bevatten zoals `<|im_start|>`.\n",
])
def test_a_chat_template_in_dutch(detector, marked):
    assert_concept_mentions(detector, marked, "chat-template")


@pytest.mark.parametrize("text", [
    "Gebruik het evaluatiekader als sjabloon voor je eigen agenten.\n",
    # a project template of a chat application
    "```bash\n# Initialiseer RAG chat-sjabloon\nazd init --template azure-search-openai-demo\n```\n",
    # a prompt with blanks to fill, without the words of a model's chat format
    "Vul het prompt-sjabloon in met de naam van de klant en de datum van de bestelling.\n",
])
def test_a_template_to_fill_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "chat-template") == []


# -- compounds of embedding that name the sense themselves -------------------------------------------
@pytest.mark.parametrize("marked", [
    "Oefen je vaardigheden met «tekstembeddings» en bag-of-words technieken.\n",
    "In veel gevallen worden invoertokens door de «embeddinglaag» geleid voordat ze de RNN binnenkomen.\n",
    "De «zinsembeddings» van twee vragen liggen dicht bij elkaar.\n",
    "Autoencoders helpen bij de training van «afbeeldings-embeddings».\n",
    # an embedding beside the latent space a lesson explains it with
    "Het encoder-netwerk zet de afbeelding om in een latente ruimte; het netwerk zoekt de beste «embedding».\n",
])
def test_embedding_compounds(detector, marked):
    assert_concept_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    "Plaats de video-embedding onderaan de webpagina.\n",
    # OpenAI's embedding models are products, named by their id
    "We gebruiken text-embedding-ada-002 en text-embedding-3-small voor de zoekindex.\n",
])
def test_a_video_and_a_model_id_are_no_embedding(detector, text):
    assert concept_mentions(detector, text, "embedding") == []


def test_clip_spelled_out_is_a_model_name(detector):
    text = "## Contrastive Image Pre-Training (CLIP)\n\nCLIP vergelijkt tekstprompts met een afbeelding.\n"
    assert concept_mentions(detector, text, "pre-training") == []


# -- a batch size beside the words of a training loop -------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Een hogere «batchgrootte» vereist meer GPU-geheugen.\n",
    "Kies de «batchgrootte» en het aantal epochs voordat je de training start.\n",
])
def test_a_batch_size_of_training(detector, marked):
    assert_concept_mentions(detector, marked, "batch-size")


def test_a_database_import_batch_stays_quiet(detector):
    assert concept_mentions(detector, "De batchgrootte van de database-import is 500 rijen.\n", "batch-size") == []


# -- a signal's quantization ----------------------------------------------------------------------------
def test_the_quantization_of_an_audio_signal_stays_quiet(detector):
    text = "De kwantisatie van het audiosignaal gebeurt in de AD-converter met 16 bits.\n"
    assert concept_mentions(detector, text, "quantization") == []


def test_the_quantization_of_a_model_in_bits(detector):
    assert_concept_mentions(detector, "De «kwantisatie» van het model naar 4 bits verkleint het geheugengebruik.\n",
                            "quantization")


# -- instruction tuning as the translations write the noun --------------------------------------------
def test_instruction_tuning_as_afstemming(detector):
    assert_concept_mentions(detector, "Na de voortraining volgt de «instructie-afstemming» van het taalmodel.\n",
                            "instruction-tuning")


def test_a_vote_on_instructions_stays_quiet(detector):
    text = "De afstemming van de instructies met het team duurde een week.\n"
    assert concept_mentions(detector, text, "instruction-tuning") == []


# -- the 🤗 library in a Dutch list of dependencies ---------------------------------------------------
def test_transformers_among_dutch_dependencies(detector):
    text = "| **Afhankelijkheden** | Gemiddeld (PyTorch, «Transformers», ONNX Runtime) | Groter |\n"
    assert_concept_mentions(detector, text, "hugging-face-transformers")
    assert concept_mentions(detector, text.replace("«", "").replace("»", ""), "transformer") == []


def test_transformers_of_a_lesson_stay_the_architecture(detector):
    text = "Transformers gebruiken self-attention om de relaties tussen woorden te leren.\n"
    assert concept_mentions(detector, text, "hugging-face-transformers") == []


# -- pre-training as the loanword's verb, with its auxiliary ------------------------------------------
def test_pretraining_as_the_loanwords_participle(detector):
    text = "Het model «wordt gepretraind» met twee taken: masked language modeling en next sentence prediction.\n"
    assert_concept_mentions(detector, text, "pre-training")


def test_a_pretrained_model_is_no_stage(detector):
    assert concept_mentions(detector, "Een gepretraind model bespaart veel rekentijd.\n", "pre-training") == []


# -- the words of a small-language-model lesson around ambiguous names --------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Een hogere «temperatuur» geeft creatievere antwoorden.\n", "temperature-sampling"),
    ("Kleine taalmodellen worden vaak «gedestilleerd» uit grotere modellen.\n", "knowledge-distillation"),
    ("«Distillatie» is een techniek waarbij een klein model leert van een groot model.\n", "knowledge-distillation"),
    ("Volgens de «schaalwetten» presteren grotere modellen die op meer data zijn getraind beter.\n", "scaling-laws"),
    ("Het basismodel voorspelt tokens; een «instructie-afgestemd model» volgt opdrachten beter.\n",
     "instruction-tuning"),
])
def test_names_beside_the_words_of_a_small_language_model_lesson(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("De distillatie van jenever gebeurt in koperen ketels; het gedestilleerde water is zuiver.\n",
     "knowledge-distillation"),
    ("De schaalwetten van Kleiber beschrijven de stofwisseling van dieren.\n", "scaling-laws"),
    ("Het team heeft de instructie afgestemd op de nieuwe werknemers.\n", "instruction-tuning"),
])
def test_their_ordinary_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- a training recipe's words in a Dutch lesson --------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Het model is getraind met «supervised finetuning» op instructiedata.\n", "supervised-fine-tuning"),
    ("«Parameter-efficient finetuning» past slechts een klein deel van de gewichten aan.\n", "peft"),
    ("De «dropout»-kans is 0,1 in elke transformerlaag.\n", "dropout"),
    ("Een «leersnelheidsopwarming» stabiliseert de eerste trainingsstappen.\n", "learning-rate-warmup"),
])
def test_a_training_recipe_in_dutch(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_a_students_dropout_stays_quiet(detector):
    assert concept_mentions(detector, "De dropout van studenten in het eerste jaar is hoog.\n", "dropout") == []


# -- other Dutch words a translator uses for a name ----------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Kies een grotere «grootte van de batch» als je GPU-geheugen het toelaat.\n", "batch-size"),
    ("De «tokeniseerder» splitst de zin in tokens voor het taalmodel.\n", "tokenizer"),
    ("Het model gebruikt een «mengeling van experts» met 8 experts per laag.\n", "mixture-of-experts"),
])
def test_a_translators_other_words(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("De jury was een mengeling van experts en leken.\n", "mixture-of-experts"),
    ("De tokeniseerder van de betaalprovider vervangt kaartnummers door tokens.\n", "tokenizer"),
    ("De grootte van de batch koekjes hangt af van de oven.\n", "batch-size"),
])
def test_their_ordinary_uses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- the translations' calque of "quantized" and their word for the architecture ------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("«Gequantificeerde» modellen gebruiken minder geheugen en draaien in 4 bits.\n", "quantization"),
    ("Het model is «gequantificeerd» naar INT4 met GPTQ.\n", "quantization"),
    ("De «transformator» gebruikt self-attention met een encoder en een decoder.\n", "transformer"),
    # a name of two words begins a compound through its spelling with a hyphen
    ("Een vaste «positionele coderingsfunctie», zoals voorgesteld in het artikel.\n", "positional-encoding"),
])
def test_the_calque_of_quantized_and_the_word_transformator(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("De quantificatie van de klanttevredenheid gebeurt met een enquête.\n", "quantization"),
    ("De onderzoekers hebben het risico gequantificeerd in euro's.\n", "quantization"),
    ("De transformator zet 230 V om naar 12 V voor de ledverlichting.\n", "transformer"),
])
def test_measuring_an_amount_and_the_electrical_transformator_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []
