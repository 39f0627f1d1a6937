"""Where a usage report is computed: the local process pool (``scan_paths``), or a Dask cluster.

Both run the same per-file work (``scan_file`` then ``report.file_usage``) and add the parts with
``report.merged``, so a cluster's report equals the local one. The cluster is Dask distributed
(docs/report.md says why Dask, not Ray): the glossary is sent once to every worker
(``scatter(broadcast=True)``), each worker compiles it once, and batches of files go out as plain
paths, so the workers must see the same files at the same paths (a shared or mounted file system).
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ai_glossary.core import report
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.scan import (DEFAULT_MAX_BYTES, Background, FileJob, Finding, ScanReport, iter_files, scan_file,
                                   scan_paths)

Progress = Callable[[int, int], None]  # (files done, files in all)
BATCH_FILES = 64  # files per task on a cluster: a task of ~0.1-1 s, so scheduling costs little


class _Usage:
    """A file's findings as its report part, in JSON (``scan_paths(write=...)``: made in the worker)."""

    def __init__(self, glossary: Glossary) -> None:
        self.forms = report.FormLanguages(glossary)

    def __call__(self, findings: list[Finding]) -> str:
        return json.dumps(_part(findings[0].path, findings, self.forms))


def _part(display: str, findings: list[Finding], forms: report.FormLanguages) -> dict[str, Any]:
    """One file's report part, from its findings: the same in the local pool and on a cluster."""
    return report.file_usage(display, ((f.at.id, f.at.text) for f in findings), forms)


def usage_here(paths: list[str], glossary: Glossary, *, jobs: int | None = None,
               max_bytes: int = DEFAULT_MAX_BYTES, progress: Progress | None = None) -> tuple[dict[str, Any], ScanReport]:
    """The summed parts of every file, and the scan's account of files read and skipped."""
    # a one-off command: the workers fork from it (no other thread holds a lock) at full priority
    background = None if progress is None else Background(progress=progress, niceness=0, fresh_workers=False)
    scanned = scan_paths(paths, glossary, jobs=jobs, max_bytes=max_bytes, write=_Usage(glossary), background=background)
    return report.merged(json.loads(part) for part in scanned.written), scanned


# --- a Dask cluster -------------------------------------------------------------------------------

_WORKER_STATE: dict[int, tuple[Any, report.FormLanguages]] = {}  # per worker process: id(glossary) -> compiled


def _usage_of_batch(jobs: list[FileJob], glossary: Glossary, max_bytes: int) -> tuple[dict[str, Any], list, int, int]:
    """On a worker: the summed parts of ``jobs``, the skipped files (display, message), how many
    files were read and their bytes."""
    from ai_glossary.core.detection.detector import Detector

    state = _WORKER_STATE.get(id(glossary))
    if state is None:
        _WORKER_STATE.clear()  # one glossary per worker at a time: the scattered one
        state = _WORKER_STATE[id(glossary)] = (Detector.compile(glossary), report.FormLanguages(glossary))
    detector, forms = state
    total, skipped, files, size = report.empty(), [], 0, 0
    for job in jobs:
        found, why, read = scan_file(job, detector, "prose", max_bytes)
        if why is not None:
            skipped.append((job.display, why))
            continue
        files += 1
        size += read
        if found:
            report.merged([_part(job.display, found, forms)], total)
    return total, skipped, files, size


def usage_on_cluster(address: str, paths: list[str], glossary: Glossary, *, max_bytes: int = DEFAULT_MAX_BYTES,
                     progress: Progress | None = None, timeout: float = 30) -> tuple[dict[str, Any], ScanReport]:
    """As :func:`usage_here`, on the Dask scheduler at ``address`` (``tcp://host:8786``), which
    must answer within ``timeout`` seconds."""
    from distributed import Client, as_completed

    account = ScanReport()
    files = list(iter_files(paths, account))
    if progress is not None:
        progress(0, len(files))
    total, done = report.empty(), 0
    with Client(address, timeout=f"{timeout}s") as client:
        shared = client.scatter(glossary, broadcast=True)
        batches = [files[i:i + BATCH_FILES] for i in range(0, len(files), BATCH_FILES)]
        futures = client.map(_usage_of_batch, batches, glossary=shared, max_bytes=max_bytes, pure=False)
        sizes = {f.key: len(b) for f, b in zip(futures, batches)}
        for future in as_completed(futures):
            part, skipped, read, size = future.result()
            report.merged([part], total)
            account.skipped.extend(skipped)
            account.files += read
            account.bytes += size
            done += sizes[future.key]
            if progress is not None:
                progress(done, len(files))
    account.skipped.sort(key=lambda item: item[0])
    return total, account
