"""Window re-parse: after an edit in Python, parse only the top-level statements around it.

Window re-parse (``LanguageSpec.top_level_windows``: Python). A structural edit (a quote, ``#``,
a deleted or pasted line) otherwise waits for tree-sitter's incremental re-parse of the whole
module, 5-90 ms on 10,000 lines. In a module that parses without errors, a line that starts at
column 0 with a statement that is a child of the module (not a comment, not a string) is a point
that nothing before it continues past: the text before it is a sequence of whole statements, and
the scanner's state there is the initial one (no open bracket, string or indented block). So if
the edit lies strictly between two such points S < P, and the new text between them, parsed on
its own, has no error, the whole new text parses without error as the statements before S, those
of the window, and those from P on; comments and docstrings (statements that are strings) are
captured inside one statement, and comments merge only across blanks, which a statement at S or P
interrupts. The new regions are the old ones outside [S, P) and the window's own. Only the
window is parsed (its size, not the module's); the tree is edited, and the next full re-parse
covers the edit as it covers deferred ones. S and P are taken from the tree's top-level nodes,
which stay exact outside the windows re-parsed this way since the last full parse
(``TrackerState.reshaped``: inside those the tree still holds the old statements). When the window
has an error, or the module had one (or typing in code may have made one: ``TrackerState.valid``),
the whole module re-parses.

Error window. When the window's own parse has an error (a lone quote, ``#`` leaving ``return x *``,
a pasted block at another indentation), the whole module would wait for tree-sitter's re-parse
with error recovery (12-150 ms). Python's lexical facts bound where such an error can reach: a
one-line string and a comment end at the end of their line, and only a triple-quoted string runs
on past it. So when the window with the top-level statement before it and the one after it
(head and tail), parsed on its own, opens no triple-quoted string that does not end in it
(``leaves_a_string_open``) and parses the head and the tail exactly as the module's tree has them
(the same kinds, spans and shapes, no error), the error recovery started and ended between them:
the module parses as the statements before the head, the window's, and those after the tail.
Why the head: before S the parser's stack holds every statement of the module before it, too
costly for the recovery to wrap in an error; on its own the window's parse has nothing to pop
there, and could recover otherwise (deleting ``def first(x):`` under a decorator does); with the
head in the window it has the same choices there as the module's parse, and the head shows
whether it took one. tree-sitter's recovery is a heuristic, so this rule is what the property
tests check against a fresh parse (``test_error_windows_match_a_fresh_parse``), not a theorem:
whatever it does not show re-parses the module. One error window at a time: an edit elsewhere
that leaves an error re-parses the module; typing is not deferred inside an error window (which
statements the errors spoil can change with it).
"""

from __future__ import annotations

import re
from typing import NamedTuple

import tree_sitter as ts

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.finder import base_scope, merge, parse
from ai_glossary.core.detection.regions.languages import LanguageSpec
from ai_glossary.core.detection.regions.model import Edit, Region, Span, shifted
from ai_glossary.core.detection.regions.python_lexer import leaves_a_string_open
from ai_glossary.core.detection.regions.state import Reshaped, TrackerState
from ai_glossary.core.detection.regions.treesitter import collect, regions_of

_STATEMENT_START = re.compile(r"[A-Za-z_@]")
WINDOW_MAX = 100_000  # characters: a larger window re-parses the whole module
_WINDOW_STEPS = 64  # top-level nodes looked at on each side for S and P
_MAX_RESHAPED = 32  # windows since the last whole re-parse


class Window(NamedTuple):
    """A window parsed on its own after an edit: [start, end) before the edit, its regions and
    tree after it, and ``changed``, the span of statements that changed: [start, end) or, for an
    error window, the same within the head and tail parsed with it."""

    start: int
    end: int
    regions: list[Region]
    tree: ts.Tree
    changed: Span


class Windows:
    """The window re-parse of one tracker; remembers the last window looked up (``defers`` and
    ``window_size`` look one up before ``update`` takes it)."""

    __slots__ = ("_prepared",)

    def __init__(self) -> None:
        self._prepared: tuple[str, Edit, Window | None] | None = None

    def forget(self) -> None:
        self._prepared = None

    def find(self, state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit, at_most: int = WINDOW_MAX,
             cancel: CancelToken = NEVER) -> Window | None:
        """The window re-parse of ``edit``, or None (also when the window would be larger than
        ``at_most``)."""
        limit = at_most + edit.old_end - edit.start
        prepared = self._prepared
        if prepared is not None and prepared[0] is state.text and prepared[1] == edit:
            window = prepared[2]
        else:
            bounds = window_bounds(state, spec, scope, edit.start, edit.old_end)
            if bounds is not None and bounds[1] - bounds[0] > limit:
                return None  # not known, not cached: a caller with a larger limit looks again
            window = None if bounds is None else _parse_window(state, spec, scope, edit, *bounds, cancel)
            self._prepared = (state.text, edit, window)
        return window if window is None or window.end - window.start <= limit else None


def apply_window(state: TrackerState, edit: Edit, new_text: str, window: Window) -> Span:
    """``state`` after ``edit`` with the regions and tree of its ``window``; the span changed."""
    a, b = window.changed
    state.edit_tree(edit)
    delta = edit.delta
    i, j = state.regions.overlap(window.start, window.end)
    state.regions.splice(i, j, window.regions, delta)
    # Only [a, b), the statements between S and P, changed: outside it the module's tree (or the
    # window that held the head or the tail) still has them. (Windows were moved by edit_tree;
    # none reaches across S or P, which are not inside one.)
    state.reshaped = sorted([w for w in state.reshaped if w.end <= a or w.start >= b + delta]
                            + [Reshaped(a, b + delta, window.tree, a - window.start)], key=lambda w: w.start)
    state.text = new_text
    return window.start, window.end + delta


