"""Every kind of edit + a hover at the end of the file: ai-glossary beside a bare pygls server, in one run.

Goal: a keystroke does not wait for work the hover does not need. Two 10,000-line Python files
(:mod:`bench.lib.workloads`): the dense one (a comment with a term on every third line) and the
realistic module. For each kind of edit, ``--edits`` times: the edit, a hover on a term at the end
of the file, then the edit that undoes it, and a hover again (so the text stays the same). Prints
p50 and p99 of edit + hover in ms for both servers and their ratio (goal: p50 at most 1.5x the bare
server's), our p50 of each edit and each undo apart (a kind may take two edits: opening a docstring,
then closing it; the verdict needs every one within 1.5x), and how many hovers found their term.

``--in-process``: instead, the same edits and hovers on a ``DocumentAnalysis`` in this process
(``update``, then ``match_at`` at the term), CPU time per edit, p50 of the edits and of the undos:
what the server's own work costs, apart from the host's load that the wall times above carry.

``--pause MS``: the hover comes MS after the edit, as when a person stops typing and then hovers
(the server catches up with the edits during the pause: ``lsp/analyses.py``, ``IDLE_S``), and only
the hover is timed. ``--baseline DIR[,DIR...]``: also time the servers of other checkouts (their
``server/`` first on the path), in the same turns, e.g. a ``git worktree`` of the commit before a change.

    python -m bench.edits [--runs 3] [--edits 40] [--files dense,realistic] [--in-process]
        [--pause MS] [--kinds SUBSTRING,...] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Callable

from bench.lib.client import BenchClient, Change
from bench.lib.servers import SERVERS, with_baselines
from bench.lib.stats import machine, pct
from bench.lib.workloads import File, files as make_files, indent

# A kind of edit: (file, k) -> the edits, each with its undo, applied in order (undos in reverse).
Kind = Callable[[File, int], list[tuple[Change, Change]]]


def insert(line: int, col: int, text: str) -> tuple[Change, Change]:
    """Insert ``text`` at (line, col), and the change that deletes it again."""
    rows = text.split("\n")
    end = (line + len(rows) - 1, (col if len(rows) == 1 else 0) + len(rows[-1]))
    return ((line, col), (line, col), text), ((line, col), end, "")


def comment_line(f: File, k: int) -> tuple[int, str]:
    i = f.comment_lines[(k * 53) % len(f.comment_lines)]
    return i, f.lines[i]


def code_line(f: File, k: int) -> tuple[int, str]:
    i = f.code_lines[(k * 59) % len(f.code_lines)]
    return i, f.lines[i]


def comment_middle(f: File, k: int):
    i, line = comment_line(f, k)
    return [insert(i, line.index(f.middle_word) + 3, "x")]


def comment_first_word(f: File, k: int):
    i, line = comment_line(f, k)
    return [insert(i, line.index("#") + 2, "x")]


def in_code(text: str) -> Kind:
    def kind(f: File, k: int):
        i, _line = code_line(f, k)
        return [insert(i, f.code_column, text)]
    return kind


def new_line_in_code(f: File, k: int):
    i, line = code_line(f, k)
    return [insert(i, len(line), "\n" + indent(line))]


def new_comment_line(f: File, k: int):
    i, line = code_line(f, k)
    return [insert(i, 0, indent(line) + "# a note on LoRA\n")]


def docstring(f: File, k: int):
    """Open a docstring on a new line (it swallows code up to the next quotes), then close it."""
    i, line = code_line(f, k)
    opening = indent(line) + '"""Opening a docstring'
    return [insert(i, 0, opening + "\n"), insert(i, len(opening), '"""')]


def delete_line(f: File, k: int):
    i, line = code_line(f, k)
    return [(((i, 0), (i + 1, 0), ""), ((i, 0), (i, 0), line + "\n"))]


def paste_200(f: File, k: int):
    i, _line = code_line(f, k)
    src = f.code_lines[(k * 31 + 7) % len(f.code_lines)] - 100
    return [insert(i, 0, "\n".join(f.lines[src:src + 200]) + "\n")]


