"""Comments, docstrings, markers, merging and offsets."""

from __future__ import annotations

import pytest

from support.regions_helpers import check_invariants, found, phrases, region_with

from ai_glossary.core.detection.regions import Region, find_regions

PY = '''#!/usr/bin/env python
# Module comment about
# the attention mechanism.
"""Module docstring about LoRA."""

import os

CONSTANT = "an ordinary string"


class Model:
    # a comment before the class docstring
    """Class docstring about quantization.

    Second paragraph of the docstring.
    """

    def forward(self, x):
        """Function docstring about dropout."""
        value = f"formatted {x} literal"
        return value  # trailing comment

    async def later(self):
        pass
        """bare string block: prose too (attribute docstrings, PEP 257)"""
        message = "not a docstring: an assigned string"


def helper():
    r\'\'\'Raw docstring about beam search.\'\'\'
'''


def test_python_docstrings_module_class_function() -> None:
    regions = find_regions(PY, "python")
    check_invariants(PY, regions)
    for phrase in ("Module docstring about LoRA.", "Class docstring about quantization.",
                   "Second paragraph of the docstring.", "Function docstring about dropout.",
                   "Raw docstring about beam search."):
        assert region_with(PY, regions, phrase).kind == "docstring", phrase
    assert region_with(PY, regions, "a comment before the class docstring").kind == "comment"
    assert region_with(PY, regions, "trailing comment").kind == "comment"
    assert region_with(PY, regions, "bare string block").kind == "docstring"


def test_python_ordinary_strings_only_in_strings_scope() -> None:
    prose = find_regions(PY, "python")
    assert not found(PY, prose, "an ordinary string")
    assert not found(PY, prose, "not a docstring")
    assert not found(PY, prose, "formatted")
    strings = find_regions(PY, "python", "strings")
    check_invariants(PY, strings)
    assert region_with(PY, strings, "an ordinary string").kind == "string"
    assert region_with(PY, strings, "not a docstring").kind == "string"
    assert region_with(PY, strings, "Module docstring about LoRA.").kind == "docstring"
    fmt = region_with(PY, strings, "formatted")
    assert fmt.words(PY) == "formatted literal"  # the interpolation is not a word piece


def test_docstring_pieces_strip_quotes_and_indentation() -> None:
    r = region_with(PY, find_regions(PY, "python"), "Class docstring about")
    assert [PY[a:b] for a, b in r.pieces] == ["Class docstring about quantization.", "Second paragraph of the docstring."]


def test_shebang_is_not_prose_and_identifiers_are_not() -> None:
    regions = find_regions(PY, "python")
    assert not found(PY, regions, "/usr/bin/env")
    for ident in ("CONSTANT", "forward", "helper", "import os"):
        assert not found(PY, regions, ident)


def test_consecutive_line_comments_form_one_region() -> None:
    regions = find_regions(PY, "python")
    r = region_with(PY, regions, "Module comment about the attention mechanism.")
    assert len(r.pieces) == 2 and r.kind == "comment"


def test_comments_split_by_a_blank_line_or_code_stay_apart() -> None:
    src = "x = 1  # learning\ny = 2  # rate\n\n# first\n\n# second\n"
    regions = find_regions(src, "python")
    assert phrases(src, regions) == ["learning", "rate", "first", "second"]
    src2 = "# learning\n# rate\n"
    assert phrases(src2, find_regions(src2, "python")) == ["learning rate"]


def test_block_comment_pieces_per_line_without_leaders() -> None:
    src = "/**\n * Low-rank adaptation\n * of large models.\n *\n * @param x input\n */\nint x;\n"
    for lang in ("c", "cpp", "java", "javascript", "typescript", "csharp", "go", "rust", "kotlin", "swift", "php"):
        text = src if lang != "php" else "<?php\n" + src.replace("int x;", "$x = 1;")
        regions = find_regions(text, lang)
        check_invariants(text, regions)
        r = region_with(text, regions, "Low-rank adaptation of large models.")
        assert [text[a:b] for a, b in r.pieces] == ["Low-rank adaptation", "of large models.", "@param x input"], lang
    one = "/* single line */ int y; /*no spaces*/\n"
    assert phrases(one, find_regions(one, "c")) == ["single line", "no spaces"]


