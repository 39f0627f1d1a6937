"""Where an offset of an evaluation snippet lies: its region kind, read with the corpus builder's own
structure rules and Python's ``tokenize``, never with the engine (``evaluate.py`` splits its figures
by these kinds and counts the predictions that fall on code).

The corpus builder's module is passed in (``corpus``): this module imports no sibling.
"""

from __future__ import annotations

import bisect
import re
import tokenize
from collections.abc import Callable
from types import ModuleType


def line_starts(text: str) -> list[int]:
    starts = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            starts.append(i + 1)
    return starts


REGION_KINDS = ("code comment", "docstring", "markdown", "restructuredtext", "other comment")
CODE = "code"  # a prediction here is wrong whatever its concept: code, docstring examples, fenced code


_NESTED_ITEM = re.compile(r" {2,}(?:[-*+]|\d+[.)]) \S")
# a "//" comment of a fence in a C-like language (JavaScript, JSON5, Rust, Swift, C#, Go): after a space
# or at the line's start, not the "//" of a URL ("https://")
_SLASH_COMMENT = re.compile(r"(?:^|(?<=\s))//")


def _line_comment(line: str) -> int:
    """Where a "//" comment starts in a fenced code line, or -1."""
    m = _SLASH_COMMENT.search(line)
    return m.start() if m else -1


def region_of(snippet: dict, corpus: ModuleType) -> Callable[[int], str]:
    """A function from an offset of the snippet text to its region kind (``REGION_KINDS`` or
    ``CODE``), read from the text with the corpus builder's own structure rules, not the engine."""
    text, language = snippet["text"], snippet["language"]
    starts = line_starts(text)
    if language == "python":
        return _python_regions(text, starts, corpus)
    lay = corpus.layout(text, language)
    prose = lay.prose if lay else [True] * len(starts)
    kind = language if language in ("markdown", "restructuredtext") else "other comment"

    lines = text.splitlines()
    continued = _paragraph_continuations(lines, prose) if kind == "markdown" else set()

    def region(offset: int) -> str:
        row = bisect.bisect_right(starts, offset) - 1
        if row < len(prose) and prose[row] or row in continued:
            return kind
        if kind == "markdown" and row < len(lines):
            line = lines[row]
            at = offset - starts[row]
            if line.lstrip().startswith("<") or 0 <= line.find("#") < at or 0 <= _line_comment(line) < at:
                return kind  # an indented HTML block, or a comment inside a fenced code block
            if _NESTED_ITEM.match(line):
                return kind  # a nested list item (indented under its parent item), not indented code
        return CODE
    return region


def _paragraph_continuations(lines: list[str], prose: list[bool]) -> set[int]:
    """Rows indented by four spaces or more that continue the paragraph above them: CommonMark lets
    no indented code block interrupt a paragraph, so such a line is the paragraph's text (a heading
    is no paragraph: an indented line right after one is code)."""
    out: set[int] = set()
    for row in range(1, min(len(lines), len(prose))):
        line, above = lines[row], lines[row - 1]
        if not line.startswith("    ") or not line.strip() or not above.strip():
            continue
        if (prose[row - 1] and not above.lstrip().startswith(("#", "```", "~~~"))) or row - 1 in out:
            out.add(row)
    return out


def _python_regions(text: str, starts: list[int], corpus: ModuleType) -> Callable[[int], str]:
    tokens = corpus.python_tokens(text)
    if tokens is None:  # a window that tokenize rejects (it starts deeper than it ends)
        spans = _scan_python(text)
    else:
        def offset(pos: tuple[int, int]) -> int:
            return starts[pos[0] - 1] + pos[1] if pos[0] - 1 < len(starts) else len(text)
        spans = [(offset(t.start), offset(t.end), "code comment") for t in tokens if t.type == tokenize.COMMENT]
        spans += [(offset(t.start), offset(t.end), "docstring") for t in corpus.string_statements(tokens)]
    lines = text.splitlines()

    def region(pos: int) -> str:
        for start, end, kind in spans:
            if start <= pos < end:
                row = bisect.bisect_right(starts, pos) - 1
                if kind == "docstring" and lines[row].lstrip().startswith((">>>", "... ")):
                    return CODE
                return kind
        return CODE
    return region


_QUOTE = re.compile(r"(?<![\w])[rRbBuUfF]{0,2}(\"\"\"|'''|\"|')")


def _scan_python(text: str) -> list[tuple[int, int, str]]:
    """Comments and string statements found by a character scan, for windows that tokenize rejects:
    a string is a statement when it starts its line and nothing but a comment follows it."""
    spans = []
    i, n = 0, len(text)
    while i < n:
        if text[i] == "#":
            end = text.find("\n", i)
            end = n if end < 0 else end
            spans.append((i, end, "code comment"))
            i = end
            continue
        quote = _QUOTE.match(text, i) if text[i] in "\"'rRbBuUfF" else None
        if quote is None:
            i += 1
            continue
        delimiter = quote.group(1)
        j = quote.end()
        while j < n and not text.startswith(delimiter, j) and not (len(delimiter) == 1 and text[j] == "\n"):
            j += 2 if text[j] == "\\" else 1
        end = min(n, j + len(delimiter))
        line_start = text.rfind("\n", 0, i) + 1
        line_end = text.find("\n", end)
        rest = text[end:n if line_end < 0 else line_end].strip()
        if not text[line_start:i].strip() and (not rest or rest.startswith("#")):
            spans.append((i, end, "docstring"))
        i = end
    return spans
