"""Markdown, reStructuredText and LaTeX (notebooks: test_regions_notebook.py)."""

from __future__ import annotations

import pytest

from support.regions_helpers import check_invariants, found, phrases, region_with

from ai_glossary.core.detection.regions import find_regions

MD = """---
title: Front matter about frontmatterword
tags: [yamlword]
---

# Heading about transformers

Some *emphasised* text with `inline_code_word` and [link text](https://example.com/urlword "titleword")
and <https://autolinkword.example> and <span class="htmlattrword">html</span> words.

- list item about tokenizers
- second **item**

> block quote about attention
> continues here

| term | meaning |
|------|---------|
| RLHF | table cell about feedback |

```python
# fence comment about embeddings
fence_identifier = "fence string"
```

```
untyped fence about nothingword
```

~~~unknownlang
# unknown language fence about nothingword2
~~~

    indented code about indentedword

<!-- html comment about htmlcommentword -->

> ```js
> // quoted fence comment about logits
> quoted_identifier();
> ```

[ref]: https://refurlword.example
"""


def test_markdown_text_is_prose() -> None:
    regions = find_regions(MD, "markdown")
    check_invariants(MD, regions)
    for phrase in ("Heading about transformers", "list item about tokenizers", "second item",
                   "block quote about attention continues here", "table cell about feedback", "link text"):
        r = region_with(MD, regions, phrase)
        assert r.kind == "prose" and r.language == "markdown", phrase
    # emphasis markers are not in the pieces, so a phrase across them matches
    assert found(MD, regions, "Some emphasised text with")


def test_markdown_code_and_markup_are_not_prose() -> None:
    regions = find_regions(MD, "markdown")
    for word in ("frontmatterword", "yamlword", "inline_code_word", "urlword", "titleword", "autolinkword",
                 "htmlattrword", "fence_identifier", "fence string", "nothingword", "nothingword2",
                 "indentedword", "refurlword", "quoted_identifier", "class=", "**", "`"):
        assert not found(MD, regions, word), word


def test_a_readme_header_of_html_headings_is_prose() -> None:
    # tree-sitter-markdown opens no HTML block at <h1>..<h6> and then reads the indented line as
    # code; CommonMark lets no indented code block interrupt a paragraph
    text = ('<h1 align="center"> <p>PEFT</p></h1>\n<h3 align="center">\n    <p>State-of-the-art taglineword methods</p>\n'
            '</h3>\n\nA paragraph.\n\n    indented codeword\n')
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, "State-of-the-art taglineword methods")
    assert not found(text, regions, "codeword") and not found(text, regions, "<p>")


@pytest.mark.parametrize("text, shown, hidden", [
    # Hugging Face doc-builder: the id after a heading is not shown
    ("## Les checkpoints [[les-checkpoints]]\n", "Les checkpoints", "les-checkpoints"),
    ("## 检查点（checkpoints） [[检查点（checkpoints）]]\n\nText.\n", "检查点（checkpoints）", "[["),
    ("# Title [[title]]  \n", "Title", "title]]"),
    # a wiki link is shown, and so is a heading whose brackets are not at its end
    ("See [[anchorword]] page.\n", "anchorword", "nothing-hidden"),
    ("## The [[anchorword]] page\n", "anchorword", "nothing-hidden"),
])
def test_a_heading_anchor_id_is_not_prose(text: str, shown: str, hidden: str) -> None:
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, shown)
    assert not found(text, regions, hidden)
    assert sum(1 for r in regions for a, b in r.pieces if shown in text[a:b]) == 1


@pytest.mark.parametrize("text", [
    "See ![altword diagram](img.png) and [linkword text](page.html).\n",
    "See ![altword][ref] and [linkword text][ref].\n\n[ref]: img.png\n",
    "[![altword badge](badge.svg)](https://example.com) and [linkword text](u).\n",
    # an inline node past the parse limit is cut by patterns: the same image and link
    "See ![altword diagram](img.png) and [linkword text](page.html). " + "filler words " * 200 + "\n",
])
def test_an_images_alt_text_is_not_prose_and_a_links_text_is(text: str) -> None:
    # the evaluation guidelines' rule 7: alt text is shown only when the image is not
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert not found(text, regions, "altword")
    assert found(text, regions, "linkword text")


