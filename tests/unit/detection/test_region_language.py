"""Which language a region is in, for Chinese, Japanese, Spanish and German (docs/detection.md,
"Which language a region is in"), and the names each lets count."""

from __future__ import annotations

import random

import pytest

from ai_glossary.core.detection import prose_language
from ai_glossary.core.detection.prose_language import name_counts_in, region_language
from language_sample import assert_mentions


@pytest.mark.parametrize("text, language", [
    ("我们在八张显卡上用数据并行训练这个模型。", "zh"),
    ("使用 LoRA 微调时只需要训练很少的参数量。", "zh"),
    ("このモデルはデータ並列で学習させます。", "ja"),
    ("LoRAの学習率は小さめにする。", "ja"),
    ("分散学習", None),  # all Han and short: a Japanese heading as well as Chinese
    ("La cuantización de los pesos reduce el uso de memoria.", "es"),
    ("Die Quantisierung der Gewichte spart Speicher auf der GPU.", "de"),
    ("Quantization of the weights saves memory on the GPU.", "en"),
    ("La quantification des poids réduit la mémoire.", "fr"),
    ("De kwantisatie van de gewichten bespaart geheugen.", "nl"),
    # an English sentence quoting a Chinese name stays English
    ("The Chinese docs call data parallelism 数据并行 in the whole chapter on training.", "en"),
])
def test_region_language(text, language):
    assert region_language(text) == language


def test_which_names_count_where():
    assert not name_counts_in("zh-Hans", "cjk", "ja") and not name_counts_in("ja", "cjk", "zh")
    assert name_counts_in("zh-Hans", "cjk", "zh") and name_counts_in("ja", "cjk", "en")
    # a Latin-script name listed for Chinese or Japanese is the English name as they write it
    assert name_counts_in("zh-Hans", "latin", "en")
    assert not name_counts_in("es", "latin", "de") and name_counts_in("es", "latin", "es")


@pytest.mark.parametrize("marked, concept", [
    # a Chinese name is not matched in Japanese prose, a Japanese one not in Chinese prose
    ("この章では数据并行という中国語の用語も紹介する。\n", "data-parallelism"),
    ("这一章也会提到日语里的学習率这个写法，以及学习率的调整方法。\n".replace("学习率", "«学习率»"), "learning-rate"),
    ("この章では«学習率»の調整方法を紹介する。\n", "learning-rate"),
    # a Spanish name is not matched in German prose
    ("Die cuantización heißt auf Deutsch «Quantisierung» und spart Speicher.\n", "quantization"),
])
def test_names_count_in_their_language(marked, concept):
    assert_mentions(marked, concept)


def test_the_han_pattern_is_compiled_when_a_text_first_needs_it():
    # ASCII text does not compile it; the first Chinese text does, and is Chinese
    from ai_glossary.core.detection import prose_language

    prose_language._han.cache_clear()
    assert region_language("De kwantisatie van de gewichten bespaart geheugen.") == "nl"
    assert region_language("Quantization of the weights saves memory on the GPU.") == "en"
    # nor does a text past ASCII without a character of the pattern's range
    assert region_language("La quantification des poids réduit la mémoire.") == "fr"
    assert region_language("আমরা মডেলের ওজন কোয়ান্টাইজ করি") == "bn"
    assert region_language("このモデルはデータでがくしゅうさせます。") == "ja"  # kana alone
    assert prose_language._han.cache_info().currsize == 0
    assert region_language("我们在八张显卡上用数据并行训练这个模型。") == "zh"
    assert prose_language._han.cache_info().currsize == 1
    assert region_language("使用 LoRA 微调时只需要训练很少的参数量。") == "zh"



def _scored_word_by_word(text: str) -> str | None:
    """region_language as it counted the function words: each word tried against each list."""
    words = prose_language._WORD.findall(text.lower())
    scores = {lang: 0 for lang in prose_language.STOP_WORDS}
    for word in words:
        for lang, stop in prose_language.STOP_WORDS.items():
            if word in stop:
                scores[lang] += 1
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    return best if top >= prose_language.MIN_HITS and top - second >= prose_language.MIN_MARGIN else None


def test_the_function_words_are_counted_as_each_word_against_each_list():
    """Counting each distinct word once gives each language the count a word-by-word test gave, ties
    (a word in two lists: "de", "en", "la") broken in the lists' order: random texts of the lists'
    words, other words and Bengali."""
    rng = random.Random(7)
    vocabulary = sorted({w for words in prose_language.STOP_WORDS.values() for w in words})
    vocabulary += ["model", "training", "quantization", "réseau", "gewichten", "ডেটা", "মডেল"]
    for _ in range(3000):
        text = " ".join(rng.choice(vocabulary) for _ in range(rng.randint(1, 40)))
        if prose_language.region_language(text) not in ("bn", "zh", "ja"):
            assert region_language(text) == _scored_word_by_word(text), text
