"""The Python lexer gives exactly the regions of the tree-sitter path, or gives up.

Compared on every Python snippet of the evaluation sets, on seeded random programs full of tricky
strings, and through ``scan`` (its findings against the server's analysis). On the transformers
tree: ``bench/bench_scan.py --check``."""

from __future__ import annotations

import ast
import json
import random
import warnings
from pathlib import Path

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.regions import find_regions, language_for, treesitter
from ai_glossary.core.detection.regions.finder import merge, parse
from ai_glossary.core.detection.regions.languages import spec_for
from ai_glossary.core.detection.regions.python_lexer import python_regions
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan import find_in_text
from ai_glossary.core.detection.text import LineIndex

from support.python_programs import program
from support.regions_helpers import check_invariants

EVAL = Path(__file__).resolve().parents[2] / "eval" / "data"
SNIPPETS = [json.loads(line) for data in (EVAL, EVAL / "second")
            for line in (data / "snippets.jsonl").open(encoding="utf-8")]


def tree_sitter_regions(text: str):
    """The regions of the tree-sitter path, before merging (what python_regions gives)."""
    return treesitter.regions_of(treesitter.collect(parse(spec_for("python"), text, "prose")))


def test_eval_snippets_give_the_tree_sitter_regions():
    python = [s for s in SNIPPETS if s["language"] == "python"]
    decided = 0
    for s in python:
        fast = python_regions(s["text"])
        if fast is not None:
            decided += 1
            assert fast == tree_sitter_regions(s["text"]), s["id"]
    # windows cut from files, some starting inside a string: the lexer may give up on a few
    assert decided > len(python) * 3 // 4


@pytest.mark.parametrize("seed", range(4))
def test_random_programs_give_the_tree_sitter_regions(seed):
    rng = random.Random(seed)
    decided = 0
    docstrings = 0
    for _ in range(400):
        text = program(rng)
        try:
            with warnings.catch_warnings():  # "\ " and "\{" in the generated strings
                warnings.simplefilter("ignore")
                ast.parse(text)
        except SyntaxError:
            continue
        fast = python_regions(text)
        if fast is None:
            continue
        decided += 1
        docstrings += sum(r.kind == "docstring" for r in fast)
        assert fast == tree_sitter_regions(text), text
        assert find_regions(text, "python", "everywhere", lexer=True) == find_regions(text, "python", "everywhere")
        check_invariants(text, merge(text, fast))
    assert decided > 200 and docstrings > 100  # the comparison is not vacuous


def test_docstrings_are_string_statements():
    text = (
        '"""Module words."""\n'
        "x = 1\n"
        '"""Attribute words."""\n'
        "def f():  # comment words\n"
        "    'Function words.'\n"
        '    y = "assigned words"\n'
        '    "trailing comma words",\n'
        "    call(\n"
        '        "argument words")\n'
        '    "joined" "words"\n'
        '    "method words".join(y)\n'
        '    x: "annotation words" = 2\n'
        '    rb"bytes words"  # end\n'
        "    f'field {x} words'\n"
    )
    fast = python_regions(text)
    assert fast == tree_sitter_regions(text)
    assert [(r.kind, r.words(text)) for r in fast] == [
        ("docstring", "Module words."),
        ("docstring", "Attribute words."),
        ("comment", "comment words"),
        ("docstring", "Function words."),
        ("docstring", "trailing comma words"),
        ("docstring", "bytes words"),
        ("comment", "end"),
        ("docstring", "field words"),
    ]


@pytest.mark.parametrize("text", [
    "x = (1,\n",  # unbalanced brackets
    "x = 1)\n",
    "'unterminated\n",
    '"""unterminated\n',
    'x"bad prefix"\n',
    't"template string"\n',
    'def f(): "one-line block"\n',
    'x = 1; "after a semicolon"\n',
    'f = lambda: "lambda body"\n',
    'try:\n    x()\nexcept: "one-line handler"\n',
    'f"{x # comment}"\n',
    "f'{x}}'\n",
    '"a" \\\n"b"\n',
    '"old Mac line ends"\r# comment\r',
])
def test_gives_up_where_it_is_not_sure(text):
    assert python_regions(text) is None
    # and find_regions then falls back to tree-sitter
    assert find_regions(text, "python", lexer=True) == merge(text, tree_sitter_regions(text))


@pytest.mark.parametrize("width", [0, 1, 47, 48, 49, 200])
def test_bracket_depth_through_short_and_long_code(width):
    # the depth changes of short stretches of code between tokens are kept by their text, long
    # ones counted: the same depth either way, and the same giving up
    pad = " " * width
    inside = f"x = call(1,{pad}'in a call',{pad}[2]{pad})\n\"\"\"Docstring words.\"\"\"\n"
    regions = python_regions(inside)
    assert regions == tree_sitter_regions(inside)
    assert [r.words(inside) for r in regions] == ["Docstring words."]
    left_open = f"x = call(1,{pad}'in a call'{pad}\n\"\"\"Not a docstring.\"\"\"\n"
    assert python_regions(left_open) is None
    closed_early = f"x = 1{pad}){pad}'a string'\n"
    assert python_regions(closed_early) is None


@pytest.fixture(scope="module")
def detector():
    return Detector.compile(load_builtin())


def test_scan_finds_what_the_server_finds(detector):
    compared = 0
    for s in SNIPPETS:
        language = language_for(s["language"])
        found = find_in_text(detector, s["text"], language)
        ours = [(o.line, o.column, o.id) for o in found]
        server = DocumentAnalysis(s["text"], language, detector).matches()
        index = LineIndex(s["text"])
        expected = [(index.position(m.start)[0] + 1, index.position(m.start)[1] + 1, m.concept_id) for m in server]
        assert ours == expected, s["id"]
        compared += len(ours)
    assert compared > 500
