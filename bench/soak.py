"""A bounded soak: random incremental edits against a fresh-parse oracle.

Three documents (Python with comments and docstrings, Markdown, Rust with ``///`` doc comments)
are opened in the real server, then K random edits (insert or delete characters, newlines, ``#``,
quotes, ``\\r\\n``, a lone ``\\r``, Bengali text, emoji, glossary terms) are sent through didChange
with UTF-16 ranges, one to three changes per notification, each followed by a hover on a term.
The client keeps its own copy of every text. After every M edits each document's current text is
opened again under another URI in the same server (a fresh parse: the oracle) and hovers at
sampled positions are compared; at the end, a fresh server process is the oracle once more.

Prints: edits/s, hover-after-edit p50/p99/max, comparisons and mismatches, sizes, RSS at the end.
Fixed seed, bounded edit count and time. The oracle is the baseline: a correct incremental
analysis agrees with it everywhere. Not a test: the figures go to docs/reliability.md.

``--pauses P``: before a hover, with chance P, the client waits 50-500 ms (untimed; drawn apart from
the edits, which stay those of the seed), around the time after which the server catches up with
a document's edits unasked (``lsp/analyses.py``, ``IDLE_S``): some catch-ups finish, some are
stopped by the next edit, and some hovers come while one runs.

    python -m bench.soak [--edits 3000] [--seed 1] [--check-every 50] [--max-seconds 240]
        [--pauses 0.3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import tempfile
import time
from pathlib import Path

from bench.lib.client import BenchClient, Frozen, isolated_env, utf16_units
from bench.lib.stats import machine, pct

TERMS = ["ZeRO", "FSDP", "LoRA", "all-reduce", "tensor parallelism", "FlashAttention", "MoE",
         "gradient accumulation", "ট্রান্সফরমার", "সেলফ-অ্যাটেনশন"]
SNIPPETS = (
    ["x", "e", " ", " ", "\n", "\n", "#", '"', "'", '"""', "\r\n", "*", "_", "`", "///", "//", "-"]
    + ["\r"]  # a lone carriage return ends a line too (LSP)
    + ["ভাষা", "প্রশিক্ষণ", "🚀", "👩‍💻", "😀 ok", "é"]
    + [f" {t} " for t in TERMS] + ["ZeRO-3", "FSDP's"]
)
LATE_RETRY_S = 1.0
_LINE_END = re.compile(r"\r\n|\r|\n")

PYTHON = '''"""Training utilities: ZeRO and FSDP wrappers.

Uses gradient accumulation and LoRA adapters (ট্রান্সফরমার মডেল).
"""

import torch  # tensor parallelism is not used here


def step(model, batch):
    """One optimizer step with all-reduce of the gradients (FSDP shards them)."""
    # FlashAttention kernels are picked by the model 🚀
    loss = model(batch)
    text = "a string with FSDP inside is not prose"
    return loss  # MoE layers route tokens


class Trainer:
    """Runs ZeRO stage 3; see সেলফ-অ্যাটেনশন for the attention."""

    def fit(self):
        # LoRA: low-rank adapters; gradient accumulation over 4 steps
        pass
'''

MARKDOWN = '''# Distributed training notes

We shard with **FSDP** and compare it to *ZeRO* stage 3. Gradient accumulation
keeps the batch large; tensor parallelism splits layers.

- LoRA adapters for fine-tuning
- FlashAttention for long contexts 😀
- ট্রান্সফরমার মডেলে সেলফ-অ্যাটেনশন

```python
x = 1  # MoE in a fence
```

> A quote about all-reduce and `FSDP` in code font.
'''

RUST = '''//! Crate docs: an all-reduce helper for FSDP-style sharding.

/// Runs one ZeRO step.
///
/// Uses gradient accumulation; see LoRA and MoE (ট্রান্সফরমার).
pub fn step(x: u32) -> u32 {
    // tensor parallelism is a comment here 🚀
    let s = "FlashAttention in a string";
    x + 1
}

/// FSDP shards parameters.
fn other() {}
'''

