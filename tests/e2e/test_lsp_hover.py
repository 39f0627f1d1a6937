"""Hover over glossary terms in prose, through the real server, as VS Code and Neovim."""

import pytest
from lsprotocol import types

from support.lsp_session import units

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_hover_in_a_python_comment(session):
    text = await session.hover_text("train.py", "python", "model = build()  # shard optimizer state with Ze‸RO\n")
    assert text is not None
    assert "Zero Redundancy Optimizer" in text


async def test_hover_range_covers_the_term(session):
    result = await session.hover("train.py", "python", "x = 1  # FS‸DP wraps the model\n")
    assert result is not None
    assert result.range == types.Range(types.Position(0, 9), types.Position(0, 13))


async def test_hover_in_a_docstring(session):
    text = await session.hover_text(
        "mod.py", "python", 'def train():\n    """Wrap the model with FSDP and use Flash‸Attention."""\n    pass\n'
    )
    assert text is not None and ("FlashAttention" in text or "Flash Attention" in text)


async def test_hover_in_a_javascript_comment(session):
    text = await session.hover_text("a.js", "javascript", "const x = 1; // tensors are split by tensor paral‸lelism\n")
    assert text is not None and "Tensor Parallelism" in text


async def test_hover_in_markdown_prose(session):
    text = await session.hover_text("README.md", "markdown", "# Training\n\nWe fine-tune with Lo‸RA adapters.\n")
    assert text is not None and "Low-Rank Adaptation" in text


async def test_no_hover_on_markdown_inline_code_even_a_bare_name(session):
    # inline code is code (the evaluation guidelines' rule 1), a bare name in it too
    assert await session.hover_text("README.md", "markdown", "Wrap the model in `FS‸DP` first.\n") is None
    md = "Call `FS‸DP(model, sharding_strategy=s)` first.\n"
    assert await session.hover_text("README.md", "markdown", md) is None
    text = await session.hover_text("README.md", "markdown", "Wrap the model in `wrap()` with FS‸DP first.\n")
    assert text is not None and "Fully Sharded Data Parallel" in text


async def test_no_hover_on_a_code_identifier(session):
    assert await session.hover_text("train.py", "python", "model = FS‸DP(model)  # wrap it\n") is None


async def test_no_hover_in_a_fenced_code_block(session):
    md = "Intro.\n\n```python\nmodel = FS‸DP(model)\n```\n"
    assert await session.hover_text("README.md", "markdown", md) is None


async def test_no_hover_in_a_rust_doc_comment_example(session):
    rs = "/// Shards like ZeRO.\n///\n/// ```\n/// let m = FS‸DP::new(m);\n/// ```\nfn f() {}\n"
    assert await session.hover_text("lib.rs", "rust", rs) is None


async def test_comment_inside_a_fenced_block_counts(session):
    md = "Intro.\n\n```python\nmodel = wrap(model)  # FS‸DP here\n```\n"
    text = await session.hover_text("README.md", "markdown", md)
    assert text is not None and "Fully Sharded Data Parallel" in text


async def test_ordinary_word_zero_is_not_zero_redundancy(session):
    assert await session.hover_text("a.py", "python", "x = 0  # start from ze‸ro\n") is None


@pytest.mark.parametrize(
    "prefix",
    ["😀😀 ", "🤗 and 🚀 ", "বাংলা লেখা ", "emoji 👩‍👩‍👧 and বাংলা "],
)
async def test_utf16_positions_after_emoji_and_bengali(session, prefix):
    marked = f"x = 1  # {prefix}Ze‸RO is neat\n"
    result = await session.hover("a.py", "python", marked)
    assert result is not None and "Zero Redundancy Optimizer" in result.contents.value
    # the range is in the negotiated units (UTF-16 unless the client offers another): an emoji
    # counts twice in UTF-16, a Bengali letter three times in UTF-8
    line = marked.replace("‸", "")
    start = units(line[: line.index("ZeRO")], session.encoding)
    assert result.range.start == types.Position(0, start)
    assert result.range.end == types.Position(0, start + 4)



async def test_incremental_edit_then_hover(session):
    uri, _ = session.open("inc.py", "python", "x = 1  # nothing here\n")
    session.client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(0, 9), types.Position(0, 16)), text="FSDP"
                )
            ],
        )
    )
    result = await session.client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, 11))
    )
    assert result is not None and "Fully Sharded Data Parallel" in result.contents.value


async def test_full_sync_change_then_hover(session):
    uri, _ = session.open("full.py", "python", "x = 1\n")
    session.client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="# use ZeRO-3\n")],
        )
    )
    result = await session.client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, 7))
    )
    assert result is not None and "Zero Redundancy Optimizer" in result.contents.value


async def test_a_comment_typed_into_a_yaml_file_without_comments_is_read(session):
    """A YAML text with no `#` is not parsed (it can hold no comment); the comment typed into it
    is found, and a term in a value stays code, before and after."""
    text = "deepspeed:\n  zero_optimization: {stage: 3}\n  note: FSDP wraps the model\n"
    uri, _ = session.open("ds_config.yaml", "yaml", text)

    async def hover(line: int, character: int):
        return await session.client.text_document_hover_async(
            types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character)))

    assert await hover(2, 9) is None  # "FSDP" in a value
    session.client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(1, 0), types.Position(1, 0)), text="  # ZeRO stage 3 shards it all\n")],
        )
    )
    result = await hover(1, 5)
    assert result is not None and "Zero Redundancy Optimizer" in result.contents.value
    assert await hover(3, 9) is None  # the value, a line further down
