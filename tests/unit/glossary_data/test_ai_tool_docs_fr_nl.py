"""The user documentation of AI tools (gateways, local-model runners, chat front-ends) and its French and
Dutch machine translations: prompt caching rendered as a phrase or a compound, the French context limit,
the Dutch compounds of an embedding model or provider and the retrieval and runner words around embeddings, and a
runner's words around quantization; with the other senses of the same words, which stay quiet
(docs/detection.md, section 2 "Localized names" and section 3).

Expected mentions are marked in the text: «cache de prompts» is a mention, the guillemets are removed
before the text is analysed. The texts are written in the style of such docs; they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- prompt caching in French and Dutch ---------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "- **«Mise en cache des prompts»** : le bloc statique reçoit `cache_control: ephemeral`.\n",
    "Le «cache de prompts» du serveur réutilise le cache KV des requêtes précédentes.\n",
    "De server ondersteunt «promptcaching» voor lange systeemprompts.\n",
], ids=["fr-phrase", "fr-cache-kv", "nl-compound"])
def test_prompt_caching_in_translated_docs(detector, marked):
    assert_mentions(detector, marked, "prefix-caching")


@pytest.mark.parametrize("text", [
    # a front-end's library of saved prompts, with no engine and no cache of a model's keys and values
    "Le cache de prompts enregistre vos prompts favoris dans le navigateur.\n",
    "La mise en cache des prompts de l'interface garde vos modèles de texte.\n",
], ids=["favourites", "templates"])
def test_a_saved_prompt_library_is_no_prompt_caching(detector, text):
    assert mentions(detector, text, "prefix-caching") == []


# -- the French context limit -------------------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Le modèle a atteint sa «limite de contexte» : la session est compactée.\n",
    "Les «limites de contexte» varient selon les modèles.\n",
], ids=["singular", "plural"])
def test_the_french_context_limit(detector, marked):
    assert_mentions(detector, marked, "context-window")


def test_a_context_alone_is_no_context_window(detector):
    assert mentions(detector, "Le contexte de la requête est transmis au fournisseur.\n", "context-window") == []


# -- embeddings in a tool's memory or document search -----------------------------------------------------
@pytest.mark.parametrize("marked", [
    "De «embeddingprovider» wordt automatisch gekozen.\n",
    "Het lokale «embeddingmodel» gebruikt een GGUF-bestand.\n",
    "Hybride zoeken combineert BM25 met vectorgelijkenis van «embeddings».\n",
    "La recherche hybride combine BM25 et la similarité vectorielle des «embeddings».\n",
    "The «embedding» provider is picked automatically.\n",
    "### «Embeddings» model\n\nThe runner supports «embeddings» endpoints.\n",
], ids=["nl-provider", "nl-model", "nl-hybrid", "fr-hybrid", "en-provider", "en-endpoints"])
def test_embeddings_in_a_tools_search_docs(detector, marked):
    assert_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    "Het embedden van een video in de pagina gebeurt met een iframe.\n",
    "Embed the video with the embed code; the provider is YouTube.\n",
    "The oEmbed endpoint returns the embedding code of the video.\n",
], ids=["nl-video", "en-video", "oembed"])
def test_an_embedded_video_stays_quiet(detector, text):
    assert mentions(detector, text, "embedding") == []


# a local runner's words (GGUF, llama.cpp, node-llama-cpp, Ollama) are context words of the embedding too
@pytest.mark.parametrize("marked", [
    "Zo passen het model en de «embeddingcontext» samen in het geheugen van node-llama-cpp.\n",
    "## Configuratie van «geheugenembeddings» voor het lokale GGUF-model\n",
    "Als geen «embedding»-authenticatie is geconfigureerd, valt de lokale provider (GGUF/llama.cpp) terug.\n",
    "Si aucune authentification d’«embedding» n’est configurée, le fournisseur GGUF/llama.cpp est essayé.\n",
    "Le modèle et le contexte d’«embedding» tiennent ensemble dans la mémoire de node-llama-cpp.\n",
], ids=["nl-context", "nl-memory", "nl-authentication", "fr-authentication", "fr-context"])
def test_embeddings_beside_a_local_runner(detector, marked):
    assert_mentions(detector, marked, "embedding")


@pytest.mark.parametrize("text", [
    "## Configuratie van geheugenembeddings\n",
    "Le contexte d’embedding est partagé entre les onglets.\n",
], ids=["nl-alone", "fr-alone"])
def test_an_embedding_word_with_no_runner_and_no_retrieval_stays_quiet(detector, text):
    assert mentions(detector, text, "embedding") == []


# -- quantization in a local runner's docs ------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "«Kwantisatie» bespaart VRAM.\n",
    "«Gekwantiseerde» modellen passen beter in het VRAM van je GPU.\n",
    "La «quantification» réduit la VRAM nécessaire au modèle.\n",
    "«Quantization» lets the model fit in 8 GB of VRAM.\n",
    "«Kwantisatie» verkleint het taalmodel.\n",
], ids=["nl-vram", "nl-participle", "fr-vram", "en-vram", "nl-language-model"])
def test_quantization_with_a_runners_words(detector, marked):
    assert_mentions(detector, marked, "quantization")


@pytest.mark.parametrize("text", [
    "La quantification des biais d'un LLM exige beaucoup de VRAM.\n",
    "Uncertainty quantification for LLMs is an open problem.\n",
    "De kwantisatie van energie in het atoommodel van Bohr.\n",
], ids=["fr-bias", "en-uncertainty", "nl-physics"])
def test_measuring_a_language_model_is_no_quantization(detector, text):
    assert mentions(detector, text, "quantization") == []


# -- a chat template in a local runner's Dutch docs -----------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "De server past het «chatsjabloon» uit de GGUF-metadata toe.\n",
    "Ollama gebruikt het «promptsjabloon» uit de Modelfile.\n",
], ids=["gguf", "modelfile"])
def test_a_runners_chat_template_in_dutch(detector, marked):
    assert_mentions(detector, marked, "chat-template")


@pytest.mark.parametrize("text", [
    "Initialiseer het RAG chat-sjabloon met azd init en draai het met Ollama.\n",
    "Maak een promptsjabloon met placeholders in LangChain en stuur het naar Ollama.\n",
], ids=["azd-project", "langchain-placeholders"])
def test_a_project_template_or_a_prompt_with_blanks_beside_a_runner_stays_quiet(detector, text):
    assert mentions(detector, text, "chat-template") == []


# -- a Dutch runner's settings: the English name beside the number of tokens it counts ---------------------
def test_the_context_length_setting_in_dutch(detector):
    marked = "- **«Context Length»**: Maximum aantal tokens dat het model kan verwerken, inclusief invoer.\n"
    assert_mentions(detector, marked, "context-window")


def test_a_context_length_without_tokens_stays_quiet_in_dutch(detector):
    text = "- **Context length**: het aantal tekens van de samenvatting die de pagina toont.\n"
    assert mentions(detector, text, "context-window") == []
