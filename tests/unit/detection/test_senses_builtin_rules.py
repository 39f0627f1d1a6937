"""The sense rules the built-in data declares, through the engine: "an import turns TP on", "a
metrics import turns it off", ... (the sense model's mechanism: test_senses.py)."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import NO_WORKSPACE, FileContext, WorkspaceEvidence
from ai_glossary.core.glossary.builtin import load_builtin
from support.cursor import split_cursor


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def found(detector, text, language="python", path=None, workspace=NO_WORKSPACE):
    analysis = DocumentAnalysis(text, language, detector, context=FileContext(path, workspace))
    return [(m.text, m.concept_id) for m in analysis.matches()]


DIST = "import torch.distributed as dist\n"


@pytest.mark.parametrize("comment, concept", [
    ("# Apply the TP plan to each block.\n", "tensor-parallelism"),
    # (with the word that says what of it is meant, "the DP group", "the last PP rank", a phrase is
    # enough: tests/unit/glossary_data/test_engine_prose.py)
    ("# Reduce over DP before the optimizer step.\n", "data-parallelism"),
    ("# With PP only the last stage computes the loss.\n", "pipeline-parallelism"),
    ("# Build the EP x TP mesh.\n", "expert-parallelism"),
    ("# Inside the SP region activations are split.\n", "sequence-parallelism"),
])
def test_distributed_abbreviations_need_the_document_not_a_context_word(builtin, comment, concept):
    assert concept not in [c for _, c in found(builtin, comment)]
    assert concept in [c for _, c in found(builtin, DIST + comment)]
    assert concept in [c for _, c in found(builtin, comment, path="src/distributed/plan.py")]
    assert concept in [c for _, c in found(builtin, "from megatron.core import mpu\n" + comment)]


def test_a_dependency_turns_tp_on(builtin):
    declared = WorkspaceEvidence(frozenset({"deepspeed"}))
    assert found(builtin, "# Apply the TP plan.\n", workspace=declared) == [("TP", "tensor-parallelism")]


@pytest.mark.parametrize("text", [
    DIST + "from sklearn.metrics import confusion_matrix\n# Sum TP over the batch.\n",
    DIST + "import torchmetrics\n# Sum TP over the batch.\n",
    DIST + "# We sync the TP and FP counts across ranks.\n",
])
def test_metrics_turn_tp_off(builtin, text):
    assert "tensor-parallelism" not in [c for _, c in found(builtin, text)]


def test_metrics_folder_turns_tp_off(builtin):
    assert found(builtin, "# Sum TP over the batch.\n", path="src/distributed/metrics/stats.py") == []


@pytest.mark.parametrize("text, concept", [
    ("import sentencepiece as spm\n# Load the SP model.\n", "sequence-parallelism"),
    ("import tensorly\n# Compute the CP decomposition of the weights.\n", "context-parallelism"),
    ("from scipy.spatial import cKDTree\n# Build a KD-tree over the points.\n", "knowledge-distillation"),
    ("import opacus\n# Train with DP-SGD; noise is added per sample.\n", "data-parallelism"),
    ("# Offload tokenization to worker threads so the GPU stays busy.\n", "offloading"),
    ("# The InfoNCE loss divides the logits by a learnable temperature.\n", "temperature-sampling"),
    ("import deepspeed\n# Build the data pipeline before DeepSpeed initializes the engine.\n", "pipeline-parallelism"),
    ("from accelerate import Accelerator\n# Accelerate training by fusing the optimizer step.\n",
     "hugging-face-accelerate"),
    ("# Sharded checkpointing: each rank saves its part of the state after the backward pass.\n",
     "activation-checkpointing"),
    ("# An LR model (logistic regression) is the baseline.\n", "learning-rate"),
    ("from sklearn.manifold import Isomap\n# The null space of this matrix is the desired embedding vector.\n",
     "embedding"),
])
def test_the_same_letters_in_another_sense_stay_quiet(builtin, text, concept):
    path = "src/distributed/job.py"
    assert concept not in [c for _, c in found(builtin, DIST + text, path=path)]


@pytest.mark.parametrize("comment", [
    # ("all ranks", "rank 0": a rank counted among others is a process wherever it stands,
    # tests/unit/detection/test_word_before_cues.py)
    "# Gather the lengths from the ranks.\n",
    "# The rank writes the log.\n",
])
def test_a_process_rank_needs_a_distributed_document(builtin, comment):
    assert "rank-and-world-size" not in [c for _, c in found(builtin, comment)]
    assert "rank-and-world-size" in [c for _, c in found(builtin, DIST + comment)]
    assert "rank-and-world-size" in [c for _, c in found(builtin, "import horovod.torch as hvd\n" + comment)]
    assert "rank-and-world-size" in [c for _, c in found(builtin, comment, path="src/distributed/sync.py")]
    assert "rank-and-world-size" in [c for _, c in found(builtin, "# Wrap the model in FSDP.\n" + comment)]


def test_an_identifier_form_in_code_is_the_document_using_the_concept(builtin):
    comment = "# The rank writes the log.\n"
    assert found(builtin, comment) == []
    for code in ("world_size = int(os.environ['WORLD_SIZE'])\n", "self.local_rank = local_rank\n"):
        assert ("rank", "rank-and-world-size") in found(builtin, code + comment)
    # a longer name that holds one is not it
    assert found(builtin, "max_world_size_hint = 4\n" + comment) == []


@pytest.mark.parametrize("comment", [
    "# Round the LoRA rank up to what the engine accepts.\n",
    "# A low-rank update: the rank of the product is at most r.\n",
    "# Spearman rank correlation of the two scores.\n",
    "# Broadcast the bias to a rank-3 tensor before adding it.\n",
    "# Compute the CP decomposition of the weight tensor with rank 16.\n",
    "# The tensor rank of the core is bounded by the Tucker ranks.\n",
    "# Contract the two higher-rank tensors along the last axis.\n",
])
def test_a_matrix_or_ranking_rank_stays_quiet_in_a_distributed_file(builtin, comment):
    assert "rank-and-world-size" not in [c for _, c in found(builtin, DIST + comment)]


@pytest.mark.parametrize("comment", [
    # the tensor-rank counter-words are phrases ("rank-3 tensor", "tensor rank"): a process rank that
    # handles a tensor is still the process rank
    "# Each rank sends its shard of the tensor to rank 0, which decomposes it.\n",
    # in Megatron a "CP rank" is a context-parallel process rank, so "CP rank" is no counter-word
    "# For the last CP rank, the removed elements of the second part go into the first part.\n",
])
def test_a_process_rank_next_to_tensor_words_is_still_found(builtin, comment):
    assert "rank-and-world-size" in [c for _, c in found(builtin, DIST + comment)]


def test_lower_case_transformers_is_the_package_where_the_project_uses_it(builtin):
    comment = "# Remove this branch once transformers is no longer supported.\n"
    assert found(builtin, comment) == []
    # a version requirement makes it the package in any project (package_names.followed_by_version)
    assert found(builtin, "# Remove this branch once transformers < 5.1 is no longer supported.\n") == [
        ("transformers", "hugging-face-transformers")]
    assert found(builtin, "from transformers import AutoModel\n" + comment) == [
        ("transformers", "hugging-face-transformers")]
    uses = WorkspaceEvidence(frozenset({"transformers"}))
    assert found(builtin, comment, workspace=uses) == [("transformers", "hugging-face-transformers")]
    architecture = "# Unlike RNNs, transformers use self-attention over the whole sequence.\n"
    assert ("transformers", "transformer") in found(builtin, "import transformers\n" + architecture)


def test_zero_stages_as_people_capitalise_them(builtin):
    assert found(builtin, "# If Zero-1 is used, each rank saves its part.\n")[0] == ("Zero-1", "zero")
    assert found(builtin, "# Set it to zero 3 times.\n") == []


@pytest.mark.parametrize("text, path, concept", [
    ("# Wait until all primary shards of the index are active.\n", "elasticsearch/client/fleet.py", "sharding"),
    ("import os\n# Init process group permissions (setpgid) for the worker.\n", "celery/platforms.py", "process-group"),
    ("# Short-circuit send/recv when the socket is closed.\n", "kafka/conn.py", "point-to-point-communication"),
    ("# The number of CP nodes (content providers) next to the T, PP and DP nodes.\n", "graphs/internet.py",
     "context-parallelism"),
])
def test_other_fields_words_stay_quiet(builtin, text, path, concept):
    assert concept not in [c for _, c in found(builtin, text, path=path)]


def test_a_process_group_in_distributed_code(builtin):
    assert ("process group", "process-group") in found(builtin, DIST + "# Create a process group for the TP ranks.\n")


@pytest.mark.parametrize("text, concept", [
    ("import trl\n# Requires trl for the new collator.\n", "trl"),
    ("import ray\n# Start Ray before the tuner.\n", "ray"),
    ("import torch_xla.core.xla_model as xm\n# Compile with xla first.\n", "xla"),
])
def test_importing_a_library_is_evidence_for_its_ambiguous_names(builtin, text, concept):
    assert concept in [c for _, c in found(builtin, text)]
    assert concept not in [c for _, c in found(builtin, text.split("\n", 1)[1])]


def test_a_framework_named_nearby_gives_the_ml_sense(builtin):
    # the other sense of these is outside ML (signal quantization, a database batch size, a dropout)
    assert found(builtin, "# Quanto is a pytorch quantization backend.\n") == [("pytorch", "pytorch"),
                                                                             ("quantization", "quantization")]
    assert found(builtin, "# The quantization of the audio signal adds noise.\n") == []
    assert found(builtin, "# Keras: a larger batch size needs more memory.\n") == [("batch size", "batch-size")]
    assert found(builtin, "# Insert the rows with this batch size.\n") == []


def test_a_training_concept_in_the_document_gives_the_ml_sense(builtin):
    text = "Ways to avoid it:\n\n* Dropout\n\n" + "Some filler text. " * 30 + "\n\nWe use stochastic gradient descent.\n"
    assert ("Dropout", "dropout") in found(builtin, text, language="markdown")
    assert found(builtin, "Ways to avoid it:\n\n* Dropout\n", language="markdown") == []


def test_likelihood_ratios_are_no_learning_rate(builtin):
    text = "import torch\n# LR+ is the positive likelihood ratio of the test.\n"
    assert ("LR", "learning-rate") not in found(builtin, text)
    assert ("LR", "learning-rate") not in found(builtin, "import torch\n# Returns LR+ and LR-.\n",
                                                path="sklearn/metrics/_classification.py")
    assert ("LR", "learning-rate") in found(builtin, "import torch\n# Halve the LR after each epoch.\n")


def test_lower_case_adam_is_the_optimizer_where_the_ml_is(builtin):
    comment = "# This kernel is adapted from fused adam in apex.\n"
    assert found(builtin, "import torch\n" + comment) == [("adam", "adam")]
    assert found(builtin, comment) == []
    # in capitals the name is as ambiguous as "Adam": the ML around decides (docs/detection.md, "Word formation")
    assert found(builtin, "# ADAM wrote this\n") == []
    assert found(builtin, "import torch\n# ADAM with lr 1e-3\n") == [("ADAM", "adam"), ("lr", "learning-rate")]


def test_lower_case_zero_stages_need_deepspeed_around(builtin):
    comment = "# zero stage must be set before the model is created; zero 3 also needs it\n"
    assert found(builtin, "import deepspeed\n" + comment) == [("zero stage", "zero"), ("zero 3", "zero")]
    assert found(builtin, comment) == []
    assert found(builtin, "import deepspeed\n# the zero padding\n") == []


def test_lower_case_accelerate_is_the_package_not_the_verb(builtin):
    uses = "from accelerate.hooks import ModelHook\n"
    assert found(builtin, uses + "# The weights stay on meta until accelerate streams them in.\n") == [
        ("accelerate", "hugging-face-accelerate")]
    assert found(builtin, uses + "# We accelerate the loop with a cache.\n") == []


def test_in_french_prose_les_transformers_are_the_architecture(builtin):
    text = ("from transformers import pipeline\n"
            "# En approfondissant l'étude des transformers dans ce cours, vous verrez des architectures.\n")
    assert ("transformers", "hugging-face-transformers") not in found(builtin, text)


@pytest.mark.parametrize("tagged", ["<i>transformers</i>", "<em>transformers</em>", '<span lang="en">transformers</span>'])
def test_les_transformers_read_through_inline_html_tags(builtin, tagged):
    project = WorkspaceEvidence(dependencies=frozenset({"transformers"}))
    text = f"En approfondissant l'étude des {tagged} dans ce cours, vous verrez des architectures.\n"
    assert ("transformers", "hugging-face-transformers") not in found(builtin, text, "markdown", "cours.md", project)
    # the tag alone is no counter-evidence: the package where the project depends on it
    plain = f"Installez {tagged} avec pip, puis chargez le modèle.\n"
    assert ("transformers", "hugging-face-transformers") in found(builtin, plain, "markdown", "cours.md", project)


def test_the_accelerate_library_in_its_own_folder(builtin):
    comment = "# Accelerate wraps the dataloader for each process.\n"
    assert "hugging-face-accelerate" not in [c for _, c in found(builtin, comment)]
    assert ("Accelerate", "hugging-face-accelerate") in found(builtin, comment, path="src/accelerate/data_loader.py")


def test_a_projects_own_name_is_evidence(builtin):
    docstring = '"""Submit the application to YARN and wait for it."""\n'
    assert found(builtin, docstring) == []
    own = WorkspaceEvidence(names=frozenset({"yarn-api-client"}))
    assert found(builtin, docstring, workspace=own) == [("YARN", "hadoop-yarn")]
    assert found(builtin, docstring, path="skein/yarn/client.py") == [("YARN", "hadoop-yarn")]
    assert found(builtin, '"""Run yarn install, then YARN builds it."""\n', path="yarn/client.py") == []


def test_hover_and_scan_agree(builtin):
    text, offset = split_cursor(DIST + "# Apply the T‸P plan.\n")
    analysis = DocumentAnalysis(text, "python", builtin)
    match = analysis.match_at(offset)
    assert match is not None and match.concept_id == "tensor-parallelism"
    assert [m.concept_id for m in analysis.matches()] == ["tensor-parallelism"]


def test_a_collective_broadcast_next_to_ranks_in_a_file_that_also_imports_numpy(builtin):
    # the document holds both numpy (counter-evidence) and torch.distributed: the words nearby decide
    both = "import numpy as np\n" + DIST + "\n"
    text = both + "# broadcast the new weights from rank 0 to the generation workers\nx = 1\n"
    assert ("broadcast", "broadcast") in found(builtin, text)
    # numpy's broadcasting, with nothing of a collective nearby but the import lines
    assert "broadcast" not in [c for _, c in found(builtin, both + "# broadcast the scale over the rows\ny = 1\n")]
    # with numpy alone, the ranks decide nothing
    alone = "import numpy as np\n# broadcast the weights from rank 0\ny = 1\n"
    assert "broadcast" not in [c for _, c in found(builtin, alone)]


# -- two senses at one span: the concept's own name in code next to the form --------------------------------
HF_LINK = "https://github.com/huggingface/transformers/pull/4659"


@pytest.mark.parametrize("code", [
    "find_unused = not (self.model.is_activation_checkpointing or self.args.activation_checkpointing)\n",
    "if self.args.gradient_checkpointing:\n    find_unused = False\n",
], ids=["activation", "gradient"])
def test_checkpointing_next_to_the_recomputations_name_in_code(builtin, code):
    text = f"x = 1\n# find_unused_parameters breaks checkpointing as per\n# {HF_LINK}\n{code}"
    assert ("checkpointing", "activation-checkpointing") in found(builtin, text)


@pytest.mark.parametrize("code", [
    "self.save_model(output_dir)\n",
    "ckpt_dir = os.path.join(output_dir, 'checkpoints')\n",
], ids=["save", "folder"])
def test_checkpointing_to_disk_stays_the_saved_checkpoint(builtin, code):
    for comment in ("# checkpointing every 500 steps to disk\n", "# resume from checkpointing after a failure\n"):
        senses = [c for w, c in found(builtin, "x = 1\n" + comment + code) if w == "checkpointing"]
        assert "activation-checkpointing" not in senses
    text = "x = 1\n# checkpointing every 500 steps to disk, see the model_checkpoint name\nname = model_checkpoint\n"
    assert ("checkpointing", "model-checkpoint") in found(builtin, text)


@pytest.mark.parametrize("text, expected", [
    # LoRA's target_modules in words, beside LoRA; a bundler's target modules are another thing
    ("Selecting Target Modules and Rank for LoRA.\n", [("Target Modules", "lora-hyperparameters"), ("LoRA", "lora")]),
    ("# optionally indicate target modules for the LoRA adapter\n",
     [("target modules", "lora-hyperparameters"), ("LoRA", "lora"), ("adapter", "adapters")]),
    ("Set the compiler's target modules to ES2020 before bundling.\n", []),
], ids=["beside-lora", "in-a-comment", "a-bundlers"])
def test_target_modules_are_loras_beside_lora_only(builtin, text, expected):
    assert found(builtin, text, "markdown") == expected
