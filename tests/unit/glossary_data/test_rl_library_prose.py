"""Comments and docstrings of RL post-training libraries (PPO and GRPO trainers on Ray and vLLM): the
names their writers use for the library, the critic and the KL term, and the ordinary senses of the
same letters, which stay quiet (docs/detection.md, section 3).

Expected mentions are marked in the text: «ray» is a mention, the guillemets are removed before the
text is analysed. The texts are Python files (comments and docstrings are the prose), written in
the style of such trainers; they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


# -- "ray" in lower case, the package, in a file that imports it ------------------------------------------
@pytest.mark.parametrize("marked", [
    "import ray\n\n# initialize «ray» if it is not initialized yet\n",
    'import ray\n\n\nclass Group:\n    """A group of «ray» actors, one per GPU."""\n',
    "import ray\n\n# stop «ray» from manipulating CUDA_VISIBLE_DEVICES\n",
], ids=["initialize", "actors", "subject"])
def test_ray_in_lower_case_is_the_library(detector, marked):
    assert_mentions(detector, marked, "ray", language="python")


@pytest.mark.parametrize("text", [
    # geometry and optics, where the package is imported for something else or not at all
    "import numpy as np\n\n# cast a ray from the camera through each pixel\n",
    '"""Trace each ray through the lens; the rays are uniformly distributed in height."""\n',
    "import ray\n\n# the ray of light bends at the surface (refraction)\n",
    # a ray with no sign of the package, in a file that holds a cluster's words
    "# each worker computes the ray-triangle intersection of its tile\n",
    # a repository or image path names no library: the Ray project's image
    "import ray\n\n# pull [ray-project/ray:nightly-gpu](https://hub.docker.com/r/rayproject/ray) first\n",
    # a role id of a scheduler
    'import ray\n\n# only a dummy "ray/0" combined log role is supported\n',
], ids=["camera", "lens", "light", "triangle", "image-path", "role-id"])
def test_other_rays_stay_quiet(detector, text):
    assert mentions(detector, text, "ray", language="python") == []


# -- the critic of PPO is the value model ---------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "# train the actor and the «critic» in turns\n",
    "# the «critic» estimates the value of each state for PPO\n",
    '"""Compute the advantages from the «critic» values and the rewards."""\n',
], ids=["actor", "ppo", "advantages"])
def test_the_critic_of_ppo(detector, marked):
    assert_mentions(detector, marked, "value-model", language="python")


@pytest.mark.parametrize("text", [
    "# The WGAN critic replaces the discriminator of the GAN.\n",
    "# A film critic wrote that the ending drags.\n",
    "# Use a critic LLM as a judge of the answers.\n",
    "# A critic of this design said the API is too big.\n",
], ids=["wgan", "film", "judge", "design"])
def test_other_critics_stay_quiet(detector, text):
    assert mentions(detector, text, "value-model", language="python") == []


# -- "KL" alone is the divergence ------------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "# compute the «KL» between the policy and the reference policy\n",
    "# We clamp the «KL loss» to avoid numerical instability.\n",
    '"""Fixed «KL» controller: the coefficient does not adapt."""\n',
], ids=["policy", "loss", "controller"])
def test_kl_alone_is_the_divergence(detector, marked):
    assert_mentions(detector, marked, "kl-divergence", language="python")


@pytest.mark.parametrize("text", [
    "# the KL transform (Karhunen-Loeve) decorrelates the signal\n",
    "# Flights to KL and Singapore leave every morning.\n",
], ids=["karhunen-loeve", "kuala-lumpur"])
def test_other_kls_stay_quiet(detector, text):
    assert mentions(detector, text, "kl-divergence", language="python") == []


def test_a_normalization_layers_beta_stays_quiet(detector):
    # in a trainer that also holds the KL weight's words elsewhere
    text = ("import trl\n\n# Rename LayerNorm beta & gamma params for some early models ported from Tensorflow\n"
            "# track gamma/beta rename for logging\n")
    assert mentions(detector, text, "kl-divergence", language="python") == []
    assert_mentions(detector, "import trl\n\n# scale the log-ratio by «beta», the «KL» weight of DPO\n",
                    "kl-divergence", language="python")


def test_the_key_and_value_heads_of_attention_are_no_value_model(detector):
    text = '"""The number of key and value heads to use for multi-head attention, beside the policy."""\n'
    assert mentions(detector, text, "value-model", language="python") == []
    assert_mentions(detector, "# the «value head» predicts the returns of the policy for PPO\n", "value-model",
                    language="python")


# -- a preference's "chosen" and "rejected" are a pair, a random graph's nodes are chosen too -------------
def test_the_kl_weight_beside_a_preference_pair(detector):
    assert_mentions(detector, '"""«beta»: the weight of the chosen and rejected responses\' log-ratio."""\n',
                    "kl-divergence", language="python")


