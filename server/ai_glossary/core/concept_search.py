"""The mentions of one concept in the workspace, found without the workspace index: what answers
``textDocument/references`` while the index (:mod:`.workspace_index`) is still being built.

The same walk as the index (:func:`~.scan_files.iter_files`: ``.gitignore`` respected), then a
test of each file's text for the concept's words (:mod:`.detection.matching.mention_filter`, which
never rejects a file the engine finds the concept in), then the engine on the files that pass,
as the index's scan reads and analyses them (:func:`~.scan_files.read_file`, then
:func:`~.scan_files.file_findings` on the text already read; the same file contexts): so the
answer is the index's, for that concept. Transformers' ``src/`` (2,920 files, 54 MB) for FSDP:
195 files analysed, 216 mentions.

The language server searches in processes of its own (``own_processes``: two on two cores or
more), started fresh and kept until the index is built, in batches of files (its units of
progress and cancellation): the search's Python code would otherwise hold the GIL that the
server's requests need. A concept's answer is kept and brought up to date as files change (in
the calling thread: a few files), as the index is, until the index is built (the caller then
drops this). Thread use: :meth:`ConceptSearch.mentions` and :meth:`clear` run in one thread at a
time; the markers (:class:`~.workspace_index.StaleFiles`) run on the event loop and only touch a
set under a lock.
"""

from __future__ import annotations

import os
from pathlib import Path
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterator, Sequence

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.mention_filter import MentionFilter
from ai_glossary.core.glossary.packed import PackedGlossary, packed
from ai_glossary.core.path_errors import UnreadablePath
from ai_glossary.core.worker_process import start_worker
from ai_glossary.core.scan_files import DEFAULT_MAX_BYTES, FileJob, ScanReport, file_findings, iter_files, read_file
from ai_glossary.core.workspace_index import Located, Mention, OpenText, StaleFiles, by_concept, located, open_mentions

Progress = Callable[[int, int], None]
# Files per batch sent to the search's processes: a batch is its unit of progress and cancellation
# (transformers' 2,920 files: 46 batches of about 20 ms each)
BATCH = 64
# The search's processes: the machine's cores, up to two (the language server
# starts the index build once its first search is done, so a search has the cores to itself)
SEARCH_WORKERS = min(2, os.cpu_count() or 1)
# below the server, so that an edit's analysis and a hover keep their CPU; above the index's workers
# (core.scan.Background: 10)
SEARCH_NICENESS = 5


class _Searcher:
    """What searches one batch of files for one concept, in the calling thread or in the search's
    processes."""

    def __init__(self, detector: Detector, scope: str, units: str, max_bytes: int) -> None:
        self.detector, self.scope, self.units, self.max_bytes = detector, scope, units, max_bytes
        self._filters: dict[str, MentionFilter] = {}

    def wanted(self, concept_id: str) -> MentionFilter:
        got = self._filters.get(concept_id)
        if got is None:
            got = self._filters[concept_id] = MentionFilter(self.detector.matcher.keys_of(concept_id))
        return got

    def batch(self, concept_id: str, jobs: Sequence[FileJob]) -> list[tuple[str, list[Mention]]]:
        return [(job.path, spans) for job in jobs if (spans := self.file_mentions(job, concept_id))]

    def file_mentions(self, job: FileJob, concept_id: str) -> list[Mention]:
        if job.path.endswith(".ipynb"):  # a notebook's cells are located only once it is open (as in the index)
            return []
        text, _skipped, size = read_file(job.path, self.max_bytes)
        if text is None or not self.wanted(concept_id).may_mention(text):
            return []
        findings, _skipped, _size = file_findings(job, text, size, self.detector, self.scope, self.units)
        return by_concept([f.at for f in findings if f.cell is None]).get(concept_id, [])


_WORKER: _Searcher | None = None


def _init_worker(glossary: PackedGlossary, scope: str, units: str, max_bytes: int, niceness: int,
                 server_pid: int) -> None:
    global _WORKER
    start_worker(niceness, server_pid)
    _WORKER = _Searcher(Detector.compile(glossary.unpack()), scope, units, max_bytes)


def _search_batch(concept_id: str, jobs: list[FileJob]) -> list[tuple[str, list[Mention]]]:
    assert _WORKER is not None
    return _WORKER.batch(concept_id, jobs)


