"""Model merging: whole fine-tuned models combined into one (model soups, task arithmetic, SLERP, TIES-Merging,
DARE) is its own concept, not LoRA merging. "TIES" and "DARE" count in capitals beside a merge, SLERP beside a
merge and not beside rotations or latents, a task vector beside a merge and not in in-context learning; folding
one LoRA adapter into its base stays lora-merging.

Expected mentions are marked in the text: «TIES» is a mention, the guillemets are removed before the text is
analysed. The texts are written in the style of model-merging plans and library docs; they use the built-in
glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- TIES and DARE: the methods, in capitals, beside a merge -------------------------------------------------------
def test_ties_and_dare_merging_two_fine_tuned_models(detector):
    marked = ("### «DARE» (Drop And REscale) & «TIES» Method\n\n"
              "We merge two fine-tuned Llama models with «TIES» and «DARE»; «TIES-Merging» elects one sign per "
              "parameter, and «dare_ties» drops 90% of each delta first.\n")
    assert_mentions(detector, marked, "model-merging")
    assert mentions(detector, marked.replace("«", "").replace("»", ""), "lora-merging") == []


def test_a_merge_config_comment_names_the_methods(detector):
    marked = "merge_method: «slerp»\nbase_model: meta-llama/Meta-Llama-3-8B\n# «TIES»/«DARE» if you want\n"
    assert_mentions(detector, marked, "model-merging")


@pytest.mark.parametrize("text", [
    "Ties are broken by index when two scores are equal, and the lists merge in order.\n",
    "## TIES\nTies are broken by index when two scores are equal; merge the sorted lists.\n",
    "# TIES AND BONDS OF FAMILY\nShe would never DARE to leave.\n",
    "# NOTE: DO NOT DARE TO MERGE THIS BRANCH WITHOUT REVIEW\n",
    "Truth or dare: the kids dare each other, and the bow ties merge into one pile.\n",
    "Solves the discrete-time algebraic Riccati equation (DARE).\n\nThe DARE is defined as below.\n",
    "use_ties : bool, optional\n    DO NOT USE.  Does not do anything.\n",
], ids=["lower-case-ties", "tie-breaking-heading", "shouted-words", "shouted-dare-beside-merge", "words",
        "riccati-equation", "keyword"])
def test_ties_and_dare_as_words_stay_quiet(detector, text):
    assert mentions(detector, text, "model-merging") == []


# -- task arithmetic and task vectors ------------------------------------------------------------------------------
def test_task_arithmetic_adds_task_vectors(detector):
    marked = ("With «task arithmetic», add the «task vectors» of the code and math fine-tunes to the base model; "
              "negating a «task vector» makes the model forget a task before the merge.\n")
    assert_mentions(detector, marked, "model-merging")


def test_the_task_vectors_of_in_context_learning_stay_quiet(detector):
    text = "In-context learning creates task vectors in the hidden states from the demonstrations.\n"
    assert mentions(detector, text, "model-merging") == []


# -- SLERP: of two checkpoints, not of rotations or latents --------------------------------------------------------
def test_slerp_of_two_checkpoints_is_model_merging(detector):
    marked = "We use «SLERP» to interpolate between two fine-tuned checkpoints when merging them with mergekit.\n"
    assert_mentions(detector, marked, "model-merging")
    marked = ("«SLERP» interpolates between two model weight vectors on the unit sphere, a geometry-aware mixing "
              "that respects vector rotation: the most popular merge method.\n")
    assert_mentions(detector, marked, "model-merging")


@pytest.mark.parametrize("text", [
    "Use slerp to interpolate between two quaternions for a smooth rotation in the animation.\n",
    "Spherical interpolation (SLERP) of the latent noise vectors gives smooth diffusion samples.\n",
], ids=["quaternions", "latents"])
def test_slerp_of_rotations_and_latents_stays_quiet(detector, text):
    assert mentions(detector, text, "model-merging") == []


# -- model soups, model merging, and what stays LoRA merging -------------------------------------------------------
def test_model_soups_and_model_merging(detector):
    marked = "«Model soups» average the weights of several fine-tuned models: «model merging» needs no training.\n"
    assert_mentions(detector, marked, "model-merging")
    # the weight averaging of a soup is no stochastic weight averaging
    text = "Model soups rely on weight averaging of several fine-tuned models.\n"
    assert mentions(detector, text, "stochastic-weight-averaging") == []


def test_merging_a_lora_adapter_stays_lora_merging(detector):
    marked = ("«Merge the LoRA adapter» into the base model with «merge_and_unload»; the base model merges the "
              "LoRA weights once, and the merged model runs at full speed.\n")
    assert_mentions(detector, marked, "lora-merging")
    assert mentions(detector, marked.replace("«", "").replace("»", ""), "model-merging") == []


# -- the localized names ----------------------------------------------------------------------------------------
def test_localized_names_of_model_merging(detector):
    assert_mentions(detector, "La «fusion de modèles» combine les poids de modèles fine-tunés avec mergekit.\n",
                    "model-merging")
    assert_mentions(detector, "Het «samenvoegen van modellen» combineert gefinetunede modellen met mergekit.\n",
                    "model-merging")
    assert_mentions(detector, "«মডেল মার্জিং» করে কয়েকটি ফাইন-টিউনড মডেল একসাথে জোড়া হয়।\n", "model-merging")
    assert_mentions(detector, "進化的«モデルマージ»では複数のモデルを組み合わせる。\n", "model-merging")
    assert_mentions(detector, "«模型合并»：使用 mergekit 把多个微调模型合成一个。\n", "model-merging")


@pytest.mark.parametrize("text", [
    "La fusion des modèles de données simplifie le schéma de la base.\n",
    "LoRA 训练完成后进行模型合并，导出完整权重。\n",
    "Het samenvoegen van modellen is handig voor architecten.\n",
    "La fusión de modelos es útil para los arquitectos.\n",
    "Das Zusammenführen von Modellen ist für Architekten nützlich.\n",
], ids=["french-data-models", "chinese-lora-export", "dutch-no-sign", "spanish-no-sign", "german-no-sign"])
def test_other_merges_of_models_stay_quiet(detector, text):
    assert mentions(detector, text, "model-merging") == []
