"""editors/vscode/scripts/bundle_server.py without the network: the pip platform tags of each vsce
target, the grammars left out when a target has no wheel for them (and nothing else), and a
universal bundle."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

from support.packaging import REPO
from support.vsix_binaries import TARGETS

SCRIPT = REPO / "editors" / "vscode" / "scripts" / "bundle_server.py"


@pytest.fixture(scope="module")
def bundler():
    spec = importlib.util.spec_from_file_location("bundle_server", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_checked_target_has_pip_platform_tags(bundler):
    assert set(bundler.PIP_PLATFORMS) == set(TARGETS)
    linux = bundler.PIP_PLATFORMS["linux-x64"]
    # glibc 2.28 at most (VS Code's own floor), every older manylinux tag and its legacy alias
    assert linux[0] == "manylinux_2_28_x86_64" and "manylinux_2_29_x86_64" not in linux
    assert {"manylinux2014_x86_64", "manylinux_2_17_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64"} <= set(linux)
    assert bundler.PIP_PLATFORMS["linux-arm64"][-1] == "manylinux2014_aarch64"
    assert bundler.PIP_PLATFORMS["darwin-arm64"] == ["macosx_11_0_arm64"]
    assert bundler.PIP_PLATFORMS["win32-x64"] == ["win_amd64"]


def _fake_pip(missing: list[str]):
    """pip_install that fails on the first requirement of `missing` still asked for."""
    calls: list[list[str]] = []

    def pip_install(_dest, deps, _target, _version, _constraints):
        calls.append(list(deps))
        for name in missing:
            if any(d.startswith(name) for d in deps):
                raise subprocess.CalledProcessError(
                    1, ["pip"], stderr=f"ERROR: No matching distribution found for {name}>=0.2\n")

    return pip_install, calls


def test_grammars_without_a_wheel_are_left_out_and_named(bundler, monkeypatch, tmp_path):
    pip_install, calls = _fake_pip(["tree-sitter-dockerfile", "tree-sitter-rst"])
    monkeypatch.setattr(bundler, "pip_install", pip_install)
    deps = ["tree-sitter>=0.25", "tree-sitter-python>=0.23", "tree-sitter-dockerfile>=0.2", "tree-sitter-rst>=0.1"]
    left_out = bundler.install_leaving_out_grammars(tmp_path, deps, "win32-x64", "3.10")
    assert left_out == ["tree-sitter-dockerfile", "tree-sitter-rst"]
    assert calls[-1] == ["tree-sitter>=0.25", "tree-sitter-python>=0.23"]


@pytest.mark.parametrize("name", ["rapidfuzz", "tree-sitter"])
def test_any_other_requirement_without_a_wheel_fails_the_build(bundler, monkeypatch, tmp_path, name):
    pip_install, _calls = _fake_pip([name])
    monkeypatch.setattr(bundler, "pip_install", pip_install)
    with pytest.raises(subprocess.CalledProcessError):
        bundler.install_leaving_out_grammars(tmp_path, [f"{name}>=0.1", "pygls>=2"], "darwin-x64", "3.10")


def test_a_universal_bundle_is_the_server_without_libraries(tmp_path):
    out = tmp_path / "bundled"
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--target", "universal"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "universal"
    assert json.loads((out / "BUNDLE.json").read_text()) == {"server": "bundled/ai_glossary", "target": "universal",
                                                             "libs": None}
    assert (out / "ai_glossary" / "__main__.py").exists() and not (out / "libs").exists()


def test_an_unknown_target_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path / "b"), "--target", "alpine-x64"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "invalid choice: 'alpine-x64'" in proc.stderr
