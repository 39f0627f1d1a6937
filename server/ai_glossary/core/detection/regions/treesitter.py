"""tree-sitter backend: grammar loading, one comment query per language, node -> Region.

Grammars come from the per-language wheels (``tree-sitter-python``, ...) and are loaded lazily,
once per language per process, together with their compiled queries. Query captures:

- ``@comment``   comment nodes (markers stripped by ``pieces.comment_pieces``)
- ``@docstring`` Python docstrings (first string statement of a module/class/function body)
- ``@prose``     documentation text (HTML text nodes)
- ``@string``    string literals (scope "strings" only)

Markdown and reStructuredText have their own collectors (``markdown.py``, ``rst.py``) on the same
machinery, so the incremental tracker works for them too.
"""

from __future__ import annotations

import importlib
import threading
import warnings
from dataclasses import dataclass, field
from typing import Callable, Iterable

import tree_sitter as ts

from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.offsets import OffsetMap, encode
from ai_glossary.core.detection.regions.pieces import C_STYLE, HASH, SGML, CommentSyntax, drop_docstring_code, stripper, text_pieces

# A unit is one captured node: its code-point span and the regions it yields (often one, none
# when it holds no words, several for a Markdown fence). The tracker recomputes whole units.
Unit = tuple[int, int, list[Region]]


@dataclass(slots=True)
class Doc:
    """One parsed text: what collectors need."""

    key: str
    text: str
    src: bytes
    omap: OffsetMap
    tree: ts.Tree
    grammar: "Grammar"
    scope: str


@dataclass(slots=True)
class Grammar:
    key: str
    module: str
    function: str = "language"
    syntax: CommentSyntax = C_STYLE
    prose_query: str = "(comment) @comment"
    string_query: str = ""
    # custom collector: (doc, byte_range | None) -> units; default: the queries above
    collector: Callable[[Doc, tuple[int, int] | None], list[Unit]] | None = None
    # Returns a wider code-point window when captures depend on context (Python docstrings).
    context: Callable[[Doc, int, int], Span] | None = None
    # Extra check on a captured node: (doc, capture name, node) -> keep?
    accept: Callable[[Doc, str, ts.Node], bool] | None = None
    content_child: bool = False  # comments carry a comment_content child (Lua)
    # False when the grammar's incremental re-parse is not reliable (the tracker then re-parses)
    incremental: bool = True
    # re-entrant: query() reads .language while holding it
    _lock: threading.RLock = field(default_factory=threading.RLock, repr=False)
    _language: ts.Language | None = field(default=None, repr=False)
    _queries: dict[str, ts.Query] = field(default_factory=dict, repr=False)

    @property
    def language(self) -> ts.Language:
        if self._language is None:
            with self._lock:
                if self._language is None:
                    mod = importlib.import_module(self.module)
                    ptr = getattr(mod, self.function)()
                    with warnings.catch_warnings():  # some wheels still hand out an int pointer
                        warnings.simplefilter("ignore", DeprecationWarning)
                        self._language = ts.Language(ptr)
        return self._language

    def query(self, scope: str) -> ts.Query:
        name = "strings" if scope == "strings" and self.string_query else "prose"
        q = self._queries.get(name)
        if q is None:
            with self._lock:
                q = self._queries.get(name)
                if q is None:
                    src = self.prose_query + ("\n" + self.string_query if name == "strings" else "")
                    q = ts.Query(self.language, src)
                    self._queries[name] = q
        return q

    def parser(self) -> ts.Parser:
        return ts.Parser(self.language)


# ----------------------------------------------------------------------------------------------
# Node -> pieces

_CONTENT_TYPES = frozenset(
    "string_content string_fragment line_str_text multi_line_str_text content heredoc_content "
    "raw_string_content raw_string_literal_content interpreted_string_literal_content "
    "multiline_string_fragment string_literal_content nowdoc_string".split()
)
_PRIORITY = {"docstring": 0, "comment": 1, "prose": 2, "string": 3}
_QUOTES = "\"'`"


def _node_span(doc: Doc, node: ts.Node) -> Span:
    return doc.omap.cp(node.start_byte), doc.omap.cp(node.end_byte)


