"""Loanword spellings folded to one key (docs/detection.md, "Loanword spellings"): each variant a
Bengali or Japanese writer uses matches the glossary's form at its exact place, and ordinary
words that come close stay quiet. The glossary is tests/fixtures/glossaries/loanwords."""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.compiled import entry_key, match_key
from ai_glossary.core.detection.matching.loanword_keys import (_UNITS, compact_key, compact_key_with_map,
                                                               first_vowel_spellings, same_letters)
from ai_glossary.core.glossary.load import load
from ai_glossary.core.glossary.model import Glossary
from support.marked import assert_marked_mentions

GLOSSARY = Path(__file__).resolve().parents[2] / "fixtures" / "glossaries" / "loanwords" / "concepts.yaml"


@lru_cache(maxsize=1)
def detector() -> Detector:
    result = load(Glossary(concepts={}), [GLOSSARY])
    assert not result.all_problems()
    return Detector.compile(result.glossary)


def mentions(marked: str) -> None:
    """The mentions found in ``marked`` are exactly its «marked» spans."""
    assert_marked_mentions(detector(), marked)


@pytest.mark.parametrize("marked", [
    # a hasanta inside a cluster, and at the end of a word (the form has neither)
    "আমরা «অপ্টিমাইজার» বদলাই।\n",
    "আমরা «অপটিমাইজার্» বদলাই।\n",
    "«অপ্টিমাইজারের» শেখার হার কমাই।\n",  # with a case ending
    # a ya-phala left out (a long name)
    "«বাচ সাইজ» বাড়ালে মেমরি বাড়ে।\n",
    # এ্যা for অ্যা, স for শ
    "«এ্যাটেনশন মেকানিজম» সব টোকেন দেখে।\n",
    "«অ্যাটেনসন মেকানিজম» সব টোকেন দেখে।\n",
    # ণ for ন, ষ for শ
    "«নরমালাইজেষণ» স্থিতিশীলতা আনে।\n",
    # ড় for র
    "«ফড়োয়ার্ড পাস» শেষ হলে লস হিসাব করি।\n",
    # a joiner left out, ঙ্ক for ং
    "প্রতিটি «র্যাংক» একটি জিপিইউ পায়।\n",
    "প্রতিটি «র‍্যাঙ্কের» নিজের ডেটা আছে।\n",
    # ী for ি (the long vowel sign of older spelling)
    "এই «লাইব্রেরী» ব্যবহার করুন।\n",
    "৮ «বিট» মানে এক বাইট।\n",
    # a hyphen or nothing between the parts
    "«ব্যাচ-সাইজ» বাড়ালে মেমরি বাড়ে।\n",
    "«ব্যাচসাইজ» বাড়ালে মেমরি বাড়ে।\n",
    # ম্ব for মব (said m-b either way), েই for ে (English "ay"), -শান for -শন (English "-tion")
    "শব্দের «এম্বেডিং» শেখা হয়।\n",
    "«লার্নিং রেইট» কমাতে হবে।\n",
    "«নরমালাইজেশান» স্থিতিশীলতা আনে।\n",
    "«নরমালাইজেশানের» পরে লস কমে।\n",
    # a word's first ই for এ (English "em-": public Bengali text writes "ভেক্টর ইমবেডিং", "ইমবেডিংস")
    "ভেক্টর «ইমবেডিং» ও সিমিলারিটি সার্চ।\n",
    "Hugging Face «ইমবেডিংস» সেটআপ\n",
    # a one-word name hyphenated at its English parts, with a case ending
    "«টেন্সর-ফ্লো» দিয়ে মডেল বানাই।\n",
    "«টেন্সর-ফ্লোকে» ইনস্টল করুন।\n",
    # ASCII digits for Bengali ones
    "«8-বিট অপটিমাইজার» মেমরি বাঁচায়।\n",
    "«৮ বিট অপটিমাইজার» মেমরি বাঁচায়।\n",
])
def test_bengali_variant_spellings_match_the_name(marked):
    mentions(marked)


