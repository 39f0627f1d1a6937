"""The sources of the twenty-fourth evaluation set (``build_corpus.py --set twentyfourth``): development text.

Plain data, read by ``build_corpus.py`` as ``twentysecond_set.py`` is. The set is NOT sealed: it is
development text (``evaluate.py --set twentyfourth --errors``), labelled by hand before the engine ever ran on
it, so that its errors are worth reading (``tests/eval/data/twentyfourth/README.md``). It holds English and
French only.

Its point is breadth: small samples from many authors, so that an error a rule can generalise from shows up
across sources rather than many times in one. At most two windows come from any one source.

Packages: fourteen ML packages chosen by package description, before their text was read, toward
parallelism, memory and training (a multi-node launcher for PyTorch; a trace analyser for distributed
training; ring attention across devices; a search for the largest batch that fits in GPU memory; a GPU
process monitor; 1-bit quantization of LLMs; structural pruning; delta tuning with adapters and LoRA; two
optimizers; a fine-tuning and evaluation job runner; a pretraining-data toolkit; and, added because three
packages gave one window each, a foundation-model training engine and the LAMB optimizer), and two trap
packages (a network packet library whose broadcasts, layers and adapters, and a data-pipeline library whose
pipelines, batches, schemas and state, look like glossary terms), in no earlier set, no development sample, no
claim and no reserved list; two windows of 15-25 lines each (one of them documentation where the package has
any), cut by the builder's regular expressions with the twenty-fourth set's seed.

English texts, added before any labelling because the packages' windows hold few mentions: excerpts of three
repository files chosen by path and heading (a training system's page of optimization options; an optimizer's
README, its section on training GPT-2 and its hyperparameters; the top of a training script with FSDP), each
cut into consecutive windows of at most 45 lines.

French texts: the beginnings of eight pages of the public page store chosen by title (a blog post on
tokenizers; an article on A100, H100 and H200 GPUs; notes on GPU memory, interconnects and large batches; a
regional education office's explainer of how generative AI writes; two posts on embeddings; and, added because
the other French windows held fewer than 100 mentions, a glossary entry on LoRA and a page on how embeddings
are made), each taken whole in consecutive windows of at most 40 lines, and excerpts of three repository files
chosen by heading or position before any labelling (a fine-tuning project's README, sections 1 to 5; a
course's notes on SGD with momentum; a tokenization notebook's Markdown cells and code comments, its first 80
lines), in consecutive windows of at most 45 lines, so that every line is labelled.
"""

from __future__ import annotations

from set_entries import PAGE_STORE, package_entries, page

LINES = (15, 25)
SEED_OFFSET = 23  # the seed is the first set's plus this: the second set used 1, ..., the twenty-third 22


_package = package_entries(count=2)  # two windows per package: many authors, a little from each


