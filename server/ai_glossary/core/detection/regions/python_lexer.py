"""Comments and docstrings of Python found by a lexer, without a parse.

A tree-sitter parse of Python costs more than everything else a scan does (docs/performance.md,
"scan throughput"). The prose of Python is only its comments and its docstrings, and finding those
needs strings, comments and brackets, not a syntax tree. ``python_regions`` finds them with one
regular expression that jumps from one ``#`` or quote to the next, and gives exactly the regions of
the tree-sitter path (``queries/python.scm``: comments, and every string that is an expression
statement on its own, ``(expression_statement . (string) .)``), before merging.

A docstring is a string token at bracket depth 0 that starts a line (the line before not continued
by a backslash) and is followed, on that line, by nothing but an optional ``,`` and a ``;``, a
comment or the end of the line. Whatever the lexer is not sure of makes it give up (``None``), and
the caller parses the text with tree-sitter instead: unbalanced brackets, an unterminated string,
a prefix that is not one of Python's, a string after a ``;`` or after a colon that is not an
annotation's, an f-string whose replacement fields hold comments, line breaks, backslashes or
quotes that do not pair, a line ended by a lone carriage return. Syntax errors that none of these
catch (tree-sitter recovers from them in its own way) are out of reach; tests and
``bench/bench_scan.py --check`` compare both paths.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.pieces import HASH, drop_docstring_code, stripper, text_pieces

# The next comment or string literal (from its quotes: the prefix is before them). In a string a
# backslash escapes the next character (in raw strings too, where it stays in the string); a line
# break ends a one-line string. Groups: c a comment, t a triple-quoted string, s a one-line string,
# u and v quotes that open a string that does not end.
_TOKEN = re.compile(
    r"""(?P<c>\#[^\n]*)"""
    r"""|(?P<t>"{3}[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"{3}|'{3}[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'{3})"""
    r"""|(?P<u>"{3}|'{3})"""
    r"""|(?P<s>"[^"\\\n]*(?:\\(?:\r\n|.)[^"\\\n]*)*"|'[^'\\\n]*(?:\\(?:\r\n|.)[^'\\\n]*)*')"""
    r"""|(?P<v>["'])""",
    re.S,
)
# Where the next token starts: a plain character set, which the regex engine skips to much faster
# than to the start of the pattern above (capture groups turn that scan off).
_NEXT = re.compile(r"[#'\"]")
_PREFIXES = frozenset("r u b br rb f fr rf".split())
_BLANK = " \t\f\v\r"
# "name: " or "obj.attr: " before a string: an annotation, not a block's colon
_ANNOTATION = re.compile(r"[ \t\f]*(?!(?:else|try|finally|except|match|case)\b)[^\W\d][\w.]*[ \t\f]*:[ \t\f]*\Z")
_BRACE = re.compile(r"[{}]")


class _Unsure(Exception):
    """The lexer cannot tell what tree-sitter would make of the text."""


def _word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _fields(text: str, a: int, b: int) -> list[Span]:
    """The replacement fields ``{...}`` of f-string content ``text[a:b]`` (``{{`` and ``}}`` outside
    a field are escaped braces)."""
    out: list[Span] = []
    depth = 0
    start = i = a
    find = _BRACE.search
    while (m := find(text, i, b)) is not None:
        i = m.end()
        if not depth and text.startswith(m.group(), i, b):
            i += 1  # {{ or }}
            continue
        if m.group() == "{":
            if not depth:
                start = m.start()
            depth += 1
            continue
        depth -= 1
        if depth < 0:
            raise _Unsure
        if not depth:
            field = text[start:i]
            if "#" in field or "\n" in field or "\\" in field or field.count("'") % 2 or field.count('"') % 2:
                raise _Unsure
            out.append((start, i))
    if depth:
        raise _Unsure
    return out


def _statement_start(text: str, start: int, last_end: int) -> bool:
    """Whether the string token at ``start`` (at bracket depth 0) begins a statement."""
    line = text.rfind("\n", 0, start) + 1
    before = text[line:start]
    if before.strip(" \t\f"):
        tail = before.rstrip(_BLANK)
        if tail.endswith(":") and not tail.endswith(":="):
            if _ANNOTATION.match(before):
                return False
            raise _Unsure  # a block's colon ("def f(): ..."), a lambda's
        if tail.endswith(";"):
            raise _Unsure
        return False
    if line >= 2:
        j = line - 2
        if text[j] == "\r" and j:
            j -= 1
        if text[j] == "\\" and j >= last_end:  # continued by a backslash in code
            prev = text.rfind("\n", 0, j) + 1
            if not text[prev:j].strip(" \t\f"):
                raise _Unsure
            return False
    return True


