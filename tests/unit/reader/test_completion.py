from ai_glossary.core.reader.completion import CompletionIndex


def labels(glossary, line_prefix, lang="en"):
    index = CompletionIndex(glossary)
    return [s.label for s in index.complete(line_prefix, 0, lang, glossary)]


def test_multi_word_prefix(glossary):
    got = labels(glossary, "We use Flash att")
    assert got[0] in ("Flash Attention", "FlashAttention")
    assert set(got) <= {"Flash Attention", "FlashAttention"}


def test_replace_range_starts_at_the_query(glossary):
    index = CompletionIndex(glossary)
    (first, *_) = index.complete("We use Flash att", 100, "en", glossary)
    assert first.replace_from == 100 + len("We use ")


def test_prefix_of_an_acronym(glossary):
    assert "FSDP" in labels(glossary, "wrap with FS")


def test_readers_own_name_ranks_first(glossary):
    assert labels(glossary, "le parallélisme de d", "fr")[0] == "parallélisme de données"


def test_typo_tolerant(glossary):
    assert "FlashAttention" in labels(glossary, "Flahs")


def test_nothing_for_one_letter_or_after_space(glossary):
    assert labels(glossary, "a F") == []
    assert labels(glossary, "Flash ") == []


def test_every_name_a_prefix_matches_is_found_in_a_big_glossary():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # names that share prefixes, spelt with and without hyphens, among many that do not match
    concepts = [Concept(f"c{i}", f"Zeta-block {i}", aliases=(f"zetablock{i} method",)) for i in range(300)]
    concepts += [Concept(f"o{i}", f"Omega {i}") for i in range(3000)]
    glossary = Glossary({c.id: c for c in concepts})
    index = CompletionIndex(glossary)
    got = [s.concept_id for s in index.complete("see the zeta-block 1", 0, "en", glossary)]
    # by score, then the canonical term before an alias, then the shorter name
    assert got == ["c1"] + [f"c{i}" for i in range(10, 20)] + [f"c{i}" for i in range(100, 119)]
    squashed = index.complete("see the zetablock2", 0, "en", glossary)  # the alias, or the squashed term
    assert {s.concept_id for s in squashed} == {"c2", *(f"c{i}" for i in range(20, 30)), *(f"c{i}" for i in range(200, 219))}
    typo = [s.label for s in index.complete("zetabolck", 0, "en", glossary)]
    assert len(typo) == 30 and typo[:3] == ["Zeta-block 0", "Zeta-block 1", "Zeta-block 2"]


def test_a_deprecated_form_is_offered_after_the_others():
    from ai_glossary.core.glossary.model import Concept, FormUsage, Glossary

    concept = Concept("quxnet", "QuxNet", ("Quxnet-Old",), usage=(FormUsage("QuxNet", "deprecated", "Quxnet-Old"),))
    glossary = Glossary({"quxnet": concept})
    # both forms match "Quxn" alike: the term would win, but it is deprecated here
    assert labels(glossary, "We use Quxn") == ["Quxnet-Old"]
