"""Loading, validating, merging and caching glossaries (ai_glossary.core.glossary.load and friends)."""

from __future__ import annotations

import copy
import json
import os
import sys
import time
import unicodedata
from pathlib import Path

import pytest

from ai_glossary.core.glossary import builtin
from ai_glossary.core.glossary.builtin import load_builtin, load_builtin_with_problems
from ai_glossary.core.glossary.files import read_glossary_file, read_glossary_text, user_glossary_paths
from ai_glossary.core.glossary.load import check_paths, load
from ai_glossary.core.glossary.merge import merge
from ai_glossary.core.glossary.model import Concept, Glossary, SourceSpan
from ai_glossary.core.glossary.parse import ParsedFile, parse_glossary
from ai_glossary.core.glossary.problems import GlossaryLoadError, Problem

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "glossaries"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Never touch the real user cache or config directories."""
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("AI_GLOSSARY_CONFIG_DIR", str(tmp_path / "config"))


def text_at(path: Path | str, line: int, column: int) -> str:
    """The rest of the line from a 1-based (line, column): proves where a problem points."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return lines[line - 1][column - 1:]


def fixture(name: str) -> str:
    return str(FIXTURES / name)


def only(problems: list[Problem], code: str | None = None) -> Problem:
    chosen = [p for p in problems if code is None or p.code == code]
    assert len(chosen) == 1, [str(p) for p in problems]
    return chosen[0]


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
    assert gloam.sources == (SourceSpan(fixture("good.yaml"), 6, 5),)
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


def test_text_over_5_mb_is_refused():
    parsed = read_glossary_text("x" * (5 * 1024 * 1024 + 1), "big.yaml")
    assert only(parsed.problems).code == "too-large"


