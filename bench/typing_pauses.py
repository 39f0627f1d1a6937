"""A person types a docstring into a 10,000-line module, key by key, and hovers after pausing.

What catching up during pauses (``lsp/analyses.py``, ``IDLE_S``) gains and costs. For
each file of :mod:`bench.edits` and each server (the bare pygls server, ours, and with
``--baseline DIR[,DIR...]`` the servers of other checkouts), ``--docstrings`` times: on a line of code,
type ``\"\"\"`` and then a sentence, one character per ``didChange``, with the gaps between keys
drawn from a log-normal distribution (median 180 ms; a tenth of them over 400 ms: a person
thinking); pause ``--pause`` ms and hover a term at the end of the file (``open``: the docstring is
still open, so the quotes swallow the rest of the module); type the closing quotes, pause, hover
again (``closed``); then delete the line again. The same keys and gaps for every server (fixed
seed). Prints the hovers' p50 and p99 (only the hover is timed) and the server's CPU seconds for
the whole typing (what the catch-ups that the next key stopped cost). Not a test.

    python -m bench.typing_pauses [--docstrings 6] [--pause 600] [--files dense,realistic] [--baseline DIR,...]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time

from bench.lib.client import BenchClient
from bench.lib.servers import with_baselines
from bench.lib.stats import cpu_s, machine, pct
from bench.lib.workloads import File, files as make_files, indent

SENTENCE = "Shard the optimizer state across ranks, as ZeRO stage 3 does."


def gaps(rng: random.Random, n: int) -> list[float]:
    """Seconds between ``n`` keystrokes: log-normal, median 180 ms, about one in ten over 400 ms."""
    return [min(2.0, rng.lognormvariate(-1.715, 0.62)) for _ in range(n)]


async def type_text(client: BenchClient, uri: str, line: int, column: int, text: str, waits: list[float]) -> int:
    """Type ``text`` at (line, column), a key at a time, waiting ``waits`` between keys; the column after it."""
    for ch, wait in zip(text, waits):
        client.change(uri, [((line, column), (line, column), ch)])
        column += 1
        await asyncio.sleep(wait)
    return column


async def timed_hover(client: BenchClient, uri: str, f: File, out: list[float]) -> bool:
    t0 = time.perf_counter()
    hover = await client.hover(uri, *client.moved(uri, f.hover_at))
    out.append((time.perf_counter() - t0) * 1000)
    return hover is not None


async def run_one(cmd: list[str], env: dict[str, str], files: dict[str, File], docstrings: int, pause_s: float,
                  seed: int) -> dict:
    client = BenchClient(cmd=cmd)
    await client.start(None, env)
    pid = client.pid
    out: dict = {}
    for fname, f in files.items():
        rng = random.Random(seed)
        uri = f"file:///bench/{fname}.py"
        client.open(uri, "python", f.text)
        await client.hover(uri, *f.hover_at)  # opened and analysed before the clock starts
        hovers: dict[str, list[float]] = {"open": [], "closed": []}
        found = {"open": 0, "closed": 0}
        cpu0, wall0 = cpu_s(pid), time.perf_counter()
        for k in range(docstrings):
            i = f.code_lines[(k * 59) % len(f.code_lines)]
            # a new line above a line of code, indented like it: the change that makes it is typed too
            client.change(uri, [((i, 0), (i, 0), indent(f.lines[i]) + "\n")])
            await asyncio.sleep(gaps(rng, 1)[0])
            column = len(indent(f.lines[i]))
            opening = '"""' + SENTENCE
            column = await type_text(client, uri, i, column, opening, gaps(rng, len(opening)))
            await asyncio.sleep(pause_s)
            found["open"] += await timed_hover(client, uri, f, hovers["open"])
            column = await type_text(client, uri, i, column, '"""', gaps(rng, 3))
            await asyncio.sleep(pause_s)
            found["closed"] += await timed_hover(client, uri, f, hovers["closed"])
            client.change(uri, [((i, 0), (i + 1, 0), "")])  # the line deleted again
            await asyncio.sleep(pause_s)
        out[fname] = {"hovers": hovers, "found": found, "cpu_s": cpu_s(pid) - cpu0,
                      "wall_s": time.perf_counter() - wall0}
    await client.stop()
    return out


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--docstrings", type=int, default=6, help="docstrings typed per file and server")
    parser.add_argument("--pause", type=float, default=600.0, help="ms from the last key to the hover")
    parser.add_argument("--files", default="dense,realistic")
    parser.add_argument("--baseline", default="", help="checkouts (DIR[,DIR...]) whose servers are timed too")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    files = make_files(args.files)
    servers = with_baselines(args.baseline)
    results = {name: await run_one(cmd, env, files, args.docstrings, args.pause / 1000, args.seed)
               for name, (cmd, env) in servers.items()}
    keys = len(SENTENCE) + 6
    print(f"{machine()}; {args.docstrings} docstrings of "
          f"{keys} keys per file, hover {args.pause:g} ms after the last key; seed {args.seed}")
    print(f"{'file':10} {'server':12} {'hover, open: p50 / p99 ms':>27} {'closed: p50 / p99 ms':>22}"
          f" {'found open / closed':>20} {'CPU s':>7} {'of wall s':>10}")
    for fname in files:
        for name in servers:
            r = results[name][fname]
            h, n = r["hovers"], args.docstrings
            print(f"{fname:10} {name:12} {pct(h['open'], 0.5):13.2f} / {pct(h['open'], 0.99):8.2f}"
                  f" {pct(h['closed'], 0.5):12.2f} / {pct(h['closed'], 0.99):7.2f}"
                  f" {r['found']['open']:>12} / {r['found']['closed']} of {n} {r['cpu_s']:7.2f} {r['wall_s']:10.1f}")
    print("(the same keys and gaps for every server; with few hovers, p99 is the slowest of them)")


if __name__ == "__main__":
    asyncio.run(main())
