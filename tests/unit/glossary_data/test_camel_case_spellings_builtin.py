"""Names written as identifiers in prose, with the built-in glossary (docs/detection.md, "Spelling
variants"): a class ("MixtureOfExperts", "Top2Gating") or a JavaScript setting ("topP") names its
concept; the same letters inside a longer identifier or in another case stay quiet. Expected
mentions are «marked»."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept, language", [
    ('"""MOELayer module which implements «MixtureOfExperts» as described in GShard."""\n',
     "mixture-of-experts", "python"),
    ("# Implementation of «Top2Gating» described in the GShard paper\n", "moe-router", "python"),
    ("Les réglages maxTokens, temperature, «topP» et seed changent la génération.\n", "top-p-sampling",
     "markdown"),
])
def test_an_identifier_in_prose_names_its_concept(detector, marked, concept, language):
    assert_mentions(detector, marked, concept, language)


@pytest.mark.parametrize("text, concept", [
    ("The SparseMixtureOfExpertsLayer class wraps the block.\n", "mixture-of-experts"),  # inside a longer name
    ("The mixtureOfExperts flag is read once.\n", "mixture-of-experts"),  # another case
    ("The TOPP and Topp columns hold counts.\n", "top-p-sampling"),
])
def test_other_identifiers_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
