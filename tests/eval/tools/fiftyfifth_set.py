"""The sources of the fifty-fifth evaluation set (``build_corpus.py --set fiftyfifth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyfifth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyfifth/README.md``).

No packages. Fresh text written by people in Spanish and in German, on any glossary family, as a reader in those
languages meets it: course READMEs of a distributed-training course and of an AI course (Spanish), blog posts, guides,
glossary and wiki pages and course notes (both languages). Chosen by repository path, page title, address or search
excerpt before any labelling, in no earlier set, no development sample, no claim of another set and no reserved list
(not huggingface/transformers' translated docs, not the Hugging Face course). A repository file is taken whole; a page
of the public page store is taken as the store holds its beginning, a last line the store cut in the middle left out,
several cut further at a paragraph's or a section's end (by lines, before any counting of terms).

Subjects (Spanish): a supercomputing centre course's READMEs on PyTorch DDP, FSDP and Accelerate; an AI course's class
README on deep learning; blog posts on distributed training of LLMs with DDP, on the training and fine-tuning of LLMs,
on LLMs and Transformers, on the quantization of LLMs, and a course page on the learning rate. Subjects (German): a
blog post on synchronous gradient aggregation with parameter servers, two wiki pages (fine-tuning; the gradient), a
glossary page on LoRA, a library page on QLoRA, a knowledge page on llama.cpp, a blog post on Ollama, a course page
on self-attention and a course chapter on backpropagation and gradient descent. Traps (ordinary words that look like
glossary terms): electrical transformers ("transformadores", Spanish) and natural-gas pipelines ("Pipeline", German).
No text here is known to be a machine translation; the LLM guide of ailkrobotcontrol.com, the quantization guide of
eldiarioia.es and the QLoRA page of 21medien.de read like text drafted with a model's help in the language itself,
and may be (README.md of the set).
"""

from __future__ import annotations

from set_entries import page, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 54  # the seed is the first set's plus this: the second set used 1, ..., the fifty-fourth 53

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_CESGA = ("diegoandradecanosa/Cesga2023Courses", "31481bfb6a1d667559381b846648ec2779608b5c", "unstated")
_CURSO = ("miguelcort/ia_repository", "44ab8edd7553810e78f87232f0e73a510b0fe11a", "unstated")

