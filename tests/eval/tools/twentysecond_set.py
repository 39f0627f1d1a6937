"""The sources of the twenty-second evaluation set (``build_corpus.py --set twentysecond``).

Plain data, read by ``build_corpus.py`` as ``twentieth_set.py`` is. A development set, never sealed:
its errors are read to write detection rules (``evaluate.py --set twentysecond --errors``), but it was
labelled blind, by hand, before the engine ever ran on it (``tests/eval/data/twentysecond/README.md``).
It holds English and French only.

Packages: six ML packages chosen by package description, before their text was read, toward training
and fine-tuning language models and their memory (a PyTorch-native training framework for models of any
modality; a DTensor-native pretraining and fine-tuning library for LLMs; a structured-generation library
that masks a model's logits over its tokenizer's vocabulary; a memory-efficient full-parameter training
method for LLMs; LoRA and other low-rank adaptations; the APOLLO memory-efficient optimizer) and one trap package (a stream-processing library for Apache Kafka, whose workers, state,
checkpoints, batches and partitions look like glossary terms), in no earlier set, no development sample,
no claim and no reserved list; windows of 15-25 lines cut by the builder's regular expressions with the
twenty-second set's seed; eight windows asked of each ML package unless said (fourteen of the two
frameworks and ten of the structured-generation library, since the optimizer packages are small) and three
of the trap. Two packages chosen first (a collection of logits processors, the Adam-mini optimizer) gave
the sampler no window and were replaced, before any reading, by the structured-generation library and the
spare claimed with the others. Folders that hold model code copied from another project (the training
framework's patched model implementations, the library's model definitions) are never sampled.

French texts: repository files chosen by path before any labelling (the training, optimisation,
quantization, fine-tuning, inference and embedding notes of a project building an LLM from scratch; the
README of a GPT project's architecture and decoding code and of its data preparation; the README of a
personal LLM training framework; a notebook teaching the Transformer by training a small GPT, stored as its
Markdown cells and its code cells' comments), each cut into consecutive windows of at most 40 lines, so
that every line is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, repo_file

LINES = (15, 25)
SEED_OFFSET = 21  # the seed is the first set's plus this: the second set used 1, ..., the twenty-first 20


_package = package_entries(count=8)  # eight windows per ML package unless said


PACKAGES = [
    # ML, chosen by package description: veomni (scaling model training with a PyTorch-native training
    # framework), nemo-automodel (DTensor-native pretraining and fine-tuning for LLMs, memory efficiency),
    # xgrammar (structured generation: a tokenizer's vocabulary and masks over the logits; in place of
    # logits-processor-zoo), badam (a memory-efficient full-parameter training method for LLMs; in place of
    # adam-mini), lycoris-lora (LoRA and other rank adaptations), apollo-torch (an optimizer with SGD-like
    # memory). logits-processor-zoo 0.2.1 and adam-mini 1.1.1, chosen first, gave the sampler no window
    # and were replaced before any reading.
    _package("veomni", "0.1.12", "ml", "wheel", "veomni-0.1.12-py3-none-any.whl",
             "682c0ae21b2a7835c928fb378ca740746778f5bcf5d7a64ca15718c58bf2316f", "Apache-2.0",
             count=14, skip=("veomni/models/",)),
    _package("nemo-automodel", "0.7.0", "ml", "wheel", "nemo_automodel-0.7.0-py3-none-any.whl",
             "37b8397a73c17e4a8bffd0cd3becc0507abecc1ebfea3b3eb6468eed57ba6674", "Apache-2.0",
             count=14, skip=("nemo_automodel/components/models/",)),
    _package("xgrammar", "0.2.9", "ml", "wheel",
             "xgrammar-0.2.9-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
             "b5179499ae9ef8366e1dcf592c3ee6b17ecf646971df50828b242934862d916c", "Apache-2.0", count=10),
    _package("badam", "1.4", "ml", "wheel", "badam-1.4-py3-none-any.whl",
             "7317d86da1fca83473b742bbb92d5b1756f6f39b7bbbbe4636b628cfd8ac9618", "MIT"),
    _package("lycoris-lora", "4.1.3", "ml", "wheel", "lycoris_lora-4.1.3-py3-none-any.whl",
             "f7ccb7a1bf3c46745cce97a33ce3d443549a1c45e4e8626a408cc7da653dad7b", "Apache-2.0"),
    _package("apollo-torch", "1.0.3", "ml", "wheel", "apollo_torch-1.0.3-py3-none-any.whl",
             "8a91398d487dfcde4c6efabf3344157ce1f5052250f0e6ed0821bf4d47943ec5", "CC-BY-NC"),
    # trap: quixstreams (stream processing with Apache Kafka)
    _package("quixstreams", "3.28.1", "trap", "wheel", "quixstreams-3.28.1-py3-none-any.whl",
             "abe2f430e68c67d8354ef8b648f54e6330b1c2970e96ebd5ad73e1abd45222ac", "Apache-2.0", count=3),
]


# Repository files at these commits (the repositories' snapshot commits); each stored file is the whole
# file. A notebook is stored as its Markdown cells in order, each code cell's comment lines in a Python
# fence, a blank line between cells, with ".md" appended (the builder reads no notebooks).
_LLM_SCRATCH_FR = ("1ou2/llm-from-scratch", "f78b6882be139b99eb532a9022922827e9e4893b", "MIT")
_GPT_DECODING_FR = ("aurelien2247/llm", "8ba0f687fe1682a528bb5de6a189f7d9d6ddc4fd", "unstated")
_GPTOUGHTS_FR = ("Orolol/gptoughts", "10d058cda30eed63380df1488edf9652713d9673", "unstated")
_TOLKIENGPT_FR = ("VincentCoulombe/TolkienGPT", "e68b53dea3f629498bb72419a14ba0ff2e31b953", "MIT")


_text = repo_file


# Chosen by path before any labelling; every line of a file is in a window.
TEXTS = [
    # French, a project's notes on building an LLM from scratch: training (batches, learning rate, weight
    # decay), optimisation, quantization, fine-tuning, inference and embeddings
    _text("llmscratch-training-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/training/training.md",
          "1577278057f75e37e4e3a778232e9188428da829fbdb343d4f4c9e11e64c3afc"),
    _text("llmscratch-optimisation-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/optmisation/optimisation.md",
          "844bdbefeb2895093620b095f95ffafdaafd95eb96dd8369ad5a6fd875658410"),
    _text("llmscratch-quantization-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/optmisation/quantization.md",
          "33a03ecf466637484d7fee7db6d41dd48299d626f3d44598f10a2069cc1ccaea"),
    _text("llmscratch-finetuning-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/finetuning/finetuning.md",
          "5f2b6ba12656bdc1628d562cd7d8562ecd4dfbed08018421155cbd1a42c35758"),
    _text("llmscratch-inference-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/inference/inference.md",
          "4352d400b64d04977d11c3612b1aaee2a7c1ad56e739a02aa18e9080ef66a835"),
    _text("llmscratch-embedding-fr", _LLM_SCRATCH_FR, "fr", "docs/concepts/model/embedding.md",
          "e16fac782f4a708d2a344a5d91b2a4619e35c4c0c9e1da31435f60bdfdc6980e"),
    # French, a GPT project's READMEs: its architecture and decoding strategies; its data preparation
    # (tokenizer)
    _text("gptdecoding-architecture-fr", _GPT_DECODING_FR, "fr", "src/gpt-architecture/README.md",
          "a10620945850492cc9f5ec52d5519f194da2fc3be2207565706ce8330f29d18e"),
    _text("gptdecoding-data-fr", _GPT_DECODING_FR, "fr", "src/data-preparation/README.md",
          "f4c900cc5c200c00d96d4f83523a4950a26786c349cd48c5ad0ade8e2b721825"),
    # French, a personal framework for training LLMs with GPU optimisations: its README
    _text("gptoughts-readme-fr", _GPTOUGHTS_FR, "fr", "README.md",
          "a4454f27aad83679f1da35562281216ae27cf8964ae3cf08b348ea4d4f580fe7"),
    # French, a notebook teaching the Transformer by training a small GPT on Tolkien's text
    _text("tolkiengpt-notebook-fr", _TOLKIENGPT_FR, "fr", "tolkien_gpt.ipynb.md",
          "c5f29839016e4fd83be92d9727ecb0a6afee1cd0667992b9c2670b5e70e1c748"),
]
