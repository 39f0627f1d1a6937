"""The generated files the benches open: a dense and a realistic 10,000-line Python module,
Markdown and JavaScript for comparison, and where their kinds of line are."""

from __future__ import annotations

from typing import Callable

TERMS = ["ZeRO", "FSDP", "LoRA", "all-reduce", "tensor parallelism", "FlashAttention", "MoE", "gradient accumulation"]


def workload(lines: int = 10_000) -> tuple[str, list[tuple[int, int]]]:
    """Dense: valid Python, a three-line function per glossary term, the term in a comment on
    every third line; the text and a (line, character) inside each term."""
    out, positions = [], []
    for i in range(lines):
        if i % 3 == 0:
            term = TERMS[(i // 3) % len(TERMS)]
            prefix = f"def step_{i}(x):  # uses "
            out.append(prefix + term + " here")
            positions.append((i, len(prefix) + 1))
        elif i % 3 == 1:
            out.append(f'    """Step {i} of the training loop."""')
        else:
            out.append(f"    return x * {i}")
    return "\n".join(out) + "\n", positions


BLOCK = '''

class Block{n}(nn.Module):
    """A transformer block with multi-head attention.

    Uses layer normalization and a feed-forward network; see the
    attention mechanism paper for details.
    """

    def __init__(self, dim: int, heads: int = 8) -> None:
        super().__init__()
        # Scaled dot-product attention with a causal mask;
        # the learning rate warm-up lives in the optimizer.
        self.attn = nn.MultiheadAttention(dim, heads)
        self.norm = nn.LayerNorm(dim)  # pre-norm, as in GPT-2
        self.name = "block {n}"

    def forward(self, x):
        """Apply attention, then the feed-forward network."""
        h = self.norm(x)
        out, _ = self.attn(h, h, h)  # self-attention
        return x + out

    def extra_repr(self) -> str:
        return f"dim={{self.dim}}, heads={{self.heads}}"  # shown by print()


# ---- end of block {n} ----
'''


def python_source(lines: int = 10_000) -> str:
    """Realistic: a 30-line block of code, comments, docstrings and strings, repeated."""
    head = '"""Synthetic model zoo for benchmarking the region finder."""\n\nimport torch.nn as nn\n'
    parts = [head]
    n = 0
    while sum(p.count("\n") for p in parts) < lines:
        parts.append(BLOCK.format(n=n))
        n += 1
    text = "".join(parts)
    return "\n".join(text.split("\n")[:lines]) + "\n"


def markdown_source(lines: int = 10_000) -> str:
    block = """
## Section {n}: attention

Transformers use *self-attention* and `torch.nn.MultiheadAttention`; see
[the paper](https://arxiv.org/abs/1706.03762) for the attention mechanism.

- low-rank adaptation (LoRA)
- a **learning rate** schedule

```python
# fine-tune with LoRA
model = get_peft_model(model, config)
```

| term | meaning |
|------|---------|
| RLHF | reinforcement learning from human feedback |
"""
    out, n = [], 0
    while sum(p.count("\n") for p in out) < lines:
        out.append(block.format(n=n))
        n += 1
    return "".join(out)


def javascript_source(blocks: int = 1000) -> str:
    block = """
/**
 * A transformer block with multi-head attention.
 * @param {number} dim model width
 */
export function block{n}(dim, heads = 8) {
  // scaled dot-product attention
  const name = `block ${n}`;
  return { dim, heads, name }; // plain object
}
"""
    return "".join(block.replace("{n}", str(i)) for i in range(blocks))


class File:
    """A 10,000-line file and where its kinds of line are (in its middle half)."""

    def __init__(self, text: str, comment: Callable[[str], bool], middle_word: str, code: Callable[[str], bool],
                 code_column: int, hover_word: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        n = len(self.lines)
        self.comment_lines = [i for i in range(n // 4, 3 * n // 4) if comment(self.lines[i])]
        self.code_lines = [i for i in range(n // 4, 3 * n // 4) if code(self.lines[i])]
        self.middle_word = middle_word
        self.code_column = code_column
        last = max(i for i, line in enumerate(self.lines) if hover_word in line)
        self.hover_at = (last, self.lines[last].index(hover_word) + 1)  # a term at the end of the file


def dense() -> File:
    text, _ = workload()
    return File(text, lambda line: "# uses" in line, " here", lambda line: line.startswith("    return x * "),
                15, "FSDP")


def realistic() -> File:
    return File(python_source(), lambda line: line.strip().startswith("# Scaled"), " attention",
                lambda line: line == "        h = self.norm(x)", 9, "attention")


FILES: dict[str, Callable[[], File]] = {"dense": dense, "realistic": realistic}


def files(names: str) -> dict[str, File]:
    """The files named in ``names`` (comma-separated, of :data:`FILES`)."""
    return {name: FILES[name]() for name in names.split(",")}


def indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]