def test_a_random_graphs_beta_stays_quiet(detector):
    text = ('def scale_free_graph(n, alpha=0.41, beta=0.54):\n    """\n    beta : float\n'
            "        Probability for adding an edge between two existing nodes.\n"
            "        One existing node is chosen randomly according the in-degree distribution.\n"
            '    """\n')
    assert mentions(detector, text, "kl-divergence", language="python") == []


# -- the architectures a Transformer is compared with -----------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Mamba is a state-space model (an alternative to «transformers»).\n",
    "Compare CNNs, RNNs and «transformers» on the benchmark.\n",
], ids=["state-space-model", "rnns"])
def test_transformers_beside_other_architectures(detector, marked):
    assert_mentions(detector, marked, "transformer")


# -- the names kernel and fine-tuning libraries write in every case ---------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("# compute the «CE loss» in chunks over the vocabulary\n", "cross-entropy-loss"),
    ("# «lora rank» and «lora alpha» of the adapter\n", "lora-hyperparameters"),
    ("# «Lora Rank»: 16, «LORA dropout»: 0.05\n", "lora-hyperparameters"),
], ids=["ce-loss", "lora-rank-lower-case", "lora-rank-title-case"])
def test_names_in_every_case(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    ("# The CE mark on the power supply; the loss of power resets it.\n", "cross-entropy-loss"),
    ("# The LoRa radio ranks gateways by signal strength.\n", "lora-hyperparameters"),
], ids=["ce-mark", "lora-radio"])
def test_their_ordinary_letters_stay_quiet(detector, text, concept):
    assert mentions(detector, text, concept, language="python") == []


# -- what a trainer runs before training starts is no pre-training stage -----------------------------------
def test_a_check_before_training_is_no_stage(detector):
    text = "import torch\n\n# Run the pre-training checks (disk space, tokenizer files) before the loop.\n"
    assert mentions(detector, text, "pre-training", language="python") == []
    assert_mentions(detector, "import torch\n\n# Continue «pre-training» on the new corpus.\n", "pre-training",
                    language="python")


# -- the trainers' short names of the reference model and the KL term --------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("# compute the log probs of the «ref model»\n", "reference-model"),
    ("# the actor and the «ref policy» share the tokenizer\n", "reference-model"),
    ("# whether to use the «kl loss» in the actor\n", "kl-divergence"),
], ids=["ref-model", "ref-policy", "kl-loss"])
def test_short_names_of_the_reference_model_and_the_kl_term(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text", [
    "# the ref model of the OSI stack, as the network course draws it\n",
    "# see the ref policy document of the company for the expense limits\n",
], ids=["osi", "company-policy"])
def test_other_ref_models_stay_quiet(detector, text):
    assert mentions(detector, text, "reference-model", language="python") == []


# -- pre-training and post-training named together ----------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("# «Pre-training» and post-training pipelines share the same data loaders.\n", "pre-training"),
    ("# Pre-training and «post-training» pipelines share the same data loaders.\n", "post-training"),
    ("# Pre- and «post-training» recipes live in this folder.\n", "post-training"),
], ids=["pre", "post", "pre-and-post"])
def test_the_two_stages_named_together(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text", [
    "# Participants filled in pre-training and post-training questionnaires.\n",
    "# The pre- and post-training assessments of the staff showed gains.\n",
], ids=["questionnaires", "assessments"])
def test_a_courses_pre_and_post_training_stay_quiet(detector, text):
    for concept in ("pre-training", "post-training"):
        assert mentions(detector, text, concept, language="python") == []


# -- a feature's release stage in a changelog is no KL weight ------------------------------------------------
@pytest.mark.parametrize("text", [
    "# - Graduate the network policy EndPort field to Beta; it is enabled by default.\n",
    "# - Promoted feature-gate `VolumeAttributesClass` to beta; the policy is unchanged.\n",
], ids=["graduate", "feature-gate"])
def test_a_release_stage_is_no_kl_weight(detector, text):
    assert mentions(detector, text, "kl-divergence", language="python") == []


def test_the_kl_weight_of_a_preference_trainer_still_counts(detector):
    marked = "# «beta» scales the implicit reward of the policy against the reference model in DPO.\n"
    assert_mentions(detector, marked, "kl-divergence", language="python")

