"""Comments and docstrings of training libraries: the verb phrase a writer uses for gradient accumulation
("in order to accumulate gradients over several steps") names the concept, as its noun does; other things
that accumulate stay quiet (glossary_data/concepts/seeds.yaml).

Expected mentions are marked in the text: «accumulate gradients» is a mention, the guillemets are removed
before the text is analysed. The texts use the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


@pytest.mark.parametrize("marked", [
    '"""- bypass .unscale_ and .update calls in order to «accumulate gradients» over several steps"""\n',
    "# keep «accumulating gradients» until the last micro-batch, then step the optimizer\n",
    "# the trainer «accumulates gradients» for four micro-batches\n",
], ids=["docstring", "gerund", "third-person"])
def test_accumulating_gradients_is_gradient_accumulation(detector, marked):
    assert_mentions(detector, marked, "gradient-accumulation", language="python")


@pytest.mark.parametrize("text", [
    "# accumulate the partial sums of the counters before writing them\n",
    "# glaciers accumulate snow over several winters\n",
], ids=["sums", "snow"])
def test_other_things_that_accumulate_stay_quiet(detector, text):
    assert mentions(detector, text, "gradient-accumulation", "python") == []
