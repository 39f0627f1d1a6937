"""Navigation in the pure core: where a concept is written (its sources), the order go-to-definition
offers them, the glossary that supplied a definition (named in the hover), workspace symbols and the
mentions of one concept in a document."""

from pathlib import Path

import pytest

from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.load import load
from ai_glossary.core.navigation import definition_sites, origin_label, supplier
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor
from support.glossaries import PROJECT_GLOSSARY

# a concept of its own, an alias added to FSDP, and a French definition that replaces LoRA's
PROJECT = PROJECT_GLOSSARY + """\
  - id: lora
    definitions:
      fr: Notre définition maison de LoRA.
"""


@pytest.fixture(scope="module")
def builtin():
    return load_builtin()


@pytest.fixture
def project(tmp_path, builtin):
    path = tmp_path / ".ai-glossary.yaml"
    path.write_text(PROJECT, encoding="utf-8")
    return path, load(builtin, [path]).glossary


def line_of(path: Path, entry: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().index(entry) + 1


def test_a_built_in_concept_records_its_entry_in_the_installed_data_file(builtin):
    fsdp = builtin.concepts["fsdp"]
    first = fsdp.sources[0]
    assert first.builtin and first.path.endswith("concepts/seeds.yaml")
    assert Path(first.path).read_text(encoding="utf-8").splitlines()[first.line - 1].strip() == "- id: fsdp"
    assert "en" in first.languages
    # the translation files are part of the built-in glossary, not user files
    assert all(s.builtin for s in fsdp.sources)
    assert any(s.path.endswith("translations/de.yaml") and s.languages == ("de",) for s in fsdp.sources)


def test_a_project_entry_records_its_file_line_and_languages(project):
    path, glossary = project
    blorp = glossary.concepts["blorp-sharding"].sources
    assert [(s.path, s.line, s.builtin, s.languages) for s in blorp] == [
        (str(path), line_of(path, "  - id: blorp-sharding"), False, ("en",))]


def test_definition_sites_list_the_project_entry_first_then_the_built_in_one(project):
    path, glossary = project
    sites = definition_sites(glossary.concepts["fsdp"], "en")
    assert (sites[0].path, sites[0].line) == (str(path), line_of(path, "  - id: fsdp"))
    assert sites[1].builtin and sites[1].path.endswith("concepts/seeds.yaml")
    assert len(sites) == 2  # the translation files are not offered for an English reader


def test_definition_sites_add_the_translation_that_supplied_the_readers_language(builtin):
    sites = definition_sites(builtin.concepts["fsdp"], "de")
    assert [Path(s.path).name for s in sites] == ["seeds.yaml", "de.yaml"]


def test_the_supplier_is_the_last_file_that_wrote_the_definition_shown(project, builtin):
    path, glossary = project
    lora = glossary.concepts["lora"]
    assert supplier(lora, "fr").path == str(path)  # the project overrides the French definition
    assert supplier(lora, "en").builtin
    # an extension that only adds an alias supplies no definition: the hover names no file
    assert supplier(glossary.concepts["fsdp"], "en").builtin


def test_origin_label_is_relative_to_the_workspace_and_silent_for_built_in(project, tmp_path, builtin):
    path, glossary = project
    assert origin_label(supplier(glossary.concepts["lora"], "fr"), [str(tmp_path)]) == ".ai-glossary.yaml"
    assert origin_label(supplier(glossary.concepts["lora"], "fr"), [str(tmp_path.parent)]) == (
        f"{tmp_path.name}/.ai-glossary.yaml")
    assert origin_label(supplier(builtin.concepts["lora"], "fr"), [str(tmp_path)]) is None
    outside = origin_label(supplier(glossary.concepts["lora"], "fr"), ["/nowhere"])
    assert outside is not None and outside.endswith(".ai-glossary.yaml")


def test_the_hover_names_the_project_glossary_only_when_it_supplied_the_definition(project, tmp_path):
    _, glossary = project
    docs = DocumentStore()

    def hover(text: str, language: str) -> str:
        svc = GlossaryService(Snapshot.build(glossary), Options(language=language),
                              workspaces={str(tmp_path): _no_workspace()})
        plain, offset = split_cursor(text)
        result = svc.hover(docs.open(f"file:///{language}{len(text)}.py", plain, "python"), offset)
        assert result is not None
        return result.text

    assert "Notre définition maison" in hover("# Lo‸RA adapters\n", "fr")
    assert ".ai-glossary.yaml" in hover("# Lo‸RA adapters\n", "fr")
    assert ".ai-glossary.yaml" not in hover("# Lo‸RA adapters\n", "en")
    assert ".ai-glossary.yaml" in hover("# Blorp‸S everywhere\n", "en")
    assert ".ai-glossary.yaml" not in hover("# FS‸DP shards\n", "en")  # only an alias added there


def _no_workspace():
    from ai_glossary.core.detection.document_context import NO_WORKSPACE

    return NO_WORKSPACE


def test_workspace_symbols_search_names_aliases_and_localized_names(builtin):
    svc = GlossaryService(Snapshot.build(builtin), Options(language="fr"))
    found = svc.symbols("FSDP")
    assert found[0].concept_id == "fsdp"
    assert "FSDP" in found[0].name  # a client filtering by name keeps it
    assert found[0].site is not None and found[0].site.path.endswith("seeds.yaml")
    assert found[0].container == "seeds.yaml"
    french = svc.symbols("optimiseur")
    assert french and french[0].concept_id in {c.id for c in builtin.concepts.values()
                                                if any("optimiseur" in n.lower() for n in c.names.get("fr", ()))}
    assert len(svc.symbols("")) == len(builtin.concepts)


def test_highlights_are_the_mentions_of_the_same_concept(builtin):
    svc = GlossaryService(Snapshot.build(builtin), Options())
    text, offset = split_cursor("# FS‸DP and ZeRO\n# more FSDP, Fully Sharded Data Parallel\nfsdp = 1\n")
    view = svc.analysis(DocumentStore().open("file:///h.py", text, "python"))
    spans = [text[m.start:m.end] for m in svc.highlights(view, offset)]
    assert spans == ["FSDP", "FSDP", "Fully Sharded Data Parallel"]
    assert svc.highlights(view, text.index("fsdp =")) == []
