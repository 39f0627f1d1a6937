"""The sources of the thirtieth evaluation set (``build_corpus.py --set thirtieth``): development text.

Plain data, read by ``build_corpus.py`` as ``twentyfifth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtieth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtieth/README.md``).

No packages. Bengali and Dutch texts only, built for breadth: small samples from many authors (at most two
windows from any one source), chosen by path, title or heading before any labelling, in no earlier set, no
development claim and no reserved list. Repository files are excerpts of whole lines (or a whole short file),
each cut into consecutive windows of at most 40 lines, so that every line is labelled; a page of the public page
store is taken as the store holds its beginning.
Bengali: (machine-translated) READMEs of a coding agent's local inference engine (llama.cpp settings, KV cache,
speculative decoding), of an LLM API router (RAG, embeddings), of a question-answering system, of an agent
framework and of a web crawler; a robotics course's introduction; two pages (Nvidia's H200 output, what ChatGPT
is). Dutch: a course's first lesson on how LLMs work; the README of a multi-agent orchestrator (its core and its
LLM providers), of a knowledge platform and of an LLM proxy; a coaching app's notes on local AI and on central
training; a network monitor's note on an Ollama bridge; a workshop on training an image classifier. Several of
these are trap texts whose ordinary words look like glossary terms (pipelines, checkpoints, transformers that
convert requests, batches, context windows of a chat history, top-k retrieval).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt

LINES = (15, 25)
SEED_OFFSET = 29  # the seed is the first set's plus this: the second set used 1, ..., the twenty-fifth 24

PACKAGES: list[dict] = []


# Repository files at these commits. An excerpt is a run of whole lines of the file, copied unchanged and stored
# under its own name (the lines it holds), ``first`` the upstream line where it starts.
# snapshots of the repositories at these commits (the stored text is the file's, byte for byte)
_OPENCODE = ("Rwanbt/opencode", "207ff452b8056ae11d1f71e23198e520835f70ed", "MIT")
_AIROUTER = ("Arris-1-a/ai-router", "2662d32d5a03735a26b389f0896bad1db89b9e3b", "MIT")
_AIQA = ("Arris-1-a/ai-qa-system", "c08767aa9480bb4e1a1c22a676a4df1faa52a785", "MIT")
_GRAPHBIT = ("InfinitiBit/graphbit", "715520cef86b4d0f4fbc41c16fa58f7db4686771", "Apache License (LICENSE.md)")
# no licence file
_CRAWL4AI = ("Mamba-ebs/crawl4ai-mcp", "05ed75582d1bac4d16512ee22cf29b5bb44140bb", "unstated")
_ROBOTICS = ("A-N-M-Noor/Robotics-Project-Based-Learning", "c69f94c934ee5e89dc52b46d174c19dda880fa6d", "MIT")
_OPENRAVEN = ("chesterkuo/OpenRaven", "b684027bbd2f2d2dff3258005fa1a3fc29ce6b91", "Apache-2.0")
_OMNICROSS = ("DumoeDss/omnicross", "b4c95f3f7cfd75d9970f6c470994548cf9661cc6", "MIT")
# no licence file
_BUDDY = ("elwin23/buddy-ai-coach", "2856191ed083c00aa1607178e4c89bbad0610b7b", "unstated")
_NETMONITOR = ("Pierre-AmultisDev/netmonitor", "0c5d3b36c0ca1d05d9e128b4b70ce6af6b898bc9", "AGPL-3.0")
# no snapshot of these files could be had (no snapshot of the repository, or one too old to hold the file): the
# excerpts were copied from the public code index's text of the file at these commits; no licence file was seen
_JANSEN = ("janmartinjansen/AI", "25e7b817c0a811bb37916f80a7c6f548655a3f4d", "unstated")
_QUORUM = ("FulopJozsi/QuorumAI", "103e15ffb57373a036bc28ae957593bb9b65aaad", "unstated")
_WORKSHOP = ("BubbleCoding/image-classifier-workshop", "f2488f871cde43515afce993e63705560f0bdf4b", "unstated")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str) -> dict:
    """A whole short file, in consecutive windows of at most 40 lines."""
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": False, "files_": ((path, sha256, 1),),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


_page = page


# Chosen by path, title or heading before any labelling; every line of an excerpt or page is in a window.
TEXTS = [
    # Bengali: a coding agent's (translated) README, its local-first AI section: prompt optimization, the
    # llama.cpp inference engine (batch size, KV cache, Flash Attention, speculative decoding), speech, models
    repo_excerpt("opencode-inference-bn", _OPENCODE, "bn", "README.bn.md", 162, 210,
                 "1ad09252d8cf4991129566e9e86992c22811bfd1368f74ebda14f55ec41e0c09"),
    # Bengali: an LLM API router's (machine-translated) README: overview and features (routing, RAG pipeline,
    # embeddings, reranking, agents, evaluation)
    repo_excerpt("airouter-features-bn", _AIROUTER, "bn", "README.bn.md", 27, 63,
                 "5ea8dd200eb09085786a22a891d956a622fceb5bff570ab695a2677253818e08", machine_translation=True),
    # Bengali: a question-answering system's README: overview and features (vector search, top-k retrieval, a
    # conversation's context window, batch operations)
    repo_excerpt("aiqa-features-bn", _AIQA, "bn", "README.bn.md", 17, 56,
                 "ae398e35a8fd526c723d118814a34a9dcdf1af29b2fb6156bc8fc6b8b54e3bb7"),
    # Bengali: an agent framework's (translated) README: about, why, main features, benchmarks
    repo_excerpt("graphbit-about-bn", _GRAPHBIT, "bn", "README_Multi_Lingual_i18n_Files/README.bn.md", 59, 93,
                 "3fc52f3a753b03c1ff367d15f052e2f65ac62c4b2d98e27757440192619fc266"),
    # Bengali: a web crawler's (translated) README: its beginning and features
    repo_excerpt("crawl4ai-features-bn", _CRAWL4AI, "bn", "lang/README.bn.md", 1, 18,
                 "17e8ede69d00df0053a5a875b9128801f604622f3f5eb2c0e9546bdc108828b8"),
    # Bengali (trap): a robotics course's introduction (robots, their "brains"; whole file)
    _text("robotics-intro-bn", _ROBOTICS, "bn", "README.bn.md",
          "6e977f4ac076c080662d54ddd72287628cdeb1355d1d9ce4ccfdc95deb9a7ec2"),
    # Bengali: two pages: Nvidia's H200 output; what ChatGPT is and how it works
    _page("indianchronicles-h200-bn", "theindianchronicles.org", "bn",
          "exclusive-nvidia-considers-increasing-h200-chip-output.md",
          "1c361a69f725e4c9e7c47e46fa90e06132c8c76b82beba0331402266c6c30861"),
    _page("techynulled-chatgpt-bn", "techynulled.xyz", "bn", "চ্যাট-জিপিটি-কি-এবং-এটি-কিভাবে-কাজ-করে.md",
          "cea640103cf18a3636c071bbee997f561120d9cdd5e8ae114956154205afcb35"),
    # Dutch: a course's first lesson: transformers and LLMs, embeddings, pre-training, RLHF, distillation
    # (chapters 3 and 4, lines 62-106)
    repo_excerpt("jansen-les1-nl", _JANSEN, "nl", "najaar/les1/AI_Introductie_Geschiedenis_en_Werking.md", 62, 106,
                 "c540cc6c45dfa69e960934b41878233e3acd2ccfd6a9fbd3a4ce9e0f07d3ab56"),
    # Dutch: a multi-agent orchestrator's (translated) README: its core orchestration and its LLM providers
    repo_excerpt("quorumai-core-nl", _QUORUM, "nl", "README.nl.md", 133, 162,
                 "e0353c661de9c8b588bfd2acf6ded9f4af7f50e417f84ee7fc5cb02201ef6e7c"),
    # Dutch (trap): a knowledge platform's (translated) README: what it is, its knowledge engine
    repo_excerpt("openraven-intro-nl", _OPENRAVEN, "nl", "docs/README.nl.md", 1, 22,
                 "bfde8b49702affa050b98384eaf9a456dcc20ded0f6891e81174db377df4cecc"),
    # Dutch (trap): an LLM proxy's (translated) README: what it does (routing, transforming requests, proxies)
    repo_excerpt("omnicross-intro-nl", _OMNICROSS, "nl", "docs/README.nl.md", 8, 33,
                 "2f31b74a5521e654e9d84f338344baf1a9ca932a898a3d10e25c07b3f0c8bf68"),
    # Dutch: a coaching app's architecture notes: the local AI backends, and the central training service
    repo_excerpt("buddy-backends-nl", _BUDDY, "nl", "LOCALE_AI_ARCHITECTUUR.md", 51, 69,
                 "423fd6dca80ff792241dddc45bf8ea8bfd95295ab80ece59f3e2acbe510ac19f"),
    repo_excerpt("buddy-training-nl", _BUDDY, "nl", "FEDERATED_LEARNING_ARCHITECTUUR.md", 148, 165,
                 "ff79aa6baf7030a301477c5278f67da3a0bdb9d7456d39de8d800ff8641a2a5d"),
    # Dutch: a network monitor's note on an Ollama MCP bridge (tool calling with local models)
    repo_excerpt("netmonitor-ollama-nl", _NETMONITOR, "nl", "mcp_server/clients/ollama-mcp-bridge/README.md", 1, 33,
                 "ff8084a8378e77a3a8e1344c8b52cf62976a1646f5562cdd69c5efd8ea9a86c6"),
    # Dutch (trap): a school workshop on training an image classifier with transfer learning (whole file)
    _text("imageclassifier-workshop-nl", _WORKSHOP, "nl", "README.nl.md",
          "72487d3a84b01ff78b73a27f425acc97727b7b2010da3fcfadbf4d7e8204b109"),
]
