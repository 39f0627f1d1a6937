"""How French, Dutch, Bengali, Japanese, German and Spanish writers name concepts: the spellings and word forms of localized
names (docs/detection.md, "Localized names"), the French verbs spelled like English terms,
context words of other languages, and LoRA's rank in French and German beside a matrix's. The texts are
written here in the style of the translated ML courses of the development sample; they use the built-in
glossary.

Expected mentions are marked in the text: «taux d'apprentissage» is a mention, the guillemets are
removed before the text is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.compiled import entry_key
from ai_glossary.core.detection.prose_language import localized_spellings
from ai_glossary.core.documents import DocumentStore
from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.options import Options
from ai_glossary.core.service import GlossaryService
from ai_glossary.core.snapshot import Snapshot
from support.cursor import split_cursor
from support.marked import unmark



@pytest.fixture(scope="module")
def builtin_glossary():
    return load_builtin()


@pytest.fixture(scope="module")
def builtin(builtin_glossary):
    return Detector.compile(builtin_glossary)


def assert_mentions(detector, marked, concept, language="markdown"):
    """The mentions of ``concept`` found in the marked text are exactly the marked spans."""
    text, expected = unmark(marked)
    got = [(m.start, m.end) for m in DocumentAnalysis(text, language, detector).matches() if m.concept_id == concept]
    assert got == expected, [text[a:b] for a, b in got]


# -- French: elision, determiners, plural, accents ------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    # elision before the name, and the typographic apostrophe inside it
    ("On règle le «taux d’apprentissage» de l'optimiseur.\n", "learning-rate"),
    ("L'«entraînement distribué» répartit le travail entre les GPU.\n", "distributed-deep-learning"),
    ("Les étapes de l'«accumulation des gradients» sont comptées.\n", "gradient-accumulation"),
    # the other determiners: des / du / de, and the plural of the last word
    ("Le «parallélisme des données» copie le modèle sur chaque GPU.\n", "data-parallelism"),
    ("Avec l'«accumulation de gradient», on simule un plus grand lot.\n", "gradient-accumulation"),
    ("Le «parallélisme du modèle» découpe les couches.\n", "model-parallelism"),
    # (an ambiguous name: the learning rate nearby is its evidence)
    ("Nous choisissons la «taille des batchs» et le taux d'apprentissage.\n", "batch-size"),
    # the plural of the head noun, and of a noun with its adjective
    ("Si vous utilisez de petites «fenêtres de contexte», l'entraînement va plus vite.\n", "context-window"),
    ("Les «entraînements distribués» sur plusieurs machines demandent un réseau rapide.\n",
     "distributed-deep-learning"),
    # a name the course writes with "du": "la taille du contexte"
    ("Fixons la «taille du contexte» à 128 tokens.\n", "context-window"),
    # written without accents, as in code comments
    ("# l'«entrainement distribue» sur plusieurs machines\n", "distributed-deep-learning"),
    # the English action noun with a French "de" ("le merging de LLM"), as "merging de modèles"
    ("Le «merging de LLM» combine les poids de plusieurs modèles fine-tunés.\n", "model-merging"),
])
def test_french_names_in_the_forms_writers_use(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


def test_french_determiners_and_accents_are_generated_by_rule():
    assert "parallélisme des données" in localized_spellings("parallélisme de données", "fr")
    assert "taux de l'apprentissage" in localized_spellings("taux d'apprentissage", "fr")
    assert "entrainement distribue" in localized_spellings("entraînement distribué", "fr-CA")
    assert localized_spellings("parallélisme de données", None) == []  # the term and aliases keep theirs


def test_a_participle_that_heads_a_french_name_agrees():
    # "les couches deviennent limitées par la mémoire": the feminine, singular and plural
    spellings = localized_spellings("limité par la mémoire", "fr")
    assert {"limitée par la mémoire", "limitées par la mémoire", "limités par la mémoire"} <= set(spellings)
    # before "de" the word in -é is a noun, and takes no feminine ("qualité de service")
    assert not any(s.startswith("qualitée") for s in localized_spellings("qualité de service", "fr"))


@pytest.mark.parametrize("english, french, concept", [
    ("We report the uncertainty quantification of each model.\n",
     "La «quantification des poids» en 4 bits réduit la mémoire.\n", "quantization"),
    # a generated spelling (no accents) keeps the name's language
    ("The table maps each English term to its French name, and the entrainement distribue is one.\n",
     "# l'«entrainement distribue» repartit le travail entre les GPU\n", "distributed-deep-learning"),
])
def test_a_french_name_is_quiet_in_english_prose_and_found_in_french(builtin, english, french, concept):
    assert_mentions(builtin, english, concept)
    assert_mentions(builtin, french, concept)


@pytest.mark.parametrize("marked, concept", [
    # a page machine-translated by halves: its paragraph scores as English, and a name tied by "de",
    # "du" or "des", which no English phrase holds, is French wherever it stands
    ("L'«accumulation de gradients» est une méthode utilisée dans la formation models to effectively "
     "increase the taille du lot without requiring more memory. In traditional training, models are updated "
     "after processing a batch of data, and when it is too large for the memory it can lead to errors.\n",
     "gradient-accumulation"),
    ("Megatron-LM achieves this by using «parallélisme de modèle», which allows it to distribute the training "
     "process across multiple GPUs, thereby speeding up training times and enhancing efficiency.\n",
     "model-parallelism"),
    ("The table maps each English term to its French name, and the «parallelisme des donnees» is one.\n",
     "data-parallelism"),
    ("The Dutch guide says «rang van LoRA» where the English one says the rank of the adapter.\n",
     "lora-hyperparameters"),
], ids=["tied-by-de", "tied-by-de-in-english", "quoted-in-english", "dutch-van"])
def test_a_name_tied_by_a_word_of_its_language_counts_in_english_prose(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


@pytest.mark.parametrize("language, cursor_text, name, definition_word", [
    ("fr", "On utilise l'accumulation des gra‸dients pour simuler un grand lot.\n", "accumulation des gradients",
     "gradient"),
    ("es", "Usamos acumulación de gra‸dientes con microlotes.\n", "acumulación de gradientes", "microlotes"),
])
def test_a_localized_name_hovers_in_its_prose(builtin_glossary, language, cursor_text, name, definition_word):
    svc = GlossaryService(Snapshot.build(builtin_glossary), Options(language=language))
    text, offset = split_cursor(cursor_text)
    result = svc.hover(DocumentStore().open("file:///notes.md", text, "markdown"), offset)
    assert result is not None and definition_word in result.text.lower()
    assert text[result.start:result.end] == name


# -- French verbs spelled like English terms ------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    # "adapter" is the verb even next to LoRA, which is evidence for the adapters concept
    ("Vous pouvez adapter votre boucle d'entraînement à LoRA.\n", "adapters"),
    ("Il suffit d'adapter les poids avec LoRA.\n", "adapters"),
    # "transformer" is the verb in a document that names the architecture unambiguously
    ("Un «modèle Transformer» produit des logits : pour les transformer en probabilités, on applique une "
     "softmax.\n", "transformer"),
    ("Le «modèle Transformer» va transformer le texte en vecteurs.\n", "transformer"),
    # a second infinitive joined to it: the title of a course on LoRA
    ("Adapter et aligner les modèles de langage avec LoRA\n", "adapters"),
    ("Il faut l'adapter au modèle avec LoRA.\n", "adapters"),
])
def test_a_french_verb_spelled_like_an_english_term_is_not_a_mention(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


@pytest.mark.parametrize("marked", [
    "- Sauvegarder l'«adapter» LoRA (~100 Mo) après l'entraînement.\n",
    "On charge un «adapter» et un tokenizer entraînés avec LoRA.\n",
], ids=["article-before-a-name", "joined-to-a-noun"])
def test_the_french_noun_adapter_beside_lora_is_the_term(builtin, marked):
    assert_mentions(builtin, marked, "adapters")


def test_the_same_verb_in_english_prose_is_the_term(builtin):
    assert_mentions(builtin, "You can plug an «adapter» into the frozen model with LoRA.\n", "adapters")


def test_the_english_term_after_a_french_preposition_stays_a_noun(builtin):
    assert_mentions(builtin, "Une architecture de «transformer» avec un encodeur et un décodeur.\n", "transformer")
    assert_mentions(builtin, "Dans un «transformer» les couches d'attention du décodeur suivent celles de "
                             "l'encodeur.\n", "transformer")
    # "tokeniser" names the tokenizer's own process ("tokenisation"), so the French verb counts
    assert_mentions(builtin, "Le «tokenizer» peut «tokeniser» le texte en sous-mots.\n", "tokenizer")


# -- context words of other languages ---------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Le *«tokenizer»* découpe le texte en sous-mots de son vocabulaire.\n", "tokenizer"),
    ("Avant de commencer avec les *«transformers»*, voyons ce qu'est le traitement du langage naturel.\n",
     "transformer"),
    ("Nous calculons la «perplexité» du modèle de langage sur l'ensemble de test.\n", "perplexity"),
    ("De kwaliteit van een taalmodel meten we met de «perplexiteit», een metriek.\n", "perplexity"),
])
def test_ambiguous_names_with_context_words_of_their_language(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


def test_without_context_the_ordinary_french_word_stays_quiet(builtin):
    assert_mentions(builtin, "Sa question nous laisse dans la plus grande perplexité.\n", "perplexity")


@pytest.mark.parametrize("marked, concept", [
    # LoRA's rank named in the text's words, beside LoRA
    ("- r : «rang» de décomposition (typiquement 8, 16, 32 ou 64) des matrices de LoRA\n", "lora-hyperparameters"),
    ("- **LoRA** avec «rang» 16 et alpha 32\n", "lora-hyperparameters"),
    ("*   r ist der **«Rang»** der LoRA-Matrizen, wobei r ≪ min(d, k).\n", "lora-hyperparameters"),
    # a matrix of low or intrinsic rank is linear algebra; a process's rank is the process's
    ("LoRA apprend des matrices de rang faible et des matrices de faible rang.\n", "lora-hyperparameters"),
    ("LoRA nimmt an, dass die Änderungen einen niedrigen intrinsischen Rang haben.\n", "lora-hyperparameters"),
    ("LoRA fügt trainierbare Rang-Dekompositionsmatrizen in die Schichten ein.\n", "lora-hyperparameters"),
    ("Chaque processus MPI initialise une variable avec son «rang».\n", "rank-and-world-size"),
    ("Chaque processus MPI initialise une variable avec son rang.\n", "lora-hyperparameters"),
])
def test_the_rank_of_lora_in_french_and_german_and_a_matrixs_rank(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


@pytest.mark.parametrize("marked, concept", [
    # number formats by their width and their precision, as the French and Dutch names have them
    ("Modelle werden in «32-Bit Fließkommazahlen» («FP32») trainiert.\n", "fp32"),
    ("**«FP32» (32-bit):** «Volle Präzision», maximaler Speicherbedarf.\n", "fp32"),
    ("Los pesos se guardan en «coma flotante de 16 bits» para ahorrar memoria.\n", "fp16"),
    ("Die volle Präzision der Messung reicht für die Waage.\n", "fp16"),
    # a quantization after training; a barrier processes wait at, not one at a level crossing
    ("**«PTQ»:** «Nachträgliche Quantisierung» eines fertig trainierten Modells.\n", "post-training-quantization"),
    ("Beim Erreichen einer «Barriere» warten alle Prozesse, bis die anderen ankommen (Synchronisation von "
     "Prozessen).\n", "barrier"),
    ("Die Barriere am Bahnübergang schließt sich, wenn ein Zug kommt.\n", "barrier"),
])
def test_german_and_spanish_names_of_number_formats_and_a_barrier(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


# -- Dutch: plural, compounds written apart or headed by a Dutch noun, no diaeresis -------------------
@pytest.mark.parametrize("marked, concept", [
    ("Bij grote «transformermodellen» zoals BERT gebruiken we taalmodellering.\n", "transformer"),
    # the Dutch plural: -en, after a doubled consonant, and -heid -> -heden
    ("De «procesgroepen» van NCCL delen één communicator.\n", "process-group"),
    ("De «beloningsmodellen» leren voorkeuren van mensen.\n", "reward-model"),
    ("Verschillende «leersnelheden» per laag.\n", "learning-rate"),
    ("We gebruiken «gradient accumulatie» met vier stappen.\n", "gradient-accumulation"),
    ("Een kleinere «batch grootte» vraagt een lagere leersnelheid.\n", "batch-size"),
    ("Het «model parallellisme» verdeelt de lagen over de GPU's.\n", "model-parallelism"),
    # an English term heading a Dutch compound, written as one word
    ("De «embeddinglaag» zet elk woord om in een dichte vector uit de woordenschat.\n", "embedding"),
    ("Grote «transformerarchitecturen» gebruiken zelf-aandacht.\n", "transformer"),
])
def test_dutch_names_in_the_forms_writers_use(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


# -- Bengali: a consonant cluster with or without the virama (matching/loanword_keys) ------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("বড় «ট্রান্সফর্মার মডেলগুলোর» ক্ষেত্রে, যেমন BERT, আমরা ভাষা মডেল তৈরি করি।\n", "transformer"),
    ("আমরা «অ্যাডাম অপ্টিমাইজার» দিয়ে মডেলটি প্রশিক্ষণ দিই।\n", "adam"),
])
def test_bengali_names_with_or_without_the_virama(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


def test_bengali_clusters_share_one_key():
    # folded, not listed (test_loanword_keys.py): the virama toggles are one automaton key
    assert localized_spellings("ট্রান্সফরমার", "bn") == []
    assert entry_key("ট্রান্সফর্মার") == entry_key("ট্রান্সফরমার")
    assert entry_key("অপ্টিমাইজার") == entry_key("অপটিমাইজার")


# -- Japanese: the variants readers type, listed as names; ordinary katakana words stay quiet ---------
@pytest.mark.parametrize("marked, concept", [
    ("学習は「«データ並列»」と「勾配累積」で行う。\n", "data-parallelism"),
    ("「«LoRA ファインチューニング»」を試した。\n", "lora"),
    ("メモリが足りないので「«アクティベーション・チェックポイント»」を使う。\n", "activation-checkpointing"),
    ("「«トークナイザー»」と長音付きで書いても同じ概念である。\n", "tokenizer"),
    ("CI の パイプライン を直し、電源の アダプター を差す。\n", "pipeline-parallelism"),
    ("CI の パイプライン を直し、電源の アダプター を差す。\n", "adapters"),
])
def test_japanese_names_in_the_forms_writers_use(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


@pytest.mark.parametrize("marked, concept", [
    ("教師モデル の出力で 生徒モデル を作る «蒸留» を試す。\n", "knowledge-distillation"),
    ("過学習 を防ぐため «ドロップアウト» を入れる。\n", "dropout"),
    ("ウイスキーの 蒸留 所を訪ね、大学を ドロップアウト した話を聞く。\n", "knowledge-distillation"),
    ("ウイスキーの 蒸留 所を訪ね、大学を ドロップアウト した話を聞く。\n", "dropout"),
])
def test_short_japanese_names_count_with_japanese_context_words(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


# -- German: compounds with and without the hyphen; ordinary words stay quiet -------------------------
# Short comment-like texts without function words of en/fr/nl: their language cannot be told, so every
# name counts there (docs/detection.md, "Language of a region"), and only match.ambiguous keeps an
# ordinary German word quiet.
@pytest.mark.parametrize("marked, concept", [
    ("# «Datenparallelität» mit 8 GPUs\n", "data-parallelism"),
    ("# «Daten-Parallelität» mit 8 GPUs\n", "data-parallelism"),
    ("# «Pipeline-Parallelität» über 4 Knoten\n", "pipeline-parallelism"),
    ("# «Pipelineparallelität» über 4 Knoten\n", "pipeline-parallelism"),
    ("# «Lernrate» 3e-4, danach Kosinus-Abfall\n", "learning-rate"),
    ("Wir nutzen «Mixed-Precision-Training» mit BF16.\n", "mixed-precision-training"),
    # an ambiguous name with German evidence nearby
    ("Beim Fine-Tuning trainieren wir nur «Adapter», das Basismodell bleibt eingefroren.\n", "adapters"),
])
def test_german_names_in_the_forms_writers_use(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Der Adapter für Steckdosen liegt im Koffer.\n", "adapters"),
    ("Unsere Pipeline im CI baut jedes Paket.\n", "pipeline-parallelism"),
    ("Null Fehler, Rückgabewert Null.\n", "zero"),
    ("Temperatur im Rechenzentrum steigt im Sommer.\n", "temperature-sampling"),
    ("Der Router im Büro vergibt IP-Adressen.\n", "moe-router"),
    ("Nachzügler kommen später zum Treffen.\n", "straggler"),
])
def test_ordinary_german_words_stay_quiet(builtin, text, concept):
    assert_mentions(builtin, text, concept)

# -- Spanish: names with and without accents, ordinary senses quiet -----------------------------------------
# region_language scores Latin-script prose against English, French and Dutch function words only: a
# Spanish sentence with a majority of words shared with French ("la", "un") reads as French, where Spanish
# names do not count. These sentences have no such majority, so their region's language is unknown.
@pytest.mark.parametrize("marked, concept", [
    ("Usamos «paralelismo de datos» con ocho GPU.\n", "data-parallelism"),
    ("Activamos «precisión mixta» con «torch.autocast».\n", "mixed-precision-training"),
    # written without accents, as in code comments: listed as a name (the matcher folds no Spanish accent)
    ("# «cuantizacion» de pesos\n", "quantization"),
    ("# guardamos «cache KV» en FP8\n", "kv-cache"),
    # an ambiguous name with its evidence nearby: the optimizer, SGD
    ("El «momento» de SGD suaviza el descenso de gradiente del optimizador.\n", "momentum"),
    # ordinary senses stay quiet: a number, plumbing, a moment in time, a room's temperature
    ("El contador vuelve a cero cuando se vacía la tubería.\n", "zero"),
    ("El contador vuelve a cero cuando se vacía la tubería.\n", "pipeline-parallelism"),
    ("En ese momento el proceso termina.\n", "momentum"),
    ("La temperatura de la sala sube por la tarde.\n", "temperature-sampling"),
])
def test_spanish_names_in_the_forms_writers_use(builtin, marked, concept):
    assert_mentions(builtin, marked, concept)
