"""Glossary entries as CSV, in the two layouts translation tools exchange.

**Concepts** (:func:`to_csv` / :func:`read_csv`): one row per concept and a header of language
codes, as Phrase's term bases and Google's equivalent-term sets read it: a column per language
holds its terms (the display name first, then the other names, separated by ``" | "``), and
``definition:<lang>`` / ``summary:<lang>`` columns its texts. ``id``, ``aliases``, ``related``,
``tags`` and ``references`` (``title <url>``, separated by ``" | "``) complete our own fields. On
import, a column named ``description`` (Phrase, Google) is the English definition, and ``term``
(Phrase's identifier) the English term when there is no ``en`` column; other columns are reported.

**Pairs** (:func:`to_pairs` / :func:`read_pairs`): two columns, source term and target term, no
header, one row per pair of names: the glossary files DeepL and Google's unidirectional glossaries
accept for one language pair.

stdlib ``csv``: quoting as RFC 4180 (fields with commas, quotes or line breaks are quoted); UTF-8,
a byte order mark at the start ignored on import.
"""

from __future__ import annotations

import csv
import io
from typing import Any, Iterable

from ai_glossary.core.exchange.entries import (EN, ExchangeError, Notice, concept_id, empty_entry, language_tag,
                                               languages_of)

SEPARATOR = " | "
OWN_COLUMNS = ("id", "aliases", "related", "tags", "references")
# other tools' columns that look like language codes: Google's part of speech ("pos" is also the
# ISO 639-3 code of Sayula Popoluca)
NOT_LANGUAGES = frozenset({"pos"})


def _joined(values: Iterable[str]) -> str:
    return SEPARATOR.join(values)


def _split(cell: str) -> list[str]:
    return [v.strip() for v in cell.split("|") if v.strip()]


def to_csv(entries: Iterable[dict[str, Any]], languages: list[str] | None = None) -> str:
    entries = list(entries)
    langs = languages or languages_of(entries)
    header = ["id", *langs, *(f"definition:{lang}" for lang in langs), *(f"summary:{lang}" for lang in langs),
              "aliases", "related", "tags", "references"]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for e in entries:
        terms = {lang: _joined(e["names"].get(lang, [])) for lang in langs}
        if EN in terms:
            terms[EN] = _joined([e["term"], *e["names"].get(EN, [])])
        refs = _joined(f"{r['title']} <{r['url']}>" if r.get("url") else r["title"] for r in e["references"])
        writer.writerow([e["id"], *(terms[lang] for lang in langs),
                         *(e["definitions"].get(lang, "") for lang in langs),
                         *(e["summary"].get(lang, "") for lang in langs),
                         _joined(e["aliases"]), _joined(e["related"]), _joined(e["tags"]), refs])
    return out.getvalue()


def _rows(text: str, path: str) -> list[tuple[int, list[str]]]:
    """The rows of ``text`` with the line each starts on."""
    text = text.removeprefix("\ufeff")
    reader = csv.reader(io.StringIO(text, newline=""))
    rows = []
    try:
        line = 1
        for row in reader:
            rows.append((line, row))
            line = reader.line_num + 1
    except csv.Error as err:
        raise ExchangeError(Notice(path, reader.line_num, f"not CSV: {err}"))
    return rows


def _reference(cell: str) -> dict[str, Any]:
    if cell.endswith(">") and " <" in cell:
        title, url = cell[:-1].rsplit(" <", 1)
        return {"title": title.strip(), "url": url.strip()}
    return {"title": cell, "url": None}


def read_csv(text: str, path: str, is_language: Any) -> tuple[list[dict[str, Any]], list[Notice]]:
    """Entries of a concepts CSV; ``is_language(code)`` says whether a column name is a language
    tag (the caller validates tags with ``langcodes``)."""
    rows = _rows(text, path)
    if not rows:
        raise ExchangeError(Notice(path, 1, "empty file"))
    header_line, header = rows[0]
    header = [h.strip() for h in header]
    notices: list[Notice] = []
    columns: list[tuple[str, str | None]] = []  # (field, language)
    for name in header:
        low = name.lower()
        field, _, lang = low.partition(":")
        if low in OWN_COLUMNS or low in ("term", "description"):
            columns.append((low, None))
        elif field in ("definition", "summary") and lang:
            columns.append((field, language_tag(name.partition(":")[2])))
        elif low not in NOT_LANGUAGES and is_language(name):
            columns.append(("terms", language_tag(name)))
        else:
            columns.append(("", None))
            notices.append(Notice(path, header_line, f"column {name!r} is not imported"))
    if not any(f == "terms" or f == "term" for f, _ in columns):
        raise ExchangeError(Notice(path, header_line, "no column of terms: the header names no language code"))
    taken: set[str] = set()
    entries = []
    for line, row in rows[1:]:
        if not any(cell.strip() for cell in row):
            continue
        if len(row) > len(header):
            notices.append(Notice(path, line, f"{len(row) - len(header)} cells past the header are not imported"))
        entry = _row_entry(dict(enumerate(row)), columns)
        if entry is None:
            notices.append(Notice(path, line, "a row without an English term or any term is skipped"))
            continue
        entry["id"] = concept_id(entry["id"] or entry["term"], taken)
        entries.append(entry)
    return entries, notices


def _row_entry(cells: dict[int, str], columns: list[tuple[str, str | None]]) -> dict[str, Any] | None:
    entry = empty_entry("", "")
    english: list[str] = []
    fallback_term = ""
    for i, (field, lang) in enumerate(columns):
        cell = cells.get(i, "").strip()
        if not cell or not field:
            continue
        if field == "terms" and lang is not None:
            names = _split(cell)
            if lang == EN:
                english = names
            else:
                entry["names"][lang] = names
        elif field == "term":
            fallback_term = cell
        elif field == "description":
            entry["definitions"].setdefault(EN, cell)
        elif field in ("definition", "summary") and lang is not None:
            entry["definitions" if field == "definition" else "summary"][lang] = cell
        elif field == "id":
            entry["id"] = cell
        elif field == "references":
            entry["references"] = [_reference(c) for c in _split(cell)]
        else:
            entry[field] = _split(cell)
    if not english and fallback_term:
        english = [fallback_term]
    if not english:
        first = next((names for names in entry["names"].values() if names), None)
        if not first:
            return None
        english = [first[0]]
    entry["term"] = english[0]
    if english[1:]:
        entry["names"][EN] = english[1:]
    return entry


def to_pairs(entries: Iterable[dict[str, Any]], source: str, target: str) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    for e in entries:
        # one pair per entry, of the display names (a glossary maps each source once); a concept
        # with no name in a language is called by its term there (as a hover shows it)
        writer.writerow([_display(e, source), _display(e, target)])
    return out.getvalue()


def _display(entry: dict[str, Any], lang: str) -> str:
    names = entry["names"].get(lang) if lang != EN else None
    return names[0] if names else entry["term"]


def read_pairs(text: str, path: str, source: str, target: str) -> tuple[list[dict[str, Any]], list[Notice]]:
    source, target = language_tag(source), language_tag(target)
    notices: list[Notice] = []
    taken: set[str] = set()
    entries = []
    for line, row in _rows(text, path):
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if len(cells) != 2 or not all(cells):
            notices.append(Notice(path, line, f"a row of {len(cells)} cells is not a source/target pair: skipped"))
            continue
        src, tgt = cells
        english = src if source == EN else tgt if target == EN else src
        entry = empty_entry(concept_id(english, taken), english)
        for lang, value in ((source, src), (target, tgt)):
            if lang != EN:
                entry["names"][lang] = [value]
        entries.append(entry)
    return entries, notices
