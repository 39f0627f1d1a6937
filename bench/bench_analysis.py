"""Detection engine benchmark (issue 4): regions + matching for a 10,000-line file, and the
re-analysis after a one-line edit, on the engine the server and `scan` share.

    .venv/bin/python bench/bench_analysis.py

Two Python files: the realistic mix of bench_regions.py (code, comments, docstrings) and the dense
server workload of bench_server.py (a term in every third line). Edits: a digit in code (deferred
re-parse), a letter typed in a comment (deferred), and a new comment line (a real re-parse).
Prints medians of CPU time of this process; not a test.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "server")]

from bench_regions import python_source  # noqa: E402
from bench_server import workload  # noqa: E402

from ai_glossary.core.analysis import DocumentAnalysis  # noqa: E402
from ai_glossary.core.engine import CompiledGlossary  # noqa: E402
from ai_glossary.core.loader import load_builtin  # noqa: E402


def cpu_ms(fn) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def main() -> None:
    compiled = CompiledGlossary.compile(load_builtin())
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, load {os.getloadavg()[0]:.2f}")
    for name, text in (("realistic", python_source()), ("dense (term every 3rd line)", workload()[0])):
        full = [cpu_ms(lambda: DocumentAnalysis(text, "python", compiled).matches()) for _ in range(5)]
        analysis = DocumentAnalysis(text, "python", compiled)
        found = len(analysis.matches())
        print(f"{name}: {text.count(chr(10))} lines, {len(analysis.regions)} regions, {found} terms")
        print(f"  full analysis (regions + matching + evidence)  median {statistics.median(full):6.1f} ms")
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
            analysis = DocumentAnalysis(text, "python", compiled)
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
