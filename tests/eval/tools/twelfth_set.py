"""The sources of the twelfth evaluation set (``build_corpus.py --set twelfth``).

Plain data, read by ``build_corpus.py`` as ``eleventh_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set twelfth --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/twelfth/README.md``).

Packages: five ML packages (a quantization library of integer, minifloat and MX number formats; a
framework of device meshes, collectives and model parallelism for TPUs; a library of Transformer
architectures and their code; a supervised fine-tuning trainer with distributed training loops; an
offloading inference engine for large models on one GPU) and two trap packages (a workflow manager whose
checkpoints, pipelines and jobs are a workflow's; a web API framework whose tokens, serializers and models
are authentication's and a database's), in no earlier set, no development sample and no reserved list;
windows of 15-25 lines cut by the builder's regular expressions with the twelfth set's seed. Texts in
French, Dutch and Bengali: repository files and stored pages chosen by title before any labelling, each
cut into consecutive windows of at most 40 lines, so that every line is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 11  # the seed is the first set's plus this: the second set used 1, ..., the eleventh 10


_package = package_entries(count=5)


PACKAGES = [
    # ML: Brevitas (quantization: integer, minifloat/FP8 and MX formats); Mesh TensorFlow (meshes,
    # collectives, model parallelism on TPUs); TorchScale (Transformer architectures: RetNet, LongNet,
    # MoE layers); InstructLab training (SFT with FSDP and DeepSpeed, checkpoints); FlexGen (offloading
    # inference engine: batching, KV cache, compression)
    _package("brevitas", "0.13.4", "ml", "wheel", "brevitas-0.13.4-py3-none-any.whl",
             "44bc191afe5fcbe2bf8a8dda7b6afcf9fe901b0c3d12d8adff337b88dc1495f4", "BSD-3-Clause (AMD)"),
    _package("mesh-tensorflow", "0.1.21", "ml", "wheel", "mesh_tensorflow-0.1.21-py3-none-any.whl",
             "747d46696ad260ae59a566fc1726749b99080973b07aae098be5714931a3ad80", "Apache-2.0"),
    _package("torchscale", "0.3.0", "ml", "wheel", "torchscale-0.3.0-py3-none-any.whl",
             "b3bf4950cece4b84c5c20a8ce782ff52cf4234c10539a2638524dc087d389a73", "MIT"),
    _package("instructlab-training", "0.16.2", "ml", "wheel", "instructlab_training-0.16.2-py3-none-any.whl",
             "af3eece2b07691435b41dcc84e0bcd8e0dd8ec8a44cb7de726838a737b2b78b7", "Apache-2.0"),
    _package("flexgen", "0.1.8", "ml", "wheel", "flexgen-0.1.8-py3-none-any.whl",
             "d08f916bfb9ef295123c40d46ea14a26540600047fb0c02c146a8b5ef40e02c5", "Apache-2.0"),
    # traps: Snakemake (workflow checkpoints, rules, jobs, pipelines) and Django REST framework
    # (authentication tokens, serializers, models of a database, throttling)
    _package("snakemake", "9.27.1", "trap", "wheel", "snakemake-9.27.1-py3-none-any.whl",
             "cb8b9045c68d2d561520a92d78c8acb0e7383cd7958adde1efb68d97a0601a92", "MIT", count=2),
    _package("djangorestframework", "3.18.3", "trap", "wheel", "djangorestframework-3.18.3-py3-none-any.whl",
             "8544bb674846731b1e3c9b309236ee1dc412905a0aa725be2ec193ca950a7d12", "BSD-3-Clause", count=2),
]

# Repository snapshots at these commits; each stored file is the whole file, copied unchanged.
_SCIBASE = ("skizeup/Sci-Base", "c6328e770a21607fdd06fd6b6ba98c9cd7d16e13", "unstated")
_PROJET_RL = ("gaiedzayneb1/projet_rl", "6db537bbd21c13704d9b537bf4bf0d6a154ccbe0", "unstated")
_RAG_LLM = ("AhmedShahan/RAG_LLM", "12fd99f846c684bbb44533603502e8ad24d34c3f", "unstated")


_text = repo_file


_page = page


_SB = "data/topics/"

# Chosen by file or page title before any labelling; every line of a file or page is in a window.
TEXTS = [
    # French: summaries of papers and topics of a French-language study site (written with a language
    # model, as each file's front matter says): attention, Adam, dropout, batch normalization, BERT,
    # expert pruning in mixture-of-experts models, reinforcement learning for LLMs, the LLM and NLP topic
    # summaries; a project README on RLHF (SFT, reward model, PPO)
    _text("scibase-attention-fr", _SCIBASE, "fr", _SB + "machine-learning/paper-summaries/attention-is-all-you-need.md",
          "a3217bb9d972daec467e0066dfe15044640da2a7d54072bcec59d6ac8225309f"),
    _text("scibase-adam-fr", _SCIBASE, "fr", _SB + "machine-learning/paper-summaries/adam-a-method-for-stochastic-optimization.md",
          "7b09fec0cff05e13c7d72d9ba5ed979263b549af6cbbeb127f085ce6f1f82919"),
    _text("scibase-dropout-fr", _SCIBASE, "fr",
          _SB + "machine-learning/paper-summaries/dropout-a-simple-way-to-prevent-neural-networks-from-overfitting.md",
          "949717240734603a35550e77ef8448b8b4c7410937a86e9e68a2e5fb76a5e2bf"),
    _text("scibase-batchnorm-fr", _SCIBASE, "fr",
          _SB + "machine-learning/paper-summaries/batch-normalization-accelerating-deep-network-training-by-reducing-internal-covariate-shift.md",
          "578b02c69c3671d82ed575dcf959672a3e78649339fb2f2816bb6a5225baa300"),
    _text("scibase-bert-fr", _SCIBASE, "fr",
          _SB + "natural-language-processing/paper-summaries/bert-pre-training-of-deep-bidirectional-transformers-for-language-understanding.md",
          "dfbc657fb00599f79ff3d2a87e4c53cc495f5aa30297f6e110fe3481ff95597b"),
    _text("scibase-moe-pruning-fr", _SCIBASE, "fr",
          _SB + "large-language-models/paper-summaries/not-all-experts-are-equal-efficient-expert-pruning-and-skipping-for-mixture-of-experts-large-language-models.md",
          "578282f2c084e02e11174d9b9bc438e9d410cd19a49c0afbcad5b1b1bd937eb4"),
    _text("scibase-rl-llm-fr", _SCIBASE, "fr",
          _SB + "large-language-models/paper-summaries/reinforcement-learning-meets-large-language-models-a-survey-of-advancements-and-applications-across-the-llm-lifecycle.md",
          "81dd45a4b09d3f5df21ecd7a68b51ae9757cc3549ab4ad577900fc5ceee3e188"),
    _text("scibase-llm-summary-fr", _SCIBASE, "fr", _SB + "large-language-models/summary.md",
          "6a6a5f7badf88c9d9817293bd7e57f5778a234c01c2a90fdba64c4acac0a058b"),
    _text("scibase-nlp-summary-fr", _SCIBASE, "fr", _SB + "natural-language-processing/summary.md",
          "8937e946ff572bda303d923784a3c6be6a5dad9f1ab3d6aa5236a75bb90906e7"),
    _text("projet-rl-rlhf-fr", _PROJET_RL, "fr", "README.md",
          "6a71df70afa54677862757d25ecd8f0a3819c61e2a4580b49bc1ad90c262eaf6"),
    # Dutch: explainers of how LLMs work, tokenization and the sampling temperature; glossary
    # and knowledge-base pages on RAG and fine-tuning; an introduction to LLMs for data professionals; a
    # (machine-translated) article on LLMs
    _page("osedai-hoe-llm-werkt-nl", "osedai.com", "nl", "ai/onderzoek/hoe-een-large-language-model-llm-werkt.md",
          "a8ce9e5acc6da9a99ac8a626f7a2d387e956afcad8acfc795215d3a1a290ffab"),
    _page("datanorth-tokenisatie-nl", "datanorth.ai", "nl", "nl/blog/tokenization-for-llms.md",
          "4078520f5293a71689ed2a12d42e6ad826b29ef42c2554f39af0815d29183664"),
    _page("webenable-temperatuur-nl", "www.webenable.nl", "nl", "nl/techblog/wat-is-temperatuur.md",
          "bd0a9d248aa246d797245216491f0e2415a1e29deb458fe25932819b2d02c962"),
    _page("mgsoftware-rag-nl", "www.mgsoftware.nl", "nl", "kennisbank/rag.md",
          "4a7abef708562664175b6df6b1153c41e4ee9cbdae14659a60120a76efeb1316"),
    _page("xa4a-fine-tuning-nl", "www.xa4a.net", "nl", "ai-begrippenlijst/fine-tuning.md",
          "15019c1a8a87487f00da37687224b50b33643f754513b48a0fb903bd7ec95ecf"),
    _page("datapartner365-wat-is-llm-nl", "datapartner365.nl", "nl", "blog/wat-is-llm.md",
          "b38197325324ccf9be8aad669eb6fde7f19953093c64d1e6249aca0997f5a55d"),
    _page("hands-on-ai-rag-nl", "hands-on-ai.nl", "nl", "woordenboek/rag.md",
          "69ea33f758cdf75847a8a2183e58dc2a60345acf8cf8453d1c7c98c0c9d7a569"),
    _page("aismarttalk-llm-nl", "docs.aismarttalk.tech", "nl", "nl/blog/llm.md",
          "93863413ee7223e5d10d22da6a2e28b39d9f1a56859047237e9e7863215c0aca", machine_translation=True),
    # Bengali: an article on the Transformer; translated API documentation (embeddings, text generation
    # models, fine-tuning); news on HBM, TPUs, a 1.58-bit model and Blackwell GPUs; a wiki page on TPUs;
    # a tutorial on generation settings; blog posts on ChatGPT and on fine-tuning; Python comments in
    # Bengali on tokenizers and query embeddings
    _page("akaademy-transformer-bn", "akaademy.org", "bn", "p-5499.md",
          "284ef20476898b14b355db38971d4229a86e9f6e906daeba1c865f95d371efbe"),
    _page("alldevstack-embeddings-bn", "www.alldevstack.com", "bn", "bn/openai/embeddings.md",
          "f36c739ac3bc6dc51d25637afd4b0a3d5e51a28f19a2b4742e95e8a607cbc0cf", machine_translation=True),
    _page("alldevstack-gpt-api-bn", "www.alldevstack.com", "bn", "bn/openai/gpt-api.md",
          "0bc93309d80f5c5bc9747695f7f49292e16406b8278e0364f6062fc4759aaa19", machine_translation=True),
    _page("alldevstack-fine-tuning-bn", "www.alldevstack.com", "bn", "bn/openai/fine-tuning.md",
          "94c527663f7cb63b7703fe7e63ef15fd756339b896ceb523cf1bc14a5801af22", machine_translation=True),
    _page("protidinerkatha-hbm-bn", "protidinerkatha.com.bd", "bn", "p-20890.md",
          "815169434236cf7d9be53fb7417ccff3d44becfbb0aa943a00b139460c223108"),
    _page("priyo-tpu-supercomputer-bn", "tech.priyo.com", "bn", "news/গুগল-জানাল-তাদের-সুপারকম.md",
          "29365d7d4a2cb2bba6e9089914493444c384ad608ee44e6faea2ac42fe79c348"),
    _page("binaryoption-tpu-bn", "binaryoption.wiki", "bn", "bn/index.php-title-TPU.md",
          "ebdbb6b78b2b72489b5d5d7ecea3e92fa553da4b7d1376ab2bcdd5b2374c3743"),
    _page("studywithgpt-settings-bn", "studywithgpt.com", "bn", "bn/tutorial/ztmg2m.md",
          "a8b9677752fddba96c4f02513310b9b7ba442df819748d189aab57cde54f82f9", machine_translation=True),
    _page("digpu-bitnet-bn", "newsfeed.digpu.com", "bn", "bengali/মাইক্রোসফট-বিটনেট-b1-58-2b4t-প্রক.md",
          "664de2a658b7d18daeacd7d17f11cfcdf48ddec46f469bbc9caa1dd8fd48f6e2", machine_translation=True),
    _page("mdsoleiman-chatgpt-bn", "mdsoleiman.blogspot.com", "bn", "2022/12/chat-gpt.md",
          "a7a223d21bab18fc6b5c7fa9bdb90ed93ab66265f904d20f1b00163482d07974"),
    _page("tipclaw-fine-tuning-bn", "tipclaw.com", "bn",
          "technology/in-depth-understanding-of-fine-tuning-a-guide-to-ai-model-fine-tuning-and-applications/bn-BD.md",
          "05806bf20ff24c5c1a792d644c720fe965d2be9e092d69f23165b289224a4db7", machine_translation=True),
    _page("ekhon-blackwell-bn", "ekhon.tv", "bn", "information-technology/technology/690734de3d0c9a29628d8d1c.md",
          "1a97b66a12a424ebba657c495877fff8ff18dc87fa1cad4fb861bb2da8490c38"),
    _text("rag-llm-bert-embedding-bn", _RAG_LLM, "bn", "2_queryEmbadding_bert.py",
          "13a10b08ea27e3790400ed15a4535d2dd16f398584ce53cd7ad9a6c2f4e9ad47"),
    _text("rag-llm-distilbert-embedding-bn", _RAG_LLM, "bn", "3_query_embadding_distil_bert.py",
          "62326bea65cf4994fd16d51b8af34b407a9e21271a7255f2194f02f223ed193d"),
    _text("rag-llm-sbert-bn", _RAG_LLM, "bn", "4_sbert.py",
          "84d5678d5397b28b3a93ffa60a24c427c324d0452f5f2abf252be96cb3e8d5b3"),
]
