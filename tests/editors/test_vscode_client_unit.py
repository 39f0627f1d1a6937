"""The VS Code client's own logic, without VS Code: its vitest suite and a TypeScript type check.

Node and the extension's npm packages come from editors/vscode/scripts/install-e2e-deps.sh; when they
are missing the test skips locally and FAILS when $CI is set.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from .conftest import REPO, missing_tool

EXT = REPO / "editors" / "vscode"


@pytest.mark.parametrize("script", ["test", "typecheck"])
def test_vscode_client_npm_script(script: str) -> None:
    if shutil.which("npm") is None or not (EXT / "node_modules" / "vitest").exists():
        missing_tool("npm or editors/vscode/node_modules missing: run `bash editors/vscode/scripts/install-e2e-deps.sh`")
    proc = subprocess.run(["npm", "run", script], cwd=EXT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"npm run {script} failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