def _statement_end(text: str, end: int) -> bool:
    """Whether nothing but an optional comma follows the string token ending at ``end`` in its
    statement."""
    n = len(text)
    i = end
    while i < n and text[i] in _BLANK:
        i += 1
    if i < n and text[i] == ",":
        i += 1
        while i < n and text[i] in _BLANK:
            i += 1
    if i >= n or text[i] in "\n#;":
        return True
    if text[i] == "\\":
        raise _Unsure
    return False


def python_regions(text: str) -> list[Region] | None:
    """The comment and docstring regions of Python source ``text``, in order and before merging
    (what the tree-sitter path's collector gives); None when the lexer is not sure."""
    try:
        return _lex(text)
    except _Unsure:
        return None


def _depth_change(code: str) -> int:
    """How ``code`` changes the bracket depth."""
    count = code.count
    return count("(") + count("[") + count("{") - count(")") - count("]") - count("}")


# Most stretches of code between two tokens are short and few different ones ("", ", ", "(", "=",
# ")\n    "): their depth changes are kept (six str.count calls on each were a fifth of the lexer).
_SHORT_CODE = 48
_short_depth_change = lru_cache(maxsize=16384)(_depth_change)


def _lex(text: str) -> list[Region]:
    if "\r" in text and text.count("\r") != text.count("\r\n"):
        raise _Unsure  # a line that ends with a lone carriage return
    out: list[Region] = []
    line_re = stripper(HASH).line_re.match
    search = _NEXT.search
    token = _TOKEN.match
    depth = 0
    pos = 0  # end of the last token: text[pos:next token] is code
    while True:
        m = search(text, pos)
        if m is None:
            break
        s = m.start()
        if s > pos:  # the code before the token
            depth += (_short_depth_change if s - pos <= _SHORT_CODE else _depth_change)(text[pos:s])
            if depth < 0:
                raise _Unsure
        m = token(text, s)
        kind = m.lastgroup
        e = m.end()
        if kind == "c":
            piece = line_re(text, s, e).span(1)
            if s:
                out.append(Region(s, e, "comment", (piece,) if piece[0] >= 0 else (), "python"))
            elif piece[0] >= 0 and not text.startswith("#!"):  # a shebang is no comment
                out.append(Region(s, e, "comment", (piece,), "python"))
            pos = e
            continue
        if kind != "t" and kind != "s":
            raise _Unsure  # a string that does not end
        a = s  # the token starts at its prefix
        if s and _word_char(text[s - 1]):
            a = s - 1
            while a > 0 and s - a < 3 and _word_char(text[a - 1]):
                a -= 1
            if (a and _word_char(text[a - 1])) or text[a:s].lower() not in _PREFIXES:
                raise _Unsure
        b = e
        quotes = 3 if kind == "t" else 1
        content = (s + quotes, b - quotes)
        fields: list[Span] = []
        if a < s and "f" in text[a:s].lower():
            fields = _fields(text, *content)
        if not depth and _statement_start(text, a, pos) and _statement_end(text, b):
            pieces = drop_docstring_code(text, text_pieces(text, *content, fields))
            if pieces:
                out.append(Region(a, b, "docstring", tuple(pieces), "python"))
        pos = b
    if depth + _depth_change(text[pos:]):
        raise _Unsure
    return out


def leaves_a_string_open(text: str) -> bool:
    """Whether ``text``, read from a point outside any string or comment, opens a triple-quoted
    string that does not end in it (such a string runs on into whatever follows ``text``)."""
    return open_string_start(text) is not None


def open_string_start(text: str) -> int | None:
    """Where the triple-quoted string that ``text`` (read from a point outside any string or comment)
    opens and never ends starts, at its quotes; None if every one ends."""
    search, token = _NEXT.search, _TOKEN.match
    pos = 0
    while (m := search(text, pos)) is not None:
        t = token(text, m.start())
        if t.lastgroup == "u":
            return t.start()
        pos = t.end()
    return None
