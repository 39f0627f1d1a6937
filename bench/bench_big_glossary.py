"""Big user glossaries: load, compile, hover, completion and reload (prints figures; not a test).

    .venv/bin/python bench/bench_big_glossary.py [--concepts 10000] [--repeat 200] [--no-server]
    .venv/bin/python bench/bench_big_glossary.py --aliases 300000   # one concept with that many aliases
    .venv/bin/python bench/bench_big_glossary.py --aliases 999 --alias-concepts 100   # 100 such concepts

Generates a user glossary of ``--concepts`` concepts (a two- or three-word term, an acronym and an
alias each, an English definition, two related concepts, every tenth with context words), then

- in one process: the load (read, parse, schema check, merge over the built-in glossary) and the
  compile (``Snapshot.build``), each the median of 3; the server's first reload (through its
  store, compiled over the built-in glossary's snapshot with ``Snapshot.for_glossary``); the reload, through the store as the server
  does it, after editing one definition, after adding a line near the top, after adding an alias
  and after editing a related id, each from the glossary as generated (the median of 3), with the
  longest a 1 ms ticker thread waited meanwhile (for the GIL, or for the host); hover and
  completion latency on a 2,000-line Python file that names 1,000 of the concepts;
- in a real server (unless ``--no-server``), with the file as the project glossary: the first hover
  (which waits for the load), hover and completion p50/p99, the server's RSS (then with the
  glossary file open in the editor too, after the reloads, and once a comment is typed at its top,
  which makes the server keep the YAML's syntax tree), and the hovers answered while the
  server reloads the glossary after one definition is edited in the open buffer, then after an
  alias is added to it: each once with hovers sent back to back (the slowest of them says whether
  the reload blocks requests; they also take the GIL from it, so it takes longer) and once with a
  hover every 20 ms, as a person moving the mouse (how long the reload takes).

Goals: load + compile < 2 s, hover p99 < 5 ms, completion p99 < 20 ms, RSS < 250 MB,
reload < 1 s without blocking hovers; a glossary of one concept of 300,000 aliases (2.6 MB) settles
or is refused within 10 s.

That one, on this 2-core machine shared with other work (load average 2-6), CPU time of the
server's first reload: with the name index patched quadratically in the new names
(FormIndex._patched), 30,000 aliases took 37 s of CPU (50 s) and 300,000 were not served within
300 s; patched in one pass, 30,000 take 0.6 s and 300,000 7.1 s (load 1.7 s, compile 6.4 s). Over
the limit of 1,000 forms per concept (core/glossary/limits.py) the 300,000 are refused in 0.7 s
of CPU, the file's last good version kept; at the file's limit, 100 concepts of 1,000 forms load
in 1.8-2.7 s of CPU. Through the server (tests/e2e/test_lsp_big_glossary.py): 30 concepts of
1,000 forms settle in 1.9 s, the 300,000 aliases are refused in 2.1 s, a hover on another
document answered meanwhile in 11-16 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import statistics
import sys
import tempfile
import threading
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "server"))

WORDS = ("sparse gated routed fused quantized latent residual causal rotary shared grouped sliding "
         "paged streamed cached pruned distilled masked tiled blocked").split()
NOUNS = ("attention decoder encoder adapter kernel scheduler optimizer tokenizer embedding router "
         "sampler buffer gradient projection normalization pooling").split()


def concept_term(i: int) -> str:
    words = [WORDS[i % len(WORDS)], WORDS[(i // len(WORDS)) % len(WORDS)], NOUNS[(i // 400) % len(NOUNS)]]
    return " ".join(words) + f" {i}"


def acronym(i: int) -> str:
    return "Q" + "".join(chr(65 + (i // 26 ** k) % 26) for k in range(3)) + "X"


def many_concepts_yaml(n: int) -> str:
    out = ["context: [gpu, cuda]", "concepts:"]
    for i in range(n):
        out += [
            f"  - id: big-{i}",
            f"    term: {concept_term(i).capitalize()}",
            f"    aliases: [{acronym(i)}, {concept_term(i).replace(' ', '-')} method]",
            "    definitions:",
            f"      en: A generated concept number {i}, to measure how the server copes with many of them.",
            f"    related: [big-{(i + 1) % n}, big-{(i + 7) % n}]",
        ]
        if i % 10 == 0:
            out += ["    match:", "      context: [training, inference]"]
    return "\n".join(out) + "\n"


def many_aliases_yaml(n: int, concepts: int = 1) -> str:
    out = ["concepts:"]
    for c in range(concepts):
        aliases = ", ".join(f"zq{i:x}" if concepts == 1 else f"zq{c}x{i:x}" for i in range(n))
        cid, term = ("blorp-sharding", "Blorp Sharding") if c == 0 else (f"blorp-{c}", f"Blorp Thing {c}")
        out += [f"  - id: {cid}", f"    term: {term}", "    definitions:",
                "      en: Splitting blorps across the nodes of a cluster.", f"    aliases: [{aliases}]"]
    return "\n".join(out) + "\n"


def document(n_concepts: int, lines: int = 2000) -> tuple[str, list[tuple[int, int]]]:
    """A Python file whose comments name a concept on every other line; the hover positions."""
    out, spots = [], []
    for i in range(lines):
        if i % 2 == 0:
            term = concept_term((i * 5) % n_concepts) if n_concepts > 1 else "Blorp Sharding"
            line = f"x{i} = {i}  # uses {term} here"
            spots.append((i, line.index(term) + 2))
        else:
            line = f"def f{i}(a):  # plain words"
        out.append(line)
    return "\n".join(out) + "\n", spots


def pct(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(q * len(s)))]


class Ticker:
    """A thread that sleeps 1 ms at a time and records how much later it woke: its longest wait is
    the longest the GIL was held by another thread (or the host kept the process waiting)."""

    def __init__(self) -> None:
        self.waits_ms: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        last = time.perf_counter()
        while not self._stop.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            self.waits_ms.append(1000 * (now - last) - 1)
            last = now

    def __enter__(self) -> "Ticker":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def line(label: str, samples_ms: list[float], goal: str = "") -> None:
    print(f"  {label:44} p50 {statistics.median(samples_ms):8.2f} ms  p99 {pct(samples_ms, 0.99):8.2f} ms"
          f"  max {max(samples_ms):8.2f} ms  {goal}", flush=True)


# -- in one process ---------------------------------------------------------------------------------


def in_process(path: Path, text: str, args: argparse.Namespace) -> None:
    from ai_glossary.core.detection.gcpause import gc_paused
    from ai_glossary.core.documents import OpenDocument
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.glossary.load import load
    from ai_glossary.core.glossary.store import GlossaryStore
    from ai_glossary.core.service import GlossaryService
    from ai_glossary.core.snapshot import Snapshot

    builtin = load_builtin()
    loads, builds, cpus = [], [], []
    for _ in range(3):
        c0, t0 = time.process_time(), time.perf_counter()
        with gc_paused():  # as the server's reload does
            result = load(builtin, [path])
        t1 = time.perf_counter()
        snapshot = Snapshot.build(result.glossary)
        t2 = time.perf_counter()
        cpus.append(time.process_time() - c0)
        loads.append(t1 - t0)
        builds.append(t2 - t1)
        del snapshot
        gc.collect()
    errors = [p for p in result.all_problems() if p.severity == "error"]
    print(f"in-process: {len(result.glossary.concepts):,} concepts, {len(errors)} errors"
          + (f"; the first: {errors[0]}"[:300] if errors else ""))
    load_s, build_s = statistics.median(loads), statistics.median(builds)
    print(f"  load (read, parse, check, merge)  {load_s:6.2f} s   compile (Snapshot.build) {build_s:6.2f} s   "
          f"together {load_s + build_s:5.2f} s, CPU {statistics.median(cpus):5.2f} s (goal < 2 s)", flush=True)
    first_reload(path, builtin)
    snapshot = Snapshot.build(result.glossary)

    # as the server reloads: through the store (which keeps the concepts read last time), from the
    # snapshot of the last load
    store = GlossaryStore(builtin)
    with gc_paused():
        previous = Snapshot.for_glossary(store.load_user_files([path]).glossary, snapshot)
    edits = {
        "editing one definition": text.replace("A generated concept number 5,", "An edited concept number 5,", 1),
        "adding a line near the top (every later concept moves)":
            text.replace("      en: A generated concept number 5,", "      fr: Un concept.\n      en: A generated concept number 5,", 1),
        "adding an alias (the matcher is rebuilt)":
            text.replace("    aliases: [QFAAX,", "    aliases: [QFAAX, edited alias five,", 1),
        "editing a related id (the evidence index is rebuilt)":
            text.replace("    related: [big-6, big-12]", "    related: [big-6, big-13]", 1),
    }
    for what, edited in edits.items():
        if edited == text:  # --aliases: the edits are the generated glossary's
            continue
        cpus, loads, compiles, walls, waits = [], [], [], [], []
        for ticking in (False, False, False, True):  # CPU with no ticker (it runs in this process too)
            with gc_paused():
                store.load_user_files([path], {str(path): text})  # each edit from the glossary as generated
            with Ticker() if ticking else nullcontext() as ticker:
                c0, t0 = time.process_time(), time.perf_counter()
                with gc_paused():
                    reloaded = store.load_user_files([path], {str(path): edited})
                    c1 = time.process_time()
                    new = Snapshot.for_glossary(reloaded.glossary, previous)
                    gc.freeze()  # as the server's reload does: else the next young collection walks it all
                c2, t2 = time.process_time(), time.perf_counter()
            if ticker is not None:
                waits = ticker.waits_ms
            else:
                cpus.append(c2 - c0)
                loads.append(c1 - c0)
                compiles.append(c2 - c1)
                walls.append(t2 - t0)
            del new  # freed outside the timing: the server frees the old snapshot later, in the event loop
        print(f"  reload after {what}: {statistics.median(walls):5.2f} s, CPU {statistics.median(cpus):5.2f} s "
              f"(load {statistics.median(loads):4.2f} s, compile {statistics.median(compiles):4.2f} s; "
              f"goal < 1 s); ticker's longest wait {max(waits, default=0):.0f} ms, "
              f"{sum(w > 5 for w in waits)} over 5 ms", flush=True)

    doc_text, spots = document(1 if args.aliases else len(result.glossary.concepts) - len(builtin.concepts))
    doc = OpenDocument("file:///bench/uses.py", doc_text, "python")
    service = GlossaryService(snapshot)
    t0 = time.perf_counter()
    service.hover(doc, doc.index.offset(*spots[0]))
    print(f"  first hover (analysis of the 2,000-line file) {1000 * (time.perf_counter() - t0):.1f} ms")
    hovers, completions = [], []
    found = 0
    for k in range(args.repeat):
        offset = doc.index.offset(*spots[(k * 37) % len(spots)])
        t0 = time.perf_counter()
        found += service.hover(doc, offset) is not None
        hovers.append(1000 * (time.perf_counter() - t0))
        # completion after a typed prefix: the start of a concept's first word
        at = doc.index.offset(spots[(k * 11) % len(spots)][0], 0) + doc.lines[spots[(k * 11) % len(spots)][0]].index("# uses ") + 7 + 3 + k % 4
        t0 = time.perf_counter()
        service.complete(doc, at)
        completions.append(1000 * (time.perf_counter() - t0))
    line(f"hover ({found}/{args.repeat} found)", hovers, "(goal p99 < 5 ms)")
    line("completion", completions, "(goal p99 < 20 ms)")


def first_reload(path: Path, builtin) -> None:
    """The server's first reload of ``path``: through a new store, compiled over the built-in
    glossary's snapshot (the one the server starts with); the median of 3."""
    from ai_glossary.core.detection.gcpause import gc_paused
    from ai_glossary.core.glossary.store import GlossaryStore
    from ai_glossary.core.snapshot import Snapshot

    start = Snapshot.build(builtin)
    loads, compiles, cpus = [], [], []
    for _ in range(3):
        store = GlossaryStore(builtin)
        c0, t0 = time.process_time(), time.perf_counter()
        with gc_paused():
            result = store.load_user_files([path])
            t1 = time.perf_counter()
            snapshot = Snapshot.for_glossary(result.glossary, start)
        cpus.append(time.process_time() - c0)
        loads.append(t1 - t0)
        compiles.append(time.perf_counter() - t1)
        del snapshot, result
        gc.collect()
    print(f"  the server's first reload: load {statistics.median(loads):5.2f} s, compile over the built-in "
          f"snapshot {statistics.median(compiles):5.2f} s, CPU {statistics.median(cpus):5.2f} s (goal < 10 s)",
          flush=True)
    print("    (measured on the 2-core host at load 2-6, CPU: one concept of 30,000 / 300,000 aliases took 37 s / "
          "over 300 s with the name index patched quadratically, 0.6 s / 7.1 s patched in one pass; over the "
          "limit of 1,000 forms per concept it is refused in 0.7-0.9 s; 100 concepts of 1,000 forms: 1.8-2.7 s)")


