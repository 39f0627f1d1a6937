"""A glossary file's own problems: Problem itself, exact positions in the fixture files, schema
messages, YAML traps and every other check of parse_glossary."""

from __future__ import annotations

import time
import unicodedata

import pytest

from ai_glossary.core.glossary.files import read_glossary_file
from ai_glossary.core.glossary.load import check_paths
from ai_glossary.core.glossary.merge import merge
from ai_glossary.core.glossary.model import Glossary, SourceSpan
from ai_glossary.core.glossary.parse import parse_glossary
from ai_glossary.core.glossary.problems import GlossaryLoadError, Problem
from support.glossary_helpers import fixture, only, text_at


# --- Problem ----------------------------------------------------------------------------------

def test_problem_str_and_defaults():
    p = Problem("a/b.yaml", 3, 7, "something is wrong")
    assert str(p) == "a/b.yaml:3:7: something is wrong"
    assert p.severity == "error" and p.is_error
    with pytest.raises(Exception):
        p.line = 4  # frozen
    assert Problem.from_json(p.to_json()) == p


def test_glossary_load_error_carries_problems():
    problems = [Problem("x.yaml", 1, 1, "bad")]
    err = GlossaryLoadError(problems)
    assert err.problems == tuple(problems)
    assert "x.yaml:1:1: bad" in str(err)


# --- the fixture files: exact positions -------------------------------------------------------

def test_good_fixture_loads_clean():
    parsed = read_glossary_file(fixture("good.yaml"))
    assert parsed.problems == []
    ids = [c.id for c in parsed.concepts]
    assert ids == ["gloam-attention", "tessellated-dropout"]
    gloam = parsed.concepts[0]
    assert gloam.term == "Gloam Attention"
    assert gloam.aliases == ("GloamAttn", "gloam attention layer")
    # a single localized name is stored as a 1-tuple, a list as a tuple
    assert gloam.names == {"fr": ("attention crépusculaire",),
                           "nl": ("schemeraandacht", "schemer-aandacht"),
                           "bn": ("গ্লোম অ্যাটেনশন",)}
    assert gloam.definitions["en"].startswith("A fictional attention mechanism")
    assert gloam.summary["fr"] == "Une variante d'attention inventée pour les tests."
    assert gloam.related == ("tessellated-dropout",)
    assert gloam.references[0].title == "Gloam Attention (fictional, 2031)"
    assert gloam.references[0].url == "https://example.org/gloam"
    assert gloam.tags == ("paper",)
    assert gloam.case_sensitive == frozenset({"GloamAttn"})
    assert gloam.builtin is False
    assert gloam.sources == (SourceSpan(fixture("good.yaml"), 6, 5, languages=("en", "fr", "nl", "bn")),)
    assert text_at(fixture("good.yaml"), 6, 5).startswith("id: gloam-attention")
    tess = parsed.concepts[1]
    assert tess.ambiguous == frozenset({"tiles"}) and tess.exclude == frozenset({"TDO"})
    assert tess.context == ("dropout", "feature map")
    assert parsed.context_words == ("gloam", "tessellation")
    assert check_paths([fixture("good.yaml")], include_builtin=False) == []


def test_yaml_syntax_error_position():
    problems = check_paths([fixture("yaml_syntax_error.yaml")], include_builtin=False)
    p = only(problems)
    assert (p.line, p.column) == (5, 33)
    assert text_at(p.path, p.line, p.column).startswith(": it is broken YAML")
    assert p.message.startswith("YAML syntax error: mapping values are not allowed")
    assert "put the whole text in quotes" in p.message
    assert str(p) == f"{fixture('yaml_syntax_error.yaml')}:5:33: {p.message}"


def test_schema_errors_point_at_the_offending_node():
    path = fixture("schema_error.yaml")
    parsed = read_glossary_file(path)
    by_pos = {(p.line, p.column): p for p in parsed.problems}
    assert all(p.code == "schema" for p in parsed.problems)
    assert sorted(by_pos) == [(4, 5), (9, 14), (13, 9), (21, 7), (24, 14)]

    typo = by_pos[(4, 5)]
    assert text_at(path, 4, 5).startswith("defintions:")
    assert typo.message == "concept 'gloam-attention': unknown field 'defintions' (did you mean 'definitions'?)"

    not_list = by_pos[(9, 14)]
    assert text_at(path, 9, 14) == "tiles"
    assert "concept 'tessellated-dropout': 'aliases' should be a list, not the text 'tiles'" in not_list.message

    bad_id = by_pos[(13, 9)]
    assert text_at(path, 13, 9) == "Quill_Scheduler"
    assert "'quill-scheduler'" in bad_id.message  # suggests a valid id

    bad_lang = by_pos[(21, 7)]
    assert text_at(path, 21, 7).startswith("EN:")
    assert "'EN' in 'definitions' is not a language code" in bad_lang.message

    bad_url = by_pos[(24, 14)]
    assert text_at(path, 24, 14) == "www.example.org/no-scheme"
    assert "must start with https://" in bad_url.message

    # the bad concepts are skipped, the good one still loads
    assert [c.id for c in parsed.concepts] == ["still-loads"]


