"""Where the parts of one concept were written in its file: its start, id, forms, related ids and
match lists (1-based line and column), for problems at the place they name."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ai_glossary.core.glossary.concept_build import MATCH_FORM_FIELDS, nfc
from ai_glossary.core.glossary.model import form_key
from ai_glossary.core.glossary.yaml_nodes import YamlDocument, position

Pos = tuple[int, int]


@dataclass
class ConceptPositions:
    """Where the parts of one concept were written (1-based line, column)."""

    start: Pos = (1, 1)
    id: Pos = (1, 1)
    # position of each related id / surface form / match form as written in this file
    related: dict[str, Pos] = field(default_factory=dict)
    forms: dict[str, Pos] = field(default_factory=dict)  # keyed by form_key(form)
    match: dict[tuple[str, str], Pos] = field(default_factory=dict)  # (field or "usage", form) -> pos
    context: dict[str, Pos] = field(default_factory=dict)  # match.context words, by form_key

    def moved(self, lines: int) -> "ConceptPositions":
        """The same positions ``lines`` lines further down."""

        def down(at: Pos) -> Pos:
            return at[0] + lines, at[1]

        return ConceptPositions(
            down(self.start), down(self.id), {k: down(v) for k, v in self.related.items()},
            {k: down(v) for k, v in self.forms.items()}, {k: down(v) for k, v in self.match.items()},
            {k: down(v) for k, v in self.context.items()})


def _node_items(doc: YamlDocument, node: Node | None) -> dict[Any, tuple[Node, Node]]:
    out: dict[Any, tuple[Node, Node]] = {}
    if isinstance(node, MappingNode):
        for key, key_node, value_node in doc.mapping_items(node):
            out[key] = (key_node, value_node)
    return out


def _seq(node: Node | None) -> list[Node]:
    return list(node.value) if isinstance(node, SequenceNode) else []


def _form_positions(doc: YamlDocument, items: dict[Any, tuple[Node, Node]]) -> dict[str, Pos]:
    """Where each form (term, alias, localized name) was first written, by form_key."""
    forms: dict[str, Pos] = {}

    def add_form(n: Node) -> None:
        if isinstance(n, ScalarNode) and isinstance(n.value, str):
            forms.setdefault(form_key(n.value), position(n))

    if "term" in items:
        add_form(items["term"][1])
    if "aliases" in items:
        for n in _seq(items["aliases"][1]):
            add_form(n)
    if "names" in items:
        for _, _, value_node in doc.mapping_items(items["names"][1]):
            if isinstance(value_node, ScalarNode):
                add_form(value_node)
            for n in _seq(value_node):
                add_form(n)
    return forms


def _match_positions(doc: YamlDocument, node: Node, pos: ConceptPositions) -> None:
    """The positions of the forms under ``match.*`` and of the ``match.context`` words."""
    match_items = _node_items(doc, node)
    for fname in MATCH_FORM_FIELDS:
        if fname in match_items:
            for n in _seq(match_items[fname][1]):
                if isinstance(n, ScalarNode):
                    pos.match.setdefault((fname, form_key(n.value)), position(n))
    if "context" in match_items:
        for n in _seq(match_items["context"][1]):
            if isinstance(n, ScalarNode) and isinstance(n.value, str):
                pos.context.setdefault(form_key(n.value), position(n))


def concept_positions(doc: YamlDocument, node: Node | None) -> ConceptPositions:
    """Where the parts of the concept written at ``node`` are."""
    pos = ConceptPositions()
    if node is None:
        return pos
    pos.start = position(node)
    items = _node_items(doc, node)
    if "id" in items:
        pos.id = position(items["id"][1])
    pos.forms = _form_positions(doc, items)
    if "related" in items:
        for n in _seq(items["related"][1]):
            if isinstance(n, ScalarNode):
                pos.related.setdefault(nfc(n.value).strip(), position(n))
    if "match" in items:
        _match_positions(doc, items["match"][1], pos)
    if "usage" in items:
        for n in _seq(items["usage"][1]):
            form = _node_items(doc, n).get("form")
            if form and isinstance(form[1], ScalarNode) and isinstance(form[1].value, str):
                pos.match.setdefault(("usage", form_key(form[1].value)), position(form[1]))
    return pos
