"""Course prose and library prose about language models, as their authors and machine translators
write them, through the real server: each rule class of docs/detection.md that reads such prose (names
and word forms of French, Dutch and Bengali lessons, an inference engine's words, the context a
course gives an ambiguous name), each with what stays quiet beside it (a weather report, a dose, a
power adapter, a quiz heading, physics' quantization, a lexer, a web form, wool, a model's id...).
docs/detection.md says how each is read."""

import pytest

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


def title(hover: str | None) -> str | None:
    return None if hover is None else hover.splitlines()[0].strip("*").lower()


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


async def test_a_rank_after_a_quantifier_is_a_process(session):
    marked = "x = 1  # every ra‸nk loads its own part of the batch\n"
    assert title(await session.hover_text("loader.py", "python", marked)) == "rank and world size"
    matrix = "x = 1  # the ra‸nk of the update matrices sets how many parameters are trained\n"
    assert await session.hover_text("matrix.py", "python", matrix) is None


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


async def test_a_parallelism_abbreviation_with_its_ranks_and_a_pipelines_stage(session):
    marked = "x = 1  # the number of P‸P ranks expected to send data\n"
    assert title(await session.hover_text("conn.py", "python", marked)) == "pipeline parallelism"
    stage = "x = 1  # it does not belong to this pipe‸line stage, so skip the weight\n"
    assert title(await session.hover_text("loader.py", "python", stage)) == "pipeline parallelism"
    classifier = "x = 1  # the T‸P rate and the TP count of each class\n"
    assert await session.hover_text("metrics.py", "python", classifier) is None


async def test_checkpointing_is_the_saved_checkpoint_or_the_recomputation(session):
    saved = "# Checkpoints\n\nLevanter supports checkpoint‸ing to both local and Google Cloud Storage.\n"
    assert title(await session.hover_text("ckpt.md", "markdown", saved)) == "model checkpoint"
    recomputed = "# Memory\n\nCheckpoint‸ing trades compute for memory: activations are recomputed in the backward pass.\n"
    assert title(await session.hover_text("memory.md", "markdown", recomputed)) == "activation checkpointing"


async def test_transformers_among_engines_is_the_library_and_among_architectures_the_architecture(session):
    marked = "# ব্যাকএন্ড\n\nGuidance সমর্থন করে, যেমন Transfor‸mers, llama.cpp এবং Ollama; ভাষা মডেলের আউটপুট।\n"
    assert title(await session.hover_text("backends.md", "markdown", marked)) == "hugging face transformers"
    architectures = "# তুলনা\n\nআমরা RNN, LSTM এবং Transfor‸mers তুলনা করব, সেলফ-অ্যাটেনশন সহ।\n"
    assert title(await session.hover_text("compare.md", "markdown", architectures)) == "transformer"


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


async def test_a_collective_broadcast_in_a_trainer_that_also_imports_numpy(session):
    head = "import numpy as np\nimport torch.distributed as dist\n\n"
    marked = head + "# broad‸cast the new weights from rank 0 to the generation workers\nx = 1\n"
    assert title(await session.hover_text("trainer.py", "python", marked)) == "broadcast"
    numpy = head + "# broad‸cast the scale over the rows of the matrix\ny = 1\n"
    assert await session.hover_text("rows.py", "python", numpy) is None


async def test_a_note_directive_with_a_space_before_its_colons_holds_prose(session):
    marked = 'def f():\n    """Shard it.\n\n    .. note ::\n\n        The optimizer uses FS‸DP for the states.\n    """\n'
    assert title(await session.hover_text("note.py", "python", marked)) == "fully sharded data parallel"


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


