"""Benchmark of ``ai-glossary scan`` over real source trees (prints figures; not a test).

    .venv/bin/python bench/bench_scan.py [--repeat 3] [--jobs 1 2] [--profile] [--cache-dir DIR]

Downloads pinned sdists of a few real ML packages from PyPI with pip (once, into a cache outside the
repository, ~/.cache/ai-glossary-bench by default), extracts them, then times

- in-process: ``scan_paths`` (glossary already loaded; what a long-lived caller pays), and
- the CLI: ``python -m ai_glossary scan --format json`` in a subprocess (interpreter start-up,
  glossary load and JSON output included),

with each ``--jobs`` value. Throughput is bytes of the files scanned (skipped files excluded) over
wall time, best of ``--repeat`` runs (the median is printed too: on a shared machine the best run is
the one least disturbed by other processes). The goal is >= 5 MB/s with both cores. With
``--profile`` (or when the goal is missed) a cProfile of a one-process scan shows where the time
goes, grouped by stage.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import platform
import pstats
import resource
import statistics
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "server"))

from ai_glossary.core.glossary.builtin import load_builtin  # noqa: E402
from ai_glossary.core.scan import ScanReport, scan_paths  # noqa: E402

# pinned: the figures must be comparable from run to run
PACKAGES = ["accelerate==1.10.1", "peft==0.17.1", "trl==0.21.0"]
GOAL_MBPS = 5.0
DEFAULT_CACHE = Path(os.environ.get("AI_GLOSSARY_BENCH_CACHE", Path.home() / ".cache" / "ai-glossary-bench"))


# -- corpus ------------------------------------------------------------------------------------------


def ensure_corpus(cache: Path, packages: list[str]) -> list[Path]:
    """Source trees of ``packages`` (name==version), downloaded and extracted on first use."""
    sdists = cache / "sdists"
    src = cache / "src"
    sdists.mkdir(parents=True, exist_ok=True)
    src.mkdir(parents=True, exist_ok=True)
    trees = []
    for spec in packages:
        name, _, version = spec.partition("==")
        if not version:
            raise SystemExit(f"pin every package: {spec!r} has no ==version")
        tree = src / f"{name}-{version}"
        if not tree.is_dir():
            archive = _find_sdist(sdists, name, version)
            if archive is None:
                print(f"downloading {spec} (sdist) ...", file=sys.stderr)
                subprocess.run(
                    [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                     "--disable-pip-version-check", "-q", "-d", str(sdists), spec],
                    check=True,
                )
                archive = _find_sdist(sdists, name, version)
                if archive is None:
                    raise SystemExit(f"pip did not leave an sdist of {spec} in {sdists}")
            with tarfile.open(archive) as tar:
                if hasattr(tarfile, "data_filter"):
                    tar.extractall(src, filter="data")
                else:  # pragma: no cover - Python < 3.11.4
                    tar.extractall(src)
            if not tree.is_dir():  # an sdist whose top folder is spelt differently
                candidates = [p for p in src.iterdir() if p.name.lower().replace("_", "-") == tree.name.lower()]
                if not candidates:
                    raise SystemExit(f"{archive.name} did not extract to {tree}")
                tree = candidates[0]
        trees.append(tree)
    return trees


def _find_sdist(folder: Path, name: str, version: str) -> Path | None:
    for candidate in (name, name.replace("-", "_")):
        for ext in (".tar.gz", ".zip"):
            path = folder / f"{candidate}-{version}{ext}"
            if path.is_file():
                return path
    return None


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


def in_process(trees: list[str], glossary, jobs: int, repeat: int) -> tuple[list[tuple[float, float]], ScanReport]:
    runs = []
    report = None
    for _ in range(repeat):
        c0, t0 = cpu_seconds(), time.perf_counter()
        report = scan_paths(trees, glossary, jobs=jobs)
        runs.append((time.perf_counter() - t0, cpu_seconds() - c0))
    assert report is not None
    return runs, report


def cli(trees: list[str], jobs: int, repeat: int, env: dict) -> tuple[list[tuple[float, float]], list[dict], str]:
    runs = []
    findings: list[dict] = []
    summary = ""
    for _ in range(repeat):
        c0, t0 = cpu_seconds(), time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "ai_glossary", "scan", "--format", "json", "--jobs", str(jobs), *trees],
            capture_output=True, text=True, encoding="utf-8", env=env,
        )
        runs.append((time.perf_counter() - t0, cpu_seconds() - c0))
        if proc.returncode != 0:
            raise SystemExit(f"ai-glossary scan failed ({proc.returncode}): {proc.stderr}")
        findings = json.loads(proc.stdout)
        summary = proc.stderr.strip().splitlines()[-1]
    return runs, findings, summary


def row(label: str, runs: list[tuple[float, float]], nbytes: int, findings: int) -> float:
    """Print wall-clock throughput (best and median run) and the CPU time of the best run: on a busy
    machine CPU seconds stay meaningful when wall time does not."""
    times = [wall for wall, _ in runs]
    best, median = min(times), statistics.median(times)
    cpu = min(runs)[1]
    mbps = nbytes / best / 1e6
    print(f"  {label:10} best {best:5.2f} s ({mbps:5.2f} MB/s)  median {median:5.2f} s ({nbytes / median / 1e6:5.2f} MB/s)"
          f"  CPU {cpu:5.2f} s ({nbytes / cpu / 1e6:5.2f} MB per CPU-s)  {findings} findings")
    return mbps


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
    parser.add_argument("--packages", nargs="+", default=PACKAGES, help="pinned name==version sdists")
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="always print the profile")
    parser.add_argument("--no-cli", action="store_true", help="skip the subprocess runs")
    args = parser.parse_args()

    print(machine())
    trees = [str(t) for t in ensure_corpus(args.cache_dir, args.packages)]
    print("corpus: " + ", ".join(Path(t).name for t in trees) + f" (in {args.cache_dir})")

    t0 = time.perf_counter()
    glossary = load_builtin()
    print(f"glossary: {len(glossary.concepts)} concepts, loaded in {time.perf_counter() - t0:.2f} s")
    baseline = scan_paths(trees, glossary, jobs=1)  # also warms the page cache
    nbytes = baseline.bytes
    print(f"files: {baseline.files} scanned ({nbytes / 1e6:.2f} MB), {len(baseline.skipped)} skipped; "
          f"{len(baseline.findings)} findings\n")

    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.path.join(os.path.dirname(__file__), "..", "server"),
                                                        os.environ.get("PYTHONPATH", "")])}
    results: dict[str, float] = {}
    print("load average before timing: %.2f %.2f %.2f" % os.getloadavg())
    print("in-process scan_paths:")
    for jobs in args.jobs:
        runs, report = in_process(trees, glossary, jobs, args.repeat)
        if report.findings != baseline.findings:
            print(f"  !! --jobs {jobs} findings differ from --jobs 1", file=sys.stderr)
        results[f"in-process jobs={jobs}"] = row(f"--jobs {jobs}", runs, report.bytes, len(report.findings))
    if not args.no_cli:
        print("CLI subprocess (start-up + glossary load + JSON included):")
        cli_runs: dict[int, list[tuple[float, float]]] = {}
        for jobs in args.jobs:
            runs, findings, summary = cli(trees, jobs, args.repeat, env)
            cli_runs[jobs] = runs
            if len(findings) != len(baseline.findings):
                print(f"  !! CLI --jobs {jobs}: {len(findings)} findings, in-process {len(baseline.findings)}",
                      file=sys.stderr)
            results[f"cli jobs={jobs}"] = row(f"--jobs {jobs}", runs, nbytes, len(findings))
        print(f"  ({summary})")
        # what every CLI run pays whatever the corpus: interpreter, imports, glossary load
        tiny = Path(args.cache_dir) / "tiny" / "one.py"
        tiny.parent.mkdir(parents=True, exist_ok=True)
        tiny.write_text("# FSDP\n", encoding="utf-8")
        fixed = min(cli([str(tiny)], 1, args.repeat, env)[0])
        print(f"  fixed cost of one CLI run (one tiny file): {fixed[0]:.2f} s wall, {fixed[1]:.2f} s CPU")
        for jobs in args.jobs:
            wall = min(w for w, _ in cli_runs[jobs]) - fixed[0]
            if wall > 0:
                print(f"  --jobs {jobs} without it: {nbytes / wall / 1e6:5.2f} MB/s")

    best_parallel = max((v for k, v in results.items() if not k.endswith("jobs=1")), default=0.0)
    verdict = "meets" if best_parallel >= GOAL_MBPS else "is BELOW"
    print("load average after timing: %.2f %.2f %.2f" % os.getloadavg())
    print(f"\nbest multi-process throughput {best_parallel:.2f} MB/s {verdict} the {GOAL_MBPS:.0f} MB/s goal")
    if args.profile or best_parallel < GOAL_MBPS:
        profile(trees, glossary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
