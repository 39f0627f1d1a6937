"""read_yaml builds plain text, lists and mappings itself: the data must be what PyYAML's safe
loader builds, for every kind of node, aliases and merge keys included."""

from __future__ import annotations

import pytest
import yaml

from ai_glossary.core.glossary.yaml_nodes import read_yaml

SAMPLES = [
    "concepts:\n  - id: a\n    term: A\n    aliases: [b, 'c', \"d\"]\n",
    "a: [1, 2.5, true, null, ~, 2024-01-02, 0x1f, .inf, x]\n",
    "b: &x {c: d}\ne: *x\nf:\n  <<: *x\n  g: 1\n",
    "{1: a, b: [c, {d: e}], null: z, true: y}\n",
    "a: !!binary aGVsbG8=\nb: !!set {x, y}\nc: !!omap [a: 1]\nd: !!str 12\ne: !!int '7'\n",
    "a: 1\na: 2\n",
    "list: &l [1, 2]\nagain: *l\nnested: {k: *l}\n",
    "- " * 400 + "deep\n",
    "text: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_the_data_is_what_the_safe_loader_builds(text):
    doc = read_yaml(text, "g.yaml")
    assert doc.data == yaml.load(text, Loader=yaml.SafeLoader)


def test_an_aliased_node_is_built_once():
    data = read_yaml("list: &l [1, 2]\nagain: *l\n", "g.yaml").data
    assert data["list"] is data["again"]
