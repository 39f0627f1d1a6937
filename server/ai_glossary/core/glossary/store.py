"""The user glossaries merged over the built-in one, with the last good version of every user file
kept so that a broken edit never takes definitions away.

Pure data: it returns a :class:`~ai_glossary.core.glossary.model.Glossary`; compiling it for
detection and look-up is :class:`~ai_glossary.core.snapshot.Snapshot`'s job.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ai_glossary.core.glossary.load import LoadResult, load
from ai_glossary.core.glossary.model import Glossary

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.parsed import ConceptCache, ParsedFile


class GlossaryStore:
    """Not thread-safe: the caller runs one load at a time (the server serialises its reloads)."""

    def __init__(self, builtin: Glossary) -> None:
        self.builtin = builtin
        self._last_good: dict[str, ParsedFile] = {}
        self._concepts: ConceptCache | None = None  # made with the first file read (imports YAML)

    def load_user_files(self, paths: list[Path], overrides: dict[str, str] | None = None) -> LoadResult:
        """Merge ``paths`` over the built-in glossary; the problems per file path.

        A file with errors keeps contributing its last good version (if it ever had one).
        ``overrides`` maps a path to unsaved text (an open editor buffer) to use instead of the disk.
        With no paths the result is the built-in glossary itself (the same object), so a caller can
        keep what it compiled from it. Concepts whose text did not change since the last load are
        not read again.
        """
        if paths and self._concepts is None:
            from ai_glossary.core.glossary.parsed import ConceptCache

            self._concepts = ConceptCache()
        return load(self.builtin, paths, overrides, layer=self._last_good_version, cache=self._concepts)

    def _last_good_version(self, parsed: ParsedFile) -> ParsedFile | None:
        if not parsed.has_errors:
            self._last_good[parsed.path] = parsed
        return self._last_good.get(parsed.path)
