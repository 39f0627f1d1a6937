"""Names as pages' text writes them, through the real server: a footnote's number glued to a name of
several words and digits that run on into an identifier, PyTorch's ``cross_entropy`` in a formula, the
embedding matrix, and the French "limite de tokens" of a language model beside an API's quota per minute;
perplexity's Han name (Chinese and Japanese both write 困惑度) in Chinese prose, the sampling temperature
written alone in Chinese beside the weather's, a LoRA adapter merged, the Megatron-Turing NLG model
beside the Megatron-LM library, a Transformer's layer in Chinese,
a memory offload in katakana, a reStructuredText reference ("ZeRO_"), a docstring not yet closed at the end
of a file, LoRA's Spanish "rango" and the Spanish "momento" that is a moment."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


@pytest.mark.parametrize(("name", "language", "text", "expected"), [
    ("note.md", "markdown", "# Tokens\n\nUn LLM a une limite, appelée longueur de conte‸xte5. Au-delà, il oublie.\n",
     "context window"),
    ("field.md", "markdown", "# Config\n\nSet the context win‸dow2048 field before loading.\n", None),
    ("ppl.md", "markdown", "# Perplexity\n\nPerplexity = exp(cross_entro‸py). Lower is better.\n",
     "cross-entropy loss"),
    ("table.md", "markdown", "# Embeddings\n\nThe table of all of them is the embedding mat‸rix.\n", "embedding"),
    ("limite.md", "markdown", "# LLM\n\nChaque modèle de langage a une limi‸te de tokens fixe.\n", "context window"),
    ("quota.md", "markdown", "# API\n\nL'API impose une limi‸te de tokens par minute à chaque modèle de langage.\n",
     None),
    ("ppl.md", "markdown", "# 指标\n\n语言模型的困惑‸度，越低越好。\n", "perplexity"),
    ("wendu.md", "markdown", "# 采样\n\n其中温‸度(Temperature)、Top-K和Top-P是最关键的解码参数。\n", "temperature sampling"),
    ("tianqi.md", "markdown", "# 天气\n\n今天的气温很高，温‸度达到 35 摄氏度。\n", None),
    ("merge.md", "markdown", "# PEFT\n\nThe standard way to merge a LoRA adap‸ter into the base model.\n",
     "lora merging"),
    ("mtnlg.md", "markdown", "# Scaling\n\nMegatron-Tur‸ing NLG (530B) trained on 270B tokens.\n", None),
    ("megatron.md", "markdown", "# Scaling\n\nWe trained it with Megatron-L‸M on 512 GPUs.\n", "megatron-lm"),
    ("ceng.md", "markdown", "# Megatron\n\n将单个Transfor‸mer层的参数矩阵切分到不同设备。\n", "transformer"),
    ("offload.md", "markdown", "# vLLM\n\nvLLM が、ついにメモリオフ‸ロード機能を搭載した。\n", "offloading"),
    ("oss.py", "python", 'class OSS:\n    """Shards the optimizer state as described by Ze‸RO_.\n    """\n',
     "zero redundancy optimizer"),
    ("open.py", "python", 'def train(model):\n    """Wrap the model with FS‸DP and shard its state.\n',
     "fully sharded data parallel"),
    ("rango.md", "markdown", "# LoRA\n\nCon LoRA, entrenamos matrices A y B con un ran‸go menor.\n",
     "lora hyperparameters"),
    ("momento.md", "markdown", "# LoRA\n\nLoRA da habilidades a los modelos más potentes del momen‸to.\n", None),
], ids=["a-footnote-number", "digits-of-an-identifier", "cross-entropy-in-a-formula", "embedding-matrix",
        "limite-de-tokens", "a-quota-per-minute", "kunhuodu-in-chinese", "wendu-beside-sampling",
        "wendu-of-the-weather", "merge-a-lora-adapter", "megatron-turing-nlg", "megatron-lm",
        "a-transformer-layer-zh", "a-memory-offload-ja", "an-rst-reference",
        "a-docstring-not-yet-closed", "lora-rango", "a-spanish-moment"])
async def test_names_as_pages_write_them(session, name, language, text, expected):
    found = await session.hover_text(name, language, text)
    assert (title(found) if expected else found) == expected
