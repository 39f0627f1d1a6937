"""Code actions end to end: add to the project glossary (the edit applied as a client would, then
the new entry hovering), expand on first use, the lint quick fix; and the refusals: a broken or
read-only glossary, a document changed since the action was offered."""

from __future__ import annotations

import asyncio
import os
import stat
from typing import Union

import attrs
import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import register_lsp_features

from ai_glossary.core.glossary.parse import parse_glossary
from support.lsp_session import CLIENTS, SERVER, cursor_position, start
from support.waiting import until_notified, wait_until
from support.workspace_edits import EditingClient, apply_text_edits

ADD = "aiGlossary.addToGlossary"
EXISTING = """\
# Our house terms (kept as written)
concepts:
  - id: blorp-sharding   # the first one
    term: BlorpS
    definitions:
      en: Splitting blorps across the nodes.

# more below, some day
"""
BROKEN = "concepts:\n  - id: blorp\n    term: [unclosed\n"


def _converter():
    """lsprotocol's own reading of a codeAction answer takes every item that has a ``command`` key
    for a ``Command``, also a ``CodeAction`` that carries one (as editors tell them apart: by the
    type of ``command``)."""
    converter = default_converter()
    converter.register_structure_hook(
        Union[types.Command, types.CodeAction],
        lambda obj, _: converter.structure(obj, types.Command if isinstance(obj.get("command"), str)
                                           else types.CodeAction))
    return converter


def _client() -> LanguageClient:
    client = LanguageClient(converter_factory=_converter)
    register_lsp_features(client)
    return client


@pytest_lsp.fixture(config=attrs.evolve(SERVER, client_factory=_client))
async def raw_client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


async def start_editing(raw_client, client_name, root, *, save=True, sync=False, **kwargs):
    editor = EditingClient(save=save, sync=raw_client if sync else None)
    raw_client.feature(types.WORKSPACE_APPLY_EDIT)(editor.handler())
    session = await start(raw_client, client_name, root, **kwargs)
    return session, editor


async def actions_at(session, uri, position, end=None, diagnostics=()):
    return await session.client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri),
        range=types.Range(position, end or position),
        context=types.CodeActionContext(diagnostics=list(diagnostics))))


def the_add_action(actions):
    found = [a for a in actions or [] if a.command is not None and a.command.command == ADD]
    assert len(found) == 1, actions
    return found[0]


async def run(session, action):
    return await session.client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=action.command.command, arguments=action.command.arguments))


async def hover_text(session, uri, position):
    hover = await session.client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(uri), position))
    return None if hover is None else hover.contents.value


@pytest.mark.parametrize("client_name", CLIENTS)
@pytest.mark.parametrize("save", [True, False], ids=["saved", "unsaved-buffer"])
async def test_an_unknown_acronym_is_added_to_a_new_project_glossary_and_hovers(raw_client, tmp_path, client_name, save):
    session, editor = await start_editing(raw_client, client_name, tmp_path, save=save)
    uri, pos = session.open("notes.md", "markdown", "# Notes\n\nWe tuned the model with QZX‸R first.\n")
    assert await hover_text(session, uri, pos) is None
    action = the_add_action(await actions_at(session, uri, pos))
    assert action.title == "Add “QZXR” to the project glossary"
    result = await run(session, action)
    assert result["applied"] is True, result
    glossary = tmp_path / ".ai-glossary.yaml"
    assert glossary.exists()
    text = editor.text_of(glossary.as_uri())
    parsed = parse_glossary(text, str(glossary))  # the real loader reads what the client wrote
    assert not parsed.problems
    assert [(c.id, c.term) for c in parsed.concepts] == [("qzxr", "QZXR")]
    assert isinstance(editor.applied[0].document_changes[0], types.CreateFile)
    shown = await hover_text(session, uri, pos)  # at once: no file event, no save needed
    assert shown is not None and "QZXR" in shown and "still to be written" in shown


async def test_the_entry_hovers_before_the_client_sends_the_buffers_change(raw_client, tmp_path):
    # Neovim opens the new file's buffer (didOpen, empty) while applying the edit and sends the
    # change 150 ms after its answer: the server reloads with the text it had written, not the buffer's
    session, editor = await start_editing(raw_client, "neovim", tmp_path, save=False, sync=True)
    uri, pos = session.open("notes.md", "markdown", "We use QZX‸R here.\n")
    result = await run(session, the_add_action(await actions_at(session, uri, pos)))
    assert result["applied"] is True, result
    shown = await hover_text(session, uri, pos)
    assert shown is not None and "still to be written" in shown
    await asyncio.sleep(editor.change_delay_s + 0.5)  # the buffer's change, then its debounced reload
    assert "still to be written" in (await hover_text(session, uri, pos) or "")


