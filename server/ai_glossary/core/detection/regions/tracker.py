"""RegionTracker: the regions of one open document, kept up to date across edits.

tree-sitter languages update incrementally: ``Tree.edit`` + incremental re-parse, then only a
window around the edits and the parser's changed ranges is queried again (``window.grow_window``).
Typing that cannot move a comment or a string skips the re-parse (``deferred.classify``), and in
Python a structural edit re-parses only the top-level statements around it when that gives the
same regions (``python_windows``), also when the edit leaves a syntax error that stays among them.
Regions after the edit are shifted lazily (``region_list.RegionList``). Other languages (Pygments,
plain text, notebooks) and grammars whose incremental re-parse is unreliable
(``LanguageSpec.incremental``) re-run fully and compare the old and new lists to report what
changed.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

from ai_glossary.core.detection.cancel import NEVER, CancelToken
from ai_glossary.core.detection.regions.deferred import Deferred, classify
from ai_glossary.core.detection.regions.finder import base_regions, base_scope, check_scope, fill_code, merge, parse
from ai_glossary.core.detection.regions.languages import spec_for
from ai_glossary.core.detection.regions.model import Edit, Region, Span, apply_edits, map_pos, shifted
from ai_glossary.core.detection.regions.offsets import OffsetMap, encode
from ai_glossary.core.detection.regions.python_windows import WINDOW_MAX, Windows, apply_window
from ai_glossary.core.detection.regions.region_list import RegionList
from ai_glossary.core.detection.regions.state import TrackerState
from ai_glossary.core.detection.regions.parsing import reparse
from ai_glossary.core.detection.regions.treesitter import Doc, collect, regions_of
from ai_glossary.core.detection.regions.window import grow_window


def _union(a: Span | None, b: Span) -> Span:
    return b if a is None else (min(a[0], b[0]), max(a[1], b[1]))


def _point(text: str, omap: OffsetMap, cp: int, byte: int) -> tuple[int, int]:
    row = text.count("\n", 0, cp)
    line_start = text.rfind("\n", 0, cp) + 1
    return row, byte - omap.byte(line_start)


def _moved(span: Span | None, edit: Edit) -> Span:
    """``span`` (None: none yet) moved by ``edit``, grown to what the edit inserted."""
    if span is not None:
        span = (map_pos(span[0], edit), map_pos(span[1], edit))
    return _union(span, (edit.start, edit.start + len(edit.text)))


class RegionTracker:
    """Regions of one open document, kept up to date across edits, reusing what did not change."""

    def __init__(self, text: str, language: str | None, scope: str = "prose",
                 on_parse: Callable[[Doc], None] | None = None, cancel: CancelToken = NEVER) -> None:
        """``on_parse``: see ``replace``; ``cancel``: the parse stops (``Cancelled``) once it is
        cancelled."""
        self.language = language
        self.scope = check_scope(scope)
        self._scope = base_scope(scope)
        self._spec = spec_for(language)
        self._windows = Windows()
        self.replace(text, on_parse, cancel)

    # -- state -------------------------------------------------------------------------------
    def replace(self, text: str, on_parse: Callable[[Doc], None] | None = None,
                cancel: CancelToken = NEVER) -> None:
        """Full-text change (full sync). ``on_parse``: called with the tree-sitter parse of
        ``text`` (if it has one), a copy, before the regions are collected from it
        (``regions_around``). ``cancel``: the parse stops (``Cancelled``) once it is cancelled,
        the tracker as it was."""
        doc = None
        if self.language is None:
            regs: list[Region] = []
        elif self._spec is not None and self._spec.grammar is not None:
            if self._spec.may_hold_regions(text, self._scope):
                doc = parse(self._spec, text, self._scope, cancel)
                if on_parse is not None:  # a tree of its own: another thread may read it (not thread-safe)
                    on_parse(dataclasses.replace(doc, tree=doc.tree.copy()))
                regs = merge(text, regions_of(collect(doc)))
            else:  # nothing to parse for (LanguageSpec.comment_only): no tree until an edit brings a marker
                regs = []
        else:
            regs = base_regions(text, self.language, self._scope, cancel=cancel)
        self._state = self._parsed(text, RegionList(regs), doc)

    def _parsed(self, text: str, regions: RegionList, doc: Doc | None) -> TrackerState:
        """The state after a whole-text parse: known to parse without errors or not, no window
        re-parsed on its own since."""
        self._windows.forget()
        self._filled: list[Region] | None = None
        return TrackerState(text, regions, doc, doc is not None and not doc.tree.root_node.has_error, [])

    @property
    def text(self) -> str:
        return self._state.text

    @property
    def regions(self) -> list[Region]:
        """Current regions, sorted by start (scope "everywhere": with the code gaps filled)."""
        regions = self._state.regions.materialized()
        if self.scope != "everywhere" or self.language is None:
            return regions
        if self._filled is None:
            self._filled = fill_code(self.text, regions, self.language)
        return self._filled

    def regions_in(self, start: int, end: int) -> list[Region]:
        """Regions overlapping [start, end) (or containing ``start`` when empty) without
        materialising the whole list: what a matcher re-reads after ``update``."""
        if self.scope == "everywhere":
            return [r for r in self.regions if r.start < max(end, start + 1) and r.end > start]
        regions = self._state.regions
        i, j = regions.overlap(start, max(end, start + 1))
        return [regions.region(x) for x in range(i, j)]

    def __len__(self) -> int:
        """Number of regions (scope "everywhere": without the code gaps)."""
        return len(self._state.regions)

    def region(self, i: int) -> Region:
        """The ``i``-th region at its current offsets, without materialising the whole list."""
        return self._state.regions.region(i)

    # -- undo --------------------------------------------------------------------------------
    def checkpoint(self) -> TrackerState:
        """The state now, for ``restore`` when edits bring the text back to ``checkpoint().text``
        (an undo, a character typed and deleted): a parse of the same text finds the same regions."""
        return self._state.copy()

    def restore(self, checkpoint: TrackerState) -> TrackerState:
        """Back to a ``checkpoint`` (used once: its lists and trees are taken over); returns the
        state left, as a checkpoint (taken over too: nothing is copied, nor freed now)."""
        left, self._state = self._state, checkpoint
        self._filled = None
        self._windows.forget()
        return left

    # -- updates -----------------------------------------------------------------------------
    def update(self, edits: list[Edit], new_text: str | None = None, cancel: CancelToken = NEVER) -> Span:
        """Apply ``edits`` in order, each ``(start, old_end, new_text)`` in code points of the text
        as it is just before that edit. Returns the span of the new text outside of which every
        region is unchanged apart from being shifted.

        ``new_text`` is the text after the edits when the caller has built it already (an open
        document has), so that it is not built again here; only its length is checked.

        ``cancel``: a parse stops (``Cancelled``) once it is cancelled; the tracker is then left
        part way (the caller goes back to a ``checkpoint``), except after an edit that ``defers``
        or re-parses only a window (``window_size``): those parse before they change anything.
        """
        edits = [Edit(*e) for e in edits]
        if not edits:
            return (0, 0)
        length = len(self.text)
        for edit in edits:  # validate against the evolving length
            if not (0 <= edit.start <= edit.old_end <= length):
                raise ValueError(f"edit ({edit.start}, {edit.old_end}) out of range for a text of {length} characters")
            length += edit.delta
        if new_text is None:
            new_text = apply_edits(self.text, edits)
        elif len(new_text) != length:
            raise ValueError(f"the edits make a text of {length} characters, not {len(new_text)}")
        self._filled = None
        if self._state.doc is None or not self._spec.incremental:
            return self._update_full(edits, new_text, cancel)
        if len(edits) == 1:
            edit = edits[0]
            deferred = classify(self._state, self._spec, self.scope, edit)
            if deferred is not None:
                return self._update_deferred(edit, new_text, deferred)
            window = self._windows.find(self._state, self._spec, self.scope, edit, cancel=cancel)
            if window is not None:
                return apply_window(self._state, edit, new_text, window)
        return self._update_incremental(edits, new_text, cancel)

    def defers(self, s: int, oe: int, new: str) -> bool:
        """Whether ``update`` with this one edit would skip the re-parse (and so cost little)."""
        if self._state.doc is None or not self._spec.incremental:
            return False
        return classify(self._state, self._spec, self.scope, Edit(s, oe, new)) is not None

    @property
    def windows(self) -> bool:
        """Whether an edit may re-parse only the statements around it (``python_windows``)."""
        return self._state.doc is not None and self._spec.incremental and self._spec.top_level_windows

    def window_size(self, s: int, oe: int, new: str, at_most: int = WINDOW_MAX) -> int | None:
        """The characters ``update`` with this one edit would parse when it re-parses only the
        top-level statements around it (``python_windows``), when that is at most ``at_most``;
        else None (a larger window is not parsed here to find out)."""
        if self._state.doc is None or not self._spec.incremental:
            return None
        edit = Edit(s, oe, new)
        window = self._windows.find(self._state, self._spec, self.scope, edit, at_most)
        return None if window is None else window.end - window.start + edit.delta

    def _update_deferred(self, edit: Edit, new_text: str, deferred: Deferred) -> Span:
        state = self._state
        state.edit_tree(edit)  # ASCII (checked by classify)
        if not deferred.keeps_valid:
            state.valid = False
        state.text = new_text
        state.regions.splice(deferred.first, deferred.last, deferred.regions, edit.delta)
        return deferred.span

    def _update_full(self, edits: list[Edit], text: str, cancel: CancelToken) -> Span:
        """Every region found again, compared with the old ones for the span that changed."""
        old = list(self.regions)
        old_len = length = len(self.text)
        lo = length
        suffix = length  # characters at the end untouched by every edit
        dirty: Span | None = None
        for edit in edits:
            lo = min(lo, edit.start)
            suffix = min(suffix, length - edit.old_end)
            dirty = _moved(dirty, edit)
            length += edit.delta
        self.replace(text, cancel=cancel)
        new = self.regions
        delta = len(text) - old_len
        n = min(len(old), len(new))
        i = 0
        while i < n and old[i] == new[i] and old[i].end <= lo:
            i += 1
        k = 0
        keep = old_len - suffix
        while k < n - i and old[-1 - k].start >= keep and shifted(old[-1 - k], delta) == new[-1 - k]:
            k += 1
        start, end = dirty
        for r in new[i:len(new) - k]:
            start, end = min(start, r.start), max(end, r.end)
        for r in old[i:len(old) - k]:
            start = min(start, r.start)
            end = max(end, r.end + delta if r.end >= keep else min(r.end, len(text)))
        return max(0, start), min(len(text), max(start, end))

    def _edit_whole_tree(self, edits: list[Edit], new_text: str) -> Span:
        """``Tree.edit`` for each edit (any text), the regions they touch dropped and those after
        them moved; the span of the edits and the regions they touched."""
        state = self._state
        doc, tree, text = state.doc, state.doc.tree, state.text
        regions = state.regions
        dirty: Span | None = None
        last = len(edits) - 1
        for n, edit in enumerate(edits):
            start, old_end, new = edit
            omap = doc.omap if text is doc.text else OffsetMap(text)
            new_bytes = len(encode(new))
            start_byte, old_end_byte = omap.byte(start), omap.byte(old_end)
            start_point = _point(text, omap, start, start_byte)
            if old_end == start:
                old_end_point = start_point
            else:
                row = start_point[0] + text.count("\n", start, old_end)
                old_end_point = (row, old_end_byte - omap.byte(text.rfind("\n", 0, old_end) + 1))
            breaks = new.count("\n")
            if breaks:
                new_end_point = (start_point[0] + breaks, len(encode(new[new.rfind("\n") + 1:])))
            else:
                new_end_point = (start_point[0], start_point[1] + new_bytes)
            tree.edit(start_byte, old_end_byte, start_byte + new_bytes, start_point, old_end_point, new_end_point)
            dirty = _moved(dirty, edit)
            i, j = regions.overlap(start, max(old_end, start + 1))
            if i < j:
                dirty = _union(dirty, (min(start, regions.start(i)), max(old_end, regions.end(j - 1)) + edit.delta))
            regions.splice(i, j, [], edit.delta)
            # the text between two edits: the next one's row and column are counted in it
            text = new_text if n == last else apply_edits(text, [edit])
        state.text = text
        return dirty

    def _update_incremental(self, edits: list[Edit], new_text: str, cancel: CancelToken) -> Span:
        """``Tree.edit``, the incremental re-parse, and the regions of the window around the edits
        and the changed ranges found again."""
        old_tree = self._state.doc.tree
        edited = dirty = self._edit_whole_tree(edits, new_text)  # the edits and the regions they touched
        text = self._state.text
        # From a tree with errors, tree-sitter's incremental re-parse may recover differently than
        # a parse of the new text does (it reuses the old recovery's nodes): parse afresh then.
        new_doc = reparse(self._state.doc, text, incremental=not old_tree.root_node.has_error, cancel=cancel)
        omap = new_doc.omap
        for r in old_tree.changed_ranges(new_doc.tree):
            dirty = _union(dirty, (omap.cp(r.start_byte), omap.cp(r.end_byte)))
        state = self._state = self._parsed(text, self._state.regions, new_doc)
        regions = state.regions
        a, b = max(0, dirty[0]), min(len(text), dirty[1])
        a, b, units = grow_window(new_doc, a, b, regions.spans, cancel=cancel)
        fresh = merge(text, regions_of(units))
        i, j = regions.overlap(a, max(b, a + 1))
        old = [regions.region(x) for x in range(i, j)]
        regions.splice(i, j, fresh, 0)
        if self.scope == "everywhere":
            n = i + len(fresh)
            return (regions.end(i - 1) if i > 0 else 0), (regions.start(n) if n < len(regions) else len(text))
        # report only what changed: the window's regions that equal the old ones (shifted) at its
        # ends need no matching again (opening a docstring re-parses the rest of the file, and its
        # regions mostly stay)
        p = 0
        while p < min(len(old), len(fresh)) and old[p] == fresh[p] and fresh[p].end < edited[0]:
            p += 1
        q = 0
        while q < min(len(old), len(fresh)) - p and old[-1 - q] == fresh[-1 - q] and fresh[-1 - q].start > edited[1]:
            q += 1
        span = edited
        for r in fresh[p:len(fresh) - q] + old[p:len(old) - q]:
            span = _union(span, (r.start, r.end))
        return max(a, span[0]), min(b, span[1])
