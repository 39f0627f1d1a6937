"""An *entry*: the fields of a concept that the exchange formats carry, as plain data.

``{"id", "term", "aliases", "names", "summary", "definitions", "related", "references", "tags",
"usage"}``: the same keys and shapes as the glossary format (docs/glossary-format.md), so an
imported entry is written as YAML the loader reads, and a round trip compares entries. Match rules
and sense cues are the glossary's own detection settings: no exchange format has a place for
them, so they are neither exported nor imported (docs/exchange.md).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Iterable

import yaml

from ai_glossary.core.glossary.export import concept_to_dict
from ai_glossary.core.glossary.model import Glossary

FIELDS = ("id", "term", "aliases", "names", "summary", "definitions", "related", "references", "tags", "usage")
# what TBX carries; CSV and SKOS have no place for the status of a form (``usage``)
WITHOUT_USAGE = FIELDS[:-1]
EN = "en"


@dataclass(frozen=True)
class Notice:
    """Something of an imported file that has no place in the glossary (it is left out), or an
    error that stops the import. ``line`` is 1-based, None where the format has no lines."""

    path: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        return f"{where}: {self.message}"


class ExchangeError(Exception):
    """A file that cannot be imported at all (not the format, unreadable): nothing is written."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(str(notice))
        self.notice = notice


def language_tag(raw: str) -> str:
    """A file's language tag in the glossary's spelling: the language, and its script where the
    language is written in several (``fr-FR`` -> ``fr``, ``eng`` -> ``en``, ``zh-CN`` -> ``zh-Hans``,
    ``zh-TW`` -> ``zh-Hant``). Termbases tag terms by region; a reader's language is matched to the
    glossary's by language and script (core/i18n), so a region would hide the names from readers
    of that language elsewhere. English is the glossary's term and aliases."""
    import langcodes

    from ai_glossary.core.i18n import normalize_tag

    tag = normalize_tag(raw)
    if tag is None:
        return raw
    language = langcodes.Language.get(tag)
    if language.language == "zh":
        return f"zh-{language.script or language.maximize().script}"
    return language.language + (f"-{language.script}" if language.script else "") if language.language else tag


def empty_entry(concept_id: str, term: str) -> dict[str, Any]:
    return {"id": concept_id, "term": term, "aliases": [], "names": {}, "summary": {}, "definitions": {},
            "related": [], "references": [], "tags": [], "usage": []}


def entries_of(glossary: Glossary, languages: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """The entries of ``glossary`` by id; with ``languages``, the names, summaries and
    definitions of those languages only (the English term and aliases always)."""
    keep = None if languages is None else set(languages)
    out = []
    for concept in sorted(glossary.concepts.values(), key=lambda c: c.id):
        d = concept_to_dict(concept)
        entry = {k: d[k] for k in FIELDS}
        if keep is not None:
            for key in ("names", "summary", "definitions"):
                entry[key] = {lang: v for lang, v in entry[key].items() if lang in keep}
        out.append(entry)
    return out


def languages_of(entries: Iterable[dict[str, Any]]) -> list[str]:
    """Every language the entries have a name, summary or definition in, English first."""
    seen: set[str] = set()
    for e in entries:
        for key in ("names", "summary", "definitions"):
            seen.update(e[key])
    return sorted(seen, key=lambda lang: (lang != EN, lang))


_NOT_ID = re.compile(r"[^a-z0-9]+")


def concept_id(text: str, taken: set[str]) -> str:
    """A kebab-case id for a concept named ``text`` (``Feature store`` -> ``feature-store``),
    not in ``taken``; it is added to ``taken``."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    base = _NOT_ID.sub("-", ascii_text).strip("-") or "term"
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}-{n}", n + 1
    taken.add(candidate)
    return candidate


def settle_forms(entries: list[dict[str, Any]], glossary: Glossary, path: str) -> list[Notice]:
    """Make imported entries load beside ``glossary`` (the built-in one): an entry named by a form
    of an existing concept extends that concept (its id is taken); a form two imported entries
    share is marked ambiguous in both, as the glossary format asks (docs/glossary-format.md)."""
    from ai_glossary.core.glossary.model import form_key

    notices = []
    owners: dict[str, str] = {}
    for concept in glossary.concepts.values():
        for form, _lang in concept.surface_forms():
            owners.setdefault(form_key(form), concept.id)
    used = {e["id"] for e in entries}
    for e in entries:
        if e["id"] in glossary.concepts:
            continue
        existing = next((owners[k] for k in map(form_key, [e["term"], *e["aliases"]]) if k in owners), None)
        if existing is not None and existing not in used:
            notices.append(Notice(path, None, f"{e['term']!r} is a name of the glossary's concept "
                                              f"{existing!r}: the entry extends it"))
            used.add(existing)
            e["id"] = existing
    seen: dict[str, dict[str, Any]] = {}
    for e in entries:
        forms = [e["term"], *e["aliases"], *(n for names in e["names"].values() for n in names)]
        for form in forms:
            other = seen.setdefault(form_key(form), e)
            if other is not e:
                for holder in (other, e):
                    ambiguous = holder.setdefault("match", {}).setdefault("ambiguous", [])
                    if form not in ambiguous:
                        ambiguous.append(form)
                notices.append(Notice(path, None, f"{form!r} names two entries ({other['id']!r}, {e['id']!r}): "
                                                  f"it needs evidence nearby to count (match.ambiguous)"))
    return notices


def to_yaml(entries: Iterable[dict[str, Any]], header: str = "") -> str:
    """A glossary file of ``entries`` (empty fields left out), with ``header`` as comment lines."""
    concepts = []
    for e in entries:
        item: dict[str, Any] = {"id": e["id"], "term": e["term"]}
        for key in (*FIELDS[2:], "match"):
            value = e.get(key)
            if key == "usage" and value:  # no "use: null"
                value = [{k: v for k, v in u.items() if v is not None} for u in value]
            if value:
                item[key] = value
        concepts.append(item)
    comment = "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines())
    body = yaml.safe_dump({"concepts": concepts}, allow_unicode=True, sort_keys=False, width=100)
    return comment + body


def comparable(entries: Iterable[dict[str, Any]], fields: Iterable[str] = FIELDS,
               ordered: bool = True) -> dict[str, dict[str, Any]]:
    """Entries by id with ``fields`` only, empty values left out: what a round trip through a
    format must give back. ``ordered=False`` for a format whose lists have no order (RDF): lists
    are compared sorted, but for each language's first name (its display name)."""
    def order(values: list) -> list:
        return list(values) if ordered else sorted(values, key=repr)

    out = {}
    for e in entries:
        item = {}
        for key in fields:
            value = e.get(key)
            if key == "names":
                value = {lang: [v[0], *order(v[1:])] for lang, v in (value or {}).items() if v}
            elif key == "usage":  # "admitted" with nothing to use instead is what an unlisted form is
                value = order([u for u in value or [] if u["status"] != "admitted" or u.get("use")])
            elif isinstance(value, list):
                value = order(value)
            elif isinstance(value, dict):
                value = {k: v for k, v in value.items() if v}
            elif value is None:
                value = [] if key not in ("id", "term") else value
            item[key] = value
        out[e["id"]] = item
    return out
