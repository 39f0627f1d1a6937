"""Benchmark of ``ai-glossary scan`` beside its peers on a real source tree (prints figures; not a test).

    .venv/bin/pip install -e ".[bench]"       # codespell and typos, the peers
    .venv/bin/python bench/bench_scan.py [--repeat 3] [--profile] [--cache-dir DIR]

The tree is the ``src/`` of the transformers 5.24.0 sdist (54 MB of Python), downloaded once with pip
into a cache outside the repository (~/.cache/ai-glossary-bench by default), checked against its
pinned sha256 and extracted there. Then, in rounds that alternate the tools (so that a slow minute
of a shared host hits all of them), it times

- ``ai-glossary scan --format json --jobs 1`` and ``--jobs 2`` (start-up, glossary load and JSON
  output included),
- ``codespell`` (one process: it has no parallel mode) and ``typos --threads 1`` / ``--threads 2``,

and prints, per command, the median and best wall time of ``--repeat`` rounds as MB/s (bytes of
the files ``scan`` read), the CPU seconds of the median run, and the ratios the goals are about
(issue 11): ``scan`` on one core at least as fast as codespell, and at least 1.8x faster on two
cores than on one. ``--profile`` adds a cProfile of an in-process one-worker scan by stage.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import platform
import pstats
import resource
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "server"))

from ai_glossary.core.scan import scan_paths  # noqa: E402

# pinned: the figures must be comparable from run to run
SDIST = "transformers==5.24.0"
SDIST_FILE = "transformers-5.24.0.tar.gz"
SDIST_SHA256 = "906cb8c3cb2123575e263962586a4d21a979ce97feeb95fe6aaf66fe6ae88bf3"
TREE = "transformers-5.24.0/src"
TWO_CORE_GOAL = 1.8
DEFAULT_CACHE = Path(os.environ.get("AI_GLOSSARY_BENCH_CACHE", Path.home() / ".cache" / "ai-glossary-bench"))


# -- corpus ------------------------------------------------------------------------------------------


def ensure_corpus(cache: Path) -> Path:
    """The ``src/`` tree of the pinned sdist, downloaded, checked and extracted on first use."""
    tree = cache / "src" / TREE
    if tree.is_dir():
        return tree
    sdists = cache / "sdists"
    sdists.mkdir(parents=True, exist_ok=True)
    archive = sdists / SDIST_FILE
    if not archive.is_file():
        print(f"downloading {SDIST} (sdist) ...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                        "--disable-pip-version-check", "-q", "-d", str(sdists), SDIST], check=True)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    if digest != SDIST_SHA256:
        raise SystemExit(f"{archive}: sha256 {digest}, expected {SDIST_SHA256}")
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(cache / "src", filter="data")
        else:  # pragma: no cover - Python < 3.11.4
            tar.extractall(cache / "src")
    return tree


# -- measurements -----------------------------------------------------------------------------------


def machine() -> str:
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        usable = os.cpu_count()
    try:
        load = "load average %.2f %.2f %.2f" % os.getloadavg()
    except OSError:  # pragma: no cover
        load = "load average n/a"
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (
        f"{cpu}; {os.cpu_count()} cores ({usable} usable); {load}\n"
        f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.platform()}"
    )


def cpu_seconds() -> float:
    """CPU time (user + system) of this process and of its waited-for children (pool workers,
    CLI subprocesses and their workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def peer(name: str) -> str | None:
    """The peer's command, from this environment's scripts (pip install -e ".[bench]")."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else shutil.which(name)


def timed(cmd: list[str], env: dict) -> tuple[float, float, subprocess.CompletedProcess]:
    c0, t0 = cpu_seconds(), time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="replace", env=env)
    return time.perf_counter() - t0, cpu_seconds() - c0, proc


def row(label: str, runs: list[tuple[float, float]], nbytes: int, note: str = "") -> float:
    """Print throughput of the median and the best run and the CPU time of the median run; return
    the median MB/s. On a busy host CPU seconds stay meaningful when wall time does not."""
    ordered = sorted(runs)
    wall, cpu = ordered[len(ordered) // 2]
    best = ordered[0][0]
    print(f"  {label:34} median {wall:6.2f} s ({nbytes / wall / 1e6:5.2f} MB/s)  best {best:6.2f} s "
          f"({nbytes / best / 1e6:5.2f} MB/s)  CPU {cpu:6.2f} s  {note}", flush=True)
    return nbytes / wall / 1e6


# -- profile ----------------------------------------------------------------------------------------

STAGES = [
    # (stage, predicate on (filename, function name)); first match wins, applied to tottime
    ("tree-sitter parse (C)", lambda f, n: "tree_sitter.Parser" in n or n == "<method 'parse' of 'tree_sitter.Parser' objects>"),
    ("tree-sitter query captures (C)", lambda f, n: "captures" in n and "QueryCursor" in n),
    ("regions: tree-sitter walk/pieces", lambda f, n: "/regions/" in f),
    ("term matcher (Aho-Corasick)", lambda f, n: f.endswith("matcher.py") or "ahocorasick" in n or "Automaton" in n),
    ("evidence for ambiguous terms", lambda f, n: f.endswith("evidence.py")),
    ("analysis (accept, matches)", lambda f, n: f.endswith("analysis.py")),
    ("scan: read, decode, positions", lambda f, n: f.endswith(("scan.py", "text.py")) or "read" in n or "decode" in n),
    ("walk + .gitignore (pathspec)", lambda f, n: "pathspec" in f or f.endswith(("os.py", "pathlib.py", "posixpath.py"))),
]


def profile(trees: list[str], glossary, top: int = 25) -> None:
    scan_paths(trees, glossary, jobs=1)  # warm: grammars and queries loaded, files in the page cache
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    report = scan_paths(trees, glossary, jobs=1)
    prof.disable()
    wall = time.perf_counter() - t0
    stats = pstats.Stats(prof)
    total = sum(v[2] for v in stats.stats.values())  # type: ignore[attr-defined]
    by_stage: dict[str, float] = {}
    for (filename, _line, name), (_cc, _nc, tottime, _ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        stage = next((s for s, pred in STAGES if pred(filename, name)), "other Python")
        by_stage[stage] = by_stage.get(stage, 0.0) + tottime
    print(f"\nprofile of one warm single-process scan: {wall:.2f} s under cProfile "
          f"({report.bytes / wall / 1e6:.2f} MB/s with profiling overhead)")
    for stage, seconds in sorted(by_stage.items(), key=lambda kv: -kv[1]):
        print(f"  {stage:34} {seconds:6.2f} s  {100 * seconds / total:5.1f} %")
    print(f"\ntop {top} functions by own time:")
    stats.sort_stats("tottime").print_stats(top)


# -- main -------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--repeat", type=int, default=3, help="rounds; each runs every command once")
    parser.add_argument("--profile", action="store_true", help="print a profile of an in-process scan")
    args = parser.parse_args()

    print(machine())
    tree = str(ensure_corpus(args.cache_dir))
    print(f"corpus: {TREE} of {SDIST} (sha256 {SDIST_SHA256[:12]}..., in {args.cache_dir})")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.path.join(os.path.dirname(__file__), "..", "server"),
                                                        os.environ.get("PYTHONPATH", "")])}
    ours = [sys.executable, "-m", "ai_glossary", "scan", "--format", "json"]
    commands: dict[str, list[str]] = {
        "ai-glossary scan --jobs 1": ours + ["--jobs", "1", tree],
        "ai-glossary scan --jobs 2": ours + ["--jobs", "2", tree],
    }
    codespell, typos = peer("codespell"), peer("typos")
    if codespell:
        commands["codespell"] = [codespell, tree]
    if typos:
        commands["typos --threads 1"] = [typos, "--threads", "1", tree]
        commands["typos --threads 2"] = [typos, "--threads", "2", tree]
    if not (codespell and typos):
        print('!! a peer is missing: .venv/bin/pip install -e ".[bench]"', file=sys.stderr)

    _w, _c, first = timed(commands["ai-glossary scan --jobs 1"], env)  # also warms the page cache
    if first.returncode != 0:
        raise SystemExit(f"ai-glossary scan failed ({first.returncode}): {first.stderr}")
    summary = first.stderr.strip().splitlines()[-1]
    nbytes = int(float(summary.split("(")[1].split(" MB")[0]) * 1e6)
    baseline = first.stdout
    print(f"ai-glossary: {summary}")
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    print("load average before timing: %.2f %.2f %.2f" % os.getloadavg())
    for _ in range(args.repeat):
        for name, cmd in commands.items():
            wall, cpu, proc = timed(cmd, env)
            runs[name].append((wall, cpu))
            if name.startswith("ai-glossary") and (proc.returncode != 0 or proc.stdout != baseline):
                print(f"  !! {name}: exit {proc.returncode}, output differs from the first run", file=sys.stderr)
    print("load average after timing: %.2f %.2f %.2f" % os.getloadavg())
    print(f"median of {args.repeat} alternating rounds; MB/s over the {nbytes / 1e6:.1f} MB that scan read:")
    mbps = {name: row(name, r, nbytes) for name, r in runs.items()}
    one, two = mbps["ai-glossary scan --jobs 1"], mbps["ai-glossary scan --jobs 2"]
    if "codespell" in mbps:
        verdict = "met" if one >= mbps["codespell"] else "MISSED"
        print(f"one core: scan / codespell = {one / mbps['codespell']:.2f} (goal >= 1: {verdict})")
    verdict = "met" if two / one >= TWO_CORE_GOAL else "MISSED"
    print(f"two cores / one core: {two / one:.2f} (goal >= {TWO_CORE_GOAL}: {verdict})")
    if args.profile:
        from ai_glossary.core.glossary.builtin import load_builtin

        profile([tree], load_builtin())
    return 0


if __name__ == "__main__":
    sys.exit(main())
