"""Markdown on tree-sitter-markdown: the block grammar finds paragraphs, headings, list items,
table cells, block quotes, fences and HTML blocks; the inline grammar (run only on inline
nodes that contain inline markup) finds code spans, link destinations/titles, autolinks and HTML
tags, which are cut out of the pieces, and images whole (their alt text is shown only when the
image is not, like an HTML ``alt`` attribute): inline code is code, even a code span that holds only a
name (`` `AdamW` ``), as the evaluation guidelines label it (tests/eval/data/GUIDELINES.md, rule 1).

Prose: headings, paragraphs (also inside lists and block quotes), table cells. Not prose:
fenced and indented code, front matter (YAML ``---`` with a key in it / TOML ``+++``), link reference
definitions. A fenced block whose info string names a known language is scanned in that
language (its comments are regions carrying that language); HTML blocks are scanned as HTML
(comments and text).
"""

from __future__ import annotations

import re

import tree_sitter as ts

from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.pieces import text_pieces
from ai_glossary.core.detection.regions.treesitter import Doc, Grammar, Unit, embedded, sorted_captures

# Characters that can start inline markup we cut out; text without them needs no inline parse.
_INLINE_MARKUP = frozenset("`*_[]<>!\\&$~")

INLINE_GRAMMAR = Grammar("tree_sitter_markdown", "markdown_inline", "inline_language")


def _spans_merged(spans: list[Span]) -> list[Span]:
    spans.sort()
    out: list[Span] = []
    for a, b in spans:
        if out and a <= out[-1][1]:
            if b > out[-1][1]:
                out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


class _Inline:
    """Inline-grammar parser for one collect call."""

    def __init__(self) -> None:
        self.parser = INLINE_GRAMMAR.parser()
        self.query = INLINE_GRAMMAR.query("prose")

    def excluded(self, doc: Doc, node: ts.Node, holes: list[ts.Node]) -> list[Span]:
        ranges = []
        pos_b, pos_p = node.start_byte, node.start_point
        for h in holes:
            if h.start_byte > pos_b:
                ranges.append(ts.Range(pos_p, h.start_point, pos_b, h.start_byte))
            pos_b, pos_p = h.end_byte, h.end_point
        if node.end_byte > pos_b:
            ranges.append(ts.Range(pos_p, node.end_point, pos_b, node.end_byte))
        if not ranges:
            return []
        self.parser.included_ranges = ranges
        tree = self.parser.parse(doc.src)
        cp = doc.omap.cp
        return [(cp(n.start_byte), cp(n.end_byte))
                for nodes in ts.QueryCursor(self.query).captures(tree.root_node).values() for n in nodes]


# The inline grammar's time and memory grow quadratically with unclosed or deeply nested emphasis:
# one 100 KB line of "*a _b *c ..." took 20-90 s, and an unclosed one grew the server past 24 GB.
# An inline node larger than this is cut out by patterns instead (code spans, link targets, HTML,
# math, escapes, emphasis marks): a little less exact on such text, never a freeze. 2,000 bytes
# take at most ~75 ms even unclosed; a paragraph of 25 lines of 80 characters is 2,000 bytes.
INLINE_PARSE_LIMIT_BYTES = 2_000
_CODE_SPAN = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_NOT_PROSE = re.compile(
    r"!\[[^\[\]\n]{0,2000}\](?:\([^()\n]*\)|\[[^\[\]\n]*\])?"  # an image, alt text included
    r"|\]\([^()\n]*\)"  # a link's destination and title: ](url "title")
    r"|<[^<>\n]{1,2000}>"  # an autolink or an HTML tag
    r"|\$[^$\n]{1,2000}\$"  # inline math
    r"|\\."  # a backslash escape
    r"|&#?\w{1,32};"  # an entity or character reference
)
_EMPHASIS_MARKS = re.compile(r"[*_~]+")

# Hugging Face's doc-builder ends a heading with its anchor id, ``## Titre [[titre]]``: the id is
# not shown (the page renders the title only), and it often repeats the title's terms. Only at the
# end of a heading: elsewhere ``[[Page]]`` is a wiki link, whose text is shown.
_HEADING_ANCHOR = re.compile(r"[ \t]*\[\[[^\[\]\n]{1,300}\]\][ \t]*\Z")


# A link whose target holds a space is no link to CommonMark, which shows it as written, but its
# target is still an address, not words: a table of contents' anchor made from a heading with
# spaces and parentheses, ``[tokeniser](#Tokeniser-approprié-à-la-langue-(textes multilingues))``,
# or a path with a space. The target starts like one (``#``, a folder, a scheme) and its brackets
# balance, one level deep, on its line.
_BROKEN_LINK_TARGET = re.compile(r"\]\((?:#|\.{0,2}/|[A-Za-z][A-Za-z0-9+.-]*://)(?:[^()\n]|\([^()\n]*\))*\)")


