"""Where terms are looked for: "prose" (comments, docstrings, documentation text), "strings" (also
string literals), "everywhere" (code too).

A module of its own, outside ``regions``: the settings and the CLI's argument parser need the names
at start-up, and importing ``regions`` loads the whole region finder (~20 ms).
"""

from __future__ import annotations

from enum import Enum


class Scope(str, Enum):
    """A scope. A ``str``: it equals its name as the settings, the command line and JSON spell it
    (``Scope.PROSE == "prose"``), and prints and formats as that name on every Python version."""

    PROSE = "prose"
    STRINGS = "strings"
    EVERYWHERE = "everywhere"

    __str__ = str.__str__
    __format__ = str.__format__


SCOPES = tuple(scope.value for scope in Scope)
