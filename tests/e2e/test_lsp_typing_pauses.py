"""A person types a docstring into a module, pausing between words: during each pause the server
catches up with the edits unasked, and stops doing so when the typing goes on. Whatever it has done
by then, the hovers after each step equal those of a freshly opened document with the same text."""

import asyncio

from lsprotocol import types

from support.waiting import wait_until

FUNCTION = '''\
def step(x):
    """Shard the optimizer state with ZeRO."""
    return x  # gathered by FSDP
'''
MODULE = FUNCTION * 200 + "# LoRA adapters at the end\n"
PAUSE_S = 0.6  # longer than the server waits before it catches up (analyses.IDLE_S)


def change(uri: str, version: int, line: int, column: int, text: str) -> types.DidChangeTextDocumentParams:
    at = types.Position(line, column)
    return types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        [types.TextDocumentContentChangePartial(range=types.Range(at, at), text=text)])


async def hovers(session, uri: str, probes: list[types.Position]) -> list[str | None]:
    out = []
    for at in probes:
        result = await session.client.text_document_hover_async(
            types.HoverParams(types.TextDocumentIdentifier(uri), at))
        out.append(None if result is None else result.contents.value)
    return out


async def test_hovers_after_pauses_in_typing_equal_a_fresh_document(session):
    uri, _ = session.open("typed.py", "python", MODULE)
    line = 100 * 3 + 2  # "    return x" of the 101st function: a docstring opens above its return
    last = MODULE.count("\n") - 1
    # a term in a docstring, in a comment and at the end, before and after the line typed into
    probes = [types.Position(1, 40), types.Position(2, 29), types.Position(line + 2, 40),
              types.Position(line + 3, 29), types.Position(last, 3)]
    assert await wait_until(lambda: hovers(session, uri, probes[-1:]), timeout=30) != [None]
    text = MODULE
    steps = ['    """', "Opening", " a", " docstring", '"""\n']  # the quotes swallow the rest, then close
    for version, typed in enumerate(steps, start=2):
        rows = text.split("\n")
        column = len(rows[line]) if version > 2 else 0
        session.client.text_document_did_change(change(uri, version, line, column, typed))
        rows[line] = rows[line][:column] + typed + rows[line][column:]
        text = "\n".join(rows)
        await asyncio.sleep(PAUSE_S)  # the person pauses; the server catches up meanwhile
        moved = [types.Position(p.line + (version == len(steps) + 1 and p.line > line), p.character) for p in probes]
        ours = await hovers(session, uri, moved)
        fresh_uri, _ = session.open(f"fresh{version}.py", "python", text)
        fresh = await wait_until(lambda: hovers(session, fresh_uri, moved[-1:]), timeout=30)
        assert ours == await hovers(session, fresh_uri, moved), typed
        assert fresh is not None
    # closed again: every term is found as before the typing
    assert [answer is not None for answer in ours] == [True] * len(probes)
