"""The servers a bench compares: a bare pygls server (the floor), ours, another checkout's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

BARE_SERVER = [sys.executable, str(Path(__file__).resolve().parent / "bare_server.py")]
OUR_SERVER = [sys.executable, "-m", "ai_glossary", "serve"]

# the two servers every run compares, the baseline first
SERVERS = {"bare pygls": BARE_SERVER, "ai-glossary": OUR_SERVER}


def checkout_server(checkout: str) -> tuple[list[str], dict[str, str]]:
    """The command, and the variables to add to the environment, that run the server of another
    checkout (``checkout/server`` first on the path), e.g. a ``git worktree`` of the commit before
    a change, to time beside ours."""
    return OUR_SERVER, {"PYTHONPATH": os.path.abspath(os.path.join(checkout, "server"))}


def with_baselines(checkouts: str, env: dict[str, str] | None = None) -> dict[str, tuple[list[str], dict[str, str]]]:
    """:data:`SERVERS` and, for each of the comma-separated ``checkouts``, its server under the
    checkout folder's name: the servers a run compares, each with its environment (``env``, by
    default this process's, plus what a checkout needs)."""
    base = dict(os.environ if env is None else env)
    servers = {name: (cmd, base) for name, cmd in SERVERS.items()}
    for checkout in filter(None, checkouts.split(",")):
        cmd, extra = checkout_server(checkout)
        servers[os.path.basename(os.path.normpath(checkout))[:12]] = (cmd, {**base, **extra})
    return servers