# -- in a server --------------------------------------------------------------------------------------


async def in_server(glossary_text: str, text: str, args: argparse.Namespace) -> None:
    from lsp_bench import BenchServer, isolated_env

    root = Path(tempfile.mkdtemp(prefix="aig-big-"))
    (root / ".ai-glossary.yaml").write_text(glossary_text, encoding="utf-8")
    work = Path(tempfile.mkdtemp(prefix="aig-big-env-"))
    server = BenchServer(30.0, 300.0, 4096.0)
    try:
        await server.start(root, isolated_env(work / "config", work / "cache"))
        doc_text, spots = document(args.concepts if not args.aliases else 1)
        uri = (root / "uses.py").as_uri()
        server.open(uri, "python", doc_text)
        ms, hover = await server.timed_hover(uri, *spots[0], timeout_s=300.0)
        print(f"server: first hover (waits for the load and compile) {ms / 1000:.2f} s, found: {hover is not None}")
        hovers = []
        for k in range(args.repeat):
            ms, _ = await server.timed_hover(uri, *spots[(k * 37) % len(spots)])
            hovers.append(ms)
        line("hover", hovers, "(goal p99 < 5 ms)")
        completions = []
        for k in range(args.repeat):
            row, col = spots[(k * 11) % len(spots)]
            t0 = time.perf_counter()
            await server.complete(uri, row, col + 2 + k % 4)  # a few letters of the name typed
            completions.append(1000 * (time.perf_counter() - t0))
        line("completion", completions, "(goal p99 < 20 ms)")
        print(f"  RSS {server.rss_mb():.0f} MB (goal < 250 MB)", flush=True)
        # edit one entry in the open glossary buffer; hover until the new text is served
        guri = (root / ".ai-glossary.yaml").as_uri()
        server.open(guri, "yaml", glossary_text)
        await asyncio.sleep(2.0)  # opening the buffer reloads it too: let that settle
        print(f"  RSS with the glossary file open too {server.rss_mb():.0f} MB (no comment in it: no syntax tree)",
              flush=True)
        marker = "A generated concept number 0," if not args.aliases else "Splitting blorps"
        row = next(i for i, l in enumerate(glossary_text.splitlines()) if marker in l)
        col = glossary_text.splitlines()[row].index(marker)
        # each reload twice: hovers back to back (does the reload block them? they also take the
        # GIL from it), then one every 20 ms, as a person moving the mouse (how long it takes)
        for letter, pace in (("Z", 0.0), ("Y", PACED_HOVER_S)):
            server.change(guri, [((row, col), (row, col + 1), letter)])
            wanted = f"{letter} generated" if not args.aliases else f"{letter}plitting"
            await served(server, uri, spots[0], lambda h: h is not None and wanted in h.contents.value,
                         "editing one entry", pace)
        if not args.aliases:
            for k, pace in enumerate((0.0, PACED_HOVER_S)):
                await alias_reload(server, guri, glossary_text, root, k, pace)
        print(f"  peak RSS {server.peak_rss_mb:.0f} MB", flush=True)
        await asyncio.sleep(2.0)
        print(f"  RSS after the reloads {server.rss_mb():.0f} MB", flush=True)
        # a comment typed in the open glossary: the file is parsed from then on, for its comments
        server.change(guri, [((0, 0), (0, 0), "# a comment\n")])
        await server.timed_hover(guri, 0, 4)
        await asyncio.sleep(3.0)  # and the reload it starts
        print(f"  RSS once a comment is typed in the open glossary file {server.rss_mb():.0f} MB (its syntax "
              f"tree, for the comments of a YAML file)", flush=True)
    finally:
        await server.stop()


