"""The workspace index behind references: built by the scan (``.gitignore`` respected, columns in
the editor's position encoding), open documents read from their text, kept up to date file by
file, stopped by its cancel token, telling its progress."""

from pathlib import Path

import pytest

from ai_glossary.core.detection.cancel import Cancelled, CancelToken
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.document_context import NO_CONTEXT
from ai_glossary.core.scan import Background
from ai_glossary.core.scan_files import find_in_text
from ai_glossary.core.workspace_index import OpenText, WorkspaceIndex


@pytest.fixture
def detector(glossary):
    return Detector.compile(glossary)


def workspace(root: Path, files: int = 3) -> Path:
    for i in range(files):
        (root / f"m{i}.py").write_text(f"# FSDP shards model {i}\nfsdp = 1\n", encoding="utf-8")
    (root / "emoji.py").write_text('"""😀 then FSDP."""\n', encoding="utf-8")
    (root / ".gitignore").write_text("build/\n", encoding="utf-8")
    (root / "build").mkdir()
    (root / "build" / "out.py").write_text("# FSDP in a build folder\n", encoding="utf-8")
    return root


def built(root: Path, glossary, detector, units: str = "utf-16", **background) -> WorkspaceIndex:
    index = WorkspaceIndex([str(root)], units, jobs=1)
    index.build(glossary, detector, "prose", Background(**background))
    return index


def spans(index, detector, concept="fsdp", open_texts=()):
    return sorted((Path(f.uri[len("file://"):]).name, f.line, f.column, f.end_column)
                  for f in index.mentions(concept, detector, "prose", list(open_texts)))


def test_mentions_in_the_workspace_skip_ignored_files_and_code(tmp_path, glossary, detector):
    index = built(workspace(tmp_path), glossary, detector)
    assert spans(index, detector) == [("emoji.py", 0, 11, 15), ("m0.py", 0, 2, 6), ("m1.py", 0, 2, 6),
                                      ("m2.py", 0, 2, 6)]
    assert index.built_for(detector, "prose") and not index.built_for(detector, "strings")


@pytest.mark.parametrize("units, column", [("utf-16", 11), ("utf-8", 13), ("utf-32", 10)])
def test_columns_are_in_the_editors_position_encoding(tmp_path, glossary, detector, units, column):
    index = built(workspace(tmp_path, files=0), glossary, detector, units)
    assert spans(index, detector) == [("emoji.py", 0, column, column + 4)]


def test_find_in_text_counts_columns_in_units(detector):
    text = "# é 😀 FSDP\n"
    assert [(o.column, o.end_column) for o in find_in_text(detector, text, "python")] == [(7, 11)]
    assert [(o.column, o.end_column) for o in find_in_text(detector, text, "python", units="utf-16")] == [(8, 12)]
    assert [(o.column, o.end_column) for o in find_in_text(detector, text, "python", units="utf-8")] == [(11, 15)]


def test_an_open_document_is_read_from_its_unsaved_text(tmp_path, glossary, detector):
    index = built(workspace(tmp_path), glossary, detector)
    path = tmp_path / "m0.py"
    edited = OpenText(path.as_uri(), str(path), 2, "x = 1\n# now FSDP moved\n", "python", NO_CONTEXT)
    untitled = OpenText("untitled:Untitled-1", None, 1, "# FSDP here too\n", "python", NO_CONTEXT)
    found = index.mentions("fsdp", detector, "prose", [edited, untitled])
    assert ("untitled:Untitled-1", 0, 2) in [(f.uri, f.line, f.column) for f in found]
    assert [(f.line, f.column) for f in found if f.uri == path.as_uri()] == [(1, 6)]
    # closed again: the disk's text counts
    assert ("m0.py", 0, 2, 6) in spans(index, detector)


def test_changed_created_and_deleted_files_are_scanned_again_at_the_next_question(tmp_path, glossary, detector):
    index = built(workspace(tmp_path), glossary, detector)
    (tmp_path / "m1.py").write_text("# nothing here\n# but FSDP\n", encoding="utf-8")
    index.changed(str(tmp_path / "m1.py"))
    (tmp_path / "new.md").write_text("FSDP in Markdown\n", encoding="utf-8")
    index.created(str(tmp_path / "new.md"))
    (tmp_path / "m2.py").unlink()
    index.deleted(str(tmp_path / "m2.py"))
    (tmp_path / "build" / "late.py").write_text("# FSDP, ignored\n", encoding="utf-8")
    index.created(str(tmp_path / "build" / "late.py"))
    assert index.refresh(detector, "prose", {}) == 2  # m1 and new.md
    assert spans(index, detector) == [("emoji.py", 0, 11, 15), ("m0.py", 0, 2, 6), ("m1.py", 1, 6, 10),
                                      ("new.md", 0, 0, 4)]
    assert index.refresh(detector, "prose", {}) == 0


