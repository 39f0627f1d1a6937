"""Export then import gives back the same glossary, for the fields each format carries: the whole
built-in glossary, every language, through each format."""

from __future__ import annotations

import pytest

from ai_glossary.cli.exchange import _is_language
from ai_glossary.core.exchange import csv_format, skos, tbx_read, tbx_write
from ai_glossary.core.exchange.entries import FIELDS, WITHOUT_USAGE, comparable, entries_of
from ai_glossary.core.glossary.builtin import load_builtin


@pytest.fixture(scope="module")
def builtin_entries() -> list[dict]:
    return entries_of(load_builtin())


def _tbx(entries):
    return tbx_read.read_tbx(tbx_write.to_tbx(entries).encode("utf-8"), "g.tbx")


def _csv(entries):
    return csv_format.read_csv(csv_format.to_csv(entries), "g.csv", _is_language)


def _turtle(entries):
    return skos.read_skos(skos.to_skos(entries, "turtle").encode("utf-8"), "g.ttl", "turtle")


def _rdfxml(entries):
    return skos.read_skos(skos.to_skos(entries, "xml").encode("utf-8"), "g.rdf", "xml")


@pytest.mark.parametrize("trip, ordered, fields", [(_tbx, True, FIELDS), (_csv, True, WITHOUT_USAGE),
                                                   (_turtle, False, WITHOUT_USAGE), (_rdfxml, False, WITHOUT_USAGE)],
                         ids=["tbx", "csv", "skos-turtle", "skos-rdfxml"])
def test_the_builtin_glossary_comes_back_whole(builtin_entries, trip, ordered, fields):
    back, notices = trip(builtin_entries)
    assert notices == []
    assert comparable(back, fields, ordered) == comparable(builtin_entries, fields, ordered)
    # every language is there: the trip did not compare empty data
    assert {lang for e in back for lang in e["definitions"]} >= {"en", "fr", "nl", "bn", "zh-Hans", "ja", "es", "de"}


def test_an_export_in_some_languages_keeps_only_them(builtin_entries):
    entries = entries_of(load_builtin(), ["fr"])
    back, _ = _tbx(entries)
    assert {lang for e in back for lang in e["definitions"]} == {"fr"}
    assert all(e["term"] for e in back)  # the English term stays: it is the entry's name


def test_language_pairs_give_one_row_per_concept(builtin_entries):
    text = csv_format.to_pairs(builtin_entries, "en", "fr")
    back, notices = csv_format.read_pairs(text, "p.csv", "en", "fr")
    assert notices == [] and len(back) == len(builtin_entries)
    by_term = {e["term"]: e["names"].get("fr", [e["term"]])[0] for e in back}
    fsdp = next(e for e in builtin_entries if e["id"] == "fsdp")
    assert by_term[fsdp["term"]] == fsdp["names"]["fr"][0]


@pytest.mark.parametrize("raw, tag", [("en-US", "en"), ("EN", "en"), ("eng", "en"), ("fr-FR", "fr"), ("fr", "fr"),
                                      ("nl-BE", "nl"), ("zh-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"),
                                      ("zh-TW", "zh-Hant"), ("de_DE", "de"), ("bn-IN", "bn"), ("sr-Latn-RS", "sr-Latn")])
def test_a_files_language_tags_as_the_glossary_spells_them(raw, tag):
    from ai_glossary.core.exchange.entries import language_tag

    assert language_tag(raw) == tag


def test_the_page_escapes_every_text_and_loads_nothing():
    from ai_glossary.core.exchange.entries import empty_entry
    from ai_glossary.core.exchange.html_page import CSP, to_html

    hostile = empty_entry("x", '<img src=x onerror="alert(1)">')
    hostile["definitions"] = {"en": "</script><script>alert(2)</script>"}
    hostile["references"] = [{"title": "t", "url": "javascript:alert(3)"}]
    labels = {"search": "Search", "language": "Language", "count": "{shown} of {total}", "aliases": "Also:",
              "related": "Related:", "references": "References"}
    page = to_html([hostile], lambda lang: labels, lambda lang: lang)
    assert "<img" not in page and "<script>alert" not in page and "javascript:" not in page.split("<script")[0]
    assert page.count("<script") == 2  # the data and the page's own script, nothing injected
    assert f'content="{CSP}"' in page and "default-src 'none'" in CSP


def test_a_deprecated_form_and_its_replacement_survive_tbx(builtin_entries):
    tensorflow = next(e for e in builtin_entries if e["id"] == "tensorflow")
    assert {"form": "TensorFlow Lite", "status": "deprecated", "use": "LiteRT"} in tensorflow["usage"]
    (back,), _ = _tbx([tensorflow])
    assert back["usage"] == [{"form": "TensorFlow Lite", "status": "deprecated", "use": "LiteRT"}]
