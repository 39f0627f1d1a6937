"""Names met in the Hugging Face course's Chinese, Japanese, Spanish and German chapters (the second
evaluation set), each a general rule of the built-in glossary or of detection: a named model or
library holds a form and names no concept of it; a pre-trained model is not the pre-training stage;
a name written against 🤗; the context words of Spanish and German (German quantization is also
the physicists' word); a fence's code is not prose.

Expected mentions are marked in the text: «Transformer» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from support.marked import unmark


def mentions(detector, text, concept, language="markdown"):
    return [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches() if m.concept_id == concept]


@pytest.mark.parametrize("marked, concept", [
    # a model named after the architecture is that model
    ("| Decoder | CTRL, GPT, GPT-2, Transformer XL | Textgenerierung |\n", "transformer"),
    ("Transformer-XL extends «self-attention» with a recurrence over segments.\n", "self-attention"),
    ("Transformer-XL extends self-attention with a recurrence over segments.\n", "transformer"),
    ("Meta released the Open Pretrained Transformer (OPT), decoders with self-attention.\n", "transformer"),
    # what BERT and T5 stand for, spelled out after their names, in a Bengali or English sentence
    ("**BERT** (Bidirectional Encoder Representations from Transformers) একটি বড় মাল্টি লেয়ার "
     "«ট্রান্সফর্মার» নেটওয়ার্ক, যার এনকোডার সেলফ-অ্যাটেনশন ব্যবহার করে।\n", "transformer"),
    ("T5 (Text-to-Text Transfer Transformer) is an encoder-decoder model with self-attention.\n", "transformer"),
    ("T5 is an encoder-decoder «Transformer» with self-attention.\n", "transformer"),
    # and DeiT's, in its model's docstring beside the architecture's words
    ("PyTorch DeiT (Data-efficient Image Transformers) model with «self-attention» and position embeddings.\n",
     "self-attention"),
    ("DeiT (Data-efficient Image Transformers) is a «Transformer» trained with self-attention.\n", "transformer"),
    # while the architecture next to it is the concept
    ("Decoder-Modelle verwenden nur den Decoder eines «Transformer-Modells», wie Transformer XL.\n",
     "transformer"),
    # a family of reinforcement-learning methods is not the value model its critic is; the critic is
    ("Actor-Critic methods learn a policy and a value function together.\n", "value-model"),
    ("The actor-critic family includes A2C; PPO trains the actor and the «critic» together.\n", "value-model"),
    # Hugging Face's tokenizer library is a library, its tokenizer a tokenizer
    ("Der «Tokenizer» für vortrainierte Modelle ist in der Bibliothek 🤗 Tokenizers verfügbar.\n", "tokenizer"),
    # 🤗 written against the library's name
    ("在本章中，你了解了如何使用来自«🤗Transformers» 的高级函数。\n", "hugging-face-transformers"),
    # a pre-trained model is not the stage; the stage is
    ("我们可以像使用 Transformer 模型一样下载预训练模型。\n", "pre-training"),
    ("这些 Transformer 模型的«预训练»通常会使用某种方式破坏给定的句子。\n", "pre-training"),
    ("我们使用经过预训练的 Transformer 模型。\n", "pre-training"),
    ("我们下载预训练过的 Transformer 模型。\n", "pre-training"),
    ("如果你使用经过预训练或经过微调的 Transformer 模型，请注意它们的局限。\n", "pre-training"),
    ("我们比较了经过预训练和经过蒸馏的 Transformer 模型。\n", "pre-training"),
    ("Transformer 模型«预训练»的目标是预测被遮盖的词。\n", "pre-training"),
    ("这个 Transformer 模型经过«预训练»和微调。\n", "pre-training"),
    ("这个 Transformer 模型«预训练»过。\n", "pre-training"),
    ("Transformerモデルのように事前学習したモデルをダウンロードできます。\n", "pre-training"),
    ("この前処理はTransformerモデルが«事前学習»されたときと同じ方法で行われます。\n", "pre-training"),
    # Chinese batch size as the course writes it
    ("- **«Batch size»**（«批次大小»）：一次处理的序列数。\n", "batch-size"),
])
def test_course_names(detector, marked, concept):
    text, expected = unmark(marked)
    got = mentions(detector, text, concept)
    assert got == expected, [text[a:b] for a, b in got]


@pytest.mark.parametrize("marked, concept", [
    # Spanish context words of the architecture and of pre-training: the encoder, the decoder
    ("Los modelos de codificadores usan únicamente el codificador del «Transformer».\n", "transformer"),
    ("El «preentrenamiento» de los modelos de decodificadores gira en torno a la siguiente palabra.\n",
     "pre-training"),
    # in Spanish, "los Transformers" are the architecture, not the library
    ("Discutimos brevemente el funcionamiento de los «Transformers» y del codificador.\n", "transformer"),
    # German context words of the tokenizer
    ("Wir haben behandelt, wie man «Tokenizer» und vortrainierte Modelle verwendet.\n", "tokenizer"),
    # German quantization needs a sign of the models' sense: it is also the physicists' word
    ("Die «Quantisierung» senkt den Speicherbedarf eines Sprachmodells deutlich.\n", "quantization"),
    ("Mit 4-Bit-«Quantisierung» passt das Modell auf eine GPU.\n", "quantization"),
    ("Die Quantisierung des Drehimpulses folgt aus der Schrödinger-Gleichung.\n", "quantization"),
    ("Die Quantisierung der Energieniveaus ist ein Grundbegriff der Quantenmechanik.\n", "quantization"),
    # a tokenizer named nearby is a sign of the model checkpoint
    ("Solange du denselben «Checkpoint» für die Tokenisierung und das Modell verwendest, ist alles gut.\n",
     "model-checkpoint"),
])
def test_context_of_spanish_and_german_course_text(detector, marked, concept):
    text, expected = unmark(marked)
    got = mentions(detector, text, concept)
    assert got == expected, [text[a:b] for a, b in got]


def test_the_text_of_a_fence_is_code_and_its_comments_prose(detector):
    text = ("El resultado:\n\n```python out\n'Using a Transformer network is simple'\n```\n\n"
            "```python\n# the Transformer encoder\nx = 1\n```\n")
    got = mentions(detector, text, "transformer")
    assert [text[a:b] for a, b in got] == ["Transformer"]
    assert got[0][0] == text.index("Transformer encoder")

