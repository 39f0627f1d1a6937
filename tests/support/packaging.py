"""The built distributions and the venv the wheel is installed in (tests/unit/packaging), and a TOML
reader for the editor entries under editors/."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: pytest depends on tomli there
    import tomli as tomllib  # type: ignore[no-redef]

REPO = Path(__file__).resolve().parents[2]

__all__ = ["REPO", "Dist", "InstalledVenv", "tomllib"]


@dataclass(frozen=True)
class Dist:
    sdist: Path
    wheel: Path


@dataclass(frozen=True)
class InstalledVenv:
    """The wheel as `pipx install` leaves it: its own venv, the console script on a bin folder."""

    root: Path  # the venv pipx made
    python: str  # that venv's interpreter
    ai_glossary: str  # the console script pipx put on its bin folder
    env: dict[str, str]  # no PYTHONPATH, isolated user directories
    cwd: Path  # outside the checkout, so nothing is imported from the source tree

    def run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        return subprocess.run(list(args), capture_output=True, text=True, env=self.env, cwd=self.cwd,
                              timeout=timeout)
