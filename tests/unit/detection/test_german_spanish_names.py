"""German compounds, hyphenated forms and case endings; Spanish accents and plurals
(docs/detection.md, "Localized names"). The sentences are written for these tests."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.prose_language import localized_spellings
from language_sample import assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("Mit «Datenparallelität» verarbeitet jede GPU einen Teil des Batches.\n", "data-parallelism"),
    # the German name with its case and plural endings
    ("Die Vorteile der «Quantisierungen» auf 4 und 8 Bit sind bekannt.\n", "quantization"),
    ("Die Wahl der «Lernrate» ist wichtig, ebenso der Verlauf der «Lernraten».\n", "learning-rate"),
    # a one-word compound that starts with the English term's first word, also apart or hyphenated
    ("Die «Pipelineparallelität» teilt das Modell in Stufen.\n", "pipeline-parallelism"),
    ("Die «Pipeline-Parallelität» teilt das Modell in Stufen.\n", "pipeline-parallelism"),
    # an English term as the modifier or the head of a hyphenated compound
    ("Das «FSDP»-Training braucht weniger Speicher pro GPU.\n", "fsdp"),
    ("Wir nutzen «Mixed-Precision-Training» mit bf16.\n", "mixed-precision"),
    ("Das «Embedding»-Modell und die «Embeddingschicht» werden eingefroren.\n", "embedding"),
])
def test_german_names_and_compounds(marked, concept):
    assert_mentions(marked, concept)


def test_english_term_heads_a_german_compound_not_any_word():
    assert_mentions("Die «Embeddingschicht» und die «Embeddingmodelle» sind klein.\n", "embedding")
    assert_mentions("Embeddingsystemen gibt es viele.\n", "embedding")


@pytest.mark.parametrize("marked, concept", [
    ("La «cuantización» reduce la memoria del modelo.\n", "quantization"),
    ("Comparamos varias «cuantizaciones» de los pesos.\n", "quantization"),
    # without accents, as typed in code comments
    ("# la «cuantizacion» de los pesos se hace al cargar el modelo\n", "quantization"),
    ("Los «paralelismos de datos» y de tensores se combinan.\n", "data-parallelism"),
    ("Cada «red neuronal» y las «redes neuronales» profundas se entrenan igual.\n", "neural-network"),
    ("Usamos «entrenamiento de precision mixta» con bf16.\n", "mixed-precision"),
])
def test_spanish_accents_and_plurals(marked, concept):
    assert_mentions(marked, concept, "markdown" if not marked.startswith("#") else "python")


def test_spanish_plural_spellings_by_rule():
    assert "cuantizaciones" in localized_spellings("cuantización", "es")
    assert "paralelismos de datos" in localized_spellings("paralelismo de datos", "es")
    assert "redes neuronales" in localized_spellings("red neuronal", "es")
    assert "luces" in localized_spellings("luz", "es")
