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
construction site's safety barrier, two companies merging, a football club's pre-season training camps.
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
    # serving: a tag page on multi-head latent attention
    page("xuquant-latent-attention", "xuquant.com", "en",
         "tags/attention.md",
         "4cac9f3394a8bf2a9d6a051e38a8f0d15d823ab02158d8171035dab719f46d4c"),
    # serving: a guide to serving metrics, TTFT and TPOT (cut after the TPOT definition)
    page("inference-engineering-metrics", "inference-engineering.com", "en",
         "guide-production-metrics.html.md",
         "b12cf6b88597e09d29f17231ac5e5cb4e76231bc264ec7e4d0e6288b1e9c9cf5"),
    # serving: a course chapter comparing serving runtimes (cut before its table)
    page("rahulkashyap-serving-runtimes", "rahulkashyap.dev", "en",
         "learn/llm-serving-economics/02-vllm-vs-tgi-vs-llama-cpp.md",
         "7e231b48fe16ccedd0f11b5aa672680c992c1cd7d89bf17cbea8b69e74f62273"),
    # serving: a reference page on multi-LoRA serving (cut after "What it is")
    page("ai-infrastructure-multi-lora", "ai-infrastructure.net", "en",
         "multi-lora-serving.md",
         "9aa0a28d9ad589b8a1d9fb402d26e8ae16763ee13ffdbd6e04566abb9eb3239b"),
    # serving: a note on multi-head latent attention (whole)
    page("roydipta-latent-attention", "notes.roydipta.com", "en",
         "zettelkasten/multi-head-latent-attention.md",
         "45f24d0a253ca6f3a74fcdca797630977e6926c66da5a87f00aa3de75fdce727"),
    # language-model basics: a lesson on scaled dot-product attention and masking (cut before "Why This Matters")
    page("jepemo-attention-masking", "jepemo.github.io", "en",
         "lessons/llm-foundations/004.html.md",
         "592a3fa7141465ddc29ea222d3c9bd302232a31811d8a6cfa0a9a39de42e491b"),
    # language-model basics: a course lesson on scaled dot-product attention and masking (cut before its code)
    page("codesignal-attention-masking", "codesignal.com", "en",
         "learn/courses/sequence-models-the-dawn-of-attention-1/lessons/scaled-dot-product-attention-and-masking-in-transformers-1.md",
         "6dda2b1c1cebeb930eb286696ec222da5092b0f59590e08cc68cabe7e50f5fdc"),
    # language-model basics: a blog post on BPE, WordPiece and SentencePiece (cut before the BPE section)
    page("decodeaiwithjc-tokenization", "decodeaiwithjc.com", "en",
         "tokenization-explained-with-code-bpe-vs-wordpiece-vs-sentencepiece.md",
         "9ddb376f3549448832d87bc452fc3445bfa6782b3c4d68ffb111ff610290d4d1"),
    # language-model basics: an interview flashcard on subword tokenizers
    page("memotiva-subword-tokenizers", "memotiva.net", "en",
         "en/flashcards/llm-engineer-interview-tokenization-bpe-sentencepiece-token-counting/what-difference-between-bpe-wordpiece-sentencepiece-dc961754.md",
         "ec5d586b24e0bc9fba4cc89bd26cbc3eb9ab1a20034b44b2fe51c4cdb5445eea"),
    # language-model basics: a lesson on quantization formats (cut before its quiz)
    page("johnlam-quantization-formats", "learn.johnlam.io", "en",
         "lessons/0016-quantization-number-formats.md",
         "d2ae596f4c9370371709250f93082641b5f189b28aa0635d492cf5397b044c6d"),
    # language-model basics: a cloud vendor's page on structured outputs (cut before "Principles")
    page("huaweicloud-structured-outputs", "support.huaweicloud.com", "en",
         "intl/tr-tr/bestpractice-modelarts/modelarts_llm_infer_5906027.html.md",
         "754ff4e220330f90f9b9d73b25bc2d8564c02528f08a28cee3854260a63552b8"),
    # language-model basics: notes on rotary position embedding (cut after its motivation)
    page("ming200110-rope", "ming200110.github.io", "en",
         "2026/06/30/RoPE.md",
         "bbd903f2c6e67a70e1f46382c59f5953abc925f38fd4820a205ab63165923127"),
    # language-model basics: a guide to quantization (its introduction, cut before the contents)
    page("prompt20-quantization-guide", "blog.prompt20.com", "en",
         "posts/quantization-tradeoffs.md",
         "a5461ec72d4dd8bef35ae7a55fb7133d2f4574a341220d47d0f9ff05d1ac30be"),
    # training methods: a course section on the PPO-RLHF loop (cut after its table of roles)
    page("walkinglabs-ppo-rlhf", "walkinglabs.github.io", "en",
         "hands-on-modern-rl/en/chapter08_rlhf/ppo-rlhf-loop.md",
         "92eeb1acf4009b0bdae36e2812be5725ccd89c33088042c1a9b5b3f0fe4d2936"),
    # training methods: a book chapter on preference-optimization variants (cut after Online DPO's motivation)
    page("instant-reader-preference-variants", "instant-reader.pages.dev", "en",
         "the-hitchhikers-guide-to-agentic-ai-from-foundations-to-syst/14.md",
         "555cb06032a52e429d49a2cfb8939ad2b104bf876bb6a27d13060633fcd93095"),
    # training methods: a knowledge-base page on preference optimization (cut after its second paragraph)
    page("ea-crux-preference-optimization", "ea-crux-project.vercel.app", "en",
         "knowledge-base/responses/alignment/preference-optimization.md",
         "c7659cc32a02db72e1c09b6240f5444948ca39d3fc30892a96b3a8bc25a1e069"),
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
    # collectives and frameworks: a reference page on SHARP (cut before its diagram)
    page("ai-infrastructure-sharp", "ai-infrastructure.net", "en",
         "sharp-in-network-reduction.md",
         "543a1061fa8efe6eb69b24d2e9d15e4699278b85fcefb58dd60665e51e9b593c"),
    # collectives and frameworks: a tools page on DeepEP
    page("aicoolies-deepep", "aicoolies.com", "en",
         "tools/deepep.md",
         "7b50aa61b55f0567208c4d0e126651289ce715a2bbc92614b23e0177535f93fc"),
    # collectives and frameworks: a knowledge-base page on the NeMo framework (cut before "Mechanism")
    page("yobitel-nemo", "www.yobitel.com", "en",
         "knowledge-base/nemo-framework.md",
         "7342aa7f1c787006f19acde7cede54a457c8a3274cae9c71425d6f54662057b2"),
    # collectives and frameworks: a playbook page on the NeMo framework (cut before its deployment section)
    page("devfloor9-nemo", "devfloor9.github.io", "en",
         "engineering-playbook/en/docs/agentic-ai-platform/model-serving/inference-frameworks/nemo-framework.md",
         "bc9214c8779ccf2567a1c8f4a35fce97faac91a79f522c6a1f56e8b3b7ef3ff7"),
    # collectives and frameworks: a presentation slide on torchtitan
    page("contentonrails-torchtitan", "contentonrails.com", "en",
         "presentations/torchtitan/slide_12.md",
         "6751a6d82e813214ab36389cbee55b79eeb267ddb112c300020797da977f18ea"),
    # collectives and frameworks: an article on PyTorch and TensorFlow
    page("allpcb-pytorch-tensorflow", "www.allpcb.com", "en",
         "allelectrohub/differences-between-pytorch-and-tensorflow.md",
         "e92ea7319a2d01a3ae35ecfd260da7a5b6716b8cbbc6c6776846d8a8e0181366"),
    # collectives and frameworks: a library guide's page on collective communications
    page("uom-collectives", "www.it.uom.gr", "en",
         "teaching/plapack/Guide/node72.html.md",
         "c9a83fa418a958e7fc68ea256dfa17dcf0ffd43fb9a1bb8964a620fd9d033726"),
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
