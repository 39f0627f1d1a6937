"""The sources of the twenty-fifth evaluation set (``build_corpus.py --set twentyfifth``): development text.

Plain data, read by ``build_corpus.py`` as ``twentythird_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set twentyfifth --errors``), labelled by hand before the engine ever ran on it, so that
its errors are worth reading (``tests/eval/data/twentyfifth/README.md``).

No packages. Bengali and Dutch texts only, built for breadth: small samples from many sources (at most two
windows from any one), chosen by path, title or heading before any labelling, in no earlier set, no
development sample, no development claim and no reserved list. Repository files are excerpts of whole lines
(or, for two short files, the whole file), each cut into consecutive windows of at most 40 lines, so that
every line is labelled; a page of the public page store is taken as the store holds its beginning.
Bengali: (machine-translated) READMEs of a GPU inference gateway (number formats per GPU, tensor cores, KV
cache; speculative decoding and the prefix cache), of a knowledge-graph memory server for local LLMs (Ollama,
embeddings), of an AI agent memory file format, of an agent platform and of an LLM app platform; a
contributor's translation of a coding agent's context manager (the context window, embeddings); two pages on
what ChatGPT is. Dutch: the (machine-translated) README of the same GPU gateway (its own sections: the
prefix cache, host-side compute, mixed precision, perplexity), of a video translator (GPU support: CUDA,
ROCm, PyTorch; Ollama), of a ComfyUI model downloader and of the agent memory format; a student's neural
network in Rust (the learning rate); a note on installing Ollama; pages on what a GPT is, on how ChatGPT
began and on OpenAI's GPU purchases.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file

LINES = (15, 25)
SEED_OFFSET = 24  # the seed is the first set's plus this: the second set used 1, ..., the twenty-third 22

PACKAGES: list[dict] = []


# Repository files at these commits. An excerpt is a run of whole lines of the file, copied unchanged and
# stored under its own name (the lines it holds), ``first_line`` the upstream line where it starts.
# snapshots of the repositories at these commits (the stored text is the file's, byte for byte)
_MEMVID = ("memvid/memvid", "178e2772ebef3c86535764615074e9f2d37432be", "Apache-2.0")
_MAGIC = ("KorenKrita/magic-context", "d675e229843c0c66e1959811d0bd402a5398ddc6", "MIT")
_NEURAL_RS = ("StefanNienhuis/neural-rs", "a0556e1dfdb4c0edcfcbd36b55fc81d27d96c894", "MIT")
# no licence file
_MD_NOTES = ("LB-softpool-IVM/md_notes", "25c1f22e7bf48a33c34aff6daeb5dc21215db320", "unstated")
# no snapshot of these files could be had (no snapshot of the repository, or one too large or too old to hold
# the file): the excerpts were copied from the public code index's text of the file at these commits
# (GPL-3.0-or-later by the README's licence badge)
_VRAM = ("anticitoyun/anticitoyen-vram", "0962c06cdd61045bad8aa8661859d3b37c464cec", "GPL-3.0-or-later")
# no licence file in the older snapshot
_GRAPHITI = ("weimi89/graphiti-ollama-fusion", "06e5c96e26cff10cfdce23796ba839e371829b30", "unstated")
_DEEPTHINK = ("AIGeniusInstitute/deep-think", "5ceca21eb012a95654b67380eb6ce04e5c069202", "MIT")
# Apache-2.0 with further conditions (the README: "Dify Open Source License")
_DIFY = ("langgenius/dify", "16e9832487d15ec31190367e015488d7f2fd11e9", "Dify Open Source License")
_VIDEOTRANS = ("HeartB1t/VideoTranslatorAI", "0a675c67c7580636f427454ff6d3c866f0ad91a0", "MIT")
_COMFY = ("Bosconovitchi/comfyuimodeldownloader", "60ea672fef0db3fbbeb6ae35a793770805d8d162", "MIT")


_text = repo_file
_page = page


# Chosen by path, title or heading before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # Bengali: a GPU inference gateway's (machine-translated) README: its "two ideas" section (a number
    # format per GPU, FP4 tensor cores, the KV cache, memory tiers) and its "going faster" section
    # (speculative decoding, the prefix cache, computing on the host)
    repo_excerpt("vram-ideas-bn", _VRAM, "bn", "docs/README.bn.md", 46, 77,
                 "533337d6c682a26794a5e36aca71b923ac92e58acbf5910309f6f61621104267", machine_translation=True),
    repo_excerpt("vram-speed-bn", _VRAM, "bn", "docs/README.bn.md", 177, 213,
                 "118a670bd18dfef3e73ecd12acd100a89b1939db8f2bba1ad943c91735c48a3a", machine_translation=True),
    # Bengali: a knowledge-graph memory server for local and cloud LLMs, its (machine-translated) README: the
    # features and the requirements with the choice of LLM provider (Ollama, embeddings)
    repo_excerpt("graphiti-features-bn", _GRAPHITI, "bn", "docs/i18n/README.bn.md", 1, 30,
                 "493f681d49c2c58649e28e6d258be986db818138d64c51378a85ee565aec782f", machine_translation=True),
    repo_excerpt("graphiti-providers-bn", _GRAPHITI, "bn", "docs/i18n/README.bn.md", 32, 69,
                 "d885b5844fed869475f7378f4a7b1926b923974e6e6341e8fdc7fe1f91dc95b7", machine_translation=True),
    # Bengali: an AI agents' single-file memory, its contributed README translation: what it is, and the
    # SDK and feature-flag tables
    repo_excerpt("memvid-about-bn", _MEMVID, "bn", "docs/i18n/README.bn.md", 91, 117,
                 "5923dd9f1c33e251f391323963696b5a5a8d7838f68e38ac2c82ec7156e92007"),
    repo_excerpt("memvid-sdk-bn", _MEMVID, "bn", "docs/i18n/README.bn.md", 161, 199,
                 "1d03b81865e3371389231572c286f7a46658272d7e8fbc95f8af49f2cc1843b3"),
    # Bengali: a coding agent's context manager, its community translation: context management and recall
    repo_excerpt("magiccontext-bn", _MAGIC, "bn", "README.bn.md", 156, 217,
                 "e51d8b01a744260e41ace76b9149fb3b16ff7a32b4f5fdc9c2ef9528cc378929"),
    # Bengali: an agent platform's (machine-translated) README: what it is and its main features
    repo_excerpt("deepthink-bn", _DEEPTHINK, "bn", "README.bn.md", 34, 58,
                 "a75874230963952036d1192090203e929c27ec232c16267f62055d81909208c1", machine_translation=True),
    # Bengali: an LLM app platform's README translation: its main features
    repo_excerpt("dify-features-bn", _DIFY, "bn", "README_BN.md", 84, 107,
                 "e2ca48586e59610bc28af990b8a6014cc27e61dd8ddf434fae965573e977ab18"),
    # Bengali: two pages on what ChatGPT is and how it works
    _page("techsarwer-chatgpt-bn", "techsarwer.com", "bn", "2023/06/30/চ্যাট-জিপিটি-কি-what-is-chat-gpt-2023.md",
          "2619319dc2ab2953841cc8392433cadb6bc48e13a8ad5d51cad1315373e34f31"),
    _page("bditdunia-chatgpt-bn", "bditdunia.com", "bn", "2023/02/openai-chatgpt.md",
          "e162392f38ca65390d4e8c5cba5bcb2fb1b1677d47ad3e79291d08a90ae19e7d"),
    # Dutch: the same GPU gateway's (machine-translated) README: its "two ideas" section, and its prefix cache,
    # host-side compute, mixed precision and evaluation sections
    repo_excerpt("vram-ideas-nl", _VRAM, "nl", "docs/README.nl.md", 46, 77,
                 "c1300ea81eaeb7f8d0c8b20f44bd4f5e8a449c55d626221341a27eef502df4b8", machine_translation=True),
    repo_excerpt("vram-cache-nl", _VRAM, "nl", "docs/README.nl.md", 201, 230,
                 "d79f8243048eb9e60dd6cac64719dd39fcd6974913eec10a32e384b0ecac7ff9", machine_translation=True),
    # Dutch: a video translator's (machine-translated) README: how it works and its features, and its
    # requirements with GPU support
    repo_excerpt("videotrans-features-nl", _VIDEOTRANS, "nl", "docs/i18n/README.nl.md", 13, 48,
                 "a6b0845d75ca3894e2e4fdd8eee26d56cae8bd27cab1808d612f94edbdd49e21", machine_translation=True),
    repo_excerpt("videotrans-gpu-nl", _VIDEOTRANS, "nl", "docs/i18n/README.nl.md", 121, 150,
                 "fb45569452bad76918e549512a270830ee95a5f159802312dae57fea4c605ee4", machine_translation=True),
    # Dutch: a student's neural network in Rust for a school project (whole README)
    _text("neuralrs-readme-nl", _NEURAL_RS, "nl", "README.nl-NL.md",
          "8b652b09dc124f58fed6088434c38c0c6852130b6a21275bc08253eb32da4097"),
    # Dutch: a note on installing Ollama on Windows and running a small model (whole file)
    _text("mdnotes-ollama-nl", _MD_NOTES, "nl", "ollama-installatie.md",
          "26cb60ceb9f5805facc35b73260640df899cee4a1f27417bcceefa36ad3ff61b"),
    # Dutch: a ComfyUI plugin that downloads missing models, its (machine-translated) README's first sections
    repo_excerpt("comfyui-downloader-nl", _COMFY, "nl", "docs/README.nl.md", 1, 45,
                 "c52351617d03c01914479ad09c91b9c90f91537a1f3cbaabc565c86c54e39f09", machine_translation=True),
    # Dutch: the AI agents' memory file format, its contributed README translation: what it is, and examples
    repo_excerpt("memvid-about-nl", _MEMVID, "nl", "docs/i18n/README.nl.md", 61, 86,
                 "a1f453827cb656e72350f6045eda3821295a2e38f49d5d68deee47bddb7575c6"),
    repo_excerpt("memvid-examples-nl", _MEMVID, "nl", "docs/i18n/README.nl.md", 270, 305,
                 "d01d5bf594189f4edd18f2939710697398cc1cd99faf3e75c15676ff9f5b1860"),
    # Dutch: pages on what a GPT is, on how ChatGPT began, and on OpenAI's GPU purchases
    _page("monkeyvision-gpt-nl", "pd.monkeyvision.nl", "nl", "p-430.md",
          "ce5efae9c5364f435cc442bda7a5213901a2642c23f322dbd1135b66ca14d177"),
    _page("aitoekomst-chatgpt-nl", "ai-toekomst.nl", "nl", "hoe-is-chatgpt-begonnen.md",
          "ab85669f4e3037efb46239c3b63754aaa25ec125d79518c08c5f4a446a6a47fb"),
    _page("clickx-gpus-nl", "www.clickx.be", "nl",
          "nieuws/192476/sam-altman-doet-boekje-open-over-giga-gpu-aankopen-voor-chatgpt.md",
          "26fdaba47d8f945cbe4bd6556367f11aade5afd3a56dfdbe9b641d8218c907d9"),
]
