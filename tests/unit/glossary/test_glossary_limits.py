"""The limits on forms (limits.py): a concept of more than MAX_CONCEPT_FORMS forms, and the
concepts of a file from the one that passes MAX_FILE_FORMS on, are refused before their schema
check and building, with an error at the first form over the limit; the rest of the file loads."""

from __future__ import annotations

import ai_glossary.core.glossary.reading as reading
from ai_glossary.core.glossary.limits import MAX_CONCEPT_FORMS, form_count
from ai_glossary.core.glossary.parse import ConceptCache, parse_glossary
from ai_glossary.core.i18n import translator


def _concept(cid: str, aliases: int, names: int = 0) -> str:
    out = [f"  - id: {cid}", f"    term: {cid.title()}", f"    aliases: [{', '.join(f'{cid}{k}' for k in range(aliases))}]",
           "    definitions:", "      en: A concept."]
    if names:
        out += ["    names:", f"      fr: [{', '.join(f'{cid}fr{k}' for k in range(names))}]"]
    return "\n".join(out) + "\n"


def _glossary(*concepts: str) -> str:
    return "concepts:\n" + "".join(concepts)


def _at(text: str, needle: str) -> tuple[int, int]:
    """1-based line and column of ``needle`` as a whole list item."""
    for number, line in enumerate(text.splitlines(), 1):
        for sep in ("[", " "):
            if f"{sep}{needle}," in line or f"{sep}{needle}]" in line:
                return number, line.index(f"{sep}{needle}") + 2
    raise AssertionError(needle)


def test_a_concept_at_the_limit_loads():
    parsed = parse_glossary(_glossary(_concept("full", MAX_CONCEPT_FORMS - 1)), "g.yaml")
    assert parsed.problems == [] and [c.id for c in parsed.concepts] == ["full"]


def test_a_concept_over_the_limit_is_refused_at_its_first_form_over_it():
    text = _glossary(_concept("before", 2), _concept("huge", MAX_CONCEPT_FORMS + 5), _concept("after", 2))
    parsed = parse_glossary(text, "g.yaml")
    assert [c.id for c in parsed.concepts] == ["before", "after"]
    [problem] = parsed.problems
    assert (problem.code, problem.severity) == ("too-many-forms", "error")
    # the term is the first form: alias number MAX_CONCEPT_FORMS - 1 is the first over the limit
    assert (problem.line, problem.column) == _at(text, f"huge{MAX_CONCEPT_FORMS - 1}")
    assert problem.message == ("concept 'huge' has 1,006 forms (term, aliases and names together); the limit is "
                               "1,000 per concept: keep the forms people write, or split the concept")
    assert problem.localized(translator("fr")).startswith("concept « huge » a 1,006 formes")


def test_localized_names_count_too():
    text = _glossary(_concept("named", MAX_CONCEPT_FORMS - 3, names=5))
    [problem] = parse_glossary(text, "g.yaml").problems
    assert (problem.line, problem.column) == _at(text, "namedfr2")  # term, 997 aliases, then fr names


def test_the_file_limit_refuses_the_concept_that_passes_it_and_every_later_one(monkeypatch):
    monkeypatch.setattr(reading, "MAX_FILE_FORMS", 10)
    text = _glossary(_concept("one", 3), _concept("two", 3), _concept("three", 3), _concept("four", 1))
    parsed = parse_glossary(text, "g.yaml")
    assert [c.id for c in parsed.concepts] == ["one", "two"]  # 4 + 4 forms; "three" brings 12
    [problem] = parsed.problems
    assert problem.code == "too-many-forms" and "more than 10 forms" in problem.message
    # "three" adds the 9th (its term), the 10th and then the 11th form: its second alias
    assert (problem.line, problem.column) == _at(text, "three1")


def test_a_concept_taken_from_the_cache_counts_too(monkeypatch):
    """Forms added above a concept read before push it over the file's limit: it is refused, though
    its text (and so its cache entry) did not change; removed again, it loads from the cache."""
    monkeypatch.setattr(reading, "MAX_FILE_FORMS", 10)
    cache = ConceptCache()
    small = _glossary(_concept("one", 3), _concept("two", 3))
    assert [c.id for c in parse_glossary(small, "g.yaml", cache=cache).concepts] == ["one", "two"]
    grown = _glossary(_concept("one", 6), _concept("two", 3))
    parsed = parse_glossary(grown, "g.yaml", cache=cache)
    assert [c.id for c in parsed.concepts] == ["one"]
    [problem] = parsed.problems
    # taken from the cache, it is not built: the error is at its start
    assert problem.code == "too-many-forms"
    assert (problem.line, problem.column) == (grown.splitlines().index("  - id: two") + 1, 5)
    assert [c.id for c in parse_glossary(small, "g.yaml", cache=cache).concepts] == ["one", "two"]


def test_form_count_counts_what_is_written():
    assert form_count({"id": "x", "term": "X", "aliases": ["a", "b", "a"], "names": {"fr": ["c"], "nl": "d"}}) == 6
    assert form_count({"id": "x", "aliases": "not a list"}) == 1
    assert form_count(["not", "a", "mapping"]) == 0
