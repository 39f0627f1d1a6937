"""The server's behaviour without the protocol: GlossaryService on a small glossary."""

from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.glossary.store import GlossaryStore
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor


def service(glossary, **options):
    return GlossaryService(Snapshot.build(glossary), Options(**options))


def test_hover_in_a_comment_renders_the_readers_language(glossary):
    svc = service(glossary, language="fr")
    text, offset = split_cursor("x = 1  # Ze‸RO-3 here\n")
    doc = DocumentStore().open("file:///a.py", text, "python")
    result = svc.hover(doc, offset)
    assert result is not None and "Partitionne les états" in result.text
    assert text[result.start : result.end] == "ZeRO-3"


def test_completion_only_in_prose(glossary):
    svc = service(glossary)
    documents = DocumentStore()
    prose, at = split_cursor("x = 1  # use FS‸\n")
    completions = svc.complete(documents.open("file:///a.py", prose, "python"), at)
    assert [r.label for r in completions] == ["FSDP"]
    assert completions[0].typed == "FS"
    code, at = split_cursor("model = FS‸\n")
    assert svc.complete(documents.open("file:///b.py", code, "python"), at) == []


def test_analyses_are_made_ahead_and_huge_documents_are_skipped(glossary):
    svc = service(glossary, max_document_size=1_000)
    documents = DocumentStore()
    small = documents.open("file:///a.py", "# ZeRO\n", "python")
    assert svc.view(small) is None
    made = svc.analysis(small)
    assert made is not None and svc.view(small) is made
    big = documents.open("file:///big.py", "# ZeRO\n" * 500, "python")
    assert svc.analysis(big) is None and svc.view(big) is None
    assert not big.analysis.has_analysis(svc.snapshot.detector, "prose")
    assert svc.hover(big, 3) is None


def test_loading_no_user_glossaries_keeps_the_snapshot_and_the_analysis_of_open_documents(glossary, tmp_path):
    # The server loads user glossaries after start-up; with none, a document analysed meanwhile
    # must not be analysed again at the first hover.
    store = GlossaryStore(glossary)
    first = Snapshot.build(glossary)
    doc = DocumentStore().open("file:///a.py", "# ZeRO\n", "python")
    analysis = GlossaryService(first).analysis(doc)
    result = store.load_user_files([])
    assert result.problems == {} and result.glossary is glossary
    again = Snapshot.for_glossary(result.glossary, first)
    assert again is first
    assert GlossaryService(again).hover(doc, 3) is not None
    assert GlossaryService(again).view(doc) is analysis
    # leaving user files for none goes back to the built-in glossary
    extra = tmp_path / "extra.yaml"
    extra.write_text("", encoding="utf-8")
    with_extra = Snapshot.for_glossary(store.load_user_files([extra]).glossary, first)
    assert with_extra is not first
    assert store.load_user_files([]).glossary is store.builtin


def test_define_takes_what_a_person_types_and_suggests_close_spellings(glossary):
    svc = service(glossary, language="fr")
    found = svc.define("zero-3")
    assert [d.id for d in found.matches] == ["zero"] and found.matches[0].language == "fr"
    assert "Partitionne les états" in found.matches[0].text and found.suggestions == []
    unknown = svc.define("FSDPP")
    assert unknown.matches == [] and [c.id for c in unknown.suggestions][:1] == ["fsdp"]


def test_concept_summaries_with_a_query_are_a_search(glossary):
    svc = service(glossary)
    assert {c["id"] for c in svc.concept_summaries()} == set(glossary.concepts)
    assert [c["id"] for c in svc.concept_summaries("FSD")][:1] == ["fsdp"]
