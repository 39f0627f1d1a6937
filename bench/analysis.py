"""The detection engine: regions + matching for a 10,000-line file, and the re-analysis after a
one-line edit, on the engine the server and `scan` share.

    python -m bench.analysis [--instructions]

Two Python files of :mod:`bench.lib.workloads`: the realistic mix (code, comments, docstrings)
and the dense server workload (a term in every third line). Edits: a digit in code (deferred
re-parse), a letter typed in a comment (deferred), and a new comment line (a real re-parse).
Prints medians of CPU time of this process; not a test.

The full analysis is split into what tree-sitter's C code costs (parse, comment/docstring query:
the baseline, measured in the same run) and the rest (ours: regions, matching, evidence), because the host's speed changes from minute
to minute. ``--instructions`` also counts CPU instructions with valgrind's callgrind (when
installed), which do not depend on the host's load: the way to compare two commits.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ThreadPoolExecutor
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import tree_sitter
from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.regions import languages
from ai_glossary.core.glossary.builtin import load_builtin

from bench.lib.stats import machine
from bench.lib.workloads import python_source, workload

ROOT = Path(__file__).resolve().parents[1]  # where ``python -m bench.analysis`` runs
FILES = {"realistic": python_source, "dense": lambda: workload()[0]}


def cpu_ms(fn) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def stage(name: str, text: str, detector: Detector):
    """A function running one stage of the analysis of ``text`` once."""
    grammar = languages.grammar("python")
    src = text.encode()
    tree = grammar.parser().parse(src)
    query = grammar.query("prose")
    return {
        "parse": lambda: grammar.parser().parse(src),
        "query": lambda: tree_sitter.QueryCursor(query).captures(tree.root_node),
        "analysis": lambda: DocumentAnalysis(text, "python", detector).matches(),
    }[name]


def instructions(name: str, stage_name: str) -> int | None:
    """Instructions of one run of a stage: callgrind's count for two runs minus that for one."""
    counts = []
    for runs in (1, 2):
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-m", "bench.analysis",
             "--once", name, stage_name, str(runs)],
            capture_output=True, text=True, cwd=ROOT,
        )
        found = [line for line in proc.stderr.splitlines() if "Collected :" in line]
        if proc.returncode != 0 or not found:
            return None
        counts.append(int(found[-1].split(":")[1]))
    return counts[1] - counts[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--instructions", action="store_true", help="also count instructions with valgrind")
    parser.add_argument("--once", nargs=3, metavar=("FILE", "STAGE", "RUNS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    detector = Detector.compile(load_builtin())
    if args.once:  # the child process of --instructions
        name, stage_name, runs = args.once
        run = stage(stage_name, FILES[name](), detector)
        for _ in range(int(runs)):
            run()
        return
    print(machine())
    for name, make in FILES.items():
        text = make()
        analysis = DocumentAnalysis(text, "python", detector)
        found = len(analysis.matches())
        print(f"{name}: {text.count(chr(10))} lines, {len(analysis.regions)} regions, {found} terms")
        times: dict[str, list[float]] = {"parse": [], "query": [], "analysis": []}
        runs = {key: stage(key, text, detector) for key in times}
        for _ in range(15):  # interleaved, so that a slow minute of the host hits all three alike
            for key, run in runs.items():
                times[key].append(cpu_ms(run))
        full = times["analysis"]
        med = {key: statistics.median(values) for key, values in times.items()}
        print(f"  full analysis (regions + matching + evidence)  median {med['analysis']:6.1f} ms  min {min(full):6.1f} ms")
        print(f"    of which tree-sitter parse {med['parse']:5.1f} ms, query {med['query']:5.1f} ms;"
              f" the rest (ours) {med['analysis'] - med['parse'] - med['query']:5.1f} ms")
        if args.instructions:
            if shutil.which("valgrind") is None:
                print("    (valgrind not installed: no instruction counts)")
            else:
                keys = ("parse", "query", "analysis")
                with ThreadPoolExecutor(os.cpu_count() or 1) as pool:  # valgrind is slow: ~1 min a run
                    counts = dict(zip(keys, pool.map(lambda key: instructions(name, key), keys)))
                if None in counts.values():
                    print("    (valgrind failed: no instruction counts)")
                else:
                    rest = counts["analysis"] - counts["parse"] - counts["query"]
                    print(f"    instructions: full analysis {counts['analysis'] / 1e6:5.0f} M = parse {counts['parse'] / 1e6:4.0f} M"
                          f" + query {counts['query'] / 1e6:4.0f} M + ours {rest / 1e6:4.0f} M")
        lines = text.split("\n")
        starts = [0]
        for line in lines[:-1]:
            starts.append(starts[-1] + len(line) + 1)

        def edit_at(kind: str, i: int) -> tuple[int, int, str]:
            for n in range(i, len(lines)):
                line = lines[n]
                if kind == "code digit":
                    col = next((c for c, ch in enumerate(line) if ch.isdigit() and "#" not in line and '"' not in line), None)
                    if col is not None:
                        return starts[n] + col, starts[n] + col + 1, "7"
                elif kind == "comment letter":
                    col = line.find("# ")
                    if col >= 0 and len(line) > col + 4:
                        return starts[n] + col + 3, starts[n] + col + 3, "x"
                else:  # a new comment line: structure changes, full incremental re-parse
                    return starts[n], starts[n], "# added line about ZeRO\n"
            raise LookupError(kind)

        for kind in ("code digit", "comment letter", "new comment line"):
            analysis = DocumentAnalysis(text, "python", detector)
            times = []
            for k in range(30):
                edit = edit_at(kind, (k * 331) % (len(lines) - 50))
                times.append(cpu_ms(lambda: (analysis.update([edit]), analysis.match_at(edit[0]))))
                # undo, so that line offsets stay valid for the next edit
                undo = (edit[0], edit[0] + len(edit[2]), text[edit[0] : edit[1]])
                analysis.update([undo])
            print(f"  one-line edit ({kind:16}) + lookup   median {statistics.median(times):6.2f} ms  max {max(times):6.2f} ms")


if __name__ == "__main__":
    main()
