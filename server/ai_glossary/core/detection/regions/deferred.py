"""The edits that cannot move a comment or a string, whose re-parse waits (``classify``)."""

from __future__ import annotations

import re
from typing import NamedTuple

from ai_glossary.core.detection.regions.languages import LanguageSpec
from ai_glossary.core.detection.regions.model import Edit, Region, Span
from ai_glossary.core.detection.regions.pieces import stripper
from ai_glossary.core.detection.regions.state import TrackerState
from ai_glossary.core.detection.regions.tool_comments import read_by_a_tool

_INERT_TEXT = re.compile(r"[A-Za-z0-9_ \t]*")
_BLANKS = re.compile(r"[ \t\n]*")
# In a language whose keywords make syntax that decides which strings are regions (Python: in
# ``else:`` followed by a string, deleting the "s" makes the string an annotation, not a
# docstring), the line must keep its tokens: see ``_same_tokens``.
_WORDS = re.compile(r"([A-Za-z0-9_]+)")
# A new comment line: a line of blanks, the marker and words without quotes or backslashes.
_COMMENT_LINE_TAIL = re.compile(r"[^\n\r\"'\\`~]*\n")
_MAX_EDIT = 200  # characters replaced or inserted: a longer edit re-parses


class Deferred(NamedTuple):
    """An edit whose re-parse waits: regions [first, last) become ``regions`` (at their offsets
    after the edit), ``span`` is what the tracker's ``update`` reports, ``rule`` names the rule,
    and ``keeps_valid`` is False when the edit may have made a syntax error (letters typed into
    the code of a language whose keywords are not known)."""

    first: int
    last: int
    regions: list[Region]
    span: Span
    rule: str  # "code" | "prose" | "new comment line" | "removed comment line"
    keeps_valid: bool = True


def classify(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit) -> Deferred | None:
    """How ``edit`` changes the regions when it cannot move a comment or a string, so that the
    re-parse can wait; None when it may.

    In a file that parses without errors, typing letters, digits or spaces into a line of code
    cannot move a comment or a string, as long as that line holds no region and none of the
    characters that open or close a comment or string in that language (its
    ``LanguageSpec.structural``). Such an edit only edits the tree (and shifts the regions after
    it); the re-parse waits for the next edit that needs it, whose changed ranges then cover the
    deferred edits too. (If the typing itself makes the file invalid, tree-sitter's error recovery
    could re-read distant code differently: the regions then follow at the next re-parse.)
    Languages without structural characters always re-parse.

    Blank lines are deferred the same way: in these languages (all of them programming languages)
    a blank line outside strings and comments is not a token, so an edit that only adds, removes
    or changes blank lines, and leaves every other line of the lines it touches exactly as it was,
    cannot move a comment or string either. When the lines it touches are all blank it could
    change whether the comments around them merge, so it re-parses.

    Typing letters, digits or blanks among the words of one line of a comment or docstring cannot
    open or close one either: the region keeps its span, moved by the edit, and that piece of it
    its words.

    A new comment line is deferred too, in a language whose only comments are line comments
    (Python): a line of blanks, the marker and words without quotes or backslashes, inserted at
    the start of a line of code outside any string, is one comment token that changes no other
    token. The region it makes is built here as the collector builds it. Not when a line next to
    it holds a comment (they could merge), when the line before may continue onto it (a
    backslash), or for a code fence. Deleting such a line again is deferred the same way.

    Nothing is deferred inside an error window (``python_windows``): which statements the errors
    spoil can change with it."""
    if spec.structural is None or state.doc is None:
        return None
    if _inert(state, spec, scope, edit):
        i, _ = state.regions.overlap(edit.start, edit.start + 1)
        return Deferred(i, i, [], (edit.start, edit.start + len(edit.text)), "code", spec.keywords is not None)
    typed = _typed_in_prose(state, spec, scope, edit)
    if typed is not None:
        index, region = typed
        return Deferred(index, index + 1, [region], (region.start, region.end), "prose")
    comment = _new_comment_line(state, spec, scope, edit)
    if comment is not None:
        i, _ = state.regions.overlap(edit.start, edit.start + 1)
        return Deferred(i, i, [comment], (edit.start, edit.start + len(edit.text)), "new comment line")
    removed = _removed_comment_line(state, spec, scope, edit)
    if removed is not None:
        return Deferred(removed, removed + 1, [], (edit.start, edit.start), "removed comment line")
    return None


