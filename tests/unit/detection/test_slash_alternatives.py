"""A word after a slash that shares the modifier of the name before it
(:mod:`ai_glossary.core.detection.matching.slash_alternatives`): "positional encoding/embedding" is
one mention of positional encoding, "gradient accumulation/checkpointing" two concepts, and two
names of one word each are two things."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import assert_concept_mentions, concept_mentions


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector.compile(load_builtin())


@pytest.mark.parametrize("marked", [
    "### «Positional Encoding/Embedding»\n\nEach token gets its position added to its vector.\n",
    "The model adds a «positional encoding/embeddings» to the token vectors.\n",
    "### «Positionele Codering/Embedding»\n\nHet model voegt aan elk token een positie toe.\n",
    "ট্রান্সফরমারে «পজিশনাল এনকোডিং/এম্বেডিং» প্রতিটি টোকেনের অবস্থান জানায়।\n",
], ids=["heading", "plural", "dutch", "bengali"])
def test_the_word_after_the_slash_shares_the_modifier(detector, marked):
    assert_concept_mentions(detector, marked, "positional-encoding")
    assert concept_mentions(detector, marked.replace("«", "").replace("»", ""), "embedding") == []


def test_the_shared_name_is_any_concepts_name(detector):
    text = "We combine gradient accumulation/checkpointing to fit the batch in memory.\n"
    assert concept_mentions(detector, text, "activation-checkpointing") == ["checkpointing"]


@pytest.mark.parametrize("text, concept, words", [
    # two names of one word: two things
    ("The tokenizer/embedding pair is loaded first.\n", "embedding", ["embedding"]),
    # the modifier with the word after the slash spells no name: the word stays itself
    ("We use mixed precision/quantization for the inference server.\n", "quantization", ["quantization"]),
], ids=["one-word-names", "no-shared-name"])
def test_a_word_after_a_slash_that_shares_nothing_stays_itself(detector, text, concept, words):
    assert concept_mentions(detector, text, concept) == words
    assert concept_mentions(detector, text, "positional-encoding") == []
