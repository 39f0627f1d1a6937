"""``match.evidence`` / ``match.against`` in glossary files, and the generic-context-word warning."""

from __future__ import annotations

from ai_glossary.core.glossary.generic_words import GENERIC_CONTEXT_WORDS
from ai_glossary.core.glossary.load import check_paths
from ai_glossary.core.glossary.model import SenseCues
from ai_glossary.core.glossary.parse import parse_glossary
from support.glossary_helpers import only, text_at

GOOD = """\
concepts:
  - id: tensor-parallelism
    term: tensor parallelism
    aliases: [TP]
    match:
      ambiguous: [TP]
      context: [tp_size, megatron]
      evidence:
        imports: [torch.distributed, "@tensorflow/tfjs"]
        paths: [parallel]
        dependencies: [megatron-core]
        concepts: [fsdp]
        forms: [TP]
      against:
        imports: [torchmetrics]
        words: [false positive]
  - id: fsdp
    term: Fully Sharded Data Parallel
"""


def _write(tmp_path, text, name="g.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_sense_cues_are_read(tmp_path):
    parsed = parse_glossary(GOOD, "g.yaml")
    assert parsed.problems == []
    concept = parsed.concepts[0]
    assert concept.evidence == SenseCues(imports=("torch.distributed", "@tensorflow/tfjs"), paths=("parallel",),
                                         dependencies=("megatron-core",), concepts=("fsdp",), forms=("TP",))
    assert concept.against == SenseCues(imports=("torchmetrics",), words=("false positive",))


def test_a_malformed_module_name_points_at_it(tmp_path):
    path = _write(tmp_path, GOOD.replace("imports: [torchmetrics]", "imports: [torch metrics]"))
    problem = only(check_paths([str(path)], include_builtin=False))
    assert problem.is_error and "is not a module name as imported" in problem.message
    assert text_at(path, problem.line, problem.column).startswith("torch metrics]")


def test_an_unknown_cue_key_and_code_in_data_are_rejected(tmp_path):
    path = _write(tmp_path, GOOD.replace("paths: [parallel]", "regex: [\"TP.*\"]"))
    problem = only(check_paths([str(path)], include_builtin=False))
    assert "unknown field 'regex'" in problem.message
    assert text_at(path, problem.line, problem.column).startswith("regex:")


def test_an_unknown_evidence_concept_is_reported(tmp_path):
    path = _write(tmp_path, GOOD.replace("concepts: [fsdp]", "concepts: [fsdpp]"))
    problem = only(check_paths([str(path)], include_builtin=False), "unknown-evidence-concept")
    assert problem.is_error and "'fsdpp' (did you mean 'fsdp'?)" in problem.message


def test_check_warns_about_a_generic_context_word(tmp_path):
    path = _write(tmp_path, GOOD.replace("context: [tp_size, megatron]", "context: [tp_size, GPU, megatron]"))
    problem = only(check_paths([str(path)], include_builtin=False))
    assert not problem.is_error and problem.code == "generic-context-word"
    assert text_at(path, problem.line, problem.column).startswith("GPU, megatron]")
    assert problem.format().startswith(f"{path}:{problem.line}:{problem.column}: warning: concept 'tensor-parallelism'")


def test_check_warns_about_a_generic_global_context_word(tmp_path):
    path = _write(tmp_path, "context: [nccl, tensors]\n" + GOOD)
    problem = only(check_paths([str(path)], include_builtin=False))
    assert problem.code == "generic-context-word" and (problem.line, problem.column) == (1, 17)


def test_the_builtin_data_holds_no_generic_context_word():
    problems = check_paths([], include_builtin=True)
    assert [str(p) for p in problems if p.code == "generic-context-word"] == []
    assert {"model", "gpu", "tensor", "rank"} <= GENERIC_CONTEXT_WORDS


def test_cues_survive_the_json_round_trip():
    from ai_glossary.core.glossary.export import concept_from_dict, concept_to_dict

    concept = parse_glossary(GOOD, "g.yaml").concepts[0]
    again = concept_from_dict(concept_to_dict(concept))
    assert (again.evidence, again.against) == (concept.evidence, concept.against)


def test_an_extension_adds_cues(tmp_path):
    from ai_glossary.core.glossary.merge import merge
    from ai_glossary.core.glossary.model import Glossary

    base = parse_glossary(GOOD, "g.yaml", builtin=True)
    extension = parse_glossary(
        "concepts:\n  - id: tensor-parallelism\n    match:\n      evidence:\n        imports: [colossalai]\n",
        "project.yaml",
    )
    glossary, problems = merge(Glossary(), [base, extension])
    assert problems == []
    assert glossary.concepts["tensor-parallelism"].evidence.imports == ("torch.distributed", "@tensorflow/tfjs", "colossalai")
