"""Cold (YAML) vs warm (JSON cache) load time of the built-in glossary.

Usage: python bench/bench_loader.py [--repeat N] [--synthetic N_CONCEPTS]

Each measurement runs in a fresh interpreter (as at server start-up) with its own empty cache
directory: "cold" parses and validates the YAML and writes the cache, "warm" reads the cache.
``--synthetic`` also times a generated glossary of N concepts (4 languages each) to show how
the two paths scale beyond the current data.
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
    print(json.dumps({"import": t1 - t0, "load": t2 - t1, "concepts": len(g)}))
""")


def run(cache_dir: str, extra: list[str]) -> dict:
    env = dict(os.environ, AI_GLOSSARY_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", CHILD, *extra], env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def measure(label: str, extra: list[str], repeat: int) -> None:
    cold, warm, imports = [], [], []
    concepts = 0
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as cache:
            c = run(cache, extra)
            w = run(cache, extra)
            cold.append(c["load"])
            warm.append(w["load"])
            imports.append(w["import"])
            concepts = w["concepts"]
    med = statistics.median
    print(f"{label}: {concepts} concepts; cold (YAML+schema, writes cache) median {med(cold) * 1000:.1f} ms, "
          f"warm (JSON cache) median {med(warm) * 1000:.1f} ms, import of the loader {med(imports) * 1000:.1f} ms "
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--synthetic", type=int, default=0)
    args = ap.parse_args()
    measure("built-in data", [], args.repeat)
    if args.synthetic:
        with tempfile.TemporaryDirectory() as folder:
            synthetic(folder, args.synthetic)
            size = os.path.getsize(os.path.join(folder, "synthetic.yaml"))
            measure(f"synthetic ({size / 1e6:.1f} MB YAML)", [folder], args.repeat)


if __name__ == "__main__":
    main()
