"""The context and counter-evidence words of the evidence index: asking whether one owner's words
occur gives what the set of all owners found says."""

from __future__ import annotations

import random

from ai_glossary.core.detection.evidence_words import WordIndex
from ai_glossary.core.detection.sense_cues import GLOBAL
from ai_glossary.core.detection.text import fold


WORDS = [("gpu", "hardware"), ("large batch", "batching"), ("batch", "batching"), ("gradient", GLOBAL),
         ("model", GLOBAL), ("tp", "tensor-parallel"), ("rank", "tensor-parallel"), ("rank", "ranking")]
PIECES = ["gpu", "GPUs", "large batch", "large-batch", "largebatch", "batch", "gradient", "gradients",
          "model", "tp", "TP", "step", "rank", "ranks", "x", "s", "_", " ", "-", ".", "\n", "é", "ফ"]


def test_one_owner_is_found_where_the_set_of_owners_holds_it():
    index = WordIndex(WORDS)
    owners = {owner for _, owner in WORDS} | {"nobody"}
    rng = random.Random(11)
    texts = ["", "gpu", "GPUs on a large-batch run", "stepping", "tps", "TP rank", "gradientss"]
    texts += ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    seen = set()
    for text in texts:
        folded = fold(text)
        found = index.owners(text, folded)
        seen |= found
        for owner in owners:
            assert index.has(owner, text, folded) == (owner in found), (owner, text)
    assert seen == owners - {"nobody"}  # every owner was found in some text, and missed in others


def test_the_context_words_families_made_per_concept_are_those_made_for_all_at_once():
    # each concept's context words in its synonym families' spellings, made when the concept is first
    # read (the Bengali ones when a text with Bengali is), are the words an index given every spelling
    # at its start reads; the global words keep theirs
    from ai_glossary.core.detection.matching.word_forms import family_spellings
    from ai_glossary.core.detection.sense_cues import _bengali_family_variants, _compile_cues, _family_variants
    from ai_glossary.core.glossary.builtin import load_builtin

    glossary = load_builtin()
    lazy = _compile_cues(glossary).context
    eager = [(word, GLOBAL) for word in glossary.context_words]
    for concept in glossary.concepts.values():
        for word in concept.context:
            made = [*_family_variants(word, concept.id), *_bengali_family_variants(word, concept.id)]
            eager += [(word, concept.id)] + [(spelling, concept.id) for spelling in made]
    whole = WordIndex(eager)
    owners = {owner for _, owner in eager}
    assert all(set(lazy.words_of(owner)) | set(lazy.bengali_words_of(owner)) == set(whole.words_of(owner))
               for owner in owners)
    assert sum(1 for c in glossary.concepts.values() for w in c.context if family_spellings(w)) > 10
    assert sum(1 for owner in owners if lazy.bengali_words_of(owner)) > 3
    for text in ["On affine le modèle par réglage fin supervisé; puis le fine-tuning.",
                 "ব্যাচ সাইজ মডেল ট্রেনিংয়ের গতি বাড়ায়।"]:
        assert lazy.owners(text) == whole.owners(text)


def test_an_english_text_makes_no_bengali_variant():
    from ai_glossary.core.detection.sense_cues import _compile_cues
    from ai_glossary.core.glossary.builtin import load_builtin

    index = _compile_cues(load_builtin()).context
    text = "The batch size of the model training run."
    index.has("batch-size", text, text.lower())
    assert index._bengali_words_of == {}
    bengali = "ব্যাচ সাইজ মডেল ট্রেনিংয়ের গতি বাড়ায়।"
    assert index.has("batch-size", bengali, bengali)
    assert "batch-size" in index._bengali_words_of


def test_the_candidates_own_word_written_again_is_no_evidence():
    # "Dynamo ... Dynamo": another occurrence of the word a candidate is tells nothing of its sense;
    # another word of the owner still does, and so does the word for another candidate
    index = WordIndex([("dynamo", "compiler"), ("graph break", "compiler")])
    text = "Dynamo ships it. Later Dynamo decouples prefill from decode."
    assert index.has("compiler", text, fold(text))
    assert not index.has("compiler", text, fold(text), besides="dynamo")
    both = text + " A graph break follows."
    assert index.has("compiler", both, fold(both), besides="dynamo")
    assert index.has("compiler", text, fold(text), besides="graph break")


def test_an_index_without_words_finds_no_owner():
    assert not WordIndex([]).has(GLOBAL, "gradient", "gradient")


def test_the_evidence_index_compiles_at_its_first_use_once_for_all_threads(monkeypatch):
    import threading

    from ai_glossary.core.detection import sense_cues as sense_cues_module
    from ai_glossary.core.detection.sense_cues import NEARBY, EvidenceIndex
    from ai_glossary.core.detection.document_context import DocumentEvidence
    from ai_glossary.core.glossary.builtin import load_builtin

    compiled = []
    compile_cues = sense_cues_module._compile_cues

    def counted(glossary):
        compiled.append(glossary)
        return compile_cues(glossary)

    monkeypatch.setattr(sense_cues_module, "_compile_cues", counted)
    index = EvidenceIndex(load_builtin())
    assert compiled == []  # a start-up makes it without compiling anything
    window = "shard the optimizer states with ZeRO across GPUs"
    start = window.index("shard")
    results = []

    def ask():
        results.append(index.strength("sharding", "shard", window, (start, start + 5), ["zero"], {},
                                      DocumentEvidence()))

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(compiled) == 1
    assert results == [NEARBY] * 4  # ZeRO nearby is related to sharding


