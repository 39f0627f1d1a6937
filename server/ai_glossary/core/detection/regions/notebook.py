"""Jupyter notebooks: cells with their languages, and regions of a raw .ipynb JSON text."""

from __future__ import annotations

import json

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.languages import language_for, spec_for
from ai_glossary.core.detection.regions.model import Region
from ai_glossary.core.detection.regions.parsing import parse
from ai_glossary.core.detection.regions.treesitter import Embed


def _source(cell: dict) -> str:
    src = cell.get("source", "")
    if isinstance(src, list):
        return "".join(s for s in src if isinstance(s, str))
    return src if isinstance(src, str) else ""


def _kernel_language(nb: dict) -> str:
    meta = nb.get("metadata") or {}
    for name in ((meta.get("kernelspec") or {}).get("language"), (meta.get("language_info") or {}).get("name")):
        if isinstance(name, str) and name:
            key = language_for(name)
            if key:
                return key
    return "python"


def notebook_cells(ipynb_text: str) -> list[tuple[str | None, str]]:
    """(language, source) per cell: markdown cells -> "markdown", code cells -> the kernel's
    language (metadata.kernelspec.language / language_info.name, default "python"), raw cells ->
    "plaintext". Raises ValueError on text that is not notebook JSON."""
    try:
        nb = json.loads(ipynb_text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not a Jupyter notebook: invalid JSON at line {e.lineno} column {e.colno}: {e.msg}") from e
    if not isinstance(nb, dict) or not isinstance(nb.get("cells", []), list):
        raise ValueError("not a Jupyter notebook: expected a JSON object with a 'cells' list")
    code = _kernel_language(nb)
    out: list[tuple[str | None, str]] = []
    for cell in nb.get("cells", []):
        if not isinstance(cell, dict):
            continue
        kind = cell.get("cell_type")
        lang = "markdown" if kind == "markdown" else code if kind == "code" else "plaintext" if kind == "raw" else None
        out.append((lang, _source(cell)))
    return out


def notebook_regions(text: str, scope: str, embed: Embed, cancel: CancelToken = NEVER) -> list[Region]:
    """Regions of the cells of a raw notebook JSON text, mapped back to offsets in that text.

    Each cell's ``source`` strings are decoded with an offset map (JSON escapes), the cell is
    scanned in its language with ``embed``, and pieces are mapped back. Invalid JSON: no regions.
    ``Cancelled`` once ``cancel`` is (checked at the JSON parse and between cells).
    """
    try:
        cells = notebook_cells(text)
    except ValueError:
        return []
    json_ = spec_for("json")
    doc = parse(json_.grammar, text, "prose", json_.key, json_.comments, embed, cancel)
    # Find the "source" arrays of the "cells" in document order.
    sources = []
    root = doc.tree.root_node
    obj = root.named_children[0] if root.named_children else None
    cells_arr = _member(doc, obj, "cells")
    if cells_arr is None:
        return []
    for cell in cells_arr.named_children:
        if cell.type != "object":
            continue
        sources.append(_member(doc, cell, "source"))
    out: list[Region] = []
    for (lang, _src), node in zip(cells, sources):
        if lang is None or node is None:
            continue
        strings = [node] if node.type == "string" else [c for c in node.named_children if c.type == "string"]
        decoded, starts, ends = _decode(doc, strings)
        if not decoded:
            continue
        cancel.check()
        for r in embed(decoded, lang, scope):
            pieces = []
            for a, b in r.pieces:
                pieces.extend(_map_span(starts, ends, a, b))
            if pieces:
                out.append(Region(starts[r.start], ends[r.end - 1], r.kind, tuple(pieces), r.language))
    return out


def _member(doc, obj, key: str):
    if obj is None or obj.type != "object":
        return None
    for pair in obj.named_children:
        if pair.type != "pair":
            continue
        k = pair.child_by_field_name("key")
        if k is not None and doc.text[doc.omap.cp(k.start_byte) + 1:doc.omap.cp(k.end_byte) - 1] == key:
            return pair.child_by_field_name("value")
    return None


_ESC = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def _decode(doc, strings) -> tuple[str, list[int], list[int]]:
    """Decoded text of JSON string nodes and, per decoded char, its start and end in the document."""
    text = doc.text
    chars: list[str] = []
    mapping: list[int] = []
    ends: list[int] = []
    for s in strings:
        a, b = doc.omap.cp(s.start_byte) + 1, doc.omap.cp(s.end_byte) - 1
        i = a
        while i < b:
            c = text[i]
            if c == "\\" and i + 1 < b:
                e = text[i + 1]
                if e == "u" and i + 6 <= b:
                    try:
                        chars.append(chr(int(text[i + 2:i + 6], 16)))
                    except ValueError:
                        chars.append("?")
                    mapping.append(i)
                    i += 6
                    ends.append(i)
                    continue
                chars.append(_ESC.get(e, e))
                mapping.append(i)
                i += 2
                ends.append(i)
                continue
            chars.append(c)
            mapping.append(i)
            i += 1
            ends.append(i)
    return "".join(chars), mapping, ends


def _map_span(starts: list[int], ends: list[int], a: int, b: int) -> list[tuple[int, int]]:
    """Map a decoded span to document spans, split where the source is not contiguous."""
    out = []
    first = a
    for i in range(a + 1, b + 1):
        if i == b or starts[i] != ends[i - 1]:
            out.append((starts[first], ends[i - 1]))
            first = i
    return out
