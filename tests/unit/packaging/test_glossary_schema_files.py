"""The glossary schema, as YAML editors get it (SchemaStore, a `# yaml-language-server: $schema=`
line): every built-in glossary file is valid against it, checked by a standard JSON Schema library
with the shipped schema file as is (not the server's own validation code)."""

from __future__ import annotations

import json

import pytest
import yaml
from jsonschema import Draft202012Validator

from support.packaging import REPO

SCHEMA = json.loads((REPO / "server" / "ai_glossary" / "schema" / "glossary.schema.json").read_text(encoding="utf-8"))
BUILTIN = sorted((REPO / "glossary_data").glob("concepts/*.yaml")) + sorted((REPO / "glossary_data").glob("translations/*.yaml"))


def test_the_shipped_schema_is_a_valid_draft_2020_12_schema():
    Draft202012Validator.check_schema(SCHEMA)
    assert len(BUILTIN) >= 15


@pytest.mark.parametrize("path", BUILTIN, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_builtin_glossary_file_is_valid_against_the_shipped_schema(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(data), key=lambda e: list(e.absolute_path))
    assert [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]] == []


def test_the_schema_rejects_what_the_format_forbids():
    validator = Draft202012Validator(SCHEMA)
    assert validator.is_valid({"concepts": [{"id": "fsdp", "term": "FSDP"}]})
    assert not validator.is_valid({"concepts": [{"id": "Not Kebab", "term": "x"}]})
    assert not validator.is_valid({"concepts": [{"id": "fsdp", "defintions": {"en": "typo"}}]})
    assert not validator.is_valid({"terms": []})


def test_the_glossary_format_documents_the_modeline_and_schemastore():
    doc = (REPO / "docs" / "glossary-format.md").read_text(encoding="utf-8")
    entry = json.loads((REPO / "editors" / "schemastore" / "catalog-entry.json").read_text(encoding="utf-8"))
    assert f"# yaml-language-server: $schema={entry['url']}" in doc
    assert "editors/schemastore/catalog-entry.json" in doc
