"""RegionTracker: the regions of one open document, kept up to date across edits.

tree-sitter languages update incrementally: ``Tree.edit`` + incremental re-parse, then only a
window around the edits and the parser's changed ranges is queried again. The window is widened
to whole lines, one more on each side (comment lines merge with their neighbours), and grows until
no region or captured node straddles it. Typing that cannot move a comment or a string skips the
re-parse (see "Deferred re-parse" below), and in Python a structural edit re-parses only the
top-level statements around it when that gives the same regions (see "Window re-parse"), also
when the edit leaves a syntax error that stays among them (see "Error window"). Regions
after the edit are shifted lazily: each region keeps a pending shift that is applied only when it
is read, so an update costs the size of the window plus one integer addition per later region. Other languages (Pygments, plain text,
notebooks) and grammars whose incremental re-parse is unreliable (``LanguageSpec.incremental``)
re-run fully and compare the old and new lists to report what changed.
"""

from __future__ import annotations

import dataclasses
import re
from bisect import bisect_left, bisect_right
from typing import Callable

import tree_sitter as ts

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.finder import INLINE_TAG, base_regions, base_scope, check_scope, fill_code, merge, parse
from ai_glossary.core.detection.regions.languages import spec_for
from ai_glossary.core.detection.regions.model import Edit, Region, Span, apply_edits, shifted
from ai_glossary.core.detection.regions.offsets import OffsetMap, encode
from ai_glossary.core.detection.regions.pieces import stripper
from ai_glossary.core.detection.regions.python_lexer import leaves_a_string_open
from ai_glossary.core.detection.regions import treesitter

# Deferred re-parse. In a file that parses without errors, typing letters, digits or spaces into a
# line of code cannot move a comment or a string, as long as that line holds no region and none of
# the characters that open or close a comment or string in that language (its
# ``LanguageSpec.structural``). Such an edit only edits the tree (and shifts the regions after it);
# the re-parse waits for the next edit that needs it, whose changed ranges then cover the deferred
# edits too. (If the typing itself makes the file invalid, tree-sitter's error recovery could re-read
# distant code differently: the regions then follow at the next re-parse.) Languages without
# structural characters always re-parse.
#
# Blank lines are deferred the same way: in these languages (all of them programming languages) a
# blank line outside strings and comments is not a token, so an edit that only adds, removes or
# changes blank lines, and leaves every other line of the lines it touches exactly as it was, cannot
# move a comment or string either. When the lines it touches are all blank it could change whether
# the comments around them merge, so it re-parses.
_INERT_TEXT = re.compile(r"[A-Za-z0-9_ \t]*")
_BLANKS = re.compile(r"[ \t\n]*")
# In a language whose keywords make syntax that decides which strings are regions (Python: in
# ``else:`` followed by a string, deleting the "s" makes the string an annotation, not a
# docstring), the line must keep its tokens: see ``_same_tokens``.
_WORDS = re.compile(r"([A-Za-z0-9_]+)")


def _plain_word(word: str, keywords: frozenset[str]) -> bool:
    return word.isdigit() or (word.isidentifier() and word not in keywords)


def _same_tokens(old: str, new: str, keywords: frozenset[str]) -> bool:
    """Lines ``old`` and ``new`` have the same tokens but for names and numbers that stay names
    and numbers, and blanks between tokens (not before the first: the indentation)."""
    a, b = _WORDS.split(old), _WORDS.split(new)
    if len(a) != len(b) or a[0] != b[0]:
        return False
    for k in range(1, len(a)):
        x, y = a[k], b[k]
        if x == y:
            continue
        if k % 2:  # a word
            if not (_plain_word(x, keywords) and _plain_word(y, keywords) and x.isdigit() == y.isdigit()):
                return False
        elif x.strip(" \t") != y.strip(" \t"):  # what lies between two words, or after the last
            return False
    return True


# A new comment line is deferred too, in a language whose only comments are line comments (Python):
# a line of blanks, the marker and words without quotes or backslashes, inserted at the start of a
# line of code outside any string, is one comment token that changes no other token. The region it
# makes is built here as the collector builds it. Not when a line next to it holds a comment (they
# could merge), when the line before may continue onto it (a backslash), or for a code fence.
_COMMENT_LINE_TAIL = re.compile(r"[^\n\r\"'\\`~]*\n")

