"""Scan files and directories for glossary terms with the same engine the server uses.

Walks directories skipping hidden directories, files matched by ``.gitignore`` files (of the walked
tree), binary files and files over a size limit; notebooks are read cell by cell (the walk and the
reading of one file: :mod:`.scan_files`). Work is spread over all cores with a process pool; every
worker compiles the glossary once (or inherits it through fork), and with ``scan_paths(write=...)``
turns each file's findings into the text of the output, so that the parent only puts the texts in
order. The language server's workspace index runs the same scan in the background (:class:`Background`).
"""

from __future__ import annotations

import gc
import os
from dataclasses import dataclass
from typing import Callable

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.text import CODE_POINTS
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.packed import PackedGlossary, packed
from ai_glossary.core.i18n import Message
from ai_glossary.core.worker_process import start_worker
from ai_glossary.core.scan_files import (DEFAULT_MAX_BYTES, FileJob, Find, Finding, Occurrence, ScanReport, Write,
                                         _ScanAnalysis, analysed, find_in_text, iter_files, occurrences, scan_file)

__all__ = ["DEFAULT_MAX_BYTES", "Background", "FileJob", "Find", "Finding", "Occurrence", "ScanReport", "Write",
           "_ScanAnalysis", "analysed", "find_in_text", "iter_files", "occurrences", "scan_file", "scan_paths"]


@dataclass(frozen=True, slots=True)
class Background:
    """How a scan runs inside a long-lived process (the language server): its workers
    ``niceness`` steps below that process so that its requests keep their CPU, stopped by
    ``cancel`` (checked as each file or batch ends), telling ``progress`` how many files are done
    out of how many.

    The workers start fresh (forkserver, else spawn) and compile the glossary each: a worker
    forked from the server inherits the locks its other threads held at that moment (a module
    being imported, the analysis of an open document) and waits for them forever (seen in the
    end-to-end tests), and may write output another thread left in a buffer."""

    cancel: CancelToken = NEVER
    progress: Callable[[int, int], None] | None = None
    niceness: int = 10
    # False: the workers fork from this process as a one-off command's do (``ai-glossary report``
    # shows progress this way); only a long-lived process with other threads needs fresh ones
    fresh_workers: bool = True

    def step(self, done: int, total: int) -> None:
        self.cancel.check()
        if self.progress is not None:
            self.progress(done, total)


# A file's result: its findings (or what ``write`` made of them), how many, why it was skipped, and
# the bytes read. A worker sends findings as plain tuples (cell, *occurrence), which pickle 5x
# faster than Finding objects (0.15 s for the 20,000 findings of transformers' tree), and text
# faster still.
FileResult = tuple["list[Finding] | list[tuple] | object", int, "Message | None", int]


@dataclass(frozen=True, slots=True)
class _Scan:
    """What every file of one scan is scanned with: in this process, or held by each worker."""

    detector: Detector
    files: list[FileJob]
    scope: str
    max_bytes: int
    write: Write | None
    units: str = CODE_POINTS
    find: Find | None = None  # what is read from each analysis: its terms by default

    @classmethod
    def compile(cls, glossary: Glossary, files: list[FileJob], scope: str, max_bytes: int,
                write: Write | None, units: str = CODE_POINTS, find: Find | None = None) -> "_Scan":
        return cls(Detector.compile(glossary), files, scope, max_bytes, write, units, find)

    def result(self, job: "FileJob | int") -> FileResult:
        """The result of ``job``, or of the file at that index of :attr:`files`."""
        findings, skipped, size = scan_file(self.files[job] if isinstance(job, int) else job, self.detector,
                                            self.scope, self.max_bytes, self.units, self.find)
        if self.write is not None and findings:
            return self.write(findings), len(findings), skipped, size
        return findings, len(findings), skipped, size


_WORKER_SCAN: _Scan | None = None


def _init_worker(glossary: PackedGlossary, scope: str, max_bytes: int, write: Write | None,
                 units: str = CODE_POINTS, niceness: int = 0, find: Find | None = None,
                 parent: int | None = None) -> None:
    global _WORKER_SCAN
    if parent is not None:  # a long-lived process's (``Background``) worker
        start_worker(niceness, parent)
    _WORKER_SCAN = _Scan.compile(glossary.unpack(), [], scope, max_bytes, write, units, find)


