"""Whether a process is alive, on POSIX and on Windows: what the language server asks of its
editor's process, and a background worker of the server's process."""

from __future__ import annotations

import os


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
