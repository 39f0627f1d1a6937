"""The sources of the sixty-second evaluation set (``build_corpus.py --set sixtysecond``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtysecond --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtysecond/README.md``).

No packages. Pooled over the blind sets, the language-model basics family is one of four families still met below the
recall target, with few mentions in any one set; this set measures it on fresh text whose subject is one of its
topics as a reader meets them in an introduction to language models: tokenizers and tokenization (BPE, WordPiece,
SentencePiece, a vocabulary), embeddings, logits and softmax, cross-entropy loss, perplexity, the context window,
sampling (temperature, top-k, top-p, greedy decoding), next-token prediction and the causal attention mask. Every source
was chosen by its title, address, repository path or search excerpt (searches of the page store in English, French,
Dutch and Bengali, one or two for each topic, and of the code index in French, Dutch and Bengali), before any reading for
terms, in no earlier set (no host or repository an earlier set uses; the French post on sampling settings is by the
author of alouani.org, whose post on LoRA the tenth set took, on a host of its own), no claim of another set and no
reserved list.

Pages of the public page store, each its stored beginning, a last sentence the store cut in the middle left out;
pages denser than about fifteen mentions cut further on whole lines at a section's end, decided by the page's headings:
the sampling article before its "Top-k sampling" section, the tokenization lesson before its section "The Need for
Subword Tokenization", the context-window tutorial before its worked example and the credit-card trap page before its
last, cut paragraph.

Two trap pages whose ordinary words look like glossary terms in another sense: credit-card tokenization (a token that
stands for a card number, English) and a Dutch weather report ("temperatuur" in degrees). Languages: English (most),
French (a page on the context window, a blog post on tokens and one on sampling settings), Dutch (a blog post on
embeddings, thin). No Bengali text on these topics was found on a host or in a repository that no earlier set uses: the Bengali
pages the searches returned were on hosts of earlier sets or stored without an address, and the Bengali repository
texts were translations of a course an earlier set used. No text here is known to be a machine translation; the French
studyraid page reads as a generated course page and the datbot.ai post as a French version of an English post (its
front matter names an English-writing author and keeps an English quotation).
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 61  # the seed is the first set's plus this: the second set used 1, ..., the sixty-first 60

PACKAGES: list[dict] = []


# Chosen by address, title, heading or search excerpt before any labelling; every line of an excerpt or page is in a
# window.
TEXTS = [
    # --- English
    # sampling: an article on temperature and sampling, its "How It Works" section up to top-k
    page("basicsof-temperature-en", "basicsof.ai", "en", "article/temperature-and-sampling.md",
         "eebea8f9a30c44d5af5dc4f2b21dace1789858b6a7240ccc804c09aa4368d299"),
    # logits, softmax and sampling: a post on how an LLM decides what comes next
    page("alirezarashidi-next-token-en", "alirezarashidi.ir", "en", "2026/02/03/llm-thinking.md",
         "69fa118068986d1dfef0958749b26ca3995a59fb600bbc1a199fd1f43fd457d6"),
    # next-token prediction: part 5 of a series on building a language model
    page("christianmenz-next-token-en", "www.christianmenz.ch", "en",
         "ai/building-my-own-language-model-predicting-the-next-token-part-5.md",
         "217c34850c25eaf9aff4f76847a6df434f5d7b35ac53a70dc419b761067695d2"),
    # logits: part 2 of a newsletter series on LLMs ("Logits and next-token prediction")
    page("mikexcohen-logits-en", "mikexcohen.substack.com", "en", "p/llm-breakdown-26-logits-and-next?action=share.md",
         "d9498450b3afdc500ba19ed1b142e40c5cf17b22e156e04739fa2921dc3c9093"),
    # perplexity: a study-guide key term
    page("fiveable-perplexity-en", "library.fiveable.me", "en", "key-terms/natural-language-processing/perplexity.md",
         "d94091c857df7ee27b5c1a1369e9ff12cda93bbaee16211bfa0e86dacdb3e156"),
    # perplexity: a blog's glossary entry
    page("aiblog-perplexity-en", "ai-blog.it", "en", "glossary/perplexity.md",
         "584d2fd776cbf760c6088c757ec1899c9b6d6860452a2eac87e77c4cf4ac7abe"),
    # tokenizers: a course lesson on subword tokenization, its overview and goals
    page("aplab-tokenization-en", "www.aplab.dev", "en",
         "en/courses/nlp-fundamentals/lessons/tokenization-techniques.md",
         "d5e857fe776b0580128fa81161c5eba505b24cf63b120d6322e4dca2fc8fe7c3"),
    # context window: a tutorial on context windows and token limits, before its example
    page("bethecoder-context-window-en", "www.bethecoder.com", "en",
         "applications/tutorials/generative-ai/large-language-models/llm-context-window-and-token-limits.html.md",
         "c93be4e487f29ce348322e1810030b6c7c9f034ffb92580ba1425a9894ff1746"),
    # logits and softmax: a wiki page on turning logits into probabilities
    page("physea-logits-en", "physea-wiki.pages.dev", "en",
         "language-model-architecture/how-text-is-generated/logits-to-probabilities.md",
         "2c6e73db9f596b28c4dff962ec777281a6f19392e6bf8f734ae9a268b722b062"),
    # tokens and embeddings: a blog post on how a language model picks the next word
    page("marcg-next-word-en", "www.marcg.me", "en", "blog/how-llms-pick-the-next-word.md",
         "6386c232b67ab8d9e4594c3af94b35cd1aec85df008ce696ba7f5b88e0af115a"),
    # the attention mask: a blog post on causal attention
    page("lancewilhelm-causal-attention-en", "lancewilhelm.com", "en", "blog/2023/causal_attn.md",
         "8383a02c3a7abcd68ec7a2460a27761c7d355bc1a34cf8286293d50775513c98"),
    # softmax: a blog post on softmax and next-word prediction
    page("dataquince-softmax-en", "dataquince.com", "en", "?p=472.md",
         "23c3c7e9db1226787f31c6e09dc134f95fc343f802d7f544ae5db75c67d33659"),
    # sampling: a learning page on sampling and temperature
    page("rmehan-sampling-en", "www.rmehan.dev", "en", "learn/sampling.md",
         "561c1c4873846b216b5784b39431aff06b79a85fe60b6a329855b0d4953f667e"),
    # --- French
    # context window: a course page on the context window and token limits
    page("studyraid-fenetre-contexte-fr", "app.studyraid.com", "fr",
         "fr/read/19870/757468/fenetre-de-contexte-et-limites-de-tokens.md",
         "1859a9586b4c9368c4ccd7d8c92ae70eeceeaaaf199358cb72c624258710a325"),
    # tokens and context windows: a blog post (one stored line, its front matter flattened into it)
    page("datbot-tokens-fr", "datbot.ai", "fr", "blog/tokens-fenetres-contexte-pourquoi-l-ia-oublie.md.md",
         "138326e979e18071220b0af8185388f1d9790787b0bbd29a1d856292fce25f28"),
    # sampling: a blog post on temperature, top-p and top-k (its opening, up to beam search)
    page("mystudies-temperature-fr", "my-studies-in-the-age-of-ai.pages.dev", "fr",
         "fr/blog/temperature-top-p-top-k-guide-llm.md",
         "8569ae2fc200ce5638b732273f80fe5fd235afd1ded6b6e14d05ef22e1d17ec3"),
    # --- Dutch
    # embeddings: a company blog post explaining embeddings (its first sections)
    page("dweve-embeddings-nl", "dweve.com", "nl", "nl/blog/embeddings-explained.md",
         "33d02166d8c5bb227014c7664cdac9726130141ca7f99c2ff868574e3f44a54d"),
    # --- traps: ordinary words that look like glossary terms
    # credit-card tokenization (a token standing for a card number)
    trap(page("csoandy-card-tokenization-en", "www.csoandy.com", "en", "files/credit_card_tokenization-html.md",
              "d81c683ff9f98982cfb0ee47c9cb65eab92bcd4492121ef1cf4b4d9d4eeef907")),
    # a local weather report (temperatuur in degrees)
    trap(page("grootsneek-weer-nl", "www.grootsneek.nl", "nl", "nieuws/algemeen/2019/11/25/zachter-4.md",
              "8e32a0c0eee360f950f218715afd2f269f699263870f883c77096877145ad001")),
]
