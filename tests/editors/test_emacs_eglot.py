"""Headless Emacs + Eglot with the documented setup (editors/emacs/ai-glossary-eglot.el, included
verbatim in docs/editors.md), against the real server found as `ai-glossary` on PATH."""

from __future__ import annotations

import pytest

from .conftest import (
    HERE,
    INSTALL_EDITORS,
    REPO,
    WAIT_S,
    assert_hover_switched_to_french,
    hover_switch_env,
    require_executable,
    run_editor,
)

SNIPPET = REPO / "editors" / "emacs" / "ai-glossary-eglot.el"
DRIVER = HERE / "emacs_driver.el"
ELPA_EGLOT = "/usr/share/emacs/site-lisp/elpa"


@pytest.fixture(scope="module")
def emacs() -> str:
    path = require_executable("emacs", INSTALL_EDITORS)
    import subprocess

    probe = subprocess.run(
        [path, "-Q", "--batch", "--eval",
         f'(progn (require (quote package)) (add-to-list (quote package-directory-list) "{ELPA_EGLOT}")'
         " (package-initialize) (princ (if (require (quote eglot) nil t) \"ok\" \"missing\")))"],
        capture_output=True, text=True, timeout=60,
    )
    if probe.stdout.strip() != "ok":
        from .conftest import missing_tool

        missing_tool(f"Eglot is not installed for {path}: run `{INSTALL_EDITORS}` (elpa-eglot)")
    return path


def test_eglot_hover_python_comment(emacs, workspace, editor_env, tmp_path):
    out = tmp_path / "emacs-result.json"
    env = hover_switch_env(editor_env, SNIPPET, workspace, out, WAIT_S)
    run = run_editor([emacs, "-Q", "--batch", "-l", str(DRIVER)], env, out, workspace)
    r = run.result
    assert run.returncode == 0 and r.get("ok") is True, run.explain()
    print(
        f"emacs {r['emacs']} eglot {r['eglot_version']}: {run.seconds:.2f}s total, attach {r['attach_s']:.2f}s, "
        f"hover {r['hover_s'] * 1000:.0f} ms, shutdown {r['shutdown_s']:.2f}s"
    )
    # the documented command started the server, in the project root
    assert r["server_command"] == ["ai-glossary", "serve"]
    assert r["project_root"].rstrip("/") == str(workspace)
    assert r["major_mode"] == "python-mode"

    # ai-glossary-set-language (from the snippet) switches live: workspace/didChangeConfiguration
    assert_hover_switched_to_french(r["hover_raw"], r["hover_switched_raw"], "Eglot, ai-glossary-set-language fr")
    # what the user sees: Eglot's hover eldoc text
    assert r["hover_eldoc"] and "Zero Redundancy Optimizer" in r["hover_eldoc"], r.get("hover_eldoc")

    # shutdown request + exit notification: the server exits by itself, with status 0
    assert r["exited_by_itself"] is True, "the server was still running after `exit` (Eglot would kill it: status 9)"
    assert (r["exit_status"], r["exit_code"]) == ("exit", 0), r
    assert "exited with status 9" not in run.stdout + run.stderr
