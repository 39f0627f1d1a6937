"""The sources of the fifty-second evaluation set (``build_corpus.py --set fiftysecond``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftieth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftysecond --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftysecond/README.md``). English only: the place a user hovers most, the
docstrings and comments of real ML code in Python.

Two kinds, chosen by package description or repository and file path before any reading for terms, in no earlier
set, no development sample, no claim of another set and no reserved list: (a) the comments and docstrings of 25
pinned PyPI packages of training, fine-tuning, serving, data-loading, evaluation and distributed-computing libraries
of small and middle size (Python files only, chosen by their names, ``only``), windows of 15-25 lines cut by the
builder's regular expressions with the fifty-second set's seed, two per package where the builder found two (the
trap packages one); (b) ten Python files of research code at pinned commits (training scripts, model definitions,
trainers, an optimizer, a LoRA layer module), each an excerpt of 40 whole lines chosen by position only: a script's
beginning, or the 40 lines from its first top-level ``class`` or ``def``. Three traps whose ordinary words look like
glossary terms in another sense: an image-quantization library (colour palettes), a table-storage library's
transaction log (checkpoints, writers) and a web framework's asset pipeline (the beginning of its usage page). Files
first named for auto-gptq, tritonclient and torchmetrics gave no window by the builder's rule (two matching prose
lines) and were widened by name to their packages' folders; an inference server's batching package gave none either
and was replaced by torchserve; trap packages first tried by name (a task queue's consumer and its canvas and
workers, three web frameworks' middleware) gave no window by the trap rule and were left out, as the builder reports
only counts. Licences not checked (recorded "unstated").
"""

from __future__ import annotations

from set_entries import package_entries, repo_excerpt

