"""The sources of the thirty-eighth evaluation set (``build_corpus.py --set thirtyeighth``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtyseventh_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtyeighth --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtyeighth/README.md``). It holds English only.

Its point is the concept families whose recall on fresh text is thinnest, from many authors (at most two windows
from any one source): serving (the ``serving`` and ``serving-and-systems`` files and the serving words filed
elsewhere: KV cache, paged attention, continuous batching, prefill, preemption, speculative decoding, prefix caching,
vLLM, SGLang, llama.cpp, Ollama, GGUF, sampling settings, context length, serving metrics), training methods (the
``training-methods`` file: KL penalty, reference and value models, pre- and post-training, scaling laws, LoRA's
settings, model merging, DistributedSampler) and language-model basics (tokenizer, softmax, logits, cross-entropy,
perplexity, context window, embeddings). No packages. Pages of the public page store (guides, tutorials, blog
posts, course and lesson pages, a glossary exercise, an interview answer, a forum answer, wiki and knowledge-base
pages, two troubleshooting pages on a serving engine's preemption) and three repository files (an inference
engine's scheduler tutorial, a serving guide's memory settings, a BPE tokenizer's README), chosen by title, path or
search excerpt before any labelling, in no earlier set, no development sample, no claim and no reserved list, with
three trap pages whose ordinary words look like glossary terms (a web form's prefill, a web server's cache, audio
sampling and encoding).

A page is taken as the store holds its beginning, an unfinished last line left out; every text is cut into
consecutive windows of at most 40 lines, so that every line is labelled. To hold about 15 gold mentions a source,
dense pages were cut, at a line boundary, to their first lines (named in the README).
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 37  # the seed is the first set's plus this: the second set used 1, ..., the thirty-seventh 36

PACKAGES: list[dict] = []

# Repository files at these commits (snapshots of the repositories: the stored text is a run of the file's lines,
# byte for byte); licence files: MIT (Ammar-Alnagar/Zllm), Apache-2.0 (zisaacson/BatchLocaLLM), none
# (jaakkotuokkola/tavuparikoodaus-BPE)
_ZLLM = ("Ammar-Alnagar/Zllm", "c951fe6a9781713c6ffc3c55e3fd835114c2013a", "MIT")
_BATCHLOCALLM = ("zisaacson/BatchLocaLLM", "d7fa57d057c7b76082cc602c9973804a54651130", "Apache-2.0")
_BPE = ("jaakkotuokkola/tavuparikoodaus-BPE", "c6de828adc8e100341bd2ba5b45cd3037fd431a7", "unstated")


_page = page


# Chosen by title, path or search excerpt before any labelling; every line of a stored text is in a window.
TEXTS = [
    # serving: Ollama's context length (a guide, first 16 lines; a benchmark post, first 4 lines; a news article,
    # first 11 lines); sampling parameters (a vocabulary exercise; a lesson); prefix caching (a course lesson; a blog
    # post, first 5 lines); PagedAttention and continuous batching (an interview answer); speculative decoding (a lab
    # page); llama.cpp and GGUF (a blog post, first 7 lines); serving metrics (a course page, first 3 lines; a guide,
    # first 7 lines); a serving engine's preemption (a wiki page, first 3 lines; a diagnostic rule's page, first 10
    # lines); an inference engine's scheduler tutorial (two excerpts); a serving guide's memory settings (two excerpts)
    _page("markaicode-ollama-context-en", "markaicode-hugo.pages.dev", "en",
          "ollama-context-length-extend.md",
          "f770dc97e54db2f369e8d392c6953eceb69794f628d7495a8c593e54dc11a84f"),
    _page("bric-ollama-num-ctx-en", "bric.pe.kr", "en",
          "blog/ollama-num-ctx-kv-cache-trap-tokens-per-second.md",
          "98f022ce2e8ed23bfaeaab4f315c22438386c14438b3ceff5d90f25b0d26b25a"),
    _page("windowsnews-ollama-context-en", "www.windowsnews.ai", "en",
          "article/ollama-on-windows-11-the-tiny-context-tweak-that-delivers-2-4x-faster-ai.377297.md",
          "f36f4249651d6d4c547711f1fca2321e8263bd8822a157649c35454769c86d16"),
    _page("coderslingo-sampling-parameters-en", "coderslingo.com", "en",
          "exercises/prompt-engineering-language/sampling-parameters-vocabulary.md",
          "1cdafb7bbeb20a7b61d047aaae7f5c6d11b48b7ee130df956a57825d4a83cd4d"),
    _page("cruxible-temperature-top-p-en", "www.cruxible.dev", "en",
          "learn/ml27-temperature-top-p-top-k.md",
          "fd08219bdf8f889a496e60000db42a97d35439c624a7e3c1d745a5183066e181"),
    _page("jiahuanglin-prefix-reuse-en", "jiahuanglin.xyz", "en",
          "all_lessons/gpu_kernel_serving/14_layouts_paged_radix.html.md",
          "83d126a9c45215cde6623c49245d287aeca9d3b9a58953783624206fa619d572"),
    _page("czhou578-radix-tree-en", "czhou578.github.io", "en",
          "blog/2026/06/09/radix-tree.md",
          "a2f19db53aa0f6bac05bc92aaf8bf36d9f8087b8db0212585af35682752f6c48"),
    _page("datarekha-pagedattention-en", "datarekha.com", "en",
          "interview/mlops/problem-pagedattention-solve-continuous-batching.md",
          "d85fa9bddc03fee4a0ef50dae4a239eca186edeedc2c7a20d1ad6e88d82f3f75"),
    _page("aicassindra-speculative-decoding-en", "aicassindra.com", "en",
          "labs/llm/speculative_decoding.html.md",
          "79b12c7d91907a546b9f14c72bc9c960526a17685d7b0e1c82a029e35c9d6f62"),
    _page("muhammadamal-llama-cpp-en", "muhammadamal.my.id", "en",
          "blog/llama-cpp-deep-dive-quantization-gguf-inference-speed.md",
          "ec2565caa2313c62acc60a88e3ac276345e7401339660567da0edb1349db875a"),
    _page("piphipsi-inference-metrics-en", "study.piphipsi.com", "en",
          "phases/17-infrastructure-and-production/08-inference-metrics-goodput.md",
          "3e9d4fb8fecd0589b9820877b8f01e9aa358b705b7efc6595da5f56cbf389d67"),
    _page("spheron-latency-slo-en", "www.spheron.network", "en",
          "blog/llm-inference-slo-ttft-itl-latency-budget-guide-2026.md",
          "40031097fc4430ed7e843e3fa7f43864f77306d17687cbea7d03a2df61ab3d6f"),
    _page("hivebook-vllm-preemption-en", "hivebook.wiki", "en",
          "wiki/vllm-kv-cache-preemption-gpu-memory-utilization-and-throughput-cliffs.md",
          "7ade4cc016646f16fef3258d6ab7cba9dcfdf6d8b3c54b3afd02e701a2173f5f"),
    _page("vllmdoctor-preemption-en", "aminalaee.github.io", "en",
          "vllm-doctor/rules/preemption-pressure.md",
          "3892ac996d0ff12ce5853c1a90afef3d8127087f74b8c413ca342eb394b273f1"),
    repo_excerpt("zllm-scheduler-en", _ZLLM, "en", "docs/11_scheduler.md", 1, 17,
                 "3f9947910370b85e4bf908830e3cafb2385eb5be798b1f61d321106e1e58373a"),
    repo_excerpt("zllm-scheduler-summary-en", _ZLLM, "en", "docs/11_scheduler.md", 882, 908,
                 "5e04f2c166a254edc48fe016c4407f70141efdc50b8aad9907ad7d197560616d"),
    repo_excerpt("batchlocallm-memory-en", _BATCHLOCALLM, "en", "MEMORY_MANAGEMENT_GUIDE.md", 1, 27,
                 "5578b42641cdbe8f7f32a7f778d0918b243bc23d1ca0117809c03961bb85a5ac"),
    repo_excerpt("batchlocallm-kv-cache-dtype-en", _BATCHLOCALLM, "en", "MEMORY_MANAGEMENT_GUIDE.md", 195, 218,
                 "2794d497ddaee96d4bb8ceaa5c7e5224f821652b9daf358614f81cc46e9d3898"),
    # training methods: PPO with a KL penalty to a reference model (a book section, first 7 lines); the four models of
    # RLHF (notes); post-training algorithms (a guide's definitions); RL post-training (a lesson, first 6 lines; a
    # glossary page, first 17 lines); saving LoRA adapters (a course module, first 9 lines); LoRA's configuration
    # (notes); LoRA's hyperparameters (a wiki page, first 9 lines); DPO against a frozen reference policy (notes);
    # model merging (a pattern page, first 13 lines); a DistributedSampler (a forum answer); scaling laws (a
    # knowledge-base note; a topic page, first 12 lines)
    _page("longformexplainers-ppo-rlhf-en", "www.longformexplainers.com", "en",
          "llm-post-training/14-ppo-for-rlhf.md",
          "cfd44cc88e50b1f9dbd0d41301d1fa57a6c150220b895e5c87dc7bedd11b87cf"),
    _page("nagi-rlhf-en", "blog.nagi.fun", "en",
          "rl-rlhf?locale=en.md",
          "80f1ac98833ec7625d47aa9fd93c86f424cf00985b4aacd30dd1630c2feb3cab"),
    _page("hugingapi-post-training-guide-en", "hugingapi.com", "en",
          "blog/karina-zadorozhny/guide-to-llm-post-training-algorithms.md",
          "146451676bb056a0340fef62f45b611c3dc0652b4600b4516be903465a455231"),
    _page("lattice-rl-post-training-en", "lattice-ai-eng.pages.dev", "en",
          "finetuning/rl-post-training.md",
          "4a1a860ab84fdee48be39745c427e158d4063cc195dd4e9d62ea58f0ac7a017e"),
    _page("whatandwhy-post-training-en", "whatandwhy.net", "en",
          "what/post-training-rl.html.md",
          "9ad9471b2edef65b590f8e6ae7f3da5eef2641107f9c9206e94a5cfed653ffdd"),
    _page("eduardonacimiento-lora-adapters-en", "courses.eduardonacimiento.com", "en",
          "course/AI-course3/en/module10.md",
          "3db461a95c999d8bdea727a2bee17497a93fa8e7694bdb07520871686e18e4cf"),
    _page("experimentsdtb-lora-en", "experiments-dtb.pages.dev", "en",
          "Machine-Learning/GenAI/Training/LoRA.md",
          "6ad9cf81b5e59b82e648bb165998983b27bb9bef23baec1eb71371c0ad0539a6"),
    _page("agentwikis-lora-hyperparameters-en", "agentwikis.com", "en",
          "wiki/unsloth/wiki/concepts/lora-and-hyperparameters.md.md",
          "5d228838cd0b8ca94c627aa200b601a7a6be4e3cca9bb3caaa9c5864f57331a4"),
    _page("sanowl-dpo-en", "sanowl.github.io", "en",
          "dpo.html.md",
          "c3facc0f0c437d78ffb5c1c19c8cef832db365ce7da0c76451f4ef028f121115"),
    _page("designpattern-model-merging-en", "www.designpattern.fyi", "en",
          "patterns/model-merging.md",
          "1292d4630148dc36eeb6771309a63c639ad9e1928c64a31f701e01c9559225b9"),
    _page("pytorchforum-distributed-sampler-en", "discuss.pytorch.org", "en",
          "t/distributedsampler/90205/2.md",
          "55728fb2e17e06f798dd929e9b9a7b4e74ea0d2c935438d359b74064a057c344"),
    _page("obsidian-chinchilla-en", "publish.obsidian.md", "en",
          "shri/Appendix/Theory/Chinchilla+Scaling+Law.md",
          "12d6c0fa55c66c35d2ac33735dd5ecdad90e19d3392a3761351634fe8df4e73a"),
    _page("theorempath-compute-optimal-en", "theorempath.com", "en",
          "topics/scaling-compute-optimal-training.md",
          "29ae7bf8be05e9a8668c99a3d2a1eca20d36dcfaeb449b6d023be1a7257f3c45"),
    # language-model basics: perplexity and cross-entropy (a knowledge-base page, first 24 lines); cross-entropy
    # after the logits (a course notebook, two windows); perplexity (a blog index); a BPE tokenizer's README
    _page("chipfoundry-perplexity-en", "www.chipfoundryservices.com", "en",
          "topic/perplexity.md",
          "93adb8811bed4cf6b5fa726744d0b28133291b9ef80434d99a00e6bfe73f5e59"),
    _page("zhubert-cross-entropy-en", "zhubert.com", "en",
          "intro-to-transformers/understanding-gradients/loss.md",
          "2c6a5500b61e90ff7cfbe81cb9978ae076d92a85632fd03f07b17702905c3210"),
    _page("drazenzaric-perplexity-en", "drazenzaric.com", "en",
          "blog.md",
          "46e135f9dfecc4ca8bbe93ba3783d5c5a67d24508bed0005877106fd21170f2a"),
    repo_file("tavuparikoodaus-bpe-readme-en", _BPE, "en", "README.md",
              "8ed58f6aac3f34f91013d801e86858ba3aae1bfbb7bea24f8ce96415b188da2e"),
    # traps: a web form's prefill (first 21 lines); a web server's cache (first 30 lines); audio sample rate and
    # encoding (first 5 lines)
    trap(_page("formsmarts-prefill-en", "formsmarts.com", "en",
                "pre-populate-a-form.md",
                "69e185af8514cf6d809e9b9411a8b4e7355cf6f2b8cebfdaedfe695923b931c5")),
    trap(_page("oneuptime-nginx-cache-en", "oneuptime.com", "en",
                "blog/post/2026-03-04-nginx-caching-proxy-rhel-9/view.md",
                "7225549a0acd787b1baf025593409ffa81a5fecc642f68ed2f94ba269fbdb393")),
    trap(_page("mp3developments-sample-rate-en", "mp3developments.com", "en",
                "article7.php.md",
                "a14c36d288a79f02ef3d1b52f88da7efe24fb00a5110d9539f6822fbf7fa05c0")),
]