PACKAGES = [
    # ML, chosen by package description
    _package("torchrunx", "0.4.0", "ml", "wheel", "torchrunx-0.4.0-py3-none-any.whl",
             "a8aa42292941ddb7d68fe42a5eabe25800176a12250d417192bd7501b839e52f", "MIT"),
    _package("holistictraceanalysis", "0.5.0", "ml", "wheel", "holistictraceanalysis-0.5.0-py3-none-any.whl",
             "dbb4d461ff5ea7488207e07de5e2f52aeb5d82837ec6acfe57e1f0a124972ec3", "MIT"),
    _package("ring-attention-pytorch", "0.5.20", "ml", "wheel", "ring_attention_pytorch-0.5.20-py3-none-any.whl",
             "eea8bb4e4384e9c7e1952ca0fa0972e72572972d9a247a6e001b2d4597543af3", "MIT"),
    _package("torch-max-mem", "0.1.6", "ml", "wheel", "torch_max_mem-0.1.6-py3-none-any.whl",
             "814a5fb2048c5c1abbf724b372a952bcea0d828d89e36b08b76e33c4e4526dd2", "MIT"),
    _package("nvitop", "1.7.2", "ml", "wheel", "nvitop-1.7.2-py3-none-any.whl",
             "44206b26a8ed808d5f75be32dd37e83c69f80aef0570f8f804600926dea7881b", "Apache-2.0"),
    _package("onebitllms", "0.0.4", "ml", "wheel", "onebitllms-0.0.4-py3-none-any.whl",
             "25ea181b3f13faa6115dca13324474255d5e1425b03569a1e72b45a16e4d3177", "Apache-2.0"),
    _package("torch-pruning", "1.6.1", "ml", "wheel", "torch_pruning-1.6.1-py3-none-any.whl",
             "5cb619e55bb4d1b7ce71be9782865ad4977bfe99c148fdce9c3822eab08a9c08", "MIT"),
    _package("opendelta", "0.3.2", "ml", "wheel", "opendelta-0.3.2-py3-none-any.whl",
             "9e371792f7331d995dd4581ee693eaac49ca2d5c8ac5c3584f53a5f3a46adad2", "Apache-2.0"),
    _package("adabelief-pytorch", "0.2.1", "ml", "wheel", "adabelief_pytorch-0.2.1-py3-none-any.whl",
             "8db479a32afd211e033908db552397201af478d600d958ca0ca28c9b78d3cb62", "BSD-2-Clause"),
    _package("came-pytorch", "0.1.3", "ml", "wheel", "came_pytorch-0.1.3-py3-none-any.whl",
             "576b30dd168cb688102806a4a1c8eb215fc2958b76c2e8a349a9e9c0a1c42f0a", "MIT"),
    _package("lm-buddy", "0.15.0", "ml", "wheel", "lm_buddy-0.15.0-py3-none-any.whl",
             "bb5b457dbb6f4d6d15854dbdb5f50f912d4f39828d8521bf4f7afcacfbd5890e", "Apache-2.0"),
    _package("dolma", "1.2.1", "ml", "wheel", "dolma-1.2.1-cp311-cp311-manylinux_2_28_x86_64.whl",
             "81138b1072f1f2398d592e3a415e0133b7b056336851681509e3c6b2eac1109e", "Apache-2.0"),
    # added before any labelling because adabelief-pytorch, came-pytorch and dolma gave one window each: a
    # foundation-model training engine, the LAMB optimizer (flora-opt 0.0.3, a low-rank optimizer claimed with
    # them, gave the sampler no window and is not taken)
    _package("fmengine", "0.0.1", "ml", "wheel", "fmengine-0.0.1-py3-none-any.whl",
             "8f04fead6b60a072b2e6cbd4fb030409f9f67bf8e1301f1141838f7645281755", "Apache-2.0"),
    _package("pytorch-lamb", "1.0.0", "ml", "wheel", "pytorch_lamb-1.0.0-py3-none-any.whl",
             "0cdc4dffe0b402ee55f482466ebab5b25332a1036cef595d5c733bac0a37be71", "MIT"),
    # trap: scapy (network packets), dlt (data pipelines)
    _package("scapy", "2.8.0", "trap", "wheel", "scapy-2.8.0-py3-none-any.whl",
             "abf855145ee829a42b2eb28983cd6a0a52b12a31d3f861cb7be36791195ed9aa", "GPL-2.0-only"),
    _package("dlt", "1.31.0", "trap", "wheel", "dlt-1.31.0-py3-none-any.whl",
             "4264984207bc0ebd8e5bd3b55104db863b590e4e86ff32b8c8e00ae11c32aee3", "Apache-2.0"),
]


def _excerpt(name: str, repo: str, commit: str, licence: str, path: str, sha256: str, first_line: int,
             lang: str = "fr") -> dict:
    """An excerpt of a repository's file at a commit, chosen by heading or position before any labelling (at
    most 80 lines, in windows of at most 45 lines, so at most two windows), starting at ``first_line`` of the
    file."""
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": False, "files_": ((path, sha256, first_line),),
            "count": 1_000, "lines": (1, 45), "consecutive": True}


_page = page


