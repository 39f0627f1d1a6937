"""What ``scan`` reads: the files of a walk (hidden directories, files ``.gitignore`` ignores,
binary and oversized files left out), and the terms found in one file's text, with the same
engine as the server's (``find_in_text``). :mod:`.scan` spreads the files over worker processes.
"""

from __future__ import annotations

import errno
import os
import posixpath
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, NamedTuple

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.regions import find_regions, language_for, notebook_cells
from ai_glossary.core.detection.document_context import NO_CONTEXT, FileContext, WorkspaceEvidence, read_workspace
from ai_glossary.core.detection.text import CODE_POINTS, column_units, positions
from ai_glossary.core.detection.view import AnalysisView
from ai_glossary.core.i18n import N_, Message
from ai_glossary.core.path_errors import UnreadablePath, not_a_file, os_reason, unreadable

if TYPE_CHECKING:  # pragma: no cover
    import pathspec

DEFAULT_MAX_BYTES = 2 * 1024 * 1024


class Occurrence(NamedTuple):
    """A term found in one text (a file, or a notebook cell)."""

    line: int  # 1-based
    column: int  # 1-based, in code points
    end_line: int
    end_column: int  # exclusive, 1-based
    id: str
    text: str


@dataclass(frozen=True, slots=True)
class Finding:
    """A term found in a file: where, and in which cell when the file is a notebook."""

    path: str  # as reported
    at: Occurrence
    cell: int | None = None  # notebook cell number (1-based) when the file is a notebook


# What is kept of a file's findings (``scan_paths(write=...)``): the text of the output, or the
# file's entry in the workspace index; made where the file is scanned, so that a worker process,
# not the parent, makes it (the parent only unpickles it)
Write = Callable[[list[Finding]], Any]
# What is read from the analysis of one text: its terms (``occurrences``), or the lint's findings;
# a list of tuples whose four first fields are line, column, end line, end column
Find = Callable[[AnalysisView], list]


@dataclass
class ScanReport:
    findings: list[Finding] = field(default_factory=list)  # in order; empty when the scan wrote them
    written: list = field(default_factory=list)  # each file's findings as ``write`` made them, in order
    terms: int = 0  # how many were found, written or not
    skipped: list[tuple[str, Message]] = field(default_factory=list)  # (path, reason in the reader's language)
    files: int = 0
    bytes: int = 0
    scanned: list[str] = field(default_factory=list)  # the file system path of every file scanned, in order


@dataclass(frozen=True, slots=True)
class FileJob:
    path: str  # filesystem path
    display: str  # path as reported
    context: FileContext = NO_CONTEXT  # its path in the scanned folder and what that folder declares


class _ScanAnalysis(DocumentAnalysis):
    """The analysis of a file that is read once: the same matching and evidence as the server's,
    on the regions of ``find_regions`` (Python's found by a lexer, without a parse, when it is
    sure of them: ``lexer=True``) instead of a tracker, which keeps a syntax tree for later edits."""

    def __init__(self, text: str, language: str | None, detector: Detector, scope: str = "prose",
                 context: FileContext = NO_CONTEXT) -> None:
        super().__init__(text, language, detector, scope, context, find_regions(text, language, scope, lexer=True))


def analysed(detector: Detector, text: str, language: str | None, scope: str = "prose",
             context: FileContext = NO_CONTEXT) -> AnalysisView:
    """The analysis of one document read once, as the server's view of it."""
    return _ScanAnalysis(text, language, detector, scope, context).view


def find_in_text(detector: Detector, text: str, language: str | None, scope: str = "prose",
                 context: FileContext = NO_CONTEXT, units: str = CODE_POINTS) -> list[Occurrence]:
    """The terms found in one document, in order; columns in ``units`` (``"utf-32"``, code
    points, for people; ``"utf-16"`` or ``"utf-8"``, an editor's position encoding)."""
    return occurrences(analysed(detector, text, language, scope, context), units)


def occurrences(view: AnalysisView, units: str = CODE_POINTS) -> list[Occurrence]:
    """The terms of one analysed document, in order; columns in ``units``."""
    text, matches = view.text, view.matches()
    # in document order and not overlapping: each start and end at or after the one before
    offsets = [offset for match in matches for offset in (match.start, match.end)]
    at = positions(text, offsets)
    if units != CODE_POINTS and not text.isascii():
        at = [(line, column_units(text, offset, col, units)) for offset, (line, col) in zip(offsets, at)]
    out = []
    ends = iter(at)
    for match, (line, col), (end_line, end_col) in zip(matches, ends, ends):
        out.append(Occurrence(line + 1, col + 1, end_line + 1, end_col + 1, match.concept_id, match.text))
    return out


def iter_files(paths: list[str], report: ScanReport, joined: bool = False) -> Iterator[FileJob]:
    """The files to scan (shown relative to the folder named, or with ``joined`` as the folder
    named joined with that: relative to the working directory when the folder is). The manifests (dependencies) of each directory argument are read once,
    and those of the folder a file argument is in. A named path that is missing raises
    FileNotFoundError, one that cannot be read :class:`UnreadablePath`; what cannot be read below
    a named folder is only skipped."""
    workspaces: dict[Path, WorkspaceEvidence] = {}

    def workspace(folder: Path) -> WorkspaceEvidence:
        if folder not in workspaces:
            workspaces[folder] = read_workspace(folder)
        return workspaces[folder]

    for given in paths:
        root = Path(given)
        try:
            # the path as given: Path() drops a trailing slash, which makes "file/" an error
            info = os.stat(given)
            if stat.S_ISREG(info.st_mode):
                os.close(os.open(given, os.O_RDONLY))  # no permission shows on open, not on stat
        except FileNotFoundError:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), given) from None
        except OSError as exc:
            raise UnreadablePath(given, os_reason(exc)) from None
        if stat.S_ISDIR(info.st_mode):
            declared = workspace(root)
            for job in _walk(root, given, report):
                shown = posixpath.normpath(posixpath.join(given.replace(os.sep, "/"), job.display)) if joined else job.display
                yield FileJob(job.path, shown, FileContext(job.display, declared))
        elif stat.S_ISREG(info.st_mode):
            yield FileJob(str(root), given, FileContext(given, workspace(root.parent)))
        else:  # never opened: a FIFO would block
            raise UnreadablePath(given, not_a_file(info.st_mode))


