"""The test a file's text passes before a search for one concept analyses it: never false where
the engine finds the concept (checked on every snippet of the two open evaluation sets, in every
language), false where no key of the concept can start a word."""

import json
from functools import lru_cache
from pathlib import Path

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.mention_filter import MentionFilter
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan_files import find_in_text

EVAL = Path(__file__).resolve().parents[2] / "eval" / "data"


@lru_cache(maxsize=1)
def builtin() -> Detector:
    return Detector.compile(load_builtin())


def passes(concept: str, text: str) -> bool:
    return MentionFilter(builtin().matcher.keys_of(concept)).may_mention(text)


def snippets() -> list[dict]:
    out = []
    for data in (EVAL / "snippets.jsonl", EVAL / "second" / "snippets.jsonl"):
        out += [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def test_every_mention_the_engine_finds_in_the_evaluation_sets_passes():
    detector = builtin()
    filters: dict[str, MentionFilter] = {}
    checked = 0
    for snippet in snippets():
        for concept in {o.id for o in find_in_text(detector, snippet["text"], snippet["language"])}:
            wanted = filters.setdefault(concept, MentionFilter(detector.matcher.keys_of(concept)))
            assert wanted.may_mention(snippet["text"]), (snippet["id"], concept)
            checked += 1
    assert checked > 400  # both sets, every language


@pytest.mark.parametrize("concept, text", [
    ("tensor-parallelism", "# テンソル\n# パラレル化の説明\n"),  # a katakana name across two comment lines
    ("fsdp", '"""Wraps the model\nin FullyShardedDataParallel."""\n'),  # a CamelCase identifier
    ("tensor-parallelism", "# the tensor_parallel_size of the run\n"),  # a snake_case one
    ("tensor-parallelism", "# set enable_tensor_parallel to shard it\n"),  # a switch before a form
    ("fsdp", "# ＦＳＤＰ\n"),  # full width
    ("fsdp", "# fully sharded\n# data parallel training\n"),  # a phrase across comment lines
])
def test_forms_the_matcher_joins_or_folds_pass(concept, text):
    assert concept in {o.id for o in find_in_text(builtin(), text, "python")}, "the engine finds it"
    assert passes(concept, text)


@pytest.mark.parametrize("concept, text", [
    ("tensor-parallelism", "# see http://example.com for the output\n"),  # "tp" inside words
    ("fsdp", "# data parallel training, fully replicated\n"),  # not every word of a form
    ("lora", "# a low-rank matrix\n"),
])
def test_texts_without_a_word_start_of_the_concept_fail(concept, text):
    assert not passes(concept, text)


def test_a_key_that_others_imply_is_not_looked_for_again():
    sets = MentionFilter([("fsdp", False), ("fsdp2", False), ("fully sharded data parallel", False),
                          ("fully sharded data parallelism", False)]).word_sets
    assert sets == (("fsdp", ()), ("fully", ("parallel", "sharded", "data")))
