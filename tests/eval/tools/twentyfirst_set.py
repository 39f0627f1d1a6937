"""The sources of the twenty-first evaluation set (``build_corpus.py --set twentyfirst``): development text.

Plain data, read by ``build_corpus.py`` as ``seventeenth_set.py`` is. The set is NOT sealed: it is
development text (``evaluate.py --set twentyfirst --errors``), labelled by hand before the engine ever ran on
it, so that its errors are worth reading (``tests/eval/data/twentyfirst/README.md``).

No packages. Bengali and Dutch texts only: repository files chosen by path before any labelling, weighted
toward GPUs and hardware, training (optimizers, learning rate, batch size, losses) and language-model
basics (tokens, tokenization, embeddings, the context window), in no earlier set, no development sample,
no development claim and no reserved list; each taken whole and cut into consecutive windows of at most 40
lines, so that every line is labelled. Bengali: the three GPU chapters of a Bengali computer-science book
(GPU architecture, its memory and interconnects, CUDA programming), a student's notes of a machine-learning
course (gradient descent, the learning rate) and the (machine-translated) first lesson of a course on
generative AI in Java (tokens, embeddings, the context window). Dutch: a student's
lesson notes of a machine-learning course (gradient descent and batches, loss functions, optimizers,
learning-rate schedulers, attention, transformers and embeddings) and the (machine-translated) Dutch page
of the same first lesson.
"""

from __future__ import annotations

from set_entries import repo_file

LINES = (15, 25)
SEED_OFFSET = 20  # the seed is the first set's plus this: the second set used 1, ..., the nineteenth 18

PACKAGES: list[dict] = []


# Repository files at these commits; each stored file is the whole file.
# no licence file in either repository
_CSBANGLA_BN = ("Hasib105/computer-science-bangla", "1633a83e73eb736a670262e3a2c57b61686b597c", "unstated")
_MADS_NL = ("FP-byte/MADS-MachineLearning-FP", "e8fdd628683a5c945830af706d61197555eda7c8", "unstated")

# copied from the index's text of the files at this commit (the repository's snapshot is too large to be had
# here); the stored copies end with a newline; the licence is not verified here (no licence file in the index)
# no licence file; its notes render a public set of course notes (holehouse.org) in Bengali
_MLNOTE_BN = ("TanvirMahmudEmon/ml-course-bangla-note", "ff1883003ce1f93165160901d26924e5fece0d7f", "unstated")
_JAVA_GENAI = ("microsoft/Generative-AI-for-beginners-java", "371c652d40337d6df50f82aea70685bcbfae8b40", "unstated")

_GPU_DIR = "কম্পিউটার-আর্কিটেকচার/06-GPU-আর্কিটেকচার"

_text = repo_file


# Chosen by path before any labelling; every line of a file is in a window.
TEXTS = [
    # Bengali: a Bengali computer-science book's GPU chapters (an introduction to GPUs, the GPU's
    # architecture in detail, CUDA and parallel programming)
    _text("csbangla-gpu-intro-bn", _CSBANGLA_BN, "bn", f"{_GPU_DIR}/01-GPU-পরিচিতি.md",
          "3f99f1b80f2cb78cc55be0c85e801b166296fec32b8374be40d6ba0d5e1aa2aa"),
    _text("csbangla-gpu-architecture-bn", _CSBANGLA_BN, "bn", f"{_GPU_DIR}/02-GPU-আর্কিটেকচার-বিস্তারিত.md",
          "f51b57a73c447376c886c667b62e89e645e7c160e6e5de06c5e8e4c278e6af92"),
    _text("csbangla-cuda-bn", _CSBANGLA_BN, "bn", f"{_GPU_DIR}/03-CUDA-প্যারালেল-প্রোগ্রামিং.md",
          "95a041f3599b68093ac07241930eabc5c842d0936d34914b9a413c78d87bee86"),
    # Bengali: a student's Bengali notes of a machine-learning course, the lesson on linear regression with
    # several variables (gradient descent, feature scaling, the learning rate, the normal equation)
    _text("mlnote-multivariate-bn", _MLNOTE_BN, "bn", "04_Linear_Regression_with_multiple_variables.md",
          "6d0786df1774b5be34ea57c897e6d5bfe41c25c510bca7113fff8888008b2695"),
    # Bengali: the (machine-translated) first lesson of a course on generative AI in Java (language models,
    # prompt engineering, tokens and tokenization, embeddings, the context window, vector databases)
    _text("javagenai-intro-bn", _JAVA_GENAI, "bn", "translations/bn/01-IntroToGenAI/README.md",
          "1cd48b5cf8f866d3bd3249dc8625da89f497e77869fd85ffe4d9d1f13ba1a8af", machine_translation=True),
    # Dutch: a student's notes of six lessons of a machine-learning course (tensors, gradient descent and
    # batches, activation and loss functions, optimizers, convolutions, recurrent networks, hyperparameter
    # tuning, metrics, attention, transformers and embeddings)
    _text("mads-notes-nl", _MADS_NL, "nl", "references/Notities_lessen.md",
          "c4f4214dbd310c9658da13da6537dab7133f2df533e144b6ef1bf1f7cf463cc6"),
    # Dutch: the (machine-translated) Dutch page of the same first lesson
    _text("javagenai-intro-nl", _JAVA_GENAI, "nl", "translations/nl/01-IntroToGenAI/README.md",
          "300c29928d80c960b4bcab191d9d3983fc1ec5d9948d9c250ff8d4bca738242c", machine_translation=True),
]
