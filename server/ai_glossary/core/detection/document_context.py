"""What a document and its workspace say about which sense an ambiguous form has.

Three inputs, each cheap and each computed once (docs/detection.md, "Senses"):
- the document's imports: a scan of the lines that hold ``import``/``require``, with one regex per
  such line (never a second parse), Python (``import a.b``, ``from a.b import c``) and JavaScript
  (``import x from "m"``, ``require("m")``), in code and in prose alike (doctests, README snippets);
- the file's path: its folder names and file stem, and the words they are made of
  (``tensor_parallel/`` holds "tensor_parallel", "tensor" and "parallel");
- the workspace's declared dependencies and its own name, read once per workspace folder from
  ``pyproject.toml``, ``requirements*.txt`` and ``package.json`` (parsed with tomllib and json only:
  nothing is run, nothing is fetched).

:class:`DocumentEvidence` is the result for one version of one document; the detector takes it as
an input of its own, separate from the text around a candidate.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any, Callable, Iterable, Mapping

NEAREST_FOLDERS = 3  # of a file outside any workspace folder, the folders its path words come from
MAX_MANIFEST_BYTES = 1024 * 1024  # a larger "requirements.txt" is not a requirements file

_PY_FROM = re.compile(r"^[ \t]*(?:>>>[ \t]*)?from[ \t]+([A-Za-z_][\w.]*)[ \t]+c?import[ \t]+\(?([^#;]*)")
_PY_IMPORT = re.compile(r"^[ \t]*(?:>>>[ \t]*)?c?import[ \t]+([A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?"
                        r"(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?)*)")
_JS_MODULE = re.compile(r"""(?:\bfrom|\brequire[ \t]*\(|\bimport[ \t]*\(?)[ \t]*["']([^"'\s]+)["']""")
_NAME = re.compile(r"[A-Za-z_]\w*")
_REQUIREMENT = re.compile(r"^[ \t]*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)")
_PATH_WORD_SPLIT = re.compile(r"[_.\- ]+")


_PACKAGE_SEPARATORS = re.compile(r"[-_.]+")


def package_key(name: str) -> str:
    """A distribution name as compared: lower case, runs of ``-_.`` as one ``-`` (PEP 503)."""
    key = name.strip().lower()
    # (asked for every ambiguous candidate's letters, most of which hold no separator)
    return _PACKAGE_SEPARATORS.sub("-", key) if "-" in key or "_" in key or "." in key else key


@dataclass(frozen=True, slots=True)
class WorkspaceEvidence:
    """What a workspace folder declares: its dependencies and its own name(s), as package keys."""

    dependencies: frozenset[str] = frozenset()
    names: frozenset[str] = frozenset()

    @property
    def packages(self) -> frozenset[str]:
        """Dependencies and own names: a project's name counts as much as what it depends on."""
        return self.dependencies | self.names


NO_WORKSPACE = WorkspaceEvidence()


@dataclass(frozen=True, slots=True)
class FileContext:
    """Where a document lives: its path (relative to its workspace folder when it has one)."""

    path: str | None = None
    workspace: WorkspaceEvidence = NO_WORKSPACE


NO_CONTEXT = FileContext()


def _uses_none(concept_id: str) -> bool:
    return False


@dataclass(frozen=True, slots=True)
class DocumentEvidence:
    """The imports, path words and workspace packages of one version of one document.

    ``imports`` holds every imported module with all its parents (``torch.distributed.fsdp`` gives
    ``torch``, ``torch.distributed`` and ``torch.distributed.fsdp``), so a rule naming a module also
    covers its submodules with one set look-up.
    """

    imports: frozenset[str] = frozenset()
    path_words: frozenset[str] = frozenset()
    packages: frozenset[str] = frozenset()
    # does the text use a concept's identifier forms (world_size, tp_size), code included? Filled
    # in by the analysis, which has the glossary (identifiers.IdentifierIndex); asked lazily
    uses_identifiers_of: Callable[[str], bool] = field(default=_uses_none, compare=False)
    # does the text write a package (lower case, as prose writes it) with a version requirement
    # somewhere ("fix for transformers<5.0")? Filled in by the analysis (package_names.pinned_packages)
    pins: Callable[[str], bool] = field(default=_uses_none, compare=False)


# Python has no require(): a Python file is searched for one needle, not two (each is a full pass)
_IMPORT_ONLY_LANGUAGES = frozenset({"python"})


def document_evidence(text: str, context: FileContext = NO_CONTEXT, language: str | None = None) -> DocumentEvidence:
    """``language``: the document's region-finder language, when known."""
    needles = ("import",) if language in _IMPORT_ONLY_LANGUAGES else ("import", "require")
    return DocumentEvidence(imported_modules(text, needles), path_words(context.path), context.workspace.packages)


# -- imports ---------------------------------------------------------------------------------------
# the frameworks whose own packages are named after them ("torchaudio", "torchvision", "keras_cv",
# "tensorflow_hub"): a file that imports one of those is written for the framework as well
_FRAMEWORK_FAMILIES = ("torch", "keras", "tensorflow")


def imported_modules(text: str, needles: tuple[str, ...] = ("import", "require")) -> frozenset[str]:
    """Modules imported anywhere in ``text`` (on lines holding one of ``needles``), with their parents,
    and the framework a package of a framework's family is built on (``torchaudio`` gives ``torch``)."""
    found: set[str] = set()
    for line in _lines_with(text, needles):
        for module in _modules_of(line):
            _add_with_parents(found, module)
    for framework in _FRAMEWORK_FAMILIES:
        if framework not in found and any(m.startswith(framework) and "." not in m and "/" not in m for m in found):
            found.add(framework)
    return frozenset(found)


def _lines_with(text: str, needles: tuple[str, ...]) -> Iterable[str]:
    """Each line of ``text`` that contains one of ``needles``, once (str.find, no split of the text)."""
    starts: set[int] = set()
    for needle in needles:
        at = text.find(needle)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if start not in starts:
                starts.add(start)
                yield text[start:end]
            at = text.find(needle, end)


def _modules_of(line: str) -> list[str]:
    # a JavaScript module is named in quotes, which a Python import line seldom holds
    modules = [m.group(1) for m in _JS_MODULE.finditer(line)] if '"' in line or "'" in line else []
    match = _PY_FROM.match(line)
    if match:
        base = match.group(1)
        modules.append(base)
        names = match.group(2).replace(")", " ")
        for part in names.split(","):
            name = _NAME.match(part.strip())
            if name and name.group() != "*":
                modules.append(f"{base}.{name.group()}")
        return modules
    match = _PY_IMPORT.match(line)
    if match:
        for part in match.group(1).split(","):
            modules.append(part.strip().split()[0])
    return modules


def _add_with_parents(found: set[str], module: str) -> None:
    separator = "/" if "/" in module else "."
    parts = module.split(separator)
    if module.startswith("@") and separator == "/" and len(parts) > 1:  # "@scope/pkg": one name
        parts = [parts[0] + "/" + parts[1], *parts[2:]]
    for i in range(1, len(parts) + 1):
        found.add(separator.join(parts[:i]))


# -- the file path ------------------------------------------------------------------------------
def path_words(path: str | None) -> frozenset[str]:
    """Folder names and the file stem of ``path``, lower-cased, and the words they are made of."""
    if not path:
        return frozenset()
    pure = PurePath(path.replace("\\", "/"))
    parts = [p for p in pure.parent.parts if p not in ("/", ".", "..")] + [pure.stem]
    words: set[str] = set()
    for part in parts:
        lowered = part.lower()
        words.add(lowered)
        words.update(w for w in _PATH_WORD_SPLIT.split(lowered) if w)
    return frozenset(words)


# -- the workspace ------------------------------------------------------------------------------
def read_workspace(root: str | Path) -> WorkspaceEvidence:
    """The dependencies and names declared by the manifests directly in ``root``.

    Unreadable, oversized or malformed manifests are skipped: this is evidence, never an error.
    """
    base = Path(root)
    dependencies: set[str] = set()
    names: set[str] = set()
    pyproject = _read(base / "pyproject.toml")
    tomllib = _tomllib() if pyproject is not None else None
    if pyproject is not None and tomllib is not None:
        try:
            _from_pyproject(tomllib.loads(pyproject), dependencies, names)
        except (tomllib.TOMLDecodeError, ValueError):
            pass
    for requirements in _requirement_files(base):
        text = _read(requirements)
        if text is not None:
            dependencies.update(_from_requirements(text))
    package_json = _read(base / "package.json")
    if package_json is not None:
        try:
            _from_package_json(json.loads(package_json), dependencies, names)
        except ValueError:
            pass
    return WorkspaceEvidence(frozenset(dependencies), frozenset(names))


def _tomllib() -> Any:
    """The TOML parser (Python 3.11+; on 3.10 pyproject.toml is not read, requirements files and
    package.json are); imported when a pyproject.toml is found, not on the server's way to its
    first answer (3 ms)."""
    try:
        import tomllib
    except ImportError:  # pragma: no cover - exercised only on Python 3.10
        return None
    return tomllib


def _read(path: Path) -> str | None:
    try:
        if not path.is_file() or path.stat().st_size > MAX_MANIFEST_BYTES:
            return None
        return path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None


def _requirement_files(base: Path) -> list[Path]:
    try:
        found = sorted(base.glob("requirements*.txt"))
        folder = base / "requirements"
        if folder.is_dir():
            found += sorted(folder.glob("*.txt"))
        return found
    except OSError:
        return []


def _requirement_names(specs: Any) -> Iterable[str]:
    for spec in specs if isinstance(specs, list) else ():
        if isinstance(spec, str):
            match = _REQUIREMENT.match(spec)
            if match:
                yield package_key(match.group(1))


def _from_pyproject(data: Mapping[str, Any], dependencies: set[str], names: set[str]) -> None:
    project = data.get("project")
    if isinstance(project, dict):
        if isinstance(project.get("name"), str):
            names.add(package_key(project["name"]))
        dependencies.update(_requirement_names(project.get("dependencies")))
        optional = project.get("optional-dependencies")
        for specs in optional.values() if isinstance(optional, dict) else ():
            dependencies.update(_requirement_names(specs))
    groups = data.get("dependency-groups")
    for specs in groups.values() if isinstance(groups, dict) else ():
        dependencies.update(_requirement_names(specs))
    tool = data.get("tool")
    poetry = tool.get("poetry") if isinstance(tool, dict) else None
    if isinstance(poetry, dict):
        if isinstance(poetry.get("name"), str):
            names.add(package_key(poetry["name"]))
        tables = [poetry.get("dependencies"), poetry.get("dev-dependencies")]
        poetry_groups = poetry.get("group")
        for group in poetry_groups.values() if isinstance(poetry_groups, dict) else ():
            if isinstance(group, dict):
                tables.append(group.get("dependencies"))
        for table in tables:
            if isinstance(table, dict):
                dependencies.update(package_key(k) for k in table if isinstance(k, str) and k != "python")


def _from_requirements(text: str) -> Iterable[str]:
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):  # options: -r other.txt, -e ., --index-url ...
            match = _REQUIREMENT.match(line)
            if match:
                yield package_key(match.group(1))


def _from_package_json(data: Any, dependencies: set[str], names: set[str]) -> None:
    if not isinstance(data, dict):
        return
    if isinstance(data.get("name"), str):
        names.add(package_key(data["name"]))
    for key in ("dependencies", "devDependencies", "peerDependencies", "optionalDependencies"):
        table = data.get(key)
        if isinstance(table, dict):
            dependencies.update(package_key(k) for k in table if isinstance(k, str))


def read_workspaces(roots: Iterable[str]) -> dict[str, WorkspaceEvidence]:
    """What each workspace folder declares (the language server reads this once per folder)."""
    return {root: read_workspace(root) for root in roots}


def file_context(path: str | None, workspaces: Mapping[str, WorkspaceEvidence]) -> FileContext:
    """The context of a file at ``path`` (a file system path) among workspace folders (their paths
    mapped to what they declare): the innermost folder that holds it, and the path relative to it."""
    if not path:
        return NO_CONTEXT
    target = PurePath(path)
    best: tuple[int, str, WorkspaceEvidence] | None = None
    for root, evidence in workspaces.items():
        folder = PurePath(root)
        if target.is_relative_to(folder) and (best is None or len(folder.parts) > best[0]):
            best = (len(folder.parts), target.relative_to(folder).as_posix(), evidence)
    if best is None:  # outside every workspace folder: only the nearest folders say something
        return FileContext("/".join(target.parts[-NEAREST_FOLDERS - 1:]), NO_WORKSPACE)
    return FileContext(best[1], best[2])
