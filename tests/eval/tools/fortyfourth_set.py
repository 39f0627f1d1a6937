"""The sources of the forty-fourth evaluation set (``build_corpus.py --set fortyfourth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortysecond_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortyfourth --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fortyfourth/README.md``). English only: the text an ML engineer meets on an
ordinary day, weighted toward four families (training methods, collectives and frameworks, serving, language-model
basics), from many authors (at most two windows from any one).

Three kinds, chosen by package description, path, title or search excerpt before any reading for terms, in no
earlier set, no development sample, no claim of another set and no reserved list: (a) the comments and docstrings of
small ML packages pinned on PyPI (LoRA fine-tuning, knowledge distillation, GRPO, speculative decoding, inference
observability, automatic distributed training, distributed JAX training, LM data workflows and SFT, fitting messages
into a context window; Python files only, ``only``, chosen by their names), windows of 15-25 lines cut by the
builder's regular expressions with the forty-fourth set's seed, at most two per package; (b) READMEs, docs pages and
an issue-style weekly PR list of ML repositories of seven owners, some cut to their first lines; (c) blog posts,
tutorials, course notes and a glossary page of the public page store, each its stored beginning cut at a paragraph's
end. Three trap pages whose ordinary words look like glossary terms: a sports draft's rankings, a database's buffer
cache warmup, a statistics blog's logit link.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 43  # the seed is the first set's plus this: the second set used 1, ..., the forty-third 42


_package = package_entries(count=2)  # at most two windows per package


PACKAGES = [
    # easylora (LoRA / QLoRA fine-tuning with Hugging Face Transformers): its Python package
    _package("easylora", "0.2.1", "ml", "sdist", "easylora-0.2.1.tar.gz",
             "0529f2d382fe6fac8aa9b4d2dae4ea152c733f8effbfdd6a38645d5819bba440", "Apache-2.0", only=("easylora/",)),
    # distil-trainer (a knowledge distillation training framework): its distillation and core folders
    _package("distil-trainer", "0.1.27", "ml", "sdist", "distil_trainer-0.1.27.tar.gz",
             "dfb16d7ca8b6666ccae342af94847bd1b60b0c9dd85a5411f51dfc4d6a2e2183", "MIT",
             only=("src/distil_trainer/distillation/", "src/distil_trainer/core/")),
    # forge-rl (a minimal GRPO fine-tuning engine): its core folder
    _package("forge-rl", "0.1.2", "ml", "sdist", "forge_rl-0.1.2.tar.gz",
             "caf8cc6a7e522bddbe9f141646219e9cca567dd51ddcf4f7bfacfc9c8975a86d", "MIT", only=("forge/core/",)),
    # economize (speculative decoding, early exit and other efficiency techniques): its decoding and distributed
    # folders and its KV cache module
    _package("economize", "0.3.2", "ml", "sdist", "economize-0.3.2.tar.gz",
             "3a2686c1bc4b20c624855142d8df448fbded282b5aa4815425164aaabba1fcb8", "Apache-2.0",
             only=("src/economize/decoding/", "src/economize/distributed/", "src/economize/modules/kv_cache.py")),
    # inferlens (inference observability: scheduler, batching, KV cache): its Python package
    _package("inferlens", "0.1.0.dev0", "ml", "sdist", "inferlens-0.1.0.dev0.tar.gz",
             "764f5957348b49ec23839b12ff27faf76497b7a5b6980de7fadb8208aa5c1d5b", "Apache-2.0", only=("inferlens/",)),
    # autotrainer (automatic distributed training: hardware, strategy, batch size): its launcher, detection and torch
    # backend
    _package("autotrainer", "0.18.0", "ml", "sdist", "autotrainer-0.18.0.tar.gz",
             "d6dec7c854d1ba30ae55419365e4f4d38ff45d2b5ec3d1fc73c64e2b75fa16c0", "MIT",
             only=("src/autotrainer/launcher.py", "src/autotrainer/detect.py",
                   "src/autotrainer/backends/torch_backend.py")),
    # adjaxt (distributed training with JAX): its sharding, coordinator, training and pipeline modules
    _package("adjaxt", "0.0.2.34", "ml", "sdist", "adjaxt-0.0.2.34.tar.gz",
             "a27f23a1b4f9b3d0b28b0c9162c7149416c35231b5437931f44ca2fdf593f06c", "MIT",
             only=("src/adjaxt/sharding.py", "src/adjaxt/coordinator.py", "src/adjaxt/train.py",
                   "src/adjaxt/pipeline.py")),
    # arclm (LM data workflows, tokenizers, SFT): its tokenizer, fine-tuning, PEFT and distributed modules
    _package("arclm", "2.0.0", "ml", "sdist", "arclm-2.0.0.tar.gz",
             "f1fe0473613e962ee96baa785bf2f930c3401f643edff24560f3a416533a94dd", "Apache-2.0",
             only=("src/arclm/tokenizers/", "src/arclm/tokenization.py", "src/arclm/finetuning/", "src/arclm/peft/",
                   "src/arclm/distributed.py")),
    # agentfit-py (fit messages into an LLM's context window with pluggable tokenizers): its Python package
    _package("agentfit-py", "0.1.0", "ml", "sdist", "agentfit_py-0.1.0.tar.gz",
             "c010d14b17b0216061cf1e1e4be53ef108c9211d9464a4655bfd9e2738b5d805", "MIT", only=("src/agentfit/",)),
]

# Repository files at these commits (the newest snapshots fetched), taken whole or, for long files, as an excerpt of
# their first lines (up to a paragraph's end) stored under its own name, so that no source gives much more than
# fifteen mentions; licences not checked (recorded "unstated").
_GANESH = ("GaneshGMgr/Finetuning", "b236508ef1d7cf570b86decf824fa660ed3f7267", "unstated")
_DLLM = ("laffytaffyz/dllm-distillation", "ae23d64b95822195d989bb125c06a1091cbe77b4", "unstated")
_GITBOOK = ("yunieyuna/gitbook-learning", "47bf0ebe901edcb32a0b84ec09ec4ef0a9825f7b", "unstated")
_WEEKLY = ("aaarkai/vllm_weekly_track", "9c10e69fb596ec3a1fffff0e262112f75eefea5a", "unstated")
_EDGE = ("LakshikaMahipala/edge-ml-systems", "1792bd918fa65de49055d8a91d7260ba17217412", "unstated")
_ULTRA = ("andresnowak/ultra_scale_playbook_impl", "01e5c754a7b67f103f626b42553a57978007764a", "unstated")
_SSP = ("dust-tt/llama-ssp", "29bed13aeac33eb6f996e3b3ddeaf37340db0dc5", "unstated")

# Chosen by path, title or search excerpt before any labelling; every line of a file or page is in a window.
TEXTS = [
    # --- READMEs, docs pages and an issue-style list of ML repositories (each a different owner)
    # knowledge distillation from teacher to student
    repo_file("finetuning-distillation", _GANESH, "en", "Knowledge_Distillation/README.md",
              "056880b6a6e9d7dc3e6cbdacc1692d3f9c6c36765c0b40f9b75bba388268af14"),
    # a distillation training example (torchrun, its parameters; its first lines)
    repo_excerpt("dllm-distillation-example", _DLLM, "en", "distillation/DISTILLATION_EXAMPLE.md", 1, 39,
                 "0efc2a54224316146747b9bb581e3b670e46af2ef385637fef27782e5d959d97"),
    # a book chapter's notes on tokens and token embeddings (its first lines)
    repo_excerpt("gitbook-tokens-embeddings", _GITBOOK, "en",
                 "books/llm/book-hands-on-large-language-models/chapter-5.-tokens-and-token-embeddings.md", 1, 33,
                 "a7a470adfd7088b9530acad19b09d71271e526239ae28af95db0384f7f45e94f"),
    # a serving engine's weekly list of merged pull requests (its first lines)
    repo_excerpt("vllm-weekly-prs", _WEEKLY, "en", "summaries/weekly-PR-list-2025-08-29.md", 1, 24,
                 "49e109d497c12e3bdda0df222e4bc9bc8bee300a38d6ee6dbe64881b4927e0a3"),
    # ring allreduce explained (reduce-scatter, allgather)
    repo_file("edge-ml-ring-allreduce", _EDGE, "en", "distributed/docs/ring_allreduce_theory.md",
              "1c21db28926edf8cf15ba8834c19dd8a68f2cbb702f8954c521ecaff0a2915f0"),
    # notes on collective operations under torchrun (its first lines: broadcast, reduce, all-reduce)
    repo_excerpt("ultra-scale-collectives", _ULTRA, "en", "README.md", 1, 17,
                 "969926fde1e45a5ea3cb770b2d2c0bdcfa833291fb07d6a718e7577eaef59c33"),
    # speculative sampling experiments on Llama models (its first lines)
    repo_excerpt("llama-ssp-readme", _SSP, "en", "README.md", 1, 36,
                 "6e7bd1199bb5afa5f3849f21d1e56c6f1f3bff5f93c2812b896df6214da34fc5"),
    # --- blog posts, tutorials, course notes and a glossary page (pages of the public page store, each its stored
    # beginning, cut at a paragraph's end)
    # LLM alignment and preference learning (a book chapter's opening)
    page("yangyutu-alignment", "yangyutu.github.io", "en", "llm_book.github.io/docs/chapter_training/alignment.html.md",
         "4875f3ad3b757a774affc4db58c18e8f878633d424605b4ebd08b18080220fc7"),
    # perplexity, twice (a blog post, a practice problem)
    page("gilesthomas-perplexity", "www.gilesthomas.com", "en", "2025/10/llm-from-scratch-21-perplexed-by-perplexity.md",
         "f2e1c40c7e80f288a700cc85afc42d14b9c584c88fc4d2a125a11f8b067da0b5"),
    page("crackedaicode-perplexity", "crackedaicode.com", "en", "problems/perplexity-from-logits.md",
         "f27433a529ed69b88c8bf73e5be2e21c28f7969f77699d1fff76936e7924361c"),
    # continuous batching and KV caching; the paged KV cache (a blog post, a tag page)
    page("twnside-continuous-batching", "twnside.org", "en",
         "continuous-batching-and-kv-caching-maximizing-llm-throughput.md",
         "6f40b0156d77c6afdeadd40445e3ef4ac619ad155f7d709fe4738c743ba2594c"),
    page("frontiercheckpoint-paged-attention", "frontiercheckpoint.com", "en", "tags/paged-attention.md",
         "c223d5f97436850ea034972f4d7d572fcfb4f269e580fba7f9f17c8b0efcaca1"),
    # MPI's non-blocking and collective communication (a course episode); MPI notes (a course's notes)
    page("ichec-mpi-collectives", "ichec-learn.github.io", "en",
         "python-hpc/07-mpi-nonblocking-collectives/index.html.md",
         "31da142ef202e2d358a1377b165c9e85ddc810d04e8474a1e8d3af6ccf536473"),
    page("kazimuth-mpi-notes", "github.hxl.us.kg", "en", "kazimuth/6.338/blob/master/13-MPI.org.md",
         "6842c2f2cf7d21044d55e3f0686f4e41f8bcde598c582b2e6ab6bb8066fb527f"),
    # speculative decoding's acceptance rate (a notes site's glossary page)
    page("albertml-acceptance-rate", "albertml.com", "en", "Permanent/AI/LLM+Foundations/Acceptance+Rate.md",
         "33fbd2b4e0ebcedf8065983d4eae903827a53b3848c2bf113845989eec32eca2"),
    # LoRA and QLoRA fundamentals (a course day)
    page("akashnotes-finetuning", "akashnotes.com", "en", "100-days-ai/day/day-078-finetuning-fundamentals.md",
         "598fc9e7ab97fe5cd546312119f520d20b774c49b443dd57999ea2be32228781"),
    # added after the first labelling pass showed the finetuning and libraries files without a mention and the
    # serving and language-model-basics files thin; claimed before they were read, like the others
    # temperature and top-k (a FAQ page, cut before its top-p section)
    page("raschka-sampling", "mail.sebastianraschka.com", "en", "faq/docs/temperature-topk-topp-sampling.html.md",
         "1bcceefaf48feaf94f8e05c884b4c77d7c7cb617cfdd7d8d376d8c5bbdb785e8"),
    # reinforcement learning fine-tuning: RLHF via PPO, DPO, GRPO, TRL, the reward model (personal notes, cut in its PPO list)
    page("armoutihansen-rl-finetuning", "notes.armoutihansen.xyz", "en",
         "06_ai_engineering/05_finetuning/rl_finetuning.md",
         "f74d8f2a76aadda227726ae86761a2bce7965cc7b911b7ede670b29e3274b0e2"),
    # SGLang's serving techniques (a lecture's notes)
    page("mintlify-sglang", "mintlify.wiki", "en", "gpu-mode/lectures/systems/sglang-performance.md",
         "b07eea748264b34bb502b44059e82f0177e27023c44f91ef17632f912f0580bc"),
    # attention, softmax and positional encoding (a course chapter); the Transformer architecture (a curriculum page)
    page("bagustris-attention", "bagustris.github.io", "en", "LLM101n/ch04.html.md",
         "b3516582ec5ee76708b46c4830fb0f01cfcbdef86ab35e5c593d7f4cbb3df69c"),
    page("templeton-transformers", "templeton.host", "en", "tech-tree/transformers.md",
         "2d5e770edc668a45c336c858f5d6eb471e93f6822a048e6ceb9eefd4672a17b1"),
    # Transformers against Sentence Transformers (an article whose code lost its fences)
    page("csharpcorner-sentence-transformers", "c-sharpcorner.com", "en",
         "article/transformers-vs-sentence-transformers-understanding-the-difference.md",
         "31cf6710644a2339381fde2c9a2f862c03aa1314ed36f3fb714106a30b1ee8cc"),
    # --- traps: ordinary words that look like glossary terms
    # a sports draft's rankings
    trap(page("draftday-rankings", "draftdayauthority.com", "en", "draft-day-rankings-explained.html.md",
              "ea4f69577f2ff0e46f21dd6bc291fc7c9a6ab11257461774e637d6b70059a7b9")),
    # a database's buffer cache and its warmup after a restart
    trap(page("anethoth-pg-prewarm", "anethoth.com", "en", "postgres-pg-prewarm-buffer-cache-warmup.md",
              "c2836c083c5d616fa017aa005364d2ae9a51ecdbdb9d9d201ea87f5cf853ae45")),
    # a statistics blog's logistic regression: odds ratios and the logit link
    trap(page("celsus-logit", "www.celsusanalysis.com", "en", "blog/en/logistic-regression-odds-ratios.html.md",
              "eebf7f7c2345980815486a26534e12c313cc0656e4315167b1ce405c3fd3acb9")),
]
