"""Every supported language: comments are found, identifiers are not, strings only in scope "strings"."""

from __future__ import annotations

import pytest

from support.region_samples import SAMPLES
from support.regions_helpers import check_invariants, found, phrases

from importlib.resources import files

from ai_glossary.core.detection.regions import find_regions, language_for, markdown
from ai_glossary.core.detection.regions.languages import LANGUAGES, grammar, spec_for

TREE_SITTER_KEYS = frozenset(spec.key for spec in LANGUAGES if spec.grammar is not None)
# every grammar, with the one Markdown uses for inline markup
GRAMMARS = {**{spec.key: spec.grammar for spec in LANGUAGES if spec.grammar is not None},
            "markdown_inline": markdown.INLINE_GRAMMAR}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_comment_found_identifier_not(language: str) -> None:
    source, comment, identifier, string = SAMPLES[language]
    regions = find_regions(source, language)
    check_invariants(source, regions)
    if comment is not None:
        assert found(source, regions, comment), phrases(source, regions)
    if identifier is not None:
        assert not found(source, regions, identifier), phrases(source, regions)
    if string is not None:
        assert not found(source, regions, string), "string literal reported in scope prose"


@pytest.mark.parametrize("language", sorted(k for k, v in SAMPLES.items() if v[3] is not None))
def test_strings_scope_finds_string_literals(language: str) -> None:
    source, comment, identifier, string = SAMPLES[language]
    regions = find_regions(source, language, "strings")
    check_invariants(source, regions)
    assert found(source, regions, string), phrases(source, regions)
    assert any(r.kind == "string" for r in regions)
    if comment is not None:
        assert found(source, regions, comment)
    if identifier is not None:
        assert not found(source, regions, identifier)


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_everywhere_covers_the_whole_text(language: str) -> None:
    source = SAMPLES[language][0]
    regions = find_regions(source, language, "everywhere")
    check_invariants(source, regions)
    assert regions[0].start == 0 and regions[-1].end == len(source)
    for a, b in zip(regions, regions[1:]):
        assert a.end == b.start
    identifier = SAMPLES[language][2]
    # (in markup languages the sample identifier is inline code, cut out of a prose region)
    if identifier is not None and language not in ("markdown", "rst", "latex"):
        code = [r for r in regions if r.kind == "code"]
        assert found(source, code, identifier)


@pytest.mark.parametrize("key", sorted(GRAMMARS))
def test_grammar_loads_and_queries_compile(key: str) -> None:
    g = GRAMMARS[key]
    import tree_sitter

    assert tree_sitter.MIN_COMPATIBLE_LANGUAGE_VERSION <= g.language.abi_version <= tree_sitter.LANGUAGE_VERSION
    assert g.query("prose").pattern_count >= 1
    assert g.query("strings").pattern_count >= 1
    # loaded once per process: the same objects come back
    assert g.language is GRAMMARS[key].language
    assert g.query("prose") is g.query("prose")


def test_every_query_file_belongs_to_one_grammar() -> None:
    shipped = sorted(f.name for f in (files("ai_glossary.core.detection.regions") / "queries").iterdir())
    assert shipped == sorted(f"{g.queries}.scm" for g in GRAMMARS.values())
    assert grammar("python") is GRAMMARS["python"] and grammar("plaintext") is None


def test_every_tree_sitter_language_has_a_sample() -> None:
    assert TREE_SITTER_KEYS <= set(SAMPLES)


@pytest.mark.parametrize(
    "language_id, expected",
    [
        ("python", "python"), ("javascriptreact", "javascript"), ("typescriptreact", "tsx"),
        ("typescript", "typescript"), ("cuda-cpp", "cuda"), ("shellscript", "bash"), ("dockerfile", "dockerfile"),
        ("makefile", "make"), ("markdown", "markdown"), ("restructuredtext", "rst"), ("latex", "latex"),
        ("plaintext", "plaintext"), ("r", "r"), ("csharp", "csharp"), ("objective-c", "objective-c"),
        ("c", "c"), ("cpp", "cpp"), ("yaml", "yaml"), ("jsonc", "json"), ("perl", "perl"),
        ("matlab", "matlab"), ("fortran", "fortran"), ("elixir", "elixir"), ("c++", "cpp"), ("py", "python"),
        ("no-such-language-id", None),
    ],
)
def test_language_for_language_id(language_id: str, expected: str | None) -> None:
    assert language_for(language_id) == expected


