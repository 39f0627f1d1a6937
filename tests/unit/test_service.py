"""The server's behaviour without the protocol: GlossaryService on a small glossary."""

from ai_glossary.core.service import GlossaryService
from ai_glossary.core.glossary.store import GlossaryStore
from ai_glossary.core.options import Settings
from support.cursor import split_cursor


def service(glossary, **settings):
    return GlossaryService(GlossaryStore(glossary), Settings(**settings))


def test_hover_in_a_comment_renders_the_readers_language(glossary):
    svc = service(glossary, language="fr")
    text, offset = split_cursor("x = 1  # Ze‸RO-3 here\n")
    svc.open("file:///a.py", text, "python")
    result = svc.hover("file:///a.py", offset)
    assert result is not None and "Partitionne les états" in result.text
    assert text[result.start : result.end] == "ZeRO-3"


def test_completion_only_in_prose(glossary):
    svc = service(glossary)
    prose, at = split_cursor("x = 1  # use FS‸\n")
    svc.open("file:///a.py", prose, "python")
    assert [r.label for r in svc.complete("file:///a.py", at)] == ["FSDP"]
    code, at = split_cursor("model = FS‸\n")
    svc.open("file:///b.py", code, "python")
    assert svc.complete("file:///b.py", at) == []


def test_warm_analyses_ahead_and_huge_documents_are_skipped(glossary):
    svc = service(glossary, max_document_size=1_000)
    svc.open("file:///a.py", "# ZeRO\n", "python")
    svc.warm("file:///a.py")
    assert svc.get("file:///a.py")._analysis is not None
    svc.open("file:///big.py", "# ZeRO\n" * 500, "python")
    svc.warm("file:///big.py")
    assert svc.get("file:///big.py")._analysis is None
    assert svc.hover("file:///big.py", 3) is None
    svc.warm("file:///closed.py")  # unknown documents are ignored


def test_loading_no_user_glossaries_keeps_the_analysis_of_open_documents(glossary, tmp_path):
    # The server loads user glossaries after start-up; with none, a document analysed meanwhile
    # must not be analysed again at the first hover.
    svc = service(glossary)
    svc.open("file:///a.py", "# ZeRO\n", "python")
    svc.warm("file:///a.py")
    analysis = svc.get("file:///a.py")._analysis
    assert svc.store.load_user_files([]) == {}
    assert svc.hover("file:///a.py", 3) is not None
    assert svc.get("file:///a.py")._analysis is analysis
    # leaving user files for none goes back to the built-in glossary
    extra = tmp_path / "extra.yaml"
    extra.write_text("", encoding="utf-8")
    svc.store.load_user_files([extra])
    svc.store.load_user_files([])
    assert svc.store.glossary is svc.store.builtin
