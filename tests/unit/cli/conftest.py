"""Fixtures of the scan's tests: the built-in glossary's snapshot and a small tree to scan
(``support.scan_tree``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.snapshot import Snapshot
from support.scan_tree import make_tree


@pytest.fixture(scope="module")
def store() -> Snapshot:
    return Snapshot.build(load_builtin())


@pytest.fixture
def tree(tmp_path) -> Path:
    return make_tree(tmp_path / "tree")
