"""Names of particular models and libraries (and of a few other things) that hold a glossary form and name no
concept of it.

"Transformer XL" (Dai et al., 2019) is one model, listed beside GPT-2 and CTRL in course tables, and
"🤗 Tokenizers" is Hugging Face's tokenizer library: a reader hovering them is not asking what a
Transformer or a tokenizer is, as the labelling guidelines say of every model, product and library
name that contains a form ("Open Pretrained Transformer"). The matcher adds these names as forms of
no concept, like the ordinary words of :data:`.east_asian.ORDINARY_WORDS`: the longest form at their
place, they hide the glossary form inside them. A hyphen folds to a space when matching, so
"Transformer-XL" is the same name.

:data:`CASED_PROPER_NAMES` are names whose capitals make them the name: "Hugging Face Tokenizers" is the
library, "Hugging Face tokenizers" the tokenizers of its models, so their capital letters must match as
written (the rest of the name folds case as any form does).
"""

from __future__ import annotations

PROPER_NAMES: tuple[str, ...] = (
    "Transformer XL",
    "Open Pretrained Transformer",
    # what GPT stands for, as course prose spells it out, and its machine translations into Bengali
    "Generative Pre-trained Transformer",
    "Generative Pretrained Transformer",
    # and its plural, and the Dutch and Bengali ones ("de klasse van de generatieve pre-trained transformers
    # (GPT)", "জেনারেটিভ প্রি-ট্রেনিং ট্রান্সফরমার")
    "Generative Pre-trained Transformers", "Generative Pretrained Transformers",
    "generatieve pre-trained transformer", "generatieve pre-trained transformers",
    "জেনারেটিভ প্রি-ট্রেনিং ট্রান্সফরমার",
    "জেনারেটিভ প্রি-ট্রেইনড ট্রান্সফরমার",
    "জেনারেটিভ প্রাক-প্রশিক্ষিত ট্রান্সফরমার",
    "জেনারেটিভ পূর্ব-প্রশিক্ষিত ট্রান্সফরমার",
    "🤗 Tokenizers",
    # a family of reinforcement-learning methods (A2C, A3C, SAC), not the value model its critic is
    "Actor-Critic",
    # what BERT and T5 stand for, spelled out after their names in course prose ("**BERT** (Bidirectional
    # Encoder Representations from Transformers) একটি ... নেটওয়ার্ক")
    "Bidirectional Encoder Representations from Transformers",
    "Text-to-Text Transfer Transformer",
    # Google's mixture-of-experts model (Fedus et al., 2021), named in every text on MoE routing ("Le *Switch
    # Transformer* est un modèle T5"): a model, not the architecture
    "Switch Transformer", "Switch Transformers",
    # Ioffe and Szegedy's Inception network with batch normalization, a model named after it ("le réseau
    # BN-Inception a surpassé l'état de l'art")
    "BN-Inception",
    # and other models named "<name> Transformer" (Chen et al.'s Decision Transformer, Lim et al.'s Temporal Fusion
    # Transformers): "AdamW for Decision Transformer architectures" names the model. Not "Vision Transformer":
    # its plural is the class of architectures ("Vision Transformers" in a paper's title)
    "Decision Transformer", "Temporal Fusion Transformer",
    # Liu et al.'s shifted-window vision model ("Swin Transformer v2 tiny model", its weights' docstrings)
    "Swin Transformer",
    # He et al.'s self-supervised method (MoCo), whose title every self-supervised library cites ("the loss
    # proposed in the Momentum Contrast for Unsupervised Visual Representation Learning paper"): its momentum is
    # a moving average's, not the optimizer's
    "Momentum Contrast",
    # super-resolution's named blocks and networks (RCAN, RDN, ESRGAN's RRDB), cited in every super-resolution
    # library's code: "Residual Channel Attention Block (RCAB) used in RCAN"
    "Residual Channel Attention Block", "Residual Channel Attention Network", "Residual Channel Attention Networks",
    "Residual Dense Block", "Residual Dense Network", "Residual in Residual Dense Block",
    # Higgins et al.'s variational autoencoder and Seitzer et al.'s loss, whose beta weighs a KL term and a
    # variance ("similarly to what was proposed in the beta-VAE paper"): names, not the KL coefficient
    "beta-VAE", "Beta-NLL",
    # and what DeiT stands for, in its model's docstrings ("PyTorch DeiT (Data-efficient Image Transformers) model")
    "Data-efficient Image Transformer", "Data-efficient Image Transformers",
    # OpenAI's embedding models, named in every course on retrieval ("text-embedding-ada-002 voor de
    # vectoren"), and what CLIP stands for (a translation writes "Contrastive Image Pre-Training")
    "text-embedding-ada-002", "text-embedding-3-small", "text-embedding-3-large",
    "Contrastive Language-Image Pre-training", "Contrastive Language-Image Pretraining",
    "Contrastive Image Pre-Training",
    # and in a Bengali heading, "## কনট্রাস্টিভ ইমেজ প্রি-ট্রেনিং (CLIP)" (the loanword key folds its spellings)
    "কনট্রাস্টিভ ইমেজ প্রি-ট্রেনিং", "কনট্রাস্টিভ ল্যাঙ্গুয়েজ-ইমেজ প্রি-ট্রেনিং",
    # and into French, singular and plural ("les modèles GPT (transformateurs génératifs pré-entraînés)")
    *(f"{head}{s} génératif{s} {trained}{s}" for head in ("Transformer", "transformeur", "transformateur")
      for s in ("", "s") for trained in ("pré-entraîné", "préentraîné", "pré-entrainé", "pré-formé")),
    # a sampler's parameter and a runtime's saved state, named like the optimizer's learning rate and a model's
    # checkpoint: the Mirostat sampler's learning rate (its eta, llama.cpp's "--mirostat-lr") and llama-server's
    # context checkpoints (copies of a slot's context state, "--ctx-checkpoints")
    "Mirostat learning rate", "Mirostat learning-rate", "mirostat lr", "mirostat_lr",
    "context checkpoint", "context checkpoints", "ctx checkpoint", "ctx checkpoints",
    # the group of processes a framework runs collectives in (Ray's "collective group", "merge collective ops
    # into a single collective group"): a group, not the collective operations; and the trade body that
    # defines InfiniBand ("définie par IBTA (InfiniBand trade alliance)")
    "collective group", "collective groups", "InfiniBand Trade Association", "InfiniBand trade alliance",
    # a matrix's low, full or intrinsic rank in French, Dutch and German ("matrices de faible rang", "einen
    # niedrigen Rang"): linear algebra, not the rank LoRA is set to
    "faible rang", "rang faible", "bas rang", "rang bas", "plein rang", "rang plein", "rang intrinsèque",
    "lage rang", "volle rang", "niedrigen Rang", "niedrigen Rangs", "niedriger Rang", "niedrigem Rang",
    "geringen Rang", "geringer Rang", "vollen Rang", "vollen Rangs", "voller Rang", "intrinsischen Rang",
    "niedrigen intrinsischen Rang", "rang de la matrice", "rang d'une matrice", "rang des matrices",
    "rang de matrice", "rang van de matrix", "rang van een matrix", "Rang der Matrix", "Rang einer Matrix",
    # and the LoRA paper's "trainable rank decomposition matrices", as German and French texts quote it
    "Rang-Zerlegungsmatrizen", "Rang-Zerlegungsmatrix", "Rang-Dekompositionsmatrizen", "Rang-Dekompositionsmatrix",
    "matrices de décomposition de rang", "matrice de décomposition de rang",
    # and in Spanish ("Adaptación de Bajo Rango", "matrices de rango bajo")
    "bajo rango", "rango bajo", "rango completo", "rango intrínseco", "rango de la matriz", "rango de una matriz",
    "rango de las matrices",
    # frameworks built on PyTorch and named after it: "Integration with PyTorch Lightning" names the
    # framework, not PyTorch (a hyphen folds to a space: "PyTorch-BigGraph")
    "PyTorch Lightning", "PyTorch Geometric", "PyTorch Ignite", "PyTorch Forecasting", "PyTorch Metric Learning",
    "PyTorch BigGraph", "PyTorch Tabular",
    # NVIDIA's data-center GPUs, each named "<model> Tensor Core GPU" ("NVIDIA A100 Tensor Core GPU-তে ট্রেইন
    # করা" in a model's abstract): the product, not its tensor cores
    *(f"{model} Tensor Core GPU" for model in ("V100", "T4", "A2", "A10", "A16", "A30", "A40", "A100", "A800",
                                               "H20", "H100", "H200", "H800", "L4", "B100", "B200")),
    # a PyTorch author, named in the copyright header that libraries copy with its code ("Copyright (c) 2016-
    # Facebook, Inc (Adam Paszke)"): a person, not the optimizer
    "Adam Paszke",
    # and an author that every port of MobileNet's and DeepLab's code cites
    "Hartwig Adam",
    # NVIDIA's and Microsoft's 530B model, listed beside GPT-3 and Gopher in every account of the scaling laws
    # ("Megatron-Turing NLG (530B) trained on 270B tokens"): a model, not the Megatron-LM library
    "Megatron-Turing NLG", "Megatron-Turing",
)

CASED_PROPER_NAMES: tuple[str, ...] = (
    # Hugging Face's tokenizer library, written as its name ("**Hugging Face Tokenizers** : très performant"),
    # which has no entry: not the tokenizer concept
    "Hugging Face Tokenizers", "HuggingFace Tokenizers", "HF Tokenizers",
    # other models named "<name> Transformer" after a paper, whose lower-case words name a kind of transformer or
    # are a verb and a noun ("a sparse transformer", "set transformer_layers"): in capitals, the model
    "Sparse Transformer", "Universal Transformer", "Evolved Transformer", "Music Transformer", "Set Transformer",
    "Point Transformer", "Pyramid Vision Transformer", "Compressive Transformer", "Routing Transformer",
    "Funnel Transformer", "Table Transformer", "Audio Spectrogram Transformer", "Trajectory Transformer",
)