def test_a_block_comment_never_closed_runs_to_the_end_of_the_text() -> None:
    # a file being written, or an excerpt cut inside its comment: a compiler's lexer reads a comment
    src = "int n = 2;\n\n/* Perform a ring allreduce on the data.\n * All MPI processes take part.\n *\n"
    for lang in ("c", "cpp", "cuda"):
        regions = find_regions(src, lang)
        check_invariants(src, regions)
        assert phrases(src, regions) == ["Perform a ring allreduce on the data. All MPI processes take part."], lang
    # closed, the comment ends where it closes; an opener inside a line of code stays code
    closed = "/* a ring allreduce */\nint n = 2;\n"
    assert phrases(closed, find_regions(closed, "cpp")) == ["a ring allreduce"]
    inline = 'const char *s = "/* not a comment;\nint n = 2 *\n'
    assert phrases(inline, find_regions(inline, "cpp")) == []


def test_a_docstring_never_closed_runs_to_the_end_of_the_text() -> None:
    # a function's docstring being written at the end of a file, or an excerpt cut inside it: Python's
    # tokenizer reads a string to the end; its apostrophes, quotes and "#" are the string's text
    src = ('import torch\n\n\ndef train(model):\n    """Wrap the model with FSDP. Don\'t use # the old path.\n\n'
           '    It\'s "sharded" across ranks.\n')
    regions = find_regions(src, "python")
    check_invariants(src, regions)
    assert phrases(src, regions) == ['Wrap the model with FSDP. Don\'t use # the old path. '
                                     'It\'s "sharded" across ranks.']
    # a string opened as an argument, or after an operator, is no docstring; closed, it ends where it closes
    for code in ('x = call(\n    """FSDP as an argument\n', 'x = 1 +\\\n    """FSDP after an operator\n'):
        assert phrases(code, find_regions(code, "python")) == [], code
    closed = 'def f():\n    """Shard with FSDP."""\n    return 1\n'
    assert phrases(closed, find_regions(closed, "python")) == ["Shard with FSDP."]


def test_line_comment_markers_are_stripped() -> None:
    cases = {
        "rust": ("/// Outer doc about tokens\n//! Inner doc\nfn f() {}\n", "Outer doc about tokens Inner doc"),
        "haskell": ("-- | Haddock about tokens\n--   continued\nf = 1\n", "Haddock about tokens continued"),
        "lua": ("--[[ block comment\n about tokens ]]\nlocal x = 1\n", "block comment about tokens"),
        "sql": ("/* block\n * about tokens */\nSELECT 1;\n", "block about tokens"),
        "julia": ("#= block\nabout tokens =#\nx = 1\n", "block about tokens"),
        "ruby": ("=begin\nblock about tokens\n=end\nx = 1\n", "block about tokens"),
        "html": ("<!--\n  html comment about tokens\n-->\n<p>Hi</p>\n", "html comment about tokens"),
        "css": ("/* css comment\n * about tokens */\na { color: red; }\n", "css comment about tokens"),
        "bash": ("## doubled hash about tokens\necho hi\n", "doubled hash about tokens"),
        "r": ("#' roxygen about tokens\nf <- function() 1\n", "roxygen about tokens"),
    }
    for lang, (src, expected) in cases.items():
        regions = find_regions(src, lang)
        check_invariants(src, regions)
        assert expected in phrases(src, regions), (lang, phrases(src, regions))


def test_non_ascii_offsets_are_code_points() -> None:
    # Emoji (4 UTF-8 bytes, 1 code point) and Bengali (3 bytes each) before the comment.
    src = 's = "😀 ইমোজি এবং বাংলা"  # comment about টোকেন and attention\nidentifier = 2\n'
    regions = find_regions(src, "python")
    check_invariants(src, regions)
    assert phrases(src, regions) == ["comment about টোকেন and attention"]
    r = regions[0]
    assert src[r.start:r.end] == "# comment about টোকেন and attention"
    strings = find_regions(src, "python", "strings")
    assert phrases(src, strings)[0] == "😀 ইমোজি এবং বাংলা"
    js = "const a = '😀😀 অ'; // ছবি gradient\nlet b = 1;\n"
    assert phrases(js, find_regions(js, "javascript")) == ["ছবি gradient"]
    md = "😀 বাংলা text with `code()`\n\n```python\n# মন্তব্য comment\n```\n"
    regions = find_regions(md, "markdown")
    check_invariants(md, regions)
    assert phrases(md, regions) == ["😀 বাংলা text with", "মন্তব্য comment"]