def _strip_quotes(text: str, a: int, b: int) -> Span:
    """Heuristic delimiter strip for string nodes without content children."""
    i = a
    while i < b and i - a < 3 and (text[i].isalpha() or text[i] in "@$#"):
        i += 1  # prefixes: r b u f @ $ R#
    if i < b and text[i] in _QUOTES:
        q = text[i]
        j = i
        while j < b and j - i < 3 and text[j] == q:
            j += 1
        k = b
        while k > j and b - k < (j - i) and text[k - 1] in (q, "#"):
            k -= 1
        return j, k
    if text.startswith(("|", ">"), a, b):  # YAML block scalar header
        nl = text.find("\n", a, b)
        return (nl + 1 if nl >= 0 else b), b
    return a, b


def string_pieces(doc: Doc, node: ts.Node, a: int, b: int) -> list[Span]:
    """Word pieces of the string literal ``node``, which spans code points [a, b)."""
    text = doc.text
    if doc.key == "python":  # fast path: no f-string prefix means no interpolation holes
        i = a
        while i < b and text[i] not in _QUOTES:
            i += 1
        if "f" not in text[a:i].lower() and text.find("\\", i, b) < 0:
            return text_pieces(text, *_strip_quotes(text, a, b))
    content = [c for c in node.named_children if c.type in _CONTENT_TYPES]
    if content:
        out: list[Span] = []
        for c in content:
            a, b = _node_span(doc, c)
            out.extend(text_pieces(text, a, b))
        return out
    a, b = _strip_quotes(text, a, b)
    holes = [_node_span(doc, c) for c in node.named_children]
    return text_pieces(text, a, b, [h for h in holes if h[0] >= a and h[1] <= b])


def node_region(doc: Doc, name: str, node: ts.Node, a: int, b: int) -> Region | None:
    text = doc.text
    if name == "comment":
        if a == 0 and text.startswith("#!"):
            return None  # shebang
        pieces = None
        if doc.grammar.content_child:  # Lua: --[==[ ... ]==] has a comment_content child
            for c in node.named_children:
                if c.type == "comment_content":
                    pieces = text_pieces(text, *_node_span(doc, c))
        if pieces is None:
            pieces = stripper(doc.grammar.syntax).pieces(text, a, b)
    elif name == "prose":
        pieces = text_pieces(text, a, b)
    else:  # docstring, string
        pieces = string_pieces(doc, node, a, b)
        if name == "docstring":
            pieces = drop_docstring_code(text, pieces)
    if not pieces:
        return None
    return Region(a, b, name, tuple(pieces), doc.key)


def query_units(doc: Doc, rng: tuple[int, int] | None) -> list[Unit]:
    """Units for the default (query-driven) collector, restricted to byte range ``rng``."""
    g = doc.grammar
    cursor = ts.QueryCursor(g.query(doc.scope))
    if rng is not None:
        lo, hi = rng
        cursor.set_byte_range(max(0, lo - 1), hi + 1)
    # (start byte, -end byte, priority, index, capture name, node): sorting puts outer nodes first
    found: list[tuple[int, int, int, int, str, ts.Node]] = []
    accept = g.accept
    for name, nodes in cursor.captures(doc.tree.root_node).items():
        if name[0] == "_":
            continue
        prio = _PRIORITY[name]
        found.extend([(n.start_byte, -n.end_byte, prio, k, name, n) for k, n in enumerate(nodes)])
    if rng is not None:
        found = [f for f in found if f[0] < hi and -f[1] > lo]
    if accept is not None:
        found = [f for f in found if accept(doc, f[4], f[5])]
    found.sort()
    units: list[Unit] = []
    last_end = -1
    omap = doc.omap
    ascii_ = omap.ascii
    text = doc.text
    strip = stripper(g.syntax)
    # One-line comments of a language without block comments: one regex match each (hot path)
    one_line = strip.line_re.match if not g.syntax.block and not g.content_child else None
    comment_pieces = strip.pieces
    key = doc.key
    for sb, neg_eb, _prio, _k, name, node in found:
        if sb < last_end:
            continue  # nested in an earlier capture (a string inside an f-string, a duplicate)
        last_end = -neg_eb
        a, b = (sb, last_end) if ascii_ else (omap.cp(sb), omap.cp(last_end))
        if name == "comment" and a:
            if one_line is not None and text.find("\n", a, b) < 0:
                m = one_line(text, a, b)
                piece = m.span(1)
                # an empty comment (a lone ``///``) is kept with no pieces: it joins the comment
                # lines around it into one region (see pieces.drop_comment_code), then is dropped
                units.append((a, b, [Region(a, b, "comment", (piece,) if piece[0] >= 0 else (), key)]))
                continue
            if not g.content_child:
                units.append((a, b, [Region(a, b, "comment", tuple(comment_pieces(text, a, b)), key)]))
                continue
        region = node_region(doc, name, node, a, b)
        units.append((a, b, [region] if region else []))
    return units


