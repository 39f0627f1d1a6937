"""Abbreviations a document defines for a concept (:mod:`ai_glossary.core.detection.defined_abbreviations`):
"le décodage spéculatif (SD)" makes the document's later "SD"s speculative decoding, while a
parenthesis that is no definition, an abbreviation the glossary already reads, a word inside a
longer one and code stay as they were."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.defined_abbreviations import capitals, whole_word
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import assert_concept_mentions, unmark


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector.compile(load_builtin())


@pytest.mark.parametrize("marked, concept", [
    ("Le «décodage spéculatif» («SD») accélère la génération. Le «SD» exploite le calcul inoccupé.\n",
     "speculative-decoding"),
    ("We train the student with «knowledge distillation» («KD»). «KD» keeps the teacher frozen.\n",
     "knowledge-distillation"),
    ("«KD» («knowledge distillation») trains a student. Then «KD» again, after warm-up.\n",
     "knowledge-distillation"),
    ("De «speculatieve decodering» («SD») versnelt het genereren; «SD» gebruikt een klein model.\n",
     "speculative-decoding"),
], ids=["french-after", "english-after", "before-the-name", "dutch-by-english-initials"])
def test_a_defined_abbreviation_names_the_concept_in_the_whole_document(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    # the letters spell neither the mention nor a name of the concept
    "The «attention» (QKV) is computed once; QKV is cached.\n",
    # a parenthesis after no mention
    "Our own method (SD) is new. SD wins.\n",
    # the mention does not end where the parenthesis opens
    "Speculative decoding methods (SD) vary. SD wins.\n",
], ids=["other-letters", "no-mention", "words-between"])
def test_a_parenthesis_that_is_no_definition_defines_nothing(detector, text):
    text, _ = unmark(text)
    found = {text[m.start:m.end] for m in DocumentAnalysis(text, "markdown", detector).matches()}
    assert not found & {"QKV", "SD"}


def test_two_concepts_defined_by_one_abbreviation_define_neither(detector):
    text = ("Continuous batching (CB) keeps the GPU busy. A compute-bound (CB) kernel saturates it. "
            "CB is unclear here.\n")
    found = [text[m.start:m.end] for m in DocumentAnalysis(text, "markdown", detector).matches()]
    assert "Continuous batching" in found and "compute-bound" in found
    assert "CB" not in found


def test_an_occurrence_counts_only_as_a_whole_word_in_prose(detector):
    text = ('"""Speculative decoding (SD) drafts tokens. The SD_MODE flag and SDK stay quiet; SD counts."""\n'
            "SD = load()  # SD in a comment counts\n")
    analysis = DocumentAnalysis(text, "python", detector)
    spans = [(m.start, text[m.start:m.end], m.concept_id) for m in analysis.matches() if m.text == "SD"]
    assert [t for _, t, _ in spans] == ["SD", "SD", "SD"]
    assert all(c == "speculative-decoding" for _, _, c in spans)
    assert text.index("SD = load") not in [a for a, _, _ in spans]


def test_hover_on_a_defined_abbreviation(detector):
    text = "Le décodage spéculatif (SD) accélère. Le SD exploite le calcul.\n"
    analysis = DocumentAnalysis(text, "markdown", detector)
    at = text.rindex("SD") + 1
    found = analysis.match_at(at)
    assert found is not None and found.concept_id == "speculative-decoding" and found.text == "SD"
    assert analysis.match_at(text.index("accélère")) is None


def test_a_known_acronym_keeps_its_own_reading(detector):
    # MoE is a name of the glossary: its candidates stand, the parenthesis adds nothing
    text = "A mixture of experts (MoE) routes tokens. The MoE layer has eight experts.\n"
    matches = DocumentAnalysis(text, "markdown", detector).matches()
    moe = [m for m in matches if m.text == "MoE"]
    # once each: a defined abbreviation never doubles a candidate of the glossary
    assert [m.concept_id for m in moe] == ["mixture-of-experts", "mixture-of-experts"]


@pytest.mark.parametrize("marked, concept", [
    # PyTorch's class against DDP: the tutorial's "DP" is the class, not data parallelism
    ("You have two options: «DataParallel» («DP») and DDP. While «DP» is simple, DDP scales. "
     "We never combine «DP», TP and PP.\n", "data-parallel-legacy"),
    ("La «Stochastic Weight Averaging» («SWA») lisse les poids ; «SWA» commence après dix époques.\n",
     "stochastic-weight-averaging"),
], ids=["camel-case-name", "named-before"])
def test_a_known_acronym_defined_as_another_concept_is_that_concept(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # no definition: the glossary's reading
    ("We combine DP, TP and PP in Megatron; DP replicates the model.\n", "data-parallelism"),
    # defined as two concepts: neither definition holds
    ("DataParallel (DP) wraps a module. Data parallelism (DP) in general replicates it. DP scales.\n",
     "data-parallelism"),
], ids=["undefined", "defined-twice"])
def test_a_known_acronym_keeps_its_reading_without_one_definition(detector, text, concept):
    matches = DocumentAnalysis(text, "markdown", detector).matches()
    assert {m.concept_id for m in matches if m.text == "DP"} == {concept}


def test_a_hover_on_a_redefined_acronym_agrees_with_the_whole_resolution(detector):
    text = "DataParallel (DP) is single-process.\n\nLater, DP copies the model to every GPU.\n"
    at = text.rindex("DP") + 1
    fresh = DocumentAnalysis(text, "markdown", detector).match_at(at)
    resolved = DocumentAnalysis(text, "markdown", detector)
    assert fresh is not None and fresh.concept_id == "data-parallel-legacy"
    assert [m.concept_id for m in resolved.matches() if m.text == "DP"] == ["data-parallel-legacy"] * 2
    assert resolved.match_at(at) == fresh


@pytest.mark.parametrize("word, letters", [("SD", "SD"), ("MoE", "ME"), ("RoPE", "RPE"), ("kd", "")])
def test_the_letters_of_an_abbreviation_are_its_capitals(word, letters):
    assert capitals(word) == letters


@pytest.mark.parametrize("text, span, whole", [
    ("the SD wins", (4, 6), True), ("SDK", (0, 2), False), ("my_SD", (3, 5), False), ("SD2", (0, 2), False),
    ("(SD)", (1, 3), True),
])
def test_a_whole_word(text, span, whole):
    assert whole_word(text, *span) is whole


@pytest.mark.parametrize("text", [
    "Le décodage spéculatif (SD) accélère. Le SD exploite le calcul.\n",
    "KD (knowledge distillation) trains a student. Then KD again.\n",
    "Continuous batching (CB) keeps the GPU busy. A compute-bound (CB) kernel. CB is unclear.\n",
    "Our own method (SD) is new. SD wins.\n",
], ids=["after", "before", "two-concepts", "no-definition"])
def test_a_hover_before_and_after_the_whole_resolution_agree(detector, text):
    # a hover searches the abbreviation's parentheses; the whole resolution reads them beside each
    # mention: the same answer either way
    words = [(m.start, m.end) for m in DocumentAnalysis(text, "markdown", detector).matches()]
    for at in [i for i in range(len(text)) if text[i:i + 2] in ("SD", "KD", "CB")]:
        fresh = DocumentAnalysis(text, "markdown", detector).match_at(at + 1)
        resolved = DocumentAnalysis(text, "markdown", detector)
        resolved.matches()
        after = resolved.match_at(at + 1)
        assert (fresh is None) == (after is None) == ((at, at + 2) not in words)
        if fresh is not None:
            assert fresh == after
