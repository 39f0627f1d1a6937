#!/usr/bin/env python3
"""Copy the AI Glossary server into editors/vscode/bundled/ so the .vsix is self-contained.

bundled/ai_glossary/                  the pure-Python server (server/ai_glossary)
bundled/ai_glossary/glossary_data/    the glossary (glossary_data/), as in an installed wheel
bundled/libs/                         runtime dependencies (pip install --target), binary
                                      wheels for one vsce target and CPython 3.10-3.13
bundled/BUNDLE.json                   what was bundled: vsce target, pip platform tags, Python
                                      versions, the platform tags of the wheels pip chose

Usage: bundle_server.py [--out DIR] [--target T] [--no-libs] [--pythons 3.10,3.11,3.12,3.13 | current]
--target is a vsce target: linux-x64, linux-arm64, darwin-x64, darwin-arm64, win32-x64 (default:
this machine's), or universal (no libs: the user's Python environment must have the dependencies).
Any target builds on any host: pip fetches the target's wheels (--platform/--python-version).
(--out defaults to editors/vscode/bundled; `npm run package` bundles into a temporary staging dir)
Environment: AI_GLOSSARY_BUNDLE_LIBS=0 is --no-libs (--target universal); AI_GLOSSARY_BUNDLE_PYTHONS
is --pythons; AI_GLOSSARY_BUNDLE_CACHE=<dir> reuses bundled/libs built earlier for the same
requirements, Python versions and target (pip's resolution takes ~30-40 s per Python version).
Prints the vsce target (e.g. linux-x64), or "universal" without libs, on its last line.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
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
UNIVERSAL = "universal"


def manylinux(arch: str, oldest: int) -> list[str]:
    """glibc 2.28 down to 2.<oldest>: VS Code itself needs glibc 2.28 on Linux. pip matches
    --platform tags literally for Linux, so every manylinux_2_x tag and its legacy alias is listed."""
    legacy = {17: "manylinux2014", 12: "manylinux2010", 5: "manylinux1"}
    tags = []
    for minor in range(28, oldest - 1, -1):
        tags.append(f"manylinux_2_{minor}_{arch}")
        if minor in legacy:
            tags.append(f"{legacy[minor]}_{arch}")
    return tags


# vsce target -> pip --platform tags. pip widens a macosx_11_0 tag by itself to every older macOS
# and to universal2; macOS 11 is the oldest macOS VS Code runs on.
PIP_PLATFORMS: dict[str, list[str]] = {
    "linux-x64": manylinux("x86_64", 5),
    "linux-arm64": manylinux("aarch64", 17),  # no aarch64 wheels before manylinux2014
    "darwin-x64": ["macosx_11_0_x86_64"],
    "darwin-arm64": ["macosx_11_0_arm64"],
    "win32-x64": ["win_amd64"],
}


def log(msg: str) -> None:
    print(f"[bundle-server] {msg}", file=sys.stderr, flush=True)


def dependencies() -> list[str]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        from pip._vendor import tomli as tomllib  # type: ignore[no-redef]
    with open(REPO / "pyproject.toml", "rb") as fh:
        return list(tomllib.load(fh)["project"]["dependencies"])


def host_target() -> str:
    """The vsce target of this machine (e.g. linux-x64, alpine-x64, darwin-arm64)."""
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


def pip_install(dest: Path, deps: list[str], target: str, version: str, constraints: Path | None) -> None:
    """The target's binary wheels for CPython `version`, whatever this machine is."""
    cmd = [sys.executable, "-m", "pip", "install", "--target", str(dest), "--only-binary=:all:", "--no-compile",
           "--disable-pip-version-check", "--no-warn-script-location", "--quiet",
           "--python-version", version, "--implementation", "cp"]
    for tag in PIP_PLATFORMS[target]:
        cmd += ["--platform", tag]
    if constraints:
        cmd += ["-c", str(constraints)]
    cmd += deps
    env = dict(os.environ, PIP_NO_INPUT="1")
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode:
        raise subprocess.CalledProcessError(proc.returncode, cmd, stderr=proc.stderr)


NO_WHEEL = re.compile(r"No matching distribution found for ([A-Za-z0-9_.-]+)")
# A tree-sitter grammar may have no wheel for a target (tree-sitter-dockerfile 0.2.0 has none for
# linux-arm64, darwin-x64, win32-x64): it is left out, and the server reads that language with
# Pygments (core/detection/regions/languages.py). Any other requirement without one fails the build.
OPTIONAL_PREFIX = "tree-sitter-"


def requirement_name(requirement: str) -> str:
    found = re.match(r"[A-Za-z0-9_.-]+", requirement)
    return found.group(0).lower().replace("_", "-") if found else requirement


def install_leaving_out_grammars(dest: Path, deps: list[str], target: str, version: str) -> list[str]:
    """pip_install without the grammars that have no wheel for `target`; returns their names."""
    left_out: list[str] = []
    while True:
        try:
            pip_install(dest, deps, target, version, None)
            return left_out
        except subprocess.CalledProcessError as exc:
            found = NO_WHEEL.search(exc.stderr or "")
            name = requirement_name(found.group(1)) if found else ""
            if not name.startswith(OPTIONAL_PREFIX) or name in left_out:
                log(f"pip failed for {target}, CPython {version}:\n{exc.stderr}")
                raise
            log(f"  {name}: no {target} wheel for CPython {version}, left out (Pygments reads that language)")
            left_out.append(name)
            deps = [d for d in deps if requirement_name(d) != name]


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


