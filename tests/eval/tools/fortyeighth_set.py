"""The sources of the forty-eighth evaluation set (``build_corpus.py --set fortyeighth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortysixth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortyeighth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fortyeighth/README.md``). English only, in the file kinds the other sets hold
least, about a third each: (a) Jupyter notebooks of ML repositories, stored as Markdown (each Markdown cell as it
is, each code cell's comment lines in a Python fence, a blank line between cells, ".md" appended to the name);
(b) reStructuredText documentation of ML projects; (c) the comments of C++ and CUDA files of ML projects
(collective libraries, a serving engine). Two trap texts of the same kinds: a database engine's checkpoint header
and a statistics notebook on logistic regression.

Every text is an excerpt of whole lines of a repository's file at a pinned commit (the snapshot the code index
holds), chosen by path and section, or for a C++ file by where its comment blocks are, before any reading for
terms; at most two windows from any repository. Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import repo_excerpt

LINES = (15, 25)
SEED_OFFSET = 47  # the seed is the first set's plus this: the second set used 1, ..., the forty-sixth 45

PACKAGES: list[dict] = []

_NVIDIA_TRANSFORMERENGINE = ("NVIDIA/TransformerEngine", "d0067d0da6cb01811b8072a7d304f0e00344ce2b", "unstated")
_HUGGINGFACE_NOTEBOOKS = ("huggingface/notebooks", "5068b1142e8ed1e691c8b1e9f98e4473ebe55790", "unstated")
_NIELSROGGE_TRANSFORMERS_TUTORIALS = ("NielsRogge/Transformers-Tutorials", "1140198d259d5d9e205ba45a5c3b456261fe2491", "unstated")
_KARPATHY_NN_ZERO_TO_HERO = ("karpathy/nn-zero-to-hero", "73c3fcc741f0ec104ca850b1fb0df90e7e8d4cde", "unstated")
_NVIDIA_OPENSEQ2SEQ = ("NVIDIA/OpenSeq2Seq", "8681d381ed404fde516e2c1b823de5a213c59aba", "unstated")
_RWTH_I6_RETURNN = ("rwth-i6/returnn", "b46ff5f0f337266809082d2e88c33218940bc13b", "unstated")
_MLBENCH_MLBENCH_BENCHMARKS = ("mlbench/mlbench-benchmarks", "625226ad1f00f6ba93568c33268a7da57e823115", "unstated")
_BAIDU_RESEARCH_BAIDU_ALLREDUCE = ("baidu-research/baidu-allreduce", "73c7b7f8d34f7163a3a46aa0fe48e2a418d25fe9", "unstated")
_WFU_FB_NCCL = ("wfu-fb/nccl", "06fa1cbcb4bea14c443bf884f3e162bc376d25a9", "unstated")
_HAMIDREZA_RAMEZANI_QNCCL = ("Hamidreza-Ramezani/QNCCL", "e492eb1fea59994a2ee7ae9f1fa7f51a61cdadb4", "unstated")
_MLC_AI_MLC_LLM = ("mlc-ai/mlc-llm", "79d603f085f50500e9509fa01785ffa7ecfaaa93", "unstated")
_MICROSOFT_MSCCLPP = ("microsoft/mscclpp", "1f5f065d7b13ab02df32c22568f38785d1eeec01", "unstated")
_PHILSCHMID_DEEP_LEARNING_PYTORCH_HUGGINGFACE = ("philschmid/deep-learning-pytorch-huggingface", "59b37973074de90004d10e5ff636f98160c9743a", "unstated")
_BREVDEV_NOTEBOOKS = ("brevdev/notebooks", "e5f0cab2b899171aad4dff148ba5c46e7ba0c069", "unstated")
_MICROSOFT_LIGHTGBM = ("microsoft/LightGBM", "bae0b7ba953341a32b2a9c5c5c437a1b976f576f", "unstated")
_DMLC_XGBOOST = ("dmlc/xgboost", "379b29f0836b9dbc313b993d8e5743bd452d4117", "unstated")
_NVIDIA_FASTERTRANSFORMER = ("NVIDIA/FasterTransformer", "df4a7534860137e060e18d2ebf019906120ea204", "unstated")
_MARIAN_NMT_MARIAN = ("marian-nmt/marian", "65bf82ffce52f4854295d8b98482534f176d494e", "unstated")
_UCCL_PROJECT_UCCL = ("uccl-project/uccl", "da914a2054c29725464803e379bb3b98de90dfa1", "unstated")
_TRITON_INFERENCE_SERVER_SERVER = ("triton-inference-server/server", "e1db8a603d863b1317ee859bdeea2be19959462e", "unstated")
_FACEBOOK_ROCKSDB = ("facebook/rocksdb", "1dfa7297933df05237ac11376d6cb69d32591b1d", "unstated")
_RAYSAN5_RAYLIB = ("raysan5/raylib", "abe23bf82dcab18a618067843aed4eec2b24ba97", "unstated")
_NUCLTH_PYTHON_STATISTICS = ("nuclth/Python_Statistics", "c4789129fd330faf7d4abce054c5e9d76e05e749", "unstated")


# (a) notebooks, (b) reStructuredText pages, (c) C++/CUDA comments; each an excerpt of whole lines (``first``, ``last``)
TEXTS = [
    # (a) a GPU library's FP8 primer notebook: its section on mixed precision training
    repo_excerpt("te-fp8-primer", _NVIDIA_TRANSFORMERENGINE, "en",
                 "docs/examples/fp8_primer.ipynb.md", 21, 25,
                 "5d6bff3c3cf7ffb5450c542c23d7c1e8419aa12f8b5e76562e191f817fbc3d7e"),
    # (b) the same library's page on CPU offloading, its beginning
    repo_excerpt("te-cpu-offloading", _NVIDIA_TRANSFORMERENGINE, "en",
                 "docs/features/other_optimizations/cpu_offloading/cpu_offloading.rst", 1, 20,
                 "201c804168d0191c801b37022c0379f469cef304e0978e6bbcab171ce6b17962"),
    # (a) a notebook on fine-tuning a language model: its introduction, dataset and causal language modelling sections
    repo_excerpt("hf-notebooks-language-modeling", _HUGGINGFACE_NOTEBOOKS, "en",
                 "examples/language_modeling.ipynb.md", 23, 83,
                 "2a3017d11d45062cb3813261ba4ff93ccc41711e59b85faa0e46901166b4ab51"),
    # (a) a notebook on supervised fine-tuning of an LLM: its introduction and required hardware
    repo_excerpt("transformers-tutorials-sft-intro", _NIELSROGGE_TRANSFORMERS_TUTORIALS, "en",
                 "Mistral/Supervised_fine_tuning_(SFT)_of_an_LLM_using_Hugging_Face_tooling.ipynb.md", 3, 13,
                 "9ae8cd916e7026638681e3f6922c14f7c2cdcacc2f29ab763d8df4ef8dfe327b"),
    # (a) the same notebook's model arguments: full fine-tuning, LoRA, QLoRA
    repo_excerpt("transformers-tutorials-sft-model", _NIELSROGGE_TRANSFORMERS_TUTORIALS, "en",
                 "Mistral/Supervised_fine_tuning_(SFT)_of_an_LLM_using_Hugging_Face_tooling.ipynb.md", 112, 123,
                 "6a2d49a114b17c1fa3c1600eba50dcf29f65d5c6884ec2ba0ec51cfa02bee42c"),
    # (a) a lecture notebook on a bigram language model: its summary and optimization cells (comments only)
    repo_excerpt("makemore-bigrams", _KARPATHY_NN_ZERO_TO_HERO, "en",
                 "lectures/makemore/makemore_part1_bigrams.ipynb.md", 33, 72,
                 "dea9bade3a274a426509390b514640dc0f8c20170af897e9c95e4d52d020e102"),
    # (b) a toolkit's page on mixed precision training, its beginning
    repo_excerpt("openseq2seq-mixed-precision", _NVIDIA_OPENSEQ2SEQ, "en",
                 "docs/sources/source/mixed-precision.rst", 1, 25,
                 "c7df7d382c584556e488067fa1c83bd86d7ed841824fe8ee1a45ff3c75e82bff"),
    # (b) the same toolkit's page on multi-GPU and distributed training, its beginning
    repo_excerpt("openseq2seq-distributed", _NVIDIA_OPENSEQ2SEQ, "en",
                 "docs/sources/source/distr-training.rst", 1, 40,
                 "3c15cf09bacf1cb7f446c760d5a161cd0d65acfe976cb4361029c37be2852fe8"),
    # (b) a toolkit's page on multi-GPU training: its PyTorch section
    repo_excerpt("returnn-multi-gpu-pytorch", _RWTH_I6_RETURNN, "en",
                 "docs/advanced/multi_gpu.rst", 1, 29,
                 "15d4059acbe599e6d4619522fd9ca2e78b40fe87caf9c994aee6b78ca944d80c"),
    # (b) the same page's recommendations and single-node section
    repo_excerpt("returnn-multi-gpu-recommendations", _RWTH_I6_RETURNN, "en",
                 "docs/advanced/multi_gpu.rst", 122, 150,
                 "1155a96677f4babc19abe73c3e423de28594f977599d014fdbea3599d9850137"),
    # (b) a benchmark suite's readme of a Transformer translation benchmark (whole)
    repo_excerpt("mlbench-wmt17-transformer", _MLBENCH_MLBENCH_BENCHMARKS, "en",
                 "pytorch/nlp/translation/wmt17-transformer-all-reduce/Readme.rst", 1, 14,
                 "9ea8125a762b391ec2b7be740984823358ed42cd004f0ceb91badc2b9ba9717f"),
    # (b) the same suite's readme of a communication-backend benchmark (whole)
    repo_excerpt("mlbench-backend-benchmark", _MLBENCH_MLBENCH_BENCHMARKS, "en",
                 "pytorch/backend_benchmark/Readme.rst", 1, 11,
                 "da652249f77e937ec7633c70f2d25d9c01790d31393f6a93b2e936bdba16ce6e"),
    # (c) a ring all-reduce library's C++ header (whole)
    repo_excerpt("baidu-allreduce-header", _BAIDU_RESEARCH_BAIDU_ALLREDUCE, "en",
                 "collectives.h", 1, 35,
                 "09ff3c99b7983a7eb177920a1c115584e7cf6756176f662bb333ec3298dafc0b"),
    # (c) the same library's CUDA source: its comment on the ring algorithm
    repo_excerpt("baidu-allreduce-ring", _BAIDU_RESEARCH_BAIDU_ALLREDUCE, "en",
                 "collectives.cu", 156, 174,
                 "ae02ea3ab336a5151a639cdbc10f755db0c12441c5c0b41fbbef7c2d9aa8a3ca"),
    # (c) a fork of a collective library: an all-reduce CUDA kernel's barrier and its comments
    repo_excerpt("nccl-dda-allreduce-a", _WFU_FB_NCCL, "en",
                 "src/collectives/device/all_reduce_dda.cu", 265, 304,
                 "2660cc3e2799f5167e6ac0082b724cbf6d24ad0527005eebf5deef13a72f699a"),
    # (c) the same file: its scatter-gather algorithm comment
    repo_excerpt("nccl-dda-allreduce-b", _WFU_FB_NCCL, "en",
                 "src/collectives/device/all_reduce_dda.cu", 655, 694,
                 "0ae17c6d720a5a3cbdf85b28cf2acf8a1bfa582d8b9c78154953663fa1fcd9cc"),
    # (c) a fork of a collective library with gradient compression: its all-reduce kernel header (commented-out debugging code)
    repo_excerpt("qnccl-allreduce-a", _HAMIDREZA_RAMEZANI_QNCCL, "en",
                 "src/collectives/device/all_reduce.h", 105, 144,
                 "7644946e6e936d9210cebc1ec7678f718efada928d09ab709f9156ab94447af7"),
    # (c) the same file, further on
    repo_excerpt("qnccl-allreduce-b", _HAMIDREZA_RAMEZANI_QNCCL, "en",
                 "src/collectives/device/all_reduce.h", 160, 199,
                 "54eed116f1e366dd2835678c4be6f44e7fcdb8a0e0fbeb81b66feee7fd116a77"),
    # (c) a serving engine's prefix cache header
    repo_excerpt("mlc-llm-prefix-cache", _MLC_AI_MLC_LLM, "en",
                 "cpp/serve/prefix_cache.h", 28, 67,
                 "8babbf4e5c32dd990b859a185f21960ca4a5190ca3810fa99194b16132b5b462"),
    # (c) the same engine's new-request prefill action
    repo_excerpt("mlc-llm-new-request-prefill", _MLC_AI_MLC_LLM, "en",
                 "cpp/serve/engine_actions/new_request_prefill.cc", 169, 208,
                 "e980148756a1706c6a78ee24da8dffd12a364383733b10946a1e98b52af5bfce"),
    # (c) a collective communication library's algorithm header
    repo_excerpt("mscclpp-algorithm-a", _MICROSOFT_MSCCLPP, "en",
                 "include/mscclpp/algorithm.hpp", 59, 98,
                 "6b2237c015b724299f8ae5057256f0ed7b8a5097404bd20c168f4254a6c971ec"),
    # (c) the same header, further on
    repo_excerpt("mscclpp-algorithm-b", _MICROSOFT_MSCCLPP, "en",
                 "include/mscclpp/algorithm.hpp", 197, 230,
                 "26fa99a43d210187e035589e551c775b219c680be5ddd938ac53baf33a6ffa46"),
    # (a) a notebook on distributed fine-tuning with FSDP and QLoRA: its introduction and set-up
    repo_excerpt("fsdp-qlora-llama3-intro", _PHILSCHMID_DEEP_LEARNING_PYTORCH_HUGGINGFACE, "en",
                 "training/fsdp-qlora-distributed-llama3.ipynb.md", 1, 3,
                 "62d4bfd19c7d0fbfe25136f2f4e17ed5c69ed21d6d2a6d80c8fe13861123b2a5"),
    # (a) the same notebook's fine-tuning section
    repo_excerpt("fsdp-qlora-llama3-finetune", _PHILSCHMID_DEEP_LEARNING_PYTORCH_HUGGINGFACE, "en",
                 "training/fsdp-qlora-distributed-llama3.ipynb.md", 54, 63,
                 "21d44db208c8c21ec6f84e5b8b8f601e7d267821ff938719e469722d6cd1df1e"),
    # (a) a notebook on exporting a fine-tuned model to GGUF
    repo_excerpt("brev-gguf-export", _BREVDEV_NOTEBOOKS, "en",
                 "gguf-export.ipynb.md", 12, 35,
                 "81dfee3b20f18a1e9c5996bf87baa6772a34ddcaf11d243bb2749c386f5ae0b2"),
    # (b) a gradient-boosting library's distributed learning guide, its beginning
    repo_excerpt("lightgbm-distributed-guide", _MICROSOFT_LIGHTGBM, "en",
                 "docs/Parallel-Learning-Guide.rst", 1, 40,
                 "f244c2a9d6d2cf8a2952132e2a11dd658cc4c75b0ffd22d10b394fedea6ce0f7"),
    # (b) another gradient-boosting library's page on distributed training with Dask, its beginning
    repo_excerpt("xgboost-dask", _DMLC_XGBOOST, "en",
                 "doc/tutorials/dask.rst", 1, 40,
                 "461195e80fb439beabe2431d31fd4a932d9cbd06ec669c1c4d533d8bf12e6f0e"),
    # (c) an inference library's masked multi-head attention kernel header
    repo_excerpt("fastertransformer-masked-mha", _NVIDIA_FASTERTRANSFORMER, "en",
                 "src/fastertransformer/kernels/decoder_masked_multihead_attention.h", 54, 93,
                 "285ac9e5469041554f53bd647e6b54116975ff6919184eb95e1e74c907db3de4"),
    # (c) the same library's top-p sampling kernel header
    repo_excerpt("fastertransformer-topp", _NVIDIA_FASTERTRANSFORMER, "en",
                 "src/fastertransformer/kernels/sampling_topp_kernels.h", 104, 143,
                 "5f4c5cc7a1128e6a80cb9c43115bde07e97e7f8c71a3a01e10bff6430ec8a008"),
    # (c) a neural machine translation toolkit's training communicator header
    repo_excerpt("marian-communicator", _MARIAN_NMT_MARIAN, "en",
                 "src/training/communicator.h", 40, 79,
                 "ec75a3148566d4ddbcc8b34a4615158d3107c1e1a3fac9928f286aa002e9aeb3"),
    # (c) the same toolkit's training scheduler header
    repo_excerpt("marian-scheduler", _MARIAN_NMT_MARIAN, "en",
                 "src/training/scheduler.h", 112, 151,
                 "72b395c4a36aa31af58ccfbe456f0dd06f603a958a3133e280cac53957f4843d"),
    # (c) a collective communication library's RDMA transport header
    repo_excerpt("uccl-rdma-transport", _UCCL_PROJECT_UCCL, "en",
                 "collective/rdma/transport.h", 223, 262,
                 "e342441d6e29d5ed18a1120143b08ed7032391323ef3a682e73e5e877a394ddf"),
    # (c) an inference server's tracing header
    repo_excerpt("triton-server-tracer", _TRITON_INFERENCE_SERVER_SERVER, "en",
                 "src/tracer.h", 213, 252,
                 "5f5d5b82af384fc7f405afedfaa7edcc4a3fe001e64ab9d54cec7f413a957624"),
    # TRAP (c): a database engine's checkpoint header
    repo_excerpt("rocksdb-checkpoint", _FACEBOOK_ROCKSDB, "en",
                 "include/rocksdb/utilities/checkpoint.h", 66, 105,
                 "6b73a75a95dbbabbe9e54a955153db39cd48fb46ed4b8aa44f460978fc27e32a", kind="trap"),
    # TRAP (c): a game library's OpenGL abstraction header: its description (render batches, backends)
    repo_excerpt("raylib-rlgl", _RAYSAN5_RAYLIB, "en",
                 "src/rlgl.h", 1, 40,
                 "67276dec99116fb6e3142be7526cdba4b66b4e2ee8dfca852717b2b8ee54d16e", kind="trap"),
    # TRAP (a): a statistics notebook on logistic regression: its logistic regression section (logit)
    repo_excerpt("python-statistics-logit", _NUCLTH_PYTHON_STATISTICS, "en",
                 "Logistic_Regression.ipynb.md", 109, 148,
                 "250c1e1d1acaaf2f8aaa2866e244c8f173f248fc786ced66b0222704788cf0e5", kind="trap"),
]
