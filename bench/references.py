"""Benchmark of ``textDocument/references`` on a real workspace (prints figures; not a test).

    python -m bench.references [--repeat 3] [--hovers 20] [--cache-dir DIR]

The workspace is the ``src/`` of the pinned transformers sdist (``bench.scan`` downloads it once).
In one run it times

- the baseline: ``ai-glossary scan --format json --jobs 2`` of the same tree (what building the
  whole index costs: the same walk and engine);
- in a server whose workspace folder is that tree (a client with work-done progress): a file of
  the tree opened, hovers and edit + hovers on a mention of FSDP with nothing else going on (a
  50 ms pause after each pair, as the probes below have: a hover right after another is about
  1 ms faster than one after a pause); then
  the first ``references`` (answered by a search for FSDP alone while the index builds in the
  background), with the time to its first ``$/progress``; the same request again as soon as it
  is answered (the index still building); the time until the build's own progress ends; and,
  from the first request until then, the same hovers and edit + hovers one after another, counted
  apart while the search runs and while only the build does; then later answers from the index
  with nothing changed and after a file of the tree is reported changed (scanned again);
- the server's resident memory before and after the build, and the index itself in this process
  (``tracemalloc`` of one build).

Goals: first answer within 3 s with progress shown; later answers within 300 ms; the index under
100 MB; hover and edit + hover while it builds as without a build.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from lsprotocol import types

from bench.lib.client import BenchClient, isolated_env
from bench.lib.stats import machine, pct
from bench.scan import DEFAULT_CACHE, ensure_corpus

HOVER_GAP_S = 0.05  # between two probes while the index builds
WARM_UP = 5  # probes not counted


def _kind(value: object) -> str | None:
    return value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)


def baseline_scan(tree: Path, env: dict) -> tuple[float, list[dict]]:
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--format", "json", "--jobs", "2", str(tree)],
                          capture_output=True, env=env, check=True)
    return time.perf_counter() - t0, json.loads(done.stdout)


def index_memory_mb(tree: Path) -> float:
    """The index of ``tree`` in this process: what ``tracemalloc`` still counts once it is built."""
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.scan import Background
    from ai_glossary.core.workspace_index import WorkspaceIndex

    glossary = load_builtin()
    detector = Detector.compile(glossary)
    index = WorkspaceIndex([str(tree)], "utf-16", jobs=2)
    tracemalloc.start()
    index.build(glossary, detector, "prose", Background())
    current, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return current / 1e6


class Probe:
    """Hovers and edit + hovers on one mention of an open document."""

    def __init__(self, client: BenchClient, uri: str, line: int, column: int) -> None:
        self.client, self.uri, self.line, self.column = client, uri, line, column

    async def hover_ms(self) -> float:
        ms, result = await self.client.timed_hover(self.uri, self.line, self.column)
        assert result is not None, "no hover on the probe's mention"
        return ms

    async def edit_hover_ms(self) -> float:
        t0 = time.perf_counter()
        self.client.change(self.uri, [((0, 0), (0, 0), "# x\n")])
        self.client.change(self.uri, [((0, 0), (1, 0), "")])
        await self.client.hover(self.uri, self.line, self.column)
        return (time.perf_counter() - t0) * 1000


async def references(client: BenchClient, uri: str, line: int, column: int, token: str | None = None) -> list:
    params = types.ReferenceParams(text_document=types.TextDocumentIdentifier(uri),
                                   position=types.Position(line, column),
                                   context=types.ReferenceContext(include_declaration=False), work_done_token=token)
    return await client._within(client.client.text_document_references_async(params), 600) or []


async def run(args: argparse.Namespace) -> None:
    tree = ensure_corpus(Path(args.cache_dir))
    work = Path(tempfile.mkdtemp(prefix="aig-bench-refs-"))
    env = isolated_env(work / "config", Path(args.cache_dir) / "glossary-cache")
    print(machine())
    scans = []
    findings: list[dict] = []
    for _ in range(args.repeat):
        seconds, findings = baseline_scan(tree, env)
        scans.append(seconds)
    probe_at = next(f for f in findings if f["id"] == "fsdp" and f["path"].endswith(".py"))
    path = tree / probe_at["path"]
    firsts, seconds, built, laters, changed, rss = [], [], [], [], [], []
    idle, searching, indexing = ([], []), ([], []), ([], [])
    for _ in range(args.repeat):
        client = BenchClient(timeout_s=60)
        progress_at: dict[str, list[tuple[float, object]]] = {}

        def on_progress(params: types.ProgressParams) -> None:
            progress_at.setdefault(str(params.token), []).append((time.perf_counter(), params.value))

        client.client.feature(types.PROGRESS)(on_progress)
        client.client.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)(lambda params: None)
        capabilities = types.ClientCapabilities(window=types.WindowClientCapabilities(work_done_progress=True))
        await client.start(tree, env, capabilities)
        await client.wait_ready(tree)

        def index_built_at() -> float | None:
            """When the server ended the progress of the index build (on a token of its own)."""
            for token, values in progress_at.items():
                if token.startswith("ai-glossary-index-") and _kind(values[-1][1]) == "end":
                    return values[-1][0]
            return None

        uri = path.as_uri()
        client.open(uri, "python", path.read_text(encoding="utf-8"))
        probe = Probe(client, uri, probe_at["line"] - 1, probe_at["column"])
        for _ in range(WARM_UP):  # the file's first analysis, and the edits' first re-parse
            await probe.hover_ms()
            await probe.edit_hover_ms()
        for _ in range(args.hovers):  # paced as the probes while it works: a pause changes a hover's time
            idle[0].append(await probe.hover_ms())
            idle[1].append(await probe.edit_hover_ms())
            await asyncio.sleep(HOVER_GAP_S)
        before = client.rss_mb()
        t0 = time.perf_counter()
        answer = asyncio.ensure_future(references(client, uri, probe.line, probe.column, token="bench"))
        answered: list[float] = []
        answer.add_done_callback(lambda _: answered.append(time.perf_counter()))
        second = None
        while index_built_at() is None:
            phase = searching if not answer.done() else indexing
            if answer.done() and second is None:  # the same concept asked again while the index builds
                t1 = time.perf_counter()
                await references(client, uri, probe.line, probe.column)
                second = time.perf_counter() - t1
                continue
            phase[0].append(await probe.hover_ms())
            phase[1].append(await probe.edit_hover_ms())
            await asyncio.sleep(HOVER_GAP_S)
        found = await answer
        first_progress = progress_at.get("bench", [(None, None)])[0][0]
        firsts.append((answered[0] - t0, None if first_progress is None else first_progress - t0, len(found)))
        seconds.append(second)
        built.append(index_built_at() - t0)
        rss.append((before, client.rss_mb()))
        for _ in range(5):
            t1 = time.perf_counter()
            await references(client, uri, probe.line, probe.column)
            laters.append(time.perf_counter() - t1)
        touched = tree / findings[-1]["path"]
        client.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            [types.FileEvent(uri=touched.as_uri(), type=types.FileChangeType.Changed)]))
        t1 = time.perf_counter()
        await references(client, uri, probe.line, probe.column)
        changed.append(time.perf_counter() - t1)
        await client.stop()
    memory = index_memory_mb(tree) if not args.no_memory else None

    def p50(values: list[float]) -> str:
        return f"{pct(values, 0.5):.2f}" if values else "-"

    print(f"tree: {tree} ({len(findings)} findings by scan)")
    print(f"baseline `scan --jobs 2`: median {statistics.median(scans):.2f} s ({', '.join(f'{s:.2f}' for s in scans)})")
    print(f"first references answer: median {statistics.median(f[0] for f in firsts):.2f} s "
          f"({', '.join(f'{f[0]:.2f}' for f in firsts)}); first $/progress after "
          f"{', '.join('-' if f[1] is None else f'{f[1]:.2f}' for f in firsts)} s; {firsts[0][2]} locations "
          f"(goal 3 s; {statistics.median(f[0] for f in firsts) / statistics.median(scans):.2f}x the baseline)")
    print(f"the same concept again before the index is built: {', '.join('-' if x is None else f'{x * 1000:.0f}' for x in seconds)} ms; "
          f"index built after {', '.join(f'{b:.2f}' for b in built)} s")
    print(f"later answers (index built): p50 {pct(laters, 0.5) * 1000:.0f} ms, max {max(laters) * 1000:.0f} ms; "
          f"after one file changed: {', '.join(f'{c * 1000:.0f}' for c in changed)} ms (goal 300 ms)")

    def p99(values: list[float]) -> str:
        return f"{pct(values, 0.99):.2f}" if values else "-"

    for name, phase in (("while searching", searching), ("while indexing", indexing)):
        print(f"hover p50 ms: idle {p50(idle[0])} / {name} {p50(phase[0])} ({len(phase[0])} probes); "
              f"p99 idle {p99(idle[0])} / {name} {p99(phase[0])}; "
              f"edit + hover p50 idle {p50(idle[1])} / {name} {p50(phase[1])}")
    print(f"server RSS: {', '.join(f'{a:.0f} -> {b:.0f} MB' for a, b in rss)}")
    if memory is not None:
        print(f"index in this process (tracemalloc): {memory:.1f} MB (goal < 100 MB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--hovers", type=int, default=20)
    parser.add_argument("--cache-dir", default=str(DEFAULT_CACHE))
    parser.add_argument("--no-memory", action="store_true", help="skip the in-process build under tracemalloc")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
