"""The sources of the forty-third evaluation set (``build_corpus.py --set fortythird``): development text.

Plain data, read by ``build_corpus.py`` as ``fortyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortythird --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/fortythird/README.md``).

No packages. French and Dutch text a reader meets on an ordinary day, no concept family favoured: news (HBM3 for a
GPU, Mixtral's mixture of experts, a supercomputer's H100 extension, an AI factory, a national language model), blog
posts and tutorials (multi-GPU serving, a Keras Dropout layer, Transformers and attention, the stages of training an
LLM, Llama 3, reinforcement fine-tuning, training a model on a laptop), a vendor's documentation translation (NVLink and
NVSwitch), course notes on GitHub as the page store holds them (the Transformers library, tokenizers, an NLP course
case) and study pages (flashcards, a glossary entry, a library's architecture). Small samples from many authors (at
most two windows from any one), chosen by title or search excerpt before any labelling, in no earlier set, no
development sample, no claim of another set and no reserved list. Every page is taken as the page store holds its
beginning, a sentence the store cut in the middle left out; one (the Transformers notes) cut before its last section
to fit one window. Traps (French, ordinary words that look like glossary terms): a bakery's lots and traceability and
a chemistry page on fractional distillation.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 42  # the seed is the first set's plus this: the second set used 1, ..., the forty-first 40

PACKAGES: list[dict] = []

# Repository files at these commits (the stored text is the file's lines byte for byte). An excerpt is a run of whole
# lines chosen by section, stored under its own name (the lines it holds).
_CAVES = ("BiblioGalactic/the-caves-of-steel", "62a4500558914cc0d93d7fbd7a1f91e5c723a609", "MIT")
_PHI3 = ("creach-t/phi3-chat-interface", "1a6010791e0eb25b83a29d499c24b45cc77b5dbd", "unstated")
_MARC = ("MarcJaffre/Microsoft", "c014a6b0d81ce294aea1d297942dd6a879450883", "unstated")

# Chosen by title, path or search excerpt before any labelling; every line of a page or excerpt is in a window.
TEXTS = [
    # --- French ---
    # serving on several GPUs (a cloud provider's post, probably a machine translation: tensor parallelism, vLLM)
    page("hivenet-multigpu-fr", "compute.hivenet.com", "fr", "fr/post/multi-gpu-llm-serving.md",
         "89e7047caa9d7312ded6755757379af4aca0e22c54b953962b5146e065e27258", machine_translation=True),
    # hardware news: Samsung's HBM3 approved for a GPU
    page("investing-hbm3-fr", "fr.investing.com", "fr",
         "news/stock-market-news/nvidia-approuve-les-puces-hbm3-de-samsung-pour-le-gpu-chinois-93CH-2493845.md",
         "e2cd5e559a9efb41b153c214f80f02ba67412f872d6b7f8f6ee6cf9be3c0cbd3"),
    # a tutorial site's pages: the Keras Dropout layer, Transformers and attention mechanisms
    page("datacraft-dropout-fr", "datacraft.ovh", "fr", "?p=2401.md",
         "df21e3d4288813ef81349d91ab4682d3c2663529b346bb45a4ba8088bdf387cd"),
    page("datacraft-transformers-fr", "datacraft.ovh", "fr", "sous-sections-ia/transformers-et-mecanismes-dattention.md",
         "4e90aa5ce869877585f1622d090eda968d546db05633ca1e0e747e6b6407b24f"),
    # news on Mistral AI's Mixtral (a mixture of experts), two sites
    page("mac4ever-mixtral-fr", "www.mac4ever.com", "fr",
         "divers/180537-voici-mistral-ai-la-start-up-francaise-capable-de-rivaliser-avec-openai.md",
         "bf482033da1ed0a41a0c8f8d5acadeeadf9fb3c31714ededa3e7c7963b07717c"),
    page("iotexec-mixtral-fr", "dispatch.iotexec.com", "fr",
         "2024/04/29/mixtral-8x22b-le-modele-francais-qui-defie-llama-3-de-meta.md",
         "922f713f2cab2afcb29c5376188fff9b4d7eff11c240736ed824bbc2856cab64"),
    # news: the Jean Zay supercomputer's extension (H100 GPUs)
    page("actus365-jeanzay-fr", "actus365.fr", "fr",
         "la-france-renforce-sa-position-dans-le-secteur-de-lia-en-multipliant-par-4-sa-force-de-frappe.md",
         "be02db95af9ba8f62fc4e7e7ae05dd0d27bf2e7d22659a6a40f1ba3b9b5ca37a"),
    # a forum-style post on the stages of training an LLM (a translation of an English thread)
    page("okx-etapes-fr", "web3.okx.ac", "fr", "fr/discover/post/50189074202848.md",
         "cc4b5c6df6aaa6dc070e7018e9af7fd5be297ddbdaa09dd2655ba7cf21f31c57", machine_translation=True),
    # a chat platform's page on Llama 3 (probably a machine translation)
    page("askaichat-llama-fr", "askaichat.app", "fr", "fr/technology/llama.md",
         "52a1dae598435c3cbb3376223f2866aa2f89b8b52c699d910b58828cbbbbc2b7", machine_translation=True),
    # a blog post on reinforcement fine-tuning
    page("pwraitools-rft-fr", "pwraitools.com", "fr", "fr/?p=5463.md",
         "a4b465498ffcdec0ccecefb48c67458308b84d79e1c2a0ac9f20b9c6f3dea7e3"),
    # a developer's blog post on training a model locally (the blog's French translation)
    page("davidloor-gemma-fr", "davidloor.com", "fr",
         "fr/blog/pourquoi-je-nai-pas-pu-entrainer-gemma-3n-localement.md",
         "136ad539f4f12156b29c405ce0346e3cedd3506dd546c2ff09fc639cafca1e0c", machine_translation=True),
    # a vendor's documentation page, translated: NVLink and NVSwitch (cut after its NVSwitch paragraph, to hold about 15
    # mentions)
    page("nvidia-nvlink-fr", "www.nvidia.com", "fr", "fr-fr/data-center/nvlink.md",
         "5be1ca8361f71333c3513754837cd23a5094df63a7a0417b1de2269045f5bda1"),
    # course notes on GitHub, as the page store holds them (its "host" written with the owner, as each owner is an
    # author of its own): the Transformers library (cut before its last section), a notebook on tokenizers
    page("bore237-transformers-fr", "github.com/Bore237", "fr", "TrOCR-Fine-Tuning-on-Curved-Scene-Text.md",
         "4c5fae04031045d8cd606080902f8365508540a6fc41dbf4dd5c0e686c637f2a"),
    page("hansglick-tokenizers-fr", "github.com/hansglick", "fr", "book_errata.md",
         "0a997ae26c4247cee59557002f42e81c4a50e657b0f60b60c2441ddeede2959d"),
    # a French guide to llama.cpp (its section on GGUF, quantization and tokens, lines 1-37; the output-quality part of
    # its table of essential parameters, lines 124-131)
    repo_excerpt("caves-llamacpp-concepts-fr", _CAVES, "fr", "guiaIA_FR.md", 1, 37,
                 "55b395264fb5810abca231fd1f17a75b8dcd4c716203a9dc899819f6d74dba6b"),
    repo_excerpt("caves-llamacpp-parametres-fr", _CAVES, "fr", "guiaIA_FR.md", 124, 131,
                 "74a9906cfcb2ffadac45df6c3669a35a36d0c78dfa34f252f98e8463261980cc"),
    # a chat interface's note on its GGUF models folder, the whole file
    repo_file("phi3-modeles-fr", _PHI3, "fr", "models/README.md",
              "ad48e65c14514ee4a3c5ee250320f9f6fade5108df5d35b87f57ca7e4540abb1"),
    # a sysadmin's notes on configuring Ollama: its table of environment variables (lines 1-25)
    repo_excerpt("marcjaffre-ollama-fr", _MARC, "fr", "Appz/IA/LLM/Ollama/1_Configuration.md", 1, 25,
                 "68c02aa464384ac5d838cd33ead18afe0899f6d1dc7b79681a9937ee9005959d"),
    # trap: a bakery trade paper's page on traceability ("lot" of raw materials and products)
    trap(page("boulangerie-lot-fr", "www.lesnouvellesdelaboulangerie.fr", "fr", "hygiene-la-tracabilite.md",
              "9af66d087a17ac48d82fa9c1c0e329a051834b28cecac6b22285fd2842d1b1d7")),
    # trap: a question-and-answer site's page on chemical distillation (probably a machine translation)
    trap(page("spiegato-distillation-fr", "spiegato.com", "fr",
              "fr/quelle-est-la-difference-entre-la-distillation-et-la-distillation-fractionnee.md",
              "d1fb1a02f215f69176f426faab3790bc11a73db0c3055fa7762e76ec876480e0", machine_translation=True)),
    # --- Dutch ---
    # news: an AI factory's European funding; a national open language model
    page("icthealth-aifabriek-nl", "www.icthealth.nl", "nl", "nieuws/europese-financiering-groningse-ai-fabriek-goedgekeurd.md",
         "579c8b0730fae85485cab54ff3cddf16a868252236402b3f5435abd92ebf02ea"),
    page("computationalscience-gptnl-nl", "www.computationalsciencenl.nl", "nl",
         "techniek-en-industrie/nederland-bouwt-eigen-open-taalmodel-gpt-nl.md",
         "4d630e2fbd0846a59baa33d35b6313f9878d7de75290b097066f63b7103a783d"),
    # a study site's flashcards on NLP (English prompts, Dutch answers)
    page("knowt-nlp-nl", "knowt.com", "nl", "flashcards/134e7d5e-5b05-47fe-90f5-ee8000b38212.md",
         "54edd894ea8fd99f6f4714729f1d88a201f82526fb9a0b0472212ec20f1bc80c"),
    # a university NLP course case on GitHub, as the page store holds it
    page("ramonreilman-nlp-nl", "github.com/RamonReilman", "nl", "NLP_casusC.md",
         "058e0c5160e4d6cd6f856104fded11f19c32536786232742cd4dbafab1b85903"),
    # a blog post on the Hugging Face Transformers library's architecture (probably generated)
    page("petroenchem-transformers-nl", "www.petroenchem.net", "nl",
         "uncategorized/begrijpen-van-de-hugging-face-transformers-architectuur-een-diepgaande-analyse/153624.md",
         "b04575619619c8dfb9163b6ffb91954f5b57689480abc126f1e9edeffa4157af"),
    # a glossary entry on embedding vectors (a machine translation)
    page("amplify-inbedding-nl", "main.d2q135jrifwdu0.amplifyapp.com", "nl", "nl/glossary/embedding-vector.md",
         "8a11ad5f3f842b9d14c811648019f83f9d253f78f663b4f84875273e7bff6bce", machine_translation=True),
]