def test_a_reload_compiles_a_new_evidence_index_in_its_own_thread(monkeypatch):
    # not at the first ambiguous hover on the event loop (50 ms for a 10,000-concept glossary)
    from ai_glossary.core.detection import sense_cues as sense_cues_module
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.glossary.model import Glossary
    from ai_glossary.core.snapshot import Snapshot

    builtin = load_builtin()
    first = Snapshot.build(builtin)
    compiled = []
    compile_cues = sense_cues_module._compile_cues
    monkeypatch.setattr(sense_cues_module, "_compile_cues", lambda g: compiled.append(g) or compile_cues(g))
    edited = Glossary(dict(builtin.concepts), builtin.context_words | {"accelerator"})
    second = Snapshot.for_glossary(edited, first)
    assert second.detector.evidence is not first.detector.evidence
    assert compiled == [edited]


def test_a_bengali_context_word_counts_with_a_case_ending_and_not_inside_a_longer_word():
    index = WordIndex([("বেস মডেল", "post-training"), ("রিওয়ার্ড", "post-training")])
    for text in ("বেস মডেলকে চ্যাট মডেলে বদলানো", "রিওয়ার্ডের হিসাব", "বেস মডেল থেকে"):
        assert index.has("post-training", text, fold(text)), text
    for text in ("বেস মডেলিং", "রিওয়ার্ডপ্রাপ্ত"):  # another word: a longer one, no ending
        assert not index.has("post-training", text, fold(text)), text


BENGALI_WORDS = [("সেলফ-অ্যাটেনশন", "transformer"), ("অ্যাটেনশন মেকানিজম", "transformer"), ("লজিট", "temperature")]


def test_a_bengali_word_is_found_in_the_other_spellings_of_its_loanwords():
    index = WordIndex(BENGALI_WORDS)
    for text in ["এরা সেল্ফ-অ্যাটেনশন ব্যবহার করে", "এ্যাটেনশন মেকানিজমের কাজ", "অ্যাটেন্শন মেকানিজম"]:
        folded = fold(text)
        assert index.owners(text, folded) == {"transformer"}, text
        assert index.has("transformer", text, folded), text
    # a word inside a longer word, and a short word spelled with other letters, are not it
    for text in ["সেল্ফ-অ্যাটেনশনমূলক কাজ", "লাজিট", "লোজিট"]:
        folded = fold(text)
        assert index.owners(text, folded) == set(), text
        assert not index.has("temperature", text, folded)


def test_the_loanword_keys_are_made_when_a_bengali_text_first_asks_and_found_after_english_ones():
    # English windows ask first and make no keys; the first Bengali window makes them and finds the
    # other spelling; an English window after it finds nothing through them
    index = WordIndex(BENGALI_WORDS)
    for text in ["self-attention in English", "temperature and logits", "→ non-ASCII, no Bengali"]:
        assert not index.has("transformer", text, fold(text))
        assert not index.covers("transformer", text, fold(text), 0, 4)
    assert "transformer" not in index._keys_of
    text = "এরা সেল্ফ-অ্যাটেনশন ব্যবহার করে"
    assert index.has("transformer", text, fold(text))
    assert index._keys_of["transformer"]
    assert not index.has("transformer", "self-attention", fold("self-attention"))
    assert index.has("transformer", text, fold(text))


def test_a_bengali_phrase_is_also_found_with_the_genitive_before_its_last_word():
    index = WordIndex([("ভাষা মডেল", "transformer"), ("জিপিইউ মেমরি", "batch-size"), ("মডেল প্রশিক্ষণ", "batch-size")])
    for text, owner in [("বড় ভাষার মডেলগুলো", "transformer"), ("মডেলের প্রশিক্ষণে", "batch-size"),
                        ("জিপিইউর মেমরি", "batch-size")]:
        assert index.owners(text, fold(text)) == {owner}, text
    assert index.owners("ভাষার ক্লাসে মডেল বানাই", fold("ভাষার ক্লাসে মডেল বানাই")) == set()


def test_a_bengali_word_is_found_with_its_nukta_letters_written_as_one_character():
    # the glossary is NFC (য + nukta); a text may write য় as U+09DF, as a Bengali book does
    index = WordIndex([("ন্যাচারাল ল্যাঙ্গুয়েজ প্রসেসিং", "embedding")])
    for text in ["ন্যাচারাল ল্যাঙ্গু\u09af\u09bcেজ প্রসেসিং", "ন্যাচারাল ল্যাঙ্গু\u09dfেজ প্রসেসিং"]:
        assert index.owners(text, fold(text)) == {"embedding"}
        assert index.has("embedding", text, fold(text))


def test_a_phrase_that_holds_the_candidate_covers_it_with_a_bengali_ending():
    index = WordIndex([("টেক্সট এমবেডিং", "embedding")])
    for text in ["টেক্সট এমবেডিংএর গতি", "টেক্সট এম্বেডিংয়ের গতি", "টেক্সট এমবেডিং গতি"]:
        start = text.index("এ")
        end = text.index(" গতি")
        assert index.covers("embedding", text, fold(text), start, end), text
    text = "টেক্সট এমবেডিংকারী"  # a longer word is no ending
    assert not index.covers("embedding", text, fold(text), text.index("এ"), len(text))
