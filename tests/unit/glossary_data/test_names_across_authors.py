"""Names that writers of many projects give techniques and tools, in their own spelling: ZeRO's offload
stages in ordinary case ("Zero-Offload"), "PS" for a parameter server, rematerialization with its prefix
set off, a data loader's "batch size" of samples; the French "adapteurs", "batch effectif",
"parallélisation sur les données" and "ajustement complet"; DoRA and TRL spelled out as a course writes
them; a workload "limité par la mémoire" beside the VRAM, "beperkt door de geheugenbandbreedte" and
"মেমোরি-নির্ভর" of decoding; a Bengali "প্রিফিক্স ক্যাশ"; Ollama's and llama.cpp's settings of the context window
(`num_ctx`, `--ctx-size`), serving's "disaggregation" and DistServe's "prefill-decode separation", a French
"modèle de langage causal", Megatron's "interleaved pipeline"; French names of HBM, of continuous batching,
of FP32 and of a point-to-point primitive, model souping, a British "double quantisation", a Paged AdamW,
1F1B spelled out, merging LoRA weights, pre-training beside a verb "survey", RSLoRA in capitals, an
"adapter rank", overlapping compute with communication, and NCCL's header's collective headings. Expected
mentions are «marked»; each has a trap in another trade."""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, in_a_function


