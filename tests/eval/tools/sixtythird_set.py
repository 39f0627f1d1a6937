"""The sources of the sixty-third evaluation set (``build_corpus.py --set sixtythird``): development text.

Plain data, read by ``build_corpus.py`` as ``sixtysecond_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set sixtythird --errors``), labelled by hand before the engine ever ran on it, so that its errors are
worth reading (``tests/eval/data/sixtythird/README.md``).

No packages. Pooled over the blind sets, the training methods family (``glossary_data/concepts/training-methods.yaml``
and the training concepts beside it) is met least well of all; this set measures it on fresh text whose subject is
one of its topics: the pre-training and post-training stages, preference optimisation and reinforcement learning for
language models (RLHF, PPO, DPO, GRPO, a reference model, a reward or value model, the KL penalty), scaling laws, and
LoRA's settings, its rank-stabilised variant and the merging of adapters. Every source was chosen by its title, address
or search excerpt (searches of the page store in English, French, Dutch and Bengali, one or two for each topic, and of
the code index in Dutch and Bengali), before any reading for terms, in no earlier set (no host an earlier set uses),
no claim of another set and no reserved list.

Pages of the public page store, each its stored beginning (the search excerpt the store holds), a last sentence the
store cut in the middle left out; pages denser than about fifteen mentions cut further on whole lines at a section's
end, decided by the page's headings before labelling: the DPO paper explainer before its paragraph on what DPO removes,
the DPO blog post before its derivation, the PPO components page before its "Architecture options", the merging guide
before its code, the post-training notes before their table, the French GRPO post before its "Techniques clés" and the
French DPO guide at its heading on RLHF.

Two trap pages whose ordinary words look like glossary terms in another sense: a shop's rewards programmes (English)
and a French dictionary entry on the merging of companies ("fusion"). Languages: English (most) and French (four
pages). No Dutch or Bengali text on these topics was found on a host or in a repository that no earlier set uses: the
page-store searches in both languages returned English pages, hosts of earlier sets or unrelated text, and the code
index returned translations of courses earlier sets used. Two French pages read as machine translations of English
posts (the datacamp.com blog post and the unite.ai guide, whose stored text also carries broken accents) and are
marked so.
"""

from __future__ import annotations

from set_entries import page, trap

LINES = (15, 25)
SEED_OFFSET = 62  # the seed is the first set's plus this: the second set used 1, ..., the sixty-second 61

PACKAGES: list[dict] = []


