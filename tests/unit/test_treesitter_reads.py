"""The text a tree-sitter parse reads through its read callback (regions/treesitter.py ``_parse``)."""

import tracemalloc

from ai_glossary.core.detection.regions import treesitter
from ai_glossary.core.detection.regions.languages import spec_for

# a comment line with multi-byte characters, so that chunks end inside a character
LINE = "def f(x):  # utilise ঘন embeddings, ğ\n    return x\n"


def test_a_parse_through_the_read_callback_gives_the_tree_of_the_whole_bytes():
    grammar = spec_for("python").grammar
    src = (LINE * 400).encode()  # 24 KB: several chunks, and a last one shorter
    assert len(src) % treesitter._CHUNK
    tree = treesitter._parse(grammar, src)
    assert str(tree.root_node) == str(grammar.parser().parse(src).root_node)
    assert tree.root_node.end_byte == len(src)


def test_parses_keep_nothing_of_the_text_they_read():
    # py-tree-sitter 0.26.1 keeps a reference to every object the read callback returns: a new
    # slice per chunk kept the text's size again at every parse
    grammar = spec_for("python").grammar
    src = (LINE * 2000).encode()  # 120 KB
    treesitter._parse(grammar, src)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(20):
            treesitter._parse(grammar, src)
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < len(src), kept  # (2.4 MB with a slice per chunk)
