"""The sources of the sixty-seventh evaluation set (``build_corpus.py --set sixtyseventh``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftysecond_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtyseventh --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/sixtyseventh/README.md``). English only: the place a user hovers most, the
comments and docstrings of real ML code, on the three families fresh text meets least well: training methods
(preference optimisation, KL penalties, optimizers, LoRA settings, model merging), collectives and frameworks
(all-reduce, NCCL, sharded and distributed optimizers) and serving (KV caches, speculative decoding, batching).

One kind, chosen by repository description and file path before any reading for terms, in no earlier set, no
development sample, no claim of another set and no reserved list: Python files (and one C++ file) of 15 repositories
at pinned commits (a DPO reference implementation, an RLHF framework, an optimizer, an adapter library, a quantized
optimizer library, a model-merging codebase, an RLHF library, a distributed-training framework, a sharded-training
library, a mixed-precision toolkit, llama.cpp's Python bindings, a speculative-sampling implementation, a multi-head
decoding framework, a streaming-LLM codebase, an LLM serving engine), at most two excerpts a repository, each of at
most 40 whole lines chosen by position only (the file's beginning, or the 40 lines from a top-level class or def, or
a method, chosen by its name; a file shorter than that to its end), counted before any reading; every line of an
excerpt is in its window, code included (only comments, docstrings and other prose are labelled). Three trap files
whose ordinary words look like glossary terms in another sense: a web server's worker class, a chess library's
square ranks and files, a messaging library's broadcast queue. Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 66  # the seed is the first set's plus this: the second set used 1, ..., the sixty-sixth 65

# Repository files at these commits (the newest snapshots the repository store holds), each excerpt stored under its
# own name; licences not checked (recorded "unstated").
_DIRECT_PREFERENCE_OPTIMIZATION = ("eric-mitchell/direct-preference-optimization",
                                   "f8b8c0f49dc92a430bae41585f9d467d3618fe2f",
                                   "unstated")
_OPENRLHF = ("OpenRLHF/OpenRLHF", "3c3be6234e0cb353e76bb8019947db9dfe99fca7", "unstated")
_MUON = ("KellerJordan/Muon", "857d1adc159e098212f828d927460782d3da59e9", "unstated")
_PEFT = ("huggingface/peft", "5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40", "unstated")
_BITSANDBYTES = ("bitsandbytes-foundation/bitsandbytes", "95f9af309d4d5793847169c39288dcd3fcbdf564", "unstated")
_MERGELM = ("yule-BUAA/MergeLM", "6d49ad96fd69c92013654b837041b868aa806564", "unstated")
_TRLX = ("CarperAI/trlx", "3340c2f3a56d1d14fdd5f13ad575121fa26b6d92", "unstated")
_HOROVOD = ("horovod/horovod", "2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a", "unstated")
_FAIRSCALE = ("facebookresearch/fairscale", "146f160241651e1211c4247979f159a4ef43b54a", "unstated")
_APEX = ("NVIDIA/apex", "6424da3b4faa6c8f062da4a48c424fff3f02d42d", "unstated")
_LLAMA_CPP_PYTHON = ("abetlen/llama-cpp-python", "3691546f1c9e0c1bf93323dff02230bd959cf562", "unstated")
_LLMSPECULATIVESAMPLING = ("feifeibear/LLMSpeculativeSampling", "59a209d37b2e463459057a784f8bd31c1136a58b", "unstated")
_MEDUSA = ("FasterDecoding/Medusa", "e2a5d20c048a9b0a4092e6933c34313687422518", "unstated")
_STREAMING_LLM = ("mit-han-lab/streaming-llm", "2e5042606d69933d88fbf909bd77907456b9b4dd", "unstated")
_LIGHTLLM = ("ModelTC/lightllm", "fc72ffab9a3455cfb571f22d45ab777cc29de0de", "unstated")
_GUNICORN = ("benoitc/gunicorn", "65ac1a3a4c0aa00960968c720d6e6bd2ac32f1b9", "unstated")
_PYTHON_CHESS = ("niklasf/python-chess", "9c24454dcea4f8a30259d811a2f10b26e911deb4", "unstated")
_KOMBU = ("celery/kombu", "9ee8595b835c77b4f04cfb54b40b5d446f985a35", "unstated")

PACKAGES: list[dict] = []  # no PyPI package

# Chosen by repository and path before any labelling; the excerpt by position only.
TEXTS = [
    # a preference-optimisation reference implementation's trainers: its loss function
    repo_excerpt("dpo-preference-loss", _DIRECT_PREFERENCE_OPTIMIZATION, "en", "trainers.py", 45, 84,
                 "9635f2661f13661567d718e3a61172cc7abaed95f84dcb2f3d0af1add0983f9c",
                 stored_as="trainers.py.45-84.py"),
    # the same trainers module: its basic trainer class
    repo_excerpt("dpo-basic-trainer", _DIRECT_PREFERENCE_OPTIMIZATION, "en", "trainers.py", 145, 184,
                 "48db22d6f1b6b98f412a742277d4c4c0e5af63fc04e533c1bc643f65f8dce87d",
                 stored_as="trainers.py.145-184.py"),
    # an RLHF framework's model utilities: its approximate KL function
    repo_excerpt("openrlhf-approx-kl", _OPENRLHF, "en", "openrlhf/models/utils.py", 64, 103,
                 "11f6afc50fdcd15649f6fdffa138e93adb1c4aa915d74f67d21a5c4275ba6641",
                 stored_as="openrlhf/models/utils.py.64-103.py"),
    # the same framework's losses: its DPO loss class (to the file's end, 36 lines)
    repo_excerpt("openrlhf-dpo-loss", _OPENRLHF, "en", "openrlhf/models/loss.py", 300, 335,
                 "f7e9a7d9ebf9458302c4a140e72a13edadc0304ac5b5b01cabde66d3e3475afb",
                 stored_as="openrlhf/models/loss.py.300-335.py"),
    # an optimizer's module: its beginning
    repo_excerpt("muon-module-start", _MUON, "en", "muon.py", 1, 40,
                 "60b77f31ba11b47650fcf856ead47accfecdb10a4b9fe7dcb294b47d69a00cde",
                 stored_as="muon.py.1-40.py"),
    # the same module: its distributed optimizer class
    repo_excerpt("muon-optimizer", _MUON, "en", "muon.py", 44, 83,
                 "999fe91bc032c469abf4f85bd020b3d2fda30581c7057d79cafa4d6453df4e8f",
                 stored_as="muon.py.44-83.py"),
    # an adapter library's LoRA configuration class: its first 40 lines
    repo_excerpt("peft-lora-config-start", _PEFT, "en", "src/peft/tuners/lora/config.py", 434, 473,
                 "4bfe4d00ff0fb0cc83e49f6d929493bb67b00fa625656861ff6eb0e1bdf5d335",
                 stored_as="src/peft/tuners/lora/config.py.434-473.py"),
    # the same class: its next 40 lines
    repo_excerpt("peft-lora-config-next", _PEFT, "en", "src/peft/tuners/lora/config.py", 474, 513,
                 "863286697027c49ece944b7849fe82cf60c72584a1cf9c3116fb206461330589",
                 stored_as="src/peft/tuners/lora/config.py.474-513.py"),
    # a quantized-optimizer library's AdamW module: its paged AdamW class
    repo_excerpt("bnb-paged-adamw", _BITSANDBYTES, "en", "bitsandbytes/optim/adamw.py", 179, 218,
                 "101462bd990a839f2b1c43cf13341aa03223778ec6df2571ace561a54438b152",
                 stored_as="bitsandbytes/optim/adamw.py.179-218.py"),
    # the same library's optimizer base module: its 8-bit optimizer class
    repo_excerpt("bnb-optimizer8bit", _BITSANDBYTES, "en", "bitsandbytes/optim/optimizer.py", 117, 156,
                 "92f13443bf59b51dae425010cecc4dbf17cc81fac4683c93e4d59a9e3245d41a",
                 stored_as="bitsandbytes/optim/optimizer.py.117-156.py"),
    # a model-merging research codebase's merging methods: its merging class
    repo_excerpt("mergelm-merging-method", _MERGELM, "en", "model_merging_methods/merging_methods.py", 12, 51,
                 "9daff423f29dc2fe004dac517bb31799da5802dc93b408cb6437e611dc72a7e6",
                 stored_as="model_merging_methods/merging_methods.py.12-51.py"),
    # the same module: its TIES merging method
    repo_excerpt("mergelm-ties-merging", _MERGELM, "en", "model_merging_methods/merging_methods.py", 418, 457,
                 "476bc80f9005cc0a6b1c444aaecbf6e34f542d16a4b8451638dc114e944bf83a",
                 stored_as="model_merging_methods/merging_methods.py.418-457.py"),
    # an RLHF library's PPO model module: its adaptive KL controller class
    repo_excerpt("trlx-adaptive-kl", _TRLX, "en", "trlx/models/modeling_ppo.py", 35, 74,
                 "93458476727836099900b671f72bce14897994ed7feac13b748832c1db08c541",
                 stored_as="trlx/models/modeling_ppo.py.35-74.py"),
    # the same module: its PPO config class
    repo_excerpt("trlx-ppo-config", _TRLX, "en", "trlx/models/modeling_ppo.py", 75, 114,
                 "eb1010651f7c9a322c85610c13a913d0b011459bd42b168fa5c2789709172d11",
                 stored_as="trlx/models/modeling_ppo.py.75-114.py"),
    # a distributed-training framework's PyTorch ops: its allreduce function
    repo_excerpt("horovod-allreduce", _HOROVOD, "en", "horovod/torch/mpi_ops.py", 215, 254,
                 "cc1c7364826f0f8a4d84cca34537178e8cde812f0b090e2d5cbfb4664f3634df",
                 stored_as="horovod/torch/mpi_ops.py.215-254.py"),
    # the same framework's NCCL operations (C++): its allreduce Execute method
    repo_excerpt("horovod-nccl-allreduce", _HOROVOD, "en", "horovod/common/ops/nccl_operations.cc", 185, 224,
                 "9dfbb43cf5f587c8000b11f2ac920d1e7b227a8f299545efdc603f1004fea2e5",
                 stored_as="horovod/common/ops/nccl_operations.cc.185-224.cc"),
    # a distributed-training library's sharded optimizer module: its OSS class
    repo_excerpt("fairscale-oss", _FAIRSCALE, "en", "fairscale/optim/oss.py", 79, 118,
                 "bb57a45838cadb39817ab11cd6a23bb738eb9e07bf40228daee80c57dae4ab57",
                 stored_as="fairscale/optim/oss.py.79-118.py"),
    # the same library's sharded data-parallel module: its class
    repo_excerpt("fairscale-sharded-ddp", _FAIRSCALE, "en", "fairscale/nn/data_parallel/sharded_ddp.py", 33, 72,
                 "a727d8f09b170b6cbc6d678eae72d0671a04886a6be2fa82a9a939eb96adfbe7",
                 stored_as="fairscale/nn/data_parallel/sharded_ddp.py.33-72.py"),
    # a mixed-precision and distributed toolkit's contrib optimizer: its distributed fused Adam class
    repo_excerpt("apex-distributed-fused-adam", _APEX, "en",
                 "apex/contrib/optimizers/distributed_fused_adam.py", 270, 309,
                 "740afa6d6a0777f801bef7b12d808c822bff388546452f690947d7cb824b61c6",
                 stored_as="apex/contrib/optimizers/distributed_fused_adam.py.270-309.py"),
    # llama.cpp's Python bindings: the cache module's beginning
    repo_excerpt("llamacpp-cache-start", _LLAMA_CPP_PYTHON, "en", "llama_cpp/llama_cache.py", 1, 40,
                 "3114a3a7df4bac685a2869a365342487ceee4c5ebe128a8b38d4d7dcd6fb485c",
                 stored_as="llama_cpp/llama_cache.py.1-40.py"),
    # the same bindings: the speculative module's beginning (its first 40 of 64 lines)
    repo_excerpt("llamacpp-speculative-start", _LLAMA_CPP_PYTHON, "en", "llama_cpp/llama_speculative.py", 1, 40,
                 "e1918c760e76ea90bff3355f2c2e323bcfd95ecbfa4e8a2214fd54d6b0bfa70b",
                 stored_as="llama_cpp/llama_speculative.py.1-40.py"),
    # a speculative-sampling implementation: its sampling function
    repo_excerpt("specsampling-function", _LLMSPECULATIVESAMPLING, "en", "sampling/speculative_sampling.py", 10, 49,
                 "9652cc9f2c9093aead39f782f31b0cf20c15689d46391f6d37fa8ac04b3416c9",
                 stored_as="sampling/speculative_sampling.py.10-49.py"),
    # the same project: its KV-cache model class
    repo_excerpt("specsampling-kvcache-model", _LLMSPECULATIVESAMPLING, "en", "sampling/kvcache_model.py", 15, 54,
                 "0a65b94366b5fc265a5f445ce67697c455fc01188b434c11c71fe60927028094",
                 stored_as="sampling/kvcache_model.py.15-54.py"),
    # a multi-head decoding framework's KV-cache module: its beginning
    repo_excerpt("medusa-kv-cache-start", _MEDUSA, "en", "medusa/model/kv_cache.py", 1, 40,
                 "69fdf52bed70d90e81067248fcaae07fa354a19f3f42fbdd7f3f6b447772bfa2",
                 stored_as="medusa/model/kv_cache.py.1-40.py"),
    # the same framework's utilities: its tree-decoding function
    repo_excerpt("medusa-tree-decoding", _MEDUSA, "en", "medusa/model/utils.py", 309, 348,
                 "7304154ea388fdba2be3c923248581e6ac1c8cec2b0a9f2e86e683d76ebc9fa6",
                 stored_as="medusa/model/utils.py.309-348.py"),
    # a streaming-LLM research codebase's KV-cache module: its cache class
    repo_excerpt("streamingllm-kv-cache", _STREAMING_LLM, "en", "streaming_llm/kv_cache.py", 23, 62,
                 "65d50c21a56a7237ac06dd4d5ca7fc2f603867073d7b58ad4d97d3dff3666f71",
                 stored_as="streaming_llm/kv_cache.py.23-62.py"),
    # the same codebase: its enabling module (whole, 38 lines)
    repo_excerpt("streamingllm-enable", _STREAMING_LLM, "en", "streaming_llm/enable_streaming_llm.py", 1, 38,
                 "a169e85b1565b54fa0b0170bc62d05c880fcf52a5c70f58db739b8d42724f4e0",
                 stored_as="streaming_llm/enable_streaming_llm.py.1-38.py"),
    # an LLM serving engine's router: its batch class
    repo_excerpt("lightllm-batch", _LIGHTLLM, "en", "lightllm/server/router/batch.py", 10, 49,
                 "11a2c1313566c1f9f2b2bc03cf1b420a7060fb2862d03f25fc57b6bd503e4746",
                 stored_as="lightllm/server/router/batch.py.10-49.py"),
    # the same engine's memory manager module: its class
    repo_excerpt("lightllm-mem-manager", _LIGHTLLM, "en", "lightllm/common/mem_manager.py", 19, 58,
                 "3731c2ff1648d063d74e63418de73089354166ff695f863f65b88d748d58cd54",
                 stored_as="lightllm/common/mem_manager.py.19-58.py"),
    # a web server's worker base module: its worker class
    trap(repo_excerpt("gunicorn-worker", _GUNICORN, "en", "gunicorn/workers/base.py", 31, 70,
                 "0dc6376c9003ca8783a72d8ba6987b9af9c991531a02012580343ffaa89d9394",
                 stored_as="gunicorn/workers/base.py.31-70.py")),
    # a chess library's package module: from its square-file function
    trap(repo_excerpt("chess-square-rank", _PYTHON_CHESS, "en", "chess/__init__.py", 304, 343,
                 "3acee50db05aa89298daa97c32fc76670e8f8e7c1486da778403011cedf3f5d6",
                 stored_as="chess/__init__.py.304-343.py")),
    # a messaging library's common module: its broadcast queue class
    trap(repo_excerpt("kombu-broadcast", _KOMBU, "en", "kombu/common.py", 61, 100,
                 "112186299c82682a66ea41184824c7597de36c5ff37725e536f04c314ba1b0ac",
                 stored_as="kombu/common.py.61-100.py")),
]
