"""Where a word that starts with a glossary form ends (``matching.word_ends``): a two-letter acronym
typed in lower case takes no plural ending, since "eps", "tps", "dps", "pps" and "rms" are epsilon,
rates per second and the root mean square; the plural in capitals ("EPs", "TPs") and the lower case
alone ("the ep size") keep their mentions. A footnote's number glued to a name of several words, and a
reStructuredText reference's underscore ("ZeRO_"), end the name.

Expected mentions are marked in the text: «EP» is a mention, the guillemets are removed before the text
is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector.compile(load_builtin())


@pytest.mark.parametrize(("marked", "concept"), [
    ("x = 1  # route the MoE experts over the «EPs» of each node\n", "expert-parallelism"),
    ("x = 1  # with «tensor parallelism», the «TPs» of a node share NVLink\n", "tensor-parallelism"),
    ("x = 1  # MoE experts: the «ep» size is the number of ranks\n", "expert-parallelism"),
    ("x = 1  # set the «lrs» of each param group before the optimizer step\n", "learning-rate"),
], ids=["EPs", "TPs", "ep-size", "lrs-listed"])
def test_an_acronyms_plural_in_capitals_and_its_lower_case_stay_mentions(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize(("text", "concept"), [
    ("x = 1  # bfloat16 eps = 0.0078125 / 32, beside the MoE experts of an EP rank\n", "expert-parallelism"),
    ("x = 1  # decode tps is 30 with tensor parallelism over two GPUs\n", "tensor-parallelism"),
    ("x = 1  # the dps and pps of the data parallelism benchmark (packets per second)\n", "data-parallelism"),
    ("x = 1  # the rms of the reward model's scores\n", "reward-model"),
], ids=["eps", "tps", "dps", "rms"])
def test_a_lower_case_two_letter_acronym_takes_no_plural(detector, text, concept):
    words = [w for w in mentions(detector, text, concept, "python") if w.islower() and w.endswith("s")]
    assert words == []


@pytest.mark.parametrize(("marked", "concept"), [
    ("## দ্রুত শুরু: Phi-3 LoRA «অ্যাডাপ্টারসহ» ইনফারেন্স\n", "adapters"),
    ("«কোয়ান্টাইজেশনসহ» মডেলটি ছোট হয়।\n", "quantization"),
], ids=["adapter-with", "quantization-with"])
def test_a_bengali_name_with_attached_saha_is_a_mention(detector, marked, concept):
    """"-সহ" (with) is written attached to the noun, as a case ending is."""
    assert_mentions(detector, marked, concept)


def test_a_bengali_name_followed_by_other_letters_is_not(detector):
    assert mentions(detector, "অ্যাডাপ্টারসহকারী শব্দটি এখানে নেই।\n", "adapters") == []


def test_the_plural_in_es_after_a_sibilant(detector):
    """English writes "-es" after s, x, z, ch and sh: "softmaxes", "batches", "biases"."""
    assert_mentions(detector, "x = 1  # the «Softmaxes» of each attention head\n", "softmax", language="python")


def test_no_plural_in_es_after_another_letter(detector):
    """"ranges" is no plural of the French "rang" (a process's rank), which makes "rangs"."""
    text = ("import torch.distributed as dist\nx = 1  # coeff ranges 0..1\n"
            "y = 2  # les rangs de chaque groupe de processus\n")
    assert mentions(detector, text, "rank-and-world-size", "python") == ["rangs"]


@pytest.mark.parametrize(("marked", "concept"), [
    ("La mémoire d'un modèle de langage est limitée, appelée «longueur de contexte»5. Au-delà, il oublie.\n",
     "context-window"),
    ("Training in «mixed precision»12, as the paper says, halves the memory.\n", "mixed-precision-training"),
], ids=["footnote-fr", "footnote-en"])
def test_a_footnote_number_glued_to_a_name_of_several_words_ends_it(detector, marked, concept):
    """A page's text keeps its footnote markers as digits written against the word before them."""
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize(("text", "concept"), [
    ("the context window2048 field of the config\n", "context-window"),
    ("pass the mixed precision16x flag\n", "mixed-precision-training"),
], ids=["four-digits", "digits-then-letters"])
def test_digits_that_run_on_are_no_footnote(detector, text, concept):
    assert mentions(detector, text, concept) == []


@pytest.mark.parametrize(("marked", "concept"), [
    ('class OSS:\n    """Shards the optimizer state as described by «ZeRO»_.\n\n'
     '    .. _ZeRO: https://arxiv.org/abs/1910.02054\n'
     '    """\n', "zero"),
], ids=["rst-reference"])
def test_a_restructuredtext_reference_ends_the_name_before_its_underscore(detector, marked, concept):
    """The link target's own line (".. _ZeRO:") holds the name after an underscore: no mention there."""
    assert_mentions(detector, marked, concept, language="python")


def test_a_lower_case_prefix_in_quotes_keeps_its_underscore(detector):
    """An identifier's prefix ("lora_") is no reference: the name inside it stays quiet, as inside any identifier."""
    text = 'x = 1  # a module named with the PEFT prefix of the method (e.g. "lora_") stays frozen\n'
    assert mentions(detector, text, "lora", "python") == []
