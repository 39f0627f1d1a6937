"""Names whose letters are also an ordinary word or another institution's abbreviation: they count
with evidence of their own sense, and stay quiet in the other one (docs/detection.md, section 3);
and the verb of a "-tuning" name with its adverb (tests/eval/data/GUIDELINES.md, section 2).

Expected mentions are marked in the text: «MPI» is a mention, the guillemets are removed before the
text is analysed. The texts are written for these tests; they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- MPI: the capitals count, the lower case needs message passing ---------------------------------------
# (an institute the document spells out as MPI: tests/unit/detection/test_acronyms.py)
@pytest.mark.parametrize("marked, language", [
    ("We use «MPI» for communication between nodes.\n", "markdown"),
    ("# Launch with mpirun -np 4 so that each «mpi» process gets one GPU.\nx = 1\n", "python"),
    ("import mpi4py\n# the «mpi» backend starts the workers\n", "python"),
], ids=["capitals", "next-to-mpirun", "mpi4py-imported"])
def test_mpi_with_message_passing(detector, marked, language):
    assert_mentions(detector, marked, "mpi", language=language)


@pytest.mark.parametrize("text, language", [
    ('"""Intervals.\n\n>>> from sympy import mpi\nThe mpi function builds an interval with mpmath arithmetic.\n"""\n',
     "python"),
    ("# the mpi object holds an interval\nx = 1\n", "python"),
], ids=["sympy-interval", "interval-object"])
def test_lower_case_mpi_without_message_passing_stays_quiet(detector, text, language):
    assert mentions(detector, text, "mpi", language=language) == []


# -- EAGLE: the capitals are the method, the bird's plural is not -----------------------------------------
@pytest.mark.parametrize("marked", [
    "«EAGLE» drafts tokens from the target model's features for speculative decoding.\n",
    "We use «Eagle-3» draft heads for speculative decoding.\n",
    # the capitalised plural, as a sentence's first word or in a list of methods, beside its words
    "«Eagles» heads predict the next features; speculative decoding verifies them with the target model.\n",
    "We compare Medusa and «Eagles» for speculative decoding.\n",
], ids=["capitals", "eagle-3", "plural-first-word", "plural-in-a-list"])
def test_eagle_in_speculative_decoding(detector, marked):
    assert_mentions(detector, marked, "eagle")


@pytest.mark.parametrize("text, language", [
    ('# birds of the word list; the draft model never sees them\nWORDS = ["hawks", "eagles", "owls"]\n'
     "# eagles and hawks are kept\n", "python"),
    ("The list: hawks, eagles, owls. The draft model proposes tokens.\n", "markdown"),
    # the football team, beside the words of the method or a draft of players
    ("After the Philadelphia Eagles game we tried speculative decoding with a draft model.\n", "markdown"),
    ("The Eagles picked a quarterback in the first round of the draft.\n", "markdown"),
], ids=["word-list-comment", "prose-list", "team-beside-the-method", "team-draft"])
def test_the_birds_stay_quiet(detector, text, language):
    assert mentions(detector, text, "eagle", language=language) == []


# -- full fine-tuning and its verb with the adverb ------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "The model is «fully fine-tuned» on the dataset.\n",
    "We «fully finetune» the 7B model, unlike LoRA.\n",
    "We ran a «full fine-tune» of the model.\n",
], ids=["participle", "joined-verb", "noun"])
def test_fully_fine_tuned(detector, marked):
    assert_mentions(detector, marked, "full-fine-tuning")


def test_an_ordinary_tuning_stays_quiet(detector):
    assert mentions(detector, "The piano is fully tuned, and the radio fully tuned in.\n", "full-fine-tuning") == []


# -- float8: the ML number format, not PostgreSQL's double-precision column type ----------------------------
@pytest.mark.parametrize("marked, language", [
    ("Cast the weights to «float8» for the matmul, then back to bf16.\n", "markdown"),
    ("The model runs in «FP8» («float8») on H100.\n", "markdown"),
    ("We support int8 and «float8» weight-only quantization.\n", "markdown"),
    ("Scales are stored beside the «float8»_e4m3fn weights.\n", "markdown"),
    ("import torch\n# «float8» all-gather of the sharded parameters\nx = 1\n", "python"),
], ids=["matmul", "fp8-in-brackets", "beside-int8", "bit-layout", "torch-imported"])
def test_float8_as_the_number_format(detector, marked, language):
    assert_mentions(detector, marked, "fp8", language=language)


@pytest.mark.parametrize("text, language", [
    ("The PostgreSQL float8 type is loaded as a Python float; int4 and float4 columns too.\n", "markdown"),
    ("SQL types: float8, int8, numeric and text are dumped in binary.\n", "markdown"),
    ("# psycopg dumps a Python float as float8 unless told otherwise\nx = 1\n", "python"),
    ("Adapt float8 values from the database to Decimal.\n", "markdown"),
], ids=["postgresql", "sql-types", "psycopg", "database"])
def test_a_databases_float8_stays_quiet(detector, text, language):
    assert mentions(detector, text, "fp8", language=language) == []


# -- a short acronym in sentence case, opening a sentence or a heading -------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("«Awq» kernel fuses the dequantization into the matmul.\n", "awq"),
    ("«Gptq» config sets the bits of the quantized weights.\n", "gptq"),
    ("## «Moe» block\n\nEach expert is an MLP, and the router picks two per token.\n", "mixture-of-experts"),
], ids=["awq", "gptq", "moe-heading"])
def test_a_short_acronym_in_sentence_case_with_its_words(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Moe Szyslak runs the tavern in Springfield; Homer drinks there.\n", "mixture-of-experts"),
    ("## Moe\n\nThe bartender of the show, voiced by Hank Azaria.\n", "mixture-of-experts"),
], ids=["moe-the-name", "moe-heading-name"])
def test_a_name_spelled_like_a_sentence_case_acronym_stays_quiet(detector, text, concept):
    assert mentions(detector, text, concept) == []
