"""Name indexes built from those of an earlier glossary equal ones built from nothing.

``FormIndex.build(glossary, previous)`` and ``CompletionIndex(glossary, previous)`` keep the part
of each concept whose id and names did not change; what joins the concepts (the tables of forms
shared between concepts, the lists sorted by spelling, their order) is made again. Random edits of
a sample of the built-in glossary (those of ``test_matcher_incremental``: aliases added and
removed, often another concept's form or a word form of one; concepts added, removed and moved;
terms, localized names and match rules changed; localized names reordered; ids that are names)
must leave every table and every answer (look-ups, searches, suggestions, completions for many
prefixes, in order) equal to a fresh build's.
"""

import random

import pytest

from ai_glossary.core.detection.text import fold
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.model import Concept, Glossary, replace_concept
from ai_glossary.core.reader.completion import CompletionIndex
from ai_glossary.core.reader.lookup import FormIndex, find_concepts, search, suggest
from unit.detection.test_matcher_incremental import _edit as matcher_edit, _pool

LANGS = ("en", "fr", "nl", "bn")


@pytest.fixture(scope="module")
def builtin() -> Glossary:
    return load_builtin()


def _edit(rng: random.Random, concepts: dict[str, Concept], builtin: Glossary, pool: list[str], step: int) -> str:
    """One random edit of ``concepts`` (in place): one of the matcher test's, or one that only
    the name indexes tell apart (another concept's name, a concept sharing a name moved, the same
    names in another order, an id that is a name)."""
    concept = concepts[rng.choice(list(concepts))]
    kind = rng.choice(("matcher's", "matcher's", "matcher's", "another's name", "move one sharing a name",
                       "reorder names", "named id"))
    if kind == "another's name":  # a key shared with a concept before or after it
        other = concepts[rng.choice(list(concepts))]
        form = rng.choice([f for f, _ in other.surface_forms()])
        concepts[concept.id] = replace_concept(concept, aliases=concept.aliases + (rng.choice((form, form.lower())),))
    elif kind == "move one sharing a name":  # to the end: the owners of that name change order
        owners: dict[str, list[str]] = {}
        for c in concepts.values():
            for form, _ in c.surface_forms():
                owners.setdefault(fold(form), []).append(c.id)
        sharing = sorted({cid for ids in owners.values() if len(set(ids)) > 1 for cid in ids})
        if sharing:
            concept = concepts[rng.choice(sharing)]
            concepts[concept.id] = concepts.pop(concept.id)
    elif kind == "reorder names" and len(concept.names) > 1:
        concepts[concept.id] = replace_concept(concept, names=dict(reversed(concept.names.items())))
    elif kind == "named id" and (cid := rng.choice(pool)) not in concepts:
        concepts[cid] = Concept(cid, rng.choice(pool), tuple(rng.sample(pool, 2)))
    else:
        return matcher_edit(rng, concepts, builtin, pool, step)
    return f"{kind} {concept.id}"


def _forms_compiled(index: FormIndex) -> tuple:
    return index.exact, index.folded, index.choices, index.owners


def _tables(glossary: Glossary) -> tuple:
    """The form index's tables by their definition: each name (and id) of each concept, in
    glossary order, with the concepts that have it, exactly and case-folded."""
    exact: dict[str, list[str]] = {}
    folded: dict[str, list[str]] = {}
    for concept in glossary.concepts.values():
        for form in dict.fromkeys([concept.id, *(form for form, _ in concept.surface_forms())]):
            exact.setdefault(form, []).append(concept.id)
            folded.setdefault(fold(form), []).append(concept.id)
    return exact, folded


def _completions_compiled(index: CompletionIndex) -> tuple:
    return (index.forms, index._folded, index._folded_at, index._squashed, index._squashed_at)


def _queries(rng: random.Random, glossary: Glossary, pool: list[str]) -> list[str]:
    """Prefixes of the glossary's names and of names it lacks, some with a typo, some after
    other words."""
    names = [form for c in glossary.concepts.values() for form, _ in c.surface_forms()]
    queries = []
    for name in rng.sample(names, min(40, len(names))) + rng.sample(pool, 20):
        cut = name[: rng.randint(2, max(2, len(name)))]
        if rng.random() < 0.3 and len(cut) > 3:
            at = rng.randrange(len(cut) - 1)
            cut = cut[:at] + cut[at + 1] + cut[at] + cut[at + 2:]
        queries.append(rng.choice(("", "we use ", "le ", "Flash ")) + cut)
    return queries