LINES = (15, 25)
SEED_OFFSET = 51  # the seed is the first set's plus this: the second set used 1, ..., the fiftieth 49


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # --- training loops and frameworks
    # skorch (scikit-learn compatible neural networks for PyTorch): its LR scheduler callback and Hugging Face helpers
    _package("skorch", "1.4.0", "ml", "wheel", "skorch-1.4.0-py3-none-any.whl",
             "eed53db7a7d5e72df38ec518a24206ee8e87c0bffd4a0386da3261ff667690ed", "unstated",
             only=("skorch/callbacks/lr_scheduler.py", "skorch/hf.py")),
    # torchtnt (PyTorch training tools): its auto unit and distributed utilities
    _package("torchtnt", "0.2.4", "ml", "wheel", "torchtnt-0.2.4-py3-none-any.whl",
             "c9b738232090c5e3453f202b1feb45e23d5cd2f23a04ca8b53e9b28ad3755ddb", "unstated",
             only=("torchtnt/framework/auto_unit.py", "torchtnt/utils/distributed.py")),
    # composer (a PyTorch training library): its distributed package and precision
    _package("composer", "0.32.1", "ml", "wheel", "composer-0.32.1-py3-none-any.whl",
             "dde36a048f8d62abbe95fccd42c3bde5c23c6ae4cf7bb890a01af396dbf9c231", "unstated",
             only=("composer/distributed/", "composer/core/precision.py")),
    # clu (libraries for ML training loops in JAX): its checkpoint and deterministic data modules
    _package("clu", "0.0.12", "ml", "wheel", "clu-0.0.12-py3-none-any.whl",
             "0d183e7d25f7dd0700444510a264e24700e2f068bdabd199ed22866f7e54edba", "unstated",
             only=("clu/checkpoint.py", "clu/deterministic_data.py")),
    # lightning-fabric (scaling PyTorch training code): its strategies and precision plugins
    _package("lightning-fabric", "2.6.6", "ml", "wheel", "lightning_fabric-2.6.6-py3-none-any.whl",
             "58244e08eddb4bbd2787fe91cc6e14499fee06ee0e22a43b45772204c75e2627", "unstated",
             only=("lightning_fabric/strategies/", "lightning_fabric/plugins/precision/")),
    # litgpt (LLM pretraining, fine-tuning and generation): its LoRA fine-tuning, speculative decoding and pretraining
    _package("litgpt", "0.5.13", "ml", "wheel", "litgpt-0.5.13-py3-none-any.whl",
             "da044b76c52cd44fc0564f6177ed6cf186dde24f711ce8e71e1fd9e9da5f02b2", "unstated",
             only=("litgpt/finetune/lora.py", "litgpt/generate/speculative_decoding.py", "litgpt/pretrain.py")),
    # --- fine-tuning
    # torchtune (native-PyTorch LLM fine-tuning): its training utilities and PEFT modules
    _package("torchtune", "0.6.1", "ml", "wheel", "torchtune-0.6.1-py3-none-any.whl",
             "bcbc4ee9774b5c5829a5ff13df851e0b0e32416c018af8db53faa3472ac256e7", "unstated",
             only=("torchtune/training/", "torchtune/modules/peft/")),
    # unsloth (faster training and fine-tuning): its fast LoRA kernels, saving and chat templates
    _package("unsloth", "2026.10.9", "ml", "wheel", "unsloth-2026.10.9-py3-none-any.whl",
             "feb40b99bc4f8c543a36cbd0fe6e1410d6e4ac16bd4d0c731f607adce3d63bb0", "unstated",
             only=("unsloth/kernels/fast_lora.py", "unsloth/save.py", "unsloth/chat_templates.py")),
    # setfit (few-shot learning with Sentence Transformers): its trainers and training arguments
    _package("setfit", "1.2.0", "ml", "wheel", "setfit-1.2.0-py3-none-any.whl",
             "dcf9292f073f47252c3fea73b141c4f43dc1d01789e0c8e2de017337e0428e34", "unstated",
             only=("setfit/trainer.py", "setfit/training_args.py", "setfit/trainer_distillation.py")),
    # auto-gptq (LLM quantization with GPTQ): its quantization package and quantized linear layers
    _package("auto-gptq", "0.7.1", "ml", "wheel",
             "auto_gptq-0.7.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
             "a372d81d523b8d2f98639bbca63c0c427cab0ed55b8a57bb96706b0942aa01c9", "unstated",
             only=("auto_gptq/quantization/", "auto_gptq/nn_modules/qlinear/", "auto_gptq/modeling/")),
    # --- serving
    # litserve (a lightweight AI server): its serving loops and server
    _package("litserve", "0.2.19", "ml", "wheel", "litserve-0.2.19-py3-none-any.whl",
             "61015d72da421181e46aa73c517e2bb87119848784314cb8abda008006586a10", "unstated",
             only=("litserve/loops/", "litserve/server.py")),
    # torchserve (serving PyTorch models): its micro-batching, distributed handler utilities and LLM launcher
    _package("torchserve", "0.12.0", "ml", "wheel", "torchserve-0.12.0-py3-none-any.whl",
             "db127160102d29f390964f758b7ecc5039d3d278fafc85bf9994c273b3ef6954", "unstated",
             only=("ts/handler_utils/micro_batching.py", "ts/handler_utils/distributed/", "ts/llm_launcher.py")),
    # lorax-client (the LoRAX Python client): its client and request types
    _package("lorax-client", "0.6.3", "ml", "wheel", "lorax_client-0.6.3-py3-none-any.whl",
             "097db7f262e592dfc1fd5858329e8207bf67e9aeb5671f257330a0f300abcb88", "unstated",
             only=("lorax/client.py", "lorax/types.py")),
    # tritonclient (the Triton Inference Server client): its gRPC and HTTP clients
    _package("tritonclient", "2.73.0", "ml", "wheel", "tritonclient-2.73.0-py3-none-any.whl",
             "1f5cec19b0568e037ec4d716ae702984b3ab93e35f72b8f72c5135374dd2be9a", "unstated",
             only=("tritonclient/grpc/", "tritonclient/http/", "tritonclient/utils/")),
    # lm-format-enforcer (enforcing a language model's output format): its token enforcer and integrations
    _package("lm-format-enforcer", "0.11.3", "ml", "wheel", "lm_format_enforcer-0.11.3-py3-none-any.whl",
             "cf586350875def1ae7a8fba84fcbbfc8371424b6c9d05c1fcba70aa233fbf06f", "unstated",
             only=("lmformatenforcer/tokenenforcer.py", "lmformatenforcer/integrations/")),
    # --- data loading
    # megatron-energon (Megatron's multi-modal data loader): its loaders and worker configuration
    _package("megatron-energon", "7.4.1", "ml", "wheel", "megatron_energon-7.4.1-py3-none-any.whl",
             "b2d96756f2825750bf51a2b2c16bd1ddfed8f50414b72bb9da174dd8ddafb7d8", "unstated",
             only=("megatron/energon/loader.py", "megatron/energon/savable_loader.py", "megatron/energon/worker.py")),
    # webdataset (storage and I/O for deep learning): its shard lists and PyTorch datasets
    _package("webdataset", "1.0.2", "ml", "wheel", "webdataset-1.0.2-py3-none-any.whl",
             "3dbfced32b25c0d199c6b9787937b6f85742bc3c84f652c846893075c1c082d9", "unstated",
             only=("webdataset/shardlists.py", "webdataset/pytorch.py")),
    # mosaicml-streaming (streaming datasets from object stores): its dataset, distributed helpers and batching
    _package("mosaicml-streaming", "0.13.0", "ml", "wheel", "mosaicml_streaming-0.13.0-py3-none-any.whl",
             "ebd5cf830c6603157bb0c15f76370328d862aa5412ef96cd75e3de56af69b72f", "unstated",
             only=("streaming/base/dataset.py", "streaming/base/distributed.py", "streaming/base/batching/")),
    # --- evaluation
    # lighteval (an evaluation package): its model back ends
    _package("lighteval", "0.13.0", "ml", "wheel", "lighteval-0.13.0-py3-none-any.whl",
             "2552944f09e90680394f051bc109ca951cff694002ac3365c99fd6b6bb394dcf", "unstated",
             only=("lighteval/models/",)),
    # evaluate (Hugging Face's evaluation library): its base and text-generation evaluators
    _package("evaluate", "0.4.6", "ml", "wheel", "evaluate-0.4.6-py3-none-any.whl",
             "bca85bc294f338377b7ac2f861e21c308b11b2a285f510d7d5394d5df437db29", "unstated",
             only=("evaluate/evaluator/base.py", "evaluate/evaluator/text_generation.py")),
    # torchmetrics (PyTorch metrics): its perplexity metric, module and functional
    _package("torchmetrics", "1.9.0", "ml", "wheel", "torchmetrics-1.9.0-py3-none-any.whl",
             "bfdcbff3dd1d96b3374bb2496eb39f23c4b28b8a845b6a18c313688e0d2d9ca1", "unstated",
             only=("torchmetrics/text/", "torchmetrics/functional/text/")),
    # --- distributed training
    # nanotron (minimalistic LLM training): its parallel and optimizer packages
    _package("nanotron", "0.4", "ml", "wheel", "nanotron-0.4-py3-none-any.whl",
             "0c1834e91c17c651f430d46a1e779bc49991c33bda26cc237beae7d12b383ad9", "unstated",
             only=("nanotron/parallel/", "nanotron/optim/")),
    # levanter (scalable training of foundation models in JAX): its trainer, gradient accumulation, LoRA and mesh
    _package("levanter", "1.1", "ml", "wheel", "levanter-1.1-py3-none-any.whl",
             "7a24b719a3dbc428743fc2f80df5334d36d1d02f7359e523f4664c2eddcabf76", "unstated",
             only=("levanter/trainer.py", "levanter/grad_accum.py", "levanter/lora.py", "levanter/mesh.py")),
    # determined (a deep-learning training platform): its core distributed context and Horovod helpers
    _package("determined", "0.38.1", "ml", "wheel", "determined-0.38.1-py3-none-any.whl",
             "22883b24c642afe2ebadc569cbe54b4c576571a97410987bac2eb1a46d3af7c0", "unstated",
             only=("determined/core/_distributed.py", "determined/horovod.py")),
    # torchtitan (a PyTorch platform for training generative models): its parallel dimensions, LR scheduler and
    # quantization components
    _package("torchtitan", "0.3.0", "ml", "wheel", "torchtitan-0.3.0-py3-none-any.whl",
             "5563ccf9a295b24e00a36087149e9c2d0686cecbd3972c31e67227029293af42", "unstated",
             only=("torchtitan/distributed/parallel_dims.py", "torchtitan/components/optimizer/lr_scheduler.py",
                   "torchtitan/components/quantization/")),
    # --- traps: ordinary words that look like glossary terms
    # imagequant (an image quantization library: colour palettes)
    _package("imagequant", "1.1.5", "trap", "wheel",
             "imagequant-1.1.5-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
             "ccc97626ead394e702b9a349ea4344d81412ff800e0e797c8c5408343a1e1c6f", "unstated",
             only=("imagequant/__init__.py",), count=1),
    # deltalake (Delta Lake tables, a storage layer with a transaction log): its table and writer
    _package("deltalake", "1.6.6", "trap", "wheel",
             "deltalake-1.6.6-cp310-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
             "802db1ae734295c7b947bddd228b9e6b5df702846b085be91ad593840f72e36c", "unstated",
             only=("deltalake/table.py", "deltalake/writer/"), count=1),
]

