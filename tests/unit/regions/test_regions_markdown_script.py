"""Markdown: a script's body left as a paragraph where a page was turned into Markdown is code
(docs/detection.md, section 1)."""

from __future__ import annotations

import pytest

from support.regions_helpers import check_invariants, found

from ai_glossary.core.detection.regions import find_regions

SCRIPT = (
    "// Animation window.addEventListener('load', function() { setTimeout(() => { "
    "document.getElementById('progressBar').style.width = '100%'; }, 1000); }); // Simulation "
    "function simulateFineTuning() { const input = document.getElementById('tune').value.trim(); "
    "let config = {}; config = { model: 'gpt2', learning\\_rate: '5e-5', scriptwordone: 8 }; }"
)


def test_a_scripts_body_in_a_paragraph_is_code() -> None:
    text = "# Fine-tuning\n\nAdaptation des modèles pré-entraînés, prosewordone.\n\n" + SCRIPT + "\n"
    regions = find_regions(text, "markdown")
    check_invariants(text, regions)
    assert found(text, regions, "prosewordone")
    assert not found(text, regions, "scriptwordone")


@pytest.mark.parametrize("text", [
    # a sentence about a script, its statements in prose
    "Declare the rate with const lr = 0.001; then call the optimizer; keep proseworddone; and stop.\n",
    # two statements only
    "Write function f() { const x = 1; }; then x; and proseworddone.\n",
    # statements without semicolons (Python-like pseudo code in prose)
    "let x = 1 and let y = 2 and const z = 3 give proseworddone\n",
], ids=["sentence", "two-statements", "no-semicolons"])
def test_prose_that_names_statements_stays_prose(text: str) -> None:
    assert found(text, find_regions(text, "markdown"), "proseworddone")
