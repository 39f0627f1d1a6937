"""The evaluation's own machinery (tests/eval/tools): the stored translated texts, the region kinds that
the figures are split by, the abbreviation rule and the naive grep baseline. No network."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re

import pytest

from test_detection_quality import SECOND, evaluate

corpus = evaluate.corpus


def test_translated_texts_verify_offline_and_rebuild_the_committed_snippets():
    committed = [json.loads(line) for line in (SECOND / "snippets.jsonl").open(encoding="utf-8")]
    texts = corpus.SETS["second"].sources[-len(corpus.REPO_TEXTS):]
    assert texts == corpus.REPO_TEXTS
    rebuilt = corpus.build(dataclasses.replace(corpus.SETS["second"], sources=corpus.REPO_TEXTS), download_dir=None)
    names = {t.name for t in corpus.REPO_TEXTS}
    assert rebuilt == [r for r in committed if r["package"] in names]


def test_a_stored_text_that_differs_from_its_pin_is_refused():
    text = corpus.REPO_TEXTS[0]
    path, _sha, first = text.files_[0]
    tampered = dataclasses.replace(text, files_=((path, "0" * 64, first),))
    with pytest.raises(SystemExit, match="differs from the pinned"):
        tampered.files(None)


def test_consecutive_windows_keep_a_long_stretch_without_a_break_whole():
    """Two fences of a framework switch (50 lines with no paragraph break outside a fence) stay in
    one window rather than being cut line by line; elsewhere windows stay within 40 lines."""
    fence = ["```python", *(f"x{i} = {i}" for i in range(22)), "```"]
    lines = ["Intro.", "", "{#if fw === 'pt'}", "Prose.", *fence, "{:else}", "Prose.", *fence, "{/if}", "",
             *(f"Paragraph {i}.\n" for i in range(30))]
    text = "\n".join(lines) + "\n"
    windows = corpus.consecutive_windows("x.mdx", text, "markdown", 40)
    spans = [(w.start, w.end) for w in windows]
    assert spans[0][0] == 0 and spans[-1][1] == len(text.splitlines())
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:]))  # every line, once
    assert all(end - start > 1 for start, end in spans)
    switch = lines.index("{/if}")
    assert any(start <= 4 and end > switch for start, end in spans)  # the switch is not cut
    assert all(end - start <= corpus.HARD_MAX for start, end in spans)


def test_rust_go_and_typescript_are_read_in_repository_texts_only():
    """A repository's Rust, Go or TypeScript file is scored in its own language, its comments read as
    C-style; a package's such files are never drawn, so earlier sets' package windows stay as committed."""
    assert [corpus.language_of(p, True) for p in ("a.rs", "b.go", "c.ts", "d.mdx")] == [
        "rust", "go", "typescript", "markdown"]
    assert [corpus.language_of(p) for p in ("a.rs", "b.go", "c.ts", "d.mdx")] == [None] * 4
    layout = corpus.layout("let x = 1; // all-reduce here\nlet y = 2;\n/* a block\n   comment */\n", "rust")
    assert layout.prose == [True, False, True, True]


def test_a_raised_count_keeps_the_first_windows_and_their_order():
    """A package whose count was raised after labelling keeps the windows its first count chose, in
    the same order (so their ids stay), and puts the ones the raised count adds after them."""
    body = "".join(f"# shard the KV cache over GPUs with NCCL all-reduce, part {i}\nx{i} = {i}\n" + "y = 0\n" * 3
                   for i in range(120))
    files = [(f"pkg/m{k}.py", body) for k in range(4)]
    pkg = corpus.Package("p", "1", "ml", "sdist", "p.tar.gz", "0" * 64, "MIT", count=3, docs=0, other=0)
    first = corpus.select(pkg, files)
    widened = corpus.widened(dataclasses.replace(pkg, count=6, first_count=3), files, corpus.SEED)
    assert len(first) == 3 and widened[:3] == first and len(widened) == 6
    spans = sorted((w.path, w.start, w.end) for w in widened)
    assert spans == [(w.path, w.start, w.end) for w in corpus.select(dataclasses.replace(pkg, count=6), files)]


def test_a_second_excerpt_of_a_file_is_read_from_its_own_stored_name(tmp_path, monkeypatch):
    monkeypatch.setattr(corpus.corpus_sources, "SOURCES", tmp_path)
    (tmp_path / "o+r" / "d").mkdir(parents=True)
    (tmp_path / "o+r" / "d" / "f.md").write_text("first\n", encoding="utf-8")
    (tmp_path / "o+r" / "d" / "f.100-120.md").write_text("second\n", encoding="utf-8")
    sha = hashlib.sha256(b"second\n").hexdigest()
    text = corpus.RepoText("t", "o/r", "c", "MIT", "fr", False, (("d/f.md", sha, 100),), 1,
                           stored_as="d/f.100-120.md")
    assert text.files(None) == [("d/f.md", "second\n")] and text.first_line("d/f.md") == 100


def _snippet(text: str, language: str) -> dict:
    return {"id": "t", "package": "p", "version": "1", "path": "x", "start_line": 1, "language": language,
            "text": text}


def test_python_regions():
    text = ('def f(x):\n'
            '    """Shard the WORD_DOC.\n'
            '\n'
            '    >>> f(WORD_EXAMPLE)\n'
            '    """\n'
            '    y = g(WORD_CODE)  # WORD_COMMENT\n'
            '    raise ValueError("WORD_STRING")\n')
    region = evaluate.region_of(_snippet(text, "python"))
    assert region(text.index("WORD_DOC")) == "docstring"
    assert region(text.index("WORD_EXAMPLE")) == evaluate.CODE
    assert region(text.index("WORD_CODE")) == evaluate.CODE
    assert region(text.index("WORD_COMMENT")) == "code comment"
    assert region(text.index("WORD_STRING")) == evaluate.CODE


