"""The report page's four charts drawn by each candidate library, each round in a fresh process:
the measurement behind leather (docs/report.md, "Speed").

    python -m bench.report_charts [--rounds 5] [--report REPORT.json] [--overlap]

The charts are those of ``report_page.chart_items`` for the report of transformers' ``src/``
(bench/scan.py's pinned corpus; made once with ``ai-glossary report --json``, or given). Each
child process imports the package's core first (untimed: the CLI has it loaded), then times the
import of the library and the drawing of the four charts as SVG, draws them again and compares
(the same page twice?). The variants take turns in each round; the rows are medians, beside the
first row: matplotlib through pyplot with the text as paths. matplotlib and pygal come with the
``bench`` extra; a variant whose library is missing is reported so.

``--overlap``: whether importing matplotlib in a thread while the report's scan runs (two worker
processes) hides the import: the local report of the corpus alone, then importing after it, then
importing in a thread started with it; each in a fresh process, in turns, medians.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

from bench.lib.stats import machine

Draw = Callable[[list[str], list[int], str], str]
COLOR = "#3b6fd8"


def _height(labels: list[str]) -> float:
    return max(1.6, 0.32 * len(labels) + 0.8)  # inches


def pyplot_paths() -> Draw:
    """matplotlib through pyplot, the text drawn as paths, a value beside each bar."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams["svg.fonttype"] = "path"
    plt.rcParams["svg.hashsalt"] = "ai-glossary"

    def draw(labels: list[str], values: list[int], title: str) -> str:
        fig, ax = plt.subplots(figsize=(7.5, _height(labels)))
        try:
            positions = range(len(labels))[::-1]
            ax.barh(list(positions), values, color=COLOR)
            ax.set_yticks(list(positions), labels)
            ax.set_title(title, loc="left", fontsize=11)
            ax.spines[["top", "right"]].set_visible(False)
            for y, v in zip(positions, values):
                ax.text(v, y, f" {v}", va="center", fontsize=8)
            fig.tight_layout()
            out = io.StringIO()
            fig.savefig(out, format="svg", metadata={"Date": None})
        finally:
            plt.close(fig)
        return out.getvalue()

    return draw


def _figure_svg(fewer: bool) -> Draw:
    import matplotlib
    from matplotlib.figure import Figure

    matplotlib.rcParams["svg.fonttype"] = "none"  # text as <text>: the page's font draws it
    matplotlib.rcParams["svg.hashsalt"] = "ai-glossary"

    def draw(labels: list[str], values: list[int], title: str) -> str:
        fig = Figure(figsize=(7.5, _height(labels)), layout=None if fewer else "tight")
        ax = fig.add_subplot()
        positions = list(range(len(labels)))[::-1]
        ax.barh(positions, values, color=COLOR)
        ax.set_yticks(positions, labels)
        ax.set_title(title, loc="left", fontsize=11)
        ax.spines[["top", "right"]].set_visible(False)
        if fewer:  # no value labels (the table beside has them), a fixed margin instead of a layout pass
            fig.subplots_adjust(left=0.3, right=0.97)
        else:
            for y, v in zip(positions, values):
                ax.text(v, y, f" {v}", va="center", fontsize=8)
        out = io.StringIO()
        fig.savefig(out, format="svg", metadata={"Date": None})
        return out.getvalue()

    return draw


def figure_text() -> Draw:
    """matplotlib's Figure and SVG backend without pyplot, the text as text, the same artists."""
    return _figure_svg(fewer=False)


def figure_text_fewer() -> Draw:
    """As figure_text, without the value labels and the layout pass."""
    return _figure_svg(fewer=True)


def pygal_bars() -> Draw:
    """pygal's horizontal bars, no script (its default loads one from the network)."""
    import pygal

    style = pygal.style.Style(background="white", plot_background="white", colors=(COLOR,))

    def draw(labels: list[str], values: list[int], title: str) -> str:
        chart = pygal.HorizontalBar(title=title, js=[], disable_xml_declaration=True, show_legend=False,
                                    style=style, width=750, height=28 * len(labels) + 120)
        chart.x_labels = labels[::-1]
        chart.add("mentions", values[::-1])
        return chart.render(is_unicode=True)

    return draw


def leather_page() -> Draw:
    """leather, as the report page draws (report_page.bar_svg)."""
    from ai_glossary.core.report_page import bar_svg

    return bar_svg


VARIANTS: dict[str, Callable[[], Draw]] = {
    "matplotlib pyplot, text as paths": pyplot_paths,
    "matplotlib Figure+SVG, text": figure_text,
    "  the same, fewer artists": figure_text_fewer,
    "pygal": pygal_bars,
    "leather (the page)": leather_page,
}


