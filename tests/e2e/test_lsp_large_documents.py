"""A document too large to analyse within a request's budget: requests are answered (empty while
its analysis is built), and once it is built, edits inside a 1.2 MB comment line (matched again
only near the edit) give the hovers a fresh server gives for the same text."""

from lsprotocol import types

from support.waiting import wait_until

UNIT = "step uses ZeRO and FSDP "
COUNT = 50_000  # 1.2 MB: over the size whose first analysis a request does not wait for


def hover_params(uri: str, line: int, character: int) -> types.HoverParams:
    return types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character))


def on(term: str, k: int) -> tuple[int, int]:
    """Inside ``term`` of the comment's ``k``-th unit."""
    return 0, 2 + k * len(UNIT) + UNIT.index(term) + 1


async def hovered(session, uri: str, at: tuple[int, int]) -> str | None:
    result = await session.client.text_document_hover_async(hover_params(uri, *at))
    return None if result is None else (result.range.start.character, result.range.end.character, result.contents.value)


async def analysed(session, uri: str, at: tuple[int, int]) -> str | None:
    return await wait_until(lambda: hovered(session, uri, at), timeout=120)


async def test_edits_in_a_long_comment_line_answer_as_a_fresh_server(session):
    text = "# " + UNIT * COUNT + "\nx = 1\n"
    uri, _ = session.open("long.py", "python", text)
    assert await analysed(session, uri, on("FSDP", COUNT - 1)) is not None

    middle = on("ZeRO", COUNT // 2)[1] - 1  # the Z of a ZeRO in the middle
    edits = [(middle, middle, "x"), (middle, middle + 1, "FSDP "), (middle + 5, middle + 6, "")]
    for version, (start, end, inserted) in enumerate(edits, start=2):
        session.client.text_document_did_change(types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            [types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(0, start), types.Position(0, end)), text=inserted)]))
        text = text[:start] + inserted + text[end:]
    assert text[middle - 5:middle + 17] == "uses FSDP eRO and FSDP"
    moved = len(text) - len(UNIT * COUNT) - len("# \nx = 1\n")  # what the edits added

    def after(at: tuple[int, int]) -> tuple[int, int]:  # a position after the edits, moved by them
        return at[0], at[1] + moved

    fresh_uri, _ = session.open("fresh.py", "python", text)
    # both analyses up to date (until then a request may be answered empty)
    assert await analysed(session, uri, after(on("FSDP", COUNT - 1))) is not None
    assert await analysed(session, fresh_uri, after(on("FSDP", COUNT - 1))) is not None
    probes = [on("FSDP", 0), (0, middle + 1), (0, middle + 6), (0, middle - 3), after(on("ZeRO", COUNT // 2 + 1)),
              (0, middle + 16), after(on("FSDP", COUNT - 1))]
    answers = [await hovered(session, uri, at) for at in probes]
    assert answers == [await hovered(session, fresh_uri, at) for at in probes]
    assert [a is not None for a in answers] == [True, True, False, False, True, True, True]
