"""find_regions: dispatch a text to its backend, then merge and (scope "everywhere") fill gaps."""

from __future__ import annotations

import re

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.languages import LanguageSpec, language_for, pygments_lexer_name, spec_for
from ai_glossary.core.detection.regions.model import Region
from ai_glossary.core.detection.scopes import SCOPES
from ai_glossary.core.detection.regions.notebook import notebook_regions
from ai_glossary.core.detection.regions.pieces import (drop_command_lines, drop_comment_code, merge_adjacent_comments,
                                                       mergeable_gap, text_pieces)
from ai_glossary.core.detection.regions.parsing import parse as parse_text
from ai_glossary.core.detection.regions.python_lexer import python_regions
from ai_glossary.core.detection.regions.treesitter import Doc, collect, regions_of

# HTML prose split only by inline tags is one region: "Some <b>bold</b> text".
INLINE_TAG = r"</?(?:a|abbr|b|bdi|bdo|cite|dfn|em|i|mark|q|s|small|span|strong|sub|sup|time|u)\b[^<>]*>"
INLINE_GAP = re.compile(rf"(?:\s|{INLINE_TAG})*\Z", re.I)


def check_scope(scope: str) -> str:
    if scope not in SCOPES:
        raise ValueError(f"unknown scope {scope!r}; expected one of {', '.join(SCOPES)}")
    return scope


def base_scope(scope: str) -> str:
    return "strings" if scope == "strings" else "prose"


def merge(text: str, regions: list[Region]) -> list[Region]:
    """Merge neighbours that read as one: consecutive comment lines, HTML text split by inline tags;
    then drop the code fences inside comments and the pieces on a shell command's line.

    Depends only on the text between two regions and on the merged regions themselves, so windowed
    (incremental) scans agree with whole-text scans.
    """
    regions = drop_command_lines(text, drop_comment_code(text, merge_adjacent_comments(text, regions)))
    if not any(r.kind == "prose" and r.language == "html" for r in regions):
        return regions
    out: list[Region] = []
    for r in regions:
        if out and r.kind == "prose" and r.language == "html":
            prev = out[-1]
            if (prev.kind == "prose" and prev.language == "html" and text.count("\n", prev.end, r.start) <= 1
                    and INLINE_GAP.match(text, prev.end, r.start)):
                out[-1] = Region(prev.start, r.end, "prose", prev.pieces + r.pieces, "html")
                continue
        out.append(r)
    return out


def plaintext_regions(text: str, start: int = 0, end: int | None = None) -> list[Region]:
    """Plain text: every paragraph (lines up to a blank line) is one prose region."""
    end = len(text) if end is None else end
    out: list[Region] = []
    pieces: list[tuple[int, int]] = []
    for p in text_pieces(text, start, end):
        if pieces and text.count("\n", pieces[-1][1], p[0]) > 1:
            out.append(Region(pieces[0][0], pieces[-1][1], "prose", tuple(pieces), "plaintext"))
            pieces = []
        pieces.append(p)
    if pieces:
        out.append(Region(pieces[0][0], pieces[-1][1], "prose", tuple(pieces), "plaintext"))
    return out


def fill_code(text: str, regions: list[Region], language: str | None, start: int = 0,
              end: int | None = None) -> list[Region]:
    """Scope "everywhere": add a "code" region for every gap between regions in [start, end)."""
    end = len(text) if end is None else end
    out: list[Region] = []
    pos = start
    for r in regions:
        if r.start > pos:
            out.append(Region(pos, r.start, "code", tuple(text_pieces(text, pos, r.start)), language))
        out.append(r)
        pos = max(pos, r.end)
    if end > pos:
        out.append(Region(pos, end, "code", tuple(text_pieces(text, pos, end)), language))
    return out


def base_regions(text: str, language: str, scope: str, lexer: bool = False,
                 cancel: CancelToken = NEVER) -> list[Region]:
    """Regions for scope "prose" or "strings" (no gap filling); ``lexer``, ``cancel``: see
    ``find_regions``."""
    if language == "plaintext":
        return plaintext_regions(text)
    if language == "ipynb":
        return notebook_regions(text, scope, embedded, cancel)
    if lexer and language == "python" and scope == "prose":
        found = python_regions(text)  # None when the lexer is not sure
        if found is not None:
            return merge(text, found)
    spec = spec_for(language)
    if spec is not None and spec.grammar is not None:
        if not spec.may_hold_regions(text, scope):
            return []
        return merge(text, regions_of(collect(parse(spec, text, scope, cancel))))
    lexer = pygments_lexer_name(language)
    if lexer is not None:
        from ai_glossary.core.detection.regions.pygments_regions import pygments_regions

        return merge(text, pygments_regions(text, language, lexer, scope, spec.comments if spec else None))
    return []


def parse(spec: LanguageSpec, text: str, scope: str, cancel: CancelToken = NEVER) -> Doc:
    """``text`` parsed with the tree-sitter grammar of ``spec``; ``Cancelled`` once ``cancel`` is."""
    return parse_text(spec.grammar, text, scope, spec.key, spec.comments, embedded, cancel)


def find_regions(text: str, language: str | None, scope: str = "prose", *, lexer: bool = False,
                 cancel: CancelToken = NEVER) -> list[Region]:
    """The prose regions of ``text`` written in ``language`` (a key from ``language_for``).

    Sorted by start, non-overlapping. Unknown or None language: [] (we never guess).

    ``lexer``: read Python's comments and docstrings with ``python_lexer`` instead of a
    tree-sitter parse when the lexer is sure of them, for a sixth of the cost (``scan``). The
    regions are the same on valid Python; on a syntax error the lexer does not catch they follow
    the lexer, not tree-sitter's error recovery, so the default stays the parse (the reference,
    and what the incremental tracker keeps up to date).

    ``cancel``: the parse stops (``Cancelled``) once it is cancelled (a document closed meanwhile).
    """
    check_scope(scope)
    if language is None:
        return []
    regions = base_regions(text, language, base_scope(scope), lexer, cancel)
    if scope == "everywhere":
        if not regions and spec_for(language) is None and pygments_lexer_name(language) is None:
            return []  # a language we do not know: no regions at all
        regions = fill_code(text, regions, language)
    return regions


def embedded(text: str, language: str, scope: str) -> list[Region]:
    """Regions of ``text``, a piece of a container document (a Markdown fence, an rST code
    directive, a notebook cell), read as ``language``: any name ``language_for`` knows, such as a
    fence's info string. Unknown: no regions. The collectors get it as ``Doc.embed``."""
    key = language_for(language)
    return [] if key is None else base_regions(text, key, scope)


__all__ = ["find_regions", "fill_code", "merge", "mergeable_gap", "SCOPES"]
