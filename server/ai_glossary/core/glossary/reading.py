"""One reading of one glossary file: :class:`FileReading`, from a source chosen up front.

The source says which YAML is read and which concepts may be taken from the cache instead of
being read again (:class:`WholeText`: the file's text, each concept keyed by its own YAML text
when there is a cache; :class:`SplicedText`: only the YAML of the concepts an edit fell in, the
others placeholders, see :mod:`.splice`). The reading then checks the top level, reads each concept
(taken from the cache, moved to where it is now, or checked and built) and says what the cache
keeps for the next reading.
"""

from __future__ import annotations

from typing import Any

from yaml.nodes import MappingNode, Node, SequenceNode

from ai_glossary.core.glossary.concept_build import (GLOBAL_GENERIC_WORD, blank_fields, build_concept,
                                                     concept_form_keys, generic_word_problems, match_form_items,
                                                     stray_form_message, texts)
from ai_glossary.core.glossary.generic_words import GENERIC_CONTEXT_WORDS
from ai_glossary.core.glossary.limits import (CONCEPT_OVER, FILE_OVER, MAX_CONCEPT_FORMS, MAX_FILE_FORMS,
                                              form_count, nth_form_path)
from ai_glossary.core.glossary.model import Concept, SourceSpan, form_key
from ai_glossary.core.glossary.parsed import CachedConcept, ConceptCache, ParsedFile
from ai_glossary.core.glossary.positions import ConceptPositions, concept_positions
from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.glossary.schema import concept_label, validate
from ai_glossary.core.glossary.splice import ConceptSource, FileLayout, Splice, layout_of
from ai_glossary.core.glossary.yaml_nodes import SEQ_TAG, YamlDocument, position, read_yaml
from ai_glossary.core.i18n import N_


class WholeText:
    """The file's text, read in full; with ``keyed`` (a cache to fill), each concept is keyed by
    its YAML text."""

    def __init__(self, text: str, keyed: bool) -> None:
        self.text = text
        self._keyed = keyed

    def concept_sources(self, doc: YamlDocument) -> dict[int, ConceptSource]:
        return _concept_sources(self.text, doc.child(doc.root, "concepts")) if self._keyed else {}

    def stands_for_file(self, doc: YamlDocument, sources: dict[int, ConceptSource]) -> bool:
        return True

    def layout(self, text: str, doc: YamlDocument, concepts_node: Node | None, in_order: list[ConceptSource],
               unkept: frozenset[int]) -> FileLayout | None:
        return layout_of(text, doc.root, concepts_node, in_order, unkept)


class SplicedText:
    """The YAML of the concepts an edit fell in, the others placeholders keyed by their text as
    the last reading's layout has it."""

    def __init__(self, splice: Splice) -> None:
        self.text = splice.text
        self._splice = splice
        self._fresh: list[Node] = []  # the items read again

    def concept_sources(self, doc: YamlDocument) -> dict[int, ConceptSource]:
        splice = self._splice
        filled = splice.fill(doc.root)
        if filled is None:
            return {}
        items = doc.child(doc.root, "concepts").value
        count = len(items) - len(splice.layout.starts) + splice.replaced
        self._fresh = items[splice.index:splice.index + count]
        return filled

    def stands_for_file(self, doc: YamlDocument, sources: dict[int, ConceptSource]) -> bool:
        return not doc.problems and bool(sources)  # else read in full: its problems are the file's

    def layout(self, text: str, doc: YamlDocument, concepts_node: Node | None, in_order: list[ConceptSource],
               unkept: frozenset[int]) -> FileLayout | None:
        return self._splice.layout_after(text, self._fresh, in_order, unkept)


Source = WholeText | SplicedText


