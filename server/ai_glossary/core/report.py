"""Usage reports: which concepts a body of text uses, how often, where and in which language.

Map and reduce: :func:`file_usage` makes one file's part from its findings (where the file is
scanned: a worker of the local pool or of a Dask cluster), :func:`merged` adds parts, and
:func:`finished` makes the report. Parts are plain data (counts by key), so that adding them in
any order gives the same report: a cluster's report equals the local one.

The *language* of a mention is the language of the name it was found by (a French name: ``fr``;
the term or an alias: ``en``). An abbreviation is *never expanded* in a file when one of the
concept's abbreviations (2 to 6 letters or digits with two capitals or more: ``FSDP``, ``ZeRO``)
is found there and none of its longer names is.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import PurePosixPath
from typing import Any, Iterable

from ai_glossary.core.glossary.model import Glossary, form_key

_ABBREVIATION = re.compile(r"(?=(?:.*[A-Z]){2})[A-Za-z0-9][A-Za-z0-9-]{1,5}")
EN = "en"


class FormLanguages:
    """The language of each glossary form, and which forms are abbreviations."""

    def __init__(self, glossary: Glossary) -> None:
        self.language: dict[tuple[str, str], str] = {}
        self.abbreviations: dict[str, set[str]] = {}
        for concept in glossary.concepts.values():
            short, expanded = set(), False
            for form, lang in concept.surface_forms():
                self.language.setdefault((concept.id, form_key(form)), lang or EN)
                if _ABBREVIATION.fullmatch(form):
                    short.add(form_key(form))
                elif " " in form or "-" in form:
                    expanded = True
            # a name with no longer form (vLLM, NCCL as the glossary writes them) has nothing to expand to
            if short and expanded:
                self.abbreviations[concept.id] = short

    def of(self, concept_id: str, text: str) -> str:
        return self.language.get((concept_id, form_key(text)), EN)

    def is_abbreviation(self, concept_id: str, text: str) -> bool:
        return form_key(text) in self.abbreviations.get(concept_id, ())


def _folder(display: str) -> str:
    parts = PurePosixPath(display.replace("\\", "/")).parts
    return parts[0] if len(parts) > 1 else "."


def _kind(display: str) -> str:
    suffix = PurePosixPath(display).suffix.lower()
    return suffix or PurePosixPath(display).name


def file_usage(display: str, found: Iterable[tuple[str, str]], forms: FormLanguages) -> dict[str, Any]:
    """One file's part: ``found`` are (concept id, matched text)."""
    mentions: Counter[str] = Counter()
    languages: Counter[str] = Counter()
    short, long = set(), set()
    for concept_id, text in found:
        mentions[concept_id] += 1
        languages[f"{concept_id}\t{forms.of(concept_id, text)}"] += 1
        (short if forms.is_abbreviation(concept_id, text) else long).add(concept_id)
    folder, kind = _folder(display), _kind(display)
    return {
        "files": 1,
        "mentions": dict(mentions),
        "files_with": {cid: 1 for cid in mentions},
        "by_folder": {f"{cid}\t{folder}": n for cid, n in mentions.items()},
        "by_kind": {f"{cid}\t{kind}": n for cid, n in mentions.items()},
        "by_language": dict(languages),
        "unexpanded": {cid: 1 for cid in short - long},
        "unexpanded_files": {f"{cid}\t{display}": 1 for cid in sorted(short - long)},
    }


COUNTED = ("files", "mentions", "files_with", "by_folder", "by_kind", "by_language", "unexpanded",
           "unexpanded_files")


def empty() -> dict[str, Any]:
    return {key: 0 if key == "files" else {} for key in COUNTED}


def merged(parts: Iterable[dict[str, Any]], into: dict[str, Any] | None = None) -> dict[str, Any]:
    total = into if into is not None else empty()
    for part in parts:
        total["files"] += part["files"]
        for key in COUNTED[1:]:
            counts = total[key]
            for k, n in part[key].items():
                counts[k] = counts.get(k, 0) + n
    return total


def _split(counts: dict[str, int]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for key, n in counts.items():
        cid, _, sub = key.partition("\t")
        out.setdefault(cid, {})[sub] = n
    return out


def finished(total: dict[str, Any], glossary: Glossary, reader: str, scanned_files: int,
             skipped: int) -> dict[str, Any]:
    """The report as JSON data: concepts by mentions (then id), each with where and how."""
    folders, kinds, languages = _split(total["by_folder"]), _split(total["by_kind"]), _split(total["by_language"])
    unexpanded_files = _split(total["unexpanded_files"])
    concepts = []
    for cid, n in sorted(total["mentions"].items(), key=lambda kv: (-kv[1], kv[0])):
        concept = glossary.concepts.get(cid)
        concepts.append({
            "id": cid,
            "name": concept.display_name(reader) if concept else cid,
            "mentions": n,
            "files": total["files_with"].get(cid, 0),
            "by_folder": dict(sorted(folders.get(cid, {}).items(), key=lambda kv: (-kv[1], kv[0]))),
            "by_kind": dict(sorted(kinds.get(cid, {}).items(), key=lambda kv: (-kv[1], kv[0]))),
            "by_language": dict(sorted(languages.get(cid, {}).items(), key=lambda kv: (-kv[1], kv[0]))),
            "unexpanded_in": sorted(unexpanded_files.get(cid, {})),
            "defined_in_reader_language": bool(concept and reader in concept.definitions),
        })
    return {
        "reader_language": reader,
        "files_scanned": scanned_files,
        "files_skipped": skipped,
        "files_with_terms": total["files"],
        "mentions": sum(total["mentions"].values()),
        "concepts": concepts,
        "never_expanded": [c["id"] for c in concepts if c["unexpanded_in"]],
        "undefined_in_reader_language": [c["id"] for c in concepts if not c["defined_in_reader_language"]],
    }
