"""The sources of the eleventh evaluation set (``build_corpus.py --set eleventh``).

Plain data, read by ``build_corpus.py`` as ``tenth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set eleventh --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/eleventh/README.md``).

Packages: five ML packages (a quantization toolkit of number formats and accelerators; a
synthetic-data and preference-data framework for SFT, DPO and reward models; an auto-parallelization
framework of sharding, pipeline stages and collectives on XLA; a model-serving platform of engines,
batching and caches; a reference implementation of a model family's architecture, sampling and
quantization) and two trap packages (a real-time messaging library whose broadcasts go to rooms of clients; an
ODM whose models and pipelines are MongoDB's), in no earlier set, no development
sample and no reserved list; windows of 15-25 lines cut by the builder's regular expressions with the
eleventh set's seed. Texts in French, Dutch and Bengali: stored pages chosen by title before any
labelling, each cut into consecutive windows of at most 40 lines, so that every line of a page is
labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 10  # the seed is the first set's plus this: the second set used 1, ..., the tenth 9


_package = package_entries(count=5)


PACKAGES = [
    # ML: Intel Neural Compressor (FP8, INT8 and MX quantization, accelerators); distilabel (synthetic
    # and preference data, SFT and DPO datasets, reward models); alpa (auto-parallelization: shards,
    # pipeline stages, collectives); Xorbits Inference (serving engines, batching, caches); Meta's
    # llama-models (attention, RoPE, KV cache, sampling, quantized inference)
    _package("neural-compressor", "3.10", "ml", "wheel", "neural_compressor-3.10-py3-none-any.whl",
             "2694f88e8029028a7b071e4f296067744c1a40d52cd635b808e1ad30b618744b", "Apache-2.0"),
    _package("distilabel", "1.5.3", "ml", "sdist", "distilabel-1.5.3.tar.gz",
             "1c45cb8fede34339427923d463348867b78bddb4f8db9f9204f03398e8e8f3f0", "Apache-2.0"),
    _package("alpa", "0.2.3", "ml", "wheel", "alpa-0.2.3-py3-none-any.whl",
             "17dd005975cbd75d1c73f09a68fc3c151d1f0352bf2a896a2891a2fbfe335f50", "Apache-2.0"),
    _package("xinference", "4.1.0", "ml", "sdist", "xinference-4.1.0.tar.gz",
             "94a6023a02043fa1400b66c65a520b0421fb026c87e098c0a9088e1c8ae340bb", "Apache-2.0"),
    _package("llama-models", "0.3.0", "ml", "sdist", "llama_models-0.3.0.tar.gz",
             "6b30bc025ea69021778bc5b5acba1e4b05b47baf4235be284d26b9ea06911f79", "Llama licences (see its README)"),
    # traps: python-socketio (events broadcast to rooms and namespaces, message queues, sessions) and
    # beanie (a MongoDB ODM: document models, fields, aggregation pipelines)
    _package("python-socketio", "5.18.1", "trap", "sdist", "python_socketio-5.18.1.tar.gz",
             "07ab0e7c94a52833a67af1dc05958ad6fb0de69adc87de9198a61b22588c40d4", "MIT", count=2),
    _package("beanie", "2.0.0", "trap", "sdist", "beanie-2.0.0.tar.gz",
             "07982e42618cea01722f62d2b4028514a508a2c2c2c71ff85f07f6009112ffb3", "Apache-2.0", count=2),
]

_page = page


# Chosen by page title before any labelling; every line of a page is in a window.
TEXTS = [
    # French: a wiki page on fine-tuning and RLHF; an article on fine-tuning an LLM; two translated
    # paper summaries (RLHF alignment; speculative decoding for mixture-of-experts models); a glossary
    # page on language models; a list of LLM engineering projects; an article on mixture of experts;
    # notes of an introductory LLM course; two explainers of tokens and LLM basics
    _page("feraudet-fine-tuning-rlhf-fr", "ai.feraudet.com", "fr", "docs/llm-ia-generative/fine-tuning.md",
          "31eaeb41baaa96967d799e8fd3ed5d8737c19a2761e79ddf28cd98eb5b29c757"),
    _page("arkavia-fine-tuning-llm-fr", "arkavia.fr", "fr", "p-25420.md",
          "1ca28ab07e54ec345eacd21c8926dfffd966dc1dc9bc5be5436fbaeca716a16c"),
    _page("chatpaper-36544-alignement-rlhf-fr", "chatpaper.com", "fr", "fr/paper/36544.md",
          "1ebf6f97743aaeaed33e2bcfa48693128c3b94992f716d3e3e635dccabc14473", machine_translation=True),
    _page("chatpaper-141148-decodage-speculatif-moe-fr", "chatpaper.com", "fr", "fr/paper/141148.md",
          "2fbdc92eff0bebd31d1c3e7341891a23137732a76861a53eb659a3bc28d7d5e7", machine_translation=True),
    _page("giquello-ai-language-model-fr", "cyrille.giquello.fr", "fr", "informatique/ai_lm-rev-1768299707.md",
          "2f17f6c516269828c1ee88a7fe2343b9e906feede10cece67aed4edd85741356"),
    _page("oucnyi-projets-ingenierie-llm-fr", "web3.oucnyi.blue", "fr", "fr/discover/post/55790299214112.md",
          "9b0de509371029e5058d60e5157cccbd0f0853b1f5d8e0abe0fa800b7820c202", machine_translation=True),
    _page("sales-hacking-mixture-of-experts-fr", "www.sales-hacking.com", "fr", "fr/post/mixture-of-experts.md",
          "43f4fd2056501a49baca599f25943c9ebc60319555b595bb1ac5d767f3f152a7"),
    _page("lilys-intro-llm-fr", "lilys.ai", "fr", "fr/notes/llm-full-course-20260108/intro-large-language-models.md",
          "7b85ccb13104197e3e319744c4cba3bbc89e6a56d3ae1456a4f894dfab662bc4", machine_translation=True),
    _page("exfabrica-bases-ia-generative-fr", "exfabrica-web-pug-dev.azurewebsites.net", "fr", "blog/llm-1-les-bases-de-l-ia-generative-expliquees.md",
          "a1f1474f1780d2b6bbe2248881b227421b874e4ebd64daa4403bd72135ecbeec"),
    _page("mustparis-jetons-llm-fr", "www.mustparis.com", "fr", "jetons-llm-definition-utilite-et-fonctionnement-en-ligne.md",
          "3578eacf30235566888780090605a804e7e2f321b750f703da6eef0463db2942"),
    # Dutch: two study summaries on LLMs and transformers; a post on tokens and context size; an
    # explainer of tokenization and word embeddings; a government video transcript on tokens; two
    # hardware news articles (HBM, Blackwell); a blog post on building LLMs; an explainer of
    # language models; a page on AI building blocks; a translated post on building a language model;
    # a documentation page on running a model locally (quantization levels; its model card quoted in English)
    _page("stuvia-llms-transformers-nl", "www.stuvia.com", "nl", "nl-nl/doc/10210743/samenvatting-media-en-digitale-samenleving-zso.md",
          "45ed18f3c5aa86b32740d2566ebbb46fce436f14eaca1831ed49c9926832f2c6"),
    _page("stuvia-large-language-models-nl", "www.stuvia.com", "nl", "doc/4315953/samenvatting-media-en-digitale-samenleving.md",
          "f229bf22e5343df6707a948fd97469b87d111a3174d233f331f95526501e10b0"),
    _page("onderwise-tokens-en-contextgrootte-nl", "onderwise.nl", "nl", "tokens-en-grootte.md",
          "ad612023b77bee96530f453ebc2f9fc1026022211dc075f84c284dff2eb00d75"),
    _page("aimaze-hoe-werkt-een-taalmodel-nl", "aimaze.nl", "nl", "ai-first-de-toekomst-wacht-niet-op-jou-copy.md",
          "e50d822c7a4100fd33ba3173844a3757cd58eeace25fc8351df35883e77928e7"),
    _page("it-academieoverheid-taalmodel-nl", "www.it-academieoverheid.nl", "nl", "documenten/videos/2025/10/20/wat-zit-er-in-een-taalmodel.md",
          "45c10e87abd125d03730b65562cb348d69e2ba81a01084733e5209fceacf08e7"),
    _page("4u-tech-taalmodellen-nl", "4u-tech.nl", "nl", "taalmodellen-de-stille-motor-achter-chatbots-content-en-kennisdeling-die-je-merk-laat-groeien.md",
          "f4ddcf53975ef8c5a618f1159d1820773f8c9b1e29e18a085f3e87b4a1f8a77a"),
    _page("mediaboog-ai-en-ml-nl", "www.mediaboog.nl", "nl", "ai-en-ml.md",
          "40e5d38d4b16d8712bbbf7eb00123598d199864f52d8a4a0ed8328b8ae55ceb4"),
    _page("vielhuber-groot-taalmodel-bouwen-nl", "vielhuber.de", "nl", "nl/blog/groot-taal-model-zelf-bouwen.md",
          "f16299679ba4f0d68c75efad1e8604c2c8ec2165bd5ca26dc4cea2dac46a12f2", machine_translation=True),
    _page("domoticx-deepseek-lm-studio-nl", "domoticx.net", "nl", "docs/deepseek-lm-studio.md",
          "a6798ab94a92e6080cae5b768cce621df95b8fb567df427603bc206d8d30cc57"),
    _page("tweakers-228382-hbm4-nl", "tweakers.net", "nl", "nieuws/228382/nvidia-ceo-vraagt-sk-hynix-om-hbm4-leveringen-half-jaar-te-vervroegen.md",
          "0c8cdf0dba94e563ccdc39d29b17cad0b2ec59bb5fd39f74eab39451b07f12ef"),
    _page("techzine-556891-blackwell-nl", "www.techzine.nl", "nl", "nieuws/infrastructure/556891/servers-met-nvidia-blackwell-chips-raken-oververhit-klanten-bezorgd.md",
          "7e74a849431c89b57416401388e7852f37a4c40638bb7bdf8ac0fe077b1341e4"),
    _page("orangecyberdefense-genai-deel-3-nl", "www.orangecyberdefense.com", "nl", "nl/blog/cybersecurity/vooruitgang-boeken-met-genai-deel-3-van-3.md",
          "268484152f36f44077fb32df9bfc7bcf8ef5c8fc3b201ef6509341c4aa08271c"),
    # Bengali: hardware news (H200 and HBM, tensor cores, CUDA, H100 chips); a news article on DeepSeek's
    # architecture; a book chapter on tokenization; an encyclopedia entry on large language models; a
    # Bengali LLM's research page; Gemini API and Firebase documentation pages (tokens, context caching,
    # embeddings, fine-tuning, hybrid inference); a blog post on DeepSeek; two blog posts on how ChatGPT
    # works; a translated article on batch sizes; and two trap pages (power transformers; the Transformers
    # toys)
    _page("therunnernewsusa-h200-bn", "therunnernewsusa.com", "bn", "২০২৪-সালে-আসবে-এনভিডিয়া.md",
          "f534afa31b590d5a472809a5b96cd6b470aa35e43a1707cc501fb6aa26ad7b70"),
    _page("thongtin-ces-2024-nvidia-bn", "thongtin.vietnam.vn", "bn", "bn/ces-2024-nvidia-cong-bo-bo-ba-chip-moi-cho-ai-pc.md",
          "9d124efc8a7851c4b30699f30b3f5bcb4ea97e537672c2e4682347f6cd611ef3", machine_translation=True),
    _page("vietnam-nvidia-nghin-ti-bn", "www.vietnam.vn", "bn", "bn/buoc-ngoat-nghin-ti-usd-cua-nvidia-tren-thi-truong-cong-nghe.md",
          "c8857d91c0151cdb32889257cf7e524489d81010568b260dc351f469ca3fd020", machine_translation=True),
    _page("51ycg-deepseek-cost-bn", "51ycg.com", "bn", "bn/news/affordability-deepseek--myth-revolutionary-ai-cost-16-billion-develop.md",
          "09f0d0d33f4adbaac8c7edba41074a296e20574952415693056f6322fceb8c5f", machine_translation=True),
    _page("rakibul-token-vector-bn", "rakibul-hassan.gitbook.io", "bn", "deep-learning/start-page/bn_nlp_token_vector.md",
          "7042eda7d6c1bf799629e6d1d582249638d5cc903f405e1fed041f58c162eb8b"),
    _page("redplanx-1488589-nvidia-chips-bn", "www.redplanx.com", "bn", "html/news/1488589.md",
          "18895b0589123a6c42f5791ddfc5530d3dccefb465f4c696245b22d0a43ee5f8", machine_translation=True),
    _page("defzone-large-language-model-bn", "defzone.net", "bn", "wiki/bn/বৃহৎ_ভাষার_মডেল.md",
          "eb3e40082ea12fde6bdfc948d59547f7d4a6c718b7c572d0a3d5371158022858"),
    _page("july-gpt-research-bn", "july-gpt.com", "bn", "july-gpt-research.md",
          "21bf5b8963559a4fd81f1916ec2e967032a26e142030d4dbd72cc5a233a0385c"),
    _page("gemini-tokens-bn", "ai.google.dev", "bn", "gemini-api/docs/interactions/tokens-authuser-4-hl-bn.md",
          "a9b5c1e3867b0444f5f0c57cff9f1b47b31bc09767977bee29f19f194e767b01", machine_translation=True),
    _page("gemini-caching-bn", "ai.google.dev", "bn", "gemini-api/docs/caching-authuser-0-hl-bn.md",
          "1c57d8e430a3880a8278849f990bd5c263d7081843b2e6ab0fff86cf2824cdf9", machine_translation=True),
    _page("gemini-embeddings-bn", "ai.google.dev", "bn", "gemini-api/docs/embeddings-authuser-09-hl-bn.md",
          "df415c5771afeddc3258945467349920d8665730acfa2a53b644fce627696aa6", machine_translation=True),
    _page("gemini-model-tuning-bn", "ai.google.dev", "bn", "gemini-api/docs/model-tuning-authuser-1-hl-bn.md",
          "b838c3dba91906a1b19c176498c73e68ef07f252d4b9c78dce9f7e172121780e", machine_translation=True),
    _page("firebase-hybrid-inference-bn", "firebase.google.com", "bn", "docs/ai-logic/hybrid-on-device-inference-api-dev-hl-bn.md",
          "4cc393d171b8abf87d84f0e12f3869731cb415093b94fee2b7864e9fb20d97d2", machine_translation=True),
    _page("aiprojukti-deepseek-bn", "aiprojukti.blogspot.com", "bn", "index.md",
          "27d76eeba5f3640795af653d3cd8d4d7fcaeb8ba281392edde51da3aecbd1fd7"),
    _page("scitech2022-chatgpt-bn", "scitech2022.blogspot.com", "bn", "2023/04/chatgpt_9.md",
          "786c43adb279ccbf59704322abc972676346fb3f8a71e0449b2986023fb95a4c"),
    _page("mpintu-chatgpt-bn", "mpintu.com", "bn", "2025/02/chatgpt.md",
          "3adc2146425e96adb86ceef7ffd0e21b6bc32a59e47f7065fd6ec7379cdbf1cb"),
    _page("richapps-batch-size-bn", "www.inference-unlimited.richapps.pl", "bn",
          "bn/bibhinna-byaca-sa-ijera-sathe-pariksa-niriksa-kara-ai-madele.md",
          "e3d707bbea3cf6c1d075da11a915040baeb710d14d82158fee0d0a6c3e577bfd", machine_translation=True),
    _page("langsungelectric-box-transformer-bn", "www.langsungelectric.com", "bn", "bn/Unveiling-Huas-Box-Transformers-Innovation-in-Power-Distribution.md",
          "ffd8ef89737d9cac0ef222079394c0e8bcd3097d788649438f99827895cfb65e", machine_translation=True),
    _page("996510-transformers-toys-bn", "bn.996510.com", "bn", "Toys/366.md",
          "740d8b31ac511a09fd4ba993901da16a76119e9e4038adbfa99cd6ba20da6698", machine_translation=True),
]
