"""The small glossary of tests/fixtures/glossaries/languages (English concepts, extended by a tiny
translations/ sample in Chinese, Japanese, Spanish and German), and how the detection tests mark
what they expect: «数据并行» is a mention, the guillemets are removed before the text is analysed."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.load import load
from ai_glossary.core.glossary.model import Glossary
from support.marked import unmark

SAMPLE = Path(__file__).resolve().parents[2] / "fixtures" / "glossaries" / "languages"


@lru_cache(maxsize=1)
def sample_glossary() -> Glossary:
    result = load(Glossary(concepts={}), [SAMPLE / "concepts.yaml", *sorted((SAMPLE / "translations").glob("*.yaml"))])
    assert not result.all_problems(), [str(p) for p in result.all_problems()]
    return result.glossary


@lru_cache(maxsize=1)
def sample_detector() -> Detector:
    return Detector.compile(sample_glossary())


def found(text: str, concept: str | None = None, language: str = "markdown") -> list[tuple[int, int]]:
    """The spans of the mentions of ``concept`` (of any concept when None) in ``text``."""
    matches = DocumentAnalysis(text, language, sample_detector()).matches()
    return [(m.start, m.end) for m in matches if concept is None or m.concept_id == concept]


def assert_mentions(marked: str, concept: str | None = None, language: str = "markdown") -> None:
    """The mentions found in the marked text (of ``concept``, or of any) are exactly the marked spans."""
    text, expected = unmark(marked)
    got = found(text, concept, language)
    assert got == expected, ([text[a:b] for a, b in got], [text[a:b] for a, b in expected])
