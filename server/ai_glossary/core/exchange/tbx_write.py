"""TBX-Basic v3 (ISO 30042:2019, DCA style) of glossary entries.

One ``conceptEntry`` per concept (its id), with its tags as ``subjectField``, ``related`` as
``crossReference`` refs to other entries, references as ``externalCrossReference`` xrefs; one
``langSec`` per language with the definition (``descrip type="definition"``), the summary as the
language's ``note``, and one ``termSec`` per name, the first one ``preferredTerm-admn-sts`` and
the others ``admittedTerm-admn-sts``. The glossary's term and aliases have no language of their
own: they are the English section's terms, the term first.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Iterable

from ai_glossary.core.exchange.entries import EN, languages_of

TBX_NS = "urn:iso:std:iso:30042:ed-2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# the TBX-Basic schema's published location, as the dialect's own samples name it
SCHEMA_PI = ('href="https://raw.githubusercontent.com/LTAC-Global/TBX-Basic_dialect/master/DCA/'
             'TBXcoreStructV03_TBX-Basic_integrated.rng" type="application/xml" '
             'schematypens="http://relaxng.org/ns/structure/1.0"')
USE_PREFIX = "Use instead: "  # a term's note naming its replacement (read back by tbx_read)
STATUS_VALUES = {"preferred": "preferredTerm-admn-sts", "admitted": "admittedTerm-admn-sts",
                 "deprecated": "deprecatedTerm-admn-sts", "forbidden": "supersededTerm-admn-sts"}


def _sub(parent: ET.Element, tag: str, text: str | None = None, **attrs: str) -> ET.Element:
    child = ET.SubElement(parent, tag, attrs)
    if text is not None:
        child.text = text
    return child


def terms_by_language(entry: dict[str, Any]) -> dict[str, list[str]]:
    """Each language's terms, display name first; English: the term, then the aliases."""
    out: dict[str, list[str]] = {EN: [entry["term"], *entry["aliases"], *entry["names"].get(EN, [])]}
    for lang, names in entry["names"].items():
        if lang != EN:
            out[lang] = list(names)
    return out


def to_tbx(entries: Iterable[dict[str, Any]], title: str = "AI Glossary") -> str:
    entries = list(entries)
    ET.register_namespace("", TBX_NS)
    root = ET.Element(f"{{{TBX_NS}}}tbx", {"type": "TBX-Basic", "style": "dca", XML_LANG: EN})
    header = _sub(root, f"{{{TBX_NS}}}tbxHeader")
    file_desc = _sub(header, f"{{{TBX_NS}}}fileDesc")
    _sub(_sub(file_desc, f"{{{TBX_NS}}}titleStmt"), f"{{{TBX_NS}}}title", title)
    _sub(_sub(file_desc, f"{{{TBX_NS}}}sourceDesc"), f"{{{TBX_NS}}}p", "Exported by ai-glossary")
    body = _sub(_sub(root, f"{{{TBX_NS}}}text"), f"{{{TBX_NS}}}body")
    order = languages_of(entries)
    for entry in entries:
        _concept(body, entry, order)
    ET.indent(root, space="  ")
    xml = ET.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<?xml-model {SCHEMA_PI}?>\n{xml}\n'


def _concept(body: ET.Element, entry: dict[str, Any], order: list[str]) -> None:
    ns = f"{{{TBX_NS}}}"
    concept = _sub(body, ns + "conceptEntry", id=entry["id"])
    for tag in entry["tags"]:
        _sub(concept, ns + "descrip", tag, type="subjectField")
    for target in entry["related"]:
        _sub(concept, ns + "ref", target, type="crossReference", target=target)
    for ref in entry["references"]:
        attrs = {"type": "externalCrossReference"}
        if ref.get("url"):
            attrs["target"] = ref["url"]
        _sub(concept, ns + "xref", ref["title"], **attrs)
    terms = terms_by_language(entry)
    usage = {u["form"]: u for u in entry.get("usage") or []}
    # a language section holds at least one term: a language with texts but no name of its own
    # (a hover shows the term there) has them on the entry, tagged with it, before the sections
    for lang in order:
        if not terms.get(lang):
            if lang in entry["definitions"]:
                _sub(concept, ns + "descrip", entry["definitions"][lang], type="definition", **{XML_LANG: lang})
            if lang in entry["summary"]:
                _sub(concept, ns + "note", entry["summary"][lang], **{XML_LANG: lang})
    for lang in order:
        names = terms.get(lang, [])
        if not names:
            continue
        section = _sub(concept, ns + "langSec", **{XML_LANG: lang})
        if lang in entry["definitions"]:
            _sub(section, ns + "descrip", entry["definitions"][lang], type="definition")
        if lang in entry["summary"]:
            _sub(section, ns + "note", entry["summary"][lang])
        for i, name in enumerate(names):
            term_sec = _sub(section, ns + "termSec")
            _sub(term_sec, ns + "term", name)
            listed = usage.get(name)
            status = listed["status"] if listed else ("preferred" if i == 0 else "admitted")
            _sub(term_sec, ns + "termNote", STATUS_VALUES[status], type="administrativeStatus")
            if listed and listed.get("use"):  # what to write instead: the glossary's own note
                _sub(term_sec, ns + "note", USE_PREFIX + listed["use"])