async def test_a_selected_phrase_extends_the_glossary_keeping_its_comments(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(EXISTING, encoding="utf-8")
    session, editor = await start_editing(raw_client, "visual-studio-code", tmp_path, init_options={"language": "fr"})
    text = "x = 1  # le feature warehouse sert les entrées\n"
    start_pos = types.Position(0, text.index("feature"))
    end_pos = types.Position(0, text.index("feature") + len("feature warehouse"))
    uri, _ = session.open("train.py", "python", text)
    action = the_add_action(await actions_at(session, uri, start_pos, end_pos))
    assert action.title == "Ajouter « feature warehouse » au glossaire du projet"
    result = await run(session, action)
    assert result["applied"] is True, result
    after = glossary.read_text(encoding="utf-8")
    head, tail = EXISTING.split("\n\n# more below")
    assert after.startswith(head + "\n") and after.endswith("\n\n# more below" + tail)  # the user's lines, as written
    added = after[len(head) + 1 : -len("\n# more below" + tail)]
    assert added.startswith("  - id: feature-warehouse\n    term: feature warehouse\n")
    assert "      fr: " in added  # the stub is in the reader's language
    shown = await hover_text(session, uri, types.Position(0, start_pos.character + 2))
    assert shown is not None and "feature warehouse" in shown
    assert (await hover_text(session, uri, types.Position(0, start_pos.character + 2))) == shown


async def test_an_open_glossary_gets_an_edit_for_its_buffers_version(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(EXISTING, encoding="utf-8")
    session, editor = await start_editing(raw_client, "visual-studio-code", tmp_path)
    raw_client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=glossary.as_uri(), language_id="yaml", version=3, text=EXISTING)))
    editor.buffers[glossary.as_uri()] = (3, EXISTING)
    uri, pos = session.open("notes.md", "markdown", "We use QZX‸R here.\n")
    result = await run(session, the_add_action(await actions_at(session, uri, pos)))
    assert result["applied"] is True, result
    change = editor.applied[0].document_changes[0]
    assert change.text_document.version == 3  # the editor applies it to that version of the buffer only
    assert "term: QZXR" in editor.buffers[glossary.as_uri()][1] and glossary.read_text(encoding="utf-8") == EXISTING
    assert "still to be written" in (await hover_text(session, uri, pos) or "")
    # the buffer changed in the editor, not yet told to the server: the editor refuses the next edit
    editor.buffers[glossary.as_uri()] = (7, EXISTING + "# typing\n")
    other, at = session.open("more.md", "markdown", "And QZX‸Y too.\n")
    raw_client.messages.clear()
    refused = await run(session, the_add_action(await actions_at(session, other, at)))
    assert refused["applied"] is False and "did not add" in refused["message"]
    assert editor.buffers[glossary.as_uri()][1] == EXISTING + "# typing\n"


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_a_broken_glossary_is_never_overwritten(raw_client, tmp_path, client_name):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_bytes(BROKEN.encode())
    session, editor = await start_editing(raw_client, client_name, tmp_path)
    await until_notified(raw_client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
                         lambda: raw_client.diagnostics.get(glossary.as_uri()))
    uri, pos = session.open("notes.md", "markdown", "We use QZX‸R here.\n")
    action = the_add_action(await actions_at(session, uri, pos))
    if client_name == "visual-studio-code":  # it shows disabled actions with their reason
        assert action.disabled is not None and "has errors" in action.disabled.reason
    else:
        assert action.disabled is None
    raw_client.messages.clear()
    result = await run(session, action)  # a client may run it anyway: refused again
    assert result["applied"] is False
    assert await wait_until(lambda: [m for m in raw_client.messages if m.type == types.MessageType.Error])
    assert "has errors" in raw_client.messages[-1].message
    assert glossary.read_bytes() == BROKEN.encode()
    assert editor.applied == []


async def test_a_read_only_glossary_gets_a_clear_error(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(EXISTING, encoding="utf-8")
    os.chmod(glossary, stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    try:
        session, editor = await start_editing(raw_client, "neovim", tmp_path)
        uri, pos = session.open("notes.md", "markdown", "We use QZX‸R here.\n")
        raw_client.messages.clear()
        result = await run(session, the_add_action(await actions_at(session, uri, pos)))
        assert result["applied"] is False
        assert "read-only" in result["message"] and str(glossary) in result["message"]
        assert await wait_until(lambda: raw_client.messages)
        assert editor.applied == [] and glossary.read_text(encoding="utf-8") == EXISTING
    finally:
        os.chmod(glossary, stat.S_IRUSR | stat.S_IWUSR)


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_an_action_on_a_document_changed_since_is_refused(raw_client, tmp_path, client_name):
    session, editor = await start_editing(raw_client, client_name, tmp_path)
    uri, pos = session.open("notes.md", "markdown", "We use QZX‸R here.\n")
    action = the_add_action(await actions_at(session, uri, pos))
    raw_client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="Nothing here.\n")]))
    result = await run(session, action)
    assert result["applied"] is False and "changed" in result["message"]
    assert editor.applied == [] and not (tmp_path / ".ai-glossary.yaml").exists()


