"""The sources of the sixty-eighth evaluation set (``build_corpus.py --set sixtyeighth``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtysixth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set sixtyeighth --errors``), labelled by hand before the engine ever ran on it
(``tests/eval/data/sixtyeighth/README.md``).

No packages, no repository files. Spanish, German, Simplified Chinese and Japanese written by people whose subject is
a training method of large models: the stages of training (pre-training, fine-tuning, post-training), preference
optimisation and RL for language models (RLHF, PPO, DPO, GRPO, a reward or reference model), scaling laws, LoRA and
its settings and the merging of its adapters, and accumulating gradients over small batches. Chosen by title,
address or search excerpt (searches of the page store in each language on those subjects), before any reading for
terms, on a host that no earlier set uses, no claim of another set and no reserved list (not huggingface/transformers'
translated docs, not the Hugging Face course). A page of the public page store is taken as the store holds its
beginning, a last line the store cut in the middle left out, and then cut, by a rule fixed before any page was read
for terms, to its first sixteen lines of text (blank lines not counted); most pages end before that.

Subjects (Spanish): fine-tuning, instruction tuning and RLHF after base training (a personal blog), LoRA for
newcomers (a tech site), LoRA explained (a mentoring platform's blog), PPO and GRPO with pre- and post-training (a
news blog), GRPO against PPO (a second page of that blog), accumulating gradients (a glossary blog). German: pretraining, finetuning and instruction tuning (a
consultancy's series), DPO and its reference model and GRPO (two pages of a company's news digest), LoRA (an LLM catalogue's glossary),
RLHF (an IT training lexicon), LoRA against other ways of adapting a model (a services platform's blog), LoRA
explained (a podcast's show notes). Simplified Chinese: SFT, PPO, DPO and GRPO (a cloud vendor's developer community),
SFT and fine-tuning methods (personal notes reposted on an aggregator), merging LoRA weights (a repost of a CSDN post).
Japanese: LoRA and PEFT (a personal tech blog), fine-tuning, PEFT and LoRA (study notes), scaling laws (a glossary
site), LoRA (a dictionary site). Traps (ordinary words that look like glossary terms): a loyalty programme's rewards
("recompensa", Spanish) and a merger of companies ("Fusion", German).

Machine translation or generation: none is known to be a translation. The Spanish PPO and GRPO posts (eldinero.lat) are
from a network of sites publishing long generated-looking articles under UUID addresses (they may be machine-written);
the German news digest (www.mind-verse.de) summarises papers in a style that may be generated; the Chinese LoRA-merge
post (hey99.cn) is a repost of a CSDN article; the Spanish trap (bonusqr.com) is a Polish company's Spanish page and
may be translated. Data-parallel plumbing in PyTorch (DataParallel, DistributedDataParallel, DistributedSampler,
no_sync) and optimizers for large models (AdamW, Muon, 8-bit or paged optimizers) were searched for in these
languages and found in the page store only on earlier sets' hosts, in machine translations (seofai.com, runebook.dev)
or as page titles without text: the set has none of them.
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 67  # the seed is the first set's plus this: the second set used 1, ..., the sixty-sixth 65

PACKAGES: list[dict] = []

# Chosen by title, address or search excerpt before any labelling; every line of a stored page is in a window.
TEXTS = [
    # --- Spanish
    # post-training: fine-tuning, instruction tuning and RLHF after base training (a personal blog)
    page("emanuelpeg-posttraining-es", "emanuelpeg.blogspot.com", "es", "2025/12/como-se-ajustan-y-mejoran-los-modelos.html.md",
         "18bf5129dda505c79cecb1c5b9f52f3f39fe4d2857e1d5a7edf83a6f2a8ba9e4"),
    # LoRA: low-rank adaptation for newcomers (a tech site)
    page("mangasverdes-lora-es", "mangasverdes.es", "es", "inteligencia-artificial/es-adaptacion-bajo-rango-lora-dummies_3262_102.html.md",
         "aff710fde55100f8e0ff4342f9a12415090c6c5317f19b631a6e4cae423c32f9"),
    # LoRA: what it is and how it works (a mentoring platform's blog)
    page("mentorestech-lora-es", "mentorestech.com", "es", "resource-blog-content/que-es-lora.md",
         "d25bcfbe90cd50c75c884f72e178bd645ff0e26cd605a3b46354439587d5d5f2"),
    # RL for LLMs: PPO and GRPO, pre-training and post-training (a generated-looking news blog)
    page("eldinero-ppo-grpo-es", "eldinero.lat", "es", "posts/9C231867-D214-4599-82E9-5F044843D7A4.md",
         "9105c8ed1f1a77c0b42152c9e61be804c81c24f0bb25e60ee1ff12636f7a586c"),
    # RL for LLMs: GRPO against PPO (a second page of the same news blog)
    page("eldinero-grpo-es", "eldinero.lat", "es", "posts/E87844D6-B9B2-401C-BD28-CCF7F6C688B2.md",
         "c4babec07d6ead271e353617873832e89196c05a867e60e6585fecd5eb60103a"),
    # data-parallel plumbing: accumulating gradients over small batches (a glossary blog)
    page("iartificial-gradient-accumulation-es", "iartificial.blog", "es", "glossary/gradiente-acumulado.md",
         "196b8fabe80dddbb653b5e792895001be88707738191c373b0f715b10f736bcb"),
    # --- German
    # stages: pretraining, finetuning and instruction tuning (a consultancy's article series)
    page("datista-pretraining-de", "datista.de", "de", "pretraining-finetuning-spezialisierung-wie-llms-ihren-charakter-entwickeln.md",
         "289d0c7e9be251706b6cb4649c43e698b4ed9e4ecdd1b5b52f1ef358139d4b6d"),
    # preference optimisation: DPO and its reference model (a company's news digest)
    page("mindverse-predpo-de", "www.mind-verse.de", "de", "news/neue-ansaetze-optmierung-praferenzdaten-ki-entwicklung.md",
         "08b049349581a7d11ad4227f3e5a15dca303194344f4f00023cf3cda15b80196"),
    # LoRA against full fine-tuning and prompt tuning (a services platform's blog)
    page("anyhelpnow-lora-de", "anyhelpnow.com", "de", "blog/fine-tuning-vs-prompt-tuning-vs-lora.md",
         "030d39905db1701aead2083359c24db0f1c99957665ac75b3d7b7d9ffc3d8e12"),
    # LoRA and finetuning explained (a podcast's show notes)
    page("letscast-lora-de", "letscast.fm", "de",
         "sites/die-ki-kantine-der-entwickler-podcast-ueber-kuenstliche-intelligenz-9939bf3a/episode/spezialisten-fuers-sprachmodell-lora-und-finetuning-erklaert.md",
         "e3d8569e9be882e6da5edd20ea92f2ad8fad2fc006b371288f5ba45d6e393d92"),
    # RL for LLMs: GRPO for diverse generations (a second page of the same news digest, mostly its menu)
    page("mindverse-grpo-de", "www.mind-verse.de", "de",
         "news/optimierung-generierungsdiversitaet-ki-modelle-group-relative-policy-optimization.md",
         "0a3b44b4b487d7a70efdb2893188ec0c6c6f147c965e2e77957ef52f8cd1b08b"),
    # LoRA: a glossary entry (an LLM catalogue site)
    page("llmbase-lora-de", "llmbase.ai", "de", "de/glossary/lora.md",
         "351591007ff9c98b9a11445011b8656337ceb405deee656acfb34eb752c23168"),
    # RLHF: reward model and the three phases (an IT training lexicon)
    page("ausbildung-rlhf-de", "ausbildung-in-der-it.de", "de", "lexikon/rlhf.md",
         "84114320b8ca5939e405e49ac2c0b0cb32a6cf4d58839b1b8a56aa586174e659"),
    # --- Simplified Chinese
    # RL for LLMs: SFT, PPO, DPO and GRPO explained (a cloud vendor's developer community)
    page("volcengine-rl-zh", "developer.volcengine.com", "zh-Hans", "articles/7602121654538272810.md",
         "06da054c12bd2a78c9f5f77be6e00a341adff48a7beed15db14cfe2ecd6ad681"),
    # post-training: SFT and fine-tuning methods, LoRA (personal notes on a news aggregator)
    page("mzph-sft-lora-zh", "www.mzph.cn", "zh-Hans", "news/1170435.shtml.md",
         "da22b0002a88233020c1f5ae34e99171c36af077b19f25a2880aa0ce47b2a1d3"),
    # LoRA: merging adapter weights into the base model (a repost of a CSDN post)
    page("hey99-lora-merge-zh", "hey99.cn", "zh-Hans", "shot/CSDN_155848339.md",
         "03b288707367c7ac2a40e50f607fbd0fd264ce1a6f76e0c2f84bdce43b100c2b"),
    # --- Japanese
    # LoRA and PEFT: lightweight fine-tuning (a personal tech blog)
    page("hpscript-lora-peft-ja", "hpscript.com", "ja", "blog/llm-lora-peft%e8%bb%bd%e9%87%8f%e3%83%95%e3%82%a1%e3%82%a4%e3%83%b3%e3%83%81%e3%83%a5%e3%83%bc%e3%83%8b%e3%83%b3%e3%82%b0.md",
         "713e637530677996ef023035809adb8be2768595422e836a955ee22f5b2eea6d"),
    # fine-tuning, PEFT and LoRA: how they relate (personal study notes)
    page("komada-finetuning-lora-ja", "ryusei-komada.com", "ja", "ai_technology-study-notes/ai-fine-tuning-lora-relationship.md",
         "8029e12f855cfcab9b40f23981cb6ad5be52efb2367f1234ba2c7e31364c417f"),
    # scaling laws: Kaplan and Chinchilla (a glossary site)
    page("aireboot-scaling-ja", "ai-reboot.io", "ja", "glossary/neural-scaling.md",
         "814a64c978c6143c1f0e075d3a4d9dfd9b59f4d46630de3ea42923b456d755d6"),
    # LoRA: a dictionary entry (a tech glossary site)
    page("aiknowledge-lora-ja", "aiknowledge.tech", "ja", "dictionary/lora.md",
         "dfbe919e93d464bd602a973a85efa04cfeae8f4e5925c7bd24b77b770525196e"),
    # --- traps: ordinary words that look like glossary terms
    # a loyalty programme's rewards (recompensas)
    trap(page("bonusqr-recompensas-es", "bonusqr.com", "es", "es/articulo/como-iniciar-un-programa-de-fidelizacion-con-bonusqr.md",
              "0135e90ee59ac9ce15fe5c3754f0b1ff07240576af43ce14befd4d4284b6c167")),
    # a merger of companies (Fusion)
    trap(page("heikothieme-fusion-de", "www.heiko-thieme.com", "de", "boersenblog/boersenlexikon/fusion/index.md",
              "20435a3a5eabab295b1c20b7d7b3010c34c4100eb0ee8179915c61c6fef8cec4")),
]
