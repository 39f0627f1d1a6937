"""Turn the text of one glossary file into concepts, context words and problems."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ai_glossary.core.glossary.generic_words import GENERIC_CONTEXT_WORDS
from ai_glossary.core.glossary.model import (SENSE_CUE_FIELDS, Concept, Reference, SenseCues, SourceSpan, form_key,
                                             replace_concept)
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.glossary.schema import concept_label, validate
from ai_glossary.core.glossary.splice import ConceptSource, FileLayout, Splice, layout_of
from ai_glossary.core.glossary.yaml_nodes import SEQ_TAG, YamlDocument, position, read_yaml
from ai_glossary.core.i18n import N_, Message


MATCH_FORM_FIELDS = ("ambiguous", "case_sensitive", "case_insensitive", "exclude", "uninflected")


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


Pos = tuple[int, int]


@dataclass
class ConceptPositions:
    """Where the parts of one concept were written (1-based line, column)."""

    start: Pos = (1, 1)
    id: Pos = (1, 1)
    # position of each related id / surface form / match form as written in this file
    related: dict[str, Pos] = field(default_factory=dict)
    forms: dict[str, Pos] = field(default_factory=dict)  # keyed by form_key(form)
    match: dict[tuple[str, str], Pos] = field(default_factory=dict)  # (field, form) -> pos
    context: dict[str, Pos] = field(default_factory=dict)  # match.context words, by form_key


@dataclass
class ParsedFile:
    """One glossary file, read and checked on its own (no cross-file checks).

    ``concepts`` holds only concepts without schema errors. A concept without a ``term`` is an
    extension of a concept defined elsewhere (allowed in user files): its ``term`` is "" and
    :func:`~ai_glossary.core.glossary.merge.merge` reports it if nothing defines that id.
    """

    path: str
    concepts: list[Concept] = field(default_factory=list)
    context_words: tuple[str, ...] = ()
    problems: list[Problem] = field(default_factory=list)
    builtin: bool = False
    positions: dict[str, ConceptPositions] = field(default_factory=dict)
    # match forms of term-less concepts, checked against the merged concept by merge()
    pending_match_forms: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    @property
    def has_errors(self) -> bool:
        return any(p.is_error for p in self.problems)

    def where(self, concept_id: str, kind: str = "start", key: str | None = None) -> Pos:
        pos = self.positions.get(concept_id)
        if pos is None:
            return (1, 1)
        if kind == "related" and key is not None:
            return pos.related.get(key, pos.start)
        if kind == "form" and key is not None:
            return pos.forms.get(form_key(key), pos.start)
        if kind == "id":
            return pos.id
        return pos.start


@dataclass(frozen=True)
class CachedConcept:
    """A concept read without problems, with where its parts were written."""

    concept: Concept
    positions: ConceptPositions
    pending_match_forms: tuple[tuple[str, str], ...]

    def moved(self, lines: int) -> "CachedConcept":
        """The same concept written ``lines`` lines further down."""
        if not lines:
            return self
        pos = self.positions

        def down(at: Pos) -> Pos:
            return at[0] + lines, at[1]

        positions = ConceptPositions(
            down(pos.start), down(pos.id), {k: down(v) for k, v in pos.related.items()},
            {k: down(v) for k, v in pos.forms.items()}, {k: down(v) for k, v in pos.match.items()},
            {k: down(v) for k, v in pos.context.items()})
        sources = tuple(SourceSpan(s.path, s.line + lines, s.column) for s in self.concept.sources)
        return CachedConcept(replace_concept(self.concept, sources=sources), positions, self.pending_match_forms)


class ConceptCache:
    """The concepts of the last reading of each file, by their YAML text (and its column): a
    reload after an edit reads, checks and builds only the concepts whose text changed (the schema
    check and the building of 10,000 concepts took a second), and, with the file's layout, composes
    only the YAML of the concept the edit fell in (:mod:`.splice`). The owner passes the same cache
    to every reading; it holds one reading per file, so it never grows past the files' concepts."""

    def __init__(self) -> None:
        self._files: dict[tuple[str, bool], tuple[dict[ConceptSource, CachedConcept], FileLayout | None]] = {}

    def of(self, path: str, builtin: bool) -> dict[ConceptSource, CachedConcept]:
        return self._files.get((path, builtin), ({}, None))[0]

    def layout(self, path: str, builtin: bool) -> FileLayout | None:
        return self._files.get((path, builtin), ({}, None))[1]

    def keep(self, path: str, builtin: bool, entries: dict[ConceptSource, CachedConcept],
             layout: FileLayout | None) -> None:
        self._files[(path, builtin)] = (entries, layout)