KINDS: dict[str, Kind] = {
    "typing in the middle of a comment line": comment_middle,
    "typing in a line of code": in_code("q"),
    "typing at the first word of a comment line": comment_first_word,
    "a new line in code": new_line_in_code,
    "a new comment line": new_comment_line,
    'typing a quote (")': in_code('"'),
    "typing #": in_code("#"),
    "opening, then closing a docstring": docstring,
    "deleting a line": delete_line,
    "pasting 200 lines": paste_200,
}


async def run_one(cmd: list[str], files: dict[str, File], edits: int, kinds: dict[str, Kind],
                  pause_s: float, env: dict[str, str]) -> dict:
    client = BenchClient(cmd=cmd)
    await client.start(None, env)
    out: dict = {"found": 0, "hovers": 0}
    for fname, f in files.items():
        uri = f"file:///bench/{fname}.py"
        client.open(uri, "python", f.text)
        await client.hover(uri, *f.hover_at)  # the open is not measured here (bench.server does)
        for kname, kind in kinds.items():
            times: dict[str, list[float]] = {}  # by step: "edit 1", "edit 2", ..., "undo 2", "undo 1"
            for k in range(edits):
                pairs = list(enumerate(kind(f, k), start=1))
                steps = ([(f"edit {j}", c) for j, (c, _undo) in pairs]
                         + [(f"undo {j}", u) for j, (_c, u) in reversed(pairs)])
                for step, change in steps:
                    t0 = time.perf_counter()
                    client.change(uri, [change])
                    if pause_s:
                        await asyncio.sleep(pause_s)
                        t0 = time.perf_counter()  # only the hover is timed
                    hover = await client.hover(uri, *client.moved(uri, f.hover_at))
                    times.setdefault(step, []).append((time.perf_counter() - t0) * 1000)
                    out["found"] += hover is not None
                    out["hovers"] += 1
            out[(fname, kname)] = [t for step_times in times.values() for t in step_times]
            out[(fname, kname, "steps")] = list(times)
            for step, step_times in times.items():
                out[(fname, kname, step)] = step_times
        out[(fname, "rss")] = client.rss_mb()
    await client.stop()
    return out


def offset(text: str, line: int, column: int) -> int:
    """The code point at (line, column) of ``text`` (the files are ASCII: UTF-16 units are code points)."""
    at = 0
    for _ in range(line):
        at = text.index("\n", at) + 1
    return at + column


