"""Entries from a TBX file: v2 (``martif``: ``termEntry`` / ``langSet`` / ``tig`` or ``ntig``) and
v3 (ISO 30042:2019: ``conceptEntry`` / ``langSec`` / ``termSec``), in the DCA style (``descrip
type="definition"``) and the DCT style (``basic:definition`` elements of a dialect's namespace).

Untrusted XML: parsed with defusedxml, which refuses any entity declaration (a billion-laughs
file), external entities and DTD fetching; nothing is fetched from the network. Elements are
compared by local name, so any namespace (or none, as v2 has) is read alike.

What has no place in the glossary is reported with its line (:class:`.entries.Notice`) and left
out: other data categories, notes outside a language section, terms of a status the glossary
does not keep.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Iterator

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from ai_glossary.core.exchange.entries import EN, ExchangeError, Notice, concept_id, empty_entry, language_tag
from ai_glossary.core.exchange.tbx_write import USE_PREFIX

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# administrative status values (TBX-Basic: preferred, admitted, deprecated; TBX core also has
# superseded and legal) -> the glossary's status names
STATUSES = {"preferredterm-admn-sts": "preferred", "admittedterm-admn-sts": "admitted",
            "deprecatedterm-admn-sts": "deprecated", "supersededterm-admn-sts": "forbidden",
            "legalterm-admn-sts": "admitted", "regulatedterm-admn-sts": "admitted",
            "standardizedterm-admn-sts": "preferred",
            "preferred": "preferred", "admitted": "admitted", "deprecated": "deprecated",
            "superseded": "forbidden", "notrecommended": "deprecated", "obsolete": "deprecated"}
ENTRY_TAGS = {"termEntry", "conceptEntry"}
LANG_TAGS = {"langSet", "langSec"}
TERM_TAGS = {"tig", "ntig", "termSec"}


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


class _Lines(ET.TreeBuilder):
    """A tree builder that notes each element's line."""

    def __init__(self) -> None:
        super().__init__()
        self.parser: DefusedXMLParser | None = None
        self.lines: dict[ET.Element, int] = {}

    def start(self, tag: str, attrs: dict[str, str]) -> ET.Element:  # type: ignore[override]
        element = super().start(tag, attrs)
        if self.parser is not None:
            self.lines[element] = self.parser.parser.CurrentLineNumber
        return element


