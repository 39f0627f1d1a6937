"""TBX files written by other tools, and hostile XML."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from ai_glossary.core.exchange.entries import ExchangeError
from ai_glossary.core.exchange.tbx_read import read_tbx

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "exchange"


def _read(name: str):
    return read_tbx((FIXTURES / name).read_bytes(), name)


def test_tbx_basic_v2_as_multiterm_writes_it():
    entries, notices = _read("tbx-basic-v2.tbx")
    store, registry = entries
    assert store["term"] == "feature store" and store["aliases"] == ["feature repository"]
    assert store["names"] == {"fr": ["magasin de caractéristiques"]}  # fr-FR: the region is dropped
    assert store["definitions"]["en"].startswith("A store of precomputed")
    assert store["tags"] == ["machine learning"]
    assert store["related"] == [registry["id"]]
    assert registry["definitions"]["en"].startswith("A catalogue") and registry["names"] == {"de": ["Modellregister"]}
    messages = [str(n) for n in notices]
    # what has no place is reported with its line: part of speech, the deprecated status, a note
    assert any(m.startswith("tbx-basic-v2.tbx:21:") and "partOfSpeech" in m for m in messages), messages
    assert store["usage"] == [{"form": "feature repository", "status": "deprecated", "use": None}]
    assert any("note" in m for m in messages)


def test_tbx_v2_with_ntig_and_three_letter_codes():
    (entry,), notices = _read("tbx-v2-ntig.tbx")
    assert entry["term"] == "gradient clipping" and entry["names"] == {"nl": ["gradiëntafkapping"]}
    assert entry["id"] == "1"  # "_1" made a valid id
    assert any("context" in str(n) for n in notices)


@pytest.mark.parametrize("name", ["tbx-basic-v3-dca.tbx", "tbx-basic-v3-dct.tbx"])
def test_tbx_basic_v3_in_both_styles(name):
    (entry,), notices = _read(name)
    assert entry["tags"] == ["training"]
    assert entry["definitions"]["en"]
    assert len(entry["names"]) == 1 and next(iter(entry["names"].values()))
    assert all("partOfSpeech" in str(n) for n in notices), notices


def test_dct_keeps_the_admitted_term_as_an_alias():
    (entry,), _ = _read("tbx-basic-v3-dct.tbx")
    assert entry["term"] == "learning-rate warm-up" and entry["aliases"] == ["warmup"]
    assert entry["names"] == {"de": ["Aufwärmphase"]}


@pytest.mark.parametrize("name", ["billion-laughs.tbx", "external-entity.tbx"])
def test_entities_are_refused_without_being_expanded_or_fetched(name):
    started = time.perf_counter()
    with pytest.raises(ExchangeError) as caught:
        _read(name)
    assert "refused" in str(caught.value)
    assert time.perf_counter() - started < 2  # nothing was expanded


def test_malformed_xml_names_its_line():
    data = b'<?xml version="1.0"?>\n<martif>\n<text>\n<body></text>\n</martif>\n'
    with pytest.raises(ExchangeError) as caught:
        read_tbx(data, "bad.tbx")
    assert caught.value.notice.line == 4 and "not well-formed" in str(caught.value)


def test_another_xml_vocabulary_is_not_tbx():
    with pytest.raises(ExchangeError, match="not a TBX file"):
        read_tbx(b"<html><body/></html>", "page.xml")
