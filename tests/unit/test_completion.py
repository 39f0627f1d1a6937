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