@pytest.mark.parametrize("marked", [
    # a ra-phala keeps its hasanta: "পরম্পট" is not "প্রম্পট" (as কর্ম, work, is not ক্রম, order)
    "পরম্পট টেমপ্লেট লিখুন।\n",
    # a hasanta that joins the name to more letters makes a longer word
    "অপটিমাইজার্ক নামে কিছু নেই।\n",
    "ব্যাচসাইজার নামে কিছু নেই।\n",
    # a short name keeps its letters and its ya-phala: গাদার (a heap's) is not গ্যাদার (gather),
    # লোড়া is not লোরা (LoRA), রাংকে is not র‍্যাংক (rank)
    "খড়ের গাদার পাশে বসে থাকা।\n",
    "লোড়া দিয়ে মশলা বাটা হয়।\n",
    "রাংকে ঝালাই করা হয়।\n",
    # ... and no hyphen between its letters: লো-রা is no লোরা
    "লো-রা বলে কিছু নেই।\n",
    # ... and its vowel signs: বীট (beet) is not বিট (bit)
    "বীট একটি সবজি।\n",
    # plain এ is another vowel than অ্যা
    "এটেনশন মেকানিজম\n",
    # words that begin with ই or এ and are no name's: the first vowel is all they share
    "ইতিমধ্যে এই ইমেইল এবং এমবেসি থেকে চিঠি এসেছে।\n",
    # ordinary prose with ণ, শ, ষ, ড় and clusters
    "বাংলা ভাষার বিশেষ শব্দগুলো পড়া ও লেখা শেখার কর্ম এবং ক্রম দুটোই প্রশিক্ষণের অংশ।\n",
])
def test_bengali_words_close_to_a_name_stay_quiet(marked):
    mentions(marked)


@pytest.mark.parametrize("marked", [
    "«テンソル・パラレル»で学習する。\n",
    "«テンソル パラレル»で学習する。\n",
    "«テンソルパラレル»で学習する。\n",
    "«バッチ・サイズ»を大きくする。\n",
    "«クロス・エントロピー»を最小化する。\n",
    "«オプティマイザ»の状態を保存する。\n",
    # the sokuon ッ written or not ("エンベッディング" for "エンベディング")
    "«エンベッディング»を計算する。\n",
])
def test_katakana_parts_apart_with_a_dot_or_together(marked):
    mentions(marked)


@pytest.mark.parametrize("marked", [
    # read across the dot, the name would end inside the next word
    "オプティマ・イザークという人名。\n",
    "クロ・スエントロピーナ\n",
    # a short name writes its ッ: バチ (a drumstick) is not バッチ
    "太鼓のバチを買った。\n",
])
def test_katakana_parts_read_apart_end_where_a_word_ends(marked):
    mentions(marked)


def test_keys_of_one_loanword_are_equal_and_phalas_count():
    assert entry_key("ট্রান্সফর্মার") == entry_key("ট্রান্সফরমার")
    assert entry_key("অ্যাডাম") == entry_key("এ্যাডাম")
    assert entry_key("র‍্যাঙ্ক") == entry_key("র্যাংক")
    assert entry_key("ক্রম") != entry_key("কর্ম")
    assert entry_key("এম্বেডিং") == entry_key("এমবেডিং")
    assert entry_key("স্বর") != entry_key("সবর")  # another ba-phala keeps its hasanta: voice, patience
    assert entry_key("ট্রেইনিং") == entry_key("ট্রেনিং") and entry_key("লেইয়ার") == entry_key("লেয়ার")
    assert entry_key("সেই") != entry_key("সে")  # a word-final েই stays: that, he
    assert entry_key("ইমবেডিং") == entry_key("এমবেডিং") and entry_key("ইনস্ট্রাকশন") == entry_key("এনস্ট্রাকশন")
    assert entry_key("কই") != entry_key("কএ")  # only a word's first ই
    assert not same_letters("ইপক", "এপক")  # a short name spells its own first vowel
    assert entry_key("অপ্টিমাইজেশান") == entry_key("অপটিমাইজেশন")
    assert entry_key("ব্যান্ডউইডথ") == entry_key("ব্যান্ডউইথ") == entry_key("ব্যান্ডউইড্থ")  # English "-dth"
    assert entry_key("ডাটা") != entry_key("টা") and entry_key("ডিপ") != entry_key("িপ")  # a ড before no থ stays
    assert entry_key("শাসন") != entry_key("শসন")  # only an া before ন
    assert entry_key("৮-বিট") == entry_key("8-বিট") == entry_key("8 বিট") != entry_key("৭-বিট")
    assert entry_key("テンソル・パラレル") == entry_key("テンソルパラレル")
    assert entry_key("LoRA 微调") == "lora 微调"  # two scripts keep their space
    assert compact_key("tensor parallel") == "tensor parallel"


