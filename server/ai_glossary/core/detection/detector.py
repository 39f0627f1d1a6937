"""The glossary compiled for detection: the term matcher and the evidence index, built once per load.

Everything that finds terms in text (the per-document analysis, ``scan``) takes a :class:`Detector`;
it is immutable, so a document's analysis stays valid for as long as it holds the same detector.
Detection reads only the matcher and the evidence index: a reload that changes only texts (a
definition) keeps the detector, and with it the analyses of the open documents, so ``glossary`` is
the one it was compiled from, which may be older than the snapshot's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ai_glossary.core.detection.acronyms import spells_a_name
from ai_glossary.core.detection.cue_words_cache import adopt_cached_spellings
from ai_glossary.core.detection.sense_cues import EvidenceIndex
from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.matcher_cache import cached_matcher
from ai_glossary.core.glossary.model import Glossary


@dataclass(frozen=True)
class Detector:
    glossary: Glossary
    matcher: TermMatcher = field(repr=False)
    evidence: EvidenceIndex = field(repr=False)
    # (concept id, acronym) -> names_spelled_by's answer, which depends on the glossary alone
    _spelled: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict, init=False, repr=False,
                                                             compare=False)

    @classmethod
    def compile(cls, glossary: Glossary, matched: "Sequence[tuple] | None" = None) -> "Detector":
        """A detector made from scratch (a start-up, a CLI run): the matcher's built-in concepts
        are read from the disk cache when it has them (:mod:`.matcher_cache`), and so are the
        spellings of the evidence index's context words (:mod:`.cue_words_cache`). ``matched``: the
        concepts' ``matched_inputs`` in glossary order, when the caller has them."""
        evidence = EvidenceIndex(glossary, adopt_cached_spellings)
        return cls(glossary, cached_matcher(glossary, matched=matched), evidence)

    def names_spelled_by(self, concept_id: str, acronym: str) -> tuple[str, ...]:
        """The concept's English names when one of them is spelled by the initials of ``acronym``
        (:func:`.acronyms.spells_a_name`), else none: what :mod:`.senses` compares a document's
        expansions of the acronym with, once per concept and acronym instead of once per document."""
        key = (concept_id, acronym)
        names = self._spelled.get(key)
        if names is None:
            concept = self.glossary.concepts.get(concept_id)
            english = [] if concept is None else [f for f, lang in concept.surface_forms() if lang is None]
            names = self._spelled[key] = tuple(english) if spells_a_name(acronym, english) else ()
        return names
