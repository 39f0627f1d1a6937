"""The built-in glossary data (glossary_data/concepts/*.yaml) as a whole.

These tests judge the content, not the code: while the content writers are still adding
concepts, some of them are expected to fail. Each failure names the concept and language.
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from ai_glossary.core.glossary.builtin import builtin_sources, load_builtin_with_problems
from ai_glossary.core.glossary.model import form_key
from ai_glossary.core.glossary.schema import validator

LANGUAGES = ("en", "fr", "nl", "bn", "zh-Hans", "ja", "de", "es")
# langid names a language by its ISO 639-1 code: the tag's script subtag is not part of it
LANGID_CODE = {"zh-Hans": "zh"}
MIN_CONCEPTS = 120
REQUIRED_IDS = """
sequence-parallelism expert-parallelism sharded-data-parallelism activation-checkpointing
hybrid-parallelism all-reduce tensor-slicing gpipe megatron-lm deepspeed offloading peft lora
adapters flash-attention dynamic-token-pruning zero model-parallelism pipeline-parallelism
tensor-parallelism gradient-accumulation layer-wise-learning-rate-decay curriculum-learning
mixture-of-experts reversible-layers gradient-noise-injection optimizer-state-sharding
distributed-machine-learning parameter-server data-parallelism distributed-gradient-descent
sharding synchronous-training asynchronous-training distributed-deep-learning dask
tensorflow-distributed pytorch-distributed hadoop-yarn fsdp
""".split()
# tags saying a concept comes from a paper or a project: such concepts need a reference
SOURCED_TAGS = {"paper", "project", "framework", "library", "system", "tool", "software", "model-family"}

GLOSSARY, PROBLEMS = load_builtin_with_problems(use_cache=False)
CONCEPTS = sorted(GLOSSARY.concepts.values(), key=lambda c: c.id)


# Abbreviations whose period does not end a sentence (en, fr, nl).
_ABBREVIATIONS = re.compile(
    r"\b(?:e\.g|i\.e|etc|vs|cf|al|approx|resp|ca|p\.\s?ex|c\.-à-d|bijv|bv|o\.a|d\.w\.z|m\.a\.w|z\.?o|"
    r"nl|fig|eq|no|nr|Dr|Mr|Ms|St)\.", re.IGNORECASE)


def count_sentences(text: str) -> int:
    """Sentences ending in . ! ? or the Bengali danda, ignoring abbreviations and decimals, or in a
    full-width 。！？ (Chinese and Japanese write no space after it)."""
    protected = _ABBREVIATIONS.sub(lambda m: m.group(0).replace(".", "\u2024"), text.strip())
    parts = [p for p in re.split(r"(?<=[.!?।])\s+|(?<=[。！？])", protected) if p.strip()]
    return len(parts)


@pytest.fixture(scope="module")
def identify():
    from langid.langid import LanguageIdentifier, model

    identifier = LanguageIdentifier.from_modelstring(model, norm_probs=True)
    identifier.set_languages([LANGID_CODE.get(lang, lang) for lang in LANGUAGES])
    return identifier


def test_sentence_counter():
    assert count_sentences("One. Two, e.g. this one! Three?") == 3
    assert count_sentences("Un modèle (p. ex. GPT) de 1.5 milliard. Deux.") == 2
    assert count_sentences("প্রথম বাক্য। দ্বিতীয় বাক্য।") == 2
    assert count_sentences("第一句。第二句，含 torch.compile 和 1.5 倍！第三句？") == 3
    assert count_sentences("最初の文である。torch.compile を使う 2 文目である。") == 2


def test_schema_itself_is_valid():
    from jsonschema import Draft202012Validator

    Draft202012Validator.check_schema(validator().schema)


def test_builtin_files_exist():
    assert builtin_sources(), "no glossary_data/concepts/*.yaml files in the package"


def test_builtin_data_has_no_problems():
    assert [str(p) for p in PROBLEMS] == []


def test_enough_concepts():
    assert len(GLOSSARY) >= MIN_CONCEPTS


@pytest.mark.parametrize("concept_id", REQUIRED_IDS)
def test_required_concept_present(concept_id):
    assert concept_id in GLOSSARY.concepts, f"missing required concept '{concept_id}'"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("concept", CONCEPTS, ids=lambda c: c.id)
def test_definition_present_with_1_to_3_sentences(concept, lang):
    text = concept.definitions.get(lang)
    assert text, f"concept '{concept.id}' has no {lang} definition"
    n = count_sentences(text)
    assert 1 <= n <= 3, f"concept '{concept.id}': {lang} definition has {n} sentences: {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("concept", CONCEPTS, ids=lambda c: c.id)
def test_definition_is_in_its_language(concept, lang, identify):
    text = concept.definitions.get(lang)
    if not text:
        pytest.skip("no definition (reported by test_definition_present_with_1_to_3_sentences)")
    guess, prob = identify.classify(text)
    assert guess == LANGID_CODE.get(lang, lang), f"concept '{concept.id}': {lang} definition identified as {guess} ({prob:.2f}): {text!r}"


def test_no_alias_shared_between_concepts_unless_ambiguous_in_both():
    owners: dict[str, set[str]] = {}
    for concept in CONCEPTS:
        excluded = {form_key(x) for x in concept.exclude}
        for form, _ in concept.surface_forms():
            if form_key(form) not in excluded:
                owners.setdefault(form_key(form), set()).add(concept.id)
    clashes = []
    for form, ids in sorted(owners.items()):
        if len(ids) < 2:
            continue
        not_ambiguous = [cid for cid in sorted(ids)
                         if form not in {form_key(a) for a in GLOSSARY.concepts[cid].ambiguous}]
        if not_ambiguous:
            clashes.append(f"'{form}': {sorted(ids)} (not ambiguous in {not_ambiguous})")
    assert clashes == []


def test_every_related_id_exists():
    missing = [f"{c.id} -> {r}" for c in CONCEPTS for r in c.related if r not in GLOSSARY.concepts]
    assert missing == []


def test_related_ids_survive_loading():
    """Unknown related ids are dropped while loading: compare with the raw YAML too."""
    import yaml

    known = set(GLOSSARY.concepts)
    missing = []
    for source in builtin_sources():
        data = yaml.safe_load(source.read()) or {}
        for raw in data.get("concepts") or []:
            for rel in raw.get("related") or []:
                if rel not in known:
                    missing.append(f"{source.name}: {raw.get('id')} -> {rel}")
    assert missing == []


def test_reference_urls_are_https():
    bad = [f"{c.id}: {r.url}" for c in CONCEPTS for r in c.references if r.url and not r.url.startswith("https://")]
    assert bad == []


def test_references_have_titles():
    assert [c.id for c in CONCEPTS for r in c.references if not r.title.strip()] == []


def test_paper_and_project_concepts_have_a_reference():
    missing = [f"{c.id} (tags: {', '.join(c.tags)})" for c in CONCEPTS
               if SOURCED_TAGS & set(c.tags) and not c.references]
    assert missing == []


def test_texts_are_nfc_and_trimmed():
    bad = []
    for c in CONCEPTS:
        texts = [c.term, *c.aliases, *(n for names in c.names.values() for n in names),
                 *c.definitions.values(), *c.summary.values()]
        bad += [f"{c.id}: {t!r}" for t in texts if t != unicodedata.normalize("NFC", t).strip()]
    assert bad == []
