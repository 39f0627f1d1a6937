"""When does an ambiguous form ("sharding", "adapter", "YARN", "DP") count as the glossary term?

An ambiguous candidate of concept C is decided in this order (docs/detection.md, "Senses"):
1. counter-evidence (C's ``match.against``) rejects it: one of its words within ``WINDOW``
   characters, the candidate itself included ("TP and FP counts", "data pipeline"), or one of its
   imports, folders or workspace packages in the document's evidence, unless that evidence also
   holds one of C's own ``match.evidence`` signs (numpy and ``torch.distributed``): then only a
   cue nearby (step 2) takes it; a lower-case package name
   inside a repository, image or file path ("ray-project/ray:nightly-gpu") is no thing in any sense;
2. else it counts, taken NEARBY, when within ``WINDOW`` characters on either side (code included)
   there is an unambiguous occurrence of C or of a concept related to C (either direction), or one
   of C's own ``match.context`` words, in each spelling of a synonym family it holds ("fine-tuning"
   is also "réglage fin": :func:`.matching.word_forms.family_spellings`; a concept without context
   words of its own accepts the glossary's global context words instead); or when it spells in
   lower case a package that C's
   ``match.evidence`` names and that the document's evidence holds, written as the name of a
   thing ("accelerate resolved that", "transformers model": :mod:`.package_names`), or, in any
   document, followed by a version or listed with other packages ("torch, transformers and peft");
3. or, taken by the DOCUMENT, when C itself occurs through an unambiguous form anywhere in the
   document, or the document's evidence holds one of C's ``match.evidence`` signs: an imported
   module, a folder, a workspace package, or an unambiguous occurrence of one of its concepts (when
   ``match.evidence.forms`` is given, only for those forms); last, an identifier form of C or of
   those concepts (``world_size``) used anywhere, code included.
Where two senses share a span, the one taken more strongly is the mention (``strength``).
"""

from __future__ import annotations

import re
import threading
from typing import Callable, Container, Iterable, Mapping, NamedTuple

from ai_glossary.core.detection.matching.bengali_names import marked_bengali_spellings
from ai_glossary.core.detection.matching.word_forms import family_spellings
from ai_glossary.core.detection.matching.identifiers import holds_name
from ai_glossary.core.detection.document_context import DocumentEvidence, package_key
from ai_glossary.core.detection.evidence_words import WordIndex
from ai_glossary.core.detection.package_names import (followed_by_version, in_a_path, listed_among,
                                                       listed_among_products, names_a_kind, possessive_of_a_detail,
                                                       possessive_of_an_identifier, imported_here,
                                                       written_as_name)
from ai_glossary.core.detection.text import fold
from ai_glossary.core.glossary.model import Glossary, SenseCues, form_key

WINDOW = 300
# an inline HTML tag as Markdown writers put one around a word ("<i>", "</em>", "<b class=x>")
_INLINE_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]{0,9}(?:\s[^<>]{0,80})?/?>")
_SPACES = re.compile(r"[ \t]{2,}")
_IMPORT_LINE = re.compile(r"(?m)^[ \t]*(?:from[ \t]+\S+[ \t]+)?import[ \t][^\n]*")
GLOBAL = "*"
_BENGALI = re.compile("[\u0980-\u09ff]")


def _is_package(name: str, packages: frozenset[str]) -> bool:
    """Is ``name`` one of ``packages``, as written or as its package key ("flash_attn")?"""
    return name in packages or package_key(name) in packages


def _without_possessive(name: str) -> str:
    """``name`` without the possessive a word end allows ("accelerate's" -> "accelerate")."""
    return name[:-2] if name.endswith(("'s", "\u2019s")) else name


def _the_package(compiled: "_Cues", concept_id: str, name: str) -> int:
    """Where the letters can only be the package ``name``: taken for the concept whose evidence names
    that package, and counter-evidence for every other sense of them."""
    cues = compiled.evidence.get(concept_id)
    return NEARBY if cues is not None and _is_package(name, cues.package_names) else AGAINST


