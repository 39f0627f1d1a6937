"""Loading glossaries: the built-in data (cached), user files, merging and checking.

Pure core: no LSP imports. The pieces live in small modules and are re-exported here:

- :mod:`.problems`       ``Problem``, ``GlossaryLoadError``
- :mod:`.yaml_positions` safe YAML with line/column marks, duplicate keys, alias bombs
- :mod:`.validate`       JSON Schema validation with readable messages
- :mod:`.parse`          ``parse_glossary`` -> ``ParsedFile``
- :mod:`.merge`          ``merge`` (later files win, cross-file checks)
- :mod:`.cache`          compiled JSON cache of the built-in data
- :mod:`.userfiles`      ``user_glossary_paths``, reading files safely
"""

from __future__ import annotations

import logging
import os
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from ai_glossary import __version__
from ai_glossary.core.glossary.builtin_cache import cache_key, read_cache, write_cache
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.problems import GlossaryLoadError, Problem, sort_problems
from ai_glossary.core.glossary.files import MAX_FILE_BYTES, decode, read_glossary_file, user_glossary_paths
from ai_glossary.core.glossary.schema import schema_bytes

__all__ = [
    "MAX_FILE_BYTES",
    "GlossaryLoadError",
    "ParsedFile",
    "Problem",
    "builtin_sources",
    "check_paths",
    "load_builtin",
    "load_builtin_with_problems",
    "load_user_glossaries",
    "merge",
    "parse_glossary",
    "read_glossary_file",
    "user_glossary_paths",
]

if TYPE_CHECKING:  # pragma: no cover
    from importlib.abc import Traversable

    from ai_glossary.core.glossary.merge import merge
    from ai_glossary.core.glossary.parse import ParsedFile, parse_glossary


def __getattr__(name: str):
    # YAML parsing and merging load on first use: reading the built-in glossary from its cache
    # (every start of the server and the CLI) needs neither, and PyYAML alone takes ~30 ms to import.
    if name in ("ParsedFile", "parse_glossary"):
        from ai_glossary.core.glossary import parse

        return getattr(parse, name)
    if name == "merge":
        from ai_glossary.core.glossary.merge import merge

        return merge
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

log = logging.getLogger(__name__)

DATA_PACKAGE = "ai_glossary.glossary_data"
CONCEPTS_DIR = "concepts"


class BuiltinSource:
    """One built-in YAML file: its name inside the data package and a path to show."""

    def __init__(self, name: str, resource: "Traversable") -> None:
        self.name = name  # e.g. "concepts/seeds.yaml"
        self.resource = resource
        # a real file path (normal and editable installs) or a readable pseudo-path (zip)
        self.path = str(resource) if isinstance(resource, Path) else f"ai_glossary/glossary_data/{name}"
        self._data: bytes | None = None

    def read(self) -> bytes:
        if self._data is None:
            self._data = self.resource.read_bytes()
        return self._data


def builtin_sources() -> list[BuiltinSource]:
    """Every ``glossary_data/concepts/*.yaml`` of the installed package, sorted by name."""
    try:
        folder = resources.files(DATA_PACKAGE).joinpath(CONCEPTS_DIR)
        entries = [e for e in folder.iterdir() if e.name.endswith(".yaml") and e.is_file()]
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, OSError) as err:
        raise GlossaryLoadError([Problem(f"ai_glossary/glossary_data/{CONCEPTS_DIR}", 1, 1,
                                         f"the built-in glossary data is missing: {err}",
                                         code="no-builtin")]) from err
    return [BuiltinSource(f"{CONCEPTS_DIR}/{e.name}", e) for e in sorted(entries, key=lambda e: e.name)]


def _parse_source(source: BuiltinSource) -> ParsedFile:
    from ai_glossary.core.glossary.parse import ParsedFile, parse_glossary

    try:
        data = source.read()
    except OSError as err:
        parsed = ParsedFile(path=source.path, builtin=True)
        parsed.problems.append(Problem(source.path, 1, 1, f"cannot read the file: {err}",
                                       code="unreadable"))
        return parsed
    if len(data) > MAX_FILE_BYTES:
        parsed = ParsedFile(path=source.path, builtin=True)
        parsed.problems.append(Problem(source.path, 1, 1, "the file is too large; the limit is 5 MB",
                                       code="too-large"))
        return parsed
    text, problem = decode(data, source.path)
    if problem is not None or text is None:
        parsed = ParsedFile(path=source.path, builtin=True)
        parsed.problems.append(problem)  # type: ignore[arg-type]
        return parsed
    return parse_glossary(text, source.path, builtin=True)


