"""What the parts of a reStructuredText directive (``.. name:: arguments`` and its indented content)
are, in ``.rst`` files and in docstrings alike.

Most directives hold prose in their content: admonitions (``.. note::``), version notes, and the
many that Sphinx extensions and projects add (``.. tab::``, ``.. dropdown::``, torchx's
``.. compatibility::``). So a directive's content is prose unless the directive is known to hold
code, math, data or references; its arguments are prose only for the admonition-like ones (for
the others they are a signature, a path, a language or a name).
"""

from __future__ import annotations

import re

# content is code; for those in CODE_WITH_LANGUAGE the argument names its language
CODE_WITH_LANGUAGE = frozenset({"code-block", "code", "sourcecode"})
CODE = CODE_WITH_LANGUAGE | frozenset(
    "testcode testsetup testcleanup testoutput doctest ipython jupyter-execute jupyter-kernel "
    "literalinclude program-output command-output runblock exec".split()
)
# content is neither prose nor code with comments: math, raw markup, data, paths, options
NOT_PROSE = frozenset(
    """math raw csv-table toctree include image figure graphviz graph digraph mermaid plantuml
    automodule autoclass autofunction automethod autoattribute autodata autoexception autosummary
    autoprogram currentmodule module highlight index tabularcolumns meta contents sectnum
    default-role role header footer bibliography runopts""".split()
)
# the argument is prose as well: the admonitions and other text blocks
PROSE_ARGUMENTS = frozenset(
    """note warning tip important hint attention caution danger error seealso admonition topic
    sidebar rubric epigraph highlights pull-quote compound container versionadded versionchanged
    versionremoved deprecated todo glossary centered""".split()
)

# a directive line in a docstring: ".. name::" then its arguments; docutils also reads one space
# before the "::" (".. note ::"), which is no literal block
DIRECTIVE_LINE = re.compile(r"\.\.\s+([A-Za-z][\w.+-]*(?::[\w.+-]+)*) ?::(?=\s|$)")


def _base(name: str) -> str:
    """A directive name as written (``code-block``, ``py:function``, ``Note``), without its domain."""
    return name.strip().lower().split(":")[-1]


def kind_of(name: str) -> str:
    """``"code"`` (code with comments), ``"other"`` (math, data: no prose at all) or ``"prose"``
    for a directive name as written."""
    base = _base(name)
    if base in CODE:
        return "code"
    if base in NOT_PROSE:
        return "other"
    return "prose"


def arguments_are_prose(name: str) -> bool:
    return _base(name) in PROSE_ARGUMENTS
