from ai_glossary.core.reader.lookup import FormIndex, find_concepts, suggest


def test_exact_then_case_insensitive(glossary):
    index = FormIndex.build(glossary)
    assert [c.id for c in find_concepts(glossary, index, "ZeRO-3")] == ["zero"]
    assert [c.id for c in find_concepts(glossary, index, "fsdp")] == ["fsdp"]
    assert [c.id for c in find_concepts(glossary, index, "লোরা")] == ["lora"]
    assert find_concepts(glossary, index, "banana") == []


def test_suggestions_for_a_typo(glossary):
    index = FormIndex.build(glossary)
    assert suggest(glossary, index, "Flash Atention")[0].id == "flash-attention"


def test_suggestions_prefer_the_real_neighbour_and_refuse_nonsense(glossary):
    index = FormIndex.build(glossary)
    assert suggest(glossary, index, "FSDPP")[0].id == "fsdp"
    assert suggest(glossary, index, "qqqzzzxxkkk") == []
