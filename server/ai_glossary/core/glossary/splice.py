"""Reading again only the concepts an edit fell in: where the concepts of a file's last reading
were written (:class:`FileLayout`), and the small YAML text that reads the edited ones at their own
lines and columns (:class:`Splice`).

Composing the YAML of a 10,000-concept file takes a quarter of a second, though an edit changes
one concept. When the file is a plain ``concepts:`` block list at the end of the top-level
mapping, an edit that stays between the line of one item's ``-`` and the line of the next can only
change that item: the parser reaches the item in the same state (the text before it is the same,
and it starts with the same ``-`` at the same column), and leaves it in the same state when the
item's text, read on its own after the same top-level keys, is whole items of the list and nothing
else. The same holds for a run of items (an edit across two; whole items deleted, when a
neighbour is read again). The splice text is that: the lines before the first item, as many empty
lines as the items before the edited ones took, then their text, so every position read in it is
the position in the file. Anything else (an edit before the first item, a text that read on its
own is not whole items, a YAML problem anywhere) is read in full, so the result is always the full
reading's.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from yaml import Mark
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ai_glossary.core.glossary.yaml_nodes import SEQ_TAG, STR_TAG

# a concept's YAML text and the column it starts at: its key in the cache of concepts
ConceptSource = tuple[str, int]

_BLOCK = 1 << 16  # characters compared at a time when looking for the first difference
# a line that starts or ends a YAML document (or is a directive) ends the list whatever it follows
_DOCUMENT_LINE = re.compile(r"^(?:---|\.\.\.|%)", re.MULTILINE)
_OTHER_BREAKS = ("\x85", "\u2028", "\u2029")  # line breaks for YAML besides \n and \r


@dataclass(frozen=True)
class FileLayout:
    """Where the concepts of one reading of a file were written."""

    text: str
    root_pairs: int  # keys of the top-level mapping, ``concepts`` the last
    indent: str  # what comes before the ``-`` of every item on its line
    starts: list[int]  # offset of the line of each item's ``-``
    lines: list[int]  # 0-based line of each item
    sources: list[ConceptSource]
    unkept: frozenset[int]  # items not in the cache (read with a problem): read again whenever

    def splice(self, text: str) -> "Splice | None":
        """How to read ``text`` (this file's text, edited) by reading again the items the edit
        fell in, if it changed nothing before the first item."""
        old, starts, n = self.text, self.starts, len(self.starts)
        prefix = _common_prefix(old, text)
        suffix = _common_suffix(old, text, min(len(old), len(text)) - prefix)
        # the edit changed old[prefix:len(old) - suffix]: items first..last hold it
        first = bisect.bisect_right(starts, prefix) - 1
        if first < 0:
            return None
        last = max(first, bisect.bisect_left(starts, len(old) - suffix) - 1)
        shift = len(text) - len(old)

        def end(i: int) -> int:
            return starts[i + 1] if i + 1 < n else len(old)

        if end(last) + shift == starts[first]:  # whole items deleted: read a neighbour again
            if last + 1 < n:
                last += 1
            elif first > 0:
                first -= 1
            else:
                return None
        if self.unkept - set(range(first, last + 1)):
            return None
        chunk, old_chunk = text[starts[first]:end(last) + shift], old[starts[first]:end(last)]
        if (not chunk.startswith(self.indent + "- ") or (last + 1 < n and chunk[-1:] not in ("\n", "\r"))
                or "&" in chunk or _DOCUMENT_LINE.search(chunk)
                or any(b in chunk or b in old_chunk for b in _OTHER_BREAKS)):
            return None
        head = old[:starts[0]] + "\n" * (self.lines[first] - self.lines[0])
        line_shift = _breaks(chunk) - _breaks(old_chunk)
        return Splice(self, first, last - first + 1, head + chunk, len(head) - starts[first], shift, line_shift)


@dataclass(frozen=True)
class Splice:
    """The text that reads items ``index`` to ``index + replaced - 1`` of ``layout`` again as
    edited (see the module's doc)."""

    layout: FileLayout
    index: int
    replaced: int
    text: str
    offset: int  # an offset in ``text`` past the lines before the first item, less this, is one in the file
    char_shift: int  # how far the items after the edited one moved
    line_shift: int

    def fill(self, root: Node | None) -> dict[int, ConceptSource] | None:
        """Put the items of the file in the ``concepts`` list of the splice text's tree: the items
        read again, and a placeholder at the line it has now for every other one. The source of
        every item, or None if the text read on its own is not whole items of the list (then read
        the file in full)."""
        layout = self.layout
        if not (isinstance(root, MappingNode) and len(root.value) == layout.root_pairs
                and _is_concepts_key(root.value[-1][0])):
            return None
        concepts = root.value[-1][1]
        if not (isinstance(concepts, SequenceNode) and concepts.tag == SEQ_TAG and not concepts.flow_style and concepts.value
                and all(isinstance(n, MappingNode) for n in concepts.value)
                and concepts.start_mark.column == len(layout.indent)):
            return None
        k, after_k = self.index, self.index + self.replaced  # the first item after the ones read again
        fresh = concepts.value
        sources: dict[int, ConceptSource] = {}
        placeholders: list[Node] = []
        for i in range(k):
            placeholders.append(_placeholder(layout.lines[i], layout.sources[i][1]))
            sources[i] = layout.sources[i]
        for j, node in enumerate(fresh):
            sources[k + j] = (self.text[node.start_mark.index:node.end_mark.index], node.start_mark.column)
        if after_k < len(layout.starts):
            # in the file, the last item read again ends at the next item's "-", not at the end
            if fresh[-1].end_mark.index != len(self.text):
                return None
            text, column = sources[k + len(fresh) - 1]
            sources[k + len(fresh) - 1] = (text + layout.indent, column)
        after: list[Node] = []
        for i in range(after_k, len(layout.starts)):
            after.append(_placeholder(layout.lines[i] + self.line_shift, layout.sources[i][1]))
            sources[i - after_k + k + len(fresh)] = layout.sources[i]
        concepts.value = placeholders + fresh + after
        return sources

    def layout_after(self, text: str, fresh: list[Node], sources: list[ConceptSource],
                     unkept: frozenset[int]) -> FileLayout | None:
        """The layout of ``text`` (the edited file, whose items have ``sources``), from this one
        and the items read again."""
        layout, k, after_k = self.layout, self.index, self.index + self.replaced
        starts, lines = layout.starts[:k], layout.lines[:k]
        for node in fresh:
            start = _item_line_start(self.text, node, layout.indent)
            if start is None:
                return None
            starts.append(start - self.offset)
            lines.append(node.start_mark.line)
        starts += [s + self.char_shift for s in layout.starts[after_k:]]
        lines += [n + self.line_shift for n in layout.lines[after_k:]]
        return FileLayout(text, layout.root_pairs, layout.indent, starts, lines, sources, unkept)


def layout_of(text: str, root: Node | None, concepts: Node | None, sources: list[ConceptSource],
              unkept: frozenset[int]) -> FileLayout | None:
    """The layout of a file read in full, or None when an edit of it cannot be spliced: its
    concepts are not a block list, the last of the top-level keys, each item starting on the line
    of its ``-``."""
    if not (isinstance(root, MappingNode) and not root.flow_style and root.value
            and isinstance(concepts, SequenceNode) and root.value[-1][1] is concepts
            and _is_concepts_key(root.value[-1][0])
            and concepts.tag == SEQ_TAG and not concepts.flow_style and concepts.value
            and all(isinstance(n, MappingNode) for n in concepts.value)) or "&" in text:
        return None
    indent = " " * concepts.start_mark.column
    starts, lines = [], []
    for node in concepts.value:
        start = _item_line_start(text, node, indent)
        if start is None:
            return None
        starts.append(start)
        lines.append(node.start_mark.line)
    return FileLayout(text, len(root.value), indent, starts, lines, sources, unkept)


def _item_line_start(text: str, node: Node, indent: str) -> int | None:
    """Where the line of an item starts, if it is ``indent``, ``-`` and blanks up to the item."""
    mark = node.start_mark
    start = mark.index - mark.column
    head = text[start:mark.index]
    if not (head.startswith(indent + "- ") and not head[len(indent) + 1:].strip(" ")):
        return None
    return start


def _is_concepts_key(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == STR_TAG and node.value == "concepts"


def _placeholder(line: int, column: int) -> ScalarNode:
    """A node that stands for an item read before: only its position is read."""
    mark = Mark("", -1, line, column, None, None)
    return ScalarNode(STR_TAG, "", mark, mark)


def _breaks(text: str) -> int:
    return text.count("\n") + text.count("\r") - text.count("\r\n")


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i:i + _BLOCK] == b[i:i + _BLOCK]:
        i += _BLOCK
    if i >= n:
        return n
    lo, hi = i, min(i + _BLOCK, n)  # the first difference is in [lo, hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid
    return lo if a[lo] != b[lo] else hi


def _common_suffix(a: str, b: str, limit: int) -> int:
    """How many characters ``a`` and ``b`` end with in common, at most ``limit``."""
    la, lb = len(a), len(b)
    i = 0
    while i < limit:
        step = min(_BLOCK, limit - i)
        if a[la - i - step:la - i] != b[lb - i - step:lb - i]:
            break
        i += step
    else:
        return limit
    lo, hi = i, i + step  # the common suffix is at least lo and less than hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if a[la - mid:la - lo] == b[lb - mid:lb - lo]:
            lo = mid
        else:
            hi = mid
    return lo
