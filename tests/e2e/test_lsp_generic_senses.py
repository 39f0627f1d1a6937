"""Generic ML words through the real server: the ML sense hovers, another sense of the same word
in a file that imports torch stays quiet (docs/detection.md, "Generic words and their other senses")."""

from pathlib import Path

import pytest

from support.lsp_session import start

WORKSPACES = Path(__file__).resolve().parents[1] / "fixtures" / "workspaces"
ML_FILE = "import torch\nimport torch.distributed as dist\n\n"
LLM_IMPORTS = "import torch\nimport transformers\n"


@pytest.mark.parametrize("comment, title", [
    ("# if a collec‸tive hangs, run again with NCCL_DEBUG=INFO\n", "collective communication"),
    ("# mask the lo‸git of every banned token before sampling\n", "logits"),
    ("# the dataset is split into sha‸rds so that each worker reads its own\n", "Sharding"),
    ("# the warm‸up lasts 500 steps, then the learning rate decays\n", "Learning rate warmup"),
    ("# Computes the perplexity (`PPL`_) of the model.\n# the P‸PL of each sample\n", "perplexity"),
    ("# Scat‸ter x across all processes in the group\n", "Scatter"),
    ("# a temp‸erature below 1.0 gives a sharper probability distribution\n", "Temperature sampling"),
    # French and Dutch names: a barrier of processes, a GPU's fused kernels
    ("# Chaque processus appelle une barri‸ère avant de sauvegarder\n", "Barrier"),
    ("# la fusion de noy‸aux réduit les accès à la mémoire du GPU\n", "Kernel fusion"),
    # a decoder language model by its other names, one of them hyphenated at its prefix
    ("# decoder models are auto-regressive mod‸els: each word sees only the words before it\n",
     "Causal language modeling"),
    ("# JulyGPT: A Transformer-Based Auto-Regres‸sive Language Model\n", "Causal language modeling"),
    # a training framework's names: ZeRO's stage 1 beside its data-parallel groups, a scheduler's identifier
    ("# Initialize zer‸o1 parallel groups over the data-parallel ranks\n", "Zero Redundancy Optimizer"),
    ("# the lr_sched‸uler is stepped after the optimizer\n", "Learning rate"),
])
async def test_a_generic_word_in_its_ml_sense_hovers(raw_client, comment, title):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    text = await session.hover_text("train.py", "python", ML_FILE + comment + "x = 1\n")
    assert text is not None and text.splitlines()[0].lower() == f"**{title.lower()}**"


@pytest.mark.parametrize("comment", [
    "# the artist collec‸tive hangs its work in the hall\n",
    "# we fit a lo‸git model: the logit link maps probabilities to log-odds\n",
    "# a node whose heartbeat arrives late is a strag‸gler; the scheduler marks it dead\n",
    "# Postgres writes a check‸point to the write-ahead log every five minutes\n",
    "# colour quanti‸zation reduces the image to a 256-colour palette\n",
    "# the trapped-ion device has all-to-‸all connectivity between its qubits\n",
    "# rematerial‸ization lowers register pressure during register allocation\n",
    "# the profiler's scheduler waits, then warm‸up for the next steps, then records\n",
    "# base mean of the lo‸git-normal schedule of the sigmas\n",
    "# A function that takes in the query, key, and value he‸ads and returns new ones\n",
    "# Computes the perceptual path length (`PPL`_) of a generator.\n# the P‸PL of each sample\n",
    "# coeff ran‸ges 0..1\n",
    "# sliding_window_shapes: the shapes of sliding win‸dows, which occlusion needs\n",
    "# Focal Loss for Dense Object Detection, ICCV, 2017, p‸p. 2999-3007\n",
    '"""Generate.\n\nArgs:\n    tempera‸ture: The temperature for sampling the logits.\n"""\n',
    '"""Get the backend.\n\n>>> get_backend()\n\'cuda:nc‸cl,cpu:gloo\'\n"""\n',
    '"""The variance :math:`C_{\\\\r‸m var}` of the RLHF reward."""\n',
    '"""Move it with ``.cu‸da()`` first."""\n',
    '#   "lora_al‸pha": 16,\n',
    '"""use_cu‸da (bool): run on the GPU."""\n',
    "# select the top‸k boxes of each level by their logits before sampling\n",
    "# the spatial softmax divides the logits by its tempera‸ture (a soft-argmax)\n",
    "# the outputs are quanti‸zed before the projection\n",
    "# reduce_op: how the sparse matrix's rows are combined; red‸uce with sum or max\n",
    '"""Init.\n\n:param embedding: a fixed vector.\n:param dim: ignored when `embe‸dding` is set.\n"""\n',
    "# the inverse mass matrix and momen‸tum of HMC\n",
    "# results of tool-calling steps are offlo‸aded to a store\n",
    ('"""Pipeline.\n\nArgs:\n    tokeni‸zer ([`~transformers.CLIPTokenizer`]):\n'
     '        Tokenizer of class CLIPTokenizer.\n"""\n'),
    '"""AdamW optimizer for Decision Trans‸former architectures."""\n',
    '"""Swin Trans‸former v2 tiny model: shifted windows of self-attention."""\n',
    "# forward pass of the momen‸tum encoder, a moving average of the weights of the online one\n",
    "# the warm‸up phase of the teacher temperature, which the scheduler raises linearly\n",
    "# Copyright (c) 2020. Lightly A‸G and its affiliates.\n",
    '"""lrs (tensor): Input L‸R images with shape (n, t, c, h, w)."""\n',
    ('"""with_cp (bool): Use check‸point or not. Using checkpoint will save some memory while slowing down '
     'the training speed."""\n'),
    '"""Andrew G. Howard, Menglong Zhu, Bo Chen, Hartwig Ad‸am."""\n',
    "# an autoregressive mo‸del of the time series, AR(2); its decoder is a Kalman filter\n",
    "# zer‸o1 = torch.zeros(3)\n",
])
async def test_another_sense_stays_quiet_in_an_ml_file(raw_client, comment):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    assert await session.hover_text("train.py", "python", ML_FILE + comment + "x = 1\n") is None


