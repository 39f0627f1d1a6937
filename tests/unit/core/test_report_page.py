"""The report's HTML page: four SVG charts, each an image named by its title with its numbers,
text from the tree escaped, nothing fetched, the same page for the same report."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ai_glossary.core import report_page
from ai_glossary.core.report_page import to_page

NS = {"svg": "http://www.w3.org/2000/svg"}
LONG = "a folder with a name far longer than forty characters"


def _concept(cid: str, name: str, mentions: int, folders: dict[str, int]) -> dict:
    return {"id": cid, "name": name, "mentions": mentions, "files": 1, "by_folder": folders,
            "by_kind": {".md": mentions}, "by_language": {"en": mentions}, "unexpanded_in": [],
            "defined_in_reader_language": True}


def _data() -> dict:
    concepts = [_concept("fsdp", "Fully Sharded Data Parallel", 5, {"<b>odd&": 3, LONG: 2}),
                _concept("lora", "LoRA", 2, {"docs": 2})]
    return {"reader_language": "en", "files_scanned": 3, "files_skipped": 0, "files_with_terms": 2,
            "mentions": 7, "concepts": concepts, "never_expanded": [], "undefined_in_reader_language": []}


def _charts(page: str) -> list[ET.Element]:
    return [ET.fromstring(svg) for svg in re.findall(r"<svg\b.*?</svg>", page, flags=re.S)]


def test_each_chart_is_an_image_named_by_its_title_with_its_numbers():
    charts = _charts(to_page(_data()))
    assert [c.get("role") for c in charts] == ["img"] * 4
    # the first child names the image (SVG-AAM), the second says its numbers
    assert [c[0].tag for c in charts] == ["{%s}title" % NS["svg"]] * 4
    assert [c[0].text for c in charts] == [f"The {report_page.TOP} concepts mentioned most", "Mentions by folder",
                                           "Mentions by file kind", "Mentions by the language of the name used"]
    assert charts[0].find("svg:desc", NS).text == "Fully Sharded Data Parallel: 5; LoRA: 2"
    assert charts[0].get("viewBox") is not None  # scales down to the page's column
    assert len(charts[0].findall(".//svg:rect", NS)) >= 2  # a bar each


def test_text_from_the_tree_is_escaped_in_the_charts_and_the_tables():
    page = to_page(_data())
    assert "<b>odd&" not in page and "&lt;b&gt;odd&amp;" in page
    folders = _charts(page)[1]
    # escaped once: the parsed chart gives the folder's name back as it is
    assert "<b>odd&: 3" in folders.find("svg:desc", NS).text
    assert "<b>odd&" in [t.text for t in folders.iter("{%s}text" % NS["svg"])]


def test_a_long_label_is_cut_in_the_chart_and_whole_in_its_table():
    page = to_page(_data())
    labels = [t.text for t in _charts(page)[1].iter("{%s}text" % NS["svg"])]
    cut = LONG[:report_page.LABEL_CHARS - 1] + "\u2026"
    assert cut in labels and LONG not in labels
    assert f"<td>{LONG}</td>" in page


def test_the_page_fetches_nothing():
    page = to_page(_data())
    assert "default-src 'none'" in page
    # no script, and no reference but to an element of the page itself (#id)
    assert not re.search(r"""<script|\b(src|href)=["'](?!#)|url\((?!#)|@import""", page)


def test_the_same_report_gives_the_same_page():
    assert to_page(_data()) == to_page(_data())


def test_a_report_with_no_concept_has_no_chart():
    empty = {**_data(), "concepts": [], "mentions": 0, "files_with_terms": 0}
    page = to_page(empty)
    assert "<svg" not in page and "0 mentions of 0 concepts" in page
