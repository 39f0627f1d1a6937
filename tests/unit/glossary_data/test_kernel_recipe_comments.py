"""The comments and docstrings of GPU kernels and training recipes (FP8 and MX number formats, MoE
dispatch kernels): the short names they write ("TE", "MX", "a2a", "AG", "RS", "EP16") count
with the words of their sense, and their other senses stay quiet (docs/detection.md, section 3).

Expected mentions are marked in the text: «TE» is a mention, the guillemets are removed before the text
is analysed. The texts are written in the style of such code; they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- TE: NVIDIA Transformer Engine -----------------------------------------------------------------------------
def test_te_in_an_fp8_recipe_is_transformer_engine(detector):
    marked = "# «TE» keeps the amax history of each FP8 tensor; older «TE» versions need the delayed-scaling recipe.\n"
    assert_mentions(detector, marked, "transformer-engine", "python")


def test_te_of_a_waveguide_and_in_other_languages_stays_quiet(detector):
    assert mentions(detector, "# The TE mode of the waveguide has no magnetic field along the axis.\n",
                    "transformer-engine", "python") == []
    assert mentions(detector, "# TE is fast.\n", "transformer-engine", "python") == []
    assert mentions(detector, "Je te montre le recipe FP8 du modèle.\n", "transformer-engine") == []


# -- MX: the microscaling formats ---------------------------------------------------------------------------
def test_mx_beside_its_block_scales_is_the_microscaling_formats(detector):
    marked = ("# «MX» scale blocks run along the reduction dim: one E8M0 scale per 32 elements, as MXFP8 "
              "and MXFP4 share.\n")
    assert_mentions(detector, marked.replace("MXFP8 and MXFP4", "«MXFP8» and «MXFP4»"), "microscaling-formats",
                    "python")


def test_mx_of_a_mail_server_or_an_interconnect_stays_quiet(detector):
    assert mentions(detector, "Add an MX record for the mail server to the DNS zone.\n",
                    "microscaling-formats") == []
    assert mentions(detector, "- Fixed a segfault when opening a BTL MX endpoint over Myrinet.\n",
                    "microscaling-formats") == []


# -- a2a: all-to-all ------------------------------------------------------------------------------------------
def test_a2a_between_experts_is_all_to_all(detector):
    marked = "# Overlap the shared experts with the dispatch «A2A»; the combine «a2a» follows the MoE layer.\n"
    assert_mentions(detector, marked, "all-to-all", "python")


def test_a2a_of_agents_stays_quiet(detector):
    text = "The A2A protocol lets one agent call another; each A2A server publishes an agent card.\n"
    assert mentions(detector, text, "all-to-all") == []


# -- a parallelism with its degree: EP16, TP2 ---------------------------------------------------------------------
def test_a_parallelism_with_its_degree_counts(detector):
    marked = "// Medium batch size, 6/384 experts, «EP16», bsz 256, or «EP32» for the MoE decode.\n"
    assert_mentions(detector, marked, "expert-parallelism", "cpp")
    marked = "# Megatron recipe: «TP2» and «PP4» over 64 GPUs.\n"
    assert mentions(detector, marked.replace("«", "").replace("»", ""), "tensor-parallelism", "python") == ["TP2"]


def test_other_numbers_after_the_letters_stay_quiet(detector):
    text = "# Megatron recipe on TP53 mutations; decode the file as CP1252.\n"
    assert mentions(detector, text, "tensor-parallelism", "python") == []
    assert mentions(detector, text, "context-parallelism", "python") == []
    assert mentions(detector, "# Rated EP8 on the label.\n", "expert-parallelism", "python") == []


# -- a parameter of a sampler and a runtime's saved context --------------------------------------------------------
def test_mirostat_learning_rate_is_no_learning_rate(detector):
    text = "--mirostat-lr N: Mirostat learning rate, parameter eta (default: 0.1)\n\nUse AdamW.\n"
    assert mentions(detector, text, "learning-rate") == []
    assert_mentions(detector, "Use AdamW with a «learning rate» of 1e-4.\n", "learning-rate")


def test_context_checkpoints_are_no_model_checkpoints(detector):
    text = ("Load the «model checkpoint» with -m.\n\n--ctx-checkpoints N: max number of context checkpoints to "
            "create per slot (default: 8)\n")
    assert_mentions(detector, text, "model-checkpoint")


# -- AG and RS: all-gather and reduce-scatter in a distributed optimizer's comments ---------------------------------
def test_ag_and_rs_of_a_grad_buffer_are_the_collectives(detector):
    text = ("import torch.distributed as dist\n"
            "# Create a shared buffer for param «AG» and grad «RS»; the bucket waits for the «AG» first.\n")
    assert_mentions(detector, text.replace("«RS»", "RS"), "all-gather", "python")
    assert_mentions(detector, text.replace("«AG»", "AG"), "reduce-scatter", "python")


@pytest.mark.parametrize("text", [
    "import torch.distributed as dist\n# Fine-tune on AG News; the RS-232 console logs each rank.\n",
    "import torch.distributed as dist\n# Llama 2 alternates RS (rejection sampling) and PPO on each rank.\n",
    "# Siemens AG and the RS code of the disk.\n",
], ids=["ag-news-rs232", "rejection-sampling", "no-distributed-sign"])
def test_other_ags_and_rss_stay_quiet(detector, text):
    assert mentions(detector, text, "all-gather", "python") == []
    assert mentions(detector, text, "reduce-scatter", "python") == []


# -- quantizers: the objects that quantize --------------------------------------------------------------------------
def test_the_quantizers_of_a_recipe_are_quantization(detector):
    marked = ("import torch\n# The FP4 «quantizers» remain FLOOR-only; the MXFP8 «quantizer» rounds its E8M0 scales "
              "up.\n")
    assert_mentions(detector, marked, "quantization", "python")


@pytest.mark.parametrize("text", [
    "import torch\n# Number of quantizers to use: the residual vector quantizer of the audio codec.\n",
    "import torch\n# Compute the levels and basis for the FSQ quantizer of the speech tokenizer.\n",
], ids=["rvq", "fsq"])
def test_the_vector_quantizers_of_a_codec_stay_quiet(detector, text):
    assert mentions(detector, text, "quantization", "python") == []
