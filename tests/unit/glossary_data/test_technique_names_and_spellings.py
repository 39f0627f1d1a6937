"""Names a library's docstrings and a translation give techniques, and the spellings they write them in:
a checkpoint saved to resume from ("Checkpoint and restart"), "cosine" among schedulers, "torchelastic",
"the interleaved schedule" of a pipeline, "P2P" beside a collective's words, ZeRO in ordinary case ("Zero optimization"), Megatron's "pipeline
model parallelization", a pre-norm written "pre layer norm", gradients quantized for communication,
NVIDIA's quantization toolkit as evidence, "mini-batch GD"; the French verb of a parallelism with its object ("paralléliser les données"), a
Dutch plural whose long vowel is written single ("transformerarchitecturen"), Dutch and Bengali
renderings, the Bengali ে / ্যা of a loanword's first syllable ("গ্র্যাডিয়েন্ট"), and a wiki page's path
("Translations:PyTorch/357/fr"), which is no mention. Expected mentions are «marked»."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.prose_language import localized_spellings
from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, in_a_function


@pytest.mark.parametrize("marked, concept", [
    (in_a_function("# Sync gradients, «p2p» has to wait for allreduce to finish."), "point-to-point-communication"),
    (in_a_function('"""«P2P communicator» that sends tensors between pipeline stages."""'),
     "point-to-point-communication"),
    (in_a_function("# Determine the memory ratio for «Zero optimization»"), "zero"),
    (in_a_function('"""Execute «pipeline model parallelization»"""'), "pipeline-parallelism"),
    (in_a_function("pre_layer_norm = True  # «pre layer norm» or post"), "residual-connection"),
    (in_a_function('"""«Quantize gradients» to int8 before they are exchanged between machines."""'),
     "gradient-compression"),
    (in_a_function('"""Wat is het verschil tussen batch, stochastic en «mini-batch GD»?"""'), "sgd"),
], ids=["p2p-beside-allreduce", "p2p-communicator", "zero-optimization",
        "pipeline-model-parallelization", "pre-layer-norm", "quantize-gradients", "mini-batch-gd"])
def test_a_techniques_name_in_a_librarys_words(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("marked, concept", [
    (in_a_function("# «Checkpoint» and restart."), "model-checkpoint"),
    (in_a_function("# Now simulate «checkpoint» restore from a fresh iterator"), "model-checkpoint"),
    (in_a_function('"""Path to the directory used for saving and loading «checkpoints»."""'), "model-checkpoint"),
    (in_a_function('"""The schedulers: «cosine» with warmup, step decay, reduce on plateau."""'),
     "cosine-learning-rate-schedule"),
    (in_a_function('"""The elastic agent is the control plane of «torchelastic»."""'), "elastic-training"),
    (in_a_function("# the last microbatch of each pipeline stage (in the «interleaved schedule»)."),
     "interleaved-pipeline-schedule"),
], ids=["checkpoint-and-restart", "checkpoint-restore", "saving-and-loading", "cosine-among-schedulers",
        "torchelastic", "interleaved-schedule"])
def test_a_training_jobs_words(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    ("# Force a checkpoint of the postgres database, then restart the server.\n", "model-checkpoint"),
    ("# the cosine similarity of two embeddings; restart the scheduler if it drifts\n",
     "cosine-learning-rate-schedule"),
    ("# the interleaved schedule of the conference talks\n", "interleaved-pipeline-schedule"),
    ("# een weermodel voorspelt de temperatuur van morgen; de sampling van de metingen\n", "temperature-sampling"),
], ids=["database-checkpoint", "cosine-similarity", "talks-schedule", "weather-model"])
def test_the_same_words_in_another_trade(detector, text, concept):
    assert concept_mentions(detector, text, concept, language="python") == []


@pytest.mark.parametrize("marked, concept", [
    (in_a_function("# the P2P download from other peers of the swarm"), "point-to-point-communication"),
    (in_a_function("# a zero optimization problem has no feasible point"), "zero"),
    (in_a_function("# Quantize the image to 16 colours"), "gradient-compression"),
    (in_a_function("pre_layer_norm = True  # «pre layer norm» or post"), "layer-normalization"),
], ids=["p2p-file-sharing", "zero-in-lower-case", "quantize-an-image", "no-layer-norm-inside"])
def test_another_sense_or_a_longer_name_is_no_mention(detector, marked, concept):
    text = marked.replace("«", "").replace("»", "")
    assert concept_mentions(detector, text, concept, language="python") == []


def test_nvidias_quantization_toolkit_is_evidence_of_quantization(detector):
    text = 'class QuantConv:\n    """Quantization descriptor of input."""\n'
    assert concept_mentions(detector, text, "quantization", language="python") == []
    assert concept_mentions(detector, "from pytorch_quantization import tensor_quant\n" + text, "quantization",
                            language="python") == ["Quantization"]
    assert concept_mentions(detector, text, "quantization", language="python",
                            path="lib/pytorch_quantization/nn/quant_conv.py") == ["Quantization"]


@pytest.mark.parametrize("marked, concept", [
    ("«Paralléliser les données» avec plusieurs GPU\n", "data-parallelism"),
    ("«Paralléliser un modèle» avec plusieurs GPU\n", "model-parallelism"),
    ("Comment «accumuler les gradients» sur quatre pas\n", "gradient-accumulation"),
], ids=["data", "model", "accumulate"])
def test_the_french_verb_of_an_action_with_its_object(detector, marked, concept):
    assert_mentions(detector, marked, concept)


def test_the_french_verb_of_a_parallelism_alone_is_no_parallelism(detector):
    text = "On peut paralléliser la boucle, ou paralléliser le calcul des données.\n"
    for concept in ("data-parallelism", "model-parallelism"):
        assert concept_mentions(detector, text, concept) == []


@pytest.mark.parametrize("marked, concept", [
    ("LLM's zijn gebaseerd op «transformerarchitecturen» en getraind op tekst.\n", "transformer"),
    ("Door «instructietraining» volgen ze opdrachten.\n", "instruction-tuning"),
    ("Cet article analyse la «parallélisation tridimensionnelle» des grands modèles.\n", "3d-parallelism"),
    ("- «Caching de prompts» systèmes\n", "prefix-caching"),
    ("«Multi-head latente aandacht» («MLA») richt zich op cruciale zinselementen.\n", "multi-head-latent-attention"),
    ("- **bfloat16**: «মিশ্র নির্ভুলতা» ট্রেনিং\n", "mixed-precision-training"),
    ("Kubeflow ব্যবহার করে «বিতরণ করা প্রশিক্ষণ» আর্কিটেকচার তৈরি করুন\n", "distributed-deep-learning"),
    ("### «গ্র্যাডিয়েন্ট চেকপয়েন্টিং»\n", "activation-checkpointing"),
    ("- «গ্র্যাডিয়েন্ট ক্লিপিং» সক্ষম করুন\n", "gradient-clipping"),
    ("এই মডেলে «মাল্টি-হেড লেটেন্ট অ্যাটেনশন» ব্যবহার করা হয়েছে\n", "multi-head-latent-attention"),
], ids=["dutch-plural", "instructietraining", "parallelisation-3d", "caching-de-prompts", "latente-aandacht",
        "mishra-nirbhulota", "bitoron-kora", "gradient-with-ya-phala", "clipping-with-ya-phala", "latent-with-e"])
def test_dutch_and_bengali_renderings_and_spellings(detector, marked, concept):
    assert_mentions(detector, marked, concept)


def test_a_dutch_plural_writes_a_long_vowel_single():
    assert "transformerarchitecturen" in localized_spellings("transformerarchitectuur", "nl")
    # no long vowel before the last consonant: no such plural
    assert localized_spellings("batchgrootte", "nl", "batch size") == ["batch grootte"]


@pytest.mark.parametrize("text, concept", [
    ("সেপ্টেম্বর ১, সিএমজি বাংলা ডেস্ক: চায়না মোবাইল\n", "dask"),  # a news desk, not Dask (short name)
    ("নির্ভুলতা বাড়াতে মডেলটি আবার প্রশিক্ষণ দিন\n", "mixed-precision-training"),  # accuracy alone
], ids=["desk", "accuracy"])
def test_a_short_bengali_word_keeps_its_vowel_and_accuracy_is_no_precision(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


@pytest.mark.parametrize("text", ["Translations:PyTorch/357/fr\n", "Voir docs/PyTorch/12/install pour la suite.\n"])
def test_a_pages_path_with_a_number_is_no_mention(detector, text):
    assert concept_mentions(detector, text, "pytorch") == []


def test_names_given_as_alternatives_stay_mentions(detector):
    assert concept_mentions(detector, "Install PyTorch/CUDA first.\n", "pytorch") == ["PyTorch"]
