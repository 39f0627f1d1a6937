"""Navigation over stdio with the recorded VS Code and Neovim capabilities: go to the glossary entry,
every mention in the workspace (the index: progress, cancellation, unsaved text, files changed on
disk), the mentions in one document, the glossary as workspace symbols, and the hover naming the
project glossary that supplied a definition.

The workspace is ``tests/fixtures/workspaces/navigation``, copied without its «…» markers (each
marks a mention of FSDP that references must return); its ``gitignore`` becomes ``.gitignore``.
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcRequestCancelled

from support.lsp_session import CLIENTS, Session, start, units
from support.marked import unmark
from support.waiting import wait_until

FIXTURE = Path(__file__).parents[1] / "fixtures" / "workspaces" / "navigation"
TEXT_SUFFIXES = {".py", ".md", ".yaml"}


def copy_workspace(root: Path) -> dict[str, list[tuple[int, int]]]:
    """The fixture copied into ``root`` without markers; the marked spans of each file by relative path."""
    marked: dict[str, list[tuple[int, int]]] = {}
    for source in FIXTURE.rglob("*"):
        if source.is_dir():
            continue
        rel = source.relative_to(FIXTURE).as_posix()
        target = root / (".gitignore" if rel == "gitignore" else rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix in TEXT_SUFFIXES:
            text, spans = unmark(source.read_text(encoding="utf-8"))
            target.write_text(text, encoding="utf-8")
            if spans:
                marked[target.relative_to(root).as_posix()] = spans
        else:
            shutil.copy(source, target)
    return marked


def span_range(text: str, start: int, end: int, encoding: str = "utf-16") -> types.Range:
    def position(offset: int) -> types.Position:
        before = text[:offset]
        return types.Position(before.count("\n"), units(before[before.rfind("\n") + 1:], encoding))

    return types.Range(position(start), position(end))


def expected_locations(root: Path, marked: dict[str, list[tuple[int, int]]], encoding: str) -> set[tuple]:
    out = set()
    for rel, spans in marked.items():
        text = (root / rel).read_text(encoding="utf-8")
        for first, last in spans:
            r = span_range(text, first, last, encoding)
            out.add(((root / rel).as_uri(), r.start.line, r.start.character, r.end.line, r.end.character))
    return out


def as_set(locations) -> set[tuple]:
    return {(loc.uri, loc.range.start.line, loc.range.start.character, loc.range.end.line, loc.range.end.character)
            for loc in locations or []}


def open_file(session: Session, rel: str, language_id: str) -> tuple[str, str]:
    path = session.root / rel
    text = path.read_text(encoding="utf-8")
    session.client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=path.as_uri(), language_id=language_id, version=1, text=text)))
    return path.as_uri(), text


def at(text: str, needle: str, encoding: str = "utf-16", nth: int = 0) -> types.Position:
    offset = -1
    for _ in range(nth + 1):
        offset = text.index(needle, offset + 1)
    return span_range(text, offset + 1, offset + 1, encoding).start


async def references(session: Session, uri: str, position: types.Position, *, declaration: bool = False,
                     token: str | None = None):
    if token is not None:  # a token of the client's own: the test client records what comes on it
        session.client.progress_reports.setdefault(token, [])
    return await session.client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri), position=position,
        context=types.ReferenceContext(include_declaration=declaration), work_done_token=token))


@pytest.fixture(params=CLIENTS)
async def workspace(raw_client, request, tmp_path):
    marked = copy_workspace(tmp_path)
    session = await start(raw_client, request.param, tmp_path)
    return session, marked


async def test_references_are_every_mention_in_the_workspace(workspace):
    session, marked = workspace
    uri, text = open_file(session, "train.py", "python")
    found = await references(session, uri, at(text, "FSDP", session.encoding))
    # the ignored folder, the code and the fenced code are left out; the emoji counts two UTF-16 units
    assert as_set(found) == expected_locations(session.root, marked, session.encoding)
    # both clients support work-done progress: the server made a token for the first answer's
    # search and, once it answered, one for the index build, and ended each
    for kind in ("search", "index"):
        made = await wait_until(lambda: [token for token in session.client.progress_reports
                                         if str(token).startswith(f"ai-glossary-{kind}-")])
        assert len(made) == 1
        await wait_until(lambda: ended(session.client.progress_reports[made[0]]))
    with_entries = await references(session, uri, at(text, "FSDP", session.encoding), declaration=True)
    entries = [loc for loc in with_entries if loc.uri.endswith(".yaml")]
    assert entries[0].uri == (session.root / ".ai-glossary.yaml").as_uri() and entries[0].range.start.line == 6
    assert entries[1].uri.endswith("concepts/seeds.yaml")


async def test_references_read_unsaved_text_and_files_changed_on_disk(workspace):
    session, marked = workspace
    uri, text = open_file(session, "train.py", "python")
    position = at(text, "FSDP", session.encoding)
    before = as_set(await references(session, uri, position))
    guide_uri, guide = open_file(session, "docs/guide.md", "markdown")
    end = types.Position(guide.count("\n"), 0)
    session.client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=guide_uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=types.Range(end, end), text="More FSDP.\n")]))
    new_file = session.root / "notes.md"
    new_file.write_text("FSDP notes\n", encoding="utf-8")
    session.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=new_file.as_uri(), type=types.FileChangeType.Created)]))
    after = as_set(await references(session, uri, position))
    assert after - before == {(guide_uri, end.line, 5, end.line, 9), (new_file.as_uri(), 0, 0, 0, 4)}


def ended(reports: list) -> bool:
    return bool(reports) and isinstance(reports[-1], types.WorkDoneProgressEnd)


async def index_built(session: Session) -> None:
    """Wait until the index build the server reported on a token of its own has ended."""
    def built() -> bool:
        made = [t for t in session.client.progress_reports if str(t).startswith("ai-glossary-index-")]
        return bool(made) and ended(session.client.progress_reports[made[-1]])
    await wait_until(built, timeout=60)


async def test_the_first_answer_reports_progress_and_later_ones_read_the_index(workspace):
    session, marked = workspace
    uri, text = open_file(session, "train.py", "python")
    first = await references(session, uri, at(text, "FSDP", session.encoding), token="refs-progress")
    reports = session.client.progress_reports["refs-progress"]
    assert isinstance(reports[0], types.WorkDoneProgressBegin) and isinstance(reports[-1], types.WorkDoneProgressEnd)
    assert [r.percentage for r in reports if isinstance(r, types.WorkDoneProgressReport)][-1] == 100
    await index_built(session)
    # later answers come from the index: nothing to search, no progress, the same locations
    again = await references(session, uri, at(text, "FSDP", session.encoding), token="refs-again")
    assert session.client.progress_reports["refs-again"] == []
    assert as_set(again) == as_set(first) == expected_locations(session.root, marked, session.encoding)


async def test_a_cancelled_request_stops_its_search_and_the_next_one_answers(workspace):
    session, _ = workspace
    for i in range(300):  # enough files that the search is still going when it is cancelled
        (session.root / "many" / f"m{i:03d}.py").parent.mkdir(exist_ok=True)
        (session.root / "many" / f"m{i:03d}.py").write_text(f'"""FSDP number {i}."""\n' * 40, encoding="utf-8")
    uri, text = open_file(session, "train.py", "python")
    params = types.ReferenceParams(text_document=types.TextDocumentIdentifier(uri),
                                   position=at(text, "FSDP", session.encoding),
                                   context=types.ReferenceContext(include_declaration=False),
                                   work_done_token="refs-cancelled")
    session.client.progress_reports["refs-cancelled"] = []
    future = session.client.protocol.send_request(types.TEXT_DOCUMENT_REFERENCES, params, msg_id="refs-1")
    await wait_until(lambda: session.client.progress_reports["refs-cancelled"])
    session.client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="refs-1"))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wrap_future(future)
    reports = await wait_until(lambda: [r for r in session.client.progress_reports["refs-cancelled"]
                                        if isinstance(r, types.WorkDoneProgressEnd)])
    assert reports, "the cancelled search ends its progress"
    done = [r.percentage for r in session.client.progress_reports["refs-cancelled"]
            if isinstance(r, types.WorkDoneProgressReport)]
    assert not done or max(done) < 100
    found = await references(session, uri, at(text, "FSDP", session.encoding))
    assert len([loc for loc in found if "/many/" in loc.uri]) == 300 * 40


async def test_definition_goes_to_the_glossary_entry(workspace):
    session, _ = workspace
    uri, text = open_file(session, "train.py", "python")
    project = (session.root / ".ai-glossary.yaml").as_uri()
    blorp = await session.client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), at(text, "BlorpS", session.encoding)))
    assert [(loc.uri, loc.range.start.line) for loc in blorp] == [(project, 1)]
    fsdp = await session.client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), at(text, "FSDP", session.encoding)))
    assert (fsdp[0].uri, fsdp[0].range.start.line) == (project, 6)
    seeds = Path(fsdp[1].uri[len("file://"):])
    assert seeds.name == "seeds.yaml"
    assert seeds.read_text(encoding="utf-8").splitlines()[fsdp[1].range.start.line].strip() == "- id: fsdp"
    none = await session.client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), at(text, "import", session.encoding)))
    assert not none


async def test_document_highlight_marks_the_same_concept_in_the_document(workspace):
    session, marked = workspace
    uri, text = open_file(session, "train.py", "python")
    found = await session.client.text_document_document_highlight_async(types.DocumentHighlightParams(
        types.TextDocumentIdentifier(uri), at(text, "FSDP", session.encoding)))
    assert {(h.range.start.line, h.range.start.character, h.range.end.line, h.range.end.character)
            for h in found} == {loc[1:] for loc in expected_locations(session.root, marked, session.encoding)
                                if loc[0] == uri}


async def test_workspace_symbols_search_the_glossary(workspace):
    session, _ = workspace
    found = await session.client.workspace_symbol_async(types.WorkspaceSymbolParams(query="blorp"))
    assert found[0].name == "Blorp Sharding" and found[0].location.uri.endswith(".ai-glossary.yaml")
    assert found[0].location.range.start.line == 1
    fsdp = await session.client.workspace_symbol_async(types.WorkspaceSymbolParams(query="FSDP"))
    assert "FSDP" in fsdp[0].name and fsdp[0].location.uri.endswith(".ai-glossary.yaml")


async def test_workspace_symbols_are_named_in_the_readers_language(raw_client, tmp_path):
    await start(raw_client, "neovim", tmp_path, init_options={"language": "fr"})
    found = await raw_client.workspace_symbol_async(types.WorkspaceSymbolParams(query="parallélisme de données"))
    assert found and "parallélisme de données" in found[0].name.lower()
    assert found[0].location.uri.endswith(".yaml")


async def test_the_hover_names_the_project_glossary_that_supplied_the_definition(workspace):
    session, _ = workspace
    uri, text = open_file(session, "train.py", "python")

    async def hover(needle: str) -> str:
        result = await session.client.text_document_hover_async(types.HoverParams(
            types.TextDocumentIdentifier(uri), at(text, needle, session.encoding)))
        return result.contents.value

    assert ".ai-glossary.yaml" in await hover("BlorpS")
    assert ".ai-glossary.yaml" not in await hover("FSDP")  # the project only adds an alias there
