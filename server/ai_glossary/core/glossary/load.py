"""Loading user glossaries: :func:`load` reads glossary files and merges them over a base glossary.

It is the one way in: the language server's store (which adds the last good version of each
file), the CLI and ``check`` (which adds the problems of the built-in data) all go through it.
Pure core: no LSP imports. YAML parsing and merging are imported on first use: reading the
built-in glossary from its cache (every start of the server and the CLI) needs neither.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NamedTuple

from ai_glossary.core.glossary.files import read_glossary_file, read_glossary_text
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.problems import GlossaryLoadError, Problem, sort_problems

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.parsed import ConceptCache, ParsedFile


class LoadResult(NamedTuple):
    glossary: Glossary
    problems: dict[str, list[Problem]]  # per file path, in load order; a file without problems maps to []

    def all_problems(self) -> list[Problem]:
        """Every problem, by file (in load order), line and column."""
        return sort_problems((p for items in self.problems.values() for p in items), list(self.problems))


def load(base: Glossary, paths: list[str] | list[Path], overrides: dict[str, str] | None = None, *,
         layer: "Callable[[ParsedFile], ParsedFile | None] | None" = None,
         cache: "ConceptCache | None" = None) -> LoadResult:
    """``base`` merged with the glossary files ``paths`` (in order, later files win); the problems
    per file (each file's own and the cross-file ones).

    ``overrides`` maps a path to text to read instead of the file on disk (an unsaved editor
    buffer). Each file is merged as read, without its bad concepts; ``layer``, when given, says
    what to merge for a file instead (the store's last good version of a file with errors), or
    None for nothing. ``cache``, when given, keeps the concepts read from each file for the next
    load (see :class:`~ai_glossary.core.glossary.parsed.ConceptCache`). A file that cannot be read
    contributes nothing but a problem.

    ``base`` is not changed. With no paths the result is ``base`` itself (the same object), so a
    caller can keep what it compiled from it.
    """
    paths = _unique_paths(paths)
    if not paths:
        return LoadResult(base, {})
    from ai_glossary.core.glossary.merge import merge

    problems: dict[str, list[Problem]] = {}
    layers: list[ParsedFile] = []
    for path in paths:
        text = (overrides or {}).get(path)
        # both refuse text over the size limit; read_glossary_file also FIFOs and folders
        parsed = read_glossary_text(text, path, cache) if text is not None else read_glossary_file(path, cache)
        problems[path] = list(parsed.problems)
        merged = parsed if layer is None else layer(parsed)
        if merged is not None:
            layers.append(merged)
    glossary, merge_problems = merge(base, layers)
    for problem in merge_problems:
        problems.setdefault(problem.path, []).append(problem)
    return LoadResult(glossary, problems)


def check_paths(paths: list[str], *, include_builtin: bool,
                report_builtin: bool | None = None) -> list[Problem]:
    """Every problem in ``paths`` (and/or the built-in data), including cross-file checks.

    With ``include_builtin`` the files are merged over the built-in data, so related ids and
    shared forms are checked against it. Problems in the built-in data itself are reported when
    ``report_builtin`` is true; by default only when no paths are given (checking the built-in
    data). A missing or unreadable file is a problem at 1:1.
    """
    from ai_glossary.core.glossary.builtin import load_builtin_with_problems

    paths = _unique_paths(paths)
    if report_builtin is None:
        report_builtin = not paths
    base = Glossary()
    problems: list[Problem] = []
    if include_builtin:
        try:
            # checking the built-in data parses it afresh; otherwise the cache will do
            base, builtin_problems = load_builtin_with_problems(use_cache=not report_builtin)
        except GlossaryLoadError as err:
            return list(err.problems)
        if report_builtin:
            problems = builtin_problems
    return problems + load(base, paths).all_problems()


def _unique_paths(paths: list[str] | list[Path]) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    for p in paths:
        s = os.fspath(p)
        key = os.path.normcase(os.path.abspath(s))
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out
