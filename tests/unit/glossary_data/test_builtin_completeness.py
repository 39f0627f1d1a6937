"""The built-in glossary is large enough and every concept in it is complete in every reader language.

test_builtin_data.py checks each text (sentences, language, shared forms, links); this file checks
that nothing is missing: a summary and a definition per language, related concepts, references,
localized names, and that the shipped JSON cache gives back exactly the concepts of the YAML files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ai_glossary.core.glossary.builtin import load_builtin_with_problems

LANGUAGES = ("en", "fr", "nl", "bn", "zh-Hans", "ja", "de", "es")
MIN_CONCEPTS = 200
# Files written to the full standard from the start: every concept in them has localized names.
NAMED_FILES = {"parallelism.yaml", "hardware.yaml", "finetuning.yaml", "serving.yaml", "collectives-and-frameworks.yaml",
               "serving-and-systems.yaml"}
# Concepts named after a product or a paper keep their English name in French and Dutch text;
# Bengali text still needs a name in Bengali script to be matched.
PROPER_NAME_TAGS = {"framework", "library", "project", "system", "tool", "software", "paper"}
# Known gaps in the data: remove an entry once filled.
KNOWN_GAPS = {("gradient-accumulation", "references"), ("sharding", "references")}

GLOSSARY, _ = load_builtin_with_problems(use_cache=False)
CONCEPTS = sorted(GLOSSARY.concepts.values(), key=lambda c: c.id)


def _file_of(concept) -> str:
    return Path(concept.sources[0].path).name if concept.sources else ""


def test_at_least_200_concepts():
    assert len(GLOSSARY) >= MIN_CONCEPTS


@pytest.mark.parametrize("concept", CONCEPTS, ids=lambda c: c.id)
def test_summary_and_definition_in_every_language(concept):
    missing = [f"{field} {lang}" for lang in LANGUAGES
               for field, texts in (("summary", concept.summary), ("definition", concept.definitions))
               if not (texts.get(lang) or "").strip()]
    assert missing == [], f"concept '{concept.id}' lacks: {', '.join(missing)}"


@pytest.mark.parametrize("concept", CONCEPTS, ids=lambda c: c.id)
def test_related_and_references(concept):
    missing = [field for field, values in (("related", concept.related), ("references", concept.references))
               if not values and (concept.id, field) not in KNOWN_GAPS]
    assert missing == [], f"concept '{concept.id}' has no {' and no '.join(missing)}"


@pytest.mark.parametrize("concept", [c for c in CONCEPTS if _file_of(c) in NAMED_FILES], ids=lambda c: c.id)
def test_localized_names(concept):
    needed = ("bn", "de") if PROPER_NAME_TAGS & set(concept.tags) else ("fr", "nl", "bn", "zh-Hans", "de", "es")
    missing = [lang for lang in needed if not concept.names.get(lang)]
    assert missing == [], f"concept '{concept.id}' ({_file_of(concept)}) has no name in {', '.join(missing)}"


def test_known_gaps_name_real_concepts():
    assert {cid for cid, _ in KNOWN_GAPS} <= set(GLOSSARY.concepts)


def test_named_files_exist():
    assert NAMED_FILES <= {_file_of(c) for c in CONCEPTS}


def test_cache_gives_back_the_yaml_concepts(isolated_user_dirs):
    built, _ = load_builtin_with_problems()  # writes the cache
    assert list(isolated_user_dirs.cache.glob("builtin-*.json"))
    cached, _ = load_builtin_with_problems()  # reads it back
    assert sorted(cached.concepts) == sorted(GLOSSARY.concepts)
    assert [c for c in CONCEPTS if cached.concepts[c.id] != c] == []
    assert cached.context_words == GLOSSARY.context_words