def parse(data: bytes, path: str) -> tuple[ET.Element, dict[ET.Element, int]]:
    builder = _Lines()
    parser = DefusedXMLParser(target=builder, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    builder.parser = parser
    try:
        parser.feed(data)
        root = parser.close()
    except DefusedXmlException as err:
        raise ExchangeError(Notice(path, None, f"refused: the file declares entities or external resources ({err})"))
    except ET.ParseError as err:
        line = err.position[0] if getattr(err, "position", None) else None
        raise ExchangeError(Notice(path, line, f"not well-formed XML: {err}"))
    return root, builder.lines


def read_tbx(data: bytes, path: str) -> tuple[list[dict[str, Any]], list[Notice]]:
    root, lines = parse(data, path)
    if _local(root.tag) not in ("martif", "tbx"):
        raise ExchangeError(Notice(path, lines.get(root), f"not a TBX file: the root element is <{_local(root.tag)}>"))
    notices: list[Notice] = []
    taken: set[str] = set()
    entries: list[dict[str, Any]] = []
    ids: dict[str, str] = {}  # the file's entry ids -> ours, for cross-references
    raw = [e for e in root.iter() if _local(e.tag) in ENTRY_TAGS]
    for element in raw:
        own = element.get("id") or ""
        entry = _entry(element, path, lines, notices)
        if entry is None:
            continue
        entry["id"] = concept_id(own if own else entry["term"], taken)
        if own:
            ids[own] = entry["id"]
        entries.append(entry)
    for entry in entries:
        related = []
        for target, line in entry.pop("_related"):
            if target in ids:
                related.append(ids[target])
            else:
                notices.append(Notice(path, line, f"cross-reference to {target!r}, which is no entry of this file"))
        entry["related"] = related
    return entries, notices


def _texts(element: ET.Element) -> str:
    """An element's text, spaces and line breaks collapsed (terms, names, values)."""
    return " ".join("".join(element.itertext()).split())


def _prose(element: ET.Element) -> str:
    """A definition's or note's text as written, outer spaces removed."""
    return "".join(element.itertext()).strip()


def _kind(element: ET.Element) -> str:
    """The data category of an element: its ``type`` (DCA) or its local name (DCT)."""
    return element.get("type") or _local(element.tag)


def _flattened(element: ET.Element) -> Iterator[ET.Element]:
    """The children of ``element``, with groups (``descripGrp``, ``termGrp``...) opened."""
    for child in element:
        if _local(child.tag).endswith("Grp"):
            yield from _flattened(child)
        else:
            yield child


def _entry(element: ET.Element, path: str, lines: dict, notices: list[Notice]) -> dict[str, Any] | None:
    terms: dict[str, list[str]] = {}
    statuses: dict[str, str] = {}
    entry = empty_entry("", "")
    entry["_related"] = []
    for child in _flattened(element):
        name, kind, line = _local(child.tag), _kind(child), lines.get(child)
        if name in LANG_TAGS:
            _language(child, entry, terms, statuses, path, lines, notices)
        elif kind == "subjectField":
            entry["tags"].append(_texts(child))
        elif kind == "crossReference":
            entry["_related"].append(((child.get("target") or _texts(child)).lstrip("#"), line))
        elif kind == "externalCrossReference":
            url = child.get("target")
            entry["references"].append({"title": _texts(child) or url or "", "url": url})
        elif kind == "definition":
            lang = language_tag(child.get(XML_LANG) or EN)
            entry["definitions"].setdefault(lang, _prose(child))
        elif name == "note" and child.get(XML_LANG):  # a language's note outside its section
            entry["summary"].setdefault(language_tag(child.get(XML_LANG)), _prose(child))
        else:
            notices.append(Notice(path, line, f"<{name}> {kind!r} of an entry is not imported"))
    english = terms.pop(EN, [])
    if not english:
        first = next(iter(terms.values()), [])
        if not first:
            notices.append(Notice(path, lines.get(element), "an entry without any term is skipped"))
            return None
        notices.append(Notice(path, lines.get(element), f"no English term: {first[0]!r} is the entry's term"))
        english = [first[0]]
    entry["term"], entry["aliases"] = english[0], english[1:]
    entry["names"] = {lang: names for lang, names in terms.items() if names}
    entry["usage"] = [{"form": form, "status": status, "use": use} for form, (status, use) in statuses.items()]
    return entry


def _language(section: ET.Element, entry: dict[str, Any], terms: dict[str, list[str]], statuses: dict[str, str],
              path: str, lines: dict, notices: list[Notice]) -> None:
    raw = section.get(XML_LANG) or section.get("lang")
    if not raw:
        notices.append(Notice(path, lines.get(section), "a language section without xml:lang is skipped"))
        return
    lang = language_tag(raw)
    found: list[tuple[str, str | None, str | None]] = []
    for child in _flattened(section):
        name, kind, line = _local(child.tag), _kind(child), lines.get(child)
        if name in TERM_TAGS:
            term, status, use = _term(child, path, lines, notices)
            if term:
                found.append((term, status, use))
        elif kind == "definition":
            entry["definitions"].setdefault(lang, _prose(child))
        elif name == "note":
            if lang in entry["summary"]:
                notices.append(Notice(path, line, f"a second note in {lang} is not imported"))
            else:
                entry["summary"][lang] = _prose(child)
        else:
            notices.append(Notice(path, line, f"<{name}> {kind!r} in {lang} is not imported"))
    # the preferred term first: it is the display name
    found.sort(key=lambda t: t[1] != "preferred")
    names = terms.setdefault(lang, [])
    for term, status, use in found:
        if term not in names:
            names.append(term)
        if status in ("deprecated", "forbidden") or use:  # preferred first and admitted are what a form is unlisted
            statuses[term] = (status or "admitted", use)


def _term(element: ET.Element, path: str, lines: dict,
          notices: list[Notice]) -> tuple[str, str | None, str | None]:
    """A term, its status and what to write instead (the note ``tbx_write`` gives it)."""
    term, status, use = "", None, None
    for child in _flattened(element):
        name, kind = _local(child.tag), _kind(child)
        if name == "term":
            term = _texts(child)
        elif kind == "administrativeStatus":
            value = _texts(child).replace(" ", "").lower()
            status = STATUSES.get(value)
            if status is None:
                notices.append(Notice(path, lines.get(child), f"administrative status {value!r} is not known"))
        elif name == "note" and _texts(child).startswith(USE_PREFIX):
            use = _texts(child)[len(USE_PREFIX):]
        else:
            notices.append(Notice(path, lines.get(child), f"<{name}> {kind!r} of a term is not imported"))
    return term, status, use
