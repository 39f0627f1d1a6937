"""A context phrase that holds the ambiguous word itself is a cue of the words next to it
(docs/detection.md, "Generic words and their other senses"): "every rank", "across ranks" and
"rank 0" count processes, with no other sign of distributed training in the document; a matrix's
rank and a search result's rank stay quiet. Built-in glossary, Markdown and Python without imports.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


def ranks(detector, text, language="markdown"):
    return [text[m.start:m.end] for m in DocumentAnalysis(text, language, detector).matches()
            if m.concept_id == "rank-and-world-size"]


@pytest.mark.parametrize("text, expected", [
    ("A micro-batch can have zero usable signal across every rank.\n", ["rank"]),
    ("Keep the config identical so that each rank takes this branch.\n", ["rank"]),
    ("Gradients stay in sync across ranks.\n", ["ranks"]),
    ("Sum across the intra-node ranks, then scale the per-rank sum.\n", ["ranks", "rank"]),
    ("Only rank 0 writes the log file.\n", ["rank"]),
], ids=["every-rank", "each-rank", "across-ranks", "intra-node-per-rank", "rank-0"])
def test_a_rank_counted_among_others_is_a_process(builtin, text, expected):
    assert ranks(builtin, text) == expected


def test_the_cue_holds_the_word_in_a_comment_too(builtin):
    text = "x = 1\n# identical config on all ranks\n"
    assert ranks(builtin, text, "python") == ["ranks"]


@pytest.mark.parametrize("text", [
    # the rank of a matrix, written out, next to a quantifier
    "The rank of the update matrices is small: every rank below 16 keeps few parameters.\n",
    # search results re-ranked for a retrieval pipeline, each in its rank
    "The reranker scores the documents again, and each rank in the list follows relevance.\n",
    # a rank-0 tensor is a scalar
    "A rank-0 tensor holds one number.\n",
    # a ranking word with no quantifier before it: no cue at all
    "Their rank in the leaderboard went up.\n",
], ids=["matrix", "reranking", "rank-0-tensor", "leaderboard"])
def test_the_other_ranks_stay_quiet(builtin, text):
    assert ranks(builtin, text) == []