@pytest.mark.parametrize("client_name", CLIENTS)
@pytest.mark.parametrize(("language", "expanded"), [
    ("en", "Fully Sharded Data Parallel (FSDP)"),
    ("fr", "parallélisme de données entièrement partitionné (FSDP)"),
])
async def test_expand_on_first_use(raw_client, tmp_path, client_name, language, expanded):
    session, editor = await start_editing(raw_client, client_name, tmp_path, init_options={"language": language})
    text, pos = cursor_position("# Training\n\nWe shard with FS‸DP. Later, FSDP again.\n")
    uri, _ = session.open("guide.md", "markdown", text)
    actions = await actions_at(session, uri, pos)
    expand = [a for a in actions if a.kind == types.CodeActionKind.RefactorRewrite]
    assert len(expand) == 1 and expanded in expand[0].title
    change = expand[0].edit.document_changes[0]
    assert change.text_document.version == 1  # made for this version: a client refuses it on another
    assert apply_text_edits(text, change.edits) == f"# Training\n\nWe shard with {expanded}. Later, FSDP again.\n"
    second = types.Position(pos.line, text.split("\n")[pos.line].rindex("FSDP") + 1)
    assert not [a for a in await actions_at(session, uri, second) if a.kind == types.CodeActionKind.RefactorRewrite]


async def test_no_expansion_where_the_name_is_written_next_to_it(raw_client, tmp_path):
    session, _ = await start_editing(raw_client, "neovim", tmp_path)
    text, pos = cursor_position("We shard with FS‸DP (Fully Sharded Data Parallel).\n")
    uri, _ = session.open("guide.md", "markdown", text)
    assert not [a for a in await actions_at(session, uri, pos) if a.kind == types.CodeActionKind.RefactorRewrite]


def lint_diagnostic(uri, line, start, end, replacement, version):
    return types.Diagnostic(range=types.Range(types.Position(line, start), types.Position(line, end)),
                            message="spelling", source="ai-glossary", code="spelling",
                            data={"replacement": replacement, "uri": uri, "version": version})


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_lint_quick_fix_replaces_the_range_for_that_version(raw_client, tmp_path, client_name):
    session, _ = await start_editing(raw_client, client_name, tmp_path)
    text = "# Setup\n\nInstall Pytorch 😀 and Deepspeed first.\n"
    uri, _ = session.open("setup.md", "markdown", text)
    line = text.split("\n")[2]
    utf16 = lambda i: len(line[:i].encode("utf-16-le")) // 2  # noqa: E731
    a, b = line.index("Deepspeed"), line.index("Deepspeed") + len("Deepspeed")
    fresh = lint_diagnostic(uri, 2, utf16(a), utf16(b), "DeepSpeed", 1)
    stale = lint_diagnostic(uri, 2, 8, 15, "PyTorch", 0)  # made for a version the document no longer has
    foreign = types.Diagnostic(range=fresh.range, message="x", source="other-linter", data={"replacement": "y"})
    actions = await actions_at(session, uri, fresh.range.start, fresh.range.end, [fresh, stale, foreign])
    fixes = [a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.edit is not None]
    assert [a.title for a in fixes] == ["Replace with “DeepSpeed”"]
    change = fixes[0].edit.document_changes[0]
    assert change.text_document.version == 1
    assert apply_text_edits(text, change.edits) == "# Setup\n\nInstall Pytorch 😀 and DeepSpeed first.\n"
    assert list(fixes[0].diagnostics) == [fresh]


async def test_no_add_action_on_known_terms_code_or_plain_words(raw_client, tmp_path):
    session, _ = await start_editing(raw_client, "visual-studio-code", tmp_path)
    for marked in ["We use FS‸DP here.\n", "x = QZX‸R + 1  # a comment\n", "# a plain wo‸rd here\n",
                   "# see QZXR‸.run for it\n"]:
        text, pos = cursor_position(marked)
        uri, _ = session.open(f"f{abs(hash(marked))}.py", "python", text)
        actions = await actions_at(session, uri, pos)
        assert not [a for a in actions or [] if a.command is not None], marked


async def test_the_command_refuses_arguments_no_action_made(raw_client, tmp_path):
    session, editor = await start_editing(raw_client, "neovim", tmp_path)
    uri, _ = session.open("notes.md", "markdown", "We use QZXR here.\n")
    for arguments in [[], [{"uri": uri, "version": 1}], [{"uri": uri, "version": 1, "term": "x" * 500}]]:
        result = await session.client.workspace_execute_command_async(
            types.ExecuteCommandParams(command=ADD, arguments=arguments))
        assert result["applied"] is False and "not valid" in result["message"], arguments
    assert editor.applied == [] and not (tmp_path / ".ai-glossary.yaml").exists()
