"""A perplexity with no cue beside it takes its sense from the document: a language model's other parts
named there unambiguously (fine-tuning with LoRA, a quantization method, a tokenizer), as a model card
names its training and its quantization before it reports "a better PPL". The answer engine named beside
the other assistants stays quiet in such a document too. Expected mentions are «marked»."""

from __future__ import annotations

from support.marked import assert_concept_mentions as assert_mentions


def test_a_model_cards_perplexity_takes_its_sense_from_the_document(detector):
    assert_mentions(detector, "We fine-tune with LoRA adapters.\n\nThe tuned model reaches a better «PPL» on "
                              "financial text.\n", "perplexity")
    assert_mentions(detector, "De gewichten zijn gekwantiseerd met GPTQ.\n\nHet model bereikt een betere «PPL» op "
                              "financiële tekst.\n", "perplexity")


def test_without_such_a_document_or_beside_other_assistants_it_stays_quiet(detector):
    assert_mentions(detector, "The tuned model reaches a better PPL on financial text.\n", "perplexity")
    assert_mentions(detector, "We fine-tune with LoRA adapters.\n\nAsk ChatGPT, Gemini or Perplexity for a summary.\n",
                    "perplexity")
