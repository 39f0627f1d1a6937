"""Scan files and directories for glossary terms with the same engine the server uses.

Walks directories skipping hidden directories, files matched by ``.gitignore`` files (of the walked
tree), binary files and files over a size limit; notebooks are read cell by cell. Work is spread over
all cores with a process pool; every worker compiles the glossary once (or inherits it through
fork), and with ``scan_paths(write=...)`` turns each file's findings into the text of the output, so
that the parent only puts the texts in order.
"""

from __future__ import annotations

import errno
import gc
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.detection.regions import find_regions, language_for, notebook_cells
from ai_glossary.core.detection.document_context import NO_CONTEXT, FileContext, WorkspaceEvidence, read_workspace
from ai_glossary.core.detection.text import positions
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


# A file's findings as the text of the output (``scan_paths(write=...)``): made where the file is
# scanned, so that a worker process, not the parent, turns them into text
Write = Callable[[list[Finding]], str]
# ``progress(done)`` after each file or batch; ``progress(0, total)`` first (scan_paths)
Progress = Callable[..., None]


@dataclass
class ScanReport:
    findings: list[Finding] = field(default_factory=list)  # in order; empty when the scan wrote them
    written: list[str] = field(default_factory=list)  # each file's findings as ``write`` wrote them, in order
    terms: int = 0  # how many were found, written or not
    skipped: list[tuple[str, Message]] = field(default_factory=list)  # (path, reason in the reader's language)
    files: int = 0
    bytes: int = 0


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


def find_in_text(detector: Detector, text: str, language: str | None, scope: str = "prose",
                 context: FileContext = NO_CONTEXT) -> list[Occurrence]:
    """The terms found in one document, in order."""
    matches = _ScanAnalysis(text, language, detector, scope, context).matches()
    # in document order and not overlapping: each start and end at or after the one before
    at = iter(positions(text, [offset for match in matches for offset in (match.start, match.end)]))
    out = []
    for match, (line, col), (end_line, end_col) in zip(matches, at, at):
        out.append(Occurrence(line + 1, col + 1, end_line + 1, end_col + 1, match.concept_id, match.text))
    return out


