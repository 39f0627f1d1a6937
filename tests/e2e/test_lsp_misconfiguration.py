"""Misconfiguration is never silent: each unusable glossary file is named once, with its true
reason, and everything else keeps working."""

import os

import pytest
from lsprotocol import types

from support.glossaries import PROJECT_GLOSSARY as GOOD
from support.lsp_session import start
from support.waiting import until_notified


@pytest.mark.skipif(os.name != "posix", reason="needs FIFOs, /dev and symbolic links")
async def test_every_unusable_configured_glossary_is_reported_once(raw_client, tmp_path):
    (tmp_path / "good.yaml").write_text(GOOD, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.yaml")
    (tmp_path / "folder.yaml").mkdir()
    (tmp_path / "loop.yaml").symlink_to(tmp_path / "loop.yaml")
    glossaries = ["good.yaml", "missing.yaml", "pipe.yaml", "folder.yaml", "loop.yaml", "/dev/zero"]
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"glossaries": glossaries})

    def unusable():
        return [m.message for m in raw_client.messages if "cannot be used" in m.message]

    told = await until_notified(raw_client, types.WINDOW_SHOW_MESSAGE, unusable)
    assert len(told) == 1, told
    message = told[0]
    for reason in ["missing.yaml: glossary file from the aiGlossary.glossaries setting not found",
                   "pipe.yaml: a named pipe (FIFO)", "folder.yaml: this is a folder",
                   "loop.yaml: cannot read the file: Too many levels of symbolic links", "/dev/zero: a device"]:
        assert reason in message, reason
    # the good file is served
    text = await session.hover_text("a.py", "python", "x = 1  # the Blo‸rpS step\n")
    assert text is not None and "Splitting blorps" in text
    # a reload with the same problems does not tell them again (its diagnostics announce it; a
    # message would be sent right after them, before the hover's answer)
    reloaded = raw_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    raw_client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=(tmp_path / "good.yaml").as_uri(), type=types.FileChangeType.Changed)]))
    await reloaded
    assert await session.hover_text("b.py", "python", "# Blo‸rpS\n") is not None
    assert len(unusable()) == 1
