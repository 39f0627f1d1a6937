"""``textDocument/codeAction`` and the command that adds a term to the project glossary.

- Lint quick fixes and "expand on first use" carry their edit: a ``TextDocumentEdit`` for the
  document's version, which a client refuses to apply once the document has changed.
- "Add to the project glossary" carries a command, ``aiGlossary.addToGlossary``: when it runs, the
  server checks again that the document has not changed, that the project glossary has no errors
  and can be written, makes the edit (``core.glossary_edit``: an entry appended, the file checked
  by reading the result), asks the client to apply it (``workspace/applyEdit``: ``CreateFile`` and
  an edit for a new file, a versioned edit of an open one) and, once applied, reloads the glossary
  with the text it wrote, so that the new entry hovers at once even while the client keeps the file
  unsaved in a buffer. Each refusal is a message in the reader's language (``window/showMessage``),
  and a reason on the offered action for a client that shows disabled actions.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from ai_glossary.core.documents import OpenDocument
from ai_glossary.core.i18n import N_
from ai_glossary.core.service import Refusal, lint_fix
from ai_glossary.lsp.convert import offset_at, position_at

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.service import AddTarget, AnalysisView, GlossaryService

ADD_TO_GLOSSARY = "aiGlossary.addToGlossary"
KINDS = [types.CodeActionKind.QuickFix, types.CodeActionKind.RefactorRewrite]
MAX_TERM_CHARS = 200  # the command's term comes from the client: a term, not a document


def _edit_caps(ls: Any) -> tuple[bool, bool]:
    """Does the client take ``documentChanges`` (versioned edits), and can it create files? A client
    that lists resource operations takes them (Neovim 0.11 lists ``create`` and applies
    ``documentChanges`` without saying ``documentChanges: true``)."""
    caps = ls.client_capabilities.workspace
    edit_caps = caps.workspace_edit if caps else None
    creates = bool(edit_caps and types.ResourceOperationKind.Create in (edit_caps.resource_operations or []))
    return bool(edit_caps and edit_caps.document_changes) or creates, creates


def _versioned(ls: Any, uri: str, version: int | None, edits: list[types.TextEdit]) -> types.WorkspaceEdit:
    """``edits`` for the document's ``version``: a client does not apply them to another version."""
    if not _edit_caps(ls)[0]:
        return types.WorkspaceEdit(changes={uri: edits})
    identifier = types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version)
    return types.WorkspaceEdit(document_changes=[types.TextDocumentEdit(text_document=identifier, edits=edits)])


def _wanted(kind: str, only: list[str] | None) -> bool:
    return not only or any(kind == k or kind.startswith(k + ".") for k in only)


def lint_fixes(ls: Any, doc: OpenDocument, params: types.CodeActionParams) -> list[types.CodeAction]:
    """A quick fix for each diagnostic of the request that carries a replacement made for the
    document as it is now."""
    tr: Translator = ls.translator()
    actions = []
    for diagnostic in params.context.diagnostics:
        fix = lint_fix(diagnostic.source, diagnostic.data, doc.uri, doc.version)
        if fix is None:
            continue
        edit = _versioned(ls, doc.uri, fix.version, [types.TextEdit(range=diagnostic.range, new_text=fix.replacement)])
        actions.append(types.CodeAction(title=tr(N_("Replace with “{replacement}”"), replacement=fix.replacement),
                                        kind=types.CodeActionKind.QuickFix, diagnostics=[diagnostic],
                                        is_preferred=True, edit=edit))
    return actions


def code_actions(ls: Any, service: "GlossaryService", doc: OpenDocument, view: "AnalysisView | None",
                 params: types.CodeActionParams) -> list[types.CodeAction]:
    only = params.context.only
    actions = lint_fixes(ls, doc, params) if _wanted(types.CodeActionKind.QuickFix, only) else []
    if view is None:
        return actions
    codec = ls.workspace.position_codec
    start, end = offset_at(doc, codec, params.range.start), offset_at(doc, codec, params.range.end)
    tr: Translator = ls.translator()
    expanded = service.expansion(view, start, end) if _wanted(types.CodeActionKind.RefactorRewrite, only) else None
    if expanded is not None:
        where = types.Range(position_at(doc, codec, expanded.start), position_at(doc, codec, expanded.end))
        actions.append(types.CodeAction(
            title=tr(N_("Expand “{abbreviation}” on first use: {replacement}"),
                     abbreviation=expanded.abbreviation, replacement=expanded.replacement),
            kind=types.CodeActionKind.RefactorRewrite,
            edit=_versioned(ls, doc.uri, doc.version, [types.TextEdit(range=where, new_text=expanded.replacement)])))
    target = service.add_target(view, start, end) if _wanted(types.CodeActionKind.QuickFix, only) else None
    if target is not None:
        actions.append(_add_action(ls, doc, target, tr))
    return actions


def _add_action(ls: Any, doc: OpenDocument, target: "AddTarget", tr: "Translator") -> types.CodeAction:
    title = tr(N_("Add “{term}” to the project glossary"), term=target.term)
    argument = {"uri": doc.uri, "version": doc.version, "term": target.term}
    action = types.CodeAction(title=title, kind=types.CodeActionKind.QuickFix,
                              command=types.Command(title=title, command=ADD_TO_GLOSSARY, arguments=[argument]))
    _path, reason = _glossary_file(ls, doc.uri, tr)
    caps = ls.client_capabilities.text_document
    shows_disabled = bool(caps and caps.code_action and caps.code_action.disabled_support)
    if reason is not None and shows_disabled:  # else offered: running it tells the reason
        action.disabled = types.CodeActionDisabled(reason=reason)
    return action


