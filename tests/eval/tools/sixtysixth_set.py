"""The sources of the sixty-sixth evaluation set (``build_corpus.py --set sixtysixth``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtyfourth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set sixtysixth --errors``), labelled by hand before the engine ever ran on it
(``tests/eval/data/sixtysixth/README.md``).

No packages, no repository files. Simplified Chinese, Japanese, Spanish and German written by people whose subject is
collective communication and its frameworks (NCCL, MPI's collectives, all-reduce and its kin, Megatron-LM and
DeepSpeed) or serving language models (vLLM, SGLang, TensorRT-LLM, llama.cpp, Ollama, prefill and decode, the KV
cache, speculative decoding, quantized local inference). Chosen by title, address or search excerpt (searches of the
page store in each language, on collectives and on serving), before any reading for terms, in no earlier set (by
host), no claim of another set and no reserved list (not huggingface/transformers' translated docs, not the Hugging
Face course). A page of the public page store is taken as the store holds its beginning, a last line the store cut in
the middle left out, and then cut, by a rule fixed before any page was read for terms, to its first sixteen lines of
text (blank lines not counted); most pages end before that.

Subjects (Simplified Chinese): NCCL's communicator and collective calls (a personal notes site), Megatron-LM and
DeepSpeed's training techniques (a tech blog), prefill and decode (a personal notes page), vLLM, SGLang and
TensorRT-LLM compared (a cloud vendor's community article). Japanese: MPI's collective calls (a university lab's
reference), NCCL explained (a glossary-style blog post), Ollama cost optimisation and batching (a tech blog), vLLM
against llama.cpp with memory offloading (a blog post). Spanish: a collective communication library for mixed GPU
clusters (a tech news site), three ways to run open LLMs (a personal blog), speculative decoding (a consultancy
blog). German: quantisation for local LLMs (a blog series), vLLM's architecture (a news digest), vLLM against Ollama
(a company blog). Traps (ordinary words that look like glossary terms): a radio station's broadcasting ("广播",
Chinese) and road safety barriers ("barreras", Spanish).

Machine translation or generation: none is known to be a translation. The Japanese NCCL page (toha3.fromation.co.jp)
is a glossary-style post of a site that writes such posts in bulk under a persona (it may have been drafted with a
model's help); the German vLLM digest (every.news) summarises an English article in generated bullet sentences (it
may be machine-written); the Chinese Megatron-LM/DeepSpeed post (tech.kj168168.com) reads like a generated survey.
German collective-communication text was searched for and not found in the page store except on an earlier set's host
or in a machine translation (ichi.pro): the German part is serving only.
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 65  # the seed is the first set's plus this: the second set used 1, ..., the sixty-fourth 63

PACKAGES: list[dict] = []

# Chosen by title, address or search excerpt before any labelling; every line of a stored page is in a window.
TEXTS = [
    # --- Simplified Chinese
    # collectives: NCCL's communicator and collective calls (a personal notes site)
    page("kuizhiqing-nccl-zh", "excel.kuizhiqing.cn", "zh-Hans", "nccl/nccl.html.md",
         "e082a1c0519369b45e5eb9f8c1d392b4fac417fab0cc2a76273f264408e6085e"),
    # frameworks: Megatron-LM and DeepSpeed's distributed training techniques (a tech blog)
    page("kj168168-megatron-deepspeed-zh", "tech.kj168168.com", "zh-Hans", "?p=3729.md",
         "3cb34aa0249e25f332ab6515ff077eb704bc9e8fa8899fb96e4813746685c1c7"),
    # serving: prefill and decode (a personal notes page)
    page("xuzz-prefill-decode-zh", "www.xuzz.me", "zh-Hans", "notes/prefill-vs-decode/index.md",
         "1fdae4828d585906afee3841cbe90ff9bc1feff787082b1800d90f4ba98709af"),
    # serving: vLLM, SGLang and TensorRT-LLM compared (a cloud vendor's community article)
    page("aliyun-inference-engines-zh", "developer.aliyun.com", "zh-Hans", "article/1686705.md",
         "aae0433ebb69e45cc20b0780b09642a87a05da44450827edb792074583b63c42"),
    # --- Japanese
    # collectives: MPI's collective calls (a university lab's reference)
    page("titech-mpi-collectives-ja", "www.cv.titech.ac.jp", "ja", "~hiro-lab/study/mpi_reference/chapter3.html.md",
         "a9278be532ab5ecdf2ec136be433f411cefdf039cf109fa6cba5544aaa305eb7"),
    # collectives: NCCL explained (a glossary-style blog post)
    page("fromation-nccl-ja", "toha3.fromation.co.jp", "ja", "archives/20127.md",
         "d0eb56584eb0df582b68342417e8f1b77893e0609deb47be1ce6818c16e3c8ad"),
    # serving: Ollama cost optimisation, VRAM and batching (a tech blog)
    page("tcr-ollama-ja", "t-cr.jp", "ja", "article/75t1jbjdvr6pu0j.md",
         "6f99bd8257b7d0b347c8366aaa41e1e797249c5aca38a49cbd5df6abc9b46df0"),
    # serving: vLLM against llama.cpp, memory offloading (a blog post)
    page("warokai-vllm-llamacpp-ja", "warokai.com", "ja",
         "2026/01/18/2026%e5%b9%b4%e7%89%88-vllm-vs-llama-cpp%e5%be%b9%e5%ba%95%e6%af%94%e8%bc%83%ef%bc%9a%e3%81%82"
         "%e3%81%aa%e3%81%9f%e3%81%aepc%e3%81%a7llm%e3%82%92%e6%9c%80%e9%80%9f%e5%8c%96%e3%81%99%e3%82%8b%e6%96%b9.md",
         "83e64f8e6fcb744486318578a1c44874fb6f0130d17a22ef4fef806654eb3f9b"),
    # --- Spanish
    # collectives: a collective communication library for mixed GPU clusters (a tech news site)
    page("revistacloud-hetccl-es", "revistacloud.com", "es",
         "hetccl-la-pieza-que-faltaba-para-entrenar-modelos-con-gpus-nvidia-y-amd-en-el-mismo-cluster.md",
         "47d632609e4716e912f1be71880d6788d6f8f25ab85db79b3316cff25804095f"),
    # serving: three ways to run open LLMs, Ollama, LM Studio and vLLM (a personal blog)
    page("jaimehernandez-serving-es", "jaimehernandez.dev", "es", "blog/2025-08-22_serverless-llm-options.md",
         "e5dfb77a70844f136ba76f44ea0c7de92701aac3bee9e8fa315564ba84c11a13"),
    # serving: speculative decoding in production (a consultancy blog)
    page("bcloud-speculative-es", "bcloud.consulting", "es",
         "blog/speculative-decoding-acelera-inferencia-llm-2-4x-produccion-2025.md",
         "e9aa50f38cf20802303f1e9796b52b583055cc8fde6af6de0cd383baed8cb4af"),
    # --- German
    # serving: quantisation for local LLMs (a blog series)
    page("casoon-quantisierung-de", "insights.casoon.de", "de",
         "artikel/geschwindigkeit-optimierung-kunst-der-quantisierung.md",
         "1259d502f51643ba3027d11f08de2f1c70e9418ca60d9b6b7190ec80df681989"),
    # serving: vLLM's architecture (a news digest)
    page("everynews-vllm-de", "every.news", "de", "stories/K9NWZED508YA.md",
         "6159b2e7e3a556ac2bb59bfe869dd21f7762a57ad9dc1518edb3728553ea8a30"),
    # serving: vLLM against Ollama (a company blog)
    page("biteno-vllm-ollama-de", "www.biteno.com", "de", "vllm-vs-ollama.md",
         "8f707c78c3c715ac250505a7698ea309c66eaa60709f78e3b1aa093828f7d1e7"),
    # --- traps: ordinary words that look like glossary terms
    # a radio station's broadcasting (广播)
    trap(page("fx361-radio-zh", "fx361.cc", "zh-Hans", "page/2020/1207/12764852.shtml.md",
              "8cb8a94cf9395cc74bb03ef8faaa81f2a388924eac749bd201d81e960fe4202e")),
    # road safety barriers (barreras)
    trap(page("autofacil-barreras-es", "www.autofacil.es", "es",
              "seguridad/barreras-seguridad-carreteras-mal-conservadas/109014.html.md",
              "4488bf8256b63e7f9fe399631bb98273c56ced1efa3d7fb6d11e3e95cc5e1c47")),
]