def child(name: str, charts_file: str) -> None:
    import ai_glossary.core  # noqa: F401 - loaded by the CLI before the page is made

    charts = json.loads(Path(charts_file).read_text(encoding="utf-8"))
    t0 = time.perf_counter()
    draw = VARIANTS[name]()
    t1 = time.perf_counter()
    first = [draw([k for k, _ in items], [v for _, v in items], title) for title, _, items in charts]
    t2 = time.perf_counter()
    again = [draw([k for k, _ in items], [v for _, v in items], title) for title, _, items in charts]
    print(json.dumps({"import": t1 - t0, "draw": t2 - t1, "bytes": sum(map(len, first)), "same": first == again}))


OVERLAP = ("the scan alone", "then import matplotlib", "import it in a thread meanwhile")


def overlap_child(mode: str, tree: str) -> None:
    import threading

    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.report_run import usage_here

    glossary = load_builtin()

    def load() -> None:
        import matplotlib.backends.backend_svg  # noqa: F401
        import matplotlib.figure  # noqa: F401

    t0 = time.perf_counter()
    thread = threading.Thread(target=load) if mode == OVERLAP[2] else None
    if thread:
        thread.start()
    usage_here([tree], glossary, jobs=2)
    if thread:
        thread.join()
    elif mode == OVERLAP[1]:
        load()
    print(json.dumps({"wall": time.perf_counter() - t0}))


def overlap(rounds: int) -> None:
    from bench.scan import DEFAULT_CACHE, ensure_corpus

    tree = str(ensure_corpus(DEFAULT_CACHE))
    walls: dict[str, list[float]] = {mode: [] for mode in OVERLAP}
    for _ in range(rounds):
        for mode in OVERLAP:
            out = subprocess.run([sys.executable, "-m", "bench.report_charts", "--overlap-child", mode, tree],
                                 check=True, capture_output=True, text=True).stdout
            walls[mode].append(json.loads(out)["wall"])
    base = statistics.median(walls[OVERLAP[0]])
    print(f"\n{'report, 2 workers, median of %d' % rounds:34} {'wall s':>8} {'vs first':>9}   each round")
    for mode, runs in walls.items():
        med = statistics.median(runs)
        print(f"{mode:34} {med:8.2f} {med / base:9.2f}   " + " ".join(f"{t:.2f}" for t in runs))


def report_json(out: Path) -> Path:
    from bench.scan import DEFAULT_CACHE, ensure_corpus

    tree = ensure_corpus(DEFAULT_CACHE)
    subprocess.run([sys.executable, "-m", "ai_glossary", "report", str(tree), "--json", str(out), "--no-progress"],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--report", type=Path, default=None, help="a report's JSON (default: made from the corpus)")
    parser.add_argument("--overlap", action="store_true", help="time a matplotlib import hidden behind the scan")
    parser.add_argument("--child", nargs=2, metavar=("VARIANT", "CHARTS"), help=argparse.SUPPRESS)
    parser.add_argument("--overlap-child", nargs=2, metavar=("MODE", "TREE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return 0
    if args.overlap_child:
        overlap_child(*args.overlap_child)
        return 0
    if args.overlap:
        print(machine())
        overlap(args.rounds)
        return 0
    from ai_glossary.core.report_page import chart_items

    print(machine())
    work = Path(tempfile.mkdtemp(prefix="bench-charts-"))
    data = json.loads((args.report or report_json(work / "report.json")).read_text(encoding="utf-8"))
    charts_file = work / "charts.json"
    charts_file.write_text(json.dumps(chart_items(data)), encoding="utf-8")
    runs: dict[str, list[dict]] = {name: [] for name in VARIANTS}
    for _ in range(args.rounds):
        for name in VARIANTS:
            proc = subprocess.run([sys.executable, "-m", "bench.report_charts", "--child", name, str(charts_file)],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                last = proc.stderr.strip().splitlines()[-1:] or ["?"]
                runs[name].append({"error": last[0]})
                continue
            runs[name].append(json.loads(proc.stdout))
    print(f"\n{'4 charts, median of %d' % args.rounds:34} {'import s':>9} {'draw s':>8} {'total s':>8} "
          f"{'vs first':>9} {'SVG kB':>7} {'same twice':>11}")
    base = None
    for name, results in runs.items():
        errors = [r["error"] for r in results if "error" in r]
        if errors:
            print(f"{name:34} not measured: {errors[0]}")
            continue
        imp = statistics.median(r["import"] for r in results)
        draw = statistics.median(r["draw"] for r in results)
        base = base or imp + draw
        print(f"{name:34} {imp:9.3f} {draw:8.3f} {imp + draw:8.3f} {(imp + draw) / base:9.2f} "
              f"{results[0]['bytes'] / 1000:7.0f} {str(all(r['same'] for r in results)):>11}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
