"""The identifiers a name is written as in prose (docs/detection.md, "Spelling variants"): a class
("MixtureOfExperts", "Top2Gating") or a JavaScript setting ("topP"), matched in that case only. The
built-in glossary's mentions of them: tests/unit/glossary_data/test_camel_case_spellings_builtin.py."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.spellings import camel_case_spellings
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.mark.parametrize("form, spellings", [
    ("mixture of experts", ["MixtureOfExperts"]),
    ("top-2 gating", ["Top2Gating"]),
    ("KV cache offloading", ["KVCacheOffloading"]),
    ("top_p", ["topP"]),
    ("kv_cache_dtype", ["kvCacheDtype"]),
    ("all-reduce", []),  # two words: its joined spelling, in any case, exists already
    ("fully sharded data parallel training", []),  # five words: no class is named so
    ("LOCAL_RANK", []),  # an environment variable keeps its capitals
    ("torch.distributed.checkpoint", []),  # a dotted name is written as it is
    ("préentraînement continu du modèle", []),  # not English
])
def test_the_identifiers_of_a_form(form, spellings):
    assert camel_case_spellings(form) == spellings


@pytest.mark.parametrize("text, words", [
    # two words whose first is a form of the concept: joined, a class naming a part of the thing
    ("Initialize a TransformerBlock and the TransformerLayers.", []),
    ("The EmbeddingLayer holds the table.", []),
    # the same words in prose, and a joined name whose second word is the concept's
    ("Each Transformer block feeds the next Transformer.", ["Transformer block", "Transformer"]),
    ("The TokenEmbedding maps ids to vectors.", ["TokenEmbedding"]),
])
def test_a_class_named_after_a_part_of_the_concept_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "transformer": Concept("transformer", "Transformer", ("Transformer block", "Transformer layer")),
        "embedding": Concept("embedding", "embedding", ("token embedding", "embedding layer")),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words
