"""RegionTracker: after any edits, its regions equal a fresh find_regions, and the span it
returns bounds what changed. A seeded random loop (no hypothesis dependency) drives it."""

from __future__ import annotations

import random

import pytest

from support.regions_helpers import check_invariants, check_span, found, phrases, random_edits

from ai_glossary.core.detection.regions import RegionTracker, find_regions

PY = '''"""Module docstring about LoRA."""
import os  # trailing comment


class Model:
    """A model with attention.

    It uses low-rank adaptation.
    """

    def forward(self, x):
        # compute the
        # learning rate
        y = "a string literal"
        return f"value {x} done"


def helper():
    \'\'\'Helper docstring.\'\'\'
    pass
'''

JS = """/**
 * A module about attention.
 * It uses low-rank adaptation.
 */
import x from "y"; // trailing comment

// compute the
// learning rate
function f(a) {
  const s = `template ${a} string`;
  return "plain" + 'single'; /* inline block */
}
const el = <div>JSX text here</div>;
"""

MD = """---
title: front
---

# Heading about LoRA

Some *text* with `code span` and [a link](http://x.y).

- item one
- item **two**

> quote line one
> quote line two

```python
# a comment in fence
x = 1  # trailing
```

<!-- an html comment -->

<h3 align="center">
    <p>State-of-the-art tagline</p>
</h3>
A paragraph
    continued lazily.

    indented code
"""

R = """# comment about LoRA
#' roxygen doc
x <- "a string" # trailing
f <- function(a) {
  # inner
  a + 1
}
"""

RST = """Title about LoRA
================

Some paragraph with ``literal`` here.

.. comment about attention

.. code-block:: python

   # a comment in code
   x = 1
"""

RUST = """/// Shards the optimizer state like ZeRO.
///
/// ```
/// let model = FSDP::new(m);
///
/// let y = 2;
/// ```
///
/// See also tensor parallelism.
fn shard() -> i32 { 1 } // trailing
// a plain comment
"""

GO = """package v1

// MPIJob runs an MPI program over NCCL.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +optional
// +
type MPIJob struct{} // trailing, about ZeRO

//go:generate mockgen -source=nccl.go
"""

# a comment-only language with no comment yet: no tree until an edit brings a "#" (FRAGMENTS holds one)
YAML_WITHOUT_COMMENTS = """concepts:
  - id: fsdp
    term: Fully Sharded Data Parallel
    definitions:
      en: Shards parameters, gradients and optimizer state across data-parallel ranks.
  - id: zero
    term: ZeRO
    aliases: ["zero redundancy optimizer"]
"""


@pytest.mark.parametrize("language, source, seeds", [
    ("python", PY, 120), ("javascript", JS, 120), ("markdown", MD, 80), ("r", R, 25), ("rst", RST, 25),
    ("rust", RUST, 80), ("yaml", YAML_WITHOUT_COMMENTS, 60), ("go", GO, 40),
])
def test_random_edits_match_a_fresh_scan(language: str, source: str, seeds: int) -> None:
    for seed in range(seeds):
        rnd = random.Random(seed)
        scope = ("prose", "strings", "everywhere")[seed % 3]
        tracker = RegionTracker(source, language, scope)
        text = source
        for step in range(6):
            edits, new_text = random_edits(rnd, text)
            old = list(tracker.regions)
            # an open document hands over the text it built; other callers let the tracker build it
            span = tracker.update(edits, new_text if step % 2 else None)
            assert tracker.text == new_text
            expected = find_regions(new_text, language, scope)
            assert tracker.regions == expected, f"seed {seed} step {step} scope {scope} edits {edits!r}"
            check_span(old, expected, span, len(text), len(new_text))
            check_invariants(new_text, tracker.regions)
            text = new_text


