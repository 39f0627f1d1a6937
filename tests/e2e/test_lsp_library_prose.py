"""Library, inference-engine and kernel prose in English, through the real server: each rule class
of docs/detection.md that reads it (an engine's words, model ids and file names, acronyms and their
spelled-out forms, names after a slash, kernel and recipe comments, code inside docs components),
each with what stays quiet beside it (physics' quantization, a lexer, a football team, a database's
float8, a waveguide's TE mode...). Course prose in French, Dutch and Bengali: test_lsp_course_prose.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_a_rank_after_a_quantifier_is_a_process(session):
    marked = "x = 1  # every ra‸nk loads its own part of the batch\n"
    assert title(await session.hover_text("loader.py", "python", marked)) == "rank and world size"
    matrix = "x = 1  # the ra‸nk of the update matrices sets how many parameters are trained\n"
    assert await session.hover_text("matrix.py", "python", matrix) is None


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


async def test_a_collective_broadcast_in_a_trainer_that_also_imports_numpy(session):
    head = "import numpy as np\nimport torch.distributed as dist\n\n"
    marked = head + "# broad‸cast the new weights from rank 0 to the generation workers\nx = 1\n"
    assert title(await session.hover_text("trainer.py", "python", marked)) == "broadcast"
    numpy = head + "# broad‸cast the scale over the rows of the matrix\ny = 1\n"
    assert await session.hover_text("rows.py", "python", numpy) is None


async def test_a_note_directive_with_a_space_before_its_colons_holds_prose(session):
    marked = 'def f():\n    """Shard it.\n\n    .. note ::\n\n        The optimizer uses FS‸DP for the states.\n    """\n'
    assert title(await session.hover_text("note.py", "python", marked)) == "fully sharded data parallel"


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


async def test_a_fence_inside_an_mdx_component_is_code_and_its_comment_prose(session):
    tabs = ('# Install\n\n<Tabs>\n  <Tab title="Ollama">\n    ```bash\n    # Pull the quant‸ized GGUF weights\n'
            '    ollama pull llama3.1\n    ```\n  </Tab>\n</Tabs>\n')
    assert title(await session.hover_text("tabs.mdx", "markdown", tabs)) == "quantization"
    code = ('# Install\n\n<Accordion title="Example">\n  ```json\n  { "provider": "olla‸ma" }\n  ```\n'
            '</Accordion>\n')
    assert await session.hover_text("accordion.mdx", "markdown", code) is None


async def test_beam_search_of_decoding_and_of_a_peer_network(session):
    decoding = "x = 1  # use beam sea‸rch with num_beams=4 for better translations\n"
    assert title(await session.hover_text("generate.py", "python", decoding)) == "beam search"
    dht = "x = 1  # beam sea‸rch will not give up until it exhausts this many nearest nodes of the DHT\n"
    assert await session.hover_text("dht.py", "python", dht) is None


async def test_a_training_verb_a_glob_and_a_de_prefix(session):
    verb = "x = 1  # bypass .update calls in order to accumu‸late gradients over several steps\n"
    assert title(await session.hover_text("scaler.py", "python", verb)) == "gradient accumulation"
    glob = "x = 1  # always lives on a ``*.experts``/``*.m‸oe`` module\n"
    assert await session.hover_text("glob.py", "python", glob) is None
    undone = 'import torch\n\n\ndef f(t):\n    """Quantize and de-quan‸tize tensor, scale, zero-point."""\n'
    assert await session.hover_text("dq.py", "python", undone) is None
    done = 'import torch\n\n\ndef f(t):\n    """Quan‸tize and de-quantize tensor, scale, zero-point."""\n'
    assert title(await session.hover_text("q.py", "python", done)) == "quantization"


async def test_a_framework_named_after_pytorch_and_a_package_pinned_elsewhere(session):
    framework = "# Bagua\n\nNow you can use Bagua in PyTo‸rch Lightning by setting a strategy.\n"
    assert await session.hover_text("lightning.md", "markdown", framework) is None
    pytorch = "# Bagua\n\nBagua is a training framework for PyTo‸rch, also run under PyTorch Lightning.\n"
    assert title(await session.hover_text("bagua.md", "markdown", pytorch)) == "pytorch"
    pinned = ("# fix the vision tower for transformers<5.0\nx = 1\n"
              "# transfor‸mers threads these kwargs into the vision tower, next to flash-attn\n")
    assert title(await session.hover_text("qwen.py", "python", pinned)) == "hugging face transformers"
    unpinned = "x = 1\n# transfor‸mers threads these kwargs into the vision tower, next to flash-attn\n"
    assert title(await session.hover_text("tower.py", "python", unpinned)) == "transformer"


async def test_a_kernels_prefill_shape_the_router_of_routed_experts_and_an_moe_layers_dropout(session):
    kernel = "# Benchmarks\n\nRun one custom causal pre‸fill shape:\n"
    assert title(await session.hover_text("kernel.md", "markdown", kernel)) == "prefill"
    router = "x = 1  # R3 rou‸ter replay: the capturer keeps the routed_experts of each token\n"
    assert title(await session.hover_text("rollout.py", "python", router)) == "moe router"
    http = "x = 1  # the rou‸ter sends each request to a model instance, round-robin\n"
    assert await session.hover_text("proxy.py", "python", http) is None
    moe = 'def f():\n    """Initialize an MoE layer.\n\n    output drop‸out probability.\n    """\n'
    assert title(await session.hover_text("layer.py", "python", moe)) == "dropout"


async def test_loss_scaling_of_mixed_precision_and_of_a_normalised_loss(session):
    fp16 = "x = 1  # loss sca‸ling keeps small fp16 gradients from underflowing\n"
    assert title(await session.hover_text("scaler.py", "python", fp16)) == "loss scaling"
    normalised = "x = 1  # Gradient accumulation requires scaled loss. Normally, loss sca‸ling in the parent class\n"
    assert await session.hover_text("grpo.py", "python", normalised) is None


async def test_a_lower_case_eps_grad_checkpointing_and_a_task_queues_pipeline(session):
    capitals = "x = 1  # route the MoE experts over the E‸Ps of each node\n"
    assert title(await session.hover_text("moe.py", "python", capitals)) == "expert parallelism"
    epsilon = "x = 1  # bfloat16 ep‸s = 0.0078125 / 32, beside the MoE experts of an EP rank\n"
    assert await session.hover_text("utils.py", "python", epsilon) is None
    grad = "x = 1  # compile + grad checkpoint‸ing work, but the DDP optimizer must be disabled\n"
    assert title(await session.hover_text("main.py", "python", grad)) == "activation checkpointing"
    queue = ("# Changes\n\n* Pass failed chord members to the callback.\n"
             "* Write the error of a failed pipe‸line stage to every skipped downstream stage.\n")
    assert await session.hover_text("CHANGELOG.md", "markdown", queue) is None


async def test_a_typed_dicts_adapter_and_a_peft_adapter(session):
    typed = ('import peft\n\n\nclass RowAdapter(TypedDict):\n'
             '    """Ada‸pter for mapping from the dataset row into the QAInput format."""\n')
    assert await session.hover_text("qa.py", "python", typed) is None
    lora = ('import peft\n\n\nclass AdapterModelConfig:\n'
            '    """Load a model fine-tuned with LoRA: the adap‸ter is merged into the base model."""\n')
    assert title(await session.hover_text("adapter_model.py", "python", lora)) == "adapters"


async def test_an_accounts_slug_before_an_ids_slash_and_a_collective_in_prose(session):
    dataset = 'import torch.distributed\n\n"""\ndataset:\nopenaccess-ai-collec‸tive/jeopardy\n"""\n'
    assert await session.hover_text("jeopardy.py", "python", dataset) is None
    prose = 'import torch.distributed\n\n"""\nEach rank joins the collec‸tive all-reduce of the gradients.\n"""\n'
    assert title(await session.hover_text("sync.py", "python", prose)) == "collective communication"


async def test_a_numpydoc_parameter_a_code_name_in_backticks_and_a_device_string(session):
    numpydoc = ('def fit(lr, device):\n    """Fit the MLP.\n\n    Parameters\n    ----------\n'
                '    l‸r : float, optional\n        Learning rate of the optimizer.\n    """\n')
    assert await session.hover_text("press.py", "python", numpydoc) is None
    prose = 'def fit(lr):\n    """Fit the MLP with a small l‸r and a warmup of the learning rate."""\n'
    assert title(await session.hover_text("fit.py", "python", prose)) == "learning rate"
    section = 'def get_config():\n    """MPI information is provided under an ``m‸pi`` section of mpi.cfg."""\n'
    assert await session.hover_text("config.py", "python", section) is None
    device = 'def fit(device):\n    """Device to use, by default "cu‸da:0"."""\n'
    assert await session.hover_text("device.py", "python", device) is None


