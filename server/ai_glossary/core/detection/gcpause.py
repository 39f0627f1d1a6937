"""Pause Python's cyclic garbage collector while an analysis builds its data in bulk.

An analysis of a 10,000-line file creates tens of thousands of small tuples (regions, pieces,
candidates). Every 700 new container objects trigger a young-generation collection, every tenth
of those an older one, and the oldest generation walks every live object: the compiled glossary
and every open document's analysis. None of these objects form reference cycles (reference
counting frees them), so that work finds nothing. Measured in ``bench/bench_analysis.py``: the
collector took 15-45 ms of a full analysis; see docs/performance.md.

Thread-safe and re-entrant: the collector is re-enabled when the outermost pause ends, and only
if it was enabled when the first one began.

After a pause that made very many objects (the analysis of a 200,000-line file), the first
collection would walk all of them at once, holding the GIL: 280 ms for the young generations, then
0.6 s for the oldest, during which the server's event loop could not answer. Such a pause ends by
freezing what is alive (``gc.freeze``: the collector never walks it again; reference counting still
frees it). Cyclic garbage made meanwhile by other threads would then never be collected; that is
rare, and only after the opening of a huge document.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

FREEZE_AFTER = 200_000  # objects allocated during a pause, past which it ends with gc.freeze()
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
                if gc.get_count()[0] > FREEZE_AFTER:
                    gc.freeze()
                gc.enable()