def iter_files(paths: list[str], report: ScanReport) -> Iterator[FileJob]:
    """The files to scan. The manifests (dependencies) of each directory argument are read once,
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
                yield FileJob(job.path, job.display, FileContext(job.display, declared))
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


def scan_file(job: FileJob, detector: Detector, scope: str, max_bytes: int) -> tuple[list[Finding], Message | None, int]:
    """Findings of one file, or a reason it was skipped; and the number of bytes read."""
    try:
        info = os.stat(job.path)
        if not stat.S_ISREG(info.st_mode):  # a FIFO would block the read forever
            return [], not_a_file(info.st_mode), 0
        size = info.st_size
        if size > max_bytes:
            return [], Message.of(N_("larger than {limit} bytes"), limit=max_bytes), 0
        with open(job.path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        return [], unreadable(os_reason(exc)), 0
    if b"\x00" in data[:8192]:
        return [], Message.of(N_("binary file")), 0
    try:
        # utf-8-sig drops a leading BOM: editors do not count it as a column (and json.loads
        # rejects a notebook that starts with one)
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return [], Message.of(N_("not UTF-8 text")), 0
    language = language_for(None, job.path)
    if job.path.endswith(".ipynb"):
        try:
            cells = notebook_cells(text)
        except ValueError as exc:
            return [], Message.of(N_("invalid notebook: {detail}"), detail=str(exc)), len(data)
        findings = [
            Finding(job.display, found, number)
            for number, (cell_language, source) in enumerate(cells, start=1)
            for found in find_in_text(detector, source, cell_language, scope, job.context)
        ]
        return findings, None, len(data)
    if language is None:
        return [], Message.of(N_("unknown file type")), len(data)
    found = find_in_text(detector, text, language, scope, job.context)
    return [Finding(job.display, occurrence) for occurrence in found], None, len(data)


# A file's result: its findings (or their text, with ``write``), how many, why it was skipped, and
# the bytes read. A worker sends findings as plain tuples (cell, *occurrence), which pickle 5x
# faster than Finding objects (0.15 s for the 20,000 findings of transformers' tree), and text
# faster still.
FileResult = tuple["list[Finding] | list[tuple] | str", int, "Message | None", int]


@dataclass(frozen=True, slots=True)
class _Scan:
    """What every file of one scan is scanned with: in this process, or held by each worker."""

    detector: Detector
    files: list[FileJob]
    scope: str
    max_bytes: int
    write: Write | None

    @classmethod
    def compile(cls, glossary: Glossary, files: list[FileJob], scope: str, max_bytes: int,
                write: Write | None) -> "_Scan":
        return cls(Detector.compile(glossary), files, scope, max_bytes, write)

    def result(self, index: int) -> FileResult:
        findings, skipped, size = scan_file(self.files[index], self.detector, self.scope, self.max_bytes)
        if self.write is not None and findings:
            return self.write(findings), len(findings), skipped, size
        return findings, len(findings), skipped, size


_WORKER_SCAN: _Scan | None = None


def _init_worker(glossary: Glossary, files: list[FileJob], scope: str, max_bytes: int, write: Write | None) -> None:
    global _WORKER_SCAN
    _WORKER_SCAN = _Scan.compile(glossary, files, scope, max_bytes, write)


def _scan_batch(indexes: list[int]) -> list[FileResult]:
    scan = _WORKER_SCAN
    assert scan is not None
    out = []
    with gc_paused():  # as in a one-worker scan
        for i in indexes:
            found, terms, skipped, size = scan.result(i)
            if scan.write is None:
                found = [(f.cell, *f.at) for f in found]
            out.append((found, terms, skipped, size))
    return out


def _batches(files: list[FileJob], workers: int) -> list[list[int]]:
    """Indexes of ``files`` in batches for the workers, largest files first: the pool hands out
    batches in order, so the batches left at the end, when a worker may have nothing else to do,
    are the small ones (in path order, the last batch may be a folder of big model files)."""
    def size(i: int) -> int:
        try:
            return os.stat(files[i].path).st_size
        except OSError:
            return 0

    order = sorted(range(len(files)), key=size, reverse=True)
    per = max(1, len(files) // (workers * 32))
    return [order[i : i + per] for i in range(0, len(order), per)]


def _scan_in_pool(workers: int, glossary: Glossary, files: list[FileJob], scope: str, max_bytes: int,
                  write: Write | None, progress: Progress | None = None) -> list[FileResult]:
    """The files' results from worker processes that hold the compiled glossary, the list of files
    and ``write``, so that a batch is sent as indexes and comes back as text: compiled once here
    and inherited through fork where there is fork, compiled in each worker elsewhere."""
    import multiprocessing  # with the pool, 10 ms of start-up a one-worker scan does without
    from concurrent.futures import ProcessPoolExecutor

    global _WORKER_SCAN
    if "fork" in multiprocessing.get_all_start_methods():
        _WORKER_SCAN = _Scan.compile(glossary, files, scope, max_bytes, write)
        gc.freeze()  # forked workers then leave the parent's objects alone: no copied pages
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
    else:
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=_init_worker,
                                   initargs=(glossary, files, scope, max_bytes, write))
    batches = _batches(files, workers)
    results: list[FileResult] = [([], 0, None, 0)] * len(files)
    try:
        with pool:
            for indexes, batch_results in zip(batches, pool.map(_scan_batch, batches)):
                for i, (found, terms, skipped, size) in zip(indexes, batch_results):
                    if write is None:
                        display = files[i].display
                        found = [Finding(display, Occurrence(*f[1:]), f[0]) for f in found]
                    results[i] = (found, terms, skipped, size)
                if progress is not None:
                    progress(len(indexes))
    finally:
        # the compiled glossary is left for the next scan to replace: freeing it object by object
        # takes 7 ms, after the workers
        gc.unfreeze()  # frozen before the fork
    return results


def scan_paths(
    paths: list[str],
    glossary: Glossary,
    *,
    scope: str = "prose",
    max_bytes: int = DEFAULT_MAX_BYTES,
    jobs: int | None = None,
    write: Write | None = None,
    progress: Progress | None = None,
) -> ScanReport:
    """The findings in ``paths``; with ``write``, each file's findings as the text ``write``
    makes of them (in ``ScanReport.written``) instead. ``progress(n)``: n more files are done
    (its first call, ``progress(0, total)``, says how many there are)."""
    report = ScanReport()
    files = list(iter_files(paths, report))
    if progress is not None:
        progress(0, len(files))
    workers = jobs if jobs is not None else (os.cpu_count() or 1)
    if workers <= 1 or len(files) < 8:
        scan = _Scan.compile(glossary, files, scope, max_bytes, write)
        gc.freeze()  # as before forking workers: no collection walks the compiled glossary again
        try:
            # the regions too, not only the analysis (gcpause.py: 0.06 s of collections); a scan
            # leaves no cycles (24 objects for transformers' whole tree)
            with gc_paused():
                results = []
                for i in range(len(files)):
                    results.append(scan.result(i))
                    if progress is not None:
                        progress(1)
        finally:
            gc.unfreeze()
    else:
        results = _scan_in_pool(workers, glossary, files, scope, max_bytes, write, progress)
    for job, (found, terms, skipped, size) in zip(files, results):
        if skipped:
            report.skipped.append((job.display, skipped))
            continue
        report.files += 1
        report.bytes += size
        if terms:
            report.terms += terms
            if isinstance(found, str):
                report.written.append(found)
            else:
                report.findings.extend(found)
    return report