def _build_builtin(sources: list[BuiltinSource]) -> tuple[Glossary, list[Problem]]:
    from ai_glossary.core.glossary.merge import merge

    parsed = [_parse_source(s) for s in sources]
    glossary, merge_problems = merge(Glossary(), parsed)
    problems = [p for f in parsed for p in f.problems] + merge_problems
    if not sources:
        problems.append(Problem(f"ai_glossary/glossary_data/{CONCEPTS_DIR}", 1, 1,
                                "no built-in glossary files (*.yaml) were found", code="no-builtin"))
    return glossary, sort_problems(problems, [s.path for s in sources])


def load_builtin_with_problems(*, use_cache: bool = True) -> tuple[Glossary, list[Problem]]:
    """The built-in glossary and the problems in its data (bad concepts are left out)."""
    sources = builtin_sources()
    if not use_cache:
        return _build_builtin(sources)
    to_rel = {s.path: s.name for s in sources}
    to_path = {s.name: s.path for s in sources}
    key = cache_key(__version__, schema_bytes(), ((s.name, s.read()) for s in sources))
    cached = read_cache(key, resolve=lambda name: to_path.get(name, name))
    if cached is not None:
        return cached
    glossary, problems = _build_builtin(sources)
    write_cache(key, glossary, problems, rel=lambda path: to_rel.get(path, path))
    return glossary, problems


def load_builtin(*, use_cache: bool = True, strict: bool = False) -> Glossary:
    """The built-in glossary, from the compiled cache when it is up to date.

    Problems in the data are logged (``ai-glossary check`` lists them) and the bad concepts
    are left out; with ``strict=True`` any error raises :class:`GlossaryLoadError`.
    """
    glossary, problems = load_builtin_with_problems(use_cache=use_cache)
    errors = [p for p in problems if p.is_error]
    if errors:
        if strict:
            raise GlossaryLoadError(problems)
        log.warning("built-in glossary: %d problem(s), first: %s", len(errors), errors[0])
    return glossary


def load_user_glossaries(base: Glossary, paths: list[str] | list[Path]) -> tuple[Glossary, list[Problem]]:
    """``base`` merged with the given user glossary files (in order, later files win).

    Returns the merged glossary and every problem (each file's own and the cross-file ones).
    ``base`` is not changed; a file that cannot be read contributes nothing but a problem.
    """
    from ai_glossary.core.glossary.merge import merge

    parsed = [read_glossary_file(p) for p in _unique_paths(paths)]
    merged, merge_problems = merge(base, parsed)
    problems = [p for f in parsed for p in f.problems] + merge_problems
    return merged, sort_problems(problems, [f.path for f in parsed])


def check_paths(paths: list[str], *, include_builtin: bool,
                report_builtin: bool | None = None) -> list[Problem]:
    """Every problem in ``paths`` (and/or the built-in data), including cross-file checks.

    With ``include_builtin`` the files are merged over the built-in data, so related ids and
    shared forms are checked against it. Problems in the built-in data itself are reported when
    ``report_builtin`` is true; by default only when no paths are given (checking the built-in
    data). A missing or unreadable file is a problem at 1:1.
    """
    from ai_glossary.core.glossary.merge import merge

    paths = _unique_paths(paths)
    if report_builtin is None:
        report_builtin = not paths
    problems: list[Problem] = []
    base = Glossary()
    order: list[str] = []
    if include_builtin:
        try:
            sources = builtin_sources()
        except GlossaryLoadError as err:
            return list(err.problems)
        order = [s.path for s in sources]
        if report_builtin:
            base, builtin_problems = _build_builtin(sources)
            problems.extend(builtin_problems)
        else:
            base, _ = load_builtin_with_problems()
    parsed = [read_glossary_file(p) for p in paths]
    order += [f.path for f in parsed]
    _, merge_problems = merge(base, parsed)
    problems.extend(p for f in parsed for p in f.problems)
    problems.extend(merge_problems)
    return sort_problems(problems, order)


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