# A script's body left as text where a page was turned into Markdown (an HTML course exported with its
# ``<script>`` lost): "// Animation ... function simulate() { const input = document.getElementById(...)
# ...; let config = {}; ...". Its statements, not a sentence, name the ``learning_rate`` it sets. Read as
# code when it holds at least three statements of these kinds and as many semicolons.
_SCRIPT_STATEMENT = re.compile(
    r"\bfunction\s+\w+\s*\(|\b(?:const|let|var)\s+\w+\s*=|\bdocument\.\w+\(|\bwindow\.\w+\(|\)\s*=>\s*\{")
_SCRIPT_STATEMENTS = 3


def _script_text(text: str, a: int, b: int) -> bool:
    """Is ``text[a:b]``, a paragraph, a script's statements rather than prose?"""
    if text.count(";", a, b) < _SCRIPT_STATEMENTS:
        return False
    found = 0
    for _ in _SCRIPT_STATEMENT.finditer(text, a, b):
        found += 1
        if found == _SCRIPT_STATEMENTS:
            return True
    return False


def _excluded_by_pattern(text: str, a: int, b: int) -> list[Span]:
    """What the inline grammar would cut out of ``text[a:b]``, found with patterns."""
    part = text[a:b]
    out = [(a + m.start(), a + m.end()) for m in _CODE_SPAN.finditer(part)]
    out += [(a + m.start(), a + m.end()) for m in _NOT_PROSE.finditer(part)]
    for m in _EMPHASIS_MARKS.finditer(part):
        before = part[m.start() - 1] if m.start() else " "
        after = part[m.end()] if m.end() < len(part) else " "
        if not (before.isalnum() and after.isalnum()):  # snake_case keeps its underscores
            out.append((a + m.start(), a + m.end()))
    return out


def _inline_region(doc: Doc, node: ts.Node, inline: list[_Inline]) -> Region | None:
    cp = doc.omap.cp
    a, b = cp(node.start_byte), cp(node.end_byte)
    if _script_text(doc.text, a, b):
        return None
    holes = [c for c in node.children if c.type == "block_continuation" and c.end_byte > c.start_byte]
    excl = [(cp(h.start_byte), cp(h.end_byte)) for h in holes]
    if node.end_byte - node.start_byte > INLINE_PARSE_LIMIT_BYTES:
        excl.extend(_excluded_by_pattern(doc.text, a, b))
    elif not _INLINE_MARKUP.isdisjoint(doc.text[a:b]):
        if not inline:
            inline.append(_Inline())
        excl.extend(inline[0].excluded(doc, node, holes))
    if doc.text.find("](", a, b) >= 0:
        excl.extend((m.start(), m.end()) for m in _BROKEN_LINK_TARGET.finditer(doc.text, a, b))
    if node.parent is not None and node.parent.type == "atx_heading":
        anchor = _HEADING_ANCHOR.search(doc.text, a, b)
        if anchor:
            excl.append((anchor.start(), b))
    pieces = text_pieces(doc.text, a, b, _spans_merged(excl) if excl else ())
    return Region(a, b, "prose", tuple(pieces), "markdown") if pieces else None


def _masked(doc: Doc, node: ts.Node, a: int, b: int) -> str | None:
    """``text[a:b]`` with block-quote/list continuation markers blanked (same length), or None."""
    holes = [c for c in node.children if c.type == "block_continuation" and c.end_byte > c.start_byte]
    if not holes:
        return None
    cp = doc.omap.cp
    chars = list(doc.text[a:b])
    for h in holes:
        for i in range(cp(h.start_byte) - a, cp(h.end_byte) - a):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def _fence_regions(doc: Doc, node: ts.Node) -> list[Region]:
    info = content = None
    for c in node.named_children:
        if c.type == "info_string":
            info = c
        elif c.type == "code_fence_content":
            content = c
    if info is None or content is None:
        return []
    lang_node = next((c for c in info.named_children if c.type == "language"), info)
    name = doc.src[lang_node.start_byte:lang_node.end_byte].decode("utf-8", "replace").strip()
    if not name:
        return []
    a, b = doc.omap.cp(content.start_byte), doc.omap.cp(content.end_byte)
    return _fenced_code(doc, a, b, name, _masked(doc, content, a, b))


def _fenced_code(doc: Doc, a: int, b: int, name: str, text: str | None) -> list[Region]:
    """A fence's content, ``doc.text[a:b]`` (or ``text``, its masked copy), read in the language
    ``name``: a fence is code, so a Python string statement in it (the output of a course's
    "```python out" block, an example's docstring) is not documentation of the page; its comments
    are prose."""
    return [r for r in embedded(doc, a, b, name, text) if r.kind != "docstring"]


