"""Framing that survives bad frames: every malformed kind from a real client, then a good one."""

import json

import pytest

from ai_glossary.lsp.framing import MAX_DEPTH, FrameReader, Unreadable

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
    "bad, unreadable",
    [
        pytest.param(frame(BENGALI, length=10), 1, id="too short"),
        pytest.param(frame(BENGALI, length=len(json.dumps(BENGALI, ensure_ascii=False))), 1, id="characters not bytes"),
        pytest.param(b"Content-Length: abc\r\n\r\n{}", 0, id="not a number"),
        pytest.param(b"Content-Type: application/json\r\n\r\n{}", 0, id="missing"),
        pytest.param(b"garbage without any header at all " * 5, 0, id="no header"),
    ],
)
def test_a_bad_frame_is_dropped_and_the_next_one_is_read(bad, unreadable):
    """A frame with a body (cut short) is handed on as Unreadable, once, for the transport to
    answer; bytes outside any frame are only dropped."""
    for got in (read(bad + frame(GOOD)), read(bad, frame(GOOD))):
        assert got[-1] == GOOD and got[:-1] == [got[0]] * unreadable
        assert all(isinstance(message, Unreadable) for message in got[:-1])


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


def raw(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


@pytest.mark.parametrize("body", [b"null", b"0", b'""', b"[]", b"false"])
def test_any_json_value_is_a_message_and_the_next_frame_follows_at_once(body):
    # null once read as "the body is not all here": the next frame then waited for more bytes
    assert read(raw(body) + frame(GOOD)) == [json.loads(body), GOOD]


@pytest.mark.parametrize(
    "body",
    [b"[" * 100_000 + b"]" * 100_000, b'{"a":' * 100_000 + b"0" + b"}" * 100_000,
     b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1)],
    ids=["arrays 100,000 deep", "objects 100,000 deep", "one level too deep"],
)
def test_nesting_deeper_than_the_limit_is_unreadable_not_a_crash(body):
    got = read(raw(body) + frame(GOOD))
    assert isinstance(got[0], Unreadable) and "nested deeper than" in got[0].reason
    assert got[1:] == [GOOD]


def nested(levels: int) -> list:
    return json.loads("[" * levels + "]" * levels)


def test_nesting_up_to_the_limit_is_read_one_more_level_is_not():
    # the message's own object and params count: 2 levels, then the array's
    at_limit = {"jsonrpc": "2.0", "method": "x", "params": {"a": nested(MAX_DEPTH - 2)}}
    over = {"jsonrpc": "2.0", "id": 3, "method": "x", "params": {"a": nested(MAX_DEPTH - 1)}}
    got = read(frame(at_limit) + frame(over) + frame(GOOD))
    assert got[0] == at_limit
    assert isinstance(got[1], Unreadable) and got[1].value == over  # decoded: its id can be answered
    assert got[2:] == [GOOD]


@pytest.mark.parametrize("body", [b'{"x": NaN}', b'{"x": -Infinity}', b'{"id": ' + b"9" * 5000 + b"}", b'{"a": "\xff"}'],
                         ids=["NaN", "Infinity", "5000-digit integer", "not UTF-8"])
def test_what_json_loads_refuses_or_json_forbids_is_unreadable(body):
    got = read(raw(body) + frame(GOOD))
    assert isinstance(got[0], Unreadable) and got[0].reason.startswith("not JSON")
    assert got[1:] == [GOOD]