def test_html_text_is_prose_but_not_code_elements() -> None:
    src = "<p>Some <b>bold</b> text about\n<em>attention</em>.</p>\n<pre>not_prose_code</pre><code>x_y</code>\n"
    regions = find_regions(src, "html")
    check_invariants(src, regions)
    assert found(src, regions, "Some bold text about attention")
    assert not found(src, regions, "not_prose_code")
    assert not found(src, regions, "x_y")


def test_region_is_a_frozen_value() -> None:
    r = Region(0, 3, "comment", ((0, 3),), "python")
    assert r == Region(0, 3, "comment", ((0, 3),), "python")
    assert hash(r) == hash(Region(0, 3, "comment", ((0, 3),), "python"))
    try:
        r.start = 1  # type: ignore[misc]
    except AttributeError:
        pass
    else:
        raise AssertionError("Region must be frozen")


def test_python_docstring_examples_are_code_not_prose() -> None:
    source = '''def f():
    """Shard with FSDP.

    Example::

        model = FSDP(model)

    >>> wrap(FSDP)
    ... more(FSDP)

    ```python
    FSDP(model)
    ```

    .. code-block:: python

        FSDP(x)

    Back to prose about ZeRO.
    """
'''
    regions = find_regions(source, "python")
    words = " ".join(source[a:b] for r in regions for a, b in r.pieces)
    assert "Shard with FSDP." in words and "Example::" in words and "Back to prose about ZeRO." in words
    assert "model = FSDP" not in words and ">>>" not in words and "FSDP(model)" not in words and "FSDP(x)" not in words


def test_comments_in_docstring_examples_are_prose() -> None:
    # the guideline's rule for Markdown fences: a comment in the example code is prose
    source = '''def f():
    """Offload it.

    Example::

        # the model is offloaded to the CPU
        model = offload(model)  # not this one: a comment after code

    >>> # ZeRO shards the optimizer state
    >>> zero(FSDP)

    ```py
    #!/usr/bin/env python
    # wrap it with FSDP
    FSDP(model)
    ```

    ```cpp
    # include <lora.h>
    ```

    .. math::

        # not a comment
    """
'''
    regions = find_regions(source, "python")
    pieces = [source[a:b] for r in regions for a, b in r.pieces]
    assert pieces == ["Offload it.", "Example::", "the model is offloaded to the CPU",
                      "ZeRO shards the optimizer state", "wrap it with FSDP"]
    assert find_regions(source, "python", lexer=True) == regions


DOCTEST_OUTPUT = '''def f():
    """Return the backend.

    Example:
        >>> get_backend()
        'cuda:nccl,cpu:gloo'
        >>> shard(model)
        ShardedModel(FSDP)

        The model is sharded with FSDP.
        >>> x
        1
    Returns the NCCL backend.
    """
'''
INLINE_MATH = '''def f():
    r"""The variance :math:`C_{\\rm var} = softmax(x)` of the logits, then :math:`\\beta` (:math:`k`)."""
'''


@pytest.mark.parametrize("source, expected", [
    # doctest reads the lines under an example, up to a blank line or a line indented less, as its output
    (DOCTEST_OUTPUT, ["Return the backend.", "Example:", "The model is sharded with FSDP.", "Returns the NCCL backend."]),
    # Sphinx's :math: role holds a formula, as a math directive does; the sentence around it is prose
    (INLINE_MATH, ["The variance", "of the logits, then", "(", ")."]),
], ids=["doctest-output", "inline-math"])
def test_what_a_docstring_example_prints_and_its_inline_math_are_no_prose(source, expected) -> None:
    regions = find_regions(source, "python")
    assert [source[a:b] for r in regions for a, b in r.pieces] == expected
    assert find_regions(source, "python", lexer=True) == regions