# Window re-parse (``LanguageSpec.top_level_windows``: Python). A structural edit (a quote, ``#``,
# a deleted or pasted line) otherwise waits for tree-sitter's incremental re-parse of the whole
# module, 5-90 ms on 10,000 lines. In a module that parses without errors, a line that starts at
# column 0 with a statement that is a child of the module (not a comment, not a string) is a point
# that nothing before it continues past: the text before it is a sequence of whole statements, and
# the scanner's state there is the initial one (no open bracket, string or indented block). So if
# the edit lies strictly between two such points S < P, and the new text between them, parsed on
# its own, has no error, the whole new text parses without error as the statements before S, those
# of the window, and those from P on; comments and docstrings (statements that are strings) are
# captured inside one statement, and comments merge only across blanks, which a statement at S or P
# interrupts. The new regions are the old ones outside [S, P) and the window's own. Only the
# window is parsed (its size, not the module's); the tree is edited, and the next full re-parse
# covers the edit as it covers deferred ones. S and P are taken from the tree's top-level nodes,
# which stay exact outside the windows re-parsed this way since the last full parse (``_reshaped``:
# inside those the tree still holds the old statements). When the window has an error, or the
# module had one (or typing in code may have made one: ``_valid``), the whole module re-parses.
#
# Error window. When the window's own parse has an error (a lone quote, ``#`` leaving ``return x *``,
# a pasted block at another indentation), the whole module waited for tree-sitter's re-parse with
# error recovery (12-150 ms). Python's lexical facts bound where such an error can reach: a
# one-line string and a comment end at the end of their line, and only a triple-quoted string runs
# on past it. So when the window with the top-level statement before it and the one after it
# (head and tail), parsed on its own, opens no triple-quoted string that does not end in it
# (``leaves_a_string_open``) and parses the head and the tail exactly as the module's tree has them
# (the same kinds, spans and shapes, no error), the error recovery started and ended between them:
# the module parses as the statements before the head, the window's, and those after the tail.
# Why the head: before S the parser's stack holds every statement of the module before it, too
# costly for the recovery to wrap in an error; on its own the window's parse has nothing to pop
# there, and could recover otherwise (deleting ``def first(x):`` under a decorator did); with the
# head in the window it has the same choices there as the module's parse, and the head shows
# whether it took one. tree-sitter's recovery is a heuristic, so this rule is what the property
# tests check against a fresh parse (``test_error_windows_match_a_fresh_parse``), not a theorem:
# whatever it does not show re-parses the module. One error window at a time: an edit elsewhere
# that leaves an error re-parses the module; typing is not deferred inside an error window (which
# statements the errors spoil can change with it).
_STATEMENT_START = re.compile(r"[A-Za-z_@]")
_WINDOW_MAX = 100_000  # characters: a larger window re-parses the whole module
_WINDOW_STEPS = 64  # top-level nodes looked at on each side for S and P
_MAX_RESHAPED = 32  # windows since the last whole re-parse


def _non_blank_lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.strip(" \t")]


def _union(a: Span | None, b: Span) -> Span:
    return b if a is None else (min(a[0], b[0]), max(a[1], b[1]))


def _map_pos(x: int, s: int, oe: int, n: int) -> int:
    """Where offset ``x`` lands after replacing [s, oe) with ``n`` characters."""
    if x <= s:
        return x
    if x < oe:
        return s + n
    return x + n - (oe - s)


def _point(text: str, omap: OffsetMap, cp: int, byte: int) -> tuple[int, int]:
    row = text.count("\n", 0, cp)
    line_start = text.rfind("\n", 0, cp) + 1
    return row, byte - omap.byte(line_start)


# Between two things that merge into one region (``finder.merge``) there are only blanks and HTML
# inline tags: anything else between a neighbour and the window keeps them apart. The window's
# edge may cut a tag in two.
_GAP_BEFORE = re.compile(rf"(?:\s|{INLINE_TAG})*(?:<[^<>]*)?\Z", re.I)
_GAP_AFTER = re.compile(rf"(?:[^<>]*>)?(?:\s|{INLINE_TAG})*\Z", re.I)


def _joins(text: str, a: int, b: int, ua: int, ub: int) -> bool:
    """Does the span [ua, ub) near the window [a, b) overlap it or possibly merge with it?"""
    if ua < b and ub > a or ua == ub == a:
        return True
    if ub <= a:
        return _GAP_BEFORE.match(text, ub, a) is not None
    return _GAP_AFTER.match(text, b, ua) is not None


def _reach(text: str, ga: int, gb: int, a: int, b: int, ra: int, rb: int) -> Span:
    """The window grown to [ra, rb) when that old region ``_joins`` the window [a, b)."""
    if _joins(text, a, b, ra, rb):
        return min(ga, ra), max(gb, rb)
    return ga, gb


# ``regions_around`` answers the first hover on the event loop while the whole analysis is still
# running: past this many characters of window (a comment block of some 500 lines) it gives up and
# the hover waits for the analysis. Growing a window over 20,000 characters of comment lines costs
# about 3 ms; a window on real code is a few hundred characters.
AROUND_MAX = 20_000


def grow_window(doc: treesitter.Doc, a: int, b: int,
                neighbours: Callable[[int, int], list[Span]] | None = None,
                limit: int | None = None, cancel: CancelToken = NEVER) -> tuple[int, int, list[treesitter.Unit]] | None:
    """The window [a, b) of ``doc`` grown until nothing that could merge with it lies outside, and
    the units in it, sorted: (start, end, units). None when it grows past ``limit`` characters.

    Each round widens the window to whole lines, one more on each side (comment lines merge with
    their neighbours), and takes in the units there (and the spans ``neighbours(lo, hi)`` gives
    for [lo, hi): the tracker's old regions) that ``_joins`` it. Only what lies on those lines can
    reach past the window, so a round looks at them alone: a comment block of N lines, which
    grows the window one line per round, costs N rounds of a few units each, not N rounds of the
    whole window. The units are collected once: a range collected again only by what it lacks,
    grown to twice its size each time (a grammar's query units over a range are those over its
    parts: a unit across two comes back from both, kept once). A grammar with a collector of its
    own (Markdown, rST) reads a range as a whole: its lines are collected again each round.
    ``Cancelled`` once ``cancel`` is (checked before each collection)."""
    text = doc.text
    by_parts = doc.grammar.collector is None
    got: dict[Span, treesitter.Unit] = {}
    units: list[treesitter.Unit] = []
    starts: list[int] = []
    lo = hi = -1  # the range collected: none yet
    while True:
        if limit is not None and b - a > limit:
            return None
        ea, eb = _line_expand(text, a, b)
        if not by_parts:
            cancel.check()
            got = {(u[0], u[1]): u for u in treesitter.collect(doc, (ea, eb))}
        elif lo < 0 or ea < lo or eb > hi:
            size = hi - lo
            new_lo = ea if lo < 0 else lo if ea >= lo else max(0, min(ea, lo - size))
            new_hi = eb if lo < 0 else hi if eb <= hi else min(len(text), max(eb, hi + size))
            cancel.check()
            for x, y in [(new_lo, new_hi)] if lo < 0 else [(new_lo, lo), (hi, new_hi)]:
                if x < y:
                    for u in treesitter.collect(doc, (x, y)):
                        got.setdefault((u[0], u[1]), u)
            lo, hi = new_lo, new_hi
        if not by_parts or len(got) != len(units):
            units = [u for _span, u in sorted(got.items())]
            starts = [u[0] for u in units]
        ga, gb = a, b
        if neighbours is not None:
            for ua, ub in neighbours(ea, a) + neighbours(b, eb):
                ga, gb = _reach(text, ga, gb, a, b, ua, ub)
        # Units do not overlap (a nested capture is skipped), so their ends increase with their
        # starts: those that start before a and end after ea, and those that start before eb and
        # end after b, are found walking back from where a and eb fall.
        for before, after in ((a, ea), (eb, b)):
            k = bisect_left(starts, before) - 1
            while k >= 0 and units[k][1] > after:
                ua, ub = units[k][0], units[k][1]
                if _joins(text, a, b, ua, ub):
                    ga, gb = min(ga, ua), max(gb, ub)
                k -= 1
        if (ga, gb) == (a, b):
            break
        a, b = ga, gb
    ea, eb = _line_expand(text, a, b)
    inside = units[bisect_left(starts, a):bisect_right(starts, b)]
    return a, b, [u for u in inside if u[0] < eb and u[1] > ea and _joins(text, a, b, u[0], u[1])]


