"""The server widens its stdin pipe, so that a large didOpen arrives in a few reads."""

import os
import sys

import pytest

from ai_glossary.lsp.transport import READ_CHUNK, _widen_pipe


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="F_SETPIPE_SZ is Linux's")
def test_a_stdin_pipe_holds_a_whole_read():
    import fcntl

    read_end, write_end = os.pipe()
    with os.fdopen(read_end, "rb") as stdin, os.fdopen(write_end, "wb"):
        assert fcntl.fcntl(read_end, fcntl.F_GETPIPE_SZ) < READ_CHUNK
        _widen_pipe(stdin)
        assert fcntl.fcntl(read_end, fcntl.F_GETPIPE_SZ) == READ_CHUNK


def test_stdin_that_is_not_a_pipe_is_left_alone(tmp_path):
    path = tmp_path / "input"
    path.write_bytes(b"Content-Length: 2\r\n\r\n{}")
    with open(path, "rb") as stdin:
        _widen_pipe(stdin)  # no error: a file has no pipe buffer
        assert stdin.read() == b"Content-Length: 2\r\n\r\n{}"