def _package_named(cues: _DocumentCues, window: str, start: int, end: int) -> bool:
    """Is the candidate at ``window[start:end]`` a package the cues name, in lower case, written
    as the name of a thing (:func:`~.package_names.written_as_name`)?"""
    bare = _without_possessive(window[start:end])
    return bare.islower() and _is_package(bare, cues.package_names) and written_as_name(window, start, end)


def _versioned_package(cues: _DocumentCues, window: str, start: int, end: int) -> bool:
    """Is the candidate at ``window[start:end]`` a package the cues name, in any case, followed by a
    version (:func:`~.package_names.followed_by_version`)?"""
    name = window[start:end].lower()
    return _is_package(name, cues.package_names) and followed_by_version(window, end)


def _package_in_a_path(packages: frozenset[str], window: str, start: int, end: int) -> bool:
    """Is the candidate at ``window[start:end]`` one of ``packages``, in lower case, in a path
    (:func:`~.package_names.in_a_path`)? Then it is no thing in any sense the letters have."""
    name = window[start:end]
    return name.islower() and _is_package(name, packages) and in_a_path(window, start, end, packages)


def _listed_package(cues: _DocumentCues, packages: frozenset[str], window: str, start: int, end: int) -> bool:
    """Is the candidate at ``window[start:end]`` a package the cues name, in lower case, in a list of
    other ``packages`` (:func:`~.package_names.listed_among`)?"""
    name = window[start:end]
    return name.islower() and _is_package(name, cues.package_names) and listed_among(window, start, end, packages)


def _capitalised_package_of_a_kind(cues: _DocumentCues, window: str, start: int, end: int) -> bool:
    """Is the candidate at ``window[start:end]`` a package the cues name, capitalised, before a
    noun it names the kind of (:func:`~.package_names.names_a_kind`)?"""
    name = window[start:end]
    return (name[:1].isupper() and name[1:].islower() and package_key(name.lower()) in cues.package_names
            and (names_a_kind(window, end) or possessive_of_a_detail(window, end)))


class _DocumentCues:
    """One concept's signs in a document's evidence, as sets to intersect."""

    __slots__ = ("imports", "paths", "packages", "concepts", "forms", "_as_written", "_split_by_case",
                 "package_names")

    def __init__(self, cues: SenseCues, concept_forms: Iterable[str] = ()) -> None:
        self.imports = frozenset(cues.imports)
        self.paths = frozenset(p.lower() for p in cues.paths)
        self.packages = frozenset(package_key(d) for d in cues.dependencies)
        self.concepts = frozenset(cues.concepts)
        self.forms = frozenset(form_key(f) for f in cues.forms)  # empty: every ambiguous form
        # the packages named, as prose writes them: "transformers", "accelerate", "sentence-transformers"
        self.package_names = frozenset({m.split(".")[0].lower() for m in self.imports} | self.packages)
        # as in match.ambiguous: where the concept spells a listed form in several cases
        # ("transformers", "Transformers"), the form listed names that spelling alone
        spellings: dict[str, set[str]] = {}
        for form in concept_forms:
            spellings.setdefault(form_key(form), set()).add(form)
        self._split_by_case = frozenset(key for key in self.forms if len(spellings.get(key, ())) > 1)
        self._as_written = frozenset(f for f in cues.forms if form_key(f) in self._split_by_case)

    def names(self, form: str) -> bool:
        """Do these signs count for a candidate of the concept's ``form`` (as the glossary writes it)?"""
        if not self.forms or form in self._as_written:
            return True
        key = form_key(form)
        return key in self.forms and key not in self._split_by_case

    def found_in(self, document: DocumentEvidence) -> bool:
        return bool(
            (self.imports and not self.imports.isdisjoint(document.imports))
            or (self.paths and not self.paths.isdisjoint(document.path_words))
            or (self.packages and not self.packages.isdisjoint(document.packages))
        )


# how strongly the evidence takes a candidate (EvidenceIndex.strength)
# (AGAINST: counter-evidence rejects it, whatever the rest of the document says; DISCOURSE: no
# evidence of its own, but another occurrence of the form is taken in this sense nearby, which
# the resolution finds: a sense of its own in the document beats one spread from elsewhere)
AGAINST, NONE, DISCOURSE, DOCUMENT, NEARBY = -1, 0, 1, 2, 3