async def test_a_libraries_constant_after_its_possessive_and_a_model_names_styling(session):
    constant = "x = 1  # patch transfor‸mers' ALL_ATTENTION_FUNCTIONS to support head-wise key masking\n"
    assert title(await session.hover_text("attention.py", "python", constant)) == "hugging face transformers"
    styled = "# Modellen\n\n| oLLa‸ma-7B | 7 miljard | 13 |\n"
    assert await session.hover_text("modellen.md", "markdown", styled) is None
    plain = "# Modellen\n\nStart Olla‸ma en download het model.\n"
    assert title(await session.hover_text("start.md", "markdown", plain)) == "ollama"


async def test_an_import_in_unfenced_code_a_jax_mesh_and_an_embedded_field(session):
    imported = "# মডেল\n\nTransformer আর্কিটেকচার দিয়ে:\n\nfrom transfor‸mers import pipeline\n"
    assert title(await session.hover_text("pipeline.md", "markdown", imported)) == "hugging face transformers"
    mesh = 'def f():\n    """Run it inside the me‸sh with the jax sharding rules and PartitionSpec axes."""\n'
    assert title(await session.hover_text("mesh.py", "python", mesh)) == "device mesh"
    embedded = "x = 1  # the transformer cache keeps its embed‸ded fields\n"
    assert await session.hover_text("cache.py", "python", embedded) is None
async def test_ties_merging_two_full_models_is_model_merging_and_a_lora_merge_stays_lora_merging(session):
    plan = ("# Merge plan\n\n### DARE (Drop And REscale) & TI‸ES Method\n\n"
            "Merge the Bengali and the coder fine-tunes of Llama 3 with mergekit.\n")
    assert title(await session.hover_text("plan.md", "markdown", plan)) == "model merging"
    lora = "# Export\n\nFold the LoRA adapter into the base weights with merge_and_un‸load before serving.\n"
    assert title(await session.hover_text("export.md", "markdown", lora)) == "lora merging"
    words = "# Family\n\nThe TI‸ES AND BONDS of the village.\n"
    assert await session.hover_text("family.md", "markdown", words) is None
