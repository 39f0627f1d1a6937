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
    snapshot = Snapshot.for_glossary(store.load_user_files([path], {str(path): text}).glossary, previous)
    snapshot.names.get()  # as a reload builds them (engine.reload): what the next one keeps parts of
    return snapshot


def test_a_reload_that_changes_only_texts_keeps_the_compiled_indexes(tmp_path):
    store = GlossaryStore(Glossary())
    empty = Snapshot.build(Glossary())
    first = _store_snapshot(tmp_path, BASE, store, empty)
    edited = _store_snapshot(tmp_path, EDITS["a definition"], store, first)
    assert edited.glossary.concepts["beta-routing"].definitions["en"] == "Routing betas, edited."
    # the same detector: the analyses of open documents, made with it, stay valid
    assert edited.detector is first.detector
    assert (edited.forms, edited.completions) == (first.forms, first.completions)


def test_a_reload_shares_the_index_inputs_of_the_concepts_it_did_not_read_again(tmp_path):
    """Only the edited concept's inputs are made again (freeing the old snapshot's, all made
    afresh, held the GIL for 10-17 ms with a big glossary); they equal a fresh compile's."""
    store = GlossaryStore(Glossary())
    first = _store_snapshot(tmp_path, BASE, store, Snapshot.build(Glossary()))
    edited = _store_snapshot(tmp_path, EDITS["a definition"], store, first)
    alpha, beta = 0, 1  # their places in the glossary (beta-routing's definition is edited)
    for part in (lambda i: i.names, lambda i: i.matched, lambda i: i.evidence[1]):
        assert part(edited.inputs)[alpha] is part(first.inputs)[alpha]
        assert part(edited.inputs)[beta] is not part(first.inputs)[beta]
    assert edited.inputs == Snapshot.build(edited.glossary).inputs
    # a new alias: the name indexes and the matcher keep the parts of the other concepts (their
    # keys are the inputs' parts, as Snapshot.build made them)
    aliased = _store_snapshot(tmp_path, EDITS["a definition"].replace("aliases: [AS]", "aliases: [AS, AZ]"),
                              store, edited)
    assert aliased.forms is not edited.forms and aliased.detector.matcher is not edited.detector.matcher
    assert aliased.forms.parts["gamma-cache"] is first.forms.parts["gamma-cache"]
    assert aliased.forms.parts["alpha-sharding"] is not first.forms.parts["alpha-sharding"]
    assert aliased.detector.matcher.compiled["gamma-cache"] is first.detector.matcher.compiled["gamma-cache"]


@pytest.mark.parametrize("what, old, new, rebuilt", [
    ("an alias", "aliases: [AS]", "aliases: [AS, Alpha Splitting]", {"matcher", "names"}),
    ("a related id", "related: [beta-routing]", "related: [gamma-cache]", {"evidence"}),
    ("a context word", "context: [router]", "context: [switch]", {"evidence"}),
    ("a match rule", "ambiguous: [Beta Routing]", "case_sensitive: [Beta Routing]", {"matcher"}),
    ("sense evidence", "context: [router]", "context: [router]\n      evidence: {imports: [netlib]}", {"evidence"}),
    ("counter-evidence", "context: [router]", "context: [router]\n      against: {words: [highway]}", {"evidence"}),
    ("a new concept", "  - id: gamma-cache", "  - id: delta-new\n    term: Delta New\n  - id: gamma-cache",
     {"matcher", "names", "evidence"}),
])
def test_a_reload_compiles_again_what_reads_what_changed(tmp_path, what, old, new, rebuilt):
    store = GlossaryStore(Glossary())
    first = _store_snapshot(tmp_path, BASE, store, Snapshot.build(Glossary()))
    changed = _store_snapshot(tmp_path, BASE.replace(old, new), store, first)
    assert (changed.detector.matcher is not first.detector.matcher) == ("matcher" in rebuilt)
    assert (changed.detector.evidence is not first.detector.evidence) == ("evidence" in rebuilt)
    assert (changed.forms is not first.forms) == ("names" in rebuilt)
    assert (changed.completions is not first.completions) == ("names" in rebuilt)
    # what is kept or made again equals a fresh compile
    fresh = Snapshot.build(changed.glossary)
    text = "Alpha Splitting with a Beta Routing switch, then gamma cache and Delta New"
    assert changed.detector.matcher.find(text) == fresh.detector.matcher.find(text)
    assert changed.detector.evidence.related == fresh.detector.evidence.related
    assert changed.detector.evidence.context_owners(text) == fresh.detector.evidence.context_owners(text)
    assert changed.forms == fresh.forms
    assert changed.completions.forms == fresh.completions.forms
    assert changed.inputs == fresh.inputs


# --- random edits: a reading through the cache (and the splice of one concept) equals a fresh one ---

