"""The server in a real JupyterLab: jupyter-lsp finds it through the `jupyter_lsp_spec_v1` entry point,
jupyterlab-lsp connects a notebook's Markdown cells to it, and the hover over FSDP in a Markdown cell
shows the definition in headless Chromium (tests/editors/jupyterlab_driver.mjs, playwright-core from
editors/vscode).

JupyterLab runs headless from this venv in a temp directory, with isolated HOME, Jupyter config,
settings and workspaces, this venv's bin/ first on PATH (jedi-language-server serves the code cells:
JupyterLab extracts the Markdown cells only once the notebook's code document has a server).

Tools: scripts/install-jupyter.sh (JupyterLab, jupyterlab-lsp, jedi-language-server) and
editors/vscode/scripts/install-e2e-deps.sh (Chromium, Node, playwright-core). Missing tools skip
locally and FAIL when $CI is set. Set AI_GLOSSARY_UPDATE_SCREENSHOTS=1 to refresh
docs/images/jupyterlab-hover.png.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from importlib.util import find_spec
from pathlib import Path

import pytest

from .conftest import REPO, VENV_BIN, assert_definition_in, cli_define, missing_tool

DRIVER = Path(__file__).with_name("jupyterlab_driver.mjs")
TIME_LIMIT_S = 150
NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "id": "prose", "metadata": {},
         "source": ["## Training\n", "\n", "We shard the model with FSDP across eight GPUs."]},
        {"cell_type": "code", "execution_count": None, "id": "code", "metadata": {}, "outputs": [],
         "source": ["world_size = 8"]},
    ],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                 "language_info": {"name": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}
# JupyterLab user settings: no news pop-up over the screenshot
SETTINGS = {"@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"}}


def _missing() -> list[str]:
    missing = [m for m in ("jupyterlab", "jupyter_lsp", "jupyterlab_lsp", "ipykernel") if find_spec(m) is None]
    if not (VENV_BIN / "jedi-language-server").exists():
        missing.append("jedi-language-server")
    if missing:
        missing.append("run `bash scripts/install-jupyter.sh`")
    browser = []
    if shutil.which("node") is None:
        browser.append("node")
    if not Path(os.environ.get("AI_GLOSSARY_CHROMIUM", "/usr/bin/chromium")).exists():
        browser.append("chromium")
    if not (REPO / "editors" / "vscode" / "node_modules" / "playwright-core" / "package.json").exists():
        browser.append("playwright-core")
    if browser:
        missing += browser + ["run `bash editors/vscode/scripts/install-e2e-deps.sh`"]
    return missing


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get_json(url: str, token: str) -> dict:
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.load(response)


@pytest.fixture
def jupyterlab(tmp_path: Path, editor_env: dict[str, str]):
    """A running JupyterLab serving a temp folder with notes.ipynb: yields (base URL, token, log)."""
    missing = _missing()
    if missing:
        missing_tool(f"JupyterLab test tools missing: {', '.join(missing)}")
    root = tmp_path / "notebooks"
    root.mkdir()
    (root / "notes.ipynb").write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    settings = tmp_path / "lab-settings"
    for name, value in SETTINGS.items():
        (settings / name).parent.mkdir(parents=True, exist_ok=True)
        (settings / name).write_text(json.dumps(value), encoding="utf-8")
    env = dict(
        editor_env,
        JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-config"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "jupyter-runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "lab-workspaces"),
    )
    token, port = "aig-test-token", _free_port()
    log = tmp_path / "jupyterlab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [str(VENV_BIN / "jupyter"), "lab", "--no-browser", "--allow-root", f"--port={port}",
             "--ServerApp.ip=127.0.0.1", f"--ServerApp.token={token}", f"--ServerApp.root_dir={root}",
             "--ServerApp.open_browser=False"],
            cwd=root, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        yield base, token, log, proc
    finally:
        os.killpg(proc.pid, signal.SIGTERM)  # JupyterLab, its kernel and the language servers
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


def _wait_for_status(base: str, token: str, log: Path, proc: subprocess.Popen, deadline: float) -> dict:
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"JupyterLab exited {proc.returncode}\n{log.read_text(errors='replace')[-3000:]}")
        try:
            return _get_json(f"{base}/lsp/status", token)
        except OSError:
            time.sleep(0.5)
    pytest.fail(f"JupyterLab did not answer /lsp/status\n{log.read_text(errors='replace')[-3000:]}")


@pytest.mark.editor
def test_hover_in_a_markdown_cell_of_jupyterlab(jupyterlab, tmp_path: Path) -> None:
    base, token, log, proc = jupyterlab
    t0 = time.monotonic()
    status = _wait_for_status(base, token, log, proc, t0 + 60)
    # jupyter-lsp found the server through the entry point, for Markdown
    spec = status["specs"].get("ai-glossary")
    assert spec, f"jupyter-lsp does not list ai-glossary: {sorted(status['specs'])}"
    assert "markdown" in spec["languages"] and "python" not in spec["languages"]

    result_file, shot = tmp_path / "result.json", tmp_path / "jupyterlab-hover.png"
    url = f"{base}/lab/tree/notes.ipynb?token={token}"
    remaining = int(TIME_LIMIT_S - (time.monotonic() - t0) - 15)
    proc_driver = subprocess.run(
        ["node", str(DRIVER), url, "FSDP", str(result_file), str(shot), str(remaining)],
        capture_output=True, text=True, timeout=remaining + 30,
    )
    assert result_file.exists(), f"no result (exit {proc_driver.returncode})\n{proc_driver.stderr[-3000:]}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    explain = (
        f"{json.dumps(result, indent=1, ensure_ascii=False)[-6000:]}\n--- JupyterLab log ---\n"
        f"{log.read_text(errors='replace')[-3000:]}"
    )
    assert not result.get("error") and result["hover"], explain
    assert_definition_in(result["hover"], cli_define("fsdp", "en")["definition"], "JupyterLab hover over FSDP")
    # the server jupyter-lsp started is the one that answered
    session = _get_json(f"{base}/lsp/status", token)["sessions"]["ai-glossary"]
    assert session["last_server_message_at"], session
    assert shot.stat().st_size > 10_000
    if os.environ.get("AI_GLOSSARY_UPDATE_SCREENSHOTS") == "1":
        shutil.copy(shot, REPO / "docs" / "images" / "jupyterlab-hover.png")
    seconds = time.monotonic() - t0
    assert seconds < TIME_LIMIT_S, f"took {seconds:.0f}s (limit {TIME_LIMIT_S}s)"
