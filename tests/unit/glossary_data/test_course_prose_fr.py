"""How machine translations of courses on language models (how they work, their kinds, improving
their answers, small language models) name concepts in French, and the ordinary senses of the same
words, which stay quiet (docs/detection.md, "Word formation in French, Dutch, German and Spanish",
and section 3; docs/evaluation.md, "How much of the second set has been read").

Expected mentions are marked in the text: «modèle d'embedding» is a mention, the guillemets are
removed before the text is analysed. The sentences are written in the style of the development
sample (Co-op Translator French); they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.word_forms import stage_verb_forms, synonyms
from ai_glossary.core.detection.prose_language import localized_spellings
from support.marked import assert_concept_mentions, concept_mentions


# -- "from human feedback": a preposition, an article or none, a noun of feedback, "humain" agreeing ---
@pytest.mark.parametrize("marked", [
    "Le modèle est aligné grâce à l'«apprentissage par renforcement à partir de rétroaction humaine» («RLHF»).\n",
    "ChatGPT utilise l'«apprentissage par renforcement à partir du retour humain».\n",
    "L'«apprentissage par renforcement avec retour d'information humain» améliore les réponses.\n",
    "On l'affine par «apprentissage par renforcement par rétroaction humaine».\n",
    "Puis vient l'«apprentissage par renforcement avec les retours humains».\n",
])
def test_rlhf_with_each_article_and_noun_of_human_feedback(detector, marked):
    assert_concept_mentions(detector, marked, "rlhf")


def test_human_feedback_is_made_by_rule_not_listed():
    french = set(synonyms("apprentissage par renforcement à partir de retours humains", "fr"))
    assert {"apprentissage par renforcement à partir de rétroaction humaine",
            "apprentissage par renforcement à partir du retour humain",
            "apprentissage par renforcement avec des retours d'information humains",
            "apprentissage par renforcement par la rétroaction humaine"} <= french
    # "humain" agrees with its noun; no article is elided before a consonant
    assert "apprentissage par renforcement à partir de la retour humain" not in french
    assert "apprentissage par renforcement à partir de rétroaction humain" not in french


@pytest.mark.parametrize("text", [
    "Les retours humains sur l'application sont positifs ; la rétroaction humaine compte.\n",
    "L'apprentissage par renforcement entraîne un agent à jouer ; les commentaires humains l'évaluent.\n",
])
def test_human_feedback_alone_is_no_rlhf(detector, text):
    assert concept_mentions(detector, text, "rlhf") == []


# -- the English words French keeps: token, embedding, Transformer ----------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("La «tokenisation» est la première étape : le texte est divisé en tokens.\n", "tokenizer"),
    ("Le «tokeniseur» découpe le texte d'entrée en un tableau de jetons.\n", "tokenizer"),
    ("Le modèle est entraîné à la «prédiction du token suivant».\n", "causal-language-modeling"),
    ("Les «modèles d'embedding» convertissent le texte en une forme numérique.\n", "embedding"),
    ("Un «vecteur de plongement» représente chaque mot.\n", "embedding"),
    ("Les «modèles d'incorporation» sont petits.\n", "embedding"),
    ("L'«architecture transformeur» a été introduite en 2017.\n", "transformer"),
    ("Chaque «modèle transformateur» empile des couches.\n", "transformer"),
])
def test_names_with_the_english_word_or_its_french_one(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_english_word_replaces_the_french_one_inside_a_name_only():
    assert set(synonyms("modèle d'incorporation", "fr")) == {"modèle de plongement", "modèle d'embedding",
                                                          "modèle d'enchâssement"}
    assert synonyms("incorporations", "fr") == []  # "incorporation" alone is an ordinary word
    assert "modèles d'incorporation" in localized_spellings("modèle d'incorporation", "fr")


@pytest.mark.parametrize("text, concept", [
    ("L'incorporation de la farine dans la pâte se fait à la main, avec un modèle de cuisson.\n", "embedding"),
    ("Les tokens d'accès expirent ; la tokenisation des numéros de carte bancaire les protège.\n", "tokenizer"),
    ("Ce modèle de transformateur électrique supporte une haute tension.\n", "transformer"),
])
def test_the_ordinary_senses_of_those_words_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- pre-training: the participle with what it trains on, as "pre-trained on" ------------------------------
def test_a_model_pre_trained_on_data_names_the_stage(detector):
    assert_concept_mentions(
        detector, "Ce sont des modèles de fondation «pré-entraînés sur» de grandes quantités de données.\n",
        "pre-training")
    assert "pré-entraînées sur" in stage_verb_forms("pré-entraînement", "fr")


@pytest.mark.parametrize("text", [
    "Un modèle pré-entraîné de langage est ensuite affiné sur des données annotées.\n",
    "Les nouveaux employés pré-entraînés sur le logiciel de caisse commencent lundi.\n",
])
def test_the_adjective_alone_and_a_job_training_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "pre-training") == []


# -- the words of such courses around an ambiguous name -----------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Une «température» plus élevée rend la sortie plus créative.\n", "temperature-sampling"),
    ("Augmenter la «température» augmente la randomisation des réponses.\n", "temperature-sampling"),
    ("Le degré d'aléa est réglé par un paramètre appelé «température».\n", "temperature-sampling"),
    ("## «Tokeniseur», création de jetons\n", "tokenizer"),
    ("La «quantification» réduit la précision des poids, donc la taille du modèle.\n", "quantization"),
    ("Les «embeddings» sont des représentations numériques du texte.\n", "embedding"),
    ("Les «embeddings» capturent le sens sémantique des phrases.\n", "embedding"),
    ("Calculez les «embeddings» textuels de chaque morceau une seule fois.\n", "embedding"),
])
def test_ambiguous_names_with_the_words_of_course_prose(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Le recuit simulé abaisse la température peu à peu : la solution devient moins aléatoire.\n",
     "temperature-sampling"),
    ("La quantification des risques réduit l'incertitude ; la taille du modèle financier compte.\n",
     "quantization"),
    ("Le degré d'aléa climatique fait varier la température moyenne de la région.\n", "temperature-sampling"),
    ("L'embedding d'une vidéo dans une page web se fait avec une balise iframe.\n", "embedding"),
])
def test_their_other_senses_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- a name that is a region of its own: the document tells its sense -------------------------------------
_FILLER = "Cette section décrit les étapes suivantes du laboratoire, pas à pas, avec leurs commandes. " * 5


def test_a_heading_alone_takes_the_sense_of_a_related_concept_in_the_document(detector):
    marked = f"## «Transformateur»\n\n{_FILLER}\n\nL'auto-attention relie chaque jeton aux autres.\n"
    assert_concept_mentions(detector, marked, "transformer")


def test_a_workshop_step_to_check_is_no_model_checkpoint(detector):
    text = ("### Point de contrôle\n\n- [ ] La commande de déploiement s'est terminée sans erreur\n"
            "- [ ] L'agent apparaît dans la barre latérale\n")
    assert concept_mentions(detector, text, "model-checkpoint") == []


# -- "pré-formation", the translations' name of pre-training, as a verb ------------------------------------
@pytest.mark.parametrize("marked", [
    "Les modèles de fondation «sont pré-formés» sur de vastes corpus de textes.\n",
    "Le modèle a «été préformé» sur des milliards de jetons.\n",
])
def test_pre_training_in_the_translations_word_as_a_verb(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


def test_only_pre_and_post_formation_are_stages():
    assert stage_verb_forms("information", "fr") == stage_verb_forms("transformation", "fr") == []
    assert "sont pré-formés" in stage_verb_forms("pré-formation", "fr")


def test_a_preformed_part_is_no_pre_training(detector):
    text = "Les tuyaux sont pré-formés en usine avant la pose ; le modèle de raccord est standard.\n"
    assert concept_mentions(detector, text, "pre-training") == []


# -- what GPT stands for, in French: a model's name, not the architecture ----------------------------------
@pytest.mark.parametrize("text", [
    "GPT signifie « transformeur génératif pré-entraîné » ; c'est un modèle de langage à décodeur.\n",
    "Les modèles GPT (transformateurs génératifs pré-entraînés) utilisent l'auto-attention.\n",
])
def test_the_french_name_of_gpt_is_no_transformer_mention(detector, text):
    assert concept_mentions(detector, text, "transformer") == []


# -- what a model is based on: the French word of the architecture inside a context phrase ----------------
def test_a_model_based_on_a_transformeur(detector):
    assert_concept_mentions(
        detector, "L'essentiel est que tout modèle basé sur un «transformeur» peut fonctionner en local.\n",
        "transformer")


@pytest.mark.parametrize("text", [
    "Ce circuit est basé sur un transformateur de 12 V.\n",
    "L'alimentation est basée sur un transformateur torique ; les couches d'isolant sont fines.\n",
])
def test_a_power_supply_based_on_a_transformateur_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "transformer") == []


def test_a_names_only_family_is_not_read_in_context_words():
    from ai_glossary.core.detection.matching.word_forms import family_spellings

    assert family_spellings("basé sur un transformeur") == []
    assert "en tokens" in family_spellings("en jetons")


# -- the French verb a translation puts in quotation marks ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "Le fine-tuning utilise l'apprentissage par transfert pour « adapter » le modèle à une tâche, avec LoRA.\n",
    "Le fine-tuning utilise l'apprentissage par transfert pour \"adapter\" le modèle, comme avec LoRA.\n",
    "Les modèles basés sur l'auto-attention peuvent “transformer” le texte en jetons.\n",
])
def test_a_quoted_french_verb_is_no_mention(detector, text):
    assert [m for m in concept_mentions(detector, text, "adapters") + concept_mentions(detector, text, "transformer")
            if m.lower() in ("adapter", "transformer")] == []


def test_the_quoted_noun_is_still_the_noun(detector):
    assert_concept_mentions(detector, "On entraîne un \"«adapter»\" LoRA sur la tâche.\n", "adapters")


# -- the critic of PPO, not the adjective "critique" ----------------------------------------------------------
def test_the_critic_is_named_as_a_model(detector):
    assert_concept_mentions(
        detector, "Dans PPO, le «modèle critique» prédit le retour espéré à chaque jeton.\n", "value-model")


@pytest.mark.parametrize("text", [
    "Pour les applications critiques, le RLHF et un modèle de récompense alignent le modèle.\n",
    "Une étape critique de l'alignement consiste à entraîner un modèle de récompense avec PPO.\n",
    "Les avantages des petits modèles : une politique de coûts claire pour les tâches critiques.\n",
])
def test_the_adjective_critique_is_no_value_model(detector, text):
    assert concept_mentions(detector, text, "value-model") == []


def test_the_architecture_beside_the_name_of_gpt_is_still_found(detector):
    assert_concept_mentions(
        detector, "Le «transformeur» de GPT utilise l'auto-attention masquée.\n", "transformer")


# -- the Transformers library in a French package list -----------------------------------------------------
@pytest.mark.parametrize("marked", [
    "La compilation du modèle nécessite plusieurs gros paquets Python (PyTorch, ONNX Runtime GenAI, «Transformers»).\n",
    "Vous devez installer accelerate et «transformers» depuis la source.\n",
])
def test_the_library_in_a_french_package_list(detector, marked):
    assert_concept_mentions(detector, marked, "hugging-face-transformers")


def test_the_architectures_plural_beside_an_installation_stays_the_architecture(detector):
    text = "Les Transformers ont révolutionné le traitement du langage naturel ; pour installer un modèle, utilisez Ollama.\n"
    assert concept_mentions(detector, text, "hugging-face-transformers") == []


# -- small language models: what distillation and quantization make --------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Les petits modèles de langage sont souvent obtenus par «distillation».\n", "knowledge-distillation"),
    ("La «quantification» rend les petits modèles de langage plus rapides.\n", "quantization"),
])
def test_distillation_and_quantization_of_small_language_models(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_distillation_of_spirits_stays_quiet(detector):
    text = "La distillation du cognac se fait dans un alambic ; le petit modèle de langage le décrit.\n"
    assert concept_mentions(detector, text, "knowledge-distillation") == []


# -- multi-head self-attention: the longer name wins over self-attention inside it ---------------------------
@pytest.mark.parametrize("marked", [
    "Chaque bloc du transformer applique une «auto-attention multi-têtes» suivie d'un réseau feed-forward.\n",
    "L'«auto-attention à têtes multiples» calcule plusieurs projections en parallèle.\n",
])
def test_multi_head_self_attention_is_multi_head_attention(detector, marked):
    assert_concept_mentions(detector, marked, "multi-head-attention")


def test_self_attention_alone_stays_self_attention(detector):
    text = "L'auto-attention relie chaque jeton aux autres ; les têtes multiples d'une hydre sont un mythe.\n"
    assert concept_mentions(detector, text, "multi-head-attention") == []
    assert concept_mentions(detector, text, "self-attention") == ["auto-attention"]


# -- an ambiguous name supported by a related one that its own words resolve (no chain) ---------------------
@pytest.mark.parametrize("marked", [
    "Le «pré-entraînement» du modèle de langage se fait sur un grand corpus ; ensuite vient le «réglage des "
    "instructions».\n",
    "Les grands modèles de langage passent par le «pré-entraînement», puis le «réglage des instructions».\n",
], ids=["after", "list"])
def test_a_related_name_resolved_by_its_own_words_supports_another(detector, marked):
    text = marked.replace("«", "").replace("»", "")
    assert concept_mentions(detector, text, "instruction-tuning") == ["réglage des instructions"]
    assert concept_mentions(detector, text, "pre-training") == ["pré-entraînement"]


@pytest.mark.parametrize("text", [
    # two ambiguous names with no word of their own: neither supports the other
    "Le réglage des instructions vient après le pré-entraînement du modèle.\n",
    # a workplace's instructions and the training of new recruits
    "Le réglage des instructions de travail se fait après le pré-entraînement des nouvelles recrues.\n",
], ids=["no-own-words", "workplace"])
def test_two_unresolved_names_do_not_support_each_other(detector, text):
    assert concept_mentions(detector, text, "instruction-tuning") == []
    assert concept_mentions(detector, text, "pre-training") == []