def test_python_regions_of_a_window_that_tokenize_rejects():
    text = ('            x = y  # WORD_COMMENT\n'
            '    def f(self):\n'
            '        """WORD_DOC"""\n'
            '        return "WORD_STRING"\n')
    assert corpus.python_tokens(text) is None
    region = evaluate.region_of(_snippet(text, "python"))
    assert region(text.index("WORD_COMMENT")) == "code comment"
    assert region(text.index("WORD_DOC")) == "docstring"
    assert region(text.index("WORD_STRING")) == evaluate.CODE


def test_markdown_regions():
    text = ("Some WORD_PROSE here.\n"
            "\n"
            "```bash\n"
            "run WORD_FENCE  # WORD_FENCE_COMMENT\n"
            "```\n"
            "\n"
            "    <p>WORD_HTML</p>\n")
    region = evaluate.region_of(_snippet(text, "markdown"))
    assert region(text.index("WORD_PROSE")) == "markdown"
    assert region(text.index("WORD_FENCE ")) == evaluate.CODE
    assert region(text.index("WORD_FENCE_COMMENT")) == "markdown"
    assert region(text.index("WORD_HTML")) == "markdown"


def test_a_slash_comment_in_a_fence_is_prose_and_a_url_in_code_is_not():
    """GUIDELINES.md: a `//` comment inside a fence of a known language is prose, as a `#` one is."""
    text = ("Prose.\n"
            "\n"
            "```rust\n"
            "let x = load(WORD_CODE); // WORD_COMMENT\n"
            "let url = \"https://example.org/WORD_URL\";\n"
            "```\n")
    region = evaluate.region_of(_snippet(text, "markdown"))
    assert region(text.index("WORD_CODE")) == evaluate.CODE
    assert region(text.index("WORD_COMMENT")) == "markdown"
    assert region(text.index("WORD_URL")) == evaluate.CODE


def test_an_indented_line_that_continues_a_paragraph_is_prose_and_an_indented_block_is_code():
    """CommonMark: no indented code block interrupts a paragraph (the engine reads it so too)."""
    text = ("  \u2022 Message Passing Interface\n"
            "    \u2022 WORD_CONTINUED\n"
            "    \u2022 WORD_CONTINUED_TOO\n"
            "\n"
            "    run(WORD_BLOCK)\n"
            "# Title\n"
            "    run(WORD_AFTER_HEADING)\n")
    region = evaluate.region_of(_snippet(text, "markdown"))
    assert region(text.index("WORD_CONTINUED\n")) == "markdown"
    assert region(text.index("WORD_CONTINUED_TOO")) == "markdown"
    assert region(text.index("WORD_BLOCK")) == evaluate.CODE
    assert region(text.index("WORD_AFTER_HEADING")) == evaluate.CODE


