"""The sources of the twenty-sixth evaluation set (``build_corpus.py --set twentysixth``).

Plain data, read by ``build_corpus.py`` as ``twentysecond_set.py`` is. A development set, never sealed:
its errors are read to write detection rules (``evaluate.py --set twentysixth --errors``), but it was
labelled blind, by hand, before the engine ever ran on it (``tests/eval/data/twentysixth/README.md``). It
holds English and French only, on the systems that train large models.

Packages: eight ML packages chosen by package description, before their text was read, one of each kind
(automatic distribution strategies for TensorFlow training; an elastic, Kubernetes-native training
framework; a unified checkpointing library for large foundation models; named tensors for JAX; an
automatic learning-rate optimizer; streaming and optimizing datasets for training; automatic
rematerialization for PyTorch training; sparse attention for long context) and one trap package (Apache
Iceberg tables, whose snapshots, partitions, manifests and bin packing look like glossary terms), in no
earlier set, no development sample, no claim and no reserved list. The files a package is sampled from
were chosen by their paths before any reading (``only``: modules about sharding, checkpointing, parallel
strategies, schedules, optimizers, data streaming); windows of 15-25 lines cut in them by the builder's
regular expressions with the twenty-sixth set's seed, at most four windows per package and two of the trap.

French texts: stored pages of the public page store, seven hosts and authors (fine-tuning with Unsloth
for Ollama; LoRA and QLoRA on a budget; GPTQ quantization; a post explaining the parallelism strategies of
large-model training; a summary of an article on GPU and TPU architectures for LLMs; the GPU needs of
LLMs; memory bandwidth in accelerated inference), chosen by title before any labelling, each cut into
consecutive windows of at most 40 lines, so that every line is labelled.
"""

from __future__ import annotations

from set_entries import package_entries, page

LINES = (15, 25)
SEED_OFFSET = 25  # the seed is the first set's plus this: the second set used 1, ..., the twenty-fifth 24


_package = package_entries(count=4)  # at most four windows per ML package, two for the trap package


PACKAGES = [
    # ML, chosen by package description; the files sampled chosen by path (``only``) before any reading
    # autodist (Petuum: automatic distribution strategies for TensorFlow training): its strategies, its
    # synchronizers, its partitioner and its checkpoint saver
    _package("autodist", "0.7.0rc2", "ml", "wheel", "autodist-0.7.0rc2-py3-none-any.whl",
             "76a77587bafe5bc688d583f26bf3fea3a3c97e6c0609a7d5097c5ec39f7c6fbc",
             "Apache-2.0 (its LICENSE; the metadata says UNKNOWN)",
             only=("autodist/strategy/partitioned_ps_strategy.py", "autodist/strategy/all_reduce_strategy.py",
                   "autodist/strategy/partitioned_all_reduce_strategy.py",
                   "autodist/kernel/synchronization/all_reduce_synchronizer.py",
                   "autodist/kernel/synchronization/ps_synchronizer.py", "autodist/kernel/partitioner.py",
                   "autodist/checkpoint/saver.py")),
    # elasticdl (a Kubernetes-native elastic deep-learning framework): its collective communicator, its
    # model saving, its parameter server and optimizer wrapper, its learning-rate modulator, its worker and
    # task dispatcher
    _package("elasticdl", "0.2.0rc3", "ml", "wheel", "elasticdl-0.2.0rc3-py3-none-any.whl",
             "f3673411fad8658ccd726e1a79eda13dff1ab50e49ddf5714c21a5030978e2f6", "unstated in the wheel",
             only=("elasticdl/python/collective_ops/communicator.py", "elasticdl/python/common/save_utils.py",
                   "elasticdl/python/ps/parameter_server.py", "elasticdl/python/ps/optimizer_wrapper.py",
                   "elasticdl/python/ps/learning_rate_modulator.py", "elasticdl/python/worker/worker.py",
                   "elasticdl/python/master/task_dispatcher.py")),
    # bytecheckpoint (a unified checkpointing library for large foundation models): its FSDP checkpointers
    # and planner, its store engine, its distributed wrappers and its checkpoint merge tool
    _package("bytecheckpoint", "0.0.2", "ml", "wheel", "bytecheckpoint-0.0.2-py3-none-any.whl",
             "4f77de8f979bf1c1c589718bd6938cde0549a15ab1071762654f4855c9a262f9", "Apache-2.0",
             only=("bytecheckpoint/checkpointer/fsdp_checkpointer.py",
                   "bytecheckpoint/checkpointer/fsdp2_checkpointer.py", "bytecheckpoint/planner/fsdp/",
                   "bytecheckpoint/engine/store_engine.py", "bytecheckpoint/distributed/",
                   "bytecheckpoint/utilities/ckpt_format/merge_tool.py")),
    # haliax (named tensors for JAX): its partitioning (sharding), quantization and fp8 modules, its scanned
    # layers and its attention
    _package("haliax", "1.3", "ml", "wheel", "haliax-1.3-py3-none-any.whl",
             "9cc4d2258d0596de4c56f015502ed491101854e54d72fb4d08d678d8476e8b97", "Apache-2.0",
             only=("haliax/partitioning.py", "haliax/quantization.py", "haliax/_src/fp8.py", "haliax/nn/scan.py",
                   "haliax/nn/attention.py")),
    # prodigy-plus-schedule-free (an automatic learning-rate optimizer): its two modules
    _package("prodigy-plus-schedule-free", "2.0.1", "ml", "wheel",
             "prodigy_plus_schedule_free-2.0.1-py3-none-any.whl",
             "21f8e8da4908eecc5bb7cfbff4f1677bb68bcc2f24fe8c2563650bf74432b9ab", "Apache-2.0",
             only=("prodigyplus/core_optimiser.py", "prodigyplus/prodigy_plus_schedulefree.py")),
    # litdata (streaming and optimizing datasets for training): its streaming dataset, data loader and
    # elastic module, its packing, shuffling and broadcast utilities, its chunk writer
    _package("litdata", "0.2.76", "ml", "wheel", "litdata-0.2.76-py3-none-any.whl",
             "3693411b6b7f26ef0781823f048d18f56f8a3f895d063c9e8c9d29836cebaaf5", "Apache-2.0",
             only=("litdata/streaming/dataset.py", "litdata/streaming/dataloader.py", "litdata/streaming/elastic.py",
                   "litdata/utilities/packing.py", "litdata/utilities/shuffle.py", "litdata/utilities/broadcast.py",
                   "litdata/streaming/writer.py")),
    # rockmate (automatic rematerialization for PyTorch training): its README, its main module, its
    # operation schedule, its offloading ILP and its rotor solver
    _package("rockmate", "2.0.0", "ml", "sdist", "rockmate-2.0.0.tar.gz",
             "68c41a21858121c569ea6dbe973c0208b14579c4c5a360fdbcf00e8d7b1ffbe6", "MIT",
             only=("README.md", "src/rockmate/rockmate.py", "src/rockmate/op_schedule.py",
                   "src/rockmate/solvers/ilp/ilp_offload.py", "src/rockmate/solvers/rk_rotor/",
                   "src/rockmate/solvers/ilp/ilp_schedule.py", "src/rockmate/solvers/ilp/ilp_model.py",
                   "src/rockmate/solvers/main.py", "src/rockmate/simulation.py", "src/rockmate/compiler.py")),
    # native-sparse-attention-pytorch (sparse attention for long context): its attention module, its
    # transformer and its compression networks
    _package("native-sparse-attention-pytorch", "0.2.3", "ml", "wheel",
             "native_sparse_attention_pytorch-0.2.3-py3-none-any.whl",
             "3a9ac0ebb423594aef3b2a2557f22ce55588395b6b41f53b64c198e2f2fee341", "MIT",
             only=("native_sparse_attention_pytorch/native_sparse_attention.py",
                   "native_sparse_attention_pytorch/transformer.py",
                   "native_sparse_attention_pytorch/compress_networks.py",
                   "native_sparse_attention_pytorch/triton_native_sparse_attention.py")),
    # trap: pyiceberg (Apache Iceberg tables): its snapshots, snapshot updates, bin packing and Arrow I/O
    _package("pyiceberg", "0.12.0", "trap", "wheel",
             "pyiceberg-0.12.0-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
             "2dec70218c8e81f1630b9d7184b760cd161eff936127745355ba94100a4e7380", "Apache-2.0", count=2,
             only=("pyiceberg/table/snapshots.py", "pyiceberg/table/update/snapshot.py",
                   "pyiceberg/utils/bin_packing.py", "pyiceberg/io/pyarrow.py", "pyiceberg/partitioning.py",
                   "pyiceberg/manifest.py", "pyiceberg/table/__init__.py")),
]


