"""`ai-glossary scan` in parallel and as a console entry: ``--jobs 2`` gives what ``--jobs 1`` gives,
what a walk cannot read is said with ``-v`` only, the JSON is what ``json.dumps`` writes, and the
entry ends quietly when its reader goes away and leaves no worker behind."""

from __future__ import annotations

import io
import json
import os

import pytest

from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan import scan_paths
from support.scan_tree import write


# -- parallel scanning -----------------------------------------------------------------------------


@pytest.mark.process
def test_jobs_2_gives_the_same_result_as_jobs_1(cli, tree):
    for i in range(12):
        write(tree / "many" / f"m{i:02d}.py", f"x = {i}  # step {i}: FSDP and ZeRO-3\n" + "# LoRA\n" * (i % 3))
        write(tree / "many" / f"d{i:02d}.md", f"Note {i}: we use FlashAttention and LoRA.\n")
    one = cli("scan", "--format", "json", "--max-size", "1000", "-v", "--jobs", "1", str(tree))
    two = cli("scan", "--format", "json", "--max-size", "1000", "-v", "--jobs", "2", str(tree))
    assert one[0] == two[0] == 0
    assert one[1] == two[1]  # identical findings, in the same order
    assert one[2] == two[2]  # identical notes and summary
    assert len(json.loads(one[1])) > 30


@pytest.mark.process
def test_scan_paths_jobs_report_fields_match(tree):
    for i in range(10):
        write(tree / "more" / f"f{i}.py", f"# FSDP {i}\n")
    glossary = load_builtin()
    serial = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=1)
    parallel = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=2)
    assert serial.findings == parallel.findings
    assert serial.skipped == parallel.skipped
    assert (serial.files, serial.bytes, serial.terms) == (parallel.files, parallel.bytes, parallel.terms)
    assert serial.files >= 10 and serial.terms == len(serial.findings)
    assert serial.written == parallel.written == []  # nothing is written without a writer


@pytest.mark.skipif(os.name != "posix", reason="needs FIFOs and symbolic links")
def test_what_a_folder_walk_cannot_read_is_said_only_with_v_and_exits_0(cli, tmp_path):
    root = tmp_path / "tree"
    write(root / "a.py", "# FSDP\n")
    (root / "loop.py").symlink_to(root / "loop.py")
    (root / "through.py").symlink_to(root / "a.py" / "b.py")
    os.mkfifo(root / "pipe.md")
    code, out, err = cli("scan", str(root))
    assert code == 0 and "a.py:1:3: " in out
    assert "skipped " not in err.replace("; skipped ", "")
    assert "cannot read: a loop of symbolic links" in err.splitlines()[-1]  # counted in the summary
    code, out, err = cli("scan", str(root), "-v")
    assert code == 0 and "a.py:1:3: " in out
    assert "skipped loop.py: cannot read: a loop of symbolic links" in err
    assert "skipped through.py: cannot read: a part of the path is a file, not a folder" in err
    assert "skipped pipe.md: a named pipe (FIFO), not a file" in err


def test_an_unknown_term_is_quoted_briefly(cli):
    code, _, err = cli("define", "x" * (1 << 20))
    assert code == 1
    assert len(err) < 1_000 and "1,048,576 characters" in err


def test_json_output_is_what_json_dumps_writes():
    from ai_glossary.cli.scan_output import JsonLines, print_json
    from ai_glossary.core.scan import Finding, Occurrence

    files = [[Finding('dir "quoted"/é\\x.py', Occurrence(1, 2, 1, 9, "lora", 'Lo\u2028RA "x"\t😀')),
              Finding('dir "quoted"/é\\x.py', Occurrence(5, 1, 5, 5, "fsdp", "FSDP"))],
             # a term again, in another file (each term's part is written once, then reused)
             [Finding("nb.ipynb", Occurrence(3, 1, 4, 2, "fsdp", "FSDP"), cell=2),
              Finding("nb.ipynb", Occurrence(6, 3, 6, 10, "lora", 'Lo\u2028RA "x"\t😀'), cell=3)]]
    findings = [f for file in files for f in file]
    expected = [{"path": f.path, **f.at._asdict(), **({"cell": f.cell} if f.cell is not None else {})} for f in findings]
    write, out, empty = JsonLines(), io.StringIO(), io.StringIO()
    print_json([write(file) for file in files], out)
    assert json.loads(out.getvalue()) == expected
    assert out.getvalue() == "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in expected) + "\n]\n"
    print_json([], empty)
    assert empty.getvalue() == json.dumps([]) + "\n"


@pytest.mark.process
def test_the_console_entry_ends_quietly_when_its_reader_goes_away(tmp_path):
    # `ai-glossary scan . | head -1`: the exit that skips freeing objects (cli.run) still flushes,
    # and a reader gone meanwhile is no error
    import os
    import subprocess
    import sys

    (tmp_path / "docs").mkdir()
    notes = tmp_path / "docs" / "notes.md"
    notes.write_text("FSDP and ZeRO-3 shard the state.\n" * 20_000, encoding="utf-8")
    env = {**os.environ, "AI_GLOSSARY_CACHE_DIR": str(tmp_path / "cache")}
    proc = subprocess.Popen([sys.executable, "-m", "ai_glossary", "scan", str(notes)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    first = proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0
    assert b"notes.md:1:1" in first and proc.stderr.read() == b""
    whole = subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--format", "json", str(notes)],
                           capture_output=True, env=env, timeout=60)
    assert whole.returncode == 0 and len(json.loads(whole.stdout)) == 60_000  # FSDP, ZeRO-3, shard


@pytest.mark.process
def test_the_console_entry_leaves_no_worker_behind(tmp_path):
    # `cli.run` ends with os._exit: the pool's workers must have been told to stop before, or they
    # wait for work forever, holding the output pipes open (then this run would not end)
    import subprocess
    import sys

    for i in range(10):
        write(tmp_path / "tree" / f"m{i}.py", f"# FSDP {i}\n")
    env = {**os.environ, "AI_GLOSSARY_CACHE_DIR": str(tmp_path / "cache")}
    for _ in range(3):  # a worker left waiting was a race with the exit: one run in two
        done = subprocess.run([sys.executable, "-m", "ai_glossary", "scan", "--jobs", "2", "--format", "json",
                               str(tmp_path / "tree")], capture_output=True, env=env, timeout=60)
        assert done.returncode == 0 and len(json.loads(done.stdout)) == 10
