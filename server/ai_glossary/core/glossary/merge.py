"""Merging parsed glossary files over a base glossary, with the cross-file checks."""

from __future__ import annotations

import os
from typing import Iterable, NamedTuple

from ai_glossary.core.glossary.model import Concept, Glossary, form_key, replace_concept
from ai_glossary.core.i18n import N_, Message
from ai_glossary.core.glossary.concept_build import concept_form_keys, stray_form_message
from ai_glossary.core.glossary.parsed import ParsedFile
from ai_glossary.core.glossary.positions import ConceptPositions
from ai_glossary.core.glossary.problems import Problem, did_you_mean



class Site(NamedTuple):
    """Where a file wrote something (1-based line and column)."""

    path: str
    line: int
    column: int


class MatchForm(NamedTuple):
    """A form an extension lists under ``match.<field>``: it must be a form of the merged concept."""

    concept_id: str
    field: str
    form: str
    site: Site


def _unique(*groups: Iterable) -> tuple:
    out: list = []
    seen: set = set()
    for group in groups:
        for item in group:
            if item not in seen:
                seen.add(item)
                out.append(item)
    return tuple(out)


def _copy(concept: Concept) -> Concept:
    """A copy whose containers can be changed without touching the original."""
    return replace_concept(
        concept,
        names=dict(concept.names),
        summary=dict(concept.summary),
        definitions=dict(concept.definitions),
    )


def extend(base: Concept, ext: Concept) -> Concept:
    """``base`` extended by a later definition of the same id (neither is changed).

    Adds aliases, names, related ids, references, tags and match rules; a definition or
    summary in a language, and the status of a form, replaces the earlier one. A different ``term`` becomes the display
    term and the old term stays as an alias, so text using it still matches.
    """
    out = _copy(base)
    aliases = list(base.aliases)
    if ext.term and ext.term != base.term:
        out.term = ext.term
        aliases = [a for a in aliases if a != ext.term]
        if form_key(base.term) not in {form_key(a) for a in aliases} | {form_key(ext.term)}:
            aliases.insert(0, base.term)
    out.aliases = _unique(aliases, [a for a in ext.aliases if a != out.term])
    for lang, names in ext.names.items():
        out.names[lang] = _unique(out.names.get(lang, ()), names)
    out.summary.update(ext.summary)
    out.definitions.update(ext.definitions)
    out.related = _unique(base.related, ext.related)
    out.references = _unique(base.references, ext.references)
    out.tags = _unique(base.tags, ext.tags)
    out.ambiguous = base.ambiguous | ext.ambiguous
    out.context = _unique(base.context, ext.context)
    out.case_sensitive = base.case_sensitive | ext.case_sensitive
    out.case_insensitive = base.case_insensitive | ext.case_insensitive
    out.exclude = base.exclude | ext.exclude
    out.uninflected = base.uninflected | ext.uninflected
    out.evidence = base.evidence.extended(ext.evidence)
    out.against = base.against.extended(ext.against)
    if ext.usage:  # a later file's status of a form replaces the earlier one
        restated = {form_key(u.form) for u in ext.usage}
        out.usage = tuple(u for u in base.usage if form_key(u.form) not in restated) + ext.usage
    out.sources = _unique(base.sources, ext.sources)
    return out


def _keyed_forms(concept: Concept) -> list[tuple[str, str]]:
    """(form_key, form) for each written form of ``concept``."""
    return [(form_key(form), form) for form, _ in concept.surface_forms() if form]


def _short_path(path: str) -> str:
    return os.path.basename(path) or path


def merge(base: Glossary, files: list[ParsedFile]) -> tuple[Glossary, list[Problem]]:
    """Apply ``files`` in order over ``base``; later files win. ``base`` is never changed.

    Returns the new glossary and the cross-file problems (unknown related ids, forms shared by
    two concepts, new concepts without a term, ids defined by two built-in files, match forms
    of extensions that are not forms of the merged concept). The files' own problems stay in
    each ``ParsedFile.problems``; they are not repeated here.
    """
    merging = _Merging(base)
    for parsed in files:
        merging.layer(parsed)
    return merging.result()