@pytest.mark.parametrize("text", [
    # a table of contents' anchor made from a heading with spaces and parentheses: no link to CommonMark,
    # which shows it as written, but its target is an address
    "7. [linkword langue](#Anchorword-approprié-à-la-langue-(textes multilingues))\n",
    "See [linkword guide](./docs/anchorword guide.md) for more.\n",
    "Read [linkword text](https://example.org/a page/anchorword) first.\n",
])
def test_a_link_target_with_a_space_is_not_prose(text: str) -> None:
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, "linkword")
    assert not found(text, regions, "anchorword")


def test_brackets_that_start_no_target_are_prose() -> None:
    # a closing bracket before words in parentheses, no anchor, folder or scheme after it
    text = "Le texte ] (anchorword dans le texte) reste lisible, et [linkword](pas une adresse).\n"
    regions = find_regions(text, "markdown")
    assert found(text, regions, "anchorword")
    assert found(text, regions, "pas une adresse")


@pytest.mark.parametrize("span", [
    "`FSDP`", "`LoRA`", "`` all-reduce ``", "`tensor parallelism`", "`Tokenizer`",
    "`model.fit()`", "`lora_alpha`", "`--zero-stage 3`", "`a b c d e`",
])
def test_a_markdown_code_span_is_code_even_when_it_holds_only_a_name(span: str) -> None:
    # the evaluation guidelines' rule 1: inline code is not prose, whatever it holds
    text = f"Shard with {span} here.\n"
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert not found(text, regions, span.strip("`").strip())
    assert not found(text, regions, "`")
    assert found(text, regions, "Shard with") and found(text, regions, "here.")


@pytest.mark.parametrize("text, name", [
    ('The optimizer is "AdamW" here.\n', "AdamW"),  # a name in quotation marks is prose
    ("The `Trainer` uses AdamW here.\n", "AdamW"),  # the same name outside the span
    ("在 `pipeline()` 中 Tokenizer 负责第一步。\n", "Tokenizer"),
])
def test_a_name_beside_a_code_span_is_prose(text: str, name: str) -> None:
    assert found(text, find_regions(text, "markdown"), name)


def test_markdown_fence_comments_carry_the_fence_language() -> None:
    regions = find_regions(MD, "markdown")
    r = region_with(MD, regions, "fence comment about embeddings")
    assert r.kind == "comment" and r.language == "python"
    r = region_with(MD, regions, "quoted fence comment about logits")
    assert r.kind == "comment" and r.language == "javascript"
    r = region_with(MD, regions, "html comment about htmlcommentword")
    assert r.kind == "comment" and r.language == "html"
    strings = find_regions(MD, "markdown", "strings")
    assert region_with(MD, strings, "fence string").language == "python"


def test_markdown_fence_language_aliases() -> None:
    for info in ("py", "python3", "{python}", "python title=x.py", "Python"):
        text = f"```{info}\n# aliased fence comment\n```\n"
        assert phrases(text, find_regions(text, "markdown")) == ["aliased fence comment"], info


RST = """Title about transformers
========================

A paragraph about attention with ``inline_literal_word`` and :func:`role_word` and
`Link text <https://rsturlword.example>`_ and https://bareurlword.example here.

.. comment about tokenizers

.. note::

   Note body about fine-tuning.

.. code-block:: python

   # code-block comment about embeddings
   code_block_identifier = 1

.. image:: imagepathword.png

Literal follows::

    literal_block_word = 1

>>> doctest_word = 1
"""


def test_rst_directive_content_is_prose_unless_code_math_or_data() -> None:
    text = """.. compatibility::

   Ray only supports a single log stream.

.. autoclass:: TensorParallelLayer
   :members: shard

.. versionadded:: 2.1 sharding support

.. py:function:: shard_model(model)

   Shards the model with FSDP.
"""
    regions = find_regions(text, "rst")
    assert [text[a:b] for r in regions for a, b in r.pieces] == [
        "Ray only supports a single log stream.", "2.1 sharding support", "Shards the model with FSDP."]


