"""Pause Python's cyclic garbage collector while an analysis builds its data in bulk.

An analysis of a 10,000-line file creates tens of thousands of small tuples (regions, pieces,
candidates). Every 700 new container objects trigger a young-generation collection, every tenth
of those an older one, and the oldest generation walks every live object: the compiled glossary
and every open document's analysis. None of these objects form reference cycles (reference
counting frees them), so that work finds nothing. Measured in ``bench/bench_analysis.py``: the
collector took 15-45 ms of a full analysis; see docs/performance.md.

Thread-safe and re-entrant: the collector is re-enabled when the outermost pause ends, and only
if it was enabled when the first one began.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_depth = 0
_reenable = False


@contextmanager
def gc_paused() -> Iterator[None]:
    global _depth, _reenable
    with _lock:
        if _depth == 0:
            _reenable = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _reenable:
                gc.enable()
