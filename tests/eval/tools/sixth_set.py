"""The sources of the sealed sixth evaluation set (``build_corpus.py --set sixth``).

Plain data, read by ``build_corpus.py`` as ``fifth_set.py`` is. The set is sealed like the fourth
and the fifth (``evaluate.py --set sixth`` prints aggregate figures only) and nobody tunes on these
sources (``tests/eval/data/sixth/README.md``).

Packages: five ML packages chosen for the concept families the sealed sets hold few of (training
methods, number formats and hardware, collectives, serving, models and kernel code) and two trap
packages (a task queue: workers, brokers, pipelines; a data-pipeline framework: pipelines, nodes, datasets),
in no earlier set, no development sample and no reserved list; windows of 15-25 lines cut by the
builder's regular expressions with the sixth set's seed. Translated texts: files chosen by title,
before any labelling, each taken from its title to its end and cut into consecutive windows of at
most 40 lines, so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 5  # the seed is the first set's plus this: the second set used 1, the third 2, the fourth 3, the fifth 4


_package = package_entries(count=3)


PACKAGES = [
    # ML: a training platform (SFT, DPO, GRPO and other trainers, model configs), a weight-quantization
    # library (number formats, export to several backends), decentralized training over the internet
    # (averaging, all-reduce, DHT), linear-attention models and their Triton kernels, and a serving
    # framework (disaggregated prefill and decode, KV cache routing)
    _package("oumi", "0.9", "ml", "wheel", "oumi-0.9-py3-none-any.whl",
             "607ee5223b5cfe9db1ba58f7a2fbdcac6e1f950db8875c4cfa03f0e2efb20e30", "Apache-2.0", count=8),
    _package("auto-round", "0.16.1", "ml", "wheel", "auto_round-0.16.1-py3-none-any.whl",
             "4dcdef6a64247ee9585a47052ec2adfaa259a41b3ccbe32435ff8d4a9388998e", "Apache-2.0", count=8),
    _package("hivemind", "1.1.12", "ml", "wheel", "hivemind-1.1.12-py3-none-manylinux2014_x86_64.whl",
             "acb8f0cf2cdb085259feb1c0a092c530f1953287cbfa4a1ab5e14e8c65359a2c", "MIT", count=6),
    _package("flash-linear-attention", "0.6.0", "ml", "wheel", "flash_linear_attention-0.6.0-py3-none-any.whl",
             "6dec9735f8454523c13553622e98aff30152dde6586b4ac7d88010fbb7a06b5f", "MIT", count=5),
    _package("ai-dynamo", "1.6.1", "ml", "wheel", "ai_dynamo-1.6.1-py3-none-any.whl",
             "83f768730104cbbc84029bf436025706632735173933adbb650b99c746517b70", "Apache-2.0", count=5),
    # traps: a task queue (workers, brokers, actors, pipelines, middleware) and a data-pipeline
    # framework (pipelines of nodes, datasets, a data catalog)
    _package("dramatiq", "2.2.1", "trap", "wheel", "dramatiq-2.2.1-py3-none-any.whl",
             "4e2466d07d5a1c4910b49944e5b45704c123b82325384e1319f6d08d94559c46", "LGPL-3.0", count=2),
    _package("kedro", "1.7.0", "trap", "wheel", "kedro-1.7.0-py3-none-any.whl",
             "488701a27c7d595b62a611cb23596953a9929fe5cc42a376c28abe26654c2438", "Apache-2.0", count=2),
]

# Repository snapshots at these commits; each stored excerpt is a run of whole lines of the file, copied
# unchanged, ``first_line`` the upstream line where it starts.
_OPENCLAW = ("openclaw/docs", "c0a8fa9ab2ea1170063db4f78cb4c4e1e9de02bb", "MIT")
_TQ = ("Wishing/llama-cpp-TQ-LimitBreaker", "79c02be6c60b7393a6285c7d08ccba49c7198aa5", "unstated")
_DL = ("yasin-arafat-05/100DaysDL", "1992074c5e185279ee4a8ecab981949a060e6f77", "unstated")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int,
          machine_translation: bool = True, max_lines: int = 40) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": ((path, sha256, first_line),),
            "count": 1_000, "lines": (1, max_lines), "consecutive": True}


# the gateway's pages hold configuration examples of 40 lines and more, which no window cuts: with
# windows of at most 40 lines a heading before such an example would stand alone
_GATEWAY_LINES = 55


# Chosen by file title before any labelling; every line of an excerpt is in a window.
TEXTS = [
    # an AI gateway's page on running local models (hardware, backends, LM Studio, vLLM, SGLang,
    # OpenAI-compatible proxies, troubleshooting), machine-translated by the project's own pipeline:
    # from the end of its front matter to its list of related pages
    _text("openclaw-local-nl", _OPENCLAW, "nl", "docs/nl/gateway/local-models.md",
          "567a17c35cb81fadf9e22d5614ec4f0b4dc510f46cd8e5ae90f3560a7cb2de86", 18, max_lines=_GATEWAY_LINES),
    _text("openclaw-local-fr", _OPENCLAW, "fr", "docs/fr/gateway/local-models.md",
          "411c8b61bfc6ef02d8ae7ae825b0b71ff84571db59a34e4ab00f342a28b283f4", 17, max_lines=_GATEWAY_LINES),
    # the same gateway's page on its llama.cpp provider plugin (local text inference, GGUF models,
    # memory embeddings, the native runtime), from the end of its front matter to its end
    _text("openclaw-llamacpp-nl", _OPENCLAW, "nl", "docs/nl/plugins/llama-cpp.md",
          "45ffd1f3f4d123982582ae896f1109497eec5b32d25894fe20938b0bc31e738d", 20, max_lines=_GATEWAY_LINES),
    _text("openclaw-llamacpp-fr", _OPENCLAW, "fr", "docs/fr/plugins/llama-cpp.md",
          "b7afe9782d5af86fc9cd42127f58dd47accc4a8b0da049f134899284d11b5281", 18, max_lines=_GATEWAY_LINES),
    # the same gateway's page on searching its memory (embedding providers, hybrid vector and keyword
    # search, temporal decay, MMR, multimodal memory), from the end of its front matter to its list of
    # related pages; added when the first count left French short
    _text("openclaw-memory-nl", _OPENCLAW, "nl", "docs/nl/concepts/memory-search.md",
          "3c3cd1893367d6311d2b6a5d9f7f014bb2cc030cb2633d8574bed3e4919fe531", 18, max_lines=_GATEWAY_LINES),
    _text("openclaw-memory-fr", _OPENCLAW, "fr", "docs/fr/concepts/memory-search.md",
          "6ac6474a14e65efc8a3f2984800f606f9db00e6ea4f0c41be4fef757d822f35f", 18, max_lines=_GATEWAY_LINES),
    # the translated README of a llama.cpp fork for KV-cache compression on one 24 GB GPU, whole
    _text("tq-readme-nl", _TQ, "nl", "i18n/README_nl.md",
          "40ef25c74927cf2e89f5c4ce361fb68487d9b416e58ba22b3cc15e60624eeeb3", 1),
    _text("tq-readme-fr", _TQ, "fr", "i18n/README_fr.md",
          "e1e6fda4c55f0f9a0c2be62c5b954043f1be5e8a8e36b3d7c1c60ec412657c62", 1),
    _text("tq-readme-bn", _TQ, "bn", "i18n/README_bn.md",
          "84823122578bc6842a1371ade14780100c04e6e603b9a82fa0f17d438a081795", 1),
    # Bengali deep-learning notes written by a person (English terms kept in the Bengali prose):
    # dropout, SGD with momentum, multi-head attention; whole files
    _text("dl-dropout-bn", _DL, "bn", "note/24_droping_layer.md",
          "e8fa4c362013f4c0773e0f6d37b774eccee35e8acdf4bcfc5446cb3c0f686ded", 1, False),
    _text("dl-momentum-bn", _DL, "bn", "note/34_SGD_With_Momentum.md",
          "4a3bb6e60f85cb0fbda19e94e495352d5ff3303e8417c6c4256714d4256d936e", 1, False),
    _text("dl-mha-bn", _DL, "bn", "note/77_multi_head_attention.md",
          "5d61cef94ea911202055e4460da4047ab9bffee0f2f1a76792df2c309f073c6a", 1, False),
]