def test_rst_text_is_prose_code_is_not() -> None:
    regions = find_regions(RST, "rst")
    check_invariants(RST, regions)
    for phrase in ("Title about transformers", "A paragraph about attention with", "Link text",
                   "Note body about fine-tuning.", "Literal follows"):
        assert found(RST, regions, phrase), phrase
    assert region_with(RST, regions, "comment about tokenizers").kind == "comment"
    r = region_with(RST, regions, "code-block comment about embeddings")
    assert r.kind == "comment" and r.language == "python"
    for word in ("inline_literal_word", "role_word", "rsturlword", "bareurlword", "code_block_identifier",
                 "imagepathword", "literal_block_word", "doctest_word"):
        assert not found(RST, regions, word), word


TEX = r"""\documentclass{article}
\usepackage{amsmath}
\begin{document}
\section{Scaling laws for language models}
% A comment about tokenization
% that spans two lines.
We study \emph{low-rank adaptation} and cite \cite{citekeyword} in Section~\ref{refkeyword}.
Inline math $mathword^2$ stays out.

\begin{equation}
  equationword = mc^2
\end{equation}
\begin{verbatim}
verbatimword
\end{verbatim}
A final paragraph.
\end{document}
"""


def test_latex_text_and_comments_are_prose_commands_and_math_are_not() -> None:
    regions = find_regions(TEX, "latex")
    check_invariants(TEX, regions)
    assert region_with(TEX, regions, "Scaling laws for language models").kind == "prose"
    assert region_with(TEX, regions, "A comment about tokenization that spans two lines.").kind == "comment"
    assert found(TEX, regions, "We study low-rank adaptation and cite")
    assert found(TEX, regions, "A final paragraph.")
    for word in ("documentclass", "amsmath", "citekeyword", "refkeyword", "mathword", "equationword",
                 "verbatimword", "\\emph", "document"):
        assert not found(TEX, regions, word), word


def test_a_huge_inline_node_is_cut_by_patterns_not_parsed():
    from ai_glossary.core.detection.regions import markdown

    sentence = "We shard with `FSDP`, call `model.fit()`, read [ZeRO](https://x.org/zero \"t\") and <b>bold</b> *emph* snake_case &amp; $x^2$. "
    small = sentence * 3 + "\n"
    big = sentence * (markdown.INLINE_PARSE_LIMIT_BYTES // len(sentence) + 5) + "\n"
    assert len(big.encode()) > markdown.INLINE_PARSE_LIMIT_BYTES >= len(small.encode())
    for text in (small, big):
        words = " ".join(r.words(text) for r in find_regions(text, "markdown"))
        assert "ZeRO" in words and "snake_case" in words and "emph" in words
        for code in ("FSDP", "model.fit", "https://x.org", "<b>", "&amp;", "x^2", "`"):
            assert code not in words, (len(text), code)


@pytest.mark.parametrize("text", [
    # an MDX component with no blank line is one HTML block: the fence in it, indented or not
    '<Tabs>\n  <Tab title="Ollama">\n    Run it with tabword:\n    ```bash\n    # fence comment about tabcommentword\n'
    '    ollama pull fencecodeword\n    ```\n  </Tab>\n</Tabs>\n',
    '<CodeGroup>\n```bash title\n# fence comment about tabcommentword\n./server --fencecodeword\n```\n</CodeGroup>\n'
    '<Note>Run it with tabword.</Note>\n',
], ids=["tabs-indented", "codegroup"])
def test_a_fence_inside_an_mdx_component_is_code_and_its_comments_are_prose(text: str) -> None:
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, "tabword")
    assert region_with(text, regions, "fence comment about tabcommentword").language == "bash"
    assert not found(text, regions, "fencecodeword") and not found(text, regions, "```")


def test_a_string_statement_in_a_fence_inside_an_mdx_component_is_code_as_outside() -> None:
    # a fence is code wherever it stands: its Python string statements are no docstring of the page
    fence = '```python\n"""stringwordone is an example docstring"""\n# comment of commentwordone\nx = 1\n```\n'
    for text in (fence, "<Tabs>\n<Tab>\n" + fence + "</Tab>\n</Tabs>\n"):
        regions = find_regions(text, "markdown")
        check_invariants(text, regions)
        assert found(text, regions, "commentwordone") and not found(text, regions, "stringwordone"), text