def _answers(glossary: Glossary, forms: FormIndex, completions: CompletionIndex, queries: list[str]) -> list:
    ids = lambda concepts: [c.id for c in concepts]  # noqa: E731
    answers = []
    for query in queries:
        word = query.split()[-1]
        answers.append((ids(find_concepts(glossary, forms, word)), ids(suggest(glossary, forms, word)),
                        ids(search(glossary, forms, word))))
        answers.extend(completions.complete(query, 7, lang, glossary) for lang in LANGS)
    return answers


@pytest.mark.parametrize("seed", range(3))
def test_incremental_build_equals_a_fresh_one(builtin, seed):
    rng = random.Random(seed)
    pool = _pool(builtin)
    concepts = {c: builtin.concepts[c] for c in rng.sample(sorted(builtin.concepts), 50)}
    glossary = Glossary(dict(concepts))
    forms, completions = FormIndex.build(glossary), CompletionIndex(glossary)
    history = []
    for step in range(30):
        history.append(_edit(rng, concepts, builtin, pool, step))
        glossary = Glossary(dict(concepts))
        forms, completions = FormIndex.build(glossary, forms), CompletionIndex(glossary, completions)
        fresh_forms, fresh_completions = FormIndex.build(glossary), CompletionIndex(glossary)
        assert _forms_compiled(forms) == _forms_compiled(fresh_forms), (seed, history)
        assert (forms.exact, forms.folded) == _tables(glossary), (seed, history)
        assert _completions_compiled(completions) == _completions_compiled(fresh_completions), (seed, history)
        queries = _queries(rng, glossary, pool)
        assert (_answers(glossary, forms, completions, queries)
                == _answers(glossary, fresh_forms, fresh_completions, queries)), (seed, history)


def test_an_alias_added_remakes_that_concept_alone(builtin):
    """The others keep their parts; the alias is found as in a fresh build."""
    from ai_glossary.core.snapshot import Snapshot

    before = Snapshot.build(builtin)
    before.names.get()  # built, as a server's are: what the next glossary's keep parts of
    concepts = dict(builtin.concepts)
    concepts["fsdp"] = replace_concept(concepts["fsdp"], aliases=concepts["fsdp"].aliases + ("ZeRO sharding",))
    glossary = Glossary(concepts, builtin.context_words)
    after = Snapshot.for_glossary(glossary, before)
    assert [c for c in concepts if after.forms.parts[c] is not before.forms.parts[c]] == ["fsdp"]
    assert [c for c in concepts if after.completions._parts[c] is not before.completions._parts[c]] == ["fsdp"]
    assert after.forms == FormIndex.build(glossary)
    assert [c.id for c in find_concepts(glossary, after.forms, "zero SHARDING")] == ["fsdp"]
    assert [s.label for s in after.completions.complete("ZeRO sh", 0, "en", glossary)] == ["ZeRO sharding"]


def test_concepts_with_many_names_added_patch_the_tables_in_linear_time(builtin):
    """90 new concepts of 300 aliases each (27,000 names) over the built-in index: the tables are
    patched, equal to a fresh build's, in well under a second (quadratic in the new names, as when
    each name's new owners were looked for in every new concept's names, it took over 30 s)."""
    import time

    before = FormIndex.build(builtin)
    concepts = dict(builtin.concepts)
    for i in range(90):
        concepts[f"many-{i}"] = Concept(f"many-{i}", f"Many {i}", tuple(f"zq{i}x{k}" for k in range(300)))
    glossary = Glossary(concepts, builtin.context_words)
    t0 = time.process_time()
    after = FormIndex.build(glossary, before)
    seconds = time.process_time() - t0
    assert (after.exact, after.folded) == _tables(glossary)
    assert [c.id for c in find_concepts(glossary, after, "ZQ7X299")] == ["many-7"]
    assert seconds < 3.0, f"{seconds:.1f} s of CPU to patch 27,000 new names"