IGNORED = Message.of(N_("ignored by .gitignore"))


def _walk(root: Path, given: str, report: ScanReport) -> Iterator[FileJob]:
    """The files under ``root``, as strings: os.walk's paths are ``top`` and, below it, ``top``
    joined with names, so the path as reported is what follows ``top`` (pathlib for each of the
    2,917 files of transformers' tree took 30 ms of the serial part of a scan)."""
    top = str(root)
    specs: list[tuple[Path, "pathspec.PathSpec"]] = []

    def display(dirpath: str, name: str = "") -> str:
        """``dirpath`` (a folder os.walk gave) joined with ``name``, relative to ``root``."""
        below = dirpath[len(top):].lstrip(os.sep)
        shown = f"{below}{os.sep}{name}" if below and name else below or name
        return shown if os.sep == "/" else shown.replace(os.sep, "/")

    def unreadable_folder(error: OSError) -> None:
        where = str(Path(error.filename)) if error.filename else top
        if where == top:  # the folder named to the scan
            raise UnreadablePath(given, os_reason(error))
        report.skipped.append((display(where), unreadable(os_reason(error))))

    def ignored(path: Path, is_dir: bool) -> bool:
        for base, spec in specs:
            try:
                rel = path.relative_to(base).as_posix()
            except ValueError:
                continue
            if spec.match_file(rel + ("/" if is_dir else "")):
                return True
        return False

    for dirpath, dirnames, filenames in os.walk(top, onerror=unreadable_folder):
        if ".gitignore" in filenames:
            ignore_file = os.path.join(dirpath, ".gitignore")
            if os.path.isfile(ignore_file):
                import pathspec  # 10 ms of start-up, for trees that have a .gitignore

                try:
                    with open(ignore_file, encoding="utf-8", errors="replace") as handle:
                        lines = handle.read().splitlines()
                    specs.append((Path(dirpath), pathspec.PathSpec.from_lines("gitignore", lines)))
                except OSError:
                    pass
        here = Path(dirpath) if specs else None
        kept = []
        for name in sorted(dirnames):
            if name.startswith("."):
                continue
            if here is not None and ignored(here / name, True):
                report.skipped.append((display(dirpath, name), IGNORED))
                continue
            kept.append(name)
        dirnames[:] = kept
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            if here is not None and ignored(here / name, False):
                report.skipped.append((display(dirpath, name), IGNORED))
                continue
            yield FileJob(os.path.join(dirpath, name), display(dirpath, name))


def scan_file(job: FileJob, detector: Detector, scope: str, max_bytes: int,
              units: str = CODE_POINTS, find: Find | None = None) -> tuple[list[Finding], Message | None, int]:
    """Findings of one file (what ``find`` finds in its analysis; by default its terms, columns
    in ``units``), or a reason it was skipped; and the number of bytes read."""
    text, skipped, size = read_file(job.path, max_bytes)
    if text is None:
        return [], skipped, 0
    return file_findings(job, text, size, detector, scope, units, find)


def read_file(path: str, max_bytes: int) -> tuple[str | None, Message | None, int]:
    """The text of a file ``scan`` reads, with its size in bytes; or None and why it is skipped
    (not a regular file, larger than ``max_bytes``, unreadable, binary, not UTF-8)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):  # a FIFO would block the read forever
            return None, not_a_file(info.st_mode), 0
        if info.st_size > max_bytes:
            return None, Message.of(N_("larger than {limit} bytes"), limit=max_bytes), 0
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        return None, unreadable(os_reason(exc)), 0
    if b"\x00" in data[:8192]:
        return None, Message.of(N_("binary file")), 0
    try:
        # utf-8-sig drops a leading BOM: editors do not count it as a column (and json.loads
        # rejects a notebook that starts with one)
        return data.decode("utf-8-sig"), None, len(data)
    except UnicodeDecodeError:
        return None, Message.of(N_("not UTF-8 text")), 0


def file_findings(job: FileJob, text: str, size: int, detector: Detector, scope: str, units: str = CODE_POINTS,
                  find: Find | None = None) -> tuple[list[Finding], Message | None, int]:
    """:func:`scan_file` of a file whose text (``size`` bytes) was read by :func:`read_file`."""
    language = language_for(None, job.path)
    if job.path.endswith(".ipynb"):
        try:
            cells = notebook_cells(text)
        except ValueError as exc:
            return [], Message.of(N_("invalid notebook: {detail}"), detail=str(exc)), size
        findings = [
            Finding(job.display, found, number)
            for number, (cell_language, source) in enumerate(cells, start=1)
            for found in _found(analysed(detector, source, cell_language, scope, job.context), units, find)
        ]
        return findings, None, size
    if language is None:
        return [], Message.of(N_("unknown file type")), size
    found = _found(analysed(detector, text, language, scope, job.context), units, find)
    return [Finding(job.display, occurrence) for occurrence in found], None, size


def _found(view: AnalysisView, units: str, find: Find | None) -> list:
    return occurrences(view, units) if find is None else find(view)
