"""Cancellation as an explicit token: whoever starts a step that may be stopped passes one down.

A parse checks its token at every progress callback of tree-sitter (every 4 KB read), so a stop
takes effect within a few milliseconds; a step that stops raises :class:`Cancelled`, and the
state it was changing is left as it was before the step (see ``DocumentAnalysis.update``).
"""

from __future__ import annotations

from typing import Callable


class Cancelled(Exception):
    """An analysis step stopped because its token was cancelled."""


class CancelToken:
    """Cancelled once :meth:`cancel` is called or any of its conditions holds. Conditions are
    asked from the thread that checks (the analysis worker): they must be cheap and thread-safe
    (read a field, compare identities)."""

    __slots__ = ("_conditions", "_set")

    def __init__(self, *conditions: Callable[[], bool]) -> None:
        self._conditions = conditions
        self._set = False

    def cancel(self) -> None:
        self._set = True

    @property
    def cancelled(self) -> bool:
        return self._set or any(condition() for condition in self._conditions)

    def check(self) -> None:
        if self.cancelled:
            raise Cancelled()

    def also(self, condition: Callable[[], bool]) -> "CancelToken":
        """A new token, cancelled when this one is or when ``condition`` holds."""
        return CancelToken(lambda: self.cancelled, condition)


class _Never(CancelToken):
    __slots__ = ()

    def cancel(self) -> None:
        raise TypeError("NEVER is shared: make a CancelToken of your own to cancel")


NEVER: CancelToken = _Never()  # never cancelled: the default of every step that may be stopped
