"""The quick schema check (fastjsonschema) must accept exactly what jsonschema accepts: valid data
is never explained by jsonschema, so anything the quick check lets through is never reported."""

from __future__ import annotations

import itertools

import pytest

from ai_glossary.core.glossary.schema import is_valid, validator

VALID = {
    "id": "flash-attention",
    "term": "FlashAttention",
    "aliases": ["Flash Attention"],
    "names": {"fr": "attention flash", "pt-BR": ["atenção flash"]},
    "summary": {"en": "An exact attention kernel."},
    "definitions": {"en": "Computes attention in tiles."},
    "related": ["attention"],
    "references": [{"title": "FlashAttention", "url": "https://arxiv.org/abs/2205.14135"}],
    "tags": ["kernels"],
    "match": {"ambiguous": ["flash"], "context": ["gpu"], "case_sensitive": ["FA"],
              "case_insensitive": ["Flash"], "exclude": ["flash attn"]},
}

ODD_VALUES = [None, True, 0, 1.5, "", " ", "x", "Not-An-Id", "https://a b", "https://ok", "http://ok\n",
              "ftp://x", [], [""], ["x"], [1], [None], ["bad id"], {}, {"en": ""}, {"en": "x"}, {"EN": "x"},
              {1: "x"}, {"en": ["a", ""]}, {"en": []}, {"en": ["a"]}, {"title": "t"}, [{"title": "t"}],
              [{"url": "https://x"}], [{"title": "t", "url": "no"}], [{"title": "t", "extra": 1}],
              {"ambiguous": ["x"]}, {"ambiguous": "x"}, {"other": ["x"]}]


def _jsonschema_valid(data) -> bool:
    return not any(True for _ in validator().iter_errors(data))


def _documents():
    yield {"concepts": [VALID]}
    for field, value in itertools.product([*VALID, "unknown"], ODD_VALUES):
        yield {"concepts": [{**VALID, field: value}]}
    for field in VALID:
        yield {"concepts": [{k: v for k, v in VALID.items() if k != field}]}
    for value in ODD_VALUES:
        yield {"context": value, "concepts": [VALID]}
        yield {"concepts": value}
        yield {"concepts": [VALID], "other": value}
        yield {"concepts": [value]}


@pytest.mark.parametrize("data", list(_documents()), ids=repr)
def test_the_quick_check_agrees_with_jsonschema(data):
    assert is_valid(data) == _jsonschema_valid(data)
