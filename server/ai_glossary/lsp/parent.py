"""Exit when the editor that started the server is gone (``processId`` in ``initialize``).

LSP: "If the parent process is not alive then the server should exit." Checked once a second, so
an orphaned server ends within a few seconds instead of running on after its editor crashed.
"""

from __future__ import annotations

import asyncio
import logging
import os

log = logging.getLogger(__name__)

CHECK_INTERVAL_S = 1.0


def is_alive(pid: int) -> bool:
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        return _is_alive_windows(pid)
    try:
        os.kill(pid, 0)  # signal 0: only checks that the process exists
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    return True


def _is_alive_windows(pid: int) -> bool:  # pragma: no cover
    # os.kill(pid, 0) would *terminate* the process on Windows: ask for a handle instead
    import ctypes

    synchronize, wait_timeout = 0x00100000, 0x00000102
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(synchronize, False, pid)
    if not handle:
        return False
    try:
        return kernel32.WaitForSingleObject(handle, 0) == wait_timeout
    finally:
        kernel32.CloseHandle(handle)


async def exit_when_gone(pid: int, interval: float = CHECK_INTERVAL_S) -> None:
    # our own parent dying also shows as a changed parent pid (its pid may be reused later)
    was_our_parent = pid == os.getppid()
    while True:
        await asyncio.sleep(interval)
        if not is_alive(pid) or (was_our_parent and os.getppid() != pid):
            log.warning("the editor process %d is gone; exiting", pid)
            os._exit(1)  # the stdin reader thread may be blocked: a normal exit would wait for it
