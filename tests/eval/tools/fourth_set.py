"""The sources of the sealed fourth evaluation set (``build_corpus.py --set fourth``).

Plain data, read by ``build_corpus.py`` as ``third_set.py`` is. The set is sealed like the third
(``evaluate.py --set fourth`` prints aggregate figures only) and nobody tunes on these sources
(``tests/eval/data/fourth/README.md``).

Packages: four ML packages and two trap packages in no earlier set, no development sample and no
reserved list, windows of 15-25 lines cut by the builder's regular expressions with the fourth
set's seed. Translated texts: lessons of one course in French, Dutch and Bengali and of a second
course in French, excerpts chosen by section before any labelling, each cut into consecutive
windows of at most 40 lines, so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 3  # the seed is the first set's plus this: the second set used 1, the third 2


_package = package_entries(count=3)


PACKAGES = [
    # ML: an inference engine (tensor and pipeline parallelism, quantization, KV cache), reinforcement
    # learning (PPO, replay buffers, distributed collectors), fault-tolerant training (collectives,
    # replicated data parallelism, checkpoints) and fine-tuning (LoRA, DPO, quantized training)
    _package("vllm", "0.33.0", "ml", "wheel", "vllm-0.33.0-cp38-abi3-manylinux_2_28_x86_64.whl",
             "4b6bdec4ab269990bf70d45a3c1e94c3760a27064513760193b26d6f0da883aa", "Apache-2.0", count=4),
    _package("torchrl", "0.14.1", "ml", "wheel", "torchrl-0.14.1-cp311-cp311-manylinux_2_28_x86_64.whl",
             "391279fb7fb09603f4c16dbc779d5c135ab5ed25810fb42159d70a7ff8126e1a", "MIT"),
    _package("torchft", "0.2.0", "ml", "wheel",
             "torchft-0.2.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
             "61be4719c9a96e208fe09f2bf194b51327cd5958278990926e7dea060fe34af9", "BSD-3-Clause"),
    _package("llamafactory", "0.9.5", "ml", "sdist", "llamafactory-0.9.5.tar.gz",
             "1702c0bfb864e80577a59521d2edcacd2aab05ec6aee06188fcba335a589681f", "Apache-2.0"),
    # traps: an image library's quantization of colours and intensity, pipelines of filters and
    # image "batches"; a workflow engine's task checkpoints, result caching, retries and batches
    _package("scikit-image", "0.26.0", "trap", "wheel",
             "scikit_image-0.26.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "74aa5518ccea28121f57a95374581d3b979839adc25bb03f289b1bc9b99c58af", "BSD-3-Clause", count=2),
    _package("prefect", "3.9.1", "trap", "sdist", "prefect-3.9.1.tar.gz",
             "56f091cd49a06e6c3f98eea93648208f6750361d1dd0aeb60b5faa0e9cb5c458", "Apache-2.0", count=2),
]

# LangChain4j for Beginners: excerpts read at this commit through a public code index (the repository is
# larger than a snapshot this project can bring) and stored unchanged under tests/eval/tools/sources/
# (each copy checked against the indexed file's length and the text at the excerpt's end); their
# sha256 is that of the stored excerpt, ``first_line`` the upstream line where it starts. The
# Bengali quick-start and tools sections were copied from an offset: their first line is the one of
# the same section in the Dutch file, whose lines above it are the same in number.
# Generative AI for Beginners .NET: excerpts of the files of the repository snapshot at that commit.
_LC4J = ("roryp/LangChain4j-for-Beginners", "00a74dac6e842d081e03ea888d897e98d50b99ed", "MIT")
_DOTNET = ("microsoft/Generative-AI-for-beginners-dotnet", "399679343f0086776305aa263f03d05f982461f5", "MIT")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": True, "files_": ((path, sha256, first_line),), "count": 1_000,
            "lines": (1, 40), "consecutive": True}


# Chosen by file title and section heading before any labelling (Co-op Translator machine
# translations). Not used: docs/GLOSSARY.md and 02-prompt-engineering in every language, because
# their Bengali files were read as a development sample (docs/evaluation.md).
TEXTS = [
    # the RAG lesson, from its title to the end of "When RAG matters", in the three languages
    _text("lc4j-rag-fr", _LC4J, "fr", "translations/fr/03-rag/README.md",
          "342a67c2a4385a5e3aa58ecd6448d858cf631f4c535bb2afd81d7a58c47a34ff", 10),
    _text("lc4j-rag-nl", _LC4J, "nl", "translations/nl/03-rag/README.md",
          "3ac7200fd42fea2c240ccefb303e7157c75376b90667a35d15d1d28a7cb0e85e", 10),
    _text("lc4j-rag-bn", _LC4J, "bn", "translations/bn/03-rag/README.md",
          "3ebdf920d5f97d91d4225563bb3cb6cef9d83f370192e050142021fe4b375f5b", 10),
    # the introduction lesson, from its title to the end of "How this uses LangChain4j" (tokens,
    # chat memory, the context window)
    _text("lc4j-intro-nl", _LC4J, "nl", "translations/nl/01-introduction/README.md",
          "dcbd2e8b56378bf07d0fd3969e9388728ff97010e1785ab848430136ad6a9e70", 10),
    _text("lc4j-intro-bn", _LC4J, "bn", "translations/bn/01-introduction/README.md",
          "d8a0a091e9e7e0a63203d95cc2142e30e5e9fffe2effc714c147e8771e01eb0e", 10),
    # the quick start's "What each example shows" (prompting, RAG, guardrails)
    _text("lc4j-quickstart-nl", _LC4J, "nl", "translations/nl/00-quick-start/README.md",
          "63c4e6cba632e3d70d3a146cbab05fbf58ffdced2ed0836fbfbe002901523c57", 203),
    _text("lc4j-quickstart-bn", _LC4J, "bn", "translations/bn/00-quick-start/README.md",
          "97fabf5a1284ab7f0d71d6c7bcfec62c51655ff3cb8b6192b8512a1eec80a24c", 203),
    # the tools lesson from "Using the application" to the end of "When to use tool-based agents":
    # a weather and temperature-conversion agent (temperature in its everyday sense)
    _text("lc4j-tools-nl", _LC4J, "nl", "translations/nl/04-tools/README.md",
          "4705b12b8db45ffe7d3cc0f47d09c11f4c32fbcb97c8471d0db7854b0269c38d", 240),
    _text("lc4j-tools-bn", _LC4J, "bn", "translations/bn/04-tools/README.md",
          "3e02b7a27642ac9b1ced0edffe231b7be65b5a666c4db7d1a8690d035b6606f1", 240),
    # French only: the .NET course's generative-AI fundamentals (to the end of the MEAI section),
    # the Ollama setup guide (to its summary), chat completions (to function calling), the RAG
    # lesson's introduction and "Embeddings!" section, and running models locally
    _text("dotnet-intro-fr", _DOTNET, "fr", "translations/fr/01-IntroToGenAI/readme.md",
          "d62c6744a654d4f0791edaf6d83136f2325d9d2558fb444a8c423b7c3a086c32", 16),
    _text("dotnet-ollama-fr", _DOTNET, "fr", "translations/fr/02-SetupDevEnvironment/getting-started-ollama.md",
          "9762c04e752bc5c6abbb3b4905d40cc5fca77501afb586010967a81fe70a87a3", 1),
    _text("dotnet-chat-fr", _DOTNET, "fr", "translations/fr/03-CoreGenerativeAITechniques/01-lm-completions-functions.md",
          "93e1c9d0c6d97912e970deb70237365502e670559da75637cc9a94907533673d", 7),
    _text("dotnet-rag-fr", _DOTNET, "fr", "translations/fr/03-CoreGenerativeAITechniques/02-retrieval-augmented-generation.md",
          "f11fe0b64b8b61c16683c5f3c595add1b644dcbf55a8093073d588f1f22c78af", 1),
    _text("dotnet-local-fr", _DOTNET, "fr", "translations/fr/03-CoreGenerativeAITechniques/06-AIToolkitAndDockerModels.md",
          "afe5fa5ccdeba7b4e5da5c84f6b9a2798271c842bfa46b5fc7f1ae7dd3845b2b", 1),
]
