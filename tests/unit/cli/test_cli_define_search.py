"""`ai-glossary define` and `ai-glossary search` against the built-in glossary data.

Expected names and definitions are read from the YAML files themselves (not through the loader),
so these tests also check that the loader keeps the data as written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml


DATA = Path(__file__).resolve().parents[3] / "glossary_data" / "concepts"


@pytest.fixture(scope="module")
def yaml_concepts() -> dict[str, dict]:
    concepts = {}
    for path in sorted(DATA.glob("*.yaml")):
        for concept in yaml.safe_load(path.read_text(encoding="utf-8"))["concepts"]:
            concepts[concept["id"]] = concept
    # a language of its own file extends the concepts by id (glossary_data/translations/<lang>.yaml)
    for path in sorted((DATA.parent / "translations").glob("*.yaml")):
        for concept in yaml.safe_load(path.read_text(encoding="utf-8"))["concepts"]:
            for field in ("summary", "definitions"):
                concepts[concept["id"]].setdefault(field, {}).update(concept.get(field) or {})
    return concepts


def define_json(cli, *argv: str) -> dict:
    code, out, err = cli("define", *argv, "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict), data
    return data


# -- define: every way a person may name a concept -------------------------------------------------


@pytest.mark.parametrize(
    "query, concept_id",
    [
        ("fsdp", "fsdp"),  # the id (also its lower-case alias)
        ("flash-attention", "flash-attention"),  # an id that is no alias
        ("zero", "zero"),  # id
        ("FSDP", "fsdp"),  # alias
        ("ZeRO-3", "zero"),  # alias with a stage number
        ("Fully Sharded Data Parallel", "fsdp"),  # term
        ("FlashAttention-2", "flash-attention"),  # alias
    ],
)
def test_define_by_id_term_or_alias(cli, query, concept_id):
    assert define_json(cli, query)["id"] == concept_id


def test_define_text_starts_with_the_name_and_the_english_definition(cli, yaml_concepts):
    code, out, err = cli("define", "FSDP")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Fully Sharded Data Parallel"
    assert yaml_concepts["fsdp"]["definitions"]["en"] in out
    assert "FSDP2" in out  # "Also written" lists the aliases
    assert err == ""


def test_define_alias_zero3_text(cli, yaml_concepts):
    code, out, _ = cli("define", "ZeRO-3")
    assert code == 0
    assert out.splitlines()[0] == "Zero Redundancy Optimizer"
    assert yaml_concepts["zero"]["definitions"]["en"] in out


def test_define_by_french_name(cli, yaml_concepts):
    french = yaml_concepts["fsdp"]["names"]["fr"][0]  # "parallélisme de données entièrement partitionné"
    assert define_json(cli, french)["id"] == "fsdp"
    code, out, _ = cli("define", french, "--lang", "fr")
    assert code == 0
    assert out.splitlines()[0].lower().startswith(french.lower())
    assert yaml_concepts["fsdp"]["definitions"]["fr"] in out


def test_define_by_bengali_name(cli, yaml_concepts):
    bengali = "লোরা"
    assert bengali in yaml_concepts["lora"]["names"]["bn"]
    data = define_json(cli, bengali, "--lang", "bn")
    assert data["id"] == "lora"
    assert data["language"] == "bn"
    assert data["definition"] == yaml_concepts["lora"]["definitions"]["bn"]


def test_define_by_bengali_name_of_flash_attention(cli, yaml_concepts):
    bengali = yaml_concepts["flash-attention"]["names"]["bn"][0]
    code, out, _ = cli("define", bengali, "--lang", "bn")
    assert code == 0
    assert out.splitlines()[0].startswith(bengali)
    assert yaml_concepts["flash-attention"]["definitions"]["bn"] in out


@pytest.mark.parametrize(
    "query, concept_id",
    [("fsdp", "fsdp"), ("lora", "lora"), ("LORA", "lora"), ("zero-3", "zero"), ("flashattention", "flash-attention")],
)
def test_define_falls_back_to_case_insensitive(cli, query, concept_id):
    assert define_json(cli, query)["id"] == concept_id


def test_define_normalises_spaces(cli):
    assert define_json(cli, "  Fully   Sharded Data  Parallel ")["id"] == "fsdp"


def test_define_french_json(cli, yaml_concepts):
    data = define_json(cli, "lora", "--lang", "fr")
    assert set(data) >= {"id", "term", "language", "definition"}
    assert data["id"] == "lora"
    assert data["term"] == yaml_concepts["lora"]["term"]
    assert data["language"] == "fr"
    assert data["definition"] == yaml_concepts["lora"]["definitions"]["fr"]
    assert data["name"] == yaml_concepts["lora"]["names"]["fr"][0]
    assert data["aliases"] == yaml_concepts["lora"]["aliases"]
    assert data["related"] == yaml_concepts["lora"]["related"]
    assert [r["url"] for r in data["references"]] == [r["url"] for r in yaml_concepts["lora"]["references"]]


def test_define_json_falls_back_to_english_when_the_language_is_missing(cli, yaml_concepts):
    data = define_json(cli, "flash-attention", "--lang", "xx")
    assert data["language"] == "en"
    assert data["definition"] == yaml_concepts["flash-attention"]["definitions"]["en"]


def test_define_json_is_valid_utf8_not_escaped(cli):
    code, out, _ = cli("define", "লোরা", "--lang", "bn", "--format", "json")
    assert code == 0
    assert "\\u09" not in out  # ensure_ascii=False: Bengali is printed, not escaped
    assert "লোরা" in out or "লো-র‍্যাংক" in out


# -- define: unknown terms -------------------------------------------------------------------------


def test_define_unknown_term_suggests_the_closest(cli):
    code, out, err = cli("define", "Flash Atention")
    assert code == 1
    assert out == ""
    assert "unknown term 'Flash Atention'" in err
    suggestions = err.split("did you mean:", 1)[1]
    assert suggestions.strip().startswith("FlashAttention (flash-attention)")


@pytest.mark.parametrize("typo, concept_id", [("Low Rank Adaption", "lora"), ("Zero Redundncy Optimizer", "zero")])
def test_define_typos_suggest_the_intended_concept_first(cli, typo, concept_id):
    code, _, err = cli("define", typo)
    assert code == 1
    assert f"({concept_id})" in err.split("did you mean:", 1)[1].split(",")[0]


def test_define_short_typo_suggests_the_intended_concept(cli):
    # WRatio scores short forms that are substrings of the query ("pp", "dp") as high as "fsdp",
    # so the intended concept is among the suggestions but not necessarily the first one
    code, _, err = cli("define", "FSDPP")
    assert code == 1
    assert "(fsdp)" in err.split("did you mean:", 1)[1]


def test_define_nonsense_exits_1_without_suggestions(cli):
    code, out, err = cli("define", "@@@@@@")
    assert code == 1
    assert out == ""
    assert "unknown term" in err
    assert "did you mean" not in err


def test_define_with_a_glossary_file_that_has_errors_uses_its_good_concepts(cli, tmp_path):
    """Every command loads --glossary files the same way (as list, stats and check do): the bad
    concepts of a file are left out, the others load; problems go to stderr, warnings marked."""
    path = tmp_path / "mixed.yaml"
    path.write_text("concepts:\n  - id: still-good\n    term: Still Good Thing\n    definitions: {en: A good one.}\n"
                    "    related: [still-good]\n  - id: Bad_Id\n    term: Bad\n", encoding="utf-8")
    code, out, err = cli("define", "Still Good Thing", "--glossary", str(path))
    assert code == 0 and out.splitlines()[0] == "Still Good Thing"
    assert err.splitlines() == [
        f"{path}:5:15: warning: concept 'still-good' lists itself under related",
        f"{path}:6:9: concept 'Bad_Id': 'Bad_Id' is not a valid id: use lowercase letters, digits and single "
        "hyphens, such as 'bad-id'",
    ]


@pytest.mark.skipif(os.name != "posix", reason="needs symbolic links")
@pytest.mark.parametrize("command", [["define", "LoRA"], ["search", "lora"], ["list"], ["stats"], ["scan", "."]])
@pytest.mark.parametrize("kind", ["missing", "symbolic link loop"])
def test_a_glossary_file_that_cannot_be_read_stops_every_command_with_exit_2(cli, tmp_path, command, kind):
    """A path named on the command line that cannot be read is an I/O error, as for `scan PATH`."""
    path = tmp_path / "user.yaml"
    if kind == "symbolic link loop":
        path.symlink_to(path)
    reason = "file not found" if kind == "missing" else "cannot read the file: Too many levels of symbolic links"
    code, out, err = cli(*command, "--glossary", str(path))
    assert (code, out) == (2, "")
    assert err == f"{path}:1:1: {reason}\n"


# -- search ----------------------------------------------------------------------------------------


def search_ids(cli, *argv: str) -> list[str]:
    code, out, err = cli("search", *argv, "--format", "json")
    assert code == 0, err
    return [item["id"] for item in json.loads(out)]


def test_search_text_lists_ranked_lines(cli):
    code, out, _ = cli("search", "Flash Atention")
    assert code == 0
    lines = out.splitlines()
    assert 1 < len(lines) <= 10
    first_id, rest = lines[0].split(None, 1)
    assert first_id == "flash-attention"
    assert rest.startswith("FlashAttention - ")
    for line in lines:
        concept_id, rest = line.split(None, 1)
        assert " - " in rest
    assert len({line.split()[0] for line in lines}) == len(lines)  # no concept twice


def test_search_exact_match_comes_first(cli):
    ids = search_ids(cli, "FSDP")
    assert ids[0] == "fsdp"
    assert len(ids) == len(set(ids))


def test_search_by_localized_name(cli):
    assert search_ids(cli, "লোরা")[0] == "lora"
    assert search_ids(cli, "adaptation de faible rang")[0] == "lora"


def test_search_limit(cli):
    assert len(search_ids(cli, "attention", "--limit", "3")) == 3
    assert len(search_ids(cli, "attention")) == 10


def test_search_lang_shows_localized_names(cli, yaml_concepts):
    code, out, _ = cli("search", "FSDP", "--lang", "fr")
    assert code == 0
    first = out.splitlines()[0]
    assert yaml_concepts["fsdp"]["names"]["fr"][0].lower() in first.lower()


def test_search_json_fields(cli, yaml_concepts):
    code, out, _ = cli("search", "lora", "--format", "json")
    assert code == 0
    items = json.loads(out)
    assert items[0] == {"id": "lora", "term": "Low-Rank Adaptation", "summary": yaml_concepts["lora"]["summary"]["en"]}


def test_search_nothing_found_exits_1(cli):
    code, out, _ = cli("search", "@@@@@@")
    assert code == 1
    assert out == ""


# -- module entry point ----------------------------------------------------------------------------


@pytest.mark.process
def test_python_dash_m_define(tmp_path, yaml_concepts):
    env = {**os.environ, "AI_GLOSSARY_CACHE_DIR": str(tmp_path / "cache"), "AI_GLOSSARY_CONFIG_DIR": str(tmp_path / "config"),
           "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.run(
        [sys.executable, "-m", "ai_glossary", "define", "ZeRO-3", "--lang", "fr", "--format", "json"],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["id"] == "zero" and data["language"] == "fr"
    assert data["definition"] == yaml_concepts["zero"]["definitions"]["fr"]

    proc = subprocess.run(
        [sys.executable, "-m", "ai_glossary", "define", "Flash Atention"],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=60,
    )
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert "flash-attention" in proc.stderr


ENDONYMS = {"en": "English", "fr": "Français", "nl": "Nederlands", "bn": "বাংলা", "zh-Hans": "简体中文",
            "ja": "日本語", "es": "Español", "de": "Deutsch"}


def all_definitions(yaml_concepts: dict[str, dict], concept_id: str) -> dict[str, str]:
    """A concept's definitions: its own file's, then each glossary_data/translations/*.yaml's (read
    after every concept file, in name order, extending the concept by id)."""
    definitions = dict(yaml_concepts[concept_id]["definitions"])
    for path in sorted((DATA.parent / "translations").glob("*.yaml")):
        for concept in yaml.safe_load(path.read_text(encoding="utf-8"))["concepts"]:
            if concept["id"] == concept_id:
                definitions.update(concept.get("definitions", {}))
    return definitions


def test_define_lang_all_prints_every_language_of_the_entry(cli, yaml_concepts):
    code, out, _ = cli("define", "ZeRO", "--lang", "all")
    assert code == 0
    definitions = all_definitions(yaml_concepts, "zero")
    languages = sorted(definitions, key=lambda lang: lang != "en")  # English first, then the data's order
    sections = out.split("\n\n---\n\n")
    assert [s.split("\n", 1)[0] for s in sections] == [f"[{lang}] {ENDONYMS[lang]}" for lang in languages]
    for section, lang in zip(sections, languages, strict=True):
        assert " ".join(definitions[lang].split()) in section
    code, out, _ = cli("define", "ZeRO", "--lang", "all", "--format", "json")
    assert [entry["language"] for entry in json.loads(out)] == languages


def test_cli_messages_follow_lang_then_the_environment(cli, monkeypatch):
    monkeypatch.setenv("LANG", "nl_BE.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    code, _, err = cli("define", "Zerro-Redundancy", "--lang", "fr")
    assert code == 1 and err.startswith("ai-glossary : terme inconnu 'Zerro-Redundancy'")
    code, _, err = cli("define", "Zerro-Redundancy")
    assert code == 1 and err.startswith("ai-glossary: onbekende term 'Zerro-Redundancy'")