class _Merging:
    """The glossary being merged, file after file, and what the checks after the last file need."""

    def __init__(self, base: Glossary) -> None:
        self.concepts: dict[str, Concept] = dict(base.concepts)
        self.context_words = set(base.context_words)
        self.problems: list[Problem] = []
        self.changed: set[str] = set()  # ids these files define or extend
        # ids whose Concept in `concepts` is our own (made by extend); the others are the files' or
        # the base's own objects, shared, and copied before they are changed
        self.owned: set[str] = set()
        # (concept id, form key) -> where these files wrote the form, a Site's fields (60,000 of them
        # for a big glossary: a plain tuple is made 5x faster); insertion order = file order
        self.form_sites: dict[tuple[str, str], tuple[str, int, int]] = {}
        self.related_sites: list[tuple[str, str, tuple[str, int, int]]] = []  # (id, related id, where), 20,000
        self.pending: list[MatchForm] = []
        self.written_forms: dict[str, tuple[Concept, list[tuple[str, str]]]] = {}  # id -> (merged concept, forms)

    def layer(self, parsed: ParsedFile) -> None:
        """Merge one file's concepts and context words over what is merged so far."""
        self.context_words.update(parsed.context_words)
        for concept in parsed.concepts:
            pos = parsed.positions.get(concept.id)
            if self._merged(parsed, concept, pos):
                self._record_sites(parsed, concept, pos)

    def _merged(self, parsed: ParsedFile, concept: Concept, pos: "ConceptPositions | None") -> bool:
        """Put ``concept`` in the glossary, new or extending the one of its id; False when it cannot be."""
        cid, concepts = concept.id, self.concepts
        start = pos.start if pos else (1, 1)
        existing = concepts.get(cid)
        if existing is None:
            if not concept.term:
                self.problems.append(Problem.of(
                    parsed.path, *start,
                    N_("concept '{id}': no 'term', and no built-in or earlier glossary defines this id; add "
                       "a term to define a new concept{hint}"), id=cid, hint=_did_you_mean(cid, concepts),
                    code="missing-term"))
                return False
            concepts[cid] = concept
            return True
        if existing.builtin and parsed.builtin:
            # two built-in files define the same id: a content mistake
            other = existing.sources[0] if existing.sources else None
            where = (Message.of(N_(" (first in {path}:{line})"), path=_short_path(other.path),
                                line=other.line) if other else "")
            self.problems.append(Problem.of(
                parsed.path, *(pos.id if pos else start),
                N_("concept '{id}' is already defined in another built-in file{where}: merge the two "
                   "entries"), id=cid, where=where, code="duplicate-id"))
        concepts[cid] = extend(existing, concept)
        self.owned.add(cid)
        return True

    def _record_sites(self, parsed: ParsedFile, concept: Concept, pos: "ConceptPositions | None") -> None:
        """Where the file wrote each form, related id and pending match form of ``concept``
        (ParsedFile.where, inlined: 50,000 calls)."""
        cid = concept.id
        start = pos.start if pos else (1, 1)
        form_at = pos.forms if pos else {}
        forms = _keyed_forms(concept)
        path = (parsed.path,)
        if cid in self.changed:  # an earlier file wrote it too
            for key, _ in forms:
                self.form_sites.pop((cid, key), None)  # re-inserted: the latest site, in the latest order
        for key, _ in forms:
            self.form_sites[(cid, key)] = path + form_at.get(key, start)
        # the forms of a concept no earlier file defined are those of the merged concept: not
        # folded again when the shared forms are looked for
        if self.concepts[cid] is concept:
            self.written_forms[cid] = (concept, forms)
        self.changed.add(cid)
        related_at = pos.related if pos else {}
        for rel in concept.related:
            self.related_sites.append((cid, rel, path + related_at.get(rel, start)))
        for fname, form in parsed.pending_match_forms.get(cid, ()):
            line, col = (pos.match.get((fname, form_key(form)), start) if pos else start)
            self.pending.append(MatchForm(cid, fname, form, Site(parsed.path, line, col)))

    def _check_match_forms(self) -> None:
        """Match forms of extensions must be forms of the merged concept."""
        for item in self.pending:
            concept = self.concepts.get(item.concept_id)
            if concept is not None and form_key(item.form) not in concept_form_keys(concept):
                self.problems.append(Problem.with_message(
                    *item.site, stray_form_message(item.concept_id, item.field, item.form), code="unknown-match-form"))

    def _check_related(self) -> None:
        """Related ids must exist; unknown ones are dropped from the merged concept."""
        concepts = self.concepts
        dropped: dict[str, set[str]] = {}
        for cid, rel, site in self.related_sites:
            if cid not in concepts or rel in concepts:
                if rel == cid:
                    self.problems.append(Problem.of(*site, N_("concept '{id}' lists itself under related"), id=cid,
                                                    severity="warning", code="self-related"))
                continue
            self.problems.append(Problem.of(*site, N_("concept '{id}': unknown related id '{related}'{hint}"),
                                            id=cid, related=rel, hint=_did_you_mean(rel, concepts),
                                            code="unknown-related"))
            dropped.setdefault(cid, set()).add(rel)
        for cid, rels in dropped.items():
            concept = concepts[cid]
            if cid not in self.owned:
                concept = concepts[cid] = _copy(concept)
            concept.related = tuple(r for r in concept.related if r not in rels)

    def result(self) -> tuple[Glossary, list[Problem]]:
        """The merged glossary, after the checks that need every file."""
        self._check_match_forms()
        self._check_related()
        self.problems.extend(_shared_forms(self.concepts, self.form_sites, self.written_forms))
        self.problems.extend(_unknown_evidence_concepts(self.concepts, self.changed))
        return Glossary(concepts=self.concepts, context_words=frozenset(self.context_words)), self.problems


