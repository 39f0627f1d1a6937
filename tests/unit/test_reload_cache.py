"""Reloading an edited glossary: concepts read again only when their text changed (parse.py's
ConceptCache) and indexes compiled again only when what they read changed (Snapshot.for_glossary).
Whatever is reused, the result must equal a fresh reading."""

from __future__ import annotations

import pytest

from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.parse import ConceptCache, ParsedFile, parse_glossary
from ai_glossary.core.glossary.store import GlossaryStore
from ai_glossary.core.snapshot import Snapshot

BASE = """\
context: [gpu]
concepts:
  - id: alpha-sharding
    term: Alpha Sharding
    aliases: [AS]
    definitions:
      en: Splitting alphas.
    related: [beta-routing]
  - id: beta-routing
    term: Beta Routing
    definitions:
      en: Routing betas.
    match:
      ambiguous: [Beta Routing]
      context: [router]
  - id: gamma-cache
    term: Gamma Cache
    definitions: {en: Caching gammas.}
"""

EDITS = {
    "a definition": BASE.replace("Routing betas.", "Routing betas, edited."),
    "a line inserted at the top": BASE.replace("context: [gpu]", "# a comment\ncontext: [gpu]"),
    "a concept indented further": BASE.replace("  - id: gamma-cache\n    term: Gamma Cache\n    definitions: {en: Caching gammas.}",
                                               "   - id: gamma-cache\n     term: Gamma Cache\n     definitions: {en: Caching gammas.}")
    .replace("  - id", "   - id").replace("\n    ", "\n     "),
    "a schema error": BASE.replace("aliases: [AS]", "aliases: AS: x"),
    "a wrong field": BASE.replace("    aliases: [AS]", "    alises: [AS]"),
    "a duplicate id": BASE.replace("id: gamma-cache", "id: alpha-sharding"),
    "a stray match form": BASE.replace("ambiguous: [Beta Routing]", "ambiguous: [Beta Router]"),
    "a duplicate key": BASE.replace("    aliases: [AS]", "    aliases: [AS]\n    aliases: [AZ]"),
    "a duplicate key at the top": BASE.replace("context: [gpu]", "context: [gpu]\ncontext: [tpu]"),
    "an anchor": BASE.replace("aliases: [AS]", "aliases: &a [AS]"),
    "a blank text": BASE.replace("Caching gammas.", "' '"),
    "a concept removed": BASE.split("  - id: gamma-cache")[0],
    "a concept moved up": BASE.replace(BASE[BASE.index("  - id: alpha"):], "")
    + BASE[BASE.index("  - id: gamma"):] + BASE[BASE.index("  - id: alpha"):BASE.index("  - id: gamma")],
}


def _summary(parsed: ParsedFile) -> tuple:
    return (parsed.concepts, parsed.positions, parsed.pending_match_forms, parsed.context_words,
            [p.format() for p in parsed.problems])


@pytest.mark.parametrize("what", list(EDITS))
def test_a_cached_reading_equals_a_fresh_one(what):
    edited = EDITS[what]
    for before, after in ((BASE, edited), (edited, BASE)):  # into and out of the edit
        cache = ConceptCache()
        parse_glossary(before, "g.yaml", cache=cache)
        assert _summary(parse_glossary(after, "g.yaml", cache=cache)) == _summary(parse_glossary(after, "g.yaml"))


def test_readings_in_a_row_equal_fresh_ones():
    cache = ConceptCache()
    steps = [BASE, EDITS["a duplicate key"], EDITS["a duplicate key"].replace("Routing betas.", "Routed."),
             EDITS["a duplicate key"].replace("Caching gammas.", "Cached."), EDITS["a schema error"],
             EDITS["a line inserted at the top"], BASE]
    for text in steps:
        assert _summary(parse_glossary(text, "g.yaml", cache=cache)) == _summary(parse_glossary(text, "g.yaml"))


def test_unchanged_concepts_are_reused_and_moved_ones_keep_their_place():
    cache = ConceptCache()
    first = parse_glossary(BASE, "g.yaml", cache=cache)
    again = parse_glossary(EDITS["a definition"], "g.yaml", cache=cache)
    assert again.concepts[0] is first.concepts[0]
    assert again.concepts[1] is not first.concepts[1]
    moved = parse_glossary(EDITS["a line inserted at the top"], "g.yaml", cache=cache)
    assert moved.concepts[2].sources[0].line == first.concepts[2].sources[0].line + 1
    assert moved.where("alpha-sharding", "form", "AS") == (first.where("alpha-sharding", "form", "AS")[0] + 1,
                                                           first.where("alpha-sharding", "form", "AS")[1])
    # another file with the same text shares nothing: its concepts say where they come from
    other = parse_glossary(BASE, "other.yaml", cache=cache)
    assert other.concepts[0].sources[0].path == "other.yaml"


def _store_snapshot(tmp_path, text: str, store: GlossaryStore, previous: Snapshot) -> Snapshot:
    path = tmp_path / ".ai-glossary.yaml"
    return Snapshot.for_glossary(store.load_user_files([path], {str(path): text}).glossary, previous)


def test_a_reload_that_changes_only_texts_keeps_the_compiled_indexes(tmp_path):
    store = GlossaryStore(Glossary())
    empty = Snapshot.build(Glossary())
    first = _store_snapshot(tmp_path, BASE, store, empty)
    edited = _store_snapshot(tmp_path, EDITS["a definition"], store, first)
    assert edited.glossary.concepts["beta-routing"].definitions["en"] == "Routing betas, edited."
    assert edited.detector.matcher is first.detector.matcher
    assert edited.detector.evidence is first.detector.evidence
    assert (edited.forms, edited.completions) == (first.forms, first.completions)
    assert edited.detector.glossary is edited.glossary


@pytest.mark.parametrize("what, old, new", [
    ("an alias", "aliases: [AS]", "aliases: [AS, Alpha Splitting]"),
    ("a related id", "related: [beta-routing]", "related: [gamma-cache]"),
    ("a context word", "context: [router]", "context: [switch]"),
    ("a match rule", "ambiguous: [Beta Routing]", "case_sensitive: [Beta Routing]"),
    ("sense evidence", "context: [router]", "context: [router]\n      evidence: {imports: [netlib]}"),
    ("counter-evidence", "context: [router]", "context: [router]\n      against: {words: [highway]}"),
])
def test_a_reload_that_changes_what_is_matched_compiles_again(tmp_path, what, old, new):
    store = GlossaryStore(Glossary())
    first = _store_snapshot(tmp_path, BASE, store, Snapshot.build(Glossary()))
    changed = _store_snapshot(tmp_path, BASE.replace(old, new), store, first)
    assert changed.detector.matcher is not first.detector.matcher
    fresh = Snapshot.build(changed.glossary)
    text = "Alpha Splitting with a Beta Routing switch, then gamma cache"
    assert changed.detector.matcher.find(text) == fresh.detector.matcher.find(text)
    assert changed.detector.evidence.related == fresh.detector.evidence.related
    assert changed.detector.evidence.context_owners(text) == fresh.detector.evidence.context_owners(text)
