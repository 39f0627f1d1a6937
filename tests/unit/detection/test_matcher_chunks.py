"""A long text is scanned in chunks (``matcher.SCAN_CHUNK``): the candidates must be exactly those
of one scan of the whole text, wherever the cuts fall. Each test makes the chunks small and
checks that the text is cut, then compares with a scan in one piece."""

import random
import unicodedata

import pytest

from ai_glossary.core.detection.matching import matcher as matcher_module
from ai_glossary.core.detection.matching.matcher import TermMatcher, _chunks


@pytest.fixture
def matcher(glossary):
    return TermMatcher(glossary)


def find(matcher, monkeypatch, text, chunk):
    monkeypatch.setattr(matcher_module, "SCAN_CHUNK", chunk)
    return matcher.find(text)


def same_in_any_chunks(matcher, monkeypatch, text):
    """The candidates of ``text`` scanned whole, after checking every chunk size gives them."""
    whole = find(matcher, monkeypatch, text, len(text) + 1)
    for size in range(1, len(text)):
        assert len(list(_chunks(text, size))) > 1 or " " not in text[size:]
        assert find(matcher, monkeypatch, text, size) == whole, f"chunks of {size}: {list(_chunks(text, size))}"
    return [(text[c.start:c.end], c.concept_id) for c in whole]


def test_a_term_across_a_cut_is_found_once(matcher, monkeypatch):
    text = "we use Low-Rank Adaptation here"
    size = text.index(" Adaptation")
    first_cut = next(_chunks(text, size))[1]
    assert text.index("Low-Rank") < first_cut < text.index("here")  # the cut is inside the form
    hits = find(matcher, monkeypatch, text, size)
    assert [(text[h.start:h.end], h.concept_id) for h in hits] == [("Low-Rank Adaptation", "lora")]
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("Low-Rank Adaptation", "lora")]


def test_the_longest_form_wins_across_cuts(matcher, monkeypatch):
    assert same_in_any_chunks(matcher, monkeypatch, "use ZeRO-3 and ZeRO here") == [("ZeRO-3", "zero"), ("ZeRO", "zero")]


def test_bengali_endings_and_combining_marks_at_cuts(matcher, monkeypatch):
    text = "লোরা ভালো, লোরার ওজন, লোরাক নয় লোরা"
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("লোরা", "lora"), ("লোরার", "lora"), ("লোরা", "lora")]


def test_astral_characters_at_cuts(matcher, monkeypatch):
    # an emoji is not a word character; a mathematical bold letter is one
    text = "😀FSDP 😀 LoRA😀 𝐅FSDP FSDP𝐅 😀 ZeRO-3 😀"
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("FSDP", "fsdp"), ("LoRA", "lora"), ("ZeRO-3", "zero")]


def test_decomposed_text_at_cuts(matcher, monkeypatch):
    text = unicodedata.normalize("NFD", "le parallélisme de données aide, et le parallélisme de données")
    found = same_in_any_chunks(matcher, monkeypatch, text)
    assert [concept for _, concept in found] == ["data-parallelism", "data-parallelism"]


def test_urls_and_dotted_names_at_cuts(matcher, monkeypatch):
    text = ("see https://example.org/FSDP and FSDP, www.FSDP.com FSDP; FSDP-x+y.z://h/FSDP "
            "torch.FSDP deepspeed.initialize (FSDP) FSDP.")
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("FSDP", "fsdp")] * 4


FRAGMENTS = ["FSDP", "ZeRO", "ZeRO-3", "LoRA", "Low-Rank", "Adaptation", "all-reduce", "allreduce", "all",
             "reduce", "লোরা", "লোরার", "ভালো", "😀", "𝐅", "e\u0301", "www.", "://", "http", "torch", ".",
             "(", ")", "-", ",", " ", " ", " ", "  ", "\x00", "step", "data", "parallelism"]


def test_random_texts_give_the_same_candidates_in_chunks(matcher, monkeypatch):
    rng = random.Random(9)
    for _ in range(150):
        text = "".join(rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 40)))
        whole = find(matcher, monkeypatch, text, len(text) + 1)
        for size in {1, 2, 3, 5, 8, 13, rng.randint(1, len(text))}:
            assert find(matcher, monkeypatch, text, size) == whole, (text, size)


