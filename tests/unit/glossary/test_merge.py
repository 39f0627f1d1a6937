"""Merging files over a base glossary (merge.py) and loading them (load.py): extensions, later
files winning, cross-file checks."""

from __future__ import annotations

import copy
from pathlib import Path

from ai_glossary.core.glossary.load import check_paths, load
from ai_glossary.core.glossary.merge import merge
from ai_glossary.core.glossary.model import Concept, Glossary, SourceSpan
from ai_glossary.core.glossary.parse import ParsedFile, parse_glossary
from ai_glossary.core.glossary.store import GlossaryStore
from support.glossary_helpers import only


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


def test_merge_finds_forms_shared_with_a_concept_a_later_file_extends():
    """The forms of a concept a later file extends are the merged ones (here, a form from the
    file that defined it), not only those the later file writes; excluding the form unshares it."""
    first = _user("concepts:\n  - id: mine\n    term: Mine\n    aliases: [shared thing]\n", "a.yaml")
    later = _user("concepts:\n  - id: mine\n    aliases: [Other]\n  - id: theirs\n    term: Theirs\n"
                  "    aliases: [Shared Thing]\n", "b.yaml")
    _, problems = merge(Glossary(), [first, later])
    p = only(problems)
    assert (p.path, p.line, p.column, p.code) == ("b.yaml", 6, 15, "duplicate-alias")
    assert "'mine' (a.yaml:4)" in p.message
    excluding = _user("concepts:\n  - id: mine\n    aliases: [Other]\n    match: {exclude: [shared thing]}\n"
                      "  - id: theirs\n    term: Theirs\n    aliases: [Shared Thing]\n", "b.yaml")
    assert merge(Glossary(), [first, excluding])[1] == []


def test_merge_reports_each_shared_form_in_the_order_the_forms_first_appear():
    user = _user("concepts:\n  - id: a\n    term: A\n    aliases: [two, one]\n"
                 "  - id: b\n    term: B\n    aliases: [one]\n  - id: c\n    term: C\n    aliases: [two]\n")
    _, problems = merge(Glossary(), [user])
    assert [(p.line, p.message.split("'")[3]) for p in problems] == [(10, "two"), (7, "one")]


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


# --- the store: the last good version of each file ------------------------------------------------

def test_the_store_serves_the_last_good_version_of_a_file_with_errors(tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text("concepts:\n  - id: x\n    term: X\n", encoding="utf-8")
    store = GlossaryStore(_base())
    assert "x" in store.load_user_files([path]).glossary.concepts
    broken = "concepts:\n  - id: x\n    term: X\n    bogus: 1\n  - id: y\n    term: Y\n"
    result = store.load_user_files([path], overrides={str(path): broken})
    assert [p.code for p in result.problems[str(path)]] == ["schema"]
    assert "x" in result.glossary.concepts and "y" not in result.glossary.concepts  # the old version
    # a file that never loaded without errors contributes nothing (load alone would take 'y')
    other = tmp_path / "other.yaml"
    other.write_text(broken.replace("id: x", "id: z"), encoding="utf-8")
    assert "y" not in store.load_user_files([path, other]).glossary.concepts
    assert "y" in load(_base(), [other]).glossary.concepts
