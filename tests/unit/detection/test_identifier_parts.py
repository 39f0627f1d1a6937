"""Concepts named inside code identifiers and dotted API names written in prose
(core/detection/matching/identifier_parts.py, not_mentions.tail_of_dotted_name)."""

import pytest

from ai_glossary.core.detection.matching.matcher import SCAN_CHUNK, TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.fixture(scope="module")
def matcher():
    concepts = [
        Concept("pipeline-parallelism", "pipeline parallelism", ("pipeline",), ambiguous=frozenset({"pipeline"})),
        Concept("tensor-parallelism", "tensor parallelism", ("tensor_parallel_size",)),
        Concept("activation-checkpointing", "gradient checkpointing", ()),
        Concept("flash-attention", "FlashAttention", ("flash attention",)),
        Concept("fp8", "FP8", ("float8",)),
        Concept("fp4", "FP4", ("float4",), ambiguous=frozenset({"float4"})),
        Concept("bf16", "bfloat16", ("BF16",)),
        Concept("fp16", "FP16", ("float16",)),
        Concept("all-reduce", "all-reduce", ("all_reduce",)),
        Concept("fsdp", "FSDP", ()),
        Concept("zero", "ZeRO", ()),
        Concept("lora", "LoRA", ()),
        Concept("adapters", "adapter", (), ambiguous=frozenset({"adapter"})),
        Concept("kv-cache", "KV cache", ("kv_cache",)),
        Concept("kv-cache-quantization", "KV cache quantization", ("kv_cache_dtype",)),
        Concept("sgd", "SGD", ()),
        Concept("model-checkpoint", "checkpoint", ()),
        Concept("batch-size", "batch size", ()),
    ]
    return TermMatcher(Glossary({c.id: c for c in concepts}))


def found(matcher, text):
    return [(text[c.start:c.end], c.concept_id) for c in matcher.find(text)]


# -- a dotted name's last part ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "concept"), [
    ("cast to tf.bfloat16 first", "bfloat16", "bf16"),
    ("cast to paddle.float16 first", "float16", "fp16"),
    ("cast to jnp.bfloat16 first", "bfloat16", "bf16"),
    ("cast to mx.float16 first", "float16", "fp16"),
    ("check trainer.args.fp16 first", "fp16", "fp16"),
    ("then torch.distributed.all_reduce sums them", "all_reduce", "all-reduce"),
])
def test_an_api_name_spelled_as_an_identifier_counts_after_its_namespace(matcher, text, name, concept):
    assert found(matcher, text) == [(name, concept)]


@pytest.mark.parametrize("text", [
    "use torch.optim.SGD here",  # a class named by a plain acronym
    "see torch.utils.checkpoint here",  # a module named by a plain word
    "wrap it in torch.FSDP here",
    "call dist.all_reduce(tensor) here",  # called: code
    "read fp16.enabled here",  # the head of a dotted name is a namespace
])
def test_a_plain_word_after_a_namespace_and_a_call_stay_code(matcher, text):
    assert found(matcher, text) == []


# -- a concept inside an identifier ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "part", "concept"), [
    ("set use_gradient_checkpointing to save memory", "gradient_checkpointing", "activation-checkpointing"),
    ("a PipelineParallelSchedule runs the stages", "PipelineParallel", "pipeline-parallelism"),
    ("the FlashAttentionBackend is picked", "FlashAttention", "flash-attention"),
    ("pipeline_parallel_degree (int): the stages", "pipeline_parallel", "pipeline-parallelism"),
    ("TENSOR_PARALLEL_RANK is read", "TENSOR_PARALLEL", "tensor-parallelism"),
    ("enable_tensor_parallel: shard the model", "tensor_parallel", "tensor-parallelism"),
    ("store it as float8_e4m3fn or float8_e5m2", "float8", "fp8"),
    ("the model.use_gradient_checkpointing flag", "gradient_checkpointing", "activation-checkpointing"),
])
def test_a_form_with_a_switch_or_a_role_is_a_mention_of_its_words(matcher, text, part, concept):
    assert found(matcher, text)[0] == (part, concept)


@pytest.mark.parametrize("text", [
    "the pipeline_config of the CI job",  # an ambiguous form says nothing of its sense in a name
    "call zero_grad after the step",
    "the adapter_registry of the web app",
    "fsdp_plugin and lora_alpha",  # a one-word form with a setting: a setting of it, not it
    "use_cuda (bool): run on the GPU; enable_fsdp: shard it",  # or with a switch: the switch's name
    "the mixed batch_size",  # a form without a switch or role: the glossary lists those it means
    "use_zero when empty",  # a name with a capital inside keeps its case: "zero" is not ZeRO
    "the PipelineParallelSchedule(stages) call",  # called with its arguments: code (an empty call names it)
    "(chunks - 1)*pipeline_parallel_size",  # a formula
    "use_gradient_checkpointing.enabled",  # the head of a dotted name
    "max_gradient_checkpointing_size",  # two words around the form
    "the fp8_e4m3_scale_size",  # a bit layout after the format only
])
def test_traps_inside_identifiers_are_quiet(matcher, text):
    assert found(matcher, text) == []


def test_a_bit_layout_tells_the_sense_of_an_ambiguous_format_name(matcher):
    # "float4" alone is ambiguous here (a database's column type); its bit layout is the ML format's
    hits = [c for c in matcher.find("store it as float4_e2m1fn_x2 or float4_e2m1")]
    assert [("float4" if h.end - h.start == 6 else "?", h.concept_id, h.ambiguous) for h in hits] == [
        ("float4", "fp4", False)]
    assert found(matcher, "the float4_ops index of the table") == []


def test_a_listed_identifier_is_the_longer_match(matcher):
    assert found(matcher, "set kv_cache_dtype and tensor_parallel_size") == [
        ("kv_cache_dtype", "kv-cache-quantization"), ("tensor_parallel_size", "tensor-parallelism")]


def test_identifier_parts_are_the_same_in_chunks(matcher):
    """A text scanned in chunks finds the same parts as the same text in one piece, an identifier
    after a cut included."""
    unit = "x " * 97 + "use_gradient_checkpointing PipelineParallelSchedule "
    text = unit * (3 * SCAN_CHUNK // len(unit))
    whole = found(matcher, unit)
    assert whole and found(matcher, text) == whole * (len(text) // len(unit))


@pytest.mark.parametrize("entry", [
    ":param use_gradient_checkpointing: recompute the activations",  # Sphinx
    "use_gradient_checkpointing (`bool`, *optional*): recompute",  # Google style, in backticks
    "``use_gradient_checkpointing`` : bool",  # NumPy style, as a literal
])
def test_a_parameter_entry_named_by_a_concept(matcher, entry):
    assert found(matcher, entry) == [("gradient_checkpointing", "activation-checkpointing")]