COPIES = 4  # each text four times over (2 to 3 KB): many regions whose offsets an edit moves
DOCUMENTS = [("train.py", "python", PYTHON * COPIES), ("notes.md", "markdown", MARKDOWN * COPIES),
             ("lib.rs", "rust", RUST * COPIES)]


class TrackedText:
    """The client's copy of one document, with LSP (line, UTF-16) positions of its offsets."""

    def __init__(self, text: str) -> None:
        self.text = text

    def valid(self, offset: int) -> int:
        """``offset`` moved back off the middle of a ``\\r\\n`` (no LSP position is there)."""
        if 0 < offset < len(self.text) and self.text[offset - 1] == "\r" and self.text[offset] == "\n":
            return offset - 1
        return offset

    def position(self, offset: int) -> tuple[int, int]:
        line, start = 0, 0
        for m in _LINE_END.finditer(self.text, 0, offset):  # offset is never inside a \r\n
            line, start = line + 1, m.end()
        return line, utf16_units(self.text[start:offset])

    def replace(self, start: int, end: int, new: str) -> tuple[tuple[int, int], tuple[int, int], str]:
        """Apply the change here; the LSP change (range in the text before it) to send."""
        change = (self.position(start), self.position(end), new)
        self.text = self.text[:start] + new + self.text[end:]
        return change

    def term_offsets(self) -> list[int]:
        """An offset inside every glossary term written in the text (found by the client)."""
        found = []
        for term in TERMS:
            at = self.text.find(term)
            while at != -1:
                found.append(at + len(term) // 2)
                at = self.text.find(term, at + 1)
        return found


def random_change(rng: random.Random, doc: TrackedText, target_size: int):
    """One insertion, deletion or replacement at a random place (more deletions when grown)."""
    n = len(doc.text)
    start = doc.valid(rng.randrange(n + 1))
    grow = 0.45 if n > 1.5 * target_size else 0.6 if n > 0.5 * target_size else 0.9
    kind = rng.random()
    if kind < grow or n == 0:
        return doc.replace(start, start, rng.choice(SNIPPETS))
    end = doc.valid(min(n, start + rng.randint(1, 8)))
    if end <= start:
        return doc.replace(start, start, rng.choice(SNIPPETS))
    return doc.replace(start, end, "" if kind < 0.85 else rng.choice(SNIPPETS))


def summary(hover) -> tuple | None:
    if hover is None:
        return None
    r = hover.range
    where = None if r is None else (r.start.line, r.start.character, r.end.line, r.end.character)
    return hover.contents.value, where


class Oracle:
    """Compares the live documents' hovers with those of a fresh parse of the same text."""

    def __init__(self, rng: random.Random, samples: int) -> None:
        self.rng = rng
        self.samples = samples
        self.compared = 0
        self.with_content = 0  # comparisons where the fresh parse found a term
        self.late = 0  # differed, but only because one side was empty past the server's time budget
        self.examples: list[str] = []

    def positions(self, doc: TrackedText) -> list[tuple[int, int]]:
        terms = doc.term_offsets()
        offsets = self.rng.sample(terms, min(len(terms), self.samples // 2))
        offsets += [doc.valid(self.rng.randrange(len(doc.text) + 1)) for _ in range(self.samples - len(offsets))]
        return [doc.position(o) for o in offsets]

    async def compare(self, live: BenchClient, live_uri: str, fresh: BenchClient, fresh_uri: str,
                      doc: TrackedText, label: str) -> int:
        """The count of sampled positions where the two answers differ."""
        mismatches = 0
        for line, col in self.positions(doc):
            got = summary(await live.hover(live_uri, line, col))
            want = summary(await fresh.hover(fresh_uri, line, col))
            self.compared += 1
            self.with_content += want is not None
            if got != want and None in (got, want):
                # past its 150 ms budget the server answers empty while it analyses in the background
                # (a loaded host can take that long for a fresh didOpen): ask both again once it is done
                await asyncio.sleep(LATE_RETRY_S)
                got = summary(await live.hover(live_uri, line, col))
                want = summary(await fresh.hover(fresh_uri, line, col))
                self.late += got == want
            if got != want:
                mismatches += 1
                if len(self.examples) < 5:
                    self.examples.append(f"{label} {live_uri} at {line}:{col}: live {_short(got)} / fresh {_short(want)}")
        return mismatches


def _short(s: tuple | None) -> str:
    return "None" if s is None else f"{s[0][:40]!r}@{s[1]}"


class LiveDoc:
    """One document open in the server under test, and the client's copy of its text."""

    def __init__(self, root: Path, name: str, language_id: str, text: str) -> None:
        self.name = name
        self.language_id = language_id
        self.uri = (root / name).as_uri()
        self.tracked = TrackedText(text)
        self.initial_size = len(text)


class Soak:
    def __init__(self, args: argparse.Namespace, server: BenchClient, root: Path) -> None:
        self.args = args
        self.server = server
        self.root = root
        self.rng = random.Random(args.seed)
        self.pause_rng = random.Random(args.seed + 1)
        self.paused_s = 0.0
        self.oracle = Oracle(self.rng, args.samples)
        self.docs = [LiveDoc(root, name, language_id, text) for name, language_id, text in DOCUMENTS]
        self.round_trip_ms: list[float] = []
        self.edits = self.notifications = self.checks = self.mismatches = 0

    async def run(self) -> None:
        for doc in self.docs:
            self.server.open(doc.uri, doc.language_id, doc.tracked.text)
        deadline = time.perf_counter() + self.args.max_seconds
        while self.edits < self.args.edits and time.perf_counter() < deadline:
            before = self.edits
            await self.edit_once()
            if self.edits // self.args.check_every > before // self.args.check_every:
                await self.check()

    async def edit_once(self) -> None:
        """One didChange of one to three random changes, then a hover on a term: timed together."""
        doc = self.rng.choice(self.docs)
        text = doc.tracked
        changes = [random_change(self.rng, text, doc.initial_size) for _ in range(self.rng.choice([1, 1, 1, 2, 3]))]
        terms = text.term_offsets()
        at = text.position(self.rng.choice(terms) if terms else text.valid(self.rng.randrange(len(text.text) + 1)))
        t0 = time.perf_counter()
        self.server.change(doc.uri, changes)
        if self.args.pauses and self.pause_rng.random() < self.args.pauses:
            pause = self.pause_rng.uniform(0.05, 0.5)
            await asyncio.sleep(pause)
            self.paused_s += pause
            t0 = time.perf_counter()  # the hover alone
        await self.server.hover(doc.uri, *at)
        self.round_trip_ms.append((time.perf_counter() - t0) * 1000)
        self.notifications += 1
        self.edits += len(changes)

    async def check(self) -> None:
        """Each document's current text opened afresh under another URI: hovers must agree."""
        self.checks += 1
        for doc in self.docs:
            fresh_uri = (self.root / f"oracle-{self.checks}" / doc.name).as_uri()
            self.server.open(fresh_uri, doc.language_id, doc.tracked.text)
            self.mismatches += await self.oracle.compare(self.server, doc.uri, self.server, fresh_uri, doc.tracked, "didOpen")
            self.server.close(fresh_uri)

    async def against_fresh_process(self, env: dict[str, str], work: Path) -> int:
        """The final texts opened in a new server process, compared with the live documents."""
        fresh = BenchClient(self.args.timeout, self.args.load_timeout, self.args.max_rss_mb)
        root = work / "fresh"
        root.mkdir()
        mismatches = 0
        try:
            await fresh.start(root, env)
            await fresh.wait_ready(root)
            for doc in self.docs:
                fresh_uri = (root / doc.name).as_uri()
                fresh.open(fresh_uri, doc.language_id, doc.tracked.text)
                mismatches += await self.oracle.compare(self.server, doc.uri, fresh, fresh_uri, doc.tracked, "process")
        finally:
            await fresh.stop()
        return mismatches

    def report(self, elapsed: float, rss: float, fresh_mismatches: int | None, frozen: str | None) -> None:
        args, ms = self.args, self.round_trip_ms
        print(f"soak: seed {args.seed}, {len(self.docs)} documents, {self.edits} edits in {self.notifications} "
              f"didChange (each followed by a hover), a check every {args.check_every} edits, "
              f"{args.samples} positions a document")
        print(machine())
        if frozen:
            print(f"FROZEN after {self.edits} edits: {frozen}")
            if self.server.stderr_tail:
                print("server stderr (tail):", self.server.stderr_tail.decode("utf-8", "replace")[-600:])
        if ms:
            editing = sum(ms) / 1000  # the didChange + hover round trips only, without the checks
            print(f"edit phase: {elapsed:.1f} s with the checks; {editing:.1f} s of didChange + hover round trips: "
                  f"{self.edits / editing:.0f} edits/s, {self.notifications / editing:.0f} didChange + hover/s")
            print(f"edit + hover ms: p50 {pct(ms, 0.5):.1f}  p99 {pct(ms, 0.99):.1f}  max {max(ms):.1f}")
        if args.pauses:
            print(f"pauses before a hover: {self.paused_s:.1f} s in all (chance {args.pauses})")
        print(f"fresh didOpen oracle: {self.checks} checks, {self.mismatches} mismatches")
        if fresh_mismatches is not None:
            print(f"fresh process oracle (final texts): {fresh_mismatches} mismatches")
        print(f"hovers compared in all: {self.oracle.compared}, {self.oracle.with_content} of them on a term; "
              f"{self.oracle.late} answered empty within the time budget at first and equal when asked again")
        for example in self.oracle.examples:
            print("  mismatch:", example)
        sizes = ", ".join(f"{d.name} {len(d.tracked.text)} chars / {len(_LINE_END.findall(d.tracked.text))} lines"
                          for d in self.docs)
        print(f"final documents: {sizes}")
        print(f"server RSS at the end: {rss:.0f} MB (peak {self.server.peak_rss_mb:.0f} MB)")


async def soak(args: argparse.Namespace) -> None:
    work = Path(tempfile.mkdtemp(prefix="aig-soak-"))
    root = work / "ws"
    root.mkdir()
    env = isolated_env(work / "config", work / "cache")
    server = BenchClient(args.timeout, args.load_timeout, args.max_rss_mb)
    run = Soak(args, server, root)
    frozen, rss, fresh_mismatches = None, float("nan"), None
    t0 = time.perf_counter()
    try:
        await server.start(root, env)
        await server.wait_ready(root)
        t0 = time.perf_counter()
        await run.run()
        elapsed = time.perf_counter() - t0
        rss = server.rss_mb()
        fresh_mismatches = await run.against_fresh_process(env, work)
    except Frozen as exc:
        frozen, elapsed = str(exc), time.perf_counter() - t0
    finally:
        await server.stop()
    run.report(elapsed, rss, fresh_mismatches, frozen)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=3000, help="changes to apply (one to three a didChange)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check-every", type=int, default=50, help="compare with the oracle every N edits")
    parser.add_argument("--samples", type=int, default=16, help="hover positions compared a document per check")
    parser.add_argument("--max-seconds", type=float, default=240.0, help="stop editing after this long")
    parser.add_argument("--pauses", type=float, default=0.0, help="the chance of a 50-500 ms pause before a hover")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds before a request counts as frozen")
    parser.add_argument("--load-timeout", type=float, default=120.0, help="the same, for the glossary load")
    parser.add_argument("--max-rss-mb", type=float, default=2048.0, help="a server above this is killed")
    asyncio.run(soak(parser.parse_args()))


if __name__ == "__main__":
    main()