def collect(doc: Doc, rng: tuple[int, int] | None = None) -> list[Unit]:
    """Units overlapping the code-point window ``rng`` (all units when None)."""
    brng = None if rng is None else (doc.omap.byte(rng[0]), doc.omap.byte(rng[1]))
    collector = doc.grammar.collector or query_units
    return collector(doc, brng)


# ----------------------------------------------------------------------------------------------
# Python docstrings: every string that is a statement on its own. That covers module, class and
# function docstrings, attribute docstrings (PEP 257/PEP 224, used by Sphinx autodoc) and bare
# string blocks used as comments. Being a docstring then does not depend on the position of the
# statement, so an edit elsewhere cannot turn a string into a docstring.

_PY_DOCSTRING = """
(expression_statement . (string) @docstring .)
"""


# HTML: text outside code-like elements is documentation text.
_HTML_NOT_PROSE = frozenset("code pre kbd samp tt var math svg script style textarea".split())


def _html_accept(doc: Doc, name: str, node: ts.Node) -> bool:
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


def _sql_accept(doc: Doc, name: str, node: ts.Node) -> bool:
    return name != "string" or doc.src[node.start_byte:node.start_byte + 1] in (b"'", b'"', b"$")


# ----------------------------------------------------------------------------------------------
# The grammar table.

_JS_STRINGS = "[(string) (template_string)] @string (jsx_text) @string"
_LUA = CommentSyntax(("--",), (("--[[", "]]"),))
_SQL = CommentSyntax(("--", "#"), (("/*", "*/"),), "*")
_HASKELL = CommentSyntax(("--",), (("{-", "-}"),), "", "|^")
_JULIA = CommentSyntax(("#",), (("#=", "=#"),), "", "!")
_RUBY = CommentSyntax(("#",), (("=begin", "=end"),), "", ":")
_PHP = CommentSyntax(("//", "#"), (("/*", "*/"),), "*", "!")
_CSS = CommentSyntax(("//",), (("/*", "*/"),), "*")

GRAMMARS: dict[str, Grammar] = {}


def _g(g: Grammar) -> None:
    GRAMMARS[g.key] = g


_g(Grammar("python", "tree_sitter_python", syntax=HASH,
           prose_query="(comment) @comment" + _PY_DOCSTRING, string_query="(string) @string"))
_g(Grammar("javascript", "tree_sitter_javascript",
           prose_query="[(comment) (html_comment)] @comment", string_query=_JS_STRINGS))
_g(Grammar("typescript", "tree_sitter_typescript", "language_typescript",
           prose_query="[(comment) (html_comment)] @comment", string_query="[(string) (template_string)] @string"))
_g(Grammar("tsx", "tree_sitter_typescript", "language_tsx",
           prose_query="[(comment) (html_comment)] @comment", string_query=_JS_STRINGS))
_g(Grammar("java", "tree_sitter_java", prose_query="[(line_comment) (block_comment)] @comment",
           string_query="(string_literal) @string"))
_g(Grammar("kotlin", "tree_sitter_kotlin", prose_query="[(line_comment) (block_comment)] @comment",
           string_query="[(string_literal) (multiline_string_literal)] @string"))
_g(Grammar("scala", "tree_sitter_scala", prose_query="[(comment) (block_comment)] @comment",
           string_query="[(string) (interpolated_string)] @string"))
_g(Grammar("c", "tree_sitter_c", string_query="(string_literal) @string"))
_g(Grammar("cpp", "tree_sitter_cpp", string_query="[(string_literal) (raw_string_literal)] @string"))
_g(Grammar("cuda", "tree_sitter_cuda", string_query="[(string_literal) (raw_string_literal)] @string"))
_g(Grammar("csharp", "tree_sitter_c_sharp",
           string_query="[(string_literal) (verbatim_string_literal) (raw_string_literal)"
                        " (interpolated_string_expression)] @string"))
_g(Grammar("go", "tree_sitter_go",
           string_query="[(interpreted_string_literal) (raw_string_literal)] @string"))
