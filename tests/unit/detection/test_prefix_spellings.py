"""A word of an English form that opens with a prefix is also written hyphenated at it
(docs/detection.md, "Spelling variants"): "auto-regressive" of "autoregressive"."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.spellings import prefix_hyphen_spellings
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.mark.parametrize("form, spellings", [
    ("autoregressive language model", ["auto-regressive language model"]),
    ("backpropagation", ["back-propagation"]),
    ("Preemption", ["Pre-emption"]),  # a capital that opens the word stays there
    ("minibatch SGD", ["mini-batch SGD"]),
    ("prefill", []),  # four letters after the prefix: too short to be read as a compound
    ("decoder", []),  # a two-letter prefix begins too many words that are none of its compounds
    ("GPipe", []),  # a capital inside: a name, its letters together
    ("pre-training", []),  # hyphenated already
    ("préentraînement", []),  # not English
])
def test_the_hyphenated_spellings_of_a_form(form, spellings):
    assert prefix_hyphen_spellings(form) == spellings


def test_the_hyphenated_spelling_is_found_and_keeps_the_forms_word_boundaries():
    matcher = TermMatcher(Glossary({
        "clm": Concept("clm", "causal language modeling", ("autoregressive language model",)),
    }))
    text = ("JulyGPT: A Transformer-Based Auto-Regressive Language Model. An auto regressive language model too. "
            "An auto-regressive model alone is no form; nor is an auto-regressive language modeller.")
    assert [text[c.start:c.end] for c in matcher.find(text)] == [
        "Auto-Regressive Language Model", "auto regressive language model"]
