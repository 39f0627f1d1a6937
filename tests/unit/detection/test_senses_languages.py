"""Senses in French, Dutch and Bengali prose, and library names that are not the architecture.

These tests use the built-in glossary: they prove the evidence words and concepts the shipped data
declares (docs/detection.md, "Ambiguous forms and their senses").
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def found(detector, text, language="markdown"):
    return [(m.text, m.concept_id) for m in DocumentAnalysis(text, language, detector).matches()]


# -- evidence words of other languages --------------------------------------------------------------
@pytest.mark.parametrize("text, form", [
    ("Un transformer empile un encodeur et un décodeur.\n", "transformer"),
    ("Les transformers reposent sur des têtes d'attention multiples.\n", "transformers"),
    ("Een transformer stapelt aandachtslagen met aandachtskoppen.\n", "transformer"),
    # the Bengali name "Transformer মডেল" takes the case ending: the whole phrase is the mention
    ("Transformer মডেলে একটি এনকোডার ও একটি ডিকোডার থাকে।\n", "Transformer মডেলে"),
])
def test_a_transformer_with_an_encoder_word_of_its_language(builtin, text, form):
    assert (form, "transformer") in found(builtin, text)


@pytest.mark.parametrize("text, form", [
    ("Los Transformadores, base de los modelos de lenguaje, procesan toda la secuencia a la vez.\n", "Transformadores"),
    ("Cada transformador apila capas de atención sobre una red neuronal.\n", "transformador"),
])
def test_a_spanish_transformador_beside_a_language_model_is_the_architecture(builtin, text, form):
    assert (form, "transformer") in found(builtin, text)


@pytest.mark.parametrize("text", [
    # the electrical transformer of a substation, even beside the data centre's language models
    "Los transformadores de la subestación bajan el voltaje que llega a los modelos de lenguaje del centro.\n",
    # no language model or neural network beside it
    "Compramos dos transformadores para el taller.\n",
])
def test_a_spanish_transformador_of_a_substation_stays_quiet(builtin, text):
    assert all(concept != "transformer" for _, concept in found(builtin, text))


@pytest.mark.parametrize("text", [
    "Il faut transformer les données avant de les charger.\n",
    "On peut transformer le texte en minuscules.\n",
    # a partitive object after it: "how to turn text into numbers", in a course on tokenizers and LLMs
    "Comment transformer du texte en nombres que le modèle de langage peut comprendre ?\n",
])
def test_the_french_verb_transformer_stays_quiet(builtin, text):
    assert found(builtin, text) == []


def test_the_noun_transformer_before_its_partitive_complement_stays_the_architecture(builtin):
    # "du" before it makes it the noun; the encoder beside it is the architecture's evidence
    text = "La sortie du transformer passe par l'encodeur puis le décodeur.\n"
    assert ("transformer", "transformer") in found(builtin, text)


@pytest.mark.parametrize("text, form, concept", [
    ("Adam est l'optimiseur le plus utilisé.\n", "Adam", "adam"),
    ("SGD is de eenvoudigste optimalisator.\n", "SGD", "sgd"),
    ("Adagrad, RMSProp en Adam passen de stap per parameter aan.\n", "Adam", "adam"),
    ("Adam একটি জনপ্রিয় অপটিমাইজার।\n", "Adam", "adam"),
    ("Le Dropout limite le surapprentissage des réseaux de neurones.\n", "Dropout", "dropout"),
    ("Dropout helpt tegen overfitten van neurale netwerken.\n", "Dropout", "dropout"),
    ("Sauvegarder un checkpoint après chaque époque.\n", "checkpoint", "model-checkpoint"),
    ("Le checkpoint se charge avec from_pretrained.\n", "checkpoint", "model-checkpoint"),
    ("Un checkpoint est un ensemble de poids pré-entraînés.\n", "checkpoint", "model-checkpoint"),
    ("Dit checkpoint bevat de voorgetrainde gewichten.\n", "checkpoint", "model-checkpoint"),
])
def test_optimizer_regularization_and_checkpoint_words_of_other_languages(builtin, text, form, concept):
    assert (form, concept) in found(builtin, text)


@pytest.mark.parametrize("text", [
    "Adam est parti en vacances.\n",
    "Le checkpoint du marathon est au kilomètre dix.\n",
    "Het dropout-percentage op school daalt.\n",
])
def test_the_same_words_without_evidence_stay_quiet(builtin, text):
    assert found(builtin, text) == []


# -- concepts found in the document, by their localized names ------------------------------------------
def test_a_localized_unambiguous_name_in_the_document_is_evidence(builtin):
    far = "\n\n" + "Du texte sans rapport, encore et encore. " * 12 + "\n\n"
    dropout = "Le Dropout est désactivé ici.\n"
    assert found(builtin, dropout) == []
    text = "## Adaptation de faible rang\n" + far + dropout
    assert ("Dropout", "dropout") in found(builtin, text)


# -- library names are not the architecture ------------------------------------------------------------
@pytest.mark.parametrize("text, form, concept", [
    ("Install 🤗 Transformers to use an encoder model.\n", "🤗 Transformers", "hugging-face-transformers"),
    ("The Transformers library ships encoder and decoder models.\n", "Transformers library",
     "hugging-face-transformers"),
    ("Installez la bibliothèque Transformers pour charger un encodeur.\n", "bibliothèque Transformers",
     "hugging-face-transformers"),
    ("এই 🤗 ট্রান্সফরমার লাইব্রেরিতে এনকোডার মডেল আছে।\n", "🤗 ট্রান্সফরমার", "hugging-face-transformers"),
    ("Sentence Transformers computes embeddings with an encoder.\n", "Sentence Transformers",
     "sentence-transformers"),
])
def test_a_library_name_is_not_the_architecture(builtin, text, form, concept):
    matches = found(builtin, text)
    assert (form, concept) in matches
    assert all(c != "transformer" for _, c in matches)


def test_a_library_name_nearby_is_no_evidence_for_the_architecture(builtin):
    text = "PEFT works with 🤗 Transformers; pass the Transformers Trainer your model.\n"
    assert [c for _, c in found(builtin, text)].count("transformer") == 0


# -- Bengali names and context words of the training methods ---------------------------------------
@pytest.mark.parametrize("text, form, concept", [
    ("একটি বড় শিক্ষক মডেল থেকে ছাত্র মডেল শেখে: একে ডিস্টিলেশন বলে।\n", "ডিস্টিলেশন", "knowledge-distillation"),
    # a context word with a case ending
    ("বেস মডেলকে চ্যাট মডেলে পরিণত করতে পোস্ট-ট্রেনিং করা হয়।\n", "পোস্ট-ট্রেনিং", "post-training"),
    ("স্কেলিং ল অনুযায়ী ভাষা মডেলের আকার বাড়ালে লস কমে।\n", "স্কেলিং ল", "scaling-laws"),
])
def test_bengali_training_method_names_with_their_context(builtin, text, form, concept):
    assert (form, concept) in found(builtin, text)


@pytest.mark.parametrize("text", [
    "ডিস্টিলেশন প্রক্রিয়ায় অ্যালকোহল আলাদা করা হয়।\n",  # the distillation of chemistry
    "কোর্স শেষে পোস্ট-ট্রেনিং জরিপ করা হয়।\n",  # a survey after a course
])
def test_bengali_training_method_names_without_context_stay_quiet(builtin, text):
    assert found(builtin, text) == []


def test_the_bengali_transformer_architecture_is_a_name_of_the_architecture(builtin):
    assert ("ট্রান্সফরমার আর্কিটেকচারের", "transformer") in found(builtin, "ট্রান্সফরমার আর্কিটেকচারের মূল ধারণা।\n")
    assert found(builtin, "পাওয়ার ট্রান্সফরমার নষ্ট হয়ে গেছে।\n") == []  # an electrical transformer


def test_qlora_spelled_out_and_in_mixed_case_is_qlora_not_lora(builtin):
    text = "LoRA এবং QLoRA (Quantized Low-Rank Adaptation) দুটিই; অ্যালগরিদম হলো Lora এবং QLora।\n"
    assert found(builtin, text) == [("LoRA", "lora"), ("QLoRA", "qlora"), ("Quantized Low-Rank Adaptation", "qlora"),
                                    ("Lora", "lora"), ("QLora", "qlora")]


def test_rlhf_transliterated_in_english_word_order(builtin):
    text = "রিইনফোর্সমেন্ট লার্নিং ফ্রম হিউম্যান ফিডব্যাক (RLHF) পদ্ধতিতে মডেলকে নিরাপদ করা হয়।\n"
    assert found(builtin, text) == [("রিইনফোর্সমেন্ট লার্নিং ফ্রম হিউম্যান ফিডব্যাক", "rlhf"), ("RLHF", "rlhf")]
    assert found(builtin, "রিইনফোর্সমেন্ট লার্নিং শিখুন।\n") == []  # reinforcement learning alone is no RLHF
