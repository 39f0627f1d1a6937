"""A matcher built from the one of an earlier glossary equals one built from nothing.

``TermMatcher(glossary, previous)`` keeps the compiled spellings of each concept whose forms and
match rules did not change; what joins the concepts (their order, keys shared between concepts,
word forms that another concept's spelling takes) is made again. Random edits of a sample of the
built-in glossary (aliases added and removed, often another concept's form or a word form of one;
concepts added, removed and moved; terms, localized names and match rules changed) must leave
every key of the automaton, every entry and what ``find`` returns equal to a fresh build.
"""

import random

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.model import Concept, Glossary, replace_concept

RULES = ("ambiguous", "case_sensitive", "case_insensitive", "exclude", "uninflected")


@pytest.fixture(scope="module")
def builtin() -> Glossary:
    return load_builtin()


def _compiled(matcher: TermMatcher):
    """Everything the matcher compiled: the automaton's keys with their entries, in order, and
    what the identifier index and the chunked scan read."""
    return (matcher.table(), matcher.size, matcher.context_after,
            matcher.identifiers._spellings)


def _pool(glossary: Glossary) -> list[str]:
    """Forms to add as aliases: every form of the glossary, in other cases and with endings, so
    that keys are shared between concepts and word forms collide with listed spellings."""
    pool = set()
    for concept in glossary.concepts.values():
        for form, _ in concept.surface_forms():
            pool.update((form, form.lower(), form.upper(), form + "s", form + "ed", form + "ing"))
            if form.endswith("ing"):
                pool.add(form[:-3] + "ed")
    return sorted(pool)


def _toggled(concept: Concept, rule: str, form: str) -> Concept:
    """``concept`` with ``form`` added to the match rule ``rule``, or taken out of it."""
    current = getattr(concept, rule)
    return replace_concept(concept, **{rule: current - {form} if form in current else current | {form}})


def _edit(rng: random.Random, concepts: dict[str, Concept], builtin: Glossary, pool: list[str], step: int) -> str:
    """One random edit of ``concepts`` (in place); what it was."""
    ids = list(concepts)
    concept = concepts[rng.choice(ids)]
    kind = rng.choice(("add alias", "add alias", "remove alias", "add concept", "new concept",
                       "remove concept", "move concept", "rule", "rule", "rule", "term", "localized name"))
    if kind == "add alias":
        concepts[concept.id] = replace_concept(concept, aliases=concept.aliases + (rng.choice(pool),))
    elif kind == "remove alias" and concept.aliases:
        drop = rng.randrange(len(concept.aliases))
        concepts[concept.id] = replace_concept(concept, aliases=concept.aliases[:drop] + concept.aliases[drop + 1:])
    elif kind == "add concept":
        missing = [c for c in builtin.concepts if c not in concepts]
        if missing:
            added = builtin.concepts[rng.choice(missing)]
            concepts[added.id] = added
    elif kind == "new concept":
        concepts[f"new-{step}"] = Concept(f"new-{step}", rng.choice(pool), tuple(rng.sample(pool, 2)))
    elif kind == "remove concept" and len(concepts) > 1:
        del concepts[concept.id]
    elif kind == "move concept":  # to the end: the order of entries that share a key changes
        concepts[concept.id] = concepts.pop(concept.id)
    elif kind == "rule":
        rule = RULES[step % len(RULES)]
        forms = [f for f, _ in concept.surface_forms()]
        capitalised = [f for f in forms if f[1:] != f[1:].lower()]  # the forms case rules change
        form = rng.choice(capitalised if capitalised and rng.random() < 0.5 else forms)
        form = rng.choice((form, form.lower()))  # the rules name forms in any case
        concepts[concept.id] = _toggled(concept, rule, form)
    elif kind == "term":
        concepts[concept.id] = replace_concept(concept, term=rng.choice(pool))
    elif kind == "localized name":
        lang = rng.choice(("fr", "nl", "bn"))
        names = dict(concept.names)
        if lang in names and rng.random() < 0.5:
            del names[lang]
        else:
            names[lang] = names.get(lang, ()) + (rng.choice(pool),)
        concepts[concept.id] = replace_concept(concept, names=names)
    return f"{kind} {concept.id}"


@pytest.mark.parametrize("seed", range(3))
def test_incremental_build_equals_a_fresh_one(builtin, seed):
    rng = random.Random(seed)
    pool = _pool(builtin)
    concepts = {c: builtin.concepts[c] for c in rng.sample(sorted(builtin.concepts), 50)}
    matcher = TermMatcher(Glossary(dict(concepts)))
    history = []
    for step in range(30):
        history.append(_edit(rng, concepts, builtin, pool, step))
        glossary = Glossary(dict(concepts))
        matcher = TermMatcher(glossary, matcher)
        fresh = TermMatcher(glossary)
        assert _compiled(matcher) == _compiled(fresh), (seed, history)
        text = ". ".join(rng.sample(pool, 120))
        assert matcher.find(text) == fresh.find(text), (seed, history)


def test_an_alias_added_compiles_that_concept_alone(builtin):
    """The others keep what they compiled; a key the new alias shares with another concept holds
    both concepts' entries, as in a fresh build."""
    before = TermMatcher(builtin)
    fsdp = builtin.concepts["fsdp"]
    concepts = dict(builtin.concepts)
    concepts["fsdp"] = replace_concept(fsdp, aliases=fsdp.aliases + ("ZeRO",))
    glossary = Glossary(concepts, builtin.context_words)
    after = TermMatcher(glossary, before)
    recompiled = [c for c in builtin.concepts if after.compiled[c] is not before.compiled[c]]
    assert recompiled == ["fsdp"]
    assert _compiled(after) == _compiled(TermMatcher(glossary))
    length, entries, _ = dict(after.table())["zero"]
    assert list(dict.fromkeys(e.concept_id for e in entries)) == [c for c in builtin.concepts if c in ("fsdp", "zero")]


def test_a_reload_builds_the_matcher_from_the_last_one(builtin):
    from ai_glossary.core.snapshot import Snapshot

    before = Snapshot.build(builtin)
    concepts = dict(builtin.concepts)
    concepts["fsdp"] = replace_concept(concepts["fsdp"], aliases=concepts["fsdp"].aliases + ("ZeRO",))
    after = Snapshot.for_glossary(Glossary(concepts, builtin.context_words), before)
    old, new = before.detector.matcher, after.detector.matcher
    assert new is not old and new.compiled["zero"] is old.compiled["zero"]
    assert new.compiled["fsdp"] is not old.compiled["fsdp"]


@pytest.mark.parametrize("rule", RULES)
def test_each_match_rule_changed(builtin, rule):
    """A rule changed on a form whose entries it changes (found by trying each form of each
    concept alone) compiles that concept again."""
    def alone(concept: Concept) -> tuple:
        return _compiled(TermMatcher(Glossary({concept.id: concept})))

    concept, form = next((c, f) for c in builtin.concepts.values() for f, _ in c.surface_forms()
                         if alone(c) != alone(_toggled(c, rule, f)))
    before = TermMatcher(builtin)
    concepts = dict(builtin.concepts)
    concepts[concept.id] = _toggled(concept, rule, form)
    glossary = Glossary(concepts, builtin.context_words)
    assert _compiled(TermMatcher(glossary, before)) == _compiled(TermMatcher(glossary))
