"""A glossary compiled for detection: the term matcher and the evidence index, built once per load."""

from __future__ import annotations

from dataclasses import dataclass, field

from ai_glossary.core.detection.evidence import EvidenceIndex
from ai_glossary.core.detection.matcher import TermMatcher
from ai_glossary.core.glossary.model import Glossary


@dataclass(frozen=True)
class CompiledGlossary:
    glossary: Glossary
    matcher: TermMatcher = field(repr=False)
    evidence: EvidenceIndex = field(repr=False)

    @classmethod
    def compile(cls, glossary: Glossary) -> "CompiledGlossary":
        return cls(glossary, TermMatcher(glossary), EvidenceIndex(glossary))
