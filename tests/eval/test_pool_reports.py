"""``tests/eval/tools/pool_reports.py``: the reports of sets measured at their arrival, added up, and the
bootstrap over their sources. Fixture reports written here, and the stored arrival reports read whole; no
engine."""

from __future__ import annotations

import pytest

from test_detection_quality import evaluate

pool = evaluate._sibling("pool_reports")

OPEN = """# engine 0000000, evaluate.py --set open --in-files
== open set: 3 snippets, 90 lines, 12 gold mentions
overall                            P=0.909 R=0.833 F1=0.870   tp=  10 fp=  1 fn=   2
naive grep baseline                P=0.300 R=0.900 F1=0.450   tp=   9 fp= 21 fn=   1
kind ml                            P=0.909 R=0.833 F1=0.870   tp=  10 fp=  1 fn=   2
  alpha                            P=1.000 R=0.750 F1=0.857   tp=   6 fp=  0 fn=   2
  beta                             P=0.800 R=1.000 F1=0.889   tp=   4 fp=  1 fn=   0
  trap-pkg                         P=1.000 R=1.000 F1=1.000   tp=   0 fp=  0 fn=   0
language en                        P=0.909 R=0.833 F1=0.870   tp=  10 fp=  1 fn=   2   | grep R=0.900
family seeds                       P=0.875 R=0.875 F1=0.875   tp=   7 fp=  1 fn=   1
family training                    P=1.000 R=0.750 F1=0.857   tp=   3 fp=  0 fn=   1
  FP beta-001:3 'PP' -> pipeline-parallelism    | the PP of a page
"""

SEALED = """== shut set: 2 snippets, 60 lines, 5 gold mentions (sealed: aggregate figures only)
overall                            P=1.000 R=0.800 F1=0.889   tp=   4 fp=  0 fn=   1
language fr                        P=1.000 R=0.800 F1=0.889   tp=   4 fp=  0 fn=   1
family seeds                       P=1.000 R=0.800 F1=0.889   tp=   4 fp=  0 fn=   1
"""


def test_an_open_sets_report_gives_its_rows_and_its_packages_as_sources():
    report = pool.read_report(OPEN)
    assert report.rows["overall"] == pool.Counts(10, 1, 2)
    assert report.rows["family seeds"] == pool.Counts(7, 1, 1)
    # the grep baseline, the kinds and the error lines are no rows; the trap package is a source
    assert set(report.rows) == {"overall", "language en", "family seeds", "family training"}
    assert report.sources == [pool.Counts(6, 0, 2), pool.Counts(4, 1, 0), pool.Counts(0, 0, 0)]


def test_a_sealed_sets_report_is_one_source():
    report = pool.read_report(SEALED)
    assert report.sources == [pool.Counts(4, 0, 1)]


def test_rows_add_up_over_the_reports():
    rows = pool.pooled([pool.read_report(OPEN), pool.read_report(SEALED)])
    assert list(rows)[0] == "overall"
    assert rows["overall"] == pool.Counts(14, 1, 3)
    assert rows["family seeds"] == pool.Counts(11, 1, 2)
    assert rows["language fr"] == pool.Counts(4, 0, 1)
    assert rows["overall"].precision == pytest.approx(14 / 15) and rows["overall"].recall == pytest.approx(14 / 17)


def test_package_rows_that_do_not_add_up_are_refused():
    with pytest.raises(ValueError):
        pool.read_report(OPEN.replace("tp=   6 fp=  0 fn=   2", "tp=   5 fp=  0 fn=   2"))
    with pytest.raises(ValueError):
        pool.read_report("nothing here\n")


def test_the_interval_holds_the_pooled_figure_and_repeats_with_its_seed():
    sources = pool.read_report(OPEN).sources + pool.read_report(SEALED).sources
    first = pool.interval(sources, draws=2_000, seed=3)
    (p_lo, p_hi), (r_lo, r_hi), reach = first
    assert p_lo <= 14 / 15 <= p_hi and r_lo <= 14 / 17 <= r_hi
    assert 0 < reach < 1  # a draw without the source of the one false alarm reaches 0.97
    assert pool.interval(sources, draws=2_000, seed=3) == first
    # one source alone: every draw is the same
    assert pool.interval([pool.Counts(9, 1, 0)], draws=100, seed=1) == ((0.9, 0.9), (1.0, 1.0), 0.0)


def test_the_stored_arrival_reports_each_name_their_engine_and_add_up():
    paths = sorted(pool.ARRIVAL.glob("*.txt"))
    assert {path.stem for path in paths} >= {"eighteenth", "nineteenth", "twentieth", "thirtythird"}
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# engine ") and f"--set {path.stem} --in-files" in text.splitlines()[0]
        report = pool.read_report(text)  # the package rows add up to the overall row
        assert report.rows["overall"].tp > 0