_g(Grammar("rust", "tree_sitter_rust", prose_query="[(line_comment) (block_comment)] @comment",
           string_query="[(string_literal) (raw_string_literal)] @string"))
_g(Grammar("swift", "tree_sitter_swift", prose_query="[(comment) (multiline_comment)] @comment",
           string_query="[(line_string_literal) (multi_line_string_literal) (raw_string_literal)] @string"))
_g(Grammar("ruby", "tree_sitter_ruby", syntax=_RUBY, string_query="[(string) (heredoc_body)] @string"))
_g(Grammar("php", "tree_sitter_php", "language_php", syntax=_PHP,
           string_query="[(string) (encapsed_string) (heredoc) (nowdoc)] @string"))
_g(Grammar("lua", "tree_sitter_lua", syntax=_LUA, string_query="(string) @string", content_child=True))
_g(Grammar("bash", "tree_sitter_bash", syntax=HASH,
           string_query="[(string) (raw_string) (ansi_c_string) (heredoc_body)] @string"))
_g(Grammar("julia", "tree_sitter_julia", syntax=_JULIA,
           prose_query="[(line_comment) (block_comment)] @comment",
           string_query="[(string_literal) (prefixed_string_literal)] @string"))
_g(Grammar("sql", "tree_sitter_sql", syntax=_SQL, prose_query="[(comment) (marginalia)] @comment",
           string_query="(literal) @string", accept=_sql_accept))  # block comments are "marginalia"
_g(Grammar("yaml", "tree_sitter_yaml", syntax=HASH,
           string_query="[(double_quote_scalar) (single_quote_scalar) (block_scalar)] @string"
                        " (block_mapping_pair value: (flow_node (plain_scalar) @string))"
                        " (block_sequence_item (flow_node (plain_scalar) @string))"))
_g(Grammar("toml", "tree_sitter_toml", syntax=HASH, string_query="(pair (string) @string)"))
_g(Grammar("dockerfile", "tree_sitter_dockerfile", syntax=HASH,
           string_query="[(double_quoted_string) (single_quoted_string) (json_string)] @string"))
_g(Grammar("make", "tree_sitter_make", syntax=HASH))
_g(Grammar("html", "tree_sitter_html", syntax=SGML, prose_query="(comment) @comment (text) @prose",
           accept=_html_accept))
_g(Grammar("xml", "tree_sitter_xml", "language_xml", syntax=SGML, prose_query="(Comment) @comment"))
_g(Grammar("css", "tree_sitter_css", syntax=_CSS, prose_query="[(comment) (js_comment)] @comment",
           string_query="(string_value) @string"))
_g(Grammar("haskell", "tree_sitter_haskell", syntax=_HASKELL, prose_query="[(comment) (haddock)] @comment",
           string_query="(string) @string"))
_g(Grammar("json", "tree_sitter_json", string_query="(pair value: (string) @string) (array (string) @string)"))


def grammar(key: str) -> Grammar | None:
    if key in ("markdown", "rst") and key not in GRAMMARS:
        from ai_glossary.core.detection.regions import markdown, rst  # noqa: F401  (they register their grammars)
    return GRAMMARS.get(key)


def parse(g: Grammar, text: str, scope: str, old: Doc | None = None) -> Doc:
    src = encode(text)
    parser = g.parser()
    tree = parser.parse(src) if old is None else parser.parse(src, old.tree)
    return Doc(g.key, text, src, OffsetMap(text), tree, g, scope)


def regions_of(units: Iterable[Unit]) -> list[Region]:
    return [r for _a, _b, regs in units for r in regs]


def sorted_captures(doc: Doc, query_name: str, rng: tuple[int, int] | None) -> list[tuple[int, int, str, ts.Node]]:
    """Captures of a grammar query overlapping byte range ``rng`` (all when None), as
    ``(start_byte, -end_byte, capture name, node)`` in document order, outer nodes first."""
    cursor = ts.QueryCursor(doc.grammar.query(query_name))
    if rng is not None:
        lo, hi = rng
        cursor.set_byte_range(max(0, lo - 1), hi + 1)
    found = []
    for name, nodes in cursor.captures(doc.tree.root_node).items():
        for n in nodes:
            if rng is not None and not (n.start_byte < hi and n.end_byte > lo):
                continue
            found.append((n.start_byte, -n.end_byte, name, n))
    found.sort(key=lambda f: (f[0], f[1]))
    return found
