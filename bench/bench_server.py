"""Server benchmark: ai-glossary side by side with a bare pygls server, in one run.

Workload (issue 2): a 10,000-line Python file with a glossary term in every third line.
Prints: start -> initialize result, first hover after didOpen (the hover sent right after
`initialized` and `didOpen`) and start -> that hover's answer, hover p50/p99, one-line incremental
edit + hover p50/p99, the first hover after didOpen of a second copy of the file once the server is
ready, resident memory (VmRSS after the run). Not a test: figures go to docs/performance.md.

    .venv/bin/python bench/bench_server.py [--runs 3] [--hovers 300] [--edits 200] [--no-bytecode]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

import bytecode  # bench/bytecode.py, beside this script

HERE = Path(__file__).resolve().parent
# the two servers every run compares, the baseline first
SERVERS = {
    "bare pygls": [sys.executable, str(HERE / "bare_server.py")],
    "ai-glossary": [sys.executable, "-m", "ai_glossary", "serve"],
}
def checkout_server(checkout: str) -> tuple[list[str], dict[str, str]]:
    """The command and environment that run the server of another checkout (``checkout/server``
    first on the path), e.g. a ``git worktree`` of the commit before a change, to time beside ours."""
    return SERVERS["ai-glossary"], {**os.environ, "PYTHONPATH": os.path.abspath(os.path.join(checkout, "server"))}


TERMS = ["ZeRO", "FSDP", "LoRA", "all-reduce", "tensor parallelism", "FlashAttention", "MoE", "gradient accumulation"]


def workload(lines: int = 10_000) -> tuple[str, list[types.Position]]:
    """Valid Python: a three-line function per glossary term, the term in a comment."""
    out, positions = [], []
    for i in range(lines):
        if i % 3 == 0:
            term = TERMS[(i // 3) % len(TERMS)]
            prefix = f"def step_{i}(x):  # uses "
            out.append(prefix + term + " here")
            positions.append(types.Position(i, len(prefix) + 1))
        elif i % 3 == 1:
            out.append(f'    """Step {i} of the training loop."""')
        else:
            out.append(f"    return x * {i}")
    return "\n".join(out) + "\n", positions


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def run_one(cmd: list[str], text: str, positions, hovers: int, edits: int, env: dict) -> dict:
    client = LanguageClient("bench", "0")
    t0 = t_start = time.perf_counter()
    await client.start_io(*cmd, env=env)
    await client.initialize_async(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=Path(tempfile.gettempdir()).as_uri())
    )
    init_ms = (time.perf_counter() - t0) * 1000
    client.initialized(types.InitializedParams())
    uri = "file:///bench/big.py"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text))
    )
    doc = types.TextDocumentIdentifier(uri)
    t0 = time.perf_counter()
    first = await client.text_document_hover_async(types.HoverParams(doc, positions[len(positions) // 2]))
    first_ms = (time.perf_counter() - t0) * 1000
    start_to_first_ms = (time.perf_counter() - t_start) * 1000
    hover_times = []
    for i in range(hovers):
        pos = positions[(i * 37) % len(positions)]
        t0 = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(doc, pos))
        hover_times.append((time.perf_counter() - t0) * 1000)
    edit_times = []
    for i in range(edits):
        pos = positions[(i * 53) % len(positions)]
        line = pos.line + 2  # edit the code line ("return x * N") after the docstring: a digit of N
        t0 = time.perf_counter()
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                types.VersionedTextDocumentIdentifier(uri=uri, version=2 + i),
                [types.TextDocumentContentChangePartial(range=types.Range(types.Position(line, 15), types.Position(line, 16)), text=str(i % 10))],
            )
        )
        await client.text_document_hover_async(types.HoverParams(doc, pos))
        edit_times.append((time.perf_counter() - t0) * 1000)
    # the same, typing inside a comment: the line holds a prose region, so this always re-parses
    comment_times = []
    version = 10_000
    for i in range(edits):
        pos = positions[(i * 59) % len(positions)]
        t0 = time.perf_counter()
        version += 1
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                [types.TextDocumentContentChangePartial(range=types.Range(types.Position(pos.line, pos.character - 4), types.Position(pos.line, pos.character - 4)), text="x")],
            )
        )
        await client.text_document_hover_async(types.HoverParams(doc, pos))
        comment_times.append((time.perf_counter() - t0) * 1000)
    # the same file opened again under another name, the server ready and idle
    uri2 = "file:///bench/big_copy.py"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri2, language_id="python", version=1, text=text))
    )
    t0 = time.perf_counter()
    ready = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri2), positions[len(positions) // 2]))
    ready_first_ms = (time.perf_counter() - t0) * 1000
    memory = rss_mb(client._server.pid)
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.wait_for(client._server.wait(), 10)
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
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hovers", type=int, default=300)
    parser.add_argument("--edits", type=int, default=200)
    bytecode.add_option(parser)
    args = parser.parse_args()
    text, positions = workload()
    env = dict(os.environ)
    said = bytecode.apply(env, args.no_bytecode, Path(tempfile.gettempdir()) / "ai-glossary-bench-pycache")
    if not args.no_bytecode:  # written by a first start that is not timed
        for cmd in SERVERS.values():
            await run_one(cmd, text, positions, 1, 1, env)
    print("modules:", said)
    servers = SERVERS
    results: dict[str, list[dict]] = {name: [] for name in servers}
    for _ in range(args.runs):
        for name, cmd in servers.items():  # interleaved, so both see the same machine state
            results[name].append(await run_one(cmd, text, positions, args.hovers, args.edits, env))
    print(f"workload: {text.count(chr(10))} lines, {len(positions)} terms, {args.runs} runs (median of runs)")
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    keys = [
        "init_ms", "first_hover_ms", "start_to_first_hover_ms", "ready_first_hover_ms", "hover_p50", "hover_p99", "edit_hover_p50", "edit_hover_p99",
        "comment_edit_hover_p50", "comment_edit_hover_p99", "rss_mb",
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
