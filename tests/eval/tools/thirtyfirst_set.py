"""The sources of the thirty-first evaluation set (``build_corpus.py --set thirtyfirst``): development text.

Plain data, read by ``build_corpus.py`` as ``twentyfifth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtyfirst --errors``), labelled by hand before the engine ever ran on it, so that
its errors are worth reading (``tests/eval/data/thirtyfirst/README.md``). It holds English only.

Its point is breadth in prose written for people: small samples from many authors (at most two windows from any
one source), so that an error a rule can generalise from shows up across sources rather than many times in one.
No packages. Pages of the public page store (blog posts, explainers, tutorials, a knowledge-base entry, course
notes, a vendor's page) and repository files (a course's troubleshooting page, a local model's model card, a
distributed library's release notes, an educational notebook's Markdown cells), chosen by title, path or
description before any labelling, in no earlier set, no development sample, no claim and no reserved list,
weighted toward language-model basics (logits, softmax, sampling, perplexity, cross-entropy, tokenizers,
embeddings, the context window), fine-tuning and alignment, serving (KV cache, continuous batching, speculative
decoding, quantization formats) and hardware, with three trap pages whose ordinary words look like glossary
terms (CI/CD pipelines; a database's checkpoints and replication; the colour quantization of images).

A page is taken as the store holds its beginning; a repository file whole, or an excerpt of whole lines chosen
by section or position; every text is cut into consecutive windows of at most 40 lines, so that every line is
labelled. To hold about 15 gold mentions a source, eight dense texts were cut, at a line boundary, to their
first lines (the course page on out-of-memory errors to lines 1-13, and seven pages: the sampling explainer to 5
lines, the knowledge-base entry on sampling to 13, the KV-cache review to 11, the quantization post to 5, the
mixed-precision guide to 3, the FSDP and DeepSpeed comparison to 3, the LoRA post to 20); the cut takes no
account of which words the lines hold beyond their count.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 30  # the seed is the first set's plus this: the second set used 1, ..., the twenty-third 22

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories: the stored text is the file's, byte for byte,
# or a run of its lines, or, for the notebook, its cells written as Markdown)
_OOM = ("text-machine-teaching/uml_nlp_class_2022", "678dd76208d6a0da671e492436322a75f5768c85", "unstated")
_OPENCODE = ("RTPro256/opencode_4py", "981d2a461842d3502c17914a8832a164b7099d24", "MIT")
# the documentation's licence file: CC-BY-SA-4.0
_NEURON = ("aws-neuron/aws-neuron-sdk", "215b421ac448d85f89be056e27e29842a6b03c9c", "CC-BY-SA-4.0")
_ON_LLM = ("notGiGi/On-LLM", "21c27ee4e6c53d488bdedcd78fd14f6bebbed0b7", "unstated")


_page = page


# Chosen by title, path or description before any labelling; every line of a stored text is in a window.
TEXTS = [
    # language-model basics: logits, softmax and sampling; perplexity and cross-entropy; tokens, embeddings and
    # the context window; a language model's probability and cross entropy
    _page("eyesinai-temperature-sampling-en", "eyesinai.com", "en", "explainers/temperature-sampling.md",
          "f5ddd1cf52a6b44b32afe2487ad452e7b386fd3f689a1d0951044c5678fe3e49"),
    _page("skillia-sampling-temperature-en", "skillia.dev", "en", "kb/01-llms/sampling-and-temperature.md",
          "033b5ec24f24222fb53087f4bb087842c18face54f2600a9d4ed5f8a58684a74"),
    _page("haroldbenoit-metrics-en", "notes.haroldbenoit.com", "en", "ML/LLMs/Evaluation/Metrics.md",
          "ea78a01c8f7c374882ee840ce8013493983a1217080b9a37413d69a88a5c8f0a"),
    _page("novaaiops-tokens-embeddings-en", "novaaiops.com", "en", "blog/tokens-embeddings-context-windows.md",
          "e9bf0a1ed3b54cdb6c67f93605664499dc27809949e47bbb0fe44a65d842be98"),
    _page("agill-language-model-en", "agill.xyz", "en",
          "research/haiku/introduction/natural-language/language-model.md",
          "3c159bd1770480d8197b88e4828eafeb6c65bd8ee672161e0c0adf4a85d9bba4"),
    # an educational notebook on LLM fundamentals (tokenization, the training objective, perplexity, attention
    # masks): its cells written as Markdown (each code cell's comment lines in a Python fence, a blank line
    # between cells, ".md" appended), the first 75 lines (its first cell to the end of its section 1)
    repo_excerpt("onllm-block1-notebook-en", _ON_LLM, "en", "notebooks/block1/Block 1 Introduction.ipynb.md",
                 1, 75,
                 "50fcc0b8457e936fdc00853275e60f1c27f07c61f5bae6acc3f6aa3f5755148f",
                 stored_as="notebooks/block1/Block 1 Introduction.ipynb.md"),
    # serving and inference: the KV cache; continuous batching; quantization formats; a local model's model card
    _page("rohanpaul-kv-caching-en", "www.rohan-paul.com", "en", "p/kv-caching-in-llm-inference-a-comprehensive.md",
          "e4942cada334528e5498472395b46bacfc5ef2113a2161bd6d9d93cda3357cbe"),
    _page("diomgis-continuous-batching-en", "diomgis.com", "en", "learn/vllm-continuous-batching.md",
          "dc5546a7e77c4219556b2195c469c04af555a62e33be05a1f4ddd023afc48665"),
    _page("fahim-quantization-en", "fahim.bd", "en", "blog/llm-quantization-demystified.md",
          "c8d07b2a5526800e7212fd9630a41cd331060bc99c45aa421a415c99da80207b"),
    repo_file("opencode-llama32-card-en", _OPENCODE, "en", "docs/OllamaModels/llama3.2_3b-instruct-q8_0.md",
              "e70c9dcc3bc39b21d48e7854f7e15d96329061fa5825cde1add018bb1fd4d2ba"),
    # hardware: a GPU cluster guide; a vendor's page on training infrastructure; mixed precision and tensor cores
    _page("tensorsmesh-gpu-cluster-en", "www.tensorsmesh.com", "en", "blog/article-2.html.md",
          "0b1c59d2adb8616ab7902c9006ccbad1f4eeec0643df4909b19249f5bd42aebe"),
    _page("haink-training-infrastructure-en", "haink.org", "en", "knowledge/solutions/ai-training-infrastructure.html.md",
          "d6f2cce32055194fe42512bc9efb5808eff97b506e52d8d9672635dae6f4218f"),
    _page("deepiix-mixed-precision-en", "www.deepiix.com", "en", "blog/mixed-precision-training-speed-accuracy.html.md",
          "e0028426b8cf7d364473d4dd6f8b97a2d5b0eb6551972c2f05151b69f6240ef4"),
    # training memory and parallelism: FSDP against DeepSpeed ZeRO; a course's page on out-of-memory errors (lines
    # 1-13); a distributed library's release notes (its header and its latest release, lines 1-34)
    _page("axiomlogica-fsdp-deepspeed-en", "axiomlogica.com", "en",
          "ai-ml/fsdp-vs-deepspeed-accelerate-sharding-offload-checkpointing.md",
          "270c601b39b72ec0dc21ce877a02340999dee0b39428e24777dd1c86ff911dad"),
    repo_excerpt("umlnlp-oom-en", _OOM, "en", "docs/oom.md", 1, 13,
                 "0f2a4446dd23adf64414a304148255062150c2a44c5d9fdb1e99928f1832e623"),
    repo_excerpt("neuronx-distributed-notes-en", _NEURON, "en",
                 "release-notes/neuronx-distributed/neuronx-distributed.rst", 1, 34,
                 "c0edff751b585766b207147ae1dfdec27b0bef39ff6fd5abe533abb1c7ad9652",
                 stored_as="release-notes/neuronx-distributed/neuronx-distributed.rst.1-34.rst"),
    # fine-tuning and alignment: LoRA, QLoRA and PEFT; RLHF, the reward model and DPO
    _page("youngju-lora-qlora-en", "www.youngju.dev", "en", "blog/llm/2026-03-02-llm-finetuning-lora-qlora-peft.en.md",
          "395552f3cc2683bec982b89161521d23108ab73d4129d898fde25fad5938d778"),
    _page("tariksenkal-rlhf-en", "tariksenkal.com", "en", "en/posts/rlhf-model-alignment.md",
          "591c6bfe89ec587f83f0c1b36114416a7eec6958fa94fa76f2158df742e6a1e3"),
    # traps: CI/CD pipelines; a database's write-ahead log, checkpoints and replication; colour quantization
    trap(_page("markelkaluh-gitlab-pipelines-en", "markelkaluh.in", "en", "general/skills/gitlab-pipelines.md",
                "9c3233559e2983f113802c80d63334dde69dfac7491dd50ef043152d5d19d37a")),
    trap(_page("jatinjainsaraf-postgres-wal-en", "jatinjainsaraf.com", "en",
                "courses/postgresql-in-depth/write-ahead-logging.md",
                "99d7ad026b69705e216d519572fc289c2240ced3abda30ebc06c1f4a6fc39f6c")),
    trap(_page("memim-color-quantization-en", "memim.com", "en", "color-quantization.html.md",
                "a392755baf2b1fcaa1a0a2c643da21cce80c5b1ab03a99039669679ff02cba8e")),
]
