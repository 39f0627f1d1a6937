"""Start-up, hover and edit + hover: ai-glossary beside a bare pygls server, in one run.

Workload: the dense 10,000-line Python file of :func:`bench.lib.workloads.workload` (a glossary
term in a comment on every third line). Prints, the median over ``--runs`` runs for each server:
start -> initialize result, the first hover after didOpen (sent right after ``initialized`` and
``didOpen``) and start -> that hover's answer, hover p50/p99, one-line edit of code + hover p50/p99,
a letter typed in a comment + hover p50/p99, the first hover after didOpen of a second copy of the
file once the server is ready, resident memory after the run. ``--baseline DIR[,DIR...]``: the
servers of other checkouts too, in the same turns.

    python -m bench.server [--runs 3] [--hovers 300] [--edits 200] [--no-bytecode] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench.lib import bytecode
from bench.lib.client import BenchClient
from bench.lib.servers import with_baselines
from bench.lib.stats import machine, pct
from bench.lib.workloads import workload


async def run_one(cmd: list[str], text: str, positions: list[tuple[int, int]], hovers: int, edits: int,
                  env: dict) -> dict:
    client = BenchClient(cmd=cmd)
    t_start = time.perf_counter()
    init_ms = await client.start(None, env)
    uri = "file:///bench/big.py"
    client.open(uri, "python", text)
    first_ms, first = await client.timed_hover(uri, *positions[len(positions) // 2])
    start_to_first_ms = (time.perf_counter() - t_start) * 1000
    hover_times = []
    for i in range(hovers):
        hover_times.append((await client.timed_hover(uri, *positions[(i * 37) % len(positions)]))[0])
    edit_times = []
    for i in range(edits):
        pos = positions[(i * 53) % len(positions)]
        line = pos[0] + 2  # the code line ("return x * N") after the docstring: a digit of N
        t0 = time.perf_counter()
        client.change(uri, [((line, 15), (line, 16), str(i % 10))])
        await client.hover(uri, *pos)
        edit_times.append((time.perf_counter() - t0) * 1000)
    # the same, typing inside a comment: the line holds a prose region, so this always re-parses
    comment_times = []
    for i in range(edits):
        line, column = positions[(i * 59) % len(positions)]
        t0 = time.perf_counter()
        client.change(uri, [((line, column - 4), (line, column - 4), "x")])
        await client.hover(uri, line, column)
        comment_times.append((time.perf_counter() - t0) * 1000)
    # the same file opened again under another name, the server ready and idle
    uri2 = "file:///bench/big_copy.py"
    client.open(uri2, "python", text)
    ready_first_ms, ready = await client.timed_hover(uri2, *positions[len(positions) // 2])
    memory = client.rss_mb()
    await client.stop()
    return {
        "init_ms": init_ms,
        "first_hover_ms": first_ms,
        "start_to_first_hover_ms": start_to_first_ms,
        "ready_first_hover_ms": ready_first_ms,
        "hover_p50": pct(hover_times, 0.5),
        "hover_p99": pct(hover_times, 0.99),
        "edit_hover_p50": pct(edit_times, 0.5),
        "edit_hover_p99": pct(edit_times, 0.99),
        "comment_edit_hover_p50": pct(comment_times, 0.5),
        "comment_edit_hover_p99": pct(comment_times, 0.99),
        "rss_mb": memory,
        "found": first is not None,
        "ready_found": ready is not None,
    }


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hovers", type=int, default=300)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--baseline", default="", help="checkouts (DIR[,DIR...]) whose servers are timed too")
    bytecode.add_option(parser)
    args = parser.parse_args()
    text, positions = workload()
    env = dict(os.environ)
    said = bytecode.apply(env, args.no_bytecode, Path(tempfile.gettempdir()) / "ai-glossary-bench-pycache")
    servers = with_baselines(args.baseline, env)
    if not args.no_bytecode:  # written by a first start that is not timed
        for cmd, server_env in servers.values():
            await run_one(cmd, text, positions, 1, 1, server_env)
    print(machine())
    print("modules:", said)
    results: dict[str, list[dict]] = {name: [] for name in servers}
    for _ in range(args.runs):
        for name, (cmd, server_env) in servers.items():  # interleaved, so all see the same machine state
            results[name].append(await run_one(cmd, text, positions, args.hovers, args.edits, server_env))
    print(f"workload: {text.count(chr(10))} lines, {len(positions)} terms, {args.runs} runs (median of runs)")
    keys = [
        "init_ms", "first_hover_ms", "start_to_first_hover_ms", "ready_first_hover_ms", "hover_p50", "hover_p99",
        "edit_hover_p50", "edit_hover_p99", "comment_edit_hover_p50", "comment_edit_hover_p99", "rss_mb",
    ]
    print(f"{'metric':24}" + "".join(f"{name:>14}" for name in servers))
    for key in keys:
        row = "".join(f"{statistics.median(r[key] for r in results[name]):14.2f}" for name in servers)
        print(f"{key:24}{row}")
    for name in servers:
        runs = results[name]
        print(f"{name}: first hover found the term in {sum(r['found'] for r in runs)}/{len(runs)} runs, "
              f"first hover once ready in {sum(r['ready_found'] for r in runs)}/{len(runs)};",
              "first hover ms per run:", " ".join(f"{r['first_hover_ms']:.0f}" for r in runs),
              "| once ready:", " ".join(f"{r['ready_first_hover_ms']:.0f}" for r in runs))


if __name__ == "__main__":
    asyncio.run(main())
