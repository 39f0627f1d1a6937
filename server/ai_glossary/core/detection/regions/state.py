"""TrackerState: what a region tracker knows of its text, which an undo goes back to."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import tree_sitter as ts

from ai_glossary.core.detection.regions.model import Edit, map_pos
from ai_glossary.core.detection.regions.region_list import RegionList
from ai_glossary.core.detection.regions.treesitter import Doc


class Reshaped(NamedTuple):
    """A window of top-level statements re-parsed on its own since the last whole parse (see
    ``python_windows``): [start, end), its own tree (None once an edit crossed start or end) and
    where start is in that tree (``lead``: the tree of an error window also holds the statements
    before it, so its offsets count from start - lead)."""

    start: int
    end: int
    tree: ts.Tree | None
    lead: int


def end_point(row: int, col: int, inserted: str) -> tuple[int, int]:
    """The (row, column) after ``inserted`` (ASCII) placed at (row, col)."""
    breaks = inserted.count("\n")
    if not breaks:
        return row, col + len(inserted)
    return row + breaks, len(inserted) - inserted.rfind("\n") - 1


@dataclasses.dataclass(slots=True)
class TrackerState:
    """The text, its regions, its tree-sitter parse (None: no tree-sitter grammar, or nothing to
    parse for yet), whether it is known to parse without errors (``valid``: the window re-parse
    needs it) and the windows re-parsed on their own since the last whole parse."""

    text: str
    regions: RegionList
    doc: Doc | None
    valid: bool
    reshaped: list[Reshaped]

    def copy(self) -> TrackerState:
        """A copy that edits of this state leave alone (edits change a tree in place)."""
        doc = self.doc
        return TrackerState(self.text, self.regions.copy(),
                            None if doc is None else dataclasses.replace(doc, tree=doc.tree.copy()), self.valid,
                            [w._replace(tree=None if w.tree is None else w.tree.copy()) for w in self.reshaped])

    def in_error_window(self, start: int, old_end: int) -> bool:
        """Whether [start, old_end) touches a window parsed on its own with an error in it: there
        an edit may change which statements the errors spoil, so none is deferred (and so none
        crosses its edge, which would drop its tree)."""
        return any(w.start <= old_end and start <= w.end and w.tree is not None and w.tree.root_node.has_error
                   for w in self.reshaped)

    def tree_at(self, at: int) -> tuple[ts.Tree, int] | None:
        """The tree that holds the statements at ``at`` and where offset 0 of it is: in a window
        re-parsed on its own, the module's tree still holds the old statements, the window's tree
        the new ones. None when ``at`` is in a window whose tree was dropped."""
        found = self.doc.tree, 0
        for w in self.reshaped:
            if w.start <= at <= w.end:
                if w.tree is None:
                    return None
                found = w.tree, w.start - w.lead
        return found

    def edit_tree(self, edit: Edit) -> None:
        """``Tree.edit`` for one edit of ASCII text (code points are bytes), the re-parse left for
        later; the windows re-parsed since the last parse move with the text."""
        text, start, old_end, new = self.text, edit.start, edit.old_end, edit.text
        row = text.count("\n", 0, start)
        col = start - (text.rfind("\n", 0, start) + 1)
        removed = text[start:old_end]
        self.doc.tree.edit(start, old_end, start + len(new), (row, col), end_point(row, col, removed),
                           end_point(row, col, new))
        if not self.reshaped:
            return
        moved = []
        for w in self.reshaped:
            tree = w.tree
            if tree is not None and w.start <= start and old_end <= w.end:  # within the window: its tree follows
                at = w.start - w.lead
                window_row = row - text.count("\n", 0, at)  # (a window starts a line: same column)
                tree.edit(start - at, old_end - at, start - at + len(new), (window_row, col),
                          end_point(window_row, col, removed), end_point(window_row, col, new))
            elif w.start < old_end and start < w.end:
                tree = None  # across its edge
            moved.append(Reshaped(map_pos(w.start, edit), map_pos(w.end, edit), tree, w.lead))
        self.reshaped = moved
