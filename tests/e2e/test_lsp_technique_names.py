"""Names of techniques and the spellings translations write them in, through the real server: the
French verb of a parallelism with its object, a Dutch plural whose long vowel is written single, the
Bengali ে / ্যা of a loanword's first syllable, "P2P" and ZeRO in a library's comments, a checkpoint
saved to resume a job, each with what stays quiet beside it (a bare verb, a news desk, file sharing, a
database's checkpoint, a wiki page's path), a name whose words a no-break space sets apart, and French
names of HBM and of continuous batching beside a school's grouping of pupils, RSLoRA in capitals and an
adapter's rank; and, as one table, names and shapes that fresh text taught (the KV cache quantized as an
action, MPI's signatures, LoRA merged by its verb, JAX's "f16", a docs site's icon shortcode, PyTorch Distributed
in words, a Transformer beside a large language model, a call that gives a name its value, context window extension,
a heading's number glued to its first word, a name that gives way to its head before the next name, the Spanish
"transformadores" of language models, each with what stays quiet beside them: a collective decision, the French
verb, an essential oil's distillation, a version's namespace, a substation's transformers); a note's "BN" beside
the normalization it is and a language list's "BN"; pre-trained weights, which are no pre-training stage; a
German name in its sentence's case, a parallelism's German adjective and "parallel" alone, the Spanish article of
a name's "de", LoRA's German "Rang" and a matrix's low rank, and a German barrier of processes beside a level
crossing's; a name written twice, which is no evidence of its own sense, an acronym's misremembered expansion,
NCCL's all-reduce call, a LoRA config in prose, a KV cache offloaded beside a request handed to a thread, LoRA's
target modules beside a compiler's, French prose's "merging de LLM", a Chinese broadcast from a root rank beside
NumPy's, first-token latency in Chinese, a server's Multi-LoRA, a hyphenated German adjective declined, a Japanese
pre-trained model that is no pre-training, speculative decoding in katakana and Ray beside vLLM."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_the_french_verb_of_a_parallelism_with_its_object(session):
    data = "# GPU\n\nParalléliser les don‸nées avec plusieurs GPU.\n"
    assert title(await session.hover_text("donnees.md", "markdown", data)) == "data parallelism"
    loop = "# Calcul\n\nOn peut parallé‸liser la boucle sur les données.\n"
    assert await session.hover_text("boucle.md", "markdown", loop) is None


async def test_a_dutch_plural_with_its_long_vowel_written_single(session):
    text = "# Taalmodellen\n\nZe zijn gebaseerd op transformerarchitectu‸ren en getraind op tekst.\n"
    assert title(await session.hover_text("architecturen.md", "markdown", text)) == "transformer"


async def test_a_bengali_loanword_with_either_vowel_and_a_desk_that_stays_a_desk(session):
    clip = "# প্রশিক্ষণ\n\n- গ্র্যাডিয়েন্ট ক্লিপি‸ং সক্ষম করুন\n"
    assert title(await session.hover_text("clip.md", "markdown", clip)) == "gradient clipping"
    desk = "# খবর\n\nসিএমজি বাংলা ডে‸স্ক: নতুন কম্পিউটিং সেন্টার চালু হয়েছে।\n"
    assert await session.hover_text("desk.md", "markdown", desk) is None


async def test_p2p_and_zero_in_a_librarys_comments_and_their_other_senses(session):
    p2p = "def sync(x):\n    # p2‸p has to wait for allreduce to finish\n    return x\n"
    assert title(await session.hover_text("sync.py", "python", p2p)) == "point-to-point communication"
    swarm = "def fetch(x):\n    # the p2‸p download from other peers of the swarm\n    return x\n"
    assert await session.hover_text("swarm.py", "python", swarm) is None
    zero = "def ratio(x):\n    # Determine the memory ratio for Zero optimiza‸tion\n    return x\n"
    assert title(await session.hover_text("ratio.py", "python", zero)) == "zero redundancy optimizer"


async def test_a_wiki_pages_path_is_no_mention(session):
    page = "Translations:PyTo‸rch/357/fr\n\nPyTorch est une bibliothèque.\n"
    assert await session.hover_text("wiki.md", "markdown", page) is None


async def test_a_checkpoint_to_resume_from_and_a_databases_checkpoint(session):
    job = "def run(x):\n    # Checkpo‸int and restart.\n    return x\n"
    assert title(await session.hover_text("job.py", "python", job)) == "model checkpoint"
    wal = "def run(x):\n    # Force a checkpo‸int of the postgres database, then restart the server.\n    return x\n"
    assert await session.hover_text("wal.py", "python", wal) is None


async def test_a_parameter_server_as_ps_and_a_postscript(session):
    ps = '"""Using ParameterServerStrategy with multiple P‸S instances."""\n'
    assert title(await session.hover_text("ps.py", "python", ps)) == "parameter server"
    note = "# Merci\n\nP‸S: see you tomorrow.\n"
    assert await session.hover_text("note.md", "markdown", note) is None


async def test_zero_offload_in_ordinary_case_and_a_french_adapter_beside_lora(session):
    offload = "def place(x):\n    # Place optimizer states on CPU, as Zero-Off‸load does.\n    return x\n"
    assert title(await session.hover_text("offload.py", "python", offload)) == "zero-offload"
    adapters = "# LoRA\n\n- Ajout d'adapte‸urs **LoRA** sur les projections d'attention.\n"
    assert title(await session.hover_text("adapteurs.md", "markdown", adapters)) == "adapters"


async def test_the_french_noun_adapter_before_lora_and_the_verb_joined_to_another(session):
    noun = "# Fine-tuning\n\n- Sauvegarder l'adapt‸er LoRA (~100 Mo)\n"
    assert title(await session.hover_text("sauvegarde.md", "markdown", noun)) == "adapters"
    verb = "# Cours\n\nAdapt‸er et aligner les modèles de langage avec LoRA\n"
    assert await session.hover_text("cours.md", "markdown", verb) is None


async def test_a_name_whose_words_a_no_break_space_sets_apart(session):
    # French typography and generated text put U+202F and U+00A0 inside names; the hover is the name's,
    # from its first word, and positions stay UTF-16 (each of these spaces is one unit)
    paged = "# Inférence\n\nLe premier levier est la Pag‸ed\u202fAttention\u00a0: moins de mémoire perdue.\n"
    assert title(await session.hover_text("paged.md", "markdown", paged)) == "pagedattention"
    spec = "# Inférence\n\n4.4 [Speculative\u00a0deco‸ding](#44-speculative-decoding)\n"
    assert title(await session.hover_text("spec.md", "markdown", spec)) == "speculative decoding"
    memory = "# Système\n\nUne page\u00a0: de la paged\u00a0mem‸ory, rien d'autre.\n"
    assert await session.hover_text("memory.md", "markdown", memory) is None


async def test_a_format_glossing_a_sum_and_a_legends_symbol(session):
    # brackets after a word gloss it, before the sum's equals sign; a symbol that opens a legend's item is math
    sum_ = "# Memory\n\n- Model parameters: 7B x 4 bytes (FP‸32) = 28GB\n"
    assert title(await session.hover_text("memory.md", "markdown", sum_)) == "fp32"
    legend = ("# Encoding\n\nThe positional encoding (PE) is added to the embeddings.\n\n"
              "* (P‸E) = structural/order information\n* (d) = embedding dimension\n")
    assert await session.hover_text("legend.md", "markdown", legend) is None


async def test_a_runners_context_setting_and_serving_disaggregation_beside_a_surveys(session):
    num_ctx = "# Ollama\n\nIf num_c‸tx is not set, Ollama uses 2048 tokens.\n"
    assert title(await session.hover_text("num_ctx.md", "markdown", num_ctx)) == "context window"
    serving = "# Serving\n\nRun aggregated serving with chunked prefill, or pay the disaggre‸gation tax.\n"
    assert title(await session.hover_text("serving.md", "markdown", serving)) == "disaggregated serving"
    survey = "# Survey\n\nData disaggre‸gation by gender and age group is required.\n"
    assert await session.hover_text("survey.md", "markdown", survey) is None


async def test_megatrons_interleaved_pipeline(session):
    notes = "# Release notes\n\n* Added support for the interleaved pipe‸line parallelism of Megatron-LM.\n"
    assert title(await session.hover_text("notes.md", "markdown", notes)) == "interleaved pipeline schedule"
    cpu = "# CPU\n\nInterleaved memory banks feed the instruction pipe‸line.\n"
    assert await session.hover_text("cpu.md", "markdown", cpu) is None


async def test_distserves_separation_french_names_of_hbm_and_batching_and_pupils_grouped(session):
    goodput = "# Goodput\n\nBoost LLM Goodput: Prefill-Decode Sepa‸ration, as DistServe does.\n"
    assert title(await session.hover_text("goodput.md", "markdown", goodput)) == "disaggregated serving"
    hbm = "# Mémoire\n\nLa HBM3 est une mémoire vive à large ban‸de passante.\n"
    assert title(await session.hover_text("hbm.md", "markdown", hbm)) == "high bandwidth memory"
    vllm = "# vLLM\n\n• Regroupement con‸tinu - Service multi-utilisateurs efficace des requêtes\n"
    assert title(await session.hover_text("vllm.md", "markdown", vllm)) == "continuous batching"
    pupils = "# École\n\nLe regroupement con‸tinu des élèves par niveau favorise l'entraide.\n"
    assert await session.hover_text("ecole.md", "markdown", pupils) is None


async def test_rslora_in_capitals_and_an_adapters_rank(session):
    rslora = "# PEFT\n\nRank-Stabilized LoRA (RSL‸oRA) divides by the square root of r.\n"
    assert title(await session.hover_text("rslora.md", "markdown", rslora)) == "rslora"
    rank = "# PEFT\n\nrsLoRA divides by the square root of the adapter ra‸nk.\n"
    assert title(await session.hover_text("rank.md", "markdown", rank)) == "lora hyperparameters"


@pytest.mark.parametrize("name, language, text, expected", [
    # a setting's action on the KV cache; an image's palette and an 8-bit optimizer's states quantize no weights
    ("kvdtype.md", "markdown", "# kv_cache_dtype\n\n**What it does:** Quanti‸zes KV cache to save memory.\n",
     "kv cache quantization"),
    ("reuse.md", "markdown", "# Serving\n\nPrefix re‸use: two requests with one system prompt share their KV blocks.\n",
     "prefix caching"),
    ("palette.md", "markdown", "# Images\n\nWe quanti‸ze the colour palette of each image to 16 levels.\n", None),
    ("states.md", "markdown", "# 8-bit optimizers\n\nThey save memory by quanti‸zing optimizer states to 8 bits.\n",
     None),
    # MPI's signature on a slide names its collective; another API called with arguments is code
    ("slide.md", "markdown",
     "# MPI_Gather\n\nint MPI_Ga‸ther(void* sendbuf, int sendcount, MPI_Datatype sendtype)\n", "gather"),
    ("called.md", "markdown", "# Setup\n\nThen opt = torch.optim.Ada‸mW(params) builds the optimizer.\n", None),
    ("step.md", "markdown", "# GGUF\n\n### 6.2 Fusionner le Lo‸RA avec le modèle de base\n", "lora merging"),
    # JAX's short dtype name in a sentence; the same name in a policy's quoted spec is the spec's
    ("jmp.md", "markdown", "# jmp\n\nIt shows how to use mixed f32/f1‸6 precision to halve training time on GPU.\n",
     "fp16"),
    ("policy.py", "python", '"""Loose grammar."""\n\n#  - "p=f16,c=bf‸16"  (params in f16, compute in bf16)\n', None),
    # a documentation site's icon shortcode, and the runtime's name beside it
    ("icon.md", "markdown", "# Ollama :simple-olla‸ma:\n\nRun the models locally.\n", None),
    ("name.md", "markdown", "# Olla‸ma :simple-ollama:\n\nRun the models locally.\n", "ollama"),
    # PyTorch's package written in words; workers' collective decision is no collective call
    ("torchd.md", "markdown", "# Notes\n\nCover the torch distri‸buted module for stable primitives.\n",
     "pytorch distributed"),
    ("decision.md", "markdown", "# Elastic agents\n\nWith distributed torch the workers make a collec‸tive decision.\n",
     None),
    # the architecture behind a large language model; the French verb before its partitive object
    ("arch.md", "markdown", "# LLM\n\nQu'est-ce qu'un Transfor‸mer dans un grand modèle de langage ?\n", "transformer"),
    ("verbe.md", "markdown", "# Tokens\n\nComment transfor‸mer du texte en nombres que le modèle de langage comprend ?\n",
     None),
    # a word called to give a name its value is code that lost its fences; the same word in prose is not
    ("call.md", "markdown",
     "# Example\n\nThe vocabulary maps tokens to ids.\n\ninputs = tokeni‸zer(sentence, return_tensors=\"pt\")\n", None),
    ("prose.md", "markdown", "# Example\n\nThe vocabulary maps tokens to ids.\n\nThe tokeni‸zer splits the text first.\n",
     "tokenizer"),
    # an essential oil's distillation; a context window's extension is RoPE scaling
    ("oils.md", "markdown", "# Oils\n\nDistil‸lation turns the essential oils into a vapor at the right temperature.\n",
     None),
    ("extension.md", "markdown", "# Context Window Exten‸sion in Transformers\n", "rope scaling"),
    # a block comment being written, not yet closed, is a comment to the end of the file
    ("ring.cu", "cuda-cpp", "int n = 2;\n\n/* Every M‸PI process takes part in the ring.\n *\n", "message passing interface"),
    # a heading's number glued to its first word is no namespace; a version before a dot still is
    ("tips.md", "markdown", "# 学習のコツ\n\n### 3.Data Para‸llel\n", "data parallelism"),
    ("version.md", "markdown", "# Notes\n\nSee v1.FS‸DP for the old wrapper.\n", None),
    # a name whose last word opens the next name gives way to its head; alone, it stays whole
    ("hook.md", "markdown", "# Hooks\n\nA monitor for PyTorch distributed trai‸ning runs.\n",
     "distributed deep learning"),
    ("package.md", "markdown", "# Hooks\n\nThe PyTorch Distri‸buted package runs the collectives.\n",
     "pytorch distributed"),
    # the Spanish word beside a language model is the architecture; a substation's is the electrical one
    ("guia.md", "markdown", "# Guía\n\nLos Transforma‸dores son la base de los modelos de lenguaje.\n", "transformer"),
    ("red.md", "markdown", "# Red\n\nLos transforma‸dores de la subestación bajan el voltaje de la red eléctrica.\n",
     None),
    # a note's short name of batch normalization beside what it normalizes; a language list's code
    ("bn.md", "markdown", "# 归一化\n\n3. **B‸N 的归一化方式**\n", "batch normalization"),
    ("langs.md", "markdown", "# Translations\n\nEN, FR, NL, B‸N and ZH are done.\n", None),
    # pre-trained weights are the adjective; the stage is the stage
    ("frozen.md", "markdown", "# QLoRA\n\n将冻结的预训‸练权重压缩存储。\n", None),
    ("stage.md", "markdown", "# GPT\n\n在 GPT 的预训‸练阶段，模型学习预测下一个 token。\n", "pre-training"),
    # a German name in the case of its sentence, and a parallelism's adjective; "parallel" alone
    ("genitiv.md", "markdown", "# Muster\n\nSie sind die Grundlage des verteilten maschinel‸len Lernens.\n",
     "distributed machine learning"),
    ("adjektiv.md", "markdown", "# Training\n\nBeim datenparalle‸len Training hält jede GPU eine Kopie des Modells.\n",
     "data parallelism"),
    ("linien.md", "markdown", "# Linien\n\nDie beiden Linien verlaufen paral‸lel zueinander und sind gleich lang.\n",
     None),
    # the Spanish article of a name's "de"
    ("lote.md", "markdown", "# vLLM\n\nControlan el tamaño del bat‸ch por iteración y las secuencias.\n", "batch size"),
    # LoRA's rank in German beside LoRA; a matrix's low rank is linear algebra
    ("rang.md", "markdown", "# LoRA\n\n- **r (Ra‸ng)**: bestimmt die Größe der LoRA-Matrizen.\n", "lora hyperparameters"),
    ("matrix.md", "markdown", "# LoRA\n\nLoRA nimmt an, dass die Änderungen einen niedrigen Ra‸ng haben.\n", None),
    # a German barrier that processes wait at; one at a level crossing
    ("barriere.md", "markdown", "# MPI\n\nAn der Barrie‸re warten alle Prozesse (Synchronisation von Prozessen).\n",
     "barrier"),
    ("bahn.md", "markdown", "# Bahn\n\nDie Barrie‸re am Bahnübergang schließt sich, wenn ein Zug kommt.\n", None),
    # a name written twice is no evidence of its own sense: NVIDIA's Dynamo beside NVIDIA, PyTorch's beside its compiler
    ("dynamo.md", "markdown", "# GTC\n\nNVIDIA open-sourced Dyna‸mo for inference. Unlike serving engines, Dynamo "
     "decouples prefill and decode.\n", "nvidia dynamo"),
    ("torchdynamo.md", "markdown", "# Compile\n\nDyna‸mo traces the bytecode; Dynamo hands the FX graph to "
     "torch.compile.\n", "torch.compile"),
    # an acronym whose expansion has its middle misremembered, NCCL's call, LoRA's config in prose
    ("grpo.md", "markdown", "# TRL\n\nDPO and Group Reasoning Post-Optimization (GRPO). GR‸PO samples groups.\n",
     "group relative policy optimization"),
    ("nccl.md", "markdown", "# NCCL\n\nRelated links: ncclAllRe‸duce()\n", "all-reduce"),
    ("config.md", "markdown", "# LoRA\n\nThe default r=4 LoRA con‸fig is often too small.\n", "lora hyperparameters"),
    # a serving engine's KV cache offloaded; a request handed to a worker thread
    ("swap.md", "markdown", "# vLLM\n\nRecomputation beats swapping (offloa‸ding KV cache to CPU).\n", "offloading"),
    ("thread.md", "markdown", "# Server\n\nWe offlo‸ad the request to a worker thread so the loop stays free.\n",
     None),
    # LoRA's target modules in words; a compiler's; "merging de LLM", French prose's English name
    ("modules.md", "markdown", "# LoRA\n\nSelecting Target Modu‸les and Rank for LoRA.\n", "lora hyperparameters"),
    ("bundle.md", "markdown", "# Build\n\nSet the compiler's target modu‸les to ES2020 before bundling.\n", None),
    ("merging.md", "markdown", "# Fusion\n\nQu'est-ce que le mer‸ging de LLM ?\n", "model merging"),
    # a root rank's Chinese broadcast, NumPy's; first-token latency in Chinese; a server's Multi-LoRA; a
    # German adjective joined by a hyphen, declined
    ("guangbo.md", "markdown", "# NCCL\n\n从 root rank 广‸播数据到所有设备。\n", "broadcast"),
    ("numpy.md", "markdown", "# NumPy\n\nNumPy 的广‸播机制让两个形状不同的数组可以相加。\n", None),
    ("shouzi.md", "markdown", "# 延迟\n\n两个指标是首字延‸迟(TTFT)和每字延迟(TPOT)。\n", "time to first token"),
    ("multilora.md", "markdown", "# vLLM\n\nvLLM bietet Multi-Lo‸RA Support und PagedAttention.\n",
     "multi-lora serving"),
    ("peft.md", "markdown", "# LoRA\n\nEine Parameter-effizi‸ente Fine-Tuning-Methode trainiert nur wenige "
     "Parameter des Modells.\n", "parameter-efficient fine-tuning"),
    # a pre-trained model in Japanese is the adjective; speculative decoding in katakana; Ray beside vLLM
    ("sanshou.md", "markdown", "# DPO\n\nDPO では参照モデルとして事前学‸習モデル π_ref を固定し、言語モデルの方策を学習する。\n",
     None),
    ("suiron.md", "markdown", "# 高速化\n\nKVキャッシュを整理し、スペキュレイティブ推‸論で待ち時間を減らす。\n",
     "speculative decoding"),
    ("ray.md", "markdown", "# Clúster\n\n- vLLM y Ra‸y\n", "ray"),
], ids=["quantizes-kv-cache", "prefix-reuse", "a-palette", "an-optimizers-states", "mpi-signature", "an-api-called",
        "fusionner-le-lora", "jax-f16", "a-policys-spec", "an-icon-shortcode", "the-name-beside-it", "torch-distributed",
        "a-collective-decision", "transformer-of-an-llm", "the-verb-transformer", "a-call-assigned", "the-tokenizer",
        "an-essential-oil", "context-window-extension", "a-comment-not-yet-closed",
        "a-numbered-heading", "a-version-namespace", "pytorch-distributed-training", "pytorch-distributed-alone",
        "transformadores-of-llms", "transformadores-of-a-substation", "bn-beside-normalization", "a-language-code",
        "pre-trained-weights", "the-pre-training-stage", "a-german-genitive", "a-parallelisms-adjective",
        "parallel-alone", "the-spanish-article", "the-rank-of-lora", "a-matrixs-low-rank",
        "a-processes-barrier", "a-level-crossings-barrier", "nvidia-dynamo-twice", "torchdynamo-twice",
        "a-misremembered-expansion", "nccl-all-reduce", "a-lora-config", "kv-cache-offloading", "work-to-a-thread",
        "loras-target-modules", "a-compilers-target-modules", "merging-de-llm", "a-root-ranks-broadcast",
        "numpys-broadcasting", "first-token-latency", "a-servers-multi-lora", "a-hyphenated-german-adjective",
        "a-pre-trained-model-ja", "speculative-inference-ja", "ray-beside-vllm"])
async def test_names_and_shapes_from_fresh_errors(session, name, language, text, expected):
    found = await session.hover_text(name, language, text)
    assert (title(found) if expected else found) == expected
