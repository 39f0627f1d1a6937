"""Pathological inputs against the real server: does any request wait more than 200 ms?

The budget (docs/reliability.md): no request waits more than 200 ms for the analysis of one
document. Each case below starts a fresh server (so that a freeze in one case cannot spoil the
next), generates its input, and measures request latencies over a fixed count of requests. Every
request has a timeout, so a freeze is reported as a MISS instead of hanging the run.

    a  4,000 consecutive comment lines with terms: one-character edits inside the block + hover
    b  Markdown: one 100 KB line of nested (and of unclosed) `*`/`_` emphasis: hovers
    c  a 5.6 MB single line, over maxDocumentSize (4,000,000): edits + hover, answered empty
    d  a 3.5 MB one-line Python comment (under the limit): hovers and edits + hover
    e  a 200,000-line Python file (~3.4 MB): first hover after didOpen, hovers, edits + hover
    f  a project glossary with one concept of 999 aliases (the most under the limit on forms): hovers and the size of the hover

Prints one line per measurement: case, what was measured, count, p50 ms, max ms, the budget and
PASS (max within the budget) or MISS. ``--baseline DIR[,DIR...]``: each case also runs in the
server of another checkout, right after ours, its lines marked ``a:DIR``. Not a test: the figures
go to docs/performance.md and docs/reliability.md.

    python -m bench.pathological [--cases a,b,c,d,e,f] [--repeat 20] [--opens 3] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Awaitable, Callable

from bench.lib.client import BenchClient, Frozen, isolated_env
from bench.lib.servers import OUR_SERVER, SERVERS, with_baselines
from bench.lib.stats import machine

BUDGET_MS = 200.0
RETRY_S = 0.02  # between hovers that wait for a background analysis


class Measurement:
    """Latency samples of one kind of request in one case, printed as one line."""

    width = 4  # of the case column: a case key, and the baseline's name after it

    def __init__(self, case: str, what: str) -> None:
        self.case = case
        self.what = what
        self.samples: list[float] = []
        self.found = 0  # hovers that came back with content

    def add(self, ms: float, hover) -> None:
        self.samples.append(ms)
        self.found += hover is not None

    def report(self, note: str = "", frozen: str | None = None, budget: bool = True) -> None:
        n = len(self.samples)
        p50 = f"{statistics.median(self.samples):9.1f}" if self.samples else f"{'-':>9}"
        if frozen:
            worst, verdict, note = f"{'frozen':>9}", "MISS", f"request {n + 1}: {frozen}"
        else:
            worst = f"{max(self.samples):9.1f}"
            verdict = ("PASS" if max(self.samples) <= BUDGET_MS else "MISS") if budget else "-"
            note = f"hover found {self.found}/{n}" + (f"; {note}" if note else "")
        print(f"{self.case:{Measurement.width}} {self.what:62} {n:4} {p50} {worst} {BUDGET_MS:7.0f}  {verdict:5} {note}", flush=True)


class Case:
    """One server, one input; ``measure(what)`` starts the next line of the report."""

    def __init__(self, key: str, server: BenchClient, root: Path, args: argparse.Namespace) -> None:
        self.key = key
        self.server = server
        self.root = root
        self.repeat = args.repeat
        self.opens = args.opens
        self.current: Measurement | None = None

    def measure(self, what: str) -> Measurement:
        self.current = Measurement(self.key, what)
        return self.current

    def uri(self, name: str) -> str:
        return (self.root / name).as_uri()

    async def open(self, name: str, language_id: str, text: str, pos: tuple[int, int], empty: bool = False) -> str:
        """Open the document the next lines measure; its URI. Past the budget the server answers
        empty while it analyses in the background: hovers are repeated until one finds the term at
        ``pos`` (``empty``: until one is answered), and that wait is reported on a line of its own."""
        uri = self.uri(name)
        m = self.measure(f"didOpen until a hover finds the term (background analysis) ({name})")
        self.server.open(uri, language_id, text)
        t0 = time.perf_counter()
        while True:
            hover = await self.server.hover(uri, *pos)
            if hover is not None or empty:
                break
            if time.perf_counter() - t0 > self.server.timeout_s:
                raise Frozen(f"no hover found the term within {self.server.timeout_s:.0f} s")
            # a reader moves the mouse again after a while; hovers back to back (answered empty at
            # once for a large document not yet analysed) would only compete with the analysis
            await asyncio.sleep(RETRY_S)
        m.add((time.perf_counter() - t0) * 1000, hover)
        m.report("not a request: the time until the analysis is ready", budget=False)
        return uri

    async def first_hovers(self, what: str, name: str, language_id: str, text: str, pos: tuple[int, int],
                           note: str = "") -> None:
        """Hover right after didOpen, on a fresh URI each time (the server has not seen the text)."""
        m = self.measure(f"first hover after didOpen ({what})")
        for k in range(self.opens):
            uri = self.uri(f"open{k}-{name}")
            self.server.open(uri, language_id, text)
            m.add(*await self.server.timed_hover(uri, *pos))
            self.server.close(uri)
        m.report(note)

    async def hovers(self, what: str, uri: str, positions: list[tuple[int, int]], note: str = "") -> None:
        m = self.measure(f"hover ({what})")
        for k in range(self.repeat):
            m.add(*await self.server.timed_hover(uri, *positions[k % len(positions)]))
        m.report(note)

    async def edits_then_hover(self, what: str, uri: str, at: tuple[int, int],
                               hover_at: tuple[int, int] | Callable[[int], tuple[int, int]], note: str = "") -> None:
        """Insert an "x" at ``at``, hover; delete it again, hover; ... (``repeat`` edits in all).
        ``hover_at`` is not moved by the edit (it is before ``at`` on its line, or on another)."""
        m = self.measure(f"edit + hover ({what})")
        line, col = at
        for k in range(self.repeat):
            where = hover_at(k) if callable(hover_at) else hover_at
            t0 = time.perf_counter()
            if k % 2 == 0:
                self.server.change(uri, [((line, col), (line, col), "x")])
            else:
                self.server.change(uri, [((line, col), (line, col + 1), "")])
            hover = await self.server.hover(uri, *where)
            m.add((time.perf_counter() - t0) * 1000, hover)
        m.report(note)


# -- the cases -----------------------------------------------------------------------------------
async def case_comment_block(case: Case) -> None:
    """a: 4,000 consecutive comment lines, a term on each; one-character edits inside the block."""
    head = ["def train(model):", "    return model", ""]
    block = [f"# step {i} uses ZeRO and FSDP" for i in range(4000)]
    text = "\n".join(head + block + ["x = 1", ""])

    def on_zero(i: int) -> tuple[int, int]:  # the ZeRO of the block's line i
        return len(head) + i, block[i].index("ZeRO") + 1

    mid = on_zero(2000)
    await case.first_hovers("4,000-line comment block", "block.py", "python", text, mid)
    uri = await case.open("block.py", "python", text, mid)
    positions = [on_zero(i) for i in range(0, 4000, 397)]
    await case.hovers("4,000-line comment block", uri, positions)
    # inside the block's middle line, between "and" and " FSDP"; the hover is on that line's ZeRO,
    # before the edit, then on lines further away
    edit_at = (mid[0], block[2000].index(" FSDP"))
    await case.edits_then_hover("middle of the block, hover same line", uri, edit_at, mid)
    await case.edits_then_hover("middle of the block, hover other lines", uri, edit_at,
                                lambda k: positions[k % len(positions)])


def emphasis_line(unit_open: str, unit_close: str, size: int) -> tuple[str, int]:
    """``size`` characters of emphasis openers (then closers, if any) around an FSDP; its column."""
    lead = "FSDP and ZeRO: "
    n = (size - len(lead)) // (len(unit_open) + len(unit_close))
    line = lead + unit_open * n + "FSDP" + unit_close * n
    return line, len(lead) + len(unit_open) * n + 1


async def markdown_emphasis(case: Case, shape: str, opener: str, closer: str) -> None:
    """b: one 100 KB Markdown line of emphasis openers (and closers) around an FSDP."""
    line, fsdp_col = emphasis_line(opener, closer, 100_000)
    text = "# Notes\n\n" + line + "\n\nMore about LoRA.\n"
    name = f"{shape}.md"
    what = f"100 KB {shape} emphasis line"
    await case.first_hovers(what, name, "markdown", text, (2, fsdp_col))
    uri = await case.open(name, "markdown", text, (2, 1))
    await case.hovers(what, uri, [(2, fsdp_col), (2, 1), (4, 12)])
    # the FSDP moves by one column at most: the hover stays on it
    await case.edits_then_hover(what + ", hover same line", uri, (2, fsdp_col - 20), (2, fsdp_col))


async def case_nested_emphasis(case: Case) -> None:
    await markdown_emphasis(case, "nested", "*a _b ", " b_ a*")


async def case_unclosed_emphasis(case: Case) -> None:
    await markdown_emphasis(case, "unclosed", "*a _b ", "")


UNIT = "step uses ZeRO and FSDP "


def one_line_comment(size: int) -> str:
    return "# " + UNIT * ((size - 2) // len(UNIT)) + "\n"


def on_zero(size: int, fraction: float) -> tuple[int, int]:
    """Inside a ZeRO about ``fraction`` of the way along :func:`one_line_comment`."""
    k = int(fraction * (size - 2) // len(UNIT))
    return 0, 2 + k * len(UNIT) + UNIT.index("ZeRO") + 1


async def case_over_the_limit(case: Case) -> None:
    """c: a 5.6 MB single line, over maxDocumentSize: every answer should be empty, at once."""
    size = 5_600_000
    text = one_line_comment(size)
    what = f"{len(text) / 1e6:.1f} MB line, over maxDocumentSize"
    empty = "empty answers expected"
    await case.first_hovers(what, "huge.py", "python", text, on_zero(size, 0.5), empty)
    uri = await case.open("huge.py", "python", text, on_zero(size, 0), empty=True)
    await case.hovers(what, uri, [on_zero(size, f) for f in (0, 0.5, 0.9)], empty)
    await case.edits_then_hover(what, uri, (0, 1_000_000), on_zero(size, 0), empty)


async def case_long_line(case: Case) -> None:
    """d: a 3.5 MB one-line Python comment, under the limit, a term every 24 characters."""
    size = 3_500_000
    text = one_line_comment(size)
    what = f"{len(text) / 1e6:.1f} MB one-line comment"
    await case.first_hovers(what, "long.py", "python", text, on_zero(size, 0.5))
    uri = await case.open("long.py", "python", text, on_zero(size, 0))
    await case.hovers(what, uri, [on_zero(size, f) for f in (0, 0.5, 0.9)])
    await case.edits_then_hover(what, uri, (0, size // 2), on_zero(size, 0))


def many_lines(count: int) -> tuple[str, list[tuple[int, int]]]:
    """A Python file of ``count`` lines: a comment with a term on every third line."""
    out, positions = [], []
    for i in range(count):
        if i % 3 == 0:
            out.append(f"# step {i} uses FSDP")
            positions.append((i, len(out[-1]) - 2))
        else:
            out.append(f"x = {i}" if i % 3 == 1 else f"y{i} = {i}")
    return "\n".join(out) + "\n", positions


async def case_many_lines(case: Case) -> None:
    """e: a 200,000-line Python file (~3.4 MB)."""
    text, positions = many_lines(200_000)
    what = f"200,000 lines, {len(text) / 1e6:.1f} MB"
    await case.first_hovers(what, "long_file.py", "python", text, positions[len(positions) // 2])
    uri = await case.open("long_file.py", "python", text, positions[0])
    spread = positions[:: len(positions) // 10]
    await case.hovers(what, uri, spread)
    # a code line in the middle of the file; hovers on terms all over it
    await case.edits_then_hover(what, uri, (100_001, 1), lambda k: spread[k % len(spread)])


# the most a concept may have with its term (core/glossary/limits.py); over it, the concept is refused
ALIASES = 999


def base36(i: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        i, r = divmod(i, 36)
        out = digits[r] + out
        if i == 0:
            return out


def huge_concept_glossary() -> str:
    aliases = ", ".join(f"zq{base36(i)}" for i in range(ALIASES))
    return (
        "concepts:\n"
        "  - id: blorp-sharding\n"
        "    term: Blorp Sharding\n"
        "    definitions:\n"
        "      en: Splitting blorps across the nodes of a cluster.\n"
        f"    aliases: [{aliases}]\n"
    )


async def case_huge_concept(case: Case) -> None:
    """f: a project glossary whose one concept has 999 aliases (written before the start)."""
    last = f"zq{base36(ALIASES - 1)}"  # the last alias
    lines = [f"x = 1  # the Blorp Sharding step, also {last} and FSDP"]
    lines += [f"y{i} = {i}  # Blorp Sharding {i}" for i in range(1000)]
    text = "\n".join(lines) + "\n"
    uri = case.uri("uses.py")
    blorp, alias, fsdp = ((0, lines[0].index(form) + 1) for form in ("Blorp", last, "FSDP"))

    def on_blorp(k: int) -> tuple[int, int]:  # lines other than the edited one
        line = 1 + k * 37 % 999
        return line, lines[line].index("Blorp") + 1

    m = case.measure("first hover after start (waits for the glossary load)")
    case.server.open(uri, "python", text)
    m.add(*await case.server.timed_hover(uri, *blorp, timeout_s=case.server.load_timeout_s))
    m.report("load of the project file, not document analysis")
    m = case.measure(f"hover on the concept with {ALIASES:,} aliases")
    sizes = []
    for k in range(case.repeat):
        ms, hover = await case.server.timed_hover(uri, *(blorp if k % 2 == 0 else alias))
        m.add(ms, hover)
        sizes.append(len(hover.contents.value.encode("utf-8")) if hover else 0)
    m.report(f"hover text {max(sizes):,} bytes")
    await case.hovers("a built-in concept, same glossary", uri, [fsdp])
    await case.edits_then_hover("1,000-line file, same glossary", uri, (1000, 1), on_blorp)


Body = Callable[[Case], Awaitable[None]]
# each body runs in a server of its own: a freeze ends that body only
CASES: dict[str, tuple[list[Body], Callable[[], str] | None]] = {
    "a": ([case_comment_block], None),
    "b": ([case_nested_emphasis, case_unclosed_emphasis], None),
    "c": ([case_over_the_limit], None),
    "d": ([case_long_line], None),
    "e": ([case_many_lines], None),
    "f": ([case_huge_concept], huge_concept_glossary),
}


async def run_body(key: str, body: Body, project_glossary: Callable[[], str] | None, args: argparse.Namespace,
                   cmd: list[str], env: dict[str, str]) -> None:
    """``body`` in a server of its own (``cmd`` in ``env``); ``key`` heads its lines."""
    root = Path(tempfile.mkdtemp(prefix="aig-bench-case-"))
    if project_glossary is not None:
        (root / ".ai-glossary.yaml").write_text(project_glossary(), encoding="utf-8")
    server = BenchClient(args.timeout, args.load_timeout, args.max_rss_mb, cmd=cmd)
    case = Case(key, server, root, args)
    t0 = time.perf_counter()
    try:
        await server.start(root, env)
        if project_glossary is None:  # the built-in glossary is loaded before anything is measured
            await server.wait_ready(root)
        await body(case)
    except Frozen as exc:
        if case.current is not None:
            case.current.report(frozen=str(exc))
        else:
            print(f"{key:{Measurement.width}} the server did not start: {exc}", flush=True)
        if server.stderr_tail:
            print("     server stderr (tail):", server.stderr_tail.decode("utf-8", "replace")[-600:], flush=True)
    finally:
        await server.stop()
    print(f"{key:{Measurement.width}} ({time.perf_counter() - t0:.1f} s in this server; "
          f"its peak RSS {server.peak_rss_mb:.0f} MB)", flush=True)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", default=",".join(CASES), help="comma-separated, of " + ",".join(CASES))
    parser.add_argument("--repeat", type=int, default=20, help="hovers, and edits, per measurement")
    parser.add_argument("--opens", type=int, default=3, help="fresh didOpen + first hover per measurement")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds before a request counts as frozen")
    parser.add_argument("--load-timeout", type=float, default=120.0, help="the same, for a glossary load")
    parser.add_argument("--max-rss-mb", type=float, default=2048.0, help="a server above this is killed (a MISS)")
    parser.add_argument("--baseline", default="",
                        help="checkouts (DIR[,DIR...]) whose servers run every case too, each right after ours")
    args = parser.parse_args()
    keys = [k.strip() for k in args.cases.split(",") if k.strip()]
    unknown = [k for k in keys if k not in CASES]
    if unknown:
        parser.error(f"unknown case(s) {', '.join(unknown)}; choose from {', '.join(CASES)}")
    work = Path(tempfile.mkdtemp(prefix="aig-bench-"))
    env = isolated_env(work / "config", work / "cache")  # one glossary cache, compiled by the first case
    # ours and the baselines' (the bare pygls server answers every hover alike: nothing to compare)
    servers = {name: server for name, server in with_baselines(args.baseline, env).items() if name not in SERVERS}
    servers = {"": (OUR_SERVER, env), **{f":{name}": server for name, server in servers.items()}}
    Measurement.width = max(4, *(len(key) + len(name) for key in keys for name in servers))
    print(f"{machine()}; budget {BUDGET_MS:.0f} ms a request; "
          f"timeout {args.timeout:.0f} s; {args.repeat} requests per hover/edit line, {args.opens} per first-hover line")
    print(f"{'case':{Measurement.width}} {'measured':62} {'n':>4} {'p50 ms':>9} {'max ms':>9} {'budget':>7}  verdict")
    t0 = time.perf_counter()
    for key in keys:
        bodies, project_glossary = CASES[key]
        for body in bodies:
            for name, (cmd, server_env) in servers.items():
                await run_body(key + name, body, project_glossary, args, cmd, server_env)
    print(f"total {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    asyncio.run(main())