async def test_an_inference_engines_triton_prefill_and_yarn_and_a_model_id(session):
    kernel = 'import triton\n\n\nclass Impl:\n    """Trit‸on attention implementation."""\n'
    assert title(await session.hover_text("attention.py", "python", kernel)) == "openai triton"
    server = "x = 1  # Update the log settings of the Trit‸on server.\n"
    assert await session.hover_text("client.py", "python", server) is None
    cache = "x = 1  # Allocate the KV cache in pages.\n" + "y = 2\n" * 20 + 'def f():\n    """Update token ids for pref‸ill."""\n'
    assert title(await session.hover_text("sequence.py", "python", cache)) == "prefill"
    form = "x = 1  # prefi‸ll the form fields with the user's last order\n"
    assert await session.hover_text("forms.py", "python", form) is None
    rope = 'def f():\n    """Ya‸rn rotary embedding implementation."""\n'
    assert title(await session.hover_text("rotary.py", "python", rope)) == "rope scaling"
    spec = "x = 1  # Enable spec deco‸de with an ngram proposer.\n"
    assert title(await session.hover_text("spec.py", "python", spec)) == "speculative decoding"
    wool = "x = 1  # the scarf is knitted from merino ya‸rn\n"
    assert await session.hover_text("wool.py", "python", wool) is None
    model_id = "# Models\n\nLoad TheBloke/Llama-2-7B-GP‸TQ from the Hub, or quantize with GPTQ yourself.\n"
    assert await session.hover_text("models.md", "markdown", model_id) is None
    method = "# Models\n\nLoad TheBloke/Llama-2-7B-GPTQ from the Hub, or quantize with GP‸TQ yourself.\n"
    assert title(await session.hover_text("models2.md", "markdown", method)) == "gptq"


async def test_english_words_before_a_bengali_head_and_what_clip_stands_for(session):
    marked = "# মেমোরি\n\nচ্যাট হিস্টোরি মডেলের Context উই‸ন্ডোতে পুশ করি; greedy/beam সার্চ দিয়ে টোকেন বাছা হয়।\n"
    assert title(await session.hover_text("memory.md", "markdown", marked)) == "context window"
    beam = "# মেমোরি\n\nচ্যাট হিস্টোরি মডেলের Context উইন্ডোতে পুশ করি; greedy/beam সা‸র্চ দিয়ে টোকেন বাছা হয়।\n"
    assert title(await session.hover_text("beam.md", "markdown", beam)) == "beam search"
    clip = "## কনট্রাস্টিভ ইমেজ প্রি-ট্রে‸নিং (CLIP)\n\nCLIP ছবি আর টেক্সট প্রম্পট মেলায়।\n"
    assert await session.hover_text("clip.md", "markdown", clip) is None


async def test_the_longer_english_attention_name(session):
    marked = "# Blocks\n\nEach block applies multi-head self-atten‸tion and then a feed-forward network.\n"
    assert title(await session.hover_text("blocks.md", "markdown", marked)) == "multi-head attention"
    alone = "# Blocks\n\nEach block applies self-atten‸tion over the tokens.\n"
    assert title(await session.hover_text("alone.md", "markdown", alone)) == "self-attention"


async def test_a_word_after_a_slash_that_shares_the_modifier(session):
    marked = "# Lagen\n\n### Positionele Codering/Embed‸ding\n\nHet model voegt aan elk token een positie toe.\n"
    assert title(await session.hover_text("positie.md", "markdown", marked)) == "positional encoding"
    pair = "# Loading\n\nThe tokenizer/embed‸ding pair is loaded first.\n"
    assert title(await session.hover_text("pair.md", "markdown", pair)) == "embedding"


async def test_an_acronym_the_document_spells_out_as_something_else(session):
    institute = "# Report\n\nThe Max Planck Institute for Informatics (MPI) wrote it. The MP‸I is in Saarbrücken.\n"
    assert await session.hover_text("institute.md", "markdown", institute) is None
    hpc = "# Jobs\n\nThe Message Passing Interface (MPI) starts them; MP‸I ranks share a communicator.\n"
    assert title(await session.hover_text("hpc.md", "markdown", hpc)) == "message passing interface"


async def test_checkpointing_next_to_the_recomputations_name_in_code(session):
    marked = ("x = 1\n# find_unused_parameters breaks checkpoin‸ting as per\n# https://github.com/huggingface/x/pull/1\n"
              "find_unused = not self.args.activation_checkpointing\n")
    assert title(await session.hover_text("ddp.py", "python", marked)) == "activation checkpointing"
    disk = "x = 1\n# resume from checkpoin‸ting after a failure\nself.save_model(output_dir)\n"
    assert title(await session.hover_text("disk.py", "python", disk)) != "activation checkpointing"


