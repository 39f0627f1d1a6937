"""reStructuredText on tree-sitter-rst.

Prose: paragraphs (also in lists, block quotes, field and definition lists), section titles,
definition terms, the content of directives but those of code, math and data, and the titles of
admonition-like directives (note, warning, ...): :mod:`.directives`. Comments (``.. text``) are
comment regions. Not prose: literal blocks (``::``), doctest blocks, code, math and data directives
(images, toctree, ...). Inline literals, interpreted text (roles), bare URLs,
substitution/footnote/citation references and the URL part of hyperlink references are cut out of
the pieces. Comments inside a ``code-block``/``code``/``sourcecode``
directive of a known language are found with that language's parser.
"""

from __future__ import annotations

import re

import tree_sitter as ts

from ai_glossary.core.detection.regions.directives import CODE_WITH_LANGUAGE, arguments_are_prose, kind_of
from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.pieces import comment_pieces, text_pieces
from ai_glossary.core.detection.regions.treesitter import Doc, Unit, embedded, sorted_captures

_EXCLUDED = frozenset(
    "literal interpreted_text standalone_hyperlink substitution_reference footnote_reference "
    "citation_reference target inline_target literal_block doctest_block role".split()
)


# A colon between spaces, as French typography writes it before an explanation ("le rang : 0",
# "- ``dest`` : rang du processus"; a no-break space before it too): tree-sitter-rst 0.2.0 reads it as
# a definition list's classifier wherever it stands and turns the rest of the document into one ERROR
# node, every paragraph after it lost. docutils reads a paragraph there. The parser reads a semicolon
# in its place (one byte for one: the offsets hold); a real classifier ("term : classifier" above an
# indented definition) stays a definition list's term, prose either way.
_SPACED_COLON = re.compile(rb"(?:(?<= )|(?<=\xc2\xa0)):(?=[ \t])")  # after a space or U+00A0 in UTF-8


def parse_view(src: bytes) -> bytes:
    """The bytes tree-sitter-rst reads for ``src``: its spaced colons as semicolons."""
    return _SPACED_COLON.sub(b";", src)


def _prose_pieces(doc: Doc, node: ts.Node) -> list[Span]:
    cp = doc.omap.cp
    text = doc.text
    a, b = cp(node.start_byte), cp(node.end_byte)
    holes: list[Span] = []
    for c in node.children:
        t = c.type
        if t in _EXCLUDED:
            holes.append((cp(c.start_byte), cp(c.end_byte)))
        elif t in ("emphasis", "strong"):
            ca, cb = cp(c.start_byte), cp(c.end_byte)
            w = 1 if t == "emphasis" else 2
            holes += [(ca, ca + w), (cb - w, cb)]
        elif t == "reference":
            ca, cb = cp(c.start_byte), cp(c.end_byte)
            # `Link text <url>`_  and  word_  : keep the link text only
            i, j = ca, cb
            while j > i and text[j - 1] == "_":
                j -= 1
            if text.startswith("`", i) and j - 1 > i and text[j - 1] == "`":
                i, j = i + 1, j - 1
                lt = text.find("<", i, j)
                if lt >= 0:
                    j = lt
            holes += [(ca, i), (j, cb)]
    holes = sorted(h for h in holes if h[1] > h[0])
    return text_pieces(text, a, b, holes)


def _directive_regions(doc: Doc, node: ts.Node) -> list[Region]:
    cp = doc.omap.cp
    src = doc.src
    kind = args = content = None
    for c in node.named_children:
        if c.type == "type":
            kind = src[c.start_byte:c.end_byte].decode("utf-8", "replace").strip().lower()
        elif c.type == "body":
            for d in c.named_children:
                if d.type == "arguments":
                    args = d
                elif d.type == "content":
                    content = d
    if kind is None:
        return []
    if kind in CODE_WITH_LANGUAGE:
        if args is None or content is None:
            return []
        language = src[args.start_byte:args.end_byte].decode("utf-8", "replace").strip()
        if not language:
            return []
        b = cp(content.end_byte)
        a = doc.text.rfind("\n", 0, cp(content.start_byte)) + 1  # from the line start: even indentation
        return embedded(doc, a, b, language)
    if kind_of(kind) == "prose":
        out = []
        for part in (args if arguments_are_prose(kind) else None, content):
            if part is not None:
                pieces = _prose_pieces(doc, part)
                if pieces:
                    out.append(Region(cp(part.start_byte), cp(part.end_byte), "prose", tuple(pieces), "rst"))
        return out
    return []


def collect(doc: Doc, rng: tuple[int, int] | None) -> list[Unit]:
    """The reStructuredText collector (``Grammar.collector``)."""
    found = sorted_captures(doc, rng)
    cp = doc.omap.cp
    units: list[Unit] = []
    last_end = -1
    for sb, neg_eb, _priority, _index, name, n in found:
        if sb < last_end:
            continue
        last_end = -neg_eb
        a, b = cp(sb), cp(last_end)
        if name == "prose":
            pieces = _prose_pieces(doc, n)
            regions = [Region(a, b, "prose", tuple(pieces), "rst")] if pieces else []
        elif name == "comment":
            pieces = comment_pieces(doc.text, a, b, doc.syntax)
            regions = [Region(a, b, "comment", tuple(pieces), "rst")] if pieces else []
        else:
            regions = _directive_regions(doc, n)
        units.append((a, b, regions))
    return units

