"""The text a tree-sitter parse reads through its read callback (regions/parsing.py ``_parse``)."""

import tracemalloc

from ai_glossary.core.detection.regions import parsing, treesitter
from ai_glossary.core.detection.regions.languages import spec_for

# a comment line with multi-byte characters, so that chunks end inside a character
LINE = "def f(x):  # utilise ঘন embeddings, ğ\n    return x\n"


def test_a_parse_through_the_read_callback_gives_the_tree_of_the_whole_bytes():
    grammar = spec_for("python").grammar
    src = (LINE * 400).encode()  # 24 KB: several chunks, and a last one shorter
    assert len(src) % parsing._CHUNK
    tree = parsing._parse(grammar, src)
    assert str(tree.root_node) == str(grammar.parser().parse(src).root_node)
    assert tree.root_node.end_byte == len(src)


def test_parses_keep_nothing_of_the_text_they_read():
    # py-tree-sitter 0.26.1 keeps a reference to every object the read callback returns: a new
    # slice per chunk kept the text's size again at every parse
    grammar = spec_for("python").grammar
    src = (LINE * 2000).encode()  # 120 KB
    parsing._parse(grammar, src)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(20):
            parsing._parse(grammar, src)
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < len(src), kept  # (2.4 MB with a slice per chunk)


def test_the_query_over_a_whole_text_finds_the_same_in_any_slices(monkeypatch):
    # the slices bound how long one C call holds the GIL; nodes across their edges count once
    from ai_glossary.core.detection.regions.finder import parse as parse_regions

    spec = spec_for("python")
    text = "".join(f'def f{i}(x):\n    """Doc {i} of ZeRO.\n\n    More about FSDP here.\n    """\n'
                   f"    return x  # step {i} uses LoRA\n" for i in range(1500))  # ~130 KB
    doc = parse_regions(spec, text, "prose")
    monkeypatch.setattr(treesitter, "_QUERY_SLICE", 1 << 30)
    whole = treesitter.collect(doc)
    for size in (1 << 14, 1000, 97):  # slices that end inside docstrings and comments
        monkeypatch.setattr(treesitter, "_QUERY_SLICE", size)
        assert treesitter.collect(doc) == whole, size
    assert len(whole) == 3000