async def test_eagles_beside_speculative_decoding_and_the_football_team(session):
    marked = "# Drafts\n\nWe compare Medusa and Eag‸les for speculative decoding.\n"
    assert title(await session.hover_text("drafts.md", "markdown", marked)) == "eagle"
    team = "# Weekend\n\nAfter the Philadelphia Eag‸les game we tried speculative decoding with a draft model.\n"
    assert await session.hover_text("team.md", "markdown", team) is None


async def test_a_related_name_resolved_by_its_own_words_supports_another(session):
    marked = ("# Étapes\n\nLe pré-entraînement du modèle de langage se fait sur un grand corpus ; ensuite vient le "
              "réglage des instruc‸tions.\n")
    assert title(await session.hover_text("etapes.md", "markdown", marked)) == "instruction tuning"
    work = "# Atelier\n\nLe réglage des instruc‸tions de travail suit le pré-entraînement des nouvelles recrues.\n"
    assert await session.hover_text("atelier.md", "markdown", work) is None


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


async def test_a_runners_guide_its_context_length_prefill_and_router(session):
    far = "The app keeps its settings in a file in the user's home folder and reads them at start. " * 5
    length = f"# Ollama\n\n{far}\n\nContext len‸gth is the maximum number of tokens the model has in memory.\n"
    assert title(await session.hover_text("context-length.md", "markdown", length)) == "context window"
    grep = "# Search\n\nTruncate the output when the context len‸gth of the grep match is exceeded.\n"
    assert await session.hover_text("grep.md", "markdown", grep) is None
    stage = f"# llama.cpp on NPUs\n\n{far}\n\nEnable graph execution during the pref‸ill stage.\n"
    assert title(await session.hover_text("npu.md", "markdown", stage)) == "prefill"
    answer = "# llama-server\n\nWhether to pref‸ill the assistant's response if the last message is an assistant message.\n"
    assert await session.hover_text("answer.md", "markdown", answer) is None
    router = ("# llama-server\n\nThe server has mixture-of-experts options. In router mode the rou‸ter uses the `model` "
              "field of the JSON body to route the request to the right instance.\n")
    assert await session.hover_text("router.md", "markdown", router) is None


async def test_a_gemm_guides_collective_and_epilogue_fusion(session):
    mainloop = "# GEMM API\n\nA kernel is a composition of a collec‸tive mainloop and a collective epilogue.\n"
    assert await session.hover_text("gemm.md", "markdown", mainloop) is None
    nccl = "# Hangs\n\nWith NCCL, a collec‸tive hangs when one rank never calls the all-reduce.\n"
    assert title(await session.hover_text("hangs.md", "markdown", nccl)) == "collective communication"
    fusion = "# Epilogues\n\nSet up the epilogue fu‸sion in the builder.\n"
    assert title(await session.hover_text("epilogue.md", "markdown", fusion)) == "kernel fusion"


async def test_a_possessive_letter_and_a_templates_file_name(session):
    possessive = "# Limits\n\nSkyRL's Lo‸RA implementation has the following limitations.\n"
    assert title(await session.hover_text("lora.md", "markdown", possessive)) == "low-rank adaptation"
    template = "# Templates\n\n| princeton-nlp-Mistral-7B-Base-SF‸T-RDPO.jinja | Generic |\n"
    assert await session.hover_text("templates.md", "markdown", template) is None


async def test_a_model_cards_yarn_and_an_rl_guides_training_words(session):
    yarn = "# Qwen3MoE\n\nIt supports up to 131K context with Ya‸RN.\n"
    assert title(await session.hover_text("card.md", "markdown", yarn)) == "rope scaling"
    hadoop = "# Jobs\n\nSubmit the job to YA‸RN; the ResourceManager schedules the containers.\n"
    assert title(await session.hover_text("jobs.md", "markdown", hadoop)) != "rope scaling"
    stages = "# Recipes\n\nPre-training and post-trai‸ning pipelines share the same data loaders.\n"
    assert title(await session.hover_text("stages.md", "markdown", stages)) == "post-training"
    survey = "# Course\n\nParticipants filled in pre-training and post-trai‸ning questionnaires.\n"
    assert await session.hover_text("survey.md", "markdown", survey) is None
    kl = "# Recipe\n\nA task-only reward and KL regulariz‸ation keep the policy close.\n"
    assert title(await session.hover_text("kl.md", "markdown", kl)) == "kl divergence"
    offload = "# Offloading\n\nEnabling CPU-offload‸ing moves parts of the model to CPU when the GPU memory is short.\n"
    assert title(await session.hover_text("offload.md", "markdown", offload)) == "offloading"


