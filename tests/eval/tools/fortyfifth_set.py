"""The sources of the forty-fifth evaluation set (``build_corpus.py --set fortyfifth``): development text.

Plain data, read by ``build_corpus.py`` as ``fortythird_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fortyfifth --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/fortyfifth/README.md``).

No packages. French and Dutch text weighted toward four concept families: training methods (knowledge distillation,
LoRA, the optimizer step and gradient clipping), collectives and frameworks (an MPI exercise sheet; PyTorch and
TensorFlow compared), serving (an OpenAI-compatible architecture with vLLM, quantized local LLMs) and language-model
basics (the context window, tokenization and BPE, embeddings, two glossaries). Blog posts, news, glossaries, a video's
page, an exercise sheet as a document proxy holds it, a lab sheet and a note on GitHub; in Dutch a supercomputer history
page and a commit of a course's teacher text. Small samples from many authors (one window each but the video page and
the note), chosen by title, path or search excerpt before any labelling, in no earlier set, no development sample, no
claim of another set and no reserved list. Every page is taken as the page store holds its beginning, a sentence the
store cut in the middle left out; four were cut further to their first lines (tests/eval/data/fortyfifth/README.md). No
Bengali text fresh enough was found. Traps (French, ordinary words that look like glossary terms): a hockey draft
("repêchage", "rang", "diffusé", "tour") and a whisky's distillation.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 44  # the seed is the first set's plus this: the second set used 1, ..., the forty-third 42

PACKAGES: list[dict] = []

# Repository files at these commits (the stored text is the file's lines byte for byte). An excerpt is a run of whole
# lines chosen by section, stored under its own name (the lines it holds).
_JUMEL = ("fabricejumel/5IRC_20252026-IAVISION", "ed3eee9c0ea68e59ddfbc59388a14c43833ff8c3", "unstated")
_YATOUTE = ("Yatoute/LLMs-from-scratch", "d5b2a7c8d6ca0c47459c19f9f7daa739e32a760f", "unstated")

# Chosen by title, path or search excerpt before any labelling; every line of a page or excerpt is in a window.
TEXTS = [
    # --- French ---
    # training methods: a consultant's page on knowledge distillation
    page("iadirigeant-distillation-fr", "ia-dirigeant.com", "fr", "?p=131.md",
         "64cb1652f2e40c89e6f867d4a3a103194a92d529eab599b66399278257d251c4"),
    # a course's lab sheet on GitHub: fine-tuning an LLM (its questions 1 and 2, lines 1-39)
    repo_excerpt("jumel-tp-llm-fr", _JUMEL, "fr", "TP_LLM_intro.md", 1, 39,
                 "2b2ebc5ce856eec711b609b6cd67fb66f0ffa78fc3b8b3285d0b2f6ddb4ee714"),
    # training: a note on the weight update of a GPT from scratch (probably generated): the optimizer step (lines
    # 98-134) and the summary of backward, gradient clipping and the step (lines 143-168)
    repo_excerpt("yatoute-update-fr", _YATOUTE, "fr", "doc/weights-update.md", 98, 134,
                 "3029c7749d4c5677325118223b30c825e629e304f000083ff33645500312e22c"),
    repo_excerpt("yatoute-resume-fr", _YATOUTE, "fr", "doc/weights-update.md", 143, 168,
                 "48bd5ec4d4b2064d1bfae57f7dd0cf624a0ad502c4ed44e6194411a542071540"),
    # collectives: an MPI exercise sheet (reduce, broadcast, scatter, ranks), as a document proxy holds it (cut after
    # its fourth exercise, to hold about 15 mentions and keep collectives and frameworks under 30 % of the set)
    page("scribd-mpi-td-fr", "appwritefunc.yet-another-testing-domain.com", "fr",
         "api/grab?url=https%3A%2F%2Ffr.scribd.com%2Fdocument%2F810299398%2FFiche-TD-05-MPI.md",
         "32bf3cbb38e316e7fafb839e580faea54e096c2b737900dd4e5b9f40256c1847"),
    # frameworks: two blog posts comparing PyTorch and TensorFlow (a recruiter's blog; a tips site, cut after its first
    # paragraph, for the same reason)
    page("mobiskill-frameworks-fr", "www.mobiskill.fr", "fr",
         "blog-posts/pytorch-vs-tensorflow-quel-framework-deep-learning-choisir.md",
         "7731ebfb74c3ce32927208c559be70ec3385a82b2b328e7b8e911d661e34d595"),
    page("practicaltips-frameworks-fr", "www.practical-tips.com", "fr",
         "fr/logiciel/pytorch-vs-tensorflow-la-difference-expliquee-simplement.md",
         "a3e5b913e974a6a6fec5a1120f6d97138371ae88105a738c4bc4ccb0a87da3b8", machine_translation=True),
    # serving: an OpenAI-compatible LLM architecture with vLLM and Ollama (a developer's blog)
    page("dotmobo-vllm-fr", "dotmobo.xyz", "fr", "archi-llm.html.md",
         "87c9ad5970844d6e4bbfcade2e7735298e908ba163992eaeee367cdafe3f30d7"),
    # serving (quantized inference): quantized against unquantized local LLMs (a games and tech blog); the
    # quantization of LLMs (a consultancy's blog)
    page("cosmogames-quantifies-fr", "cosmo-games.com", "fr", "llm-quantifies-vs-non-quantifies.md",
         "cd82098c0c00b652fe9d4e4a0f1c2daa69f1097de5c8839e9ff1cabdcd982ba3"),
    page("meritis-quantification-fr", "meritis.fr", "fr", "?p=56400.md",
         "a26adff6fc9a90ab3001effa4d4a1ca460f5daf536636e63ea947ebc63c19be3"),
    # news: a GPU generation for LLM inference (FP8, NVLink; probably a machine translation)
    page("netcost-blackwell-fr", "www.netcost-security.fr", "fr",
         "actualites/210699/nvidia-devoile-des-gpu-blackwell-de-nouvelle-generation-avec-plus-de-puissance-et-une-"
         "meilleure-efficacite-energetique.md",
         "fc30502fc3272ab8db4b91c3f1d560bbc8a800358cf21984210a95fecb366eb1", machine_translation=True),
    # language-model basics: the context window (a news blog; cut before its comparison table's heading, to keep
    # language-model basics under 30 % of the set), tokenization and BPE (a video's page, cut before the store's second
    # copy of its description), vectors and embeddings (a blog), two glossaries
    page("iactualites-context-fr", "www.iactualites.fr", "fr",
         "context-window-pourquoi-cette-limite-invisible-redefinit-lusage-des-llm-en-2025?amp=1.md",
         "ec5ece7d7909e63f0d589d6b3927e38576a52ef890440d2f7fe0857e38adc93c"),
    page("pixelcrafted-tokenisation-fr", "1fo2yu.blogspot.com", "fr",
         "2025/04/on-recode-chatgpt-de-zero-episode-1-la.html.md",
         "dacc10b345379ad100097f22ec314c0fd6595878b1ef934127343f2a1674e2a3"),
    page("newzy-vecteurs-fr", "www.newzy.fr", "fr", "?p=1757.md",
         "eb368704ad457a38170d618e0998aa228abbe9333adcf6d9638ec83f43b62dc8"),
    page("reglo-glossaire-fr", "reglo.ai", "fr", "glossaire-llm.md",
         "98d5712ad53bc3b14aca0e2682a7956d4c1bcad5bb796712888c820d6e5cdb8c"),
    page("commubw-glossaire-fr", "commu-bw.be", "fr", "2025/01/22/petit-glossaire-basique-de-lia.md",
         "bc01c835637fcfa34a83a2e36fdea59759239675c146c828139335814fcab934"),
    # trap: a sports broadcaster's page on a hockey draft ("repêchage", "rang", "tour", "diffusé")
    trap(page("tvasports-repechage-fr", "www.tvasports.ca", "fr",
              "2022/07/07/lordre-de-selection-du-1er-tour-du-repechage.md",
              "06780cc74ae46859e2ccbcd9b57748b5e8d646aa3b0285b891bfe3557eff2757")),
    # trap: a whisky merchant's page on distillation
    trap(page("marchandduglen-distillation-fr", "lemarchandduglen.com", "fr", "blogs/scotch-whisky/distillation.md",
              "fb20f6ef840050e37611d5815cdae5f6a81b504b727238f7c03a3086c0c7bf68")),
    # --- Dutch ---
    # a hardware site's history of supercomputers (its page on Europe: CPUs, GPUs, Snellius)
    page("hardwareinfo-supercomputer-nl", "hardware.info", "nl",
         "artikel/10466/8/van-rekenmachinekracht-naar-exaflops-de-geschiedenis-van-de-supercomputer-deed-en-doet-"
         "europa-ook-nog-mee.html.md",
         "032cae74ef81bde603e06d9908d71ff7793f1000d9cd02bd680726cf4cdd08a8"),
    # a commit of a course's teacher text on tokens and next-token prediction, as a forge's patch view holds it
    page("rubberducky-tokens-nl", "git.apps.rubberducky.studio", "nl",
         "rubberducky/novi-lessons/commit/03a5d437df55183c091cffeec4aa5a6ed3311c60.patch.md",
         "2dda039ae2f008e476d945f80002d435e33345848db92c463ae007e65508615c"),
]
