"""The first hover from the parse and the regions around the cursor (``early_match_at``) gives
what the whole analysis gives, at every kind of cursor position of real files; it declines where a
candidate at the cursor is ambiguous, and with scope "everywhere"."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis, Settled, early_match_at
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.regions import language_for
from ai_glossary.core.detection.regions.finder import base_scope, parse
from ai_glossary.core.detection.regions.languages import spec_for
from ai_glossary.core.detection.regions.window import regions_around
from ai_glossary.core.glossary.builtin import load_builtin

ROOT = Path(__file__).resolve().parents[3]
EVAL = ROOT / "tests" / "eval" / "data"
SNIPPETS = [json.loads(line) for data in (EVAL, EVAL / "second")
            for line in (data / "snippets.jsonl").open(encoding="utf-8")]
SOURCES = sorted((ROOT / "server" / "ai_glossary").rglob("*.py"))


@pytest.fixture(scope="module")
def detector():
    return Detector.compile(load_builtin())


def _documents():
    """(name, text, language key) of real files: the eval snippets, and this package's sources."""
    for s in SNIPPETS:
        yield s["id"], s["text"], language_for(s["language"])
    for path in SOURCES:
        yield str(path.relative_to(ROOT)), path.read_text(encoding="utf-8"), "python"


def _offsets(rng: random.Random, text: str, full: DocumentAnalysis) -> list[int]:
    """Around every candidate (its edges, inside, just outside), and anywhere."""
    offsets = set(rng.sample(range(len(text) + 1), min(40, len(text) + 1)))
    view = full.view
    for i, cands in enumerate(view.cands):
        base = view._shift(i)
        for c in cands:
            offsets.update(base + x for x in (c.start - 1, c.start, (c.start + c.end) // 2, c.end, c.end + 1))
    return sorted(x for x in offsets if 0 <= x <= len(text))


@pytest.mark.parametrize("scope", ["prose", "strings"])
def test_the_early_answer_is_the_whole_analysis_answer(detector, scope):
    rng = random.Random(scope)
    answered = matched = declined = 0
    for name, text, language in _documents():
        spec = spec_for(language)
        if spec is None or spec.grammar is None:
            continue
        parsed = parse(spec, text, base_scope(scope))
        full = DocumentAnalysis(text, language, detector, scope)
        for offset in _offsets(rng, text, full):
            early = early_match_at(parsed, offset, detector, scope)
            if early is None:
                declined += 1
                continue
            answered += 1
            matched += early.match is not None
            assert early.match == full.match_at(offset), f"{name} at {offset}"
    # not vacuous: many answers, terms among them, and ambiguous terms left to the whole analysis
    assert answered > 10_000 and matched > 1_000 and declined > 1_000, (answered, matched, declined)


def test_an_ambiguous_term_waits_for_the_whole_analysis(detector):
    # "transformers" is ambiguous (the library, the models); "LoRA" is not
    text = "# transformers and LoRA\nx = 1\n"
    parsed = parse(spec_for("python"), text, "prose")
    assert early_match_at(parsed, text.index("transformers") + 2, detector, "prose") is None
    found = early_match_at(parsed, text.index("LoRA") + 1, detector, "prose")
    assert found is not None and found.match.concept_id == "lora"
    assert early_match_at(parsed, text.index("x ="), detector, "prose") == Settled(None)  # code: no term
    assert early_match_at(parsed, text.index("LoRA") + 1, detector, "everywhere") is None


def test_an_abbreviation_the_document_may_define_waits_for_the_whole_analysis(detector):
    # "SD" is no form of the glossary: a definition in another region ("speculative decoding
    # (SD)") makes it one, so the regions around the cursor cannot settle it; a glossary acronym can
    text = '"""Speculative decoding (SD) drafts tokens."""\nx = 1\n\n\n\n# SD and FSDP here\n'
    parsed = parse(spec_for("python"), text, "prose")
    at = text.rindex("SD and") + 1
    assert early_match_at(parsed, at, detector, "prose") is None
    assert DocumentAnalysis(text, "python", detector).match_at(at).concept_id == "speculative-decoding"
    found = early_match_at(parsed, text.index("FSDP") + 1, detector, "prose")
    assert found is not None and found.match.concept_id == "fsdp"


def test_the_regions_around_a_cursor_are_the_whole_texts():
    text = "# one\n# two\n\n\n# three\nx = 1  # four\n'''five\nsix'''\n"
    parsed = parse(spec_for("python"), text, "prose")
    whole = DocumentAnalysis(text, "python", Detector.compile(load_builtin())).regions
    for offset in range(len(text) + 1):
        near = regions_around(parsed, offset)
        touching = [r for r in whole if r.start <= offset <= r.end]
        assert set(touching) <= set(near) <= set(whole), offset
    assert regions_around(parse(spec_for("markdown"), "# x\n", "prose"), 1) is None  # its own collector
