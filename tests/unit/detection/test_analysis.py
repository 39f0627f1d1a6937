import random

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from support.region_samples import SAMPLES
from support.cursor import split_cursor


@pytest.fixture
def detector(glossary):
    return Detector.compile(glossary)


def ids(analysis):
    return [(m.text, m.concept_id) for m in analysis.matches()]


def test_terms_in_comments_and_docstrings_not_in_code(detector):
    source = '"""Trains with FSDP."""\nmodel = FSDP(model)  # wrap with ZeRO-3\nname = "LoRA"\n'
    analysis = DocumentAnalysis(source, "python", detector)
    assert ids(analysis) == [("FSDP", "fsdp"), ("ZeRO-3", "zero")]


def test_ambiguous_word_needs_evidence(detector):
    plain = "# The adapter pattern wraps a legacy interface.\nclass HTTPAdapter: pass\n"
    assert ids(DocumentAnalysis(plain, "python", detector)) == []
    ml = "# Insert an adapter into each block; the base weights stay frozen.\n"
    assert ids(DocumentAnalysis(ml, "python", detector)) == [("adapter", "adapters")]


def test_ambiguous_word_accepted_when_related_concept_is_near(detector):
    source = "# LoRA is one kind of adapter.\n"
    assert ids(DocumentAnalysis(source, "python", detector)) == [("LoRA", "lora"), ("adapter", "adapters")]


def test_yarn_package_manager_is_not_hadoop(detector):
    md = "# Install\n\nRun `yarn install`, or use YARN if you prefer it to npm.\n"
    assert ids(DocumentAnalysis(md, "markdown", detector)) == []
    md2 = "Submit the job to YARN; the ResourceManager schedules Spark executors.\n"
    assert ids(DocumentAnalysis(md2, "markdown", detector)) == [("YARN", "hadoop-yarn")]


def test_match_at_uses_the_cursor(detector):
    text, offset = split_cursor("x = 1  # shard with FS‸DP\n")
    match = DocumentAnalysis(text, "python", detector).match_at(offset)
    assert match is not None and match.concept_id == "fsdp"
    assert DocumentAnalysis(text, "python", detector).match_at(2) is None


def test_incremental_updates_equal_a_fresh_analysis(detector):
    rng = random.Random(7)
    lines = ["def f(x):", "    # FSDP and ZeRO-3 here", '    """LoRA docstring"""', "    return x  # all reduce", "y = 'DP'"]
    text = "\n".join(rng.choice(lines) for _ in range(200)) + "\n"
    analysis = DocumentAnalysis(text, "python", detector)
    snippets = ["# ZeRO ", "x", "\n", '"""', "FSDP", "", "# adapter frozen\n"]
    for _ in range(150):
        start = rng.randrange(len(text) + 1)
        end = min(len(text), start + rng.choice([0, 0, 1, 3, 12]))
        new = rng.choice(snippets)
        text = text[:start] + new + text[end:]
        analysis.update([(start, end, new)], text)
        assert analysis.text == text
        fresh = DocumentAnalysis(text, "python", detector)
        assert [(m.start, m.end, m.concept_id) for m in analysis.matches()] == [
            (m.start, m.end, m.concept_id) for m in fresh.matches()
        ]


def test_undo_and_redo_equal_a_fresh_analysis(detector, monkeypatch):
    """An edit that re-parses the whole module keeps the state before it; an edit that brings the
    text back to a kept state (an undo, a quote typed then deleted, a redo) takes that state
    again. After every edit the terms equal a fresh analysis of the text."""
    restores = []
    restore = DocumentAnalysis._restore
    monkeypatch.setattr(DocumentAnalysis, "_restore", lambda self, state: restores.append(1) or restore(self, state))
    rng = random.Random(3)
    lines = ["def f(x):", "    # FSDP and ZeRO-3 here", '    """LoRA docstring"""', "    return x  # all reduce",
             "y = 'DP'", "class C:", "    pass"]
    text = "\n".join(rng.choice(lines) for _ in range(120)) + "\n"
    analysis = DocumentAnalysis(text, "python", detector)
    history = [text]
    for _ in range(200):
        roll = rng.random()
        if roll < 0.3 and len(history) > 1:  # undo: the text before the last edit
            history.pop()
            new_text = history[-1]
            edit = (0, len(text), new_text) if rng.random() < 0.5 else None
        else:
            start = rng.randrange(len(text) + 1)
            end = min(len(text), start + rng.choice([0, 0, 1, 3]))
            new = rng.choice(['"', '""', "'", '"""', "#", "x", "\n", "(", "# LoRA adapter\n", ""])
            new_text = text[:start] + new + text[end:]
            edit = (start, end, new)
            history.append(new_text)
        if edit is None:  # the undo as the smallest edit, the way an editor sends it
            start = next((i for i, (a, b) in enumerate(zip(text, new_text)) if a != b), min(len(text), len(new_text)))
            tail = 0
            while tail < min(len(text), len(new_text)) - start and text[-1 - tail] == new_text[-1 - tail]:
                tail += 1
            edit = (start, len(text) - tail, new_text[start:len(new_text) - tail])
        analysis.update([edit], new_text)
        text = new_text
        fresh = DocumentAnalysis(text, "python", detector)
        assert analysis.regions == fresh.regions
        assert [(m.start, m.end, m.concept_id) for m in analysis.matches()] == [
            (m.start, m.end, m.concept_id) for m in fresh.matches()]
        at = rng.randrange(len(text) + 1)
        assert analysis.match_at(at) == fresh.match_at(at)
    assert len(restores) > 20  # kept states were really taken again


