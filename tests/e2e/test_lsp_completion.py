"""Completion of glossary terms in prose, and none in code."""

import pytest
from lsprotocol import types

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def complete(session, name, language_id, marked):
    uri, pos = session.open(name, language_id, marked)
    return await session.client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri), position=pos)
    )


async def test_completion_in_markdown(session):
    result = await complete(session, "README.md", "markdown", "# Notes\n\nWe use Flash att‸\n")
    labels = [item.label for item in result.items]
    assert labels and labels[0] in ("FlashAttention", "Flash Attention")
    first = result.items[0]
    assert first.text_edit.range.start == types.Position(2, 7)  # replaces "Flash att"
    assert first.detail and first.documentation.value


async def test_completion_in_a_python_comment(session):
    result = await complete(session, "a.py", "python", "x = 1  # wrap with FS‸\n")
    assert "FSDP" in [item.label for item in result.items]


async def test_no_completion_in_code(session):
    result = await complete(session, "a.py", "python", "model = FS‸\n")
    assert not result.items


async def test_no_completion_in_a_fenced_block(session):
    result = await complete(session, "README.md", "markdown", "Text.\n\n```python\nmodel = FS‸\n```\n")
    assert not result.items
