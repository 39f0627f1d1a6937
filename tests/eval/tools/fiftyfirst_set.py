"""The sources of the fifty-first evaluation set (``build_corpus.py --set fiftyfirst``): development text.

Plain data, read by ``build_corpus.py`` as ``fortyfirst_set.py`` is. The set is NOT sealed: it is development text
(``evaluate.py --set fiftyfirst --errors``), labelled by hand before the engine ever ran on it, so that its errors
are worth reading (``tests/eval/data/fiftyfirst/README.md``).

No packages. Fresh text written by people in French, Dutch and Bengali, on any glossary family, as a reader in those
languages meets it: course notes, a blog post, course notebooks and a course quiz page. Chosen by path, section
title, notebook title or search excerpt before any labelling, in no earlier set, no development sample, no claim of
another set and no reserved list. A repository file is taken whole or as an excerpt of whole lines chosen by section
(stored under its own name, the lines it holds); a notebook is stored as its Markdown cells in order, a blank line
between cells, with ".md" appended, and cut by section; a page of the public page store is taken as the store holds
its beginning (a last line the store cut in the middle left out, some cut further at a paragraph's end).

Subjects (French): a deep-learning course's chapter on training in practice (the learning rate, the batch size and
dropout sections), the same course's NLP notes (preprocessing and tokenisation, word embeddings, attention and
Transformers, BERT and GPT, deployment), and a blog post explaining Transformers (its multi-head attention and
positional encoding sections, and its full architecture section). Subjects (Dutch): a secondary-school deep-learning
course's notebooks (overfitting and regularisation, training a deep network, SGD with momentum, gradient descent).
Subject (Bengali): a course quiz page introducing large language models. Bengali text on ML written by people (not
machine translations) was hard to find outside repositories and hosts earlier sets already use (README.md of the set
says how it was searched). Traps (ordinary words that look like glossary terms): an electrical transformer
("transformateur", French) and the removal of gas pipelines ("pijpleiding", Dutch). No text here is a machine
translation as far as can be told.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, repo_file, trap

LINES = (15, 25)
SEED_OFFSET = 50  # the seed is the first set's plus this: the second set used 1, ..., the fiftieth 49

PACKAGES: list[dict] = []


# Repository files at these commits (snapshots of the repositories, as the code index holds them); no licence checked
# ("unstated").
_COURSE = ("ludivineRB/dbt_snowflake_learning", "d50ce0d7563bee69f7cb6a46055b6f82670f7c0b", "unstated")
_BLOG = ("ssime-git/JustGeek", "93e638f6c3313ede3605aee5fa68c2afc99650e2", "unstated")
_KIKS = ("dwengovzw/KIKS", "4712b8ea72a21faab2894db596ab2015d464d49d", "unstated")

_TRAINING = "09-Deep-Learning/01-Fondamentaux-DL/cours/04-entrainement-pratique.md"
_NLP = "09-Deep-Learning/NLP/"
_POST = "_posts/2025-11-23-transformers-expliques.md"
_NB = "IntroductieDeepLearning/"

# Chosen by path, section title or search excerpt before any labelling; every line of a file, excerpt or page is in a
# window.
TEXTS = [
    # --- French ---
    # a deep-learning course's chapter on training in practice: its learning-rate section (lines 14-44), its
    # batch-size section (lines 124-158) and its dropout section (lines 242-290)
    repo_excerpt("cours-learning-rate-fr", _COURSE, "fr", _TRAINING, 14, 44,
                 "582c9be671690229dccef1a1371b5a17a31d538b3fdde4870383e8b7347af781"),
    repo_excerpt("cours-batch-size-fr", _COURSE, "fr", _TRAINING, 124, 158,
                 "6f324ea08fb85eb4ad80789b104eb924f476e499f6454f9261606ef42d4a2676"),
    repo_excerpt("cours-dropout-fr", _COURSE, "fr", _TRAINING, 242, 290,
                 "355e92fe78f203a09b3f11593dc71271040cffe77397420bf67ee9f7f3939709"),
    # the same course's NLP notes, each file whole: preprocessing and tokenisation, word embeddings, attention and
    # Transformers, BERT and GPT, deployment in production
    repo_file("nlp-tokenisation-fr", _COURSE, "fr", _NLP + "02-preprocessing-tokenisation.md",
              "505232b7e0c59c819129df685c0b2fd7de15cea1704686748f0ae237e6a6271a"),
    repo_file("nlp-embeddings-fr", _COURSE, "fr", _NLP + "04-word-embeddings.md",
              "49895c537c4a88bf251fd5760eb17c852e8d6ea75e582ae4d7e7d5f98dbb0870"),
    repo_file("nlp-attention-fr", _COURSE, "fr", _NLP + "06-attention-transformers.md",
              "b669112aecbf03eec78b174d4ac0b9d02dfb9be779b84b65218e8e14df9797a4"),
    repo_file("nlp-bert-gpt-fr", _COURSE, "fr", _NLP + "07-bert-gpt.md",
              "13560d77aec72284c25fb67f72430862bdd02e0413e806c7c8c5e9f0b6b780ea"),
    repo_file("nlp-deploiement-fr", _COURSE, "fr", _NLP + "08-deploiement-production.md",
              "3ad503ec3adf7afa5f1f2d57d60f31c08a7cac5e692bf245ffa210281a49d79b"),
    # a blog post explaining Transformers: its multi-head attention and positional encoding sections (lines 101-144)
    # and its full architecture section (lines 145-191)
    repo_excerpt("justgeek-multihead-fr", _BLOG, "fr", _POST, 101, 144,
                 "af071983be3eb6fbdae23e988ebe15d93cfb6f96d7e790bf978fbea10b31a842"),
    repo_excerpt("justgeek-architecture-fr", _BLOG, "fr", _POST, 145, 191,
                 "d0e7f5f3a96b3e8b44fbc2efcc78f806b1f28d26f79800d6ada6fee562894ef3"),
    # trap: an electrical transformer ("transformateur"), a generator vendor's blog post (its first two sections)
    trap(page("groupeelectrogene-transformateur-fr", "www.groupeelectrogene.com", "fr",
              "blog/transformateur-electrique.html.md",
              "7cca3257ef1a28aa6554b68987d6cbf10db079808c97c7d91848b43fda59e948")),
    # --- Dutch ---
    # a secondary-school deep-learning course's notebooks (Markdown cells): overfitting and how to counter it (whole),
    # training a deep network (section 3, lines 122-155), binary classification with improved SGD (its introduction,
    # lines 1-23, and the network's structure, lines 68-83), gradient descent (its introduction, lines 1-20)
    repo_file("kiks-overfitting-nl", _KIKS, "nl", _NB + "Overfitting.ipynb.md",
              "8f036eca5ef567599e458eab925be9cc1172a2e190deaa75c00b4ff492dd9926"),
    repo_excerpt("kiks-trainen-nl", _KIKS, "nl", _NB + "BasisDiepNeuraalNetwerk.ipynb.md", 122, 155,
                 "7dbb54af56a19e61e351b775827d132999a83ff72921675f8ab60dde96b500e9"),
    repo_excerpt("kiks-sgd-momentum-nl", _KIKS, "nl", _NB + "Parabolen1hiddenSGDmetMomentum.ipynb.md", 1, 23,
                 "768b032d74b856f7498b5fb77dae3f3ac1c3a75662dd496d44c68ee6c4cab1e5"),
    repo_excerpt("kiks-netwerk-nl", _KIKS, "nl", _NB + "Parabolen1hiddenSGDmetMomentum.ipynb.md", 68, 83,
                 "d67b0b76aa8239d1dac79dd39b45761be4c88a709d78689fdafe52ccbf2698f0"),
    repo_excerpt("kiks-gradient-descent-nl", _KIKS, "nl", _NB + "GradientDescent.ipynb.md", 1, 20,
                 "681227e77dd8f4d2656db387c636701fb8e46f735d8cc113f90fd932559624b4"),
    # trap: removing gas pipelines ("pijpleiding"), a gas network operator's works page
    trap(page("gasunie-pijpleiding-nl", "www.gasuniebouwt.nl", "nl",
              "werkzaamheden/verwijderen-gastransportleidingen.md",
              "73616ba0ee14f0a62ffcb701bdc2c8045968ac9e6381bb38aa403117528cc45a")),
    # --- Bengali ---
    # a course quiz page introducing large language models (its stored beginning, the cut last line left out)
    page("talhatraining-llm-bn", "talhatraining.com", "bn",
         "courses/generative-ai-and-llm-mastery-quiz-from-inception-to-project/quizzes/large-language-model-llm.md",
         "90549c9aaf504364ff7870c58ed613513946c083040258c539dc4ed2bbe84387"),
]
