"""While glossaries reload, every hover reads one whole snapshot: never a new glossary with an old
matcher (which would name a concept the glossary no longer has), never a missing answer."""

import asyncio

from lsprotocol import types

from support.lsp_session import cursor_position, start

ONE = """\
concepts:
  - id: blorp-one
    term: Blorp Engine
    aliases: [Blorp]
    definitions:
      en: Version one of the blorp.
"""

TWO = """\
concepts:
  - id: blorp-two
    term: Blorp Engine
    aliases: [Blorp]
    definitions:
      en: Version two of the blorp.
"""

RELOADS = 12
SETTLE_S = 20.0


async def test_hovers_during_reloads_always_see_one_whole_glossary(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(ONE, encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path)
    text, position = cursor_position("x = 1  # the Blo‸rp step\n" * 50)
    uri = (tmp_path / "a.py").as_uri()
    raw_client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text))
    )
    params = types.HoverParams(text_document=types.TextDocumentIdentifier(uri), position=position)
    seen = set()
    reloading = True

    async def hover_continuously():
        # on past the last reload until both versions have answered: on a loaded host the reloads
        # and the analyses they start may still be running when the last file is written
        deadline = asyncio.get_running_loop().time() + SETTLE_S
        while reloading or (len(seen) < 2 and asyncio.get_running_loop().time() < deadline):
            hover = await raw_client.text_document_hover_async(params)
            assert hover is not None, "a hover during a reload found nothing"
            value = hover.contents.value
            versions = [v for v in ("Version one", "Version two") if v in value]
            assert len(versions) == 1, value
            seen.add(versions[0])

    hovering = [asyncio.ensure_future(hover_continuously()) for _ in range(3)]
    for i in range(RELOADS):
        glossary.write_text(TWO if i % 2 == 0 else ONE, encoding="utf-8")
        raw_client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=glossary.as_uri(), type=types.FileChangeType.Changed)])
        )
        await asyncio.sleep(0.15)
    reloading = False
    await asyncio.gather(*hovering)
    assert seen == {"Version one", "Version two"}, "both versions were served while reloading"
    assert session.client is raw_client
