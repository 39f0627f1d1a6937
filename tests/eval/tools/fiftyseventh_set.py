"""The sources of the fifty-seventh evaluation set (``build_corpus.py --set fiftyseventh``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyfourth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyseventh --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyseventh/README.md``).

No packages. A second sample of Simplified Chinese and Japanese written by people, on any glossary family, as a
reader in those languages meets it: personal study notes and note repositories in Markdown (a learner's LLM notes, a
question-and-answer record on LLM basics, a researcher's notes on models and methods, a site of machine-learning
notes, a study-group README). Chosen by path, file name, section heading or search excerpt before any labelling, in
no earlier set, no claim of another set and no reserved list (not huggingface/transformers' translated docs, not the
Hugging Face course). A repository file is taken whole or as an excerpt of whole lines from its start, cut at a
section's end before any labelling so that no source gives many more than fifteen mentions (stored under its own
name, the lines it holds); a page of the public page store is taken as the store holds its beginning, a last line the
store cut in the middle left out, the Japanese trap page cut further by lines after its seventh entry. Second excerpts of the
same files were added, by section, when the first ones gave too few mentions for the brief (before they were read
for terms).

Subjects (Chinese): LayerNorm and why the Transformer uses it (a note, whole, in two excerpts), LoRA and QLoRA (the
overview and the method sections of a note on their hyperparameters), activation functions (the section on what they
do), tokenizers (the opening and the BPE section), MLA, MHA and the KV cache (the start of a note), and two parts of
a question-and-answer record on LLM basics (encoder and decoder; from tokenization to the encoder). Subjects
(Japanese): the Transformer (a researcher's note, whole, in two excerpts), LoRA (the same researcher's note, in two
excerpts), model distillation and adapters (short notes, whole), overfitting (a page of machine-learning notes,
whole), neural networks (the opening of another page), and a study group's README on the Transformer (its
introduction and its section on copying code). Traps (ordinary words that look like glossary terms): an electrical transformer
("变压器(Transformer)", Chinese) and a dam's stored water and water levels ("貯水", Japanese). No text here is a
machine translation as far as can be told; the milkfish033/LLM_Note notes have English twins in the same repository,
and the Chinese ones read as the originals (the README is Chinese first).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 56  # the seed is the first set's plus this: the second set used 1, ..., the fifty-sixth 55

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_LLM_NOTE = ("milkfish033/LLM_Note", "84124ed4ae087a6a447903338a3993f1971714dc", "unstated")
_QA = ("Zereker/notes", "7a61439e27a60cf49f298d7668192c73ae8a13ca", "unstated")
_RESEARCH = ("rmatsuoka744/Research", "de14ddaf1c57e020d3cf8b9e17cd66b81ff574b3", "unstated")
_WAT = ("WAT36/pages", "30cb3aeebf0dac736094e574b07fbbf9c260c8ed", "unstated")
_LECTURE = ("Taiga10969/Lecture-Transformer", "96ba6b990329a5122eba00fa4330d221e699bd5f", "unstated")
_ML = "content/docs/programming/machine_learning"

# Chosen by path, heading, title or search excerpt before any labelling; every line of a file, excerpt or page is in a
# window.
TEXTS = [
    # --- Simplified Chinese
    # normalisation: a note on LayerNorm (its links and first section, lines 1-17)
    repo_excerpt("llm-note-layernorm-zh", _LLM_NOTE, "zh-Hans",
                 "WhyLayerNormInTransformer/Transformer中为什么使用LayerNorm而不是BatchNorm.md", 1, 17,
                 "3108481348b758d37f825744568777a71a8b06d28942dda40d508e1ab4dd55d0"),
    # ... and its second section, why the Transformer uses it rather than BatchNorm (lines 18-36, the end of the file)
    repo_excerpt("llm-note-layernorm-why-zh", _LLM_NOTE, "zh-Hans",
                 "WhyLayerNormInTransformer/Transformer中为什么使用LayerNorm而不是BatchNorm.md", 18, 36,
                 "97ad3d50f86e9726c748e4112725b0927bc938acacda40f5a278e0a31ef62944"),
    # fine-tuning: a note on LoRA and QLoRA hyperparameters (its links, title and overview before the table, lines 1-12)
    repo_excerpt("llm-note-lora-zh", _LLM_NOTE, "zh-Hans", "lora/lora微调的参数怎么选择，lora和Qlora的区别.md", 1, 12,
                 "3e0244258204f923d7ce03812c836a4a80d967a034120239c07c9469bfbe9e95"),
    # ... and its sections on the LoRA and QLoRA methods (lines 21-39)
    repo_excerpt("llm-note-lora-methods-zh", _LLM_NOTE, "zh-Hans", "lora/lora微调的参数怎么选择，lora和Qlora的区别.md", 21, 39,
                 "44e7343d29b3d1baf2aff18285b6df7edd7b74ca7bf7ffaf2c48dcf8d5437282"),
    # fundamentals: a note on activation functions (the section on what they do, lines 1-22)
    repo_excerpt("llm-note-activation-zh", _LLM_NOTE, "zh-Hans",
                 "Machine_learning_Andrew_Wu_notes/Module2/什么是激活函数，常见的激活函数有哪些.md", 1, 22,
                 "5a473586f820e2ceda996230737e0173c852c4c792091f3d79b8a5df1d31d8a6"),
    # tokenization: a note on tokenizers (its opening and the BPE section, lines 1-22)
    repo_excerpt("llm-note-tokenizer-zh", _LLM_NOTE, "zh-Hans", "tokenlizer/Tokenlizer_cn.md", 1, 22,
                 "91b916be65811d8c0e3bc150b4bce53a327d2f3450caf8af71f71477341e579c"),
    # attention: a note on MLA in DeepSeek-V2 (its title, MHA and the ways of shrinking the KV cache, lines 1-24)
    repo_excerpt("llm-note-mla-zh", _LLM_NOTE, "zh-Hans", "MLA_in_Deepseekv2.md", 1, 24,
                 "70199e043b60922e20386f6649e1f01dc82563e955c1797bf04500799645a499"),
    # architecture: a question-and-answer record on LLM basics (front matter, introduction and the first question's
    # encoder and decoder, lines 1-33)
    repo_excerpt("llm-qa-encoder-decoder-zh", _QA, "zh-Hans", "content/docs/llm/fundamentals/llm-fundamentals-qa.md", 1, 33,
                 "301eac632eb9bf6181200ac91d1882271af3ef76142345ef86d9a05cc6d41b81"),
    # ... and its section from tokenization to the encoder, up to the input layers of the full architecture (lines 55-84)
    repo_excerpt("llm-qa-pipeline-zh", _QA, "zh-Hans", "content/docs/llm/fundamentals/llm-fundamentals-qa.md", 55, 84,
                 "f2a358ddadf8e4f4f8fa351c8e78c8de7eeb3a943752a341fb07452a8f87aca0"),
    # --- Japanese
    # architecture: a researcher's note on the Transformer (its introduction and the first architecture item, lines 1-8)
    repo_excerpt("research-transformer-ja", _RESEARCH, "ja", "Transformer.md", 1, 8,
                 "679bb42c6569b997e3e90c83a916fed1f1ab7247f5064dae77f8719d19b8f078"),
    # ... and the rest of that note (its other architecture items and references, lines 9-22)
    repo_excerpt("research-transformer-rest-ja", _RESEARCH, "ja", "Transformer.md", 9, 22,
                 "daa853cfb3658d472feeba30bbdce1d29472f2d8e0bdb6a7ea871a51b3f1f607"),
    # fine-tuning: the same researcher's note on LoRA (what it is and its basic concept, lines 1-13)
    repo_excerpt("research-lora-ja", _RESEARCH, "ja", "LoRA.md", 1, 13,
                 "8024d10e75e254e1cd68492e655d0e72ad3e33ce87f65d362cb633a604fc150d"),
    # ... and the rest of that note (how it works, the differences, merits, demerits and conclusion, lines 14-40)
    repo_excerpt("research-lora-rest-ja", _RESEARCH, "ja", "LoRA.md", 14, 40,
                 "e5739849a1867025fa362dc43aedf460946ceb8247828adac6f9ed5998e883e4"),
    # compression: the same researcher's short note on model distillation (whole)
    repo_file("research-distillation-ja", _RESEARCH, "ja", "ModelDistillation.md",
              "673cbe51a96048f1938d92d551f9255382fc30fc2f210a82ab41d9b93959daad"),
    # fine-tuning: the same researcher's short note on adapters (whole)
    repo_file("research-adapter-ja", _RESEARCH, "ja", "Adapter.md",
              "51d3d0acaa858c9f2160b28f12cc3c5364e964530d697cda5e994e723b5ce201"),
    # fundamentals: a site of machine-learning notes, its page on overfitting (whole, 21 lines) and the opening of its
    # page on neural networks (before the section on nerve cells, lines 1-13)
    repo_excerpt("wat-overfitting-ja", _WAT, "ja", f"{_ML}/overfitting.md", 1, 21,
                 "f7235957fc90dcc032fc9002adb4ae173ebc93396335be3bf3874e7380e830e7"),
    repo_excerpt("wat-neural-network-ja", _WAT, "ja", f"{_ML}/neural_network.md", 1, 13,
                 "1363558d5476e9e31f57ee7d7115a16233098d9db3866299fb53fa7abd933c29"),
    # architecture: a study group's README on the Transformer (its introduction, lines 1-13)
    repo_excerpt("lecture-transformer-readme-ja", _LECTURE, "ja", "README.md", 1, 13,
                 "bde5f6a08f5f7dd26b6638f2f9c10738e2b7c552384294465e25f0689925e774"),
    # ... and its section on learning the Transformer by copying code (lines 14-28)
    repo_excerpt("lecture-transformer-copy-code-ja", _LECTURE, "ja", "README.md", 14, 28,
                 "c30216f9bc8d2d400d4ac54de9c2d61589ec1999ed275d40c54bd452b752a68e"),
    # --- traps: ordinary words that look like glossary terms
    # an electrical transformer (变压器(Transformer))
    trap(page("gongweng-transformer-zh", "www.gongweng.com", "zh-Hans", "kp/725758.html.md",
              "e33934edcb8955af7c4973bedc8abeedf60287757ffc11ea189653e1395d8a35")),
    # a dam's stored water and water levels (貯水位, 貯留), a glossary of dam terms (its first seven entries)
    trap(page("miyagi-dam-terms-ja", "www.dobokusougou.pref.miyagi.jp", "ja", "tel/yougo/dam_yougo.htm.md",
              "427d5649538d0ba4cad1a8241743d903144095fbbd03c861d263a1e8566ae593")),
]
