"""The sources of the sixty-ninth evaluation set (``build_corpus.py --set sixtyninth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftysecond_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtyninth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/sixtyninth/README.md``). English only: the place a user hovers most, the
comments and docstrings of real ML code, on the three families fresh text meets least well, weighted to the two the
sixty-seventh set found thin: serving (LLM serving engines' block managers and KV caches, speculative decoding,
quantized-inference kernels' Python wrappers, a prefill/decode proxy) and collectives (push-pull and all-to-all,
model-parallel mappings, point-to-point communication, a communication backend and its process group), then
training methods (adapter and model merging, an alignment library's utilities).

One kind, chosen by repository description and file path before any reading for terms, in no earlier set, no
development sample, no claim of another set and no reserved list: Python files of 60-300 lines (counted before
reading) in 13 repositories at pinned commits (a lookahead-decoding library, a speculative-decoding codebase, a
quantization library, a quantized-inference library, an LLM serving toolkit, a multi-LoRA serving system, a KV-cache
transfer platform, a distributed-training framework, a mixture-of-experts library, a large-model training fork, an
array library's distributed module, a human-aware alignment library, an instruction-tuning codebase), at most two
windows a repository. Each window is one excerpt, decided by the file's structure (its top-level classes and
functions and their line spans, listed by a script that read no words) before any reading: a whole file, or a whole
class or function (or a run of whole consecutive functions, or a whole method chosen by its name), never cut inside
a docstring or a comment, in one window of its own length (20-95 lines; a unit of 20-31 lines where the
file's structure offers nothing longer). Every line of an excerpt is in its window, code included (only comments,
docstrings and other prose are labelled). Three trap files whose ordinary words look like glossary terms in another
sense: an ASGI web server's worker class, an ORM's database class for an SQLite binding, a messaging library's
publish-subscribe example. Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 68  # the seed is the first set's plus this: the second set used 1, ..., the sixty-eighth 67


def _one(entry: dict, length: int) -> dict:
    """``entry`` in one window of its own ``length`` (a whole file, class or function is never cut)."""
    return {**entry, "lines": (1, length)}


# Repository files at these commits (the newest snapshots the repository store holds), each excerpt stored under its
# own name; licences not checked (recorded "unstated").
_LOOKAHEADDECODING = ("hao-ai-lab/LookaheadDecoding", "eed010da9c7b1867912675d480feec5629e0c2d0", "unstated")
_EAGLE = ("SafeAILab/EAGLE", "cb7e0841fe0c206c6ed74a197ad5e2a1f13f5a2b", "unstated")
_AUTOAWQ = ("casper-hansen/AutoAWQ", "88e4c76b20755db275574e6a03c83c84ba3bece5", "unstated")
_EXLLAMAV2 = ("turboderp/exllamav2", "b9c025b4b1ee78c0d34e700f2e474a02dfb13c90", "unstated")
_LMDEPLOY = ("InternLM/lmdeploy", "1263d5cd889b7ad500e85b8eb20401327a4516ab", "unstated")
_PUNICA = ("punica-ai/punica", "591b59899f0a20760821785d06b331c8a2e5cb86", "unstated")
_MOONCAKE = ("kvcache-ai/Mooncake", "3b5a594133958449a1feaf1c9e0fc1b553e34a28", "unstated")
_BYTEPS = ("bytedance/byteps", "f5df52fe2794d4e3d2931a9dcfa5ca56151062a1", "unstated")
_TUTEL = ("microsoft/tutel", "82af7aad9fc3ec981395ba97e7242a480984a55e", "unstated")
_MEGATRON_DEEPSPEED = ("bigscience-workshop/Megatron-DeepSpeed", "8387ae17c4704f6579f88a84500b535d19d7fbbf", "unstated")
_CUPY = ("cupy/cupy", "6b6d9563c4f7410cd1866a11b2f71a60dd45a68c", "unstated")
_HALOS = ("ContextualAI/HALOs", "4831988636b4cbc1c30c0bce78df568cf0f8103b", "unstated")
_OPEN_INSTRUCT = ("allenai/open-instruct", "e6c3044aa6201c8bfa4573c1b03142af599e730d", "unstated")
_UVICORN = ("encode/uvicorn", "e6c7ce791fc634b6eedee40e0d0207faa8a9aefd", "unstated")
_PEEWEE = ("coleifer/peewee", "408aa4c130267ffd1e3ec5d09c0595e8d9a9bd98", "unstated")
_PYZMQ = ("zeromq/pyzmq", "c6bc8f20d47f9e779d17137201939a31fcd457cc", "unstated")

PACKAGES: list[dict] = []  # no PyPI package

# Chosen by repository and path before any labelling; the excerpt by the file's structure only.
TEXTS = [
    # a lookahead-decoding library's utilities: the file's beginning to the end of its first function
    _one(repo_excerpt("lade-config", _LOOKAHEADDECODING, "en", "lade/utils.py", 1, 37,
                      "3638749cb2045b2cd7a084be21af1232239cb2746f7981ad39e431b554d5490a",
                      stored_as="lade/utils.py.1-37.py"), 37),
    # a speculative-decoding codebase's KV-cache module: its beginning and its cache class
    _one(repo_excerpt("eagle-kv-cache", _EAGLE, "en", "eagle/model/kv_cache.py", 1, 66,
                      "914cc5b38c6ab52319b13acf382bbb2946b50b0293aceb3ae2fbaa141c1f0fe5",
                      stored_as="eagle/model/kv_cache.py.1-66.py"), 66),
    # a quantization library's fused cache module (whole file, one class)
    _one(repo_excerpt("awq-windowed-cache", _AUTOAWQ, "en", "awq/modules/fused/cache.py", 1, 79,
                      "de3113a07343a41579afe3302939bc7df2de268a3d0c65917f90921594cd9e93",
                      stored_as="awq/modules/fused/cache.py.1-79.py"), 79),
    # the same library's fast GEMV linear module: its weight-packing function
    _one(repo_excerpt("awq-pack-intweight", _AUTOAWQ, "en", "awq/modules/linear/gemv_fast.py", 26, 65,
                      "e00fc2c6438f6c43ecb49678cea986434de3a46ea8066ab450a56bbfa2170457",
                      stored_as="awq/modules/linear/gemv_fast.py.26-65.py"), 40),
    # a quantized-inference library's n-gram generator module (whole file)
    _one(repo_excerpt("exllamav2-ngram", _EXLLAMAV2, "en", "exllamav2/generator/ngram.py", 1, 82,
                      "8e9f78cbcd7a73777401ce11b864263617ce39a69fe3ab99480fce65c72c3c50",
                      stored_as="exllamav2/generator/ngram.py.1-82.py"), 82),
    # the same library's async dynamic generator module: its beginning and its generator class
    _one(repo_excerpt("exllamav2-dynamic-async", _EXLLAMAV2, "en", "exllamav2/generator/dynamic_async.py", 1, 67,
                      "a6058d7b18231fee442e0f9e17866c168d490e8675e1c49c9c7594896c3f90ec",
                      stored_as="exllamav2/generator/dynamic_async.py.1-67.py"), 67),
    # an LLM serving toolkit's default block manager: its swap-out method
    _one(repo_excerpt("lmdeploy-swap-out", _LMDEPLOY, "en", "lmdeploy/pytorch/paging/block_manager/default_block_manager.py", 56, 100,
                      "edc2486e46bb14b03af2ab3d2abae253691ce5c96406f450952bcd058bf9eda8",
                      stored_as="lmdeploy/pytorch/paging/block_manager/default_block_manager.py.56-100.py"), 45),
    # the same toolkit's speculative-decoding base module: its agent's constructor
    _one(repo_excerpt("lmdeploy-spec-agent-init", _LMDEPLOY, "en", "lmdeploy/pytorch/spec_decode/base.py", 31, 57,
                      "66b5d54a56eeb2ab19f6cdcb106db34b3226bbf43ee52264d414a7c06afccb1f",
                      stored_as="lmdeploy/pytorch/spec_decode/base.py.31-57.py"), 27),
    # a multi-LoRA serving system's KV-cache utilities: its pool class
    _one(repo_excerpt("punica-kv-pool", _PUNICA, "en", "src/punica/utils/kvcache.py", 7, 48,
                      "ec84e6860cc78f9d3139511be3d3b990f2724df8f1666b0a4a4807e32a6981e4",
                      stored_as="src/punica/utils/kvcache.py.7-48.py"), 42),
    # the same module: its KV-cache class
    _one(repo_excerpt("punica-kv-cache", _PUNICA, "en", "src/punica/utils/kvcache.py", 87, 140,
                      "78621f953422c78ce2dc2a60c199cb96ff182a765b304098d2962f4a294b5923",
                      stored_as="src/punica/utils/kvcache.py.87-140.py"), 54),
    # a KV-cache transfer platform's allocator module: its NVLink allocator class
    _one(repo_excerpt("mooncake-nvlink-allocator", _MOONCAKE, "en", "mooncake-integration/allocator.py", 24, 89,
                      "e544b5d6ae8caa2a1a40894a22570bd69c96af9ed142c893be5cfa40ac41c7ac",
                      stored_as="mooncake-integration/allocator.py.24-89.py"), 66),
    # the same platform's proxy server for a serving engine: its lifespan function
    _one(repo_excerpt("mooncake-proxy-lifespan", _MOONCAKE, "en", "mooncake-wheel/mooncake/vllm_v1_proxy_server.py", 20, 83,
                      "cb3b6681ee7cb50ca733420422c1a41a53a4daf0c0171f8efaeabc98edb2e190",
                      stored_as="mooncake-wheel/mooncake/vllm_v1_proxy_server.py.20-83.py"), 64),
    # a distributed-training framework's PyTorch ops: its push-pull function
    _one(repo_excerpt("byteps-push-pull", _BYTEPS, "en", "byteps/torch/ops.py", 127, 154,
                      "8a209719a909b62bed4475a1335c670a204167c0a9980e2cd7c11ad7a3b55565",
                      stored_as="byteps/torch/ops.py.127-154.py"), 28),
    # the same framework's PyTorch compression module (whole file)
    _one(repo_excerpt("byteps-compression", _BYTEPS, "en", "byteps/torch/compression.py", 1, 75,
                      "9d4e096a17892ff9db72a586fdaaa84720eee39f61ae8b3b24f82a11dba33b4e",
                      stored_as="byteps/torch/compression.py.1-75.py"), 75),
    # a mixture-of-experts library's overlap module (whole file, one function)
    _one(repo_excerpt("tutel-a2a-overlap", _TUTEL, "en", "tutel/impls/overlap.py", 1, 67,
                      "3abc0f1663b23a44110be149236eb2f9538fca58b17a8f0e54595cf123d92a81",
                      stored_as="tutel/impls/overlap.py.1-67.py"), 67),
    # the same library's system module: its data/model-parallel initialisation function
    _one(repo_excerpt("tutel-data-model-parallel", _TUTEL, "en", "tutel/system.py", 27, 46,
                      "26e9b118c4407469eb2afb9c7228f02cbb0de746913f5443564c591c1d996473",
                      stored_as="tutel/system.py.27-46.py"), 20),
    # a large-model training fork's model-parallel mappings: its three helper functions
    _one(repo_excerpt("megatron-mappings", _MEGATRON_DEEPSPEED, "en", "megatron/mpu/mappings.py", 22, 73,
                      "8b7819b3cb0ddeff5e20305a88681665a2367fb737721bf96f98cc2241320934",
                      stored_as="megatron/mpu/mappings.py.22-73.py"), 52),
    # the same fork's point-to-point communication module: its four receive and send functions
    _one(repo_excerpt("megatron-p2p-send-recv", _MEGATRON_DEEPSPEED, "en", "megatron/p2p_communication.py", 127, 186,
                      "074e1b901f7b3ac9a3b42621a0dd676eef5f6595a5db6ba0f4c30b4f017ba3e8",
                      stored_as="megatron/p2p_communication.py.127-186.py"), 60),
    # an array library's distributed communication module (whole file, one class)
    _one(repo_excerpt("cupy-comm-backend", _CUPY, "en", "cupyx/distributed/_comm.py", 1, 69,
                      "0c435c8d56d7d5eaa6698012257e6c35acc3dd42c7a035aaa2cf5f6fbe89c374",
                      stored_as="cupyx/distributed/_comm.py.1-69.py"), 69),
    # the same library's distributed init module: its process-group function
    _one(repo_excerpt("cupy-init-process-group", _CUPY, "en", "cupyx/distributed/_init.py", 14, 91,
                      "ed0b4cbf4b53e77824dbccad9dc9471bc593d085697c99c7252ed7632ad0c624",
                      stored_as="cupyx/distributed/_init.py.14-91.py"), 78),
    # a human-aware alignment library's training utilities: from its adapter state-dict function to its padding function
    _one(repo_excerpt("halos-peft-state-dict", _HALOS, "en", "train/utils.py", 70, 128,
                      "5121235aa879374340f1ad82856ff5c896f3b53fc1207e0cff659cdd58eeee59",
                      stored_as="train/utils.py.70-128.py"), 59),
    # the same utilities: from its clipping function to its dict-formatting function
    _one(repo_excerpt("halos-masked-stats", _HALOS, "en", "train/utils.py", 131, 190,
                      "b0dd409f3dbfe1a87d6178798093bb206555ffc95c10abdd9d15d7817321be45",
                      stored_as="train/utils.py.131-190.py"), 60),
    # an instruction-tuning codebase's adapter-merging script: its dequantizing function
    _one(repo_excerpt("openinstruct-dequantize", _OPEN_INSTRUCT, "en", "open_instruct/merge_lora.py", 32, 62,
                      "31e2947452e51902cfe330affbcd7c2cc8974d5ec688d42604a7a13cd8ab8cab",
                      stored_as="open_instruct/merge_lora.py.32-62.py"), 31),
    # the same codebase's model-merging script: its merging function
    _one(repo_excerpt("openinstruct-merge-models", _OPEN_INSTRUCT, "en", "open_instruct/merge_models.py", 69, 129,
                      "eb0722f7d06b07f0ab56de5e86263959477fce96305513b4a3aef32811955cdc",
                      stored_as="open_instruct/merge_models.py.69-129.py"), 61),
    # an ASGI web server's worker module: its worker class
    trap(_one(repo_excerpt("uvicorn-worker", _UVICORN, "en", "uvicorn/workers.py", 24, 107,
                      "93aaa35b0bfc40a828e733e1718bdf88988b08e2116f6d057b0d0d889d002241",
                      stored_as="uvicorn/workers.py.24-107.py"), 84)),
    # an ORM's APSW extension: its database class
    trap(_one(repo_excerpt("peewee-apsw-database", _PEEWEE, "en", "playhouse/apsw_ext.py", 29, 123,
                      "0f8546e7be6ba90227378e5d24a526d7efed9c70c6672670bf691aa6a6bb7eea",
                      stored_as="playhouse/apsw_ext.py.29-123.py"), 95)),
    # a messaging library's publish-subscribe example (whole file)
    trap(_one(repo_excerpt("pyzmq-publisher", _PYZMQ, "en", "examples/pubsub/publisher.py", 1, 62,
                      "5c379bade16a555f80f44771eebacf71ff9eee9c41a08b3464180f9387c6046e",
                      stored_as="examples/pubsub/publisher.py.1-62.py"), 62)),
]
