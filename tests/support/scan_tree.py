"""A small tree for the scan's tests (tests/unit/cli): Python, Markdown, a notebook, Unicode, and
files a scan skips (ignored, hidden, binary, too big, not UTF-8, empty); and readers of its JSON."""

from __future__ import annotations

import json
from pathlib import Path

TRAIN_PY = """\
import torch

# We wrap the model with FSDP before the first step.
FSDP = None
model = FSDP(model)
"""

README_MD = """\
# Guide

We fine-tune with LoRA adapters.

```python
model = FSDP(model)  # ZeRO-3 style sharding
```

After the fence, FlashAttention is used.
"""

UNICODE_MD = "😀🤗 বাংলা লেখা LoRA here.\n"
UNICODE_PY = "# 👩\u200d👩\u200d👧 বাংলা FSDP\nx = 1\n"

NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Notes\n", "\n", "We train with **LoRA**.\n"]},
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": ["model = FSDP(model)\n", "# FSDP shards the parameters\n"],
        },
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", newline="")
    return path


def make_tree(root: Path) -> Path:
    write(root / "train.py", TRAIN_PY)
    write(root / "README.md", README_MD)
    write(root / "uni.md", UNICODE_MD)
    write(root / "pkg" / "sub" / "mod.py", UNICODE_PY)
    write(root / "nb.ipynb", json.dumps(NOTEBOOK, indent=1))
    write(root / ".gitignore", "secret.py\nbuild/\n")
    write(root / "secret.py", "# FSDP in an ignored file\n")
    write(root / "build" / "gen.py", "# FSDP in an ignored directory\n")
    write(root / ".hidden" / "notes.md", "FSDP in a hidden directory.\n")
    write(root / "weights.md", b"FSDP \x00\x01\x02 binary")  # a known extension, but NUL bytes
    write(root / "big.md", "We use LoRA. " + "padding " * 300 + "\n")  # > 1000 bytes
    write(root / "latin1.py", "# café FSDP\n".encode("latin-1"))
    write(root / "empty.py", "")
    return root


def scan_json(cli, *argv: str) -> tuple[list[dict], str]:
    code, out, err = cli("scan", "--format", "json", *argv)
    assert code == 0, err
    return json.loads(out), err


def by_path(findings: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for f in findings:
        out.setdefault(f["path"], []).append(f)
    return out
