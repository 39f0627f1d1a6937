"""The sense model: document imports, file path, workspace dependencies and counter-evidence.

Mechanism tests use a glossary written for them; the data tests use the built-in glossary, so
they prove the rules the shipped data declares ("an import turns TP on", "a metrics import turns
it off", ...).
"""

from __future__ import annotations

import json

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import (
    NO_WORKSPACE,
    FileContext,
    WorkspaceEvidence,
    document_evidence,
    file_context,
    imported_modules,
    path_words,
    read_workspace,
)
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.model import Concept, Glossary, SenseCues
from support.cursor import split_cursor


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def found(detector, text, language="python", path=None, workspace=NO_WORKSPACE):
    analysis = DocumentAnalysis(text, language, detector, context=FileContext(path, workspace))
    return [(m.text, m.concept_id) for m in analysis.matches()]


# -- the document's imports ------------------------------------------------------------------------
def test_python_imports_with_their_parent_modules():
    text = (
        "import torch.distributed as dist, os\n"
        "from megatron.core import parallel_state, tensor_parallel as tp\n"
        "    >>> import deepspeed\n"
        "from . import local\n"
        "x = 'the word import in a string is no import line'\n"
    )
    modules = imported_modules(text)
    assert {"torch", "torch.distributed", "os", "megatron", "megatron.core",
            "megatron.core.parallel_state", "megatron.core.tensor_parallel", "deepspeed"} <= modules
    assert "local" not in modules and "the" not in modules and "dist" not in modules


def test_javascript_imports_and_requires():
    text = (
        "import * as tf from '@tensorflow/tfjs-node';\n"
        'const torch = require("onnxruntime-node/dist");\n'
        "import './side-effect.js';\n"
    )
    modules = imported_modules(text)
    assert {"@tensorflow/tfjs-node", "onnxruntime-node", "onnxruntime-node/dist", "./side-effect.js"} <= modules
    assert "@tensorflow" not in modules


def test_python_documents_are_not_searched_for_require():
    text = 'x = require("deepspeed")  # not Python\n'
    assert "deepspeed" in document_evidence(text, language="javascript").imports
    assert document_evidence(text, language="python").imports == frozenset()


def test_no_import_lines_no_modules():
    assert imported_modules("# Shard the TP plan across ranks.\n") == frozenset()


def test_path_words_are_folders_stem_and_their_parts():
    words = path_words("megatron/core/tensor_parallel/layers.py")
    assert {"megatron", "core", "tensor_parallel", "tensor", "parallel", "layers"} <= words
    assert "py" not in words
    assert path_words(None) == frozenset()


# -- the workspace -------------------------------------------------------------------------------
def test_read_workspace_from_pyproject_requirements_and_package_json(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "My_Trainer"\ndependencies = ["DeepSpeed>=0.14", "torch"]\n'
        '[project.optional-dependencies]\nmetrics = ["torchmetrics[all]; python_version>\'3.9\'"]\n',
        encoding="utf-8",
    )
    (tmp_path / "requirements-dev.txt").write_text(
        "# tools\n-r requirements.txt\nmegatron_core==0.9  # pinned\n--index-url https://x\n", encoding="utf-8"
    )
    (tmp_path / "package.json").write_text(
        json.dumps({"name": "web-ui", "devDependencies": {"@tensorflow/tfjs": "^4"}}), encoding="utf-8"
    )
    workspace = read_workspace(tmp_path)
    assert workspace.dependencies == {"deepspeed", "torch", "torchmetrics", "megatron-core", "@tensorflow/tfjs"}
    assert workspace.names == {"my-trainer", "web-ui"}


