"""The window around a cursor or an edit (``grow_window``): the same regions as a window grown
one line per round, re-reading it whole, gives; a cost that follows the window's size, not its
square; and ``regions_around`` gives up on a window past ``AROUND_MAX`` characters."""

from __future__ import annotations

import pytest

from support.region_samples import SAMPLES
from unit.regions.test_regions_tracker import JS, PY, TRAILING, TRAILING_HTML

from ai_glossary.core.detection.regions import RegionTracker, find_regions
from ai_glossary.core.detection.regions import treesitter
from ai_glossary.core.detection.regions.finder import merge, parse
from ai_glossary.core.detection.regions.languages import spec_for
from ai_glossary.core.detection.regions.window import AROUND_MAX, joins, line_expand, regions_around

COMMENTS = "".join(f"# comment line {i} about LoRA and attention\n" for i in range(10_000)) + "x = 1\n"


def reference_around(doc: treesitter.Doc, offset: int) -> list:
    """The window grown one line per round, collected whole each round: the definition."""
    text = doc.text
    a = b = offset
    while True:
        got = {(u[0], u[1]): u for u in treesitter.collect(doc, line_expand(text, a, b))}
        units = [u for _span, u in sorted(got.items()) if joins(text, (a, b), (u[0], u[1]))]
        ga, gb = min([a] + [u[0] for u in units]), max([b] + [u[1] for u in units])
        if (ga, gb) == (a, b):
            return merge(text, treesitter.regions_of(units))
        a, b = ga, gb


def _query_driven(language: str) -> bool:
    """A language whose regions come from tree-sitter queries, the only kind regions_around reads."""
    spec = spec_for(language)
    return spec is not None and spec.grammar is not None and spec.grammar.collector is None


def _texts():
    for language, (source, *_rest) in SAMPLES.items():
        if _query_driven(language):
            yield language, source
    yield "python", PY
    yield "javascript", JS
    yield "python", TRAILING[:3000]
    yield "html", TRAILING_HTML[:3000]
    yield "python", COMMENTS[:1500] + "y = 2\n" + COMMENTS[:800]
    # a block comment never closed, after code with a string and a closed comment: a comment to the end
    yield "cpp", ('const char *s = "a ring";\n/* closed */ int n = 2;\n\n/* Perform a ring allreduce.\n'
                  " * All MPI processes take part;\n * each sends a chunk.\n *\n")
    # a Python docstring never closed, after a closed one and a comment: a docstring to the end
    yield "python", ('"""Module."""\n\nimport torch  # the framework\n\n\ndef train(model):\n'
                     '    """Wrap the model with FSDP. Don\'t use # the old path.\n\n'
                     '    It\'s "sharded" across ranks.\n')
    # one whose text holds a line comment's marker ("https://"): tree-sitter captures a comment inside it
    yield "cpp", ("int n = 2;\n\n/* Perform a ring allreduce.\n * All MPI processes take part.\n"
                  " * See https://example.org/ring for the chunks.\n * Each sends to the next.\n *\n")


@pytest.mark.parametrize("language, text", list(_texts()))
def test_the_regions_around_every_offset_are_those_of_the_window_grown_line_by_line(language, text):
    doc = parse(spec_for(language), text, "prose")
    whole = find_regions(text, language)
    for offset in range(0, len(text) + 1, max(1, len(text) // 400)):
        near = regions_around(doc, offset)
        assert near == reference_around(doc, offset), offset
        assert {r for r in whole if r.start <= offset <= r.end} <= set(near) <= set(whole), offset


class _Counted:
    """Counts the query collections (``treesitter.query_units``) and the characters they cover;
    fails as soon as there are more than ``calls``."""

    def __init__(self, monkeypatch, calls: int) -> None:
        self.calls = self.chars = 0
        self.limit = calls
        real = treesitter.query_units

        def counted(doc, rng):
            self.calls += 1
            self.chars += len(doc.src) if rng is None else rng[1] - rng[0]  # ASCII: bytes are characters
            assert self.calls <= self.limit, f"{self.calls} collections"
            return real(doc, rng)

        monkeypatch.setattr(treesitter, "query_units", counted)


def test_a_cursor_in_a_long_comment_block_gives_up_after_a_bounded_window(monkeypatch):
    doc = parse(spec_for("python"), COMMENTS, "prose")
    counted = _Counted(monkeypatch, calls=40)
    assert regions_around(doc, len(COMMENTS) // 2) is None  # the block is 430,000 characters
    assert counted.chars < 4 * AROUND_MAX


def test_a_cursor_in_a_short_comment_block_next_to_a_long_one_is_answered(monkeypatch):
    # (the long block first: tree-sitter-python takes 50 s over 10,000 comment lines after a statement)
    text = COMMENTS + "\n" + COMMENTS[:AROUND_MAX // 4] + "y = 2\n"
    doc = parse(spec_for("python"), text, "prose")
    short_block = [r for r in find_regions(text, "python") if r.start > len(COMMENTS)]
    counted = _Counted(monkeypatch, calls=40)
    assert regions_around(doc, len(text) - 20) == short_block
    assert regions_around(doc, 10) is None
    assert counted.chars < 4 * AROUND_MAX


def test_an_edit_among_bare_comment_markers_collects_a_few_times(monkeypatch):
    # Lines holding a lone "#" are units without regions: no old region spans them, so the window
    # grows over them line by line (120,000 characters: more than a window re-parse takes)
    text = "#\n" * 60_000
    tracker = RegionTracker(text, "python")
    middle = len(text) // 2 + 1
    counted = _Counted(monkeypatch, calls=60)
    tracker.update([(middle, middle, " LoRA")])
    assert counted.calls > 0
    monkeypatch.undo()
    assert tracker.regions == find_regions(text[:middle] + " LoRA" + text[middle:], "python")
