"""Cold (YAML) vs warm (JSON cache) load time of the built-in glossary, and the start-up with
the matcher's cache of compiled concepts (core/detection/matcher_cache.py).

    python -m bench.loader [--repeat N] [--synthetic N_CONCEPTS] [--startup N]

The built-in data is measured twice in one run: whole, and its concept files alone (the first
four languages, without ``glossary_data/translations/``), the baseline for what the other reader
languages cost.

Each measurement runs in a fresh interpreter (as at server start-up) with its own empty cache
directory: "cold" parses and validates the YAML and writes the cache, "warm" reads the cache.
``--synthetic`` also times a generated glossary of N concepts (4 languages each) to show how
the two paths scale beyond the current data.

``--startup N`` (default 7; 0 skips it): CPU time (``time.process_time``, robust on a shared host)
of import + ``load_builtin`` + ``Snapshot.build`` in N fresh interpreters per mode, the glossary
cache warm in all of them, the garbage collector paused over the two and what they made frozen
as the server does (``engine.load_builtin``): what the server's first hover waits for; then of the snapshot's name
indexes, which it builds afterwards (``snapshot.NameIndexes``; 0 for a checkout whose
``Snapshot.build`` made them); the CPU time of the whole process of ``ai-glossary scan`` of a
one-line file, and the peak RSS after the indexes. Modes: "off" compiles every concept (no
matcher cache: the baseline), "cold" has no matcher cache files (compiles, joins and writes them),
"warm" reads them (the joined table: core/detection/matching/joined_cache.py), "four" reads them
for the concept files alone (the first four reader languages, without ``translations/``: the
baseline of what the other languages cost; its first run writes its own caches). The modes take
turns.
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

from bench.lib.stats import machine

CHILD = textwrap.dedent("""
    import json, sys, time
    t0 = time.perf_counter()
    from ai_glossary.core.glossary import builtin
    t1 = time.perf_counter()
    if len(sys.argv) > 1:
        from pathlib import Path
        folder = Path(sys.argv[1])
        builtin.builtin_sources = lambda: [builtin.BuiltinSource("concepts/" + p.name, p)
                                           for p in sorted(folder.glob("*.yaml"))]
    g, problems = builtin.load_builtin_with_problems(use_cache=True)
    t2 = time.perf_counter()
    from ai_glossary.core.snapshot import Snapshot
    Snapshot.build(g)
    t3 = time.perf_counter()
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"import": t1 - t0, "load": t2 - t1, "build": t3 - t2, "rss": rss, "concepts": len(g)}))
""")


# the matcher caches left out: every concept compiled and joined, nothing read or written
NO_MATCHER_CACHE = ("from ai_glossary.core.detection.matching import matcher_cache\n"
                    "matcher_cache.read_cache = lambda key, directory=None: {}\n"
                    "matcher_cache.write_cache = lambda *args, **kwargs: None\n"
                    "matcher_cache.read_table = lambda *args, **kwargs: None\n"
                    "matcher_cache.write_table = lambda *args, **kwargs: None\n")

STARTUP_CHILD = textwrap.dedent("""
    import gc, json, sys, time
    t0 = time.process_time()
    from ai_glossary.core.detection.gcpause import gc_paused
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.snapshot import Snapshot
    t1 = time.process_time()
    if sys.argv[1] in ("off", "four"):
        exec(sys.argv[2] if sys.argv[1] == "off" else sys.argv[4])
    with gc_paused():  # as the server loads it (engine.load_builtin; the command line pauses the load too)
        glossary = load_builtin()
        t2 = time.process_time()
        snapshot = Snapshot.build(glossary)
        t3 = time.process_time()
        gc.freeze()
    snapshot.forms, snapshot.completions  # built by Snapshot.build in older checkouts, else when first asked for
    t4 = time.process_time()
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"import": t1 - t0, "load": t2 - t1, "build": t3 - t2, "total": t3 - t0, "indexes": t4 - t3,
                      "rss": rss}))
