"""The user glossaries merged over the built-in one, with the last good version of every user file
kept so that a broken edit never takes definitions away.

Pure data: it returns a :class:`~ai_glossary.core.glossary.model.Glossary`; compiling it for
detection and look-up is :class:`~ai_glossary.core.snapshot.Snapshot`'s job.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ai_glossary.core.glossary.files import read_glossary_file
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.problems import Problem

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.parse import ParsedFile


class LoadResult(NamedTuple):
    glossary: Glossary
    problems: dict[str, list[Problem]]  # per file path; a file without problems maps to []


class GlossaryStore:
    """Not thread-safe: the caller runs one load at a time (the server serialises its reloads)."""

    def __init__(self, builtin: Glossary) -> None:
        self.builtin = builtin
        self._last_good: dict[str, ParsedFile] = {}

    def load_user_files(self, paths: list[Path], overrides: dict[str, str] | None = None) -> LoadResult:
        """Merge ``paths`` over the built-in glossary; the problems per file path.

        A file with errors keeps contributing its last good version (if it ever had one).
        ``overrides`` maps a path to unsaved text (an open editor buffer) to use instead of the disk.
        With no paths the result is the built-in glossary itself (the same object), so a caller can
        keep what it compiled from it.
        """
        if not paths:
            return LoadResult(self.builtin, {})
        from ai_glossary.core.glossary.merge import merge
        from ai_glossary.core.glossary.parse import parse_glossary

        problems: dict[str, list[Problem]] = {}
        layers: list[ParsedFile] = []
        for path in paths:
            key = str(path)
            text = (overrides or {}).get(key)
            # read_glossary_file refuses FIFOs, folders and files over the size limit
            parsed = parse_glossary(text, key) if text is not None else read_glossary_file(key)
            problems[key] = list(parsed.problems)
            if not parsed.has_errors:
                self._last_good[key] = parsed
            if key in self._last_good:
                layers.append(self._last_good[key])
        glossary, merge_problems = merge(self.builtin, layers)
        for problem in merge_problems:
            problems.setdefault(problem.path, []).append(problem)
        return LoadResult(glossary, problems)
