"""The terminology lint over the built-in glossary: the spellings people get wrong most (the
frameworks, DeepSpeed, FlashAttention, ZeRO-3) are found with the glossary's spelling, and the
ordinary words and the right spellings stay quiet."""

from __future__ import annotations

import pytest

from ai_glossary.core.lint import LintRules, SpellingTable, lint_view
from ai_glossary.core.scan import analysed


def findings(detector, text: str, language: str = "markdown") -> list[tuple[str, str, str]]:
    view = analysed(detector, text, language)
    return [(f.rule, f.text, f.replacement) for f in lint_view(view, SpellingTable(detector.glossary), LintRules())]


@pytest.mark.parametrize("written, preferred", [
    ("Pytorch", "PyTorch"), ("pytorch", "PyTorch"), ("PYTORCH", "PyTorch"),
    ("Tensorflow", "TensorFlow"), ("tensorflow", "TensorFlow"), ("TENSORFLOW", "TensorFlow"),
    ("Deepspeed", "DeepSpeed"), ("flash attention", "FlashAttention"), ("Zero-3", "ZeRO-3"), ("Zero3", "ZeRO-3"),
])
def test_a_misspelled_name_is_found_with_the_glossarys_spelling(detector, written, preferred):
    assert findings(detector, f"# Training\n\nWe shard the optimizer with {written} on GPUs.\n") == [
        ("spelling", written, preferred)]


def test_jax_capitalised_is_found_and_in_lower_case_is_the_package(detector):
    text = "# Training\n\nWe compile with {} and XLA on TPU pods, then jit the step.\n"
    assert findings(detector, text.format("Jax")) == [("spelling", "Jax", "JAX")]
    assert findings(detector, text.format("jax")) == []


def test_tensorflow_lite_is_deprecated_for_litert(detector):
    assert findings(detector, "Export the model to TensorFlow Lite.\n") == [
        ("deprecated-form", "TensorFlow Lite", "LiteRT")]


def test_right_spellings_and_ordinary_words_stay_quiet(detector):
    text = ("# Notes\n\nPyTorch, TensorFlow, JAX, DeepSpeed, FlashAttention and ZeRO-3. The zero point of the "
            "scale. Our CI pipeline. A layer norm and a batch norm after the data-parallel step, and a KV-cache "
            "quantization.\n")
    assert findings(detector, text) == []
