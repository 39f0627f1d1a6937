"""The sources of the tenth evaluation set (``build_corpus.py --set tenth``).

Plain data, read by ``build_corpus.py`` as ``ninth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set tenth --errors``); nobody chose development
text from these sources while it was sealed (``tests/eval/data/tenth/README.md``).

Packages: five ML packages (a chat-model serving and fine-tuning platform; a JAX layer library with
sharding, attention, mixture-of-experts and quantization; a PyTorch GPU kernel language; an LLM
serving simulator of batching, KV caches and GPU clusters; an RL post-training library with a GRPO
trainer and rewards) and two trap packages (a parallel-computing and caching library whose workers,
batches and backends are not ML's; a serialization library whose schemas, fields and models are
models of data), in no earlier set, no development sample and no reserved list; windows of 15-25
lines cut by the builder's regular expressions with the tenth set's seed. Texts in French, Dutch and
Bengali: stored pages chosen by title before any labelling, each cut into consecutive windows of at
most 40 lines, so that every line of a page is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 9  # the seed is the first set's plus this: the second set used 1, ..., the ninth 8


_package = package_entries(count=4)


PACKAGES = [
    # ML: FastChat (model workers, vLLM serving, SFT and LoRA training scripts, conversation
    # templates); praxis (JAX layers: attention, MoE, sharding annotations, int8/fp8 quantization);
    # helion (a PyTorch kernel DSL: GPU kernels, tiles, autotuning); vidur (an LLM inference simulator:
    # batching, KV cache, replicas, GPU SKUs); verifiers (GRPO training, rewards, environments)
    _package("fschat", "0.2.36", "ml", "sdist", "fschat-0.2.36.tar.gz",
             "ac724458bb105cb5b3b9ec852150345dfa7f61fd7c275d6635d66fa1ed904d90", "Apache-2.0"),
    _package("praxis", "1.4.0", "ml", "wheel", "praxis-1.4.0-py3-none-any.whl",
             "787bbc11d65e4a60a2240cc7ae78e56b81cbd99f88fd27da474c730fc8b3b2f3", "Apache-2.0"),
    _package("helion", "1.5.1", "ml", "sdist", "helion-1.5.1.tar.gz",
             "911fc1517fb1f5f5a53dd03f0b9f6079f8c71405f3a848ca307260258ddd91d1", "BSD-3-Clause"),
    _package("vidur", "0.0.26", "ml", "wheel", "vidur-0.0.26-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
             "b31aec590ec37b155aa279870854e84dff11f363a22768e5fa9b3ac0076bc80e", "MIT"),
    _package("verifiers", "0.4.0", "ml", "sdist", "verifiers-0.4.0.tar.gz",
             "66cbb1e2c1ff3fd2da8e4470d4468f2cf8464852cb2f6e9a123c1254d2960aab", "MIT"),
    # traps: joblib (parallel workers, batches, backends, memory caches) and marshmallow (schemas,
    # fields, nested models of data)
    _package("joblib", "1.6.0", "trap", "sdist", "joblib-1.6.0.tar.gz",
             "2ccc96785b12046c08fd6d55839c12857831b54a3c1673ffadd2f04bfc4eda03", "BSD-3-Clause", count=2),
    _package("marshmallow", "4.4.0", "trap", "sdist", "marshmallow-4.4.0.tar.gz",
             "9e6ffa8511012ca89732324c1c253efd7b4d35632dcbdf80aa793fe01804af3e", "MIT", count=2),
]

_page = page


# Chosen by page title before any labelling; every line of a page is in a window.
TEXTS = [
    # French: an explainer of an LLM's pipeline from tokenizer to KV cache; an article on inference in
    # production; three guides to LoRA and QLoRA fine-tuning; a GPU server buyer's guide; a skill page
    # on speculative decoding; a guide to GPU deployments (translated)
    _page("blog-llm-explique-fr", "blog.dc-tech.work", "fr", "llm-explique.md",
          "7ad3c7c68bebc2b2d107ea557ed169391632bb4d175881536afb1b20c824982f"),
    _page("william-alouini-ia-inference-production-fr", "william-alouini.com", "fr", "fr/articles/intelligence-artificielle/ia-inference-production-nvidia-nim.md",
          "7366ff6bf8c934170cfd4fd942316865a2dbc3c8e443324acb811bd2fbe1da58"),
    _page("alouani-lora-qlora-finetuning-vr-fr", "alouani.org", "fr", "fr/blog/lora-qlora-finetuning-vram-guide.md",
          "d2899a6db4fa2905198c9b3fbad6e9759253ce1a5d9efa76c0815ba5b0ed1710"),
    _page("algo-mania-lora-et-qlora-fr", "algo-mania.com", "fr", "blog/intelligence-artificielle/llm/lora-et-qlora.md",
          "7571a896b9df9a6e4ca96d4baadceb09897e8a0d352670ad63285f1e08b4fe6e"),
    _page("pc21-i6910742-fr", "pc21.fr", "fr", "new/serveurs-gpu-pour-l-intelligence-artificielle-le-guide-decisionnel-pour-pme-et-eti/i6910742.md",
          "88dda91d67e439a62332e3db0f26f9d10e64934ba72765a0e39e955bd0697f62"),
    _page("lobehub-davila7-claude-code-temp-fr", "lobehub.com", "fr", "fr/skills/davila7-claude-code-templates-emerging-techniques-speculative-decoding.md",
          "ce092d6bb6dc7eb41fc1bb32e306fd085cbc04c2343cca69bee7019163e515d6", machine_translation=True),
    _page("ayinedjimi-consultants-ia-fine-tuning-llm-lora-fr", "ayinedjimi-consultants.fr", "fr", "ia-fine-tuning-llm-lora-qlora.md",
          "67ee024443ee9c1b570ad2288c5a111ff55a5311ae857d516813d92e8bb124d5"),
    _page("introl-gpu-deployments-the-defi-fr", "fr.introl.com", "fr", "blog/gpu-deployments-the-definitive-guide-for-enterprise-ai-infrastructure.md",
          "c4d44e4f416e261dd110feee1352465d9d62cb7f52b99bca0750a3dabb7aa560", machine_translation=True),
    # Dutch: a guide to GPU deployments (translated), a post on fine-tuning a model, two hardware news
    # articles on inference, four explainers of neural networks and how they learn, a course chapter pair,
    # a post on tokens and embeddings, a post on mixture-of-experts memory, a dictionary entry on the
    # transformer architecture, an explainer of attention
    _page("introl-gpu-deployments-the-defi-nl", "introl.com", "nl", "nl/blog/gpu-deployments-the-definitive-guide-for-enterprise-ai-infrastructure.md",
          "2eb794ed48edc49a66bf7ff95cb2d1b9f927a924f8d79ac16e5ed9b1a3529933", machine_translation=True),
    _page("digest-gemma-3-fine-tuning-appl-nl", "digest.allm.link", "nl", "nl/blogs/gemma-3-fine-tuning-applications-and-strategies.md",
          "274670879ee4c7e4fe694cd6cc1200f7465e9cb4a36b8d384a796009a6380b74", machine_translation=True),
    _page("cloudnews-blackwell-ultra-drukt-he-nl", "nl.cloudnews.tech", "nl", "blackwell-ultra-drukt-het-gaspedaal-in-50-keer-meer-prestaties-per-megawatt-voor-het-tijdperk-van-ia-agenten.md",
          "b4276028a7b450111ef8cf126e558e5c5ec597a39bf15400b8e10edcdd151376"),
    _page("cloudnews-p-30709-nl", "nl.cloudnews.tech", "nl", "p-30709.md",
          "7655d8cddb0321661d95906c53e7e71dd98ef68c718341caab0e3925ec148e0a"),
    _page("semsit-neural-networks-explaine-nl", "semsit.nl", "nl", "nl/blog/neural-networks-explained.md",
          "336c1ab193acabee6481a10accef9f7a0be8213c4b4f661b33ab9fec0747125c"),
    _page("botpress-deep-neural-network-nl", "botpress.com", "nl", "nl/blog/deep-neural-network.md",
          "0678fa9f93af420456dc24feafac2668dd3b9fef1741e9d83329ada9b4b09d3b", machine_translation=True),
    _page("custers-p-1183-nl", "custers.eu", "nl", "p-1183.md",
          "afdac92f5a0f532dac5bb439f4bfc34ddba8ca7100c853d553f48a0ca8682201"),
    _page("aifordummies-subchapter5-nl", "aifordummies.vercel.app", "nl", "nl/chapters/chapter4/subchapter5.md",
          "37c538a6b46bb1c8c58cf9ebe4462247a517b1632fbee9de4446cd899ee311b7", machine_translation=True),
    _page("aifordummies-subchapter3-nl", "aifordummies.vercel.app", "nl", "nl/chapters/chapter4/subchapter3.md",
          "df326fd0a2db274e70ca5efb01d74e4eeaff390bec8e2bb6c740e9f8584fd85b", machine_translation=True),
    _page("matsiemaal-wat-zijn-neurale-netwerk-nl", "matsiemaal.nl", "nl", "ai/neurale-netwerken/wat-zijn-neurale-netwerken.md",
          "5ceb0d5ba157afde803f65baa80bed8ccefd3500bdaf8c85e48f7c46290c844f"),
    _page("handyintelligence-tokens-vs-embeddings-nl", "handyintelligence.com", "nl", "blog/tokens-vs-embeddings-nl.md",
          "d72eec721a3984fdc61de538abf892315bd3299abc0565837f5aed5b69a34745"),
    _page("handyintelligence-moe-ram-tempo-nl", "handyintelligence.com", "nl", "blog/moe-ram-tempo.md",
          "bfcb89801574215c6c67e14a2f48cdd036f60100189a964f5e0a60764e21ee22"),
    _page("datapanda-transformer-architectuur-nl", "datapanda.eu", "nl", "nl/dictionary/transformer-architectuur.md",
          "97ff87c6ee931bfc1b86fa9c27acbdefe30e6bda71455bcdd283cbc6546fcb07"),
    _page("dinogeek-aandacht-transformer-nl", "dinogeek.me", "nl", "NL/LLM/Hoe-werkt-aandacht-in-modellen-als-Transformer.md",
          "bb66a289d5f23dcfeee3f8c6a97054cd70b94eb18f583f9d029044af8dffc0e2", machine_translation=True),
    # Bengali: explainers of the transformer, GRPO, an open LLM, GPUs for LLMs, LLMs and RAG (interview
    # pages), activation functions, a new attention mechanism, gradient descent, CNN layers, overfitting
    _page("banglay-transformer-bn", "banglay.info", "bn", "transformer-কি.md",
          "cdebdac4da60a74d288dab0c952bb23a7d6ffd33e075b83180f568a3a808b7f7"),
    _page("lowest-paper-arxiv-2511-04439-bn", "lowest.today", "bn", "bn/article/paper-arxiv-2511.04439.md",
          "f0966463651034199b8a08059c47e2a55e00e2d4cf349cf99bcedcc811a0a650", machine_translation=True),
    _page("hamimit-amp-bn", "hamimit.com", "bn", "deepseek-llm/amp.md",
          "c9a1f515a62dc8746b25c3b01560dff4db6e5120495b6dc8faafc4dafd5cfffe"),
    _page("lxmcq-20015-bn", "lxmcq.com", "bn", "mcq/20015.md",
          "a9687b43fec9b3557a01757f0f5d1ca18ca5e2ad7511572e9ae35c0aac96d60e"),
    _page("bfotool-what-is-llm-bn", "bfotool.com", "bn", "bn/interview/ai/what-is-llm.md",
          "27a2016a7a8b575af57b6bf88a8f9d489d0c0713ee695ffdae7ffb0e494219f2", machine_translation=True),
    _page("bfotool-rag-bn", "bfotool.com", "bn", "bn/interview/ai/rag.md",
          "aabf638f4bd696f6c7b4b97d4050047028f2c3b875ab9b4f5d8d234523d51fa0", machine_translation=True),
    _page("shahinur-05-bn", "shahinur.com", "bn", "bn/2018/05.md",
          "e391c69eb7ca71c031c0e6792c2022a66c5bbf789a248b2fbd944115361699d4"),
    _page("digest-stepfun-bn", "digest.allm.link", "bn", "bn/tags/Stepfun.md",
          "80b184e75997285906488c2d0b577235209824966fb58b132b55494db54cc45f", machine_translation=True),
    _page("abdalimran-index-bn", "abdalimran.medium.com", "bn", "index.md",
          "13169b50847f7025c8817bed166f25acfce231e68e9ece209fb30031b3afdc4e"),
    _page("sattacademy-convolution-pooling-bn", "sattacademy.com", "bn", "skill/convolution-pooling-এবং-fully-connected-layer.md",
          "729a62b05c3ff3a7626800278f140d48aff5ba400975ab8c95f0d250d89c4ee7"),
    _page("bfotool-overfitting-underfitting-bn", "bfotool.com", "bn", "bn/interview/ai/overfitting-underfitting.md",
          "c43a928f8278acd16f75dfe703e23dd671fd9373452dd3fa28ab327d52e1d040", machine_translation=True),
    _page("howtocode-cnn-full-bn", "dl.howtocode.dev", "bn", "cnn/cnn-full.md",
          "f6b36457193e9f9e8258e34fb9880f60e9ddbaf27dcd350a0220d199ddc22561"),
    _page("appmaster-obhaarphittin-bn", "appmaster.io", "bn", "bn/glossary/obhaarphittin.md",
          "cd407761f36ea1c545b577c1c11c08bff2e2100fb51d78701e7ba38ac6de924a", machine_translation=True),
    # added before their labelling, when the Bengali pages chosen first proved to name few glossary
    # concepts: a Bengali API page on an optimizer, a Bengali wiki entry on the learning rate, a Bengali
    # Q&A page on momentum and weight decay, a Bengali blog post on the learning rate
    _page("tensorflow-adadelta-bn", "tensorflow.google.cn", "bn", "jvm/api_docs/java/org/tensorflow/framework/optimizers/AdaDelta-hl-bn.md",
          "598ef547d5068a74339d699a4536e9055525628222b45d7f8f0b37f424e7d16b", machine_translation=True),
    _page("wmflabs-learning-rate-bn", "bn.wiki.beta.math.wmflabs.org", "bn", "w/index.php-oldid-1336-শিখন_হার.md",
          "81fcd351121f5cd0dd9d4e8f70d0c59970e06b3169762ee233a44a79b4cf8064"),
    _page("qastack-regularization-bn", "qastack.net.bd", "bn", "stats/tagged/regularization.md",
          "db8e6e5f7e00c2d660f9c3aab0b1aae2c4d01666b7dae7876e8a86f0cb417deb", machine_translation=True),
    _page("deephazard-learning-rate-bn", "deephazard.com", "bn", "learning-rate-নিউরাল-নেটওয়ার্ক.md",
          "a1aac8f584df85c25f944c1b53df8c552115e069a2208b07b40712d1e6432d3a"),
    # and, for the same reason, three Bengali Q&A pages (softmax twice, batch normalization) and a
    # Bengali method page on batch normalization
    _page("qastack-softmax-bn", "qastack.net.bd", "bn", "programming/17187507/why-use-softmax-as-opposed-to-standard-normalization.md",
          "38f98bc4c2477dce6ec32f76efd2c948640d0ca6f42f70b5dde8f739e58c5d8a", machine_translation=True),
    _page("qastack-softmax-boltzmann-bn", "qastack.net.bd", "bn", "stats/347666/how-deep-is-the-connection-between-the-softmax-function-in-ml-and-the-boltzmann.md",
          "1fca6bcd5c61b5e683d30f42e2a6a99ee03dae8cfe6ee07bf5dd9f9ff7d6856e", machine_translation=True),
    _page("qastack-batchnorm-bn", "qastack.net.bd", "bn", "programming/34716454/where-do-i-call-the-batchnormalization-function-in-keras.md",
          "3ebafd9b2789c08a723759f8f443a50750287afe3bce56dd06e9bf53a192b46d", machine_translation=True),
    _page("scholargate-batch-normalization-bn", "scholargate.app", "bn", "bn/deep-learning/batch-normalization.md",
          "dcc5d4aaad472450f0bb63c6cf64d430dfa47729ab7f3dcce2e9be78011cf488"),
    # and, for the same reasons, a translated Dutch knowledge-base page on tensor cores and a Bengali
    # token-counter page on tokenization
    _page("codingmall-tensorkernen-nl", "codingmall.com", "nl", "knowledge-base/25-global/242820-wat-zijn-de-voordelen-van-het-gebruik-van-tensorkernen-in-gpus-voor-deepseek--modellen.md",
          "6b6d8bb83f03c522aaae3ad3c62c8a5223abb532906c6a3a79c8fc8a899a1f30", machine_translation=True),
    _page("whiz-token-counter-bn", "whiz.tools", "bn", "token-counter/bn.md",
          "63c1b9fc707b18672eb4ac1fe760fbaacbffc05a0573a5e8355b29202e40fdcd", machine_translation=True),
]