def test_regions_joined_for_one_scan_give_the_same_candidates_in_chunks(matcher, monkeypatch):
    text = "# FSDP and LoRA\n# Low-Rank\n# Adaptation www.x.org ZeRO\nx = 1  # all-reduce 😀 FSDP\n"
    comments = ["FSDP and LoRA", "Low-Rank", "Adaptation www.x.org ZeRO", "all-reduce 😀 FSDP"]
    lines = [(text.index(c), text.index(c) + len(c)) for c in comments]
    piece_lists = [lines[:1], lines[1:3], lines[3:]]
    monkeypatch.setattr(matcher_module, "SCAN_CHUNK", len(text) * 2)
    whole = matcher.find_in_regions(text, piece_lists)
    for size in range(1, 40):
        monkeypatch.setattr(matcher_module, "SCAN_CHUNK", size)
        assert matcher.find_in_regions(text, piece_lists) == whole
    assert [[text[c.start:c.end] for c in cands] for cands in whole] == [
        ["FSDP", "LoRA"], ["Low-Rank\n# Adaptation", "ZeRO"], ["all-reduce", "FSDP"]]


def test_a_url_that_starts_inside_a_form_across_a_cut_removes_it(matcher, monkeypatch):
    # the URL's scheme runs from the form's last word far past the form: the chunk of the form
    # must see the whole URL, not only a form's length of text after its cut
    text = "we use Low-Rank Adaptation-" + "a" * 200 + "://example.org/x and LoRA"
    size = text.index(" Adaptation")
    assert next(_chunks(text, size))[1] == size
    assert [text[h.start:h.end] for h in find(matcher, monkeypatch, text, size)] == ["LoRA"]
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("LoRA", "lora")]


def senses_matcher():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # two concepts share the ambiguous spelling "rank": both are candidates at its span
    return TermMatcher(Glossary({
        "process-rank": Concept("process-rank", "rank", ("global rank",), ambiguous=frozenset({"rank"})),
        "matrix-rank": Concept("matrix-rank", "rank", ("low rank",), ambiguous=frozenset({"rank"})),
        "fsdp": Concept("fsdp", "FSDP", ("fully sharded data parallelism",)),
    }))


def test_the_senses_at_one_span_and_hyphens_for_spaces_across_cuts(monkeypatch):
    matcher = senses_matcher()
    text = "each rank, the global rank and a low rank; fully-sharded data parallelism, rank FSDP"
    whole = find(matcher, monkeypatch, text, len(text) + 1)
    assert [(text[c.start:c.end], c.concept_id) for c in whole][:2] == [("rank", "process-rank"), ("rank", "matrix-rank")]
    assert same_in_any_chunks(matcher, monkeypatch, text)[-4:] == [
        ("fully-sharded data parallelism", "fsdp"), ("rank", "process-rank"), ("rank", "matrix-rank"), ("FSDP", "fsdp")]
    rng = random.Random(4)
    words = ["rank", "global", "low", "fully", "sharded", "data", "parallelism", "FSDP", " ", " ", "-", ","]
    for _ in range(100):
        text = "".join(rng.choice(words) for _ in range(rng.randint(1, 30)))
        whole = find(matcher, monkeypatch, text, len(text) + 1)
        for size in (1, 2, 5, 9):
            assert find(matcher, monkeypatch, text, size) == whole, (text, size)


def test_git_references_at_cuts(matcher, monkeypatch):
    # a reference hides its FSDP; not one with a word character after the commit, nor one with
    # two slashes
    text = "see org/FSDP@0e18b2e and FSDP; FSDP/x@0e18b2e, (FSDP) a/FSDP@0e18b2eX FSDP/a/b@0e18b2e"
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("FSDP", "fsdp")] * 4
    # and one that starts inside a form across a cut, its commit 200 characters on
    text = "we use Low-Rank Adaptation-" + "a" * 200 + "/b@0e18b2e and LoRA"
    assert same_in_any_chunks(matcher, monkeypatch, text) == [("LoRA", "lora")]


def test_a_name_gives_way_to_its_head_whatever_the_cuts(monkeypatch):
    """"PyTorch distributed training": the next name may start in the next chunk; it still makes the
    first give way, as in one scan."""
    from ai_glossary.core.glossary.model import Concept, Glossary

    concepts = [Concept("pytorch", "PyTorch", ()), Concept("pytorch-distributed", "PyTorch Distributed", ()),
                Concept("distributed-training", "distributed training", ())]
    matcher = TermMatcher(Glossary({c.id: c for c in concepts}))
    text = "for PyTorch distributed training runs, and the PyTorch Distributed package"
    assert same_in_any_chunks(matcher, monkeypatch, text) == [
        ("PyTorch", "pytorch"), ("distributed training", "distributed-training"),
        ("PyTorch Distributed", "pytorch-distributed")]
