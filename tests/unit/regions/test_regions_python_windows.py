"""RegionTracker's window re-parse of Python: an edit re-parses the top-level statements around it
(``python_windows``), within error windows too, and the regions equal a fresh find_regions."""

from __future__ import annotations

import random
import re
from typing import Iterable

import pytest

from support.regions_helpers import check_span

from ai_glossary.core.detection.regions import RegionTracker, find_regions
from ai_glossary.core.detection.regions.python_windows import window_bounds


# Top-level statements of every shape the window re-parse meets: docstrings, comments between
# statements, decorators, text at column 0 inside a string and inside brackets, a backslash
# continuation, an if/else and a try at the top level, a class with methods.
MODULE = '''"""Module docstring about LoRA."""
import os  # trailing comment on FSDP

# A comment before a function,
# on two lines about attention.
@decorator
def first(x):
    """Doc of first about gradient accumulation."""
    y = x * 2  # note on ZeRO
    return y
SQL = """
select attention
from a table at column 0
"""
items = [
1,
"two",
]
total = 1 + \\
    2
if os:
    pass
else:
    """A string statement in else."""
try:
    import torch
except ImportError:
    torch = None


class Model:
    """A model with mixture of experts."""

    def forward(self, x):
        # compute the
        # learning rate
        return f"value {x} done"

    attr = 1
    """Attribute doc about tensor parallelism."""
x = 1
'''

STRUCTURAL = ['"', "'", '"""', "#", "# a note on LoRA", "\\", "(", ")", "[", "]", ":", "\n", "    ",
              "def g():\n", "else:\n", "    pass\n", '"""Doc on FSDP."""\n', 'x = """\n', "@d\n", "x = 1\n"]


def _structural_edit(rnd: random.Random, text: str) -> tuple[int, int, str]:
    starts = [0] + [m.end() for m in re.finditer("\n", text[:-1])]
    kind = rnd.randrange(6)
    if kind == 0:  # delete a line
        i = rnd.randrange(len(starts))
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        return starts[i], end, ""
    if kind == 1:  # paste some lines at the start of a line
        a = rnd.randrange(len(starts))
        b = min(len(starts) - 1, a + rnd.randint(1, 8))
        return (at := rnd.choice(starts)), at, text[starts[a]:starts[b]]
    if kind == 2:  # a fragment at the start of a line
        return (at := rnd.choice(starts)), at, rnd.choice(STRUCTURAL)
    if kind == 3:  # delete a few characters
        s = rnd.randrange(len(text))
        return s, min(len(text), s + rnd.randint(1, 4)), ""
    s = rnd.randint(0, len(text))  # a fragment anywhere
    return s, s, rnd.choice(STRUCTURAL)


@pytest.mark.parametrize("scope", ["prose", "strings"])
def test_window_re_parse_matches_a_fresh_parse(scope: str) -> None:
    """Structural edits (quotes, ``#``, brackets, deleted and pasted lines, new statements) on a
    module of top-level statements: after each, the regions equal a fresh parse, whether the
    edit re-parsed only the statements around it (also when they hold the error an edit made: an
    error window) or the whole module. Typing letters into code (which may leave a syntax error
    behind without a re-parse) is interleaved."""
    windows = error_windows = 0
    for seed in range(40):
        rnd = random.Random(seed)
        text = MODULE * 3
        tracker = RegionTracker(text, "python", scope)
        for step in range(25):
            if rnd.random() < 0.15:  # a letter in code, deferred
                names = [m.end() for m in re.finditer(r"(?<= )[xy](?=[ \n])", text)]
                begin = end = rnd.choice(names) if names else 0
                new = "k" if names else ""
            else:
                begin, end, new = _structural_edit(rnd, text)
            windows += tracker.window_size(begin, end, new) is not None and not tracker.defers(begin, end, new)
            old = list(tracker.regions)
            new_text = text[:begin] + new + text[end:]
            span = tracker.update([(begin, end, new)], new_text)
            error_windows += _in_an_error_window(tracker)
            expected = find_regions(new_text, "python", scope)
            assert tracker.regions == expected, f"seed {seed} step {step}: {(begin, end, new)!r}"
            check_span(old, expected, span, len(text), len(new_text))
            text = new_text
            if rnd.random() < 0.1:  # now and then the module is edited back to valid, so windows go on
                text = MODULE * 3
                tracker.update([(0, len(tracker.text), text)], text)
    assert windows > 100  # the window re-parse was really taken
    assert error_windows > 50  # and with an error in the window


def _in_an_error_window(tracker: RegionTracker) -> bool:
    """Whether the tracker holds a window parsed on its own with an error in it."""
    return any(tree is not None and tree.root_node.has_error for _a, _b, tree, _lead in tracker._state.reshaped)


# A realistic module: classes with docstrings, methods, comments and strings, and functions.
BLOCK = '''

class Trainer{n}:
    """Runs the training loop with gradient accumulation.

    Checkpoints are written every epoch; see the mixed precision notes.
    """

    def __init__(self, model, steps: int = 4) -> None:
        self.model = model
        # Accumulate the gradients over a few micro-batches
        # before each optimizer step.
        self.steps = steps
        self.label = "trainer {n}"  # shown in the logs

    def step(self, batch):
        """One optimizer step over ``batch``."""
        loss = self.model(batch)
        return loss / self.steps


def step_{n}(x):  # uses FSDP here
    """Step {n} of the training loop."""
    return x * {n}
'''
ERROR_FRAGMENTS = ['"', "'", "#", '"""', "'''", 'f"', "(", "[", "{", ")", ":", "\\", "return x *", "= ", "else:\n",
                   "@d\n", "    ", "\n"]


