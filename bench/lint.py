"""Benchmark of ``ai-glossary lint`` beside ``ai-glossary scan`` on the same tree (prints figures; not a test).

    python -m bench.lint [--repeat 3] [--cache-dir DIR]

The tree is ``bench.scan``'s: the ``src/`` of the transformers 5.24.0 sdist (54 MB of Python),
downloaded once. In rounds that alternate the two commands (a slow minute of a shared host hits
both), it times ``ai-glossary scan --format json --jobs 1`` and ``ai-glossary lint --format json
--jobs 1`` (start-up, glossary load and output included), and prints per command the median and
best wall time as MB/s and the CPU seconds of the median run; then lint over scan. Goal: ``lint``
on one core at least as fast as ``scan``: it runs the same walk and analysis and writes less.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from bench.lib import bytecode
from bench.lib.stats import machine
from bench.scan import DEFAULT_CACHE, SDIST, TREE, ensure_corpus, median_cpu, row, timed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--repeat", type=int, default=3, help="rounds; each runs both commands once")
    bytecode.add_option(parser)
    args = parser.parse_args()

    print(machine())
    tree = str(ensure_corpus(args.cache_dir))
    print(f"corpus: {TREE} of {SDIST} (in {args.cache_dir})")
    env = dict(os.environ)
    print("ai-glossary's own modules:", bytecode.apply(env, args.no_bytecode, args.cache_dir / "pycache"))
    env["AI_GLOSSARY_CACHE_DIR"] = str(args.cache_dir / "glossary-cache")
    ours = [sys.executable, "-m", "ai_glossary"]
    commands = {
        "ai-glossary scan --jobs 1": ours + ["scan", "--format", "json", "--jobs", "1", tree],
        "ai-glossary lint --jobs 1": ours + ["lint", "--format", "json", "--jobs", "1", tree],
    }
    outputs = {}
    for name, cmd in commands.items():  # untimed: the glossary cache, the page cache
        _w, _c, proc = timed(cmd, env)
        if proc.returncode not in (0, 1):
            raise SystemExit(f"{name} failed ({proc.returncode}): {proc.stderr}")
        outputs[name] = proc.stdout
        print(f"{name}: {proc.stderr.strip().splitlines()[-1]}")
    first = timed(commands["ai-glossary scan --jobs 1"], env)[2].stderr.strip().splitlines()[-1]
    nbytes = int(float(first.split("(")[1].split(" MB")[0]) * 1e6)
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    print("load average before timing: %.2f %.2f %.2f" % os.getloadavg())
    for _ in range(args.repeat):
        for name, cmd in commands.items():
            wall, cpu, proc = timed(cmd, env)
            runs[name].append((wall, cpu))
            if proc.stdout != outputs[name]:
                print(f"  !! {name}: output differs from the first run", file=sys.stderr)
    print("load average after timing: %.2f %.2f %.2f" % os.getloadavg())
    print(f"median of {args.repeat} alternating rounds; MB/s over the {nbytes / 1e6:.1f} MB the scan read:")
    mbps = {name: row(name, r, nbytes) for name, r in runs.items()}
    ratio = mbps["ai-glossary lint --jobs 1"] / mbps["ai-glossary scan --jobs 1"]
    cpu = {name: median_cpu(r) for name, r in runs.items()}
    scan_cpu, lint_cpu = cpu["ai-glossary scan --jobs 1"], cpu["ai-glossary lint --jobs 1"]
    print(f"one core: lint / scan = {ratio:.2f} in MB/s of wall time (goal >= 1: {'met' if ratio >= 1 else 'MISSED'})")
    # on a shared host the CPU seconds of the same rounds compare better than wall times
    print(f"  median CPU seconds: scan {scan_cpu:.2f}, lint {lint_cpu:.2f}; scan / lint = {scan_cpu / lint_cpu:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
