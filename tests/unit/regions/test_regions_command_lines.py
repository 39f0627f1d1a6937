"""A shell command left in prose without a fence is code: its line holds no prose
(``pieces.drop_command_lines``), in a docstring's "Usage:", a README's paragraph or list, and a comment."""

from __future__ import annotations

import random
import re

import pytest
from support.regions_helpers import check_invariants, found

from ai_glossary.core.detection.regions import find_regions
from ai_glossary.core.detection.regions.pieces import _COMMAND_LINE_SRC, command_lines

DOCSTRING = '''"""
Apply the LoRA weights on top of a base model.

Usage:
python3 -m fastchat.model.apply_lora --base ~/llama-7b --lora project-baize/baize-lora-7B
"""
'''


def test_a_usage_line_in_a_docstring_is_code():
    regions = find_regions(DOCSTRING, "python", "prose")
    check_invariants(DOCSTRING, regions)
    assert found(DOCSTRING, regions, "Apply the LoRA weights")
    assert not found(DOCSTRING, regions, "apply_lora")
    assert not found(DOCSTRING, regions, "baize-lora")


@pytest.mark.parametrize("line", [
    "- python3 -m fastchat.serve.cli --model-path lmsys/vicuna-7b --load-8bit",
    "$ CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node 2 train_lora.py",
    "> accelerate launch --config_file fsdp.yaml train.py",
    "pip install -U peft",
    "vllm serve meta-llama/Llama-3-8B --tensor-parallel-size 2",
])
def test_a_command_line_in_markdown_is_code(line):
    text = f"# Run it\n\nUse LoRA adapters for the fine-tuning.\n\n{line}\n\nThen read the logs.\n"
    regions = find_regions(text, "markdown", "prose")
    check_invariants(text, regions)
    assert found(text, regions, "Use LoRA adapters") and found(text, regions, "read the logs")
    assert not found(text, regions, line.split()[-1])


@pytest.mark.parametrize("line", [
    "Python supports --flags through argparse, and LoRA needs none.",
    "make sure to pass --fsdp when training with LoRA.",
    "accelerate training of LoRA models with --mixed_precision bf16.",
    "python is the language the LoRA scripts are written in.",
    "Pass the git option -C to run LoRA scripts from another folder.",
])
def test_a_sentence_that_names_a_command_or_an_option_stays_prose(line):
    text = f"{line}\n"
    assert found(text, find_regions(text, "markdown", "prose"), "LoRA")


def test_a_command_in_a_comment_is_code():
    text = "x = 1\n# deepspeed --num_gpus 8 train.py --zero_stage 3\n# ZeRO stage 3 shards the optimizer state.\n"
    regions = find_regions(text, "python", "prose")
    assert found(text, regions, "ZeRO stage 3 shards")
    assert not found(text, regions, "zero_stage")


def test_command_lines_are_those_a_line_start_anchor_finds_in_any_window():
    # the lines found from their options, the indentation taken whole: the same spans as the
    # pattern anchored at every line start ("^", MULTILINE), in every window
    taken_whole = r"(?=([ \t]*))\1"
    assert _COMMAND_LINE_SRC.startswith(taken_whole)
    anchored = re.compile("^[ \t]*" + _COMMAND_LINE_SRC[len(taken_whole):], re.MULTILINE)
    starts = ["", "  ", "\t- ", "> ", "# ", "// ", "$ ", "X=1 ", "  $ A_B=c ", " * "]
    commands = ["python", "pip3", "git", "uv run", "vllm  serve", "Python", "torchrun", "gitx"]
    ends = [" -m x", " --lora y", " a -b", " a-b", "", " x --", " --9", "-x", " é --é", " 中 -x", "\t-m",
            " a\t--b", "  -Q"]
    rnd = random.Random(7)
    found = 0
    for _ in range(3000):
        lines = [rnd.choice(starts) + rnd.choice(commands) + rnd.choice(ends) for _ in range(rnd.randint(0, 5))]
        text = rnd.choice(["\n", "\r\n", "\n\n"]).join(lines)
        pos = rnd.randint(0, len(text))
        endpos = rnd.randint(pos, len(text))
        expected = [m.span() for m in anchored.finditer(text, pos, endpos)]
        assert command_lines(text, pos, endpos) == expected, (text, pos, endpos)
        found += bool(expected)
    assert found > 150