async def test_an_images_alt_text_is_no_prose_and_a_links_text_is(session):
    image = "# Architecture\n\n![a transfor‸mer diagram](transformer.png)\n"
    assert await session.hover_text("image.md", "markdown", image) is None
    link = "# Architecture\n\nSee [the transfor‸mer architecture](arch.html) for its layers.\n"
    assert title(await session.hover_text("link.md", "markdown", link)) == "transformer"


async def test_a_named_image_prompt_model_is_no_adapter_and_a_lora_compound_is(session):
    named = "# Diffusion\n\nLoad the IP-Adap‸ter weights next to the LoRA weights of the pipeline.\n"
    assert await session.hover_text("ip.md", "markdown", named) is None
    compound = "# Training\n\nDie QLoRA-Adap‸ter werden mit PEFT trainiert.\n"
    assert title(await session.hover_text("qlora.md", "markdown", compound)) == "adapters"


async def test_a_databases_float8_is_no_number_format_and_a_models_is(session):
    database = "x = 1  # psycopg dumps a Python float as the PostgreSQL flo‸at8 type\n"
    assert await session.hover_text("dumper.py", "python", database) is None
    model = "x = 1  # cast the weights to flo‸at8 for the matmul, then back to bf16\n"
    assert title(await session.hover_text("cast.py", "python", model)) == "fp8"


async def test_a_short_acronym_opening_a_heading_in_sentence_case(session):
    block = "## Mo‸e block\n\nEach expert is an MLP, and the router picks two per token.\n"
    assert title(await session.hover_text("moe.md", "markdown", block)) == "mixture of experts"
    name = "## Mo‸e Szyslak\n\nThe bartender of the show runs the tavern in Springfield.\n"
    assert await session.hover_text("bar.md", "markdown", name) is None


async def test_an_acronym_beside_a_resolved_one_after_a_slash(session):
    marked = "# Loading\n\nThe T‸P/EP aware loader places the experts on their ranks.\n"
    assert title(await session.hover_text("tpep.md", "markdown", marked)) == "tensor parallelism"
    band = "# Records\n\nThe T‸P/EP records of the band.\n"
    assert await session.hover_text("band.md", "markdown", band) is None


async def test_the_actor_critic_family_is_no_value_model_and_its_critic_is(session):
    family = "# RL\n\nActor-Crit‸ic methods learn a policy and a value function together.\n"
    assert await session.hover_text("ac.md", "markdown", family) is None
    critic = "# RL\n\nPPO trains the actor and the crit‸ic model together.\n"
    assert title(await session.hover_text("critic.md", "markdown", critic)) == "value model"


async def test_a_bengali_name_with_two_of_its_three_words_hyphenated_is_one_mention(session):
    marked = "# প্রশিক্ষণ\n\nমিক্সড-প্রিসিশন ট্রেনি‸ং মেমরি বাঁচায়।\n"
    assert title(await session.hover_text("mpt.md", "markdown", marked)) == "mixed-precision training"


async def test_a_model_id_split_by_emphasis_is_still_an_id(session):
    marked = "# Models\n\nDownload TheBloke/Llama-2-7B-**AW‸Q** and run it.\n"
    assert await session.hover_text("id.md", "markdown", marked) is None
    method = "# Models\n\nThe weights are quantized with **AW‸Q** before serving.\n"
    assert title(await session.hover_text("awq.md", "markdown", method)) == "activation-aware weight quantization"


async def test_an_institutes_report_number_is_no_message_passing(session):
    report = "# References\n\nSee the technical report MP‸I-I-2006-4-001 for the proofs.\n"
    assert await session.hover_text("refs.md", "markdown", report) is None
    version = "# Launch\n\nThe workers talk through MP‸I-3 one-sided calls.\n"
    assert title(await session.hover_text("mpi.md", "markdown", version)) == "message passing interface"


