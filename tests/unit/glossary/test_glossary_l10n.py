"""Glossary problems in the reader's language: made from message templates whose quoted fields stay
verbatim, and still translatable after a round trip through the built-in glossary's cache."""

from __future__ import annotations

from ai_glossary.core.glossary.builtin import read_cache, write_cache
from ai_glossary.core.glossary.files import read_glossary_bytes
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.i18n import translator

BROKEN = """\
concepts:
  - id: Bad_Id
    term: bad
    definitions: {en: "A definition."}
  - id: ok-one
    term: ok
    aliases: 3
    definitions: {en: "Another definition."}
    colour: red
"""


def problems_of(text: str):
    return read_glossary_bytes(text.encode("utf-8"), "user.yaml").problems


def test_schema_problems_are_rendered_in_each_language_with_fields_verbatim():
    problems = problems_of(BROKEN)
    assert problems and all(p.template is not None for p in problems)
    english = [p.message for p in problems]
    assert "concept 'Bad_Id': 'Bad_Id' is not a valid id: use lowercase letters, digits and single hyphens, " \
           "such as 'bad-id'" in english
    french = [p.localized(translator("fr")) for p in problems]
    assert "concept « ok-one » : « aliases » devrait être une liste, pas le nombre 3 (mettez la valeur entre " \
           "guillemets pour en faire du texte)" in french
    assert "concept « ok-one » : champ inconnu « colour »" in " ".join(french)
    bengali = [p.localized(translator("bn")) for p in problems]
    assert any(text.startswith("ধারণা 'Bad_Id': 'Bad_Id' বৈধ আইডি নয়") for text in bengali)
    chinese = [p.localized(translator("zh_Hans")) for p in problems]
    assert "概念“ok-one”：未知字段“colour”" in " ".join(chinese)
    japanese = [p.localized(translator("ja")) for p in problems]
    assert "概念「ok-one」: 不明なフィールド「colour」です" in " ".join(japanese)
    assert [p.localized(translator("en")) for p in problems] == english


def test_problems_read_back_from_the_cache_are_still_translated(tmp_path):
    problems = problems_of(BROKEN)
    write_cache("k" * 32, Glossary(), problems, rel=lambda path: path, directory=tmp_path)
    cached = read_cache("k" * 32, resolve=lambda path: path, directory=tmp_path)
    assert cached is not None
    _, read_back = cached
    assert read_back == problems
    for lang in ("fr", "nl", "bn", "zh_Hans", "ja", "de", "es"):
        tr = translator(lang)
        assert [p.localized(tr) for p in read_back] == [p.localized(tr) for p in problems]
    assert read_back[0].localized(translator("fr")) != read_back[0].message
