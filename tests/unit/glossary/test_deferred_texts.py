"""A concept's texts as the built-in cache keeps them (deferred_texts.py): a line of JSON parsed
when a text is first read, its languages known without parsing it."""

from __future__ import annotations

import copy
import pickle

import pytest

from ai_glossary.core.glossary.deferred_texts import DeferredTexts, languages_of, text_row


def deferred(texts: dict[str, str]) -> DeferredTexts:
    return DeferredTexts(tuple(texts), text_row(texts).encode())


def test_a_row_reads_back_as_the_texts_it_was_made_of():
    texts = {"en": "A line\nand another.", "bn": "একটি \"উদ্ধৃতি\"", "ja": "日本語\u2028です"}
    row = text_row(texts)
    assert "\n" not in row
    read = deferred(texts)
    assert read == texts and texts == read and dict(read) == texts
    assert list(read) == ["en", "bn", "ja"] and len(read) == 3
    assert read["bn"] == texts["bn"] and read.get("fr") is None and "fr" not in read and "ja" in read
    assert repr(read) == repr(texts)


def test_copies_and_pickles_are_equal_mappings():
    read = deferred({"en": "One.", "fr": "Un."})
    assert copy.deepcopy(read) == read == pickle.loads(pickle.dumps(read))
    assert dict(read, fr="Une.") == {"en": "One.", "fr": "Une."}


def test_a_missing_language_is_a_key_error_without_parsing():
    read = DeferredTexts(("en",), b"not json")
    with pytest.raises(KeyError):
        read["fr"]
    assert list(read) == ["en"]


@pytest.mark.parametrize("row", [b"not json", b'["en"]', b'{"en": 3}', b'{"fr": "Un."}',
                                 b'{"en": "One.", "fr": "Un."}'])
def test_a_row_that_is_not_the_texts_of_its_languages_raises(row):
    with pytest.raises(ValueError):
        DeferredTexts(("en",), row)["en"]


@pytest.mark.parametrize("value", [None, "en", ["en", 3], {"en": "x"}])
def test_languages_are_a_list_of_strings(value):
    with pytest.raises(ValueError):
        languages_of(value)