class ConceptSearch(StaleFiles):
    def __init__(self, roots: Sequence[str], units: str, max_bytes: int = DEFAULT_MAX_BYTES,
                 own_processes: bool = False) -> None:
        """``own_processes``: search in processes of their own (started fresh, as the index's workers
        are, and kept until :meth:`clear`), so that the server's threads keep the GIL: the
        language server's choice; the search runs in the calling thread otherwise."""
        self.roots = [str(Path(r)) for r in roots]
        self.units = units
        self.max_bytes = max_bytes
        self.own_processes = own_processes
        self._key: tuple[Detector, str] | None = None  # the glossary and scope of what is kept
        self._searcher: _Searcher | None = None
        self._pool: ProcessPoolExecutor | None = None
        self._files: dict[str, FileJob] | None = None  # the walk, by path
        self._found: dict[str, dict[str, list[Mention]]] = {}  # concept -> path -> its mentions there
        super().__init__()

    # -- the event loop ----------------------------------------------------------------------------
    def has(self, concept_id: str, detector: Detector, scope: str) -> bool:
        """Is an answer for ``concept_id`` kept (then no file is read but those changed since)?"""
        return self._key == (detector, scope) and concept_id in self._found

    def close(self) -> None:
        """Stop the search's process (at exit; any thread)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    # -- the search thread -----------------------------------------------------------------------
    def clear(self) -> None:
        self.close()
        self._key, self._searcher, self._files, self._found = None, None, None, {}

    def mentions(self, concept_id: str, detector: Detector, scope: str, open_texts: Sequence[OpenText],
                 cancel: CancelToken = NEVER, progress: Progress | None = None) -> list[Located]:
        """Every mention of ``concept_id``: in the open documents' text, and in the workspace's
        files that are not open (``Cancelled`` from ``cancel`` keeps what was kept before)."""
        if self._key != (detector, scope) or self._searcher is None:
            self.clear()
            self._key = (detector, scope)
            self._searcher = _Searcher(detector, scope, self.units, self.max_bytes)
        self._bring_up_to_date(self._searcher)
        found = self._found.get(concept_id)
        if found is None:
            found = self._search(concept_id, self._searcher, cancel, progress)
            self._found[concept_id] = found
        return located(concept_id, open_texts, lambda doc: open_mentions(detector, doc, scope, self.units), found)

    def _walk(self) -> dict[str, FileJob]:
        files: dict[str, FileJob] = {}
        for root in self.roots:
            try:
                files.update((job.path, job) for job in iter_files([root], ScanReport()))
            except (OSError, UnreadablePath):  # a folder gone or unreadable: nothing there
                continue
        return files

    def _search(self, concept_id: str, searcher: _Searcher, cancel: CancelToken,
                progress: Progress | None) -> dict[str, list[Mention]]:
        if self._files is None:
            self._files = self._walk()
        jobs = list(self._files.values())
        batches = [jobs[i : i + BATCH] for i in range(0, len(jobs), BATCH)]
        if self.own_processes:
            pool = self._pool_for(searcher)
            futures = [pool.submit(_search_batch, concept_id, batch) for batch in batches]
            results: Iterator[list[tuple[str, list[Mention]]]] = (f.result() for f in futures)
        else:
            futures = []
            results = (searcher.batch(concept_id, batch) for batch in batches)
        found: dict[str, list[Mention]] = {}
        done = 0
        try:
            for batch, result in zip(batches, results):
                cancel.check()
                found.update(result)
                done += len(batch)
                if progress is not None:
                    progress(done, len(jobs))
        except BaseException:
            for future in futures:
                future.cancel()
            raise
        return found

    def _pool_for(self, searcher: _Searcher) -> ProcessPoolExecutor:
        if self._pool is None:
            import multiprocessing

            methods = multiprocessing.get_all_start_methods()
            # fresh, not forked: see core.scan.Background for why a server's process is not forked
            context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
            if context.get_start_method() == "forkserver":
                # imported once, in the server every worker forks from (the index's workers too)
                context.set_forkserver_preload([__name__, "ai_glossary.core.scan"])
            self._pool = ProcessPoolExecutor(SEARCH_WORKERS, mp_context=context, initializer=_init_worker,
                                             initargs=(packed(searcher.detector.glossary), searcher.scope, self.units,
                                                       self.max_bytes, SEARCH_NICENESS, os.getpid()))
        return self._pool

    def _bring_up_to_date(self, searcher: _Searcher) -> None:
        stale, rewalk = self.take_stale()
        if self._files is None or not (stale or rewalk):
            return
        if rewalk:
            walked = self._walk()
            stale = (stale & set(walked)) | (set(walked) - set(self._files)) | (set(self._files) - set(walked))
            self._files = walked
        for concept_id, found in self._found.items():
            for path in stale:
                found.pop(path, None)
                job = self._files.get(path)
                spans = searcher.file_mentions(job, concept_id) if job is not None else []
                if spans:
                    found[path] = spans

