"""Hovers sent right after ``didOpen`` to a server that is still starting, while the document's
first analysis is being built (answered from its parse and the regions around the cursor when the
term there is unambiguous): each is answered as the finished analysis answers it, or empty when its
budget ran out."""

import asyncio

from lsprotocol import types

from support.waiting import wait_until

# "DP" is ambiguous (data parallelism, dynamic programming...): its hover waits for the analysis,
# which takes it as data parallelism from the words near it
LINES = ["def step_{i}(x):  # ZeRO, then all-reduce the gradients over the DP group",
         '    """Step {i}: FSDP and LoRA."""',
         "    return x * {i}  # plain words"]
REPEAT = 1_000


def hover_params(uri: str, line: int, character: int) -> types.HoverParams:
    return types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character))


def summary(hover: types.Hover | None):
    return None if hover is None else (hover.range, hover.contents.value)


async def test_hovers_right_after_did_open_answer_as_the_analysis(session):
    lines = [LINES[k % 3].format(i=k) for k in range(3 * REPEAT)]
    uri, _ = session.open("big.py", "python", "\n".join(lines) + "\n")
    middle = 3 * (REPEAT // 2)
    positions = [(middle, lines[middle].index("ZeRO") + 1), (middle, lines[middle].index("DP") + 1),
                 (middle + 1, lines[middle + 1].index("FSDP") + 2), (middle + 1, lines[middle + 1].index("LoRA")),
                 (middle + 2, lines[middle + 2].index("plain")), (middle, 2), (middle + 2, 4),
                 (0, lines[0].index("ZeRO") + 4), (3 * REPEAT - 1, 1)]
    client = session.client
    # all at once, as the document's text arrives: each waits for the start-up, then for the parse
    early = [summary(h) for h in await asyncio.gather(
        *(client.text_document_hover_async(hover_params(uri, *at)) for at in positions))]

    async def analysed():
        return await client.text_document_hover_async(hover_params(uri, *positions[1]))  # the ambiguous one

    assert await wait_until(analysed, timeout=60) is not None
    later = [summary(await client.text_document_hover_async(hover_params(uri, *at))) for at in positions]
    assert [x is not None for x in later] == [True, True, True, True, False, False, False, True, False]
    for at, first, final in zip(positions, early, later):
        assert first is None or first == final, at