""")

# the built-in data without glossary_data/translations/: the first four reader languages alone
FOUR_LANGUAGES = ("from ai_glossary.core.glossary import builtin\n"
                  "_sources = builtin.builtin_sources\n"
                  "builtin.builtin_sources = lambda: [s for s in _sources() if not s.name.startswith('translations/')]\n")

# the whole process of `ai-glossary scan FILE`: its CPU time from the start of the interpreter
SCAN_CHILD = textwrap.dedent("""
    import contextlib, io, json, resource, sys
    if sys.argv[1] in ("off", "four"):
        exec(sys.argv[2] if sys.argv[1] == "off" else sys.argv[4])
    from ai_glossary.cli import main
    with contextlib.redirect_stdout(io.StringIO()) as out:
        code = main(["scan", sys.argv[3]])
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime, "code": code, "lines": out.getvalue().count("\\n")}))
""")


def measure(label: str, extra: list[str], repeat: int) -> None:
    cold, warm, imports, builds, rss = [], [], [], [], []
    concepts = 0
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as cache:
            c = child(CHILD, cache, extra)
            w = child(CHILD, cache, extra)
            cold.append(c["load"])
            warm.append(w["load"])
            imports.append(w["import"])
            builds.append(w["build"])
            rss.append(w["rss"])
            concepts = w["concepts"]
    med = statistics.median
    print(f"{label}: {concepts} concepts; cold (YAML+schema, writes cache) median {med(cold) * 1000:.1f} ms, "
          f"warm (JSON cache) median {med(warm) * 1000:.1f} ms, Snapshot.build {med(builds) * 1000:.1f} ms "
          f"(matcher cache cold), import of the loader {med(imports) * 1000:.1f} ms, peak RSS {med(rss):.0f} MB "
          f"[{repeat} runs]")


def synthetic(folder: str, n: int) -> None:
    import yaml

    concepts = []
    for i in range(n):
        concepts.append({
            "id": f"synthetic-term-{i}",
            "term": f"Synthetic Term {i}",
            "aliases": [f"ST{i}", f"synthetic term number {i}"],
            "names": {"fr": [f"terme synthétique {i}"], "bn": f"কৃত্রিম শব্দ {i}"},
            "summary": {lang: f"Summary {i} in {lang}." for lang in ("en", "fr", "nl", "bn")},
            "definitions": {lang: f"A generated definition number {i} written for the {lang} "
                                  "benchmark. It has two sentences." for lang in ("en", "fr", "nl", "bn")},
            "related": [f"synthetic-term-{(i + 1) % n}"],
            "references": [{"title": f"Paper {i}", "url": f"https://example.org/{i}"}],
            "tags": ["benchmark"],
        })
    with open(os.path.join(folder, "synthetic.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump({"concepts": concepts}, fh, allow_unicode=True, sort_keys=False)


def child(code: str, cache_dir: str, args: list[str]) -> dict:
    """Run ``code`` in a fresh interpreter with ``cache_dir`` as its glossary cache; its last line, read as JSON."""
    env = dict(os.environ, AI_GLOSSARY_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, check=True, capture_output=True,
                         text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def startup(repeat: int) -> None:
    modes = ("off", "cold", "warm", "four")
    runs: dict[str, list[dict]] = {m: [] for m in modes}
    scans: dict[str, list[dict]] = {m: [] for m in modes}
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as four_cache, \
            tempfile.TemporaryDirectory() as work:
        one_line = os.path.join(work, "notes.md")
        with open(one_line, "w", encoding="utf-8") as fh:
            fh.write("We shard the optimizer state with ZeRO and train the adapters with LoRA.\n")
        args = ["off", NO_MATCHER_CACHE, one_line, FOUR_LANGUAGES]
        child(STARTUP_CHILD, cache, args)  # the glossary cache, warm from here on
        child(STARTUP_CHILD, four_cache, ["four", *args[1:]])  # "four" has caches of its own, warm too
        for _ in range(repeat):
            for mode in modes:
                for code, out in ((STARTUP_CHILD, runs), (SCAN_CHILD, scans)):
                    if mode == "cold":
                        for stale in [*Path(cache).glob("matcher-*.json"), *Path(cache).glob("joined-*.json")]:
                            stale.unlink()
                    out[mode].append(child(code, four_cache if mode == "four" else cache, [mode, *args[1:]]))
    med = statistics.median
    print(f"start-up, CPU ms (time.process_time), median of {repeat} fresh interpreters per mode:")
    print(f"  {'mode':5} {'import':>7} {'load_builtin':>13} {'Snapshot.build':>15} {'total':>7} {'name indexes':>13}"
          f" {'scan, whole process':>20} {'peak RSS, MB':>13}")
    for mode in modes:
        r = runs[mode]
        print(f"  {mode:5} {med(x['import'] for x in r) * 1000:7.1f} {med(x['load'] for x in r) * 1000:13.1f} "
              f"{med(x['build'] for x in r) * 1000:15.1f} {med(x['total'] for x in r) * 1000:7.1f} "
              f"{med(x['indexes'] for x in r) * 1000:13.1f} "
              f"{med(x['cpu'] for x in scans[mode]) * 1000:20.1f} {med(x['rss'] for x in r):13.1f}")
    print(f"  (scan: exit code {scans['warm'][-1]['code']}, {scans['warm'][-1]['lines']} lines of output)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--synthetic", type=int, default=0)
    ap.add_argument("--startup", type=int, default=7, metavar="N")
    args = ap.parse_args()
    print(machine())
    measure("built-in data", [], args.repeat)
    # the baseline: the concept files alone, without the reader languages of their own files
    # (glossary_data/translations/): what the eight languages cost at start-up
    concepts = Path(__file__).resolve().parents[1] / "glossary_data" / "concepts"
    measure("built-in data without translations/", [str(concepts)], args.repeat)
    if args.startup:
        startup(args.startup)
    if args.synthetic:
        with tempfile.TemporaryDirectory() as folder:
            synthetic(folder, args.synthetic)
            size = os.path.getsize(os.path.join(folder, "synthetic.yaml"))
            measure(f"synthetic ({size / 1e6:.1f} MB YAML)", [folder], args.repeat)


if __name__ == "__main__":
    main()
