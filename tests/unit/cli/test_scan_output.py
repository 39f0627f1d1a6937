"""``scan_paths(write=...)``: each file's findings turned into the CLI's output where the file is
scanned, in worker processes too, the same as the findings of a scan without a writer would be."""

from __future__ import annotations

import json
import pickle
from itertools import groupby
from pathlib import Path

import pytest

from ai_glossary.cli.scan_output import JsonLines, TextLines
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, short_summary
from ai_glossary.core.scan import scan_paths

NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["We train with **LoRA**.\n"]},
        {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
         "source": ["model = FSDP(model)\n", "# FSDP shards the parameters\n"]},
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}


@pytest.fixture(scope="module")
def glossary():
    return load_builtin()


@pytest.fixture
def tree(tmp_path) -> Path:
    """Enough files for the process pool: a notebook, files without terms, and skipped files."""
    root = tmp_path / "tree"
    (root / "docs").mkdir(parents=True)
    for i in range(10):
        (root / f"m{i}.py").write_text(f"x = {i}  # FSDP and ZeRO-3\n" + "# LoRA\n" * (i % 3), encoding="utf-8")
        (root / "docs" / f"d{i}.md").write_text("Nothing to find here.\n" if i % 4 == 0 else
                                                f"Note {i}: we use FlashAttention and RLHF.\n", encoding="utf-8")
    (root / "nb.ipynb").write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    (root / "broken.ipynb").write_text("{not json", encoding="utf-8")
    (root / "weights.md").write_bytes(b"FSDP \x00\x01 binary")
    (root / "big.md").write_text("We use LoRA. " + "padding " * 300 + "\n", encoding="utf-8")  # > max_bytes
    return root


def by_file(findings):
    return [list(group) for _path, group in groupby(findings, key=lambda f: f.path)]


@pytest.mark.parametrize("jobs", [1, pytest.param(2, marks=pytest.mark.process)])
@pytest.mark.parametrize("writer", ["json", "text in French"])
def test_a_scan_writes_each_files_findings_as_the_writer_writes_them(tree, glossary, jobs, writer):
    def make():
        return JsonLines() if writer == "json" else TextLines(glossary.concepts, "fr", "fr")

    plain = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=1)
    written = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=jobs, write=make())
    write = make()
    assert written.written == [write(file) for file in by_file(plain.findings)]
    assert written.findings == []
    assert (written.terms, written.files, written.bytes, written.skipped) == \
        (len(plain.findings), plain.files, plain.bytes, plain.skipped)
    assert {reason.template for _path, reason in written.skipped} >= {"binary file", "larger than {limit} bytes"}
    assert any(path == "broken.ipynb" for path, _reason in written.skipped)
    assert any("nb.ipynb" in text for text in written.written)


def test_text_lines_name_the_concept_in_the_readers_language_and_the_cell_in_the_messages(tree, glossary):
    report = scan_paths([str(tree / "nb.ipynb"), str(tree / "m1.py")], glossary, jobs=1)
    notebook, module = by_file(report.findings)
    write = TextLines(glossary.concepts, "fr", "nl")  # names and summaries in French, messages in Dutch
    lines = write(notebook).splitlines() + write(module).splitlines()
    assert len(lines) == len(report.findings)
    for line, f in zip(lines, report.findings):
        concept = glossary.concepts[f.at.id]
        where = f.path if f.cell is None else f"{f.path}[cel {f.cell}]"
        assert line == (f"{where}:{f.at.line}:{f.at.column}: {concept.display_name('fr')} ({f.at.id}) - "
                        f"{short_summary(concept, 'fr', DEFAULT_FALLBACKS)}")
    assert any("[cel 2]:2:3: " in line for line in lines)


def test_a_writer_sent_to_a_worker_that_is_not_forked_writes_the_same(tree, glossary):
    # where there is no fork, the writer is pickled to each worker
    report = scan_paths([str(tree)], glossary, jobs=1)
    for write in (JsonLines(), TextLines(glossary.concepts, "bn", "fr")):
        copy = pickle.loads(pickle.dumps(write))
        assert [copy(file) for file in by_file(report.findings)] == [write(file) for file in by_file(report.findings)]


@pytest.mark.process
def test_workers_that_are_not_forked_get_the_files_and_the_writer(tree, glossary, monkeypatch):
    import multiprocessing

    forked = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=2, write=TextLines(glossary.concepts, "fr", "fr"))
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])  # as on Windows
    spawned = scan_paths([str(tree)], glossary, max_bytes=1000, jobs=2, write=TextLines(glossary.concepts, "fr", "fr"))
    assert spawned == forked and spawned.written
