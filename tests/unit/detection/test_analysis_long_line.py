"""A long one-line region (a multi-megabyte comment) is matched again only near an edit
(``matcher.TermMatcher.rescan_line``): after every edit the analysis must equal a fresh one. The
thresholds are made small here, so that short texts take the long-line path; each test checks
that it did (the scan read only part of the line) where that is the point."""

import random
import unicodedata

import pytest

from ai_glossary.core.detection import analysis as analysis_module
from ai_glossary.core.detection.matching import matcher as matcher_module
from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector


@pytest.fixture
def detector(glossary):
    return Detector.compile(glossary)


@pytest.fixture
def small_thresholds(monkeypatch):
    monkeypatch.setattr(analysis_module, "LONG_LINE", 40)
    monkeypatch.setattr(matcher_module, "SCAN_CHUNK", 16)


@pytest.fixture
def scanned(monkeypatch):
    """The characters the matcher scans, in total, from when the fixture is used."""
    counted = [0]
    original = matcher_module.TermMatcher._forms_in

    def counting(self, text):
        counted[0] += len(text)
        return original(self, text)

    monkeypatch.setattr(matcher_module.TermMatcher, "_forms_in", counting)
    return counted


def state(analysis):
    return analysis.matches(), analysis.view.cands, +analysis.view.counts, analysis.regions


def assert_fresh(analysis, detector):
    fresh = DocumentAnalysis(analysis.text, "python", detector)
    assert state(analysis) == state(fresh)


LINE = "# " + "step uses ZeRO and FSDP, then LoRA " * 40 + "\nx = 1\n"


