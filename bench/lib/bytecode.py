"""The bytecode cache of the processes a benchmark times (``--no-bytecode`` to go without).

pip compiles an installed package's modules (the peers' wheels too); an editable install compiles
them on first import, unless ``PYTHONDONTWRITEBYTECODE`` is set, as on some CI and sandbox hosts
(this one). So by default the timed processes get a cache of their own, apart from the source
tree (``PYTHONPYCACHEPREFIX``), which the benchmark's first, untimed run writes.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def add_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--no-bytecode", action="store_true",
                        help="time the processes without a bytecode cache of our modules (PYTHONDONTWRITEBYTECODE=1); "
                             "by default they get one, as an installed package has")


def apply(env: dict[str, str], no_bytecode: bool, prefix: Path) -> str:
    """Set ``env`` for the timed processes; what it says about them, for the printout."""
    if no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        return "no bytecode cache"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(prefix)
    return f"bytecode cache in {prefix}"
