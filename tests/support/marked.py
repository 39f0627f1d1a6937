"""Texts with their expected mentions marked: «taux d'apprentissage», «数据并行»."""

from __future__ import annotations

import re

_MARK = re.compile(r"«([^»]*)»")


def unmark(marked: str) -> tuple[str, list[tuple[int, int]]]:
    """The text without its «» markers, and the (start, end) of every marked span in it."""
    text, spans, pos = "", [], 0
    for m in _MARK.finditer(marked):
        text += marked[pos:m.start()]
        spans.append((len(text), len(text) + len(m.group(1))))
        text += m.group(1)
        pos = m.end()
    return text + marked[pos:], spans


def assert_marked_mentions(detector, marked: str, language: str = "markdown") -> None:
    """The mentions ``detector`` finds in the text of ``marked`` are exactly its «marked» spans."""
    from ai_glossary.core.detection.analysis import DocumentAnalysis

    text, expected = unmark(marked)
    got = [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches()]
    assert got == expected, ([text[a:b] for a, b in got], [text[a:b] for a, b in expected])


def concept_mentions(detector, text: str, concept: str, language: str = "markdown",
                     path: str | None = None) -> list[str]:
    """The words of every mention of ``concept`` that ``detector`` finds in ``text``, the text read as
    the file at ``path`` (its folders are evidence) when one is given."""
    from ai_glossary.core.detection.analysis import DocumentAnalysis
    from ai_glossary.core.detection.document_context import NO_CONTEXT, FileContext

    context = FileContext(path) if path is not None else NO_CONTEXT
    return [text[m.start:m.end] for m in DocumentAnalysis(text, language, detector, context=context).matches()
            if m.concept_id == concept]


def assert_concept_mentions(detector, marked: str, concept: str, language: str = "markdown") -> None:
    """The mentions of ``concept`` found in the text of ``marked`` are exactly its «marked» spans."""
    text, expected = unmark(marked)
    assert concept_mentions(detector, text, concept, language) == [text[a:b] for a, b in expected]


def in_a_function(body: str) -> str:
    """A Python function whose docstring or comment is ``body``, in a file that imports nothing: only the
    words around a candidate decide its sense."""
    return "def f(x):\n    " + body.strip().replace("\n", "\n    ") + "\n    return x\n"