def test_a_change_to_a_file_the_walk_left_out_is_ignored(tmp_path, glossary, detector):
    index = built(workspace(tmp_path), glossary, detector)
    index.changed(str(tmp_path / "build" / "out.py"))
    assert index.refresh(detector, "prose", {}) == 0
    assert "out.py" not in {name for name, *_ in spans(index, detector)}


def test_a_cancelled_build_leaves_the_index_unbuilt(tmp_path, glossary, detector):
    token = CancelToken()
    seen = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        token.cancel()

    index = WorkspaceIndex([str(workspace(tmp_path))], "utf-16", jobs=1)
    with pytest.raises(Cancelled):
        index.build(glossary, detector, "prose", Background(token, progress))
    assert seen == [(1, 4)]
    assert not index.built_for(detector, "prose")


@pytest.mark.process
def test_the_parallel_build_reports_progress_and_stops_when_cancelled(tmp_path, glossary, detector):
    root = workspace(tmp_path, files=40)
    seen = []
    index = built(root, glossary, detector, progress=lambda done, total: seen.append((done, total)))
    assert len(spans(index, detector)) == 41
    assert seen[-1] == (41, 41) and all(total == 41 for _, total in seen)
    token = CancelToken()
    token.cancel()
    again = WorkspaceIndex([str(root)], "utf-16", jobs=2)
    with pytest.raises(Cancelled):
        again.build(glossary, detector, "prose", Background(token))
    assert not again.built_for(detector, "prose")


@pytest.mark.process
def test_a_build_with_one_job_runs_in_a_worker_not_in_the_servers_threads(monkeypatch, tmp_path, glossary, detector):
    # in the server's threads the build would hold the GIL its hovers need; a fresh worker
    # imports scan.py anew, so the patch below reaches only this process
    from ai_glossary.core import scan

    def in_this_process(self, i):
        raise AssertionError("a file scanned in the server's own process")

    monkeypatch.setattr(scan._Scan, "result", in_this_process)
    index = built(workspace(tmp_path, files=10), glossary, detector)
    assert len(spans(index, detector)) == 11


def test_a_build_in_the_calling_process_leaves_what_the_server_froze_frozen(tmp_path, glossary, detector):
    # the server freezes its glossary once built (engine.py); a build of a small workspace runs in
    # the server's own process and must not hand those objects back to the collector
    import gc

    kept = [glossary]  # a tracked object, frozen below: the collector's generations no longer hold it
    gc.freeze()
    try:
        built(workspace(tmp_path), glossary, detector)
        assert not any(o is kept for o in gc.get_objects())
    finally:
        gc.unfreeze()
    assert any(o is kept for o in gc.get_objects())


def test_an_open_documents_up_to_date_analysis_is_read_not_made_again(monkeypatch, detector):
    import dataclasses

    from ai_glossary.core import workspace_index
    from ai_glossary.core.scan_files import analysed
    from ai_glossary.core.workspace_index import open_mentions

    text = "x = 1\n# 😀 FSDP and LoRA\n"
    doc = OpenText("untitled:a", None, 1, text, "python", NO_CONTEXT)
    made = open_mentions(detector, doc, "prose", "utf-16")
    assert sorted(made) == ["fsdp", "lora"] and made["fsdp"] == [(1, 5, 1, 9)]
    view = analysed(detector, text, "python", "prose", NO_CONTEXT)

    def no_analysis(*args, **kwargs):
        raise AssertionError("analysed again")

    with monkeypatch.context() as patch:
        patch.setattr(workspace_index, "find_in_text", no_analysis)
        assert open_mentions(detector, dataclasses.replace(doc, view=view), "prose", "utf-16") == made
    # the analysis of another text (the document changed since) is not read
    changed = dataclasses.replace(doc, text="# nothing here\n", view=view)
    assert open_mentions(detector, changed, "prose", "utf-16") == {}
