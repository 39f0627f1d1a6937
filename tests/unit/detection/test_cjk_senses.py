"""Ordinary-word senses in Chinese, Japanese and German prose: context words and counter-evidence
words written in a script without spaces are found inside the sentence, as substrings
(docs/detection.md, section 3). The sense rules are the sample's; the sentences are written here."""

from __future__ import annotations

import pytest

from language_sample import assert_mentions


@pytest.mark.parametrize("marked", [
    # a context word glued to the sentence around it
    "训练时把优化器状态«分片»保存到每张卡上。\n",
    "オプティマイザーの状態を«シャーディング»して各GPUに置く。\n",
    # no evidence of either sense: nothing
    "文件先分片再上传。\n",
])
def test_context_words_inside_cjk_sentences(marked):
    assert_mentions(marked, "sharding")


@pytest.mark.parametrize("marked", [
    # counter-evidence wins over a related concept nearby (FSDP)
    "和 FSDP 无关：这里的 MySQL 数据库按用户 ID 分片。\n",
    "FSDPとは別に、データベースのシャーディングも設定する。\n",
])
def test_counter_evidence_inside_cjk_sentences(marked):
    assert_mentions(marked, "sharding")


@pytest.mark.parametrize("marked", [
    "Der Adapter für die Steckdose liegt bei.\n",
    "Der «Adapter» liegt neben den LoRA-Gewichten im Checkpoint.\n",
])
def test_german_adapter_as_a_plug_or_as_the_module(marked):
    assert_mentions(marked, "adapter")
