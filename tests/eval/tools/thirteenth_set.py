"""The sources of the thirteenth evaluation set (``build_corpus.py --set thirteenth``).

Plain data, read by ``build_corpus.py`` as ``twelfth_set.py`` is. The set was sealed for two
measurements and is now development text (``evaluate.py --set thirteenth --errors``); nobody chose
development text from these sources while it was sealed (``tests/eval/data/thirteenth/README.md``).

Packages: five ML packages chosen by title for the families where the sealed figures were thinnest
(pipeline parallelism with micro-batches and checkpointing; sequence parallelism with all-to-all and ring
attention; tensor and hybrid parallelism with collectives; knowledge distillation; model parallelism for
inference) and two trap packages (a WebSocket library whose broadcasts, frames and buffers are a network protocol's; a
data versioning tool whose pipelines, stages and experiments are a workflow's), in no earlier set, no
development sample, no development claim and no reserved list; windows of 15-25 lines cut by the
builder's regular expressions with the thirteenth set's seed. Texts in French, Dutch and Bengali:
repository files and stored pages chosen by title before any labelling, each cut into consecutive
windows of at most 40 lines, so that every line is labelled. The last texts widened the set before its
first measurement (Dutch and Bengali text on serving, fine-tuning methods and GPU software); they come
after the first texts, so the first windows are unchanged.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 12  # the seed is the first set's plus this: the second set used 1, ..., the twelfth 11


_package = package_entries(count=4)


PACKAGES = [
    # ML: torchgpipe (GPipe pipeline parallelism: partitions, micro-batches, checkpointing); yunchang
    # (sequence parallelism for long contexts: Ulysses all-to-all and ring attention); AxoNN (tensor and
    # hybrid parallelism, collectives); TextBrewer (knowledge distillation); Parallelformers (model
    # parallelism for inference)
    _package("torchgpipe", "0.0.7", "ml", "wheel", "torchgpipe-0.0.7-py3-none-any.whl",
             "052c704f8c03b7695110e81853e4166c1fc1db3ad1e4cc0fa4eceb8a63e32627", "BSD-3-Clause"),
    _package("yunchang", "0.6.4", "ml", "wheel", "yunchang-0.6.4-py3-none-any.whl",
             "cce4295058e9de2c0592d69cfe1e3e679711def5f315fd1b68dbed2d54bc9255", "Apache-2.0"),
    _package("axonn", "0.2.0", "ml", "wheel", "axonn-0.2.0-py3-none-any.whl",
             "6f49d6713b79abb08196a26c195bc1968819b2aa07084a752e55c40912bdcb35", "Apache-2.0"),
    _package("textbrewer", "0.2.1.post1", "ml", "sdist", "textbrewer-0.2.1.post1.tar.gz",
             "df0b323e428d0c377aaf2d5379ba9d566792bd231135dd3f11d197554b0921a1", "Apache-2.0"),
    _package("parallelformers", "1.2.7", "ml", "sdist", "parallelformers-1.2.7.tar.gz",
             "893fc007b7ca12037defc4fae6bcec489bfaf5c00fd9a9b990bf463b35db8851", "Apache-2.0"),
    # traps: websockets (a protocol library's broadcast, frames, buffers and connections) and DVC (pipelines, stages, experiments,
    # checkpoints of a data workflow)
    _package("websockets", "17.4", "trap", "wheel",
             "websockets-17.4-cp311-cp311-manylinux1_x86_64.manylinux_2_28_x86_64.manylinux_2_5_x86_64.whl",
             "cebad8f4796248b91fc2168515e507e5cb6b663a32befd09f3b1e7920acdcb1a", "BSD-3-Clause", count=2),
    _package("dvc", "3.67.1", "trap", "wheel", "dvc-3.67.1-py3-none-any.whl",
             "b1ea7d8d690a637adbcba74591555f811eed1ab96cc74d808dfd861669d030ed", "Apache-2.0", count=2),
]

# Repository snapshots at these commits; each stored file is the whole file, copied unchanged (the
# Bengali files of the widening were copied from the index's text of the file at that commit: one page,
# Jetson_Inference.md, may write four of its nukta letters as letter + U+09BC where the repository
# writes one code point; README.md says so).
_MPI201 = ("calculquebec/cq-formation-mpi201", "9b95a37a216180b85e18a880cc9743873febb34f", "unstated")
_PLAYBOOKS_VLLM = ("amd/playbooks", "54fc998509acc04a1220011f895c8a0d9bb81ae0", "MIT")
_PLAYBOOKS_FINETUNING = ("amd/playbooks", "d119ef65b22003e97500f6de2e3280da9e1ae0f3", "MIT")


def _phi(commit: str) -> tuple[str, str, str]:
    return ("microsoft/PhiCookBook", commit, "MIT")


_text = repo_file


_page = page


# Chosen by file or page title before any labelling; every line of a file or page is in a window.
TEXTS = [
    # French: a course on MPI programming in Python (its chapters on collective and point-to-point
    # communication)
    _text("mpi201-collectives-fr", _MPI201, "fr", "doc/fr/collectives.rst",
          "b96abb96c7024352ef6f54640b67c0b33d6dc1d9d20ca938d16ce258fc98e148"),
    _text("mpi201-point-a-point-fr", _MPI201, "fr", "doc/fr/point-a-point.rst",
          "614c0252b8133d1cd66dce4fa1c6e624b97cfcb72f95787dc5b6e456feb9fa33"),
    # French: a (machine-translated) guide to distributed GPU training on a cloud platform; an article on
    # InfiniBand networks; a wiki page on distributed training
    _page("azureml-distributed-gpu-fr", "docs.microsoft.com", "fr",
          "fr-fr/azure/machine-learning/how-to-train-distributed-gpu-view-azureml-api-1.md",
          "94a9eb138b7e3de81a1a106ef0a35362cd7ebe53826253ea9dbfb4acd06a6cea", machine_translation=True),
    _page("fibermall-infiniband-fr", "www.fibermall.com", "fr",
          "fr/blog/what-is-infiniband-network-and-difference-with-ethernet.htm.md",
          "5213c0d3c33929886b0993af76bb4dec4fd6af7dc4bfecc67f695368491145fa", machine_translation=True),
    _page("zubnet-distributed-training-fr", "zubnet.ai", "fr", "fr/wiki/Distributed-Training.md",
          "1e1921f8225972399df0fee1d22de9b20fd00a4ee9f95fadcf4a13fa96d25570"),
    # Dutch: the same (machine-translated) guide to distributed GPU training; a university lab's post on
    # energy-efficient AI (quantization, pruning, distillation); a longread's page on running LLMs locally
    _page("azureml-distributed-gpu-nl", "learn.microsoft.com", "nl",
          "nl-nl/azure/machine-learning/how-to-train-distributed-gpu.md",
          "3f18931299a8ead65c383f39e49f5d097fa1b0090b8e8375fc710cd8d2162c36", machine_translation=True),
    _page("howest-energiezuinig-ai-nl", "ailab.howest.be", "nl", "news/energiezuinig-ai.md",
          "23a357dcbf23f4145052907f913dc6a58476cf84bb735e7e8b161fa10f1725e3"),
    _page("janwillemaltink-llms-lokaal-nl", "janwillemaltink.eu", "nl",
          "finetune-guide/llms-lokaal-draaien-je-systeem-in-relatie-tot-de-modelkenmerken.md",
          "d2aaca61c493dfd94b0c3c840facc29e4b2c6954fa7985b7e88718c945268aef"),
    # Bengali: news on a data-centre GPU (HBM3, PCI Express); a (machine-translated) article of interview
    # questions on fine-tuning; a (machine-translated) article on AI factories
    _page("atsit-h100-bn", "br.atsit.in", "bn", "l/bn/-p-66515.md",
          "0b2d50ff9416500eca07e2ed675c9a5e02aa8c47c04b7cf65af585ab638af6bf", machine_translation=True),
    _page("zephyrnet-fine-tuning-bn", "zephyrnet.com", "bn",
          "bn/শীর্ষ-9-ফাইন-টিউনিং-ইন্টারভিউ-প্রশ্ন-এবং-উত্তর.md",
          "6aa9079a1fae40011a43880dae387f6f64e2b2435a6c22ee717316511aa8c028", machine_translation=True),
    _page("gaya-ai-factory-bn", "gaya.one", "bn", "bn/human/education/1f016e2b-a521-6728-ac3b-83d9a52e4947.md",
          "2d4feb057b435ba80a69ed9809f850ddd164deeb11fb88af5fd870cb78153087", machine_translation=True),
    # Bengali: a question-and-answer page on how ChatGPT was trained (RLHF); a (machine-translated) article
    # on how ChatGPT works
    _page("sciencebee-chatgpt-bn", "sciencebee.com.bd", "bn", "qna/34154/চ্যাটজিপিটি.md",
          "9b81932e85bfb503dbe86de28be1ad70a95c0ce597a8a846375ac57e6b2c4e47"),
    _page("eskritor-chatgpt-bn", "eskritor.com", "bn", "bn/কিভাবে-চ্যাটজিপিটি-কাজ-ক.md",
          "c20c75c2224e8f5c5314547ec727ef6de298c68697e64882d8eff4521ade1f8e", machine_translation=True),
    # Bengali: a network vendor's (machine-translated) articles on InfiniBand for supercomputing, network
    # bottlenecks of AI training clusters and switches for AI data centres
    *(_page(f"mellanox-{name}-bn", "bengali.mellanoxnetwork.com", "bn", path, sha256, machine_translation=True)
      for name, path, sha256 in (
          ("infiniband-hpc",
           "cases/high-performance-computing-network-solution-infiniband-drives-breakthroughs-in-supercomputing-perfor-37040.html.md",
           "9f905a7e7de436e2679c732796760092bca24e7df8bc8658cfb5f4d78edc0874"),
          ("training-clusters",
           "news/network-bottlenecks-in-ai-training-clusters-solutions-provided-by-mellanox-241850.html.md",
           "bce3216fa60cdae92a09daf5c1afc93d9e710dd5a5c4799cd90f4bfcb397f6b1"),
          ("switches-ai-data-centers",
           "news/nvidia-switches-transform-ai-data-centers-with-high-performance-networking-architecture-259572.html.md",
           "bf4799aa66614c68b5d3c85d3352daf66905eca9f83dcddc3c7d3d25b382e4d7"),
          ("ai-data-center-architecture",
           "news/chitecture-for-ai-data-centers-andnvidia-switches-redefining-high-performance-networking-ar-smart-ca-252134.html.md",
           "36c9caaa42a4b474c5ae3e5873cfc46a8c0c6ea781462b16c104c71c84420f2a"))),
    # Widening before the first measurement (the windows above unchanged), chosen by path for serving,
    # fine-tuning methods and GPU hardware. Dutch: a GPU vendor's machine-translated playbooks on serving
    # LLMs with vLLM and on fine-tuning them with PyTorch (LoRA, QLoRA, full fine-tuning)
    _text("playbooks-vllm-inference-nl", _PLAYBOOKS_VLLM, "nl",
          "auto-translations/nl-NL/supplemental/vllm-inference/README.md",
          "83c20700e17f9d042925e10645bd6bfff22e48ce70be4aaa225ee22fe9eac2cd", machine_translation=True),
    _text("playbooks-pytorch-finetuning-nl", _PLAYBOOKS_FINETUNING, "nl",
          "auto-translations/nl-NL/supplemental/pytorch-finetuning/README.md",
          "6173a3ce72a715d197799a75177ab5c00c7c1da25e967e2a9bf52ee70d553bd3", machine_translation=True),
    # (the Rust page's complete program is one 107-line fence: its windows may hold 130 lines, so that
    # the fence stays in one window)
    # Bengali: a model cookbook's machine-translated pages on inference (on Kubernetes, on a Windows GPU
    # with ONNX Runtime, on an embedded GPU board, on a local server, with Apple MLX, remotely after
    # fine-tuning, on iOS, in Rust) and on a cloud machine-learning service used for fine-tuning
    *({**_text(f"phicookbook-{name}-bn", _phi(commit), "bn", f"translations/bn/md/{path}", sha256,
               machine_translation=True), "lines": (1, max_lines)}
      for name, commit, path, sha256, max_lines in (
          ("kaito-inference", "feccb253e8cfc981bdd9e79dcb1ddf1ffa901afa", "01.Introduction/03/Kaito_Inference.md",
           "5d6fb7bf7585985e0ad597999a833b12f4cf217c5c615d779a5a9388f12874df", 40),
          ("ort-windows-gpu", "32fd22a7c04b629f16c088e88da3dba95ec3ff5c",
           "02.Application/01.TextAndChat/Phi3/ORTWindowGPUGuideline.md",
           "e005b1e138743b60115b4c5f57f83d2c003c518a335e8d2be4783309a2247d01", 40),
          ("jetson-inference", "b6a9d1c1ee71389fef0a9a637ad4c3af8619160f", "01.Introduction/03/Jetson_Inference.md",
           "0a353df7ea0ac078941c70976917e9046743bd3965aa8600f89a5814fa35cd59", 40),
          ("local-server-inference", "32fd22a7c04b629f16c088e88da3dba95ec3ff5c",
           "01.Introduction/03/Local_Server_Inference.md",
           "8bb7cb39adbad8ff9ebbf3901ec93ff1277009404dc9e8cc8c909124d1f486aa", 40),
          ("mlx-inference", "4b7b2e0dc19ef769d563118f581891b160fc5d97", "01.Introduction/03/MLX_Inference.md",
           "0f989f58cda8c3ca061bdda6670517de5bb078a190803e08a0758e106f55cc9d", 40),
          ("remote-inference", "f7e6855e8541884b6c085a844a2d53c78184df14", "01.Introduction/03/Remote_Interence.md",
           "40b8b162c075123d42165bc7a283ad0ff3383ab26f2bd8ee34c296162dffb41b", 40),
          ("azureml-intro", "789f24d12759da1a9fe181119bb73094d34a13ed", "03.FineTuning/Introduce_AzureML.md",
           "d40d2a5efbc043fc087e641ebf571bc20085bd53f57971238caec2ac1ffc3448", 40),
          ("ios-inference", "feccb253e8cfc981bdd9e79dcb1ddf1ffa901afa", "01.Introduction/03/iOS_Inference.md",
           "c1c2b489997ecf6f94f60089dd3f22ac5cc9f2a907c4f80a93a1a88c0d4470f7", 40),
          ("rust-inference", "f7e6855e8541884b6c085a844a2d53c78184df14", "01.Introduction/03/Rust_Inference.md",
           "dea6eca7a6cb9c3eb56ea770ec361781d0092c87fb96c4d4c1d5ed2786ce9737", 130))),
]
