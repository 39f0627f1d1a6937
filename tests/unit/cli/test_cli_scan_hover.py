"""`ai-glossary scan` reports exactly what the language server's hover finds: at every offset of the
scanned files, a hover if and only if a finding covers it, with the same span and text."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai_glossary.core.detection.text import LineIndex
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.reader.render import render_concept
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.scan_tree import scan_json, write


# -- the scan reports exactly what hover finds -----------------------------------------------------


def _hover_agrees(store: Snapshot, path: Path, language_id: str, findings: list[dict]) -> int:
    text = path.read_text(encoding="utf-8")
    service = GlossaryService(store)
    doc = DocumentStore().open(path.as_uri(), text, language_id, 1)

    def rendered(concept_id: str) -> str:
        return render_concept(store.glossary.concepts[concept_id], store.glossary, service.language, service.fallbacks)

    index = LineIndex(text)
    spans = {}
    for f in findings:
        start = index.offset(f["line"] - 1, f["column"] - 1)
        end = index.offset(f["end_line"] - 1, f["end_column"] - 1)
        assert text[start:end] == f["text"]
        spans[(start, end)] = f["id"]
        for offset in (start, (start + end) // 2, end - 1):
            result = service.hover(doc, offset)
            assert result is not None, (f, offset)
            assert (result.start, result.end) == (start, end)
            assert result.text == rendered(f["id"])
    # every offset: a hover iff a finding covers it (a cursor right after a term still counts)
    for offset in range(len(text) + 1):
        covering = [(s, e) for (s, e) in spans if s <= offset <= e]
        result = service.hover(doc, offset)
        if not covering:
            assert result is None, (path.name, offset, text[max(0, offset - 10) : offset + 10], result)
        else:
            assert result is not None and (result.start, result.end) in covering, (path.name, offset)
            assert result.text == rendered(spans[(result.start, result.end)])
    return len(findings)


@pytest.mark.parametrize(
    "name, language_id",
    [("train.py", "python"), ("README.md", "markdown"), ("uni.md", "markdown"), ("pkg/sub/mod.py", "python")],
)
def test_scan_reports_exactly_what_hover_finds(cli, tree, store, name, language_id):
    findings = [f for f in scan_json(cli, str(tree))[0] if f["path"] == name]
    assert _hover_agrees(store, tree / name, language_id, findings) >= 1


def test_scan_agrees_with_hover_on_a_real_module(cli, tmp_path, store):
    # a larger, realistic file: comments, docstrings, strings and identifiers mixed
    source = '''\
"""Training loop with FSDP, ZeRO-3 style sharding and LoRA adapters.

Uses FlashAttention when available; gradient accumulation keeps the batch size.
"""
import torch
from peft import LoraConfig  # LoRA via PEFT

def train(model, fsdp=True):
    # wrap with Fully Sharded Data Parallel; all-gather before forward
    if fsdp:
        model = FSDP(model)  # FSDP2 is newer
    msg = "tensor parallelism is off"  # a string, not prose
    for step in range(10):
        loss = model(step)  # mixed precision, activation checkpointing
    return model
'''
    path = write(tmp_path / "real" / "loop.py", source)
    findings, _ = scan_json(cli, str(path.parent))
    assert len(findings) >= 8
    assert _hover_agrees(store, path, "python", findings) == len(findings)
