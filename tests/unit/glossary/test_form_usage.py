"""The status of a form (``usage``): read, checked at file:line:col, merged, cached."""

from __future__ import annotations

from ai_glossary.core.glossary.export import concept_from_dict, concept_to_dict
from ai_glossary.core.glossary.merge import merge
from ai_glossary.core.glossary.model import FormUsage, Glossary
from ai_glossary.core.glossary.parse import parse_glossary
from support.glossary_helpers import only

FILE = """\
concepts:
  - id: qux
    term: Qux Lite
    aliases: [QuxLite, Qux Mobile, QuxOld]
    usage:
      - form: Qux Mobile
        status: deprecated
      - {form: QuxOld, status: forbidden, use: Qux Lite}
      - {form: QuxLite, status: admitted}
"""


def test_usage_is_read_per_form():
    parsed = parse_glossary(FILE, "g.yaml")
    assert not parsed.problems
    assert parsed.concepts[0].usage == (FormUsage("Qux Mobile", "deprecated"), FormUsage("QuxOld", "forbidden", "Qux Lite"),
                                        FormUsage("QuxLite", "admitted"))


def test_a_status_for_a_form_the_concept_lacks_is_an_error_at_its_place():
    parsed = parse_glossary(FILE.replace("- {form: QuxOld", "- {form: QuxOlde"), "g.yaml")
    problem = only(parsed.problems, "unknown-match-form")
    assert (problem.line, problem.column) == (8, 16)  # at "QuxOlde"
    assert "usage gives a status to 'QuxOlde'" in str(problem)


def test_an_unknown_status_is_a_schema_error():
    parsed = parse_glossary(FILE.replace("status: deprecated", "status: obsolete"), "g.yaml")
    assert parsed.problems and parsed.problems[0].line == 7
    assert not parsed.concepts


def test_a_later_file_restates_a_status_and_the_others_stay():
    base, _ = merge(Glossary(), [parse_glossary(FILE, "g.yaml")])
    ext = parse_glossary("concepts:\n  - id: qux\n    usage:\n      - {form: Qux Mobile, status: admitted}\n", "p.yaml")
    merged, problems = merge(base, [ext])
    assert not problems
    assert {u.form: u.status for u in merged.concepts["qux"].usage} == {
        "Qux Mobile": "admitted", "QuxOld": "forbidden", "QuxLite": "admitted"}


def test_an_extension_may_give_a_status_to_a_form_of_the_merged_concept_only():
    base, _ = merge(Glossary(), [parse_glossary(FILE, "g.yaml")])
    ext = parse_glossary("concepts:\n  - id: qux\n    usage:\n      - {form: Nope, status: forbidden}\n", "p.yaml")
    _, problems = merge(base, [ext])
    assert only(problems, "unknown-match-form").line == 4


def test_usage_survives_the_start_up_cache():
    concept = parse_glossary(FILE, "g.yaml").concepts[0]
    assert concept_from_dict(concept_to_dict(concept)).usage == concept.usage
