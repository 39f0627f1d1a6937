"""Words of JAX, attention and reward-model libraries in their ML sense, and the same words elsewhere: a
JAX "mesh", "block-sparse" among attention patterns, "attention masking", "RM" in a reward project, a
mixture of experts' "Expert Choice Gating" and ``aux_loss``, a JAX docstring's "tpu cores", an
optimizer that "supports sharding", and "embedded" as the ordinary word it nearly always is (docs/detection.md,
section 3).

Expected mentions are marked in the text: «mesh» is a mention, the guillemets are removed before the text
is analysed. The texts are written in the style of such docstrings; they use the built-in glossary.
"""

from __future__ import annotations

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.document_context import FileContext
from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


def test_a_jax_mesh_is_the_device_mesh(detector):
    marked = ('"""Run the forward pass inside the «mesh» with the jax sharding rules; enter those «meshes»\n'
              'explicitly with PartitionSpec axes.\n"""\n')
    assert_mentions(detector, marked, "device-mesh", "python")


def test_a_polygon_or_service_mesh_stays_quiet(detector):
    for text in ("# the polygon mesh of the 3D model has many vertices and faces\n",
                 "# a service mesh such as istio routes the traffic between pods\n",
                 "# refine the mesh before the finite element solve\n"):
        assert mentions(detector, text, "device-mesh", "python") == [], text


def test_block_sparse_among_attention_patterns(detector):
    assert_mentions(detector, "# attention patterns (e.g., sliding window, «block sparse»).\n", "sparse-attention",
                    "python")
    assert mentions(detector, "# a block-sparse matrix in BSR format for the SpMM kernel\n", "sparse-attention",
                    "python") == []


def test_attention_masking_is_the_attention_mask(detector):
    assert_mentions(detector, "# mask_info: Optional MaskInfo for «attention masking».\n", "attention-mask", "python")


def _found(detector, text: str, path: str) -> list[tuple[str, str]]:
    analysis = DocumentAnalysis(text, "python", detector, context=FileContext(path))
    return [(m.text, m.concept_id) for m in analysis.matches() if m.concept_id == "reward-model"]


def test_rm_in_a_reward_project_or_beside_rlhf(detector):
    text = "# make the RM tokenizer output an EOS token\n"
    assert _found(detector, text, "rewardbench/scripts/run_v2.py") == [("RM", "reward-model")]
    assert _found(detector, "# RLHF with PPO.\n" + text, "pkg/train.py") == [("RM", "reward-model")]


def test_rm_elsewhere_stays_quiet(detector):
    assert _found(detector, "# make the RM tokenizer output an EOS token\n", "scripts/run.py") == []
    assert _found(detector, "# RLHF with PPO; call rm -rf on the temp dir\n", "pkg/clean.py") == []


def test_embedded_is_the_ordinary_word(detector):
    text = "# the transformer cache keeps HybridMetadata's embedded fields beside the token embeddings\n"
    assert mentions(detector, text, "embedding", "python") == ["token embeddings"]


def test_a_mixture_of_experts_gating_and_its_aux_loss(detector):
    gating = ('"""Computes «Expert Choice Gating» for Mixture-of-Experts.\n\n'
              'This function takes «gating» logits from the experts\' gate.\n"""\n')
    assert_mentions(detector, gating, "moe-router", "python")
    assert mentions(detector, gating.replace("«", "").replace("»", ""), "logits", "python") == ["logits"]
    loss = '"""Returns:\n  A tuple («aux_loss», combine_tensor): «aux_loss» equalizes the expert load.\n"""\n'
    assert_mentions(detector, loss, "load-balancing-loss", "python")


def test_gating_logits_and_an_aux_loss_elsewhere_stay_quiet(detector):
    assert mentions(detector, "# the gating of the GLU feed-forward splits it in two\n", "moe-router",
                    "python") == []
    assert mentions(detector, "# add the aux_loss of the depth-estimation head\n", "load-balancing-loss",
                    "python") == []


def test_tpu_cores_beside_jax_and_an_optimizer_that_shards(detector):
    assert_mentions(detector, "# logits potentially sharded across «tpu» cores, annotated with jax\n", "tpu", "python")
    assert_mentions(detector, '"""Standard Adam optimizer that also supports «sharding»."""\n', "sharding", "python")


def test_a_printed_tpu_and_a_database_shard_stay_quiet(detector):
    assert mentions(detector, "# print the tpu sole with flexible filament cores\n", "tpu", "python") == []
    assert mentions(detector, "# the query optimizer supports sharding of the MongoDB database\n", "sharding",
                    "python") == []
