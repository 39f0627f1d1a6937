"""The sources of the seventieth evaluation set (``build_corpus.py --set seventieth``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtyseventh_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set seventieth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/seventieth/README.md``). Simplified Chinese and Japanese: the comments and
docstrings of ML code written in those languages (the earlier Chinese and Japanese sets are pages and notes); an
English comment inside one of these files is labelled as English text but the window is declared in its file's
language, as the sixtieth and sixty-first sets declare theirs (``NEW_LANGUAGES``).

One kind, chosen by repository description and file path before any reading for terms, in no earlier set, no
development sample, no claim of another set and no reserved list: Python files (and no C++ or CUDA file, none with
comments in these languages being found in time) of 10 repositories at pinned commits (Chinese: a small-LLM
project, a second small-LLM project with its preference training, a from-scratch LLM course, an annotated CUDA and
PyTorch study repository, a medical-LLM training pipeline's tools; Japanese: an LLM study repository, a PyTorch
book's code, two deep-learning textbooks' code, an ML exercise repository), at most two excerpts a repository. An
excerpt is a whole file, or whole top-level classes or functions chosen by their names (or a class cut at a method
boundary), of 30 to 150 lines, decided by the file's structure (its class and def lines and its length) before any
reading; each excerpt is one window and every line of it is in that window, code included (only comments,
docstrings and other prose are labelled). Two trap files whose comments use ordinary words that look like glossary
terms in another sense: a game server's rank service (Chinese) and a scraping book's sample that caches web
responses (Japanese). Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 69  # the seed is the first set's plus this: the second set used 1, ..., the sixty-ninth 68

# Repository files at these commits (the newest snapshots the repository store holds), each excerpt stored under its
# own name; licences not checked (recorded "unstated").
_TINY_LLM_ZH = ("wdndev/tiny-llm-zh", "667fd773ee786b19ad105e35885406b7fd3dae19", "unstated")
_CHATLM_MINI_CHINESE = ("charent/ChatLM-mini-Chinese", "2696eb8d1601188bef57fe39f884463ea8dd7182", "unstated")
_TINY_UNIVERSE = ("datawhalechina/tiny-universe", "25c84e1addf6bac0db1ed80ffb457bb8a060acf2", "unstated")
_HOW_TO_OPTIM_ALGORITHM_IN_CUDA = ("BBuf/how-to-optim-algorithm-in-cuda", "10a3a8d243037e2544686eb673fda86fba23143f", "unstated")
_MEDICALGPT = ("shibing624/MedicalGPT", "2f1008cfa49cbba69ff6f138c3b5e2fb0646bdc7", "unstated")
_GAMESERVER_6 = ("hackerlank/gameServer-6", "154d2590a89a09cc5721db392701dafed6edf501", "unstated")
_LLM_FUNDAMENTAL_STUDY = ("Shinichi0713/LLM-fundamental-study", "54de52fb6c3d942b22c4d724c3b30c8303ef9d66", "unstated")
_PYTORCH_ADVANCED = ("YutaroOgawa/pytorch_advanced", "bada8e07bd7503ed6d7a371fafb7a29b52b06d62", "unstated")
_DEEP_LEARNING_FROM_SCRATCH = ("oreilly-japan/deep-learning-from-scratch", "07b11618cdb5d5f78ad45464de0730efc07b0a4a", "unstated")
_DEEP_LEARNING_FROM_SCRATCH_2 = ("oreilly-japan/deep-learning-from-scratch-2", "842ae31c2bb070f5116275606ed90396626a2c17", "unstated")
_MACHINELEARNING_EXERCISES_PYTHON_PYTORCH = ("Yagami360/MachineLearning_Exercises_Python_PyTorch", "97e1bd1eebc528d8c682a41031c750fa2066a713", "unstated")
_PYTHON_SCRAPINGBOOK = ("discocactus/Python_ScrapingBook", "e74d0c1f5bf4e55bc52d3a3d22d9b94ee9c7ed4b", "unstated")

PACKAGES: list[dict] = []  # no PyPI package


def _window(entry: dict) -> dict:
    """``entry`` kept whole as one window (an excerpt of at most 150 lines, cut at a class or function boundary)."""
    return {**entry, "lines": (1, 150)}


# Chosen by repository and path before any labelling; the excerpt by the file's class and def lines only.
TEXTS = [
    # a Chinese small-LLM project's model definition: its attention class
    _window(repo_excerpt("tinyllm-attention", _TINY_LLM_ZH, "zh-Hans", "train/modeling_tinyllm.py", 193, 323,
                 "e16521236d7bd1964ce92cdd367eaf0be6fa0747a335cc7a090aa1adcafe8c7a",
                 stored_as="train/modeling_tinyllm.py.193-323.py")),
    # the same project's generation utilities: its repetition-penalty logits processor class (to the file's end)
    _window(repo_excerpt("tinyllm-repetition-penalty", _TINY_LLM_ZH, "zh-Hans", "train/generation_utils.py", 211, 285,
                 "ecaae854c2f5d83615d0c300e8a1a4214f7582b6446cfbfdd38e30e26d0e8a00",
                 stored_as="train/generation_utils.py.211-285.py")),
    # a Chinese small-LLM project's preference-training script: its training function
    _window(repo_excerpt("chatlm-train-dpo", _CHATLM_MINI_CHINESE, "zh-Hans", "dpo_train.py", 43, 128,
                 "05b2cfa0db6a109151626f0b5f238ad36f84c9a4cd6a320d20b3cb25be77878a",
                 stored_as="dpo_train.py.43-128.py")),
    # a Chinese from-scratch LLM course's model module: its attention class
    _window(repo_excerpt("tinyuniverse-attention", _TINY_UNIVERSE, "zh-Hans", "content/TinyLLM/code/model.py", 119, 205,
                 "5284fe53034a195a3c86b361f52627f93e47e7039d169b748142e1a9f3ee4412",
                 stored_as="content/TinyLLM/code/model.py.119-205.py")),
    # the same module: its Transformer class, to the end of its forward method
    _window(repo_excerpt("tinyuniverse-transformer", _TINY_UNIVERSE, "zh-Hans", "content/TinyLLM/code/model.py", 265, 343,
                 "852844c21f418cd646fb7fde597965a9793d5b2d73b029ae25ec85ca30bc3f96",
                 stored_as="content/TinyLLM/code/model.py.265-343.py")),
    # an annotated CUDA/PyTorch study repository's float8 config module: its linear config class
    _window(repo_excerpt("bbuf-float8-linear-config", _HOW_TO_OPTIM_ALGORITHM_IN_CUDA, "zh-Hans", "pytorch/code/float8/config.py", 129, 262,
                 "7d917e54128d766a3935a0bd3b039d1e11b1dd60d86f6d44f22f0bdb19ed59e9",
                 stored_as="pytorch/code/float8/config.py.129-262.py")),
    # the same repository: a flash-attention reference in PyTorch (whole, 57 lines)
    _window(repo_excerpt("bbuf-flash-attention-v2", _HOW_TO_OPTIM_ALGORITHM_IN_CUDA, "zh-Hans", "triton/code/flash_attention_v2_in_pytorch.py", 1, 57,
                 "fe713cae1a2327140ad881e70e2d2d4f07a60d4de6fdba37860cf606dc4375b1",
                 stored_as="triton/code/flash_attention_v2_in_pytorch.py")),
    # a Chinese medical-LLM training pipeline's quantization tool (whole, 120 lines)
    _window(repo_excerpt("medicalgpt-model-quant", _MEDICALGPT, "zh-Hans", "tools/model_quant.py", 1, 120,
                 "4a1efdbb8d5e5ac81f97ef81aaf4dcaf757622457fe7ba8ea3b535c25110fcbb",
                 stored_as="tools/model_quant.py")),
    # a game server's rank service views: its rank and save-score functions
    trap(_window(repo_excerpt("gameserver-rank", _GAMESERVER_6, "zh-Hans", "djangoServer/rankService/views.py", 103, 214,
                 "d11912bbe3804a872b357f8fa9af013a41176e9bb136c2868db0122135422ebf",
                 stored_as="djangoServer/rankService/views.py.103-214.py"))),
    # a Japanese LLM study repository's KV-cache module: its two first classes
    _window(repo_excerpt("shinichi-kv-cache", _LLM_FUNDAMENTAL_STUDY, "ja", "attention/kv_cache/src/kv_cache.py", 5, 91,
                 "c8289e4e1d748f11fbbe26c1db960501307359a49efb74b9bc595a3b8ea9ac52",
                 stored_as="attention/kv_cache/src/kv_cache.py.5-91.py")),
    # the same repository's multi-query attention module (whole, 61 lines)
    _window(repo_excerpt("shinichi-mqa", _LLM_FUNDAMENTAL_STUDY, "ja", "attention/MQA/mqa.py", 1, 61,
                 "55862b0b3b55daba8682ff5c7e31b93fbd4160879a1775b7ea687d44e1b7b437",
                 stored_as="attention/MQA/mqa.py")),
    # a Japanese PyTorch book's Transformer module: from its positional encoder class to its block class
    _window(repo_excerpt("ogawa-transformer-blocks", _PYTORCH_ADVANCED, "ja", "7_nlp_sentiment_transformer/utils/transformer.py", 30, 162,
                 "766bb297411da41ae3d39030220b30ecb6132c758529e516a8e9258403188f98",
                 stored_as="7_nlp_sentiment_transformer/utils/transformer.py.30-162.py")),
    # the same book's BERT module: its layer, attention and self-attention classes
    _window(repo_excerpt("ogawa-bert-attention", _PYTORCH_ADVANCED, "ja", "8_nlp_sentiment_bert/utils/bert.py", 133, 280,
                 "21c4fb62cb72ff7fddd93856af177515ac0e0efd82d8ba4fc2a420c07bfd148a",
                 stored_as="8_nlp_sentiment_bert/utils/bert.py.133-280.py")),
    # a Japanese deep-learning textbook's extended multi-layer net: from the file's start to its accuracy method
    _window(repo_excerpt("dlfs-multilayer-extend", _DEEP_LEARNING_FROM_SCRATCH, "ja", "common/multi_layer_net_extend.py", 1, 112,
                 "a23c9b42e0e9f760f25e91437da125a7610bda8a2578cef9409dc8975270f86e",
                 stored_as="common/multi_layer_net_extend.py.1-112.py")),
    # the second textbook's trainer module: its first trainer class
    _window(repo_excerpt("dlfs2-trainer", _DEEP_LEARNING_FROM_SCRATCH_2, "ja", "common/trainer.py", 1, 68,
                 "c74bac48965318b1caf1e25754fb2e81731800a75442f9929d330cafb58fc743",
                 stored_as="common/trainer.py.1-68.py")),
    # a Japanese ML exercise repository's ViT networks: its attention, MLP and embeddings classes
    _window(repo_excerpt("yagami-vit-attention", _MACHINELEARNING_EXERCISES_PYTHON_PYTORCH, "ja", "Transfomer_ViT/models/networks.py", 226, 341,
                 "ccab8378ef03705caa7a0a8c70355b47a7c4d27343baef1ff52a52523fa748cf",
                 stored_as="Transfomer_ViT/models/networks.py.226-341.py")),
    # a Japanese scraping book's sample: a museum-location script (whole, 141 lines)
    trap(_window(repo_excerpt("scraping-museum-cache", _PYTHON_SCRAPINGBOOK, "ja", "get_museum_with_location.py", 1, 141,
                 "405576e195f06ffacf45714b75433e7ee8189eddf9724e220a12135e516f3ecb",
                 stored_as="get_museum_with_location.py"))),
]
