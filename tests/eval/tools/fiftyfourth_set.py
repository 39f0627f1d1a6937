"""The sources of the fifty-fourth evaluation set (``build_corpus.py --set fiftyfourth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyfourth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyfourth/README.md``).

No packages. Fresh text written by people in Simplified Chinese and in Japanese, on any glossary family, as a reader
in those languages meets it: blog posts, study notes, a slide deck, a glossary-style article, course-like notes,
READMEs and the Chinese comments of a small language model's Python code. Chosen by path, section heading, page
title or search excerpt before any labelling, in no earlier set, no development sample, no claim of another set and
no reserved list (not huggingface/transformers' translated docs, not the Hugging Face course). A repository file is
taken whole or as an excerpt of whole lines chosen by section or by a class's start (stored under its own name, the
lines it holds; a Python excerpt keeps the ".py" suffix so that only its comments and docstrings are prose); a page
of the public page store is taken as the store holds its beginning, a last line the store cut in the middle left
out, and the pages that would give many mentions cut further, by lines, at a paragraph or slide end, before any
labelling (the Chinese parallelism article after its first section's opening, the Japanese slide deck after its
fourth slide, the Japanese article on distributed learning before its "deep dive" section).

Subjects (Chinese): the four parallelism strategies (an article), the KV cache (personal notes), mixed precision
(notes on a notion page), a small language model's attention code (its comments), notes on
that model's normalisation and positional encoding, notes on reading OLMo's model code, and a note outline on
fine-tuning. Subjects (Japanese): data and model parallelism (a blog post), distributed training for LLMs (the start of
a slide deck), distributed learning (a glossary-style article), Transformer notes (a personal memo and a short
explainer), a student's slides on QLoRA fine-tuning, and tips for training models (mixed precision, gradient
accumulation, data parallel). Traps (ordinary words that look like glossary terms): an electrical transformer
("变压器", Chinese) and quantization in quantum physics ("量子化", Japanese). No text here is a machine translation as
far as can be told; the Japanese glossary-style article (topiqlo.com) and the Chinese model-notes (minimind-notes) have
the even, list-like style of text drafted with an assistant's help, and may be.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 53  # the seed is the first set's plus this: the second set used 1, ..., the fifty-third 52

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_MINIMIND = ("ZZfive/minimind", "561979c7e34ed48bce320598952d892dce33ccd6", "unstated")
_NOTES = ("joyehuang/minimind-notes", "8e8b1fb0bed8d422653b7076b05bbc7e454baefa", "unstated")
_OLMO = ("CYRYGBG/Basic-LLM-Learning", "8f4c524180154b52fcca05e9ec357fe7d0d030ab", "unstated")
_TALK = ("exposir/ai-talk", "dbf2021829eb34efbb9cb95ea6d2865ef5ba168b", "unstated")
_QLORA_JA = ("takumi17/research", "dd16405f628ce437909eb38d903d219bd79dbbdd", "unstated")
_TIPS_JA = ("skthtu/tips_for_training_models", "8bbae959494db52d5fc6d410612dfb9d3a48a237", "unstated")

# Chosen by path, heading, title or search excerpt before any labelling; every line of a file, excerpt or page is in a
# window.
TEXTS = [
    # --- Simplified Chinese
    # parallelism: an article on the four parallelism strategies (its introduction and the opening of its first
    # section, lines 1-12 of the stored beginning)
    page("jishuzhan-parallelism-zh", "jishuzhan.net", "zh-Hans", "article/2005887475609812994.md",
         "fa519b51db35594938de3c491af65535356109b731858999268f737b0e9865c5"),
    # serving: personal notes on the KV cache
    page("yinzhipeng-kv-cache-zh", "yinzhipeng123.github.io", "zh-Hans", "markdown_log/AI/KV_cache.md",
         "139b17caa73eaf8b51a82b9cb199b9f34ba93e2fdeb1c26ccbd999453b1839a7"),
    # training: notes on mixed-precision training (a notion page)
    page("notion-mixed-precision-zh", "candied-skunk-1ca.notion.site", "zh-Hans",
         "d27bdf000e7c42eabd288f9d036ea5e7?pvs=4.md",
         "abaa02966b921fc91b982ece9f68576a8a3ca2253c02cc717806a747caeedfdb"),
    # a small language model's code: the start of its attention class (lines 127-166), Chinese comments (its
    # configuration, lines 1-40, was dropped before labelling: at this commit its comments are English)
    repo_excerpt("minimind-attention-zh", _MINIMIND, "zh-Hans", "model/model_minimind.py", 127, 166,
                 "ee1f87104e30a47373632b553761b8046b0eb7732f00b7481bf99b382c647098",
                 stored_as="model/model_minimind.py.127-166.py"),
    # notes on that model: RMSNorm's place in the Transformer (section 1.4, lines 113-133) and positional encoding
    # (sections 2.1-2.2, lines 136-168)
    repo_excerpt("minimind-notes-norm-zh", _NOTES, "zh-Hans", "knowledge_base.md", 113, 133,
                 "aa01fe6d5246590765a0eecd9fc2a52ad72abc0ddf213674dfd0a58a335a8a9a"),
    repo_excerpt("minimind-notes-position-zh", _NOTES, "zh-Hans", "knowledge_base.md", 136, 168,
                 "d53654e744d170b2baf003718f3f6857f89caf9041aeaa9b16405745f2391f87"),
    # notes on reading OLMo's model code (whole)
    repo_file("olmo-code-notes-zh", _OLMO, "zh-Hans", "Code/LLM06/LLM06.md",
              "b3dbb50415ddfcafc24a8f03be426890a78dcd8030bd01b0a7eafb36a4651528"),
    # a note outline on fine-tuning (whole)
    repo_file("ai-talk-finetuning-zh", _TALK, "zh-Hans", "notes/llm-internals/fine-tuning.md",
              "f49f674c08cd1d43aa016533218671d14bb0766af4049d7103bd9446f5749ad1"),
    # --- Japanese
    # parallelism: a blog post on data and model parallelism (its stored beginning, the cut last line left out)
    page("saycon-parallelism-ja", "saycon.co.jp", "ja",
         "archives/neta/ai%e3%81%ae%e5%ad%a6%e7%bf%92%e3%82%92%e5%8a%a0%e9%80%9f%e3%81%95%e3%81%9b%e3%82%8d"
         "%ef%bc%81%e5%88%86%e6%95%a3%e6%b7%b1%e5%b1%a4%e5%ad%a6%e7%bf%92%e3%81%ae%e3%80%8c%e3%83%87%e3%83%bc"
         "%e3%82%bf%e4%b8%a6.md",
         "dcbf858532b2eaa6231556154c8657ea5db46406eb37355cbc5cacdfbac01eff"),
    # distributed training for LLMs: a slide deck's first four slides
    page("slideshare-distributed-ja", "www.slideshare.net", "ja", "slideshow/ss-7984/264914233.md",
         "d278c8e633d35eebf4f7d9dfa7ab10ddd7430c98b2194e41e8515ff978e0f314"),
    # distributed learning: a glossary-style article (its introduction and overview, before its deep-dive section)
    page("topiqlo-distributed-ja", "topiqlo.com", "ja", "articles/distributed-learning.md",
         "e51b0ff94536ffd9378095796597d5b4ad0e071f83629d02def0d03709744f9c"),
    # architecture: a personal Transformer memo and a short Transformer explainer (cut after its decoder's masked
    # attention item)
    page("zenn-transformer-memo-ja", "zenn.dev", "ja", "rain17456322/articles/c517dd6bdf6fb1.md",
         "9b26405317d3408b75b8308eb3e52b700cda847e733cadd92fc4fe4189189df3"),
    page("ocha-transformer-ja", "ocha-it.jp", "ja", "transformer.md",
         "73aa898a91284fb24903c2e5fda222e25ff34d6a61579fe4a9b489f45add0de3"),
    # fine-tuning: a student's slides on QLoRA for a Japanese LLM (fine-tuning, quantization, QLoRA and the study's aim,
    # lines 47-80; libraries and the fine-tuning flow, lines 94-118)
    repo_excerpt("qlora-slides-method-ja", _QLORA_JA, "ja", "Presentation/test.md", 47, 80,
                 "82310ba935731f03ce5dab1f0e8b4654d40bc1ba6d323e41a12a5310c80ad08e"),
    repo_excerpt("qlora-slides-flow-ja", _QLORA_JA, "ja", "Presentation/test.md", 94, 118,
                 "f491832d8d94ee8b4290dde1c35eeb5e3e5d5d617039b8b2cad22175cf2d1166"),
    # training: a README of tips for training models (whole)
    repo_file("training-tips-readme-ja", _TIPS_JA, "ja", "README.md",
              "2b8a393a551a2cf8b7f2347a2915411d3c25686e94f1610a7c4327a09bf03a0f"),
    # --- traps: ordinary words that look like glossary terms
    # an electrical transformer (变压器)
    trap(page("yingxiao-transformer-zh", "www.28yingxiao.com", "zh-Hans", "n/245621.html.md",
              "3569e98694412fadfe60810f38dd9c85ace443be0c39fe847c2626dda1d39d6a")),
    # quantization in quantum physics (量子化)
    trap(page("thesimple-quantization-ja", "the-simple.jp", "ja",
              "what-is-quantization-explanation-of-basic-concepts-for-understanding-the-mysterious-world-of-"
              "quantum-mechanics?amp=1.md",
              "3b475fed1db5e8c4506656971fd6c052579a8d2384436d73655c5c5c99d95558")),
]
