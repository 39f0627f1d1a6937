"""The sources of the sixteenth evaluation set (``build_corpus.py --set sixteenth``).

Plain data, read by ``build_corpus.py`` as ``fifteenth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set sixteenth --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/sixteenth/README.md``). It holds English and French; a Dutch and Bengali set is
built apart.

Packages: six ML packages chosen by title and package description toward the families the sealed figures
measured thinnest (an automatic-parallelism training framework for transformers on many GPUs; a
framework for large-scale transformer optimization; NVIDIA's resiliency package; a framework for deep
learning energy measurement and optimization; an uncertainty-estimation toolkit for transformer language
models; a high-performance library for sequence processing and generation) and two trap packages (a
parsing library; a ZooKeeper client), in no earlier set, no development sample, no development claim and
no reserved list; windows of 15-25 lines cut by the builder's regular expressions with the sixteenth
set's seed, seven windows per ML package (the uncertainty toolkit gave five) and two per trap package. A
vendored copy of another project inside a package (Megatron-LM in the parallelism framework, third-party
C++ libraries and fairseq-derived modules in the sequence library) is never sampled. A package of
functions to analyse transformer language models (minicons 0.3.39), chosen by title, gave no window and
was replaced, before any reading, by the sequence library. French texts: stored pages of the public page
store chosen by title before any labelling (tokenization, the context window, GPT's embeddings, a
course glossary's softmax, PyTorch against TensorFlow, a supercomputer for AI, HBM, Google's TPU,
synchronisation in distributed training, a research-computing documentation's units on parallelism with
several GPUs, an MPI course), each cut into consecutive windows of at most 40 lines, so that every line is
labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 15  # the seed is the first set's plus this: the second set used 1, ..., the fifteenth 14


_package = package_entries(count=7)  # seven windows per ML package, two per trap package


PACKAGES = [
    # ML, chosen by title and description: hetu-galvatron (automatic parallelism for transformer training on
    # many GPUs), oslo-core (large-scale transformer optimization), nvidia-resiliency-ext (NVIDIA's resiliency
    # package), zeus-ml (deep learning energy measurement and optimization), lm-polygraph (uncertainty
    # estimation for transformer language models), lightseq (sequence processing and generation; it replaced
    # minicons 0.3.39, which gave no window)
    _package("hetu-galvatron", "2.4.0", "ml", "sdist", "hetu_galvatron-2.4.0.tar.gz",
             "452a1964f9c2e1649886c427537f61e7e8b1c6e82163813a25b275c42ec8a662", "Apache-2.0",
             skip=("galvatron/site_package/",)),
    _package("oslo-core", "2.0.2", "ml", "sdist", "oslo-core-2.0.2.tar.gz",
             "3506396c7f0c507535ec6d7f664e6e17acd434a6fe122c9afb2ff97205407137", "Apache-2.0"),
    _package("nvidia-resiliency-ext", "0.4.1", "ml", "wheel",
             "nvidia_resiliency_ext-0.4.1-cp311-cp311-manylinux_2_31_x86_64.whl",
             "dde6034f29350ac6326cdd861ceec641bdd93be0eddbf034739f4cd9452a4dd9", "Apache-2.0"),
    _package("zeus-ml", "0.11.0.post1", "ml", "wheel", "zeus_ml-0.11.0.post1-py3-none-any.whl",
             "d0554ff3a4b8a27d818f4ea8688daa500be5f10322fb5824365aef24c1682e43", "Apache-2.0"),
    _package("lm-polygraph", "0.7.0", "ml", "wheel", "lm_polygraph-0.7.0-py3-none-any.whl",
             "081dc88132194c6949b3a3918e730af1652c23e60ca1c63bc42c7857139f6cff", "MIT"),
    _package("lightseq", "3.0.1", "ml", "sdist", "lightseq-3.0.1.tar.gz",
             "3c4da116d240a49538ec6e67d95aab51c55a918ede0736d0da43ca0b64e4507d", "Apache-2.0",
             skip=("3rdparty/", "lightseq/training/cli/fs_modules/")),
    # traps: lark (a parsing library) and kazoo (a ZooKeeper client)
    _package("lark", "1.3.1", "trap", "wheel", "lark-1.3.1-py3-none-any.whl",
             "c629b661023a014c37da873b4ff58a817398d12635d3bbb2c5a03be7fe5d1e12", "MIT", count=2),
    _package("kazoo", "2.11.0", "trap", "wheel", "kazoo-2.11.0-py2.py3-none-any.whl",
             "aa6be17159540dae4087661b8d4e24c7b58d4dc26170a2d5b8468b06712d84a9", "Apache-2.0", count=2),
]


_page = page


# Chosen by page title before any labelling; every line of a page is in a window.
TEXTS = [
    # French, language-model basics: an IT consultancy's article on how an LLM reads a sentence
    # (tokenization); an agency's article on the context of LLMs; a training school's article on GPT
    _page("margo-tokenization-fr", "www.margo.com", "fr",
          "actualite/comment-un-llm-lit-une-phrase-la-tokenization-en-profondeur.md",
          "3718f469376cb8687e65557eec61d207c940cccc956979fce472523e9f8b7dab"),
    _page("digitalm-contexte-llm-fr", "digital-m.fr", "fr",
          "horizon-geo/le-contexte-dans-les-llm-quest-ce-que-cest-et-pourquoi-ca-compte-en-2026.md",
          "0370ce819e91bc1ab9a110fba5c5f525bf8fcf55248f3c489b69224a4e02fb7e"),
    _page("datascientest-gpt-fr", "datascientest.com", "fr", "?p=275449.md",
          "2b14bf6c28df0f5f6418284b97902119116a8496441ece5e15f313d5af9d88c5"),
    # French, a university course glossary's page on the softmax (its code lost its fences in the store)
    _page("turcotte-softmax-fr", "turcotte.xyz", "fr", "teaching/csi-4506/glossary/softmax.html.md",
          "066a7a5e13a799f82bce09c0ed4e06a946cfe41b35069029ce1cd641776694b7"),
    # French, frameworks: a training site's article on PyTorch against TensorFlow (its code lost its fences)
    _page("formationml-pytorch-tensorflow-fr", "formation-machine-learning.fr", "fr", "pytorch-vs-tensorflow.md",
          "6d3b71b4dbcc5c5fd9d30c811c8e736521766843d884409c3801e2183d411710"),
    # French, hardware: a data magazine's article on the Jean Zay supercomputer; a hardware site's news
    # item on HBM3; a hardware site's news item on Google's TPU
    _page("dataanalyticspost-jean-zay-fr", "dataanalyticspost.com", "fr", "jean-zay-ia.md",
          "4048c7709745b8025accf9f77a31f3a966c20a84d52dec93488f0f1925576792"),
    _page("comptoir-hardware-hbm3-fr", "www.comptoir-hardware.com", "fr",
          "actus/ram/44901-sk-hynix-preums-sur-la-hbm3-.html.md",
          "52e1fe22690bec53711e4bd17829428403e3d183e30a601348ac50697a75cb1a"),
    _page("tomshardware-tpu-fr", "tomshardware.fr", "fr",
          "apprentissage-automatique-le-tpu-de-google-ecrase-les-cpu-et-gpu.md",
          "a403e244ae3c725f588a373ab1cecc2158432f7a18761db90ae56328e7f7d53a"),
    # French, distributed training: a blog's article on synchronisation strategies; three translated
    # units of a research-computing documentation's PyTorch page (data parallelism, model parallelism,
    # both, with several GPUs; the same wiki under its two hosts); the transcript of an MPI course
    _page("deeptrainingch-synchronisation-fr", "deeptrainingch.com", "fr", "article3.html.md",
          "f04c6a8ec5ccde0a0e37123f1b44145a40dabe819a90b59e2cd074515f475b41"),
    _page("alliancecan-pytorch-64-fr", "docs.alliancecan.ca", "fr", "wiki/Translations:PyTorch/64/fr.md",
          "570ea1a400e2916e228b31388bf8ab232457b0eeedb51f29541a24fd40e09fde"),
    _page("alliancecan-pytorch-357-fr", "docs.alliancecan.ca", "fr", "wiki/Translations:PyTorch/357/fr.md",
          "c1562cf5d89d382ed641ff7f53494d7efc0eb9cc8052c65028e9d300026d365c"),
    _page("computecanada-pytorch-316-fr", "docs.computecanada.ca", "fr", "wiki/Translations:PyTorch/316/fr.md",
          "8249cf3bab5e5a5439b5bc1a00cb2413ec1fc726c76c0dd4d0ef2c350e42d6dd"),
    _page("docplayer-mpi-fr", "docplayer.fr", "fr",
          "131441-Plan-de-la-formation-calcul-parallele-avec-mpi-pourquoi-paralleliser-parallelisation-"
          "presentation-environnement-mpi-communications-point-a-point.html.md",
          "156bb3017fcfbddef40094dd3aa38d5333aad9be3ecfe6967ea2117bde19e3aa"),
]