def _non_blank_lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.strip(" \t")]


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


def _shapes_docstring_code(old_line: str, new_line: str) -> bool:
    """Could a docstring line, before or after an edit among its words, decide which lines after it
    are code (``pieces.drop_docstring_code``): a line ending in "::" or a directive ("..")?"""
    return any(line.endswith("::") or line.startswith("..") for line in (old_line, new_line))


def _can_defer(state: TrackerState, scope: str, edit: Edit, blank_lines: bool = False) -> bool:
    """Common conditions: a valid file, a short edit of letters, digits and blanks
    (``blank_lines``: or of blanks and line breaks only)."""
    start, old_end, new = edit
    if scope == "everywhere":
        return False
    if old_end - start > _MAX_EDIT or len(new) > _MAX_EDIT or state.doc.tree.root_node.has_error:
        return False
    if state.in_error_window(start, old_end):
        return False
    text = state.text
    if _INERT_TEXT.fullmatch(new) and _INERT_TEXT.fullmatch(text, start, old_end):
        return text.isascii()
    return (blank_lines and bool(_BLANKS.fullmatch(new) and _BLANKS.fullmatch(text, start, old_end))
            and text.isascii())


def _inert(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit) -> bool:
    """Typing into lines of code that hold no region and no comment/string character, or adding
    and removing blank lines among them."""
    if not _can_defer(state, scope, edit, blank_lines=True):
        return False
    start, old_end, new = edit
    text = state.text
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", old_end)
    line_end = len(text) if line_end < 0 else line_end
    touched = text[line_start:line_end]
    if any(ch in spec.structural for ch in touched):
        return False
    after = text[line_start:start] + new + text[old_end:line_end]
    if "\n" in new or "\n" in text[start:old_end]:
        kept = _non_blank_lines(touched)
        if not kept or kept != _non_blank_lines(after):
            return False  # a line of code changed, or only blank lines are around
    elif spec.keywords is not None and not _same_tokens(touched, after, spec.keywords):
        return False
    i, j = state.regions.overlap(max(line_start - 1, 0), line_end + 1)
    return i == j


def _typed_in_prose(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit) -> tuple[int, Region] | None:
    """Typing letters, digits or blanks among the words of one line of a comment or docstring:
    the region's index and its updated form, or None when that is not certain (an edit in a marker
    or leader, at a line's first word, across lines, ...)."""
    if not _can_defer(state, scope, edit):
        return None
    start, old_end, new = edit
    regions = state.regions
    i, j = regions.overlap(max(start - 1, 0), start + 1)
    text = state.text
    for index in range(i, j):
        region = regions.region(index)
        if not (region.start < start and old_end <= region.end):
            continue
        # a region may end exactly at the edit only if it is a line comment running to the line end
        if old_end == region.end and not (old_end == len(text) or text[old_end] == "\n"):
            return None
        pieces = list(region.pieces)
        k = max((n for n, (a, _b) in enumerate(pieces) if a <= start), default=None)
        if k is None:
            return None
        piece_start, piece_end = pieces[k]
        # at the first word of a line: letters typed or deleted there, from a letter or digit to
        # a letter or digit, only change that word (a blank would move the piece's start; a fence
        # or a doctest line starts otherwise)
        if piece_start == start and not (text[start].isalnum() and (new + text[old_end:piece_end])[:1].isalnum()):
            return None
        line_end = text.find("\n", piece_start)
        line_end = len(text) if line_end < 0 else line_end
        if old_end > line_end or text.find("\n", piece_start, start) >= 0:
            return None  # the edit is not on this piece's line
        edited = (text[piece_start:start] + new + text[old_end:piece_end]).rstrip(" \t")
        if region.kind == "docstring" and _shapes_docstring_code(text[piece_start:piece_end], edited):
            return None  # "Example::" opens a literal block, ".. code::" is one: not only words change
        if region.language == "go" and edited:
            before = text[max(piece_start - 2, 0):piece_start]
            if read_by_a_tool(before + edited, len(before), len(before) + len(edited)):
                return None  # the line becomes a code generator's marker ("+optional"): no prose
        delta = edit.delta
        if start > piece_end:  # in the blanks after the piece's last word: only pure insertion
            if old_end != start or text[piece_end:start].strip(" \t"):
                return None
            typed = new.rstrip(" \t")
            end = start + len(typed) if typed else piece_end
        elif old_end <= piece_end:  # among the piece's words; deleting its last letters can bare a blank
            end = piece_start + len(edited)
        else:
            return None
        pieces[k] = (piece_start, end)
        pieces[k + 1:] = [(x + delta, y + delta) for x, y in pieces[k + 1:]]
        return index, Region(region.start, region.end + delta, region.kind, tuple(pieces), region.language)
    return None


