"""What the language server composes of the core to start and to reload: the one door from
``lsp/`` into the glossary's loading (besides the service, documents, options, i18n and problems).

Each function runs in a worker thread (never on the event loop: each grows with the glossary) and
returns what the server then publishes by one assignment.
"""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import TYPE_CHECKING, Mapping

from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.processes import is_alive  # noqa: F401 - for lsp.parent: the editor's process

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.detection.document_context import WorkspaceEvidence
    from ai_glossary.core.glossary.problems import Problem
    from ai_glossary.core.glossary.load import LoadResult
    from ai_glossary.core.glossary.store import GlossaryStore
    from ai_glossary.core.snapshot import Snapshot


def load_builtin() -> "tuple[GlossaryStore, Snapshot]":
    """The built-in glossary's store and snapshot, and the modules the first request needs."""
    # The core's modules and the glossary are long-lived objects, none in a reference cycle: the
    # collections their making triggered (one of the oldest generation: 17-77 ms here) found
    # nothing. Frozen at the end, no later collection walks them (the reload after does the same).
    with gc_paused():
        from ai_glossary.core.glossary.builtin import load_builtin as load
        from ai_glossary.core.glossary.store import GlossaryStore
        from ai_glossary.core.snapshot import Snapshot
        # what the first request imports (the service, the analysis, rendering): here, not on the
        # loop while the first analysis parses, where the two took turns at the GIL (85 ms)
        import ai_glossary.core.service  # noqa: F401

        builtin = load()
        loaded = GlossaryStore(builtin), Snapshot.build(builtin)
        gc.freeze()
    return loaded


def build_name_indexes(snapshot: "Snapshot") -> None:
    """The form and completion indexes of ``snapshot`` (completion, look-up, code actions, the
    workspace symbols), built in a worker thread once the snapshot answers hovers: none of
    those then builds them on the event loop."""
    with gc_paused():
        snapshot.names.get()
        gc.freeze()  # as the snapshot's other objects (load_builtin)


def read_workspaces(roots: list[str]) -> "dict[str, WorkspaceEvidence]":
    """What each workspace folder declares (its dependencies), for the senses of ambiguous terms."""
    from ai_glossary.core.detection.document_context import read_workspaces as read

    return read(roots)


def user_glossary_paths(roots: list[str], extra: list[str], problems: "list[Problem] | None" = None) -> list[Path]:
    """Project, extra and personal glossary files (configured files that do not exist go to ``problems``)."""
    from ai_glossary.core.glossary.files import user_glossary_paths as paths

    return paths(roots, extra, problems=problems)


def reload(store: "GlossaryStore", paths: list[Path], overrides: Mapping[str, str],
           previous: "Snapshot | None") -> "tuple[LoadResult, Snapshot]":
    """The user glossary files read again (``overrides``: an open file's unsaved text) over the
    store's built-in glossary, and the snapshot of the result (sharing what did not change with
    ``previous``)."""
    from ai_glossary.core.snapshot import Snapshot

    with gc_paused():  # see Snapshot.build: the same holds for reading big glossaries
        result = store.load_user_files(paths, overrides)
        snapshot = Snapshot.for_glossary(result.glossary, previous)
        snapshot.names.get()  # here, not on the event loop at the next completion
        # A big glossary is hundreds of thousands of new objects in no reference cycle: the first
        # collection after the pause walked them all (0.2-0.5 s for 10,000 concepts, in whichever
        # thread allocated next). Frozen before the collector runs again, they are never walked;
        # reference counting still frees them.
        gc.freeze()
        return result, snapshot


def project_glossary_file(root: str) -> Path:
    """The project glossary of a workspace folder: the file that exists (``.ai-glossary.yaml``
    first), else the ``.ai-glossary.yaml`` to create."""
    from ai_glossary.core.glossary.files import PROJECT_FILE_NAMES

    folder = Path(root)
    return next((folder / n for n in PROJECT_FILE_NAMES if os.path.lexists(folder / n)), folder / PROJECT_FILE_NAMES[0])
