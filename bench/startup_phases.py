"""Where a warm start's CPU goes, phase by phase: `load_builtin` (listing the built-in files, the
cache key, the cache read and checked, its parse) and `Snapshot.build` (the index inputs, the
glossary's fingerprint, the compiled concepts' digest or stamp, the joined table read and
checked, the start-up automaton), then the name indexes built after it; with the eight reader
languages ("eight") and with the concept files alone, without ``glossary_data/translations/``
("four"), each in fresh interpreters with warm caches of its own, taking turns, the collector off.

    python -m bench.startup_phases [--runs 9] [--baseline DIR[,DIR...]] [--no-bytecode]

``--baseline``: another checkout's code in the same turns (its ``server/`` first on the path, as
``bench.server``'s); a phase its code does not have is shown as "-". Its glossary data is its own
only when its ``server/ai_glossary/glossary_data`` exists (a link to its ``glossary_data/``);
otherwise the editable install's finder gives it this checkout's. CPU ms (``time.process_time``),
the median over the runs; the phases are timed by wrapping the functions that do them, so they
do not add up to their totals exactly (the header's JSON parse of the glossary cache is in
``load_builtin`` alone).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from bench.lib import bytecode
from bench.lib.stats import machine

CHILD = textwrap.dedent("""
    import gc, json, sys, time
    gc.disable()
    clock, spent = time.process_time, {}

    def timed(module, name, phase):
        fn = getattr(module, name, None)
        if fn is None:
            return
        def wrapper(*args, **kwargs):
            start = clock()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[phase] = spent.get(phase, 0) + clock() - start
        setattr(module, name, wrapper)

    t0 = clock()
    from ai_glossary.core.glossary import builtin
    from ai_glossary.core.snapshot import Snapshot
    import ai_glossary.core.snapshot as snapshot
    from ai_glossary.core.detection.matching import matcher, matcher_cache
    spent["import"] = clock() - t0
    if sys.argv[1] == "four":
        every = builtin.builtin_sources
        builtin.builtin_sources = lambda: [s for s in every() if not s.name.startswith("translations/")]
    for module, name, phase in [
            (builtin, "builtin_sources", "listing the built-in files"),
            (builtin, "cache_key", "the glossary cache's key"),
            (builtin, "read_checked_lines", "the glossary cache read and checked"),
            (builtin, "_from_cache", "the glossary cache's concepts made"),
            (snapshot, "index_inputs", "index inputs"),
            (matcher_cache, "glossary_fingerprint", "the glossary's fingerprint"),
            (matcher_cache, "_file_digest", "the compiled concepts' digest or stamp"),
            (matcher_cache, "_file_stamp", "the compiled concepts' digest or stamp"),
            (matcher_cache, "read_table", "the joined table read and checked"),
            (matcher, "ScriptAutomata", "the start-up automaton")]:
        timed(module, name, phase)
    t0 = clock()
    glossary = builtin.load_builtin()
    t1 = clock()
    snap = Snapshot.build(glossary)
    t2 = clock()
    snap.forms, snap.completions
    spent.update({"load_builtin": t1 - t0, "Snapshot.build": t2 - t1, "load + build": t2 - t0,
                  "name indexes, after": clock() - t2})
    print(json.dumps({phase: seconds * 1000 for phase, seconds in spent.items()}))
""")

MODES = ("eight", "four")


def run(env: dict[str, str], tree: str, mode: str, cache: str) -> dict[str, float]:
    child_env = dict(env, PYTHONPATH=os.path.join(tree, "server"), AI_GLOSSARY_CACHE_DIR=cache)
    out = subprocess.run([sys.executable, "-c", CHILD, mode], env=child_env, check=True, capture_output=True,
                         text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--baseline", default="", metavar="DIR[,DIR...]")
    bytecode.add_option(parser)
    args = parser.parse_args()
    env = dict(os.environ)
    trees = {"this": str(Path(__file__).resolve().parents[1])}
    trees.update({os.path.basename(os.path.normpath(d))[:12]: os.path.abspath(d)
                  for d in filter(None, args.baseline.split(","))})
    with tempfile.TemporaryDirectory() as work:
        print(machine())
        print("ai-glossary's own modules:", bytecode.apply(env, args.no_bytecode, Path(work) / "pycache"))
        columns = [(label, mode) for label in trees for mode in MODES]
        caches = {column: os.path.join(work, f"cache-{i}") for i, column in enumerate(columns)}
        for label, mode in columns:  # the caches written, then read once (and the bytecode written)
            for _ in range(2):
                run(env, trees[label], mode, caches[label, mode])
        spent: dict[str, dict[tuple[str, str], list[float]]] = {}
        for _ in range(args.runs):
            for label, mode in columns:
                for phase, ms in run(env, trees[label], mode, caches[label, mode]).items():
                    spent.setdefault(phase, {}).setdefault((label, mode), []).append(ms)
    print(f"CPU ms, median of {args.runs} fresh interpreters per column, the columns taking turns:")
    width = max(len(f"{label}, {mode}") for label, mode in columns) + 2
    print(f"  {'phase':40}" + "".join(f"{label + ', ' + mode:>{width}}" for label, mode in columns))
    for phase, by_column in spent.items():
        cells = [f"{statistics.median(by_column[c]):{width}.1f}" if c in by_column else f"{'-':>{width}}"
                 for c in columns]
        print(f"  {phase:40}" + "".join(cells))


if __name__ == "__main__":
    main()
