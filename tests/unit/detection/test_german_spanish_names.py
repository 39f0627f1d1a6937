"""German compounds, hyphenated forms, case endings and declined adjectives; Spanish accents, plurals and
the articles of a name's "de" (docs/detection.md, "Localized names"). The sentences are written for these
tests."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.german_names import german_declined
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


@pytest.mark.parametrize("marked, concept", [
    # the adjectives that open a name agree with its noun's case and gender; the noun takes its ending
    ("Training mit «gemischter Präzision» spart Speicher.\n", "mixed-precision"),
    ("Die Schichten eines «tiefen neuronalen Netzes» werden der Reihe nach berechnet.\n", "neural-network"),
    # a parallelism's compound as an adjective, with or without its ending
    ("Beim «datenparallelen» Training hält jede GPU eine Kopie des Modells.\n", "data-parallelism"),
    ("Das Modell wird «pipelineparallel» auf vier GPUs verteilt, und zwar in Stufen.\n", "pipeline-parallelism"),
    # "parallel" alone and the noun alone name no parallelism in particular
    ("Die beiden Linien verlaufen parallel, und die Parallelität der Ereignisse ist klar.\n", "data-parallelism"),
    # an adjective that joins a noun with a hyphen agrees too, before a compound the name heads
    ("Eine «Parameter-effiziente Fine-Tuning»-Methode trainiert nur wenige Parameter des Modells.\n", "peft"),
    # (the same adjective before another noun names nothing)
    ("Eine parameter-effiziente Lösung für die Buchhaltung spart Zeit und Geld.\n", "peft"),
])
def test_german_names_in_the_case_of_their_sentence(marked, concept):
    assert_mentions(marked, concept)


@pytest.mark.parametrize("name, spellings", [
    ("verteiltes maschinelles Lernen", ["verteilte maschinelle Lernen", "verteiltem maschinellem Lernen",
                                        "verteilten maschinellen Lernen", "verteilter maschineller Lernen"]),
    # an adverb before the adjective keeps its form
    ("vollständig geshardete Datenparallelität", ["vollständig geshardetem Datenparallelität",
                                                  "vollständig geshardeten Datenparallelität",
                                                  "vollständig geshardeter Datenparallelität",
                                                  "vollständig geshardetes Datenparallelität"]),
    ("Tensorparallelismus", ["tensorparallel", "tensorparallele", "tensorparallelem", "tensorparallelen",
                             "tensorparalleler", "tensorparalleles"]),
    # a hyphenated adjective declines as one word; a hyphen at its end or its start is no adjective's
    ("parameter-effizientes Fine-Tuning", ["parameter-effiziente Fine-Tuning", "parameter-effizientem Fine-Tuning",
                                           "parameter-effizienten Fine-Tuning", "parameter-effizienter Fine-Tuning"]),
    ("vor- LoRA", []),
    # a name that opens with its noun, or has none, declines nothing
    ("Training mit gemischter Genauigkeit", []),
    ("speichergebunden oder rechengebunden", []),
    ("Parallelität", []),
])
def test_the_declined_spellings_of_a_german_name(name, spellings):
    assert german_declined(name) == spellings


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
    # the article a name's "de" takes before its noun
    ("El «paralelismo de los datos» reparte los lotes entre las GPU.\n", "data-parallelism"),
    ("El paralelismo de los procesos no depende de los datos.\n", "data-parallelism"),
])
def test_spanish_accents_and_plurals(marked, concept):
    assert_mentions(marked, concept, "markdown" if not marked.startswith("#") else "python")


def test_spanish_plural_spellings_by_rule():
    assert "cuantizaciones" in localized_spellings("cuantización", "es")
    assert "paralelismos de datos" in localized_spellings("paralelismo de datos", "es")
    assert "redes neuronales" in localized_spellings("red neuronal", "es")
    assert "luces" in localized_spellings("luz", "es")
