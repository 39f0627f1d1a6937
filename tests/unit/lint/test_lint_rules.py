"""The lint's rules over the matches detection accepted: each rule found where it applies, and
quiet on its traps (ordinary words, admitted forms, lower-case acronyms, code and fences)."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.merge import merge
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.glossary.files import read_glossary_text
from ai_glossary.core.lint import LintRules, SpellingTable, lint_view
from ai_glossary.core.scan import analysed

GLOSSARY = """\
concepts:
  - id: blorpnet
    term: BlorpNet
    aliases: [Blorpnet, blorpnet, Blorp Net, BlorpNet-2, BlorpNet2]
    definitions: {en: A network of blorps.}
  - id: zorp
    term: Zorp Redundancy Optimizer
    aliases: [ZoRP, ZoRP-3, Zorp-3, Zorp3, zorp 3]
    definitions: {en: A memory optimization.}
  - id: fsdp
    term: Fully Sharded Data Parallel
    aliases: [FSDP]
    definitions: {en: Sharding of everything.}
  - id: data-parallelism
    term: Data parallelism
    aliases: [data-parallel]
    definitions: {en: Copies of a model on each device.}
  - id: zv-cache
    term: ZV cache
    aliases: [ZvNorm, zv norm, ZvNet 2]
    usage:
      - {form: zv norm, status: admitted}
    definitions: {en: Cached zetas and vees.}
  - id: qux-lite
    term: Qux Lite
    aliases: [QuxLite, Qux Mobile, QuxOld]
    usage:
      - form: QuxLite
        status: admitted
      - form: Qux Mobile
        status: deprecated
      - form: QuxOld
        status: forbidden
        use: Qux Lite
    definitions: {en: A small runtime.}
