"""The sources of the fifteenth evaluation set (``build_corpus.py --set fifteenth``): sealed.

Plain data, read by ``build_corpus.py`` as ``fourteenth_set.py`` is. The set is sealed: nobody reads its
snippets or labels to tune the detection, and ``evaluate.py --set fifteenth`` prints aggregate figures
only (``tests/eval/data/fifteenth/README.md``).

Packages: three ML packages chosen by title for the families where the sealed figures were thinnest
(a training library's distributed helpers: all-reduce, all-gather, broadcast, NCCL and Gloo backends; a
library for reading a transformer's internals: attention, logits, embeddings, the residual stream,
tokenizers; a deep-learning compiler: kernels, graphs, tensors on the GPU) and two trap packages (a process and
thread pool whose workers, futures and timeouts are a task runner's; a coroutine networking library whose
hub, pools, queues, events and greenlets are a web server's), in no earlier set, no development sample,
no development claim and no reserved list; windows of 15-25 lines cut by the builder's regular
expressions with the fifteenth set's seed, seven windows per ML package. A fourth ML package chosen by
title (fine-tuning recipes for a language model) gave no window and is left out. French texts: stored
pages chosen by title before any labelling (LoRA and adapters, RLHF, the softmax and its logits,
perplexity, embeddings and attention, the KV cache, SGD and momentum), each cut into consecutive windows of at most 40 lines, so that
every line is labelled.

Dutch and Bengali texts: repository files and stored pages of the public page store chosen by title or
path before any labelling, weighted toward serving and systems (an inference benchmark's serving
engines, quantization formats, speculative decoding and KV cache; GPU memory for local models),
training methods (gradient descent and its mini-batch variants) and language-model basics (softmax,
cross-entropy, tokens, the context window), in no earlier set, no development sample, no development
claim and no reserved list; each taken whole (a stored page as the store held its beginning) and cut into
consecutive windows of at most 40 lines, so that every line is labelled. Dutch: an AI-infrastructure
company's explanation of its LLM inference benchmarks, a VRAM calculator's page on GPU memory for local
language models, a studio's article on the numbers inside AI models, a consultancy's knowledge-base page
on the context window, an installer's blog post on fine-tuning versus RAG, and two news articles on
Nvidia's AI chips. Bengali: two chapters of a Bengali machine-learning book (softmax regression; the
variants of gradient descent), course notes on backpropagation, a (machine-translated) article on
overfitting, three explainers of how ChatGPT works, a blog post on tokens and a (machine-translated)
vendor page on tokens.
"""

from __future__ import annotations

from set_entries import package_entries, page, repo_file

LINES = (15, 25)
SEED_OFFSET = 14  # the seed is the first set's plus this: the second set used 1, ..., the fourteenth 13


_package = package_entries(count=7)  # seven windows per ML package, two per trap package


PACKAGES = [
    # ML: pytorch-ignite (a training library: its distributed helpers, all-reduce, all-gather, broadcast,
    # NCCL, Gloo and Horovod backends); transformer-lens (a transformer's internals: attention, logits,
    # embeddings, tokenizers); hidet (a deep-learning compiler: kernels, graphs, CUDA). llama-recipes
    # 0.0.5.post2 (fine-tuning recipes) was chosen too and gave no window (its files hold no prose the
    # sampler's expressions select)
    _package("pytorch-ignite", "0.5.5", "ml", "wheel", "pytorch_ignite-0.5.5-py3-none-any.whl",
             "9a397b0899968612efd00ac75bad64f20a9a91a8244f37bdcb8888af61455cf9", "BSD-3-Clause"),
    _package("transformer-lens", "4.3.0", "ml", "wheel", "transformer_lens-4.3.0-py3-none-any.whl",
             "fd3aff408b4145a8b4b00cacdc32a25c047c4c4f416de4b7b260abd375ae89db", "MIT"),
    _package("hidet", "0.6.1", "ml", "wheel", "hidet-0.6.1-py3-none-any.whl",
             "6ab248a46749e44b57e25679591da4747c0d6a2379ce095122c53c6dd86e5888", "Apache-2.0"),
    # traps: pebble (a process and thread pool's workers, futures and timeouts) and gevent (a coroutine
    # networking library's hub, pools, queues, events and greenlets)
    _package("pebble", "5.2.3", "trap", "wheel", "pebble-5.2.3-py3-none-any.whl",
             "9f25c2b8bf4716b51f78b74fea4d58b26c4dfd03160e8223b99f1e3424b3914a", "LGPL", count=2),
    _package("gevent", "26.9.0", "trap", "wheel", "gevent-26.9.0-cp311-cp311-manylinux_2_28_x86_64.whl",
             "8e47e8c24135936bc01198f93aa97061e543a8b0d7a339d34182c35901b41da0", "MIT", count=2),
]


