"""Word boundaries in scripts written without spaces (docs/detection.md, "Scripts without spaces"):
a Latin term next to Han, kana or Hangul, a Chinese or Japanese name glued to the words around it,
and the rules that keep a name out of a longer word. The sentences are written for these tests."""

from __future__ import annotations

import pytest

from language_sample import assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("我们使用«LoRA»训练了一个七十亿参数的模型。\n", "lora"),
    # the alias "LoRA 微调" as its writers type it, with or without the space
    ("我们用«LoRA微调»了一个七十亿参数的模型，«LoRA 微调»很省显存。\n", "lora"),
    ("«LoRA»の学習率は小さめに設定する。\n", "lora"),
    ("大きなモデルは«FSDP»で分割して学習させる。\n", "fsdp"),
    ("先用«FSDP»包装模型，再创建优化器。\n", "fsdp"),
    ("이 모델은 «FSDP»로 학습했다.\n", "fsdp"),
    # still not inside a Latin word
    ("x_FSDP と FSDPv2 は別の名前です。\n", "fsdp"),
])
def test_latin_term_next_to_cjk_text_is_at_a_word_boundary(marked, concept):
    assert_mentions(marked, concept)


@pytest.mark.parametrize("marked, concept", [
    ("训练时我们采用«数据并行»，每张卡处理不同的样本。\n", "data-parallelism"),
    ("把«数据并行»和«流水线并行»结合起来可以训练更大的模型。\n", None),
    ("«データ並列»で学習すると、各GPUが別のミニバッチを処理します。\n", "data-parallelism"),
    ("«パイプライン並列»とテンソル並列を組み合わせる。\n", "pipeline-parallelism"),
    # a name glued to Latin text on both sides
    ("开启«数据并行»DDP后吞吐量翻倍。\n", "data-parallelism"),
    # the longest form at a place wins: 知识蒸馏, not 蒸馏 inside it
    ("本文介绍«知识蒸馏»的基本做法。\n", "knowledge-distillation"),
])
def test_cjk_name_matches_where_it_stands(marked, concept):
    assert_mentions(marked, concept)


@pytest.mark.parametrize("marked, concept", [
    # an ordinary word that holds a name is not the name
    ("这款嵌入式设备只有 512 MB 内存。\n", "embedding"),
    ("实验室里常备蒸馏水。\n", "knowledge-distillation"),
    ("量子化学の計算にはスーパーコンピューターを使う。\n", "quantization"),
    ("それはエポックメイキングな発明だった。\n", "epoch"),
    # while the name itself counts next to them
    ("每个词先映射为«嵌入»，再送入编码器。\n", "embedding"),
    ("每个词先映射为«嵌入向量»。\n", "embedding"),
    ("モデルの重みを«量子化»してメモリを節約する。\n", "quantization"),
    ("学習は10«エポック»で打ち切った。\n", "epoch"),
])
def test_a_name_inside_a_known_longer_word_is_not_a_mention(marked, concept):
    assert_mentions(marked, concept)


@pytest.mark.parametrize("marked", [
    # a katakana name inside a longer katakana word: ロス of クロスエントロピー, of ロスレス
    "クロスエントロピーを最小化する。\n",
    "ロスレス圧縮の形式で保存する。\n",
    # but the loss itself, glued to Han and hiragana, is
    "検証データの«ロス»が下がらない。\n",
    "«損失関数»には交差エントロピーを使う。\n",
])
def test_katakana_run_is_one_word(marked):
    assert_mentions(marked, "loss")


def test_a_long_katakana_name_heads_a_katakana_compound():
    assert_mentions("«オプティマイザー»ステートをCPUに退避する。\n", "optimizer")


def test_boundary_rule_between_characters():
    from ai_glossary.core.detection.text import joins

    assert not joins("用", "L") and not joins("A", "微") and not joins("A", "の")
    assert not joins("数", "据")  # Han: no spaces, a boundary anywhere
    assert joins("ク", "ロ") and joins("한", "국")  # a katakana run, a Hangul word
    assert joins("a", "b") and joins("a", "ে") and not joins("a", " ")
