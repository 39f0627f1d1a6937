"""Pygments backend for the long tail: R, LaTeX and any language Pygments has a lexer for.

Tokens ``Comment.*`` (not preprocessor directives or shebangs) are comments, ``String.Doc`` are
docstrings, other ``String.*`` are strings (scope "strings"). For LaTeX, ``Text`` tokens are
prose: a paragraph's text split by commands is one region (commands, their non-prose arguments
like ``\\cite{...}``, math and verbatim-like environments are not in the pieces).
Pygments is pure Python and 5-20x slower than tree-sitter, so it is not the main path.
"""

from __future__ import annotations

import threading
from functools import lru_cache

from pygments.token import Comment, Keyword, Name, String, Text, Token

from ai_glossary.core.detection.regions.model import Region, Span
from ai_glossary.core.detection.regions.pieces import CommentSyntax, comment_pieces, strip_quotes, text_pieces

# A language the table does not list (languages.LANGUAGES): strip the usual suspects.
_GENERIC = CommentSyntax(
    ("//", "#", "--", "%", ";", "!", "'", "::", "REM", "rem"),
    (("/*", "*/"), ("(*", "*)"), ("{-", "-}"), ("<!--", "-->"), ("%{", "%}"), ("#|", "|#"), ("#=", "=#"),
     ("--[[", "]]"), ("<#", "#>")),
    "*",
    "!<'",
)

_NOT_COMMENT = (Comment.Preproc, Comment.PreprocFile, Comment.Hashbang)
_lock = threading.Lock()


@lru_cache(maxsize=64)
def _lexer(name: str):
    from pygments.lexers import get_lexer_by_name

    # No stripping or newline normalisation: offsets must be those of the text.
    return get_lexer_by_name(name, stripnl=False, stripall=False, ensurenl=False)


def _category(tok) -> str | None:
    if tok in Comment:
        return None if any(tok in c for c in _NOT_COMMENT) else "comment"
    if tok in String.Doc:
        return "docstring"
    if tok in String and tok not in String.Interpol and tok not in String.Escape:
        return "string"
    return None


def pygments_regions(text: str, language: str, lexer_name: str, scope: str,
                     syntax: CommentSyntax | None) -> list[Region]:
    """Regions of ``text`` lexed with ``lexer_name``; ``syntax`` is the language's comments (None:
    a language the table does not list)."""
    syntax = syntax or _GENERIC
    lexer = _lexer(lexer_name)
    with _lock:  # lexers are shared objects
        tokens = list(lexer.get_tokens_unprocessed(text))
    if language in ("latex", "tex"):
        return _latex_regions(text, tokens, language, syntax)
    # Join touching tokens of one category into spans.
    spans: list[tuple[int, int, str]] = []
    for pos, tok, value in tokens:
        cat = _category(tok)
        if cat is None or (cat == "string" and scope != "strings") or not value:
            continue
        end = pos + len(value)
        if spans and spans[-1][2] == cat and spans[-1][1] == pos:
            spans[-1] = (spans[-1][0], end, cat)
        else:
            spans.append((pos, end, cat))
    out: list[Region] = []
    for a, b, cat in spans:
        if cat == "comment":
            pieces = comment_pieces(text, a, b, syntax)
        else:
            pieces = text_pieces(text, *strip_quotes(text, a, b))
        if pieces:
            out.append(Region(a, b, cat, tuple(pieces), language))
    return out


# LaTeX ---------------------------------------------------------------------------------------

# Commands whose braced argument is not prose.
_NONPROSE_ARG = frozenset(
    r"""\cite \citep \citet \citealp \citeauthor \citeyear \nocite \ref \eqref \pageref \autoref \cref \Cref
    \label \url \href \includegraphics \usepackage \documentclass \input \include \bibliography
    \bibliographystyle \begin \end \newcommand \renewcommand \providecommand \def \let \newenvironment
    \hspace \vspace \setlength \addtolength \setcounter \addtocounter \color \textcolor \input \graphicspath
    \lstinputlisting \verb \todo \newtheorem \DeclareMathOperator""".split()
)
# Environments whose body is not prose.
_NONPROSE_ENV = frozenset(
    """equation equation* align align* gather gather* multline multline* eqnarray eqnarray* math
    displaymath verbatim verbatim* Verbatim lstlisting minted comment tikzpicture pgfpicture
    tabular tabular* array alignat alignat* flalign flalign* split cases""".split()
)


def _latex_regions(text: str, tokens, language: str, syntax: CommentSyntax) -> list[Region]:
    out: list[Region] = []
    pieces: list[Span] = []
    start = end = -1
    skip_depth = 0  # > 0 inside a non-prose braced argument
    pending_arg = False  # a non-prose command was seen; its next brace group is skipped
    skip_env: str | None = None
    after_begin = after_end = False
    math = False

    def flush() -> None:
        nonlocal pieces, start, end
        if pieces:
            out.append(Region(start, end, "prose", tuple(pieces), language))
        pieces, start, end = [], -1, -1

    for pos, tok, value in tokens:
        stop = pos + len(value)
        if tok in Comment:
            flush()
            p = comment_pieces(text, pos, stop, syntax)
            if p:
                if out and out[-1].kind == "comment" and out[-1].end == pos:
                    prev = out[-1]
                    out[-1] = Region(prev.start, stop, "comment", prev.pieces + tuple(p), language)
                else:
                    out.append(Region(pos, stop, "comment", tuple(p), language))
            continue
        if (after_begin or after_end) and value not in ("{", "}") and not value.isspace():
            env = value.strip()
            if after_begin and env in _NONPROSE_ENV and skip_env is None:
                flush()
                skip_env = env
            elif after_end and env == skip_env:
                skip_env = None
            after_begin = after_end = False
            continue
        if tok in Keyword or tok in Name.Variable or tok in Name.Function:
            cmd = value.strip()
            if cmd in _NONPROSE_ARG:
                pending_arg = True
            after_begin, after_end = cmd == r"\begin", cmd == r"\end"
            continue
        if tok in String:  # math: $...$, $$...$$, \(...\), \[...\]
            flush()
            if value in ("$", "$$"):
                math = not math
            elif value in ("\\(", "\\["):
                math = True
            elif value in ("\\)", "\\]"):
                math = False
            continue
        if tok in Name.Builtin and value in ("{", "}"):
            if value == "{":
                if pending_arg or skip_depth:
                    skip_depth += 1
                pending_arg = False
            elif skip_depth:
                skip_depth -= 1
            continue
        if tok in Text:
            if skip_depth or skip_env or math:
                continue
            for a, b in text_pieces(text, pos, stop):
                if pieces and text.count("\n", pieces[-1][1], a) > 1:
                    flush()  # a blank line ends a paragraph
                if not pieces:
                    start = a
                pieces.append((a, b))
                end = b
            if value.count("\n") > 1 and value.strip() == "":
                flush()
            continue
        if tok is Token.Error:
            continue
    flush()
    return out
