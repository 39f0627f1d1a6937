"""The document store: edits applied as LSP specifies them, over any mix of line endings."""

import random
import re

import pytest
from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from ai_glossary.core.detection.text import LineIndex
from ai_glossary.core.documents import DocumentStore
from ai_glossary.lsp.convert import offset_at, offset_in_range, position_at

CODEC = PositionCodec()  # UTF-16, the LSP default


def reference_lines(text: str) -> list[str]:
    """The document's lines without their ends, as LSP counts them (\\n, \\r\\n and a lone \\r)."""
    return re.split(r"\r\n|\r|\n", text)


def reference_offset(text: str, line: int, character_utf16: int) -> int:
    """Where an edit at (line, character) applies: characters past the line's end mean its end."""
    lines = reference_lines(text)
    if line >= len(lines):
        return len(text)
    ends = [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]
    start = 0 if line == 0 else ends[line - 1]
    units = 0
    for i, ch in enumerate(lines[line]):
        if units >= character_utf16:
            return start + i
        units += 2 if ord(ch) > 0xFFFF else 1
    return start + len(lines[line])


def test_a_lone_carriage_return_ends_a_line():
    doc = DocumentStore().open("file:///a.py", "# one\r# ZeRO\r\n# three\n", "python")
    assert doc.index.starts == [0, 6, 14, 22]
    assert offset_in_range(doc, CODEC, types.Position(1, 3)) == 9
    assert position_at(doc, CODEC, 9) == types.Position(1, 3)


def test_an_edit_past_the_end_of_the_last_line_applies_at_its_end():
    doc = DocumentStore().open("file:///a.py", "abc\nxyz", "python")
    at = offset_at(doc, CODEC, types.Position(1, 10))
    doc.edit(at, at, "!")
    assert doc.text == "abc\nxyz!"


PIECES = ["a", "ZeRO ", "ট্রান্সফরমার", "😋", "\n", "\r\n", "\r", "\r\r\n", "\n\r"]


@pytest.mark.parametrize("seed", range(30))
def test_random_edits_over_mixed_line_endings_match_a_fresh_index(seed):
    rng = random.Random(seed)
    text = "".join(rng.choice(PIECES) for _ in range(40))
    doc = DocumentStore().open("file:///a.txt", text, "plaintext")
    doc.index  # noqa: B018 - build it, so that edits update it incrementally where they can
    for _ in range(60):
        lines = reference_lines(doc.text)
        line = rng.randrange(len(lines) + 1)
        character = rng.randrange(0, 8)
        start = offset_at(doc, CODEC, types.Position(line, character))
        assert start == reference_offset(doc.text, line, character), (doc.text, line, character)
        end = min(len(doc.text), start + rng.choice([0, 0, 1, 2, 3]))
        new_text = "".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 3)))
        doc.edit(start, end, new_text)
        assert doc.index.starts == LineIndex(doc.text).starts
        assert len(doc.index.starts) == len(reference_lines(doc.text))


TEXTS = ["", "plain ascii", "😋x😋", "ট্রান্সফরমার মডেল", "é😋ab\u0301c", "😋😋😋", "a\U0010ffffb"]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
def test_unit_conversions_agree_with_pyglss_codec(encoding):
    from ai_glossary.lsp.convert import column_of, num_units

    codec = PositionCodec(encoding=encoding)
    for line in TEXTS:
        assert num_units(line, encoding) == codec.client_num_units(line)
        for units in range(codec.client_num_units(line) + 3):
            expected = codec.position_from_client_units([line], types.Position(0, units)).character
            if units > codec.client_num_units(line):
                expected = len(line)  # pygls puts a past-the-end position before the last character
            assert column_of(line, units, encoding) == expected, (line, units)
        for column in range(len(line) + 1):
            assert num_units(line[:column], encoding) == codec.position_to_client_units(
                [line], types.Position(0, column)).character


def test_binary_content_is_noticed_after_edits_without_rescanning_each_time():
    doc = DocumentStore().open("file:///a.py", "# ZeRO\n", "python")
    assert doc.is_analysable(1_000)
    doc.edit(0, 0, "\x00")
    assert not doc.is_analysable(1_000)
    doc.edit(0, 1, "")
    assert doc.is_analysable(1_000)
    assert not doc.is_analysable(3)