def test_the_limit_on_text_is_in_bytes_like_the_limit_on_files():
    text = "# é\n" * (5 * 1024 * 1024 // 5 + 1)  # under 5 M characters, over 5 MB in UTF-8
    assert len(text) < 5 * 1024 * 1024 < len(text.encode("utf-8"))
    p = only(read_glossary_text(text, "big.yaml").problems)
    assert (p.line, p.column, p.code) == (1, 1, "too-large") and "5 MB" in p.message
    p = only(read_glossary_text("concepts:\n  - id: \ud800\n", "odd.yaml").problems)  # a lone surrogate
    assert (p.line, p.column, p.code) == (2, 9, "encoding")


def test_unsaved_text_over_the_limit_is_refused_like_a_file(tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text("concepts:\n  - id: x\n    term: X\n", encoding="utf-8")
    result = load(Glossary(), [path], overrides={str(path): "x" * (5 * 1024 * 1024 + 1)})
    assert [p.code for p in result.problems[str(path)]] == ["too-large"]
    assert result.glossary.concepts == {}


# --- reading files ----------------------------------------------------------------------------

def test_missing_and_unreadable_files(tmp_path):
    missing = tmp_path / "nope.yaml"
    problems = check_paths([str(missing)], include_builtin=False)
    assert [str(p) for p in problems] == [f"{missing}:1:1: file not found"]
    assert only(check_paths([str(tmp_path)], include_builtin=False)).message.startswith("this is a folder")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_is_not_read(tmp_path):
    fifo = tmp_path / "glossary.yaml"
    os.mkfifo(fifo)
    start = time.perf_counter()
    p = only(read_glossary_file(fifo).problems)
    assert p.message == "not a regular file" and time.perf_counter() - start < 2


def test_large_file_is_refused_without_reading(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.truncate(6 * 1024 * 1024)
    p = only(read_glossary_file(big).problems)
    assert (p.line, p.column, p.code) == (1, 1, "too-large") and "5 MB" in p.message


def test_invalid_utf8_is_located(tmp_path):
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("concepts:\n  - id: a\n    term: Réseau\n".encode("latin-1"))
    p = only(read_glossary_file(bad).problems)
    assert (p.line, p.column, p.code) == (3, 12, "encoding")


# --- merge ------------------------------------------------------------------------------------

def _base() -> Glossary:
    lora = Concept(id="lora", term="LoRA", aliases=("Low-Rank Adaptation",),
                   names={"fr": ("adaptation de faible rang",)},
                   summary={"en": "Low-rank adapters."},
                   definitions={"en": "Base English.", "fr": "Base française."},
                   related=("peft",), tags=("fine-tuning",),
                   ambiguous=frozenset({"LoRA"}), context=("rank",),
                   sources=(SourceSpan("builtin.yaml", 1, 5),))
    peft = Concept(id="peft", term="PEFT", definitions={"en": "Parameter-efficient fine-tuning."},
                   sources=(SourceSpan("builtin.yaml", 20, 5),))
    return Glossary(concepts={"lora": lora, "peft": peft}, context_words=frozenset({"gpu"}))


def _user(text: str, path: str = "user.yaml") -> ParsedFile:
    parsed = parse_glossary(text, path)
    assert not parsed.problems, [str(p) for p in parsed.problems]
    return parsed


def test_merge_extends_existing_concepts_and_adds_new_ones():
    base = _base()
    snapshot = copy.deepcopy(base)
    user = _user(
        "context: [adapter]\n"
        "concepts:\n"
        "  - id: lora\n"
        "    aliases: [LoRA adapters]\n"
        "    names: {fr: [LoRA-fr], de: Niedrigrang-Anpassung}\n"
        "    definitions: {fr: Nouvelle définition., de: Deutsche Definition.}\n"
        "    related: [my-trick]\n"
        "    references: [{title: Our wiki, url: 'https://wiki.example/lora'}]\n"
        "    tags: [house-style]\n"
        "    match: {ambiguous: [LoRA adapters], context: [adapter]}\n"
        "  - id: my-trick\n"
        "    term: My Trick\n"
        "    definitions: {en: A project-specific trick.}\n"
        "    related: [lora]\n")
    merged, problems = merge(base, [user])
    assert problems == []
    lora = merged.concepts["lora"]
    assert lora.term == "LoRA"
    assert lora.aliases == ("Low-Rank Adaptation", "LoRA adapters")
    assert lora.names == {"fr": ("adaptation de faible rang", "LoRA-fr"), "de": ("Niedrigrang-Anpassung",)}
    assert lora.definitions == {"en": "Base English.", "fr": "Nouvelle définition.", "de": "Deutsche Definition."}
    assert lora.summary == {"en": "Low-rank adapters."}
    assert lora.related == ("peft", "my-trick")
    assert [r.title for r in lora.references] == ["Our wiki"]
    assert lora.tags == ("fine-tuning", "house-style")
    assert lora.ambiguous == frozenset({"LoRA", "LoRA adapters"})
    assert lora.context == ("rank", "adapter")
    assert lora.builtin is True  # still a built-in concept, extended
    assert [s.path for s in lora.sources] == ["builtin.yaml", "user.yaml"]
    trick = merged.concepts["my-trick"]
    assert trick.builtin is False and trick.term == "My Trick"
    assert merged.context_words == frozenset({"gpu", "adapter"})
    # the base is never changed
    assert base == snapshot
    assert base.concepts["lora"].definitions["fr"] == "Base française."


def test_merge_later_files_win():
    first = _user("concepts:\n  - id: lora\n    definitions: {fr: Première.}\n    summary: {fr: Un.}\n", "a.yaml")
    second = _user("concepts:\n  - id: lora\n    definitions: {fr: Seconde.}\n", "b.yaml")
    merged, problems = merge(_base(), [first, second])
    assert problems == []
    assert merged.concepts["lora"].definitions["fr"] == "Seconde."
    assert merged.concepts["lora"].summary["fr"] == "Un."
    merged, _ = merge(_base(), [second, first])
    assert merged.concepts["lora"].definitions["fr"] == "Première."


def test_merge_new_term_replaces_display_term_and_keeps_old_one_as_alias():
    user = _user("concepts:\n  - id: peft\n    term: Parameter-Efficient Fine-Tuning\n")
    merged, problems = merge(_base(), [user])
    assert problems == []
    peft = merged.concepts["peft"]
    assert peft.term == "Parameter-Efficient Fine-Tuning" and "PEFT" in peft.aliases


def test_merge_does_not_change_the_parsed_files():
    user = _user("concepts:\n  - id: x\n    term: X\n    related: [nowhere]\n")
    before = copy.deepcopy(user.concepts)
    merged, problems = merge(_base(), [user])
    assert merged.concepts["x"].related == ()  # unknown related ids are dropped from the result
    assert user.concepts == before
    merged2, problems2 = merge(_base(), [user])
    assert problems2 == problems


def test_merge_reports_unknown_related_at_the_referencing_concept():
    user = _user("concepts:\n  - id: x\n    term: X\n    related:\n      - peft\n      - lroa\n")
    merged, problems = merge(_base(), [user])
    p = only(problems)
    assert (p.path, p.line, p.column, p.code) == ("user.yaml", 6, 9, "unknown-related")
    assert p.message == "concept 'x': unknown related id 'lroa' (did you mean 'lora'?)"
    assert merged.concepts["x"].related == ("peft",)


def test_merge_new_concept_without_term_is_a_problem():
    user = _user("concepts:\n  - id: lorra\n    definitions: {de: Tippfehler.}\n")
    merged, problems = merge(_base(), [user])
    p = only(problems)
    assert p.code == "missing-term" and (p.line, p.column) == (2, 5)
    assert "did you mean 'lora'" in p.message
    assert "lorra" not in merged.concepts


def test_merge_duplicate_alias_against_base_is_blamed_on_the_user_file():
    user = _user("concepts:\n  - id: my-lora\n    term: My LoRA\n    aliases: [low-rank adaptation]\n")
    _, problems = merge(_base(), [user])
    p = only(problems)
    assert (p.path, p.line, p.column, p.code) == ("user.yaml", 4, 15, "duplicate-alias")
    assert "'lora' (builtin.yaml:1)" in p.message


def test_merge_duplicate_alias_allowed_when_ambiguous_in_both():
    user = _user("concepts:\n  - id: other-lora\n    term: Other\n    aliases: [lora]\n"
                 "    match: {ambiguous: [lora]}\n")
    _, problems = merge(_base(), [user])
    assert problems == []  # 'LoRA' is in match.ambiguous of the base 'lora' too
    user2 = _user("concepts:\n  - id: other-lora\n    term: Other\n    aliases: [lora]\n")
    _, problems2 = merge(_base(), [user2])
    assert only(problems2).code == "duplicate-alias"


def test_merge_checks_match_forms_of_extensions_against_the_merged_concept():
    ok = _user("concepts:\n  - id: lora\n    match: {exclude: [Low-Rank Adaptation]}\n")
    _, problems = merge(_base(), [ok])
    assert problems == []
    bad = _user("concepts:\n  - id: lora\n    match:\n      exclude: [Lower-Rank]\n")
    _, problems = merge(_base(), [bad])
    p = only(problems)
    assert (p.code, p.line, p.column) == ("unknown-match-form", 4, 17)


def test_merge_builtin_files_defining_the_same_id_is_a_problem():
    a = parse_glossary("concepts:\n  - id: x\n    term: X\n", "a.yaml", builtin=True)
    b = parse_glossary("concepts:\n  - id: x\n    term: X\n", "b.yaml", builtin=True)
    _, problems = merge(Glossary(), [a, b])
    p = only(problems)
    assert (p.path, p.line, p.column, p.code) == ("b.yaml", 2, 9, "duplicate-id")


def test_load_returns_every_problem(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("concepts:\n  - id: x\n    term: X\n    related: [nope]\n", encoding="utf-8")
    missing = tmp_path / "missing.yaml"
    result = load(_base(), [good, missing])
    merged, problems = result.glossary, result.all_problems()
    assert "x" in merged.concepts
    assert [(Path(p.path).name, p.code) for p in problems] == [("good.yaml", "unknown-related"),
                                                               ("missing.yaml", "unreadable")]


# --- check_paths ------------------------------------------------------------------------------

def test_check_paths_cross_file_checks(tmp_path):
    a = tmp_path / "a.yaml"
    b = tmp_path / "b.yaml"
    a.write_text("concepts:\n  - id: x\n    term: X\n    related: [y]\n", encoding="utf-8")
    b.write_text("concepts:\n  - id: y\n    term: Y\n    aliases: [X]\n", encoding="utf-8")
    problems = check_paths([str(a), str(b)], include_builtin=False)
    assert [(Path(p.path).name, p.line, p.column, p.code) for p in problems] == [
        ("b.yaml", 4, 15, "duplicate-alias")]
    # alone, a.yaml has an unknown related id
    assert only(check_paths([str(a)], include_builtin=False)).code == "unknown-related"


# --- the built-in data and its cache ----------------------------------------------------------

@pytest.fixture
def fake_builtin(tmp_path, monkeypatch):
    """Point the loader at a temporary data folder (independent of the real content)."""
    folder = tmp_path / "data" / "concepts"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text(
        "context: [gpu]\nconcepts:\n  - id: alpha\n    term: Alpha\n    names: {fr: alphé}\n"
        "    definitions: {en: First.}\n    related: [beta]\n"
        "    references: [{title: Paper, url: 'https://example.org/a'}]\n"
        "    match: {ambiguous: [Alpha], case_sensitive: [Alpha]}\n", encoding="utf-8")
    (folder / "b.yaml").write_text(
        "concepts:\n  - id: beta\n    term: Beta\n    definitions: {en: Second.}\n    related: [gamma]\n",
        encoding="utf-8")

    def sources():
        return [builtin.BuiltinSource(f"concepts/{p.name}", p) for p in sorted(folder.glob("*.yaml"))]

    monkeypatch.setattr(builtin, "builtin_sources", sources)
    return folder


def _cache_files(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob("builtin-*.json"))


def test_cache_miss_then_hit(fake_builtin, tmp_path, monkeypatch):
    fresh, fresh_problems = load_builtin_with_problems(use_cache=False)
    assert _cache_files(tmp_path) == []
    assert [p.code for p in fresh_problems] == ["unknown-related"]

    first, problems1 = load_builtin_with_problems()  # miss: builds and writes the cache
    files = _cache_files(tmp_path)
    assert len(files) == 1
    cached = json.loads(files[0].read_text(encoding="utf-8"))
    assert cached["format"] == builtin.CACHE_FORMAT and len(cached["concepts"]) == 2
    assert all(s["path"].startswith("concepts/") for c in cached["concepts"] for s in c["sources"])

    def boom(*_args, **_kwargs):
        raise AssertionError("the YAML must not be parsed on a cache hit")

    monkeypatch.setattr(builtin, "_build_builtin", boom)
    second, problems2 = load_builtin_with_problems()  # hit
    assert second == first == fresh
    assert problems2 == problems1 == fresh_problems
    assert second.concepts["alpha"].sources[0].path == str(fake_builtin / "a.yaml")
    assert second.context_words == frozenset({"gpu"})


def test_cache_is_rebuilt_when_a_source_changes(fake_builtin, tmp_path):
    load_builtin()
    before = _cache_files(tmp_path)
    with open(fake_builtin / "b.yaml", "a", encoding="utf-8") as fh:
        fh.write("  - id: gamma\n    term: Gamma\n")
    glossary = load_builtin()
    assert "gamma" in glossary.concepts
    after = _cache_files(tmp_path)
    assert len(after) == 2 and set(before) < set(after)


@pytest.mark.parametrize("damage", [
    b"",
    b"{not json",
    b"\x80\x81 binary",
    b'{"format": 1, "key": "wrong", "concepts": []}',
    b"[]",
    None,  # right key, wrong structure
])
def test_corrupt_cache_is_ignored_and_rebuilt(fake_builtin, tmp_path, damage):
    good = load_builtin()
    (path,) = _cache_files(tmp_path)
    if damage is None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["concepts"][0]["aliases"] = 42
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path.write_bytes(damage)
    assert load_builtin() == good
    # ...and the cache was written again, readable this time
    assert _cache_files(tmp_path) == [path]
    assert len(json.loads(path.read_text(encoding="utf-8"))["concepts"]) == 2


def test_unwritable_cache_dir_still_loads(fake_builtin, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(blocker / "cache"))
    glossary = load_builtin()
    assert set(glossary.concepts) == {"alpha", "beta"}


def test_cache_write_is_atomic(fake_builtin, tmp_path, monkeypatch):
    load_builtin()
    (old,) = _cache_files(tmp_path)
    old_bytes = old.read_bytes()
    with open(fake_builtin / "b.yaml", "a", encoding="utf-8") as fh:
        fh.write("  - id: gamma\n    term: Gamma\n")

    def crash(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(builtin.json, "dump", crash)
    glossary = load_builtin()  # still loads, from the YAML
    assert "gamma" in glossary.concepts
    # no half-written cache and no temp file left behind; the other cache is untouched
    assert list((tmp_path / "cache").iterdir()) == [old]
    assert old.read_bytes() == old_bytes


def test_cache_never_uses_pickle():
    source = Path(builtin.__file__).read_text(encoding="utf-8")
    assert "pickle" not in source.replace("never pickle", "").replace("not pickle", "")


def test_strict_load_raises_with_problems(fake_builtin):
    with pytest.raises(GlossaryLoadError) as info:
        load_builtin(strict=True, use_cache=False)
    assert info.value.problems[0].code == "unknown-related"


def test_check_paths_reports_builtin_problems_only_when_checking_it(fake_builtin, tmp_path):
    assert [p.code for p in check_paths([], include_builtin=True)] == ["unknown-related"]
    user = tmp_path / "u.yaml"
    user.write_text("concepts:\n  - id: gamma\n    term: Gamma\n    related: [alpha]\n", encoding="utf-8")
    assert check_paths([str(user)], include_builtin=True) == []
    assert [p.code for p in check_paths([str(user)], include_builtin=True, report_builtin=True)] == [
        "unknown-related"]


def test_real_builtin_data_is_found_through_importlib_resources():
    names = [s.name for s in builtin.builtin_sources()]
    assert names == sorted(names)
    assert all(n.startswith("concepts/") and n.endswith(".yaml") for n in names)


# --- user_glossary_paths ----------------------------------------------------------------------

def test_user_glossary_paths_order_and_existence(tmp_path, monkeypatch):
    root1, root2, root3 = (tmp_path / n for n in ("r1", "r2", "r3"))
    for r in (root1, root2, root3):
        r.mkdir()
    (root1 / ".ai-glossary.yaml").write_text("concepts: []\n")
    (root2 / ".ai-glossary.yml").write_text("concepts: []\n")
    (root1 / "team.yaml").write_text("concepts: []\n")
    absolute = tmp_path / "abs.yaml"
    absolute.write_text("concepts: []\n")
    home = tmp_path / "home"
    (home / "g").mkdir(parents=True)
    (home / "g" / "mine.yaml").write_text("concepts: []\n")
    monkeypatch.setenv("HOME", str(home))
    config = tmp_path / "config"
    config.mkdir()
    (config / "glossary.yaml").write_text("concepts: []\n")

    problems: list[Problem] = []
    paths = user_glossary_paths(
        [str(root1), str(root2), str(root3)],
        ["team.yaml", str(absolute), "~/g/mine.yaml", "missing.yaml", str(absolute)],
        problems=problems)
    assert paths == [root1 / ".ai-glossary.yaml", root2 / ".ai-glossary.yml", root1 / "team.yaml",
                     absolute, home / "g" / "mine.yaml", config / "glossary.yaml"]
    assert [Path(p.path).name for p in problems] == ["missing.yaml"]
    assert all(isinstance(p, Path) for p in paths)


def test_user_glossary_paths_prefers_yaml_over_yml_and_accepts_uris(tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text("concepts: []\n")
    (tmp_path / ".ai-glossary.yml").write_text("concepts: []\n")
    problems: list[Problem] = []
    paths = user_glossary_paths([tmp_path.as_uri()], [], problems=problems)
    assert paths == [tmp_path / ".ai-glossary.yaml"]
    assert only(problems).severity == "warning"


def test_user_glossary_paths_none(tmp_path):
    assert user_glossary_paths([str(tmp_path)], []) == []
    assert user_glossary_paths([], []) == []


def test_relative_extra_without_roots_uses_cwd(tmp_path, monkeypatch):
    (tmp_path / "g.yaml").write_text("concepts: []\n")
    monkeypatch.chdir(tmp_path)
    assert [p.resolve() for p in user_glossary_paths([], ["g.yaml"])] == [(tmp_path / "g.yaml").resolve()]


# --- purity -----------------------------------------------------------------------------------

def test_core_loader_never_imports_the_lsp_stack():
    import subprocess

    code = ("import sys; import ai_glossary.core.glossary.load, ai_glossary.core.glossary.builtin, ai_glossary.cli.glossary; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_loading_the_builtin_glossary_from_its_cache_imports_no_yaml_or_jsonschema(tmp_path):
    """Start-up reads the JSON cache: PyYAML (~30 ms) and jsonschema (~0.15 s) stay unimported."""
    import subprocess

    code = ("import sys; from ai_glossary.core.glossary.builtin import load_builtin; load_builtin(); "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('yaml', 'jsonschema')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    env = dict(os.environ, AI_GLOSSARY_CACHE_DIR=str(tmp_path / "cache"))
    subprocess.run([sys.executable, "-c", "from ai_glossary.core.glossary.builtin import load_builtin; "
                    "load_builtin()"], env=env, check=True, timeout=120)  # writes the cache
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