def test_an_edit_that_makes_the_module_valid_again_starts_from_the_state_kept_before(detector, monkeypatch):
    """Triple quotes that open a string running on to the next docstring leave a syntax error: the
    module re-parses, and keeps the state before. The closing quotes make the module valid again,
    one edit away from that kept state: the analysis starts from it and re-parses only the
    statements around the string. The terms equal a fresh analysis all along."""
    rng = random.Random(5)
    lines = ["def f(x):", "    # FSDP and ZeRO-3 here", '    """LoRA docstring"""', "    y = x  # all reduce",
             "    return y", "class C:", "    pass"]
    text = "\n".join(rng.choice(lines) for _ in range(150)) + "\nz = 1\n"
    analysis = DocumentAnalysis(text, "python", detector)
    taken = 0
    spots = [i + len("    y = ") for i in range(len(text)) if text.startswith("    y = x", i)]
    for at in rng.sample(spots, 8):
        for step, edit in enumerate([(at, at, '"""'), (at + 4, at + 4, '"""'), (at, at + 7, "x")]):  # y = """x""", "x"
            cheap = analysis.is_cheap([edit])
            assert cheap == (step > 0)  # the opening alone re-parses the module; closing it, undoing both do not
            s, oe, new = edit
            text = text[:s] + new + text[oe:]
            before = len(analysis._undo)
            analysis.update([edit], text)
            taken += step == 1 and len(analysis._undo) == before  # the kept state was taken, the one left kept
            fresh = DocumentAnalysis(text, "python", detector)
            assert analysis.regions == fresh.regions
            assert [(m.start, m.end, m.concept_id) for m in analysis.matches()] == [
                (m.start, m.end, m.concept_id) for m in fresh.matches()]
    assert taken == 8


def test_the_match_at_every_offset_is_the_one_holding_it_else_the_one_ending_there(detector):
    source = "# FSDP,ZeRO-3 LoRA; the adapter pattern\n# LoRA adapters\nx = 1  # FSDP\n# ZeRO"
    analysis = DocumentAnalysis(source, "python", detector)
    matches = analysis.matches()
    assert len(matches) >= 5
    for offset in range(len(source) + 1):
        holding = [m for m in matches if m.start <= offset < m.end]
        ending = [m for m in matches if m.end == offset]
        assert analysis.match_at(offset) == (holding or ending or [None])[0], offset


_EDIT_FRAGMENTS = ["x", " ", "\n", "\n\n", "#", "//", "/", "./", "~/", "://", "www.", "@", ".", "(", ")", "`",
                   "```\n", '"', "'", '"""', "/*", "*/", "<!-- ", " -->", "--", "- ", "* ", "> ", "%", ";",
                   " FSDP ", " ZeRO-3 ", " LoRA ", " all-reduce ", " adapter ", "é", "😀"]


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_random_edits_in_every_language_equal_a_fresh_analysis(detector, language):
    """The matches of a document kept up to date across edits are a fresh analysis's, in every
    language (its comments, strings and prose re-matched near each edit, with what comes before a
    form, such as a "/" that begins a path, read the same way)."""
    source = SAMPLES[language][0]
    base = source + "\n" + source.replace("gradient descent", "FSDP and ZeRO-3, LoRA adapters")
    for seed in range(8):
        rng = random.Random(f"{language}-{seed}")
        text = base
        analysis = DocumentAnalysis(text, language, detector)
        for step in range(15):
            edits = []
            for _ in range(rng.choice([1, 1, 2])):
                start = rng.randrange(len(text) + 1)
                end = min(len(text), start + rng.choice([0, 0, 1, 3, 8]))
                new = rng.choice(_EDIT_FRAGMENTS) if rng.random() < 0.85 else ""
                edits.append((start, end, new))
                text = text[:start] + new + text[end:]
            analysis.update(edits, text)
            fresh = DocumentAnalysis(text, language, detector)
            assert [(m.start, m.end, m.concept_id) for m in analysis.matches()] == [
                (m.start, m.end, m.concept_id) for m in fresh.matches()], f"seed {seed} step {step} edits {edits!r}"
