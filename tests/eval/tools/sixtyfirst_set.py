"""The sources of the sixty-first evaluation set (``build_corpus.py --set sixtyfirst``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtieth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtyfirst --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtyfirst/README.md``).

No packages. Japanese and Spanish written by people whose subject is one of the three families met least well so
far: training methods after and around pre-training (post-training, preference optimisation, LoRA's settings,
quantized fine-tuning), collective communication and the frameworks built on it, and LLM serving and inference.
Chosen by title, address, repository path or search excerpt (searches of the page store and of the code index in
Japanese and Spanish, one for each family), before any labelling, in no earlier set, no claim of another set and no
reserved list (not huggingface/transformers' translated docs, not the Hugging Face course). A page of the public page
store is taken as the store holds its beginning, a last line the store cut in the middle left out; a page longer than
forty lines is cut at the last section boundary before its forty-first line (a rule fixed before any labelling: the
Japanese note on post-training and the Japanese page on distributed training were cut so, and the Spanish course's
exercise page after its first exercise); the Spanish LoRA and QLoRA page was cut further, to its first section
(lines 1-16), after a first count of its stored beginning found about 24 mentions (tests/eval/data/sixtyfirst/README.md).
A repository file is taken as an excerpt of whole lines at section
boundaries: the Spanish half of a bilingual README (lines 32-63) and a Spanish README's opening sections up to its
usage section (lines 1-42).

Subjects (Japanese): post-training seen as opinion pooling (a Qiita memo on RLHF, reward models and DPO), DPO (a
Qiita paper introduction), RLHF in three steps (a blog post), KV caches and speculative decoding (a Qiita article),
distributed training (a course-like page: memory needs and goals), distributed deep learning (a personal wiki's
opening paragraphs on collectives and mixed precision), LLM inference speed-ups (a blog post on KV caches, PagedAttention
and speculative inference), LoRA's settings (a blog post) and quantization for local runtimes (a blog post on GGUF and
Ollama). Subjects (Spanish): aligning LLMs from RLHF to DPO and KTO (a blog post), a university course's exercises on
post-training, a summary of a guide on reinforcement learning for LLMs, LoRA fine-tuning (a studio's blog post),
LoRA and QLoRA (a blog post written in mixed Spanish and English), QLoRA on a consumer GPU (a news-site guide), DDP with
NCCL (the Spanish half of a course repository's README) and a vLLM cluster (a README). Traps (ordinary words that
look like glossary terms): the distillation of shochu ("蒸留", Japanese; a page that also names a TV drama series) and
the distillation of mezcal ("destilación", Spanish). No text here is known to be a machine translation; the Japanese
inference post (arpable.com) opens with an invented persona and the Spanish alignment post (one-daily-blog-astro)
has the even style of text drafted with a model's help, and may be; the Spanish QLoRA guide (deepcodenews.com) reads
as a rewrite of an English post in Spanish. The course's exercise page is a repository's page as the page store holds
it (github.com/madrueno/urjc-gicd-pln-mt).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 60  # the seed is the first set's plus this: the second set used 1, ..., the sixtieth 59

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_CFR24 = ("diegoandradecanosa/CFR24", "b93fdb350a3934d337173d86df883021841f1873", "unstated")
_CONVERGE = ("hernan2292/converge", "caf6206523a2747bb2fc18f755c93aa7bcd17936", "unstated")

# Chosen by path, heading, title or search excerpt before any labelling; every line of an excerpt or page is in a
# window.
TEXTS = [
    # --- Japanese
    # post-training: a Qiita memo reading RLHF as opinion pooling (its opening and first section)
    page("qiita-rlhf-pooling-ja", "qiita.com", "ja", "teppei_nakano/items/df68c2722bd5befc098f.md",
         "6ab6f7ca9bf7fc793b3acca5ef4342ed8406ce426bb96261c9af7ac75bf2ee4d"),
    # ... a Qiita introduction of the DPO paper
    page("qiita-dpo-intro-ja", "qiita.com", "ja", "hiyoko1729/items/39be274c97abced1cdb1.md",
         "5512d7e4c9884b23ca983f660345541557b1809f850c3a93e35e58a14d3e2bcd"),
    # ... a blog post on RLHF in three steps
    page("disassemble-rlhf-ja", "disassemble-channel.com", "ja", "?p=5861.md",
         "be2920c8305b2b8c3e42714f6f823ab0019989635e36ad456884e3da130e3267"),
    # serving: a Qiita article on KV caches and speculative decoding
    page("qiita-kvcache-speculative-ja", "qiita.com", "ja", "emi_ndk/items/b046e079521e36e8fbf1.md",
         "91b06e728d07950ce2dac2c3fd5167a69173187628a525e6a9ae993a5768dca6"),
    # frameworks: a course-like page on distributed training (its first section)
    page("hatohato-distributed-ja", "hatohato.jp", "ja", "ai_intro/04_training/02_distributed-training.html.md",
         "8cbe99a89cda54758f2e08ec5155c1ca5b0121c7237c09a406f1c96873049568"),
    # collectives: a personal wiki's page on distributed deep learning (its opening paragraphs)
    page("yuuk-distributed-dl-ja", "notes.yuuk.io", "ja", "notes/system-engineering/分散深層学習.md",
         "f9db2c5a00e28022e1cf11e8b97914689df236407ec1364fc12063e04cda9edb"),
    # serving: a blog post on LLM inference speed-ups (KV cache, speculative inference)
    page("arpable-inference-ja", "arpable.com", "ja", "artificial-intelligence/llm-inference-optimization-kv-cache.md",
         "49f41e225355bad7973008b47e0553b1e3e4d8242c558ede7e530951e2f717e6"),
    # LoRA's settings: a blog post on tuning LoRA's parameters
    page("pathfinder-lora-params-ja", "blog.path-finder.jp", "ja", "?p=7806.md",
         "95336555ec12e5da48a156c01a61dc87e03cbf7e91e60e4fdc69f0f8c180c48d"),
    # quantized serving: a blog post on quantization, GGUF and Ollama
    page("hobbytech-quantization-ja", "hobbytechblog.blogspot.com", "ja", "2026/01/quantizationpcllm.html.md",
         "131f8ffdadc81a73987b8264368b79a59ff147de171c8023ad744c38d7215dee"),
    # --- Spanish
    # post-training: a blog post on aligning LLMs, from RLHF to DPO and KTO
    page("onedaily-alineacion-es", "one-daily-blog-astro.pages.dev", "es",
         "post/alineacion-llms-preferencias-humanas-rlhf-dpo-kto-practica-20250801.md",
         "e6442ebe9d22249476c5e98adb3b4fd6e9265c3b8ade4fa866282be1cc566e14"),
    # ... a university course's exercises on post-training (its first exercise)
    page("urjc-post-training-es", "github.com/madrueno", "es", "urjc-gicd-pln-mt.md",
         "e85b47b2915ce38573f9ba32dc71a3002f25bff440ea3fc3aa3b38c77c6bfcfd"),
    # ... a summary of a guide on reinforcement learning for LLMs
    page("searchyour-rl-llm-es", "www.searchyour.ai", "es",
         "es/reinforcement-learning-large-language-models-arun-shankar.md",
         "37af23742c7038bd63ef58bf511374bac6e9a7c78afda41f4a67c628e4e8dc4b"),
    # LoRA: a studio's blog post on fine-tuning with LoRA
    page("juice-lora-es", "juice-studio.com", "es", "fine-tuning-de-llm-con-lora-casos-de-uso-reales.md",
         "b771bd950b868f61d598fa9134a9219a62b3050aace012ca08a24e45d31ffede"),
    # ... a blog post on LoRA and QLoRA (its first section, lines 1-16)
    page("jacar-lora-qlora-es", "jacar.es", "es", "fine-tuning-lora-qlora.md",
         "7a97a6667e514b705ae96127e51b61d00d9eb0a087893d732a497d783d03e816"),
    # ... a guide to QLoRA on a consumer GPU
    page("deepcodenews-qlora-es", "deepcodenews.com", "es",
         "articulo/optimiza-el-ajuste-fino-de-modelos-de-lenguaje-en-gpus-de-consumo-con-esta-tecnologia-avanzada-aprende-"
         "a-mejorar-tus-procesos-de-aprendizaje-automatico-y-maximiza-el-rendimiento-de-tus-dispositivos.md",
         "3c16c1a77bf180a0df01880a0c564190f4380121285801c205c36e31119117e2"),
    # frameworks: a course repository's README on DDP with NCCL, its Spanish half (lines 32-63)
    repo_excerpt("cfr24-ddp-es", _CFR24, "es", "pytorch_dist/DDP/000/README.md", 32, 63,
                 "2846f2061b9896730a394cb567f325ba720b2336c640054dcb214feba0762b46"),
    # serving: a README on a vLLM cluster, its requirements and installation sections (lines 1-42)
    repo_excerpt("converge-vllm-es", _CONVERGE, "es", "README_VLLM.md", 1, 42,
                 "60d5543c4a46464405e39dc05dc468f04a054960e447a0421d9a41df9f7961d5"),
    # --- traps: ordinary words that look like glossary terms
    # the distillation of shochu (焼酎の蒸留), and a TV drama series
    trap(page("dareyami-shochu-ja", "dareyami.jp", "ja", "diary/dareyamikun20161029.md",
              "7afa03bbca9feb53a3e5dcad020afe34dc877f251eb93125ad0d48bddd6ce935")),
    # the distillation of mezcal (destilación)
    trap(page("mezcal-destilacion-es", "mezcaleslamedida.com.mx", "es", "proceso_elaboracion.html.md",
              "bc4d62c26399e468b7b8999af8cfbffa2db0bdf95ffd7666d665c13990c920fd")),
]
