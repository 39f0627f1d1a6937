"""The sources of the seventeenth evaluation set (``build_corpus.py --set seventeenth``).

Plain data, read by ``build_corpus.py`` as ``fifteenth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set seventeenth --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/seventeenth/README.md``).

No packages. Dutch and Bengali texts only: repository files and stored pages of the public page store
chosen by title or path before any labelling, weighted toward GPUs and hardware, distributed training and
language-model basics (tokens, embeddings, softmax, loss), in no earlier set, no development sample, no
development claim and no reserved list; each taken whole (a stored page as the store held its beginning)
and cut into consecutive windows of at most 40 lines, so that every line is labelled. Dutch: the theory
notebooks of a university college's mathematics course for IT and AI (vectors and embeddings, matrices
on CPU and GPU, derivatives and the chain rule, gradient descent, the loss and the backward pass,
probability, two integrating lessons), each stored as its Markdown cells since the builder reads no
notebooks; pages on large language models (a cloud vendor's, a consultancy's, an SEO company's, two
introductions to AI), on the training data and the plans of a Dutch open language model (three pages),
on a (machine-translated) cloud post about heterogeneous training clusters, on a (machine-translated)
news item about a model's GPU costs, and news on AI chips, memory shortages and a GPU training cluster.
Bengali: the README, quick-start guide, data card and run guide of a project that trains a language
model (tokenizer, distributed training, mixed precision, checkpointing); (machine-translated) cloud
posts on training accelerators, inference accelerators, distributed training on Kubernetes and the
training cost of a language model; a (machine-translated) article on CUDA memory in PyTorch; news on
GPU computing centres and AI supercomputers, explainers of a training operator and of GPU instances,
an article on GPUs and a news item on a large language model.
"""

from __future__ import annotations

from set_entries import page, repo_file

LINES = (15, 25)
SEED_OFFSET = 16  # the seed is the first set's plus this: the second set used 1, ..., the sixteenth 15

PACKAGES: list[dict] = []


# Repository files at these commits; each stored file is the whole file (a notebook: its Markdown cells
# in order, a blank line between cells, stored with ".md" appended).
_MATH_NL = ("WimCasteels/math-foun", "8480038758de0599b0af60787217e61cd4e6b384", "unstated")
# copied from the index's text of the files at this commit (no snapshot of the repository could be had);
# the README states the MIT licence, the repository holds no licence file
_NPT_BN = ("MD-Zubayer/npt-model", "41354391ae408b0a75ab9777f63f5c4d4f909aca", "MIT")


_text = repo_file


_page = page