def wheel_platforms(libs: Path) -> set[str]:
    """The platform tags of the compiled wheels pip installed into libs (from their WHEEL files)."""
    found: set[str] = set()
    for wheel in libs.glob("*.dist-info/WHEEL"):
        for line in wheel.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("Tag:") and not line.endswith("-any"):
                found.add(line.split(":", 1)[1].strip().rsplit("-", 1)[1])
    return found


def strip_binaries(libs: Path, target: str) -> None:
    """Drop symbol tables from the extension modules (about -20% .vsix size). Only a Linux target
    built on a Linux host of the same machine: the host's binutils may not know another one."""
    strip = shutil.which("strip")
    if sys.platform != "linux" or not strip or target != host_target():
        return
    before = after = 0
    for so in libs.rglob("*.so"):
        before += so.stat().st_size
        subprocess.run([strip, "--strip-unneeded", str(so)], check=False, stderr=subprocess.DEVNULL)
        after += so.stat().st_size
    log(f"stripped extension modules: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")


def cache_key(deps: list[str], pythons: list[str], target: str) -> str:
    import hashlib

    recipe = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()  # this script decides what a build holds
    blob = json.dumps([deps, sorted(pythons), target, recipe, host_target() == target])
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def build_libs_cached(pythons: list[str], target: str) -> dict[str, list[str]]:
    """build_libs, or its result for the same requirements, Python versions and target."""
    cache_root = os.environ.get("AI_GLOSSARY_BUNDLE_CACHE")
    if not cache_root:
        return build_libs(pythons, target)
    entry = Path(cache_root) / cache_key(dependencies(), pythons, target)
    done_file = entry / "built.json"
    if done_file.exists():
        log(f"bundled/libs from the cache {entry}")
        shutil.copytree(entry / "libs", OUT / "libs", symlinks=True)
        return json.loads(done_file.read_text())
    built = build_libs(pythons, target)
    Path(cache_root).mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=cache_root))
    shutil.copytree(OUT / "libs", tmp / "libs", symlinks=True)
    (tmp / "built.json").write_text(json.dumps(built))
    try:
        tmp.rename(entry)
    except OSError:  # a concurrent build filled the entry first
        shutil.rmtree(tmp, ignore_errors=True)
    return built


def build_libs(pythons: list[str], target: str) -> dict[str, list[str]]:
    """bundled/libs for every CPython version in `pythons` that has wheels for the versions the
    oldest one resolves to: pure-Python files once, each version's extension modules beside them
    (their file names carry the ABI: cpython-312, cp312, abi3), so one set of package versions
    serves every interpreter. The oldest Python first: a package's newest release may have dropped
    it (rapidfuzz 3.14.6 has no CPython 3.10 wheel), while the releases it gets have wheels for
    the newer ones. Returns the versions bundled, the wheels' platform tags and the grammars left out."""
    libs = OUT / "libs"
    deps = dependencies()
    ordered = sorted(set(pythons), key=version_key)
    first = ordered[0]
    log(f"pip install --target bundled/libs for {target}, CPython {first} ({len(deps)} requirements)")
    left_out = install_leaving_out_grammars(libs, deps, target, first)
    deps = [d for d in deps if requirement_name(d) not in left_out]
    shutil.rmtree(libs / "bin", ignore_errors=True)
    done, platforms = [first], wheel_platforms(libs)
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "pins.txt"
        constraints.write_text(pins(libs))
        for version in ordered[1:]:
            other = Path(tmp) / f"py{version}"
            try:
                pip_install(other, deps, target, version, constraints)
            except subprocess.CalledProcessError as exc:
                errors = [line for line in (exc.stderr or "").splitlines() if line.startswith("ERROR")]
                log(f"  CPython {version}: no {target} wheels for the pinned versions, skipped: {errors[-1:]}")
                continue
            log(f"  CPython {version}: added {merge_missing(other, libs)} version-specific files")
            done.append(version)
            platforms |= wheel_platforms(other)
    for cache in libs.rglob("__pycache__"):
        shutil.rmtree(cache, ignore_errors=True)
    strip_binaries(libs, target)
    return {"pythons": sorted(done, key=version_key), "wheel_platforms": sorted(platforms), "left_out": left_out}


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in version.split("."))


def main() -> int:
    global OUT
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--target", choices=[*PIP_PLATFORMS, UNIVERSAL], help="vsce target (default: this machine's)")
    ap.add_argument("--no-libs", action="store_true", default=os.environ.get("AI_GLOSSARY_BUNDLE_LIBS") == "0")
    ap.add_argument("--pythons", default=os.environ.get("AI_GLOSSARY_BUNDLE_PYTHONS", ",".join(DEFAULT_PYTHONS)))
    args = ap.parse_args()
    OUT = args.out.resolve()

    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    copy_server()
    target = UNIVERSAL if args.no_libs else args.target or host_target()
    if target not in PIP_PLATFORMS and target != UNIVERSAL:
        raise SystemExit(f"no wheels for {target}: pass --target with one of {', '.join(PIP_PLATFORMS)} or {UNIVERSAL}")
    info: dict[str, object] = {"server": "bundled/ai_glossary", "target": target}
    if target == UNIVERSAL:
        info.update(libs=None)
    else:
        pythons = [f"{sys.version_info[0]}.{sys.version_info[1]}"] if args.pythons == "current" else args.pythons.split(",")
        built = build_libs_cached([p.strip() for p in pythons if p.strip()], target)
        info.update(libs="bundled/libs", pip_platforms=PIP_PLATFORMS[target], **built)
    (OUT / "BUNDLE.json").write_text(json.dumps(info, indent=2) + "\n")
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    log(f"bundled/ is {size / 1e6:.1f} MB ({target})")
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