def test_a_keystroke_in_a_long_comment_rescans_only_near_it(detector, small_thresholds, scanned):
    analysis = DocumentAnalysis(LINE, "python", detector)
    whole = scanned[0]  # what matching the whole line scans (chunks with their margins)
    mid = LINE.index("FSDP", len(LINE) // 2)
    for start, end, inserted in [(mid, mid, "x"), (mid, mid + 1, "")]:
        scanned[0] = 0
        analysis.update([(start, end, inserted)], analysis.text[:start] + inserted + analysis.text[end:])
        assert 0 < scanned[0] < whole // 10
        assert_fresh(analysis, detector)


def test_a_term_made_and_broken_by_an_edit(detector, small_thresholds):
    text = "# " + "word " * 30 + "FSD and ZeR0 here " + "word " * 30 + "\n"
    analysis = DocumentAnalysis(text, "python", detector)
    at = text.index("FSD ") + 3
    for edit in [(at, at, "P"), (at, at + 1, ""), (at, at, "P"), (at + 1, at + 1, "x")]:
        start, end, inserted = edit
        analysis.update([edit], analysis.text[:start] + inserted + analysis.text[end:])
        assert_fresh(analysis, detector)
    assert [m.text for m in analysis.matches()] == []  # "FSDPx and ..."; "ZeR0" is no term


def test_edits_that_make_the_line_depend_on_more_than_its_neighbourhood(detector, small_thresholds):
    # a URL, a localized name (its line's language decides) and decomposed text each make the
    # next update match the whole line, and the one after that only near the edit again
    text = "# " + "step uses ZeRO and FSDP " * 6 + "\n"
    analysis = DocumentAnalysis(text, "python", detector)
    at = text.index("and", 60)
    for inserted in ["see https://x.org/FSDP ", "le parallélisme de données ",
                     unicodedata.normalize("NFD", "données "), "all-reduce "]:
        analysis.update([(at, at, inserted)], analysis.text[:at] + inserted + analysis.text[at:])
        assert_fresh(analysis, detector)
        end = at + len(inserted)
        analysis.update([(at, end, "")], analysis.text[:at] + analysis.text[end:])
        assert_fresh(analysis, detector)


FRAGMENTS = ["FSDP", "ZeRO", "ZeRO-3", "LoRA", "Low-Rank ", "Adaptation", "all-reduce", "all", "reduce",
             "লোরা", "লোরার", "😀", "𝐅", ".", "(", ")", "-", ",", " ", " ", " ", "step ", "x", "\u09be"]


def edit_the_first_line_at_random(detector, seed: int, words: list[str], count: int, lengths: list[int]) -> None:
    """A comment line of random ``words`` (then ``x = 1``), edited ``count`` times at random places
    (a deletion of one of ``lengths`` characters and an insertion of a word or nothing), compared
    with a fresh analysis after each edit."""
    rng = random.Random(seed)
    text = "# " + "".join(rng.choice(words) for _ in range(60)) + "\nx = 1\n"
    analysis = DocumentAnalysis(text, "python", detector)
    for _ in range(count):
        line_end = analysis.text.index("\n")
        start = rng.randint(2, line_end)
        end = min(line_end, start + rng.choice(lengths))
        inserted = rng.choice(words + [""])
        analysis.update([(start, end, inserted)], analysis.text[:start] + inserted + analysis.text[end:])
        assert_fresh(analysis, detector)


def test_random_edits_in_a_long_comment_equal_a_fresh_analysis(detector, small_thresholds):
    edit_the_first_line_at_random(detector, 5, FRAGMENTS, 300, [0, 0, 1, 2, 5])


@pytest.mark.parametrize("head, typed", [("FSDP-", "://x"), ("FSDP/", "@0e18b2e")], ids=["URL", "git reference"])
def test_an_edit_that_makes_a_url_of_text_far_before_it(detector, small_thresholds, head, typed):
    # "FSDP-aaa…" becomes the scheme of a URL once "://" is typed after it, 200 characters on
    # ("FSDP/aaa…" a git reference once "@" and a commit are): the FSDP at its start is inside
    # it now, far before the edit
    text = "# use " + head + "a" * 200 + " and LoRA\n"
    analysis = DocumentAnalysis(text, "python", detector)
    assert [m.text for m in analysis.matches()] == ["FSDP", "LoRA"]
    at = text.index(" and")
    analysis.update([(at, at, typed)], text[:at] + typed + text[at:])
    assert_fresh(analysis, detector)
    assert [m.text for m in analysis.matches()] == ["LoRA"]


def test_random_edits_among_senses_at_one_span_equal_a_fresh_analysis(small_thresholds):
    from ai_glossary.core.glossary.model import Concept, Glossary

    detector = Detector.compile(Glossary({
        "process-rank": Concept("process-rank", "rank", ("global rank",), ambiguous=frozenset({"rank"})),
        "matrix-rank": Concept("matrix-rank", "rank", ("low rank",), ambiguous=frozenset({"rank"})),
        "fsdp": Concept("fsdp", "FSDP", ("fully sharded data parallelism",)),
    }))
    words = ["rank ", "global ", "low ", "fully-", "sharded ", "data ", "parallelism ", "FSDP ", " ", "x"]
    edit_the_first_line_at_random(detector, 6, words, 200, [0, 1, 3])


def test_random_edits_where_a_name_gives_way_to_its_head_equal_a_fresh_analysis(small_thresholds):
    """"PyTorch distributed" gives way to "PyTorch" when "distributed training" follows it: an edit after
    its start may make or break the longer name, and the rescan must decide again."""
    from ai_glossary.core.glossary.model import Concept, Glossary

    detector = Detector.compile(Glossary({
        "pytorch": Concept("pytorch", "PyTorch", ()),
        "pytorch-distributed": Concept("pytorch-distributed", "PyTorch Distributed", ()),
        "distributed-training": Concept("distributed-training", "distributed training", ()),
    }))
    words = ["PyTorch ", "distributed ", "training ", "Distributed ", "train", "ing", " ", "x"]
    edit_the_first_line_at_random(detector, 7, words, 200, [0, 1, 4])


def test_common_prefix_and_suffix_lengths():
    import os.path

    from ai_glossary.core.detection.text import common_length as _common_length

    rng = random.Random(8)
    for _ in range(300):
        a = "".join(rng.choice("ab😀") for _ in range(rng.randint(0, 200_000 if rng.random() < 0.05 else 40)))
        b = a[:rng.randint(0, len(a))] + rng.choice(["", "x", "ab"]) + a[rng.randint(0, len(a)):]
        limit = rng.randint(0, len(a) + 2)
        assert _common_length(a, b, limit) == min(len(os.path.commonprefix([a, b])), limit)
        assert _common_length(a, b, limit, from_end=True) == min(len(os.path.commonprefix([a[::-1], b[::-1]])), limit)


def test_candidate_runs_read_as_the_moved_list():
    from ai_glossary.core.detection.matching.candidates import Candidate
    from ai_glossary.core.detection.matching.long_lines import CandidateRuns

    def cand(i):
        return Candidate(10 * i, 10 * i + 4, f"c{i % 3}", "F", None, i % 2 == 0)

    plain = [cand(i) for i in range(30)]
    runs = CandidateRuns([(plain[:10], 0), ([], 5), (plain[10:20], 7), (plain[20:], -3)])
    expected = plain[:10] + [c._replace(start=c.start + 7, end=c.end + 7) for c in plain[10:20]] + [
        c._replace(start=c.start - 3, end=c.end - 3) for c in plain[20:]]
    assert len(runs) == 30 and list(runs) == expected and runs == expected
    assert [runs[k] for k in range(-30, 30)] == expected + expected
    assert runs[5:25] == expected[5:25] and runs[12:12] == []
    moved = CandidateRuns(runs.part(3, 24, 100))
    assert list(moved) == [c._replace(start=c.start + 100, end=c.end + 100) for c in expected[3:24]]
    with pytest.raises(IndexError):
        runs[30]
    many = CandidateRuns([([c], 1) for c in plain] * 3)  # over MAX_RUNS: joined into one run
    assert list(many) == [c._replace(start=c.start + 1, end=c.end + 1) for c in plain] * 3


def test_random_edits_with_french_verbs_and_git_references_equal_a_fresh_analysis(small_thresholds):
    from ai_glossary.core.glossary.model import Concept, Glossary

    # "transformer" is also a French infinitive: whether it counts depends on the line's language
    detector = Detector.compile(Glossary({
        "transformer": Concept("transformer", "Transformer", ()),
        "fsdp": Concept("fsdp", "FSDP", ()),
    }))
    words = ["pour ", "les ", "transformer ", "le ", "texte ", "des ", "modèles ", "Transformer ", "FSDP ",
             "the ", "and ", "org/repo@0e18b2e ", "@", " ", "x"]
    edit_the_first_line_at_random(detector, 7, words, 200, [0, 1, 4])
