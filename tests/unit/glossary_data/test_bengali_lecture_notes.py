"""Bengali lecture notes on the Transformer that write the English names inside Bengali sentences
(headings, bullet lists, formulas): the other names of positional encoding, and the other senses of
the same words, which stay quiet (docs/detection.md, section 3; docs/evaluation.md, "The seventh set").

Expected mentions are marked in the text: «Sinusoidal encoding» is a mention, the guillemets are removed
before the text is analysed. The texts are written in the style of such notes; they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- "sinusoidal encoding": positional encoding where positions or tokens are encoded ----------------------
@pytest.mark.parametrize("marked", [
    "এটা position-কে multi-scale ভাবে represent করে।\n\n«Sinusoidal encoding»-এর বড় সুবিধা:\n",
    "The «sinusoidal encoding» adds one vector per position to each token's embedding.\n",
])
def test_sinusoidal_encoding_of_positions(detector, marked):
    assert_concept_mentions(detector, marked, "positional-encoding")


@pytest.mark.parametrize("text", [
    "Use a sinusoidal encoding of the hour of the day as two features for the gradient boosting model.\n",
    "A sinusoidal encoding of the month helps the regression.\n",
])
def test_sinusoidal_encoding_of_a_cyclical_feature_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "positional-encoding") == []


# -- "PE": positional encoding in a note that names it, not the other PEs ----------------------------------
@pytest.mark.parametrize("marked", [
    "তাই আমরা **«Positional Encoding» («PE»)** যোগ করি।\n",
    "# «Positional Encoding»\n\nকারণ:\n\n* Same dimension\n* Simpler computation\n\n" + "কারণ: লেখা।\n" * 30
    + "\n# Flow With «PE»\n",
])
def test_pe_in_a_note_on_positional_encoding(detector, marked):
    assert_concept_mentions(detector, marked, "positional-encoding")


@pytest.mark.parametrize("text", [
    # no positional encoding in the document, or the other PEs beside it
    "Each PE of the array multiplies and accumulates one tile.\n",
    "The loader parses the PE header of the Windows binary.\n",
    "Each PE of the systolic array holds one weight, and no positional encoding is needed.\n",
    # in capitals only: "pe" is a word of several languages
    "Positional encoding aside, o pe da mesa and the Pe values.\n",
])
def test_other_pes_stay_quiet(detector, text):
    assert [m for m in concept_mentions(detector, text, "positional-encoding") if m.lower() != "positional encoding"] == []


@pytest.mark.parametrize("marked", [
    # a formula's symbols, written without "$" (matching/math_notation.py)
    "«Positional encoding»:\n\n* (X_{embedding}) = semantic information\n* (PE) = structural/order information\n",
    "«Positional encoding»: কে linear combination দিয়ে (PE(pos)) থেকে বের করা যায়।\n",
])
def test_pe_as_a_formulas_symbol_stays_quiet(detector, marked):
    assert_concept_mentions(detector, marked, "positional-encoding")


# -- the Transformer in a note on positional encoding, which only a Transformer's input needs ---------------
def test_transformer_in_a_note_on_positional_encoding(detector):
    marked = "# 7. Learned Positional Encoding\n\n" + "কারণ: লেখা।\n" * 30 + "\n# 9. «Transformer» Flow\n"
    assert_concept_mentions(detector, marked, "transformer")


def test_a_power_transformer_beside_positional_encoding_stays_quiet(detector):
    text = "Positional encoding aside, the power transformer hums: hoogspanning, wisselstroom.\n"
    assert concept_mentions(detector, text, "transformer") == []
