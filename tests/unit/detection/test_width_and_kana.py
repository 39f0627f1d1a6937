"""Full-width and half-width forms, and the spellings of Japanese katakana names
(docs/detection.md, "Scripts without spaces"). Offsets stay those of the text as written."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.text import fold
from language_sample import assert_mentions, found


@pytest.mark.parametrize("marked, concept", [
    ("全角で書かれた«ＬｏＲＡ»も«LoRA»として扱う。\n", "lora"),
    ("使用«ＦＳＤＰ»包装模型。\n", "fsdp"),
    ("大模型用«ＦＳＤＰ»（分片数据并行）训练。\n", "fsdp"),
    # the case of a full-width mixed-case name is still exact: ＬＯＲＡ is LORA, ｌｏｒａ nothing
    ("ｌｏｒａ は無線の規格です。\n", "lora"),
])
def test_full_width_ascii_is_its_ascii_letter(marked, concept):
    assert_mentions(marked, concept)


def test_the_unicode_hyphens_are_the_hyphen():
    # U+2010 and U+2011 (the non-breaking hyphen of typeset and translated text) join a name's parts
    text = "FSDP\u2011style all\u2010reduce and all\u2011gather"
    assert len(fold(text)) == len(text) and fold(text) == "fsdp-style all-reduce and all-gather"


def test_full_width_folding_keeps_every_offset():
    text = "前文😀 ＬｏＲＡ と ＦＳＤＰ"
    assert len(fold(text)) == len(text)
    spans = found(text)
    assert [text[a:b] for a, b in spans] == ["ＬｏＲＡ", "ＦＳＤＰ"]


@pytest.mark.parametrize("marked", [
    "«オプティマイザー»の状態を保存する。\n",
    "«オプティマイザ»の状態を保存する。\n",  # the final ー left out
    "«ｵﾌﾟﾃｨﾏｲｻﾞｰ»の状態を保存する。\n",  # half-width katakana
])
def test_katakana_name_with_and_without_the_long_vowel_mark(marked):
    assert_mentions(marked, "optimizer")


@pytest.mark.parametrize("marked", [
    "«ニューラル・ネットワーク»を学習させる。\n",
    "«ニューラルネットワーク»を学習させる。\n",
    "«ニューラル ネットワーク»を学習させる。\n",
    "«ﾆｭｰﾗﾙﾈｯﾄﾜｰｸ»を学習させる。\n",
])
def test_katakana_parts_together_apart_or_with_the_middle_dot(marked):
    assert_mentions(marked, "neural-network")


@pytest.mark.parametrize("marked", [
    "«データ並列»で学習する。\n",
    "«データ・並列»で学習する。\n",
    "«データー並列»で学習する。\n",
    "«ﾃﾞｰﾀ並列»で学習する。\n",
])
def test_katakana_and_han_parts(marked):
    assert_mentions(marked, "data-parallelism")


@pytest.mark.parametrize("space", ["\u00a0", "\u202f", "\u2009"])
def test_the_no_break_spaces_and_the_thin_space_are_the_space(space):
    text = f"Paged{space}Attention{space}: le «cache»"
    assert fold(text) == "paged attention : le «cache»" and len(fold(text)) == len(text)

