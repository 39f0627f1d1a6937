"""Applying a ``WorkspaceEdit`` as an editor does, for tests whose client is pytest-lsp's (which
answers ``workspace/applyEdit`` with nothing of its own): create files, apply text edits at UTF-16
positions, refuse an edit made for another version of an open document."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Callable

from lsprotocol import types
from pygls.uris import to_fs_path


def offset_of(text: str, position: types.Position) -> int:
    """The code-point offset of a UTF-16 position in ``text``."""
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line] if position.line < len(lines) else ""
    units = 0
    for column, char in enumerate(line):
        if units >= position.character:
            return start + column
        units += 2 if ord(char) > 0xFFFF else 1
    return start + len(line)


def apply_text_edits(text: str, edits: list[types.TextEdit]) -> str:
    spans = sorted(((offset_of(text, e.range.start), offset_of(text, e.range.end), e.new_text) for e in edits),
                   reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


class EditingClient:
    """What an editor holds: open buffers (uri -> (version, text)) and the files on disk. ``save``:
    whether edits of files that are not open are saved to disk (VS Code's ``files.refactoring.autoSave``)
    or kept in an unsaved buffer (Neovim)."""

    def __init__(self, save: bool = True, sync: "Any | None" = None, change_delay_s: float = 0.15) -> None:
        self.save = save
        self.buffers: dict[str, tuple[int, str]] = {}
        self.applied: list[types.WorkspaceEdit] = []
        # ``sync``: the language client, when the buffers an edit loads are synchronised as Neovim
        # does: didOpen with the text before the edit, didChange ``change_delay_s`` after its answer
        self.sync = sync
        self.change_delay_s = change_delay_s

    def text_of(self, uri: str) -> str:
        if uri in self.buffers:
            return self.buffers[uri][1]
        return Path(to_fs_path(uri)).read_text(encoding="utf-8")

    def apply(self, edit: types.WorkspaceEdit) -> types.ApplyWorkspaceEditResult:
        self.applied.append(edit)
        for change in edit.document_changes or []:
            if isinstance(change, types.CreateFile):
                path = Path(to_fs_path(change.uri))
                if path.exists() and not (change.options and (change.options.overwrite or change.options.ignore_if_exists)):
                    return types.ApplyWorkspaceEditResult(applied=False, failure_reason=f"{path} exists")
                path.write_text("", encoding="utf-8")
            elif isinstance(change, types.TextDocumentEdit):
                uri, version = change.text_document.uri, change.text_document.version
                if version is not None and uri in self.buffers and self.buffers[uri][0] != version:
                    return types.ApplyWorkspaceEditResult(applied=False, failure_reason="version changed")
                self._edit(uri, list(change.edits))
        for uri, edits in (edit.changes or {}).items():
            self._edit(uri, list(edits))
        return types.ApplyWorkspaceEditResult(applied=True)

    def _edit(self, uri: str, edits: list[types.TextEdit]) -> None:
        new_text = apply_text_edits(self.text_of(uri), edits)
        if uri in self.buffers:
            version = self.buffers[uri][0] + 1
            self.buffers[uri] = (version, new_text)
        elif self.save:
            Path(to_fs_path(uri)).write_text(new_text, encoding="utf-8")
        else:
            self.buffers[uri] = (1, new_text)  # loaded into a buffer, modified, not saved
            if self.sync is not None:
                self._sync_later(uri, self.text_of_disk(uri), new_text)

    def text_of_disk(self, uri: str) -> str:
        return Path(to_fs_path(uri)).read_text(encoding="utf-8")

    def _sync_later(self, uri: str, before: str, after: str) -> None:
        client = self.sync
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=uri, language_id="yaml", version=0, text=before)))

        def change() -> None:
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=1),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=after)]))

        asyncio.get_running_loop().call_later(self.change_delay_s, change)

    def handler(self) -> Callable[[types.ApplyWorkspaceEditParams], types.ApplyWorkspaceEditResult]:
        return lambda params: self.apply(params.edit)