def test_the_nukta_of_ja_is_folded_and_the_other_nuktas_are_letters():
    # জ় writes English "z" in newer spellings ("টোকেনাইজ়ার"): the same loanword as "টোকেনাইজার"
    assert compact_key(match_key("টোকেনাইজ়ার")) == compact_key(match_key("টোকেনাইজার"))
    assert compact_key(match_key("কোয়ান্টাইজ়ড")) == compact_key(match_key("কোয়ান্টাইজড"))
    # য় (য with its nukta) is another letter than য, and ড় reads as র, not as ড
    assert compact_key(match_key("নয়")) != compact_key(match_key("নয"))
    assert compact_key(match_key("পড়া")) != compact_key(match_key("পডা"))


def test_key_map_gives_each_key_character_its_place_with_its_marks():
    text = "এ্যাডাম অপ্টিমাইজার্"
    key, places = compact_key_with_map(match_key(text))
    assert key == compact_key(match_key(text)) and places is not None
    # the first key character (এ) takes in the ya-phala after it; the last, the final hasanta
    assert places.span(0, 0) == (0, 3)
    assert places.span(0, len(key) - 1) == (0, len(text))
    # a space left out between katakana belongs to neither neighbour
    key, places = compact_key_with_map(match_key("バッチ・サイズ"))
    # (and the sokuon ッ, left out, is part of the kana before it)
    assert key == "バチサイズ" and places.span(0, 1) == (0, 3) and places.span(2, 4) == (4, 7)


def _reference_places(folded: str) -> tuple[list[int], list[int]]:
    """Each key character's start and end in ``folded``, one list entry per character: a unit
    replaced (ড়, a word's first ই) spans its text, a mark left out joins the character before it, a space nothing."""
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for m in _UNITS.finditer(folded):
        a, b = m.span()
        starts += range(pos, a)
        ends += range(pos + 1, a + 1)
        if m.group() in ("\u09a1\u09bc", "\u09dc") or (m.group() == "\u0987" and folded[a - 1:a] != "\u09c7"):
            starts.append(a)
            ends.append(b)
        elif m.group() != " " and ends and ends[-1] == a:
            ends[-1] = b
        pos = b
    starts += range(pos, len(folded))
    ends += range(pos + 1, len(folded) + 1)
    return starts, ends


@pytest.mark.parametrize("seed", range(20))
def test_key_map_agrees_with_a_map_of_every_character(seed):
    rng = random.Random(seed)
    alphabet = "কখগটডজরযবনণশসষমলাি\u09cd\u09bc\u09dc\u200dঅএইে  バッチサイズー"
    for _ in range(50):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 14)))
        folded = match_key(text)
        key, places = compact_key_with_map(folded)
        assert key == compact_key(folded)
        starts, ends = _reference_places(folded)
        assert len(starts) == len(key)
        if places is None:
            assert starts == list(range(len(key)))
            continue
        for first in range(len(key)):
            for last in range(first, len(key)):
                assert places.span(first, last) == (starts[first], ends[last]), (text, first, last)


def test_a_long_words_first_vowel_is_spelled_both_ways():
    # English "a" written ে or ্যা: "গ্রেডিয়েন্ট" / "গ্র্যাডিয়েন্ট", each word of a name on its own
    assert first_vowel_spellings("গ্রেডিয়েন্ট ক্লিপিং") == ["গ্র্যাডিয়েন্ট ক্লিপিং"]
    assert first_vowel_spellings("ল্যাটেন্ট অ্যাটেনশন") == ["লেটেন্ট অ্যাটেনশন"]
    assert len(first_vowel_spellings("গ্রেডিয়েন্ট চেকপয়েন্টিং")) == 3


def test_a_short_words_first_vowel_and_a_vowel_letter_stay():
    # "ড্যাস্ক" (Dask) is not "ডেস্ক" (a desk); a word that opens with a vowel letter has no vowel sign to vary
    assert first_vowel_spellings("ড্যাস্ক") == [] and first_vowel_spellings("ব্যাচ সাইজ") == []
    assert first_vowel_spellings("অ্যাক্টিভেশন") == []
