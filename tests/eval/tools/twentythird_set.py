"""The sources of the twenty-third evaluation set (``build_corpus.py --set twentythird``): development text.

Plain data, read by ``build_corpus.py`` as ``twentyfirst_set.py`` is. The set is NOT sealed: it is
development text (``evaluate.py --set twentythird --errors``), labelled by hand before the engine ever ran on
it, so that its errors are worth reading (``tests/eval/data/twentythird/README.md``).

No packages. Bengali and Dutch texts only: repository files chosen by path or title before any labelling,
weighted toward GPUs and serving hardware, training (batches, optimizers, the learning rate) and language-model
basics (tokens and tokenizers, embeddings, softmax, the transformer), in no earlier set, no development sample,
no development claim and no reserved list; each taken whole and cut into consecutive windows of at most 40
lines, so that every line is labelled. Bengali: a Bengali author's deep-learning tutorials (how a GPU serves
concurrent requests and why LLM serving batches them in flight, with the KV cache, prefill and decode;
TensorFlow and Keras basics, the softmax function, tokenizers, an image-data pipeline). Dutch: a university of
applied sciences' explainer of large language models, and a student's deep-learning course summaries.
"""

from __future__ import annotations

from set_entries import repo_file

LINES = (15, 25)
SEED_OFFSET = 22  # the seed is the first set's plus this: the second set used 1, ..., the twenty-first 20

PACKAGES: list[dict] = []


# Repository files at these commits; each stored file is the whole file, and a notebook is stored as its
# Markdown cells in order, a blank line between cells, with ".md" appended (the builder reads no notebooks).
# menon92/DL-Sneak-Peek: Apache-2.0 (its LICENSE file at the snapshot commit)
_SNEAK_BN = ("menon92/DL-Sneak-Peek", "50d3dcfb2424466cb7cf0f2991799026962f4b21", "Apache-2.0")
# the same repository's later file, absent from its snapshot: copied from the index's text at this commit
# (its length matches the index's count once the Bengali letters য় and ড় are written precomposed, as the
# index counts them); --verify-repo cannot check it here
_SNEAK_SERVING_BN = ("menon92/DL-Sneak-Peek", "849090d6ec3aa881dc6dd4a2b49d43a1d6622499", "Apache-2.0")
_UITGELEGD_NL = ("HR-ChatGPT/ChatGPT-UITGELEGD", "7f2bff305554ff03269b843b90e461bceb79d374", "CC0-1.0")
# no licence file
_DL_SUMMARY_NL = ("rubenpriels/Deeplearning", "bc4b995f840a9bd4617c2b7b61b0ba7e8eeb5718", "unstated")

_text = repo_file


# Chosen by path before any labelling; every line of a file is in a window.
TEXTS = [
    # Bengali: how CPUs and GPUs handle concurrent requests, batching, dynamic and in-flight (continuous)
    # batching in LLM serving, the KV cache, prefill and decode, serving metrics
    _text("sneak-gpu-serving-bn", _SNEAK_SERVING_BN, "bn", "mlops/how_gpu_handle_concurrent_requests.md",
          "90dc9983e670e78e7e988594d5689bd252d89e336f5f5be85bc20fbd3b8d6927"),
    # Bengali: TensorFlow 2 and Keras basics (tensors, gradient tape), the softmax function
    _text("sneak-basics1-bn", _SNEAK_BN, "bn", "basics/dl_basics_part_1.ipynb.md",
          "4a0301c2dce8b711b628d557c6a5900d1b017da55839430efbd36de1644cdc6e"),
    _text("sneak-basics2-bn", _SNEAK_BN, "bn", "basics/dl_basics_part_2.ipynb.md",
          "8562607168324e774e05dbbaca89ac33521a26cd2132385bf41bb5fba6129191"),
    _text("sneak-basics4-bn", _SNEAK_BN, "bn", "basics/dl_basics_part_4.md",
          "c6758ff73c8e95c4f367bbe2e84e19aae59cb1cd4d4e219b3887428ab172a8ff"),
    # Bengali: tokenizers
    _text("sneak-tokenizer1-bn", _SNEAK_BN, "bn", "nlp/drive_into_tokenizer_part_1.ipynb.md",
          "d6fc9fee43ec8182f1c02712ac0cb4c9543e6a0a55859232108fbff281f40ec0"),
    _text("sneak-tokenizer2-bn", _SNEAK_BN, "bn", "nlp/drive_into_tokenizer_part_2.ipynb.md",
          "f0cddfc02e0851c81d17896fbc2632091b1cd2c378ef5c9592c23b05f632b486"),
    # Bengali: computer vision with TensorFlow (loading image data, input pipelines)
    _text("sneak-vision1-bn", _SNEAK_BN, "bn", "vision/dl_computer_vision_part_1.ipynb.md",
          "a8204bb6f09102f8a1bd7942980257e02f1aca419472b9a037072cf2dcfb9616"),
    _text("sneak-vision2-bn", _SNEAK_BN, "bn", "vision/dl_computer_vision_part_2.ipynb.md",
          "3567e4843fd405994191223448ab88a7f16b5bf41a77e972040c9b02f0dc164c"),
    _text("sneak-vision3-bn", _SNEAK_BN, "bn", "vision/dl_computer_vision_part_3.ipynb.md",
          "7aaea575e666b0d377710fd2a4e436b4344621559964af5bdbb75e5a6c2e6930"),
    _text("sneak-vision4-bn", _SNEAK_BN, "bn", "vision/dl_computer_vision_part_4.ipynb.md",
          "bd5a0d28753ade1f3378979f00c7bb050cb3b45667494acecce5e91a8d7ae805"),
    # Dutch: a university of applied sciences' explainer of large language models
    _text("uitgelegd-llms-nl", _UITGELEGD_NL, "nl", "LLMs/README.md",
          "b719c23ddc4d873742832521a92b55e4bbfb97b6e884e4a531e07e0f8fdfdca5"),
    # Dutch: the same explainer's workshop page on Azure OpenAI
    _text("uitgelegd-azure-nl", _UITGELEGD_NL, "nl", "WORKSHOPS/AZURE/README.md",
          "df0acc67118c18dd082f2756bb2073550f8e0ee57e94df362d6fdbc31f1887e9"),
    # Dutch: a student's summaries of a deep-learning course (loading and splitting data, Keras models,
    # training) and the Markdown cells of a transformer notebook
    _text("dlsummary-ch1-nl", _DL_SUMMARY_NL, "nl", "hoofdstuk1_samenvatting.md",
          "2b360cd68cf81822eef282cce4164197942747ea3f01e37f78b6a0befb549dff"),
    _text("dlsummary-nl", _DL_SUMMARY_NL, "nl", "samenvatting.md",
          "43bd88804f2df6e7ccc48917196cae0d524c839358553f9fd322eaab9be14801"),
    _text("dlsummary-transformer-nl", _DL_SUMMARY_NL, "nl", "zelf_model/transformer.ipynb.md",
          "97c3fb4a2768fe37716f8e3b0fc398df7089b45e61bcbfaf0880ff21cdf5ddb2"),
]