def _error_edit(rnd: random.Random, text: str) -> tuple[int, int, str]:
    """An edit of the kinds that leave a syntax error: a quote, ``#``, triple quotes, a bracket in
    code, a pasted block of lines, a deleted line or a few deleted characters."""
    starts = [0] + [m.end() for m in re.finditer("\n", text[:-1])]
    kind = rnd.randrange(5)
    if kind == 0:
        i = rnd.randrange(len(starts))
        return starts[i], starts[i + 1] if i + 1 < len(starts) else len(text), ""
    if kind == 1:
        a = rnd.randrange(len(starts))
        b = min(len(starts) - 1, a + rnd.randint(1, 30))
        return (at := rnd.choice(starts)), at, text[starts[a]:starts[b]]
    if kind == 2:
        at = rnd.randrange(len(text))
        return at, min(len(text), at + rnd.randint(1, 6)), ""
    at = rnd.randint(0, len(text))
    return at, at, rnd.choice(ERROR_FRAGMENTS)


MODULES = {
    "blocks": '"""A model zoo."""\n\nimport torch.nn as nn\n' + "".join(BLOCK.format(n=n) for n in range(12)),
    "dense": "".join(f"def step_{i}(x):  # uses FSDP here\n    \"\"\"Step {i}.\"\"\"\n    return x * {i}\n" for i in range(150)),
}


def _error_edits_match_a_fresh_parse(module: str, seeds: Iterable[int]) -> int:
    """Random error edits (``_error_edit``) on ``module``, each undone now and then (as the smallest
    edit, the way an editor sends it), back to the valid module now and then: after each, the
    regions and the reported span against a fresh parse. Returns how many steps ended in an error
    window."""
    error_windows = 0
    for seed in seeds:
        rnd = random.Random(seed)
        text = module
        tracker = RegionTracker(text, "python")
        history: list[str] = []
        for step in range(30):
            if history and rnd.random() < 0.4:  # an undo
                back = history.pop()
                a = next((i for i, (x, y) in enumerate(zip(text, back)) if x != y), min(len(text), len(back)))
                tail = 0
                while tail < min(len(text), len(back)) - a and text[-1 - tail] == back[-1 - tail]:
                    tail += 1
                begin, end, new = a, len(text) - tail, back[a:len(back) - tail]
            else:
                begin, end, new = _error_edit(rnd, text)
                history.append(text)
            old = list(tracker.regions)
            new_text = text[:begin] + new + text[end:]
            span = tracker.update([(begin, end, new)], new_text)
            error_windows += _in_an_error_window(tracker)
            expected = find_regions(new_text, "python")
            assert tracker.regions == expected, f"seed {seed} step {step}: {(begin, end, new)!r}"
            check_span(old, expected, span, len(text), len(new_text))
            text = new_text
            if rnd.random() < 0.2:  # back to the valid module, where windows are parsed on their own
                text, history = module, []
                tracker.update([(0, len(tracker.text), text)], text)
    return error_windows


@pytest.mark.parametrize("source", sorted(MODULES))
def test_error_windows_match_a_fresh_parse(source: str) -> None:
    """Edits that leave a syntax error, on a realistic module and on one of three-line functions:
    the regions equal a fresh parse, whether the error stayed in the window parsed on its own or
    the whole module re-parsed."""
    assert _error_edits_match_a_fresh_parse(MODULES[source], range(16)) > 30  # errors were really kept in windows


def test_a_re_parse_from_a_tree_with_errors_equals_a_fresh_parse() -> None:
    """Seed 95 of the random error edits on the three-line functions: with errors left in the tree
    by earlier edits, tree-sitter's incremental re-parse after a stray \'\'\' recovers otherwise than
    a fresh parse of the text (found with 120 seeds); the tracker parses afresh then."""
    _error_edits_match_a_fresh_parse(MODULES["dense"], [95])


def test_window_re_parse_bounds() -> None:
    """The window runs from the top-level statement before the edit to the one after it; inside
    a string at column 0 or after a syntax error there is none."""
    text = MODULE
    tracker = RegionTracker(text, "python")
    at = text.index("return y")
    bounds = (text.index("@decorator"), text.index("SQL ="))  # the decorated function
    assert window_bounds(tracker._state, tracker._spec, tracker.scope, at, at + len("return y")) == bounds
    assert tracker.window_size(at, at + len("return y"), "") == bounds[1] - bounds[0] - len("return y")
    inside = text.index("from a table")  # a line at column 0 inside the string: not a bound
    assert window_bounds(tracker._state, tracker._spec, tracker.scope, inside, inside) == (text.index("SQL ="), text.index("items ="))
    broken = tracker.text.index("pass")
    tracker.update([(broken, broken, "(")])  # an open bracket: an error inside the if statement's window
    assert tracker.window_size(0, 0, "x = 1\n") is not None
    tracker.update([(broken, broken + 1, '"""')])  # a string that runs on: a whole re-parse
    assert tracker.window_size(0, 0, "x = 1\n") is None
    assert tracker.regions == find_regions(tracker.text, "python")


@pytest.mark.parametrize("text", ["", "\n\n", "   \n", "# only a comment\n"])
def test_window_re_parse_of_a_module_without_statements(text) -> None:
    tracker = RegionTracker(text, "python")
    for at, new in ((0, "x = 1  # a note on LoRA\n"), (len(text), '"""Doc on FSDP."""\n')):
        tracker.update([(at, at, new)])
        assert tracker.regions == find_regions(tracker.text, "python")
