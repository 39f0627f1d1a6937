"""Exit when the editor that started the server is gone (``processId`` in ``initialize``).

LSP: "If the parent process is not alive then the server should exit." Checked once a second, so
an orphaned server ends within a few seconds instead of running on after its editor crashed.
"""

from __future__ import annotations

import asyncio
import logging
import os

from ai_glossary.core.engine import is_alive

log = logging.getLogger(__name__)

CHECK_INTERVAL_S = 1.0


async def exit_when_gone(pid: int, interval: float = CHECK_INTERVAL_S) -> None:
    # our own parent dying also shows as a changed parent pid (its pid may be reused later)
    was_our_parent = pid == os.getppid()
    while True:
        await asyncio.sleep(interval)
        if not is_alive(pid) or (was_our_parent and os.getppid() != pid):
            log.warning("the editor process %d is gone; exiting", pid)
            os._exit(1)  # the stdin reader thread may be blocked: a normal exit would wait for it