@pytest.mark.parametrize(
    "path, expected",
    [
        ("src/model.py", "python"), ("Dockerfile", "dockerfile"), ("docker/Dockerfile.gpu", "dockerfile"),
        ("Makefile", "make"), ("rules.mk", "make"), ("/home/u/.bashrc", "bash"), ("nb/Train.ipynb", "ipynb"),
        ("README.md", "markdown"), ("docs/index.rst", "rst"), ("paper.tex", "latex"), ("notes.txt", "plaintext"),
        ("analysis.R", "r"), ("kernel.cu", "cuda"), ("App.tsx", "tsx"), ("App.jsx", "javascript"),
        ("lib.rs", "rust"), ("main.go", "go"), ("script.pl", "perl"), ("solver.f90", "fortran"),
        ("mix.exs", "elixir"), ("file:///tmp/a%20b.py", "python"), ("archive.unknownext", None), ("", None),
        # pip's requirements files are no plain text: package pins, with "#" comments
        ("requirements.txt", "pip-requirements"), ("requirements-dev.txt", "pip-requirements"),
        ("pkg.egg-info/requires.txt", "pip-requirements"), ("constraints.txt", "pip-requirements"),
        ("requirements.md", "markdown"), ("my_requirements.txt", "plaintext"),
    ],
)
def test_language_for_path(path: str, expected: str | None) -> None:
    assert language_for(path=path) == expected


def test_language_id_wins_over_path_and_path_is_fallback() -> None:
    assert language_for("markdown", "notes.txt") == "markdown"
    assert language_for("no-such-id", "notes.py") == "python"
    assert language_for(None, None) is None


def test_unknown_language_finds_nothing_and_plaintext_everything() -> None:
    text = "# looks like a comment\nbut we never guess\n"
    assert find_regions(text, None) == []
    assert find_regions(text, "no-such-language") == []
    regions = find_regions(text, "plaintext")
    assert found(text, regions, "looks like a comment but we never guess")
    assert all(r.kind == "prose" for r in regions)


def test_plaintext_paragraphs_are_separate_regions() -> None:
    text = "first paragraph\nstill first\n\nsecond paragraph\n"
    regions = find_regions(text, "plaintext")
    assert phrases(text, regions) == ["first paragraph still first", "second paragraph"]


def test_bad_scope_is_rejected() -> None:
    with pytest.raises(ValueError, match="scope"):
        find_regions("x", "python", "somewhere")


@pytest.mark.parametrize("language", [spec.key for spec in LANGUAGES if spec.comment_only])
def test_a_comment_only_language_finds_nothing_but_comments_in_prose(language: str) -> None:
    """``LanguageSpec.comment_only``: its sample without its comment markers, parsed anyway,
    has no region in scope "prose", so not parsing a text without markers loses nothing; with
    them, the comment is found."""
    from ai_glossary.core.detection.regions import treesitter
    from ai_glossary.core.detection.regions.finder import merge, parse

    spec = spec_for(language)
    source, comment_phrase, _identifier, _string = SAMPLES[language]
    markers = {m[0] for m in spec.comments.line} | {o[0] for o, _ in spec.comments.block}
    bare = "".join(ch for ch in source if ch not in markers)
    assert not spec.may_hold_regions(bare, "prose") and spec.may_hold_regions(bare, "strings")
    assert merge(bare, treesitter.regions_of(treesitter.collect(parse(spec, bare, "prose")))) == []
    assert find_regions(bare, language) == []
    assert found(source, find_regions(source, language), comment_phrase)


def test_a_requirements_files_pins_are_no_prose_and_its_comments_are() -> None:
    from ai_glossary.core.detection.regions import find_regions

    text = "torch>=2.1\ntransformers >=\n  4.40\n# the tokenizer needs a newer release\naccelerate\n"
    regions = find_regions(text, language_for(path="requirements.txt"))
    prose = " ".join(text[a:b] for r in regions for a, b in r.pieces)
    assert "tokenizer needs a newer release" in prose
    assert "transformers" not in prose and "accelerate" not in prose and "torch" not in prose
