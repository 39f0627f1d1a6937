"""One immutable glossary snapshot: the glossary and everything compiled from it.

Built once per load, off the event loop, and published by one assignment: a request reads one
snapshot and so never sees a new glossary with an old matcher. Nothing in it changes afterwards.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import NamedTuple

from ai_glossary.core.detection.cue_words_cache import adopt_cached_spellings
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.sense_cues import EvidenceIndex
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.detection.matching.compiled import matched_inputs
from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.reader.completion import CompletionIndex
from ai_glossary.core.reader.lookup import FormIndex, names_key


class IndexInputs(NamedTuple):
    """Everything of a glossary that each of the snapshot's indexes reads (the matcher, the
    evidence index, the form and completion indexes): two glossaries with equal parts build equal
    indexes of those parts, so a reload keeps each index whose part is unchanged."""

    names: tuple  # ids and surface forms (names_key): the form and completion indexes
    matched: tuple  # with ``names``, the matcher: each concept's forms and match rules (matched_inputs)
    evidence: tuple  # the evidence index: context words, related ids and sense cues
    # id -> (the concept, its part of each of the three): what the next glossary's reuses
    parts: dict[str, tuple[Concept, tuple, tuple, tuple]]


def index_inputs(glossary: Glossary, previous: IndexInputs | None = None) -> IndexInputs:
    """The inputs of ``glossary``; a concept that is the very object it was in ``previous``
    shares its parts with it. Made afresh, a big glossary's 100,000 small tuples took 40 ms,
    and freeing the old ones with the old snapshot held the GIL for 10-17 ms, on the event loop."""
    kept = previous.parts if previous is not None else {}
    parts: dict[str, tuple[Concept, tuple, tuple, tuple]] = {}
    for concept in glossary.concepts.values():
        part = kept.get(concept.id)
        if part is None or part[0] is not concept:
            part = (concept, names_key(concept), matched_inputs(concept),
                    (concept.id, concept.context, concept.related, concept.evidence, concept.against))
        parts[concept.id] = part
    return IndexInputs(tuple(part[1] for part in parts.values()), tuple(part[2] for part in parts.values()),
                          (glossary.context_words, tuple(part[3] for part in parts.values())), parts)


class NameIndexes:
    """The form and completion indexes of a glossary, built when first asked for: detection
    never reads them, and the command line's ``scan`` and ``lint`` never ask (15-19 ms of CPU for
    the built-in glossary with the eight reader languages, 7-9 with four). The server builds them
    in a worker thread once the snapshot is published, and a reload in its thread."""

    __slots__ = ("_glossary", "_keys", "_previous", "_built", "_lock")

    def __init__(self, glossary: Glossary, keys: tuple,
                 previous: "tuple[FormIndex, CompletionIndex] | None" = None) -> None:
        """``keys``: the concepts' ``names_key`` in glossary order; ``previous``: the indexes of
        an earlier glossary, whose unchanged concepts' parts the new ones keep."""
        self._glossary, self._keys, self._previous = glossary, keys, previous
        self._built: tuple[FormIndex, CompletionIndex] | None = None
        self._lock = threading.Lock()

    def get(self) -> tuple[FormIndex, CompletionIndex]:
        built = self._built
        if built is None:
            with self._lock:  # one build, which a thread that asks meanwhile waits for
                built = self._built
                if built is None:
                    forms, completions = self._previous or (None, None)
                    with gc_paused():  # see Snapshot.build
                        built = (FormIndex.build(self._glossary, forms, self._keys),
                                 CompletionIndex(self._glossary, completions, self._keys))
                    self._built, self._previous = built, None
        return built

    def built(self) -> "tuple[FormIndex, CompletionIndex] | None":
        """The indexes if they are built: what the next glossary's keep parts of (they are not
        built for it, nor is a chain of earlier glossaries kept to build them from)."""
        return self._built


@dataclass(frozen=True)
class Snapshot:
    glossary: Glossary
    detector: Detector = field(repr=False)
    names: NameIndexes = field(repr=False, compare=False)
    languages: tuple[str, ...]
    inputs: IndexInputs | None = field(repr=False, compare=False, default=None)

    @property
    def forms(self) -> FormIndex:
        return self.names.get()[0]

    @property
    def completions(self) -> CompletionIndex:
        return self.names.get()[1]

    @classmethod
    def for_glossary(cls, glossary: Glossary, previous: "Snapshot | None" = None) -> "Snapshot":
        """``previous`` when it was built from this very glossary (a reload that changed nothing,
        such as loading no user files), else a new one, which keeps each index of ``previous``
        whose inputs did not change: all of them, and the detector itself, for an edited
        definition (the analyses of the open documents, made with the detector, stay valid);
        the matcher and the name indexes for an edited related id or context word; the evidence
        index for a new alias, and a new matcher and name indexes then compile again only the
        concepts whose forms or match rules changed (see TermMatcher, FormIndex, CompletionIndex)."""
        if previous is not None and previous.glossary is glossary:
            return previous
        if previous is None or previous.inputs is None:
            return cls.build(glossary)
        with gc_paused():
            inputs, old = index_inputs(glossary, previous.inputs), previous.inputs
            names = inputs.names == old.names
            matcher = (previous.detector.matcher if names and inputs.matched == old.matched
                       else TermMatcher(glossary, previous.detector.matcher, inputs.matched))
            evidence = (previous.detector.evidence if inputs.evidence == old.evidence
                        else EvidenceIndex(glossary, adopt_cached_spellings).compile())  # here, in the reload's thread
            detector = (previous.detector if (matcher, evidence) == (previous.detector.matcher,
                                                                     previous.detector.evidence)
                        else Detector(glossary, matcher, evidence))
            return cls(glossary, detector,
                       previous.names if names else NameIndexes(glossary, inputs.names, previous.names.built()),
                       tuple(glossary.languages()), inputs)

    @classmethod
    def build(cls, glossary: Glossary) -> "Snapshot":
        # hundreds of thousands of small objects for a big glossary, none in a reference cycle:
        # the cyclic collector walked them all again and again (a third of the time)
        with gc_paused():
            inputs = index_inputs(glossary)
            return cls(
                glossary,
                Detector.compile(glossary, inputs.matched),
                NameIndexes(glossary, inputs.names),
                tuple(glossary.languages()),
                inputs,
            )
