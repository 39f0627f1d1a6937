"""Finding and reading glossary files on disk (project, settings and personal glossaries).

Reading is deliberately boring: only regular files (a FIFO or device would block), at most
5 MB, UTF-8, parsed with a safe YAML loader; nothing is included, fetched or executed. The size
limit is checked here, in bytes, for files, built-in data and text given directly alike.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from urllib.parse import unquote, urlparse

from typing import TYPE_CHECKING

from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.i18n import N_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.parsed import ConceptCache, ParsedFile

# Glossary files larger than this are refused unread.
MAX_FILE_BYTES = 5 * 1024 * 1024

PROJECT_FILE_NAMES = (".ai-glossary.yaml", ".ai-glossary.yml")
PERSONAL_FILE_NAME = "glossary.yaml"
CONFIG_ENV = "AI_GLOSSARY_CONFIG_DIR"


def decode(data: bytes, path: str) -> tuple[str | None, Problem | None]:
    """UTF-8 text (a BOM is allowed), or a problem at the first bad byte."""
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as err:
        before = data[: err.start]
        line = before.count(b"\n") + 1
        col = len(before[before.rfind(b"\n") + 1:].decode("utf-8", errors="replace")) + 1
        return None, Problem.of(path, line, col, N_("the file is not valid UTF-8 (byte {byte}): save it as UTF-8"),
                                byte=f"0x{data[err.start]:02x}", code="encoding")


def too_large(path: str, size: int) -> Problem | None:
    """The size limit, checked here only: a problem at 1:1 when ``size`` (bytes) is over it."""
    if size <= MAX_FILE_BYTES:
        return None
    return Problem.of(path, 1, 1, N_("the file is too large ({size} MB); the limit is {limit} MB"),
                      size=f"{size / 1e6:.1f}", limit=MAX_FILE_BYTES // 2**20, code="too-large")


def read_limited(path: str) -> tuple[bytes | None, Problem | None]:
    """The bytes of a regular file, at most one byte over the size limit; or a problem at 1:1."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None, Problem.of(path, 1, 1, N_("file not found"), code="unreadable")
    except OSError as err:
        return None, Problem.of(path, 1, 1, N_("cannot read the file: {reason}"), reason=err.strerror or str(err),
                                code="unreadable")
    if stat.S_ISDIR(st.st_mode):
        return None, Problem.of(path, 1, 1, N_("this is a folder, not a glossary file"), code="unreadable")
    if not stat.S_ISREG(st.st_mode):
        # never opened: reading a FIFO or a terminal would block, /dev/zero would never end
        template = (N_("a named pipe (FIFO), not a glossary file: it is not read") if stat.S_ISFIFO(st.st_mode) else
                    N_("a device, not a glossary file: it is not read")
                    if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else
                    N_("a socket, not a glossary file: it is not read") if stat.S_ISSOCK(st.st_mode) else
                    N_("not a regular file, not a glossary file: it is not read"))
        return None, Problem.of(path, 1, 1, template, code="unreadable")
    problem = too_large(path, st.st_size)  # refused unread
    if problem is not None:
        return None, problem
    try:
        with open(path, "rb") as fh:
            # the file may have grown since stat(): the byte over the limit makes it too large
            return fh.read(MAX_FILE_BYTES + 1), None
    except OSError as err:
        return None, Problem.of(path, 1, 1, N_("cannot read the file: {reason}"), reason=err.strerror or str(err),
                                code="unreadable")


def unreadable_file(path: str, problem: Problem, *, builtin: bool = False) -> "ParsedFile":
    """A glossary file that could not be read: no concepts, and the problem that says why."""
    from ai_glossary.core.glossary.parsed import ParsedFile

    return ParsedFile(path=path, problems=[problem], builtin=builtin)


def read_glossary_bytes(data: bytes, path: str, *, builtin: bool = False,
                        cache: "ConceptCache | None" = None) -> "ParsedFile":
    """Parse the bytes of one glossary file (UTF-8, within the size limit); ``cache``: see
    :func:`~ai_glossary.core.glossary.parse.parse_glossary`."""
    from ai_glossary.core.glossary.parse import parse_glossary  # YAML is imported only when a file is parsed

    problem = too_large(path, len(data))
    if problem is None:
        text, problem = decode(data, path)
        if problem is None and text is not None:
            return parse_glossary(text, path, builtin=builtin, cache=cache)
    return unreadable_file(path, problem, builtin=builtin)  # type: ignore[arg-type]


