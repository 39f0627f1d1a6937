"""A query over the whole text runs in byte slices (so that another thread may take the GIL
between two): every capture is found once, also a node that crosses a slice boundary."""

import pytest

from support.region_samples import SAMPLES

from ai_glossary.core.detection.regions import find_regions, language_for
from ai_glossary.core.detection.regions import treesitter
from ai_glossary.core.detection.regions.finder import parse
from ai_glossary.core.detection.regions.languages import spec_for


TREE_SITTER_SAMPLES = sorted(
    name for name in SAMPLES
    if (spec := spec_for(language_for(name))) is not None and spec.grammar is not None
)


@pytest.mark.parametrize("name", TREE_SITTER_SAMPLES)
@pytest.mark.parametrize("scope", ["prose", "strings"])
def test_sliced_queries_find_what_one_query_finds(name, scope, monkeypatch) -> None:
    text = SAMPLES[name][0] * 3
    language = language_for(name)
    whole = find_regions(text, language, scope)
    assert whole or (scope == "prose" and SAMPLES[name][1] is None)  # JSON: no comments
    monkeypatch.setattr(treesitter, "_QUERY_SLICE", 7)  # most nodes cross a boundary
    assert find_regions(text, language, scope) == whole


@pytest.mark.parametrize("name", TREE_SITTER_SAMPLES)
def test_sliced_queries_capture_each_node_once(name, monkeypatch) -> None:
    language = language_for(name)
    spec = spec_for(language)
    doc = parse(spec, SAMPLES[name][0] * 3, "strings")
    whole = [(c[0], c[1], c[4]) for c in treesitter.sorted_captures(doc, None)]
    monkeypatch.setattr(treesitter, "_QUERY_SLICE", 7)
    assert [(c[0], c[1], c[4]) for c in treesitter.sorted_captures(doc, None)] == whole