async def test_an_adapter_in_llama_cpp_bindings_is_a_lora_adapter(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    text = 'def meta_key(adapter, i):\n    """Get ada‸pter metadata key name by index."""\n'
    assert await session.hover_text("utils.py", "python", text) is None
    hover = await session.hover_text("llama_cpp/llama_cpp.py", "python", text)
    assert hover is not None and hover.splitlines()[0] == "**Adapters**"


@pytest.mark.parametrize("head, library, text, title, takes", [
    # an older framework's file is an ML file, as torch's is
    ("", "mxnet", 'def readout(graph):\n    """B refers to the batch si‸ze."""\n', "batch size", True),
    # an LLM application framework's embeddings are an embedding model's
    ("", "langchain_core", "# Modern embed‸dings interface\nx = 1\n", "embedding", True),
    # another field's library in an ML file: an audio codec's vector quantizer, Hamiltonian Monte Carlo's momentum
    (LLM_IMPORTS, "encodec", '"""Encode the input tensor to its quanti‸zed representation."""\n', "quantization",
     False),
    (LLM_IMPORTS, "numpyro", '"""The momen‸tum is drawn again at each step."""\n', "momentum", False),
    # a vector store's embeddings are learned vectors; a quantization toolkit's file quantizes a model
    ("", "chromadb", '"""Adds the documents and their embed‸dings to the collection."""\n', "embedding", True),
    ("import torch\n", "torch.ao.quantization", '"""The model is quanti‸zed before export."""\n', "quantization",
     True),
])
async def test_a_librarys_import_says_the_sense(raw_client, head, library, text, title, takes):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    plain = await session.hover_text("base.py", "python", head + "import json\n\n" + text)
    imported = await session.hover_text("base.py", "python", head + f"import {library}\n\n" + text)
    named, quiet = (imported, plain) if takes else (plain, imported)
    assert quiet is None
    assert named is not None and named.splitlines()[0].lower() == f"**{title}**"


async def test_the_imported_module_s_name_in_backticks_is_the_library(raw_client):
    # the tokenizer beside it is the architecture's word; with the import, the code span holds the module's name
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    text = "# the `transfor‸mers` tokenizer\nx = 1\n"
    hover = await session.hover_text("base.py", "python", "import json\n\n" + text)
    assert hover is not None and hover.splitlines()[0] == "**Transformer**"
    hover = await session.hover_text("base.py", "python", "import transformers\n\n" + text)
    assert hover is not None and hover.splitlines()[0] == "**Hugging Face Transformers**"


async def test_a_tensors_words_say_the_sense_of_broadcast_and_sharded(raw_client):
    # a model's file that names model parallelism broadcasts its tensors' shapes; a tensor's shards
    # need no import to be the glossary's
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    model = "# Model parallelism splits these layers over devices.\n\n"
    text = model + "# kv states can be broadcas‸ted during matmuls, so expand them\nx = 1\n"
    assert await session.hover_text("modeling.py", "python", text) is None
    text = '"""input: a tensor shar‸ded along the scatter dim."""\n'
    hover = await session.hover_text("ops.py", "python", text)
    assert hover is not None and hover.splitlines()[0] == "**Sharding**"


async def test_a_moving_averages_file_says_its_momentum(raw_client):
    # MoCo's file: its momentum is the key encoder's moving average, unless the optimizer is named beside it
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    text = ML_FILE + "# momen‸tum update of the key encoder\nx = 1\n"
    assert await session.hover_text("moco.py", "python", text) is None
    text = ML_FILE + "# train with SGD, momen‸tum 0.9 and a learning rate of 0.03\nx = 1\n"
    hover = await session.hover_text("moco.py", "python", text)
    assert hover is not None and hover.splitlines()[0] == "**Momentum**"

