"""A glossary sent to fresh workers in pieces: the same glossary comes out, packed once."""

import pickle

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.packed import CONCEPTS_PER_PIECE, packed
from ai_glossary.core.scan_files import find_in_text


def test_the_glossary_unpacked_is_the_one_packed_in_order():
    glossary = load_builtin()
    got = pickle.loads(pickle.dumps(packed(glossary))).unpack()  # as a worker receives it
    assert list(got.concepts) == list(glossary.concepts)
    assert got.concepts == glossary.concepts
    assert got.context_words == glossary.context_words
    text = "# We shard the optimizer state with ZeRO-3 and FSDP, then apply LoRA.\n"
    found = find_in_text(Detector.compile(got), text, "python")
    assert [o.id for o in found] == ["sharding", "zero", "fsdp", "lora"]
    assert found == find_in_text(Detector.compile(glossary), text, "python")


def test_a_glossary_is_packed_once_in_pieces_of_a_few_concepts():
    glossary = load_builtin()
    first = packed(glossary)
    assert packed(glossary) is first
    assert len(first.pieces) == -(-len(glossary) // CONCEPTS_PER_PIECE)
    assert all(len(pickle.loads(piece)) <= CONCEPTS_PER_PIECE for piece in first.pieces)
    assert packed(load_builtin()) is not first  # another glossary (a reload) is packed again