# Chosen by path, title or search excerpt before any labelling; every line of a file or page is in a window.
TEXTS = [
    # --- Spanish ---
    # a supercomputing centre's course on distributed PyTorch: its READMEs on DDP, on FSDP and on Accelerate (whole)
    repo_file("cesga-ddp-es", _CESGA, "es", "pytorch_dist/DDP/000/README.md",
              "5b32dfaa5694b80e97ea3ca2850dfc94b876e0dcea60b02326cbdbbadc6338b1"),
    repo_file("cesga-fsdp-es", _CESGA, "es", "pytorch_dist/DDP/002/README.md",
              "666b54c1c0859c4d7566ee2de59cd5a6fffb7f28226d1f238c9824d86d6f1c18"),
    repo_file("cesga-accelerate-es", _CESGA, "es", "pytorch_dist/accelerate/README.md",
              "7816ed9de0204b87abc827ae49f2b475d8f6796834b00fd902c3f4549dda00c3"),
    # an AI course's class README: introduction to deep learning (whole)
    repo_file("curso-deep-learning-es", _CURSO, "es", "Clase_04_Introduccion_Deep_Learning/README.md",
              "d0b803ef2d389e8560ee8abc3c059574a8e0e029f60e40944c832f223999676b"),
    # distributed training of LLMs with PyTorch DDP (a blog post, cut after its first section's opening paragraph)
    page("aboutdata-ddp-es", "aboutdata.blog", "es",
         "entrenamiento-distribuido-de-llms-con-pytorch-ddp-como-escalar-modelos-de-lenguaje-masivos.md",
         "f7f95a07d78e95feb82d98c64129560ee0549a8c5453e55b6800fb55e4e5da99"),
    # the training and fine-tuning of LLMs (a guide, cut at the heading of its first kind of fine-tuning)
    page("buildingblocks-llm-es", "buildingblocks.es", "es", "entrenamiento-fine-tuning-modelos-llm-guia-completa.md",
         "36e70a7725a5cbdc6b6aaf049ad4d8a4ccbfde3eeaf821f628c361ecbae5d0d4"),
    # LLMs and Transformers (a guide, cut after its second list item)
    page("ailkrobot-transformers-es", "ailkrobotcontrol.com", "es",
         "introduccion-a-los-modelos-de-lenguaje-grandes-llms-y-transformadores-guia-completa-en-2025.md",
         "73ef141b242d6c41c67b0c49453bf95331f618636ff9bb006722f0f1b8af385a"),
    # the quantization of LLMs (a guide, cut before its section on the arithmetic)
    page("eldiarioia-quantization-es", "www.eldiarioia.es", "es",
         "quantization-de-llms-guia-completa-gguf-vs-gptq-vs-awq-tutorial-2025.md",
         "815fc2123cd0b39771d0c788eeaaec78776b336da04df83146c4bf1bcc570c92"),
    # the learning rate (a course page, whole)
    page("interactivechaos-lr-es", "interactivechaos.com", "es", "en/node/1096.md",
         "4f587e1e1b0b09cd8bd0a52bed415002583d982bb456cd3c93f99ccf550f2627"),
    # --- German ---
    # synchronous gradient aggregation with parameter servers (a blog post, cut at its second heading)
    page("ehoppe-parameter-server-de", "ehoppe.com", "de",
         "Python-Development/2024/08/31/synchrone-gradientenaggregation-bei-parameter-servern.md",
         "e3ba28e10c12bb3d10f1807412173fbd079e5beb019b4649662155ca77e3fe28"),
    # a wiki's pages on fine-tuning and on the gradient (whole)
    page("yauis-finetuning-de", "wiki.yauis.de", "de", "training/fine-tuning.md",
         "2739b2bf74f0bf9b8577f3956dfb2e2acc729b9b7a49b9a73480975a54271892"),
    page("yauis-gradient-de", "wiki.yauis.de", "de", "grundlagen/gradient.md",
         "61daa47c1018f482c68a3c4074e5ad9d6d5c5ef3f846b03b5ede867310b6d8e9"),
    # a glossary page on LoRA (cut after its core principle)
    page("kiengineering-lora-de", "ki.engineering", "de", "glossar/lora-low-rank-adaptation.md",
         "57d48c806f6464379d12bad6a7975f4fbfb9c6b472bcd8881d344c796407d94d"),
    # a library page on QLoRA (cut after its first paragraph)
    page("21medien-qlora-de", "www.21medien.de", "de", "de/library/qlora.html.md",
         "7b7e8380e358d6c05b30e727a4e3ee38f110c264cf49450e416df06c0e7cc25a"),
    # a knowledge page on llama.cpp (cut before its steps)
    page("loskan-llamacpp-de", "loskan.io", "de", "wissen/was-ist/llama-cpp.md",
         "6639bdaf0cb2dff14a147f65ee11dac30a02721cf9cf6cd92b45572418fc65ae"),
    # running Ollama (a blog post, cut after its introduction)
    page("mctnet-ollama-de", "blog.mctnet.de", "de", "ollama-verstehen-und-betreiben-lokale-sprachmodelle-erklaert.md",
         "c16a9efc1404db2f22f6957a14c65ac58005ccbba5cab67bf45542ba4d4080e3"),
    # self-attention in detail (a course page, cut before its mathematics)
    page("howdoai-self-attention-de", "www.howdoai.org", "de", "de/transformer/self-attention-im-detail.md",
         "6c6530fdaa8f62b07875b30b0d0ac0879252a6ac68f0a5e04d6b436255036d7a"),
    # backpropagation and gradient descent (a course chapter, cut at its section on extensions)
    page("biederbeck-training-de", "ki.biederbeck.de", "de",
         "17-trainingsmethoden-backpropagation-und-gradientenabstieg.html.md",
         "4528b7afcadd9a5fe5e2bde809a113c5aec2d59ed42dbb71ada57673bce7f997"),
    # --- traps: ordinary words that look like glossary terms
    # electrical transformers (Spanish)
    trap(page("electriccopper-transformadores-es", "electriccoppersrl.com", "es", "categoria/transformadores.md",
              "a93e3c7b3df87e4c7fb58c0dca901a29bab0029de76a959a8c4ce81cb99944c4")),
    # natural-gas pipelines and a compressor station (German)
    trap(page("otv-gas-pipeline-de", "otv.de", "de", "amp/rothenstadt-erweiterung-der-verdichterstation-346991.md",
              "3bcf4d021e553b951db9153690580eaa192c0f7b95a6f130bc044fb32481aaa1")),
]
