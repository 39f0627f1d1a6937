"""The sources of the forty-second evaluation set (``build_corpus.py --set fortysecond``): development text.

Plain data, read by ``build_corpus.py`` as ``fortieth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortysecond --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fortysecond/README.md``). English only: the text an ML engineer meets on an
ordinary day, with no concept family favoured, from many authors (at most two windows from any one).

Three kinds, chosen by package description, path, title or search excerpt before any reading for terms, in no
earlier set, no development sample, no claim of another set and no reserved list: (a) the comments and docstrings of
small ML packages pinned on PyPI (training on TPUs, pretraining with FSDP2, gradient accumulation, LoRA fine-tuning,
a profiler, mixed precision for JAX, training stability and PPO, quantization fidelity, a BPE tokenizer, batch size
schedulers, tensor parallel feasibility, a training and fine-tuning framework, datasets with logits, an NCCL
framework; Python files only, ``only``), windows of 15-25 lines cut by the builder's regular expressions with the
forty-second set's seed, at most two per package (the sampler found none in tiprofiler, grampax, bpe-continue,
dataset-with-logits and deepnccl: kept in the list, they add nothing); (b) READMEs, a changelog and docs pages of
ML repositories of twelve owners; (c) blog posts, tutorials, course notes, glossary pages and a question-and-answer
page of the public page store, each its stored beginning cut at a paragraph's or a table row's end so that one
source gives about fifteen mentions. Three trap pages whose ordinary words look like glossary terms: a CI system's
pipelines and runners, colour quantization of images, knitting yarn weights.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 41  # the seed is the first set's plus this: the second set used 1, ..., the forty-first 40


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # aetherlm (a DeepSpeed-like training library for Google TPUs, built on JAX/Flax): its Python package
    _package("aetherlm", "0.1.0", "ml", "sdist", "aetherlm-0.1.0.tar.gz",
             "d99483cdd046f55acc24599883d72a6dacedc84948bc9e57b1a7115737e927c4", "Apache-2.0", only=("aetherlm/",)),
    # slm388-torchdiff (masked diffusion language model pretraining with FSDP2 and Muon): its Python package
    _package("slm388-torchdiff", "0.1.74", "ml", "sdist", "slm388_torchdiff-0.1.74.tar.gz",
             "5907b185b494757a0a8f4cee41087e9573c3bba838fbc6d7f25d72ac7e33f240", "MIT", only=("src/torchdiff/",)),
    # torch-gqc (adaptive gradient accumulation): its Python package
    _package("torch-gqc", "0.10.4", "ml", "sdist", "torch_gqc-0.10.4.tar.gz",
             "7b9f41e33f8a03079abd4afb961a4402c715fc8878d224ffdb77be11607ea7d6", "MIT",
             only=("src/gradient_quality_control/",)),
    # neotune (LLM fine-tuning with LoRA and DeepSpeed): its Python package
    _package("neotune", "1.1.1", "ml", "sdist", "neotune-1.1.1.tar.gz",
             "b8fead0d75f207855d85d1cf6231dfc3ec8ac358aa9bc44f744bad4ceeda0db3", "MIT", only=("neotune/",)),
    # tiprofiler (a PyTorch training profiler: CUDA, NVTX, NCCL)
    _package("tiprofiler", "1.0.1", "ml", "wheel", "tiprofiler-1.0.1-py3-none-any.whl",
             "7a3bb510403af7d9673c5bd6d7d62373a6b611ad341237a71dd16437bae9eef0", "Apache-2.0 (its classifier)"),
    # grampax (granular automatic mixed precision for JAX)
    _package("grampax", "0.1.0", "ml", "wheel", "grampax-0.1.0-py3-none-any.whl",
             "9d71f8d3184e29bb915238bdf9731bc359aba36d793c7c28d8e0dadb1b3b7d13", "MIT"),
    # stabilityguard (training stability: RLHF monitoring, distributed training, mixed precision): its Python package
    _package("stabilityguard", "0.3.0", "ml", "sdist", "stabilityguard-0.3.0.tar.gz",
             "12e6447ab763887aa2c105ecfb8e02183c2a30b0c7e2ea4fcf1e5e07bf092baa", "MIT", only=("stabilityguard/",)),
    # mlx-quant-fidelity (quantization quality loss on MLX: KL divergence, top-token flips, perplexity): its Python
    # package
    _package("mlx-quant-fidelity", "0.10.0", "ml", "sdist", "mlx_quant_fidelity-0.10.0.tar.gz",
             "a0f14c723d3f4b91a596c71f1af83b492c817a2cf9bd64de42cb4587d9079945", "Apache-2.0",
             only=("src/mlx_quant_fidelity/",)),
    # bpe-continue (continue the training of a BPE tokenizer on a new corpus)
    _package("bpe-continue", "0.1.0", "ml", "wheel",
             "bpe_continue-0.1.0-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
             "1d848f076cc2503645ecec080cd9b0e59dae5c97bdc6eb79b924adfa40ce89d8", "Apache-2.0 (its classifier)"),
    # bs-scheduler (batch size schedulers for a PyTorch DataLoader): its Python package
    _package("bs-scheduler", "1.0.2", "ml", "sdist", "bs_scheduler-1.0.2.tar.gz",
             "52694013aec77469c998233dbbf1ed39707afa7c397f02fc9c48dcb22e48949c", "BSD-3-Clause",
             only=("bs_scheduler/",)),
    # coolingcube-tp (a tensor parallel feasibility analyser)
    _package("coolingcube-tp", "0.1.1", "ml", "wheel", "coolingcube_tp-0.1.1-py3-none-any.whl",
             "a0714a2f508063f6fe995050c7fa32a379936e1d200aef92dea836dc131e7277", "MIT (its classifier)"),
    # anthracite (a training and fine-tuning framework: GPT-2 architecture and tokenizer, SFT): its Python package
    _package("anthracite", "1.5.7", "ml", "sdist", "anthracite-1.5.7.tar.gz",
             "e0f015e7c02b0253196c7f6bfd028838b2911cc3402d31140fbbe8244943fcc3", "MIT", only=("anthracite/",)),
    # dataset-with-logits (PyTorch datasets with pre-computed model logits): its Python package
    _package("dataset-with-logits", "1.0.3", "ml", "sdist", "dataset_with_logits-1.0.3.tar.gz",
             "e1255a13005ceea9aa669304a7ab926fa80f07ad09d1d813349a45b2714fc839", "MIT",
             only=("dataset_with_logits/",)),
    # deepnccl (an NCCL-based communication framework: all-reduce, all-gather, reduce-scatter)
    _package("deepnccl", "2.2.1", "ml", "sdist", "deepnccl-2.2.1.tar.gz",
             "a55e99e35a92a7d9b1bc2927101c2e81ee538c27794aef3211fbb6255bc1490c",
             "proprietary notice (its metadata: Alibaba Group)", only=("deepnccl/",)),
]

# Repository files at these commits (snapshots of the repositories, as the code index holds them), taken whole or, for
# two files dense in terms, as an excerpt of their first lines (its first nine, up to a paragraph's or a table row's
# end) stored under its own name, so that no source gives much more than fifteen mentions; licences not checked
# (recorded "unstated").
_LIBAI = ("Oneflow-Inc/libai", "0c0974e3474ba09c281cc3a5c997351e6bbf5c17", "unstated")
_ADVALG = ("brucechanglongxu/advancedalgorithms", "2999b0cd228aaba656185df8f275dafa45682295", "unstated")
_DECODER = ("BhrgvPtl/decoder-transformer", "a59bdf3b7d439daa2a043420e08e0d4fea2a4939", "unstated")
_NOTES = ("retry51776/notes", "93d9668f39fe0b811dddeaaf48c07f4066b2475a", "unstated")
_JLAI = ("JLAI162/ML_parallel_practice", "c41462e2e1e20942672c2c1971359c330be76e30", "unstated")
_ALPACA = ("bytebarde/llm_alpaca", "32299d1ad4a20c0e665292ab7f2b122d0e3a6838", "unstated")
_DEMOSTHENES = ("anupamkaul/demosthenes-llm", "ae49985d0ff9a0c9eb74c1312f3277a5c2e4a95e", "unstated")
_GONKA = ("gonka-ai/gonka-docs", "0c190d4cabded868848015a7bdd899da2e015281", "unstated")
_FSDPTRAIN = ("LinB203/FSDP-Training", "41daa9be4a71a36529d153198238963f3695e506", "unstated")
_PKBLLM = ("uv-xiao/pkbllm", "4e66a09a13e11f38b7e0895a4fdbaf11df850c5f", "unstated")
_IPEX = ("intel-analytics/ipex-llm", "4332d2d41f25f005753df2686ddf286e067a0364", "unstated")
_KATBENCH = ("transkatgirl/katbench", "199e3b87f0afc2daa8e0e0a916cbd50114bdfc10", "unstated")

# Chosen by path, title or search excerpt before any labelling; every line of a file or page is in a window.
TEXTS = [
    # --- READMEs, changelogs and docs pages of ML repositories (each a different owner)
    # a training library's changelog (parallelism, mixed precision, activation checkpointing, ZeRO)
    repo_file("libai-changelog", _LIBAI, "en", "changelog.md",
              "87eb203402b06003d9587b5e5d86ed67efa009451144d05b0c11958c9a01e18f"),
    # notes on inference (KV cache, speculative decoding)
    repo_file("advancedalgorithms-inference", _ADVALG, "en", "inference/README.md",
              "7e7d777f29b02f1ebd55e51a4234148f1098878c3d9d48e47799ca5e3298d5cb"),
    # a small decoder with temperature, top-k and top-p sampling
    repo_file("decoder-transformer-readme", _DECODER, "en", "README.md",
              "d36296d27133beb26af9f4e52c7dafb134a8ef4d098e6102ce1393f2e06d6683"),
    # personal notes on AI hardware
    repo_file("notes-ai-hardware", _NOTES, "en", "development/ai/hardware.md",
              "80eb0371d546477a22975797e6764302c3c179edb03264ff41051eb776c901a5"),
    # JAX notebooks on data and model parallelism on TPU
    repo_excerpt("ml-parallel-practice-readme", _JLAI, "en", "README.md", 1, 9,
                 "5627a7a13395e4875707ea0796c0f1ced9cd3c6cd3fe5bfe37e1af8b0a27dd6d"),
    # LoRA and QLoRA supervised fine-tuning quick start
    repo_file("llm-alpaca-readme", _ALPACA, "en", "README.md",
              "b293ea5a99195ba31d1a3d986f34c47a3efc6a2a3d2b04342160a3375f657fe3"),
    # a tokenizers folder's plan (vocabularies, BPE, embeddings)
    repo_file("demosthenes-tokenizers", _DEMOSTHENES, "en", "tokenizers/README.md",
              "975513a7db09180228d9a0f9b2f67714de67842c040d8eae568103618114217e"),
    # a compute network's hardware specifications (GPUs, VRAM, HBM)
    repo_file("gonka-hardware", _GONKA, "en", "docs/host/hardware-specifications.md",
              "c59a547664a2886118f43ae44d41b17f56d2cfc838b3ca4a583af0be32dee0ef"),
    # a minimal FSDP, TP and SP training example
    repo_file("fsdp-training-readme", _FSDPTRAIN, "en", "README.md",
              "bf8e1b25bccbf0b821ed7579e7a179a0a4c2f3850e7f13675dcec40232078cd4"),
    # a knowledge base's index of distributed training skills (DeepSpeed, FSDP2, Ray Train)
    repo_excerpt("pkbllm-distributed", _PKBLLM, "en", "knowledge/ML/distributed/README.md", 1, 9,
                 "d41f20f9c50dedd537a80f19505a284f8139db6835c92d1ae04e90719cc6f16b"),
    # a perplexity benchmark's README
    repo_file("ipex-llm-perplexity", _IPEX, "en", "python/llm/dev/benchmark/perplexity/README.md",
              "d1de4686cd31d3705a490792d1378a53867137b61b4568475338e7c2c43e90a7"),
    # comparing base models by dataset perplexities through a TGI server
    repo_file("katbench-readme", _KATBENCH, "en", "wip-rewrite/README.md",
              "0fe3acdb63b005cc768f078c753a0f76a1140c3f996e49e8e4159c6d36b168c3"),
    # --- blog posts, tutorials and course notes (pages of the public page store, each its stored beginning, cut at a
    # paragraph's end)
    # GPU hardware notes (HBM, NVLink, FP8, Transformer Engine)
    page("mngaonkar-gpu-hardware", "mngaonkar.github.io", "en", "nvidia-generative-ai-notes/docs/gpu-hardware.html.md",
         "e9f64e8428bc707de7df90b990daa78fb65b817097dded8a4c7a34bea1caabd1"),
    # a glossary's NVLink entry
    page("inferenceengineering-nvlink", "inferenceengineering.tech", "en", "glossary/nvlink.md",
         "4e51cc8f48aa5f160dc9699a41c7eaaa9c3bb2c701f5f392d3edb3bbbe286ccb"),
    # a GPU server's hardware topology (PCIe, NVLink)
    page("naddod-topology", "naddod.com", "en", "blog/high-performance-gpu-server-hardware-topology.md",
         "d9e2d66535bfd827d8f13a489ad9e8caff9a7fc6ed80c9cdeb4e3163eee65ec4"),
    # softmax and cross-entropy, twice (a learning module, a course page)
    page("macalinao-softmax-ce", "www.macalinao.com", "en", "learning/modules/10-softmax-crossentropy.html.md",
         "f553f5587fcf8016d34d68e5ffa0a0c81c0472a322a525a49883bfdbad3df222"),
    page("leetllm-softmax-ce", "leetllm.com", "en", "learn/softmax-cross-entropy-optimization.md",
         "d99a1bd4ff8a889a39a2c10867df39f63dfca1a70f836ed40f096f31e1c6c443"),
    # mixed precision, gradient accumulation and parallelism (a notebook site's training notes)
    page("justonenotebook-scaling", "justonenotebook.com", "en", "docs/training/scaling.md",
         "98e583185b90fd9e6a052fda81ba883a549fe6db7995cbd916752ace0567c9e9"),
    # mixed precision and gradient accumulation (a small-LLM book's chapter)
    page("desty-mixed-precision", "desty.github.io", "en", "study-tiny-llm/en/part4/13-mixed-precision.md",
         "776f631f98b2cafcf110d7910d3f0e5f78abf41fe6ca461f54d463612194f41a"),
    # tokenization and embeddings; tokenization and the context window (two course tracks)
    page("nicerobot-tokenization", "nicerobot.info", "en", "tracks/ai/foundations/tokenization-embeddings.md",
         "54cdfc48541cdf04ce4842d355295f37e808889eaf4f94a87317db1ed4cf6f40"),
    page("kinetiqvision-tokenization", "www.kinetiqvision.com", "en",
         "learn/learn-ai-from-basics-to-genai-agentic-ai/transformers/tokenization.md",
         "2a2eea3703b3bacd2b4c6128009c7d1706530912ee4e8f83ebc9982a819d57d5"),
    # mixed precision training (a study site's concept page)
    page("howistudyai-mixed-precision", "www.howistudyai.com", "en", "concepts/e7c58f1e-0667-418a-b159-09ba015bf6f2.md",
         "680d4157ce3e42e4c3ff82ba5ed3b94ce19f2a0023cf64c37674ec397cbbc134"),
    # world size and rank (a question-and-answer page's answer)
    page("newbe-world-size-rank", "newbe.dev", "en", "in-distributed-computing-what-are-world-size-and-rank.md",
         "8c6f9019615800659d72cd78b29be3961dbfc7684d9d73b7d0c31b4b659f57c7"),
    # a glossary's Sentence Transformers entry
    page("aiguru-sentence-transformers", "insights.aiguru.in", "en", "glossary/sentence-transformers.md",
         "2cc8ec14c9bdfcc9270380ec0625b9d6266ce4ee8e18e16ebf9c33fe0f0dc5ca"),
    # why inference is a different problem (a training blog's inference chapter: arithmetic intensity, the KV cache)
    page("gsc74-inference", "gsc74.github.io", "en", "blogs/training/inference.html.md",
         "84a3720e4f5edfdd2fd49e6db9db98fde850f54270120fd62458d64f264d142c"),
    # --- traps: ordinary words that look like glossary terms
    # a CI system's pipelines, stages, jobs and runners
    trap(page("themissingmanual-gitlab-ci", "themissingmanual.dev", "en", "guides/gitlab-ci-cd/1.md",
              "2140710cdccb5c6903e50dd409f0b30324b562c65a80a4829219b6ddf0d56cc2")),
    # colour quantization of images (palettes, dithering)
    trap(page("devdev-color-quantization", "blogs.msdn.com", "en", "b/devdev/archive/2006/05/09/594109.aspx.md",
              "d0faea66cb1ab1653f161014d887258a3cc85288a2cded8f58e31e6e6e1dbb41")),
    # knitting yarn weights
    trap(page("fibertools-yarn-weight", "fibertools.app", "en", "blog/how-to-choose-the-right-yarn-weight-for-beginners.md",
              "c0b8abeadac7c7755157d4ef7bba0f12aa00dcdcc9ef12a018f3e9c510ba0e0d")),
]
