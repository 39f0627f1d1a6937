"""The sources of the fifty-ninth evaluation set (``build_corpus.py --set fiftyninth``): development text.

Plain data, read by ``build_corpus.py`` as ``fiftyeighth_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyninth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyninth/README.md``).

No packages. Pooled over forty blind sets, three concept families are met least well and have few mentions in any one
set; this set measures them on fresh text whose subject is one of them: (1) training methods after and around
pre-training (pre- and post-training, preference optimisation and its reference and reward models, LoRA's rank and
alpha, merging LoRA adapters, scaling laws), (2) collective communication and frameworks (NCCL's collectives, MPI's
gather and reduce taught in a French course, offloading to CPU memory), (3) LLM serving systems (service-level
objectives, TTFT and TPOT, goodput, preemption of requests, min-p sampling, prompt-lookup decoding, NVIDIA Dynamo,
memory-bound decoding). Every source was chosen by its title, address, repository path or search excerpt, before any
reading for terms, in no earlier set (no host or repository an earlier set uses), no development sample, no claim of
another set and no reserved list.

Three kinds. (a) Pages of the public page store, each its stored beginning, a last sentence the store cut in the
middle left out; pages denser than about fifteen mentions cut further on whole lines at a paragraph's or a section's
end (the DPO-variants and scaling-laws chapters at the end of their "Problem" section, the post-training explainer
before its table, the LoRA-hyperparameters page after its list of goals, the NCCL page after its AllReduce section,
the Dynamo article before its list of components, the TRL guide's summary after its reward-modeling item). (b) Excerpts of repository Markdown files at a commit, cut on whole
lines at a heading: a benchmarking guide's opening and its key metrics; three exercises of a French HPC course on MPI
collectives (gather and reduce), each its title and instructions, before its reminder on the cluster. (c) Two trap pages
whose ordinary words look like glossary terms in another sense: JavaScript's array ``reduce`` and preemption in the
Linux kernel's scheduler.

Languages: English (most), French (the MPI course and a page on scaling laws), Dutch (two pages on running and
optimising LLMs, thin in these families). No Bengali text on these subjects was found on a host or in a repository
that no earlier set uses (README.md of the set). No text here is known to be a machine translation.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 58  # the seed is the first set's plus this: the second set used 1, ..., the fifty-eighth 57

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories); no licence checked ("unstated").
_HPC = ("Maison-de-la-Simulation/HPC-DFE-Paris-Saclay", "9bc45def4ffa158a6dd45712c13d5f2b2e40b169", "unstated")
_NGKORE = ("ngkore/docs", "6d0ef33e72b7a2722203100754291fcc2cb19fc0", "unstated")

# Chosen by title, address, path or search excerpt before any labelling; every line of a page or excerpt is in a window.
TEXTS = [
    # --- LLM serving systems (English)
    # a book chapter on the metrics that define a serving SLO (its stored beginning)
    page("bitcru-slo-metrics-en", "llm-inference-books.bitcru.sh", "en",
         "inference-serving-book/02-metrics-that-define-the-slo.md",
         "0b8392bc0c236f65d4d2e817730867c4a893457e173d29f319cf7270fc90dead"),
    # a forum answer on preempting requests by recomputation or swapping in vLLM
    page("vllm-forum-preemption-en", "discuss.vllm.ai", "en", "t/request-preemption-option/1672.md",
         "a56216f72e01709d8fd06d6621c334be47fe14d82222eca88015f537910e4945"),
    # a blog post on temperature, top-k, top-p and min-p
    page("kenmuse-sampling-en", "www.kenmuse.com", "en", "blog/how-temp-topk-topp-minp-control-llm-output.md",
         "f4ec053029d09816192cacf8cdb34e8b263b5502e659145113efbb0b4ee58cf1"),
    # a glossary entry on n-gram speculation (prompt lookup decoding)
    page("dcentral-ngram-speculation-en", "d-central.tech", "en", "mining-glossary/n-gram-speculation.md",
         "0a28f7d923759b07d78d73792ed7a55bdbabcdea04ecdf20a48434558ad555c5"),
    # a news article on NVIDIA Dynamo's disaggregated serving (to its list of components)
    page("lavx-dynamo-en", "news.lavx.hu", "en",
         "article/inside-nvidia-dynamo-the-disaggregated-architecture-revolutionizing-llm-inference-at-scale.md",
         "d99c64383499a026023c6ebc74c5d139cd876aa2beee2373adc639c80333d84f"),
    # a glossary entry on inference: prefill and decode, compute- and memory-bound
    page("lumichats-inference-en", "www.lumichats.com", "en", "glossary/inference.md",
         "64da60c38d265676a4a1e071f989d3481db5043ce4d68dc2083d5809f70ec136"),
    # a glossary entry on inference speed (TTFT, inter-token latency)
    page("infercom-inference-speed-en", "infercom.ai", "en", "glossary/inference-speed.md",
         "66479cb4cfd5fe787a976d3185b8b027fe1e1e83d4f3e81d0d5a9e83cac84037"),
    # a guide to benchmarking LLMs with vLLM: its opening and its key performance metrics (lines 1-38)
    repo_excerpt("ngkore-benchmark-metrics-en", _NGKORE, "en", "ai-ml/benchmarking-llm-models.md", 1, 38,
                 "2b5e0418de8d90613f296e6863e137799e708b15b7279272c314012e34eba88f"),
    # --- training methods after and around pre-training (English)
    # a book chapter on DPO and its variants (to the end of its "Problem" section)
    page("latere-dpo-variants-en", "aaai.latere.ai", "en", "en/p2-adaptation/11-dpo-variants.html.md",
         "cd486cc349dc330cbb620d5fc1e48651ca9acd6aa06ac58ab96c02c48710b12a"),
    # the same book's chapter on scaling laws (to the end of its "Problem" section)
    page("latere-scaling-laws-en", "aaai.latere.ai", "en", "en/p1-foundations/03-scaling-laws.html.md",
         "5a7cc89e1e71c2fd011f378cead9b265e0ec6b2fb4e13c88a1172dbe418fa145"),
    # a blog post on post-training (to the table comparing it with fine-tuning)
    page("airs-post-training-en", "ai.rs", "en", "ai-developer/llm-post-training-explained.md",
         "48688a0344c7a8975684a0f9d46330cd358c9d8e034806d93b452af729c68131"),
    # a tutorial on pre-training and post-training
    page("saimouli-post-training-en", "saimouli.github.io", "en",
         "tutorials/llm_posttraining/llm_posttraining.html.md",
         "e006187c1ca5238931ef7fd8fa2933dc0512037c4eff5a2ecbcc01f68ae98bd3"),
    # a news summary of a guide to post-training with TRL (to the end of its reward-modeling item)
    page("nemati-trl-post-training-en", "nemati.ai", "en",
         "en/blog/a-coding-guide-on-llm-post-training-with-trl-from-supervised-fine-tuning-to-dpo-and-grpo-reasoning.md",
         "54463e2160562af452813d46bc861d201dec35ad6f8efd77999616d60d02aaec"),
    # a news post on LoRA's rank and alpha (to its list of goals)
    page("cloudcodetree-lora-hparams-en", "cloudcodetree.com", "en",
         "ai-news/2026-07-04-01-lora-rank-alpha-hyperparameters.md",
         "30cdfbe9f4af845e00f3042e85b2746aacbe6077f9c1ade40abe93560fc57960"),
    # a blog post on merging LoRA adapters
    page("devtechtools-lora-merging-en", "devtechtools.org", "en",
         "en/blog/merging-lora-adapters-production-patterns-multi-skill-llms.md",
         "08de9b31a2a2e7c5397cca7f67a1b1f157165226b0485d6e3a293feb964c4b11"),
    # --- collective communication and frameworks (English)
    # NCCL's guide to its collective operations (to the end of its AllReduce section)
    page("nccl-operations-en", "docs.nvidia.com", "en",
         "deeplearning/nccl/archives/nccl_247/nccl-developer-guide/docs/usage/operations.html.md",
         "4a5e15ed18d146b6e1582fb5033077ef62504318fca49f029b0ab020f8537b1a"),
    # a newsletter post on CPU offloading in distributed training
    page("mueller-cpu-offloading-en", "muellerminute.substack.com", "en", "p/cpu-offloading.md",
         "503b966f0b579e42fde896c00dc9a87ec6460b26f63353fae109c162786f2b27"),
    # --- French
    # an HPC course's exercise on the collective gather (its title and instructions, lines 1-28)
    repo_excerpt("hpc-gather-python-fr", _HPC, "fr", "exercices/mpi/python/7_gather_com/README.md", 1, 28,
                 "586184f35a407f8434a9af97e8210030daf056bf2c715e316297689f5f4d7767"),
    # ... its exercise on the collective reduce (title and instructions, lines 1-40)
    repo_excerpt("hpc-reduce-python-fr", _HPC, "fr", "exercices/mpi/python/8_reduce_com/README.md", 1, 40,
                 "94311fcd85b2e6241e8b16c2c0058cbc47be6fb801ea9807153e5f9b972a4ce7"),
    # ... and its C++ exercise on gather and gatherv (title and first instructions, lines 1-33)
    repo_excerpt("hpc-gather-cpp-fr", _HPC, "fr", "exercices/mpi/cpp/6_gather_com/README.md", 1, 33,
                 "5a6501ea8734ffad64e46e7bd7a533d56fb1c96ada8e6dbabdd6a199f5e42fa3"),
    # a page on scaling laws and when to stop training
    page("harcelement-scaling-laws-fr", "harcelement.org", "fr",
         "lois-d-echelle-en-pratique-quand-arreter-l-entrainement-des-grands-modeles-de-langage.md",
         "cf64bb2de2f46fd0976883cc9b59e4009f3cf2488f85a2126020409bc421faac"),
    # --- Dutch
    # a blog post on optimising LLMs (compression and latency)
    page("llmo-optimization-nl", "llmo.nl", "nl", "blog/llm-optimization-seo.php.md",
         "07fbc38d26ff89b4bc302a135c3c89295c472a009155e69a25f37de049cc6b32"),
    # a student project's handover manual: running LLMs locally, the choice of model
    page("hhs-ai-local-models-nl", "handover-manual.hhs-ai.nl", "nl", "development/keuzes/ai_modellen.html.md",
         "39731f9ea96c0edee237bf027b88b47d010ae230d2ac0548406ab557c39ffdf0"),
    # --- traps: ordinary words that look like glossary terms
    # JavaScript's Array.prototype.reduce
    trap(page("medjava-js-reduce-en", "medjava.ro", "en", "doku.php?do=export_xhtml&id=java-script%3Areduce.md",
              "6caac57361cc5c8b25880f81a97dd7f555f03f304a4335b11865934e8623af49")),
    # preemption in the Linux kernel's scheduler
    trap(page("errorhandle-kernel-preemption-en", "errorhandle.ai", "en",
              "how-to-do-javascript-jquery-text-effect-david-desandro.md",
              "412621ed56c41061c7e1e040360314028e4be3d824a46fddee39fa1c2ea5b893")),
]
