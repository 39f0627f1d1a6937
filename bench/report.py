"""``ai-glossary report`` beside ``ai-glossary scan`` on transformers' ``src/`` (bench/scan.py's
pinned corpus), and the report on a local two-worker cluster of Dask and, when installed, of Ray:
the measurement behind the choice of distributed engine (docs/report.md).

    python -m bench.report [--rounds 3] [--engines dask,ray] [--baseline DIR]

Rows: the median wall time of each command over the rounds (the commands take turns, so that a
slow minute of a shared host falls on all of them), ``report`` as a ratio of ``scan`` (the target:
at most 1.2), the median CPU seconds of the command and its workers (less moved by other work on
the host than the wall time), and each round's wall time; ``--baseline DIR`` adds the HTML report of another checkout
(``DIR/server`` first on the path, e.g. a ``git worktree`` of the commit before a change) to the
turns. The cluster rows time, in this process: starting the cluster (scheduler and two worker
processes), and the report on it (the glossary sent to the workers, which compile it, and the
tree in batches of 64 files); each engine's memory is the peak RSS of its worker processes.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.lib.servers import checkout_server
from bench.lib.stats import machine
from bench.scan import DEFAULT_CACHE, ensure_corpus


def wall(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall seconds of ``cmd``, and the CPU seconds of its process tree (its workers are waited for)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    elapsed = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return elapsed, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def cli_rounds(tree: Path, rounds: int, jobs: int, baselines: str = "") -> dict[str, list[tuple[float, float]]]:
    exe = [sys.executable, "-m", "ai_glossary"]
    out = tempfile.mkdtemp(prefix="bench-report-")
    commands = {
        "scan": exe + ["scan", str(tree), "--format", "json", "--jobs", str(jobs)],
        "report (JSON)": exe + ["report", str(tree), "--json", f"{out}/r.json", "--jobs", str(jobs), "--no-progress"],
        "report (JSON + HTML)": exe + ["report", str(tree), "--json", f"{out}/r.json", "-o", f"{out}/r.html",
                                       "--jobs", str(jobs), "--no-progress"],
    }
    envs: dict[str, dict[str, str] | None] = dict.fromkeys(commands)
    for checkout in filter(None, baselines.split(",")):
        name = f"  HTML at {os.path.basename(os.path.normpath(checkout))[:16]}"
        commands[name] = commands["report (JSON + HTML)"]
        envs[name] = {**os.environ, **checkout_server(checkout)[1]}
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, cmd in commands.items():
            times[name].append(wall(cmd, envs[name]))
    return times


def dask_run(tree: Path, glossary) -> tuple[float, float, dict]:
    import distributed

    from ai_glossary.core.report_run import usage_on_cluster

    t0 = time.perf_counter()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        started = time.perf_counter() - t0
        t1 = time.perf_counter()
        total, _ = usage_on_cluster(cluster.scheduler_address, [str(tree)], glossary)
        ran = time.perf_counter() - t1
    return started, ran, total


def ray_run(tree: Path, glossary) -> tuple[float, float, dict]:
    import ray

    from ai_glossary.core import report
    from ai_glossary.core.report_run import BATCH_FILES, _usage_of_batch
    from ai_glossary.core.scan import ScanReport, iter_files

    t0 = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        started = time.perf_counter() - t0
        t1 = time.perf_counter()
        files = list(iter_files([str(tree)], ScanReport()))
        remote = ray.remote(_usage_of_batch)
        shared = ray.put(glossary)
        refs = [remote.remote(files[i:i + BATCH_FILES], shared, 2 * 1024 * 1024)
                for i in range(0, len(files), BATCH_FILES)]
        total = report.merged(part for part, *_ in ray.get(refs))
        ran = time.perf_counter() - t1
    finally:
        ray.shutdown()
    return started, ran, total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--engines", default="dask,ray")
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--baseline", default="", help="checkouts (DIR[,DIR...]) whose HTML report is timed too")
    args = parser.parse_args()
    tree = ensure_corpus(args.cache_dir)
    print(machine())
    if args.rounds > 0:  # 0: the engines alone
        times = cli_rounds(tree, args.rounds, args.jobs, args.baseline)
        base = statistics.median(t for t, _ in times["scan"])
        base_cpu = statistics.median(c for _, c in times["scan"])
        print(f"\n{'command (--jobs %d)' % args.jobs:28} {'median s':>9} {'vs scan':>8} {'CPU s':>6} {'vs scan':>8}"
              "   wall s of each round")
        for name, runs in times.items():
            med, cpu = statistics.median(t for t, _ in runs), statistics.median(c for _, c in runs)
            print(f"{name:28} {med:9.2f} {med / base:8.2f} {cpu:6.2f} {cpu / base_cpu:8.2f}   "
                  + " ".join(f"{t:.2f}" for t, _ in runs))
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.report_run import usage_here

    glossary = load_builtin()
    t0 = time.perf_counter()
    local, _ = usage_here([str(tree)], glossary, jobs=args.jobs)
    local_s = time.perf_counter() - t0
    print(f"\n{'engine (2 workers)':28} {'start s':>9} {'report s':>9} {'same report':>12}")
    print(f"{'local process pool':28} {0:9.2f} {local_s:9.2f} {'-':>12}")
    for engine in filter(None, args.engines.split(",")):  # --engines "": the local pool alone
        runner = {"dask": dask_run, "ray": ray_run}[engine]
        try:
            started, ran, total = runner(tree, glossary)
        except ImportError as err:
            print(f"{engine:28} not installed ({err.name})")
            continue
        same = json.dumps(total, sort_keys=True) == json.dumps(local, sort_keys=True)
        print(f"{engine:28} {started:9.2f} {ran:9.2f} {str(same):>12}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