# Chosen by title, heading or position before any labelling; every line of a stored text is in a window.
# A notebook is stored as its Markdown cells in order, each code cell's comment lines in a Python fence, a
# blank line between cells, with ".md" appended (the builder reads no notebooks). The French repositories hold
# no licence file.
TEXTS = [
    # English, added before any labelling because the packages' windows hold few mentions: a training system's
    # page of optimization options (the whole file, 80 lines); an optimizer's README, its section on training
    # GPT-2 and its hyperparameters (lines 173-240); the top of a training script with FSDP and torchrun (lines
    # 1-80, its comments and docstrings)
    _excerpt("patrickstar-options-en", "Tencent/PatrickStar", "2384535503ea98cfe35ad04e20c0cfc7bf58d5d7",
             "BSD-3-Clause", "doc/optimization_options.md",
             "2b5e6d6ec227dd72b025c524aec940241f186fd4c279ee9a28fb875555b0e58d", 1, "en"),
    _excerpt("mars-readme-en", "AGI-Arena/MARS", "4831e28eba863a4e69d7e9474ff8e73bc1b410fe", "Apache-2.0",
             "README.md", "c8539447011eb86b15968e42b75ced27ab59059fcd4d765222b7df4cc55e4714", 173, "en"),
    _excerpt("mydemos-fsdp-script-en", "VentusAislant/MyDemos", "c75bd158063481934f77d25913dfbd0c430ef0b3",
             "unstated", "my_demos/DDP_demos/DDP4_fsdp_torchrun_training.py",
             "a70983047ab3c0988f8b7dd3ba8bcacac9b7943707930ba50bf5cf7df6b7d74b", 1, "en"),
    # a fine-tuning project's README (PEFT, LoRA, QLoRA, 4-bit loading): sections 1 to 5, lines 1-73
    _excerpt("levraispeg-finetuning-fr", "LeVraisPeg/Fine-tuning", "83384427f191c036f920995c4e13366545064d36",
             "unstated", "README.md", "3d7082ca0b1cdadb3f4e55d80ae70f7fdcbf1742a6c457ad53add6d82ea60801", 1),
    # a course's notes on gradient descent: its section on SGD with momentum, lines 176-240
    _excerpt("introia-sgd-adam-fr", "MarcoPerson/introia", "edf9a383b6b6a7c746e12fee2335cbd5f4a256f0",
             "unstated", "TP_2_Essentials.md", "92478d38d5abe79cd22d7de9094c3f057097f6b32af1d48cf419b951cb37c9a5",
             176),
    # a notebook on tokenization in LLMs: the first 80 lines of its stored cells
    _excerpt("llmsfastlearn-tokenisation-fr", "Mastocodeur/llms-fast-learn", "134076c97f1ade569add0e9d57de25e2433565d8",
             "unstated", "notebooks/01_tokenisation.ipynb.md",
             "539b195851365bcd11935d5d93a764a6b607ad21b3f95d11881abe073a224a0e", 1),
    # pages of the page store, each its stored beginning
    _page("ascendai-tokenizers-fr", "ascendai.fr", "fr", "blog/tokenizers-dans-les-llm-analyse-technique.md",
          "cef7bb270eea5bbe18c18af12da799cfaef854b442f0336fef1ebcb8e44d7b4c"),
    _page("actualitecloud-gpu-fr", "actualitecloud.com", "fr",
          "la-guerre-silencieuse-des-gpu-qui-soutiennent-lia-et-pourquoi-plus-rapide-ne-signifie-pas-toujours-"
          "meilleur.md", "89998f8dfcf50853da6bea67e6d62accaa2acce4ff330040c73eeb3d676d5f55"),
    _page("in2p3-gpu-notes-fr", "reprises.in2p3.fr", "fr", "12-1-1-6-12018.html.md",
          "8b69b0c1f34f491331bb0ad300d003ccf56f2a2a1adfb35d68b985e91a2f1433"),
    _page("daneversailles-ia-generative-fr", "www.dane.ac-versailles.fr", "fr", "spip.php-article845.md",
          "50b241ea279be81621b13c693fa3d725f04e443cc2a49dd647ae2b056ead47a3"),
    _page("methodart-embeddings-fr", "www.methodart.fr", "fr", "static/blog/page_web/005_embeddings/index.html.md",
          "370200be17c9227fc292357d6077f55247e2261d8e6e716564b21e2f3c2f4540"),
    _page("yourtextguru-embeddings-fr", "central.yourtext.guru", "fr",
          "fr/comprendre-les-embeddings-de-lhypothese-distributionnelle-aux-transformers.md",
          "917a09cf4bf7bde532650c4de8115fa0706280f1658be7698a50311a4052daf2"),
    # added before any labelling of them, because the French windows above hold fewer than 100 mentions: a
    # certification site's glossary entry on LoRA, a student site's page on how embeddings are made
    _page("certifexpress-lora-fr", "certifexpress.com", "fr", "glossaire/lora.md",
          "0909cccbc2687b9c36790136d0178d69cbe584502b03dc1a04402fc39284092a"),
    _page("aipagnan-embeddings-fr", "embeddings-but3-2025-aipagnan.github.io", "fr", "Mkdocs/creation.md",
          "caae0e2b6dc9521ff2be4a0502e58153289a510ac8fe9b0857315ba4595740db"),
]

assert PAGE_STORE  # the pages' "commit" (set_entries.page)