def test_an_mdx_component_without_a_fence_is_read_as_html_text() -> None:
    text = '<Note>\nThe notewordone is shown.\n</Note>\n<Tip>A ~~ tilde and notewordtwo.</Tip>\n'
    regions = find_regions(text, "markdown")
    assert found(text, regions, "notewordone") and found(text, regions, "notewordtwo")


@pytest.mark.parametrize("info", ["text", "txt", "plaintext", "plain"])
def test_a_plain_text_fence_is_code_as_any_fence(info: str) -> None:
    # a diagram or an output in a ```text fence has no comments: all of it is code (the guidelines'
    # rule 1); the prose around it and a fence of a known language's comments stay prose
    text = (f"The diagram of flowwordone:\n\n```{info}\nToken -> diagramwordone\n   + diagramwordtwo\n```\n\n"
            "```python\n# comment of commentwordone\n```\n")
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, "flowwordone") and found(text, regions, "commentwordone")
    assert not found(text, regions, "diagramwordone") and not found(text, regions, "diagramwordtwo")


@pytest.mark.parametrize("line", [
    "- ``dest`` : rang du processus recevant des donnéesword.",  # French typography: a space before ":"
    "Le rapport 3 : 4 de donnéesword.",
    "Le mot\u00a0: donnéesword.",  # a no-break space before it
    "term : classifier of donnéesword\n   Its definition.",  # a real definition list's classifier
])
def test_a_colon_between_spaces_loses_no_rst_paragraph(line: str) -> None:
    """tree-sitter-rst reads " : " as a classifier anywhere and turns the rest of the document into one
    ERROR node; the paragraphs after it are prose all the same, as docutils reads them."""
    text = f"Intro of rstwordone.\n\n{line}\n\nAfter it, afterword.\n\n.. code-block:: python\n\n   x = codeword\n"
    regions = find_regions(text, "rst")
    assert all(found(text, regions, w) for w in ("rstwordone", "donnéesword", "afterword"))
    assert not found(text, regions, "codeword")


def test_a_tools_directive_in_an_html_comment_is_not_prose_and_a_note_is() -> None:
    """A docs test runner's or a linter's comment is read by the tool; a note to writers is prose."""
    text = ("Intro of introword.\n\n<!-- @test:id=quick-train-directiveword timeout=600 hidden=True -->\n\n"
            "<!-- @require:requireword -->\n\n<!-- markdownlint-disable lintword -->\n\n"
            "<!-- A note about noteword for writers -->\n\nEnd of endword.\n")
    regions = find_regions(text, "markdown")
    assert all(found(text, regions, w) for w in ("introword", "noteword", "endword"))
    assert not any(found(text, regions, w) for w in ("directiveword", "requireword", "lintword"))


def test_an_rst_code_block_of_plain_text_is_code() -> None:
    text = "Intro of rstwordone.\n\n.. code-block:: text\n\n   Token -> outputwordone\n\nAfter it.\n"
    regions = find_regions(text, "rst")
    assert found(text, regions, "rstwordone") and not found(text, regions, "outputwordone")


def test_a_plain_text_document_stays_prose() -> None:
    # only a code block inside a container is code; a .txt file is read whole
    assert found("Token -> plainwordone\n", find_regions("Token -> plainwordone\n", "plaintext"), "plainwordone")


def test_a_thematic_break_opening_a_note_is_no_front_matter() -> None:
    # "---" first and another "---" sections down: without a YAML key between them that is no front
    # matter, and the sections between are prose
    text = "---\n\n# 7. Learned breakwordone\n\n* Trainable breakwordtwo\n\n---\n\n# 8. Why breakwordthree\n"
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    for word in ("breakwordone", "breakwordtwo", "breakwordthree"):
        assert found(text, regions, word), word


@pytest.mark.parametrize("text", [
    "---\ntitle: Notes on metawordone\ntags: [metawordtwo]\n---\n\n# Heading of headwordone\n",
    "---\n# a YAML comment on metawordone\nlayout: post\n---\n\nText of headwordone.\n",
    '---\n"og:title": metawordone\n---\n\nText of headwordone.\n',
])
def test_front_matter_with_a_yaml_key_stays_out(text: str) -> None:
    regions = find_regions(text, "markdown")
    assert found(text, regions, "headwordone")
    assert not found(text, regions, "metawordone") and not found(text, regions, "metawordtwo")
