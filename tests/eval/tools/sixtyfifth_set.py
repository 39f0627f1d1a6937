"""The sources of the sixty-fifth evaluation set (``build_corpus.py --set sixtyfifth``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtyfourth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtyfifth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtyfifth/README.md``).

No packages, no repository files. English, French and Dutch written by people whose subject is one of collective
communication and the frameworks built on it (all-reduce, reduce-scatter, all-gather, all-to-all, ring algorithms,
NCCL, Horovod with its MPI and Gloo backends) or the serving of large language models (vLLM and PagedAttention, the KV
cache, continuous batching, prefill and decode, time to first token, speculative decoding, throughput and latency,
Ollama, llama.cpp and GGUF, quantized local serving). Chosen by title, address or search excerpt (searches of the page
store on collectives and NCCL, Horovod, DeepSpeed, vLLM and the KV cache, speculative decoding and TTFT, Ollama and
llama.cpp, in English, French, Dutch and Bengali), before any labelling, in no earlier set (by host), no claim of
another set and no reserved list. A page of the public page store is taken as the store holds its beginning, blank
lines left out and a last line the store cut in the middle left out; where the store holds two extractions of one
page, the one that keeps the page's line structure (lists, tables) is taken. Every page is cut, by one rule fixed
before any labelling, to the first twelve lines of that beginning; the cut is by lines, not by where the terms are.

Subjects (English): AI collectives and NCCL (a course page on training networks), an introduction to NCCL (a personal
blog), Horovod (a lexicon entry and an explainer page), LLM inference and serving systems (a lecture page on the KV
cache, batching and latency against throughput), TTFT and speculative decoding (an interactive learning page), GGUF
and Ollama as an inference standard (a project's architecture decision record), llama.cpp and GGUF (a developer's
notes), why vLLM (an introduction), Ollama against vLLM (a comparison for Linux administrators), vLLM (a glossary
entry), the KV cache and why the second token is faster (a concept page), the KV cache, prefill and decoding (a short
personal note). Subjects (French): discovering vLLM (a blog post), running an LLM locally with Ollama, LM Studio and
vLLM (a consultancy's comparison; its opening is a table of contents and a section on privacy). Subjects (Dutch): LLM
performance, latency, throughput and quantisation (a hub page of a personal blog; the same author's blog, served from
another address, gave an earlier set its vLLM quickstart page), the trilemma of cost, latency and quality of LLM
deployments (a company blog). Traps (ordinary words that look like glossary terms): a radio station's broadcast
schedule ("broadcast", English) and the cache and cookies of a smartphone's browser ("cache", French). No Bengali
text on these subjects was found outside earlier sets' hosts (a Bengali VRAM-calculator page and a Bengali book's
chapter were on hosts earlier sets used). The Dutch hub page (glukhov.org) is one language version of a blog published
in many languages and may be a machine translation; none other is known to be one.
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 64  # the seed is the first set's plus this: the second set used 1, ..., the sixty-fourth 63

PACKAGES: list[dict] = []

# Chosen by title, address or search excerpt before any labelling; every line of a page is in a window.
TEXTS = [
    # --- English: collective communication and its frameworks
    # AI collectives and NCCL (a course page on training networks)
    page("11100-collectives-en", "11100.top", "en", "zh/network/ai/collectives.md",
         "7f347ae90810875846b3b09c351cff6d3e943a6bf4667f67788f6514191c2691"),
    # an introduction to NCCL (a personal blog)
    page("singularitykchen-nccl-en", "singularitykchen.github.io", "en", "blog/2024/06/26/Glean-NCCL.md",
         "fbb6871d87765555a886ac7cb9b2a084fd426beed335c2f8533c4e6b2c22f394"),
    # Horovod (a lexicon entry)
    page("infinitelexicon-horovod-en", "infinitelexicon.com", "en", "khorovod.md",
         "711cb852e14d9419623e5d6637327865f7fb969f7fc9c9ce34fce000541dbdbc"),
    # Horovod (an explainer page)
    page("aifocus-horovod-en", "aifocus.info", "en", "horovod.md",
         "4944f66893be7a283d5981c457845b9dcfef8ad003fd21a2774ef855cf42aaed"),
    # --- English: serving large language models
    # LLM inference optimization and serving systems (a lecture page)
    page("billionhopes-serving-en", "billionhopes.ai", "en", "?p=9233.md",
         "9cb81e4a33531b762ac8e903404cc83f1801c4b9a5924794f385a72fb934077f"),
    # TTFT and speculative decoding (an interactive learning page)
    page("surajsharan-ttft-en", "surajsharan.github.io", "en", "learn.md",
         "59b25ae5f27cc9808949a5dc7ab1f6221fd3fe545569cf5e02b4de241991930f"),
    # GGUF and Ollama as an inference standard (an architecture decision record)
    page("locollm-gguf-ollama-en", "locollm.org", "en", "docs/adr/0006-gguf-ollama-inference-standard.md",
         "018ec62cc38622748661dc48d2c2c6e7c996bae1e6af833f9014f53be49d7af3"),
    # llama.cpp and GGUF (a developer's notes)
    page("atypicalesper-llamacpp-en", "atypicalesper.github.io", "en",
         "dev-atlas/ai/14-local-llms/02-llamacpp-and-gguf.md",
         "b6aa93a4dee4e916b70fee70bdf5a0877815964bdd3d60ee5a53afa9a334ef27"),
    # why vLLM (an introduction)
    page("lucrun-vllm-en", "luc.run", "en", "ai/vllm-intro.md",
         "5bed82ddf6549b240e42ba0c98d74645ab2f04092a9c066b04d3c1b652776591"),
    # Ollama against vLLM (a comparison for Linux administrators)
    page("linuxprofessional-ollama-vllm-en", "linuxprofessional.ie", "en",
         "article.php?slug=ollama-vs-vllm-comparison-linux-admins.md",
         "c052e12f61e2cc396a953a5288a327d1c0b0b2b9bea5237e971ce7a37e3ba3ba"),
    # vLLM (a glossary entry)
    page("thenewbuilder-vllm-en", "thenewbuilder.ai", "en", "glossary/vllm.md",
         "f6ca5117cf922ccfc90b60fbb8260fc8dd5d29caab71147a882a711fee661871"),
    # the KV cache and why the second token is faster (a concept page)
    page("mejba-kv-cache-en", "www.mejba.me", "en", "nl/concepts/kv-cache-why-second-token-is-faster.md",
         "14a6eee340edb2f2ff1ccf413a68efd725d0f6eb0960dd9f4f3636b6052208f2"),
    # the KV cache, prefill and decoding (a short personal note)
    page("prisar-kv-cache-en", "prisar.github.io", "en", "2025/07/05/kv-cache.html.md",
         "1399ad3c82c0357bcac85cca3acfb248ee4a8aa363e6c5f57e5a2b8e7de2b521"),
    # --- French
    # discovering vLLM (a blog post)
    page("dmesg-vllm-fr", "www.dmesg.fr", "fr", "ia/decouvrir-vllm-ia.md",
         "d78685b09e3c3f0409c416a684fa482457da65ccfee3aaae8d511ee278da9395"),
    # running an LLM locally: Ollama, LM Studio and vLLM (a consultancy's comparison)
    page("ayinedjimi-llm-local-fr", "www.ayinedjimi-consultants.fr", "fr", "ia-llm-local-ollama-lmstudio-vllm.html.md",
         "dd19a5ba8f08765ba562eb612137120eb9a799e3ab577cc78cdd6b5daa88911d"),
    # --- Dutch
    # LLM performance: latency, throughput, quantisation (a blog's hub page)
    page("glukhov-llm-performance-nl", "www.glukhov.org", "nl", "nl/llm-performance.md",
         "f8259e3fad72d271ac8d461301816df5ae6da237cc26fddcf9b9ad73758b918c", machine_translation=True),
    # cost, latency and quality of LLM deployments (a company blog)
    page("brixon-llm-prestaties-nl", "brixon.ai", "nl",
         "nl/llm-prestaties-optimaliseren-het-trilemma-van-kosten-latency-en-kwaliteit-onder-de-knie-krijgen.md",
         "b137ad0b666fb787240ec33348884ad060a061a3fa10d454fa0e5d2715166957"),
    # --- traps: ordinary words that look like glossary terms
    # a radio station's broadcast schedule (broadcast)
    trap(page("wmuk-broadcast-en", "www.wmuk.org", "en", "post/offering-more-morning-drive.md",
              "6cba650c027cb0abbea777878acc0d540b2bb271b3d25b12a4e5424e834988ee")),
    # the cache and cookies of a smartphone's browser (cache)
    trap(page("generationnt-cache-fr", "www.generation-nt.com", "fr",
              "actualites/cookies-cache-smartphone-vie-privee-performance-2059499.md",
              "210375e9665b0f420ed3eba1b0e4f81a7f26bafb74f3bbe1b46ddd4723f7f259")),
]
