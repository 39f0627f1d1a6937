"""Names that machine-translated lessons on language models (French, Dutch, Bengali) and the comments
and docstrings of ML packages write, which the glossary did not reach, and the other senses of the same
words, which stay quiet (docs/detection.md, "Localized names", "Word formation", "Case" and section 3;
docs/evaluation.md, "The third set (retired to development)").

Expected mentions are marked in the text: «distillant» is a mention, the guillemets are removed before
the text is analysed. The sentences are written in the style of the development text; they use the
built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, concept_mentions


# -- the verb of distillation, in French and Bengali, with what is distilled ------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Les SLMs sont construits en compressant ou en «distillant» des LLMs, pour garder les capacités du "
     "modèle original.\n", "knowledge-distillation"),
    ("Le petit modèle est «distillé» à partir d'un grand modèle de langage.\n", "knowledge-distillation"),
    ("SLM's worden geconstrueerd door compressie of «distillatie» van LLM's.\n", "knowledge-distillation"),
    ("সাধারণত, SLM গুলো LLM কে কম্প্রেস বা «ডিস্টিল করে» তৈরি করা হয়।\n", "knowledge-distillation"),
])
def test_the_verb_and_noun_of_distillation_beside_language_models(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text", [
    "Obtenue en distillant les écorces d'oranges avec de l'eau et du sucre, la liqueur est transparente.\n",
    "De distillatie van ruwe olie gebeurt in de raffinaderij.\n",
    "অ্যালকোহল ডিস্টিল করে পানীয় তৈরি করা হয়।\n",
])
def test_distilling_a_liquor_or_oil_is_no_knowledge_distillation(detector, text):
    assert concept_mentions(detector, text, "knowledge-distillation") == []


# -- names as machine translations write them ------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Mistral 7B utilise l'«attention par fenêtre coulissante», ce qui permet un entraînement efficace.\n",
     "sliding-window-attention"),
    ("Le «cache des clés-valeurs» garde les clés et les valeurs des jetons déjà vus.\n", "kv-cache"),
    ("Le texte doit tenir dans la «fenêtre de jetons» du modèle de langage.\n", "context-window"),
    ("Les modèles OpenAI, Llama2 et les «transformateurs Hugging Face» sont dans le catalogue.\n",
     "hugging-face-transformers"),
    ("Dit gebruikt technieken zoals «Reinforcement Learning met Human Feedback» («RLHF»).\n", "rlhf"),
    ("S'il s'agit d'une base de données vectorielles, quels «modèles d'intégration» prend-elle en charge ?\n",
     "embedding"),
    ("মডেলটি একটি «টোকেনাইজ়ার» ব্যবহার করে টেক্সটকে টোকেনে ভাগ করে।\n", "tokenizer"),
])
def test_translated_names(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a rate limiter's window of tokens, an agent's integration templates, a power grid's transformers
    ("L'attente couvre la pause ordonnée (429), la capacité, puis la fenêtre de jetons.\n", "context-window"),
    ("Consultez la documentation relative aux modèles d'intégration Autodiscovery pour un environnement "
     "conteneurisé.\n", "embedding"),
    ("Les transformateurs de la centrale Hugging-Face alimentent le quartier.\n", "hugging-face-transformers"),
    ("La porte-fenêtre coulissante laisse passer l'attention des voisins.\n", "sliding-window-attention"),
])
def test_the_same_words_in_other_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- pre-training beside a mixture of experts ------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "***Mixture of Experts (MoE)*** permet aux modèles d'«être préentraînés» avec beaucoup moins de calcul, "
    "et un modèle MoE atteint la même qualité pendant le «préentraînement».\n",
    "***Mixture of Experts (MoE)*** maakt het mogelijk om modellen «voor te trainen» met veel minder "
    "rekenkracht; een MoE-model bereikt tijdens «pretraining» sneller dezelfde kwaliteit.\n",
])
def test_pre_training_in_a_document_on_a_mixture_of_experts(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


def test_pre_training_words_without_evidence_stay_quiet(detector):
    text = "Les stagiaires sont préentraînés avec beaucoup moins de calcul mental.\n"
    assert concept_mentions(detector, text, "pre-training") == []


# -- English names in comments and docstrings ------------------------------------------------------------
def test_a_dataset_written_shard_by_shard(detector):
    marked = ('    """Args:\n        max_shard_size (`Union[str, int]`, *optional*):\n'
              '            Maximum number of bytes written per «shard», default is "500MB".\n    """\n')
    assert_concept_mentions(detector, marked, "sharding", "python")
    assert concept_mentions(detector, "She swept up a shard of glass from the kitchen floor.\n", "sharding") == []


def test_lamb_capitalised_in_a_list_of_optimizers(detector):
    marked = "* `lamb` an implementation of «Lamb» and LambC, the large batch optimizer.\n"
    assert_concept_mentions(detector, marked, "lamb")
    assert concept_mentions(detector, "Charles Lamb wrote essays; roast Lamb with mint.\n", "lamb") == []


def test_nemo_aligner_names_nemo(detector):
    assert_concept_mentions(detector, "verl is inspired by «Nemo-Aligner» and OpenRLHF.\n", "nemo")
    assert concept_mentions(detector, "Finding Nemo is a film about a clownfish.\n", "nemo") == []


def test_a_number_format_with_its_bit_layout_is_one_mention(detector):
    assert_concept_mentions(detector, "# «FP8 E4M3»  max=448.0 -> floor(log2(448)) = 8\n", "fp8", "python")


def test_geglu_is_no_swiglu(detector):
    text = "- `gelu` or `gelu_new` → GeGLU → `LigerGEGLUMLP`\n- `silu` → SwiGLU → `LigerSwiGLUMLP`\n"
    assert concept_mentions(detector, text, "swiglu") == ["SwiGLU"]


def test_a_class_under_its_module_path_in_lower_case(detector):
    marked = 'def f():\n    """The model is ``«nn.embedding»`` while under ``RowWiseParallel``."""\n'
    assert_concept_mentions(detector, marked, "embedding", "python")


def test_predicting_the_next_token_is_a_verb_and_next_token_prediction_the_task(detector):
    # the genitive with its light verb is how Bengali says "predict the next token" (no name, as in
    # English); the compound is the task's name
    verb = "বেস LLM এর প্রধান কাজ হলো ওই ক্রমে পরবর্তী টোকেনের পূর্বাভাস দেওয়া।\n"
    assert concept_mentions(detector, verb, "causal-language-modeling") == []
    assert_concept_mentions(detector, "মডেলটি «পরবর্তী টোকেন পূর্বাভাস» দিয়ে প্রশিক্ষিত হয়।\n",
                            "causal-language-modeling")
