"""Names that French, Dutch and Bengali lessons on Transformers and mixtures of experts write, which the
glossary did not reach, and the ordinary senses of the same words, which stay quiet (docs/detection.md,
"Names as translations write them", section 3; docs/evaluation.md, "The ninth set (retired to
development)").

Expected mentions are marked in the text: «routeur» is a mention, the guillemets are removed before the
text is analysed. The sentences are written for these tests in the style of the lessons read; they use
the built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- French names of a mixture of experts' parts -------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Le «routeur» choisit deux experts pour chaque jeton de la couche MoE.\n", "moe-router"),
    ("Le «facteur de capacité» fixe le nombre de *tokens* qu'un expert peut traiter dans la couche MoE.\n",
     "expert-capacity-factor"),
    ("Quand un expert a atteint la «capacité de l'expert», le routeur envoie les *tokens* à l'expert suivant.\n",
     "expert-capacity-factor"),
    ("## «Capacité des experts»\nLe routeur d'un MoE limite les *tokens* par expert.\n", "expert-capacity-factor"),
])
def test_french_names_of_moe_parts(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a power plant's capacity factor, a court expert's capacity, a network's router
    ("Le facteur de capacité de la centrale nucléaire atteint 90 % selon les experts.\n", "expert-capacity-factor"),
    ("La capacité de l'expert à évaluer le dommage a été contestée par les experts du tribunal.\n",
     "expert-capacity-factor"),
    ("Configurez le routeur Wi-Fi : chaque expert réseau vous le dira.\n", "moe-router"),
    # an agent course's table: a name alone in a cell of a document that names no mixture of experts
    ("| Agent | Rôle |\n|---|---|\n| Routeur | Dirige la requête vers l'agent approprié |\n", "moe-router"),
])
def test_the_other_senses_of_those_words_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- French names of a Transformer's parts -------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Nous ajoutons le «codage positionnel» aux vecteurs d'entrée du Transformer.\n", "positional-encoding"),
    ("La couche fonctionne comme une «auto-attention à plusieurs têtes», sauf qu'elle lit l'encodeur.\n",
     "multi-head-attention"),
    ("Nous «enchâssons» les mots dans des vecteurs de 512 dimensions.\n", "embedding"),
    ("## «Tokénisation» en sous-mots\nLes phrases «tokénisées» deviennent des identifiants du vocabulaire.\n",
     "tokenizer"),
    ("La précision *«bfloat 16»* a été introduite par Google pour l'entraînement.\n", "bf16"),
])
def test_french_names_of_a_transformers_parts(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_their_ordinary_senses_stay_quiet(detector):
    # "auto-attention" inside the longer name is no self-attention; a jeweller sets stones
    assert concept_mentions(detector, "une auto-attention à plusieurs têtes\n", "self-attention") == []
    assert concept_mentions(detector, "Nous enchâssons les pierres dans la bague en or.\n", "embedding") == []
    assert concept_mentions(detector, "Le *Switch Transformer* est un modèle T5.\n", "transformer") == []


def test_the_french_verb_after_its_object_pronoun_is_no_transformer(detector):
    text = ("La pile de décodeurs délivre un vecteur de *float*. Comment le transformer en mots ? C'est le "
            "travail de la couche linéaire, après l'auto-attention.\n")
    assert concept_mentions(detector, text, "transformer") == []
    # the noun after "comment" is the architecture: its verb follows ("traite-t-il"), not "en"
    assert_concept_mentions(detector, "Comment le «transformer» traite-t-il les mots ? Avec l'auto-attention.\n",
                            "transformer")


# -- English words in Bengali lessons --------------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Sampling / Decoding\n- «Greedy» — সবসময় highest probability token।\n- Temperature — randomness control।\n"
     "- Beam search — multi-path।\n", "greedy-decoding"),
    ("- Top-k / «Top-p» («nucleus») — restricted vocab, temperature দিয়ে।\n", "top-p-sampling"),
    ("- Stack of N blocks: Attention + FFN + LayerNorm + «Residual»।\n", "residual-connection"),
    ("- Multi-Head Self-Attention — heart of Transformer।\n- Scale করলে performance বাড়ে («scaling laws»)।\n",
     "scaling-laws"),
    ("```python\n# «টোকেনাইজ» করুন\ntokens = bb.tokenize(text)\n```\n", "tokenizer"),
])
def test_english_words_in_bengali_lessons(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("A greedy algorithm picks the locally best edge; beam search keeps several paths.\n", "greedy-decoding"),
    ("The router makes a greedy choice of the top experts for each token, at temperature 1.\n", "greedy-decoding"),
    ("The nucleus holds protons and neutrons at a high temperature.\n", "top-p-sampling"),
    ("The OLS regression leaves a residual for each point, shown in the residual plot.\n", "residual-connection"),
    # "multi-head" alone stays quiet: it is as often an adjective of another noun ("a multi-head hydra")
    ("We train a multi-head classifier: one output head per task.\n", "multi-head-attention"),
    ("## Self-Attention\nMulti-Head মানে একাধিক attention parallel — আলাদা আলাদা সম্পর্ক ধরতে।\n",
     "multi-head-attention"),
    # Python's own tokenize module lexes source code
    ("```python\n# tokenize the source\ntoks = tokenize.tokenize(f.readline)\n```\n", "tokenizer"),
    # the PE a formula defines is its symbol
    ("Self-attention order-agnostic।\nPE(pos, 2i) = sin(pos / 10000^(2i/d))\n", "positional-encoding"),
])
def test_those_words_in_other_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- Dutch ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("De «context window» is groot: moderne modellen hebben 32K-200K «token windows».\n", "context-window"),
    ("Twee benaderingen: full fine-tuning en «parameter-efficient methoden» zoals LoRA.\n", "peft"),
])
def test_dutch_names_lessons_write(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_answer_engine_beside_other_assistants_is_no_perplexity(detector):
    text = "Grote taalmodellen zoals ChatGPT, Gemini en Perplexity halen geen antwoorden uit een database.\n"
    assert concept_mentions(detector, text, "perplexity") == []
    assert concept_mentions(detector, "The rate limiter allows 10,000 tokens per minute in a sliding token "
                                      "window per API key.\n", "context-window") == []
