"""Course prose about language models, as its authors and machine translators write it, through
the real server: each rule class of docs/detection.md that reads such prose (names and word forms of
French, Dutch and Bengali lessons and of AI tools' translated docs, the context a course gives an
ambiguous name), each with what stays quiet beside it (a weather report, a dose, a power adapter, a
quiz heading, a web form...). Library, engine and kernel prose: test_lsp_library_prose.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


@pytest.mark.parametrize("name, marked", [
    ("course.md", "# Models\n\nThe model was pre-tra‸ined on trillions of tokens of web text.\n"),
    ("cours.md", "# Modèles\n\nLe modèle a été pré-entra‸îné sur un vaste corpus de textes.\n"),
    ("les.md", "# Taalmodellen\n\nHet model wordt vooraf getra‸ind op een grote verzameling teksten.\n"),
    ("bn.md", "# ভাষা মডেল\n\nমডেলটিকে বিপুল পরিমাণ টেক্সটে প্রি-ট্রে‸ইন করা হয়েছে।\n"),
])
async def test_the_verb_of_a_training_stage_is_the_stage(session, name, marked):
    assert title(await session.hover_text(name, "markdown", marked)) == "pre-training"


async def test_a_pre_trained_model_is_an_adjective_not_the_stage(session):
    marked = "# Models\n\nLoad a pre-tra‸ined model from the hub and ask it a question.\n"
    assert await session.hover_text("adjective.md", "markdown", marked) is None


async def test_a_courses_words_give_the_temperature_its_sampling_sense(session):
    marked = "# Settings\n\nSet the temper‸ature to 0 for deterministic completions from the chat model.\n"
    assert title(await session.hover_text("settings.md", "markdown", marked)) == "temperature sampling"
    weather = "# Paris\n\nThe temper‸ature tomorrow, says the weather forecast, is 12 degrees.\n"
    assert await session.hover_text("weather.md", "markdown", weather) is None


async def test_the_translators_tuning_word_heads_a_tuning_name(session):
    marked = "# Leviers\n\nDeux leviers : le réglage des instruc‸tions et le RLHF.\n"
    assert title(await session.hover_text("leviers.md", "markdown", marked)) == "instruction tuning"
    parcel = "# Colis\n\nRéglage des instruc‸tions de préparation des colis après une réclamation.\n"
    assert await session.hover_text("colis.md", "markdown", parcel) is None


async def test_a_capitalised_french_verb_is_no_adapter(session):
    marked = "# Scénarios\n\nAdap‸ter des LLM pré-entraînés à des tâches précises.\n"
    assert await session.hover_text("scenarios.md", "markdown", marked) is None


async def test_the_name_gpt_spells_out_is_no_architecture(session):
    marked = "# GPT\n\nGPT stands for Generative Pre-trained Transfor‸mer, a family of models.\n"
    assert await session.hover_text("gpt.md", "markdown", marked) is None
    architecture = "# GPT\n\nEach GPT model is a decoder-only Transfor‸mer trained on web text.\n"
    assert title(await session.hover_text("arch.md", "markdown", architecture)) == "transformer"


async def test_a_french_lessons_verb_and_words_name_the_concept(session):
    tokenised = ("# Données\n\nNous prétraitons l'entrée à l'aide du processeur, en tokeni‸sant le texte pour "
                 "obtenir les identifiants d'entrée du modèle de langage.\n")
    assert title(await session.hover_text("donnees.md", "markdown", tokenised)) == "tokenizer"
    adapter = "# Olive\n\nAffiner un adapta‸teur LoRA afin de classer des phrases.\n"
    assert title(await session.hover_text("olive.md", "markdown", adapter)) == "adapters"
    embedded = "# Entrée\n\nUne couche d'enchâsse‸ment convertit les tokens en vecteurs de 512 dimensions.\n"
    assert title(await session.hover_text("entree.md", "markdown", embedded)) == "embedding"


async def test_a_power_adapter_and_a_payment_token_stay_quiet(session):
    power = "# Matériel\n\nBranchez l'adapta‸teur secteur USB-C sur le port de l'ordinateur.\n"
    assert await session.hover_text("materiel.md", "markdown", power) is None
    payment = "# Paiements\n\nLe service sécurise les transactions en tokeni‸sant chaque numéro de carte bancaire.\n"
    assert await session.hover_text("paiements.md", "markdown", payment) is None


async def test_a_refused_localized_name_hides_no_english_term(session):
    # the German name "All-Reduce-Operation" by its letters; in English prose the term inside it counts
    marked = "x = 1  # dispatch the all-re‸duce operation to the process group\n"
    assert title(await session.hover_text("dispatch.py", "python", marked)) == "all-reduce"
    sharded = "x = 1  # a Sharded‸Tensor\n"
    assert await session.hover_text("sharded.py", "python", sharded) is None


async def test_a_workshops_checkpoint_and_a_prompt_engineering_template_stay_quiet(session):
    workshop = ("# মডিউল ৩\n\nLoRA দিয়ে ফাইন-টিউন করা মডেলটি ডিপ্লয় করুন।\n\n### চেকপ‸য়েন্ট\n\n"
                "- [ ] ডিপ্লয়মেন্ট সম্পন্ন হয়েছে\n- [ ] এজেন্টটি দেখা যাচ্ছে\n")
    assert await session.hover_text("workshop.md", "markdown", workshop) is None
    resume = "# ফাইন-টিউনিং\n\nLoRA প্রশিক্ষণ বন্ধ হলে শেষ চেকপ‸য়েন্ট থেকে আবার শুরু করুন।\n"
    assert title(await session.hover_text("resume.md", "markdown", resume)) == "model checkpoint"
    template = ("# প্রম্পট\n\nএকটি prompt temp‸late হলো একটি রেসিপি, যেখানে প্লেসহোল্ডার থাকে; system prompt "
                "ও assistant আলাদা।\n")
    assert await session.hover_text("template.md", "markdown", template) is None


async def test_dutch_forms_of_an_english_verb_name_the_concept(session):
    marked = "# **Quanti‸zen van Phi-3.5 naar INT4 met llama.cpp**\n\nHet GGUF-formaat bewaart de gewichten.\n"
    assert title(await session.hover_text("quantizen.md", "markdown", marked)) == "quantization"
    signal = "# Microfoon\n\nDe signalen worden gequan‸tized door de converter van de microfoon.\n"
    assert await session.hover_text("microfoon.md", "markdown", signal) is None


async def test_a_quiz_heading_is_no_checkpoint(session):
    marked = "## Kennischeck‸point\n\nBeantwoord de vragen over de uitrol voordat je verdergaat.\n"
    assert await session.hover_text("quiz.md", "markdown", marked) is None


async def test_the_dutch_words_of_a_chat_template_and_an_embedding_layer(session):
    marked = "# Model\n\nConfigureer het model met een chat-sjab‸loon die de berichten in speciale tokens wikkelt.\n"
    assert title(await session.hover_text("sjabloon.md", "markdown", marked)) == "chat template"
    azd = "# Uitrol\n\n```bash\n# Initialiseer RAG chat-sjab‸loon\nazd init --template azure-search-openai-demo\n```\n"
    assert await session.hover_text("azd.md", "markdown", azd) is None
    layer = "# RNN\n\nInvoertokens gaan door de embedding‸laag voordat ze de RNN binnenkomen.\n"
    assert title(await session.hover_text("laag.md", "markdown", layer)) == "embedding"
    product = "# Zoeken\n\nWe gebruiken text-embed‸ding-ada-002 voor de vectoren van de zoekindex.\n"
    assert await session.hover_text("ada.md", "markdown", product) is None


async def test_the_librarys_possessive_and_the_names_that_are_ordinary_words(session):
    marked = "import transformers\n\n# Transfor‸mers' RoPE implementation rotates half of the head.\nx = 1\n"
    assert title(await session.hover_text("rope.py", "python", marked)) == "hugging face transformers"
    interval = '"""Intervals.\n\n>>> from sympy import mpi\nThe m‸pi function builds an interval.\n"""\n'
    assert await session.hover_text("interval.py", "python", interval) is None
    birds = "# The list holds hawks, eag‸les and owls; the draft model never sees them.\nx = 1\n"
    assert await session.hover_text("birds.py", "python", birds) is None
    tuned = "# Models\n\nThe model is fully fine-tu‸ned on the dataset.\n"
    assert title(await session.hover_text("tuned.md", "markdown", tuned)) == "full fine-tuning"


async def test_a_dutch_hyphenated_name_inside_a_compound_and_the_longer_french_attention_name(session):
    marked = "# Uitlijning\n\nDit gebeurt tijdens de veiligheidspost-trai‸ning van het model, met RLHF en SFT.\n"
    assert title(await session.hover_text("veiligheid.md", "markdown", marked)) == "post-training"
    course = "# Bijscholing\n\nDit is een vervolgpost-trai‸ning voor verpleegkundigen.\n"
    assert await session.hover_text("zorg.md", "markdown", course) is None
    heads = "# Blocs\n\nChaque bloc applique une auto-attention multi-tê‸tes suivie d'un réseau feed-forward.\n"
    assert title(await session.hover_text("blocs.md", "markdown", heads)) == "multi-head attention"


async def test_microsofts_french_names_of_an_instruction_tuned_model_and_its_training(session):
    marked = "# Phi\n\nChaque modèle est ajusté pour les instruc‸tions, après un RLHF.\n"
    assert title(await session.hover_text("phi.md", "markdown", marked)) == "instruction tuning"
    sft = "# Phi\n\nLe modèle a suivi un ajustement super‸visé (SFT) et une optimisation des préférences directes.\n"
    assert title(await session.hover_text("phi-sft.md", "markdown", sft)) == "supervised fine-tuning"
    dpo = "# Phi\n\nLe modèle a suivi une optimisation des préférences dir‸ectes (DPO).\n"
    assert title(await session.hover_text("phi-dpo.md", "markdown", dpo)) == "direct preference optimization"
    dose = "# Soins\n\nLe dosage est ajusté aux instruc‸tions du médecin.\n"
    assert await session.hover_text("soins.md", "markdown", dose) is None


async def test_a_plural_in_aux_and_a_retrievers_top_k(session):
    marked = "# Mots\n\nLes plongements lexi‸caux denses viennent de FastText.\n"
    assert title(await session.hover_text("mots.md", "markdown", marked)) == "embedding"
    recall = "# RAG\n\n| **Recall@K** | % de documents pertinents dans le to‸p K |\n"
    assert await session.hover_text("rag.md", "markdown", recall) is None


async def test_dutch_cookbook_chapters_on_quantizing_and_fine_tuning(session):
    mlx = "# Quanti‸seren van Phi-3.5 met Apple MLX Framework\n\nLLM's draaien lokaal via MLX.\n"
    assert title(await session.hover_text("mlx.md", "markdown", mlx)) == "quantization"
    physics = "# Atomen\n\nDe kwanti‸satie van de energieniveaus volgt uit de kwantummechanica.\n"
    assert await session.hover_text("atoom.md", "markdown", physics) is None
    recipe = ("# Data\n\nVerwijder ruis en vergeet niet de tekst te tokeni‸zen.\n\n"
              "Definieer hyperparameters zoals learning rate en het aantal epochs.\n")
    assert title(await session.hover_text("recept.md", "markdown", recipe)) == "tokenizer"
    lexer = "# Parser\n\nDe lexer moet de broncode tokeni‸zen voordat de parser de syntaxisboom bouwt.\n"
    assert await session.hover_text("lexer.md", "markdown", lexer) is None
    full = "# GPU's\n\nHet is mogelijk om Phi-3-V volledig te finetu‸nen op classificatie van memes.\n"
    assert title(await session.hover_text("volledig.md", "markdown", full)) == "full fine-tuning"


async def test_english_words_before_a_bengali_head_and_what_clip_stands_for(session):
    marked = "# মেমোরি\n\nচ্যাট হিস্টোরি মডেলের Context উই‸ন্ডোতে পুশ করি; greedy/beam সার্চ দিয়ে টোকেন বাছা হয়।\n"
    assert title(await session.hover_text("memory.md", "markdown", marked)) == "context window"
    beam = "# মেমোরি\n\nচ্যাট হিস্টোরি মডেলের Context উইন্ডোতে পুশ করি; greedy/beam সা‸র্চ দিয়ে টোকেন বাছা হয়।\n"
    assert title(await session.hover_text("beam.md", "markdown", beam)) == "beam search"
    clip = "## কনট্রাস্টিভ ইমেজ প্রি-ট্রে‸নিং (CLIP)\n\nCLIP ছবি আর টেক্সট প্রম্পট মেলায়।\n"
    assert await session.hover_text("clip.md", "markdown", clip) is None


async def test_a_dutch_llm_readmes_tokens_verb_and_spelled_out_float(session):
    tokens = "# Tokenizer\n\nDe tokeni‸zer splitst de tekst op in tokens.\n"
    assert title(await session.hover_text("tokens.md", "markdown", tokens)) == "tokenizer"
    lexer = "# Parser\n\nDe tokeni‸zer splitst de broncode in tokens voor de lexicale analyse.\n"
    assert await session.hover_text("lexer.md", "markdown", lexer) is None
    heading = "## Pre-trai‸nen van het model\n\nHet model is getraind op 10 miljard tokens van een tekstcorpus.\n"
    assert title(await session.hover_text("pretrain.md", "markdown", heading)) == "pre-training"
    staff = "# Onboarding\n\nHet pre-trai‸nen van nieuwe medewerkers gebeurt in de eerste week.\n"
    assert await session.hover_text("staff.md", "markdown", staff) is None
    floats = "# Geheugen\n\nDe gewichten staan als 16-bits getallen met drijvende ko‸mma in het geheugen.\n"
    assert title(await session.hover_text("floats.md", "markdown", floats)) == "fp16"
    sensor = "# Sensor\n\nDe rekenmachine toont getallen met drijvende ko‸mma; de sensor geeft 16-bits gehele getallen.\n"
    assert await session.hover_text("sensor.md", "markdown", sensor) is None


async def test_a_dutch_model_based_on_transformers_and_its_blocks(session):
    based = "# Modellen\n\nOp transfor‸mers gebaseerde modellen verwerken tekst parallel.\n"
    assert title(await session.hover_text("based.md", "markdown", based)) == "transformer"
    toys = "# Film\n\nDe film Bumblebee is gebaseerd op Transfor‸mers-speelgoed van Hasbro.\n"
    assert await session.hover_text("toys.md", "markdown", toys) is None
    blocks = "# Model\n\nHet taalmodel stapelt 24 transformerblo‸kken.\n"
    assert title(await session.hover_text("blocks.md", "markdown", blocks)) == "transformer"


async def test_a_bengali_name_with_two_of_its_three_words_hyphenated_is_one_mention(session):
    marked = "# প্রশিক্ষণ\n\nমিক্সড-প্রিসিশন ট্রেনি‸ং মেমরি বাঁচায়।\n"
    assert title(await session.hover_text("mpt.md", "markdown", marked)) == "mixed-precision training"


async def test_a_french_lesson_on_language_models_and_the_pre_workout(session):
    lesson = ("# LLM\n\nLes grands modèles linguistiques sont pré-entra‸înés sur d'énormes quantités de texte, "
              "puis affinés.\n")
    assert title(await session.hover_text("llm.md", "markdown", lesson)) == "pre-training"
    sport = "# Sport\n\nAvant la séance de musculation, une boisson de pré-entra‸înement ; le mot suivant : eau.\n"
    assert await session.hover_text("sport.md", "markdown", sport) is None
    tokens = "# Jetons\n\nLa segmentation en je‸tons transforme une phrase en suite de jetons.\n"
    assert title(await session.hover_text("jetons.md", "markdown", tokens)) == "tokenizer"
    images = "# ViT\n\n**Tokenisa‸tion des images** : l'image est divisée en patches de 16x16 pixels.\n"
    assert await session.hover_text("vit.md", "markdown", images) is None
    randomness = "# Réglages\n\nLa tempéra‸ture influence l'aléatoire des réponses du modèle.\n"
    assert title(await session.hover_text("reglages.md", "markdown", randomness)) == "temperature sampling"
    oven = "# Cuisine\n\nLa tempéra‸ture du four reste stable ; l'aléatoire de la cuisson vient du four.\n"
    assert await session.hover_text("four.md", "markdown", oven) is None
    aligned = "# Alignement\n\nLa post-forma‸tion aligne le modèle sur les préférences humaines avec le RLHF.\n"
    assert title(await session.hover_text("alignement.md", "markdown", aligned)) == "post-training"
    apprentices = "# Atelier\n\nLa post-forma‸tion des apprentis suit le modèle de base du programme.\n"
    assert await session.hover_text("atelier.md", "markdown", apprentices) is None


async def test_bengali_calques_hyphens_as_spaces_and_a_models_transformer(session):
    # a translated model card's direct preference optimization, a long name with a hyphen written as a
    # space, and the Transformer a model is based on, in the other spelling of its context word
    dpo = "# মডেল\n\nপ্রশিক্ষণে সুপারভাইজড ফাইন-টিউনিং এবং সরাসরি পছন্দ অপ্টিমা‸ইজেশন ছিল।\n"
    assert title(await session.hover_text("dpo_bn.md", "markdown", dpo)) == "direct preference optimization"
    peft = "# পদ্ধতি\n\nপ্যারামিটার দক্ষ ফাইন-টিউ‸নিং অল্প প্যারামিটার বদলায়।\n"
    assert title(await session.hover_text("peft_bn.md", "markdown", peft)) == "parameter-efficient fine-tuning"
    based = "# মডেল\n\nট্রান্সফর্মা‸র-ভিত্তিক মডেলগুলো টেক্সট তৈরি করে।\n"
    assert title(await session.hover_text("based_bn.md", "markdown", based)) == "transformer"
    power = "# বিদ্যুৎ\n\nবিদ্যুৎ সরবরাহে ট্রান্সফর্মা‸র-ভিত্তিক আইসোলেশন ব্যবহৃত হয়।\n"
    assert await session.hover_text("power_bn.md", "markdown", power) is None
    prize = "# খবর\n\nসেরা ছাত্রকে পুরস্কা‸র দেওয়া হয়; আমার পছন্দ সরাসরি জানাবো।\n"
    assert await session.hover_text("prize_bn.md", "markdown", prize) is None


async def test_the_bengali_embedding_with_its_words_and_a_pages_embedded_video(session):
    # the book writes য় as one character (U+09DF): its context word is still "natural language processing"
    marked = "# বই\n\nবাংলা ভাষায় ন্যাচারাল ল্যাঙ্গু\u09dfেজ প্রসেসিং, টেক্সট এমবে‸ডিংএর গতি ছুটছে।\n"
    assert title(await session.hover_text("book_bn.md", "markdown", marked)) == "embedding"
    video = "# ওয়েবপেজ\n\nওয়েবপেজে ইউটিউব ভিডিও এমবে‸ডিং করার জন্য iframe ব্যবহার করুন।\n"
    assert await session.hover_text("video_bn.md", "markdown", video) is None


async def test_translated_lessons_verbs_and_names_of_distillation_and_attention(session):
    distilled = "# SLM\n\nLes SLMs sont construits en compressant ou en distil‸lant des LLMs.\n"
    assert title(await session.hover_text("slm_fr.md", "markdown", distilled)) == "knowledge distillation"
    liquor = "# Liqueur\n\nObtenue en distil‸lant les écorces d'oranges avec de l'eau et du sucre.\n"
    assert await session.hover_text("liqueur.md", "markdown", liquor) is None
    bengali = "# SLM\n\nসাধারণত, SLM গুলো LLM কে কম্প্রেস বা ডিস্টি‸ল করে তৈরি করা হয়।\n"
    assert title(await session.hover_text("slm_bn.md", "markdown", bengali)) == "knowledge distillation"
    window = "# Mistral\n\nMistral 7B utilise l'attention par fenêtre coulis‸sante.\n"
    assert title(await session.hover_text("swa_fr.md", "markdown", window)) == "sliding window attention"
    tokens = "# Limites\n\nLe texte doit tenir dans la fenêtre de je‸tons du modèle de langage.\n"
    assert title(await session.hover_text("ctx_fr.md", "markdown", tokens)) == "context window"
    limiter = "# Débit\n\nL'attente couvre la pause ordonnée (429), la capacité, puis la fenêtre de je‸tons.\n"
    assert await session.hover_text("debit_fr.md", "markdown", limiter) is None
    half = "# Instructies\n\nDit gebruikt Reinforcement Learning met Human Feed‸back (RLHF).\n"
    assert title(await session.hover_text("rlhf_nl.md", "markdown", half)) == "reinforcement learning from human feedback"


async def test_a_bengali_nukta_a_lower_case_module_class_and_names_that_are_none(session):
    nukta = "# টোকেন\n\nমডেলটি একটি টোকেনাই‸জ়ার ব্যবহার করে টেক্সটকে টোকেনে ভাগ করে।\n"
    assert title(await session.hover_text("tok_bn.md", "markdown", nukta)) == "tokenizer"
    lower = 'def f():\n    """The model is ``nn.embed‸ding`` while under ``RowWiseParallel``."""\n'
    assert title(await session.hover_text("tp_norms.py", "python", lower)) == "embedding"
    geglu = "# MLP\n\n- `gelu` or `gelu_new` → GeG‸LU → `LigerGEGLUMLP`\n"
    assert await session.hover_text("geglu.md", "markdown", geglu) is None
    predict = "# LLM\n\nবেস LLM এর প্রধান কাজ হলো ওই ক্রমে পরবর্তী টোকেনের পূর্বা‸ভাস দেওয়া।\n"
    assert await session.hover_text("predict_bn.md", "markdown", predict) is None


async def test_an_ai_tools_translated_docs_name_prompt_caching_embeddings_and_quantization(session):
    caching = "# Fournisseurs\n\n- **Mise en cache des pro‸mpts** : le bloc reçoit `cache_control: ephemeral`.\n"
    assert title(await session.hover_text("cache_fr.md", "markdown", caching)) == "prefix caching"
    saved = "# Interface\n\nLe cache de pro‸mpts enregistre vos prompts favoris dans le navigateur.\n"
    assert await session.hover_text("favoris_fr.md", "markdown", saved) is None
    limit = "# Contexte\n\nLe modèle a atteint sa limite de conte‸xte : la session est compactée.\n"
    assert title(await session.hover_text("limite_fr.md", "markdown", limit)) == "context window"
    provider = "# Geheugen\n\nDe embeddingprovi‸der wordt automatisch gekozen.\n"
    assert title(await session.hover_text("geheugen_nl.md", "markdown", provider)) == "embedding"
    video = "# Pagina\n\nHet embed‸den van een video in de pagina gebeurt met een iframe.\n"
    assert await session.hover_text("video_nl.md", "markdown", video) is None
    vram = "# Lokale modellen\n\nKwantisa‸tie bespaart VRAM.\n"
    assert title(await session.hover_text("vram_nl.md", "markdown", vram)) == "quantization"
    bias = "# Évaluation\n\nLa quantifica‸tion des biais d'un LLM exige beaucoup de VRAM.\n"
    assert await session.hover_text("biais_fr.md", "markdown", bias) is None
    template = "# Server\n\nDe server past het chatsjab‸loon uit de GGUF-metadata toe.\n"
    assert title(await session.hover_text("sjabloon_nl.md", "markdown", template)) == "chat template"
    project = "# Project\n\nInitialiseer het RAG chat-sjab‸loon met azd init en draai het met Ollama.\n"
    assert await session.hover_text("azd_nl.md", "markdown", project) is None


async def test_runner_words_for_embeddings_an_acronym_before_a_slash_and_two_word_endings(session):
    context = "# Lokaal\n\nZo passen het model en de embeddingcon‸text samen in het geheugen van node-llama-cpp.\n"
    assert title(await session.hover_text("context_nl.md", "markdown", context)) == "embedding"
    alone = "# Geheugen\n\nLe contexte d’embed‸ding est partagé entre les onglets.\n"
    assert await session.hover_text("onglets_fr.md", "markdown", alone) is None
    slash = "# Mémoire\n\nSi le fournisseur local (GG‸UF/llama.cpp) échoue, la recherche continue.\n"
    assert title(await session.hover_text("slash_fr.md", "markdown", slash)) == "gguf"
    path = "# Sources\n\nLe fichier src/llama.c‸pp définit le chargeur.\n"
    assert await session.hover_text("path_fr.md", "markdown", path) is None
    plural = "# সেলফ অ্যাটেনশন\n\nশব্দের ভেক্টর হিসেবে এম্বেডিং‸সের একটি সমস্যা হলো এটি স্ট্যাটিক।\n"
    assert title(await session.hover_text("embeddings_bn.md", "markdown", plural)) == "embedding"
    prefill = "# Snelheid\n\nllama.cpp verbruikt 24GB VRAM tijdens het prefil‸len van lange teksten.\n"
    assert title(await session.hover_text("prefill_nl.md", "markdown", prefill)) == "prefill"
    form = "# Formulieren\n\nDe app kan het formulier prefil‸len met je adres.\n"
    assert await session.hover_text("form_nl.md", "markdown", form) is None


async def test_a_local_runtimes_package_names_markers_and_gpu_offload(session):
    node = "# Lokale modellen\n\nCela permet à node-llama-c‸pp d'adapter le placement des couches.\n"
    assert await session.hover_text("node_fr.md", "markdown", node) is None
    engine = "# Lokale modellen\n\nLe serveur llama.c‸pp charge le fichier GGUF.\n"
    assert title(await session.hover_text("engine_fr.md", "markdown", engine)) == "llama.cpp"
    marker = '# Providers\n\nEen niet-geheime markering zoals apiKey: "olla‸ma-local" wordt geaccepteerd.\n'
    assert await session.hover_text("marker_nl.md", "markdown", marker) is None
    full = "# Modèles\n\nExécutez Gemma avec un décharge‸ment GPU complet à 100 % sur une seule RTX 3090.\n"
    assert await session.hover_text("full_fr.md", "markdown", full) is None
    cpu = "# Mémoire\n\nLe décharge‸ment des états de l'optimiseur vers la mémoire CPU libère la VRAM avec DeepSpeed.\n"
    assert title(await session.hover_text("cpu_fr.md", "markdown", cpu)) == "offloading"


async def test_a_table_of_contents_anchor_with_spaces_and_the_link_text(session):
    head = "# La Tokenisation\n\nLe tokenizer découpe le texte en jetons.\n\n"
    toc = head + "7. [tokeniser approprié à la langue](#Tokeni‸ser-approprié-à-la-langue-(textes multilingues))\n"
    assert await session.hover_text("toc_fr.md", "markdown", toc) is None
    text = head + "7. [toke‸niser approprié à la langue](#Tokeniser-approprié-(textes multilingues))\n"
    assert title(await session.hover_text("toc_text_fr.md", "markdown", text)) == "tokenizer"


async def test_a_quantization_tag_after_a_models_id(session):
    tagged = "# Modellen\n\n- **bramvanroy/geitje-7b-ultra:Q4_K‸_M**: Een Nederlands model in GGUF.\n"
    assert await session.hover_text("tag_nl.md", "markdown", tagged) is None
    bare = "# Modellen\n\nKies de kwantisatie Q4_K‸_M voor een GGUF-bestand.\n"
    assert title(await session.hover_text("bare_nl.md", "markdown", bare)) == "gguf"
