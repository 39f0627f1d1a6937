"""Explicit cancellation of an analysis step: a token passed down to what may take long (a
tree-sitter parse of seconds), which stops with ``Cancelled`` once the token is cancelled.

A token is cancelled by ``cancel()`` or once any of its conditions holds (a document closed, an
edit that made the work moot); conditions are read each time ``cancelled`` is, so they must be
cheap and safe to call from the thread doing the work. ``NEVER`` is never cancelled: the default
of every parameter that takes a token.
"""

from __future__ import annotations

from typing import Callable


class Cancelled(Exception):
    """An analysis step stopped because its token was cancelled."""


class CancelToken:
    """Cancelled once ``cancel()`` is called or any of its conditions is true."""

    __slots__ = ("_conditions", "_cancelled")

    def __init__(self, *conditions: Callable[[], bool]) -> None:
        self._conditions = conditions
        self._cancelled = False

    def cancel(self) -> None:
        self._cancelled = True

    @property
    def cancelled(self) -> bool:
        if not self._cancelled and any(condition() for condition in self._conditions):
            self._cancelled = True  # a condition that held once: the work it was for is moot
        return self._cancelled

    def check(self) -> None:
        """Raise ``Cancelled`` if this token is cancelled."""
        if self.cancelled:
            raise Cancelled()

    def also(self, condition: Callable[[], bool]) -> CancelToken:
        """A new token, cancelled once this one is or ``condition`` is true (this one is not
        cancelled by ``condition``)."""
        return CancelToken(lambda: self.cancelled, condition)


class _Never(CancelToken):
    """The token never cancelled: ``cancel()`` is refused (it is shared by every default)."""

    __slots__ = ()

    def cancel(self) -> None:
        raise TypeError("NEVER cannot be cancelled")

    @property
    def cancelled(self) -> bool:
        return False


NEVER: CancelToken = _Never()