# Repository files at these commits; each stored file is the whole file, copied unchanged.
_MANASH_BN = ("BengaliAI/ml.manash.me", "91417429fdb44417f601111f6781251bc7deded3", "CC-BY-NC-ND-4.0")
# copied from the index's text of the file at this commit (no snapshot of the repository at it could be had)
_OPENZEKA_NL = ("openzeka/white-papers", "0d9e4b6b0869c118a58ff6a86225768ab515fba6", "GPL-3.0")


_text = repo_file


_page = page


# Chosen by page title before any labelling; every line of a page is in a window.
TEXTS = [
    # French: a blog post on parameter-efficient fine-tuning with LoRA and adapters
    _page("evacircle-lora-adaptateurs-fr", "eva-circle.com", "fr",
          "fine-tuning-efficace-en-parametres-des-grands-modeles-linguistiques-avec-lora-et-les-adaptateurs.md",
          "1cbbc90d15feafefb23d6c7da591197eba715f11935985a53a49b0232481f3a6"),
    # French: a blog post on how RLHF works for LLMs; a translation company's blog post on RLHF
    _page("thethoughtprocess-rlhf-fr", "thethoughtprocess.xyz", "fr",
          "fr/comment-fonctionne-le-rlhf-pour-les-llm-une-analyse-approfondie.md", "c486f3dfadb0a7a84810ff1693895f18b34550f6f94fc40e10b309c4d81bf12e"),
    _page("pangeanic-rlhf-fr", "blog.pangeanic.com", "fr",
          "fr/quest-ce-que-apprentissage-par-renforcement-avec-retour-humain-comment-fonctionne-t-il?hs_amp=true.md",
          "f5735f3b724495f73f76f35ade5a9c7dd39cd674fbd7a5f5a5b43049dcc45ec3"),
    # French: an interactive page on the softmax of an LLM's logits (temperature, perplexity); a
    # (machine-translated) article on the perplexity of language models
    _page("askaibrain-softmax-fr", "www.askaibrain.com", "fr", "softmax-playground.md", "22c645863ce7ddd614d4bf79d27b9dd1b31ab07b0f41ca2459b35efb360c552a"),
    _page("nghiatu-perplexite-fr", "post.nghiatu.com", "fr",
          "fr/post/perplexite-des-modeles-de-langage/m7b751f8e37990e7e046383cd.md", "6b5469217f3d27c5cee64d6aebcb7236dd2701b7bf875dcd73044c3407f375f7",
          machine_translation=True),
    # French: a course page on transformers (embeddings, attention, self-attention); its code lost its
    # fences in the store and is read as the store holds it
    _page("skatai-transformers-fr", "skatai.com", "fr", "courses/dlia/transformers.md",
          "8cdcc2df6fb72509a5f4b5f55f96efd0e9aac46511fd2b2630e63fddddb7d097"),
    # French: a blog post on the KV cache; a popular-science page on KV caching
    _page("skyforbes-kv-cache-fr", "skyforbes.com", "fr", "?p=61328.md",
          "01fb5f8dc4924a2c733c0319d1f6cd372457fc67209d200911d39dfd3b4e9e8c"),
    _page("simplescience-kv-caching-fr", "simplescience.ai", "fr", "fr/kv-caching--kdmve8.md",
          "ce07443b4d329d91b774c1129292a757b27c6dbf578276b49a051e8b1a82ba45"),
    # French: an agency's blog post on SGD, momentum and Adam (its title in English)
    _page("amnay-sgd-momentum-adam-fr", "amnay-agency.com", "fr",
          "beyond-gradient-descent-a-practical-guide-to-sgd-momentum-rmsprop-and-adam-with-worked.md",
          "7f9c0b04c9afddf9955c14a53a81c8917fc66d12fff8910dbd2658c651ea2081"),
    # Dutch: a VRAM calculator's explanation of GPU memory for local LLMs (weights, quantization, KV
    # cache); a studio's article on the numbers inside AI models (parameters, weights, precision)
    _page("webtoolsguru-vram-nl", "webtoolsguru.com", "nl", "nl/tool/llm-vram-calculator.md",
          "c9852ceef08df9f80f0a9c9f36ae3247991ccd72a4272990a4cd5eb9a283ef08"),
    _page("studiohonderd22-getallen-nl", "studiohonderd22.nl", "nl", "agi/ai-en-de-getallen.md",
          "acaeaa2454fc930c985621cd9cc225dec24a8f2a50a4611713ded2a72db1bdb5"),
    # Dutch: a consultancy's knowledge-base page on the context window; an installer's blog post on
    # fine-tuning AI models (and RAG)
    _page("untiedconsultancy-context-window-nl", "untiedconsultancy.com", "nl",
          "kennisbank/wat-is-een-context-window.md",
          "9394d69fe76ff866ab06c0ddb66bc965d4b61d50fcc5aa20d2d825fa1480211d"),
    _page("openclaw-fine-tuning-nl", "www.openclawinstalleren.nl", "nl", "blog/fine-tuning-ai-modellen.md",
          "7d486c8d8b939e14806b578d54a72edacc7c3e3d98a4cad763b5af964f3720db"),
    # Dutch: two news articles on Nvidia's AI chips (a data-centre GPU system, a new accelerator)
    _page("nltoday-nvidia-nl", "nltoday.news", "nl", "index-p-39803.md",
          "7852ed706934ed17d0b3bfa62c7a86ef5cbaad1600385b2536e6e4af62b7595e"),
    _page("nieuws-blackwell-nl", "nieuws.nl", "nl",
          "economie/20240318/nvidia-onthult-nieuwe-nog-krachtigere-ai-chip-de-blackwell.md",
          "664d9e67919b0bec9d47b071041b2e9102aef637dde94f07f400a274d4b02053"),
    # Bengali: course notes on backpropagation (a repository page)
    _page("afsanamim-backpropagation-bn", "github.com", "bn",
          "AfsanaMim9639/A-deep-understanding-of-Deep-Learning-with-python-.md",
          "f15703e8070cf50abc87e230998b162014e477a20f4350a391f5efdc3e6dbb4b"),
    # Bengali: a (machine-translated) article on overfitting
    _page("ichlese-overfitting-bn", "bn.ichlese.at", "bn", "what-is-overfitting-machine-learning.md",
          "4fc313b014fbec40aa0f5f83be3fb1fabd83c8e844f365eef3b0696fd664fa78", machine_translation=True),
    # Bengali: three explainers of how ChatGPT works
    _page("sumonbdnet-chatgpt-bn", "sumonbdnet.com", "bn", "2023/01/what-is-chatgpt-and-what-does-chatgpt.html.md",
          "2ec5b936557f0b2da217c33c5076640b0771edc31ae23932b978bdea66ac86bc"),
    _page("technicalbangla-chatgpt-bn", "technicalbangla.com", "bn", "চ্যাট-জিপিটি-কি-চ্যাট-জিপ.md",
          "1799db9d75d2dbfd23baf9196c8e6635e3d442240b6f7120169de8e40255295b"),
    _page("chatgpt2fun-chatgpt-bn", "chatgpt2.fun", "bn", "index-lang-bn.md",
          "74f7df11f08e008ad5c084fe392fe290929c29baf104bc5274444c1832336f32"),
    # Bengali: a blog post on tokens; a (machine-translated) vendor page on tokens
    _page("paragferdus-token-bn", "paragferdus.blogspot.com", "bn", "2025/05.md",
          "3e2e3cb26fc16bfa6df4cfeee240a76719743595d5aa48f68a03baaa082e64e3"),
    _page("brainpod-token-bn", "brainpod.ai", "bn", "bn/টোকেন-কিভাবে-কাজ-করে.md",
          "2da9bae72cc460b0dfec4ce9b8e6cdb98b16c1e5fc83fa0462e5d55371883806", machine_translation=True),
    # Dutch: an AI-infrastructure company's explanation of its LLM inference benchmarks (serving engines,
    # quantization formats, speculative decoding, TTFT, the KV cache, tensor/pipeline/data parallelism)
    _text("openzeka-inference-benchmarks-nl", _OPENZEKA_NL, "nl", "nl/llm-inference-benchmarks.md",
          "8cac5ff9014fee0677243c58424a0fc4c54883e9eef89f7b80a7df438d51bb92"),
    # Bengali: a Bengali machine-learning book's chapters on softmax regression and on the variants of
    # gradient descent (batch, stochastic, mini-batch)
    _text("manash-softmax-regression-bn", _MANASH_BN, "bn", "softmax_regression/softmax_regression.md",
          "2fa35b4707cd673b8cc63f195feea3bb77cff2b0e964755e8c825f904c073f0d"),
    _text("manash-gradient-descent-bn", _MANASH_BN, "bn",
          "linear_regression/practical_multivariable_linreg_gradient.md",
          "63ea0e046f52aefdfb1001885de27e5f3ead9a8f31665734e985fc3fba4a204d"),
    # Widened before any measurement (the windows above unchanged). Bengali: the third part of the same
    # book's project that builds a neural network to recognise handwritten Bengali digits
    _text("manash-digit-ocr-part3-bn", _MANASH_BN, "bn",
          "mini-project/bangla-handwritten-digit-ocr/neuron_resonance_part3.md",
          "590bc5fb52c23250d54fe19e3a8337536bc979896d28010e2342683ceffc330b"),
]
