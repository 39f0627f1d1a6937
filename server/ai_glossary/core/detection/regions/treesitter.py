"""tree-sitter backend: grammar loading, query captures, node -> Region.

Grammars come from the per-language wheels (``tree-sitter-python``, ...) and are loaded lazily,
once per language per process, together with their compiled queries. Which language uses which
grammar is in the language table (``languages.py``); its queries are in ``queries/<name>.scm``,
where the patterns after the line ``; --- scope "strings" only ---`` run only with scope
"strings". Query captures:

- ``@comment``   comment nodes (markers stripped by ``pieces.comment_pieces``)
- ``@docstring`` Python docstrings (a string that is a statement on its own)
- ``@prose``     documentation text (HTML text nodes)
- ``@string``    string literals (scope "strings" only)
- names starting with ``_`` are helpers, not regions

Markdown and reStructuredText have their own collectors (``markdown.py``, ``rst.py``) on the same
machinery, so the incremental tracker works for them too.
"""

from __future__ import annotations

import importlib
import re
import threading
import warnings
from dataclasses import dataclass, field
from typing import Callable, Iterable

import tree_sitter as ts

from ai_glossary.core.detection.regions.model import Region, Span, shifted
from ai_glossary.core.detection.regions.offsets import OffsetMap
from ai_glossary.core.detection.regions.pieces import QUOTES, CommentSyntax, drop_docstring_code, strip_quotes, stripper, text_pieces
from ai_glossary.core.detection.regions.python_lexer import open_string_start
from ai_glossary.core.detection.regions.tool_comments import go_comment_pieces

# A unit is one captured node: its code-point span and the regions it yields (often one, none
# when it holds no words, several for a Markdown fence). The tracker recomputes whole units.
Unit = tuple[int, int, list[Region]]

# Regions of a piece of text written in another language (a Markdown fence, an rST code directive,
# a notebook cell): (text, language name as written, e.g. a fence's info string, scope) -> regions;
# an unknown language gives none. Passed in (``finder.embedded``), so the collectors of container
# formats do not import the dispatcher that calls them.
Embed = Callable[[str, str, str], list[Region]]


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
    syntax: CommentSyntax  # the language's comments (LanguageSpec.comments)
    embed: Embed
    # the comment or docstring opened and never closed (``_open_tail``), found once per parse: every range
    # collected reads it, and finding a Python docstring's reads every string of the text (2 ms in 5,000 lines)
    open_tail: "tuple[Region | None] | None" = None


# In a query file, the patterns after this line run only with scope "strings".
_STRINGS_ONLY = re.compile(r'^; --- scope "strings" only ---$', re.M)


def _query_sources(name: str) -> tuple[str, str]:
    """The patterns of ``queries/<name>.scm`` for every scope, and those for scope "strings" only."""
    from importlib.resources import files

    source = (files(__package__) / "queries" / f"{name}.scm").read_text(encoding="utf-8")
    parts = _STRINGS_ONLY.split(source, maxsplit=1)
    return parts[0], parts[1] if len(parts) > 1 else ""


@dataclass(slots=True, eq=False)
class Grammar:
    """How to read one language with tree-sitter: its wheel's module and language function, its
    query file ``queries/<queries>.scm`` and the rules of its collector."""

    module: str
    queries: str
    function: str = "language"
    # custom collector: (doc, byte_range | None) -> units; default: the query file's captures
    collector: Callable[[Doc, tuple[int, int] | None], list[Unit]] | None = None
    # Extra check on a captured node: (doc, capture name, node) -> keep?
    accept: Callable[[Doc, str, ts.Node], bool] | None = None
    content_child: bool = False  # comments carry a comment_content child (Lua)
    # The bytes the parser reads, from the text's: the same length, so that every offset holds;
    # masks what the grammar misreads (parse_view in rst.py)
    parse_view: Callable[[bytes], bytes] | None = None
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
        """The compiled query for ``scope`` ("strings" adds the string patterns; any other scope
        gets the prose patterns), compiled once per process."""
        name = "strings" if scope == "strings" else "prose"
        q = self._queries.get(name)
        if q is None:
            with self._lock:
                q = self._queries.get(name)
                if q is None:
                    prose, strings = _query_sources(self.queries)
                    if name == "prose":
                        q = ts.Query(self.language, prose)
                    elif strings:
                        q = ts.Query(self.language, prose + strings)
                    else:  # no string patterns: the same query
                        q = self.query("prose")
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


def _node_span(doc: Doc, node: ts.Node) -> Span:
    return doc.omap.cp(node.start_byte), doc.omap.cp(node.end_byte)


