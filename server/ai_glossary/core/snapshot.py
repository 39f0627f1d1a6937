"""One immutable glossary snapshot: the glossary and everything compiled from it.

Built once per load, off the event loop, and published by one assignment: a request reads one
snapshot and so never sees a new glossary with an old matcher. Nothing in it changes afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.gcpause import gc_paused
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.reader.completion import CompletionIndex
from ai_glossary.core.reader.lookup import FormIndex


def compiled_inputs(glossary: Glossary) -> tuple:
    """Everything of ``glossary`` that the matcher, the evidence index, the form index and the
    completion index read: two glossaries with equal inputs compile to equal indexes."""
    return (glossary.context_words, [
        (c.id, tuple(c.surface_forms()), c.exclude, c.ambiguous, c.case_sensitive, c.case_insensitive,
         c.context, c.related, c.uninflected, c.evidence, c.against)
        for c in glossary.concepts.values()])


@dataclass(frozen=True)
class Snapshot:
    glossary: Glossary
    detector: Detector = field(repr=False)
    forms: FormIndex = field(repr=False)
    completions: CompletionIndex = field(repr=False)
    languages: tuple[str, ...]
    inputs: tuple = field(repr=False, compare=False, default=())  # compiled_inputs(glossary)

    @classmethod
    def for_glossary(cls, glossary: Glossary, previous: "Snapshot | None" = None) -> "Snapshot":
        """``previous`` when it was built from this very glossary (a reload that changed nothing,
        such as loading no user files), else a new one, which reuses the detector and indexes of
        ``previous`` when no form, match rule, context word or related id changed (an edited
        definition: the automaton of a big glossary takes a quarter of a second of C code that
        holds the GIL, and hovers wait meanwhile). Either way the analyses made with the
        detector of ``previous`` stay valid when it is kept (they read nothing else)."""
        if previous is not None and previous.glossary is glossary:
            return previous
        if previous is None:
            return cls.build(glossary)
        with gc_paused():
            inputs = compiled_inputs(glossary)
            if inputs != previous.inputs:
                return cls.build(glossary, inputs)
            return cls(glossary, previous.detector, previous.forms, previous.completions,
                       tuple(glossary.languages()), inputs)

    @classmethod
    def build(cls, glossary: Glossary, inputs: tuple | None = None) -> "Snapshot":
        # hundreds of thousands of small objects for a big glossary, none in a reference cycle:
        # the cyclic collector walked them all again and again (a third of the time)
        with gc_paused():
            return cls(
                glossary,
                Detector.compile(glossary),
                FormIndex.build(glossary),
                CompletionIndex(glossary),
                tuple(glossary.languages()),
                compiled_inputs(glossary) if inputs is None else inputs,
            )