class _Cues(NamedTuple):
    """What an evidence index compiles of its glossary."""

    has_own_context: frozenset[str]  # concepts with context words of their own
    related: dict[str, frozenset[str]]  # each concept's related ids, either direction, itself included
    evidence: dict[str, _DocumentCues]
    against: dict[str, _DocumentCues]
    context: WordIndex
    against_words: WordIndex
    package_names: frozenset[str]  # every package the concepts' evidence names, as prose writes it
    # each concept's own English names of several words, joined by underscores as code writes them
    # ("activation_checkpointing", "gradient_checkpointing"), for the concepts that share an
    # ambiguous form with another ("checkpointing": two senses at one span)
    own_identifiers: dict[str, tuple[str, ...]]


_NAME_WORDS = re.compile(r"[a-z0-9]+")


def _own_identifiers(concept, ambiguous: set[str], shared: set[str]) -> tuple[str, ...]:
    """The unambiguous English names of ``concept`` of two words or more, lower case, joined by
    underscores, when one of its ambiguous forms (``ambiguous``: their form keys; ``shared``: the
    form keys that several concepts list) is another concept's too: the concept named in code next
    to the form tells which it is."""
    if ambiguous.isdisjoint(shared):
        return ()
    spellings = set()
    for form, lang in concept.surface_forms():
        words = _NAME_WORDS.findall(form.lower())
        if lang is None and len(words) > 1 and form_key(form) not in ambiguous:
            spellings.add("_".join(words))
    return tuple(sorted(spellings))


def _compile_cues(glossary: Glossary) -> _Cues:
    has_own_context: set[str] = set()
    evidence: dict[str, _DocumentCues] = {}
    against: dict[str, _DocumentCues] = {}
    context: list[tuple[str, str]] = [(word, GLOBAL) for word in glossary.context_words]
    against_words: list[tuple[str, str]] = []
    reverse: dict[str, set[str]] = {}
    for concept in glossary.concepts.values():
        for word in concept.context:
            context.append((word, concept.id))  # (in its synonym families' spellings too: _family_variants)
            has_own_context.add(concept.id)
        for other in concept.related:
            reverse.setdefault(other, set()).add(concept.id)
        if concept.evidence:
            evidence[concept.id] = _DocumentCues(concept.evidence, (f for f, _ in concept.surface_forms()))
        if concept.against:
            against[concept.id] = _DocumentCues(concept.against)
            against_words.extend((word, concept.id) for word in concept.against.words)
    related = {concept.id: frozenset({concept.id, *concept.related, *reverse.get(concept.id, ())})
               for concept in glossary.concepts.values()}
    packages = frozenset(name for cues in evidence.values() for name in cues.package_names)
    ambiguous_keys = {concept.id: {form_key(a) for a in concept.ambiguous} for concept in glossary.concepts.values()}
    owners: dict[str, int] = {}
    for keys in ambiguous_keys.values():
        for key in keys:
            owners[key] = owners.get(key, 0) + 1
    shared = {key for key, n in owners.items() if n > 1}
    own = {concept.id: spellings for concept in glossary.concepts.values()
           if (spellings := _own_identifiers(concept, ambiguous_keys[concept.id], shared))}
    return _Cues(frozenset(has_own_context), related, evidence, against,
                 WordIndex(context, _family_variants, _bengali_family_variants), WordIndex(against_words), packages, own)


def _family_variants(word: str, owner: str) -> list[str]:
    """A concept's own context word written with each other member of its synonym families
    (:func:`~.matching.word_forms.family_spellings`), made when a text is first read for the
    concept; the global context words stand as written."""
    return [] if owner == GLOBAL else family_spellings(word)


def _bengali_family_variants(word: str, owner: str) -> list[str]:
    """A concept's own Bengali context phrase written with its Bengali families' members ("মডেল
    প্রশিক্ষণ" is "মডেল ট্রেনিং", :func:`~.matching.bengali_names.marked_bengali_spellings`), made when
    a text that holds Bengali is first read for the concept; never with an everyday member, and a
    Bengali word alone keeps its spelling: the calque of one loanword is most often an everyday word
    (পছন্দ for "প্রেফারেন্স", নীতি for "পলিসি", অবস্থান for "পজিশন", ছাঁটাই for "প্রুনিং")."""
    if owner == GLOBAL or word.isascii() or not _BENGALI.search(word) or not (" " in word or "-" in word):
        return []
    return [spelling for spelling, everyday in marked_bengali_spellings(word).items() if not everyday]


