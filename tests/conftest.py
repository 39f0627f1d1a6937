"""Shared by every test tier."""

from __future__ import annotations

from pathlib import Path

import pytest

# -- tier markers ----------------------------------------------------------------------------------
# Every test is marked by the directory it is in (the markers are declared in pyproject.toml), so
# `-m unit`, `-m "not editor"` and the like select whole tiers; no test file marks itself.

TESTS = Path(__file__).resolve().parent
TIER_MARKERS = {"unit": "unit", "e2e": "e2e", "editors": "editor", "eval": "eval"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = item.path.resolve()
        if not path.is_relative_to(TESTS):
            continue
        directory = path.relative_to(TESTS).parts[0]
        if directory not in TIER_MARKERS:
            raise pytest.UsageError(f"{item.nodeid}: tests live in a tier directory, one of {sorted(TIER_MARKERS)}")
        item.add_marker(TIER_MARKERS[directory])
