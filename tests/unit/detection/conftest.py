"""Fixtures of the matcher's disk caches' tests (test_matcher_cache.py, test_joined_cache.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.model import Glossary

EVAL_DATA = Path(__file__).resolve().parents[2] / "eval" / "data"


@pytest.fixture(scope="module")
def yaml_builtin() -> Glossary:
    """The built-in glossary, read from its YAML (its concepts' sources are the built-in files)."""
    return load_builtin(use_cache=False)


@pytest.fixture(scope="module")
def cold(yaml_builtin: Glossary) -> TermMatcher:
    """The matcher of :func:`yaml_builtin`, compiled without a cache."""
    return TermMatcher(yaml_builtin)


@pytest.fixture(scope="module")
def eval_texts() -> list[str]:
    """The texts of both evaluation sets: hundreds of terms in every reader language."""
    texts = []
    for path in [EVAL_DATA / "snippets.jsonl", EVAL_DATA / "second" / "snippets.jsonl"]:
        with open(path, encoding="utf-8") as fh:
            texts += [json.loads(line)["text"] for line in fh if line.strip()]
    return texts


@pytest.fixture
def calls_of(monkeypatch: pytest.MonkeyPatch):
    """``calls_of(module, name, what)``: a list that gets ``what(*args)`` at each call of
    ``module.name``, which still does what it does."""
    def record(module, name: str, what):
        calls: list = []
        original = getattr(module, name)

        def recording(*args):
            calls.append(what(*args))
            return original(*args)

        monkeypatch.setattr(module, name, recording)
        return calls

    return record