def _scan_batch(batch: "list[int] | list[FileJob]") -> list[FileResult]:
    """A batch's results: the files at these indexes of the list a forked worker inherited, or
    these files, sent to a fresh worker with the batch (a fresh worker's arguments are pickled in
    one call that holds the parent's GIL: 2,920 files take 10 ms, as one batch of 45 takes 0.2)."""
    scan = _WORKER_SCAN
    assert scan is not None
    out = []
    with gc_paused():  # as in a one-worker scan
        for job in batch:
            found, terms, skipped, size = scan.result(job)
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
                  write: Write | None, units: str, background: Background | None, find: Find | None = None,
                  record: type = Occurrence) -> list[FileResult]:
    """The files' results from worker processes that hold the compiled glossary and ``write``, so
    that a batch comes back as text: compiled once here and inherited through fork, with the list
    of files (a batch is then sent as indexes), where there is fork (and no ``background``);
    compiled in each worker otherwise (the glossary sent as :class:`PackedGlossary`, each batch
    with its files)."""
    import multiprocessing  # with the pool, 10 ms of start-up a one-worker scan does without
    from concurrent.futures import ProcessPoolExecutor

    global _WORKER_SCAN
    methods = multiprocessing.get_all_start_methods()
    forked = (background is None or not background.fresh_workers) and "fork" in methods
    if forked:
        _WORKER_SCAN = _Scan.compile(glossary, files, scope, max_bytes, write, units, find)
        gc.freeze()  # forked workers then leave the parent's objects alone: no copied pages
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
    else:
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if context.get_start_method() == "forkserver":
            context.set_forkserver_preload([__name__])  # imported once, in the server every worker forks from
        pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_init_worker,
                                   initargs=(packed(glossary), scope, max_bytes, write, units,
                                             background.niceness if background else 0, find,
                                             os.getpid() if background else None))
    batches = _batches(files, workers)
    sent: "list[list[int]] | list[list[FileJob]]" = (
        batches if forked else [[files[i] for i in indexes] for indexes in batches])
    results: list[FileResult] = [([], 0, None, 0)] * len(files)
    done = 0
    try:
        with pool:
            try:
                for indexes, batch_results in zip(batches, pool.map(_scan_batch, sent)):
                    for i, (found, terms, skipped, size) in zip(indexes, batch_results):
                        if write is None:
                            display = files[i].display
                            found = [Finding(display, record(*f[1:]), f[0]) for f in found]
                        results[i] = (found, terms, skipped, size)
                    done += len(indexes)
                    if background is not None:
                        background.step(done, len(files))
            except BaseException:  # cancelled: the batches not started are dropped, not waited for
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    finally:
        # the compiled glossary is left for the next scan to replace: freeing it object by object
        # takes 7 ms, after the workers
        if forked:
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
    units: str = CODE_POINTS,
    background: Background | None = None,
    detector: Detector | None = None,
    find: Find | None = None,
    record: type = Occurrence,
    joined: bool = False,
) -> ScanReport:
    """The findings in ``paths``; with ``write``, each file's findings as the text ``write``
    makes of them (in ``ScanReport.written``) instead. Columns are counted in ``units``
    (:func:`find_in_text`); ``detector``, the glossary already compiled, spares a scan in this
    process compiling it again; ``background``: see :class:`Background`. ``find`` reads one
    analysis (by default the terms it mentions) and returns ``record`` tuples; ``joined``: see
    :func:`iter_files`."""
    report = ScanReport()
    files = list(iter_files(paths, report, joined))
    workers = jobs if jobs is not None else (os.cpu_count() or 1)
    # a long-lived process scans in a worker even with one job: in its own threads the scan would
    # hold the GIL its requests need (hover p50 1.8 -> 3.5 ms while the language server's index builds)
    long_lived = background is not None and background.fresh_workers
    if (workers <= 1 and not long_lived) or len(files) < 8:
        scan = (_Scan.compile(glossary, files, scope, max_bytes, write, units, find) if detector is None
                else _Scan(detector, files, scope, max_bytes, write, units, find))
        # as before forking workers: no collection walks the compiled glossary again. Not in a
        # process that froze its own objects (the language server's glossary): unfreezing after
        # would hand them back to the collector
        owned = gc.get_freeze_count() == 0
        if owned:
            gc.freeze()
        try:
            # the regions too, not only the analysis (gcpause.py: 0.06 s of collections); a scan
            # leaves no cycles (24 objects for transformers' whole tree)
            with gc_paused():
                results = []
                for i in range(len(files)):
                    results.append(scan.result(i))
                    if background is not None:
                        background.step(i + 1, len(files))
        finally:
            if owned:
                gc.unfreeze()
    else:
        results = _scan_in_pool(workers, glossary, files, scope, max_bytes, write, units, background, find, record)
    for job, (found, terms, skipped, size) in zip(files, results):
        if skipped:
            report.skipped.append((job.display, skipped))
            continue
        report.scanned.append(job.path)
        report.files += 1
        report.bytes += size
        if terms:
            report.terms += terms
            if write is not None:
                report.written.append(found)
            else:
                report.findings.extend(found)
    return report
