"""The sources of the sealed ninth evaluation set (``build_corpus.py --set ninth``).

Plain data, read by ``build_corpus.py`` as ``eighth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set ninth --errors``); nobody chose development
text from these sources while it was sealed (``tests/eval/data/ninth/README.md``).

Packages: four ML packages (a JAX training and serving library with SFT, DPO, GRPO and ORPO trainers;
a recommender library built on sharding and collectives; an RNN language model's package with CUDA
kernels; a reward-model benchmark) and two trap packages (an authentication library whose tokens are
credentials; a search-engine client with shards, nodes and ingest pipelines), in no earlier set, no
development sample and no reserved list; windows of 15-25 lines cut by the builder's regular
expressions with the ninth set's seed. Texts in French, Dutch and Bengali: files, sections (by
heading) or stored pages chosen by title before any labelling, each cut into consecutive windows of
at most 40 lines, so that every line of an excerpt is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 8  # the seed is the first set's plus this: the second set used 1, ..., the eighth 7


_package = package_entries(count=3)


PACKAGES = [
    # ML: a JAX library of model code with trainers (SFT, DPO, GRPO, ORPO, reward) and an inference
    # engine; a PyTorch recommender library (embedding sharding, all-to-all, process groups); the
    # RWKV language model's package (CUDA kernels, its inference loop); a reward-model benchmark
    _package("easydel", "0.3.0", "ml", "wheel", "easydel-0.3.0-py3-none-any.whl",
             "a91deae549b24a25d66c59dcd2f0d2b8a48e0d1e9b1e40fb111b624a9c3a8a6d", "Apache-2.0", count=8, docs=2),
    _package("torchrec", "1.9.2", "ml", "wheel", "torchrec-1.9.2-py311-none-any.whl",
             "bb038a9ba9772f63cddc2faa5fdd7150be436d51c5655567769cda6abd719bfb", "BSD-3-Clause", count=6),
    _package("rwkv", "0.8.32", "ml", "sdist", "rwkv-0.8.32.tar.gz",
             "a7941f38d40a55cfb4d38cee72c572ba65eb2f6314988d5c2568411aaced8031", "Apache-2.0", count=4),
    _package("rewardbench", "0.1.4", "ml", "sdist", "rewardbench-0.1.4.tar.gz",
             "b1003b9a131bb6730bc9d55dc0213354314c9cea0a32500391eb50cb35fc8e7b", "Apache-2.0", count=4),
    # traps: an authentication library (access tokens, credentials, refresh) and a search-engine
    # client (shards, replicas, nodes, ingest pipelines, bulk helpers)
    _package("google-auth", "2.63.0", "trap", "sdist", "google_auth-2.63.0.tar.gz",
             "f198b99dd49e81f96f54abce2c03d4dd28fb7e3c77702eb6ae1c5bf25435054c", "Apache-2.0", count=2),
    _package("opensearch-py", "3.2.0", "trap", "sdist", "opensearch_py-3.2.0.tar.gz",
             "f40fb3a295275422df2ad6d9459f667af94472d5a9e567072e9ecf163eb22613", "Apache-2.0", count=2),
]

# Repository snapshots at these commits; each stored excerpt is a run of whole lines of the file, copied
# unchanged, ``first_line`` the upstream line where it starts.
_BLOG = ("lbourdois/blog", "b426cf72c17521367e7217508b812f3f48e3cc25", "unstated")
_KOTHA = ("KothaGPT/bilingual", "b21f21260bf1cf7812a24a235f54fdc7c91a47ab", "Apache-2.0")
_RAG_NL = ("Emreram/tax-authority-rag-assessment", "cc4d34019f6ab5c0ca697cfb8208a48162e676e6", "unstated")
def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int,
          machine_translation: bool = False, max_lines: int = 40, stored_as: str = "") -> dict:
    # ``stored_as``: an excerpt of a file is stored under its own name (the lines it holds)
    text = _texts(name, source, lang, ((path, sha256, first_line),), machine_translation, max_lines)
    return {**text, "stored_as": stored_as} if stored_as else text


def _texts(name: str, source: tuple[str, str, str], lang: str, files: tuple[tuple[str, str, int], ...],
           machine_translation: bool = False, max_lines: int = 40) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": files,
            "count": 1_000, "lines": (1, max_lines), "consecutive": True}


_page = page


# Chosen by file title, by heading or by page title before any labelling; every line of an excerpt is in a window.
TEXTS = [
    # a French-written blog on NLP and LLMs: its quantization post (the introduction to quantization
    # and the common data types, by heading), its mixture-of-experts post (what a mixture of experts
    # is and its dense and sparse layers; expert capacity and the Switch Transformer, by heading), its
    # tokenizers post (subword tokenization: BPE and WordPiece) and its French version of the
    # illustrated Transformer (positional encoding to the final linear and softmax layers)
    _text("blog-quantization-fr", _BLOG, "fr", "_posts/2025-02-13-Quantification.md",
          "8d1c0ab547f78b0522228637b0ed062f81362f72454299f6a1b25d3a795496aa", 133,
          stored_as="_posts/2025-02-13-Quantification.133-199.md"),
    _text("blog-moe-fr", _BLOG, "fr", "_posts/2025-04-13-MoE.md",
          "0d2fe9f6a26f3178e43796c76001db355d83f47cc29999087fe50a8635f8ac75", 30,
          stored_as="_posts/2025-04-13-MoE.30-101.md"),
    _text("blog-moe-capacity-fr", _BLOG, "fr", "_posts/2025-04-13-MoE.md",
          "4968a3326ec08eacdc72c9fbc2afed76aa850852051e66638c8c4ecd081599db", 301,
          stored_as="_posts/2025-04-13-MoE.301-362.md"),
    _text("blog-tokenizers-fr", _BLOG, "fr", "_posts/2020-01-15-Les-tokenizers.md",
          "ede1b71e2b38793584ca6a6a8d3e93c6211d4668a9c020ad5dc7df54a7536a42", 148,
          stored_as="_posts/2020-01-15-Les-tokenizers.148-233.md"),
    _text("blog-transformer-fr", _BLOG, "fr", "_posts/2019-12-04-Transformer.md",
          "a07455c2acc7fd9f0288eb2724c98734257a0838295d3f5ad15eba891b7f1ef6", 364,
          stored_as="_posts/2019-12-04-Transformer.364-484.md"),
    # Dutch articles on how LLMs work, from a Dutch knowledge base on generative AI and Dutch tech
    # blogs, glossaries and FAQs (each page's beginning as the page store holds it)
    _page("kb-llms-nl", "virtunet.io", "nl", "kb/how-llms-work.md",
          "0119021d371797bd044209ef678a6a612d5c1d4d73377963147c68231bc3e848"),
    _page("kb-transformers-nl", "virtunet.io", "nl", "kb/transformers.md",
          "7fb930e38c71a40ce584a7d094878fb83551d21a7571f5ef058bedd80ba3670a"),
    _page("hoewerkt-llms-nl", "hoewerkt.net", "nl", "hoe-werken-llms-large-language-models-als-chatgpt-en-gemini.md",
          "2ce364734ad81f8a65a9ac0d3202d753eb0f91d87b6d7060e9c3ea61a0342bf6"),
    _page("workmyway-training-nl", "workmyway.be", "nl", "nl/verdieping/hoe-worden-llms-getraind.md",
          "d691d9c5306488398c8f6e6a1671c04977363832a9c5e72f09c9568e0ebf865d"),
    _page("dataridder-llms-nl", "dataridder.nl", "nl", "llms-uitgelegd-zonder-hype-of-wiskunde.md",
          "75f3503ffe524d15c0db4c973acbfb06c47aa5042426c52905111243a240860d"),
    _page("uploadgeek-models-nl", "uploadgeek.nl", "nl", "p-284.md",
          "2febd8a056e0404e819e7df0eaec978665c573224adbf916c3483d14d586b5f5"),
    _page("amicited-generation-nl", "amicited.com", "nl", "nl/faq/how-do-large-language-models-generate-responses.md",
          "8734fe5a925bc144063e361b338a520c12e417697dd97bc310d48032774b66ca", machine_translation=True),
    _page("raglink-rag-nl", "raglink.io", "nl", "nl/blog/from-vector-databases-to-answer-synthesis.md",
          "88faeb3c69bf4bbcb3f0ccdf7cb978c3e0f18704a8c722c5acda51f6e66ce88e", machine_translation=True),
    _page("projectimpact-llm-nl", "projectimpact.nl", "nl", "woordenboek/llm.md",
          "71d66cafb6b607e56454be0246188f75614189e54bbefa5494dab034b0d18886"),
    _page("inviai-llm-nl", "inviai.com", "nl", "nl/wat-is-een-groot-taalmodel.md",
          "a028f19359f6a8789b1d3595cecd6a507859db7332480291cfa4e5cee2519c77", machine_translation=True),
    # added before any labelling, when the first Dutch pages proved to name few concepts besides the
    # transformer: a Dutch university course page on model training, a Dutch course page on training a
    # neural network, three entries of a Dutch AI dictionary (fine-tuning, context window, embeddings), a Flemish AI
    # jargon guide, a Flemish AI glossary post and a Dutch page on why AI runs on GPUs
    _page("hva-training-nl", "boksa.hbo-ict-hva.nl", "nl", "profiles/ai-engineer/realise/model-training.md",
          "45ec83f7bd2c553d3c2aff8b85d522476fe8569c6130be7346edc506ee654be4"),
    _page("codefinity-training-nl", "codefinity.com", "nl", "nl/courses/neuraal-netwerk-vanaf-nul/modeltraining.md",
          "3266b0cecfc6130dcf5a168d98c009630c9654c1f960ecf58ec670d4be07aa31", machine_translation=True),
    _page("projectimpact-finetuning-nl", "projectimpact.nl", "nl", "woordenboek/fine-tuning.md",
          "dd9da8a2306587594717f654f899df6170a1d490243657894aef2b809ad3f42c"),
    _page("projectimpact-context-nl", "projectimpact.nl", "nl", "woordenboek/context-window.md",
          "2d5e9bc7a602e1e21b5c20c5c338143e822b42f96e613fd88b65b10c40c9b1fb"),
    _page("projectimpact-embeddings-nl", "projectimpact.nl", "nl", "woordenboek/embeddings.md",
          "cc1071a2fc961a1932f65c8034863aae86bc0e7965016c095463402dacc59c5d"),
    _page("sinax-jargon-nl", "sinax.be", "nl", "nl/blog/ai-jargon-ontcijferd-de-essentiele-termen-die-je-moet-kennen.md",
          "63931e15aa8fe2644f89fc3c8a61c41681fc75bd9026eb873d7306a0d0f6d6e1"),
    _page("veerle-terms-nl", "veerlevanhoecke.com", "nl", "2023/05/17/ai-termen-in-mensentaal.md",
          "f48166c562e0f9caa349167539f00618cdea0c6f084f0c2692c89c46478705dc"),
    _page("arcobel-gpu-nl", "arcobel.com", "nl", "arcobel_nl/waarom-gpu-nodig-voor-ai-machine-learning.md",
          "8e63071301e08ed06400540c5353ff738e7c3c75538975f4644b958663db4984", machine_translation=True),
    # and two Dutch knowledge-base pages on tokenization (a consultancy's and an AI company's)
    _page("avarc-tokenization-nl", "avarc.nl", "nl", "kennisbank/tokenization.md",
          "e96e6c18b6df5aef715393b1d9dc2cca07cff10c3a90197864b2215620614648"),
    _page("blackbirds-tokenisatie-nl", "blackbirds.ai", "nl", "en/resources/tokenisatie-in-taalmodellen.md",
          "32ceed9eec954a973398586c70b9338deb7c2c37bf022c8e13aae6b2b7d7d7f9"),
    # and the Dutch README of a RAG system built for a tax authority's documents (whole)
    _text("rag-assessment-nl", _RAG_NL, "nl", "README.nl.md",
          "f5c5665639210393f7922c6aac2a3f787392d7b07de580833f11d1b91606e7f3", 1),
    # Bengali: the Bengali documentation page of a Bengali-English NLP package (whole), and Bengali
    # ML books' pages on LLMs, transformers and attention (English terms kept in Bengali prose), Google's
    # Machine Learning Crash Course page on transformers in Bengali and two Bengali blog posts on the
    # transformer (each page's beginning as the page store holds it)
    _text("kotha-docs-bn", _KOTHA, "bn", "docs/bn/README.md",
          "bfd08418314ba5a32392fddabe274c42a5571f219780bdccf271575ce9978a23", 1, machine_translation=True),
    _page("axo-llm-bn", "ml.axovault.cc", "bn", "chapters/llm-fundamentals.md",
          "482556a88e11afbe8cc64aab74a126289181f2cf68c8717cd8569c9627c0be97"),
    _page("axo-transformers-bn", "ml.axovault.cc", "bn", "chapters/transformers.md",
          "f7ee87dd224463ef075c3f1d9edb2e16a9008fd4616b589e30da96b1da89071f"),
    _page("axo-dl-transformer-bn", "dl.axovault.cc", "bn", "book/ch-33.md",
          "a85a5b5fea6bffd0ac002eb37c606c50ba93d44a2eb6a2959d0520153f5a05e6"),
    _page("axo-nlp-attention-bn", "nlp.axovault.cc", "bn", "chapter/ch-22.md",
          "79819b308eee1a783e25bc751e6889d25492faf74c16468a2987128bdd1ab186"),
    _page("axo-math-attention-bn", "math.axovault.cc", "bn", "chapter/ch-39.md",
          "98e9fd479d0e8f9792f5ba7d8b64b67ac8092ee825b4ced1171493f956d30b79"),
    _page("mlcc-transformers-bn", "developers.google.com", "bn", "machine-learning/crash-course/llm/transformers-hl-bn.md",
          "0d82a4730c2bd5127d14ed650dce3010186df2cb189d0fe3153b35521f90c5bf", machine_translation=True),
    _page("koder-transformer-bn", "koder.ai", "bn", "bn/blog/noam-shazeer-o-transformer-aarkittekcaar.md",
          "6451295b34615b7f4e94648d7cc7d3e65b9eca23ec1d96bc1ab3c45258580627", machine_translation=True),
    _page("mlog-transformer-bn", "mlog.uz", "bn", "bn/blog/large-language-models-unveiling-the-transformer-architecture.md",
          "7d839723d47c1bc1517969485eea43ae3243e66c27bfa1208c039b059bd75f99", machine_translation=True),
]
