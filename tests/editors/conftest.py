"""Shared helpers for the real-editor tests (Neovim, Emacs + Eglot, Vim + ALE).

Each test starts a real editor headless, loaded the way a user would load our setup, against the real
server (`python -m ai_glossary serve` from this venv), in a temp copy of fixtures/workspace with
isolated HOME and XDG_* directories. Every run is bounded (editor-side waits + a subprocess timeout).

A missing editor skips locally and FAILS when $CI is set, naming the installer.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
FIXTURE_WORKSPACE = HERE / "fixtures" / "workspace"
PYTHON = sys.executable
VENV_BIN = Path(PYTHON).parent
INSTALL_EDITORS = "scripts/install-editors.sh"
# Seconds: each editor-side wait, and the hard limit of one editor run.
WAIT_S = int(os.environ.get("AIG_EDITOR_WAIT", "30"))
RUN_TIMEOUT_S = WAIT_S * 4


def missing_tool(message: str) -> None:
    """Fail on CI (the installer should have run), skip locally."""
    if os.environ.get("CI"):
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def require_executable(name: str, installer: str) -> str:
    path = shutil.which(name)
    if path is None:
        missing_tool(f"{name} not found: run `{installer}`")
    return path


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A temp copy of the fixture workspace, a project root (it has a .git directory)."""
    ws = tmp_path / "workspace"
    shutil.copytree(FIXTURE_WORKSPACE, ws)
    (ws / ".git").mkdir()
    return ws


@pytest.fixture
def editor_env(tmp_path: Path) -> dict[str, str]:
    """Environment for an editor process: isolated HOME/XDG dirs, the venv's bin/ first on PATH
    (so `ai-glossary` is this checkout's console script), C locale (language "auto" -> English)."""
    home = tmp_path / "home"
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("XDG_", "NVIM", "VIM", "EMACS", "LC_", "AIG_"))
        and k not in {"MYVIMRC", "LANGUAGE", "DISPLAY"}
    }
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(tmp_path / "run"),
        PATH=f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        TERM="dumb",
        # no personal glossary; one compiled-glossary cache shared with the e2e tests
        AI_GLOSSARY_CONFIG_DIR=str(home / ".config" / "ai-glossary"),
        AI_GLOSSARY_CACHE_DIR=os.path.join(tempfile.gettempdir(), "aig-test-cache"),
    )
    for key in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        Path(env[key]).mkdir(parents=True, exist_ok=True, mode=0o700)
    return env


@dataclass
class EditorRun:
    result: dict
    seconds: float
    returncode: int
    stdout: str
    stderr: str

    def explain(self) -> str:
        extra = {k: self.result.get(k) for k in ("error", "lsp_log", "events_tail") if self.result.get(k)}
        return (
            f"editor exited {self.returncode} after {self.seconds:.1f}s\n"
            f"{json.dumps(extra, indent=2, ensure_ascii=False)}\n"
            f"stdout: {self.stdout[-2000:]}\nstderr: {self.stderr[-2000:]}"
        )


def hover_switch_env(editor_env: dict[str, str], snippet: Path, workspace: Path, out: Path, wait_s: float) -> dict[str, str]:
    """Environment for the Emacs and Vim drivers: open train.py with the documented setup, hover
    "ZeRO", switch the language to French, hover again, write the result to ``out``."""
    return dict(
        editor_env,
        AIG_SNIPPET=str(snippet),
        AIG_WORKSPACE=str(workspace),
        AIG_FILE="train.py",
        AIG_PATTERN="ZeRO",
        AIG_SWITCH="fr",
        AIG_OUT=str(out),
        AIG_TIMEOUT=str(wait_s),
    )


def run_editor(argv: list[str], env: dict[str, str], out: Path, cwd: Path) -> EditorRun:
    """Run an editor headless; it writes its JSON result to `out`."""
    t0 = time.monotonic()
    try:
        proc = subprocess.run(
            argv, env=env, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
            timeout=RUN_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(
            f"{argv[0]} did not finish within {RUN_TIMEOUT_S}s (hung?)\n"
            f"stdout: {exc.stdout!r}\nstderr: {exc.stderr!r}",
            pytrace=False,
        )
    seconds = time.monotonic() - t0
    result = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"error": "no result file written"}
    return EditorRun(result, seconds, proc.returncode, proc.stdout, proc.stderr)


def cli_define(term: str, lang: str) -> dict:
    """`python -m ai_glossary define TERM --lang LANG --format json` (the reference text)."""
    proc = subprocess.run(
        [PYTHON, "-m", "ai_glossary", "define", term, "--lang", lang, "--format", "json"],
        capture_output=True, text=True, timeout=60, cwd=REPO,
    )
    assert proc.returncode == 0, f"ai-glossary define {term} --lang {lang} failed:\n{proc.stderr}"
    return json.loads(proc.stdout)


def normalize(text: str) -> str:
    """Whitespace-insensitive form for comparing Markdown with plain definitions."""
    return " ".join(text.split())


def assert_definition_in(rendered: str, definition: str, what: str) -> None:
    """The definition text appears in what the editor shows (allowing for Markdown line wrapping and
    for Markdown emphasis/escapes that renderers may strip or add)."""
    def strip(s: str) -> str:
        for ch in "*_`\\":
            s = s.replace(ch, "")
        return normalize(s)

    assert strip(definition) in strip(rendered), (
        f"{what}: the definition was not found.\n--- definition ---\n{definition}\n--- shown ---\n{rendered}"
    )


def assert_hover_switched_to_french(english: str, french: str, what: str) -> None:
    """The hover over ZeRO in train.py showed the English definition, and after the editor's
    language command (``what``) the French one: the Emacs and Vim drivers' hover-switch run."""
    assert english and "Zero Redundancy Optimizer" in english, english
    assert_definition_in(english, cli_define("zero", "en")["definition"], f"hover over ZeRO ({what})")
    assert french != english, f"the hover did not change language after {what}"
    assert_definition_in(french, cli_define("zero", "fr")["definition"], f"hover after {what}")