def read_glossary_text(text: str, path: str, cache: "ConceptCache | None" = None) -> "ParsedFile":
    """Parse glossary text given directly (an unsaved editor buffer) as the file it would be saved
    as: the same size limit, in bytes, and the same UTF-8 check."""
    # surrogatepass: a lone surrogate (possible in text from the editor) becomes a decoding problem
    return read_glossary_bytes(text.encode("utf-8", "surrogatepass"), path, cache=cache)


def read_glossary_file(path: str | os.PathLike[str], cache: "ConceptCache | None" = None) -> "ParsedFile":
    """Read and parse one glossary file; any failure is a problem in the result."""
    spath = os.fspath(path)
    data, problem = read_limited(spath)
    if data is None:
        return unreadable_file(spath, problem)  # type: ignore[arg-type]
    return read_glossary_bytes(data, spath, cache=cache)


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_config_dir("ai-glossary", appauthor=False))


def personal_glossary_path() -> Path:
    return config_dir() / PERSONAL_FILE_NAME


def _as_path(root: str) -> Path:
    """A workspace root given as a path or a file:// URI."""
    if root.startswith("file:"):
        parsed = urlparse(root)
        local = unquote(parsed.path)
        if os.name == "nt" and len(local) >= 3 and local[0] == "/" and local[2] == ":":
            local = local[1:]  # pragma: no cover - Windows drive letters
        return Path(local)
    return Path(root).expanduser()


def _exists(path: Path) -> bool:
    """Is there anything at ``path``: a file, a folder, a device, a FIFO, a broken or looping link?
    Anything that is there is returned, so that reading it reports what is wrong with it."""
    return os.path.lexists(path)


def user_glossary_paths(workspace_roots: list[str], extra: list[str], *,
                        problems: list[Problem] | None = None) -> list[Path]:
    """The user glossary files to load, lowest priority first (later files win when merged).

    1. ``.ai-glossary.yaml`` (or ``.ai-glossary.yml``) at each workspace root, in order;
    2. ``extra`` (setting ``aiGlossary.glossaries``): absolute, ``~``-expanded, or relative to
       the first workspace root (the current directory when there is none);
    3. the personal file ``<user config dir>/ai-glossary/glossary.yaml`` (directory overridden
       by ``AI_GLOSSARY_CONFIG_DIR``).

    What exists is returned, each once, whatever it is (a folder, a FIFO or a looping link gets its
    true reason when it is read); pass a list as ``problems`` to be told about configured files
    that do not exist and about roots holding both .yaml and .yml.
    """
    roots = [_as_path(r) for r in workspace_roots if r]
    found: list[Path] = []
    seen: set[str] = set()

    def add(path: Path) -> None:
        try:
            key = os.path.normcase(str(path.resolve()))
        except (OSError, RuntimeError):  # a symbolic link loop: Python 3.10-3.12 raise RuntimeError
            key = os.path.normcase(os.path.abspath(path))
        if key not in seen:
            seen.add(key)
            found.append(path)

    for root in roots:
        present = [root / name for name in PROJECT_FILE_NAMES if _exists(root / name)]
        if present:
            add(present[0])
            if len(present) > 1 and problems is not None:
                problems.append(Problem.of(str(present[1]), 1, 1,
                                           N_("ignored: {name} in the same folder is used instead (keep only one "
                                              "of them)"), name=present[0].name,
                                           severity="warning", code="ignored-file"))
    base = roots[0] if roots else Path.cwd()
    for entry in extra:
        if not entry:
            continue
        path = Path(entry).expanduser()
        if not path.is_absolute():
            path = base / path
        if _exists(path):
            add(path)
        elif problems is not None:
            problems.append(Problem.of(str(path), 1, 1,
                                       N_("glossary file from the aiGlossary.glossaries setting not found"),
                                       severity="warning", code="unreadable"))
    personal = personal_glossary_path()
    if _exists(personal):
        add(personal)
    return found
