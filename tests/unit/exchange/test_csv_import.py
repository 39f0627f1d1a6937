"""CSV files as Phrase, Google and DeepL write them."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai_glossary.cli.exchange import _is_language
from ai_glossary.core.exchange.csv_format import read_csv, read_pairs, to_csv
from ai_glossary.core.exchange.entries import ExchangeError, empty_entry

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "exchange"


def _text(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")


def test_a_phrase_term_base():
    entries, notices = read_csv(_text("phrase-strings.csv"), "phrase.csv", _is_language)
    store, card = entries
    assert store["term"] == "feature store" and store["names"] == {"de": ["Feature Store"],
                                                                    "fr": ["magasin de caractéristiques"]}
    assert store["definitions"] == {"en": "A store of features, shared by training and serving."}
    assert card["definitions"]["en"] == 'Documentation of a model: "intended use", limits.'  # quotes doubled in the file
    reported = {str(n) for n in notices}
    assert reported == {"phrase.csv:1: column 'case sensitive' is not imported",
                        "phrase.csv:1: column 'translatable' is not imported"}


def test_a_google_equivalent_term_set_with_a_byte_order_mark():
    entries, notices = read_csv(_text("google-equivalent-terms.csv"), "g.csv", _is_language)
    assert [e["term"] for e in entries] == ["learning rate", "batch size"]  # the BOM is not in the first column's name
    assert entries[0]["names"] == {"fr": ["taux d'apprentissage"], "es": ["tasa de aprendizaje"]}
    assert entries[0]["definitions"] == {"en": "Step size of the optimizer"}
    assert [str(n) for n in notices] == ["g.csv:1: column 'pos' is not imported"]


def test_a_deepl_glossary_of_pairs():
    entries, notices = read_pairs(_text("deepl-en-de.csv"), "deepl.csv", "en", "de")
    assert notices == []
    assert [(e["term"], e["names"]["de"]) for e in entries] == [
        ("learning rate", ["Lernrate"]), ("checkpoint", ["Checkpoint"]), ("data loader, streaming", ["Datenlader"])]


def test_rows_that_are_not_pairs_are_reported_with_their_line():
    entries, notices = read_pairs("a,b\nonly one\nc,d,e\n\"x\ny\",z\n", "p.csv", "en", "fr")
    assert [e["term"] for e in entries] == ["a", "x\ny"]
    assert [n.line for n in notices] == [2, 3]


def test_a_header_without_languages_is_refused():
    with pytest.raises(ExchangeError, match="no column of terms"):
        read_csv("name,meaning\nx,y\n", "x.csv", _is_language)


def test_quoting_survives_commas_quotes_and_line_breaks():
    entry = empty_entry("tricky", 'a "quoted", term')
    entry["definitions"] = {"en": "Line one,\nline two \"quoted\"."}
    entry["names"] = {"fr": ["un, deux", "trois"]}
    (back,), notices = read_csv(to_csv([entry]), "t.csv", _is_language)
    assert notices == [] and back["term"] == entry["term"] and back["definitions"] == entry["definitions"]
    assert back["names"] == {"fr": ["un, deux", "trois"]}
