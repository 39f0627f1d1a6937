"""The sources of the fifty-third evaluation set (``build_corpus.py --set fiftythird``): development text.

Plain data, read by ``build_corpus.py`` as ``fortyseventh_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftythird --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/fiftythird/README.md``). English only.

What it is for: fresh English text on the subjects of four glossary files, ``collectives-and-frameworks``,
``serving``, ``language-model-basics`` and ``training-methods`` (collectives, frameworks and communication libraries;
serving engines, decoding strategies, caching and latency metrics; attention masks, tokenizers, position encodings
and quantization schemes; preference optimization, RLHF roles, optimizers, paged optimizers and merging). Each text
was chosen by its title, address and a search excerpt of the public page store (searches for the subjects of those
four files) before it was read for terms, in no earlier set, no development sample, no claim of another set and no
reserved list; every text names other concepts too, and everything in it is labelled. Each page is its stored
beginning, cut on whole lines at a paragraph's, list's or section's end (never around the terms), a last sentence the
store cut in the middle left out. Three trap pages whose ordinary words look like those concepts in another sense: a
construction site's safety barrier, two companies merging, a football club's pre-season training camps. Sixteen of
the thirty-nine pages first chosen were left out before they were labelled, for lack of time: the subjects above are
those searched for, and several of them (attention masks, quantization schemes, KL-regularized and preference methods,
paged optimizers) are not in the pages kept (the README counts what is).
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 52  # the seed is the first set's plus this: the second set used 1, ..., the fifty-second 51


PACKAGES: list[dict] = []

# Pages of the public page store, each its stored beginning cut on whole lines; chosen by title, address and search
# excerpt before any labelling; every line of a page is in a window.
TEXTS = [
    # serving: a course lesson on prefix caching (cut before its vLLM section and code)
    page("nerdleveltech-prefix-caching", "nerdleveltech.com", "en",
         "courses/llm-production-infrastructure/learn/vllm-inference-engines/prefix-caching.md",
         "a1baf7315387df0bc60bcf9ef6009ed328510396ff8ce298eab8bb00507d89de"),
    # serving: study notes on disaggregated serving (whole)
    page("haifengjin-disaggregated-serving", "notes.haifengjin.com", "en",
         "tech/large_language_models/disaggregated_serving.md",
         "70af9de6dacf095a408541507ace0f0d8ff96e1fe4c8bc77928c0fa7fe79e66d"),
    # serving: a blog post on Medusa, EAGLE and Sequoia (cut before the Medusa results)
    page("generalcompute-medusa-eagle", "www.generalcompute.com", "en",
         "blog/medusa-eagle-sequoia-next-gen-speculative-decoding.md",
         "d9150a1a4c96d436a69f58b742fa6425b775bada0d538a9539c8c1f4ca36b72f"),
    # serving: a book appendix on decoding strategies (cut after the greedy heading)
    page("waylandz-decoding-strategies", "www.waylandz.com", "en",
         "llm-transformer-book-en/appendix-b-decoding-strategies.md",
         "2558faa4201e0d10a000e84ff451ad43bb86aca296ebb276cd89f427b7b36aac"),
    # serving: a glossary page on the repetition penalty
    page("fatherofai-repetition-penalty", "fatherofai.in", "en",
         "topics/repetition-penalty.md",
         "6c101f481d94729d145c5c83108d5614c7f8377db05b36258c45ed741e0ea9d8"),
    # serving: a lecture page on RoPE and YaRN (cut before the table's last row)
    page("oakland-yarn-rope", "www.secs.oakland.edu", "en",
         "~tianlema/ai/lectures/L09/yarn-rope.html.md",
         "adb49614b169638c4650813ef3f86befd79d99a0e9a54ad46a3a3b56843d923b"),
    # serving: a course chapter comparing serving runtimes (cut before its table)
    page("rahulkashyap-serving-runtimes", "rahulkashyap.dev", "en",
         "learn/llm-serving-economics/02-vllm-vs-tgi-vs-llama-cpp.md",
         "7e231b48fe16ccedd0f11b5aa672680c992c1cd7d89bf17cbea8b69e74f62273"),
    # serving: a note on multi-head latent attention (whole)
    page("roydipta-latent-attention", "notes.roydipta.com", "en",
         "zettelkasten/multi-head-latent-attention.md",
         "45f24d0a253ca6f3a74fcdca797630977e6926c66da5a87f00aa3de75fdce727"),
    # language-model basics: a lesson on scaled dot-product attention and masking (cut before "Why This Matters")
    page("jepemo-attention-masking", "jepemo.github.io", "en",
         "lessons/llm-foundations/004.html.md",
         "592a3fa7141465ddc29ea222d3c9bd302232a31811d8a6cfa0a9a39de42e491b"),
    # language-model basics: an interview flashcard on subword tokenizers
    page("memotiva-subword-tokenizers", "memotiva.net", "en",
         "en/flashcards/llm-engineer-interview-tokenization-bpe-sentencepiece-token-counting/what-difference-between-bpe-wordpiece-sentencepiece-dc961754.md",
         "ec5d586b24e0bc9fba4cc89bd26cbc3eb9ab1a20034b44b2fe51c4cdb5445eea"),
    # training methods: a tutorial from SGD to Muon (cut after its outline)
    page("sankalp-sgd-to-muon", "sankalp.bearblog.dev", "en",
         "from-sgd-to-muon-an-incremental-tutorial-fable-5.md",
         "0e811fa805944fdd6a8f4021a04e92ef2f17910ff5e6369935f4e3f1c0bdfc31"),
    # training methods: a blog post on paged optimizers (cut after its introduction)
    page("thethinkdrop-paged-optimizers", "thethinkdrop.blogspot.com", "en",
         "2026/05/paged-optimizers-in-qlora-hidden.html.md",
         "5346834e4f6ef8b49a91840200e32034a37b54a4aabbf8b9873845f538ef9741"),
    # training methods: a lesson on TIES, SLERP and DARE (its introduction)
    page("agentfactory-merging-strategies", "agentfactory.panaversity.org", "en",
         "docs/Turing-LLMOps-Proprietary-Intelligence/model-merging-optimization/merging-strategies.md",
         "f4858b7f6eb8b5d12d40a93c1680e44f89c56e8e35577e0e3d015b727e42c3a6"),
    # training methods: a blog post on merging LoRA adapters (cut before its code)
    page("mrrostam-lora-merging", "mrrostam.github.io", "en",
         "2025/11/26/merging-lora-serving-locally.md",
         "a7e49a84ad4b74d347f6fd911694b3de1ffe76613e0f39e87afc023709398ccf"),
    # training methods: a tool's docs page on merging a LoRA adapter on CPU (cut before its syntax)
    page("techwithsergiu-cpu-merge", "techwithsergiu.github.io", "en",
         "qwen-qlora-train/merge.html.md",
         "212bfedf6a2b4aa7d79a4615cb7502524afbb33576e01aab3233268343673738"),
    # training methods: a book section on RLHF with PPO (cut after its prerequisites)
    page("apartsin-rlhf-ppo", "llmbook.apartsin.com", "en",
         "part-4-training-adaptation/module-18-alignment-rlhf-dpo/section-18.1.html.md",
         "e5629985f17a898ad281fd03728de5692e3801064a72f591622a2c858acb2367"),
    # collectives and frameworks: a tools page on DeepEP
    page("aicoolies-deepep", "aicoolies.com", "en",
         "tools/deepep.md",
         "7b50aa61b55f0567208c4d0e126651289ce715a2bbc92614b23e0177535f93fc"),
    # collectives and frameworks: a presentation slide on torchtitan
    page("contentonrails-torchtitan", "contentonrails.com", "en",
         "presentations/torchtitan/slide_12.md",
         "6751a6d82e813214ab36389cbee55b79eeb267ddb112c300020797da977f18ea"),
    # collectives and frameworks: an article on PyTorch and TensorFlow
    page("allpcb-pytorch-tensorflow", "www.allpcb.com", "en",
         "allelectrohub/differences-between-pytorch-and-tensorflow.md",
         "e92ea7319a2d01a3ae35ecfd260da7a5b6716b8cbbc6c6776846d8a8e0181366"),
    # collectives and frameworks: a course page listing MPI collective routines
    page("cornell-mpi-collectives", "www.tc.cornell.edu", "en",
         "Services/Education/Topics/MPI/Collective1/2.+MPI+Routines.htm.md",
         "45774a0a110da18357bb04f300ee93860e74e038156c50c0c834ead4d8a6859a"),
    # --- traps: ordinary words that look like these concepts in another sense
    # a construction site's safety barrier fence
    trap(page("usnetting-barrier-fence", "www.usnetting.com", "en",
             "articles/2022/03/07/construction-safety-barrier-fence-why-and-where.html.md",
             "515ef8cf503e23deb30e3c899999ee2ea52110211e341806fd27a1cb3812d4da")),
    # two companies merging (a merger's effect on shareholders)
    trap(page("potprofiteer-merger", "potprofiteer.com", "en",
             "2022/03/02/how-does-a-merger-affect-shareholders.md",
             "20044c0092dde2966d6c8b5bbbcd2aa69129408009c9ec7b90008e29d757b7a4")),
    # a football club's pre-season training camps
    trap(page("jobsinfootball-pre-season", "www.jobsinfootball.com", "en",
             "career-tactic/the-importance-of-pre-season-training-camps.md",
             "212419b1fefc7080d1389144434e012715f6cf5665402c9e82f13d08fb1160a8")),
]
