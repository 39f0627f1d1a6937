"""The region finder: find_regions and RegionTracker.update, beside tree-sitter's own parse and query.

    python -m bench.regions

On the realistic 10,000-line Python file of :mod:`bench.lib.workloads` (a 30-line block of code,
comments, docstrings and strings, repeated): find_regions, and RegionTracker.update after one-line
edits at the top, middle and end of the file; the baseline is tree-sitter's parse and comment query
alone, measured in the same run. Then non-ASCII text, Markdown, JavaScript and R (Pygments) for
comparison. Prints figures; not a test.
"""

from __future__ import annotations

import os
import statistics
import time

from ai_glossary.core.detection.regions import RegionTracker, find_regions

from bench.lib.workloads import javascript_source, markdown_source, python_source


# Figures are CPU time of this process (time.process_time): other work on a shared 2-core
# machine inflates wall-clock time several-fold but not the CPU time a call needs. Wall-clock
# medians are printed too.
clock = time.process_time


def timeit(fn, repeat: int = 7) -> tuple[float, float]:
    times, walls = [], []
    for _ in range(repeat):
        w = time.perf_counter()
        t = clock()
        fn()
        times.append((clock() - t) * 1000)
        walls.append((time.perf_counter() - w) * 1000)
    timeit.wall = statistics.median(walls)  # type: ignore[attr-defined]
    return statistics.median(times), min(times)


def bench_update(text: str, language: str, where: float, repeat: int = 41) -> tuple[float, float, float]:
    """Median/max update time (ms) for typing one character in a comment line at ``where``
    (0..1 of the file), alternating insert and delete so the text stays the same size. Also the
    time to read the regions around the span afterwards (``regions_in``)."""
    tracker = RegionTracker(text, language)
    pos = text.find("# Scaled dot-product", int(len(text) * where))
    if pos < 0:
        pos = text.rfind("# Scaled dot-product")
    pos += len("# Scaled")
    times, reads, walls = [], [], []
    for i in range(repeat):
        edit = [(pos, pos, "x")] if i % 2 == 0 else [(pos, pos + 1, "")]
        w = time.perf_counter()
        t = clock()
        span = tracker.update(edit)
        t2 = clock()
        walls.append((time.perf_counter() - w) * 1000)
        tracker.regions_in(*span)
        t3 = clock()
        times.append((t2 - t) * 1000)
        reads.append((t3 - t2) * 1000)
    bench_update.wall = statistics.median(walls)  # type: ignore[attr-defined]
    return statistics.median(times), sorted(times)[int(len(times) * 0.9)], statistics.median(reads)


def main() -> None:
    text = python_source()
    n_lines = text.count("\n")
    print(f"python: {n_lines} lines, {len(text)} chars  (CPU ms of this process; wall-clock median in [])")
    with open("/proc/loadavg") if os.path.exists("/proc/loadavg") else open(os.devnull) as f:
        print(f"  load average: {f.read().strip()}")
    find_regions(text, "python")  # load grammar, compile query
    med, best = timeit(lambda: find_regions(text, "python"))
    regions = find_regions(text, "python")
    print(f"  find_regions(prose)      median {med:6.1f} ms  best {best:6.1f} ms  [{timeit.wall:6.1f}]"
          f"  ({len(regions)} regions)")
    # The floor under the same conditions: tree-sitter's own parse and comment query.
    import tree_sitter

    from ai_glossary.core.detection.regions import languages

    g = languages.grammar("python")
    src = text.encode()
    parser = g.parser()
    med_p, best_p = timeit(lambda: parser.parse(src))
    tree = parser.parse(src)
    med_q, best_q = timeit(lambda: tree_sitter.QueryCursor(g.query("prose")).captures(tree.root_node))
    print(f"    of which tree-sitter parse alone median {med_p:6.1f} ms  best {best_p:6.1f} ms;"
          f" query alone median {med_q:5.1f} ms  best {best_q:5.1f} ms")
    med, best = timeit(lambda: find_regions(text, "python", "strings"))
    print(f"  find_regions(strings)    median {med:6.1f} ms  best {best:6.1f} ms  [{timeit.wall:6.1f}]")
    med, best = timeit(lambda: RegionTracker(text, "python"), 5)
    print(f"  RegionTracker(...)       median {med:6.1f} ms  [{timeit.wall:6.1f}]")
    for where in (0.0, 0.5, 0.98):
        med, p90, read = bench_update(text, "python", where)
        print(f"  update 1-char edit @{where:4.0%}  median {med:5.2f} ms  p90 {p90:5.2f} ms  [{bench_update.wall:5.2f}]"
              f"  (+ regions_in(span) {read:.3f} ms)")
    tracker = RegionTracker(text, "python")
    pos = text.find("# Scaled", len(text) // 2)
    t = clock()
    tracker.update([(pos, pos, "x")])
    tracker.regions
    print(f"  update + read all .regions (materialise shifted regions) {(clock() - t) * 1000:5.2f} ms")
    # A block-comment-like edit: open a docstring that swallows the rest of the file.
    tracker = RegionTracker(text, "python")
    t = clock()
    tracker.update([(pos, pos, '"""')])
    print(f"  update opening a docstring mid-file (re-scans the rest)     {(clock() - t) * 1000:5.1f} ms")

    # Non-ASCII: the same file with Bengali and emoji in every block.
    uni = text.replace("# Scaled dot-product", "# স্কেলড 😀 dot-product")
    find_regions(uni, "python")
    med, best = timeit(lambda: find_regions(uni, "python"))
    print(f"  non-ASCII find_regions   median {med:6.1f} ms")
    med, p90, _ = bench_update(uni, "python", 0.5)
    print(f"  non-ASCII update @50%    median {med:5.2f} ms  p90 {p90:5.2f} ms")

    md = markdown_source()
    find_regions(md, "markdown")
    med, best = timeit(lambda: find_regions(md, "markdown"), 3)
    print(f"markdown: {md.count(chr(10))} lines  find_regions median {med:6.1f} ms")
    tracker = RegionTracker(md, "markdown")
    pos = md.find("attention", len(md) // 2)
    times = []
    for i in range(21):
        t = clock()
        tracker.update([(pos, pos, "x")] if i % 2 == 0 else [(pos, pos + 1, "")])
        times.append((clock() - t) * 1000)
    print(f"  update 1-char edit @50%  median {statistics.median(times):5.2f} ms")

    js = javascript_source()
    find_regions(js, "javascript")
    med, best = timeit(lambda: find_regions(js, "javascript"), 5)
    print(f"javascript: {js.count(chr(10))} lines  find_regions median {med:6.1f} ms")
    r_src = "\n".join(line.replace('"""', "#'") for line in text.split("\n"))
    med, best = timeit(lambda: find_regions(r_src, "r"), 3)
    print(f"r (Pygments): {r_src.count(chr(10))} lines  find_regions median {med:6.1f} ms")


if __name__ == "__main__":
    main()
