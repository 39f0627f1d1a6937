"""The report on a real Dask cluster (a local scheduler and two worker processes) equals the
report of the local process pool."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai_glossary.core import report
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.report_run import usage_here, usage_on_cluster

TREE = Path(__file__).resolve().parents[2] / "fixtures" / "report-tree"
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"

pytestmark = pytest.mark.process


def test_a_two_worker_dask_cluster_gives_the_local_report(tmp_path):
    distributed = pytest.importorskip("distributed")
    glossary = load_builtin()
    paths = [str(TREE), str(EXAMPLES)]
    here, account_here = usage_here(paths, glossary, jobs=2)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  local_directory=str(tmp_path)) as cluster:
        done = []
        there, account_there = usage_on_cluster(cluster.scheduler_address, paths, glossary,
                                                progress=lambda n, total: done.append((n, total)))
        workers = len(cluster.scheduler_info["workers"])
    assert workers == 2
    assert there == here and there["mentions"]
    assert account_there.files == account_here.files and account_there.skipped == account_here.skipped
    every = account_here.files + len(account_here.skipped)
    assert done[0] == (0, every) and done[-1] == (every, every)
    finished = [report.finished(t, glossary, "en", a.files, len(a.skipped))
                for t, a in ((here, account_here), (there, account_there))]
    assert finished[0] == finished[1]


def test_an_unreachable_scheduler_is_a_clear_error(cli):
    pytest.importorskip("distributed")
    code, _, err = cli("report", str(TREE), "--json", "-", "--scheduler", "tcp://127.0.0.1:9", "--scheduler-timeout", "2")
    assert code == 2 and "tcp://127.0.0.1:9" in err
