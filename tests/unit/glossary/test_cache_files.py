"""The compiled caches' files (cache_files.py): the check line that a file is read against."""

from __future__ import annotations

import hashlib
import zlib

import pytest

from ai_glossary.core.glossary.cache_files import check_line, read_checked_data, read_checked_lines, write_checked_file


def _written(tmp_path, data: bytes = b'{"format":1}\n["a row"]\n["another row"]'):
    path = write_checked_file(tmp_path / "joined-test.json", data, "joined-*.json", "test cache")
    assert path is not None
    return path, data


def test_a_file_as_written_is_read_back(tmp_path):
    path, data = _written(tmp_path)
    content, start = read_checked_data(path)
    assert content[start:] == data
    assert read_checked_lines(path) == data.split(b"\n")
    assert content[:start - 1] == b"crc32:%d:%08x" % (len(data), zlib.crc32(data))


@pytest.mark.parametrize("data", [b"", b"one line", b"\n", b"a\n\nb\n", b"\n\nlast", b"x" * 5000 + b"\n" + b"y" * 3])
def test_the_lines_read_back_are_those_a_split_gives(tmp_path, data):
    path, data = _written(tmp_path, data)
    assert read_checked_lines(path) == data.split(b"\n")


@pytest.mark.parametrize("edit", [
    lambda b: b.replace(b"a row", b"A row"),  # a byte changed, the length kept
    lambda b: b.replace(b"another", b"anothe\x00"),
    lambda b: b[:-1],  # cut
    lambda b: b[: len(b) // 2],
    lambda b: b + b"\n",  # grown
    lambda b: b.split(b"\n", 1)[1],  # no check line
    lambda b: b"",
])
def test_a_file_edited_by_hand_is_not_read(tmp_path, edit):
    path, _ = _written(tmp_path)
    path.write_bytes(edit(path.read_bytes()))
    assert read_checked_data(path) is None and read_checked_lines(path) is None


def test_a_file_checked_by_the_sha256_of_before_is_not_read(tmp_path):
    """The check line of the earlier format (a sha256 of the rest) is not taken for this one."""
    data = b'{"format":1}\n["a row"]'
    path = tmp_path / "joined-old.json"
    path.write_bytes(hashlib.sha256(data).hexdigest().encode() + b"\n" + data)
    assert read_checked_data(path) is None


def test_a_missing_file_is_none(tmp_path):
    assert read_checked_data(tmp_path / "none.json") is None


def test_the_check_line_covers_the_length_and_reads_a_view():
    assert check_line(b"abc") != check_line(b"abc\x00")
    assert check_line(memoryview(b"xabc")[1:]) == check_line(b"abc")
