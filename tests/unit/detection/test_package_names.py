"""A lower-case package name written as the name of a thing (core/detection/package_names.py) and
the sense it gives where the document or the project holds the package (sense_cues)."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import NO_WORKSPACE, FileContext, WorkspaceEvidence
from ai_glossary.core.detection.package_names import (followed_by_version, in_a_path, listed_among,
                                                       listed_among_products, pinned_packages,
                                                       possessive_of_a_detail, possessive_of_an_identifier,
                                                       imported_here, written_as_name)
from ai_glossary.core.glossary.model import Concept, Glossary, SenseCues


def _name_in(text: str, name: str) -> bool:
    start = text.index(name)
    return written_as_name(text, start, start + len(name))


@pytest.mark.parametrize(("text", "name"), [
    ("until accelerate streams them in", "accelerate"),
    ("accelerate resolved that when it dispatched", "accelerate"),
    ("so accelerate will place the weights", "accelerate"),
    ("see accelerate's hooks", "accelerate's"),
    ("the installed transformers supports it", "transformers"),
    ("the underlying transformers model", "transformers"),
    ("# Set up transformers generation config", "transformers"),
    ("# Fall back to the standard transformers method for regular embeddings", "transformers"),
    ("between the original transformers implementation and ours", "transformers"),
    ("a doc of transformers' tokenizers", "transformers"),
    ("# the weights that accelerate\n    # dispatched", "accelerate"),  # across a comment's line break
])
def test_a_name_by_what_follows_it(text, name):
    assert _name_in(text, name)


@pytest.mark.parametrize(("text", "name"), [
    ("to accelerate training", "accelerate"),
    ("we accelerate streams of data", "accelerate"),  # a verb with its subject and object
    ("can accelerate convergence", "accelerate"),
    ("transformers are stacked layers", "transformers"),  # the common noun's plural
    ("power transformers in the substation", "transformers"),
    ("the module that contains the transformers blocks by checking", "transformers"),  # a plural noun after it
    ("transformers implement attention in every layer", "transformers"),  # a verb, not the noun
    ("accelerate streams of data", "accelerate"),
    ("accelerate", "accelerate"),
])
def test_a_verb_or_a_plural_noun_is_no_name(text, name):
    assert not _name_in(text, name)


@pytest.fixture(scope="module")
def detector():
    library = Concept("hf-accelerate", "Hugging Face Accelerate", ("accelerate",),
                      ambiguous=frozenset({"accelerate"}),
                      evidence=SenseCues(imports=("accelerate",), dependencies=("accelerate",)),
                      against=SenseCues(words=("to accelerate",)))
    transformers = Concept("hf-transformers", "Hugging Face Transformers", ("transformers",),
                           ambiguous=frozenset({"transformers"}), case_sensitive=frozenset({"transformers"}),
                           evidence=SenseCues(imports=("transformers",), dependencies=("transformers",)))
    architecture = Concept("transformer", "Transformer", (), ambiguous=frozenset({"Transformer"}),
                           context=("model", "tokenizer"))
    concepts = [library, transformers, architecture]
    return Detector.compile(Glossary({c.id: c for c in concepts}))


def found(detector, text, workspace=NO_WORKSPACE):
    analysis = DocumentAnalysis(text, "python", detector, context=FileContext("pkg/mod.py", workspace))
    return [(m.text, m.concept_id) for m in analysis.matches()]


def test_the_library_where_the_project_depends_on_it(detector):
    text = "# accelerate resolved that when it dispatched\n# the underlying transformers model\n"
    declared = WorkspaceEvidence(dependencies=frozenset({"accelerate", "transformers"}))
    assert found(detector, text, declared) == [("accelerate", "hf-accelerate"), ("transformers", "hf-transformers")]


def test_the_library_where_the_file_imports_it(detector):
    text = "import transformers\n# the underlying transformers model\n"
    assert found(detector, text) == [("transformers", "hf-transformers")]


def test_without_the_package_in_the_file_or_the_project_the_name_is_no_library(detector):
    text = "# accelerate resolved that when it dispatched\n# the underlying transformers model\n"
    assert found(detector, text) == [("transformers", "transformer")]  # the architecture's plural


def test_the_imported_module_s_name_in_backticks_is_the_library_beside_the_architecture_s_words(detector):
    # the architecture's context word ("tokenizer") next to it names no architecture in a file that
    # imports the package: a code span holds the module's name
    text = "import transformers\n\n# the `transformers` tokenizer\n"
    assert found(detector, text) == [("transformers", "hf-transformers")]
    # without the import or the backticks, the context word makes it the architecture's plural
    assert found(detector, "# the `transformers` tokenizer\n") == [("transformers", "transformer")]
    assert found(detector, "import transformers\n\n# transformers and their tokenizer\n") == [
        ("transformers", "transformer")]


def test_the_verb_stays_a_verb_in_a_project_that_uses_the_library(detector):
    declared = WorkspaceEvidence(dependencies=frozenset({"accelerate"}))
    assert found(detector, "# we want to accelerate training here\n", declared) == []


@pytest.mark.parametrize(("text", "versioned"), [
    ("transformers>=4.45", True), ("transformers == 4.44.2", True), ("transformers (<5)", True),
    ("transformers 4.46.0 changed it", True), ("Transformers v4.40", True), ("transformers v5,", True),
    ("Transformers releases", True), ("transformers version", True),
    ("transformers 2 layers deep", False), ("transformers relevant", False), ("transformers 12-layer stacks", False), ("transformers are", False),
    # the operator at a line's end, the version on the next line (a comment, a list item)
    ("transformers >=\n# 4.40 is needed", True), ("transformers >=\n  4.40", True),
    ("transformers >=\n# is needed", False), ("transformers\n# 4.40 is needed", False),
])
def test_a_version_after_the_name(text, versioned):
    assert followed_by_version(text, len("transformers")) is versioned


def test_a_versioned_name_is_the_library_in_a_file_without_its_package(detector):
    # no import, no dependency: the version alone makes the package, in either case
    assert found(detector, "# fixed in transformers 4.46.0, see its release notes\n") == [
        ("transformers", "hf-transformers")]
    assert found(detector, "# pin accelerate>=1.2 until then\n") == [("accelerate", "hf-accelerate")]
    # a count after the plural is no version
    assert found(detector, "# the model stacks transformers 2 layers deep\n") == [("transformers", "transformer")]


@pytest.mark.parametrize(("text", "owns"), [
    ("transformers' ALL_ATTENTION_FUNCTIONS to support it", True),
    ("accelerate's DataLoaderShard wraps it", True),
    ("peft's `get_peft_model` returns it", True),
    ("transformers's prepare_inputs() call", True),
    # what an architecture or a verb has: traits, words
    ("transformers' attention layers", False),
    ("Transformers' self-attention", False),
    ("transformers ALL_ATTENTION_FUNCTIONS", False),  # no possessive
])
def test_a_possessive_before_a_name_in_code(text, owns):
    name = text.split(" ")[0].rstrip("'")  # the name as the matcher finds it ("accelerate's" with its "'s")
    assert possessive_of_an_identifier(text, 0, len(name)) is owns


@pytest.mark.parametrize(("text", "name", "imported"), [
    ("from transformers import pipeline", "transformers", True),
    ("from transformers.models.llama import LlamaModel", "transformers", True),
    ("import accelerate as acc", "accelerate", True),
    ("import transformers\nx = 1", "transformers", True),
    # the verb import before a plural noun, a list after "import", the noun after "from"
    ("we import transformers blocks from the zoo", "transformers", False),
    ("from transformers to state-space models", "transformers", False),
    ("the transformers import the tokens", "transformers", False),
])
def test_an_import_statement_around_a_name(text, name, imported):
    start = text.index(name)
    assert imported_here(text, start, start + len(name)) is imported


def test_an_imported_package_is_the_library_in_any_project(detector):
    # code that lost its fences in a page about the architecture: the import names the library
    text = "# The model stacks transformers\n# from transformers import pipeline\n"
    assert found(detector, text) == [("transformers", "transformer"), ("transformers", "hf-transformers")]


def test_a_code_bases_constant_makes_the_library_in_any_project(detector):
    # no import, no dependency, an attention word nearby: the possessive's constant names the library
    assert found(detector, "# patch transformers' ALL_ATTENTION_FUNCTIONS for head-wise masking\n") == [
        ("transformers", "hf-transformers")]
    assert found(detector, "# the transformers' attention layers model long text\n") == [("transformers", "transformer")]


def test_a_release_written_with_an_x(detector):
    assert found(detector, "# bridge it to the transformers 5.x loader\n") == [("transformers", "hf-transformers")]


@pytest.mark.parametrize(("text", "pinned"), [
    ("# fix qwen3-omni transformers<5.0\n", True), ("pip install 'Transformers>=4.45'\n", True),
    ("# transformers 4.46.0 changed it\n", True),
    # no version after it, or another package's name that holds it
    ("# transformers threads these kwargs\n", False), ("# sentence-transformers>=3.0\n", False),
    ("# transformers_utils>=2\n", False), ("# stack transformers 2 layers deep\n", False),
])
def test_a_document_that_pins_a_package(text, pinned):
    assert pinned_packages(text)("transformers") is pinned


def test_a_package_pinned_elsewhere_in_the_document_is_the_library(detector):
    # the pin, two lines above, makes the document one about the package, as an import would
    text = "# fix qwen3-omni transformers<5.0\nx = 1\n# transformers threads these kwargs into the tower\n"
    assert found(detector, text) == [("transformers", "hf-transformers"), ("transformers", "hf-transformers")]
    # with no pin the same words are the architecture's plural, and a plural noun stays one with it
    assert found(detector, "# transformers threads these kwargs into the tower model\n") == [
        ("transformers", "transformer")]
    text = "# fix qwen3-omni transformers<5.0\nx = 1\n# transformers blocks by layer, one model\n"
    assert found(detector, text) == [("transformers", "hf-transformers"), ("transformers", "transformer")]


@pytest.fixture(scope="module")
def capitalised():
    # as the built-in glossary: the library's capital spelling is ambiguous with its own case, and
    # the project's imports and dependencies are evidence for the lower-case spelling only
    transformers = Concept("hf-transformers", "Hugging Face Transformers", ("transformers", "Transformers"),
                           ambiguous=frozenset({"transformers", "Transformers"}),
                           case_sensitive=frozenset({"transformers", "Transformers"}),
                           evidence=SenseCues(imports=("transformers",), dependencies=("transformers",),
                                              forms=("transformers",)))
    return Detector.compile(Glossary({transformers.id: transformers}))


def test_a_capitalised_package_before_a_noun_it_names_the_kind_of(capitalised):
    declared = WorkspaceEvidence(dependencies=frozenset({"transformers"}))
    text = "# Keep the exclusions declared by the Transformers loader.\n"
    assert found(capitalised, text, declared) == [("Transformers", "hf-transformers")]
    # not in a project without the package, nor the plural before a verb
    assert found(capitalised, text) == []
    assert found(capitalised, "# Transformers are stacked layers of attention.\n", declared) == []
    # a document that pins the package elsewhere is about it, as a project that depends on it is
    assert found(capitalised, "# needs transformers>=4.45\n" + text) == [
        ("transformers", "hf-transformers"), ("Transformers", "hf-transformers")]


_PACKAGES = frozenset({"torch", "datasets", "transformers", "peft", "trl", "diffusers", "tokenizers", "accelerate"})


def _listed(text: str, name: str) -> bool:
    start = text.index(name)
    return listed_among(text, start, start + len(name), _PACKAGES - {name})


@pytest.mark.parametrize("text", [
    "# install torch, datasets, transformers, peft and trl",
    "# a signal for integrations with transformers/diffusers",
    "# requires transformers and peft",
    "# needs datasets, tokenizers, transformers",  # two neighbours that are also ordinary words
])
def test_a_name_in_a_list_of_packages(text):
    assert _listed(text, "transformers")


@pytest.mark.parametrize("text", [
    "# we release models, datasets and transformers",  # one neighbour, an ordinary word
    "# compare CNNs, RNNs and transformers",
    "# the transformers and the attention heads",
    "# mytorch, transformers",  # a neighbour that only ends like a package
])
def test_a_name_beside_other_words_is_no_list(text):
    assert not _listed(text, "transformers")


@pytest.mark.parametrize(("text", "name", "path"), [
    ("pull ray-project/ray:nightly-gpu first", "ray", True),
    ('a dummy "ray/0" log role', "ray", True),
    ("see huggingface/transformers#45847 on GitHub", "transformers", True),  # a pull request
    ("in huggingface/transformers/src", "transformers", True),
    ("integrations with transformers/diffusers", "transformers", False),  # every part a package: a list
    ("the LoRA/adapters tab", "adapters", False),  # two plain words: alternatives
    ("see huggingface/transformers", "transformers", False),
    ("initialize ray first", "ray", False),
])
def test_a_name_in_a_path(text, name, path):
    start = text.rindex(name)
    assert in_a_path(text, start, start + len(name), _PACKAGES | {"ray"}) is path


@pytest.fixture(scope="module")
def listed():
    # as the built-in glossary: the library's lower-case name, and other packages its evidence names
    transformers = Concept("hf-transformers", "Hugging Face Transformers", ("transformers",),
                           ambiguous=frozenset({"transformers"}), case_sensitive=frozenset({"transformers"}),
                           evidence=SenseCues(imports=("transformers",), dependencies=("transformers",)))
    peft = Concept("peft", "Parameter-efficient fine-tuning", (), evidence=SenseCues(imports=("peft",)))
    architecture = Concept("transformer", "Transformer", (), ambiguous=frozenset({"Transformer"}),
                           context=("attention",))
    return Detector.compile(Glossary({c.id: c for c in (transformers, peft, architecture)}))


def test_the_library_in_a_list_of_packages_in_any_project(listed):
    # no import, no dependency, and a word of the architecture nearby: the list names packages
    text = "# attention kernels need torch, transformers and peft installed\n"
    assert found(listed, text) == [("transformers", "hf-transformers")]
    # beside words that are no packages, the plural of the architecture
    assert found(listed, "# attention makes transformers and RNNs differ\n") == [("transformers", "transformer")]


def test_a_path_names_no_library_even_in_its_project(listed):
    declared = WorkspaceEvidence(dependencies=frozenset({"transformers"}))
    assert found(listed, "# the transformers model, fixed in huggingface/transformers#45847\n", declared) == [
        ("transformers", "hf-transformers")]


def _listed_with_products(text: str, name: str = "Transformers") -> bool:
    start = text.index(name)
    return listed_among_products(text, start, start + len(name), _PACKAGES)


@pytest.mark.parametrize("text", [
    # the backends and runtimes of course prose, in English and in Bengali sentences
    "Guidance বিভিন্ন ব্যাকএন্ড সমর্থন করে, যেমন Transformers, llama.cpp, AzureAI এবং OpenAI।",
    "এই মডেলগুলো Transformers, ONNX Runtime, llama.cpp এবং Ollama দিয়ে চালানো যায়।",
    "প্রথমে Transformers এবং PyTorch ইনস্টল করুন।",
    "Run it with Ollama, vLLM or Transformers.",
    "The tutorial covers PyTorch, TensorFlow and Transformers.",
    "MLX、Transformers、llama.cpp",
])
def test_a_name_in_a_list_of_engines_and_libraries(text):
    assert _listed_with_products(text)


@pytest.mark.parametrize("text", [
    "We compare CNNs, RNNs and Transformers on long sequences.",  # architectures
    "আমরা RNN, LSTM এবং Transformers তুলনা করব।",
    "Models such as BERT, GPT and Transformers use self-attention.",
    "In PyTorch, Transformers are built from attention layers.",  # an introductory phrase, no list
    "We release models, datasets and Transformers.",  # one neighbour, an ordinary word
    "Transformers self-attention ব্যবহার করে।",
])
def test_a_name_beside_architectures_or_words_is_no_list_of_engines(text):
    assert not _listed_with_products(text)


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("# install torch, peft,\ntransformers", "transformers", True),  # the list goes on after a line break
    ("# install torch, peft for\ntransformers", "transformers", False),  # a word right before the name
    ("Run it with PyTorch, vLLM or\t\nTransformers.", "Transformers", True),
    ("Run it with PyTorch vLLM\nTransformers.", "Transformers", False),
])
def test_the_items_before_a_name_end_in_a_separator_right_before_it(text, name, expected):
    # the search back for the items before a name runs only where a separator (and spaces, or a
    # line break) ends right before it
    if name.islower():
        assert _listed(text, name) == expected
    else:
        assert _listed_with_products(text, name) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("# Transformers' RoPE implementation rotates half of the head", True),
    ("# Transformers\u2019 default cache is dynamic", True),
    ("# the Transformers' attention layers replaced recurrence", False),  # the architecture's traits
    ("# Transformers' quadratic cost in the sequence length", False),
    ("# Transformers's RoPE", False),  # not a plural's possessive
])
def test_a_plural_possessive_before_a_part_of_a_code_base(text, expected):
    end = text.index("Transformers") + len("Transformers")
    assert possessive_of_a_detail(text, end) is expected


def test_the_capitalised_library_s_possessive_needs_the_library_in_the_document(capitalised):
    declared = WorkspaceEvidence(dependencies=frozenset({"transformers"}))
    text = "# Transformers' RoPE implementation rotates half of the head dimension.\n"
    assert found(capitalised, text, declared) == [("Transformers", "hf-transformers")]
    assert found(capitalised, text) == []
    assert found(capitalised, "# Transformers' attention layers replaced recurrence.\n", declared) == []
