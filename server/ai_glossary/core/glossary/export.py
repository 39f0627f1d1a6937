"""A concept as JSON data, and back.

:func:`concept_to_dict` is the whole concept: what ``ai-glossary list --format json`` prints and
what the built-in cache stores (:func:`concept_from_dict` reads it back). The reader's view of a
concept in one language, with fallbacks (``define --format json``, search results, the editor's
concept list), is :func:`ai_glossary.core.reader.render.concept_view`, built on the same pieces.
"""

from __future__ import annotations

from itertools import repeat
from typing import Any, Callable, Iterable

from ai_glossary.core.glossary.model import (FORM_STATUSES, SENSE_CUE_FIELDS, Concept, FormUsage, Reference, SenseCues,
                                             SourceSpan)


def references_to_list(references: Iterable[Reference]) -> list[dict[str, Any]]:
    return [{"title": r.title, "url": r.url} for r in references]


def concept_to_dict(concept: Concept, lang: str | None = None) -> dict[str, Any]:
    """Every field of ``concept``, texts in every language; with ``lang``, only its names, summary
    and definition in that language."""

    def in_lang(texts: dict) -> dict:
        return texts if lang is None else {k: v for k, v in texts.items() if k == lang}

    return {
        "id": concept.id,
        "term": concept.term,
        "aliases": list(concept.aliases),
        "names": {k: list(v) for k, v in in_lang(concept.names).items()},
        "summary": dict(in_lang(concept.summary)),
        "definitions": dict(in_lang(concept.definitions)),
        "related": list(concept.related),
        "references": references_to_list(concept.references),
        "tags": list(concept.tags),
        "match": {
            "ambiguous": sorted(concept.ambiguous),
            "context": list(concept.context),
            "case_sensitive": sorted(concept.case_sensitive),
            "case_insensitive": sorted(concept.case_insensitive),
            "exclude": sorted(concept.exclude),
            "uninflected": sorted(concept.uninflected),
            "evidence": _cues_to_dict(concept.evidence),
            "against": _cues_to_dict(concept.against),
        },
        "usage": [{"form": u.form, "status": u.status, "use": u.use} for u in concept.usage],
        "builtin": concept.builtin,
        "sources": [{"path": s.path, "line": s.line, "column": s.column, "builtin": s.builtin,
                     "languages": list(s.languages)} for s in concept.sources],
    }


def _cues_to_dict(cues: SenseCues) -> dict[str, list[str]]:
    return {name: list(getattr(cues, name)) for name in SENSE_CUE_FIELDS}


def _cues_from_dict(value: Any) -> SenseCues:
    if value == _NO_CUES_DICT:  # most concepts' (420 of the built-in 546): one comparison in C
        return _NO_CUES
    if not isinstance(value, dict):
        raise ValueError("bad sense cues")
    return SenseCues(**{name: _strs(value[name]) for name in SENSE_CUE_FIELDS})


_NO_CUES = SenseCues()
_NO_CUES_DICT = _cues_to_dict(_NO_CUES)


def _usage_from_list(value: Any) -> tuple[FormUsage, ...]:
    if not isinstance(value, list):
        raise ValueError("bad usage")
    out = []
    for u in value:
        if not isinstance(u, dict) or u.get("status") not in FORM_STATUSES or not isinstance(u.get("form"), str):
            raise ValueError("bad usage entry")
        use = u.get("use")
        if use is not None and not isinstance(use, str):
            raise ValueError("bad usage replacement")
        out.append(FormUsage(u["form"], u["status"], use))
    return tuple(out)


def _strs(value: Any) -> tuple[str, ...]:
    # a loop in C: a generator per list took a fifth of the built-in cache's parse (6,300 lists)
    if not isinstance(value, list) or not all(map(isinstance, value, repeat(str))):
        raise ValueError("expected a list of strings")
    return tuple(value)


def _str_map(value: Any) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise ValueError("expected a mapping of strings")
    return dict(value)


