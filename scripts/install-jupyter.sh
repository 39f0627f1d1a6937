#!/usr/bin/env bash
# Install JupyterLab with jupyterlab-lsp into the project venv (.venv) for
# tests/editors/test_jupyterlab.py. The project venv, not a separate one: jupyter-lsp finds our server
# through the `jupyter_lsp_spec_v1` entry point of the installed ai-glossary and starts it with the
# Jupyter server's own Python, so both must live in one environment (as they do for a user).
# Chromium and playwright-core come from editors/vscode/scripts/install-e2e-deps.sh.
#
# Idempotent: does nothing when the pinned versions are already installed.
# Usage: scripts/install-jupyter.sh        (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python

# Pinned: the test drives jupyterlab-lsp's hover tooltip by its CSS classes. jedi-language-server is
# the notebook's Python server: JupyterLab extracts the Markdown cells into their own document (ours)
# once the notebook's code document has connected to a server, and jupyterlab-lsp's hover fails
# without that connection.
PINS=(jupyterlab==4.6.6 jupyterlab-lsp==5.3.0 jupyter-lsp==2.3.1 jedi-language-server==0.47.0)

if [ ! -x "$PY" ]; then
  echo "install-jupyter: $PY not found (make the venv first: scripts/test.sh does)" >&2
  exit 1
fi

if "$PY" - "${PINS[@]}" <<'EOF'
import sys
from importlib.metadata import PackageNotFoundError, version
try:
    ok = all(version(name) == want for name, want in (pin.split("==") for pin in sys.argv[1:]))
except PackageNotFoundError:
    ok = False
sys.exit(0 if ok else 1)
EOF
then
  echo "install-jupyter: ${PINS[*]} already installed"
  exit 0
fi

echo "install-jupyter: pip install ${PINS[*]}"
"$PY" -m pip install -q "${PINS[@]}"
echo "install-jupyter: done"
