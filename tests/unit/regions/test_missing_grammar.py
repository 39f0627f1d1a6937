"""A grammar whose wheel is not installed (a platform's VS Code package leaves out one with no wheel
for it): the language is read with Pygments, and its comments are still prose regions."""

from __future__ import annotations

import dataclasses

from ai_glossary.core.detection.regions import languages
from ai_glossary.core.detection.regions.finder import find_regions
from support.region_samples import SAMPLES


def _uninstalled(key: str) -> languages.LanguageSpec:
    spec = next(s for s in languages.LANGUAGES if s.key == key)
    return dataclasses.replace(spec, grammar=dataclasses.replace(spec.grammar, module="tree_sitter_not_installed"))


def test_an_installed_grammar_is_kept():
    spec = next(s for s in languages.LANGUAGES if s.key == "dockerfile")
    assert languages.with_installed_backend(spec) is spec


def test_without_its_wheel_the_language_falls_back_to_pygments_and_keeps_its_comments(monkeypatch):
    fallback = languages.with_installed_backend(_uninstalled("dockerfile"))
    assert fallback.grammar is None and fallback.pygments == "dockerfile"
    text, prose, code, _string = SAMPLES["dockerfile"]
    with_grammar = [text[r.start:r.end] for r in find_regions(text, "dockerfile")]
    monkeypatch.setitem(languages._SPECS, "dockerfile", fallback)
    with_pygments = [text[r.start:r.end] for r in find_regions(text, "dockerfile")]
    assert any(prose in r for r in with_pygments) and not any(code in r for r in with_pygments)
    assert with_pygments == with_grammar