class SourceTable:
    """Source spans as five ints each (path, line, column, built-in, languages), the paths and the
    language lists given once in tables: how the built-in cache keeps them. With the eight reader
    languages a concept has five spans; as JSON objects they were 3-7 ms of the cache's parse."""

    def __init__(self, paths: list[str] | None = None, languages: list[tuple[str, ...]] | None = None) -> None:
        self.paths, self.languages = paths or [], languages or []
        self._path_at = {p: i for i, p in enumerate(self.paths)}
        self._languages_at = {langs: i for i, langs in enumerate(self.languages)}

    def ints(self, sources: Iterable[SourceSpan], rel: Callable[[str], str]) -> list[int]:
        """``sources`` as ints, their paths made by ``rel``, added to the tables."""
        out = []
        for s in sources:
            path = self._path_at.setdefault(rel(s.path), len(self._path_at))
            langs = self._languages_at.setdefault(s.languages, len(self._languages_at))
            out += [path, s.line, s.column, int(s.builtin), langs]
        self.paths, self.languages = list(self._path_at), list(self._languages_at)
        return out

    def spans(self, ints: Any) -> tuple[SourceSpan, ...]:
        """The spans ``ints`` stand for (the tables as read, their paths resolved); ValueError or
        IndexError when they are not what :meth:`ints` writes."""
        # checked by loops in C (a generator over the 8,200 ints took 1 ms)
        if type(ints) is not list or len(ints) % 5 or not set(map(type, ints)) <= {int} or (ints and min(ints) < 0):
            raise ValueError("bad source spans")
        return tuple(SourceSpan(self.paths[ints[i]], ints[i + 1], ints[i + 2], bool(ints[i + 3]),
                                self.languages[ints[i + 4]]) for i in range(0, len(ints), 5))


def concept_from_dict(d: Any, resolve: Callable[[str], str] = str) -> Concept:
    """The concept :func:`concept_to_dict` wrote (every language); ``resolve`` maps the source paths.

    The data is checked as it is read (it may come from a damaged file): ValueError, TypeError or
    KeyError when it is not what :func:`concept_to_dict` writes.
    """
    if not isinstance(d, dict) or not isinstance(d.get("id"), str) or not isinstance(d.get("term"), str):
        raise ValueError("bad concept entry")
    names = d["names"]
    match = d["match"]
    if not isinstance(names, dict) or not isinstance(match, dict):
        raise ValueError("bad names or match")
    refs = []
    for r in d["references"]:
        if not isinstance(r, dict) or not isinstance(r.get("title"), str):
            raise ValueError("bad reference")
        url = r.get("url")
        if url is not None and not isinstance(url, str):
            raise ValueError("bad reference url")
        refs.append(Reference(title=r["title"], url=url))
    sources = [SourceSpan(resolve(str(s["path"])), int(s["line"]), int(s["column"]), bool(s["builtin"]),
                          _strs(s["languages"])) for s in d["sources"]]
    return Concept(
        id=d["id"],
        term=d["term"],
        aliases=_strs(d["aliases"]),
        names={str(lang): _strs(v) for lang, v in names.items()},
        summary=_str_map(d["summary"]),
        definitions=_str_map(d["definitions"]),
        related=_strs(d["related"]),
        references=tuple(refs),
        tags=_strs(d["tags"]),
        ambiguous=frozenset(_strs(match["ambiguous"])),
        context=_strs(match["context"]),
        case_sensitive=frozenset(_strs(match["case_sensitive"])),
        case_insensitive=frozenset(_strs(match["case_insensitive"])),
        exclude=frozenset(_strs(match["exclude"])),
        uninflected=frozenset(_strs(match.get("uninflected", []))),
        evidence=_cues_from_dict(match["evidence"]),
        against=_cues_from_dict(match["against"]),
        usage=_usage_from_list(d["usage"]),
        sources=tuple(sources),
        builtin=bool(d["builtin"]),
    )