def _shapes_docstring_code(old_line: str, new_line: str) -> bool:
    """Could a docstring line, before or after an edit among its words, decide which lines after it
    are code (``pieces.drop_docstring_code``): a line ending in "::" or a directive ("..")?"""
    return any(line.endswith("::") or line.startswith("..") for line in (old_line, new_line))


def _end_point(row: int, col: int, inserted: str) -> tuple[int, int]:
    """The (row, column) after ``inserted`` (ASCII) placed at (row, col)."""
    breaks = inserted.count("\n")
    if not breaks:
        return row, col + len(inserted)
    return row + breaks, len(inserted) - inserted.rfind("\n") - 1


def _line_expand(text: str, a: int, b: int) -> Span:
    """[a, b) widened to include the whole line before a's line and the line after b's line."""
    p1 = text.rfind("\n", 0, a)
    start = 0 if p1 <= 0 else max(text.rfind("\n", 0, p1), 0)
    n1 = text.find("\n", b)
    n2 = -1 if n1 < 0 else text.find("\n", n1 + 1)
    end = len(text) if n2 < 0 else n2 + 1
    return start, end


class RegionTracker:
    """Regions of one open document, kept up to date across edits, reusing what did not change."""

    def __init__(self, text: str, language: str | None, scope: str = "prose",
                 on_parse: Callable[[treesitter.Doc], None] | None = None, cancel: CancelToken = NEVER) -> None:
        """``on_parse``: see ``replace``; ``cancel``: the parse stops (``Cancelled``) once it is
        cancelled."""
        self.language = language
        self.scope = check_scope(scope)
        self._scope = base_scope(scope)
        self._spec = spec_for(language)
        self._structural = self._spec.structural if self._spec is not None else None
        self.replace(text, on_parse, cancel)

    # -- state -------------------------------------------------------------------------------
    def replace(self, text: str, on_parse: Callable[[treesitter.Doc], None] | None = None,
                cancel: CancelToken = NEVER) -> None:
        """Full-text change (full sync). ``on_parse``: called with the tree-sitter parse of
        ``text`` (if it has one), a copy, before the regions are collected from it
        (``regions_around``). ``cancel``: the parse stops (``Cancelled``) once it is cancelled,
        the tracker as it was."""
        doc = None
        if self.language is None:
            regs: list[Region] = []
        elif self._spec is not None and self._spec.grammar is not None:
            if self._spec.may_hold_regions(text, self._scope):
                doc = parse(self._spec, text, self._scope, cancel)
                if on_parse is not None:  # a tree of its own: another thread may read it (not thread-safe)
                    on_parse(dataclasses.replace(doc, tree=doc.tree.copy()))
                regs = merge(text, treesitter.regions_of(treesitter.collect(doc)))
            else:  # nothing to parse for (LanguageSpec.comment_only): no tree until an edit brings a marker
                regs = []
        else:
            regs = base_regions(text, self.language, self._scope, cancel=cancel)
        self.text = text
        self._doc = doc
        self._regs = regs
        self._after_parse()
        # Region i is at self._regs[i] moved by self._shift[i]. Shifting the regions after an edit
        # is one list comprehension over ints; Region objects are only rebuilt when read.
        self._shift = [0] * len(regs)
        self._filled: list[Region] | None = None

    def _after_parse(self) -> None:
        """After a whole-module parse: is the text known to parse without errors (the window
        re-parse needs it), and the windows re-parsed on their own since (none)."""
        self._valid = self._doc is not None and not self._doc.tree.root_node.has_error
        # [a, b), the window's own tree (None once an edit crossed a or b) and where a is in it: the
        # tree of an error window also holds the statements around it (its offsets from a - lead)
        self._reshaped: list[tuple[int, int, ts.Tree | None, int]] = []
        self._prepared: tuple | None = None  # the last _window looked up, for update to reuse

    @property
    def regions(self) -> list[Region]:
        """Current regions, sorted by start (scope "everywhere": with the code gaps filled)."""
        self._materialize()
        if self.scope != "everywhere" or self.language is None:
            return self._regs
        if self._filled is None:
            self._filled = fill_code(self.text, self._regs, self.language)
        return self._filled

    def regions_in(self, start: int, end: int) -> list[Region]:
        """Regions overlapping [start, end) (or containing ``start`` when empty) without
        materialising the whole list: what a matcher re-reads after ``update``."""
        if self.scope == "everywhere":
            return [r for r in self.regions if r.start < max(end, start + 1) and r.end > start]
        i, j = self._overlap(start, max(end, start + 1))
        return [self._true(x) for x in range(i, j)]

    def __len__(self) -> int:
        """Number of regions (scope "everywhere": without the code gaps)."""
        return len(self._regs)

    def region(self, i: int) -> Region:
        """The ``i``-th region at its current offsets, without materialising the whole list."""
        return self._true(i)

    # -- undo --------------------------------------------------------------------------------
    def checkpoint(self) -> tuple:
        """The state now, for ``restore`` when edits bring the text back to ``checkpoint()[0]`` (an
        undo, a character typed and deleted): a parse of the same text finds the same regions."""
        doc = self._doc
        return (self.text, list(self._regs), list(self._shift),
                None if doc is None else dataclasses.replace(doc, tree=doc.tree.copy()),  # edits change a tree
                self._valid, [(a, b, None if tree is None else tree.copy(), lead) for a, b, tree, lead in self._reshaped])

    def restore(self, checkpoint: tuple) -> tuple:
        """Back to a ``checkpoint`` (used once: its lists and trees are taken over); returns the
        state left, as a checkpoint (taken over too: nothing is copied, nor freed now)."""
        left = (self.text, self._regs, self._shift, self._doc, self._valid, self._reshaped)
        self.text, self._regs, self._shift, self._doc, self._valid, self._reshaped = checkpoint
        self._filled = None
        self._prepared = None
        return left

    # -- lazy shifting -----------------------------------------------------------------------
    def _reaching(self, lo: int, hi: int) -> list[Span]:
        """The spans of the regions that overlap [lo, hi) (or cross lo when it is empty)."""
        i, j = self._overlap(lo, hi)
        return [(self._start(x), self._end(x)) for x in range(i, j)]

    def _true(self, i: int) -> Region:
        return shifted(self._regs[i], self._shift[i])

    def _start(self, i: int) -> int:
        return self._regs[i].start + self._shift[i]

    def _end(self, i: int) -> int:
        return self._regs[i].end + self._shift[i]

    def _materialize(self) -> None:
        regs, shift = self._regs, self._shift
        for x, d in enumerate(shift):
            if d:
                regs[x] = shifted(regs[x], d)
        self._shift = [0] * len(regs)

    def _overlap(self, a: int, b: int) -> tuple[int, int]:
        """Index range of regions with end > a and start < b."""
        lo, hi = 0, len(self._regs)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._end(mid) > a:
                hi = mid
            else:
                lo = mid + 1
        i = j = lo
        hi = len(self._regs)
        while j < hi:
            mid = (j + hi) // 2
            if self._start(mid) < b:
                j = mid + 1
            else:
                hi = mid
        return i, j

    def _splice(self, i: int, j: int, new: list[Region], delta: int) -> None:
        """Replace regions [i, j) by ``new`` (true offsets); shift the regions after by ``delta``."""
        self._regs[i:j] = new
        tail = self._shift[j:]
        self._shift[i:] = [0] * len(new) + ([d + delta for d in tail] if delta else tail)
        self._filled = None

    # -- updates -----------------------------------------------------------------------------
    def update(self, edits: list[Edit], new_text: str | None = None, cancel: CancelToken = NEVER) -> Span:
        """Apply ``edits`` in order, each ``(start, old_end, new_text)`` in code points of the text
        as it is just before that edit. Returns the span of the new text outside of which every
        region is unchanged apart from being shifted.

        ``new_text`` is the text after the edits when the caller has built it already (an open
        document has), so that it is not built again here; only its length is checked.

        ``cancel``: a parse stops (``Cancelled``) once it is cancelled; the tracker is then left
        part way (the caller goes back to a ``checkpoint``), except after an edit that ``defers``
        or re-parses only a window (``window_size``): those parse before they change anything.
        """
        edits = list(edits)
        if not edits:
            return (0, 0)
        length = len(self.text)
        for s, oe, new in edits:  # validate against the evolving length
            if not (0 <= s <= oe <= length):
                raise ValueError(f"edit ({s}, {oe}) out of range for a text of {length} characters")
            length += len(new) - (oe - s)
        if new_text is None:
            new_text = apply_edits(self.text, edits)
        elif len(new_text) != length:
            raise ValueError(f"the edits make a text of {length} characters, not {len(new_text)}")
        if self._doc is None or not self._spec.incremental:
            return self._update_full(edits, new_text, cancel)
        if len(edits) == 1:
            s, oe, new = edits[0]
            if self._inert(s, oe, new):
                if self._spec.keywords is None:
                    self._valid = False  # letters typed into code may make a syntax error
                return self._update_deferred(s, oe, new, new_text)
            typed = self._typed_in_prose(s, oe, new)
            if typed is not None:
                return self._update_deferred(s, oe, new, new_text, typed)
            comment = self._new_comment_line(s, oe, new)
            if comment is not None:
                return self._update_deferred(s, oe, new, new_text, comment=comment)
            removed = self._removed_comment_line(s, oe, new)
            if removed is not None:
                return self._update_deferred(s, oe, new, new_text, removed=removed)
            window = self._window(s, oe, new, cancel=cancel)
            if window is not None:
                return self._update_window(s, oe, new, new_text, window)
        return self._update_incremental(edits, new_text, cancel)

    def defers(self, s: int, oe: int, new: str) -> bool:
        """Whether ``update`` with this one edit would skip the re-parse (and so cost little)."""
        if self._doc is None or not self._spec.incremental:
            return False
        return (self._inert(s, oe, new) or self._typed_in_prose(s, oe, new) is not None
                or self._new_comment_line(s, oe, new) is not None or self._removed_comment_line(s, oe, new) is not None)

    @property
    def windows(self) -> bool:
        """Whether an edit may re-parse only the statements around it (see "Window re-parse")."""
        return self._doc is not None and self._spec.incremental and self._spec.top_level_windows

    def window_size(self, s: int, oe: int, new: str, at_most: int = _WINDOW_MAX) -> int | None:
        """The characters ``update`` with this one edit would parse when it re-parses only the
        top-level statements around it (see "Window re-parse"), when that is at most ``at_most``;
        else None (a larger window is not parsed here to find out)."""
        if self._doc is None or not self._spec.incremental:
            return None
        window = self._window(s, oe, new, at_most)
        return None if window is None else window[1] - window[0] + len(new) - (oe - s)

    # -- window re-parse -----------------------------------------------------------------------
    def _window(self, s: int, oe: int, new: str, at_most: int = _WINDOW_MAX,
                cancel: CancelToken = NEVER) -> tuple[int, int, list[Region]] | None:
        """(S, P, the new regions between them) for the window re-parse of this edit, or None
        (also when the window would be larger than ``at_most``)."""
        prepared = self._prepared
        if prepared is not None and prepared[0] is self.text and prepared[1:4] == (s, oe, new):
            window = prepared[4]
            return window if window is None or window[1] - window[0] <= at_most + oe - s else None
        bounds = self._window_bounds(s, oe)
        if bounds is not None and bounds[1] - bounds[0] > at_most + oe - s:
            return None  # not known, not cached: a caller with a larger limit looks again
        window = None if bounds is None else self._parse_window(s, oe, new, *bounds, cancel)
        self._prepared = (self.text, s, oe, new, window)
        return window if window is None or window[1] - window[0] <= at_most + oe - s else None

    def _boundary(self, at: int, backwards: bool) -> int | None:
        """The start of the nearest top-level statement at column 0 that starts strictly before
        (``backwards``) or after ``at``; 0 or the text's end when there is none; None when none
        is found within a few nodes."""
        text = self.text
        cursor = self._doc.tree.root_node.walk()
        # (a TreeCursor: Node.first_child_for_byte crashes py-tree-sitter 0.26.1 past the last child)
        if cursor.goto_first_child_for_byte(at) is None and not (backwards and cursor.goto_last_child()):
            return 0 if backwards else len(text)
        for _ in range(_WINDOW_STEPS):
            node = cursor.node
            b = node.start_byte  # ASCII: bytes are code points
            if ((b < at) if backwards else (b > at)) and node.type != "comment" \
                    and (b == 0 or text[b - 1] == "\n") and _STATEMENT_START.match(text, b) \
                    and not any(ra < b < rb for ra, rb, _tree, _lead in self._reshaped):
                return b
            if not (cursor.goto_previous_sibling() if backwards else cursor.goto_next_sibling()):
                return 0 if backwards else len(text)
        return None

    def _window_bounds(self, s: int, oe: int) -> Span | None:
        """S and P around the edit [s, oe), or None when there is no window re-parse for it."""
        if not (self._valid and self._spec.top_level_windows) or self.scope == "everywhere":
            return None
        if len(self._reshaped) >= _MAX_RESHAPED:
            return None  # the whole module re-parses, and the windows start again from its tree
        if not self.text.isascii():
            return None
        start = self._boundary(s, backwards=True)
        end = None if start is None else self._boundary(oe, backwards=False)
        if end is None or end - start > _WINDOW_MAX:
            return None
        i, j = self._overlap(start, end)
        if i < j and (self._start(i) < start or self._end(j - 1) > end):
            return None
        return start, end

    def _parse_window(self, s: int, oe: int, new: str, start: int, end: int,
                      cancel: CancelToken = NEVER) -> tuple | None:
        """The window [start, end) after the edit, parsed on its own: (the span parsed, its regions,
        its tree, the span of statements that changed: [start, end) or, for an error window (see
        "Error window"), the same within the head and tail parsed with it), or None when it does
        not parse without errors and no error window stands for it."""
        if not new.isascii():
            return None
        text = self.text
        window = text[start:s] + new + text[oe:end]
        last_line = window.rstrip(" \t\n").rsplit("\n", 1)[-1]
        if last_line.endswith("\\"):
            return None  # a backslash at the end would join the statement at P
        doc = parse(self._spec, window, self._scope, cancel)
        if doc.tree.root_node.has_error:
            if any(tree is not None and tree.root_node.has_error for ra, rb, tree, _lead in self._reshaped
                   if ra < start or rb > end):
                return None  # an error window elsewhere: at most one at a time
            head = self._boundary(start, backwards=True) if start else 0
            tail = self._boundary(end, backwards=False) if end < len(text) else end
            if head is None or tail is None or tail - head > _WINDOW_MAX:
                return None
            window = text[head:start] + window + text[end:tail]
            if leaves_a_string_open(window):
                return None  # the string would run past the window: its end is not in it
            doc = parse(self._spec, window, self._scope, cancel)
            delta = len(new) - (oe - s)
            if not (self._same_nodes(doc.tree.root_node, head, head, start, 0, front=True)
                    and self._same_nodes(doc.tree.root_node, head, end, tail, delta, front=False)):
                return None
            core, start, end = (start, end), head, tail
        else:
            core = (start, end)
        regions = [shifted(r, start) for r in merge(window, treesitter.regions_of(treesitter.collect(doc)))]
        return start, end, regions, doc.tree, core

    def _same_nodes(self, root: ts.Node, base: int, a: int, b: int, delta: int, front: bool) -> bool:
        """Whether ``root``, a window parsed on its own from ``base``, starts (``front``) or ends
        with the top-level nodes the module's tree has in [a, b) (moved by ``delta``), as they were
        (the same kind, span and shape) and without errors, and no node of it crosses their edge."""
        if a == b:
            return True
        tree, at = self._doc.tree, 0  # where the nodes of [a, b) are (see _reshaped)
        for ra, rb, window_tree, lead in self._reshaped:
            if ra < b and rb > a:
                if window_tree is None or not ra <= a <= b <= rb:
                    return False
                tree, at = window_tree, ra - lead
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
        if front and children[len(old)].start_byte + base < b or not front and children[-len(old) - 1].end_byte + base > a + delta:
            return False  # a node across the edge
        moved = at + delta
        return all(not n.has_error and (n.type, n.start_byte + base, n.end_byte + base)
                   == (o.type, o.start_byte + moved, o.end_byte + moved) and str(n) == str(o)
                   for o, n in zip(old, new))

    def _update_window(self, s: int, oe: int, new: str, new_text: str, window: tuple) -> Span:
        start, end, fresh, tree, (a, b) = window
        self._edit_tree(s, oe, new)
        delta = len(new) - (oe - s)
        i, j = self._overlap(start, end)
        self._splice(i, j, fresh, delta)
        # Only [a, b), the statements between S and P, changed: outside it the module's tree (or the
        # window that held the head or the tail) still has them. (Windows were moved by _edit_tree;
        # none reaches across S or P, which are not inside one.)
        self._reshaped = sorted([w for w in self._reshaped if w[1] <= a or w[0] >= b + delta]
                                + [(a, b + delta, tree, a - start)], key=lambda w: w[0])
        self.text = new_text
        return start, end + delta

    def _comment_line_alone(self, s: int, line: str) -> bool:
        """``line`` (a whole line, without its line break, to be inserted or deleted at line start
        ``s``) is a comment line as _COMMENT_LINE_TAIL says, and its neighbours cannot merge with it."""
        syntax = self._spec.comments
        if self._structural is None or self.scope != "prose" or syntax is None or syntax.block or len(syntax.line) != 1:
            return False
        text = self.text
        if s == 0 or text[s - 1] != "\n" or len(line) > 200 or self._doc.tree.root_node.has_error \
                or self._in_error_window(s, s + len(line)):
            return False
        marker = syntax.line[0]
        body = line.lstrip(" \t")
        if not body.startswith(marker) or not _COMMENT_LINE_TAIL.fullmatch(body + "\n", len(marker)):
            return False
        return line.isascii() and text.isascii()

    def _neighbours_apart(self, s: int, next_start: int) -> bool:
        """The line before ``s`` holds no comment and no backslash, and the line at ``next_start``
        does not start with a comment."""
        text, marker = self.text, self._spec.comments.line[0]
        prev_line = text[text.rfind("\n", 0, s - 1) + 1:s - 1]
        next_end = text.find("\n", next_start)
        next_line = text[next_start:len(text) if next_end < 0 else next_end]
        return not (marker in prev_line or "\\" in prev_line or next_line.lstrip(" \t").startswith(marker))

    def _removed_comment_line(self, s: int, oe: int, new: str) -> int | None:
        """Deleting a whole line that holds only a comment (the undo of _new_comment_line): the index
        of its region, or None."""
        text = self.text
        if new or oe <= s or text[oe - 1] != "\n" or not self._comment_line_alone(s, text[s:oe - 1]):
            return None
        if not self._neighbours_apart(s, oe):
            return None
        i, j = self._overlap(s, oe)
        if j != i + 1:
            return None
        region = self._true(i)
        body_start = oe - 1 - len(text[s:oe - 1].lstrip(" \t"))
        return i if (region.kind, region.start, region.end) == ("comment", body_start, oe - 1) else None

    def _new_comment_line(self, s: int, oe: int, new: str) -> Region | None:
        """The region of a new line that holds only a comment (see _COMMENT_LINE_TAIL), or None."""
        text = self.text
        if oe != s or not new.endswith("\n") or not self._comment_line_alone(s, new[:-1]):
            return None
        if not self._neighbours_apart(s, s):
            return None
        syntax = self._spec.comments
        body = new.lstrip(" \t")
        i, j = self._overlap(s - 1, s + 1)
        if i != j:
            return None
        # ASCII: code points are bytes. In a window re-parsed on its own, the module's tree still
        # holds the old statements: the window's tree has the new ones.
        tree, base = self._doc.tree, 0
        for ra, rb, window_tree, lead in self._reshaped:
            if ra <= s <= rb:
                if window_tree is None:
                    return None
                tree, base = window_tree, ra - lead
        node = tree.root_node.descendant_for_byte_range(s - base, s - base)
        while node is not None:
            if "string" in node.type or node.type == "ERROR":
                return None  # inside a string, the line would be its text
            node = node.parent
        a = s + len(new) - len(body)
        b = s + len(new) - 1
        new_text = text[:s] + new + text[s:]
        piece = stripper(syntax).line_re.match(new_text, a, b).span(1)
        if piece[0] < 0:
            return None  # an empty comment joins the comments around it
        return Region(a, b, "comment", (piece,), self._spec.key)

    def _in_error_window(self, s: int, oe: int) -> bool:
        """Whether [s, oe) touches a window parsed on its own with an error in it: there an edit may
        change which statements the errors spoil, so none is deferred (and so none crosses its edge,
        which would drop its tree)."""
        return any(ra <= oe and s <= rb and tree is not None and tree.root_node.has_error
                   for ra, rb, tree, _lead in self._reshaped)

    def _can_defer(self, s: int, oe: int, new: str, blank_lines: bool = False) -> bool:
        """Common conditions: a language with structural characters, a valid file, a short edit of
        letters, digits and blanks (``blank_lines``: or of blanks and line breaks only)."""
        if self._structural is None or self.scope == "everywhere":
            return False
        if oe - s > 200 or len(new) > 200 or self._doc.tree.root_node.has_error:
            return False
        if self._in_error_window(s, oe):
            return False
        text = self.text
        if _INERT_TEXT.fullmatch(new) and _INERT_TEXT.fullmatch(text, s, oe):
            return text.isascii()
        return blank_lines and bool(_BLANKS.fullmatch(new) and _BLANKS.fullmatch(text, s, oe)) and text.isascii()

    def _inert(self, s: int, oe: int, new: str) -> bool:
        """Typing into lines of code that hold no region and no comment/string character, or adding
        and removing blank lines among them."""
        if not self._can_defer(s, oe, new, blank_lines=True):
            return False
        text = self.text
        line_start = text.rfind("\n", 0, s) + 1
        line_end = text.find("\n", oe)
        line_end = len(text) if line_end < 0 else line_end
        touched = text[line_start:line_end]
        if any(ch in self._structural for ch in touched):
            return False
        if "\n" in new or "\n" in text[s:oe]:
            kept = _non_blank_lines(touched)
            if not kept or kept != _non_blank_lines(text[line_start:s] + new + text[oe:line_end]):
                return False  # a line of code changed, or only blank lines are around
        elif self._spec.keywords is not None and not _same_tokens(
                touched, text[line_start:s] + new + text[oe:line_end], self._spec.keywords):
            return False
        i, j = self._overlap(max(line_start - 1, 0), line_end + 1)
        return i == j

    def _typed_in_prose(self, s: int, oe: int, new: str) -> tuple[int, Region] | None:
        """Typing letters, digits or blanks among the words of one line of a comment or docstring
        cannot open or close one. Returns the region's index and its updated form, or None when that
        is not certain (an edit in a marker or leader, at a line's first word, across lines, ...)."""
        if not self._can_defer(s, oe, new):
            return None
        i, j = self._overlap(max(s - 1, 0), s + 1)
        text = self.text
        for index in range(i, j):
            region = self._true(index)
            if not (region.start < s and oe <= region.end):
                continue
            # a region may end exactly at the edit only if it is a line comment running to the line end
            if oe == region.end and not (oe == len(text) or text[oe] == "\n"):
                return None
            pieces = list(region.pieces)
            k = max((n for n, (a, _b) in enumerate(pieces) if a <= s), default=None)
            if k is None:
                return None
            a, b = pieces[k]
            # at the first word of a line: letters typed or deleted there, from a letter or digit to
            # a letter or digit, only change that word (a blank would move the piece's start; a fence
            # or a doctest line starts otherwise)
            if a == s and not (text[s].isalnum() and (new + text[oe:b])[:1].isalnum()):
                return None
            line_end = text.find("\n", a)
            line_end = len(text) if line_end < 0 else line_end
            if oe > line_end or text.find("\n", a, s) >= 0:
                return None  # the edit is not on this piece's line
            if region.kind == "docstring" and _shapes_docstring_code(text[a:b], (text[a:s] + new + text[oe:b]).rstrip(" \t")):
                return None  # "Example::" opens a literal block, ".. code::" is one: not only words change
            delta = len(new) - (oe - s)
            if s > b:  # in the blanks after the piece's last word: only pure insertion
                if oe != s or text[b:s].strip(" \t"):
                    return None
                typed = new.rstrip(" \t")
                end = s + len(typed) if typed else b
            elif oe <= b:  # among the piece's words; deleting its last letters can bare a blank
                end = a + len((text[a:s] + new + text[oe:b]).rstrip(" \t"))
            else:
                return None
            pieces[k] = (a, end)
            pieces[k + 1 :] = [(x + delta, y + delta) for x, y in pieces[k + 1 :]]
            return index, Region(region.start, region.end + delta, region.kind, tuple(pieces), region.language)
        return None

    def _edit_tree(self, s: int, oe: int, new: str) -> None:
        """``Tree.edit`` for one edit of ASCII text (code points are bytes), the re-parse left for
        later; the windows re-parsed since the last parse move with the text."""
        text = self.text
        row = text.count("\n", 0, s)
        col = s - (text.rfind("\n", 0, s) + 1)
        self._doc.tree.edit(s, oe, s + len(new), (row, col), _end_point(row, col, text[s:oe]), _end_point(row, col, new))
        if self._reshaped:
            n = len(new)
            moved = []
            for ra, rb, tree, lead in self._reshaped:
                if tree is not None and ra <= s and oe <= rb:  # within the window: its tree follows
                    at = ra - lead
                    wrow = row - text.count("\n", 0, at)  # (a window starts a line: same column)
                    tree.edit(s - at, oe - at, s - at + n, (wrow, col), _end_point(wrow, col, text[s:oe]),
                              _end_point(wrow, col, new))
                elif ra < oe and s < rb:
                    tree = None  # across its edge
                moved.append((_map_pos(ra, s, oe, n), _map_pos(rb, s, oe, n), tree, lead))
            self._reshaped = moved

    def _update_deferred(self, s: int, oe: int, new: str, new_text: str,
                         typed: tuple[int, Region] | None = None, comment: Region | None = None,
                         removed: int | None = None) -> Span:
        # ASCII (checked by _can_defer)
        self._edit_tree(s, oe, new)
        delta = len(new) - (oe - s)
        self.text = new_text
        if removed is not None:
            self._splice(removed, removed + 1, [], delta)
            return s, s
        if typed is None:
            i, _ = self._overlap(s, s + 1)
            self._splice(i, i, [comment] if comment is not None else [], delta)
            return s, s + len(new)
        index, region = typed
        self._splice(index, index + 1, [region], delta)
        return region.start, region.end

    def _update_full(self, edits: list[Edit], text: str, cancel: CancelToken) -> Span:
        old = self.regions if self.scope == "everywhere" else (self._materialize() or self._regs)
        old = list(old)
        old_len = length = len(self.text)
        lo = length
        suffix = length  # characters at the end untouched by every edit
        dirty: Span | None = None
        for s, oe, new in edits:
            lo = min(lo, s)
            suffix = min(suffix, length - oe)
            if dirty is not None:
                dirty = (_map_pos(dirty[0], s, oe, len(new)), _map_pos(dirty[1], s, oe, len(new)))
            dirty = _union(dirty, (s, s + len(new)))
            length += len(new) - (oe - s)
        self.replace(text, cancel=cancel)
        new = self.regions
        delta = len(text) - old_len
        n = min(len(old), len(new))
        i = 0
        while i < n and old[i] == new[i] and old[i].end <= lo:
            i += 1
        k = 0
        keep = old_len - suffix
        while k < n - i and old[-1 - k].start >= keep and shifted(old[-1 - k], delta) == new[-1 - k]:
            k += 1
        start, end = dirty
        for r in new[i:len(new) - k]:
            start, end = min(start, r.start), max(end, r.end)
        for r in old[i:len(old) - k]:
            start = min(start, r.start)
            end = max(end, r.end + delta if r.end >= keep else min(r.end, len(text)))
        return max(0, start), min(len(text), max(start, end))

    def _update_incremental(self, edits: list[Edit], new_text: str, cancel: CancelToken) -> Span:
        doc = self._doc
        tree = doc.tree
        text = self.text
        dirty: Span | None = None
        last = len(edits) - 1
        for n, (s, oe, new) in enumerate(edits):
            omap = doc.omap if text is doc.text else OffsetMap(text)
            nb = encode(new)
            sb, oeb = omap.byte(s), omap.byte(oe)
            sp = _point(text, omap, s, sb)
            if oe == s:
                op = sp
            else:
                row = sp[0] + text.count("\n", s, oe)
                op = (row, oeb - omap.byte(text.rfind("\n", 0, oe) + 1))
            nl = new.count("\n")
            if nl:
                np_ = (sp[0] + nl, len(encode(new[new.rfind("\n") + 1:])))
            else:
                np_ = (sp[0], sp[1] + len(nb))
            tree.edit(sb, oeb, sb + len(nb), sp, op, np_)
            delta = len(new) - (oe - s)
            if dirty is not None:
                dirty = (_map_pos(dirty[0], s, oe, len(new)), _map_pos(dirty[1], s, oe, len(new)))
            dirty = _union(dirty, (s, s + len(new)))
            i, j = self._overlap(s, max(oe, s + 1))
            if i < j:
                dirty = _union(dirty, (min(s, self._start(i)), max(oe, self._end(j - 1)) + delta))
            self._splice(i, j, [], delta)
            # the text between two edits: the next one's row and column are counted in it
            text = new_text if n == last else apply_edits(text, [(s, oe, new)])
        self.text = text
        edited = dirty  # the edits and the regions they touched
        # From a tree with errors, tree-sitter's incremental re-parse may recover differently than
        # a parse of the new text does (it reuses the old recovery's nodes): parse afresh then.
        new_doc = treesitter.reparse(doc, text, incremental=not tree.root_node.has_error, cancel=cancel)
        omap = new_doc.omap
        for r in tree.changed_ranges(new_doc.tree):
            dirty = _union(dirty, (omap.cp(r.start_byte), omap.cp(r.end_byte)))
        self._doc = new_doc
        self._after_parse()
        a, b = max(0, dirty[0]), min(len(text), dirty[1])
        a, b, units = grow_window(new_doc, a, b, self._reaching, cancel=cancel)
        fresh = merge(text, treesitter.regions_of(units))
        i, j = self._overlap(a, max(b, a + 1))
        old = [self._true(x) for x in range(i, j)]
        self._splice(i, j, fresh, 0)
        if self.scope != "everywhere":
            # report only what changed: the window's regions that equal the old ones (shifted)
            # at its ends need no matching again (opening a docstring re-parses the rest of the
            # file, and its regions mostly stay)
            p = 0
            while p < min(len(old), len(fresh)) and old[p] == fresh[p] and fresh[p].end < edited[0]:
                p += 1
            q = 0
            while q < min(len(old), len(fresh)) - p and old[-1 - q] == fresh[-1 - q] \
                    and fresh[-1 - q].start > edited[1]:
                q += 1
            span = edited
            for r in fresh[p:len(fresh) - q] + old[p:len(old) - q]:
                span = _union(span, (r.start, r.end))
            a, b = max(a, span[0]), min(b, span[1])
        if self.scope == "everywhere":
            n = i + len(fresh)
            a = self._end(i - 1) if i > 0 else 0
            b = self._start(n) if n < len(self._regs) else len(text)
        return a, b


def regions_around(doc: treesitter.Doc, offset: int, cancel: CancelToken = NEVER) -> list[Region] | None:
    """The regions of a whole text parsed fresh (``doc``) that contain ``offset``, end or start
    at it, as collecting and merging the whole text gives them, from the lines around it only (a
    millisecond where the whole text takes 40-130 ms on 10,000 lines): the window grows, as in
    ``_update_incremental``, until nothing that could merge with it lies outside. Other regions
    may come with them, whole. None for a grammar with a collector of its own (Markdown, rST:
    they read a range as a whole), and when the window grows past ``AROUND_MAX`` characters (a
    comment block of thousands of lines): the caller waits for the whole analysis then.
    ``Cancelled`` once ``cancel`` is (checked at each collection)."""
    if doc.grammar.collector is not None:
        return None
    grown = grow_window(doc, offset, offset, limit=AROUND_MAX, cancel=cancel)
    return None if grown is None else merge(doc.text, treesitter.regions_of(grown[2]))
