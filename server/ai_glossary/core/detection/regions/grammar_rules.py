"""The rules by which a grammar keeps or drops a capture (``Grammar.accept``): HTML text outside code-like
elements and comments that no tool reads, SQL strings that are quoted."""

from __future__ import annotations

import re

import tree_sitter as ts

from ai_glossary.core.detection.regions.treesitter import Doc

# HTML: text outside code-like elements is documentation text.
_HTML_NOT_PROSE = frozenset("code pre kbd samp tt var math svg script style textarea".split())


# An HTML comment that opens with a tool's directive is read by that tool, not by people: a docs test
# runner's "<!-- @test:id=quick-train-lora timeout=600 -->" and "<!-- @require:pytorch -->", a
# linter's "<!-- markdownlint-disable MD013 -->", "<!-- prettier-ignore -->", "<!-- vale off -->"
_DIRECTIVE_COMMENT = re.compile(rb"<!--\s*(?:@[\w.-]+[:\s]|(?:markdownlint|prettier|vale|cspell|textlint|eslint)\b)")


def html_accept(doc: Doc, name: str, node: ts.Node) -> bool:
    if name == "comment":
        return _DIRECTIVE_COMMENT.match(doc.src, node.start_byte) is None
    if name != "prose":
        return True
    p = node.parent
    while p is not None and p.type == "element":
        tag = p.child(0)
        if tag is not None and tag.child_count > 1:
            tn = tag.child(1)
            if tn is not None and tn.type == "tag_name":
                name_ = doc.src[tn.start_byte:tn.end_byte].decode("utf-8", "replace").lower()
                if name_ in _HTML_NOT_PROSE:
                    return False
        p = p.parent
    return True


def sql_accept(doc: Doc, name: str, node: ts.Node) -> bool:
    """SQL string literals are the quoted ones (a ``literal`` is also a number or a keyword)."""
    return name != "string" or doc.src[node.start_byte:node.start_byte + 1] in (b"'", b'"', b"$")