@pytest.mark.parametrize("marked, concept, language", [
    (in_a_function('"""Place optimizer states on CPU, as «Zero-Offload» does."""'), "zero-offload", "python"),
    (in_a_function("# «Zero-Infinity» offloads parameters to NVMe."), "zero-infinity", "python"),
    (in_a_function('"""Using ParameterServerStrategy with multiple «PS» instances."""'), "parameter-server", "python"),
    ("1. shuffle reduce (to CPU or GPU as in «PS») + AllReduce across nodes; the «parameter server» holds the "
     "variables.\n", "parameter-server", "markdown"),
    ("Fits a memory budget by automatic «re-materialization» («activation checkpointing»).\n",
     "activation-checkpointing", "markdown"),
    ("Additionner les gradients de plusieurs petits batchs : on simule un grand «batch effectif».\n",
     "global-batch-size", "markdown"),
    ("- «Parallélisation sur les données» (batches différents)\n", "data-parallelism", "markdown"),
    ("Avec LoRA, on n'entraîne que deux petites matrices. Un «ajustement complet» chercherait une matrice "
     "dense.\n", "full-fine-tuning", "markdown"),
    ("- Ajout d'«adapteurs» **LoRA** sur les projections d'attention.\n", "adapters", "markdown"),
    ("(2) **«DoRA»** («Weight-Decomposed LoRA») : décompose la norme et la direction.\n", "dora", "markdown"),
    ("(4) **«TRL»** («Transformers Reinforcement Learning») pour l'alignement.\n", "trl", "markdown"),
    ("- Si le travail est «limité par la mémoire», la VRAM ne suit pas et le modèle attend.\n",
     "memory-bound-vs-compute-bound", "markdown"),
    ("Het decoderen wordt «beperkt door de geheugenbandbreedte», niet door de rekenkracht van de GPU.\n",
     "memory-bound-vs-compute-bound", "markdown"),
    ("## গতি\n\nব্যাচ আকার 1-এ একটি টোকেন ডিকোড করা «মেমোরি-নির্ভর»: সব ওয়েট পড়তে হয়।\n",
     "memory-bound-vs-compute-bound", "markdown"),
    ("### «প্রিফিক্স ক্যাশ» (ডিফল্টভাবে চালু)\n", "prefix-caching", "markdown"),
    (in_a_function("# There are samples left to consume, so we subtract the «batch size» (or a remainder)"),
     "batch-size", "python"),
    ("If «num_ctx» is not set, Ollama uses 2048 tokens; llama-server reads it from -c, --«ctx-size» in its table of options.\n",
     "context-window", "markdown"),
    ("Whether to run aggregated serving with chunked prefill, or pay the «disaggregation» tax between the prefill "
     "and decode pools.\n", "disaggregated-serving", "markdown"),
    ("La probabilité est lue dans les logits, car GPT-2 est un «modèle de langage causal».\n",
     "causal-language-modeling", "markdown"),
    ("* Validation with «interleaved pipeline» feature is not supported; Megatron-LM's «interleaved pipeline "
     "parallelism» gives each GPU several chunks.\n", "interleaved-pipeline-schedule", "markdown"),
    ("Boost LLM Goodput: «Prefill-Decode Separation». DistServe puts «prefill/decode separation» in its pools.\n",
     "disaggregated-serving", "markdown"),
    ("La mémoire «HBM3» est une «mémoire vive à large bande passante». Les «mémoires à large bande passante» sont "
     "exploitées dans les serveurs.\n", "hbm", "markdown"),
    ("## vLLM\n\n• «Regroupement continu» - Service multi-utilisateurs efficace des requêtes\n",
     "continuous-batching", "markdown"),
    ("GPT-3 occupait 350 Go en demi-précision (FP16) et ~700 Go en «précision simple» («FP32»).\n", "fp32",
     "markdown"),
    ("- «Point-à-point» (one-to-one) ex: MPI_Send(), MPI_Recv()\n", "point-to-point-communication", "markdown"),
    ("4. Configurez les paramètres : définissez le «contexte max» du modèle.\n", "context-window", "markdown"),
    ("ORPO + LoRA works well and benefits from «model souping» (averaging checkpoints).\n", "model-merging",
     "markdown"),
    ("«QLoRA»: 4-bit NF4 quantisation + LoRA adapters + «double quantisation».\n", "qlora", "markdown"),
    ("• «Paged AdamW» optimizer: why it matters for large models\n", "paged-optimizers", "markdown"),
    ("### 3. «1F1B» («One Forward, One Backward»)\n", "one-forward-one-backward", "markdown"),
    (in_a_function('"""«Merge LoRA weights» into base weights for inference."""'), "lora-merging", "python"),
    ("We will not cover «pretraining», nor will we survey every RLHF variant.\n", "pre-training", "markdown"),
    ("«Rank-Stabilized LoRA» («RSLoRA») scales by alpha over the square root of r.\n", "rslora", "markdown"),
    ("rsLoRA divides by the square root of the «adapter rank».\n", "lora-hyperparameters", "markdown"),
    ("The optimizers interleave batches to «overlap compute with communication».\n",
     "communication-computation-overlap", "markdown"),
    ("**What it does:** «Quantizes KV cache» to save memory; «quantizing the KV cache» to FP8 halves it.\n",
     "kv-cache-quantization", "markdown"),
    ("Attention stores a «key-value (KV) cache» of every earlier token.\n", "kv-cache", "markdown"),
    ("## «Prefix reuse»: hash caches and radix trees\n\nTwo requests with one system prompt share its KV blocks.\n",
     "prefix-caching", "markdown"),
    ("## Background: «Kaplan Scaling»\n", "scaling-laws", "markdown"),
    ("### 6.2 «Fusionner le LoRA» avec le modèle de base\n", "lora-merging", "markdown"),
    ("It shows how to use mixed f32/«f16» precision to halve training time, and mixed f32/bf16 on TPU.\n",
     "fp16", "markdown"),
    ("| **«F16»**, **F32** | Full precision (no quant) | Original size |\n", "fp16", "markdown"),
    ("## Risques de «Merger LoRA» avec Modèle de Base\n", "lora-merging", "markdown"),
    ("Module 10: Saving, Loading, and «Merging LoRA Adapters»\n", "lora-merging", "markdown"),
    ("QLoRA loads the base model with 4-bit NF4 «quantization» and trains LoRA adapters with paged optimizers.\n",
     "quantization", "markdown"),
    ("# «Context Window Extension» in Transformers: the Length Generalization Problem\n", "rope-scaling", "markdown"),
    ("and the «Yet Another RoPE extensioN» method, which combines interpolation with a temperature\n", "rope-scaling",
     "markdown"),
    ("Cover the implementation of the «torch distributed» module for stable communication primitives.\n",
     "pytorch-distributed", "markdown"),
    ("1. Working with «distributed torch»: the workers are started with all the env vars set.\n",
     "pytorch-distributed", "markdown"),
    ("# Efficiently scale distributed training Llama 3, PyTorch FSDP and «Q-Lora»\n", "qlora", "markdown"),
    ("This guide describes «distributed learning» in LightGBM, across multiple machines.\n",
     "distributed-machine-learning", "markdown"),
], ids=["zero-offload", "zero-infinity", "ps-instances", "as-in-ps", "re-materialization", "batch-effectif",
        "parallelisation-sur-les-donnees", "ajustement-complet", "adapteurs", "weight-decomposed-lora", "trl-spelled-out",
        "memory-bound-vram", "geheugenbandbreedte", "memory-dependent-decoding", "prefix-cache-bn",
        "batch-size-of-samples", "ollama-and-llama-cpp-settings", "disaggregation-tax", "modele-de-langage-causal",
        "interleaved-pipeline", "prefill-decode-separation", "memoire-a-large-bande-passante", "regroupement-continu",
        "precision-simple", "point-a-point", "contexte-max", "model-souping", "double-quantisation", "paged-adamw",
        "one-forward-one-backward", "merge-lora-weights", "pretraining-and-a-verb-survey", "rslora-in-capitals",
        "adapter-rank", "overlap-compute-with-communication", "quantize-the-kv-cache", "key-value-kv-cache",
        "prefix-reuse", "kaplan-scaling", "weights-quantized-beside-paged-optimizers",
        "fusionner-le-lora", "merger-lora", "merging-lora-adapters", "jax-mixed-f16", "gguf-f16",
        "context-window-extension", "yarn-spelled-out", "torch-distributed", "distributed-torch", "q-lora",
        "distributed-learning"])