def test_docstring_directives_hold_prose_unless_code_math_or_data() -> None:
    # a ".. note::" (and a project's own directive) holds prose; a code, math or data directive does not
    source = '''def f():
    """Offload it.

    .. note::
        ZeRO-Offload moves the optimizer state.

    .. warning:: Pipeline parallelism needs micro-batches.

    .. compatibility::
        type: scheduler
        logs: |
            Ray only supports a single log stream.

    .. code-block:: python

        model = FSDP(model)

    .. math::

        LoRA = BA

    .. autoclass:: TensorParallel
        :members: shard

    Back to prose about sharding.
    """
'''
    regions = find_regions(source, "python")
    pieces = [source[a:b] for r in regions for a, b in r.pieces]
    assert pieces == ["Offload it.", "ZeRO-Offload moves the optimizer state.",
                      "Pipeline parallelism needs micro-batches.", "type: scheduler",
                      "logs: |", "Ray only supports a single log stream.", "Back to prose about sharding."]
    assert find_regions(source, "python", lexer=True) == regions


def test_a_docstring_directive_with_a_space_before_its_colons_holds_prose() -> None:
    # docutils reads ".. note ::" as the note directive; a paragraph that ends in " ::" still opens
    # a literal block, and ".. code-block ::" holds code
    source = '''def f():
    """Offload it.

    .. note ::

        ZeRO-Offload moves the optimizer state.

    Example ::

        offload(model, zero=3)

    .. code-block :: text

        FSDP(model)
    """
'''
    regions = find_regions(source, "python")
    pieces = [source[a:b] for r in regions for a, b in r.pieces]
    assert pieces == ["Offload it.", "ZeRO-Offload moves the optimizer state.", "Example ::"]
    assert find_regions(source, "python", lexer=True) == regions


def test_a_fresh_grammar_compiles_its_query_before_anything_loaded_its_language() -> None:
    # query() needs .language, and both take the grammar's lock: a plain Lock deadlocked here.
    import threading

    from ai_glossary.core.detection.regions.languages import grammar
    from ai_glossary.core.detection.regions.treesitter import Grammar

    python = grammar("python")
    fresh = Grammar(python.module, python.queries)
    done = threading.Event()
    threading.Thread(target=lambda: (fresh.query("prose"), done.set()), daemon=True).start()
    assert done.wait(10), "Grammar.query() on a fresh grammar did not return"


RUST_DOC = '''/// Shards the optimizer state like ZeRO.
///
/// ```
/// let model = FSDP::new(m);
///
/// let lora = LoRA::default();
/// ```
///
/// See also tensor parallelism.
fn shard() {}
'''

JS_DOC = '''/**
 * Wraps a model for FSDP.
 * ```js
 * const zero = ZeRO(model);
 * ```
 * Then use all-reduce.
 */
function wrap(model) {}
'''

PY_COMMENT_FENCE = '''# Example:
# ```
# model = LoRA(model)
# ```
# Low-rank adaptation again.
x = 1
'''


def test_code_fences_in_doc_comments_are_code() -> None:
    rust = find_regions(RUST_DOC, "rust")
    assert found(RUST_DOC, rust, "ZeRO") and found(RUST_DOC, rust, "tensor parallelism")
    # the fence spans an empty /// line: the whole example stays code
    assert not found(RUST_DOC, rust, "FSDP") and not found(RUST_DOC, rust, "LoRA")
    js = find_regions(JS_DOC, "javascript")
    assert found(JS_DOC, js, "FSDP") and found(JS_DOC, js, "all-reduce")
    assert not found(JS_DOC, js, "ZeRO")
    py = find_regions(PY_COMMENT_FENCE, "python")
    assert found(PY_COMMENT_FENCE, py, "Low-rank adaptation") and not found(PY_COMMENT_FENCE, py, "LoRA")


def test_an_unclosed_fence_in_a_comment_runs_to_the_end_of_that_comment() -> None:
    text = "// ```\n// FSDP in code\nlet x = 1;\n// FSDP in prose\n"
    regions = find_regions(text, "rust")
    assert phrases(text, regions) == ["FSDP in prose"]
