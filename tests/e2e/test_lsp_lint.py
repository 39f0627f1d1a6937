"""The terminology lint as diagnostics: published for open documents when ``aiGlossary.lint`` is
on, with the contract the quick fix reads (source, code, data); none when it is off, none in code
or fences; in the reader's language; cleared on close and when the lint is turned off."""

import pytest
from lsprotocol import types

from support.lsp_session import CLIENTS, start
from support.waiting import until_notified, wait_until

README = """\
# Notes

We train with Pytorch and Deepspeed.

```python
import torch  # Pytorch in a fence
```

Inline `Pytorch` is code.
"""
TRAIN_PY = "import torch\n\n# Wrap with Pytorch.\nPytorch = torch  # Pytorch\n"
ON = {"lint": {"enable": True}}


async def diagnostics(client, uri, condition=bool):
    """The diagnostics of ``uri`` once ``condition`` holds of them (or the last ones, at the timeout)."""
    await until_notified(client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, lambda: condition(client.diagnostics.get(uri)))
    return client.diagnostics.get(uri)


def where(diagnostic):
    r = diagnostic.range
    return (r.start.line, r.start.character, r.end.line, r.end.character)


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_diagnostics_of_an_open_document_when_the_lint_is_on(raw_client, tmp_path, client_name):
    session = await start(raw_client, client_name, tmp_path, config=ON)
    uri, _ = session.open("README.md", "markdown", README)
    found = await diagnostics(raw_client, uri)
    assert [(d.code, where(d), d.message) for d in found] == [
        ("spelling", (2, 14, 2, 21), "'Pytorch' is written 'PyTorch' in the glossary"),
        ("spelling", (2, 26, 2, 35), "'Deepspeed' is written 'DeepSpeed' in the glossary"),
    ]  # the fence and the inline code are code
    first = found[0]
    assert first.source == "ai-glossary" and first.severity == types.DiagnosticSeverity.Warning
    assert first.data == {"replacement": "PyTorch", "uri": uri, "version": 1}


async def test_code_is_never_linted_even_when_the_scope_is_everywhere(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, config={**ON, "scope": "everywhere"})
    uri, _ = session.open("train.py", "python", TRAIN_PY)
    found = await diagnostics(raw_client, uri)
    assert [where(d) for d in found] == [(2, 12, 2, 19), (3, 19, 3, 26)]  # the two comments, not the code


async def test_no_diagnostics_when_the_lint_is_off(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path)
    uri, _ = session.open("README.md", "markdown", README)
    # the hover answers once the analysis is done; the lint would publish 0.4 s later
    await raw_client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(2, 16)))
    assert await wait_until(lambda: raw_client.diagnostics.get(uri), timeout=1.5) is None


async def test_in_the_readers_language_and_severities_from_the_settings(raw_client, tmp_path):
    config = {"lint": {"enable": True, "rules": {"spelling": "error"}}, "language": "fr"}
    session = await start(raw_client, "visual-studio-code", tmp_path, config=config)
    uri, _ = session.open("README.md", "markdown", README)
    found = await diagnostics(raw_client, uri)
    assert found[0].message == "« Pytorch » s'écrit « PyTorch » dans le glossaire"
    assert found[0].severity == types.DiagnosticSeverity.Error


async def test_cleared_on_close(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, config=ON)
    uri, _ = session.open("README.md", "markdown", README)
    assert await diagnostics(raw_client, uri)
    raw_client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))
    assert list(await diagnostics(raw_client, uri, lambda found: found is not None and not found)) == []


async def test_follows_edits_and_is_cleared_when_turned_off(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path, config=ON)
    uri, _ = session.open("README.md", "markdown", README)
    assert len(await diagnostics(raw_client, uri)) == 2
    fixed = README.replace("Pytorch and", "PyTorch and", 1)
    raw_client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    found = await diagnostics(raw_client, uri, lambda found: found is not None and len(found) == 1)
    assert [d.code for d in found] == ["spelling"] and found[0].data["version"] == 2
    raw_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"aiGlossary": {"lint": False}}))
    assert list(await diagnostics(raw_client, uri, lambda found: found is not None and not found)) == []


async def test_an_invalid_setting_is_reported_and_the_lint_stays_off(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, config={"lint": {"enable": "yes"}})
    assert await wait_until(lambda: raw_client.messages)
    assert raw_client.messages[0].message.startswith("aiGlossary.lint: expected true, false or an object")
    uri, _ = session.open("README.md", "markdown", README)
    assert await wait_until(lambda: raw_client.diagnostics.get(uri), timeout=1.5) is None