def in_process(files: dict[str, File], edits: int, kinds: dict[str, Kind]) -> None:
    from ai_glossary.core.detection.analysis import DocumentAnalysis
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.glossary.builtin import load_builtin

    detector = Detector.compile(load_builtin())
    print(f"in one process: DocumentAnalysis.update + match_at, CPU ms; {edits} edits + {edits} undos per kind")
    for fname, f in files.items():
        analysis = DocumentAnalysis(f.text, "python", detector)
        from_end = len(f.text) - offset(f.text, *f.hover_at)  # every edit is before the term
        for kname, kind in kinds.items():
            times: dict[str, list[float]] = {"edit": [], "undo": []}
            for k in range(edits):
                pairs = kind(f, k)
                for step, ((sl, sc), (el, ec), new) in [("edit", c) for c, _undo in pairs] + [
                        ("undo", u) for _c, u in reversed(pairs)]:
                    text = analysis.text
                    s, oe = offset(text, sl, sc), offset(text, el, ec)
                    t0 = time.process_time()
                    analysis.update([(s, oe, new)])
                    analysis.match_at(len(analysis.text) - from_end)
                    times[step].append((time.process_time() - t0) * 1000)
            print(f"{fname:10} {kname:44} edits p50 {pct(times['edit'], 0.5):7.2f} p99 {pct(times['edit'], 0.99):7.2f}"
                  f"   undos p50 {pct(times['undo'], 0.5):6.2f} p99 {pct(times['undo'], 0.99):7.2f}")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--edits", type=int, default=40, help="edits (each with its undo) per kind and file")
    parser.add_argument("--files", default="dense,realistic")
    parser.add_argument("--in-process", action="store_true", help="time the analysis in this process instead")
    parser.add_argument("--pause", type=float, default=0.0, help="ms between each edit and its hover (untimed)")
    parser.add_argument("--kinds", default="", help="only the kinds of edit whose names hold one of these")
    parser.add_argument("--baseline", default="", help="a checkout whose server is timed too")
    args = parser.parse_args()
    files = make_files(args.files)
    wanted = [w for w in args.kinds.split(",") if w]
    kinds = {k: v for k, v in KINDS.items() if not wanted or any(w in k for w in wanted)}
    if args.in_process:
        in_process(files, args.edits, kinds)
        return
    servers = with_baselines(args.baseline)
    bare, ours = SERVERS
    baselines = [name for name in servers if name not in SERVERS]
    results: dict[str, list[dict]] = {name: [] for name in servers}
    for _ in range(args.runs):
        for name, (cmd, env) in servers.items():  # interleaved, so all see the same machine state
            results[name].append(await run_one(cmd, files, args.edits, kinds, args.pause / 1000, env))
    print(f"{machine()}; {args.runs} runs, {args.edits} edits + {args.edits} undos per kind; "
          "each figure the median over runs")
    what = f"hover {args.pause:g} ms after the edit" if args.pause else "edit + hover at the end of the file"
    print(f"{'file':10} {what:44} {'bare p50':>9} {'ours p50':>9} {'ratio':>6}"
          f" {'bare p99':>9} {'ours p99':>9}   ours p50 of each edit / of each undo"
          + "".join(f"   {name}: the same, p99" for name in baselines))
    for fname in files:
        for kname in kinds:
            def median_over_runs(name: str, q: float, *step: str) -> float:
                return statistics.median(pct(r[(fname, kname, *step)], q) for r in results[name])

            def each_step(name: str) -> tuple[list[float], str]:
                """The p50 of each step (median over runs), and them written "edits / undos"."""
                names = results[name][0][(fname, kname, "steps")]
                p50 = [median_over_runs(name, 0.5, step) for step in names]
                edits = ", ".join(f"{t:.2f}" for step, t in zip(names, p50) if step.startswith("edit"))
                undos = ", ".join(f"{t:.2f}" for step, t in zip(names, p50) if step.startswith("undo"))
                return p50, f"{edits} / {undos}"

            cells = {name: (median_over_runs(name, 0.5), median_over_runs(name, 0.99)) for name in SERVERS}
            ratio = cells[ours][0] / cells[bare][0]
            steps, written = each_step(ours)
            # met when every step is (opening a docstring and closing it, each edit and each undo):
            # half of them fast would put the p50 of all on the fast side's edge
            verdict = "met" if max(steps) <= 1.5 * cells[bare][0] else "MISS"
            baseline = "".join(f"   {each_step(name)[1]}, {median_over_runs(name, 0.99):.2f}" for name in baselines)
            print(f"{fname:10} {kname:44} {cells[bare][0]:9.2f} {cells[ours][0]:9.2f} {ratio:5.2f}x"
                  f" {cells[bare][1]:9.2f} {cells[ours][1]:9.2f}  {verdict:4} {written}" + baseline)
        rss = {name: statistics.median(r[(fname, "rss")] for r in results[name]) for name in servers}
        print(f"{fname:10} {'resident memory after its edits (MB)':44} {rss[bare]:9.0f} {rss[ours]:9.0f}"
              + "".join(f"   {name} {rss[name]:.0f}" for name in baselines))
    for name in servers:
        if name != bare:
            found = sum(r["found"] for r in results[name])
            total = sum(r["hovers"] for r in results[name])
            print(f"{name}: {found} of {total} hovers found the term at the end of the file")


if __name__ == "__main__":
    asyncio.run(main())
