"""Names whose words are set apart by a no-break space or a thin space (U+00A0, U+202F, U+2009):
French typography puts them before a colon and inside guillemets, and generated and typeset text writes
them inside names ("Paged\u202fAttention", "Speculative\u00a0decoding"). They are spaces to the matcher,
one character for one, so a name is found whole and its span is the text's own. Expected mentions are
«marked»; a space that is no-break does not make a name of words that are not one."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions


@pytest.mark.parametrize("marked, concept", [
    ("Le premier levier est la «Paged\u202fAttention», puis le Chunked\u202fPrefill.\n", "paged-attention"),
    ("Le premier levier est la Paged\u202fAttention, puis le «Chunked\u202fPrefill».\n", "chunked-prefill"),
    ("4.3 [«Paged\u202fKV\u2011cache»](#43-paged-kv-cache)\n", "paged-attention"),
    ("Les leviers logiciels (*in\u2011flight batching*, *«paged\u00a0KV cache»*) font baisser la facture.\n",
     "paged-attention"),
    ("4.4 [«Speculative\u00a0decoding»](#44-speculative-decoding)\n", "speculative-decoding"),
    ("Le «continuous\u2009batching» regroupe les requêtes\u00a0: le GPU reste occupé.\n", "continuous-batching"),
    ("3.3 [«Attention\u00a0head» & calcul matriciel](#33-attention-head)\n", "multi-head-attention"),
], ids=["narrow-no-break", "chunked-prefill", "with-no-break-hyphen", "no-break-space", "speculative", "thin-space",
        "attention-head"])
def test_a_name_with_a_no_break_space_is_found_whole(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="markdown")


@pytest.mark.parametrize("text, concept", [
    # a no-break space before the colon of French typography joins nothing: a page's cache is no KV cache
    ("La page\u00a0: un cache de pages mémoire, paged\u00a0memory, rien d'autre.\n", "paged-attention"),
    # a thousands separator is a space too, and "16 384 jetons" names no concept
    ("Un contexte de 16\u202f384\u00a0jetons tient en mémoire.\n", "paged-attention"),
], ids=["page-cache", "thousands"])
def test_a_no_break_space_makes_no_name(detector, text, concept):
    assert concept_mentions(detector, text, concept, language="markdown") == []