def test_broken_manifests_are_skipped_not_raised(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project\nname = ", encoding="utf-8")
    (tmp_path / "package.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "requirements.txt").write_bytes(b"\xff\xfe\x00bad")
    assert read_workspace(tmp_path) == WorkspaceEvidence()
    assert read_workspace(tmp_path / "missing") == WorkspaceEvidence()


def test_file_context_picks_the_innermost_workspace_folder(tmp_path):
    outer, inner = WorkspaceEvidence(frozenset({"torch"})), WorkspaceEvidence(frozenset({"deepspeed"}))
    workspaces = {str(tmp_path): outer, str(tmp_path / "sub"): inner}
    context = file_context(str(tmp_path / "sub" / "parallel" / "plan.py"), workspaces)
    assert context == FileContext("parallel/plan.py", inner)
    elsewhere = file_context("/far/away/home/user/project/distributed/a.py", workspaces)
    assert elsewhere.workspace is NO_WORKSPACE and elsewhere.path == "user/project/distributed/a.py"


# -- the mechanism, with a glossary written for it --------------------------------------------------
def _toy_detector(**cues) -> Detector:
    concept = Concept(
        "tensor-parallelism", "tensor parallelism", ("TP",), definitions={"en": "Splits layers."},
        ambiguous=frozenset({"TP"}),
        evidence=SenseCues(imports=("torch.distributed",), paths=("parallel",), dependencies=("deepspeed",),
                           concepts=("fsdp",)),
        against=SenseCues(imports=("torchmetrics",), words=("false positives",)),
        **cues,
    )
    fsdp = Concept("fsdp", "Fully Sharded Data Parallel", ("FSDP",), definitions={"en": "Shards."})
    return Detector.compile(Glossary({c.id: c for c in (concept, fsdp)}))


def test_each_kind_of_evidence_turns_an_ambiguous_form_on():
    detector = _toy_detector()
    comment = "# Build the TP plan.\n"
    assert found(detector, comment) == []
    assert found(detector, "import torch.distributed.fsdp\n" + comment) == [("TP", "tensor-parallelism")]
    assert found(detector, comment, path="src/parallel/plan.py") == [("TP", "tensor-parallelism")]
    deps = WorkspaceEvidence(frozenset({"deepspeed"}))
    assert found(detector, comment, workspace=deps) == [("TP", "tensor-parallelism")]
    far = comment + "x = 1\n" * 80 + "# Wrap with FSDP.\n"  # beyond the window
    assert found(detector, far) == [("TP", "tensor-parallelism"), ("FSDP", "fsdp")]


def test_counter_evidence_wins_over_evidence():
    detector = _toy_detector()
    comment = "# Build the TP plan.\n"
    both = "import torch.distributed\nimport torchmetrics\n" + comment
    assert found(detector, both) == []
    words = "import torch.distributed\n# Count TP and false positives per class.\n"
    assert found(detector, words) == []


def test_evidence_forms_limit_the_document_signs():
    concept = Concept(
        "pipeline-parallelism", "pipeline parallelism", ("PP", "pipeline"), definitions={"en": "Stages."},
        ambiguous=frozenset({"PP", "pipeline"}), evidence=SenseCues(imports=("torch.distributed",), forms=("PP",)),
    )
    detector = Detector.compile(Glossary({concept.id: concept}))
    text = "import torch.distributed\n# The PP rank feeds the data pipeline.\n"
    assert found(detector, text) == [("PP", "pipeline-parallelism")]


def _two_senses_detector() -> Detector:
    """A package named like the plural of an architecture, both ambiguous at the same span."""
    package = Concept(
        "hf-transformers", "Hugging Face Transformers", ("transformers",), definitions={"en": "A library."},
        ambiguous=frozenset({"transformers"}), case_sensitive=frozenset({"transformers"}),
        evidence=SenseCues(imports=("transformers",)),
    )
    architecture = Concept(
        "transformer", "Transformer", (), definitions={"en": "An architecture."},
        ambiguous=frozenset({"Transformer"}), context=("self-attention",), evidence=SenseCues(imports=("timm",)),
    )
    return Detector.compile(Glossary({c.id: c for c in (package, architecture)}))


def test_two_senses_at_one_span_the_evidence_picks():
    detector = _two_senses_detector()
    assert found(detector, "# Pin transformers below 5.\n") == []
    assert found(detector, "import transformers\n# Pin transformers below 5.\n") == [("transformers", "hf-transformers")]
    assert found(detector, "# The self-attention of transformers.\n") == [("transformers", "transformer")]
    # the package's own spelling is exact: "Transformers" is only the architecture's
    assert found(detector, "import transformers\n# Transformers with self-attention.\n") == [
        ("Transformers", "transformer")]


def test_evidence_near_a_sense_beats_evidence_of_the_document():
    detector = _two_senses_detector()
    text, offset = split_cursor("import transformers\n# Stacks of trans‸formers built of self-attention.\n")
    assert found(detector, text) == [("transformers", "transformer")]
    analysis = DocumentAnalysis(text, "python", detector)
    assert analysis.match_at(offset).concept_id == "transformer"  # hover agrees with scan


def test_two_senses_taken_as_strongly_are_both_named():
    detector = _two_senses_detector()
    both = "import transformers\nimport timm\n# Pin transformers below 5.\n"
    analysis = DocumentAnalysis(both, "python", detector)
    # both senses have only the document's word for them: the exact spelling first, the other named
    match = analysis.match_at(both.index("transformers below"))
    assert (match.concept_id, match.others) == ("hf-transformers", ("transformer",))
    near = "import transformers\n# Pin transformers below 5.\n"
    assert DocumentAnalysis(near, "python", detector).match_at(near.index("transformers below")).others == ()


def _capital_library_detector() -> Detector:
    """The package's lower-case name takes the project's imports; its capitalised name, which is
    also the architecture's plural, only the library's signs next to it (evidence.forms)."""
    package = Concept(
        "hf-transformers", "Hugging Face Transformers", ("transformers", "Transformers"),
        definitions={"en": "A library."}, ambiguous=frozenset({"transformers", "Transformers"}),
        case_sensitive=frozenset({"transformers", "Transformers"}), context=("from_pretrained",),
        evidence=SenseCues(imports=("transformers",), forms=("transformers",)),
    )
    architecture = Concept(
        "transformer", "Transformer", (), definitions={"en": "An architecture."},
        ambiguous=frozenset({"Transformer"}), context=("self-attention",), evidence=SenseCues(imports=("torch",)),
    )
    return Detector.compile(Glossary({c.id: c for c in (package, architecture)}))


def test_evidence_forms_name_one_spelling_where_the_concept_spells_it_in_two_cases():
    detector = _capital_library_detector()
    project = "import transformers\n"
    assert found(detector, project + "# Pin transformers below 5.\n") == [("transformers", "hf-transformers")]
    assert found(detector, project + "# Models ported from Transformers.\n") == []  # the imports name "transformers"
    assert found(detector, project + "# Transformers models load with from_pretrained.\n") == [
        ("Transformers", "hf-transformers")]


def test_a_sense_of_its_own_in_the_document_beats_one_spread_from_elsewhere():
    detector = _capital_library_detector()
    text = ("import torch\n# Transformers models load with from_pretrained.\n" + FAR
            + "# Efficient Transformers: a survey (2022).\n")
    # the second "Transformers" has no evidence near it: the library's sense of discourse spreads
    # to it, but the architecture has the document's own word (torch) there, which wins
    assert found(detector, text) == [("Transformers", "hf-transformers"), ("Transformers", "transformer")]
    alone = "# Transformers models load with from_pretrained.\n" + FAR + "# Efficient Transformers: a survey.\n"
    assert found(detector, alone) == [("Transformers", "hf-transformers"), ("Transformers", "hf-transformers")]


def test_a_capital_transformers_is_the_library_only_with_its_signs_near(builtin):
    project = "import transformers\n"
    assert found(builtin, project + "# `model_type` is a class attribute in Transformers; like PretrainedConfig.\n") == [
        ("Transformers", "hugging-face-transformers")]
    title = project + "# See: Extreme Compression for Pre-trained Transformers Made Simple (2022).\n"
    assert ("Transformers", "hugging-face-transformers") not in found(builtin, title)


def _adapter_detector() -> Detector:
    adapters = Concept(
        "adapters", "adapter modules", ("adapter",), definitions={"en": "Small trainable layers."},
        ambiguous=frozenset({"adapter"}), context=("lora",), against=SenseCues(words=("design pattern",)),
    )
    return Detector.compile(Glossary({adapters.id: adapters}))


FAR = "x = 1\n" * 80  # farther than the evidence window


def test_one_sense_per_discourse():
    detector = _adapter_detector()
    seeded = "# Train the adapter next to the LoRA weights.\n" + FAR + "# Save the adapter.\n"
    assert found(detector, seeded) == [("adapter", "adapters"), ("adapter", "adapters")]
    assert found(detector, "# Save the adapter.\n") == []


def test_no_sense_of_discourse_where_the_document_has_the_other_sense():
    detector = _adapter_detector()
    countered = "# Train the adapter next to the LoRA weights.\n" + FAR + "# The adapter design pattern.\n"
    assert found(detector, countered) == [("adapter", "adapters")]  # near its own counter-word
    elsewhere = ("# Train the adapter next to the LoRA weights.\n" + FAR + "# Save the adapter.\n" + FAR
                 + "# (unlike the design pattern)\n")
    assert found(detector, elsewhere) == [("adapter", "adapters")]  # only the one with evidence near it


def test_the_sense_of_discourse_follows_edits():
    detector = _adapter_detector()
    text = "# Train the adapter next to the LoRA weights.\n" + FAR + "# Save the adapter.\n"
    analysis = DocumentAnalysis(text, "python", detector)
    assert len(analysis.matches()) == 2
    start = text.index("LoRA")
    analysis.update([(start, start + 4, "base")])
    assert analysis.matches() == []


def test_document_evidence_is_computed_once_per_version(monkeypatch):
    detector = _toy_detector()
    analysis = DocumentAnalysis("# The TP plan.\n", "python", detector)
    first = analysis.document_evidence()
    assert analysis.document_evidence() is first
    analysis.replace("import torch.distributed\n# The TP plan.\n")
    assert analysis.document_evidence() is not first
    assert [m.concept_id for m in analysis.matches()] == ["tensor-parallelism"]


def test_a_new_context_resolves_the_same_text_again():
    detector = _toy_detector()
    analysis = DocumentAnalysis("# The TP plan.\n", "python", detector)
    assert analysis.matches() == []
    analysis.set_context(FileContext("parallel/plan.py"))
    assert [m.concept_id for m in analysis.matches()] == ["tensor-parallelism"]


def test_document_evidence_is_a_pure_function_of_text_and_context():
    evidence = document_evidence("import deepspeed\n", FileContext("a/parallel/b.py", WorkspaceEvidence(names=frozenset({"x"}))))
    assert "deepspeed" in evidence.imports and "parallel" in evidence.path_words and evidence.packages == {"x"}


# -- the built-in data's rules ----------------------------------------------------------------------
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