# A fence line inside an HTML block: its indent, its marker and the info string after it.
_BLOCK_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*([^\n`]*)$", re.MULTILINE)


def _html_regions(doc: Doc, node: ts.Node) -> list[Region]:
    a, b = doc.omap.cp(node.start_byte), doc.omap.cp(node.end_byte)
    masked = _masked(doc, node, a, b)
    sub = masked if masked is not None else doc.text[a:b]
    if "```" not in sub and "~~~" not in sub:
        return embedded(doc, a, b, "html", masked)
    # An MDX component written with no blank line (<Tabs>, <CodeGroup>, <Accordion> of a docs site)
    # is one HTML block for CommonMark, fences included: a fence in it is still code, read in its
    # language as a fence outside is (its comments are prose); the HTML between fences is HTML.
    fences = []  # (the opening line's match, the start of the closing line, the end of the fence)
    opened = None
    for m in _BLOCK_FENCE.finditer(sub):
        if opened is None:
            opened = m
        elif m.group(1)[0] == opened.group(1)[0] and len(m.group(1)) >= len(opened.group(1)) \
                and not m.group(2).strip():
            fences.append((opened, m.start(), m.end()))
            opened = None
    if opened is not None:
        fences.append((opened, len(sub), len(sub)))
    out: list[Region] = []
    html_from = 0
    for start, close, end in fences:
        if start.start() > html_from:
            out.extend(embedded(doc, a + html_from, a + start.start(), "html", sub[html_from:start.start()]))
        body = start.end() + 1
        words = start.group(2).split()
        if words and body < close:
            out.extend(_fenced_code(doc, a + body, a + close, words[0], sub[body:close]))
        html_from = end
    if html_from < len(sub):
        out.extend(embedded(doc, a + html_from, b, "html", sub[html_from:]))
    return out


def _indented_regions(doc: Doc, node: ts.Node) -> list[Region]:
    """An indented code block is code, except where it follows a paragraph with no blank line
    between: CommonMark lets no indented code block interrupt a paragraph, so those lines continue
    it. tree-sitter-markdown gives such blocks after a line it wrongly reads as a paragraph, an
    HTML block opened by ``<h1>`` to ``<h6>`` (the header of many READMEs: ``<h3 align="center">``,
    then ``    <p>tagline</p>``). Read as HTML: its text is prose, its tags are not."""
    before = node.prev_named_sibling
    if before is None or before.type != "paragraph" or before.end_byte != node.start_byte:
        return []
    return _html_regions(doc, node)


# a YAML mapping's key at the start of a line ("title: ...", "tags:", "'og:title': ..."): front matter holds one
_YAML_KEY = re.compile(r"""^(?:[A-Za-z_][\w .-]*|"[^"\n]+"|'[^'\n]+')[ \t]*:(?:[ \t]|$)""", re.MULTILINE)


def _metadata_regions(doc: Doc, node: ts.Node) -> list[Region]:
    """YAML front matter is no prose, but tree-sitter-markdown reads as front matter whatever a
    document holds between a first line ``---`` and the next ``---`` line: a note that opens with a
    thematic break and has another a few sections down ("---", then "# 7. Learned encodings", a
    list, "---"). Without one YAML key in it, that is no front matter (a site generator would not
    take it, and renders the rule and the sections): it is read as Markdown, from the line after
    the opening ``---``."""
    cp = doc.omap.cp
    a, b = cp(node.start_byte), cp(node.end_byte)
    body = doc.text.find("\n", a, b) + 1
    if body <= 0 or _YAML_KEY.search(doc.text, body, b):
        return []
    return embedded(doc, body, b, "markdown")


def collect(doc: Doc, rng: tuple[int, int] | None) -> list[Unit]:
    """The Markdown collector (``Grammar.collector``): block nodes, fences and HTML blocks."""
    found = sorted_captures(doc, rng)
    units: list[Unit] = []
    inline: list[_Inline] = []
    last_end = -1
    cp = doc.omap.cp
    for sb, neg_eb, _priority, _index, name, n in found:
        if sb < last_end:
            continue
        last_end = -neg_eb
        if name == "inline":
            r = _inline_region(doc, n, inline)
            regions = [r] if r else []
        elif name == "fence":
            regions = _fence_regions(doc, n)
        elif name == "indented":
            regions = _indented_regions(doc, n)
        elif name == "metadata":
            regions = _metadata_regions(doc, n)
        else:
            regions = _html_regions(doc, n)
        units.append((cp(sb), cp(last_end), regions))
    return units

