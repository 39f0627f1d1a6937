"""Where each concept is mentioned in the workspace: the index behind ``textDocument/references``.

Built by the same scan as ``ai-glossary scan`` (:func:`~ai_glossary.core.scan.scan_paths`: the
same walk, ``.gitignore`` respected, the same engine), in background workers that a cancel token
stops (:class:`~ai_glossary.core.scan.Background`), with columns in the editor's position
encoding. Then it is kept up to date file by file: a file saved or changed on disk is marked stale
(:meth:`WorkspaceIndex.changed`) and scanned again, in this process, by the next question; a
file created or deleted makes that question walk the folders again (74 ms for transformers' 2,900
files) and scan only the files that are new. Open documents are read from their text, not the
disk (:class:`OpenText`), each version once. A new glossary or scope means a new build.

Thread use: every method but the markers (:meth:`changed`, :meth:`created`, :meth:`deleted`,
:meth:`built_for`) runs in one thread at a time (the server gives the index one thread of its
own); the markers run on the event loop and only touch a set under a lock.

Memory: a mention is four small integers in a tuple; transformers' ``src/`` (20,000 mentions in
2,900 files) takes a few megabytes (bench/references.py measures it).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping, NamedTuple, Sequence

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.view import AnalysisView
from ai_glossary.core.detection.document_context import FileContext, WorkspaceEvidence, file_context
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.path_errors import UnreadablePath
from ai_glossary.core.scan import Background, ScanReport, scan_paths
from ai_glossary.core.scan_files import (DEFAULT_MAX_BYTES, FileJob, Finding, Occurrence, find_in_text, iter_files,
                                         occurrences, scan_file)

# 0-based line, column, end line, end column, in the index's units
Mention = tuple[int, int, int, int]


class Located(NamedTuple):
    """A mention of a concept: the document's URI and its span (0-based, in the index's units)."""

    uri: str
    line: int
    column: int
    end_line: int
    end_column: int


@dataclass(frozen=True, slots=True)
class OpenText:
    """An open document, read instead of its file: its URI, file path (None for an unsaved
    buffer), version, text, language and context; and the server's analysis of that text when it
    was up to date (for the same glossary and scope), which spares analysing the text again in
    the thread that answers (a large open file took 100-170 ms of that thread, holding the GIL its
    hovers need)."""

    uri: str
    path: str | None
    version: int | None
    text: str
    language: str | None
    context: FileContext
    view: AnalysisView | None = None


def by_concept(found: Sequence[Occurrence]) -> dict[str, list[Mention]]:
    out: dict[str, list[Mention]] = {}
    for at in found:
        out.setdefault(at.id, []).append((at.line - 1, at.column - 1, at.end_line - 1, at.end_column - 1))
    return out


def file_entry(findings: list[Finding]) -> tuple[str, dict[str, list[Mention]]]:
    """A file's entry in the index: its path as the scan shows it, and its mentions by concept;
    made where the file is scanned (``scan_paths(write=...)``), in a worker process, so that the
    server's thread only unpickles it: made there, transformers' 20,000 mentions took 60 ms of that
    thread, holding the GIL its hovers need. A notebook's cells are located only once it is open."""
    return findings[0].path, by_concept([f.at for f in findings if f.cell is None])


def located(concept_id: str, open_texts: Sequence[OpenText], open_mentions: "Callable[[OpenText], Mapping[str, list[Mention]]]",
            in_files: Mapping[str, list[Mention]]) -> list[Located]:
    """The mentions of ``concept_id``: in the open documents (``open_mentions`` of each, by
    concept), then in the files (``in_files``: path -> mentions) that are not open, by path."""
    out: list[Located] = []
    open_paths = set()
    for doc in open_texts:
        if doc.path is not None:
            open_paths.add(str(Path(doc.path)))
        out.extend(Located(doc.uri, *span) for span in open_mentions(doc).get(concept_id, ()))
    for path in sorted(in_files):
        if path not in open_paths:
            uri = Path(path).as_uri()
            out.extend(Located(uri, *span) for span in in_files[path])
    return out


def open_mentions(detector: Detector, doc: OpenText, scope: str, units: str) -> dict[str, list[Mention]]:
    """The mentions in an open document's text, by concept."""
    view = doc.view
    if view is not None and view.text == doc.text:
        return by_concept(occurrences(view, units))
    return by_concept(find_in_text(detector, doc.text, doc.language, scope, doc.context, units))


