"""``ai-glossary scan`` of this checkout beside other checkouts', in turns (prints figures; not a test).

    python -m bench.scan_turns --baseline DIR[,DIR...] [--rounds 7] [--tree PATH] [--no-bytecode]

Each checkout's ``scan --format json --jobs 1`` of the tree (by default the transformers ``src/`` of
:mod:`bench.scan`, downloaded once) runs with that checkout's ``server/`` first on the path and a
glossary cache and a bytecode cache of its own, both written by an untimed first run. Then every
round runs each checkout once, the order reversed every other round (A B, B A, ...), so that a slow
minute of a shared host falls on both. Printed: each round's wall and CPU seconds (the child's
``getrusage``: user + system) per checkout, the medians and the best, and whether the checkouts'
JSON outputs are byte for byte the same (the proof that a change of speed changed no result).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.lib import bytecode
from bench.lib.stats import machine
from bench.scan import DEFAULT_CACHE, ensure_corpus

ROOT = Path(__file__).resolve().parents[1]  # this checkout


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _scan(checkout: Path, tree: str, env: dict[str, str], out: Path) -> tuple[float, float]:
    """One timed scan by ``checkout``'s code: wall and CPU seconds; its JSON written to ``out``."""
    cpu, start = _child_cpu(), time.perf_counter()
    with open(out, "wb") as sink:
        subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--format", "json", "--jobs", "1", tree],
                       cwd=checkout, env=env, stdout=sink, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start, _child_cpu() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", required=True, help="other checkouts (comma-separated folders)")
    parser.add_argument("--rounds", type=int, default=7, help="timed rounds; each runs every checkout once")
    parser.add_argument("--tree", help="the tree to scan (default: the transformers src/ of bench.scan)")
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    bytecode.add_option(parser)
    args = parser.parse_args()
    tree = args.tree or str(ensure_corpus(args.cache_dir))
    checkouts = [ROOT] + [Path(b).resolve() for b in args.baseline.split(",") if b]
    names = ["this"] + [c.name[:12] for c in checkouts[1:]]
    print(machine(), flush=True)
    with tempfile.TemporaryDirectory(prefix="scan-turns-") as tmp:
        envs, outs = [], []
        for i, checkout in enumerate(checkouts):
            env = dict(os.environ, PYTHONPATH=str(checkout / "server"), AI_GLOSSARY_CACHE_DIR=f"{tmp}/glossary-{i}")
            note = bytecode.apply(env, args.no_bytecode, Path(tmp) / f"pyc-{i}")
            envs.append(env)
            outs.append(Path(tmp) / f"out-{i}.json")
            _scan(checkout, tree, env, outs[-1])  # untimed: writes the caches
        print(f"{tree}; {note.split(' in ')[0]} (one per checkout); {args.rounds} rounds in turns", flush=True)
        runs: list[list[tuple[float, float]]] = [[] for _ in checkouts]
        for r in range(args.rounds):
            order = range(len(checkouts)) if r % 2 == 0 else reversed(range(len(checkouts)))
            for i in order:
                runs[i].append(_scan(checkouts[i], tree, envs[i], outs[i]))
            print(f"  round {r + 1}: " + "  ".join(f"{names[i]} {runs[i][-1][0]:.2f} s / CPU {runs[i][-1][1]:.2f} s"
                                                   for i in range(len(checkouts))), flush=True)
        reference = outs[0].read_bytes()
        for i, checkout in enumerate(checkouts):
            walls, cpus = [w for w, _ in runs[i]], [c for _, c in runs[i]]
            same = "" if i == 0 else ("  output identical" if outs[i].read_bytes() == reference
                                      else "  output differs (other rules, or a change of results)")
            print(f"{names[i]:12} ({checkout}): wall median {statistics.median(walls):.2f} s (best {min(walls):.2f}), "
                  f"CPU median {statistics.median(cpus):.2f} s (best {min(cpus):.2f}){same}")
    print(machine())
    return 0


if __name__ == "__main__":
    sys.exit(main())
