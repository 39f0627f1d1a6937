"""The sources of the thirty-fourth evaluation set (``build_corpus.py --set thirtyfourth``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtythird_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtyfourth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtyfourth/README.md``). It holds English only.

Its point is the two concept families whose recall on fresh text is thinnest, from many authors (at most two
windows from any one source): serving (prefix caching, chunked prefill, disaggregated serving, TTFT and TPOT,
goodput and SLOs, speculative decoding with Medusa and EAGLE, greedy, top-k, min-p sampling and the repetition
penalties, vLLM, SGLang, llama.cpp, Ollama, the KV cache and continuous batching) and training methods and
fine-tuning (PPO, DPO, GRPO, KTO, ORPO, reward, reference and value models, the KL penalty, TRL, pre-training
and post-training, QLoRA's NF4, bitsandbytes and paged optimizers, LoRA's settings, model merging, GGUF, chat
templates). No packages. Pages of the public page store (blog posts, tutorials, course chapters, docs pages of
sampling parameters, a glossary entry) and repository files (a preference-training project's configuration
docstrings, a project README on ORPO and model souping, a GGUF quantization guide, an inference engine's release
notes, a DPO model's training card), chosen by title, path or search excerpt before any labelling, in no earlier
set, no development sample, no claim and no reserved list, with three trap pages whose ordinary words look like
glossary terms (an operating system's kernel preemption; the econometrics of logit models; whisky distillation).

A page is taken as the store holds its beginning, an unfinished last line left out; a repository file whole, or
an excerpt of whole lines chosen by section; every text is cut into consecutive windows of at most 40 lines, so
that every line is labelled. To hold about 15 gold mentions a source, dense pages were cut, at a line boundary,
to their first lines (named in the README); the cut takes no account of which words the lines hold beyond their
count.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 33  # the seed is the first set's plus this: the second set used 1, ..., the thirty-third 32

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories: the stored text is the file's, byte for byte,
# or a run of its lines)
# no licence file in these repositories
_RLHF = ("hongfzpp/lightweightRLHF", "6623456b6f78afe3d9301f92a8446af439a88341", "unstated")
_ORPO = ("gustavecortal/eliciting_emotional_reasoning", "45c96140bf4ed14d19e6fc01d4f2f8913b979a34", "unstated")
_FORGE = ("jayluxferro/ollama-forge", "323adc678c1f2bedb24d3d7c2c2f2f265a9b9463", "unstated")
_HERMES = ("gauss5930/Hermes", "e73744c7f24cc6a6255e7ac6f98c268fda55bd17", "unstated")
# a licence file: MIT
_SSD = ("quantumnic/ssd-llm", "ab90a554fea4df198549bb9219e33f23681b8a44", "MIT")


_page = page


# Chosen by title, path or search excerpt before any labelling; every line of a stored text is in a window.
TEXTS = [
    # serving: prefix caching in vLLM and SGLang (first 9 lines); serving metrics and SLOs; goodput and
    # prefill-decode separation; a glossary entry on prefix caching (first 15 lines); speculative decoding with
    # Medusa and EAGLE (a course chapter); sampling parameters of an inference engine (first 7 lines) and of a
    # chat platform (a docs page)
    _page("llmacademy-prefix-caching-en", "llm-academy.dev", "en", "optimization/prefix-caching.md",
          "de716d7f677121edf12b983c215c59c38a8c073537a8d1f3123a9f829abf1ee2"),
    _page("learnaivisually-serving-metrics-en", "learnaivisually.com", "en",
          "tracks/llm-serving/serving-metrics?step=percentiles.md",
          "2067c4a41c671cb82663e8f1483af71d6c8433747782572864ae46d22e1d0ae7"),
    _page("langcopilot-goodput-en", "www.langcopilot.com", "en",
          "posts/2025-09-02-boost-llm-goodput-prefill-decode-separation.md",
          "8c0deb0efc223b4fb0ae75ddbe76026dd886131f83c4e77280fe8b0edf359cc9"),
    _page("opensourceai-prefix-caching-en", "www.open-source-ai.tech", "en", "glossary/prefix-caching.md",
          "fe68354fcf99a5ae55b0aeab24e3a327fae01f7ebde3f3a5621881b225e299d1"),
    _page("kunwar-speculative-decoding-en", "www.kunwar.page", "en",
          "chapter/027-speculative-decoding-medusa-eagle-mtp.md",
          "d8a016b296c401c0bbf114b545960256d8d34cfb2d60b376083cd103301aac1a"),
    _page("mistralrs-sampling-en", "ericlbuehler.github.io", "en", "mistral.rs/guides/customize/sampling.md",
          "eab28e7cc6b0f1158ae047794c33e0640f244f95c46e62f892e2b91884e35556"),
    _page("aimate-sampler-parameters-en", "docs.aimate.me", "en", "presets/sampler_parameters.md",
          "1e1b1e39bebc50e23329df3e7ba08b54f62c87ee83d1168097b3f7ec43699e84"),
    # an inference engine's release notes: chat templates, stop sequences and sampling penalties (lines 456-488);
    # continuous batching, prompt caching and tensor parallelism (lines 643-651, its
    # heading and first entry, cut to hold about 15 mentions for the source)
    repo_excerpt("ssdllm-changelog-templates-en", _SSD, "en", "CHANGELOG.md", 456, 488,
                 "aa82e779b9b6f634cdbf5c47c498b4a2848dc0f4c518aa3d69d6a24c5fc9be8e"),
    repo_excerpt("ssdllm-changelog-batching-en", _SSD, "en", "CHANGELOG.md", 643, 651,
                 "a0c206b2e694440a35a37a4da3abaa8ed5fa59dbe43b8edd9f9e0bf77a84d540"),
    # GGUF: a model-packaging tool's guide to quantization options, at the last commit that holds it: lines 1-17
    # (its title, introduction and table of quantization types; the file cut to hold about 15 mentions)
    repo_excerpt("ollamaforge-quantization-en", _FORGE, "en", "docs/QUANTIZATION.md", 1, 17,
                 "87582b05713e4f92bdfc7504fa2ca8acd93dc2c3bf481db2bab6e3d3b62386d7"),
    # training methods: PPO, DPO and GRPO (first 4 lines); preference optimization after DPO (first 8 lines);
    # post-training with TRL (a notebook page, first 19 lines); RLHF to GRPO (a blog post)
    _page("brenchcc-ppo-dpo-grpo-en", "brenchcc.github.io", "en",
          "Awesome-LLM-Research-Collections/notes/en/reinforcement-learning/PPO-DPO-GRPO.html.md",
          "f05bfcaba1754240c6c47888b6b0f0fdf94172e1f2888cd8ccd0797cee5b571e"),
    _page("kolm-preference-optimization-en", "kolm.ai", "en", "research/preference-optimization-modern.md",
          "c52404f80526899d91ae09841fa6b122b54e20aee33fff312fe7eabc64aea3a1"),
    _page("vectoringai-post-training-en", "vectoringai.com", "en",
          "notebooks/llm/post_training_llms_for_human_alignment.html.md",
          "1cb55ed21a2f53647379504c2a06ebe7244a07bc4a6702aef6746294a424e6ae"),
    _page("mdjawad-rlhf-to-grpo-en", "mdjawad.com", "en", "posts/rlhf-to-grpo.md",
          "2772691b247376acd77bb8f43b645241a52fc84bb96ae56febed86cc151def41"),
    # a lightweight RLHF project's trainer configuration for PPO: lines 1-26 (its docstrings and comments, cut to
    # hold about 15 mentions; the DPO configuration claimed beside it was not taken)
    repo_excerpt("lightweightrlhf-ppo-config-en", _RLHF, "en", "configs/ppo_config.py", 1, 26,
                 "fa02d9d596c0f3567cd85edc48ceffbb1e1e4c853cb79126f939dec4757005b1", stored_as="configs/ppo_config.py.1-26.py"),
    # a DPO model's training card (the whole README of its DPO folder); a project README on ORPO with LoRA and
    # model souping (lines 1-16, cut to hold about 15 mentions)
    repo_file("hermes-dpo-card-en", _HERMES, "en", "DPO/README.md",
              "4e35ea5095cf83eef122dbf78fcbe2510f72a8771205f296000fb6379fc1fa04"),
    repo_excerpt("emotionalreasoning-orpo-readme-en", _ORPO, "en", "README.md", 1, 16,
                 "d48ed76b0dd0a90fbf8a9f18c0a92e45070984f6228d5b60d9e713d14d31d3f5"),
    # fine-tuning: QLoRA's concepts (first 20 lines); QLoRA with bitsandbytes (a lesson, first 11 lines); a QLoRA
    # notebook's outline (first 19 lines); model merging (a guide)
    _page("genai4a11-qlora-en", "genai4a11.github.io", "en", "concepts/qlora.html.md",
          "f8c99dd71cc6cd468b63a36df1ed94b6c30e68e95815832686b1ac2c7176feeb"),
    _page("brewslm-qlora-hands-on-en", "brewslm.com", "en", "academy/hands-on/qlora-hands-on.html.md",
          "0bc64c0bb2452ed71e7f51dd42c2b6974f78885a9cd566f4869d54552f9586de"),
    _page("zerotoai-qlora-notebook-en", "zero-to-ai.netlify.app", "en",
          "curriculum/12-llm-finetuning/04_qlora_efficient.md",
          "01915a7f28892df12b6ecfcc2afe439d627758e4ff1fbbe82a1d03365a55d1aa"),
    _page("genaisystemslab-model-merging-en", "genai-systems-lab-ivory.vercel.app", "en", "gt/model-merging-guide.md",
          "447f59e414e6860a07dbb30815c7660e011ffbc014eddf99543fecf708246bf1"),
    # traps: an operating system's kernel preemption; the econometrics of logit and probit models; whisky
    # distillation in pot stills (each its stored beginning)
    trap(_page("packtpub-kernel-preemption-en", "www.packtpub.com", "en",
                "networking-eg/product/mastering-embedded-linux-programming-third-edition-9781789530384/chapter/"
                "chapter-21-real-time-programming-25/section/kernel-preemption-ch25lvl1sec20.md",
                "c483a419b0000f0654367994031102f356b5c6a5187217d3675678e04e2baa0a")),
    trap(_page("theeconprofessor-logit-probit-en", "theeconprofessor.com", "en",
                "article/introduction-to-the-econometrics-of-binary-choice-models-logit-and-probit-analysis.md",
                "03598c8ff148132c2f97b80889280208fa0598fb0aea551f2103c0f37fbde148")),
    trap(_page("whisky-distillation-en", "www.whisky.com", "en", "knowledge/production/details/distillation.html.md",
                "18e31cefc6172177d3f6e98125719720f79dce634979afa15c6cc70e354a6cc8")),
]