class StaleFiles:
    """Files marked as changed on disk (on the event loop, under a lock), taken by the thread that
    scans them again; a file created or deleted means the folders are walked again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stale: set[str] = set()
        self._rewalk = False

    def changed(self, path: str) -> None:
        """``path`` changed on disk (saved, or changed by another program)."""
        with self._lock:
            self._stale.add(str(Path(path)))

    def created(self, path: str) -> None:
        with self._lock:
            self._stale.add(str(Path(path)))
            self._rewalk = True

    def deleted(self, path: str) -> None:
        self.created(path)  # the walk drops it

    def take_stale(self) -> tuple[set[str], bool]:
        """The files marked since the last call, and whether to walk the folders again."""
        with self._lock:
            stale, self._stale = self._stale, set()
            rewalk, self._rewalk = self._rewalk, False
        return stale, rewalk


# The build's processes: the machine's cores but one, up to two. The build runs in the background
# while the reader hovers and types; on two cores, two workers at full speed make a woken server
# thread wait for the end of a worker's time slice (hover p99 +1.5-7 ms in docs/performance.md).
BUILD_WORKERS = max(1, min(2, (os.cpu_count() or 1) - 1))


class WorkspaceIndex(StaleFiles):
    def __init__(self, roots: Sequence[str], units: str, jobs: int = BUILD_WORKERS,
                 max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.roots = [str(Path(r)) for r in roots]
        self.units = units
        self.jobs = jobs
        self.max_bytes = max_bytes
        self._key: tuple[Detector, str] | None = None  # the glossary and scope it was built for
        self._files: dict[str, dict[str, list[Mention]]] = {}  # path -> concept -> mentions
        self._concepts: dict[str, set[str]] = {}  # concept -> paths that mention it
        self._open: dict[str, tuple[int | None, str, dict[str, list[Mention]]]] = {}  # uri -> (version, text, ...)
        super().__init__()

    # -- markers (event loop) --------------------------------------------------------------------
    def built_for(self, detector: Detector, scope: str) -> bool:
        key = self._key
        return key is not None and key[0] is detector and key[1] == scope

    # -- the index thread ----------------------------------------------------------------------
    def build(self, glossary: Glossary, detector: Detector, scope: str, background: Background) -> None:
        """Scan every workspace folder (``Cancelled`` from ``background.cancel`` leaves the index
        as it was: unbuilt, or built for another glossary)."""
        self.take_stale()
        files: dict[str, dict[str, list[Mention]]] = {}
        for root in self.roots:
            report = self._scan_root(root, glossary, detector, scope, background)
            files.update(dict.fromkeys(report.scanned, {}))  # shared: never changed, replaced
            files.update((os.path.join(root, shown), mentions) for shown, mentions in report.written)
        self._files = files
        self._concepts = {}
        for path, mentions in files.items():
            for cid in mentions:
                self._concepts.setdefault(cid, set()).add(path)
        self._open.clear()
        self._key = (detector, scope)

    def _scan_root(self, root: str, glossary: Glossary, detector: Detector, scope: str,
                   background: Background) -> ScanReport:
        try:
            return scan_paths([root], glossary, scope=scope, max_bytes=self.max_bytes, jobs=self.jobs,
                              units=self.units, background=background, detector=detector, write=file_entry)
        except (OSError, UnreadablePath):  # a folder gone or unreadable: nothing to index there
            return ScanReport()

    def refresh(self, detector: Detector, scope: str, workspaces: Mapping[str, WorkspaceEvidence]) -> int:
        """Scan again the files marked since the last build or refresh; returns how many."""
        stale, rewalk = self.take_stale()
        if rewalk:
            walked = {job.path for job in iter_files([r for r in self.roots if os.path.isdir(r)], ScanReport())}
            for gone in set(self._files) - walked:
                self._forget(gone)
            stale = (stale & walked) | (walked - set(self._files))
        else:
            stale &= set(self._files)  # a file the walk left out (ignored, hidden) stays out
        for path in stale:
            self._forget(path)
            job = FileJob(path, path, file_context(path, workspaces))
            found, skipped, _ = scan_file(job, detector, scope, self.max_bytes, self.units)
            if skipped is not None and not os.path.exists(path):
                continue
            mentions = self._files[path] = by_concept([f.at for f in found if f.cell is None])
            for cid in mentions:
                self._concepts.setdefault(cid, set()).add(path)
        return len(stale)

    def _forget(self, path: str) -> None:
        for cid in self._files.pop(path, {}):
            paths = self._concepts.get(cid)
            if paths is not None:
                paths.discard(path)

    def mentions(self, concept_id: str, detector: Detector, scope: str, open_texts: Sequence[OpenText]) -> list[Located]:
        """Every mention of ``concept_id``: in the open documents' text, and in the indexed files
        that are not open."""
        for gone in set(self._open) - {doc.uri for doc in open_texts}:
            del self._open[gone]
        in_files = {path: self._files[path][concept_id] for path in self._concepts.get(concept_id, ())}
        return located(concept_id, open_texts, lambda doc: self._open_mentions(doc, detector, scope), in_files)

    def _open_mentions(self, doc: OpenText, detector: Detector, scope: str) -> dict[str, list[Mention]]:
        cached = self._open.get(doc.uri)
        if cached is not None and cached[0] == doc.version and cached[1] is doc.text:
            return cached[2]
        mentions = open_mentions(detector, doc, scope, self.units)
        self._open[doc.uri] = (doc.version, doc.text, mentions)
        return mentions

    def size(self) -> tuple[int, int]:
        """How many files are indexed, and how many mentions they hold."""
        return len(self._files), sum(len(spans) for mentions in self._files.values() for spans in mentions.values())
