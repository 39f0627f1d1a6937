"""A usage report (core/report.py) as one self-contained HTML page, charts included.

The charts are drawn by leather (a small, pure-Python SVG charting library) and written into the
page as SVG, their text as SVG text in the page's font: no script, no font and no file is
fetched, and the page's Content-Security-Policy allows none. Each chart is an image with its title
and its numbers as ``<title>`` and ``<desc>``, and has its numbers as a table beside it, for screen
readers and for copying. Every text from the scanned tree (paths, folder names) is escaped; the
same report gives the same page, byte for byte.

Why leather: on transformers' ``src/`` matplotlib costs ~1 s for these four charts (0.56 s to
import, 0.46 s to draw; the HTML report at 1.40x the time of ``scan``, against a target of 1.2x),
leather ~0.05 s (docs/report.md, bench/report_charts.py).
"""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from typing import Any

import leather

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
STYLE = """
body{margin:0 auto;max-width:60rem;padding:1rem;font:15px/1.5 system-ui,sans-serif;color:#1b1b1b}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border-bottom:1px solid #ddd;padding:.2rem .6rem;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}figure{margin:1rem 0}svg{max-width:100%;height:auto}
figure svg text{font-family:system-ui,sans-serif;fill:#1b1b1b}
details{margin:.5rem 0}.muted{color:#5b5b5b}
"""
TOP = 20
BAR_COLOR = "#3b6fd8"
WIDTH = 750  # SVG user units; the page scales the chart down to its column
LABEL_CHARS = 40  # longer labels are cut in the chart (the table beside it has them whole)
SVG_NS = "http://www.w3.org/2000/svg"


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _short(label: str) -> str:
    return label if len(label) <= LABEL_CHARS else label[:LABEL_CHARS - 1] + "\u2026"


def bar_svg(labels: list[str], values: list[int], title: str) -> str:
    """Horizontal bars, the first label on top, as an ``<svg role="img">`` element."""
    chart = leather.Chart(title)
    chart.add_bars(list(zip(values, [_short(label) for label in labels])), fill_color=BAR_COLOR)
    height = 28 * len(labels) + 120  # leather fits the bars to the height: ~28 units a bar past the axes
    root = ET.Element("svg", xmlns=SVG_NS, viewBox=f"0 0 {WIDTH} {height}", width=str(WIDTH),
                      height=str(height), role="img")
    # an SVG's first <title> is its accessible name, <desc> its description (SVG-AAM)
    ET.SubElement(root, "title").text = title
    ET.SubElement(root, "desc").text = "; ".join(f"{label}: {value}" for label, value in zip(labels, values))
    root.append(chart.to_svg_group(WIDTH, height))
    return ET.tostring(root, encoding="unicode")


def chart_items(data: dict[str, Any]) -> list[tuple[str, tuple[str, str], list[tuple[str, int]]]]:
    """The page's charts of report ``data``: each its title, the head of its table and its
    (label, count) items, the most first, :data:`TOP` at most; a chart with no items is left out."""
    concepts = data["concepts"]
    kinds: dict[str, int] = {}
    languages: dict[str, int] = {}
    folders: dict[str, int] = {}
    for c in concepts:
        for source, into in ((c["by_kind"], kinds), (c["by_language"], languages), (c["by_folder"], folders)):
            for k, n in source.items():
                into[k] = into.get(k, 0) + n
    charts = [
        (f"The {TOP} concepts mentioned most", ("concept", "mentions"), {c["name"]: c["mentions"] for c in concepts}),
        ("Mentions by folder", ("folder", "mentions"), folders),
        ("Mentions by file kind", ("file kind", "mentions"), kinds),
        ("Mentions by the language of the name used", ("language", "mentions"), languages),
    ]
    return [(title, head, sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP])
            for title, head, counts in charts if counts]


def _figure(title: str, head: tuple[str, str], items: list[tuple[str, int]]) -> str:
    svg = bar_svg([k for k, _ in items], [v for _, v in items], title)
    rows = "".join(f"<tr><td>{_e(k)}</td><td class=n>{v}</td></tr>" for k, v in items)
    return (f'<figure role="group" aria-label="{_e(title)}">{svg}<figcaption><details><summary>{_e(title)}: '
            f"the numbers</summary><table><tr><th>{_e(head[0])}</th><th>{_e(head[1])}</th></tr>{rows}</table>"
            f"</details></figcaption></figure>")


def to_page(data: dict[str, Any], title: str = "AI Glossary: usage report") -> str:
    concepts = data["concepts"]
    charts = "".join(_figure(*chart) for chart in chart_items(data))
    rows = "".join(
        f"<tr><td>{_e(c['name'])} <span class=muted>({_e(c['id'])})</span></td><td class=n>{c['mentions']}</td>"
        f"<td class=n>{c['files']}</td><td>{_e(', '.join(f'{k} {v}' for k, v in c['by_language'].items()))}</td>"
        f"<td>{'' if c['defined_in_reader_language'] else 'no definition'}</td></tr>" for c in concepts)
    unexpanded = "".join(
        f"<li>{_e(c['name'])}: <details><summary>{len(c['unexpanded_in'])} files</summary><ul>"
        + "".join(f"<li>{_e(p)}</li>" for p in c["unexpanded_in"]) + "</ul></details></li>"
        for c in concepts if c["unexpanded_in"])
    undefined = ", ".join(_e(c["name"]) for c in concepts if not c["defined_in_reader_language"])
    reader = _e(data["reader_language"])
    return f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="{CSP}"><title>{_e(title)}</title><style>{STYLE}</style></head>
<body><main>
<h1>{_e(title)}</h1>
<p>{data['files_scanned']} files read ({data['files_skipped']} skipped), {data['files_with_terms']} with glossary
terms: {data['mentions']} mentions of {len(concepts)} concepts. Names in the reader's language: {reader}.</p>
{charts}
<h2>Abbreviations used in a file that never expands them</h2>
<ul>{unexpanded or "<li>none</li>"}</ul>
<h2>Concepts with no definition in the reader's language ({reader})</h2>
<p>{undefined or "none"}</p>
<h2>Every concept found</h2>
<table><tr><th>concept</th><th>mentions</th><th>files</th><th>by language of the name</th><th></th></tr>{rows}</table>
</main></body></html>
"""
