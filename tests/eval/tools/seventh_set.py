"""The sources of the sealed seventh evaluation set (``build_corpus.py --set seventh``).

Plain data, read by ``build_corpus.py`` as ``sixth_set.py`` is. The set is sealed like the fourth,
the fifth and the sixth (``evaluate.py --set seventh`` prints aggregate figures only) and nobody tunes
on these sources (``tests/eval/data/seventh/README.md``).

Packages: four ML packages chosen for the concept families the sealed sets hold few of (number
formats and GPU math libraries, training methods, collectives, serving) and two trap packages (a
data-validation library: models of data; an OAuth library: tokens of authorisation), in no earlier
set, no development sample and no reserved list; windows of 15-25 lines cut by the builder's regular
expressions with the seventh set's seed. Texts in French, Dutch and Bengali: files (or sections,
by heading) chosen by title before any labelling, each cut into consecutive windows of at most 40
lines, so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries

LINES = (15, 25)
SEED_OFFSET = 6  # the seed is the first set's plus this: the second set used 1, ..., the sixth 5


_package = package_entries(count=3)


PACKAGES = [
    # ML: NVIDIA's Python math library (GEMMs on tensor cores, FP8 and other number formats, FFTs),
    # a training framework (SFT, DPO, GRPO, reward models, RLHF, LoRA), a collective-communication
    # framework (all-reduce algorithms, decentralized and asynchronous training) and a serving engine
    # (KV cache, batching, speculative decoding, quantized kernels)
    _package("nvmath-python", "1.0.1", "ml", "wheel", "nvmath_python-1.0.1-cp311-cp311-manylinux_2_28_x86_64.whl",
             "31b2268f04afb55aa98f1943128cb702a976c715e159151a3d51c9f84a506be9", "Apache-2.0", count=8),
    _package("ms-swift", "4.6.0", "ml", "wheel", "ms_swift-4.6.0-py3-none-any.whl",
             "8888ca2b88681aeabffc981f289ffc3e4fa6e4da7f83e885114ec0edbe8d99ea", "Apache-2.0", count=8),
    _package("bagua", "0.9.2", "ml", "sdist", "bagua-0.9.2.tar.gz",
             "fdf401ed3bc85ba856d6a9c63e7aacb7b67cfdd9c95f2ae32c1517d2150438f0", "MIT", count=6),
    _package("aphrodite-engine", "0.22.0", "ml", "wheel", "aphrodite_engine-0.22.0-cp38-abi3-manylinux1_x86_64.whl",
             "9fe930381563657c54b4d0b82457a400c179cb532505a4a99273a9ab5e1ea193", "AGPL-3.0", count=8),
    # traps: a data-validation library (models, fields, validators, serializers) and an OAuth library
    # (access and refresh tokens, bearer tokens, grants)
    _package("pydantic", "2.14.4", "trap", "wheel", "pydantic-2.14.4-py3-none-any.whl",
             "653a2ad9f6d8858529c77c72717d0ea991d6c6837fe683246b2f4b2bbfc3fadc", "MIT", count=2),
    _package("oauthlib", "4.0.1", "trap", "wheel", "oauthlib-4.0.1-py3-none-any.whl",
             "498a298876e996301950a5b053d12c31628bb7b895db03666430c69ce182eb61", "BSD-3-Clause", count=2),
]

# Repository snapshots at these commits; each stored excerpt is a run of whole lines of the file, copied
# unchanged, ``first_line`` the upstream line where it starts.
_DIFFUSION = ("huggingface/diffusion-models-class", "b267aba397673e9b1a6da13fc0822c4ec85f2277", "Apache-2.0")
_DOCUIA = ("cocolombo/DocuIA", "f1b263720b5ac71ca4e97b978935170ffb0ab963", "unstated")
_NOLAI = ("NOLAI/lokaal-experimenteren-met-llms", "2692c279669d6cec7185b361cd99c08cba2afa60", "unstated")
_DWENGO = ("dwengovzw/learning_content", "647bcb1b57bf99a9073f7e34c5582b1eb28d8d24", "CC BY or dwengo, per file")
_WEGWIJZER = ("x4b5/AI-Wegwijzer", "c738ea409637a899464d2c94cbd2ec21c29ce802", "unstated")
_DL = ("Sakib-Hasan3/Deep-Learning", "c32345c560b851e6925d314efb612261a65e6d49", "unstated")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int,
          machine_translation: bool = False, max_lines: int = 40) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": ((path, sha256, first_line),),
            "count": 1_000, "lines": (1, max_lines), "consecutive": True}


# a long code fence (a prompt, a model definition) leaves no break near 40 lines: with windows of at
# most 40 lines its last lines would stand alone as a window of fewer than ten
_LONG_FENCE_LINES = 60


# Chosen by file title (or by heading) before any labelling; every line of an excerpt is in a window.
TEXTS = [
    # a course on diffusion models, translated into French by its community: the introductions of its
    # first three units (diffusion models, fine-tuning and guidance, Stable Diffusion), whole
    _text("diffusion-unit1-fr", _DIFFUSION, "fr", "units/fr/unit1/1.mdx",
          "960a70dc62daf10f64cd72a859cd5097eb14c694a32d1e5cf07cde70d383862a", 1),
    _text("diffusion-unit2-fr", _DIFFUSION, "fr", "units/fr/unit2/1.mdx",
          "f5ad1eb37884c22a5ebfbe9812076d80a7b3c505ea33c80c6b185e7009a1d252", 1),
    _text("diffusion-unit3-fr", _DIFFUSION, "fr", "units/fr/unit3/1.mdx",
          "c8173c148f8a893e44ae9aa1560d8275eb35ac89981554be4a067360b6690f01", 1),
    # French notes on large language models written by a person: architecture, tokenization,
    # training and fine-tuning, inference and quantization; whole files
    _text("docuia-architecture-fr", _DOCUIA, "fr", "01_Architecture_Transformers.md",
          "8efb061a172b1a0a1454036f463b63ca35c2663c8c6ba933c183ec3956c907be", 1),
    _text("docuia-tokenisation-fr", _DOCUIA, "fr", "02_Tokenisation.md",
          "d48487692b262cd99ee927926b8257900ee6ceac35ed6c158c89ad17d4fd160b", 1),
    _text("docuia-training-fr", _DOCUIA, "fr", "04_Entrainement_et_Fine_Tuning.md",
          "effdfdaea3ad2c48a805b4de476f74b8906345c92ee11e43676c0e1dfdcda593", 1),
    _text("docuia-inference-fr", _DOCUIA, "fr", "05_Inference_et_Quantization.md",
          "0ae96d1437abd01b35743f0428b1871741158a456a424ef5e67634c03b18a02d", 1),
    # Dutch technical documentation of a university's local LLM environment (hardware, software,
    # administration, deployment with Docker, experiments), written in Dutch; whole files
    _text("nolai-hardware-nl", _NOLAI, "nl", "hardware.md",
          "86326eb5f9169484bad81fdb2e5924357820c0a373a7984640b744072f81b943", 1),
    _text("nolai-software-nl", _NOLAI, "nl", "software.md",
          "d33adeb61faa642fd30b0cc5e7e9ab720347de9fc8b74b4a4e26da4596a9f924", 1),
    _text("nolai-beheer-nl", _NOLAI, "nl", "beheer.md",
          "f1748902f557398b372c73dd0914775a29e7a20b035417da8f8d6a49b18fa7cf", 1),
    _text("nolai-docker-nl", _NOLAI, "nl", "docker.md",
          "5f43eddda0f4ef356a222997cca162c3ce776a29c6347ddebb30dd3324c1cdcd", 1),
    _text("nolai-experiment-nl", _NOLAI, "nl", "experiment.md",
          "6a98898b5b3b63eedb94ee06b0d841935df19e6f886c8bd3901bfe2ff9086f23", 1),
    # Dutch learning objects on a network that recognises emotions (the original network, dropout, batch
    # normalization and its solution), written in Dutch: from the end of their front matter to their end
    _text("dwengo-network-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/waisda/beelden/emoties_herkennen_deel2/0020_het_originele_neuralenetwerk/index.md",
          "cd67a498a7fa73d46f6af974158e9b678da8d04a7dec4ab254cdfd05ff3c218e", 20, max_lines=_LONG_FENCE_LINES),
    _text("dwengo-dropout-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/waisda/beelden/emoties_herkennen_deel2/0040_dropout/index.md",
          "0e4d7de3cf508040435a584ce70b82effef27b055f14cc563e651e6e2be66e81", 20),
    _text("dwengo-batchnorm-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/waisda/beelden/emoties_herkennen_deel2/0050_batch_norm/index.md",
          "fbbbb559eb6d9a326c9a433e749d615f90681b3c053b49af780cddc067acdc34", 20),
    _text("dwengo-batchnorm-opl-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/waisda/beelden/emoties_herkennen_deel2/0060_batch_norm_opl/index.md",
          "20602e971e811503372669f2215d9b39555759d521704bec9d23e72314ff4b7a", 20),
    # two more of its learning objects, chosen by title: gradient descent, and ChatGPT
    _text("dwengo-gradient-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/kiks/1300_gradientdescent/index.md",
          "1f3faf734e30af0180a9708c83a611b2b9f5744aa4d0dee2c18370768bbf75bb", 32),
    _text("dwengo-chatgpt-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/computational_thinking/04_impact/0403_chatgpt/index.md",
          "b96f8ac04f7c487e352c2c78e25830b8517301a242535b2cfbcc08a70154962d", 32),
    # and two of its chatbot path, chosen by title: large language models, and "ChatGPT and co"
    _text("dwengo-llm-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/chatbot/0105_chatbot3/index.md",
          "4bc132014a44ba781a9651f51c6b70aea4a2b3aabbb5e1890efe358b9e23ec3a", 34),
    _text("dwengo-chatgptco-nl", _DWENGO, "nl",
          "learning_objects/nederlands/content/chatbot/0107_chatbot5/index.md",
          "036eebc104311fdf5d496595de3a0eeb1b983f27b47a2f6b97313247eb39829e", 34),
    # a guide to AI written in Dutch: its page on the basic concepts of AI (whole) and its page on
    # chatbots and AI assistants, from its title to the end of its "Chatbots" section
    _text("wegwijzer-basis-nl", _WEGWIJZER, "nl", "perspectieven/basis/B-02-basisbegrippen-van-ai.md",
          "af583723a04418914bec4b992aadc1d337dcdbd190a5c801f17f3869a312ed42", 1),
    _text("wegwijzer-chatbots-nl", _WEGWIJZER, "nl", "perspectieven/toepassen/D-01-chatbots-en-ai-assistenten.md",
          "e8f0f303029155389a4b52ea81bac8168fba7ffc1ec264c749182f68ab2cbe92", 1, max_lines=_LONG_FENCE_LINES),
    # Bengali deep-learning notes written by a person (English terms kept in the Bengali prose):
    # positional encoding (whole) and the Adam optimizer, from its title to the end of its section on
    # default hyperparameters
    _text("dl-posenc-bn", _DL, "bn", "Transformer/positional encoding/introduction.md",
          "38b0b37f1786eb78c2fcccc776e7df9592b18d8269300f12c334e6a19bfda202", 1),
    _text("dl-adam-bn", _DL, "bn", "optimizer/Adam/Adam.md",
          "cfe5f707fec350c7f33348615052ac459f5b4b266d5ce09eba6bdf3ba264406b", 1),
]
