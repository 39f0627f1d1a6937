"""Which forms found in a text are its candidates (core/detection/matching/overlaps.py): leftmost-longest,
and a name that gives way to its own head where it would cut the next name short."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary


def found(matcher, text):
    return [(text[c.start : c.end], c.concept_id) for c in matcher.find(text)]


@pytest.mark.parametrize("text, expected", [
    # a name whose last word opens a longer name after it: the two names read every word
    ("for PyTorch distributed training runs", [("PyTorch", "pytorch"), ("distributed training", "distributed-training")]),
    ("use PyTorch Distributed Data Parallel", [("PyTorch", "pytorch"),
                                               ("Distributed Data Parallel", "distributed-data-parallel")]),
    # nothing longer after it, or no shorter name at its start: leftmost-longest as before
    ("the PyTorch Distributed package", [("PyTorch Distributed", "pytorch-distributed")]),
    ("with Megatron distributed training", [("distributed training", "distributed-training")]),
])
def test_a_name_that_would_cut_the_next_gives_way_to_its_own_head(text, expected):
    concepts = [Concept("pytorch", "PyTorch", ()), Concept("pytorch-distributed", "PyTorch Distributed", ()),
                Concept("distributed-training", "distributed training", ()),
                Concept("distributed-data-parallel", "Distributed Data Parallel", ())]
    assert found(TermMatcher(Glossary({c.id: c for c in concepts})), text) == expected