PACED_HOVER_S = 0.02


async def served(server, uri: str, spot: tuple[int, int], found, what: str, pace: float) -> None:
    """Hover at ``spot`` (``pace`` seconds apart) until ``found(hover)``: print when, and the
    hovers meanwhile."""
    t0 = time.perf_counter()
    during = []
    while time.perf_counter() - t0 < 60:
        ms, hover = await server.timed_hover(uri, *spot)
        during.append(ms)
        if found(hover):
            how = "hovers back to back" if not pace else f"a hover every {pace * 1000:.0f} ms"
            print(f"  reload after {what}, {how}: served after {time.perf_counter() - t0:.2f} s (0.3 s of it the "
                  f"typing pause; goal < 1 s); {len(during)} hovers answered meanwhile")
            line("hover during the reload", during, "(not blocked: p99 < 5 ms)")
            return
        if pace:
            await asyncio.sleep(pace)
    print(f"  reload after {what}: not served within 60 s")


async def alias_reload(server, guri: str, glossary_text: str, root: Path, k: int, pace: float) -> None:
    """Add an alias to concept ``k`` in the open glossary buffer; hover on a document that names
    it until it is found."""
    alias = f"zqedited alias {k}"
    uri = (root / f"alias{k}.py").as_uri()
    server.open(uri, "python", f"x = 1  # uses {alias} here\n")
    spot = (0, len("x = 1  # uses ") + 2)
    _, hover = await server.timed_hover(uri, *spot)
    assert hover is None, "the alias is found before it is added"
    row = next(i for i, l in enumerate(glossary_text.splitlines()) if l.startswith(f"    aliases: [{acronym(k)},"))
    col = len("    aliases: [")
    server.change(guri, [((row, col), (row, col), f"{alias}, ")])
    await served(server, uri, spot, lambda h: h is not None, "adding an alias", pace)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--concepts", type=int, default=10_000)
    parser.add_argument("--aliases", type=int, default=0, help="instead: one concept with this many aliases")
    parser.add_argument("--alias-concepts", type=int, default=1, help="with --aliases: that many such concepts")
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--no-server", action="store_true")
    parser.add_argument("--no-in-process", action="store_true")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          "load average %.2f %.2f %.2f" % os.getloadavg())
    text = many_aliases_yaml(args.aliases, args.alias_concepts) if args.aliases else many_concepts_yaml(args.concepts)
    print(f"glossary: {args.aliases:,} aliases on each of {args.alias_concepts:,} concepts" if args.aliases
          else f"glossary: {args.concepts:,} concepts",
          f"({len(text) / 1e6:.1f} MB of YAML)")
    path = Path(tempfile.mkdtemp(prefix="aig-big-")) / "big.yaml"
    path.write_text(text, encoding="utf-8")
    if not args.no_in_process:
        in_process(path, text, args)
    if not args.no_server:
        sys.path.insert(0, os.path.dirname(__file__))
        asyncio.run(in_server(text, text, args))


if __name__ == "__main__":
    main()
