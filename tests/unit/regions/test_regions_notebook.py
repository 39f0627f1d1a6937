"""Notebooks: each cell in its own language, a clear error for invalid JSON, and the regions of a
raw .ipynb text pointing into its JSON strings."""

from __future__ import annotations

import json

import pytest

from support.regions_helpers import check_invariants, found, phrases, region_with

from ai_glossary.core.detection.regions import find_regions, notebook_cells


NB = {
    "cells": [
        {"cell_type": "markdown", "source": ["# Notebook about \"attention\"\n", "Uses `nb_inline_code`.\n"]},
        {"cell_type": "code", "source": ["# code cell comment about dropout\n", "nb_identifier = 1\n"]},
        {"cell_type": "raw", "source": "raw cell text"},
    ],
    "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}


def test_notebook_cells_languages() -> None:
    cells = notebook_cells(json.dumps(NB))
    assert cells == [
        ("markdown", '# Notebook about "attention"\nUses `nb_inline_code`.\n'),
        ("python", "# code cell comment about dropout\nnb_identifier = 1\n"),
        ("plaintext", "raw cell text"),
    ]
    julia = dict(NB, metadata={"language_info": {"name": "julia"}})
    assert notebook_cells(json.dumps(julia))[1][0] == "julia"
    bare = dict(NB, metadata={})
    assert notebook_cells(json.dumps(bare))[1][0] == "python"


def test_notebook_invalid_json_is_a_clear_value_error() -> None:
    with pytest.raises(ValueError, match="invalid JSON"):
        notebook_cells('{"cells": [')
    with pytest.raises(ValueError, match="notebook"):
        notebook_cells("[1, 2]")


def test_ipynb_text_regions_point_into_the_json() -> None:
    text = json.dumps(NB, indent=1)
    regions = find_regions(text, "ipynb")
    check_invariants(text, regions)
    words = phrases(text, regions)
    assert 'Notebook about \\"attention\\"' in words[0]  # pieces are spans of the JSON text
    assert found(text, regions, "code cell comment about dropout")
    assert found(text, regions, "raw cell text")
    assert not found(text, regions, "nb_identifier")
    assert not found(text, regions, "nb_inline_code")
    assert region_with(text, regions, "code cell comment").language == "python"
    assert find_regions("{not json", "ipynb") == []