def test_duplicate_ids_position():
    path = fixture("duplicate_ids.yaml")
    parsed = read_glossary_file(path)
    p = only(parsed.problems)
    assert (p.code, p.line, p.column) == ("duplicate-id", 10, 9)
    assert text_at(path, 10, 9) == "gloam-attention"
    assert "defined twice in this file (first at line 2)" in p.message
    # the first definition wins, the second is skipped
    assert [c.id for c in parsed.concepts] == ["gloam-attention", "tessellated-dropout"]
    assert parsed.concepts[0].definitions["en"] == "The first definition."


def test_duplicate_aliases_position_and_ambiguous_exemption():
    path = fixture("duplicate_aliases.yaml")
    problems = check_paths([path], include_builtin=False)
    p = only(problems)
    assert (p.code, p.line, p.column) == ("duplicate-alias", 16, 15)
    assert text_at(path, 16, 15).startswith("ga]")
    assert "'ga'" in p.message and "'gloam-attention'" in p.message and "duplicate_aliases.yaml:4" in p.message
    # 'shared-tile' is in match.ambiguous of both concepts: allowed
    assert "shared-tile" not in " ".join(str(x) for x in problems)


def test_unknown_related_position_and_suggestion():
    path = fixture("unknown_related.yaml")
    problems = check_paths([path], include_builtin=False)
    assert [(p.line, p.column) for p in problems] == [(8, 15), (8, 21)]
    assert text_at(path, 8, 15).startswith("lroa")
    assert text_at(path, 8, 21).startswith("gloam-attention")
    assert problems[0].message == "concept 'qlora': unknown related id 'lroa' (did you mean 'lora'?)"
    assert problems[1].message == "concept 'qlora': unknown related id 'gloam-attention'"


def test_duplicate_key_position():
    path = fixture("duplicate_key.yaml")
    parsed = read_glossary_file(path)
    p = only(parsed.problems)
    assert (p.code, p.line, p.column) == ("duplicate-key", 7, 5)
    assert text_at(path, 7, 5).startswith("definitions:")
    assert "duplicate key 'definitions' (already used at line 4" in p.message


# --- parse_glossary edge cases ----------------------------------------------------------------

@pytest.mark.parametrize("text, code, pos, words", [
    ("", "empty-file", (1, 1), "empty"),
    ("# only a comment\n", "empty-file", (1, 1), "empty"),
    ("- id: a\n  term: A\n", "wrong-type", (1, 1), "but it is a list"),
    ("just text\n", "wrong-type", (1, 1), "single value"),
    ("concepts:\n", "schema", (1, 10), "'concepts' should be a list, not nothing"),
    ("concepts: {id: a}\n", "schema", (1, 11), "'concepts' should be a list"),
    ("concepts: []\n---\nconcepts: []\n", "yaml-syntax", (2, 1), "more than one YAML document"),
    ("concepts:\n\t- id: a\n", "yaml-syntax", (2, 1), "tabs"),
    ("concepts:\n  - id: a\n    term: \"Alpha\n", "yaml-syntax", (4, 1), "started at line 3, column 11"),
])
def test_file_level_problems(text, code, pos, words):
    parsed = parse_glossary(text, "f.yaml")
    problem = only(parsed.problems)
    assert (problem.code, (problem.line, problem.column)) == (code, pos)
    assert words in problem.message
    assert parsed.concepts == []


def test_yaml_booleans_and_dates_get_a_quoting_hint():
    text = "concepts:\n  - id: a\n    term: yes\n  - id: b\n    term: 2024-01-01\n    names:\n      no: Nei\n"
    problems = parse_glossary(text, "f.yaml").problems
    assert [(p.line, p.column) for p in problems] == [(3, 11), (5, 11), (7, 7)]
    assert "YAML boolean true" in problems[0].message and "quotes" in problems[0].message
    assert "quotes" in problems[1].message
    assert "YAML boolean false" in problems[2].message


def test_missing_id_suggests_one():
    p = only(parse_glossary("concepts:\n  - term: Low-Rank Adaptation\n", "f.yaml").problems)
    assert (p.line, p.column) == (2, 5)
    assert "has no 'id'" in p.message and "id: low-rank-adaptation" in p.message


def test_unknown_top_level_key_suggests_the_right_one():
    problems = parse_glossary("concept:\n  - id: a\n", "f.yaml").problems
    assert any("unknown field 'concept' (did you mean 'concepts'?)" in p.message for p in problems)


def test_blank_text_is_rejected():
    p = only(parse_glossary("concepts:\n  - id: a\n    term: '   '\n", "f.yaml").problems)
    assert (p.line, p.column) == (3, 11) and "blank" in p.message


