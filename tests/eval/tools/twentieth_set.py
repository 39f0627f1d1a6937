"""The sources of the twentieth evaluation set (``build_corpus.py --set twentieth``).

Plain data, read by ``build_corpus.py`` as ``sixteenth_set.py`` is. A development set, never sealed:
its errors are read to write detection rules (``evaluate.py --set twentieth --errors``), but it was
labelled blind, by hand, before the engine ever ran on it (``tests/eval/data/twentieth/README.md``). It
holds English and French only.

Packages: six ML packages chosen by package description, before their text was read, toward distributed
training and memory (PyTorch's elastic training; a dynamic-resource trainer and scheduler; a data-loading
library for ML training in JAX; a PyTorch extension for efficient large-model training; a PyTorch-native
LLM training framework; fast serialization of PyTorch modules and tensors) and one trap package (a client
of an in-memory data grid, whose partitions, replicas, pipelining and near caches look like glossary
terms), in no earlier set, no development sample, no development claim and no reserved list; windows of
15-25 lines cut by the builder's regular expressions with the twentieth set's seed, eight windows asked of each ML
package (ten of two, twelve of two, since two packages gave only three and two windows) and two of the trap. Two packages chosen first (mpi4jax 0.9.1.post2, ffcv 1.0.2) have no
artifact that pip downloads without building and were replaced, before any reading, by the LLM training
framework and the serialization library. Folders that look copied from another project (a DeepSpeed
hybrid engine, the framework's patched model code) are never sampled.

French texts: a course note on LLM fundamentals (repository file) and stored pages of the public page
store (3D parallelism of a Chinese LLM; a trillion-parameter model trained on a supercomputer; NVIDIA's
GH200 supercomputer; NVIDIA's Blackwell GPU; a course sheet on language models and decoding), chosen by
title or path before any labelling, each cut into consecutive windows of at most 40 lines, so that every
line is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 19  # the seed is the first set's plus this: the second set used 1, ..., the nineteenth 18


_package = package_entries(count=8)  # eight windows per ML package unless said, two for the trap package


PACKAGES = [
    # ML, chosen by package description: torchelastic (PyTorch Elastic Training), adaptdl (dynamic-resource
    # trainer and scheduler for deep learning), grain (loading and transforming data for ML training), atorch
    # (a PyTorch extension for efficient deep learning), vescale (a PyTorch-native LLM training framework;
    # in place of mpi4jax), tensorizer (fast PyTorch module, model and tensor serialization; in place of ffcv)
    _package("torchelastic", "0.2.2", "ml", "wheel", "torchelastic-0.2.2-py3-none-any.whl",
             "99c9f67f371c73e4c80b1ec71c36be91e5fdd106edcf4c848415bf55cfed6416", "BSD-3-Clause"),
    _package("adaptdl", "0.2.11", "ml", "wheel", "adaptdl-0.2.11-py3-none-any.whl",
             "781790f107a4884e798b208c7219c7d4c3b42579d1f349c949c2c8626a7d2605",
             "unstated in the wheel (its metadata: Other/Proprietary)", count=10),
    _package("grain", "0.2.18", "ml", "wheel",
             "grain-0.2.18-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "08a80a029f8b9c84af9424540d91cf8e4e91fe092e0fb7e0bb460dcf0042f659", "Apache-2.0", count=10),
    _package("atorch", "0.2.5", "ml", "wheel", "atorch-0.2.5-py3-none-any.whl",
             "0e59f562245b5646f690aa4ac307ca9043ea34e5c08043e0563897a75e06a628", "Apache-2.0",
             count=12, skip=("atorch/rl/ds_hybrid_engine/",)),
    _package("vescale", "0.0.1", "ml", "wheel", "vescale-0.0.1-py3-none-any.whl",
             "1c5b6963e9cda295670dfe112629d86ad4463c638f7e033257f605b1798e5168", "MIT",
             count=12, skip=("vescale/model/",)),
    _package("tensorizer", "2.12.1", "ml", "wheel", "tensorizer-2.12.1-py3-none-any.whl",
             "20c765c5c71d2db3eaa7f9af53620d00d79659b3a98100e93ed508fa69b0d441", "MIT"),
    # trap: hazelcast-python-client (a client of an in-memory data grid)
    _package("hazelcast-python-client", "5.7.0", "trap", "sdist", "hazelcast_python_client-5.7.0.tar.gz",
             "79e7c6e77453e53af29bb2454504e1b8d3a422527813116ee44379c18ee9849f", "Apache-2.0", count=2),
]


# Repository files at these commits; each stored file is the whole file.
_GENAI_FR = ("abrahamkoloboe27/python-and-gen-ai-data-science-growup-ai", "dcbbddc51c669e12bec82ccd38381725a0f68fa2",
             "unstated")


_text = repo_file


_page = page


# Chosen by path or page title before any labelling; every line of a file or page is in a window.
TEXTS = [
    # French, language-model basics: a data-science course's note on LLM fundamentals (transformers, tokens,
    # embeddings, the context window, sampling settings)
    _text("genai-llm-fundamentals-fr", _GENAI_FR, "fr", "s8_llm_fundamentals.md",
          "b7022cb680a0e5180f26e58c0836f6196bd01064b858e6558b162ed43e08a1b8"),
    # French, a revision site's course sheet on language models and decoding strategies
    _page("revizly-decodage-fr", "revizly.fr", "fr",
          "cours/4052/introduction-aux-modeles-de-langage-et-strategies-.md",
          "44263cd4414454cd3883d1d0a056d4e699bc865016b9a348796c1811d2acb642"),
    # French, parallelism and supercomputers: two news items of an AI news site (the 3D parallelism of a
    # Chinese LLM; a trillion-parameter model trained on the Frontier supercomputer)
    _page("aibase-parallelisme-3d-fr", "aibase.com", "fr", "fr/news/720.md",
          "cb85072a84a7aa58f6d515027c2abec40ac1cf8b017f889994ad76367bea156b"),
    _page("aibase-frontier-fr", "aibase.com", "fr", "fr/news/4803.md",
          "d973a6b7c0c817494acbfa460f7ae20ed88dcbf377c23194544186e0f5c0fe07"),
    # French, hardware: a science site's article on NVIDIA's GH200 supercomputer; an IT magazine's news item
    # on NVIDIA's Blackwell GPU
    _page("dailygeekshow-gh200-fr", "dailygeekshow.com", "fr", "superordinateur-ia-nvidia.md",
          "1db4f4865e22e776ea1bc007326dd7fe5113da3ae7d0a9cd20ecb69c43ebd311"),
    _page("lemagit-blackwell-fr", "www.lemagit.fr", "fr",
          "actualites/366574454/GTC2024-Nvidia-devoile-son-GPU-Blackwell.md",
          "68566570d0f9df5ded3ad462c200713257b7c4d4112ddd01a4b1e6ec90b0408f"),
]