def test_one_character_edit_reports_a_small_span() -> None:
    big = PY * 200
    tracker = RegionTracker(big, "python")
    pos = big.index("compute the", len(big) // 2) + len("compute")
    span = tracker.update([(pos, pos, "d")])
    assert span[0] <= pos + 1 <= span[1]
    assert span[1] - span[0] < 200, span
    assert found(tracker.text, tracker.regions_in(*span), "computed the learning rate")
    assert tracker.regions == find_regions(tracker.text, "python")


def test_opening_a_block_comment_grows_the_span_to_what_it_swallows() -> None:
    src = "int a; // first comment\nint b;\nint c; // last comment\n"
    tracker = RegionTracker(src, "c")
    assert phrases(src, tracker.regions) == ["first comment", "last comment"]
    n = len(src)
    span = tracker.update([(n - 1, n - 1, " */"), (0, 0, "/* ")])  # close first, then open at the top
    assert phrases(tracker.text, tracker.regions) == ["int a; // first comment int b; int c; // last comment"]
    assert span[0] == 0 and span[1] >= len(tracker.text) - 1
    span = tracker.update([(0, 3, "")])  # remove the opener: line comments again
    assert phrases(tracker.text, tracker.regions) == ["first comment", "last comment */"]
    assert span[0] == 0 and span[1] >= tracker.text.index("last comment")
    assert tracker.regions == find_regions(tracker.text, "c")


def test_opening_a_docstring_and_demoting_one() -> None:
    src = 'def f():\n    """Doc about attention."""\n    return 1\n'
    tracker = RegionTracker(src, "python")
    assert tracker.regions[0].kind == "docstring"
    pos = src.index('"""')
    span = tracker.update([(pos, pos, "x = ")])  # assigned: no longer a string statement
    assert tracker.regions == [] == find_regions(tracker.text, "python")
    assert span[0] <= pos and span[1] >= tracker.text.index('"""', pos + 7) + 3  # the old docstring
    tracker.update([(pos, pos + len("x = "), "")])
    assert [r.kind for r in tracker.regions] == ["docstring"]


def test_non_ascii_edits() -> None:
    src = "# 😀 বাংলা comment about attention\nx = '😀'  # second comment\n"
    tracker = RegionTracker(src, "python")
    pos = src.index("second")
    tracker.update([(pos, pos, "অ😀 ")])
    assert tracker.regions == find_regions(tracker.text, "python")
    assert found(tracker.text, tracker.regions, "অ😀 second comment")
    tracker.update([(0, 2, "😀😀 ")])
    assert tracker.regions == find_regions(tracker.text, "python")


def test_replace_and_unknown_language() -> None:
    tracker = RegionTracker("# a\n", "python")
    tracker.replace("x = 1  # new comment\n")
    assert phrases(tracker.text, tracker.regions) == ["new comment"]
    none = RegionTracker("# a\n", None)
    assert none.regions == []
    assert none.update([(0, 0, "# b\n")]) == (0, 4)
    assert none.regions == [] and none.text == "# b\n# a\n"


def test_edits_out_of_range_are_rejected() -> None:
    tracker = RegionTracker("# a\n", "python")
    with pytest.raises(ValueError):
        tracker.update([(3, 99, "")])
    with pytest.raises(ValueError):
        tracker.update([(2, 1, "")])
    with pytest.raises(ValueError):  # a new text that the edits cannot have made
        tracker.update([(0, 0, "x")], "# a\n")
    assert tracker.text == "# a\n"


TRAILING = "".join(f"y{i} = {i}  # step {i} of tensor parallelism\n" for i in range(300))
TRAILING_HTML = "".join(f"<p>para {i} <b>bold</b></p><code>x{i}</code>\n" for i in range(200))


@pytest.mark.parametrize("language, source, code", [
    ("python", TRAILING, "y150 ="), ("c", TRAILING.replace("#", "//"), "y150 ="), ("html", TRAILING_HTML, "x100<"),
])
def test_a_comment_on_every_line_keeps_the_span_of_an_edit_small(language: str, source: str, code: str) -> None:
    # every line holds a region, none merges with the next: the window must not grow line by line
    tracker = RegionTracker(source, language)
    pos = source.index(code) + 2  # in the code of a middle line
    span = tracker.update([(pos, pos, "x")])
    assert span[1] - span[0] < 200, span
    assert tracker.regions == find_regions(tracker.text, language)
    for seed in range(40):
        rnd = random.Random(seed)
        tracker = RegionTracker(source, language)
        text = source
        for step in range(4):
            edits, new_text = random_edits(rnd, text)
            old = list(tracker.regions)
            span = tracker.update(edits, new_text)
            expected = find_regions(new_text, language)
            assert tracker.regions == expected, f"seed {seed} step {step} edits {edits!r}"
            check_span(old, expected, span, len(text), len(new_text))
            text = new_text


# --- comment-only languages: a text with no comment marker is not parsed -------------------------

def test_a_yaml_text_is_parsed_once_a_comment_marker_is_typed(monkeypatch) -> None:
    from ai_glossary.core.detection.regions import tracker as tracker_module

    parses = []
    real_parse = tracker_module.parse
    monkeypatch.setattr(tracker_module, "parse", lambda *a: parses.append(1) or real_parse(*a))
    tracker = RegionTracker(YAML_WITHOUT_COMMENTS, "yaml", "prose")
    assert (tracker.regions, parses) == ([], [])
    tracker.update([(0, 0, "x: 1\n")])  # no marker yet: still nothing to parse
    assert (tracker.regions, parses) == ([], [])
    tracker.update([(0, 0, "# uses FSDP\n")])
    assert parses == [1] and tracker.regions == find_regions(tracker.text, "yaml", "prose")
    assert [tracker.text[a:b] for r in tracker.regions for a, b in r.pieces] == ["uses FSDP"]
