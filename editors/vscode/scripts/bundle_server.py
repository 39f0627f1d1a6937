#!/usr/bin/env python3
"""Copy the AI Glossary server into editors/vscode/bundled/ so the .vsix is self-contained.

bundled/ai_glossary/                  the pure-Python server (server/ai_glossary)
bundled/ai_glossary/glossary_data/    the glossary (glossary_data/), as in an installed wheel
bundled/libs/                         runtime dependencies (pip install --target), compiled
                                      wheels for this platform and CPython 3.10-3.13
bundled/BUNDLE.json                   what was bundled: platform, vsce target, Python versions

Usage: bundle_server.py [--out DIR] [--no-libs] [--pythons 3.10,3.11,3.12,3.13 | --pythons current]
(--out defaults to editors/vscode/bundled; `npm run package` bundles into a temporary staging dir)
Environment: AI_GLOSSARY_BUNDLE_LIBS=0 is --no-libs; AI_GLOSSARY_BUNDLE_PYTHONS is --pythons;
AI_GLOSSARY_BUNDLE_CACHE=<dir> reuses bundled/libs built earlier for the same requirements,
Python versions and platform (the e2e test sets it: pip's resolution takes ~40-60 s).
Prints the vsce target (e.g. linux-x64), or "universal" without libs, on its last line.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXT = HERE.parent
REPO = EXT.parent.parent
OUT = EXT / "bundled"  # replaced by --out
DEFAULT_PYTHONS = ["3.10", "3.11", "3.12", "3.13"]


def log(msg: str) -> None:
    print(f"[bundle-server] {msg}", file=sys.stderr, flush=True)


def dependencies() -> list[str]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        from pip._vendor import tomli as tomllib  # type: ignore[no-redef]
    with open(REPO / "pyproject.toml", "rb") as fh:
        return list(tomllib.load(fh)["project"]["dependencies"])


def vsce_target() -> str:
    system = {"linux": "linux", "darwin": "darwin", "win32": "win32"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    arch = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64", "armv7l": "armhf"}.get(machine, machine)
    if system == "linux":
        try:
            if "musl" in (platform.libc_ver()[0] or "") or Path("/etc/alpine-release").exists():
                system = "alpine"
        except Exception:
            pass
    return f"{system}-{arch}"


def ignore(_dir: str, names: list[str]) -> set[str]:
    return {n for n in names if n in {"__pycache__", ".pytest_cache", ".mypy_cache"} or n.endswith((".pyc", ".egg-info"))}


def copy_server() -> None:
    src = REPO / "server" / "ai_glossary"
    if not (src / "__init__.py").exists():
        raise SystemExit(f"no server package at {src}")
    shutil.copytree(src, OUT / "ai_glossary", ignore=ignore)
    data = REPO / "glossary_data"
    target = OUT / "ai_glossary" / "glossary_data"
    if data.is_dir() and not target.exists():
        shutil.copytree(data, target, ignore=ignore)


def platform_tags() -> list[str]:
    from pip._vendor.packaging import tags

    seen: list[str] = []
    for t in tags.sys_tags():
        if t.platform not in seen and t.platform != "any":
            seen.append(t.platform)
    return seen


def pip_install(target: Path, deps: list[str], version: str | None, constraints: Path | None) -> None:
    cmd = [sys.executable, "-m", "pip", "install", "--target", str(target), "--only-binary=:all:", "--no-compile",
           "--disable-pip-version-check", "--no-warn-script-location", "--quiet"]
    if version:
        cmd += ["--python-version", version, "--implementation", "cp"]
        for tag in platform_tags():
            cmd += ["--platform", tag]
    if constraints:
        cmd += ["-c", str(constraints)]
    cmd += deps
    env = dict(os.environ, PIP_NO_INPUT="1")
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)


def pins(libs: Path) -> str:
    lines = []
    for info in sorted(libs.glob("*.dist-info")):
        meta = (info / "METADATA").read_text(encoding="utf-8", errors="replace").splitlines()
        name = next((l.split(":", 1)[1].strip() for l in meta if l.startswith("Name:")), None)
        ver = next((l.split(":", 1)[1].strip() for l in meta if l.startswith("Version:")), None)
        if name and ver:
            lines.append(f"{name}=={ver}")
    return "\n".join(lines) + "\n"


def merge_missing(src: Path, dst: Path) -> int:
    """Copy files of src that dst lacks (the version-specific extension modules)."""
    n = 0
    for path in src.rglob("*"):
        if path.is_dir() or "__pycache__" in path.parts or path.parts[len(src.parts)].endswith(".dist-info"):
            continue
        rel = path.relative_to(src)
        if rel.parts[0] == "bin":
            continue
        out = dst / rel
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, out)
            n += 1
    return n


def strip_binaries(libs: Path) -> None:
    """Drop symbol tables from the extension modules (about -20% .vsix size); Linux only."""
    strip = shutil.which("strip")
    if sys.platform != "linux" or not strip:
        return
    before = after = 0
    for so in libs.rglob("*.so"):
        before += so.stat().st_size
        subprocess.run([strip, "--strip-unneeded", str(so)], check=False, stderr=subprocess.DEVNULL)
        after += so.stat().st_size
    log(f"stripped extension modules: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")


def cache_key(deps: list[str], pythons: list[str]) -> str:
    import hashlib

    here = f"{sys.version_info[0]}.{sys.version_info[1]}"
    blob = json.dumps([deps, sorted(set(pythons) | {here}), sys.platform, platform.machine(), here])
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def build_libs_cached(pythons: list[str]) -> list[str]:
    cache_root = os.environ.get("AI_GLOSSARY_BUNDLE_CACHE")
    if not cache_root:
        return build_libs(pythons)
    entry = Path(cache_root) / cache_key(dependencies(), pythons)
    done_file = entry / "pythons.json"
    if done_file.exists():
        log(f"bundled/libs from the cache {entry}")
        shutil.copytree(entry / "libs", OUT / "libs", symlinks=True)
        return json.loads(done_file.read_text())
    built = build_libs(pythons)
    Path(cache_root).mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=cache_root))
    shutil.copytree(OUT / "libs", tmp / "libs", symlinks=True)
    (tmp / "pythons.json").write_text(json.dumps(built))
    try:
        tmp.rename(entry)
    except OSError:  # a concurrent build filled the entry first
        shutil.rmtree(tmp, ignore_errors=True)
    return built


def build_libs(pythons: list[str]) -> list[str]:
    libs = OUT / "libs"
    deps = dependencies()
    here_version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    log(f"pip install --target bundled/libs for CPython {here_version} ({len(deps)} requirements)")
    pip_install(libs, deps, None, None)
    shutil.rmtree(libs / "bin", ignore_errors=True)
    done = [here_version]
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "pins.txt"
        constraints.write_text(pins(libs))
        for version in pythons:
            if version == here_version:
                continue
            other = Path(tmp) / f"py{version}"
            try:
                pip_install(other, deps, version, constraints)
            except subprocess.CalledProcessError:
                log(f"  CPython {version}: no wheels for the pinned versions, skipped")
                continue
            log(f"  CPython {version}: added {merge_missing(other, libs)} version-specific files")
            done.append(version)
    for cache in libs.rglob("__pycache__"):
        shutil.rmtree(cache, ignore_errors=True)
    strip_binaries(libs)
    return sorted(done, key=lambda v: tuple(int(x) for x in v.split(".")))


def main() -> int:
    global OUT
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--no-libs", action="store_true", default=os.environ.get("AI_GLOSSARY_BUNDLE_LIBS") == "0")
    ap.add_argument("--pythons", default=os.environ.get("AI_GLOSSARY_BUNDLE_PYTHONS", ",".join(DEFAULT_PYTHONS)))
    args = ap.parse_args()
    OUT = args.out.resolve()

    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    copy_server()
    info: dict[str, object] = {"server": "bundled/ai_glossary"}
    if args.no_libs:
        target = "universal"
        info.update(target=target, libs=None)
    else:
        pythons = [f"{sys.version_info[0]}.{sys.version_info[1]}"] if args.pythons == "current" else args.pythons.split(",")
        built = build_libs_cached([p.strip() for p in pythons if p.strip()])
        target = vsce_target()
        info.update(target=target, libs="bundled/libs", pythons=built, platform=sys.platform, machine=platform.machine())
    (OUT / "BUNDLE.json").write_text(json.dumps(info, indent=2) + "\n")
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    log(f"bundled/ is {size / 1e6:.1f} MB ({target})")
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