def test_abbreviations():
    forms = {c.id: c for c in evaluate.glossary_forms.concepts()}
    assert evaluate.glossary_forms.is_abbreviation("tp", forms["tensor-parallelism"])
    assert evaluate.glossary_forms.is_abbreviation("TPUs", forms["tpu"])
    assert evaluate.glossary_forms.is_abbreviation("LoRA", forms["lora"])
    assert not evaluate.glossary_forms.is_abbreviation("tensor parallel", forms["tensor-parallelism"])
    assert not evaluate.glossary_forms.is_abbreviation("float32", forms["fp32"])


def test_naive_grep_matches_every_alias_anywhere():
    text = "x = TransformerBlock(lr=1)  # Already sharded by FSDP\n"
    found = evaluate.NaiveGrep().predict(_snippet(text, "python"))
    pairs = {(m.text, m.concept) for m in found}
    assert ("Transformer", "transformer") in pairs  # the start of a longer word, in code
    assert ("shard", "sharding") in pairs
    assert ("FSDP", "fsdp") in pairs
    assert [m.start for m in found if m.concept == "learning-rate"] == [text.index("lr=")]  # not in "Already"


def test_in_file_engine_scores_a_snippet_inside_its_whole_file(tmp_path):
    """The stored translated texts need no download: each snippet is found in its file, and only
    predictions on the snippet's own lines come back, at the snippet's offsets."""
    committed = [json.loads(line) for line in (SECOND / "snippets.jsonl").open(encoding="utf-8")]
    names = {t.name for t in corpus.REPO_TEXTS}
    engine = evaluate.InFileEngine(tmp_path)
    snippets = [s for s in committed if s["package"] in names]
    assert snippets
    for snippet in snippets:
        lines = snippet["text"].count("\n")
        for m in engine.predict(snippet):
            assert 1 <= m.line <= lines
            assert snippet["text"][m.start:m.end] == m.text


def test_in_file_engine_refuses_a_window_that_is_not_in_the_file(tmp_path):
    committed = [json.loads(line) for line in (SECOND / "snippets.jsonl").open(encoding="utf-8")]
    snippet = next(s for s in committed if s["package"] in {t.name for t in corpus.REPO_TEXTS})
    with pytest.raises(SystemExit, match="differs from the snippet"):
        evaluate.InFileEngine(tmp_path).predict({**snippet, "text": "not in the file\n"})


def test_dev_sample_lists_predictions_and_likely_misses(tmp_path, capsys):
    dev_sample = evaluate._sibling("dev_sample")
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "train.py").write_text("# Wrap the model with FSDP.\n# the ranking of results\n# the rank of A\nx = 1\n")
    dev_sample.main(["predictions", str(tmp_path)])
    out = capsys.readouterr().out
    assert "1 files, 1 predictions" in out and "('FSDP', 'fsdp')" in out
    dev_sample.main(["misses", str(package)])
    # the whole word "rank" is listed once; "ranking" is not a whole word
    assert "1 ('rank', 'rank-and-world-size')" in capsys.readouterr().out


def _sealed_output(capsys) -> str:
    evaluate.main(["--set", "fourth"])
    return capsys.readouterr().out


def test_the_sealed_set_reports_aggregates_only(capsys):
    out = _sealed_output(capsys)
    fourth = [json.loads(line) for line in (evaluate.SET_DATA["fourth"] / "snippets.jsonl").open(encoding="utf-8")]
    for snippet in fourth:
        assert snippet["id"] not in out and snippet["package"] not in out and snippet["path"] not in out
        for line in snippet["text"].splitlines():
            if len(line.strip()) >= 8:
                assert line.strip() not in out
    families = {c.family for c in evaluate.glossary_forms.concepts()}
    concept_ids = {c.id for c in evaluate.glossary_forms.concepts()} - families
    words = set(re.findall(r"[\w-]+", out))
    assert not words & concept_ids
    printed_families = {line.split()[1] for line in out.splitlines() if line.startswith("family ")}
    assert printed_families and printed_families <= families
    assert {line.split()[1] for line in out.splitlines() if line.startswith("language ")} == {"en", "fr", "nl", "bn"}
    assert "overall" in out and "predictions on code" in out


