"""The sources of the sealed third evaluation set (``build_corpus.py --set third``).

Plain data, read by ``build_corpus.py``, which turns each entry into a ``Package`` or a ``RepoText``
(the fields are theirs). The set is sealed: ``evaluate.py --set third`` prints aggregate figures only,
and nobody tunes on these sources (``tests/eval/data/third/README.md``).

Packages: six ML packages and two trap packages in neither earlier set, none of them read while
tuning (the development samples of ``docs/evaluation.md`` are left out), windows of 15-25 lines cut
by the builder's regular expressions with the third set's seed. Translated texts: excerpts chosen
by section before any labelling, each cut into consecutive windows of at most 40 lines
(``consecutive``), so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 2  # the seed is the first set's plus this: the second set used 1


_package = package_entries(count=2)


PACKAGES = [
    # ML: quantization, kernels, RL post-training, differential privacy, vision models, compression
    _package("torchao", "0.18.0", "ml", "wheel",
             "torchao-0.18.0-cp310-abi3-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "6540b148e40ba81cbd4de86392225a076a1591146e9cebb099b3b234ba9feebe", "BSD-3-Clause"),
    _package("liger-kernel", "0.8.5", "ml", "sdist", "liger_kernel-0.8.5.tar.gz",
             "4e8f8f611a8ad735c37c989410d09820bb08881f131851a3967c34baa7889d66", "BSD-2-Clause"),
    _package("verl", "0.9.1", "ml", "sdist", "verl-0.9.1.tar.gz",
             "3e03d8816b2546b2c5580705671b8d0bb3f79b8364e7b5c56dbfc1245536ba22", "Apache-2.0"),
    _package("opacus", "1.6.0", "ml", "sdist", "opacus-1.6.0.tar.gz",
             "20d77252c1e8528cd5826fbaba345cd39ed5c3edb841707eafb6403fe276140a", "Apache-2.0"),
    _package("timm", "1.0.31", "ml", "sdist", "timm-1.0.31.tar.gz",
             "baa0b333339c46d3d6d4965d99b69f5053afed71210e8f433d7ea5ee6a18f0ec", "Apache-2.0"),
    _package("compressed-tensors", "0.20.0", "ml", "sdist", "compressed_tensors-0.20.0.tar.gz",
             "b37676b4c5756e52026ebf08570a5c8d467ecc00dff997f8c256f0da523ac8f4", "Apache-2.0"),
    # added after the first labelling, before the engine ran on it
    _package("datasets", "5.2.0", "ml", "sdist", "datasets-5.2.0.tar.gz",
             "f4290d4704dfbc99631a578b56912d66b22def53d3f61d246f6ccc129675490e", "Apache-2.0"),
    # traps: a key-value store's pipelines, cluster shards and broadcast; an ORM's horizontal
    # sharding, connection-pool adapters and batches
    _package("redis", "8.1.0", "trap", "sdist", "redis-8.1.0.tar.gz",
             "6e1a19beef9225c83efd689c7e6b7da2d5215b1f42cd13b7fc3714d0a09c7b25", "MIT"),
    _package("sqlalchemy", "2.1.9", "trap", "wheel",
             "sqlalchemy-2.1.9-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
             "3a24b459e52b3ac138f6a05e99a4bd0589443a1ae18041a59c1cfdee12134a2b", "MIT"),
]

# Excerpts read at these commits through a public code index (the repositories are larger than a
# snapshot this project can bring) and stored unchanged under tests/eval/tools/sources/; their
# sha256 is that of the stored excerpt, ``first_line`` the upstream line where it starts.
_GENAI_FR = ("microsoft/generative-ai-for-beginners", "f2aa857fa8253735fdb52c4fbbe116f993cdd0fe", "MIT")
_GENAI_NL = ("microsoft/generative-ai-for-beginners", "19fca048f0b2826f919c857f4bc0259a49af6ebb", "MIT")
_GENAI_BN = ("microsoft/generative-ai-for-beginners", "50677aeb3a0efa197eb6f3f00ee7fb9ffb6a616b", "MIT")
_GENAI_PROMPTS = ("microsoft/generative-ai-for-beginners", "0aa952474cdeb4cd82b6c99349f78ed239eb6fea", "MIT")


def _text(name: str, source: tuple[str, str, str], lang: str, machine: bool, path: str, sha256: str,
          first_line: int) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine, "files_": ((path, sha256, first_line),), "count": 1_000,
            "lines": (1, 40), "consecutive": True}


TEXTS = [
    # French, machine-translated (Co-op Translator), chosen by their headings: lesson 1's "how large
    # language models work" (Transformer, tokenizer, next token, temperature); lesson 2 from the types
    # of LLM (foundation, embedding, encoder-decoder models) to the ways of improving their results
    # (prompting, RAG, fine-tuned and trained models); lesson 19 over the same sections as the Dutch
    # and Bengali below. The huggingface/transformers translated docs are kept out of every set: an
    # independent check uses them.
    _text("genai-intro-fr", _GENAI_FR, "fr", True, "translations/fr/01-introduction-to-genai/README.md",
          "4d874de594002ecabc57d9834ee8e4852a27fae6243430226c5823ee02a84bb4", 65),
    _text("genai-llms-fr", _GENAI_FR, "fr", True, "translations/fr/02-exploring-and-comparing-different-llms/README.md",
          "feb7fee6d50f7ea0690d4ee84adff9700d8066c362dcd6a72f1383b53c6d145a", 36),
    _text("genai-slm-fr", _GENAI_FR, "fr", True, "translations/fr/19-slm/README.md",
          "2ac1d2b39f210b6816a2320553a54e3c011fb624ec83243d69e4c026f7cae1d2", 14),
    # lesson 19, small language models, machine-translated (Co-op Translator): from "What are small
    # language models?" to the end of the "Phi-3.5-MoE" section, the same sections in both languages
    _text("genai-nl", _GENAI_NL, "nl", True, "translations/nl/19-slm/README.md",
          "d3d43a3e45eb67ac641e7dc2ec77dde4f1c45ba0dcca5a081277e254f1de3cb8", 4),
    _text("genai-bn", _GENAI_BN, "bn", True, "translations/bn/19-slm/README.md",
          "8b54c510e61d08ed1a37cecfb01fe4ca3156dcbf034f17055d3df53bb3bb085f", 14),
    # lesson 4, prompt-engineering fundamentals, machine-translated: the section "What is prompt
    # engineering?" (tokenization, base and instruction-tuned models), in both languages
    _text("genai-prompts-nl", _GENAI_PROMPTS, "nl", True, "translations/nl/04-prompt-engineering-fundamentals/README.md",
          "76c82f199670784fc0ed5f92c6bc7f47478c5c11dc77cfbe53568d49eb4f629f", 69),
    _text("genai-prompts-bn", _GENAI_PROMPTS, "bn", True, "translations/bn/04-prompt-engineering-fundamentals/README.md",
          "578883e7caa70362d07b19279be7ca234239a749420ad4bbe92034b87ee3b823", 69),
]
