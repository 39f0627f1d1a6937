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
"""

from __future__ import annotations

from set_entries import package_entries, page

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
    # Dutch and Bengali: added by the merge
]
