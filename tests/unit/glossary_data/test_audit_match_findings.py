"""The probes of section 5 of the content audit (findings M1-M21), run through the engine `scan` uses.

Each case is the audit's probe sentence in the language and with the import context the finding
implies, the concept the audit saw wrongly hovered, and the concepts a reader should get there.
docs/content-review.md answers each finding.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.glossary.generic_words import GENERIC_CONTEXT_WORDS
from ai_glossary.core.glossary.model import form_key
from support.probes import Probe, check_probe, probe_id

PROBES = [
    Probe("M1", "import triton\n# This Triton kernel implements paged attention for vLLM inference.\n",
          ("triton-inference-server",), ("triton-language",)),
    Probe("M1-server", "# Deploy the model to a Triton server with a model_repository and config.pbtxt.\n",
          ("triton-language",), ("triton-inference-server",)),
    Probe("M5", "import deepspeed\n# Offload tokenization to a background worker so the GPU stays busy with the model.\n",
          ("offloading",)),
    Probe("M2", "import torch.distributed as dist\n"
                "# We sync the TP and FP counts across ranks with all-reduce before computing precision on each tensor.\n",
          ("tensor-parallelism",), ("all-reduce",)),
    Probe("M3", "import opacus\n"
                "# Train with DP-SGD (differential privacy). Opacus wraps the model in DPDDP and uses world_size ranks.\n",
          ("data-parallelism",)),
    Probe("M6", "import deepspeed\n# Build the data pipeline before DeepSpeed initializes the engine.\n",
          ("pipeline-parallelism",), ("deepspeed",)),
    Probe("M7", "# Uncertainty quantification for the model: we estimate calibration error with 15 bins.\n",
          ("quantization",)),
    Probe("M7-fr", "# La quantification des poids en 4 bits réduit la mémoire du modèle.\n",
          (), ("quantization",)),
    Probe("M8", "import transformers\n# Accelerate training by fusing the optimizer step; see the transformers docs.\n",
          ("hugging-face-accelerate",)),
    Probe("M11-infonce", "import torch\n# The InfoNCE loss divides the logits by a learnable temperature, as in CLIP.\n",
          ("temperature-sampling",)),
    Probe("M11-gumbel", "import torch\n# Gumbel-softmax with temperature annealing.\n",
          ("temperature-sampling",)),
    Probe("M16", "import torch.distributed\n"
                 "# Sharded checkpointing: each rank saves its part of the model state after the backward pass.\n",
          ("activation-checkpointing",), ("distributed-checkpointing",)),
    Probe("M20", "# qlora, fsdp, nccl, ddp, gptq, awq, lora, Lora, 1f1b, lr 3e-4\n",
          (), ("qlora", "fsdp", "nccl", "distributed-data-parallel", "gptq", "awq", "lora",
               "one-forward-one-backward", "learning-rate")),
    Probe("M4", "import torch.distributed\n"
                "# Compute the CP decomposition of the weight tensor with rank 16 (CANDECOMP/PARAFAC).\n",
          ("context-parallelism", "rank-and-world-size")),
    Probe("M9", "import torch\n# LR model (logistic regression) trained with SGD for 5 epochs as a baseline.\n",
          ("learning-rate",)),
    Probe("M10", "import torch\n"
                 "# The BatchNorm momentum is 0.1 for the running statistics; the optimizer uses lr 1e-3.\n",
          ("momentum",), ("batch-normalization", "learning-rate")),
    Probe("M12", "import torch\n# We build a KD-tree over the embeddings of the model.\n",
          ("knowledge-distillation",)),
    Probe("M13", "import torch\n"
                 "# Apply SWA (stochastic weight averaging) over the last 10 epochs; the attention layers stay frozen.\n",
          ("sliding-window-attention",), ("stochastic-weight-averaging",)),
    Probe("M14", "import torch.distributed as dist\n# Broadcast the bias to a rank-3 tensor before adding it.\n",
          ("broadcast", "rank-and-world-size")),
    Probe("M14-tensor-rank", "import torch.distributed as dist\n"
                             "# Reshape the weight into a rank-3 tensor and compute the tensor rank.\n",
          ("broadcast", "rank-and-world-size")),
    Probe("M14-collective", "import torch.distributed as dist\n"
                            "# Broadcast the weights from rank 0 to every rank before training.\n",
          (), ("broadcast", "rank-and-world-size")),
    Probe("M15", "import torch.distributed\n# Load the SP model (SentencePiece) and return a tensor of token ids.\n",
          ("sequence-parallelism",)),
    Probe("M17-sklearn", "from sklearn.preprocessing import StandardScaler\n"
                         "# The sklearn transformer normalizes the embeddings.\n",
          ("transformer",)),
    Probe("M17-library", "# Load the model with the transformers library.\n", ("transformer",)),
    Probe("M17-import", "import transformers\n# Load the model with the transformers library.\n", ("transformer",)),
    Probe("M18", "import peft\n# Database adapter for the model registry; fine-tuning jobs write their rows here.\n",
          ("adapters",)),
    Probe("M19", "ওজন ক্ষয় রোধে নিয়মিত ব্যায়াম করুন।\n", ("weight-decay",), language="markdown"),
    Probe("M19-optimizer", "অপটিমাইজারে ওজন ক্ষয় ০.০১ দেওয়া হয়।\n", (), ("weight-decay",), language="markdown"),
    # a heading alone takes its sense from the document: an optimizer's section, or a fitness page's
    Probe("M19-heading", "## ওজন ক্ষয়\n\n" + "এই অংশে প্রশিক্ষণের নিয়মগুলো ধাপে ধাপে বলা হয়েছে। " * 8
          + "\n\nAdamW এই মান প্যারামিটারগুলোর ওপর প্রয়োগ করে।\n", (), ("weight-decay",), language="markdown"),
    Probe("M19-heading-fitness", "## ওজন ক্ষয়\n\nনিয়মিত ব্যায়াম ও সুষম খাদ্য।\n", ("weight-decay",),
          language="markdown"),
]


@pytest.mark.parametrize("probe", PROBES, ids=probe_id)
def test_the_audit_probe_gets_the_right_senses(detector, probe):
    check_probe(detector, probe)


# M21: the words the audit found in context lists, present in nearly every ML file ("bit" and "bits"
# are not listed: they are specific to number formats, see docs/content-review.md).
AUDIT_GENERIC_WORDS = ["model", "cpu", "gpu", "gpus", "weights", "llm", "tensor", "activations", "rank",
                       "layer", "layers", "training", "inference", "loss", "parameter", "sample"]


def test_no_built_in_context_list_holds_a_word_every_ml_file_holds():
    assert set(AUDIT_GENERIC_WORDS) <= GENERIC_CONTEXT_WORDS
    glossary = load_builtin()
    generic = {(concept.id, word) for concept in glossary.concepts.values()
               for word in concept.context if form_key(word) in GENERIC_CONTEXT_WORDS}
    assert generic == set()
