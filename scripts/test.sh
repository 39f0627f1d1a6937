#!/usr/bin/env bash
# The whole test suite from a clean checkout: installs everything the tests need (Python packages,
# editors, JupyterLab + jupyterlab-lsp, code-server + Chromium for the VS Code and JupyterLab tests),
# then runs pytest. Idempotent: a second run
# skips what is already installed. Extra arguments go to pytest (e.g. `-m "not editor"`).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
for installer in scripts/install-editors.sh scripts/install-jupyter.sh editors/vscode/scripts/install-e2e-deps.sh; do
  if [ -f "$installer" ]; then bash "$installer"; fi
done
# pytest exits 5 when it collected no tests: that is a failure here (set -e stops on it)
exec .venv/bin/python -m pytest "$@"
