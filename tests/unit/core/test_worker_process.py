"""A background worker of the language server lets go of the server's stdout and ends with it."""

import os
import subprocess
import sys
import textwrap
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX descriptors and signals")


def test_a_worker_holds_no_stdout_of_the_server_and_exits_when_the_server_is_gone(tmp_path):
    # a stand-in server that starts one worker and is then killed, as an editor may kill it: the
    # worker must end, and the pipe the client reads the server's stdout from must reach its end
    server = textwrap.dedent("""
        import multiprocessing, os, sys, time
        from ai_glossary.core import worker_process

        def work(server_pid):
            worker_process.start_worker(0, server_pid)
            print(os.getpid(), flush=True)  # to /dev/null: never reaches the client
            time.sleep(60)

        if __name__ == "__main__":
            worker_process.WATCH_INTERVAL_S = 0.05
            child = multiprocessing.get_context("spawn").Process(target=work, args=(os.getpid(),))
            child.start()
            print(child.pid, flush=True)
            time.sleep(60)
    """)
    script = tmp_path / "server.py"  # a file: a spawned worker imports the main module from it
    script.write_text(server, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    worker = int(proc.stdout.readline())
    time.sleep(1.5)  # the worker has started and redirected its stdout
    os.kill(worker, 0)  # it runs
    proc.kill()
    proc.wait()
    start = time.monotonic()
    rest = proc.stdout.read()  # end of file only once no process holds the pipe
    assert rest == b""
    assert time.monotonic() - start < 10
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the worker outlived the server")


def test_a_worker_starts_where_the_platform_has_no_niceness():
    # Windows has no os.nice: a worker asked to run below the server starts at its priority
    script = textwrap.dedent("""
        import os
        del os.nice
        from ai_glossary.core import worker_process
        worker_process.start_worker(10, os.getpid())
        os.write(2, b"started")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr.endswith(b"started")