class FileReading:
    """Reads one file's text from ``source``: :meth:`read_yaml`, :meth:`read_top_level`,
    :meth:`read_concept` for each index, :meth:`keep`, :meth:`finish`; the result is ``parsed``."""

    def __init__(self, text: str, path: str, builtin: bool, cache: ConceptCache | None, source: Source) -> None:
        self.text = text
        self.source = source
        self.parsed = ParsedFile(path=path, builtin=builtin)
        self._previous = cache.of(path, builtin) if cache is not None else {}
        self.sources: dict[int, ConceptSource] = {}  # index -> YAML text of each concept that can be cached
        self.reused: dict[int, CachedConcept] = {}  # index -> the concept read from the same text last time
        self.doc = YamlDocument(path=path)
        self.data: dict = {}
        self.raw_concepts: list = []
        self._concepts_node: Node | None = None
        self._refused: set[int] = set()  # concepts with schema errors or over a limit: not read
        self._first_seen: dict[str, int] = {}  # id -> the line of its first definition
        self._kept: dict[ConceptSource, CachedConcept] = {}
        self._kept_at: set[int] = set()  # the indexes of the concepts kept in the cache

    def read_yaml(self) -> bool:
        """Compose and build the source's YAML, leaving unbuilt the concepts found in the cache.
        False when the source cannot stand for the file."""
        doc = read_yaml(self.source.text, self.parsed.path, unbuilt=self._cached_nodes)
        if not self.source.stands_for_file(doc, self.sources):
            return False
        self.doc = doc
        self.parsed.problems.extend(doc.problems)
        return True

    def _cached_nodes(self, doc: YamlDocument) -> set[int]:
        """The concepts read from the same text last time: not built again."""
        self.sources = self.source.concept_sources(doc)
        self.reused = {i: self._previous[s] for i, s in self.sources.items() if s in self._previous}
        if not self.reused:
            return set()
        items = doc.child(doc.root, "concepts").value
        return {id(items[i]) for i in self.reused}

    def read_top_level(self) -> bool:
        """The file's type, the form limits, the schema and the context words; True when there
        is a list of concepts to read."""
        problems, path, doc = self.parsed.problems, self.parsed.path, self.doc
        if not doc.ok:
            return False
        data = doc.data
        if not isinstance(data, dict):
            template = (N_("the file should be a mapping with a 'concepts:' list, but it is a list (indent the list "
                           "under a 'concepts:' key)") if isinstance(data, list) else
                        N_("the file should be a mapping with a 'concepts:' list, but it is a single value"))
            problems.append(Problem.of(path, *doc.position(()), template, code="wrong-type"))
            return False
        self.data = data
        raw_concepts = data.get("concepts")
        if isinstance(raw_concepts, list):
            self.raw_concepts = raw_concepts
            self._concepts_node = doc.locate(("concepts",))
            self._check_form_limits()
        self._check_schema()
        self._read_context()
        return isinstance(raw_concepts, list)

    def _check_form_limits(self) -> None:
        """Refuse the concepts over :data:`~.limits.MAX_CONCEPT_FORMS` and, once the file passes
        :data:`~.limits.MAX_FILE_FORMS`, every one from there on: before their schema check and
        everything after it."""
        total = 0
        for index, raw in enumerate(self.raw_concepts):
            entry = self.reused.get(index)
            count = form_count(raw) if entry is None else _forms_of(entry.concept)
            if count > MAX_CONCEPT_FORMS:
                self._refuse(index, raw, MAX_CONCEPT_FORMS, CONCEPT_OVER, concept=concept_label(self.data, index),
                             count=f"{count:,}", limit=f"{MAX_CONCEPT_FORMS:,}")
                continue
            total += count
            if total > MAX_FILE_FORMS:
                self._refuse(index, raw, count - (total - MAX_FILE_FORMS), FILE_OVER, limit=f"{MAX_FILE_FORMS:,}")
                self._refused.update(range(index, len(self.raw_concepts)))
                return

    def _refuse(self, index: int, raw: Any, nth: int, template: str, **values: Any) -> None:
        """An error at the ``nth`` form of concept ``index``, which is not read."""
        at = self.doc.position(("concepts", index, *nth_form_path(raw, nth)))
        self.parsed.problems.append(Problem.of(self.parsed.path, *at, template, code="too-many-forms", **values))
        self._refused.add(index)
        self.reused.pop(index, None)

    def _check_schema(self) -> None:
        """Schema issues, at the offending node, but for the concepts taken from the cache (known
        valid) and those refused."""
        unread = self.reused.keys() | self._refused
        checked = [i for i in range(len(self.raw_concepts)) if i not in unread] if unread else None
        for issue in validate(self.data, checked):
            line, col = self.doc.position(issue.path, key=issue.at_key)
            self.parsed.problems.append(Problem.with_message(self.parsed.path, line, col, issue.message,
                                                             code="schema"))
            if issue.concept_index is not None:
                self._refused.add(issue.concept_index)

    def _read_context(self) -> None:
        raw_context = self.data.get("context")
        if not isinstance(raw_context, list):
            return
        self.parsed.context_words = texts(w for w in raw_context if isinstance(w, str))
        for i, word in enumerate(raw_context):
            if isinstance(word, str) and form_key(word) in GENERIC_CONTEXT_WORDS:
                self.parsed.problems.append(Problem.of(
                    self.parsed.path, *self.doc.position(("context", i)), GLOBAL_GENERIC_WORD, word=word.strip(),
                    severity="warning", code="generic-context-word"))

    def read_concept(self, index: int) -> None:
        """Take concept ``index`` from the cache, or check and build it, unless it was refused."""
        entry, raw = self.reused.get(index), self.raw_concepts[index]
        if entry is None and (index in self._refused or not isinstance(raw, dict)):
            return
        node = self.doc.child(self._concepts_node, index) if self._concepts_node is not None else None
        if entry is not None:  # read from the same text last time: only moved
            self._take(index, entry.moved(position(node)[0] - entry.positions.start[0]))
        elif not self._has_blanks(index, raw):
            self._build(index, raw, concept_positions(self.doc, node))

    def _has_blanks(self, index: int, raw: dict) -> bool:
        """Report each text of the concept that is only white space; True when there is one."""
        blanks = blank_fields(raw)
        for bpath, bname in blanks:
            line, col = self.doc.position(("concepts", index) + bpath)
            self.parsed.problems.append(Problem.of(
                self.parsed.path, line, col, N_("{concept}: '{field}' is blank: write some text or remove it"),
                concept=concept_label(self.data, index), field=bname, code="schema"))
        return bool(blanks)

    def _is_first(self, cid: str, pos: ConceptPositions) -> bool:
        """Is this the first definition of ``cid`` in the file? (A later one is a problem.)"""
        if cid in self._first_seen:
            self.parsed.problems.append(Problem.of(
                self.parsed.path, *pos.id, N_("concept '{id}' is defined twice in this file (first at line {line}): "
                                              "merge the two entries"),
                id=cid, line=self._first_seen[cid], code="duplicate-id"))
            return False
        self._first_seen[cid] = pos.id[0]
        return True

    def _take(self, index: int, entry: CachedConcept) -> None:
        cid, pos, parsed = entry.concept.id, entry.positions, self.parsed
        if not self._is_first(cid, pos):
            return
        parsed.positions[cid] = pos
        if entry.pending_match_forms:
            parsed.pending_match_forms[cid] = list(entry.pending_match_forms)
        parsed.concepts.append(entry.concept)
        parsed.problems += generic_word_problems(parsed.path, entry.concept, pos.context, pos.start)  # not cached
        self._kept[self.sources[index]] = entry
        self._kept_at.add(index)

    def _build(self, index: int, raw: dict, pos: ConceptPositions) -> None:
        cid, parsed = raw["id"], self.parsed
        if not self._is_first(cid, pos):
            return
        if parsed.builtin and not raw.get("term"):
            parsed.problems.append(Problem.of(parsed.path, *pos.start,
                                              N_("{concept}: missing 'term' (the English name shown in hovers)"),
                                              concept=concept_label(self.data, index), code="missing-term"))
            return
        concept = build_concept(raw, SourceSpan(parsed.path, *pos.start), parsed.builtin)
        parsed.positions[cid] = pos
        parsed.problems += generic_word_problems(parsed.path, concept, pos.context, pos.start)  # made again
        stray: list[Problem] = []
        if concept.term:
            keys = concept_form_keys(concept)
            stray = [Problem.with_message(parsed.path, *pos.match.get((fname, form_key(form)), pos.start),
                                          stray_form_message(cid, fname, form), code="unknown-match-form")
                     for fname, form in match_form_items(concept) if form_key(form) not in keys]
            parsed.problems += stray
        elif pending := match_form_items(concept):
            parsed.pending_match_forms[cid] = pending
        parsed.concepts.append(concept)
        if index in self.sources and not stray:
            self._kept[self.sources[index]] = CachedConcept(concept, pos, tuple(parsed.pending_match_forms.get(cid, ())))
            self._kept_at.add(index)

    def keep(self, cache: ConceptCache) -> None:
        """Give ``cache`` the concepts read without problems and, for a file without YAML problems
        whose every item can be cached by its text, the file's layout."""
        kept, sources, count = self._kept, self.sources, len(self.raw_concepts)
        if any(p.code == "duplicate-key" for p in self.doc.problems):
            # a concept read here may hold one (its problem is not counted per concept): keep only
            # those read from the same text before, which had none
            kept = {sources[i]: kept[sources[i]] for i in self.reused if sources[i] in kept}
        layout = None
        if not self.doc.problems and len(sources) == count:
            layout = self.source.layout(self.text, self.doc, self._concepts_node, [sources[i] for i in range(count)],
                                        frozenset(range(count)) - self._kept_at)
        cache.keep(self.parsed.path, self.parsed.builtin, kept, layout)

    def finish(self) -> ParsedFile:
        """The file read: its problems in order; the YAML's nodes and data freed bit by bit."""
        self.parsed.problems.sort(key=lambda p: (p.line, p.column))
        _free_in_steps(self._concepts_node.value if self._concepts_node is not None else None, self.raw_concepts)
        return self.parsed


def _forms_of(concept: Concept) -> int:
    """How many forms a concept taken from the cache has: they count toward the file's limit,
    which the concepts before it may pass now."""
    return 1 + len(concept.aliases) + sum(map(len, concept.names.values()))


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
