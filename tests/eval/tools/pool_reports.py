"""Pool the reports of sets each measured once, at its arrival, and say how far the pooled figures could be
from the truth.

Usage:  python tests/eval/tools/pool_reports.py [REPORT ...] [--draws N] [--seed S]

A report is the text ``evaluate.py --set NAME --in-files`` prints for one set (by default every file of
``tests/eval/data/arrival/``, each measured with the engine its first line names, before anyone read the
set's errors). The tool adds up the right, false-alarm and missed counts of every report: overall, per
natural language and per concept family. Then a bootstrap draws whole sources with replacement (a report's
package rows; a sealed set, whose report holds no such rows, is one source) ``--draws`` times and prints the
2.5th and 97.5th percentiles of the pooled precision and recall, and the share of draws whose precision
reaches 0.97. Drawing sources rather than mentions keeps together the errors that one source's way of
writing repeats.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ARRIVAL = Path(__file__).resolve().parents[1] / "data" / "arrival"
PRECISION_BAR = 0.97
_COUNTS = re.compile(r"tp=\s*(\d+) fp=\s*(\d+) fn=\s*(\d+)")
_ROW = re.compile(r"^(overall|language \S+|family \S+|  \S+)\s+P=")


@dataclass(frozen=True)
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass(frozen=True)
class Report:
    """One set's report: its rows (overall, "language xx", "family yy") and its sources' counts."""

    rows: dict[str, Counts]
    sources: list[Counts]


def read_report(text: str) -> Report:
    """The rows of ``evaluate.py``'s text report of one set; the package rows are its sources, and a
    report without them (a sealed set's) is one source, its overall counts."""
    rows: dict[str, Counts] = {}
    sources: list[Counts] = []
    for line in text.splitlines():
        row, counts = _ROW.match(line), _COUNTS.search(line)
        if row is None or counts is None:
            continue
        value = Counts(*map(int, counts.groups()))
        if row[1].startswith("  "):
            sources.append(value)
        elif row[1] not in rows:  # the first of each: a report's other sections repeat no label
            rows[row[1]] = value
    if "overall" not in rows:
        raise ValueError("no overall row: not a report of evaluate.py")
    if not sources:
        sources = [rows["overall"]]
    elif sum(sources, Counts()) != rows["overall"]:
        raise ValueError("the package rows do not add up to the overall row")
    return Report(rows, sources)


def pooled(reports: list[Report]) -> dict[str, Counts]:
    """Every row's counts added up over the reports, overall first."""
    out: dict[str, Counts] = {}
    for report in reports:
        for name, counts in report.rows.items():
            out[name] = out.get(name, Counts()) + counts
    return dict(sorted(out.items(), key=lambda item: (item[0] != "overall", item[0])))


def interval(sources: list[Counts], draws: int, seed: int) -> tuple[tuple[float, float], tuple[float, float], float]:
    """The 95 % percentile intervals of pooled precision and recall over ``draws`` resamples of the
    sources, and the share of resamples whose precision reaches the bar."""
    rng = random.Random(seed)
    precisions, recalls = [], []
    for _ in range(draws):
        total = sum((rng.choice(sources) for _ in sources), Counts())
        precisions.append(total.precision)
        recalls.append(total.recall)
    precisions.sort()
    recalls.sort()
    lo, hi = int(0.025 * draws), min(draws - 1, int(0.975 * draws))
    reach = sum(p >= PRECISION_BAR for p in precisions) / draws
    return (precisions[lo], precisions[hi]), (recalls[lo], recalls[hi]), reach


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", nargs="*", type=Path, help="reports of evaluate.py (default: data/arrival/)")
    parser.add_argument("--draws", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    paths = args.reports or sorted(ARRIVAL.glob("*.txt"))
    if not paths:
        parser.error("no reports")
    reports = [read_report(path.read_text(encoding="utf-8")) for path in paths]
    for name, counts in pooled(reports).items():
        print(f"{name:36s} P={counts.precision:.3f} R={counts.recall:.3f}   "
              f"tp={counts.tp:5d} fp={counts.fp:4d} fn={counts.fn:4d}")
    sources = [source for report in reports for source in report.sources]
    (p_lo, p_hi), (r_lo, r_hi), reach = interval(sources, args.draws, args.seed)
    print(f"{len(reports)} sets, {len(sources)} sources; 95 % of {args.draws} draws of whole sources: "
          f"P {p_lo:.3f} to {p_hi:.3f}, R {r_lo:.3f} to {r_hi:.3f}; P >= {PRECISION_BAR} in {reach:.1%} of them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
