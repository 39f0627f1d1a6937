"""What the code actions act on, in one analysis: the unknown acronym or the selected phrase, the
abbreviation's first use, the lint diagnostic's fix."""

import pytest

from ai_glossary.core.code_actions import is_abbreviation, lint_fix
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor


@pytest.fixture
def open_view(glossary):
    def make(marked, language="en", lang_id="markdown", name="a.md"):
        svc = GlossaryService(Snapshot.build(glossary), Options(language=language))
        text, offset = split_cursor(marked)
        doc = DocumentStore().open(f"file:///w/{name}", text, lang_id)
        return svc, svc.analysis(doc), offset
    return make


@pytest.mark.parametrize("marked", ["We tuned it with QZX‸R first.", "We tuned it with QZXR‸.", "Q2‸X then."])
def test_an_unknown_acronym_in_prose_is_a_target(open_view, marked):
    svc, view, at = open_view(marked)
    target = svc.add_target(view, at, at)
    assert target is not None and target.term in ("QZXR", "Q2X")
    assert view.text[target.start : target.end] == target.term


@pytest.mark.parametrize(("marked", "lang_id", "name"), [
    ("We use FS‸DP here.", "markdown", "a.md"),  # a known term
    ("x = QZX‸R + 1  # note\n", "python", "a.py"),  # code
    ("# see QZXR‸.run here\n", "python", "a.py"),  # a dotted name
    ("# see my_QZX‸R here\n", "python", "a.py"),  # part of an identifier
    ("A plain wo‸rd.", "markdown", "a.md"),  # not an acronym
    ("Year 20‸24.", "markdown", "a.md"),  # digits only
    ("Too long ABCDEF‸G.", "markdown", "a.md"),
])
def test_no_target_on_known_terms_code_or_ordinary_words(open_view, marked, lang_id, name):
    svc, view, at = open_view(marked, lang_id=lang_id, name=name)
    assert svc.add_target(view, at, at) is None


def test_a_selected_phrase_is_trimmed_and_must_be_new(open_view):
    svc, view, _ = open_view("‸The  feature   warehouse, and Fully Sharded Data Parallel.")
    text = view.text
    start = text.index(" feature")  # a drag that takes the space along
    end = text.index(",") + 1
    target = svc.add_target(view, start, end)
    assert target is not None and target.term == "feature warehouse"
    known = text.index("Fully")
    assert svc.add_target(view, known, known + len("Fully Sharded Data Parallel")) is None


def test_a_selected_form_the_matcher_knows_is_not_new(open_view):
    svc, view, _ = open_view("‸The weights are sharded across GPUs with all-reduced gradients.")
    at = view.text.index("all-reduced")
    assert view.match_at(at) is not None
    assert svc.add_target(view, at, at + len("all-reduced")) is None


def test_expand_on_first_use_in_the_readers_language(open_view):
    svc, view, at = open_view("Partition with Ze‸RO. ZeRO again.", language="fr")
    found = svc.expansion(view, at, at)
    assert found is not None and found.replacement == "optimiseur à redondance nulle (ZeRO)"
    svc, view, at = open_view("We shard with FS‸DP. Later FSDP.")
    assert svc.expansion(view, at, at).replacement == "Fully Sharded Data Parallel (FSDP)"


@pytest.mark.parametrize("marked", [
    "We shard with FSDP. Later FS‸DP.",  # not the first mention
    "We shard with FS‸DP (Fully Sharded Data Parallel).",  # expanded next to it
    "Fully Sharded Data Parallel, FS‸DP for short.",  # the name comes first
])
def test_no_expansion_after_the_first_use_or_next_to_the_name(open_view, marked):
    svc, view, at = open_view(marked)
    assert svc.expansion(view, at, at) is None


def test_abbreviations():
    assert all(map(is_abbreviation, ["FSDP", "LoRA", "ZeRO-3", "QLoRA"]))
    assert not any(map(is_abbreviation, ["PyTorch", "Sharding", "data parallel", "A"]))


def test_lint_fix_only_for_this_servers_diagnostics_of_this_version():
    data = {"replacement": "PyTorch", "uri": "file:///a.md", "version": 3}
    assert lint_fix("ai-glossary", data, "file:///a.md", 3).replacement == "PyTorch"
    assert lint_fix("ai-glossary", data, "file:///a.md", 4) is None  # the document changed since
    assert lint_fix("ai-glossary", data, "file:///b.md", 3) is None
    assert lint_fix("cspell", data, "file:///a.md", 3) is None
    assert lint_fix("ai-glossary", {**data, "version": True}, "file:///a.md", 3) is None
    assert lint_fix("ai-glossary", {"uri": "file:///a.md", "version": 3}, "file:///a.md", 3) is None
