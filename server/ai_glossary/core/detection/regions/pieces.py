"""Turning a found span into word pieces: stripping comment markers, leaders, quotes, indentation.

The parsers decide *where* comments and strings are; this module only trims their delimiters,
one piece per line, so the words of a comment can be matched without its ``#``/``//``/`` * ``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from ai_glossary.core.detection.regions.directives import DIRECTIVE_LINE, arguments_are_prose, kind_of as directive_kind
from ai_glossary.core.detection.regions.model import Region, Span


@dataclass(frozen=True, slots=True)
class CommentSyntax:
    line: tuple[str, ...] = ()  # line-comment prefixes, e.g. ("//",)
    block: tuple[tuple[str, str], ...] = ()  # (opener, closer) pairs, e.g. (("/*", "*/"),)
    leader: str = ""  # a leader character repeated at the start of block-comment lines, e.g. "*"
    doc: str = ""  # doc markers that may follow a prefix: "!" in //!, "'" in #', ":" in #:, "<"


C_STYLE = CommentSyntax(("//",), (("/*", "*/"),), "*", "!<")
HASH = CommentSyntax(("#",), (), "", "!':")
SGML = CommentSyntax((), (("<!--", "-->"),))


_PIECE_SRC = r"\S(?:[^\n]*\S)?"  # first to last non-blank character of a line
_PIECE = re.compile(_PIECE_SRC)


def text_pieces(text: str, start: int, end: int, exclude: Sequence[Span] = ()) -> list[Span]:
    """Trimmed per-line pieces of ``[start, end)`` minus the sorted, disjoint ``exclude`` spans."""
    if not exclude:
        return [m.span() for m in _PIECE.finditer(text, start, end)]
    out: list[Span] = []
    pos = start
    for xa, xb in exclude:
        if xb <= pos:
            continue
        if xa > pos:
            out.extend(m.span() for m in _PIECE.finditer(text, pos, min(xa, end)))
        pos = max(pos, xb)
        if pos >= end:
            return out
    if pos < end:
        out.extend(m.span() for m in _PIECE.finditer(text, pos, end))
    return out


QUOTES = "\"'`"  # characters that open a string literal in some language


def strip_quotes(text: str, a: int, b: int) -> Span:
    """The span inside the quotes of the string literal ``text[a:b]`` (a heuristic for tree-sitter
    string nodes without content children and for Pygments string tokens)."""
    i = a
    while i < b and i - a < 3 and (text[i].isalpha() or text[i] in "@$#"):
        i += 1  # prefixes: r b u f @ $ R#
    if i < b and text[i] in QUOTES:
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


_BODY = re.compile(r"[^\S\n]*(" + _PIECE_SRC + ")?")


class CommentStripper:
    """Compiled marker-stripping for one CommentSyntax (built once, see ``stripper``)."""

    __slots__ = ("syntax", "line_re", "rest_re", "blocks")

    def __init__(self, syntax: CommentSyntax) -> None:
        self.syntax = syntax
        prefixes = sorted(syntax.line, key=len, reverse=True)
        pre = "|".join(re.escape(p) + re.escape(p[-1]) + "*" for p in prefixes) or "(?!)"
        doc = f"[{re.escape(syntax.doc)}]?" if syntax.doc else ""
        haddock = r"(?:[^\S\n]*[|^](?=\s|$))?" if "|" in syntax.doc else ""
        self.line_re = re.compile(rf"[^\S\n]*(?:(?:{pre}){doc}{haddock})?[^\S\n]*(" + _PIECE_SRC + ")?")
        if syntax.leader:
            self.rest_re = re.compile(rf"[^\S\n]*(?:[{re.escape(syntax.leader)}]+)?[^\S\n]*(" + _PIECE_SRC + ")?")
        else:
            self.rest_re = _BODY
        self.blocks = syntax.block

    def pieces(self, text: str, start: int, end: int) -> list[Span]:
        """Pieces of the comment ``text[start:end]`` with its markers stripped, one per line."""
        for opener, closer in self.blocks:
            if text.startswith(opener, start, end):
                inner_start = start + len(opener)
                if opener[-1] in "*-!":  # /** and /*! doc openers, <!--- ...
                    while inner_start < end and text[inner_start] in opener[-1] + "!":
                        inner_start += 1
                inner_end = end
                if closer and text.endswith(closer, inner_start, end):
                    inner_end = end - len(closer)
                    while inner_end > inner_start and text[inner_end - 1] == closer[0] and closer[0] in "*-=":
                        inner_end -= 1  # **/  --->
                return _per_line(text, inner_start, inner_end, _BODY, self.rest_re)
        if text.find("\n", start, end) < 0:  # the common case: one line comment
            m = self.line_re.match(text, start, end)
            return [m.span(1)] if m is not None and m.start(1) >= 0 else []
        return _per_line(text, start, end, self.line_re, self.line_re)


_STRIPPERS: dict[int, CommentStripper] = {}


def stripper(syntax: CommentSyntax) -> CommentStripper:
    s = _STRIPPERS.get(id(syntax))
    if s is None or s.syntax is not syntax:
        s = _STRIPPERS[id(syntax)] = CommentStripper(syntax)
    return s


def _per_line(text: str, start: int, end: int, first: re.Pattern[str], rest: re.Pattern[str]) -> list[Span]:
    out: list[Span] = []
    pos = start
    pat = first
    while True:
        nl = text.find("\n", pos, end)
        line_end = end if nl < 0 else nl
        m = pat.match(text, pos, line_end)
        if m is not None and m.start(1) >= 0:
            out.append(m.span(1))
        if nl < 0:
            return out
        pos = nl + 1
        pat = rest


def comment_pieces(text: str, start: int, end: int, syntax: CommentSyntax) -> list[Span]:
    """Pieces of the comment ``text[start:end]`` with its markers stripped, one per line."""
    return stripper(syntax).pieces(text, start, end)


def merge_adjacent_comments(text: str, regions: list[Region]) -> list[Region]:
    """Join comment regions separated only by whitespace with at most one line break.

    Consecutive line comments then form one region, so a phrase broken across two comment
    lines still matches. The decision depends only on the text between two comments, so it
    is the same whether a document is scanned whole or in windows.
    """
    out: list[Region] = []
    for r in regions:
        if out and r.kind == "comment":
            prev = out[-1]
            if prev.kind == "comment" and prev.language == r.language and mergeable_gap(text, prev.end, r.start):
                out[-1] = Region(prev.start, r.end, "comment", prev.pieces + r.pieces, r.language)
                continue
        out.append(r)
    return out


_MERGEABLE_GAP = re.compile(r"[^\S\n]*(?:\n[^\S\n]*)?")  # blanks with at most one line break


def drop_comment_code(text: str, regions: list[Region]) -> list[Region]:
    """Comment regions without the Markdown code fences in them, and without empty comments.

    Doc comments (Rust ``///``, Javadoc, JSDoc, Swift, Go, ``#`` blocks) show examples in ```` ``` ````
    fences; that is code, and a term there is an identifier. Runs after merging, because each
    ``///`` line is a comment of its own and a fence spans several of them (empty comment lines
    such as a lone ``///`` take part in the merge for that reason, and are dropped here).
    """
    out: list[Region] = []
    for r in regions:
        # str.find, not _FENCE.search: the regular expression over a 3.5 MB comment held the GIL
        # for 20-35 ms, and a request waiting to be answered waited as long
        if r.kind == "comment" and r.pieces and (text.find("```", r.start, r.end) >= 0 or text.find("~~~", r.start, r.end) >= 0):
            pieces = drop_fenced(text, r.pieces)
            if len(pieces) != len(r.pieces):
                r = Region(r.start, r.end, r.kind, tuple(pieces), r.language)
        if r.pieces:
            out.append(r)
    return out


# A shell command left in prose, where a README's paragraph or a docstring's "Usage:" shows how to run
# something without a fence: "python3 -m fastchat.model.apply_lora --base ... --lora baize-lora-7B". Its
# words are a module's, a flag's and a model's names, not a sentence's. A line counts when it starts (after
# list, quote or comment marks, a "$ " prompt and VAR=value assignments) with one of these commands in
# lower case and has an option ("-m", "--lora") after it: a sentence starts with a capital ("Python
# supports ...") and "make sure to pass ..." or "tune the rate" name no command here.
_COMMANDS = ("python", "python3", "pip", "pip3", "torchrun", "deepspeed", "accelerate launch", "bash", "git",
             "docker", "conda", "huggingface-cli", "llamafactory-cli", "vllm serve", "curl", "wget", "sbatch",
             "srun", "mpirun", "uv run", "uv pip")
_COMMAND_LINE_SRC = (
    r"(?=([ \t]*))\1(?:(?:[-*+>#]|//)[ \t]*)*(?:\$[ \t]+)?(?:[A-Z_][A-Z0-9_]*=\S*[ \t]+)*"
    r"(?:" + "|".join(re.escape(c).replace(r"\ ", r"[ \t]+") for c in _COMMANDS) + r")"
    r"[ \t](?:[^\n]*?[ \t])?--?[A-Za-z][^\n]*")
# A command line from its start (at a line's start), its indentation taken whole (a lookahead's group,
# then that group: Python 3.10 has no possessive "*+"), since no command starts with a space.
_COMMAND_LINE = re.compile(_COMMAND_LINE_SRC)
# What every command line holds: an option after a space or a tab. Few lines do (95 of 65,784 in a
# sample of transformers' modules), so the lines are found from their options, by a pattern that
# opens with a literal "-", which the regular expression engine searches for in C: a pattern that
# opens with "^" (MULTILINE) is tried at every character of the text (a fifth of a scan's instructions).
_OPTION = re.compile(r"-(?<=[ \t]-)-?[A-Za-z]")


def command_lines(text: str, pos: int, endpos: int) -> list[tuple[int, int]]:
    """The spans of the shell command lines (:data:`_COMMAND_LINE`) that start in ``text[pos:endpos]``
    at a line's start (read as if the text ended at ``endpos``), in order: those a search with
    ``"^" + _COMMAND_LINE_SRC`` (MULTILINE) finds."""
    lines: list[tuple[int, int]] = []
    while (option := _OPTION.search(text, pos, endpos)) is not None:
        at = option.start()
        start = text.rfind("\n", 0, at) + 1
        if start >= pos:
            line = _COMMAND_LINE.match(text, start, endpos)
            if line:
                lines.append(line.span())
        end = text.find("\n", at, endpos)
        if end < 0:
            break
        pos = end + 1
    return lines


def drop_command_lines(text: str, regions: list[Region]) -> list[Region]:
    """``regions`` without the pieces on a line that is a shell command (:data:`_COMMAND_LINE`).
    Each line is judged alone, so a window of the text gives the same answer as the whole; one
    search over the regions' text finds none in most documents."""
    if not regions:
        return regions
    lines = command_lines(text, regions[0].start, regions[-1].end)
    if not lines:
        return regions
    out: list[Region] = []
    for r in regions:
        if r.kind != "code" and any(a < r.end and r.start < b for a, b in lines):
            kept = tuple(p for p in r.pieces if not any(a <= p[0] < b for a, b in lines))
            if not kept:
                continue
            r = Region(r.start, r.end, r.kind, kept, r.language)
        out.append(r)
    return out


def drop_fenced(text: str, pieces: Sequence[Span]) -> list[Span]:
    """``pieces`` without fence lines and the lines between them (an unclosed fence runs to the end)."""
    out: list[Span] = []
    in_fence = False
    for a, b in pieces:
        if _FENCE.match(text, a, b):
            in_fence = not in_fence
        elif not in_fence:
            out.append((a, b))
    return out


def mergeable_gap(text: str, a: int, b: int) -> bool:
    return a <= b and _MERGEABLE_GAP.fullmatch(text, a, b) is not None


# -- code inside docstrings -------------------------------------------------------------------
_DOCTEST = re.compile(r">>>|\.\.\.(?:\s|$)")
_FENCE = re.compile(r"```|~~~")


# Sphinx's inline math role: a formula, as the content of a math directive is (":math:`\\beta \\cdot {\\rm var}`")
_MATH_ROLE = re.compile(r":math:`[^`\n]*`")

# Every kind of code above starts with one of these; most docstrings hold none of them.
_CODE_HINT = re.compile(r">>>|\.\.\.|```|~~~|::|:math:`")


# Fence languages whose comments start with "#" (a bare fence in a docstring is Python)
_HASH_COMMENT_FENCES = frozenset(
    "| py python python3 py3 pycon ipython bash sh shell zsh console shell-session yaml yml toml ini".split()
)


def _example_comment(text: str, a: int, b: int) -> Span | None:
    """The text of a full-line ``#`` comment of an example line ``text[a:b]`` ("# shard it",
    ">>> # shard it"), which is prose like a comment in the code (the guideline's rule for
    Markdown fences)."""
    if text.startswith((">>>", "..."), a):
        a += 3
        while a < b and text[a] in " \t":
            a += 1
    if a >= b or text[a] != "#" or text.startswith("#!", a):
        return None  # not a comment, or a shebang
    while a < b and text[a] in "#! \t":
        a += 1
    return (a, b) if a < b else None


def drop_docstring_code(text: str, pieces: Sequence[Span]) -> list[Span]:
    """The prose pieces of a docstring: without doctest lines (``>>>``, ``...``) and the expected
    output under them (up to a blank line or a line indented less, as doctest reads it), inline
    ``:math:`` roles, Markdown fenced
    blocks, reST literal blocks (the indented block after a line ending in ``::``) and the
    content of code, math and data directives (a ``.. note::`` holds prose: see
    :mod:`.directives`). Examples in docstrings are code, and a term there is an identifier; a
    full-line ``#`` comment in them is prose (not in a fence of a language without ``#`` comments,
    nor in a math directive)."""
    if not pieces or _CODE_HINT.search(text, pieces[0][0], pieces[-1][1]) is None:
        return list(pieces)
    out: list[Span] = []
    in_fence = False
    fence_comments = False  # the open fence's language writes comments with "#"
    block_indent: int | None = None  # inside an indented literal/directive block opened at this indent
    block_comments = False  # that block is code with "#" comments (not math)
    opener_indent: int | None = None  # the previous line opened such a block
    opener_comments = False
    output_indent: int | None = None  # the lines after a doctest line at this indent are its output
    previous_end = None
    for a, b in pieces:
        indent = a - (text.rfind("\n", 0, a) + 1)
        line = text[a:b]
        if output_indent is not None and (indent < output_indent or text.count("\n", previous_end, a) > 1):
            output_indent = None  # a blank line or a line indented less ends an example's output
        previous_end = b
        if opener_indent is not None:
            if indent > opener_indent:
                block_indent, block_comments = opener_indent, opener_comments
            opener_indent = None
        if block_indent is not None:
            if indent > block_indent:
                comment = _example_comment(text, a, b) if block_comments else None
                if comment is not None:
                    out.append(comment)
                continue
            block_indent = None
        if _FENCE.match(line):
            in_fence = not in_fence
            fence_comments = in_fence and (line[3:].strip().lower() or "|") in _HASH_COMMENT_FENCES
            continue
        if in_fence or _DOCTEST.match(line):
            comment = _example_comment(text, a, b) if fence_comments or not in_fence else None
            if comment is not None:
                out.append(comment)
            if not in_fence:
                output_indent = indent
            continue
        if output_indent is not None:
            continue  # what the example above prints ("'cuda:nccl,cpu:gloo'")
        directive = DIRECTIVE_LINE.match(line)
        if directive is not None:
            kind = directive_kind(directive.group(1))
            if kind != "prose":  # its content is code, math or data
                opener_indent = indent
                opener_comments = kind == "code"
            elif arguments_are_prose(directive.group(1)):
                at = a + directive.end()
                while at < b and text[at] in " \t":
                    at += 1
                if at < b:
                    out.append((at, b))  # ".. note:: Offloading is slow": the text after the name
            continue  # the content of a prose directive is read as the docstring's own lines
        if line.endswith("::"):
            opener_indent = indent  # "Example::" stays prose; the block after it does not
            opener_comments = True
        out.extend(_without_math_roles(text, a, b))
    return out


def _without_math_roles(text: str, a: int, b: int) -> list[Span]:
    """The line ``text[a:b]`` without the ``:math:`...``` roles in it, each part trimmed."""
    if text.find(":math:`", a, b) < 0:
        return [(a, b)]
    out: list[Span] = []
    for role in _MATH_ROLE.finditer(text, a, b):
        out.extend(m.span() for m in _PIECE.finditer(text, a, role.start()))
        a = role.end()
    out.extend(m.span() for m in _PIECE.finditer(text, a, b))
    return out
