"""RegionTracker while a writer types: edits the tracker classifies as unable to change the regions
(digits and letters in code, words in a comment or docstring, blank lines) skip the re-parse, and
after every keystroke the regions still equal a fresh find_regions."""

from __future__ import annotations

import random
import re

import pytest

from support.regions_helpers import rule

from ai_glossary.core.detection.regions import RegionTracker, find_regions


@pytest.mark.parametrize("language, sample, inserts", [
    ("python",
     'import os\n\ndef f(x):\n    """Doc about LoRA."""\n    y = x * 2  # comment on FSDP\n    return y\n\n'
     'class C:\n    z: int = 1\n    """Attribute doc."""\n',
     ["# new comment on ZeRO\n", "s = 'text'\n", '"""A new docstring."""\n', "q = 3\n"]),
    ("javascript",
     "const a = 1; // note on ZeRO\n/* block\n * comment */\nfunction g(b) {\n  let y = b * 2;\n  return y;\n}\n",
     ["// new comment\n", "/* more */\n", "let s = 'text';\n", "let q = 3;\n"]),
])
def test_deferred_reparse_for_typing_in_code_matches_a_fresh_parse(language, sample, inserts) -> None:
    """Typing digits and identifier letters into code skips the re-parse; interleaved edits that add
    comments and strings re-parse. The file stays valid, so after every edit the regions must equal
    a fresh parse (a re-parse's changed ranges include the deferred edits)."""
    rng = random.Random(11)
    text = sample * 20
    tracker = RegionTracker(text, language)
    deferred_steps = 0
    for step in range(300):
        if step % 7 == 6:  # add a comment or a string at the start of a line
            start = end = text.index("\n", rng.randrange(len(text) - 1)) + 1
            new = rng.choice(inserts)
        elif step % 2:  # change a digit of a number
            digits = [i for i, ch in enumerate(text) if ch.isdigit() and text[i - 1] in " *"]
            start = rng.choice(digits)
            end, new = start + 1, str(rng.randrange(10))
        else:  # lengthen an identifier: "y" -> "yk"
            names = [m.end() for m in re.finditer(r"(?<= )y[kmw]*(?=[ ;\n])", text)]
            start = end = rng.choice(names)
            new = rng.choice("kmw")
        deferred_steps += rule(tracker, start, end, new) == "code"
        text = text[:start] + new + text[end:]
        tracker.update([(start, end, new)], text)
        assert tracker.text == text
        assert tracker.regions == find_regions(text, language), f"step {step}"
    assert deferred_steps > 50  # the fast path was really taken


@pytest.mark.parametrize("language, sample", [
    ("python", 'def f(x):\n    """Doc about LoRA and more words.\n\n    Second line here.\n    """\n    y = x  # comment on FSDP  \n    return y\n# a line comment\n#   indented words\n'),
    # a line ending in "::" opens a literal block (code), ".. code::" is one: typing after them changes that
    ("python", 'def g(x):\n    """Shard it with FSDP.\n\n    Example::\n\n        FSDP code here\n        # a comment on ZeRO\n\n    .. code:: python\n\n        more code\n    ```py\n    # sharded with FSDP\n    x = 1\n    ```\n    >>> # doctest comment words\n    """\n    return x\n'),
    ("javascript", "const a = 1; // note on ZeRO\n/* block words\n * comment here */\nfunction g(b) {\n  return b; /** doc */\n}\n"),
])
def test_typing_in_comments_and_docstrings_matches_a_fresh_parse(language, sample) -> None:
    """Letters, digits and blanks typed or deleted among the words of a comment or docstring take
    the deferred path; the regions must equal a fresh parse after every keystroke."""
    rng = random.Random(5)
    text = sample * 10
    tracker = RegionTracker(text, language)
    deferred = 0
    for step in range(400):
        regions = tracker.regions
        region = rng.choice(regions)
        a, b = rng.choice(region.pieces)
        spot = rng.randrange(a, b + 1)
        if rng.random() < 0.3 and spot > a + 1:  # delete a character
            start, end, new = spot - 1, spot, ""
            if not (text[start].isalnum() or text[start] == " "):
                start = end = spot
        else:
            start = end = spot
            new = rng.choice(["x", "yz", " ", "  w", "7"])
        deferred += rule(tracker, start, end, new) == "prose"
        text = text[:start] + new + text[end:]
        tracker.update([(start, end, new)], text)
        assert tracker.regions == find_regions(text, language), f"step {step}: {(start, end, new)}"
    assert deferred > 150  # most keystrokes took the deferred path


