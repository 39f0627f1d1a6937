"""A clock that moves only when a test says so, for the timing policy of ``lsp.analyses``."""

from __future__ import annotations

import heapq
import itertools
from typing import Callable


class _Timer:
    def __init__(self, callback: Callable[[], None]) -> None:
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """``time()`` and ``call_later()`` as ``BackgroundAnalyses`` reads them; :meth:`advance` moves
    the time and runs, in order, the timers that fall due (in the caller's thread: the loop's)."""

    def __init__(self) -> None:
        self.now = 0.0
        self._timers: list[tuple[float, int, _Timer]] = []
        self._order = itertools.count()

    def time(self) -> float:
        return self.now

    def call_later(self, delay: float, callback: Callable[[], None]) -> _Timer:
        timer = _Timer(callback)
        heapq.heappush(self._timers, (self.now + delay, next(self._order), timer))
        return timer

    def pending(self) -> int:
        return sum(not timer.cancelled for _due, _n, timer in self._timers)

    def advance(self, seconds: float) -> None:
        until = self.now + seconds
        while self._timers and self._timers[0][0] <= until:
            due, _n, timer = heapq.heappop(self._timers)
            self.now = max(self.now, due)
            if not timer.cancelled:
                timer.callback()
        self.now = until