def _unknown_evidence_concepts(concepts: dict[str, Concept], changed: set[str]) -> list[Problem]:
    """``match.evidence.concepts`` ids that name no concept (an unknown id would never count)."""
    problems = []
    for cid in sorted(changed):
        concept = concepts.get(cid)
        if concept is None:
            continue
        for other in concept.evidence.concepts:
            if other not in concepts:
                site = concept.sources[-1]
                problems.append(Problem.of(site.path, site.line, site.column,
                                           N_("concept '{id}': match.evidence.concepts names an unknown id '{other}'{hint}"),
                                           id=cid, other=other, hint=_did_you_mean(other, concepts),
                                           code="unknown-evidence-concept"))
    return problems


def _did_you_mean(word: str, concepts: dict[str, Concept]) -> "Message | str":
    return did_you_mean(word, concepts, cutoff=0.75) or ""


def _shared_forms(concepts: dict[str, Concept], form_sites: dict[tuple[str, str], tuple[str, int, int]],
                  written_forms: dict[str, tuple[Concept, list[tuple[str, str]]]]) -> list[Problem]:
    """Forms (case-folded, NFC) used by two concepts, unless both mark them ambiguous.

    Only forms written by the merged files are reported (a user file is not blamed for the
    built-in data), at the place they were written. ``written_forms``: the (key, form) pairs the
    loop over the files made, for a concept still the object they were made for.
    """
    first, shared = _owners_of_written_forms(concepts, {key for _, key in form_sites}, written_forms)
    if not shared:
        return []
    order = {site_key: i for i, site_key in enumerate(form_sites) if site_key[1] in shared}
    problems: list[Problem] = []
    for key in [k for k in first if k in shared]:  # in the order the keys were first met
        problems += _shared_form_problems(concepts, key, shared[key], form_sites, order)
    return problems


def _owners_of_written_forms(concepts: dict[str, Concept], wanted: set[str],
                             written_forms: dict[str, tuple[Concept, list[tuple[str, str]]]]
                             ) -> tuple[dict[str, tuple[str, str]], dict[str, list[tuple[str, str]]]]:
    """For each ``wanted`` key, the first concept with it (and its spelling), and, only for a key
    two concepts have, all of them in glossary order: one small object per form rather than a
    list each (10,000 concepts: 60,000 lists, freed in one C call that held the GIL for 10 ms)."""
    first: dict[str, tuple[str, str]] = {}
    shared: dict[str, list[tuple[str, str]]] = {}
    for cid, concept in concepts.items():
        made = written_forms.get(cid)
        forms = (made[1] if made is not None and made[0] is concept
                 else _keyed_forms(concept))
        excluded = {form_key(x) for x in concept.exclude} if concept.exclude else ()
        for key, form in forms:
            if not key or key not in wanted or key in excluded:
                continue
            owner = first.setdefault(key, (cid, form))
            if owner[0] == cid:
                continue
            bucket = shared.get(key)
            if bucket is None:
                shared[key] = [owner, (cid, form)]
            elif all(c != cid for c, _ in bucket):
                bucket.append((cid, form))
    return first, shared


def _shared_form_problems(concepts: dict[str, Concept], key: str, bucket: list[tuple[str, str]],
                          form_sites: dict[tuple[str, str], tuple[str, int, int]],
                          order: dict[tuple[str, str], int]) -> list[Problem]:
    """The problems of one form ``key`` that the concepts of ``bucket`` share, at the places these
    files wrote it (all but the first, when every one of them was written here)."""
    ambiguous_in = {cid for cid, _ in bucket
                    if key in {form_key(a) for a in concepts[cid].ambiguous}}

    def clash(a: str, b: str) -> bool:
        return a != b and not (a in ambiguous_in and b in ambiguous_in)

    involved = [(cid, form) for cid, form in bucket if any(clash(cid, o) for o, _ in bucket)]
    if not involved:
        return []
    written = sorted((c for c in involved if (c[0], key) in form_sites),
                     key=lambda c: order[(c[0], key)])
    if len(written) == len(involved):
        written = written[1:]  # all written here: the first one is not the one to blame
    problems: list[Problem] = []
    for cid, form in written:
        other_desc = []
        for o, _ in bucket:
            if not clash(cid, o):
                continue
            written_at = form_sites.get((o, key))
            osite = Site(*written_at) if written_at is not None else None
            if osite is None and concepts[o].sources:
                src = concepts[o].sources[0]
                osite = Site(src.path, src.line, src.column)
            other_desc.append(f"'{o}'" + (f" ({_short_path(osite.path)}:{osite.line})" if osite else ""))
        problems.append(Problem.of(
            *form_sites[(cid, key)],
            N_("concept '{id}': the form '{form}' is also a form of concept {others}; two concepts cannot "
               "share a form unless both list it under match.ambiguous"),
            id=cid, form=form, others=", ".join(other_desc), code="duplicate-alias"))
    return problems
