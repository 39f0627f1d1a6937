"""Names met in Chinese and Japanese study notes on language models, each a general rule of the built-in
glossary: "BN" and "LN", the short names notes give batch and layer normalization, count in capitals
beside what they normalize (a language list's "BN" and the natural logarithm's "ln" do not); a
pre-trained model's weights and a pre-trained language model are the generic adjective, not the
pre-training stage; a Han name both Chinese and Japanese list (困惑度) counts in either's prose; the
sampling temperature written alone (温度), beside a sampling setting only; a Transformer's layer, and a
memory offload in katakana; scaling laws by their Japanese names, Spanish and German names of training
methods, LoRA's Spanish "rango", and the Spanish "momento" that is a moment.

Expected mentions are marked in the text: «BN» is a mention, the guillemets are removed before the text
is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from support.marked import unmark


def mentions(detector, text, concept, language="markdown"):
    return [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches() if m.concept_id == concept]


@pytest.mark.parametrize("marked, concept", [
    # the short names beside the normalization they are
    ("3. **«BN» 的归一化方式**\n   - «BN» 关注的是同一批次中特定的一列数据\n", "batch-normalization"),
    ("4. **«LN» 的适用场景**\n   - 使用 «LN» 对每个样本的所有特征做归一化处理\n", "layer-normalization"),
    ("Each block is conv-«BN»-ReLU, then a residual add.\n", "batch-normalization"),
    ("Each sub-layer applies «LN» first, a normalization over the features.\n", "layer-normalization"),
    # or in a document that names the module in full elsewhere
    ("## 为什么使用 LayerNorm 而不是 «BatchNorm»\n\n1. **解决 «BN» 带来的噪声问题**\n", "batch-normalization"),
    # a language list's code, the natural logarithm, and BN with nothing normalized near it
    ("Translations: EN, FR, NL, BN, ZH.\n", "batch-normalization"),
    ("The loss is ln(p) summed over the tokens, a normalization of the scores.\n", "layer-normalization"),
    ("Revenue reached 3 BN dollars this year.\n", "batch-normalization"),
    # a pre-trained model's weights and a pre-trained language model are the adjective; the stage is the stage
    ("将冻结的预训练权重压缩存储并在计算时动态反量化。\n", "pre-training"),
    ("预训练语言模型在下游任务上微调。\n", "pre-training"),
    ("在 GPT 的«预训练»阶段，模型学习预测下一个 token。\n", "pre-training"),
    ("LoRAは、大規模な事前学習された言語モデルをカスタマイズする方法です。\n", "pre-training"),
    ("言語モデルの«事前学習»には大規模なコーパスが必要です。\n", "pre-training"),
    # and the model the stage made, as 预训练模型: "the pre-trained model π_ref" of a DPO note
    ("DPO では参照モデルとして事前学習モデル π_ref を固定し、言語モデルの方策を学習する。\n", "pre-training"),
    ("| **π_ref(y | x)** | 自然なテキストの確率(事前学習 LM)。言語モデルを学習する。 |\n", "pre-training"),
    # Japanese names writers use: 分散訓練, スペキュレイティブ推論, 計算・通信のオーバーラップ; Spanish capas adaptadoras
    ("1.3 «分散訓練»の目標は、多数の GPU でモデルを学習することです。\n", "distributed-deep-learning"),
    ("KVキャッシュを整理し、«スペキュレイティブ推論»で待ち時間を減らす。\n", "speculative-decoding"),
    ("«計算・通信のオーバーラップ»で集団通信のコストを隠す。\n", "communication-computation-overlap"),
    ("Low Rank Adaptation añade «capas adaptadoras» pequeñas al modelo.\n", "adapters"),
    # 困惑度 is perplexity's Chinese name and its Japanese one: it counts in the prose of either, ambiguous
    # in both (a puzzled reader's is no metric)
    ("语言模型的«困惑度»，越低越好。\n", "perplexity"),
    ("1. «困惑度»(«Perplexity»):衡量语言模型生成序列的似然度,值越小表示模型越好。\n", "perplexity"),
    ("言語モデルの«困惑度»は低いほど良い。\n", "perplexity"),
    ("他看着题目，脸上的困惑度越来越高。\n", "perplexity"),
    # the sampling temperature written alone, beside a sampling setting (not the weather's or a GPU's)
    ("其中«温度»(«Temperature»)、Top-K和Top-P是最关键的解码参数。\n", "temperature-sampling"),
    ("«温度»を上げると、言語モデルの出力はランダムになる。\n", "temperature-sampling"),
    ("今天的气温很高，温度达到 35 摄氏度。\n", "temperature-sampling"),
    ("GPU 温度过高时风扇会加速。\n", "temperature-sampling"),
    ("今日は気温が高く、温度は30度です。\n", "temperature-sampling"),
    # greedy decoding as 贪心采样, the nucleus sampling of Spanish lessons, GRPO in a French translation
    ("num_beams 设置为 1 时则退化为«贪心采样»。\n", "greedy-decoding"),
    ("El «muestreo por núcleo» elige entre los tokens más probables.\n", "top-p-sampling"),
    ("L'«optimisation de la politique relative du groupe» («GRPO») est une technique de RL.\n", "grpo"),
    # a Transformer's layer in Chinese and Japanese, glued to the Latin name; a memory offload in katakana
    ("通过张量并行将单个«Transformer层»的参数矩阵切分到不同设备。\n", "transformer"),
    ("各«Transformer層»のパラメータを分割する。\n", "transformer"),
    ("vLLM が、ついに«メモリオフロード»機能を搭載した。\n", "offloading"),
    # scaling laws by their Japanese names and their authors'; a pre-trained large model is the adjective
    ("«ニューラルスケーリング»(«Neural Scaling»)とは、モデルの規模を増やす法則。«Chinchilla法則»と«Kaplan則»。\n",
     "scaling-laws"),
    ("SFT 是在预训练大模型基础上,用高质量标注数据进一步训练模型。\n", "pre-training"),
    # Spanish and German names of lessons on training methods
    ("Consiste en «acumular los gradientes» de varios lotes; el «gradiente acumulado» se aplica después.\n",
     "gradient-accumulation"),
    ("«RLHF» (deutsch: «Verstärkendes Lernen durch menschliches Feedback») ist eine Methode.\n", "rlhf"),
    ("El refuerzo con «Group Relative Proximal Policy Optimization» («GRPO») compara grupos.\n", "grpo"),
    # LoRA's rank as Spanish writes it, beside LoRA; a process's rango and a matrix's low rank stay quiet
    ("Con LoRA, entrenamos matrices A y B con un «rango» menor.\n", "lora-hyperparameters"),
    ("LoRA (Adaptación de Bajo Rango) entrena matrices de rango bajo.\n", "lora-hyperparameters"),
    ("Cada rango de un grupo aporta un búfer al all-reduce.\n", "lora-hyperparameters"),
    # the Spanish moment is no optimizer's momentum, on a LoRA page too; beside an optimizer it is
    ("LoRA da nuevas habilidades a los modelos de IA más potentes del momento.\n", "momentum"),
    ("El optimizador SGD usa un «momento» de 0.9 y una tasa de aprendizaje baja.\n", "momentum"),
    # code comments' words: multi-head attention half in katakana, the residual stream in Chinese
    ("Transformerは本当は«マルチヘッドAttention»ですが、ここでは簡単のため使わない。\n", "multi-head-attention"),
    ("x = 1  # 最终投影回«残差流»。\n", "residual-connection"),
])
def test_study_note_names(detector, marked, concept):
    text, expected = unmark(marked)
    got = mentions(detector, text, concept)
    assert got == expected, [text[a:b] for a, b in got]
