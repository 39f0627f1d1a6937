"""Probes of the built-in glossary's senses: a text, the concepts that must not be found in it and
those that must, run through the engine `scan` uses (the document alone, no workspace)."""

from __future__ import annotations

from typing import NamedTuple

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector


class Probe(NamedTuple):
    name: str  # the test id: an audit finding, or the sense the probe shows
    text: str
    wrong: tuple[str, ...]  # concepts that must not be found
    right: tuple[str, ...] = ()  # concepts that must be found
    language: str = "python"


def probe_id(value: object) -> str | None:
    return value.name if isinstance(value, Probe) else None


def check_probe(detector: Detector, probe: Probe) -> None:
    analysis = DocumentAnalysis(probe.text, probe.language, detector)  # no file, no workspace
    found = {m.concept_id for m in analysis.matches()}
    assert not found & set(probe.wrong)
    assert set(probe.right) <= found
