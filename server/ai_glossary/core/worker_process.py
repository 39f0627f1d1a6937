"""What a fresh background worker process of the language server does first (the references
search's and the workspace index build's workers, started by the forkserver).

- It runs ``niceness`` steps below the server, so that the server's requests keep their CPU
  (where the platform has ``os.nice``: Windows has none, and its workers run at the server's
  priority).
- It lets go of the server's stdin and stdout, which it inherits (through the forkserver, whose
  children keep the descriptors 0-2): a client reads the server's stdout until end of file, and
  would wait for as long as any worker lived.
- It exits within ``WATCH_INTERVAL_S`` of the server's end. A server killed without its normal
  shutdown (by a signal, or by an editor that gave up waiting) sends its workers no end-of-work
  message; they would wait for work forever, and so would the forkserver, which ends only once no
  process holds the pipe its workers inherit from the server.
"""

from __future__ import annotations

import os
import threading
import time

from ai_glossary.core.processes import is_alive

WATCH_INTERVAL_S = 0.5


def start_worker(niceness: int, server_pid: int) -> None:
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1):
        os.dup2(devnull, fd)
    os.close(devnull)
    threading.Thread(target=_exit_when_gone, args=(server_pid,), name="server-watch", daemon=True).start()


def _exit_when_gone(server_pid: int) -> None:
    while is_alive(server_pid):
        time.sleep(WATCH_INTERVAL_S)
    os._exit(0)  # the work in progress is the server's, which is gone