# Chosen by address, title, heading or search excerpt before any labelling; every line of a page is in a window.
TEXTS = [
    # --- English
    # DPO: a paper explainer, its opening
    page("intuitivepapers-dpo-en", "intuitivepapers.ai", "en", "dpo.md",
         "ed206bcaa5f6952f79faa692f5907e20993bc4c917a343ae9473e84a5d1a5d3c"),
    # DPO: a chapter of an online deep-learning book, "Why eliminate the reward model"
    page("livingdl-dpo-en", "danielxmed.github.io", "en", "living-dl-book/06-alignment/12-dpo.md",
         "f5e730e61c4ecc2d925e96e2d8abf9af1edbd94073861271d670749551b97aad"),
    # DPO: part 2 of a blog series on modern post-training, before its derivation
    page("justinbarry-dpo-en", "justinbarry.io", "en", "blog/dpo.md",
         "ee5de9a47e0381df74609ffa29d322fda7552f14c087ffa348272dea3652f07b"),
    # GRPO: a short blog note on the algorithm
    page("liyunhe-grpo-en", "li-yunhe.com", "en", "blog/grpo-algorithm.md",
         "031240c19f358553dde960bab98eb32deacfc58556c9adcd68fe896233ed77ab"),
    # PPO for RLHF: learning notes on its four models, the policy and the critic
    page("fahimfaisal-ppo-models-en", "fahimfaisal.info", "en",
         "ml_and_llm_learning/08_training_techniques/ppo_models_detailed.html.md",
         "8b2b05dc1cdde138e3d5deb0e9bb9d85c2fb80a252351b7cd539bd725cafc401"),
    # scaling laws: a book section on the Chinchilla scaling laws
    page("bookai-chinchilla-en", "www.book-ai.org", "en", "books/forging-giants/chapter-09/section-01.md",
         "26f214204bc4c81b9dcc54ba340a98da66a57114fdb9a30a279c7e59829478cd"),
    # LoRA variants: a wiki page on rank-stabilised LoRA
    page("aiintelwiki-rslora-en", "artificial-intelligence-wiki.com", "en",
         "ai-development/training-and-fine-tuning/rslora-scaled-lora.md",
         "0919c848ce3af3958b8c88d853f3693274b1ff50fdaf82132112e1b2a6021222"),
    # merging adapters: a guide to merging LoRA adapters into a base model, before its code
    page("mljourney-merge-lora-en", "mljourney.com", "en",
         "how-to-merge-lora-adapters-into-a-base-model-for-production.md",
         "c1ceaf57504dabfe89aff571f1790b108d0e65a4aecb7e6b56a7364c4508857c"),
    # training stages: a blog post "From Pre-Training to RLHF"
    page("jatinbansal-pretraining-rlhf-en", "jatinbansal.com", "en", "ai-engineering/pretraining-to-rlhf.md",
         "884b11282a7bc5b829f9d4d4e5b12a566cb88e6fba4bf81d6d76536065c58ee0"),
    # post-training: study notes, its overview before the table
    page("brandonbehring-post-training-en", "study-notes.brandon-behring.dev", "en",
         "finetuning-rl-intro/01-post-training-overview.md",
         "3f5ad863d092c724459863cba4f172f9414b9c1eeba4933cfef6e790142d7369"),
    # GRPO: a vendor's short documentation page
    page("adaptiveml-grpo-en", "dev.adaptive-ml.com", "en", "optimization/grpo.md",
         "e5db88b19c777940db70ef4dcb42233598533db615fc942711c2ce41d8cdbae6"),
    # training stages: an infographic page "How LLMs Are Trained"
    page("livephysics-llm-training-en", "livephysics.com", "en", "infographics/cs-how-llms-trained.md",
         "8cb1faf0e2f6c147a8ae0f45720a4e925ac12e03582a4827a6c7f788a5dc8f98"),
    # RLHF: a fine-tuning product's documentation page
    page("langtrain-rlhf-en", "www.langtrain.xyz", "en", "docs/fine-tuning/rlhf.md",
         "2a289b38068d1260636e98003bdafd1f4f79f44c5b6caf0cb9761ebd205761c8"),
    # --- French
    # GRPO: a blog post (a machine translation of an English post)
    page("datacamp-grpo-fr", "www.datacamp.com", "fr", "fr/blog/what-is-grpo-group-relative-policy-optimization.md",
         "25aded228b026c9b2e4e9d77454ee260f5bf181364a73b149fbf9338264a5cd9", machine_translation=True),
    # RL for language models: a blog post on DeepSeek-R1's training, before "Techniques clés"
    page("giris-deepseek-rl-fr", "giris.fr", "fr", "?p=11642.md",
         "c83bae88438d5c521835d9a6569a5f0ebae3ae54e49d0a1349feb9090162a75d"),
    # training stages: a consultancy blog post on RL from verifiable rewards, its opening
    page("octo-rlvr-fr", "blog.octo.com", "fr",
         "qu'est-ce-que-le-rlvr-(reinforcement-learning-from-verifiable-rewards).md",
         "712443dfa5d2b25d4f0c38dfc395a260d5eb863f9e49c3b309c4252188b15e5e"),
    # DPO: a guide (a machine translation of an English guide, its accents broken in the store)
    page("unite-dpo-fr", "www.unite.ai", "fr", "fr/direct-preference-optimization-a-complete-guide.md",
         "93d74cf7c5310238a08d8a8df6e14cdfdb24f35442266ae0b0d591f594ada822", machine_translation=True),
    # --- traps: ordinary words that look like glossary terms
    # a shop's rewards programmes
    trap(page("lemoney-rewards-en", "blog.lemoney.com", "en", "how-reward-programs-work.md",
              "36e42cc4bfdf20efdff72284a5c10a0519ba25b712dbfe8bfd917ea1a9ea39b6")),
    # the merging of companies (a dictionary entry)
    trap(page("lenaic-fusion-fr", "leconomieaveclenaic.com", "fr", "dictionnaire-economique/fusion.md",
              "78e6c731f5b0a197b13b366ed018fbdeac8c70c7cdd471c95a41557ba80d5324")),
]
