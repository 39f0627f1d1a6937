"""One concept's mapping, schema-valid, made a :class:`~.model.Concept`; the checks of one concept
that need no other (blank texts, match forms that are none of its forms, generic context words)."""

from __future__ import annotations

import unicodedata
from typing import Any

from ai_glossary.core.glossary.generic_words import GENERIC_CONTEXT_WORDS
from ai_glossary.core.glossary.model import (SENSE_CUE_FIELDS, Concept, FormUsage, Reference, SenseCues, SourceSpan,
                                             form_key)
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.i18n import N_, Message

MATCH_FORM_FIELDS = ("ambiguous", "case_sensitive", "case_insensitive", "exclude", "uninflected")

GLOBAL_GENERIC_WORD = N_("the global context list: '{word}' is found in nearly every ML file, so it is no "
                         "evidence of one sense: remove it or use a word specific to this sense (a library, a "
                         "config key, a phrase)")
CONCEPT_GENERIC_WORD = N_("concept '{id}': match.context: '{word}' is found in nearly every ML file, so it is no "
                          "evidence of one sense: remove it or use a word specific to this sense (a library, a "
                          "config key, a phrase)")


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def texts(values: Any) -> tuple[str, ...]:
    """NFC-normalised, stripped, de-duplicated (first wins) texts."""
    if isinstance(values, str):
        values = [values]
    out: list[str] = []
    seen: set[str] = set()
    for v in values or ():
        t = nfc(v).strip()
        if t and t not in seen:
            seen.add(t)
            out.append(t)
    return tuple(out)


def _cues(raw: Any) -> SenseCues:
    """``match.evidence`` or ``match.against`` (schema-valid) as SenseCues."""
    if not isinstance(raw, dict):
        return SenseCues()
    return SenseCues(**{name: texts(raw.get(name)) for name in SENSE_CUE_FIELDS})


def usage_of(raw: Any) -> tuple[FormUsage, ...]:
    """``usage`` (schema-valid) as FormUsage, one per form (the last listing of a form wins)."""
    by_form: dict[str, FormUsage] = {}
    for item in raw or ():
        form = nfc(item["form"]).strip()
        use = nfc(item["use"]).strip() if item.get("use") else None
        by_form.pop(form_key(form), None)
        by_form[form_key(form)] = FormUsage(form, item["status"], use or None)
    return tuple(by_form.values())


def blank_fields(raw: dict) -> list[tuple[tuple[Any, ...], str]]:
    """Text values that are only whitespace (the schema only rejects empty ones)."""
    found: list[tuple[tuple[Any, ...], str]] = []

    def walk(value: Any, path: tuple[Any, ...]) -> None:
        if isinstance(value, str):
            if not value.strip():
                found.append((path, ".".join(str(p) for p in path)))
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, path + (k,))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, path + (i,))

    walk(raw, ())
    walk = None  # noqa: F841 - it refers to itself through its closure: a cycle (see yaml_nodes._construct)
    return found


def build_concept(raw: dict, source: SourceSpan, builtin: bool) -> Concept:
    """A Concept from one schema-valid mapping (every text NFC-normalised and stripped)."""
    names: dict[str, tuple[str, ...]] = {}
    for lang, value in (raw.get("names") or {}).items():
        written = texts(value)
        if written:
            names[lang] = written
    match = raw.get("match") or {}
    refs = []
    seen_refs: set[tuple[str, str | None]] = set()
    for ref in raw.get("references") or ():
        r = Reference(title=nfc(ref["title"]).strip(),
                      url=nfc(ref["url"]).strip() if ref.get("url") else None)
        if (r.title, r.url) not in seen_refs:
            seen_refs.add((r.title, r.url))
            refs.append(r)
    return Concept(
        id=raw["id"],
        term=nfc(raw.get("term", "")).strip(),
        aliases=texts(raw.get("aliases")),
        names=names,
        summary={lang: nfc(v).strip() for lang, v in (raw.get("summary") or {}).items()},
        definitions={lang: nfc(v).strip() for lang, v in (raw.get("definitions") or {}).items()},
        related=texts(raw.get("related")),
        references=tuple(refs),
        tags=texts(raw.get("tags")),
        ambiguous=frozenset(texts(match.get("ambiguous"))),
        context=texts(match.get("context")),
        case_sensitive=frozenset(texts(match.get("case_sensitive"))),
        case_insensitive=frozenset(texts(match.get("case_insensitive"))),
        exclude=frozenset(texts(match.get("exclude"))),
        uninflected=frozenset(texts(match.get("uninflected"))),
        evidence=_cues(match.get("evidence")),
        against=_cues(match.get("against")),
        usage=usage_of(raw.get("usage")),
        # the languages this entry defines: which file supplied the definition a reader sees
        sources=(SourceSpan(source.path, source.line, source.column, source.builtin,
                            tuple(raw.get("definitions") or ())),),
        builtin=builtin,
    )


def concept_form_keys(concept: Concept) -> set[str]:
    return {form_key(form) for form, _ in concept.surface_forms() if form}


def match_form_items(concept: Concept) -> list[tuple[str, str]]:
    """(field, form) for every form listed under match.* or usage that must be a form of the concept."""
    out: list[tuple[str, str]] = []
    for fname in MATCH_FORM_FIELDS:
        for form in sorted(getattr(concept, fname)):
            out.append((fname, form))
    out += [("usage", usage.form) for usage in concept.usage]
    return out


def stray_form_message(concept_id: str, fname: str, form: str) -> Message:
    if fname == "usage":
        return Message.of(N_("concept '{id}': usage gives a status to '{form}', which is not one of its forms "
                             "(term, aliases or names): add it to aliases or fix the spelling"),
                          id=concept_id, form=form)
    return Message.of(N_("concept '{id}': match.{field} lists '{form}', which is not one of its forms (term, "
                         "aliases or names): add it to aliases or fix the spelling"),
                      id=concept_id, field=fname, form=form)


def generic_word_problems(path: str, concept: Concept, context_at: dict[str, tuple[int, int]],
                          start: tuple[int, int]) -> list[Problem]:
    """A warning for each word of the concept's ``match.context`` that every ML file holds, at
    ``context_at[form_key(word)]`` (else ``start``)."""
    if not concept.context:  # most concepts: 10,000 calls at every reload of a big glossary
        return []
    return [Problem.of(path, *context_at.get(form_key(word), start), CONCEPT_GENERIC_WORD, id=concept.id,
                       word=word, severity="warning", code="generic-context-word")
            for word in concept.context if form_key(word) in GENERIC_CONTEXT_WORDS]
