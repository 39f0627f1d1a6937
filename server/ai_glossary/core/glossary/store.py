"""The glossary being served: built-in data plus user files, compiled, with the last good version
of every user file kept so that a broken edit never takes definitions away."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ai_glossary.core.reader.completion import CompletionIndex
from ai_glossary.core.snapshot import CompiledGlossary
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.glossary.files import read_glossary_file
from ai_glossary.core.reader.lookup import FormIndex
from ai_glossary.core.glossary.model import Glossary

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.parse import ParsedFile


class GlossaryStore:
    def __init__(self, builtin: Glossary) -> None:
        self.builtin = builtin
        self._last_good: dict[str, ParsedFile] = {}
        self._install(builtin)

    def _install(self, glossary: Glossary) -> None:
        # Everything derived from the glossary is built here, once per load, never per request.
        self.glossary = glossary
        self.compiled = CompiledGlossary.compile(glossary)
        self.forms = FormIndex.build(glossary)
        self.completions = CompletionIndex(glossary)
        self.languages = glossary.languages()

    def load_user_files(self, paths: list[Path], overrides: dict[str, str] | None = None) -> dict[str, list[Problem]]:
        """Merge ``paths`` over the built-in glossary; return the problems per file path.

        A file with errors keeps contributing its last good version (if it ever had one).
        ``overrides`` maps a path to unsaved text (an open editor buffer) to use instead of the disk.
        """
        if not paths:
            # Nothing to merge: keep the compiled glossary (and every analysis made with it, such
            # as the one of a document opened while the server started) unless user files left.
            if self.glossary is not self.builtin:
                self._install(self.builtin)
            return {}
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
        self._install(glossary)
        return problems
