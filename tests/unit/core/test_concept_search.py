"""The search that answers references while the workspace index is built: for every concept, the
index's answer (on fixture workspaces, with the built-in glossary); kept for the next question of
the same concept and brought up to date file by file; stopped by its cancel token."""

import json
import shutil
from functools import lru_cache
from pathlib import Path

import pytest

from ai_glossary.core import concept_search as concept_search_module
from ai_glossary.core.concept_search import ConceptSearch
from ai_glossary.core.detection.cancel import Cancelled, CancelToken
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import NO_CONTEXT
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan import Background
from ai_glossary.core.workspace_index import OpenText, WorkspaceIndex

WORKSPACES = Path(__file__).resolve().parents[2] / "fixtures" / "workspaces"


@lru_cache(maxsize=1)
def builtin() -> Detector:
    return Detector.compile(load_builtin())


EVAL = Path(__file__).resolve().parents[2] / "eval" / "data"


def evaluation_workspace(root: Path) -> Path:
    """Every snippet of the two open evaluation sets as a file of its package's tree: 339 files of
    real text in eight languages."""
    for data in (EVAL / "snippets.jsonl", EVAL / "second" / "snippets.jsonl"):
        for line in data.read_text(encoding="utf-8").splitlines():
            if line.strip():
                snippet = json.loads(line)
                path = root / snippet["package"] / f"{snippet['id']}-{Path(snippet['path']).name}"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(snippet["text"], encoding="utf-8")
    return root


def navigation_workspace(root: Path) -> Path:
    shutil.copytree(WORKSPACES / "navigation", root)
    (root / "gitignore").rename(root / ".gitignore")
    return root


@pytest.mark.parametrize("make", [navigation_workspace, evaluation_workspace])
def test_every_concepts_answer_is_the_indexs(tmp_path, make):
    root = make(tmp_path / "workspace")
    detector = builtin()
    index = WorkspaceIndex([str(root)], "utf-16", jobs=1)
    index.build(detector.glossary, detector, "prose", Background())
    search = ConceptSearch([str(root)], "utf-16")
    found = 0
    for concept in detector.glossary.concepts:
        expected = index.mentions(concept, detector, "prose", [])
        assert search.mentions(concept, detector, "prose", []) == expected, concept
        found += len(expected)
    assert found > 0


def workspace(root: Path) -> Path:
    for i in range(3):
        (root / f"m{i}.py").write_text(f"# FSDP shards model {i}\nfsdp = 1\n", encoding="utf-8")
    (root / "notes.md").write_text("Nothing about it.\n", encoding="utf-8")
    (root / ".gitignore").write_text("build/\n", encoding="utf-8")
    (root / "build").mkdir()
    (root / "build" / "out.py").write_text("# FSDP in a build folder\n", encoding="utf-8")
    return root


def names(found) -> list[tuple[str, int, int]]:
    return sorted((Path(f.uri[len("file://"):]).name, f.line, f.column) for f in found)


@pytest.fixture
def analysed(monkeypatch) -> list[str]:
    """The files the search analysed, in order."""
    seen: list[str] = []
    file_findings = concept_search_module.file_findings

    def counting(job, *args, **kwargs):
        seen.append(Path(job.path).name)
        return file_findings(job, *args, **kwargs)

    monkeypatch.setattr(concept_search_module, "file_findings", counting)
    return seen


def test_only_the_files_that_may_mention_it_are_analysed_and_the_answer_is_kept(tmp_path, analysed):
    search = ConceptSearch([str(workspace(tmp_path))], "utf-16")
    first = search.mentions("fsdp", builtin(), "prose", [])
    assert names(first) == [("m0.py", 0, 2), ("m1.py", 0, 2), ("m2.py", 0, 2)]
    assert sorted(analysed) == ["m0.py", "m1.py", "m2.py"]  # not notes.md, not the ignored build/
    assert search.has("fsdp", builtin(), "prose") and not search.has("lora", builtin(), "prose")
    analysed.clear()
    assert search.mentions("fsdp", builtin(), "prose", []) == first and analysed == []


def test_changed_created_and_deleted_files_are_searched_again(tmp_path, analysed):
    root = workspace(tmp_path)
    search = ConceptSearch([str(root)], "utf-16")
    search.mentions("fsdp", builtin(), "prose", [])
    (root / "notes.md").write_text("Now FSDP.\n", encoding="utf-8")
    search.changed(str(root / "notes.md"))
    (root / "new.md").write_text("And FSDP here.\n", encoding="utf-8")
    search.created(str(root / "new.md"))
    (root / "m0.py").unlink()
    search.deleted(str(root / "m0.py"))
    analysed.clear()
    found = search.mentions("fsdp", builtin(), "prose", [])
    assert names(found) == [("m1.py", 0, 2), ("m2.py", 0, 2), ("new.md", 0, 4), ("notes.md", 0, 4)]
    assert sorted(analysed) == ["new.md", "notes.md"]


def test_an_open_document_is_read_from_its_unsaved_text(tmp_path):
    root = workspace(tmp_path)
    search = ConceptSearch([str(root)], "utf-16")
    path = root / "m1.py"
    unsaved = OpenText(path.as_uri(), str(path), 2, "# nothing\n\n# now FSDP here\n", "python", NO_CONTEXT)
    found = search.mentions("fsdp", builtin(), "prose", [unsaved])
    assert names(found) == [("m0.py", 0, 2), ("m1.py", 2, 6), ("m2.py", 0, 2)]


def test_a_cancelled_search_keeps_nothing_and_reports_progress_by_batch_until_then(tmp_path):
    root = workspace(tmp_path)
    for i in range(2 * concept_search_module.BATCH):
        (root / f"n{i}.md").write_text("FSDP here.\n", encoding="utf-8")
    search = ConceptSearch([str(root)], "utf-16")
    token = CancelToken()
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        token.cancel()

    with pytest.raises(Cancelled):
        search.mentions("fsdp", builtin(), "prose", [], token, progress)
    total = 2 * concept_search_module.BATCH + 4
    assert seen == [(concept_search_module.BATCH, total)] and not search.has("fsdp", builtin(), "prose")
    assert len(search.mentions("fsdp", builtin(), "prose", [])) == 3 + 2 * concept_search_module.BATCH


def test_in_its_own_process_the_answer_is_the_same_and_a_cancel_stops_it(tmp_path):
    root = navigation_workspace(tmp_path / "workspace")
    for i in range(3 * concept_search_module.BATCH):
        (root / f"n{i}.md").write_text("FSDP here.\n", encoding="utf-8")
    local = ConceptSearch([str(root)], "utf-16")
    remote = ConceptSearch([str(root)], "utf-16", own_processes=True)
    try:
        token = CancelToken()
        with pytest.raises(Cancelled):
            remote.mentions("fsdp", builtin(), "prose", [], token, lambda done, total: token.cancel())
        assert not remote.has("fsdp", builtin(), "prose")
        seen: list[tuple[int, int]] = []
        found = remote.mentions("fsdp", builtin(), "prose", [], progress=lambda done, total: seen.append((done, total)))
        assert found == local.mentions("fsdp", builtin(), "prose", []) and len(found) > 3 * concept_search_module.BATCH
        assert len(seen) > 3 and seen[-1][0] == seen[-1][1]
    finally:
        remote.clear()