def _boundary(state: TrackerState, at: int, backwards: bool) -> int | None:
    """The start of the nearest top-level statement at column 0 that starts strictly before
    (``backwards``) or after ``at``; 0 or the text's end when there is none; None when none
    is found within a few nodes."""
    text = state.text
    cursor = state.doc.tree.root_node.walk()
    # (a TreeCursor: Node.first_child_for_byte crashes py-tree-sitter 0.26.1 past the last child)
    if cursor.goto_first_child_for_byte(at) is None and not (backwards and cursor.goto_last_child()):
        return 0 if backwards else len(text)
    for _ in range(_WINDOW_STEPS):
        node = cursor.node
        start = node.start_byte  # ASCII: bytes are code points
        if ((start < at) if backwards else (start > at)) and node.type != "comment" \
                and (start == 0 or text[start - 1] == "\n") and _STATEMENT_START.match(text, start) \
                and not any(w.start < start < w.end for w in state.reshaped):
            return start
        if not (cursor.goto_previous_sibling() if backwards else cursor.goto_next_sibling()):
            return 0 if backwards else len(text)
    return None


def window_bounds(state: TrackerState, spec: LanguageSpec, scope: str, start: int, old_end: int) -> Span | None:
    """S and P around the edit of [start, old_end), or None when there is no window re-parse for it."""
    if not (state.valid and spec.top_level_windows) or scope == "everywhere":
        return None
    if len(state.reshaped) >= _MAX_RESHAPED:
        return None  # the whole module re-parses, and the windows start again from its tree
    if not state.text.isascii():
        return None
    s = _boundary(state, start, backwards=True)
    p = None if s is None else _boundary(state, old_end, backwards=False)
    if p is None or p - s > WINDOW_MAX:
        return None
    i, j = state.regions.overlap(s, p)
    if i < j and (state.regions.start(i) < s or state.regions.end(j - 1) > p):
        return None
    return s, p


def _parse_window(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit, start: int, end: int,
                  cancel: CancelToken) -> Window | None:
    """The window [start, end) after ``edit``, parsed on its own, or None when it does not parse
    without errors and no error window stands for it."""
    if not edit.text.isascii():
        return None
    text = state.text
    window = text[start:edit.start] + edit.text + text[edit.old_end:end]
    last_line = window.rstrip(" \t\n").rsplit("\n", 1)[-1]
    if last_line.endswith("\\"):
        return None  # a backslash at the end would join the statement at P
    parse_scope = base_scope(scope)
    doc = parse(spec, window, parse_scope, cancel)
    if doc.tree.root_node.has_error:
        if any(w.tree is not None and w.tree.root_node.has_error for w in state.reshaped
               if w.start < start or w.end > end):
            return None  # an error window elsewhere: at most one at a time
        head = _boundary(state, start, backwards=True) if start else 0
        tail = _boundary(state, end, backwards=False) if end < len(text) else end
        if head is None or tail is None or tail - head > WINDOW_MAX:
            return None
        window = text[head:start] + window + text[end:tail]
        if leaves_a_string_open(window):
            return None  # the string would run past the window: its end is not in it
        doc = parse(spec, window, parse_scope, cancel)
        root = doc.tree.root_node
        if not (_same_nodes(state, root, head, (head, start), 0, front=True)
                and _same_nodes(state, root, head, (end, tail), edit.delta, front=False)):
            return None
        changed, start, end = (start, end), head, tail
    else:
        changed = (start, end)
    regions = [shifted(r, start) for r in merge(window, regions_of(collect(doc)))]
    return Window(start, end, regions, doc.tree, changed)


def _same_nodes(state: TrackerState, root: ts.Node, base: int, span: Span, delta: int, front: bool) -> bool:
    """Whether ``root``, a window parsed on its own from ``base``, starts (``front``) or ends with
    the top-level nodes the module's tree has in ``span`` (moved by ``delta``), as they were (the
    same kind, span and shape) and without errors, and no node of it crosses their edge."""
    a, b = span
    if a == b:
        return True
    tree, at = state.doc.tree, 0  # where the nodes of [a, b) are (see TrackerState.reshaped)
    for w in state.reshaped:
        if w.start < b and w.end > a:
            if w.tree is None or not w.start <= a <= b <= w.end:
                return False
            tree, at = w.tree, w.start - w.lead
    cursor = tree.root_node.walk()
    if cursor.goto_first_child_for_byte(a - at) is None:
        return False
    old = []
    while cursor.node.start_byte + at < b:
        old.append(cursor.node)
        if not cursor.goto_next_sibling():
            break
    children = root.children
    if not old or old[0].start_byte + at != a or len(children) <= len(old):
        return False
    new = children[:len(old)] if front else children[-len(old):]
    if front and children[len(old)].start_byte + base < b \
            or not front and children[-len(old) - 1].end_byte + base > a + delta:
        return False  # a node across the edge
    moved = at + delta
    return all(not n.has_error and (n.type, n.start_byte + base, n.end_byte + base)
               == (o.type, o.start_byte + moved, o.end_byte + moved) and str(n) == str(o)
               for o, n in zip(old, new))
