"""The sources of the sixty-fourth evaluation set (``build_corpus.py --set sixtyfourth``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtyfourth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtyfourth/README.md``).

No packages, no repository files. Simplified Chinese, Japanese, Spanish and German written by people whose subject is
one of the basics of language models as an introduction meets them: tokenizers and tokenization (BPE, WordPiece,
SentencePiece, the vocabulary), embeddings, logits and softmax, cross-entropy loss, perplexity, the context window and
sampling (temperature, top-k, top-p, greedy decoding, beam search). Chosen by title, address or search excerpt
(searches of the page store in each language, one on tokenizers and one on sampling, then one on perplexity and
cross-entropy), before any labelling, in no earlier set (by host), no claim of another set and no reserved list (not
huggingface/transformers' translated docs, not the Hugging Face course; no host an earlier set used). A page of the
public page store is taken as the store holds its beginning, a last line the store cut in the middle left out (a page
of more than forty lines would be cut at the last section boundary before its forty-first line; none is). Two pages
were cut further by lines after a first count of their stored beginning found more than about fifteen mentions: the
German page on temperature and top-k sampling to its opening section (lines 1-10) and the Spanish tokenization lab
page to its first eight lines (its goals and first descriptions); the cut is by lines, not by where the terms are.

Subjects (Simplified Chinese): temperature, top-k and top-p as decoding parameters (a CSDN post, taken from its repost
on modb.pro since blog.csdn.net is an earlier set's host), sampling strategies
of large models from greedy search and beam search to top-p and temperature (a personal blog), language models and
their metrics (a short explainer on perplexity and cross-entropy). Subjects (Japanese): tokenizers in a glossary of an
AI site (BPE, SentencePiece, WordPiece), temperature and top-p (a report-style post), perplexity for beginners (a blog
post on perplexity and cross-entropy); a Qiita article on building the GPT tokenizer was dropped before labelling
(qiita.com is an earlier set's host). Subjects
(Spanish): top-k, top-p and temperature (a product blog's practical guide), an LLM's configuration parameters (a
documentation page), tokens, context window and temperature (a university chair's blog post), tokenization told with
Don Quijote (a company tech blog), a tokenization lab page (BPE, WordPiece, SentencePiece). Subjects (German):
tokenization told through a librarian (a blog post), temperature and top-k sampling and tokenization (two pages of an
interactive course), tokenization in an AI glossary. Traps (ordinary words that look like glossary terms): the
temperature of the weather ("温度", "气温", Chinese) and a hardware token of two-factor login ("Hardware-Token",
German). None is known to be a machine translation; the Spanish tokenization lab page (appzyfy.com) is one language
version of a multilingual learning app and reads as a terse localisation (it may be translated), and the Japanese
report on temperature and top-p (indepa.net) has numbered citations in the manner of a generated research report (it
may have been drafted with a model's help).
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 63  # the seed is the first set's plus this: the second set used 1, ..., the sixty-third 62

PACKAGES: list[dict] = []

# Chosen by title, address or search excerpt before any labelling; every line of a page is in a window.
TEXTS = [
    # --- Simplified Chinese
    # sampling: temperature, top-k and top-p as decoding parameters (a CSDN post, as reposted on modb.pro)
    page("modb-temperature-topk-topp-zh", "www.modb.pro", "zh-Hans", "db/1914145735046606848.md",
         "c0bcbb8c05e5204d7d40599fbde36713b78c2b1108036d4c0737acd98e05f71a"),
    # ... sampling strategies of large models (a personal blog)
    page("changle-sampling-zh", "changle-liu.github.io", "zh-Hans", "p/大模型推理采样策略.md",
         "f356e26a123b0c97f5e75e06690dc1a1f32504ef681e89beb0df2e3f2e44d86d"),
    # metrics: language models, perplexity and cross-entropy (a short explainer)
    page("xuexijishu-lm-metrics-zh", "xuexijishu.com", "zh-Hans", "fwq/rgzn/307.html.md",
         "6f6bdd887c169257f6a9905e1de0c756da9f42ad8b93473b2af3f1d2bed0fc93"),
    # --- Japanese
    # tokenizers: an AI glossary's entry on the tokenizer
    page("rakutano-tokenizer-ja", "www.rakutano.net", "ja", "glossary/tokenizer.md",
         "247e76bf637fcb7820f68f0ca203c15667a334a325b1698cec8469ab958aa04a"),
    # sampling: temperature and top-p (a report-style post)
    page("indepa-temperature-topp-ja", "indepa.net", "ja", "archives/9225.md",
         "df13cc1035a7cc6bb615926e5573fdb9b785adec4a2e93338121b0df08934953"),
    # metrics: perplexity for beginners
    page("tipsmemo-perplexity-ja", "tips-memo.com", "ja", "perplexity.md",
         "ac98e758678c3e59f526451873ca9fde2d601bd8fdc9d91e138bece9ce7c3939"),
    # --- Spanish
    # sampling: top-k, top-p and temperature, a practical guide
    page("productosai-sampling-es", "productos-ai.com", "es", "es/blog/top-k-top-p-temperatura-guia-practica.md",
         "5aa17628e183110d42fb6e2b9b34d740d7584cabd2e8064b30239ae87a4963f9"),
    # ... an LLM's configuration parameters (a documentation page)
    page("aga-parametros-es", "docs.aga.social", "es", "docs/prompt-engineering/parametros.md",
         "400050e82b1a8b07ce3ebbb579183f5cffa029e623da2cc4620ed867636e1acc"),
    # tokens, the context window and temperature (a university chair's blog post)
    page("urv-temperatura-es", "cloudlab.urv.cat", "es",
         "catedracloud/2025/05/01/temperatura-son-las-llms-creativas.md",
         "e7bb3f8928805623ca0593fbc2f66d52415e03d1be9de849bb229daa9ee82380"),
    # tokenization told with Don Quijote (a company tech blog)
    page("telefonica-tokenizacion-es", "telefonicatech.com", "es", "blog/tokenizacion-caballero-andante-don-quijote.md",
         "64f42e8d592636dd15c0f6ca25152ca8850752192588615eab802775fcb9e5af"),
    # a tokenization lab page (its first eight lines)
    page("appzyfy-tokenizacion-es", "www.appzyfy.com", "es", "ai-learning/tokenization.md",
         "a5831b97ece03dbee5ba56c34c4d74667685eb45132f03a823810079fc46a672"),
    # --- German
    # tokenization told through a librarian (a blog post)
    page("10hoch12-tokenisierung-de", "10hoch12.com", "de", "2025/02/21/llm-03-tokenisierung.md",
         "9ae076041be79a43f772c5c5d3da3db694c361f006a2ace6561b45c3d18dfcfd"),
    # sampling: temperature and top-k (an interactive course page, its opening section, lines 1-10)
    page("inghub-temperature-de", "inghub.de", "de",
         "lessons/angewandtes-machine-learning/temperature-topk-sampling.html.md",
         "aa63510dfd3bbd8616dcf1478af51206e7505afece5001cc569de3c44dc4cbf2"),
    # tokenization (the same course's page)
    page("inghub-tokenization-de", "inghub.de", "de", "lessons/angewandtes-machine-learning/tokenization.html.md",
         "3d18d9524772c17089e6392e46c9ed39ae056470dcae13a394d5039231106aa9"),
    # tokenization in an AI glossary
    page("mentoro-tokenisierung-de", "www.mentoro-ai.com", "de", "de/glossary/tokenisierung.md",
         "f199929470fb955d062ec3045d760119b1630c0bdca58a112b472558f4a93e48"),
    # --- traps: ordinary words that look like glossary terms
    # the temperature of the weather (温度, 气温)
    trap(page("cnnb-weather-zh", "daily.cnnb.com.cn", "zh-Hans", "dnsb/html/2016-02/26/content_938549.htm?div=-1.md",
              "e50c969d2ddb71119217a68add558ea06bd66e17859cbc5e28b0c12d98c5a584")),
    # a hardware token of two-factor login (Hardware-Token)
    trap(page("softperten-2fa-token-de", "security.softperten.de", "de",
              "frage/warum-ist-die-zwei-faktor-authentifizierung-in-kombination-mit-einem-passwort-manager-so-wichtig-"
              "fuer-die-online-sicherheit.md",
              "8952df2f980d2a7dc6bb6be7aaad381ece6044489bc1f728dd9f654e0f6fb04d")),
]