def _node_items(doc: YamlDocument, node: Node | None) -> dict[Any, tuple[Node, Node]]:
    out: dict[Any, tuple[Node, Node]] = {}
    if isinstance(node, MappingNode):
        for key, key_node, value_node in doc.mapping_items(node):
            out[key] = (key_node, value_node)
    return out


def _seq(node: Node | None) -> list[Node]:
    return list(node.value) if isinstance(node, SequenceNode) else []


def _positions(doc: YamlDocument, node: Node | None) -> ConceptPositions:
    pos = ConceptPositions()
    if node is None:
        return pos
    pos.start = position(node)
    items = _node_items(doc, node)
    if "id" in items:
        pos.id = position(items["id"][1])
    forms: dict[str, Pos] = {}

    def add_form(n: Node) -> None:
        if isinstance(n, ScalarNode) and isinstance(n.value, str):
            forms.setdefault(form_key(n.value), position(n))

    if "term" in items:
        add_form(items["term"][1])
    if "aliases" in items:
        for n in _seq(items["aliases"][1]):
            add_form(n)
    if "names" in items:
        for _, _, value_node in doc.mapping_items(items["names"][1]):
            if isinstance(value_node, ScalarNode):
                add_form(value_node)
            for n in _seq(value_node):
                add_form(n)
    pos.forms = forms
    if "related" in items:
        for n in _seq(items["related"][1]):
            if isinstance(n, ScalarNode):
                pos.related.setdefault(nfc(n.value).strip(), position(n))
    if "match" in items:
        match_items = _node_items(doc, items["match"][1])
        for fname in MATCH_FORM_FIELDS:
            if fname in match_items:
                for n in _seq(match_items[fname][1]):
                    if isinstance(n, ScalarNode):
                        pos.match.setdefault((fname, form_key(n.value)), position(n))
        if "context" in match_items:
            for n in _seq(match_items["context"][1]):
                if isinstance(n, ScalarNode) and isinstance(n.value, str):
                    pos.context.setdefault(form_key(n.value), position(n))
    return pos


def _cues(raw: Any) -> SenseCues:
    """``match.evidence`` or ``match.against`` (schema-valid) as SenseCues."""
    if not isinstance(raw, dict):
        return SenseCues()
    return SenseCues(**{name: _texts(raw.get(name)) for name in SENSE_CUE_FIELDS})


GLOBAL_GENERIC_WORD = N_("the global context list: '{word}' is found in nearly every ML file, so it is no "
                         "evidence of one sense: remove it or use a word specific to this sense (a library, a "
                         "config key, a phrase)")
CONCEPT_GENERIC_WORD = N_("concept '{id}': match.context: '{word}' is found in nearly every ML file, so it is no "
                          "evidence of one sense: remove it or use a word specific to this sense (a library, a "
                          "config key, a phrase)")


def _generic_words(path: str, concept: Concept, pos: ConceptPositions) -> list[Problem]:
    """A warning for each word of the concept's ``match.context`` that every ML file holds."""
    if not concept.context:  # most concepts: 10,000 calls at every reload of a big glossary
        return []
    return [Problem.of(path, *pos.context.get(form_key(word), pos.start), CONCEPT_GENERIC_WORD, id=concept.id,
                       word=word, severity="warning", code="generic-context-word")
            for word in concept.context if form_key(word) in GENERIC_CONTEXT_WORDS]


def _texts(values: Any) -> tuple[str, ...]:
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


def _blank_fields(raw: dict) -> list[tuple[tuple[Any, ...], str]]:
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
        texts = _texts(value)
        if texts:
            names[lang] = texts
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
        aliases=_texts(raw.get("aliases")),
        names=names,
        summary={lang: nfc(v).strip() for lang, v in (raw.get("summary") or {}).items()},
        definitions={lang: nfc(v).strip() for lang, v in (raw.get("definitions") or {}).items()},
        related=_texts(raw.get("related")),
        references=tuple(refs),
        tags=_texts(raw.get("tags")),
        ambiguous=frozenset(_texts(match.get("ambiguous"))),
        context=_texts(match.get("context")),
        case_sensitive=frozenset(_texts(match.get("case_sensitive"))),
        case_insensitive=frozenset(_texts(match.get("case_insensitive"))),
        exclude=frozenset(_texts(match.get("exclude"))),
        uninflected=frozenset(_texts(match.get("uninflected"))),
        evidence=_cues(match.get("evidence")),
        against=_cues(match.get("against")),
        sources=(source,),
        builtin=builtin,
    )


def concept_form_keys(concept: Concept) -> set[str]:
    return {form_key(form) for form, _ in concept.surface_forms() if form}


def match_form_items(concept: Concept) -> list[tuple[str, str]]:
    """(field, form) for every form listed under match.* that must be a form of the concept."""
    out: list[tuple[str, str]] = []
    for fname in MATCH_FORM_FIELDS:
        for form in sorted(getattr(concept, fname)):
            out.append((fname, form))
    return out