def test_a_name_as_writers_spell_it(detector, marked, concept, language):
    assert_mentions(detector, marked, concept, language=language)


@pytest.mark.parametrize("text, concept", [
    ("Il faut un adapteur USB-C pour le portable.\n", "adapters"),
    ("The zero-infinity loop never ends.\n", "zero-infinity"),
    ("PS: see you tomorrow. Open a PS prompt; the PS5 and the PS4 consoles.\n", "parameter-server"),
    ("Le garagiste propose un ajustement complet des freins.\n", "full-fine-tuning"),
    ("শিশুর শেখা মেমোরি-নির্ভর নয়, বোঝার উপর নির্ভর করে।\n", "memory-bound-vs-compute-bound"),
    ("# the samples of the survey are written to the database in bulk inserts; the batch size is 500\n",
     "batch-size"),
    ("The proof is compute-bound only in name; the upper bound on the GPU count is tight.\n",
     "memory-bound-vs-compute-bound"),
    ("Data disaggregation by gender and age group is required in the survey report.\n", "disaggregated-serving"),
    ("Le modèle de langage de l'enfant se développe; un lien causal avec l'âge.\n", "causal-language-modeling"),
    ("Interleaved memory banks feed the CPU's instruction pipeline.\n", "interleaved-pipeline-schedule"),
    ("Le decode et le prefill partagent un GPU : aucune separation des étapes.\n", "disaggregated-serving"),
    ("Une connexion Internet à large bande passante pour la maison.\n", "hbm"),
    ("Le regroupement continu des élèves par niveau favorise l'entraide.\n", "continuous-batching"),
    ("Une mesure de précision simple à calculer : le rapport des vrais positifs.\n", "fp32"),
    ("Un vol point-à-point évite l'escale à Paris.\n", "point-to-point-communication"),
    ("Double quantisation of the signal adds noise to the audio codec.\n", "qlora"),
    ("Participants filled in the pre-training survey before the workshop.\n", "pre-training"),
    ("Run one forward pass, then one backward pass.\n", "one-forward-one-backward"),
    ("The USB adapter ranked first in the review.\n", "lora-hyperparameters"),
    ("We quantize the colour palette of each image to 16 levels.\n", "kv-cache-quantization"),
    ("Git can merge the feature branch into main without conflicts.\n", "lora-merging"),
    ("The F16 squadron landed at 10:32; cell F16 of the sheet holds the total.\n", "fp16"),
    ("Yarn weights range from extremely fine lace weight yarn to chunky, statement-making ropes.\n", "rope-scaling"),
    ("The college offers distributed learning: online courses replace the classroom for rural students.\n",
     "distributed-machine-learning"),
    ("À ce stade, le modèle ne sait rien. Plongeons-y ! Plongez dans le code du LLM.\n", "embedding"),
    ("The 8-bit optimizers of bitsandbytes save memory by quantizing optimizer states to 8 bits, with block-wise "
     "quantization and dynamic quantization maps.\n", "quantization"),
], ids=["usb-adapter", "lower-case-zero-infinity", "postscript-and-consoles", "garage", "rote-learning",
        "database-batch", "upper-bound", "survey-disaggregation", "child-language", "memory-banks",
        "prefill-and-decode-on-one-gpu", "home-broadband", "pupils-grouped", "a-simple-precision-measure",
        "direct-flight", "audio-codec", "pre-training-survey", "a-forward-then-a-backward-pass", "usb-adapter-ranked",
        "an-images-palette", "an-optimizers-8-bit-states", "a-git-merge",
        "a-squadron-and-a-spreadsheet", "a-yarn-guides-ropes", "a-colleges-distributed-learning", "plongeons-y"])
def test_the_same_words_elsewhere(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


def test_a_collectives_heading_in_the_header_of_nccl_and_an_event_bus(detector):
    # a folder of NCCL's is evidence: the library's header heads each collective's comment with its name
    header = "/*\n * Broadcast\n *\n * Copies count values from root to all other devices.\n */\n"
    assert concept_mentions(detector, header, "broadcast", "cpp", "nvidia/nccl/include/nccl.h") == ["Broadcast"]
    bus = "/*\n * Broadcast\n *\n * Sends the event to every listener of the bus.\n */\n"
    assert concept_mentions(detector, bus, "broadcast", "cpp", "events/include/bus.h") == []
