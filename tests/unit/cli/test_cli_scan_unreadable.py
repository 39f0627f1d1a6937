"""`ai-glossary scan PATH` where PATH cannot be read: an I/O error, exit 2, one line on stderr
in the language of the messages (what a folder's walk cannot read: tests/unit/cli/test_cli_scan.py).
The tests run as root, who reads any file whatever its mode: these paths fail for root too."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def write(path: Path, content: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    return path


@pytest.fixture
def tree(tmp_path) -> Path:
    """A folder that scans cleanly, named beside the path that cannot be read."""
    write(tmp_path / "tree" / "train.py", "# We wrap the model with FSDP.\n")
    return tmp_path / "tree"



def unreadable_path(tmp_path: Path, kind: str) -> tuple[str, str]:
    """A path of this kind, and the reason the scan must give for it."""
    if kind == "symbolic link loop":
        (tmp_path / "loop").symlink_to(tmp_path / "loop")
        return str(tmp_path / "loop"), "a loop of symbolic links"
    if kind == "path through a file":
        write(tmp_path / "a", "# FSDP\n")
        return str(tmp_path / "a" / "b.py"), "a part of the path is a file, not a folder"
    if kind == "a file named as a folder":
        write(tmp_path / "a.py", "# FSDP\n")
        return str(tmp_path / "a.py") + "/", "a part of the path is a file, not a folder"
    if kind == "named pipe":
        os.mkfifo(tmp_path / "pipe.md")
        return str(tmp_path / "pipe.md"), "a named pipe (FIFO), not a file"
    assert kind == "device"
    return "/dev/null", "a device, not a file"


UNREADABLE_KINDS = ["symbolic link loop", "path through a file", "a file named as a folder", "named pipe", "device"]


@pytest.mark.skipif(os.name != "posix", reason="needs FIFOs, /dev and symbolic links")
@pytest.mark.parametrize("kind", UNREADABLE_KINDS)
def test_a_named_path_that_cannot_be_read_exits_2_with_one_line(cli, tmp_path, tree, kind):
    path, reason = unreadable_path(tmp_path, kind)
    code, out, err = cli("scan", str(tree), path)
    assert code == 2 and out == ""  # as for a missing path: the scan does not start
    assert err == f"ai-glossary scan: cannot read {path}: {reason}\n"


@pytest.mark.skipif(os.name != "posix", reason="needs symbolic links")
def test_a_named_dangling_symlink_is_a_missing_path(cli, tmp_path):
    (tmp_path / "dangling.py").symlink_to(tmp_path / "missing.py")
    code, out, err = cli("scan", str(tmp_path / "dangling.py"))
    assert (code, out) == (2, "") and err == f"ai-glossary scan: no such file or directory: {tmp_path / 'dangling.py'}\n"


@pytest.mark.skipif(os.name != "posix", reason="needs symbolic links")
@pytest.mark.parametrize("lang, line", [
    ("fr", "ai-glossary scan : impossible de lire {path} : une boucle de liens symboliques"),
    ("nl", "ai-glossary scan: kan {path} niet lezen: een lus van symbolische koppelingen"),
    ("bn", "ai-glossary scan: {path} পড়া যাচ্ছে না: সিম্বলিক লিংকের একটি লুপ"),
])
def test_the_line_is_in_the_language_of_the_messages(cli, tmp_path, lang, line):
    path, _ = unreadable_path(tmp_path, "symbolic link loop")
    code, _, err = cli("--lang", lang, "scan", path)
    assert code == 2 and err == line.format(path=path) + "\n"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads a file whatever its mode")
def test_a_named_file_without_read_permission_exits_2(cli, tmp_path):
    locked = write(tmp_path / "locked.py", "# FSDP\n")
    locked.chmod(0)
    try:
        code, out, err = cli("scan", str(locked))
    finally:
        locked.chmod(0o644)
    assert (code, out) == (2, "") and err == f"ai-glossary scan: cannot read {locked}: permission denied\n"