# Chosen by path or page title before any labelling; every line of a file or page is in a window.
TEXTS = [
    # Dutch: a university college's mathematics course for IT and AI, its theory notebooks (an
    # introduction; vectors and word embeddings; matrices, CPU and GPU, batch processing; derivatives and the chain rule of a
    # neuron; gradient descent; the loss, forward and backward pass; probability, expectation and variance,
    # maximum likelihood; two integrating lessons)
    *(_text(f"mathfoun-{lesson}-nl", _MATH_NL, "nl", f"content/{part}/{lesson}_theorie.ipynb.md", sha256)
      for part, lesson, sha256 in (
          ("introductie", "les01", "0afa55281e59fc6acc738af0e862528ee6cd46d11a9dde984383003e3172d7cc"),
          ("algebra", "les02", "118fae993d95f4ac9f457c94a5701f7bb351055a00bf155c361b714fd654f654"),
          ("algebra", "les03", "04581d0108808a13ec48cc46ab784f51a4e0209e83e11a8e0d5f61ec3f31aee5"),
          ("analyse", "les05", "4b07ce9a0b38094ed49e5a13702a05c3130a530c11d913e982f2527f8bac5779"),
          ("analyse", "les06", "01324155318a73063e12c2c043395eb055c2d0e2972abc9e553cd925cfd7aea5"),
          ("analyse", "les07", "fca1f6ef50c288ee282682694aa8d8c1f072d53bf5c9f0d1ae21204cc7366dfd"),
          ("statistiek", "les08", "4052f6145fa6582c498fa1a4524a95b11f483a6de3790321ab4271a7889865b8"),
          ("statistiek", "les09", "2c1864bec8a9dcc09ac900e4f779aeca495f62d70f98cc7f8b0d796ef4850a57"),
          ("statistiek", "les10", "a3b4c2dc51d38fc7c366525b15423bb855a88b08b3b6539d4c6ef274cf235f8a"),
          ("integratie", "les11", "9f6a42d9bf8190d7e4fc4de2614c1fffebf8fdaa783eacaba5465a91223598e9"),
          ("integratie", "les12", "989fef902843cf823d2995f744d20ff1c0af07cc8f1ab71cc881f1726bbae378"))),
    # Dutch: pages on large language models (a cloud vendor's, a consultancy's knowledge base, an SEO
    # company's blog post), and two introductions to AI
    _page("oracle-llm-nl", "oracle.995120.xyz", "nl", "nl/artificial-intelligence/large-language-model.md",
          "922bb529f9830d9c32dc2bf17bcd1ac2c6615aa903b6a10438fc32ef98ae6466"),
    _page("spartner-llm-nl", "spartner.nl", "nl", "kennisbank/large-language-models-llms.md",
          "3f5bda22851bf97fd6e94b6073dc1fa02333749e1cd0899e577cb5ffe89c76ec"),
    _page("wpseoai-llm-nl", "wpseoai.com", "nl", "nl/onze-blog/is-llm-gewoon-een-neuraal-netwerk.md",
          "555a7fcd562cab529d0cef8e6c3411fbaacbca683701208e3af05ea9667a4a68"),
    _page("rexje-ai-nl", "rexje.com", "nl", "nl/hoe-een-ai-werkt-hoe-bouw-je-zelf-een-ai.md",
          "881b5e20990401d80e8ed07ce1376da1c0cab6dfe487c0eb56ffa0a37c26dc61"),
    _page("aiassistantstore-ai-nl", "nl.aiassistantstore.com", "nl", "blogs/blog/wat-is-ai.md",
          "f49e75a0035398a5cc75902d2a15538bb0f610c031f8271463b4b29f79969bf5"),
    # Dutch: a Dutch open language model (its training data, a research network's questions and answers,
    # an engineering magazine's news item)
    _page("gptnl-data-nl", "gpt-nl.nl", "nl", "nieuws/achtergrond-context-zoveel-data-nodig.md",
          "66ce70f8b87ed810cac3e43609f890001cbf5c467379828957da72f2ef939dfb"),
    _page("surf-gptnl-nl", "www.surf.nl", "nl", "nieuws/5-vragen-over-gpt-nl-het-open-nederlandse-taalmodel.md",
          "0643ffa8506797737ba438551d881cba28c485ccbc8f854865477b4c0e5f9df9"),
    _page("deingenieur-gptnl-nl", "www.deingenieur.nl", "nl", "artikel/nederland-bouwt-eigen-taalmodel.md",
          "595bb321963e26a286173d7a76e925983350d3275c66dd653ebff127020cb084"),
    # Dutch: a (machine-translated) cloud post on heterogeneous training clusters (GPUs and CPUs); a
    # (machine-translated) news item on a model's GPU costs
    _page("plato-heterogeneous-clusters-nl", "platoblockchain.com", "nl",
          "nl/plato-data/improve-price-performance-of-your-model-training-using-amazon-sagemaker-heterogeneous-clusters.md",
          "f5c5dde1248e75688b99584672eaf288e7c78583a97b47895510e5b03c53a67b", machine_translation=True),
    _page("yx260-deepseek-cost-nl", "yx260.com", "nl",
          "nl/new/affordability-deepseek--myth-revolutionary-ai-cost-16-billion-develop.html.md",
          "dbd8e13bdb0be8e0b1479d8391ca1528e8eba46ce6a148beebb6a3cc2d6d9b96", machine_translation=True),
    # Dutch: news on AI chips and memory (two items of an AI news site) and on a GPU training cluster
    _page("aiwereld-chipsector-nl", "aiwereld.nl", "nl",
          "nieuws/ai-hype-stuwt-wereldwijde-chipsector-maar-handelsspanningen-blijven-risico.md",
          "c35760a5731162864d549226d998c6ca7636b59c484ed91218556acf07a22825"),
    _page("aiwereld-toeleveringsketens-nl", "aiwereld.nl", "nl",
          "nieuws/ai-explosie-zet-wereldwijd-toeleveringsketens-onder-druk.md",
          "cd1e5c1415ec6df248c7ca9ba0a2f0ce3dab8969edffa658c34659d2786ab26c"),
    _page("itdaily-llama4-h100-nl", "itdaily.be", "nl",
          "nieuws/datacenter/meta-traint-llama-4-met-meer-dan-100-000-nvidia-h100-gpus.md",
          "40ee4c8ca7ab28845030f8704259c2ddbe4c2c33af5eca6f2afb7427195c2dd0"),
    # Bengali: a project that trains a language model, its README, quick-start guide, data card and run
    # guide (tokenizer, DeepSpeed and FSDP, gradient checkpointing, bfloat16, perplexity)
    # (the README's directory tree is one fence of 78 lines: its windows may run to 100 lines, so that the
    # builder, which cuts only at paragraph breaks outside fences, keeps the fence whole)
    {**_text("nptmodel-readme-bn", _NPT_BN, "bn", "README.md",
             "d69ffcfaee30a09dd070c5d36303d36b7e2d093e7968e9d6979904124af8f2e3"), "lines": (1, 100)},
    _text("nptmodel-quickstart-bn", _NPT_BN, "bn", "QUICKSTART.md",
          "9682187c5071536ba8175f55bfba3628b198340f7772526680d23c21e1ebf912"),
    _text("nptmodel-datacard-bn", _NPT_BN, "bn", "data/README.md",
          "bc1490a86dc2b815efc722b73b0a8d46d2e0b86b5645693a9858e7f3d4f6e418"),
    _text("nptmodel-guide-bn", _NPT_BN, "bn", "guide.txt",
          "14ce5d9774408975410e1432b9725284afad522d41f6d454267fa4c7bd725632"),
    # Bengali: (machine-translated) cloud posts on training accelerators, on inference accelerators, on
    # distributed training on Kubernetes and on a language model's training cost
    _page("platoaistream-trainium-bn", "platoaistream.net", "bn",
          "bn/plato-data/maximize-performance-and-reduce-your-deep-learning-training-cost-with-aws-trainium-and-amazon-sagemaker.md",
          "197e35c2440a4c0bbcfe7ee5b47c1ecbf7ff653e6ba4909d89a927eee7ad37b9", machine_translation=True),
    _page("plato-inferentia-bn", "platoblockchain.com", "bn",
          "bn/plato-data/how-amazon-search-reduced-ml-inference-costs-by-85-with-aws-inferentia.md",
          "dd8134454e132939b399f0a9a86adb4309413532b6c8929dde0bf12d899fd306", machine_translation=True),
    _page("plato-kubeflow-bn", "platoblockchain.com", "bn",
          "bn/plato-data/build-flexible-and-scalable-distributed-training-architectures-using-kubeflow-on-aws-and-amazon-sagemaker.md",
          "b34cae078a1c527c7ada60ecbc3e75ebbe6882fb86bcd148c8a88d14393fe9e1", machine_translation=True),
    _page("plato-m5-trainium-bn", "platoblockchain.com", "bn",
          "bn/প্লেটো-ডেটা/কিভাবে-amazon-search-m5-llm-প্রশিক্ষণ-খরচের-জন্য-30-বাঁচিয়েছে-aws-trainium-amazon-ওয়েব-পরিষেবা-ব্যবহার-করে.md",
          "fcaec1f5aaddc1a703532dbf2581b4d6bee5b948d658349277aaa0c3fdef3ea7", machine_translation=True),
    # Bengali: a (machine-translated) article on allocating CUDA memory in PyTorch
    _page("softoban-cuda-memory-bn", "bn.softoban.com", "bn",
          "pytorch-cuda-alloc-conf-bheriyebalera-sathe-kibhabe-cuda-memari-baradda-kara-yaya.md",
          "fa9174f1e9e1f25a0c9976db1b236bc2a6b359dbaeecd369c60f87809ca78583", machine_translation=True),
    # Bengali: (machine-translated) articles on TensorFlow (a magazine's explainer, a tutorial site's, a
    # comparison with Theano)
    _page("digitalsignageinvestor-tensorflow-bn", "bn.digitalsignageinvestor.com", "bn",
          "27-what-is-tensorflow-the-machine-learning-library-explained.md",
          "e70e8c6808912653944e8be9235f401777958a2db43b46b1f104b4192c28780e", machine_translation=True),
    _page("wsxdn-tensorflow-bn", "bd.wsxdn.com", "bn", "ge064y/db648w/202204/1006103676.html.md",
          "e8f41babbbc9190f1704d34c8801889d71d0af635e1286f94244d2c2013232e5", machine_translation=True),
    _page("collaborateanz-theano-tensorflow-bn", "bn.collaborate-anz.com", "bn", "theano-vs-tensorflow.md",
          "392944d97c22767f273cbecd5b5939cf26e2f7be6fde7f4049b531238499da37", machine_translation=True),
    # Bengali: news on GPU computing centres and AI supercomputers (a radio service's, a news site's, a
    # newspaper's)
    _page("cri-computing-centre-bn", "bengali.cri.cn", "bn", "2024/09/01/ARTIQmaO8pF1aoVXdT7zCm8D240901.shtml.md",
          "7058228b33a6ac5b9dbafd1d903a729f190a42fb4e5c5c29bc12c0633fbf5aaf"),
    _page("1nojor-supercluster-bn", "bangla.1nojor.com", "bn", "news/poi/d167bbae20dabe16.md",
          "d1bc35b4a582ece0fd87efaefc18e6026e23354d9e9545d2ce745ef6bdbdbe79"),
    _page("dokhinersomoy-supercomputer-bn", "dokhinersomoy.com", "bn", "index-p-32925.md",
          "ca109f1e0389195de5f28c5e18633a4bf74c5cfd5379e650b03466f329ec3405"),
    # Bengali: explainers of a cloud training operator and of GPU instances; an article on GPUs; a news
    # item on a large language model in training
    _page("itb-hyperpod-bn", "bn.itb.co.jp", "bn", "2025/07/14/নতুন-জাদুঘর-কম্পিউটারের.md",
          "665bf87a06bcd7617267cd9ead09cd47cc564b79e3dec5312f071fc01a7396f2"),
    _page("itb-p5-h100-bn", "bn.itb.co.jp", "bn", "2025/09/02/নতুন-সুপারকম্পিউটার-p5-ইনস.md",
          "93cb7f97eb480e7fd1b23da8ba77f699315c883b3f0a0fb25f4843146a13311b"),
    _page("cryptofutures-gpu-bn", "cryptofutures.trading", "bn",
          "bn/index.php-oldid-3611-title-গ্রাফিক্স_প্রসেসিং_ইউনিট.md",
          "302862d5983d07337b6f491f7241586ca17b7026d1a98967ae23f3b5a2362ea9"),
    _page("bdnews24-llm-bn", "bangla.bdnews24.com", "bn", "tech/9egsawlus4.md",
          "be211eb3371c9f1997382d3307305a7f7c353d43171d3297a7d6a840b4b1d685"),
]
