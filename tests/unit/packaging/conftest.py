"""The package as PyPI gets it: the sdist and the wheel built once per session, and the wheel
installed, with its dependencies, into a fresh virtual environment.

Measured on a 2-core machine with a warm pip cache: `python -m build` on a clean copy of the
working tree (the sdist, then the wheel built from that sdist) about 20 s; `pipx install WHEEL`
(a venv, the wheel and its dependencies) about 20 s, where a venv and `pip install WHEEL` took 30 s;
`uv tool install WHEEL` about the same, from uv's cache in a temp directory.
The dependencies are installed for real (no `--no-deps`, no borrowed site-packages), so a
dependency missing from the wheel's metadata fails the test.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support.packaging import REPO, Dist, InstalledVenv

BUILD_TIMEOUT_S = 300


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(args, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, **kwargs)
    assert proc.returncode == 0, f"{' '.join(args)} exited {proc.returncode}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return proc


def clean_copy(destination: Path) -> Path:
    """The working tree as a fresh clone would have it: the files git tracks or would track, with
    their current content. A build in the checkout itself reads a left-over *.egg-info/SOURCES.txt
    and ships whatever an earlier build listed there, which hides package-data mistakes."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                            cwd=REPO, capture_output=True, check=True, timeout=60).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = REPO / name
        if source.is_file():  # a tracked file deleted in the working tree is not copied
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination / name)
    return destination


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Dist:
    out = tmp_path_factory.mktemp("dist")
    source = clean_copy(tmp_path_factory.mktemp("checkout"))
    _run([sys.executable, "-m", "build", "--outdir", str(out), str(source)])
    sdists, wheels = sorted(out.glob("*.tar.gz")), sorted(out.glob("*.whl"))
    assert len(sdists) == 1 and len(wheels) == 1, sorted(p.name for p in out.iterdir())
    return Dist(sdist=sdists[0], wheel=wheels[0])


@pytest.fixture(scope="session", params=["pipx", "uv"])
def installed_venv(request: pytest.FixtureRequest, dist: Dist, tmp_path_factory: pytest.TempPathFactory) -> InstalledVenv:
    """`pipx install WHEEL` or `uv tool install WHEEL`, as the README tells users, with the
    installer's folders in a temp directory and this Python (uv downloads none)."""
    tools = tmp_path_factory.mktemp(request.param)
    home = tmp_path_factory.mktemp("wheel-user")
    env = {k: v for k, v in os.environ.items()
           if k not in {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "LANGUAGE"}
           and not k.startswith(("AI_GLOSSARY_", "LC_", "PIPX_", "UV_"))}
    env.update(LANG="C.UTF-8", AI_GLOSSARY_CACHE_DIR=str(home / "cache"), AI_GLOSSARY_CONFIG_DIR=str(home / "config"))
    if request.param == "pipx":
        env.update(PIPX_HOME=str(tools / "home"), PIPX_BIN_DIR=str(tools / "bin"), PIPX_MAN_DIR=str(tools / "man"))
        _run([sys.executable, "-m", "pipx", "install", "--python", sys.executable, str(dist.wheel)], env=env, cwd=home)
        root = tools / "home" / "venvs" / "ai-glossary"
    else:
        env.update(UV_TOOL_DIR=str(tools / "tools"), UV_TOOL_BIN_DIR=str(tools / "bin"), UV_CACHE_DIR=str(tools / "cache"),
                   UV_PYTHON_DOWNLOADS="never")
        _run([sys.executable, "-m", "uv", "tool", "install", "--python", sys.executable, str(dist.wheel)], env=env, cwd=home)
        root = tools / "tools" / "ai-glossary"
    bin_name, exe = ("Scripts", ".exe") if os.name == "nt" else ("bin", "")
    return InstalledVenv(root=root, python=str(root / bin_name / f"python{exe}"),
                         ai_glossary=str(tools / "bin" / f"ai-glossary{exe}"), env=env, cwd=home)