# Research code at these commits (snapshots of the repositories, as ``fetch`` brought them): an excerpt of 40 whole
# lines of one Python file, stored under its own name; licences not checked (recorded "unstated").
_NANOGPT = ("karpathy/nanoGPT", "3adf61e154c3fe3fca428ad6bc3818b27a3b8291", "unstated")
_MINGPT = ("karpathy/minGPT", "37baab71b9abea1b76ab957409a1cc2fbfba8a26", "unstated")
_ALPACA = ("tatsu-lab/stanford_alpaca", "761dc5bfbdeeffa89b8bff5d038781a4055f796a", "unstated")
_QLORA = ("artidoro/qlora", "7f4e95a68dc076bea9b3a413d2b512eca6d004e5", "unstated")
_LLAMA = ("meta-llama/llama", "689c7f261b9c5514636ecc3c5fefefcbb3e6eed7", "unstated")
_BERT = ("google-research/bert", "eedf5716ce1268e56f0a50264a88cafad334ac61", "unstated")
_MAE = ("facebookresearch/mae", "efb2a8062c206524e35e47d04501ed4f544c0ae8", "unstated")
_LORA = ("microsoft/LoRA", "c4593f060e6a368d7bb5af5273b8e42810cdef90", "unstated")
_FASTCHAT = ("lm-sys/FastChat", "0e6d3e4beaab66f4d3f93db72541a4abab8af28d", "unstated")
_PIPELINE = ("jazzband/django-pipeline", "d404c473f05ccb12959a667da1d8b86710a83fdc", "unstated")
_DINO = ("facebookresearch/dino", "7c446df5b9f45747937fb0d72314eb9f7b66930a", "unstated")

