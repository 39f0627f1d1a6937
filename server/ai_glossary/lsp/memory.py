"""Freed memory given back to the system after a reload.

A reload of a big glossary frees the old snapshot's hundreds of thousands of objects; CPython hands
the freed blocks to the C allocator, which keeps them for later. glibc's ``malloc_trim`` returns the
free pages to the system: with a 10,000-concept glossary, 20 MB less resident memory after an edit
and an alias reload (docs/performance.md). Elsewhere (macOS, Windows, musl) this does nothing.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from typing import Callable


@lru_cache(maxsize=1)
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here: not on the way to the initialize answer

    try:
        return ctypes.CDLL("libc.so.6").malloc_trim  # glibc only: musl has none
    except (OSError, AttributeError):
        return None


def release_free_memory() -> bool:
    """Give the C allocator's free pages back to the system; False where that cannot be done.
    A C call of milliseconds that holds no lock: run it off the event loop."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