@pytest.mark.parametrize("name", sorted(corpus.SEALED))
@pytest.mark.parametrize("option", ["--errors", "--concepts", "--json"])
def test_a_sealed_set_refuses_details(name, option, capsys):
    """Refused before the engine is built: this runs nothing on the sealed text."""
    with pytest.raises(SystemExit):
        evaluate.main(["--set", name, option])
    assert "sealed" in capsys.readouterr().err


def test_all_sets_leave_out_the_sealed_ones():
    assert corpus.SEALED == {"fourth", "fifth", "fifteenth", "eighteenth", "nineteenth"}
    assert evaluate.sets_for("all") == ["first", "second", "third", "sixth", "seventh", "eighth", "ninth", "tenth",
                                         "eleventh", "twelfth", "thirteenth", "fourteenth", "sixteenth",
                                         "seventeenth", "twentieth", "twentyfirst", "twentysecond",
                                         "twentythird", "twentyfourth", "twentysixth", "twentyseventh", "twentyfifth",
                                         "twentyninth", "thirtieth", "thirtyfirst", "twentyeighth", "thirtysecond",
                                         "thirtythird", "thirtysixth", "thirtyfourth", "thirtyfifth", "thirtyseventh",
                                         "thirtyeighth", "thirtyninth", "fortieth", "fortyfirst", "fortysecond", "fortythird",
                                         "fortyfourth", "fortyfifth", "fortysixth", "fortyseventh", "fortyeighth", "fortyninth", "fiftieth", "fiftyfirst", "fiftysecond", "fiftythird", "fiftyfourth", "fiftyfifth", "fiftyseventh", "fiftyeighth", "fiftyninth", "sixtieth", "sixtyfirst", "sixtysecond", "sixtythird", "sixtyfourth", "sixtyfifth", "sixtysixth", "sixtyseventh", "sixtyeighth", "sixtyninth", "seventieth"]
    assert all(evaluate.sets_for(name) == [name] for name in ("fourth", "fifth", "fifteenth", "eighteenth",
                                                                   "nineteenth"))


@pytest.mark.parametrize("name", ["fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
                                  "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                                  "eighteenth", "nineteenth", "twentieth", "twentyfirst",
                                  "twentysecond", "twentythird", "twentyfourth", "twentysixth", "twentyseventh",
                                  "twentyfifth", "twentyninth", "thirtieth", "thirtyfirst", "twentyeighth",
                                  "thirtysecond", "thirtythird", "thirtysixth", "thirtyfourth", "thirtyfifth", "thirtyseventh",
                                  "thirtyeighth", "thirtyninth", "fortieth", "fortyfirst", "fortysecond", "fortythird",
                                  "fortyfourth", "fortyfifth", "fortysixth", "fortyseventh", "fortyeighth", "fortyninth", "fiftieth", "fiftyfirst", "fiftysecond", "fiftythird", "fiftyfourth", "fiftyfifth", "fiftyseventh", "fiftyeighth", "fiftyninth", "sixtieth", "sixtyfirst", "sixtysecond", "sixtythird", "sixtyfourth", "sixtyfifth", "sixtysixth", "sixtyseventh", "sixtyeighth", "sixtyninth", "seventieth"])
def test_a_sealed_sets_translated_texts_verify_offline_and_rebuild_its_snippets(name):
    """Its stored excerpts match their pinned sha256 and cut into the committed windows (no engine:
    the set is measured only by the lead, docs/evaluation.md)."""
    sealed = corpus.SETS[name]
    texts = [src for src in sealed.sources if isinstance(src, corpus.RepoText)]
    committed = [json.loads(line) for line in sealed.out.open(encoding="utf-8")]
    rebuilt = corpus.build(dataclasses.replace(sealed, sources=texts), download_dir=None)
    names = {t.name for t in texts}
    assert rebuilt == [r for r in committed if r["package"] in names]
