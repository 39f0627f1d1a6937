"""Headless Vim + ALE with the documented setup (editors/vim/ai-glossary-ale.vim, included verbatim
in docs/editors.md), against the real server found as `ai-glossary` on PATH."""

from __future__ import annotations

import subprocess

import pytest

from .conftest import (
    HERE,
    INSTALL_EDITORS,
    REPO,
    WAIT_S,
    assert_hover_switched_to_french,
    hover_switch_env,
    missing_tool,
    require_executable,
    run_editor,
)

SNIPPET = REPO / "editors" / "vim" / "ai-glossary-ale.vim"
DRIVER = HERE / "vim_driver.vim"


@pytest.fixture(scope="module")
def vim() -> str:
    path = require_executable("vim", INSTALL_EDITORS)
    probe = subprocess.run(
        [path, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "-c",
         "packadd ale | call writefile([exists('g:loaded_ale') && has('job') && has('timers') ? 'ok' : 'no'], '/dev/stdout') | qall!"],
        capture_output=True, text=True, timeout=60,
    )
    if probe.stdout.strip() != "ok":
        missing_tool(f"ALE (or a Vim with +job +timers) is not installed for {path}: run `{INSTALL_EDITORS}`")
    return path


def test_ale_hover_python_comment(vim, workspace, editor_env, tmp_path):
    out = tmp_path / "vim-result.json"
    env = hover_switch_env(editor_env, SNIPPET, workspace, out, WAIT_S)
    run = run_editor([vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "-S", str(DRIVER)], env, out, workspace)
    r = run.result
    assert run.returncode == 0 and r.get("ok") is True, run.explain()
    print(
        f"vim {r['vim']}: {run.seconds:.2f}s total, attach {r['attach_s']:.2f}s, hover {r['hover_s'] * 1000:.0f} ms, "
        f"stop {r['stop_s']:.2f}s"
    )
    assert r["filetype"] == "python"
    assert r["connection_id"] == f"ai-glossary:{workspace}"

    assert_hover_switched_to_french(r["hover"], r["hover_switched"], ":ALEHover, :AiGlossaryLanguage fr")
