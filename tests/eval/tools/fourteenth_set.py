"""The sources of the fourteenth evaluation set (``build_corpus.py --set fourteenth``).

Plain data, read by ``build_corpus.py`` as ``thirteenth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set fourteenth --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/fourteenth/README.md``).

Packages: five ML packages chosen by title for the families where the sealed figures were thinnest
(NCCL's Python bindings: communicators and collectives; a snapshot library for distributed training
state: checkpoints of sharded models; the original LoRA layers; a knowledge-distillation framework; ring attention
over FlashAttention; a low-memory optimizer with mixed precision) and two trap packages (a WSGI server
whose worker threads, channels and buffers are a web server's; an AMQP client whose channels, exchanges, consumers and fan-out are a message
broker's), in no earlier set, no development sample, no development claim and no reserved list; windows
of 15-25 lines cut by the builder's regular expressions with the fourteenth set's seed. French texts:
stored pages chosen by title before any labelling, each cut into consecutive windows of at most 40 lines,
so that every line is labelled.

Dutch and Bengali texts: repository files and stored pages chosen by title or path before any
labelling, weighted toward language-model basics (tokenizers, embeddings, attention, softmax, logits,
cross-entropy) and training methods (fine-tuning, post-training), in no earlier set, no development
sample, no development claim and no reserved list; each taken whole and cut into consecutive windows of
at most 40 lines, so that every line is labelled. Dutch: two Dutch universities' course pages (one
course's learning objectives per lesson and its exam assignment; the other's weekly pages, assignment
page and exercise sets), a training's overview of its notebooks, a consultancy's page on post-training,
a (machine-translated) blog post on batch normalization and a university college's course page on the
softmax. Bengali: the Bengali README of a guide to building a small GPT model and four of its Bengali
notebooks (each stored as its Markdown cells, since the builder reads no notebooks), an index page of
notes on AI and machine learning, and the glossary of an overview of agentic AI. The last Dutch and
Bengali entries were appended before the first measurement, the windows before them unchanged.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 13  # the seed is the first set's plus this: the second set used 1, ..., the thirteenth 12


_package = package_entries(count=4)


PACKAGES = [
    # ML: nccl4py (NCCL's Python bindings: communicators, all-reduce, broadcast, groups); torchsnapshot
    # (checkpoints of distributed and sharded training state); loralib (LoRA layers); torchdistill
    # (knowledge distillation); ring-flash-attn (ring attention over FlashAttention, for long contexts);
    # lomo-optim (a low-memory optimizer: fused update in the backward, mixed precision, loss scaling)
    _package("nccl4py", "0.6.0", "ml", "wheel",
             "nccl4py-0.6.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
             "7b75f4943edc39522bec1d3c7c59804fa2fd87a879e5744660d723440cb62755", "Apache-2.0"),
    _package("torchsnapshot", "0.1.0", "ml", "wheel", "torchsnapshot-0.1.0-py3-none-any.whl",
             "8f61b6abf587fc72dd81099317fa46d89552536ef6aee611e37771548bdc9e68", "BSD-3-Clause"),
    _package("loralib", "0.1.2", "ml", "wheel", "loralib-0.1.2-py3-none-any.whl",
             "e341c9a507b180f3b8e70914efef9f6b19d1aa3996dec546b180cfbd027059e9", "MIT"),
    _package("torchdistill", "1.1.5", "ml", "wheel", "torchdistill-1.1.5-py3-none-any.whl",
             "fc95f6f877aad22a2b7c3476677ba0df80aa91961efc02afb5a53c8f27f123d9", "MIT"),
    _package("ring-flash-attn", "0.1.8", "ml", "wheel", "ring_flash_attn-0.1.8-py3-none-any.whl",
             "296c929516c3b21f7bcdaeca44a99bb541779a7b63979eb0f67837dcb18a2bb9", "MIT"),
    _package("lomo-optim", "0.1.1", "ml", "wheel", "lomo_optim-0.1.1-py3-none-any.whl",
             "c899dddcc69ec370a16a9d1f164c001c58e5f95e4a5b1d6b1e4e1c2cd7f7e05c", "MIT"),
    # traps: waitress (a WSGI server's worker threads, channels and buffers) and pika (an AMQP client's channels,
    # exchanges, consumers, fan-out and frames)
    _package("waitress", "3.0.2", "trap", "wheel", "waitress-3.0.2-py3-none-any.whl",
             "c56d67fd6e87c2ee598b76abdd4e96cfad1f24cacdea5078d382b1f9d7b5ed2e", "ZPL-2.1", count=2),
    _package("pika", "1.4.4", "trap", "wheel", "pika-1.4.4-py3-none-any.whl",
             "48de960c97a93b55db06b8be4c53eb977c9c8a2754c57cdae9097abcbd70ce04", "BSD-3-Clause", count=2),
]

# Repository snapshots at these commits; each stored file is the whole file, copied unchanged.
_MADS = ("raoulg/MADS-MachineLearning-course", "7dfa5783a8534e81038a6a14b9b3a292fdb2da8c", "unstated")
_HANZE = ("hanze-hbo-ict/Machine-Learning", "c67a971d445192d7c3cf9dfe7ad43703411e7469", "unstated")
_TENTAMEN = ("raoulg/ML22-tentamen", "9cbbdfb5c016c76fc3fbb9a2e4defd9e6386b0cb", "unstated")
_TRAINING_NN = ("SybrandWildeboer/neural_networks_training_advanced_ai", "866f89b416149d38e6215a2724f4b75f8f4f489f",
                "unstated")
_NOTES_BN = ("AnnNaserNabil/notes", "285f1e4059f14c13a333c452c10f2df1e534e65b", "unstated")
# copied from the index's text of the file at this commit (no snapshot of the repository could be had)
_AGENTIC_BN = ("mk-hasan/agentic-ai-overview", "df578c78d9b7b99f0531f13d39b0c3077f752453", "unstated")
_NANOGPT_BN = ("newbeeR2020/Everyones_nanoGPT", "14e2aa3b09840c0f718b52bd9bf6bd559833f88e", "MIT")


_text = repo_file


_page = page


# Chosen by page title before any labelling; every line of a page is in a window.
TEXTS = [
    # French: an introduction to LAM/MPI (communicators, ranks, point-to-point and collective
    # exchanges); an introduction to parallel computing with MPI (course notes)
    _page("bobuse-lam-mpi-fr", "bobuse.free.fr", "fr", "lam/about_lam.htm.md",
          "95f18f60d2314d5ee635f51211d865155d5bc001a6d0c298352a10e5fd48b683"),
    _page("hal-calcul-parallele-mpi-fr", "cel.hal.science", "fr", "cel-00395829.md",
          "db5ed37444465d2ce4de3b0b28ebac9f304cefe0bd06281c6d0ab8a810bcd495"),
    # French: a (machine-translated) getting-started page of a compiler for PyTorch; a (machine-translated)
    # glossary page on half precision
    _page("runebook-torch-compile-fr", "runebook.dev", "fr", "fr/docs/pytorch/torch.compiler_get_started.md",
          "8ae8fb209b101ff3288a6033635dc9a3bd8bb5ac4969834c3d29cd4093ad3b2c", machine_translation=True),
    _page("ultralytics-half-precision-fr", "www.ultralytics.com", "fr", "fr/glossary/half-precision.md",
          "6629d30c4795d82b661b925bf8fb0b1f22364708c161cef5bbb823612bce1733", machine_translation=True),
    # French: a company blog's post on tokenisation in LLMs; a law firm's blog post on tokens; a blog post
    # on how LLMs work (tokens)
    _page("smartchain-tokenisation-fr", "blog.smart-chain.fr", "fr", "article/la-tokenisation-dans-les-llms.md",
          "2604b3df046ee2362cae22566ee7916ba605285745bf667ee3cb50a48024cb39"),
    _page("dassignies-tokens-fr", "dassignies.law", "fr", "blog/le-decoupage-des-mots-les-tokens.md",
          "b69e8e10807d8d3ddefe0392721e9bd55f85002a3cc4fe2259a81851d7400e31"),
    _page("webinfofrance-llm-fr", "webinfofrance.blogspot.com", "fr",
          "2025/10/comment-fonctionne-les-llm-chat-gpt.html.md",
          "211f8a58efa98d196659f2236de46f83675dd6c305d5d340eba0b34523347fe3"),
    # French: a wiki's pages on DPO and on the attention mechanism; a (machine-translated) article on
    # aligning a vision-language model with DPO
    _page("hacktion-dpo-fr", "www.hacktion.wiki", "fr", "dpo-alignement.md",
          "213438d998e4f4beca98fb14f5ca3cf97341f097749579988e6c74140b048dd1"),
    _page("hacktion-attention-fr", "www.hacktion.wiki", "fr", "mecanisme-attention.md",
          "13817b175e32f33cee1fbeb3eb65cd83e5fee0fc9774a42b92c2836a1c03f9f6"),
    _page("omeganext-dpo-fr", "news.omeganext.com", "fr",
          "fr/article/2025-08-04-fine-tuning-smolvlm-for-human-alignment-with-dpo.md",
          "a68fa684077332e6abc735d080475296cc533b93dca1bbd4424984486e0bf82e", machine_translation=True),
    # French: a developer's article on knowledge distillation; a deep-learning course's chapter on
    # distillation
    _page("jonathansuru-distillation-fr", "jonathansuru.me", "fr", "articles/distillation_part_1.html.md",
          "c5a4253cc34ff6b9219c89259f7c49e56b64340d9b9af08627ce7598cfb63238"),
    _page("coursdeeplearning-distillation-fr", "simonthomine.github.io", "fr",
          "CoursDeepLearning/fr/10_TransferLearningEtDistillation/03_Distillation.html.md",
          "638af23f410a3e5e0198443df65cf0e4de0eab13519c7c41a2f878d7078dcba5"),
    # Dutch: a university course's learning objectives for its eight lessons on deep learning (loss
    # functions, optimizers, convolutions, tuning, attention and transformers, ...)
    *(_text(f"mads-leerdoelen-les{number}-nl", _MADS, "nl", f"references/leerdoelen/les{number}.md", sha256)
      for number, sha256 in (
          (1, "aa51253cab2fb124fa2389ec2493306a3e90fc9b47586ef03469e6b4a243ff77"),
          (2, "350e18cfde20cc913e844cbdcef8ebad40102713402ea2759d93442e437ba74c"),
          (3, "46160027c84c1895e82886291a53fdd2791f1ca316d613c0511fdf87f8c30d04"),
          (4, "deb0802047ba49d22f218676cc5ef97c55d112915b3b7948d14da2542ef6c14b"),
          (5, "309399a5ede348c99c90d1868c0d42d36d635701ead473b0aff4b6c1a90c8f73"),
          (6, "cd88c563499dbbfa9173bee8c7b163f1d19b2f365c93bc0bb6a74367ffcbe920"),
          (7, "c7dde0872a229fcb9631f28d6dab74fdeb1b0b4db08ebc22d9722fc4c2e60ba0"),
          (8, "141228532f8b563660e1287a5393f8074184cf749a3087391b8bd475c2dea975"))),
    # Dutch: another university course's weeks on recurrent networks and on language models
    *(_text(f"hanze-taalmodellen-week{week}-nl", _HANZE, "nl", f"docs/deel4/week{week}.md", sha256)
      for week, sha256 in (
          (7, "7a658e3ab7f29266cbd2c4ac88d3f1fd7e0b6b63e9a7fd84fa7b1d19fd65e8de"),
          (8, "9b6dac58996867722086f8bf349d671d2232db84f2394331f4f516bc446b6562"))),
    # Dutch: the first course's exam assignment (the file in which a student writes the answers)
    _text("tentamen-antwoorden-nl", _TENTAMEN, "nl", "reports/antwoorden.md",
          "09abba53803d7557eefed7a1431b50d003d945c66e794328617c164b4d794f20"),
    # Dutch: the second course's weeks on model evaluation and on other models
    *(_text(f"hanze-neurale-netwerken-week{week}-nl", _HANZE, "nl", f"docs/deel3/week{week}.md", sha256)
      for week, sha256 in (
          (5, "369e42b59ccad9e1e073769db485fd67884e7feacc8e35fdad88cce5cab20e86"),
          (6, "6c5ba29ce540c8c091d7da5f03187d08b45fd58ce1a1937a4e90840c2ccb34da"))),
    # Dutch: the second course's assignments for its part on language models
    _text("hanze-taalmodellen-inleveren-nl", _HANZE, "nl", "docs/deel4/inleveren.md",
          "cc695be7be8a50cbf04fd4ded85df105efebe5f6a4e3244f80861ef94e27c1af"),
    # Dutch: a neural-networks training's overview of its notebooks
    _text("nn-training-readme-nl", _TRAINING_NN, "nl", "README.md",
          "d1dfcac5f62578c928a917a2240e289800d3b35870bf248406b7fb5bcebef888"),
    # Dutch: a consultancy's page on post-training and fine-tuning
    _page("bloeise-post-training-nl", "bloeise.nl", "nl",
          "post-training-en-fine-tuning-hoe-ruwe-ai-modellen-bruikbaar-en-specifiek-worden.md",
          "b2a758f4c4fbf291478b10151d1126068cfe5e9ce4ebe034a956fc1ecb6ce953"),
    # Bengali: a guide to building a small GPT model in notebooks (embeddings, layer normalization,
    # attention heads, logits, the trainer), the README of its Bengali branch
    _text("everyones-nanogpt-bn", _NANOGPT_BN, "bn", "README.md",
          "d3718421c94b766f65f600acd1898a70b1f2989a384722612292ca14daa248a6"),
    # Bengali: notes on AI and machine learning (their index page); the glossary of an overview of agentic AI
    _text("notes-ai-ml-bn", _NOTES_BN, "bn", "docs/bn/ai-ml.md",
          "73266ad97d6f54b7bd59d0a485269775ef3a65323d467a784882ffe34a14f0c3"),
    _text("agentic-ai-glossary-bn", _AGENTIC_BN, "bn", "docs/bn/patterns/glossary.md",
          "fae2252294a5d29e7ff3da5f6e68866d4057fc14aa89dce640126168be6caf29"),
    # Widened before the first measurement (the windows above unchanged). Bengali: four chapters of the
    # small-GPT guide's Bengali notebooks (position embeddings, the transformer block, the vocabulary
    # logits and their loss, the trainer), each notebook's Markdown cells in order, a blank line between
    # cells, inline image data left out (the builder reads no notebooks)
    *(_text(f"everyones-nanogpt-ch{chapter}-bn", _NANOGPT_BN, "bn",
            f"notebooks/answer/Everyones_nanoGPT_colab_Chapter{chapter}_answer_bn.ipynb.md", sha256)
      for chapter, sha256 in (
          ("03", "ebe5e3f0f4c403dd6fc4b50f6d41f6bd37d2cd109c2b222a9eee54dc02af9d2d"),
          ("09", "1579f24fb5da1ffd909cdb3c0a1a1539fb26094a8bf3aa6e0ef0416b4ae055e0"),
          ("10", "bd5fadc5fa341620e30e0d3c37f0f64231473c11975f0b8e20fea56985d239d8"),
          ("12", "27744ff556c9348660b5d2fa23e39a056ceae5eff6eee868e9a090e1bd78d25b"))),
    # Dutch: the second course's week on neural networks and its exercise sets (logistic regression with
    # a learning rate, a network programmed by hand, a Keras network, its confusion matrix)
    _text("hanze-neurale-netwerken-week4-nl", _HANZE, "nl", "docs/deel2/week4.md",
          "6f8e2e8722df55c033d71a7dea2674beb05c83cce33a29dd824405d2dda72d25"),
    *(_text(f"hanze-opgave{number}-nl", _HANZE, "nl", f"docs/{part}/opgaven/opgave{number}.md", sha256)
      for part, number, sha256 in (
          ("deel2", "2-1", "75e4d1b9038598a3f31b857d7bfc75d2cba8e0d379c2eaa74e15acdcf6ca753b"),
          ("deel2", "2-2", "d9ea286bd80aa202c7bd8cbda608425fb23654404faea90cd70a9792fc05234c"),
          ("deel2", "2-3", "84564d034df37846287701c23bfa5340a67f5ea87fc7c4606dff7c0390417a6f"),
          ("deel3", "3-1", "699e5b05ca5e6efe8f3f246c312ad4d29b540e706f99a1fc899767e1d8296fff"))),
    # Dutch: a (machine-translated) blog post on batch normalization; a university college's course page
    # on the softmax activation
    _page("codelabsacademy-batchnormalisatie-nl", "codelabsacademy.com", "nl",
          "nl/blog/the-concept-of-batch-normalization-in-neural-networks.md",
          "5f00541106d1dc96d2eaef9cf82d550a730ceedd2acd66a4327c9609b398309f", machine_translation=True),
    _page("ap-ml-courses-softmax-nl", "ap-mdi-it.github.io", "nl", "ml-courses/softmax.md",
          "e8d4642b1c2d9f8b93d8101796a2a3c44001cfcaa2c9c57331c79ef888ead9cc"),
]
