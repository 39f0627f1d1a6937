"""Project glossaries: loaded from the workspace, merged, hot-reloaded, errors reported, last good kept."""

from pathlib import Path

from lsprotocol import types

from support.lsp_session import start
from support.glossaries import PROJECT_GLOSSARY as GOOD
from support.waiting import until_notified, wait_until


MORE = GOOD + """\
  - id: flurb-offload
    term: Flurb Offload
    definitions:
      en: Moving flurbs to slower memory.
"""

BROKEN = """\
concepts:
  - id: blorp-sharding
    term: [unclosed
"""

EVIL = """\
concepts:
  - id: evil-term
    term: EvilTerm
    definitions:
      en: "<img src=x onerror=alert(1)> see [docs](command:workbench.action.terminal.new) **now**"
    references:
      - title: "click me](command:workbench.action.terminal.new)"
        url: "https://example.org/a)](command:workbench.action.terminal.new"
"""


async def hover_text(session, name, marked):
    return await session.hover_text(name, "python", marked)


def glossary_diagnostics(client, glossary: Path, condition):
    """File-change handling is asynchronous on the server side: wait for its diagnostics."""
    uri = glossary.as_uri()
    return until_notified(client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, lambda: condition(client.diagnostics.get(uri)))


def notify_changed(client, path: Path, kind=types.FileChangeType.Changed):
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=path.as_uri(), type=kind)])
    )


async def test_project_glossary_is_loaded_and_merged(raw_client, tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path)
    text = await hover_text(session, "a.py", "x = 1  # the Blo‸rpS step\n")
    assert text is not None and "Splitting blorps across the nodes" in text
    # an alias added to a built-in concept by the project file
    text = await hover_text(session, "b.py", "x = 1  # we use volledig gesharde ‸DP\n")
    assert text is not None and "Fully Sharded Data Parallel" in text


async def test_server_registers_file_watchers(raw_client, tmp_path):
    await start(raw_client, "visual-studio-code", tmp_path)
    await wait_until(lambda: raw_client.registrations)
    methods = [r.method for r in raw_client.registrations]
    assert types.WORKSPACE_DID_CHANGE_WATCHED_FILES in methods


async def test_missing_language_falls_back_to_english_and_says_so(raw_client, tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"language": "fr"})
    text = await hover_text(session, "a.py", "x = 1  # Blo‸rpS\n")
    assert "Pas encore de définition en Français" in text
    assert "Splitting blorps" in text


async def test_hot_reload_then_broken_edit_keeps_last_good(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yml"
    glossary.write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "neovim", tmp_path)
    assert await hover_text(session, "a.py", "# Flurb Off‸load\n") is None

    glossary.write_text(MORE, encoding="utf-8")
    notify_changed(raw_client, glossary)
    text = await wait_until(lambda: hover_text(session, "a.py", "# Flurb Off‸load\n"))
    assert text is not None and "Moving flurbs" in text

    glossary.write_text(BROKEN, encoding="utf-8")
    notify_changed(raw_client, glossary)
    diagnostics = await glossary_diagnostics(raw_client, glossary, lambda found: found)
    assert diagnostics, "a broken glossary file is reported as diagnostics on that file"
    first = diagnostics[0]
    # 0-based: PyYAML notices the unclosed "[" of line 3 at the end of the file (line 4)
    assert first.range.start.line in (2, 3) and "YAML syntax error" in first.message
    assert await until_notified(
        raw_client, types.WINDOW_SHOW_MESSAGE, lambda: any("last good version" in m.message for m in raw_client.messages)
    )
    # the last good glossary keeps serving, the new concept included
    text = await hover_text(session, "b.py", "# Flurb Off‸load and BlorpS\n")
    assert text is not None and "Moving flurbs" in text

    glossary.write_text(GOOD, encoding="utf-8")
    notify_changed(raw_client, glossary)
    cleared = await glossary_diagnostics(raw_client, glossary, lambda found: found is not None and len(found) == 0)
    assert cleared, "diagnostics are cleared once the file is fixed"


async def test_reload_on_save(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path)
    glossary.write_text(MORE, encoding="utf-8")
    raw_client.text_document_did_save(types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(glossary.as_uri())))
    text = await wait_until(lambda: hover_text(session, "a.py", "# Flurb Off‸load\n"))
    assert text is not None and "Moving flurbs" in text


async def test_glossaries_setting_adds_files(raw_client, tmp_path):
    extra = tmp_path / "team" / "terms.yaml"
    extra.parent.mkdir()
    extra.write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"glossaries": ["team/terms.yaml"]})
    text = await hover_text(session, "a.py", "# Blo‸rpS\n")
    assert text is not None and "Splitting blorps" in text


async def test_untrusted_workspace_loads_no_project_glossary(raw_client, tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"trustedWorkspace": False})
    assert await hover_text(session, "a.py", "# Blo‸rpS\n") is None
    assert await hover_text(session, "b.py", "# Ze‸RO\n") is not None  # built-in still served


async def test_workspace_glossary_text_is_escaped(raw_client, tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text(EVIL, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path)
    text = await hover_text(session, "a.py", "# EvilT‸erm\n")
    assert text is not None
    assert "<img" not in text.replace("\\<img", "")
    assert "](command:" not in text.replace("\\](command:", "")
    assert "click me" in text
    # the only link left is the https one, with its parentheses percent-encoded
    assert "(https://example.org/a%29%5D%28command:" in text


async def test_typing_in_an_open_glossary_file_reloads_it_live(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(GOOD, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path)
    raw_client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(glossary.as_uri(), "yaml", 1, GOOD))
    )

    def change(version, text):
        raw_client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                types.VersionedTextDocumentIdentifier(uri=glossary.as_uri(), version=version),
                [types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    change(2, MORE)  # unsaved: the file on disk still has GOOD
    text = await wait_until(lambda: hover_text(session, "a.py", "# Flurb Off‸load\n"))
    assert text is not None and "Moving flurbs" in text

    change(3, BROKEN)
    diagnostics = await glossary_diagnostics(raw_client, glossary, lambda found: found)
    assert diagnostics and "YAML syntax error" in diagnostics[0].message
    assert await hover_text(session, "b.py", "# Flurb Off‸load\n") is not None  # last good kept

    # closing without saving goes back to the file on disk
    raw_client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(glossary.as_uri())))
    assert await wait_until(lambda: _is_none(hover_text(session, "c.py", "# Flurb Off‸load\n")))


async def _is_none(awaitable):
    return (await awaitable) is None
