"""How machine translations of language-model courses write the stages of training, instruction
tuning and the tokenizer in French and Dutch, and the ordinary senses of the same words, which stay
quiet (docs/detection.md, "Word formation in French, Dutch, German and Spanish").

Expected mentions are marked in the text: «est préentraîné» is a mention, the guillemets are removed
before the text is analysed. The sentences are written here in the style of the development sample
(docs/evaluation.md, "Development samples"); they use the built-in glossary.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.matching.word_forms import stage_verb_forms, synonyms, tuned_participles
from support.marked import assert_concept_mentions, concept_mentions


# -- a training stage's verb: the infinitive, and the participle with its auxiliary -----------------------
@pytest.mark.parametrize("marked", [
    "Le modèle de langage «est d'abord préentraîné» sur des données publiques, puis affiné.\n",
    "Le modèle de langage a «été pré-entraîné» sur un large corpus de textes non étiquetés.\n",
    "Les modèles de fondation «sont pré-entraînés» à l'aide d'un apprentissage auto-supervisé.\n",
    "Pour «pré-entraîner» un modèle de langage, il faut des milliards de jetons.\n",
    "Het taalmodel «wordt eerst vooraf getraind» op openbare gegevens en daarna verfijnd.\n",
    "Het taalmodel «is voorgetraind» op een groot corpus en vervolgens gefinetuned.\n",
    "Een taalmodel dat op veel tekst «voorgetraind is», kan worden fijn afgestemd.\n",
    "Het kost veel rekenkracht om een taalmodel «voor te trainen».\n",
])
def test_pre_training_written_as_a_verb(detector, marked):
    assert_concept_mentions(detector, marked, "pre-training")


@pytest.mark.parametrize("text", [
    # the adjective of a checkpoint names no stage (tests/eval/data/GUIDELINES.md, section 7)
    "Un modèle pré-entraîné de langage est ensuite affiné sur des données annotées.\n",
    "Les modèles pré-entraînés sont disponibles sur le hub, avec leur modèle de langage.\n",
    "Een voorgetraind taalmodel wordt daarna fijn afgestemd.\n",
    "De voorgetrainde modellen zijn beschikbaar; elk taalmodel heeft een kaart.\n",
    # a job's training beforehand
    "Les nouveaux employés sont pré-entraînés pendant deux jours avant leur prise de poste.\n",
    "Het personeel wordt vooraf getraind op het nieuwe kassasysteem.\n",
])
def test_the_adjective_and_the_ordinary_verb_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "pre-training") == []


def test_only_a_training_stage_takes_the_verb_with_its_auxiliary():
    french = stage_verb_forms("pré-entraînement", "fr")
    assert {"pré-entraîner", "été pré-entraîné", "a pré-entraîné", "sont pré-entraînés",
            "est d'abord pré-entraîné"} <= set(french)
    assert "pré-entraîné" not in french
    dutch = stage_verb_forms("voortraining", "nl")
    assert {"voortrainen", "voor te trainen", "wordt voorgetraind", "is vooraf getraind",
            "voorgetraind zijn"} <= set(dutch)
    assert "voorgetraind" not in dutch
    # "plongé" (dived) and "déchargé" (unloaded) are ordinary participles; only "entraîner" is a stage's
    assert stage_verb_forms("plongement", "fr") == stage_verb_forms("déchargement", "fr") == []
    assert stage_verb_forms("post-training", "nl") == []


# -- "réglage" and "ajustement", the translators' "tuning" ----------------------------------------------
def test_reglage_and_ajustement_head_the_same_names():
    assert "ajustement des instructions" in synonyms("réglage des instructions", "fr")
    assert "ajustement par préfixe" in synonyms("réglage par préfixe", "fr")
    # only as a name's first word
    assert synonyms("taux de réglage", "fr") == []


@pytest.mark.parametrize("marked, concept", [
    ("L'«ajustement des instructions» consiste à adapter des modèles pré-entraînés à des tâches.\n",
     "instruction-tuning"),
    ("Deux leviers : le «réglage des instructions» et le RLHF.\n", "instruction-tuning"),
    ("L'«ajustement par préfixe» ajoute des vecteurs appris devant chaque couche d'un modèle de langage.\n",
     "prefix-tuning"),
])
def test_tuning_names_headed_by_ajustement(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("marked", [
    # an English "instruction-tuned" model, as the translations write it
    "Les LLM «ajustés par instructions» suivent mieux les consignes.\n",
    "Le modèle «réglé par instructions» répond mieux aux demandes.\n",
])
def test_an_instruction_tuned_model(detector, marked):
    assert_concept_mentions(detector, marked, "instruction-tuning")


def test_tuned_participles_of_a_tuning_name_only():
    assert "ajustés par instructions" in tuned_participles("ajustement par instructions", "fr")
    assert tuned_participles("réglage fin supervisé", "fr") == []
    assert tuned_participles("accumulation par lots", "fr") == []


@pytest.mark.parametrize("text", [
    "Les paramètres ajustés par le pilote restent fixes.\n",
    "Ajustement des instructions de préparation des colis après une réclamation.\n",
    # a chatbot's prompt, next to its language model
    "Le chatbot repose sur un modèle de langage. Ajustement des instructions selon le rôle choisi.\n",
])
def test_the_adjustment_of_other_instructions_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "instruction-tuning") == []


# -- the tokenizer: "tokenisateur", the French tokens, the other parts of a language model ------------------
@pytest.mark.parametrize("marked", [
    "Le «tokenisateur» transforme les mots en jetons.\n",
    "Un «tokenizer» prend le texte en entrée et le découpe en jetons.\n",
    "## «Tokenisation»\n\nLe texte devient une suite de nombres ; la couche softmax donne des probabilités.\n",
])
def test_the_tokenizer_in_french_course_prose(detector, marked):
    assert_concept_mentions(detector, marked, "tokenizer")


@pytest.mark.parametrize("text", [
    "Le tokenizer du lexer découpe l'expression en jetons avant l'arbre syntaxique.\n",
    "Le tokenisateur découpe la chaîne de caractères.\n",
    "La tokenisation des cartes bancaires remplace leur numéro, découpé en jetons.\n",
    "Le casino échange une suite de jetons contre des billets.\n",
])
def test_other_tokenizers_stay_quiet(detector, text):
    assert concept_mentions(detector, text, "tokenizer") == []


# -- the words of a name that translators write their own way ----------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    # the spelling of 1990, without the circumflex on i
    ("Le «pré-entrainement» du modèle de langage coûte cher.\n", "pre-training"),
    ("L'«entrainement distribué» répartit le travail entre plusieurs GPU.\n", "distributed-deep-learning"),
    # "human feedback" as Microsoft's translations say it
    ("L'«apprentissage par renforcement à partir des commentaires humains» aligne le modèle.\n", "rlhf"),
    # the Dutch dictionary's word for reinforcement learning
    ("«Versterkingsleren met menselijke feedback» verbetert de antwoorden.\n", "rlhf"),
])
def test_names_in_the_translators_spelling(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


def test_the_1990_spelling_keeps_the_other_accents():
    from ai_glossary.core.detection.prose_language import localized_spellings
    spellings = localized_spellings("entraînement distribué", "fr")
    assert "entrainement distribué" in spellings and "entrainement distribue" in spellings


@pytest.mark.parametrize("text, concept", [
    # reinforcement learning alone, and comments that are not feedback on a model
    ("Versterkingsleren is een van de drie hoofdcategorieën van machine learning.\n", "rlhf"),
    ("Les commentaires humains du forum sont modérés chaque jour.\n", "rlhf"),
])
def test_the_words_of_a_name_alone_stay_quiet(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


# -- "top-p" alone, as courses name the parameter beside the temperature ----------------------------------
@pytest.mark.parametrize("marked", [
    "Avec «top-p» et la température, vous contrôlez la créativité du modèle.\n",
    "Met «top-p» en temperatuur stuur je de creativiteit van het model.\n",
])
def test_top_p_beside_the_temperature(detector, marked):
    assert_concept_mentions(detector, marked, "top-p-sampling")


def test_the_top_p_rows_of_a_ranking_stay_quiet(detector):
    assert concept_mentions(detector, "The report lists the top p rows of the ranking.\n", "top-p-sampling") == []


# -- a capitalised French verb that opens a sentence or a table cell, before its object ---------------------
@pytest.mark.parametrize("text, concept", [
    ("|Scénario|LoRA|\n|-|-|\n|Adapter des LLM pré-entraînés à des tâches spécifiques|Oui|\n", "adapters"),
    ("Adapter les poids du modèle demande peu de mémoire avec LoRA.\n", "adapters"),
    ("- Transformer le texte en jetons avant de l'envoyer au modèle de langage.\n", "transformer"),
])
def test_a_capitalised_french_verb_before_its_object_is_no_mention(detector, text, concept):
    assert concept_mentions(detector, text, concept) == []


@pytest.mark.parametrize("marked, concept", [
    ("Les «Adapter» de PEFT se chargent avec LoRA. «Adapter» : un petit module ajouté au modèle.\n", "adapters"),
    ("«Transformer» : l'architecture des modèles de langage, fondée sur l'auto-attention.\n", "transformer"),
])
def test_the_capitalised_noun_stays_a_mention(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


# -- LoRA's rank in French and Dutch, as "LoRA rank" in English ---------------------------------------------
@pytest.mark.parametrize("marked", [
    "Le «rang de LoRA» contrôle le nombre de paramètres entraînables.\n",
    "Avec un «rang LoRA» de 16, l'adaptateur reste petit.\n",
    "De «rang van LoRA» bepaalt het aantal trainbare parameters.\n",
    "Een hogere «LoRA-rang» geeft meer capaciteit.\n",
])
def test_the_rank_of_lora(detector, marked):
    assert_concept_mentions(detector, marked, "lora-hyperparameters")


def test_a_matrix_rank_beside_lora_is_no_lora_rank(detector):
    assert concept_mentions(detector, "Le rang de la matrice et LoRA sont deux choses.\n", "lora-hyperparameters") == []
