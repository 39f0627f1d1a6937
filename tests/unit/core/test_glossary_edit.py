"""A new entry written into a glossary file's text: in place, the rest of the file as written, every
result read back by the loader; files with errors and edits that would not load are refused."""

import pytest

from ai_glossary.core.glossary.parse import parse_glossary
from ai_glossary.core.glossary_edit import NewEntry, Refusal, TextEdit, add_entry, scalar, slug

ENTRY = NewEntry("qzxr", "QZXR", (), "fr", "QZXR : un terme de ce projet. Sa définition reste à écrire.")
ENTRY_BLOCK = ("  - id: qzxr\n    term: QZXR\n    aliases: []\n    definitions:\n"
               "      fr: \"QZXR : un terme de ce projet. Sa définition reste à écrire.\"\n")


def added(text, entry=ENTRY):
    edit = add_entry(text, "/p/.ai-glossary.yaml", entry)
    assert isinstance(edit, TextEdit), edit
    after = edit.applied_to(text or "")
    parsed = parse_glossary(after, "/p/.ai-glossary.yaml")
    assert not [p for p in parsed.problems if p.is_error]
    assert any(c.id == entry.id and c.term == entry.term for c in parsed.concepts)
    return after


@pytest.mark.parametrize("text", [None, "", "\n", "# our terms, soon\n"])
def test_a_missing_or_empty_file_gets_a_whole_glossary(text):
    assert added(text) == (text or "") + "concepts:\n" + ENTRY_BLOCK


def test_a_block_list_gets_an_entry_after_its_last_item_comments_and_layout_kept():
    text = ("# head comment\nconcepts:\n  - id: a   # first\n    term: A\n    definitions:\n      en: >-\n"
            "        folded\n        text\n\n# a comment after the list\ncontext: [megatron]\n")
    head, tail = text.split("\n# a comment after")
    assert added(text) == head.rstrip("\n") + "\n" + ENTRY_BLOCK + "\n# a comment after" + tail


def test_the_items_own_indentation_is_followed():
    text = "concepts:\n- id: a\n  term: A\n"
    assert added(text) == text + ENTRY_BLOCK.replace("\n  ", "\n").replace("  - id", "- id", 1)


def test_a_last_line_without_newline_and_windows_line_ends():
    assert added("concepts:\n  - id: a\n    term: A") == "concepts:\n  - id: a\n    term: A\n" + ENTRY_BLOCK
    crlf = "concepts:\r\n  - id: a\r\n    term: A\r\n"
    assert added(crlf) == crlf + ENTRY_BLOCK.replace("\n", "\r\n")


@pytest.mark.parametrize("text", ["concepts: []\n", "concepts: [{id: a, term: A}]\n"])
def test_a_flow_list_gets_a_flow_entry(text):
    after = added(text)
    assert after.startswith(text[: text.index("]")]) and after.endswith("}]\n")


@pytest.mark.parametrize("text", [
    "concepts:\n  - id: a\n    term: [unclosed\n",  # YAML syntax
    "concepts:\n  - id: a\n    term: A\n    defintions: {en: x}\n",  # schema
    "concepts:\n  - id: a\n    term: A\n  - id: a\n    term: B\n",  # duplicate id
])
def test_a_file_with_errors_is_refused_never_rewritten(text):
    refused = add_entry(text, "/p/.ai-glossary.yaml", ENTRY)
    assert isinstance(refused, Refusal) and refused.code == "broken"
    assert "has errors" in refused.reason.render()


def test_an_edit_whose_result_would_not_load_is_refused():
    bad = NewEntry("qzxr", "QZXR", (), "not a language!", "x")
    refused = add_entry("concepts: []\n", "/p/.ai-glossary.yaml", bad)
    assert isinstance(refused, Refusal) and refused.code == "invalid-result"


def test_scalars_that_yaml_would_misread_are_quoted():
    for text in ["yes", "No", "null", "a: b", "x #y", "3D", "[x]", "*star", "Café"]:
        written = scalar(text)
        after = added("concepts: []\n", NewEntry("t", text, (), "en", "d"))
        assert f"term: {written}" in after
    assert scalar("Feature store") == "Feature store" and scalar("yes") == '"yes"'


def test_slug_is_a_valid_free_id():
    assert slug("Feature Store") == "feature-store"
    assert slug("Données élargies", {"donnees-elargies"}) == "donnees-elargies-2"
    assert slug("特征存储") == "term"
    assert slug("RLHF", {"rlhf", "rlhf-2"}) == "rlhf-3"


def test_an_edit_that_would_change_another_concept_is_refused(monkeypatch):
    from ai_glossary.core import glossary_edit

    text = "concepts:\n  - id: a\n    term: A\n"
    # an insertion point gone wrong: the entry takes the place of the concept before it
    monkeypatch.setattr(glossary_edit, "_append", lambda t, e: TextEdit(10, len(t), ENTRY_BLOCK))
    result = add_entry(text, "/p/.ai-glossary.yaml", ENTRY)
    assert isinstance(result, Refusal) and result.code == "invalid-result"