_page = page


# Stored pages of the public page store (the beginning the store holds, with a final newline), chosen by
# title before any labelling; every line of a page is in a window.
TEXTS = [
    # French, fine-tuning: a news site's guide to fine-tuning for Ollama with Unsloth (LoRA, QLoRA, its
    # recommended hyperparameters); an AI consultant's guide to LoRA and QLoRA on a budget
    _page("gptbox-finetune-fr", "gptbox.fr", "fr", "actus/open-source/ollama-finetune.md",
          "22b73a79aa02da6899e94a4cc110a5548f2e3752091567f1981a82e09ec87a11"),
    _page("aminesmartflow-lora-fr", "aminesmartflowai.com", "fr", "?p=1242.md",
          "82f7099fc71d59856b993cc702283b26d9fe7718b5f76332eecc4eed338ff277"),
    # French, quantization: a data blog's explainer of GPTQ
    _page("coderocks-gptq-fr", "coderocks.fr", "fr",
          "datarocks/ia-llm-concept/quest-que-gptq-accurate-post-training-quantization-941.md",
          "6d9a124444175e5051a2e5f9f8fcae3595c67a488455ef659dd26b2db0b878aa"),
    # French, parallelism: a post explaining the parallelism strategies of large-model training on GPUs and
    # TPUs; a link site's summary of an article on GPU and TPU architectures for LLMs
    _page("okx-parallelisme-fr", "web3.okx.com", "fr", "fr/discover/post/53127662878720.md",
          "52d2b2ad2a9ebc8e81ce824257c4edff00fbd4f0ad89ea073dcbad37bf5f93b2"),
    _page("webtagr-gpu-tpu-fr", "webtagr.com", "fr", "fr/links/158757.md",
          "0a2fd7522241c8b9be7adcf51acebae1ab82cd6d9b0fbf3b4ff3c618c68c6041"),
    # French, hardware: an AI platform's guide to the GPU needs of LLMs; a telecom lab's article on memory
    # bandwidth and GPUs in accelerated inference
    _page("flowhunt-gpu-fr", "www.flowhunt.io", "fr", "fr/blog/large-language-models-gpu-requirements.md",
          "343115778e97e9895d35f698e2d89d0c451f7f6d393c74b2d86666c9d7cf71df"),
    _page("hellofuture-bande-passante-fr", "hellofuture.orange.com", "fr",
          "fr/les-cles-de-linference-ia-acceleree-bande-passante-memoire-gpu-et-transformer.md",
          "6fe55b9cf50fea92f2f68cb2a37175d310e3aa981744f5e873614ede9a184181"),
]
