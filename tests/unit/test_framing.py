"""Framing that survives bad frames: every malformed kind from a real client, then a good one."""

import json

import pytest

from ai_glossary.lsp.framing import FrameReader

GOOD = {"jsonrpc": "2.0", "id": 7, "method": "shutdown"}
BENGALI = {"jsonrpc": "2.0", "method": "x", "params": {"text": "ট্রান্সফরমার মডেল"}}


def frame(message, length=None, header=b"Content-Length: %d\r\n\r\n"):
    body = json.dumps(message, ensure_ascii=False).encode()
    return header % (len(body) if length is None else length) + body


def read(*chunks: bytes) -> list:
    reader = FrameReader()
    out = []
    for chunk in chunks:
        reader.feed(chunk)
        out.extend(reader.messages())
    return out


def test_good_frames_in_any_chunking():
    data = frame(BENGALI) + frame(GOOD)
    assert read(data) == [BENGALI, GOOD]
    assert read(*[data[i : i + 1] for i in range(len(data))]) == [BENGALI, GOOD]


@pytest.mark.parametrize(
    "bad",
    [
        pytest.param(frame(BENGALI, length=10), id="too short"),
        pytest.param(frame(BENGALI, length=len(json.dumps(BENGALI, ensure_ascii=False))), id="characters not bytes"),
        pytest.param(b"Content-Length: abc\r\n\r\n{}", id="not a number"),
        pytest.param(b"Content-Type: application/json\r\n\r\n{}", id="missing"),
        pytest.param(b"garbage without any header at all " * 5, id="no header"),
    ],
)
def test_a_bad_frame_is_dropped_and_the_next_one_is_read(bad):
    assert read(bad + frame(GOOD)) == [GOOD]
    assert read(bad, frame(GOOD)) == [GOOD]


def test_too_long_a_length_delivers_the_body_once_the_next_frame_shows():
    assert read(frame(BENGALI, length=500) + frame(GOOD)) == [BENGALI, GOOD]
    assert read(frame(BENGALI, length=500), frame(GOOD), frame(GOOD)) == [BENGALI, GOOD, GOOD]


@pytest.mark.parametrize(
    "header",
    [b"content-length: %d\r\n\r\n", b"Content-Length : %d\r\n\r\n", b"Content-Length: %d\n\n",
     b"Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"],
    ids=["lower case", "space before colon", "LF only", "with content type"],
)
def test_header_variants_are_read(header):
    assert read(frame(BENGALI, header=header) + frame(GOOD)) == [BENGALI, GOOD]


def test_a_body_that_mentions_content_length_is_not_cut():
    tricky = {"jsonrpc": "2.0", "method": "x", "params": {"text": "Content-Length: 5\r\n\r\n{}"}}
    data = frame(tricky)
    assert read(*[data[i : i + 7] for i in range(0, len(data), 7)]) == [tricky]
