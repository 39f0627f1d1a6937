"""The sources of the sealed fifth evaluation set (``build_corpus.py --set fifth``).

Plain data, read by ``build_corpus.py`` as ``fourth_set.py`` is. The set is sealed like the third
and the fourth (``evaluate.py --set fifth`` prints aggregate figures only) and nobody tunes on these
sources (``tests/eval/data/fifth/README.md``).

Packages: five ML packages chosen for the concept families the fourth set holds few of (hardware,
serving, training methods, models) and two trap packages (workflow engines: DAGs, pipelines, workers,
assets), in no earlier set, no development sample and no reserved list; windows of 15-25 lines cut
by the builder's regular expressions with the fifth set's seed. Translated texts: files chosen by
title, excerpts by section heading, before any labelling, each cut into consecutive windows of at
most 40 lines, so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 4  # the seed is the first set's plus this: the second set used 1, the third 2, the fourth 3


_package = package_entries(count=3)


PACKAGES = [
    # ML: NVIDIA's FP8 training library (tensor cores, FP8 and MXFP8 recipes, fused kernels), a serving
    # kernel library (paged KV cache, batched prefill and decode, sampling), an inference engine for
    # translation and language models (quantization, beam search, batching), Mistral's reference
    # inference code (sliding-window attention, MoE, LoRA) and a recipe book for alignment (SFT, DPO)
    _package("transformer-engine", "2.20.2", "ml", "wheel", "transformer_engine-2.20.2-py3-none-any.whl",
             "7dcfad943a1a55b2612db9a0e43697fe98c70f4c42ec391ba3a0f872f6ce2094", "Apache-2.0", count=8),
    _package("flashinfer-python", "0.7.4", "ml", "wheel", "flashinfer_python-0.7.4-py3-none-any.whl",
             "a051a62e09a2738e8b0de47a1944fd2f0f3eff01b728b662141ea660cb09dd32", "Apache-2.0", count=6),
    _package("ctranslate2", "4.8.5", "ml", "wheel",
             "ctranslate2-4.8.5-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
             "79a30a2c974530dbb5083f4922d28ffad87e08542f423aa91c53fbf4543cc35f", "MIT", count=5),
    _package("mistral-inference", "1.6.0", "ml", "sdist", "mistral_inference-1.6.0.tar.gz",
             "838ef36cdb8f0fe970df1f9e5d270d8c174081eaa9acda77534b187e27b0d5b3", "Apache-2.0", count=4),
    _package("alignment-handbook", "0.3.0", "ml", "sdist", "alignment-handbook-0.3.0.tar.gz",
             "09ea302514019d98721b5fa84bb71ce596bf8c599b8be4b98e178adc77a9271b", "Apache-2.0"),
    # traps: workflow engines (DAGs, task pipelines, workers and executors, pools, assets, partitions,
    # backfills, sensors and schedules)
    _package("apache-airflow-core", "3.3.2", "trap", "sdist", "apache_airflow_core-3.3.2.tar.gz",
             "53f38e7749a2689a1d67c6e661284ecddaa687c1f7f3cae2d76b2eca7758210f", "Apache-2.0", count=2),
    _package("dagster", "1.13.29", "trap", "sdist", "dagster-1.13.29.tar.gz",
             "28db008ba360a785cd7f4677c1e0964577f14aa5762f117b978a8485cd11c9f4", "Apache-2.0", count=2),
]

# Repository snapshots at these commits; each stored excerpt is a run of whole lines of the file, copied
# unchanged, ``first_line`` the upstream line where it starts. teach-ai-to-answer-documents could not be
# brought as a snapshot: its three Dutch files were read through a public code index at the commit
# named and copied by hand, each copy checked against the indexed file's length in code points and
# against the text the index gives at the copy's end offset.
_MCP = ("microsoft/MCP-Server-and-PostgreSQL-Sample-Retail", "36c6e6eb58151a97426ceb7a29afbbfaf72f38bb", "MIT")
_SECURITY = ("microsoft/Security-101", "2e6e0f30cd6914594640191a5bdd14c6914ebeab", "CC0-1.0")
_PEG = ("dair-ai/Prompt-Engineering-Guide", "3d96678f28793e6f23ac6c0127799489f2c9022b", "MIT")
_FOUNDRY = ("microsoft-foundry/Foundry-Local-Lab", "2dbe54297e77eb8311b7ba4aebcd82908f290049", "MIT")
_TEACH = ("skytin1004/teach-ai-to-answer-documents", "3d52bed6ab60d4a4142336aec885526af7cbb5e2", "unstated")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int,
          machine_translation: bool = True) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": ((path, sha256, first_line),),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


# Chosen by file title and section heading before any labelling. The Co-op Translator machine
# translations are marked so; the Prompt Engineering Guide's French pages were written by its community.
TEXTS = [
    # a semantic-search lesson, from its title to the end of the search-pipeline diagram, in three languages
    _text("mcp-search-fr", _MCP, "fr", "translations/fr/walkthrough/07-Semantic-Search/README.md",
          "21ea39c556b8670ccc17ba4c5650af4def3753d2d1167f3c6b84aaa8ed2358ab", 10),
    _text("mcp-search-nl", _MCP, "nl", "translations/nl/walkthrough/07-Semantic-Search/README.md",
          "65841923562ea838ecb53a2b9e6267709fd341961dda144138b037c95e3230ce", 10),
    _text("mcp-search-bn", _MCP, "bn", "translations/bn/walkthrough/07-Semantic-Search/README.md",
          "c31a62d9b4f5e672ce84f7728534102608fd07bb2b58655701753b390dfafcc7", 10),
    # the same course's introduction, from its overview to the end of its scenarios (Dutch, French)
    _text("mcp-intro-nl", _MCP, "nl", "translations/nl/walkthrough/00-Introduction/README.md",
          "138d7abb78c8fa3d8980ba02464d23173ef06e6a37a7d720dbc5c89eb704c027", 16),
    _text("mcp-intro-fr", _MCP, "fr", "translations/fr/walkthrough/00-Introduction/README.md",
          "713bb766161bb00772be4bd675dbaec15e619b2807ee7fe2119c958a0ea83aed", 16),
    # a security course's AI lesson, from its title to its reading list: models, training data and
    # attacks on them in everyday words (translated trap text)
    _text("security-ai-fr", _SECURITY, "fr", "translations/fr/8.1 AI security key concepts.md",
          "60c15da1a40d8943d6e0ff4b8ec0e3f8acdabc9f86dd7f986fb0ce2b71f4b8be", 10),
    _text("security-ai-nl", _SECURITY, "nl", "translations/nl/8.1 AI security key concepts.md",
          "71fc25e818b625b2e91cab662c91af24cecc7969f048552bcf31eb2034d171ec", 10),
    _text("security-ai-bn", _SECURITY, "bn", "translations/bn/8.1 AI security key concepts.md",
          "3276e69cf26dc22dc924e76ad4c1da37140795d41351dee9bc978f1bfef7b9e2", 10),
    # French pages of the Prompt Engineering Guide: LLM settings, the model pages of FLAN, ChatGPT
    # (to its references), LLaMA and GPT-4 (to its applications), RAG and zero-shot prompting
    _text("peg-settings-fr", _PEG, "fr", "pages/introduction/settings.fr.mdx",
          "b09e167cac0023edc6c7f75fef753af343d15589c956a1d334e5739036c1a795", 1, False),
    _text("peg-flan-fr", _PEG, "fr", "pages/models/flan.fr.mdx",
          "2962fed6b2f527be2c4bfedbab0a79c18c4532cbd6b44c311accfd72cd4dc5e0", 1, False),
    _text("peg-chatgpt-fr", _PEG, "fr", "pages/models/chatgpt.fr.mdx",
          "cf48d828923e56943891958361976d60da64d1299e431870b63bb4eca595ca58", 1, False),
    _text("peg-llama-fr", _PEG, "fr", "pages/models/llama.fr.mdx",
          "edcba09d9c3c20ec4012311251c1272b174247ab5901be3a6d2d6e42bc33e40b", 1, False),
    _text("peg-gpt4-fr", _PEG, "fr", "pages/models/gpt-4.fr.mdx",
          "aea07f87095ddacae54f51b0cf631afb9e40a7bd1ea6a1a6269d64a23874b3f1", 1, False),
    _text("peg-rag-fr", _PEG, "fr", "pages/techniques/rag.fr.mdx",
          "2c9b006cfe59123ada650555aac5138b610bf38551a760e3612e7bccf1f347de", 1, False),
    _text("peg-zeroshot-fr", _PEG, "fr", "pages/techniques/zeroshot.fr.mdx",
          "9964fcb49fa2584f26209440614189ec114b4c804d8a78b6e20da3784081a28a", 1, False),
    # Bengali: a local-models workshop's custom-model lab (overview to precision differences) and the
    # deep dive of its RAG lab (on-device optimisation to the next steps)
    _text("foundry-custom-bn", _FOUNDRY, "bn", "translations/bn/labs/part10-custom-models.md",
          "2f6bce48670ff339c488a005b12a13f557c0a5e0b5e610cb7df7ee32b7151beb", 3),
    _text("foundry-rag-bn", _FOUNDRY, "bn", "translations/bn/labs/part4-rag-fundamentals.md",
          "befcb124c9df76de051f1f3e2c1928282e4f44609b18506ec9a1acd6d9697601", 313),
    # Dutch: a two-part article series on answering questions from documents (RAG architecture and
    # fine-tuning; a local open-source RAG tutorial; each to its references) and its plan
    _text("teach-series1-nl", _TEACH, "nl", "translations/nl/articles/series-1-rag-azure-open-source-fine-tuning.md",
          "8acf65cf1d5e266f97278eba1c84957f98bfb31dbfaf516d637923e9d38ef2e7", 1),
    _text("teach-series2-nl", _TEACH, "nl", "translations/nl/articles/series-2-open-source-rag-end-to-end.md",
          "009e6ca0de2853060bc4c9f3ed4a5b42a415ea119c07830eb665ec57469c1497", 1),
    _text("teach-plan-nl", _TEACH, "nl", "translations/nl/SERIES_PLAN.md",
          "15f4c07df54ab1a4af841ad0405681fc189cae4bbd9acadcfbae7392b72be262", 1),
]