def string_pieces(doc: Doc, node: ts.Node, a: int, b: int) -> list[Span]:
    """Word pieces of the string literal ``node``, which spans code points [a, b)."""
    text = doc.text
    if doc.key == "python":  # fast path: no f-string prefix means no interpolation holes
        i = a
        while i < b and text[i] not in QUOTES:
            i += 1
        if "f" not in text[a:i].lower() and text.find("\\", i, b) < 0:
            return text_pieces(text, *strip_quotes(text, a, b))
    content = [c for c in node.named_children if c.type in _CONTENT_TYPES]
    if content:
        out: list[Span] = []
        for c in content:
            a, b = _node_span(doc, c)
            out.extend(text_pieces(text, a, b))
        return out
    a, b = strip_quotes(text, a, b)
    holes = [_node_span(doc, c) for c in node.named_children]
    return text_pieces(text, a, b, [h for h in holes if h[0] >= a and h[1] <= b])


def _comment_cutter(doc: Doc) -> Callable[[str, int, int], list[Span]]:
    """How ``doc``'s comments are cut into pieces, their markers stripped: in Go, without the lines a
    tool reads (``tool_comments``). Chosen once a document, so other languages pay nothing a comment."""
    pieces = stripper(doc.syntax).pieces
    if doc.key != "go":
        return pieces
    return lambda text, a, b: go_comment_pieces(text, pieces(text, a, b))


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
            pieces = _comment_cutter(doc)(text, a, b)
    elif name == "prose":
        pieces = text_pieces(text, a, b)
    else:  # docstring, string
        pieces = string_pieces(doc, node, a, b)
        if name == "docstring":
            pieces = drop_docstring_code(text, pieces)
    if not pieces:
        return None
    return Region(a, b, name, tuple(pieces), doc.key)


# ----------------------------------------------------------------------------------------------
# Query captures -> units

# QueryCursor.captures has a progress callback too, but it crashes py-tree-sitter 0.26.1; a query
# over the whole text runs instead in slices of this many bytes. Each slice holds the GIL: over
# the 10,000-line benchmark file, 256 KB slices held it up to 8.6 ms, 16 KB ones up to 0.6 ms, for
# the same 11 ms in all (a hover sent right after the first one waited behind them).
_QUERY_SLICE = 1 << 14


# A captured node, as sorted_captures returns it: (start byte, -end byte, priority of the capture
# name, index in tree-sitter's order, capture name, node). Sorted, captures are in document order,
# outer nodes first, then by priority; the index settles the rest, so nodes are never compared. A
# plain tuple, not a NamedTuple: one of those per capture cost +1.7% and +3.6% of the instructions
# of a whole analysis in bench/bench_analysis.py (tuple subclasses are slower to create and miss
# list.sort's fast path for tuples).
Capture = tuple[int, int, int, int, str, ts.Node]


def sorted_captures(doc: Doc, rng: tuple[int, int] | None, priority: dict[str, int] | None = None) -> list[Capture]:
    """Captures of the grammar's query for ``doc.scope`` overlapping byte range ``rng`` (all when
    None) that the grammar accepts, sorted; ``priority`` ranks capture names (default: all 0)."""
    query = doc.grammar.query(doc.scope)
    found: list[Capture] = []
    if rng is not None:
        lo, hi = rng
        windows = [(max(0, lo - 1), hi + 1)]
    else:  # the whole text, in slices: between two, another thread may take the GIL (see parsing._CHUNK)
        windows = [(a, a + _QUERY_SLICE) for a in range(0, max(len(doc.src), 1), _QUERY_SLICE)]
    for n_window, (a, b) in enumerate(windows):
        cursor = ts.QueryCursor(query)
        if rng is not None or len(windows) > 1:
            cursor.set_byte_range(a, b)
        for name, nodes in cursor.captures(doc.tree.root_node).items():
            if name[0] == "_":
                continue
            if n_window:  # a node across a slice boundary was captured in the slice where it starts
                nodes = [n for n in nodes if n.start_byte >= a]
            prio = priority[name] if priority is not None else 0
            found.extend([(n.start_byte, -n.end_byte, prio, k, name, n) for k, n in enumerate(nodes, len(found))])
    if rng is not None:
        found = [c for c in found if c[0] < hi and -c[1] > lo]  # starts before hi, ends after lo
    accept = doc.grammar.accept
    if accept is not None:
        found = [c for c in found if accept(doc, c[4], c[5])]
    found.sort()
    return found


