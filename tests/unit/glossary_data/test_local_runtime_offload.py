"""A local runtime's "GPU offload" (the share of a model's layers placed on the GPU) is the opposite move of
the glossary's offloading (state moved off the GPU) and stays quiet in English, French and Dutch; offloading
to CPU memory or NVMe keeps its mention (glossary_data/concepts/seeds.yaml, offloading's counter-evidence).

Expected mentions are marked in the text: «offload» is a mention, the guillemets are removed before the text
is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.mark.parametrize("text", [
    "> **Exécutez Gemma-4-31B avec un déchargement GPU complet à 100 % sur une seule RTX 3090**\n",
    "> **Draai Gemma-4-31B met 100% GPU full offload op een enkele RTX 3090, met 24GB VRAM**\n",
    "Set n_gpu_layers to 99 so that llama.cpp can offload every layer and keep the VRAM busy.\n",
], ids=["fr", "nl", "n-gpu-layers"])
def test_layers_placed_on_the_gpu_are_no_offloading(detector, text):
    assert mentions(detector, text, "offloading") == []


@pytest.mark.parametrize("marked", [
    "DeepSpeed ZeRO supports «CPU offload» of the optimizer state to save GPU memory.\n",
    "Le «déchargement» des états de l'optimiseur vers la mémoire CPU libère la VRAM avec DeepSpeed.\n",
], ids=["en", "fr"])
def test_state_moved_off_the_gpu_is_offloading(detector, marked):
    assert_mentions(detector, marked, "offloading")