async def test_a_requirement_split_over_two_lines_is_the_library(session):
    marked = "x = 1  # transfor‸mers >=\n# 4.40 is needed for the new tokenizer\n"
    assert title(await session.hover_text("pins.py", "python", marked)) == "hugging face transformers"
    pins = "transfor‸mers >=\n  4.40\n# the tokenizer needs a newer release\n"
    assert await session.hover_text("requirements.txt", "pip-requirements", pins) is None


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


async def test_a_recipes_te_and_mx_and_a_waveguides_te_mode(session):
    recipe = "x = 1  # T‸E keeps the amax history of each FP8 tensor in the delayed-scaling recipe\n"
    assert title(await session.hover_text("recipe.py", "python", recipe)) == "transformer engine"
    blocks = "x = 1  # M‸X scale blocks hold one E8M0 scale per 32 elements, as MXFP8 does\n"
    assert title(await session.hover_text("mx.py", "python", blocks)) == "microscaling formats"
    mode = "x = 1  # the T‸E mode of the waveguide has no magnetic field along its axis\n"
    assert await session.hover_text("mode.py", "python", mode) is None
    mail = "# Mail\n\nAdd an M‸X record for the mail server to the DNS zone.\n"
    assert await session.hover_text("mail.md", "markdown", mail) is None


async def test_a_moe_kernels_a2a_and_its_degree(session):
    a2a = "x = 1  # overlap the shared experts with the dispatch A‸2A of the MoE layer\n"
    assert title(await session.hover_text("a2a.py", "python", a2a)) == "all-to-all"
    agents = "# Agents\n\nThe A‸2A protocol lets one agent call another through its agent card.\n"
    assert await session.hover_text("agents.md", "markdown", agents) is None
    degree = "int x = 1;  // 6/384 experts, EP1‸6, bsz 256 for the MoE decode\n"
    assert title(await session.hover_text("heuristics.cpp", "cpp", degree)) == "expert parallelism"


async def test_an_argument_lists_parameter_and_a_samplers_learning_rate(session):
    args = 'def f(checkpoint):\n    """Load it.\n\n    Args:\n        check‸point (str): the path.\n    """\n'
    assert await session.hover_text("args.py", "python", args) is None
    miro = "# Sampling\n\n--mirostat-lr N: Mirostat learning ra‸te, parameter eta (default: 0.1)\n"
    assert await session.hover_text("miro.md", "markdown", miro) is None


async def test_a_kernels_indices_rematerialized_to_save_registers(session):
    kernel = "import torch\nx = 1  # rematerial‸ize rm and rn to save registers\n"
    assert await session.hover_text("gemm.py", "python", kernel) is None
    remat = "import torch\nx = 1  # rematerial‸ize the activations in the backward pass instead of storing them\n"
    assert title(await session.hover_text("remat.py", "python", remat)) == "activation checkpointing"


async def test_a_recipes_quantizers_and_an_audio_codecs_quantizer(session):
    recipe = "import torch\nx = 1  # the FP4 quantiz‸ers remain FLOOR-only; the MXFP8 scales round up\n"
    assert title(await session.hover_text("quant.py", "python", recipe)) == "quantization"
    codec = "import torch\nx = 1  # number of quantiz‸ers of the residual vector quantizer in the audio codec\n"
    assert await session.hover_text("codec.py", "python", codec) is None


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


async def test_a_fence_inside_an_mdx_component_is_code_and_its_comment_prose(session):
    tabs = ('# Install\n\n<Tabs>\n  <Tab title="Ollama">\n    ```bash\n    # Pull the quant‸ized GGUF weights\n'
            '    ollama pull llama3.1\n    ```\n  </Tab>\n</Tabs>\n')
    assert title(await session.hover_text("tabs.mdx", "markdown", tabs)) == "quantization"
    code = ('# Install\n\n<Accordion title="Example">\n  ```json\n  { "provider": "olla‸ma" }\n  ```\n'
            '</Accordion>\n')
    assert await session.hover_text("accordion.mdx", "markdown", code) is None
