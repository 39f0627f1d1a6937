"""Waiting for the server's asynchronous work: on the notification that announces it when there is
one, by polling otherwise. Both give back the last value seen, so that a test's own assertion
(with its message) reports a timeout."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
from typing import Any, Callable

from pytest_lsp import LanguageClient

POLL_S = 0.05


async def wait_until(condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    """Call ``condition`` until it returns a truthy value or ``timeout`` seconds have passed.

    ``condition`` is a plain function (e.g. reading what the client recorded), or one that returns
    an awaitable: a request to the server, for changes no notification announces (a glossary
    reloaded without errors, a configuration the server pulls)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = condition()
        if inspect.isawaitable(value):
            value = await value
        if value or loop.time() > deadline:
            return value
        await asyncio.sleep(POLL_S)


async def until_notified(client: LanguageClient, method: str, condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    """Wait for ``method`` notifications until ``condition()`` holds on what the client recorded
    from them (``client.diagnostics``, ``client.messages``); return its last value.

    The condition is checked before each wait: a notification handled earlier (or in the same read
    as the last one) is not waited for again."""

    async def notified() -> None:
        while not condition():
            await client.wait_for_notification(method)

    with contextlib.suppress(asyncio.TimeoutError):
        await asyncio.wait_for(notified(), timeout)
    return condition()
