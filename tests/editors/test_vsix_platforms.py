"""A .vsix for every platform VS Code ships on, built on this machine, and a universal one.

`npm run package -- --target T` (editors/vscode/scripts/package.mjs, bundle_server.py) for each vsce
target; each .vsix is opened as a zip and every compiled file is checked by its binary header
(ELF / Mach-O / PE machine) and its file name's ABI tag against the target, every bundled CPython
version finding each versioned module (tests/support/vsix_binaries.py); the universal .vsix has no
compiled file. The linux-x64 libraries are also imported by this Python, from the .vsix.

Time, measured on 2 cores shared with other jobs: uncached 125-210 s per platform target at a load
average of 6-7 (pip fetches 45 requirements for 4 CPython versions, pip's HTTP cache warm); with the
library cache (AI_GLOSSARY_BUNDLE_CACHE, the VS Code e2e test's cache by default) 31-41 s per target
at a load of 2-3 (the copy of ~130 MB, vsce's zip; 64-99 s at 7), universal 3-5 s. The whole file:
3 min with the cache full, 11 min at a load of 7 with two targets uncached, about 15 min all
uncached (a CI that keeps that directory between runs pays the 3 minutes).
Needs node with editors/vscode's npm packages, and a package index with the targets' wheels:
missing, it skips locally and FAILS when $CI is set.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from support.vsix_binaries import TARGETS, problems

from .conftest import REPO, missing_tool

EXT = REPO / "editors" / "vscode"
CACHE = Path(
    os.environ.get("AI_GLOSSARY_BUNDLE_CACHE")
    or Path(os.environ.get("AI_GLOSSARY_E2E_CACHE")
            or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ai-glossary-e2e") / "bundle-libs"
)
PYTHONS = ["3.10", "3.11", "3.12", "3.13"]
# the compiled dependencies the issue names: each one is in every platform .vsix
COMPILED = ("ahocorasick.", "rapidfuzz/", "yaml/_yaml.", "tree_sitter/_binding.", "tree_sitter_python/_binding.")
BUILD_TIMEOUT_S = 900


@pytest.fixture(scope="module")
def tools() -> None:
    missing = [] if shutil.which("node") else ["node"]
    missing += [f"editors/vscode/node_modules/{p}" for p in ("esbuild", "@vscode/vsce")
                if not (EXT / "node_modules" / p / "package.json").exists()]
    if missing:
        missing_tool(f"missing {', '.join(missing)}: run `npm ci` in editors/vscode")
    probe = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--platform",
         "win_amd64", "--python-version", "3.12", "--implementation", "cp", "--dest", str(CACHE / "probe"),
         "pyahocorasick"], capture_output=True, text=True, timeout=300)
    if probe.returncode:
        missing_tool(f"no package index with win_amd64 wheels reachable:\n{probe.stderr[-1500:]}")


@pytest.fixture(scope="module")
def vsix_of(tools, tmp_path_factory: pytest.TempPathFactory):
    """target -> the .vsix `npm run package -- --target` built for it, once per module."""
    built: dict[str, Path] = {}

    def get(target: str) -> Path:
        if target not in built:
            built[target] = build(target, tmp_path_factory.mktemp(target))
        return built[target]

    return get


def build(target: str, out: Path) -> Path:
    env = dict(os.environ, AI_GLOSSARY_BUNDLE_PYTHON=sys.executable, AI_GLOSSARY_BUNDLE_CACHE=str(CACHE))
    env.pop("AI_GLOSSARY_BUNDLE_PYTHONS", None)
    env.pop("AI_GLOSSARY_BUNDLE_LIBS", None)
    vsix = out / f"ai-glossary-{target}.vsix"
    proc = subprocess.run(["node", str(EXT / "scripts" / "package.mjs"), "--target", target, "--out", str(vsix)],
                          cwd=EXT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, env=env)
    assert proc.returncode == 0, f"npm run package -- --target {target}: exit {proc.returncode}\n{proc.stderr[-4000:]}"
    assert proc.stdout.strip().splitlines()[-1] == str(vsix)
    return vsix


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_a_platform_vsix_bundles_that_platform_s_compiled_modules(vsix_of, target: str) -> None:
    vsix = vsix_of(target)
    assert problems(str(vsix), target) == []
    with zipfile.ZipFile(vsix) as zf:
        info = json.loads(zf.read("extension/bundled/BUNDLE.json"))
        libs = [n.removeprefix("extension/bundled/libs/") for n in zf.namelist() if n.startswith("extension/bundled/libs/")]
    assert info["target"] == target and info["pythons"] == PYTHONS, info
    for module in COMPILED:
        assert any(n.startswith(module) and n.endswith((".so", ".pyd")) for n in libs), f"{module} not in the {target} .vsix"
    assert set(info["left_out"]) <= {"tree-sitter-dockerfile"}, info["left_out"]  # the one grammar without all wheels
    assert 8 < vsix.stat().st_size / 2**20 < 60, f"{vsix.stat().st_size / 2**20:.1f} MiB"


def test_the_linux_x64_libraries_import_in_this_python(vsix_of, tmp_path: Path) -> None:
    if sys.platform != "linux" or os.uname().machine != "x86_64":
        pytest.skip("imports linux-x64 modules")
    vsix = vsix_of("linux-x64")
    with zipfile.ZipFile(vsix) as zf:
        zf.extractall(tmp_path / "x", [n for n in zf.namelist() if n.startswith("extension/bundled/")])
    bundled = tmp_path / "x" / "extension" / "bundled"
    code = ("import ahocorasick, rapidfuzz.fuzz, yaml, tree_sitter as ts, tree_sitter_python, ai_glossary.cli\n"
            "assert yaml.__with_libyaml__ and yaml.CSafeLoader\n"
            "tree = ts.Parser(ts.Language(tree_sitter_python.language())).parse(b'# gradient descent\\n')\n"
            "a = ahocorasick.Automaton(); a.add_word('token', 1); a.make_automaton()\n"
            "print(tree.root_node.child(0).type, list(a.iter('tokens')), rapidfuzz.fuzz.ratio('token', 'tokens') > 80)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = os.pathsep.join([str(bundled), str(bundled / "libs")])
    # -S: no site-packages, so nothing but the .vsix's libraries can answer the imports
    proc = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip() == "comment [(4, 1)] True", proc.stderr[-3000:]


def test_the_universal_vsix_has_no_compiled_module(vsix_of) -> None:
    vsix = vsix_of("universal")
    assert problems(str(vsix), "universal") == []
    with zipfile.ZipFile(vsix) as zf:
        assert json.loads(zf.read("extension/bundled/BUNDLE.json"))["libs"] is None
        assert not any(n.startswith("extension/bundled/libs/") for n in zf.namelist())
        assert "extension/bundled/ai_glossary/__main__.py" in zf.namelist()
    assert vsix.stat().st_size < 8 * 2**20, f"{vsix.stat().st_size / 2**20:.1f} MiB"