_FRAGMENTS = ["\n", "\n  ", "\n    ", "  - ", "- id: ", ": ", ":", "'", '"', "[", "]", "{", "}", ",", "#", " ",
              "---\n", "...\n", "&a ", "*a", "\r\n", "\r", "é", "\t", "\u2028", "|\n      ", "x", "-",
              "\n  - id: new-one\n    term: New One\n", "\n    aliases: [NO]", "\nextra: 1\n", "\n      fr: Un.",
              "\n    match:\n      context: [training]", "id: alpha-sharding"]


def _random_edit(rng, text: str) -> str:
    """One edit as a person or an editor makes it: a fragment typed, a span deleted or replaced,
    a line duplicated, lines deleted (a whole concept at times)."""
    kind = rng.random()
    at = rng.randrange(len(text) + 1)
    if kind < 0.45 or not text:
        return text[:at] + rng.choice(_FRAGMENTS) + text[at:]
    if kind < 0.7:
        end = min(len(text), at + rng.randrange(1, 12))
        return text[:at] + (rng.choice(_FRAGMENTS) if rng.random() < 0.3 else "") + text[end:]
    lines = text.splitlines(keepends=True)
    i = rng.randrange(len(lines))
    if kind < 0.85:
        return "".join(lines[:i] + [lines[i]] + lines[i:])
    return "".join(lines[:i] + lines[i + rng.choice((1, 1, 2, 6, 7, 12)):])


def _many_concepts(n: int) -> str:
    out = ["context: [gpu]", "concepts:"]
    for i in range(n):
        out += [f"  - id: c-{i}", f"    term: Concept {i}", f"    aliases: [C{i}X]",
                f"    definitions:\n      en: The concept number {i}.", f"    related: [c-{(i + 1) % n}]"]
        if i % 4 == 0:
            out += ["    match:", "      context: [training, router]"]
        if i % 5 == 0:
            out.append("    # a comment line")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("seed", range(12))
def test_readings_after_random_edits_equal_fresh_ones(seed, monkeypatch):
    import random

    import ai_glossary.core.glossary.reading as reading_module

    rng = random.Random(seed)
    good = _many_concepts(12)
    cache = ConceptCache()
    text = good
    parse_glossary(text, "g.yaml", cache=cache)
    real, read = reading_module.read_yaml, []
    monkeypatch.setattr(reading_module, "read_yaml", lambda t, *a, **k: read.append(len(t)) or real(t, *a, **k))
    spliced = 0
    for step in range(60):
        # mostly one edit after the other, sometimes back to the good file (from which edits splice)
        text = good if rng.random() < 0.25 else _random_edit(rng, text)
        read.clear()
        cached = parse_glossary(text, "g.yaml", cache=cache)
        spliced += len(read) == 1 and read[0] < len(text) / 3
        fresh_cache = ConceptCache()
        assert _summary(cached) == _summary(parse_glossary(text, "g.yaml", cache=fresh_cache)), (seed, step, text)
        # where the concepts were written, kept for the next edit, is where a fresh reading finds
        # them (a text the YAML parser rejects keeps the last layout, of its own text)
        layout = cache.layout("g.yaml", False)
        if layout is None or layout.text == text:
            assert layout == fresh_cache.layout("g.yaml", False), (seed, step, text)
    assert spliced >= 5  # the splice is taken, not only its fallback


def test_an_edit_inside_one_concept_composes_only_that_concept(monkeypatch):
    """The splice is taken (what it reads is its own small text), and its result is the full reading's."""
    import ai_glossary.core.glossary.reading as reading_module

    text = _many_concepts(30)
    cache = ConceptCache()
    parse_glossary(text, "g.yaml", cache=cache)
    read = []
    real = reading_module.read_yaml
    monkeypatch.setattr(reading_module, "read_yaml", lambda t, *a, **k: read.append(t) or real(t, *a, **k))
    edited = text
    for old, new in (("The concept number 7.", "The concept number seven."),
                     ("    term: Concept 3\n", "    term: Concept 3\n    tags: [x]\n"),  # every later line moves
                     ("    aliases: [C20X]", "    aliases: [C20X, Twenty]")):
        edited = edited.replace(old, new)
        parsed = parse_glossary(edited, "g.yaml", cache=cache)
        assert len(read[-1]) < len(edited) / 10
        assert _summary(parsed) == _summary(parse_glossary(edited, "g.yaml"))
    # a whole concept deleted: the next one is read again
    edited = edited[:edited.index("  - id: c-25\n")] + edited[edited.index("  - id: c-26\n"):]
    parsed = parse_glossary(edited, "g.yaml", cache=cache)
    assert len(read[-1]) < len(edited) / 10 and "c-25" not in {c.id for c in parsed.concepts}
    assert _summary(parsed) == _summary(parse_glossary(edited, "g.yaml"))