class EvidenceIndex:
    """Context words, relations and sense cues of a glossary, compiled once per glossary, at their
    first use unless :meth:`compile` is called: only an ambiguous candidate reads them, and the
    first hover after a start-up (most often on an unambiguous term) answers before the whole
    analysis resolves one (7-9 ms of the start-up)."""

    def __init__(self, glossary: Glossary, spellings: Callable[[WordIndex], None] | None = None) -> None:
        """``spellings``: gives the context words' index the spellings made earlier
        (:func:`.cue_words_cache.adopt_cached_spellings`) before the index is published."""
        self._glossary: Glossary | None = glossary
        self._spellings = spellings
        self._lock = threading.Lock()
        self._compiled: _Cues | None = None  # published by one assignment, read by every thread

    def compile(self) -> "EvidenceIndex":
        """Compile now (a reload does, in its thread, so that a hover on the event loop does not
        wait for a large glossary's); returns the index. Each
        concept's own words are made when a text is first read for it (``WordIndex``: 1.4 ms for
        the built-in glossary's largest)."""
        self._cues()
        return self

    def _cues(self) -> _Cues:
        cues = self._compiled
        if cues is None:
            with self._lock:
                cues = self._compiled
                if cues is None:
                    cues = _compile_cues(self._glossary)
                    if self._spellings is not None:
                        self._spellings(cues.context)
                    self._compiled = cues
                    self._glossary = None  # a newer snapshot may keep this index: not its glossary
        return cues

    @property
    def related(self) -> dict[str, frozenset[str]]:
        """Each concept's related ids, in either direction, itself included."""
        return self._cues().related

    def countered_in(self, concept_id: str, folded_text: Container[str]) -> bool:
        """Does one of the concept's counter-evidence words occur anywhere in ``folded_text``
        (``fold`` of a document, or its :class:`~.text.FoldedText`)? A substring test, so also
        inside a longer word: for the one use (whether a sense may spread over a document), erring
        towards "yes" is the safe side."""
        return any(word in folded_text for word in self._cues().against_words.words_of(concept_id))

    def context_owners(self, text: str) -> set[str]:
        """Concept ids (and GLOBAL) whose context words occur as whole words in ``text``."""
        return self._cues().context.owners(text)

    def strength(
        self,
        concept_id: str,
        form: str,
        window: str,
        candidate: tuple[int, int],
        nearby_concepts: Iterable[str],
        document_counts: Mapping[str, int],
        document: DocumentEvidence,
    ) -> int:
        """How strongly the evidence takes an ambiguous candidate (``form``, as the glossary writes
        it) in the sense of ``concept_id``: ``AGAINST`` (counter-evidence), ``NONE`` (no evidence),
        ``DOCUMENT`` (only the document or its workspace says so) or ``NEARBY`` (the text around it
        does). Where two senses share a span, the stronger one is the mention.

        ``window``: the text up to ``WINDOW`` characters either side of the candidate, which is at
        ``candidate`` (start, end) in it; ``nearby_concepts``: concepts of unambiguous candidates
        in the window; ``document_counts``: unambiguous occurrences per concept id in the whole
        document; ``document``: the document's imports, path and workspace (:mod:`.document_context`).
        """
        compiled = self._cues()
        folded = None  # the window folded once, for the counter-evidence and the context words
        against = compiled.against.get(concept_id)
        disputed = False  # the document holds counter-evidence and evidence of the sense (numpy and torch.distributed)
        if against is not None:
            if against.found_in(document):
                cues = compiled.evidence.get(concept_id)
                if cues is None or not cues.found_in(document):
                    return AGAINST
                disputed = True
                # the import lines, which made the dispute, decide nothing of it
                window = _IMPORT_LINE.sub(lambda m: " " * len(m.group()), window)
            folded = fold(window)
            if "<" in window:
                # "des <i>transformers</i>": a counter-evidence phrase read through inline HTML tags
                bare = _SPACES.sub(" ", _INLINE_TAG.sub(" ", window))
                if compiled.against_words.has(concept_id, bare, fold(bare)):
                    return AGAINST
            elif compiled.against_words.has(concept_id, window, folded):
                return AGAINST
        strength = self._support(compiled, concept_id, form, window, candidate, nearby_concepts, document_counts,
                                 document, folded)
        # where the document says both, only the words around the candidate decide
        return AGAINST if disputed and strength != NEARBY else strength

    def _support(self, compiled: _Cues, concept_id: str, form: str, window: str, candidate: tuple[int, int],
                 nearby_concepts: Iterable[str], document_counts: Mapping[str, int], document: DocumentEvidence,
                 folded: str | None) -> int:
        start, end = candidate
        if _package_in_a_path(compiled.package_names, window, start, end):
            return AGAINST  # "ray-project/ray:nightly-gpu", "huggingface/transformers#45847": a path names no thing
        name = window[start:end].lower()
        if _is_package(name, compiled.package_names) and listed_among_products(window, start, end, compiled.package_names):
            # "Transformers, llama.cpp এবং Ollama": the package, whose letters name nothing else there
            return _the_package(compiled, concept_id, name)
        bare = _without_possessive(name)
        if _is_package(bare, compiled.package_names) and (
                possessive_of_an_identifier(window, start, end) or imported_here(window, start, end)):
            # "transformers' ALL_ATTENTION_FUNCTIONS", "from transformers import pipeline": a code base, in any project
            return _the_package(compiled, concept_id, bare)
        if (start > 0 and window[start - 1] == "`" and window.startswith("`", end) and name == window[start:end]
                and _is_package(name, compiled.package_names) and name in document.imports):
            # "the `transformers` tokenizer" in a file that imports transformers: a code span holds the
            # module's name, whatever words of the architecture's plural stand next to it
            return _the_package(compiled, concept_id, name)
        related = compiled.related.get(concept_id, frozenset({concept_id}))
        if any(other in related for other in nearby_concepts):
            return NEARBY
        if folded is None:
            folded = fold(window)
        # the concept's own name in code next to it: "breaks checkpointing" above
        # ``self.args.activation_checkpointing``
        if any(holds_name(folded, spelling) for spelling in compiled.own_identifiers.get(concept_id, ())):
            return NEARBY
        # a concept without context words of its own has only the global ones
        owner = concept_id if concept_id in compiled.has_own_context else GLOBAL
        if compiled.context.has(owner, window[:start] + " " + window[end:], folded[:start] + " " + folded[end:],
                                folded[start:end]):
            return NEARBY
        # a context phrase that holds the candidate is a cue of the words next to it: the quantifier
        # of "every rank" and "across ranks" counts processes, a matrix has one rank
        if compiled.context.covers(owner, window, folded, start, end):
            return NEARBY
        cues = compiled.evidence.get(concept_id)
        if cues is not None and _versioned_package(cues, window, start, end):
            return NEARBY  # "transformers>=4.45", "Transformers v4.40": in any case and any project
        if cues is not None and _listed_package(cues, compiled.package_names, window, start, end):
            return NEARBY  # "torch, datasets, transformers and peft": a list of packages, in any project
        # a project that uses the package, or a document that writes it with a version elsewhere
        if (cues is not None and _capitalised_package_of_a_kind(cues, window, start, end)
                and (cues.found_in(document) or document.pins(name))):
            return NEARBY  # "the Transformers loader" in a project that uses transformers
        if cues is not None and not cues.names(form):
            cues = None
        if (cues is not None and _package_named(cues, window, start, end)
                and (cues.found_in(document) or document.pins(_without_possessive(name)))):
            return NEARBY  # "accelerate resolved that" in a project that uses accelerate
        if document_counts.get(concept_id, 0) > 0:
            return DOCUMENT
        if cues is not None and (cues.found_in(document) or any(document_counts.get(c, 0) > 0 for c in cues.concepts)):
            return DOCUMENT
        # last, the identifier forms, which read the whole text (once per concept and version)
        used = document.uses_identifiers_of
        if used(concept_id) or (cues is not None and any(used(c) for c in cues.concepts)):
            return DOCUMENT
        return NONE