def _comment_line_alone(state: TrackerState, spec: LanguageSpec, scope: str, at: int, line: str) -> bool:
    """``line`` (a whole line, without its line break, to be inserted or deleted at line start
    ``at``) is a comment line as _COMMENT_LINE_TAIL says, and its neighbours cannot merge with it."""
    syntax = spec.comments
    if scope != "prose" or syntax is None or syntax.block or len(syntax.line) != 1:
        return False
    text = state.text
    if at == 0 or text[at - 1] != "\n" or len(line) > _MAX_EDIT or state.doc.tree.root_node.has_error \
            or state.in_error_window(at, at + len(line)):
        return False
    marker = syntax.line[0]
    body = line.lstrip(" \t")
    if not body.startswith(marker) or not _COMMENT_LINE_TAIL.fullmatch(body + "\n", len(marker)):
        return False
    return line.isascii() and text.isascii()


def _neighbours_apart(text: str, marker: str, at: int, next_start: int) -> bool:
    """The line before ``at`` holds no comment and no backslash, and the line at ``next_start``
    does not start with a comment."""
    prev_line = text[text.rfind("\n", 0, at - 1) + 1:at - 1]
    next_end = text.find("\n", next_start)
    next_line = text[next_start:len(text) if next_end < 0 else next_end]
    return not (marker in prev_line or "\\" in prev_line or next_line.lstrip(" \t").startswith(marker))


def _removed_comment_line(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit) -> int | None:
    """Deleting a whole line that holds only a comment (the undo of _new_comment_line): the index
    of its region, or None."""
    start, old_end, new = edit
    text = state.text
    if new or old_end <= start or text[old_end - 1] != "\n" \
            or not _comment_line_alone(state, spec, scope, start, text[start:old_end - 1]):
        return None
    if not _neighbours_apart(text, spec.comments.line[0], start, old_end):
        return None
    i, j = state.regions.overlap(start, old_end)
    if j != i + 1:
        return None
    region = state.regions.region(i)
    body_start = old_end - 1 - len(text[start:old_end - 1].lstrip(" \t"))
    return i if (region.kind, region.start, region.end) == ("comment", body_start, old_end - 1) else None


def _new_comment_line(state: TrackerState, spec: LanguageSpec, scope: str, edit: Edit) -> Region | None:
    """The region of a new line that holds only a comment (see _COMMENT_LINE_TAIL), or None."""
    start, old_end, new = edit
    text = state.text
    if old_end != start or not new.endswith("\n") or not _comment_line_alone(state, spec, scope, start, new[:-1]):
        return None
    syntax = spec.comments
    if not _neighbours_apart(text, syntax.line[0], start, start):
        return None
    body = new.lstrip(" \t")
    i, j = state.regions.overlap(start - 1, start + 1)
    if i != j:
        return None
    # ASCII: code points are bytes
    found = state.tree_at(start)
    if found is None:
        return None
    tree, base = found
    node = tree.root_node.descendant_for_byte_range(start - base, start - base)
    while node is not None:
        if "string" in node.type or node.type == "ERROR":
            return None  # inside a string, the line would be its text
        node = node.parent
    a = start + len(new) - len(body)
    b = start + len(new) - 1
    piece = stripper(syntax).line_re.match(text[:start] + new + text[start:], a, b).span(1)
    if piece[0] < 0:
        return None  # an empty comment joins the comments around it
    return Region(a, b, "comment", (piece,), spec.key)
