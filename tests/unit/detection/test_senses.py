"""The sense model: document imports, file path, workspace dependencies and counter-evidence, with
a glossary written for each test (the built-in data's own rules: test_senses_builtin_rules.py)."""

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


def test_a_package_of_a_frameworks_family_imports_the_framework():
    """torchaudio, keras_cv and tensorflow_hub are written for their framework: the file is its file too."""
    assert "torch" in imported_modules("import torchaudio\n")
    assert {"keras", "keras_cv", "keras_cv.src"} <= imported_modules("from keras_cv.src.backend import ops\n")
    assert "tensorflow" in imported_modules("import tensorflow_hub as hub\n")
    # the framework's name inside a dotted module of another package, or another framework: not it
    assert "torch" not in imported_modules("import mylib.torchish\nimport jax\n")


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


# -- the capitalised tail of a hyphenated proper name ------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Fine-tune a LoRA adapter with PEFT.\n", [("LoRA", "lora"), ("adapter", "adapters"), ("PEFT", "peft")]),
    ("Die QLoRA-Adapter werden mit PEFT trainiert.\n", [("QLoRA", "qlora"), ("Adapter", "adapters"), ("PEFT", "peft")]),
    ("De LoRA-adapters worden samengevoegd.\n", [("LoRA", "lora"), ("adapters", "adapters")]),
    ("Die Bottleneck-Adapter werden mit LoRA verglichen.\n", [("Bottleneck-Adapter", "adapters"), ("LoRA", "lora")]),
    ("The Phi-3.5-MoE and Qwen1.5-MoE models.\n", [("MoE", "mixture-of-experts"), ("MoE", "mixture-of-experts")]),
], ids=["lora-adapter", "german-compound", "dutch-compound", "german-capitalised-head", "acronym-tail"])
def test_a_compound_with_a_form_or_a_word_for_head_keeps_its_concept(builtin, text, expected):
    assert found(builtin, text, "markdown") == expected


@pytest.mark.parametrize("text", [
    "Load the IP-Adapter weights next to the LoRA weights.\n",
    "The T2I-Adapter and the IP-Adapter-FaceID model guide diffusion, with PEFT and LoRA.\n",
    "Ein USB-Adapter für die GPU und LoRA.\n",
])
def test_the_capitalised_tail_of_a_name_with_a_head_in_capitals_is_the_name(builtin, text):
    assert "adapters" not in [concept for _, concept in found(builtin, text, "markdown")]


# -- an acronym with a qualifier after a hyphen, or beside another after a slash ---------------------------
@pytest.mark.parametrize("text, expected", [
    ("Layers here are TP-aware. With Ulysses, SP splits the sequence.\n",
     [("TP", "tensor-parallelism"), ("Ulysses", "deepspeed-ulysses"), ("SP", "sequence-parallelism")]),
    ("Layers here are TP-only. With Ulysses, SP splits the sequence.\n",
     [("TP", "tensor-parallelism"), ("Ulysses", "deepspeed-ulysses"), ("SP", "sequence-parallelism")]),
    ("The TP/EP aware loader places the experts.\n", [("TP", "tensor-parallelism"), ("EP", "expert-parallelism")]),
    ("The EP/TP loader places the experts.\n", [("EP", "expert-parallelism"), ("TP", "tensor-parallelism")]),
], ids=["aware", "only", "slash-after", "slash-before"])
def test_an_acronym_with_a_qualifier_or_a_slash_partner_takes_its_neighbours_support(builtin, text, expected):
    assert found(builtin, text, "markdown") == expected


@pytest.mark.parametrize("text", [
    "Layers here are TP-mlinter. With Ulysses, SP splits the sequence.\n",  # another name
    "Count TP/FP for the experts.\n",  # the partner is no concept of the same kind
    "The TP/EP records of the band.\n",  # neither is taken by its own words
])
def test_no_support_through_a_longer_name_or_an_unresolved_partner(builtin, text):
    assert "tensor-parallelism" not in [concept for _, concept in found(builtin, text, "markdown")]