def test_builtin_concepts_need_a_term_user_concepts_may_extend():
    text = "concepts:\n  - id: lora\n    definitions:\n      de: Eine Methode.\n"
    builtin = parse_glossary(text, "b.yaml", builtin=True)
    assert only(builtin.problems).code == "missing-term" and builtin.concepts == []
    user = parse_glossary(text, "u.yaml")
    assert user.problems == [] and user.concepts[0].term == ""


def test_match_forms_must_be_forms_of_the_concept():
    text = ("concepts:\n  - id: a\n    term: Alpha\n    aliases: [ALF]\n    names: {fr: alphé}\n"
            "    match:\n      ambiguous: [alpha, Alf, Alphé, Alhpa]\n      context: [anything goes]\n")
    p = only(parse_glossary(text, "f.yaml").problems)
    assert (p.code, p.line, p.column) == ("unknown-match-form", 7, 38)
    assert p.message == ("concept 'a': match.ambiguous lists 'Alhpa', which is not one of its forms "
                         "(term, aliases or names): add it to aliases or fix the spelling")


def test_text_is_nfc_normalised_and_bom_ignored():
    nfd = unicodedata.normalize("NFD", "concepts:\n  - id: reseau\n    term: Réseau\n    aliases: [réseau neuronal]\n"
                                       "    names: {fr: [réseau élégant]}\n    definitions: {fr: Un réseau élégant.}\n")
    assert nfd != unicodedata.normalize("NFC", nfd)
    parsed = parse_glossary("\ufeff" + nfd, "f.yaml")
    assert parsed.problems == []
    c = parsed.concepts[0]
    for text in (c.term, *c.aliases, *c.names["fr"], c.definitions["fr"]):
        assert text == unicodedata.normalize("NFC", text)
    assert c.term == "R\u00e9seau"


def test_unsafe_yaml_tags_are_refused_not_run(tmp_path):
    marker = tmp_path / "pwned"
    text = ("concepts:\n  - id: a\n    term: !!python/object/apply:os.system\n"
            f"      - 'touch {marker}'\n")
    p = only(parse_glossary(text, "f.yaml").problems)
    assert p.code == "yaml-value" and "unsupported YAML tag" in p.message
    assert not marker.exists()


def test_alias_bomb_is_refused_quickly():
    lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for prev, name in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 10) + "]")
    start = time.perf_counter()
    parsed = parse_glossary("\n".join(lines) + "\n", "bomb.yaml")
    assert time.perf_counter() - start < 5
    assert only(parsed.problems).code == "yaml-too-big"


def test_recursive_alias_is_refused():
    assert only(parse_glossary("concepts: &c\n  - *c\n", "f.yaml").problems).code == "yaml-recursive"


def test_merge_keys_still_locate_positions():
    text = ("concepts:\n  - &base\n    id: a\n    term: A\n  - <<: *base\n    id: b\n    term: B\n"
            "    related: [zz]\n")
    parsed = parse_glossary(text, "f.yaml")
    assert parsed.problems == []
    assert [c.term for c in parsed.concepts] == ["A", "B"]
    _, problems = merge(Glossary(), [parsed])
    assert [(p.line, p.column) for p in problems] == [(8, 15)]


def test_a_problem_is_shown_in_the_readers_language_with_its_quoted_fields_verbatim(tmp_path):
    from ai_glossary.core.glossary.load import load
    from ai_glossary.core.i18n import translator

    path = tmp_path / "g.yaml"
    path.write_text("concepts:\n  - id: blorp\n    term: Blorp\n    related: [fsdpp]\n"
                    "    definitions: {en: Blorps.}\n", encoding="utf-8")
    from ai_glossary.core.glossary.builtin import load_builtin

    problem = next(p for p in load(load_builtin(), [str(path)]).all_problems() if p.code == "unknown-related")
    assert problem.message == "concept 'blorp': unknown related id 'fsdpp' (did you mean 'fsdp'?)"
    assert problem.localized(translator("fr")) == \
        "concept « blorp » : identifiant lié inconnu « fsdpp » (vouliez-vous dire « fsdp » ?)"
    assert problem.localized(translator("bn")) == \
        "ধারণা 'blorp': অজানা সম্পর্কিত আইডি 'fsdpp' (আপনি কি 'fsdp' বোঝাতে চেয়েছেন?)"


def test_a_yaml_syntax_error_gets_its_hint_in_the_readers_language_and_the_parsers_words_verbatim():
    from ai_glossary.core.glossary.yaml_nodes import read_yaml
    from ai_glossary.core.i18n import translator

    problem = read_yaml("concepts:\n  - id: a\n    term: Ratio: one\n", "g.yaml").problems[0]
    assert problem.message == ("YAML syntax error: mapping values are not allowed in this context; "
                               "if the text contains ': ', put the whole text in quotes")
    assert problem.localized(translator("nl")) == (
        "YAML-syntaxfout: mapping values are not allowed in this context; "
        "als de tekst ': ' bevat, zet dan de hele tekst tussen aanhalingstekens")