def stray_form_message(concept_id: str, fname: str, form: str) -> Message:
    return Message.of(N_("concept '{id}': match.{field} lists '{form}', which is not one of its forms (term, "
                         "aliases or names): add it to aliases or fix the spelling"),
                      id=concept_id, field=fname, form=form)


def parse_glossary(text: str, path: str, *, builtin: bool = False,
                   cache: ConceptCache | None = None) -> "ParsedFile":
    """Read one glossary file's text. Never raises for bad content: problems are returned.

    The text is taken as it is: the size limit is the reader's (:mod:`.files`).

    Reports YAML syntax errors, duplicate mapping keys, schema errors (at the offending
    node), duplicate ids, forms under ``match.*`` that are not forms of the concept, an empty
    file and a wrong top-level type. A concept with errors is skipped; the others load.
    Built-in files (``builtin=True``) must give every concept a ``term``.

    With a ``cache``, a concept whose YAML text is the same as at the last reading of ``path``
    is taken from it (moved to where it is now) instead of being checked and built again; when
    the edit since then stays inside a run of concepts, only their YAML is composed.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    layout = cache.layout(path, builtin) if cache is not None else None
    splice = layout.splice(text) if layout is not None else None
    if splice is not None:
        parsed = _parse(text, path, builtin, cache, splice)
        if parsed is not None:
            return parsed
    parsed = _parse(text, path, builtin, cache, None)
    assert parsed is not None  # only a splice can fail
    return parsed


def _parse(text: str, path: str, builtin: bool, cache: ConceptCache | None,
           splice: Splice | None) -> "ParsedFile | None":
    """:func:`parse_glossary`, reading the YAML of ``splice`` instead of ``text`` when given:
    None if the splice cannot stand for the file."""
    parsed = ParsedFile(path=path, builtin=builtin)
    problems = parsed.problems
    previous = cache.of(path, builtin) if cache is not None else {}
    sources: dict[int, ConceptSource] = {}  # index -> YAML text of each concept that can be cached
    reused: dict[int, CachedConcept] = {}  # index -> the concept read from the same text last time
    fresh: list[Node] = []  # the items of a splice, read again

    def cached_nodes(doc: YamlDocument) -> set[int]:
        """The concepts read from the same text last time: not built again."""
        if splice is not None:
            filled = splice.fill(doc.root)
            if filled is None:
                return set()
            sources.update(filled)
        concepts_node = doc.child(doc.root, "concepts")
        if splice is not None:
            count = len(concepts_node.value) - len(splice.layout.starts) + splice.replaced  # items read again
            fresh.extend(concepts_node.value[splice.index:splice.index + count])
        elif cache is not None:
            sources.update(_concept_sources(text, concepts_node))
        reused.update((i, previous[source]) for i, source in sources.items() if source in previous)
        return {id(concepts_node.value[i]) for i in reused}

    doc = read_yaml(text if splice is None else splice.text, path, unbuilt=cached_nodes)
    if splice is not None and (doc.problems or not sources):
        return None  # read in full: its problems are the file's
    problems.extend(doc.problems)
    if not doc.ok:
        return parsed
    data = doc.data
    if not isinstance(data, dict):
        template = (N_("the file should be a mapping with a 'concepts:' list, but it is a list (indent the list "
                       "under a 'concepts:' key)") if isinstance(data, list) else
                    N_("the file should be a mapping with a 'concepts:' list, but it is a single value"))
        problems.append(Problem.of(path, *doc.position(()), template, code="wrong-type"))
        return parsed

    raw_concepts = data.get("concepts")
    concepts_node = doc.locate(("concepts",)) if isinstance(raw_concepts, list) else None
    kept: dict[ConceptSource, CachedConcept] = {}

    bad_concepts: set[int] = set()
    unchecked = None if not reused else [i for i in range(len(raw_concepts)) if i not in reused]
    for issue in validate(data, unchecked):
        line, col = doc.position(issue.path, key=issue.at_key)
        problems.append(Problem.with_message(path, line, col, issue.message, code="schema"))
        if issue.concept_index is not None:
            bad_concepts.add(issue.concept_index)

    raw_context = data.get("context")
    if isinstance(raw_context, list):
        parsed.context_words = _texts(w for w in raw_context if isinstance(w, str))
        for i, word in enumerate(raw_context):
            if isinstance(word, str) and form_key(word) in GENERIC_CONTEXT_WORDS:
                problems.append(Problem.of(path, *doc.position(("context", i)), GLOBAL_GENERIC_WORD,
                                           word=word.strip(), severity="warning", code="generic-context-word"))

    if not isinstance(raw_concepts, list):
        return parsed
    first_seen: dict[str, int] = {}
    kept_at: set[int] = set()  # the indexes of the concepts kept in the cache
    for index, raw in enumerate(raw_concepts):
        entry = reused.get(index)
        if entry is None and (index in bad_concepts or not isinstance(raw, dict)):
            continue
        problems_before = len(problems)
        node = doc.child(concepts_node, index) if concepts_node is not None else None
        blanks = _blank_fields(raw) if entry is None else []
        if blanks:
            label = concept_label(data, index)
            for bpath, bname in blanks:
                line, col = doc.position(("concepts", index) + bpath)
                problems.append(Problem.of(path, line, col, N_("{concept}: '{field}' is blank: write some text "
                                                               "or remove it"), concept=label, field=bname,
                                           code="schema"))
            continue
        if entry is not None:  # read from the same text last time: only moved
            entry = entry.moved(position(node)[0] - entry.positions.start[0])
            cid, pos = entry.concept.id, entry.positions
        else:
            cid = raw["id"]
            pos = _positions(doc, node)
        if cid in first_seen:
            problems.append(Problem.of(path, *pos.id, N_("concept '{id}' is defined twice in this file (first at "
                                                         "line {line}): merge the two entries"),
                                       id=cid, line=first_seen[cid], code="duplicate-id"))
            continue
        first_seen[cid] = pos.id[0]
        if entry is not None:
            parsed.positions[cid] = pos
            if entry.pending_match_forms:
                parsed.pending_match_forms[cid] = list(entry.pending_match_forms)
            parsed.concepts.append(entry.concept)
            problems += _generic_words(path, entry.concept, pos)  # warnings are not cached
            kept[sources[index]] = entry
            kept_at.add(index)
            continue
        if builtin and not raw.get("term"):
            problems.append(Problem.of(path, *pos.start,
                                       N_("{concept}: missing 'term' (the English name shown in hovers)"),
                                       concept=concept_label(data, index), code="missing-term"))
            continue
        concept = build_concept(raw, SourceSpan(path, *pos.start), builtin)
        parsed.positions[cid] = pos
        warnings = _generic_words(path, concept, pos)  # made again from the cached concept
        problems += warnings
        if concept.term:
            keys = concept_form_keys(concept)
            for fname, form in match_form_items(concept):
                if form_key(form) not in keys:
                    line, col = pos.match.get((fname, form_key(form)), pos.start)
                    problems.append(Problem.with_message(path, line, col, stray_form_message(cid, fname, form),
                                                         code="unknown-match-form"))
        else:
            pending = match_form_items(concept)
            if pending:
                parsed.pending_match_forms[cid] = pending
        parsed.concepts.append(concept)
        if index in sources and len(problems) == problems_before + len(warnings):
            kept[sources[index]] = CachedConcept(concept, pos, tuple(parsed.pending_match_forms.get(cid, ())))
            kept_at.add(index)
    if cache is not None:
        if any(p.code == "duplicate-key" for p in doc.problems):
            # a concept read here may hold one (its problem is not counted per concept): keep only
            # those read from the same text before, which had none
            kept = {sources[i]: kept[sources[i]] for i in reused if sources[i] in kept}
        # a layout only for a file without YAML problems, whose every item can be cached by its text
        unkept = frozenset(range(len(raw_concepts))) - kept_at
        layout = None
        if not doc.problems and len(sources) == len(raw_concepts):
            in_order = [sources[i] for i in range(len(raw_concepts))]
            layout = (splice.layout_after(text, fresh, in_order, unkept) if splice is not None else
                      layout_of(text, doc.root, concepts_node, in_order, unkept))
        cache.keep(path, builtin, kept, layout)
    problems.sort(key=lambda p: (p.line, p.column))
    _free_in_steps(concepts_node.value if concepts_node is not None else None, raw_concepts)
    return parsed


def _free_in_steps(*lists: Any) -> None:
    """Empty these lists one item at a time. Freed in one go when the function returns, the node
    tree and data of a 10,000-concept file held the GIL for about 100 ms, and every request of
    the server waited; between two items, other threads run."""
    for items in lists:
        if isinstance(items, list):
            while items:
                items.pop()


def _concept_sources(text: str, concepts_node: Node | None) -> dict[int, ConceptSource]:
    """The YAML text and start column of each concept that can be cached by its text: none when
    the file has anchors (an alias's value is written elsewhere) or when the concepts are not a
    plain list."""
    if not isinstance(concepts_node, SequenceNode) or concepts_node.tag != SEQ_TAG or "&" in text:
        return {}
    return {index: (text[node.start_mark.index:node.end_mark.index], node.start_mark.column)
            for index, node in enumerate(concepts_node.value) if isinstance(node, MappingNode)}
