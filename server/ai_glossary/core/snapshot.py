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


@dataclass(frozen=True)
class Snapshot:
    glossary: Glossary
    detector: Detector = field(repr=False)
    forms: FormIndex = field(repr=False)
    completions: CompletionIndex = field(repr=False)
    languages: tuple[str, ...]

    @classmethod
    def for_glossary(cls, glossary: Glossary, previous: "Snapshot | None" = None) -> "Snapshot":
        """``previous`` when it was built from this very glossary (a reload that changed nothing,
        such as loading no user files: the analyses made with it stay valid), else a new one."""
        if previous is not None and previous.glossary is glossary:
            return previous
        return cls.build(glossary)

    @classmethod
    def build(cls, glossary: Glossary) -> "Snapshot":
        # hundreds of thousands of small objects for a big glossary, none in a reference cycle:
        # the cyclic collector walked them all again and again (a third of the time)
        with gc_paused():
            return cls(
                glossary,
                Detector.compile(glossary),
                FormIndex.build(glossary),
                CompletionIndex(glossary),
                tuple(glossary.languages()),
            )
