"""The sources of the eighteenth evaluation set (``build_corpus.py --set eighteenth``): sealed.

Plain data, read by ``build_corpus.py`` as ``sixteenth_set.py`` is. The set is sealed: nobody reads its
snippets or labels to tune the detection, and ``evaluate.py --set eighteenth`` prints aggregate figures
only (``tests/eval/data/eighteenth/README.md``). It holds English and French.

Packages: six ML packages chosen by title and package description toward the families the sealed figures
measured thinnest (an automatic distributed deep-learning framework; a schedule language for progressive
optimization of large models; a package that extends language models to long inputs; task-based datasets,
preprocessing and evaluation for sequence models; a sequence-model library for TensorFlow; an optimizer)
and two trap packages (a MapReduce framework; a stream-processing framework), in no earlier set, no
development sample, no development claim and no reserved list; windows of 15-25 lines cut by the builder's
regular expressions with the eighteenth set's seed, seven windows per ML package (nine of the two largest,
since the long-input package gave two and the optimizer six) and two per trap package. A package's tests,
generated protocol files and task folders outside language and sequence modelling are never sampled (chosen
by path). Two packages chosen first gave the sampler too few windows and were replaced before any of their
text was read: transformers-cfg 0.2.7 (one window) by the sequence-model dataset package, taskiq 0.13.0 (no
window) by the MapReduce framework. French texts: repository files (the Markdown cells of an engineering
school's notebooks on tokenization, a GPT-2 language model and embeddings; of a national computing centre's
notebooks on fully sharded data parallelism and tensor parallelism) and stored pages of the public page
store (a machine-translated wiki entry on gradient accumulation; a university course's page on the softmax
and the cross-entropy), chosen by title or path before any labelling, each cut into consecutive windows of
at most 40 lines, so that every line is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 17  # the seed is the first set's plus this: the second set used 1, ..., the seventeenth 16


_package = package_entries(count=7)  # seven windows per ML package, two per trap package


PACKAGES = [
    # ML, chosen by title and description: dlrover (an automatic distributed deep-learning framework), slapo (a
    # schedule language for progressive optimization), attention-sinks (language models on long inputs), seqio
    # (datasets and evaluation for sequence models; it replaced transformers-cfg 0.2.7, which gave one window),
    # lingvo (sequence models), ranger21 (an optimizer)
    _package("dlrover", "0.6.1", "ml", "wheel", "dlrover-0.6.1-py3-none-any.whl",
             "f1416661ebdfda42410441796fec0f67a51558a4e002600446435e4a51bb6bd5", "Apache-2.0", count=9,
             skip=("dlrover/python/tests/", "dlrover/proto/")),
    _package("slapo", "0.0.3", "ml", "wheel", "slapo-0.0.3-py3-none-any.whl",
             "47fa9a0289bec7751efd446cd1691653e309debdf55cafd9436e6b5ecd77ae77", "Apache-2.0"),
    _package("attention-sinks", "0.4.0", "ml", "wheel", "attention_sinks-0.4.0-py3-none-any.whl",
             "e305b536376dab8c2cf40ee363805c54d7949a720c7bf6e5fb0fc825e0b127f2", "Apache-2.0"),
    _package("seqio", "0.0.20", "ml", "wheel", "seqio-0.0.20-py2.py3-none-any.whl",
             "0b57ca3048a707d14504842b151edafc2b1c684df52aeb06672cfe166db9000d", "Apache-2.0",
             skip=("seqio/beam_utils_test.py", "seqio/dataset_providers_test.py", "seqio/evaluation_test.py",
                   "seqio/experimental_test.py", "seqio/feature_converters_test.py", "seqio/helpers_test.py",
                   "seqio/loggers_test.py", "seqio/metrics_test.py", "seqio/preprocessors_test.py",
                   "seqio/sharded_evaluation_test.py", "seqio/task_registry_provenance_tracking_test.py",
                   "seqio/test_utils_test.py", "seqio/utils_test.py", "seqio/vocabularies_test.py",
                   "seqio/scripts/cache_tasks_test.py", "seqio/scripts/registration_provenance_test.py")),
    _package("lingvo", "0.14.2", "ml", "wheel",
             "lingvo-0.14.2-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
             "b68550dbe15a72f6acdb6ec5633d0a24ed4e92f57435a7ddc208142906875b97", "Apache-2.0", count=9,
             skip=("lingvo/tasks/car/", "lingvo/tasks/image/", "lingvo/tasks/milan/")),
    _package("ranger21", "0.1.0", "ml", "wheel", "ranger21-0.1.0-py3-none-any.whl",
             "017cfd33853ec8d7b9ba2372de922b26c6111801b5bb1ec5d03b68609183980f", "Apache-2.0"),
    # traps: mrjob (a MapReduce framework; it replaced taskiq 0.13.0, which gave no window) and bytewax (a
    # stream-processing framework)
    _package("mrjob", "0.7.4", "trap", "wheel", "mrjob-0.7.4-py2.py3-none-any.whl",
             "d8fa1bafcada0ffe3e7166896a27e996815e2cb835088aec025e3dd12c7146ce", "Apache-2.0", count=2),
    _package("bytewax", "0.21.1", "trap", "wheel", "bytewax-0.21.1-cp311-cp311-manylinux_2_31_x86_64.whl",
             "877f63068c963b62d2171302d1fc1b7aa221c40087c7b2478e4ba4e50e26eb1e", "Apache-2.0", count=2),
]


# Repository files at these commits; a notebook is stored as its Markdown cells in order, a blank line between
# cells, with ".md" appended (the builder reads no notebooks).
_ENSTA_FR = ("anaitchabane/Cours-ENSTA-Bretagne", "513c03757c53368e298fa24a335589ac0b3eabce", "unstated")
_DLOJZ_FR = ("IDRIS-CNRS/DLO-JZ", "3a22811ed6e9923bf0abab02c76e3084e62eb164", "CC BY-NC-SA")


_page = page
_text = repo_file


# Chosen by page title or file path before any labelling; every line of a page or file is in a window.
TEXTS = [
    # French, language-model basics: an engineering school's course on language models, three notebooks
    # (tokenization by BPE; a GPT-2 language model; similarity between embeddings)
    _text("ensta-bpe-fr", _ENSTA_FR, "fr", "Tokenisation par BPE.ipynb.md",
          "51b27955ff7a6227a43d991151a9151af5abbe27e4edf9ce897df8d6348db16b"),
    _text("ensta-gpt2-fr", _ENSTA_FR, "fr", "LLM GPT2.ipynb.md",
          "f9dba7d215230eb3f5b00ff6b65b56267f1894b8b50f52dd576c3c17f540547d"),
    _text("ensta-embeddings-fr", _ENSTA_FR, "fr", "Similarité entre Embeddings.ipynb.md",
          "9b003844a7864570ef3cada1948d15cad86d99af6cbfe0f167c9103b8a33c190"),
    # French, parallelism and memory: a national computing centre's course on optimised deep learning, its
    # notebooks on fully sharded data parallelism and on tensor parallelism
    _text("dlojz-fsdp2-fr", _DLOJZ_FR, "fr", "Jour4/1.tp_fsdp/DLO-JZ_FSDP2.ipynb.md",
          "ff800a0b2980a9a5cd61fcd6883890903be4dcd80c2a7e744ec934d7456b94ee"),
    _text("dlojz-tensor-parallel-fr", _DLOJZ_FR, "fr", "archives/tp_tp_ddp/tp_tensor_parallel.ipynb.md",
          "f4391bb35affdbfad9fdf9ab37b20162d16243aee320ee0263c5b487a7d9e805"),
    # French, training: a wiki's (machine-translated) entry on gradient accumulation; a university course's page on
    # the softmax and the cross-entropy
    _page("hyperai-accumulation-gradient-fr", "hyper.ai", "fr", "fr/wiki/30263.md",
          "2735202513ea9288087c481bcf57f5368a5bf5e560362f703387cff1655c2c6b", machine_translation=True),
    _page("jodoin-softmax-fr", "jodoin.github.io", "fr", "cours/ift603/softmax_grad.html.md",
          "c4ab0b8938a49c96cf0068521497a98a125a60d33f20bda893b9aa2261bfa17c"),
]