def query_units(doc: Doc, rng: tuple[int, int] | None) -> list[Unit]:
    """Units for the default (query-driven) collector, restricted to byte range ``rng``."""
    g = doc.grammar
    found = sorted_captures(doc, rng, _PRIORITY)
    units: list[Unit] = []
    last_end = -1
    omap = doc.omap
    ascii_ = omap.ascii
    text = doc.text
    strip = stripper(doc.syntax)
    # One-line comments of a language without block comments: one regex match each (hot path)
    one_line = strip.line_re.match if not doc.syntax.block and not g.content_child else None
    pieces_of = _comment_cutter(doc)
    key = doc.key
    for sb, neg_eb, _priority, _index, name, node in found:
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
                units.append((a, b, [Region(a, b, "comment", tuple(pieces_of(text, a, b)), key)]))
                continue
        region = node_region(doc, name, node, a, b)
        units.append((a, b, [region] if region else []))
    tail = _open_tail(doc)
    if tail is not None and (rng is None or (tail.start < omap.cp(rng[1]) and omap.cp(rng[0]) < tail.end)):
        # what tree-sitter captured inside the open string (its words read as code) is the string's text
        units = [unit for unit in units if unit[0] < tail.start]
        units.append((tail.start, tail.end, [tail]))
    return units


def _open_tail(doc: Doc) -> Region | None:
    """The document's comment or docstring that runs to the end of the text, if any; two threads may
    both find it, the same one, either kept."""
    found = doc.open_tail
    if found is None:
        found = doc.open_tail = (_unterminated_docstring(doc) if doc.key == "python" else _unterminated_block_comment(doc),)
    return found[0]


def _unterminated_block_comment(doc: Doc) -> Region | None:
    """A block comment opened at the start of a line and never closed ("/* Perform a ring allreduce ..." in
    a file being written, or in an excerpt cut inside it) runs to the end of the text, as a compiler's lexer
    reads it; tree-sitter reads its words as operators and names. The opener must begin its line and no
    capture may hold it or follow it, so a "/*" inside a string literal stays code. A property of the whole
    document: every range collected sees the same tail (``window.grow_window`` relies on a range's units
    being those of its parts)."""
    if not doc.syntax.block or not doc.tree.root_node.has_error:
        return None
    text = doc.text
    for opener, closer in doc.syntax.block:
        at = text.rfind(opener)
        if at < 0 or (closer and text.find(closer, at + len(opener)) >= 0):
            continue
        line_start = text.rfind("\n", 0, at) + 1
        if text[line_start:at].strip() or sorted_captures(doc, (doc.omap.byte(at), len(doc.src))):
            return None
        end = len(text)
        return Region(at, end, "comment", tuple(stripper(doc.syntax).pieces(text, at, end)), doc.key)
    return None


def _unterminated_docstring(doc: Doc) -> Region | None:
    """A docstring opened at the start of a line and never closed (one being written at the end of a file, or
    an excerpt cut inside it) runs to the end of the text, as Python's tokenizer reads it; tree-sitter reads
    its words as code. The quotes begin their line after one that ends a statement or opens a block (not an
    open bracket, a comma, an operator or a backslash), and no capture holds them."""
    if not doc.tree.root_node.has_error:
        return None
    text = doc.text
    at = open_string_start(text)
    if at is None or text[text.rfind("\n", 0, at) + 1:at].strip(" \t") not in ("", "r", "R", "u", "U"):
        return None
    before = text[:at].rstrip()
    if before and (before[-1] in "([{,=+-*/%&|^<>\\" or before.endswith(("return", "yield", "lambda"))):
        return None
    byte = doc.omap.byte(at)
    if any(sb <= byte < -neg_eb for sb, neg_eb, *_ in sorted_captures(doc, (byte, byte + 1))):
        return None
    end = len(text)
    pieces = drop_docstring_code(text, text_pieces(text, at + 3, end))
    return Region(at, end, "docstring", tuple(pieces), doc.key) if pieces else None


def collect(doc: Doc, rng: tuple[int, int] | None = None) -> list[Unit]:
    """Units overlapping the code-point window ``rng`` (all units when None)."""
    brng = None if rng is None else (doc.omap.byte(rng[0]), doc.omap.byte(rng[1]))
    collector = doc.grammar.collector or query_units
    return collector(doc, brng)


# ----------------------------------------------------------------------------------------------
# Embedded languages


def embedded(doc: Doc, a: int, b: int, language: str, masked: str | None = None) -> list[Region]:
    """Regions of ``doc.text[a:b]`` read as ``language`` (a name as written), in document offsets.

    ``masked``, when given, is the same slice with container markup (``> `` of a block quote)
    blanked out; it must have the same length.

    A code block read as plain text (a Markdown ```` ```text ```` diagram, an rST ``code-block:: text``
    of output) has no comments: all of it is code, as any fence's is outside its comments
    (tests/eval/data/GUIDELINES.md, rule 1), so it gives no regions.
    """
    sub = masked if masked is not None else doc.text[a:b]
    return [shifted(r, a) for r in doc.embed(sub, language, doc.scope) if r.language != "plaintext"]


def regions_of(units: Iterable[Unit]) -> list[Region]:
    return [r for _a, _b, regs in units for r in regs]