@pytest.mark.parametrize("language, sample", [
    ("python",
     'import os\n\ndef f(x):\n    """Doc about LoRA."""\n    y = x * 2  # comment on FSDP\n    return y\n'
     '# a comment\n\n# another comment\nclass C:\n    z: int = 1\n    """Attribute doc."""\n    w = 2\n\n'
     'q = """\nplain text of a string\nmore text\n"""\n'),
    ("javascript",
     "const a = 1; // note on ZeRO\n/* block\n * comment */\nfunction g(b) {\n  let y = b + 2;\n  let z = y - 1;\n"
     "  return y;\n}\n// one\n\n// two\nlet q = 3;\n\n"),
])
def test_blank_lines_in_code_match_a_fresh_parse(language, sample) -> None:
    """Adding and removing blank lines among lines of code skips the re-parse (Enter at the end of a
    line, a new line above one, deleting an empty line), and so do a new comment line in Python and
    deleting one (not inside a string, nor next to another comment); interleaved edits that add strings, or touch
    only blank lines between two comments, re-parse. The regions must equal a fresh parse after
    every edit."""
    rng = random.Random(3)
    text = sample * 15
    tracker = RegionTracker(text, language)
    deferred = comments = removed = 0
    for step in range(300):
        starts = [0] + [m.end() for m in re.finditer("\n", text[:-1])]
        line = rng.randrange(len(starts))
        start = starts[line]
        end_of_line = text.find("\n", start)
        kind = step % 7
        if kind == 0:  # Enter at the end of a line, with its indentation
            body = text[start:end_of_line]
            begin = end = end_of_line
            new = "\n" + body[: len(body) - len(body.lstrip())]
        elif kind == 1:  # a new empty line above a line
            begin = end = start
            new = rng.choice(["\n", "  \n"])
        elif kind in (2, 3):  # delete an empty line, or the line break before one
            blank = [s for s in starts if text[s:text.find("\n", s)].strip() == "" and s > 0]
            if not blank:
                continue
            s = rng.choice(blank)
            begin, end, new = (s, text.find("\n", s) + 1, "") if kind == 2 else (s - 1, text.find("\n", s), "")
        elif kind == 4:  # a comment or a string on a line of its own, indented like the next: a re-parse
            body = text[start:end_of_line]
            if body.lstrip().startswith("*"):
                continue  # inside a block comment, where "/*" would end it
            begin = end = start
            new = body[: len(body) - len(body.lstrip())] + rng.choice(
                ["# new note on FSDP\n", "s = 'x'\n", "t = 1  # trailing note\n"] if language == "python"
                else ["// new note on FSDP\n", "let s = 'x';\n", "/* a block */\n"])
        elif kind == 6:  # delete a line that holds only a comment
            lines = [s for s in starts if text[s:text.find("\n", s)].lstrip(" ").startswith(("#", "//"))]
            if not lines:
                continue
            begin = rng.choice(lines)
            end, new = text.find("\n", begin) + 1, ""
        else:  # typing a letter into code
            names = [m.end() for m in re.finditer(r"(?<= )[yq]k*(?=[ ;\n])", text)]
            begin = end = rng.choice(names)
            new = "k"
        deferred += rule(tracker, begin, end, new) == "code"
        comments += rule(tracker, begin, end, new) == "new comment line"
        removed += rule(tracker, begin, end, new) == "removed comment line"
        text = text[:begin] + new + text[end:]
        tracker.update([(begin, end, new)], text)
        assert tracker.text == text
        assert tracker.regions == find_regions(text, language), f"step {step}: {(begin, end, new)!r}"
    assert deferred > 60  # the fast paths were really taken
    assert comments > 5 and removed > 5 if language == "python" else comments == removed == 0


@pytest.mark.parametrize("before, after", [
    ("x = 1  # trailing comment\n", "y = 2\n"),  # the new line would merge with the trailing comment
    ("# a comment\n", "y = 2\n"),
    ("x = 1\n", "# a comment\n"),
    ("x = 1 + \\\n", "    2\n"),  # the line before continues onto the new one
    ('x = """\n', 'text"""\n'),  # inside a string the new line is its text
])
def test_a_new_comment_line_next_to_a_comment_or_in_a_string_re_parses(before, after) -> None:
    text = "import os\n" + before + after
    tracker = RegionTracker(text, "python")
    at = len("import os\n" + before)
    new = "# new note on FSDP\n"
    assert rule(tracker, at, at, new) != "new comment line"
    text = text[:at] + new + text[at:]
    tracker.update([(at, at, new)], text)
    assert tracker.regions == find_regions(text, "python")
    assert rule(tracker, at, at + len(new), "") != "removed comment line"  # nor is deleting it deferred
