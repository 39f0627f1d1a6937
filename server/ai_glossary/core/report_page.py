"""A usage report (core/report.py) as one self-contained HTML page, charts included.

The charts are drawn by matplotlib as SVG with the text as paths, written into the page: no
script, no font and no file is fetched, and the page's Content-Security-Policy allows none. Each
chart has its numbers as a table beside it, for screen readers and for copying. Every text from
the scanned tree (paths, folder names) is escaped.
"""

from __future__ import annotations

import html
import io
from typing import Any

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
STYLE = """
body{margin:0 auto;max-width:60rem;padding:1rem;font:15px/1.5 system-ui,sans-serif;color:#1b1b1b}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border-bottom:1px solid #ddd;padding:.2rem .6rem;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}figure{margin:1rem 0}svg{max-width:100%;height:auto}
details{margin:.5rem 0}.muted{color:#5b5b5b}
"""
TOP = 20


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _bar_svg(labels: list[str], values: list[int], title: str) -> str:
    import matplotlib

    matplotlib.use("Agg")  # no display, no window: a file
    import matplotlib.pyplot as plt

    plt.rcParams["svg.fonttype"] = "path"  # text drawn as paths: the page needs no font
    plt.rcParams["svg.hashsalt"] = "ai-glossary"  # the same ids on every run: reproducible pages
    height = max(1.6, 0.32 * len(labels) + 0.8)
    fig, ax = plt.subplots(figsize=(7.5, height))
    try:
        positions = range(len(labels))[::-1]
        ax.barh(list(positions), values, color="#3b6fd8")
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
    svg = out.getvalue()
    return svg[svg.index("<svg"):]


def _chart(counts: dict[str, int], title: str, head: tuple[str, str]) -> str:
    items = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
    if not items:
        return ""
    svg = _bar_svg([k for k, _ in items], [v for _, v in items], title)
    rows = "".join(f"<tr><td>{_e(k)}</td><td class=n>{v}</td></tr>" for k, v in items)
    return (f'<figure role="group" aria-label="{_e(title)}">{svg}<figcaption><details><summary>{_e(title)}: '
            f"the numbers</summary><table><tr><th>{_e(head[0])}</th><th>{_e(head[1])}</th></tr>{rows}</table>"
            f"</details></figcaption></figure>")


def to_page(data: dict[str, Any], title: str = "AI Glossary: usage report") -> str:
    concepts = data["concepts"]
    kinds: dict[str, int] = {}
    languages: dict[str, int] = {}
    folders: dict[str, int] = {}
    for c in concepts:
        for source, into in ((c["by_kind"], kinds), (c["by_language"], languages), (c["by_folder"], folders)):
            for k, n in source.items():
                into[k] = into.get(k, 0) + n
    charts = "".join([
        _chart({c["name"]: c["mentions"] for c in concepts}, f"The {TOP} concepts mentioned most", ("concept", "mentions")),
        _chart(folders, "Mentions by folder", ("folder", "mentions")),
        _chart(kinds, "Mentions by file kind", ("file kind", "mentions")),
        _chart(languages, "Mentions by the language of the name used", ("language", "mentions")),
    ])
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
