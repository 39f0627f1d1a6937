"""The sources of the sixtieth evaluation set (``build_corpus.py --set sixtieth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyeighth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtieth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtieth/README.md``).

No packages. German and Simplified Chinese written by people whose subject is one of three families met least well
so far: training methods after and around pre-training (post-training, preference optimisation, LoRA's settings,
scaling laws, optimizers), collective communication and the frameworks built on it, and LLM serving and inference.
Chosen by title, address, repository path, heading or search excerpt before any labelling, in no earlier set, no
claim of another set and no reserved list (not huggingface/transformers' translated docs, not the Hugging Face
course). A page of the public page store is taken as the store holds its beginning, a last line the store cut in the
middle left out; a repository file is taken as an excerpt of whole lines at a section's boundaries (by headings,
before any counting of terms), so that no source gives many more than fifteen mentions.

Subjects (German): a self-hosting blog series' glossary, its section on LoRA and its settings, and its post on vLLM
(the sections on choosing a serving framework and on quantization); an online book on LLMs, its pages on the RLHF
pipeline (two), PagedAttention and the Chinchilla scaling laws; a blog post comparing optimizers for LLMs; two
articles of a German news-digest site on GRPO and on DPO versus RLHF. Subjects (Chinese): two overviews of
post-training (a blog post on SFT, DPO and online RL; lecture notes on RLHF, PPO and DPO), a wiki note on DPO, a
blog post on RLHF versus DPO, DeepSpeed's communication over NCCL, NCCL's collectives, SGLang's latency (TTFT and
TPOT), the Muon optimizer (a researcher's blog) and DeepSpeed ZeRO with offloading. Traps (ordinary words that look
like glossary terms): the distillation of Chinese spirits ("蒸馏", Chinese) and a natural-gas pipeline whose planned
routes ran "parallel" ("Pipeline", German). No text here is known to be a machine translation; the two news-digest
articles (dasgeld.co) and the optimizer post (office-work.net) read like text drafted with a model's help in German
itself, and may be; the online book (llmerklaert.de) mixes German and English terms throughout, as its author writes.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 59  # the seed is the first set's plus this: the second set used 1, ..., the fifty-ninth 58

PACKAGES: list[dict] = []


# Repository files at this commit (a snapshot of the repository, as the code index holds it); no licence checked
# ("unstated").
_HANASOBI = ("hanasobi/self-hosted-llms-tutorial", "e0ac476095e89280d441e0854f1e647551c6f2f9", "unstated")

# Chosen by path, heading, title or search excerpt before any labelling; every line of an excerpt or page is in a
# window.
TEXTS = [
    # --- German
    # fine-tuning: a self-hosting blog series' glossary, its entries from LoRA to trainable parameters (lines 107-131)
    repo_excerpt("hanasobi-glossary-lora-de", _HANASOBI, "de", "docs/posts/glossar-self-hosted-llms.md", 107, 131,
                 "6ee1aaa5d491c29e274249015a030f549eb4256c08a8928a454e4a2080e270bb"),
    # serving: the series' post on vLLM on Kubernetes, its sections on choosing a serving framework and on
    # quantization (lines 184-226)
    repo_excerpt("hanasobi-vllm-framework-de", _HANASOBI, "de", "docs/posts/02-vllm-kubernetes-basics.md", 184, 226,
                 "afec5881c5262b64bae4306b9af98b5369bd6b6aa160f82a51b35650da3746f8"),
    # post-training: an online book on LLMs, its page on RLHF training (three phases, the reward model)
    page("llmerklaert-rlhf-training-de", "llmerklaert.de", "de", "Chapter_6/rlhf-training.html.md",
         "98315d5f9428c8aad9cc74c47dd9e5e280dd6d525e94a494cd3df7bde19b5841"),
    # ... its page walking through the RLHF pipeline
    page("llmerklaert-rlhf-pipeline-de", "llmerklaert.de", "de", "Chapter_6/rlhf-pipeline-scrollytelling.html.md",
         "13e6a7fa4c78bfe33822ff683ac8753774cd0402f7a1d4a1fc27ccb5424ee6b1"),
    # serving: ... its page on PagedAttention
    page("llmerklaert-paged-attention-de", "llmerklaert.de", "de", "Chapter_4/paged-attention-animation.html.md",
         "c68bab4dab22309e9a6bb348e5da5d5ac5c856d68ffe2001376eac284a6459e3"),
    # scaling laws: ... its page on the Chinchilla scaling laws
    page("llmerklaert-chinchilla-de", "llmerklaert.de", "de", "Chapter_8/chinchilla-scaling-laws.html.md",
         "62a84ef83a3a65ba891564016023a5dd9820d0c86291c28d7f88f1fc57d33d1b"),
    # optimizers: a blog post comparing AdamW, Adafactor and Lion for LLMs
    page("officework-optimizers-de", "office-work.net", "de",
         "optimierer-fur-large-language-models-adamw-adafactor-und-lion-im-vergleich.md",
         "b11b6ea84dea75ef2157a565f5269457a1ed681373f90da325677a4d60432ebe"),
    # post-training: a news-digest article on GRPO
    page("dasgeld-grpo-de", "dasgeld.co", "de", "posts/1BB1DCAA-6C94-4797-BCA0-97B0BAE9B6DD.md",
         "a07ec608fd51b9d39f73c836c8a7769ade078b0c6780f63372ea067a43ca3002"),
    # ... and one on DPO versus RLHF
    page("dasgeld-dpo-rlhf-de", "dasgeld.co", "de", "posts/482ED27E-DEFB-4830-8042-7FB37AE2E2F4.md",
         "9df5c85f89b42d58fa3f3a00f9248b21f71b83762aff73ab2457c6e5cd177c65"),
    # --- Simplified Chinese
    # post-training: a blog post's overview of post-training (SFT, DPO, online RL; its opening up to pre-training)
    page("pfcclab-post-training-zh", "pfcclab.github.io", "zh-Hans", "posts/post-training-overview.md",
         "a86400535eab1ab07bd064e2c3853e2ecfe19443a7fab69afa9650f867cde677"),
    # ... lecture notes on alignment (SFT, RLHF with PPO, DPO)
    page("yyzhang-cs336-alignment-zh", "yyzhang2025.github.io", "zh-Hans",
         "posts/LearningNotes/CS336/Lectures/Lecture15/lec15.html.md",
         "0bef83c09d3fec7680b656d34721b28a19f84084db61d532ec35b1a78eca07b0"),
    # ... a personal wiki's note on DPO
    page("wwsun-dpo-zh", "wwsun.github.io", "zh-Hans", "wiki/DPO.md",
         "19c5fe326aeb0021f017bb0709db10c6d3bbbc2583fd7d5232f6ca742698d46f"),
    # ... a blog post on RLHF versus DPO
    page("csdn-rlhf-dpo-zh", "blog.csdn.net", "zh-Hans", "qq_46094651/article/details/155533915.md",
         "45ab55a6d9b0320fab46338ee361fedf14fa8ba570144f7669484eda270200d5"),
    # collectives: DeepSpeed's communication across nodes over NCCL
    page("mynw-deepspeed-nccl-zh", "mynw.cn", "zh-Hans", "cloud/26767.html.md",
         "e7ab791be2a3378881af420f77c00372b72076553377fed09f390a962b1635f6"),
    # ... a blog post on NCCL's collective operations
    page("xuesongtap-nccl-comm-zh", "xuesongtap.github.io", "zh-Hans", "2025/12/29/comm.html.md",
         "546ebfe64c95db2137efa02d95e61511d449ed7a661851817e5b977da1e1e49c"),
    # serving: a post on SGLang's latency (TTFT and TPOT)
    page("pwwt-sglang-latency-zh", "www.pwwt.cn", "zh-Hans", "news/936104.md",
         "38c0edefe9aece7848da9f17e42a7092280556aa151be069a07e7a2c18d79674"),
    # optimizers: a researcher's blog post on switching to the Muon optimizer (its introduction)
    page("spaces-muon-zh", "www.spaces.ac.cn", "zh-Hans", "archives/11416.md",
         "aa5d3f0a4147ec4ba790a037085075b5d86f89cc1b91ddaa611d1c16bf88d464"),
    # frameworks: a blog post on DeepSpeed's core idea (ZeRO, offloading to the CPU)
    page("coloradmin-deepspeed-zh", "coloradmin.cn", "zh-Hans", "o/967868.html.md",
         "6c7dd650a080b6d824b365cbbd3c181b769f0a9d1a8fc72cf3c1c71175efad4f"),
    # --- traps: ordinary words that look like glossary terms
    # the distillation of Chinese spirits (白酒蒸馏)
    trap(page("oryoy-baijiu-distillation-zh", "www.oryoy.com", "zh-Hans",
              "news/jie-mi-bai-jiu-zheng-liu-chuan-tong-gong-yi-yu-xian-dai-tiao-zhan-bei-hou-de-mi-mi.html.md",
              "73cee71ac92d9b379533b3bd8ab0e01a7532f807440ced4b9f2eb839ca12b3c4")),
    # a natural-gas pipeline (Pipeline, routes running parallel)
    trap(page("chemie-gas-pipeline-de", "www.chemie.de", "de",
              "news/21094/wingas-und-ruhrgas-planen-erdgasfernleitung-in-sueddeutschland.html.md",
              "7aa3146959e466c37af90a4ce2bf7a21dce1d4d8ad1e4a9dd23f35c1ea5c8069")),
]