# Chosen by repository and path before any labelling; the excerpt by position only (a script's beginning, or the 40
# lines from the file's first top-level class or def); every line of an excerpt is in its window.
TEXTS = [
    # a GPT training script, its beginning
    repo_excerpt("nanogpt-train", _NANOGPT, "en", "train.py", 1, 40,
                 "e800161e6e1f1a1c772ace2c01dc7d948cdeb58b2b5b2be4344c6f693e70a117", stored_as="train.py.1-40.py"),
    # a minimal GPT trainer, its beginning
    repo_excerpt("mingpt-trainer", _MINGPT, "en", "mingpt/trainer.py", 1, 40,
                 "9d9d6100669e0319865d84f5c1a1d79a4639b882a34d2a779d4f90bb3eb7fd6c",
                 stored_as="mingpt/trainer.py.1-40.py"),
    # an instruction-following model's training script, from its first top-level definition
    repo_excerpt("alpaca-train", _ALPACA, "en", "train.py", 46, 85,
                 "c39c402d3ec46f719cc6f6acf378434f057a2a494fef663cc5380df02f48c742", stored_as="train.py.46-85.py"),
    # a quantized fine-tuning script, from its first top-level definition
    repo_excerpt("qlora-script", _QLORA, "en", "qlora.py", 47, 86,
                 "5c4a70185798fd95a35c20dac66f082c081c972a5ae263927467f692f6c78c71", stored_as="qlora.py.47-86.py"),
    # an LLM's model definition, from its first top-level definition
    repo_excerpt("llama-model", _LLAMA, "en", "llama/model.py", 20, 59,
                 "e5dd22f2169314b56fd22eb2deec052fa16636c14396fe61456303276642185f",
                 stored_as="llama/model.py.20-59.py"),
    # a pretraining codebase's optimization module, from its first top-level definition
    repo_excerpt("bert-optimization", _BERT, "en", "optimization.py", 25, 64,
                 "8f6db96ecb25bbf542e6bb1eb97042038e74924b7a4a46c97d6e288f600953e5",
                 stored_as="optimization.py.25-64.py"),
    # a masked-autoencoder model definition, from its first top-level definition
    repo_excerpt("mae-models", _MAE, "en", "models_mae.py", 22, 61,
                 "dffd52d99dde0293cb0b048856f7478de4d06727604f45998bd98cc1d498de8b",
                 stored_as="models_mae.py.22-61.py"),
    # a low-rank adaptation layer module, from its first top-level definition
    repo_excerpt("loralib-layers", _LORA, "en", "loralib/layers.py", 12, 51,
                 "b70276762879190eea91cfda2f915e6d3ffe0b518f28a1c7bd90fadaabca0725",
                 stored_as="loralib/layers.py.12-51.py"),
    # a chat model's training script, from its first top-level definition
    repo_excerpt("fastchat-train", _FASTCHAT, "en", "fastchat/train/train.py", 37, 76,
                 "4f26518fb1d0df1617232d6017945f734a05291557b79819b6917394d2ab1066",
                 stored_as="fastchat/train/train.py.37-76.py"),
    # a self-supervised vision transformer's model definition, from its first top-level definition
    repo_excerpt("dino-vision-transformer", _DINO, "en", "vision_transformer.py", 27, 66,
                 "2ee7b7fd26ca39f83e8df230430cb7fb5d9e88471de643359fe7115dedf50edb",
                 stored_as="vision_transformer.py.27-66.py"),
    # --- trap: a web framework's asset pipeline (Django), its usage page, its beginning
    repo_excerpt("django-pipeline-usage", _PIPELINE, "en", "docs/usage.rst", 1, 40,
                 "fe0c1ef0e6af907024746c83d4018fece80605a782acc3aabeaf2b4aaad7aefc",
                 stored_as="docs/usage.rst.1-40.rst", kind="trap"),
]
