"""English course prose about language models (lessons on prompting and training a chat model): the
words its writers use as evidence of a sense, the verb of the pre-training stage, and the ordinary
senses of the same words, which stay quiet (docs/detection.md, section 3 and "Word forms").

Expected mentions are marked in the text: «temperature» is a mention, the guillemets are removed
before the text is analysed. The texts are written here in the style of such lessons; they use the
built-in glossary, in Markdown, with no import or path as evidence.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- a request's temperature, in the words of a prompting lesson ------------------------------------------
@pytest.mark.parametrize("marked", [
    "The «temperature» setting controls how creative the answers are.\n",
    "Set the «temperature» to 0 for deterministic answers.\n",
    "Lower the «temperature» to get more focused completions.\n",
], ids=["creative", "deterministic", "completions"])
def test_a_requests_temperature(detector, marked):
    assert_mentions(detector, marked, "temperature-sampling")


@pytest.mark.parametrize("text", [
    # the weather an agent's tool reports, next to the words of a completion
    "The weather tool returns the temperature in Seattle, which the completion then quotes.\n",
    "The forecast says the temperature will reach 25 degrees; ask the model for a creative picnic plan.\n",
    # a photograph's white balance in a creative brief
    "The creative brief asks for a warm color temperature in every shot.\n",
], ids=["weather", "forecast", "color-temperature"])
def test_other_temperatures_stay_quiet(detector, text):
    assert mentions(detector, text, "temperature-sampling") == []


# -- the verb of the pre-training stage -------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Large language models are «pre-trained on» huge amounts of text.\n",
    "The model was «pretrained on» a large corpus and then fine-tuned for chat.\n",
    "During «pre-training», the model learns to predict the next token.\n",
], ids=["pre-trained-on", "pretrained-on", "next-token"])
def test_the_pre_training_stage_and_its_verb(detector, marked):
    assert_mentions(detector, marked, "pre-training")


@pytest.mark.parametrize("text", [
    # the adjective of a checkpoint names no stage, with the stage's own words nearby
    "Download a pre-trained model from the Hub and fine-tune it on your corpus.\n",
    "The pretrained weights of the language model are frozen.\n",
    # a job's briefing, trained on its procedures
    "New staff are pre-trained on the safety procedures before the workshop.\n",
], ids=["pre-trained-model", "pretrained-weights", "staff"])
def test_a_pre_trained_model_and_a_briefing_name_no_stage(detector, text):
    assert mentions(detector, text, "pre-training") == []


# -- tokenizers and embeddings in lessons about chat models and retrieval ---------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("OpenAI offers a «tokenizer» tool that shows how text is split into tokens.\n", "tokenizer"),
    ("The «tokenizer» of a pre-trained model splits the text into pieces.\n", "tokenizer"),
    ("Text «embeddings» capture the meaning of a sentence as a list of numbers.\n", "embedding"),
    ("Store one «embedding» per chunk, computed by an «embedding» model.\n", "embedding"),
    ("«Embeddings» from OpenAI let you compare documents.\n", "embedding"),
    ("A lower «perplexity» means the model is less surprised by the text.\n", "perplexity"),
], ids=["tokenizer-openai", "tokenizer-pre-trained-model", "text-embeddings", "embedding-model", "embeddings-openai",
        "lower-perplexity"])
def test_tokenizers_and_embeddings_of_chat_models(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    # a lexer's tokenizer, in a lesson that names a language model's too
    "Unlike GPT's, the lexer's tokenizer reads source code, and the parse tree follows.\n",
    # a graph's and a manifold's embeddings, split into chunks
    "Spectral embedding of the manifold: each of the chunks keeps its neighbours close.\n",
    # a graph's planar embedding, next to the words of a chat model
    "Check that the planar embedding of the input graph is correct, as GPT suggested.\n",
], ids=["lexer", "manifold", "planar"])
def test_a_lexers_tokenizer_and_a_manifolds_embedding_stay_quiet(detector, text):
    assert mentions(detector, text, "tokenizer") == [] and mentions(detector, text, "embedding") == []


# -- training stages and methods, in a course's words -----------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("«Scaling laws» show that bigger models trained on more data perform better.\n", "scaling-laws"),
    ("«Pre-training» on trillions of tokens gives the model its general knowledge.\n", "pre-training"),
    ("«Distillation» transfers knowledge from a large model to a small one.\n", "knowledge-distillation"),
], ids=["scaling-laws", "pre-training-tokens", "distillation"])
def test_training_methods_in_a_courses_words(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Kleiber's scaling laws relate metabolic rate to body mass in larger models of animals.\n", "scaling-laws"),
    ("The lab relies on knowledge transfer: the distillation of ethanol under reflux is shown once.\n",
     "knowledge-distillation"),
], ids=["allometry", "chemistry"])
def test_the_other_scaling_laws_and_distillations_stay_quiet(detector, text, concept):
    assert mentions(detector, text, concept) == []


@pytest.mark.parametrize("text", [
    "She stared at the letter in perplexity, then laughed.\n",
    "To the perplexity of everyone, the lower deck flooded first.\n",
], ids=["feeling", "feeling-beside-lower"])
def test_perplexity_as_a_feeling_stays_quiet(detector, text):
    assert mentions(detector, text, "perplexity") == []


# -- multi-head self-attention: the longer name wins over self-attention inside it ------------------------
@pytest.mark.parametrize("marked", [
    "Each encoder block applies «multi-head self-attention» and then a feed-forward network.\n",
    "The «Multi-Headed Self-Attention» layer projects the queries eight times.\n",
    "A «multihead self-attention» module, as PyTorch calls it.\n",
    "The «multi-head self attention» of the original paper uses eight heads.\n",
], ids=["hyphens", "capitals", "joined", "space"])
def test_multi_head_self_attention_is_multi_head_attention(detector, marked):
    assert_mentions(detector, marked, "multi-head-attention")


def test_self_attention_alone_stays_self_attention(detector):
    text = "The «self-attention» relates every token to the others; a multi-head hydra is a myth.\n"
    assert mentions(detector, text, "multi-head-attention") == []
    assert_mentions(detector, text, "self-attention")
