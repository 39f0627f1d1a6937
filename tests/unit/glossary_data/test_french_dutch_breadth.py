"""French and Dutch names as their writers write them (docs/detection.md, "Localized names"): the
Dutch words of cores, number formats and attention heads, the Dutch verb of embedding, French
"fine-tuning classique", and the names of every concept gathered by breadth. Each class has a
positive and a trap (an ordinary or other-sense use that stays quiet).

Expected mentions are marked in the text: «tensorkernen» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from support.marked import unmark


def assert_mentions(detector, marked, concept, language="markdown"):
    """The mentions of ``concept`` found in the marked text are exactly the marked spans."""
    text, expected = unmark(marked)
    got = [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches() if m.concept_id == concept]
    assert got == expected, [text[a:b] for a, b in got]


@pytest.mark.parametrize("marked, concept", [
    # "kern" is the Dutch word of a core: joined, with a hyphen, capitalised at a sentence's start
    ("«Tensorkernen» zijn ontworpen voor matrixvermenigvuldiging; de «tensor-kernen» van de GPU.\n", "tensor-cores"),
    ("Door gebruik te maken van «tensorkernen» gaat de training sneller.\n", "tensor-cores"),
    # the number formats spelled out: half precision, and full precision beside it
    ("Ze verwerken inputs in «half-precisie» («FP16») en tellen op in volledige precisie (FP32).\n", "fp16"),
    ("Ze verwerken inputs in half-precisie (FP16) en tellen op in «volledige precisie» («FP32»).\n", "fp32"),
    # the attention heads and self-attention in the aandacht- compounds readers write
    ("Het model gebruikt verschillende lagen en «aandachtshoofden» om patronen te vinden.\n",
     "multi-head-attention"),
    ("«Zelfaandacht» laat elk token naar de andere tokens kijken.\n", "self-attention"),
    # the verb of embedding, with the concept's evidence (a vector) nearby
    ("Een «embedding» is een vector met een vaste dimensie, of je nu een woord of een alinea «inbedt».\n",
     "embedding"),
    # French: the whole-model fine-tuning set against LoRA
    ("Le «fine-tuning classique» d'un modèle de 70 milliards de paramètres coûte cher ; LoRA beaucoup moins.\n",
     "full-fine-tuning"),
    # Dutch: the prefill of an inference, named beside its phase
    ("Rubin CPX richt zich op de inference-fase: het «prefill»-proces verwerkt de context.\n", "prefill"),
])
def test_french_and_dutch_names_of_the_tenth_sets_classes(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the ordinary words: a nut's kernels, attention, a video embedded in a page, full precision of a
    # quantized model's weights (BF16 there), classic fine-tuning of a violin, a web form prefilled
    ("De kernen van de noten zijn bitter.\n", "tensor-cores"),
    ("Aandacht is een schaars goed; geef de hoofden van de afdelingen aandacht.\n", "multi-head-attention"),
    ("Het inbedden van een video op je website is eenvoudig.\n", "embedding"),
    ("Les poids quantifiés en 4 bits approchent les poids en pleine précision (BF16).\n", "fp32"),
    ("Le fine-tuning classique d'un violon demande un luthier.\n", "full-fine-tuning"),
    ("Het formulier gebruikt prefill voor het adres van de klant.\n", "prefill"),
])
def test_the_ordinary_words_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