@pytest.mark.parametrize("before, after", [
    # the line of the next item joined to a comment: that item's keys become the comment's concept's
    ("    # see below\n  - id: beta-routing\n", "    # see below  - id: beta-routing\n"),
    # a line break YAML counts that is not \n
    ("      en: Routing betas.\n", "      en: Routing\u2028betas.\n"),
    ("      en: Routing betas.\n", "      en: Routing\rbetas.\n"),
    # the end of the document in the middle of the list
    ("      en: Routing betas.\n", "      en: Routing betas.\n...\n"),
    # a key of the top-level mapping after the list, or in the middle of it
    ("    definitions: {en: Caching gammas.}\n", "    definitions: {en: Caching gammas.}\nextra: 1\n"),
    ("      en: Routing betas.\n", "      en: Routing betas.\nextra: 1\n"),
    # a new item typed inside another one, a line of an item deleted, whole items deleted
    ("      en: Routing betas.\n", "      en: Routing betas.\n  - id: delta-new\n    term: Delta New\n"),
    ("  - id: gamma-cache\n    term: Gamma Cache\n", "  - id: gamma-cache\n"),
    ("  - id: gamma-cache\n    term: Gamma Cache\n    definitions: {en: Caching gammas.}\n", ""),
    ("    # see below\n  - id: beta-routing\n", "    # see below\n  - id: gamma-cache\n    term: Gamma Cache\n"
                                             "    definitions: {en: Caching gammas.}\n  - id: beta-routing\n"),
])
def test_edits_at_the_edges_of_a_concept_read_as_a_fresh_reading(before, after):
    text = BASE.replace("    related: [beta-routing]\n", "    related: [beta-routing]\n    # see below\n")
    assert before in text
    edited = text.replace(before, after)
    for first, second in ((text, edited), (edited, text)):
        cache = ConceptCache()
        parse_glossary(first, "g.yaml", cache=cache)
        assert _summary(parse_glossary(second, "g.yaml", cache=cache)) == _summary(parse_glossary(second, "g.yaml"))


@pytest.mark.parametrize("seed", range(4))
def test_reloads_after_random_edits_equal_fresh_loads(tmp_path, seed):
    """Through the store, as the server reloads: the merged glossary, every problem and the
    compiled indexes equal a load without any cache (with the same last good version kept)."""
    import random

    from ai_glossary.core.glossary.load import load

    rng = random.Random(seed)
    path = tmp_path / ".ai-glossary.yaml"
    good = _many_concepts(12)
    store, last_good = GlossaryStore(Glossary()), {}

    def keep_last_good(parsed: ParsedFile) -> ParsedFile | None:
        if not parsed.has_errors:
            last_good[parsed.path] = parsed
        return last_good.get(parsed.path)

    snapshot = Snapshot.build(Glossary())
    text = good
    for step in range(40):
        text = good if rng.random() < 0.25 else _random_edit(rng, text)
        cached = store.load_user_files([path], {str(path): text})
        fresh = load(Glossary(), [path], {str(path): text}, layer=keep_last_good)
        assert cached.glossary == fresh.glossary, (seed, step, text)
        assert [p.format() for p in cached.all_problems()] == [p.format() for p in fresh.all_problems()]
        snapshot = Snapshot.for_glossary(cached.glossary, snapshot)
        compiled = Snapshot.build(fresh.glossary)
        assert snapshot.inputs == compiled.inputs and snapshot.forms == compiled.forms
        assert snapshot.completions.forms == compiled.completions.forms
        sample = "Concept 3 and C4X, with the training router, then concept 11"
        assert snapshot.detector.matcher.find(sample) == compiled.detector.matcher.find(sample)
        assert snapshot.detector.evidence.related == compiled.detector.evidence.related


def test_replace_concept_is_dataclasses_replace():
    import dataclasses

    from ai_glossary.core.glossary.model import Concept, Reference, SenseCues, SourceSpan, replace_concept

    concept = Concept("a-b", "A B", ("AB",), {"fr": ("A b",)}, {"en": "s"}, {"en": "d"}, ("c",),
                      (Reference("t", "https://x.org"),), ("tag",), frozenset({"AB"}), ("w",), frozenset({"AB"}),
                      frozenset(), frozenset({"x"}), frozenset({"A B"}), SenseCues(imports=("m",)),
                      SenseCues(words=("v",)), (SourceSpan("f", 3, 5),), False)
    for changes in ({}, {"sources": ()}, {"term": "Other", "related": ()}):
        assert replace_concept(concept, **changes) == dataclasses.replace(concept, **changes)


def test_a_new_identifier_alias_is_evidence_after_a_reload():
    """The identifier forms that count as a document using a concept (``world_size``) are read
    from the aliases, so a reload that adds one must not keep the old matcher's."""
    from dataclasses import replace

    from ai_glossary.core.detection.analysis import DocumentAnalysis
    from ai_glossary.core.glossary.model import Concept

    rank = Concept("rank", "rank", ("local_rank",), definitions={"en": "A process index."},
                   ambiguous=frozenset({"rank"}))
    before = Snapshot.build(Glossary({"rank": rank}))
    after = Snapshot.for_glossary(Glossary({"rank": replace(rank, aliases=("local_rank", "world_size"))}), before)
    text = "world_size = 4\n# only rank 0 logs\n"
    found = lambda snapshot: [m.concept_id for m in DocumentAnalysis(text, "python", snapshot.detector).matches()]
    assert found(before) == [] and found(after) == ["rank"]