"""


@pytest.fixture(scope="module")
def detector() -> Detector:
    parsed = read_glossary_text(GLOSSARY, "/tmp/lint-test.yaml")
    assert not parsed.problems
    glossary, problems = merge(Glossary(), [parsed])
    assert not problems
    return Detector.compile(glossary)


def lint(detector: Detector, text: str, language: str = "markdown", rules: LintRules | None = None):
    view = analysed(detector, text, language)
    return [(f.rule, f.text, f.replacement, text[f.start:f.end])
            for f in lint_view(view, SpellingTable(detector.glossary), rules or LintRules())]


def test_a_name_in_another_case_or_spacing_is_a_spelling_finding(detector):
    found = lint(detector, "We use Blorpnet, blorpnet, Blorp Net and BLORPNET with Zorp-3 and zorp 3.\n")
    assert found == [("spelling", "Blorpnet", "BlorpNet", "Blorpnet"), ("spelling", "blorpnet", "BlorpNet", "blorpnet"),
                     ("spelling", "Blorp Net", "BlorpNet", "Blorp Net"), ("spelling", "BLORPNET", "BlorpNet", "BLORPNET"),
                     ("spelling", "Zorp-3", "ZoRP-3", "Zorp-3"), ("spelling", "zorp 3", "ZoRP-3", "zorp 3")]


def test_the_preferred_spelling_and_its_endings_are_quiet(detector):
    assert lint(detector, "BlorpNet and BlorpNet's weights; ZoRP-3 with ZoRP.\n") == []


def test_among_forms_without_the_term_the_name_with_a_capital_inside_is_preferred(detector):
    assert lint(detector, "Train BlorpNet2 now.\n") == [("spelling", "BlorpNet2", "BlorpNet-2", "BlorpNet2")]


def test_an_ending_stays_out_of_the_range(detector):
    assert lint(detector, "All the Blorpnets.\n") == [("spelling", "Blorpnet", "BlorpNet", "Blorpnet")]


def test_ordinary_words_follow_the_sentence(detector):
    # "data parallelism" in any case and hyphenation is an ordinary phrase: not a name
    assert lint(detector, "DATA PARALLELISM, data parallelism and data-parallel training.\n") == []


def test_a_hyphen_next_to_an_ordinary_word_is_english_not_a_spelling(detector):
    assert lint(detector, "The ZV-cache quantization and the ZV Cache.\n") == []
    assert lint(detector, "ZvNet-2 ships.\n") == [("spelling", "ZvNet-2", "ZvNet 2", "ZvNet-2")]


def test_an_admitted_form_allows_its_own_variants(detector):
    # "zv norm" is admitted beside ZvNorm: as an ordinary phrase, it takes any case and joining
    assert lint(detector, "A ZV norm and a zv-norm.\n") == []
    assert lint(detector, "A Zvnorm.\n") == []


def test_an_acronym_in_lower_case_is_quiet_and_capitalised_is_not(detector):
    assert lint(detector, "Shard with fsdp.\n") == []
    assert lint(detector, "Shard with Fsdp.\n") == [("spelling", "Fsdp", "FSDP", "Fsdp")]


def test_an_ordinary_word_that_detection_does_not_take_is_never_linted(detector):
    # "zorp" alone is no form (ZoRP keeps its lower case out), so the lint does not see it
    assert lint(detector, "The zorp of the day.\n") == []


def test_deprecated_and_forbidden_forms_with_their_replacement(detector):
    found = lint(detector, "Ship it with Qux Mobile, not QuxOld; QuxLite is fine.\n")
    assert found == [("deprecated-form", "Qux Mobile", "Qux Lite", "Qux Mobile"),
                     ("forbidden-form", "QuxOld", "Qux Lite", "QuxOld")]


def test_severities_and_rules_turned_off(detector):
    rules = LintRules().with_severities({"spelling": "off", "forbidden-form": "hint"})
    view = analysed(detector, "Blorpnet and QuxOld.\n", "markdown")
    found = lint_view(view, SpellingTable(detector.glossary), rules)
    assert [(f.rule, f.severity) for f in found] == [("forbidden-form", "hint")]


def test_code_and_fences_are_never_linted(detector):
    text = "Prose with Blorpnet.\n\n```python\n# Blorpnet in a fence\nx = Blorpnet\n```\n\nInline `Blorpnet` code.\n"
    assert lint(detector, text) == [("spelling", "Blorpnet", "BlorpNet", "Blorpnet")]
    code = "x = Blorpnet  # Blorpnet here\ns = 'Blorpnet'\n"
    rules = LintRules()
    assert [f.start for f in lint_view(analysed(detector, code, "python", "everywhere"),
                                       SpellingTable(detector.glossary), rules)] == [code.index("# ") + 2]


ABBREVIATIONS = LintRules().with_severities({"unexpanded-abbreviation": "info"})


def test_an_abbreviation_before_its_expansion_is_found_once(detector):
    text = "# Guide\n\nShard with FSDP. Then FSDP again.\n\nFully Sharded Data Parallel shards.\n"
    assert lint(detector, text, rules=ABBREVIATIONS) == [
        ("unexpanded-abbreviation", "FSDP", "Fully Sharded Data Parallel (FSDP)", "FSDP")]


def test_an_expanded_abbreviation_is_quiet(detector):
    for text in ("Fully Sharded Data Parallel (FSDP) shards. FSDP is fast.\n",
                 "FSDP (Fully Sharded Data Parallel) shards. FSDP is fast.\n"):
        assert lint(detector, text, rules=ABBREVIATIONS) == []


def test_abbreviations_are_opt_in_and_markdown_only(detector):
    assert lint(detector, "Shard with FSDP.\n") == []
    assert lint(detector, "# Shard with FSDP.\n", "python", rules=ABBREVIATIONS) == []


def test_an_expansion_that_holds_the_abbreviation_expands_nothing(detector):
    # the term of ZoRP's concept does not hold "ZoRP": it is offered; a "1F1B schedule" would not be
    assert lint(detector, "Use ZoRP.\n", rules=ABBREVIATIONS) == [
        ("unexpanded-abbreviation", "ZoRP", "Zorp Redundancy Optimizer (ZoRP)", "ZoRP")]
    from ai_glossary.core.glossary.model import Concept, Glossary
    glossary = Glossary({"onef": Concept("onef", "1F1B schedule", ("1F1B",))})
    view = analysed(Detector.compile(glossary), "Use 1F1B.\n", "markdown")
    assert lint_view(view, SpellingTable(glossary), ABBREVIATIONS) == []