def _glossary_file(ls: Any, uri: str, tr: "Translator") -> tuple[Path | None, str | None]:
    """The project glossary that would receive the entry for the document ``uri``, or why none
    can: no workspace folder, an untrusted workspace, a read-only file, errors in the file."""
    files = ls.glossary_files
    roots = files.workspace_roots()
    path = to_fs_path(uri) if uri.startswith("file:") else None
    inside = [r for r in roots if path and os.path.abspath(path).startswith(os.path.join(os.path.abspath(r), ""))]
    root = max(inside, key=len) if inside else (roots[0] if roots and path is None else None)
    if root is None:
        return None, tr(N_("AI Glossary: the document is not in a workspace folder, where the project glossary lives"))
    if not ls.options.trusted_workspace:
        return None, tr(N_("AI Glossary: project glossaries are not used in an untrusted workspace"))
    glossary = files.project_file(root)
    exists = os.path.lexists(glossary)
    if not _writable(glossary if exists else glossary.parent):
        return glossary, tr(N_("AI Glossary: {file} is read-only: the entry cannot be added"), file=str(glossary))
    errors = files.errors_in(glossary)
    if errors:
        return glossary, tr(N_("AI Glossary: {file} has errors; fix them before adding to it ({where}: {problem})"),
                            file=glossary.name, where=f"{errors[0].line}:{errors[0].column}",
                            problem=errors[0].localized(tr))
    return glossary, None


def _writable(path: Path) -> bool:
    """May the person write ``path``? Not when the system says no, nor when no one has the write
    permission (a file marked read-only, which an administrator's account could still write)."""
    try:
        return os.access(path, os.W_OK) and bool(path.stat().st_mode & 0o222)
    except OSError:
        return False


def _refuse(ls: Any, message: str) -> dict:
    ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=message))
    return {"applied": False, "message": message}


def _read(path: Path) -> str | None:
    """The file's text, None when it does not exist (other failures raise OSError)."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None


async def add_to_glossary(ls, *args: Any) -> dict:
    """Run "Add to the project glossary": ``{"uri", "version", "term"}`` from the action.
    Answers ``{"applied": true, "id", "path"}`` or ``{"applied": false, "message"}``."""
    arg = args[0] if args and isinstance(args[0], dict) else {}
    uri, version, term = arg.get("uri"), arg.get("version"), arg.get("term")
    tr: Translator = ls.translator()
    if not isinstance(uri, str) or not isinstance(term, str) or not term.strip() or len(term) > MAX_TERM_CHARS:
        return _refuse(ls, tr(N_("AI Glossary: this action's arguments are not valid")))
    doc = ls.documents.get(uri)
    if doc is None or doc.version != version:
        return _refuse(ls, tr(N_("AI Glossary: the document has changed since this action was offered; "
                                 "ask for the actions again")))
    path, reason = _glossary_file(ls, uri, tr)
    if reason is not None or path is None:
        return _refuse(ls, reason or "")
    glossary_uri = from_fs_path(str(path)) or path.as_uri()
    open_glossary = ls.documents.get(glossary_uri)
    loop = asyncio.get_running_loop()
    try:
        text = open_glossary.text if open_glossary is not None else await loop.run_in_executor(None, _read, path)
    except (OSError, UnicodeDecodeError) as exc:
        return _refuse(ls, tr(N_("AI Glossary: {file} cannot be read: {reason}"), file=str(path), reason=str(exc)))
    service = await ls.service()
    edit, entry_id = await loop.run_in_executor(None, service.entry_edit, text, str(path), term)
    if isinstance(edit, Refusal):
        return _refuse(ls, tr(N_("AI Glossary: “{term}” was not added to {file}: {reason}"),
                              term=term, file=path.name, reason=edit.reason.render(tr)))
    workspace_edit = _workspace_edit(ls, glossary_uri, text, open_glossary, edit)
    if workspace_edit is None:
        return _refuse(ls, tr(N_("AI Glossary: your editor cannot create files for the server; create an empty "
                                 "{file} and run the action again"), file=path.name))
    title = tr(N_("Add “{term}” to the project glossary"), term=term)
    result = await ls.workspace_apply_edit_async(types.ApplyWorkspaceEditParams(edit=workspace_edit, label=title))
    if not result.applied:
        return _refuse(ls, tr(N_("AI Glossary: the editor did not add the entry to {file}: {reason}"),
                              file=path.name, reason=result.failure_reason or "?"))
    ls.glossary_files.written(path, edit.applied_to(text or ""))
    await ls.reload_glossaries()
    return {"applied": True, "id": entry_id, "path": str(path)}


def _workspace_edit(ls: Any, uri: str, text: str | None, open_glossary: OpenDocument | None,
                    edit: Any) -> types.WorkspaceEdit | None:
    """The client's edit: a ``CreateFile`` and the new text for a file that does not exist (None
    when the client cannot create files), else the entry inserted, for the open buffer's version."""
    if text is None:
        if not _edit_caps(ls)[1]:
            return None
        insert = types.TextEdit(range=types.Range(types.Position(0, 0), types.Position(0, 0)), new_text=edit.new_text)
        return types.WorkspaceEdit(document_changes=[
            types.CreateFile(uri=uri, options=types.CreateFileOptions(overwrite=False, ignore_if_exists=False)),
            types.TextDocumentEdit(text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=None),
                                   edits=[insert])])
    as_doc = open_glossary or OpenDocument(uri, text, None)
    codec = ls.workspace.position_codec
    change = types.TextEdit(range=types.Range(position_at(as_doc, codec, edit.start), position_at(as_doc, codec, edit.end)),
                            new_text=edit.new_text)
    return _versioned(ls, uri, open_glossary.version if open_glossary is not None else None, [change])


COMMANDS = {ADD_TO_GLOSSARY: add_to_glossary}
