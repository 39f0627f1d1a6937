"""Lecture notes and local-model docs in Bengali, Dutch and French, through the real server: the
rule classes of docs/detection.md that the retired seventh set's errors showed (a diagram in a text
fence, math written without its delimiters, a note that opens with a thematic break, a model's tag,
"PE" and "sinusoidal encoding" in a note on positional encoding, a Dutch gloss of RLHF and a runner's
context length, a French tokenizer "pré-entraîné sur" a language), and those a French course sample showed
(a classifier's top-k accuracy, the French verb "Adapter BERT pour ...", a script's body left in Markdown),
each with what stays quiet beside it; and those the retired ninth set's French, Dutch and Bengali errors showed (the
French names of an MoE's router and capacity, the Switch Transformer, the French verb after its object pronoun, a
function a formula defines, English words alone in Bengali lessons, Perplexity beside other assistants). The style
of test_lsp_course_prose.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_a_text_fences_diagram_is_code(session):
    fence = ("# 9. Transformer Flow\n\n```text\nToken → Embedding\n   + Positional Enco‸ding\n"
             "   Multi-Head Attention\n```\n")
    assert await session.hover_text("flow.md", "markdown", fence) is None
    prose = "# 10. Insight\n\nPositional Enco‸ding = “Where”\n"
    assert title(await session.hover_text("insight.md", "markdown", prose)) == "positional encoding"


async def test_math_without_delimiters_is_no_prose_and_a_defined_pe_is(session):
    defined = "# Positional Encoding\n\nতাই আমরা **Positional Encoding (P‸E)** যোগ করি।\n"
    assert title(await session.hover_text("pe.md", "markdown", defined)) == "positional encoding"
    legend = ("# Positional Encoding\n\nএখানে:\n\n* (X_{embedding}) = semantic information\n"
              "* (P‸E) = structural/order information\n")
    assert await session.hover_text("legend.md", "markdown", legend) is None
    index = "# Positional Encoding\n\nএখানে:\n\n* (X_{embed‸ding}) = semantic information\n"
    assert await session.hover_text("index.md", "markdown", index) is None


async def test_a_note_opening_with_a_thematic_break_is_prose(session):
    marked = ("---\n\n# 7. Absolute vs Learned Positional Enco‸ding\n\n* Fixed\n* Trainable parameter\n\n---\n\n"
              "# 8. Why Add Instead of Concatenate?\n")
    assert title(await session.hover_text("break.md", "markdown", marked)) == "positional encoding"
    front = "---\ntitle: Positional Enco‸ding\n---\n\n# Notes\n"
    assert await session.hover_text("front.md", "markdown", front) is None


async def test_the_transformer_and_pe_in_a_note_on_positional_encoding(session):
    marked = "# Positional Encoding\n\n" + "কারণ: লেখা।\n" * 30 + "\n# 9. Transfor‸mer Flow With PE\n"
    assert title(await session.hover_text("note.md", "markdown", marked)) == "transformer"
    pe = "# Positional Encoding\n\n" + "কারণ: লেখা।\n" * 30 + "\n# 9. Transformer Flow With P‸E\n"
    assert title(await session.hover_text("note2.md", "markdown", pe)) == "positional encoding"
    chip = "# Accelerators\n\nEach P‸E of the systolic array holds one weight.\n"
    assert await session.hover_text("chip.md", "markdown", chip) is None


async def test_sinusoidal_encoding_of_positions_not_of_the_hour(session):
    marked = "এটা position-কে multi-scale ভাবে represent করে।\n\nSinusoidal enco‸ding-এর বড় সুবিধা:\n"
    assert title(await session.hover_text("sin.md", "markdown", marked)) == "positional encoding"
    hour = "# Features\n\nUse a sinusoidal enco‸ding of the hour of the day as two features.\n"
    assert await session.hover_text("hour.md", "markdown", hour) is None


async def test_a_models_tag_is_part_of_its_id(session):
    tag = "# Modellen\n\n- **bramvanroy/geitje-7b-ultra:Q4_K‸_M**: Een Nederlands model\n"
    assert await session.hover_text("modellen.md", "markdown", tag) is None
    quant = "# Modellen\n\nKies de Q4_K‸_M-variant van het model.\n"
    assert title(await session.hover_text("quant.md", "markdown", quant)) == "gguf"


async def test_a_dutch_gloss_of_rlhf_and_a_runners_context_length(session):
    rlhf = ("# ChatGPT\n\nZe gebruikten daarvoor een techniek genaamd reinforcement learning from human feedback "
            "(RLHF), versterkend leren via mense‸lijke feedback.\n")
    assert title(await session.hover_text("rlhf.md", "markdown", rlhf)) == "reinforcement learning from human feedback"
    alone = "# Leren\n\nDe leerlingen leren via mense‸lijke feedback van hun leraar.\n"
    assert await session.hover_text("leren.md", "markdown", alone) is None
    context = "# Instellingen\n\n- **Context Len‸gth**: Maximum aantal tokens dat het model kan verwerken.\n"
    assert title(await session.hover_text("instellingen.md", "markdown", context)) == "context window"


async def test_a_tokenizer_pre_trained_on_french_is_no_pre_training(session):
    tokenizer = ("# Tokenisation\n\nIl est conseillé d'utiliser un tokenizer pré-entra‸îné sur le français pour les "
                 "modèles de langage.\n")
    assert await session.hover_text("tok.md", "markdown", tokenizer) is None
    model = "# Modèles\n\nLes modèles pré-entra‸înés sur de vastes corpus gardent leur tokenizer.\n"
    assert title(await session.hover_text("mod.md", "markdown", model)) == "pre-training"


async def test_top_k_accuracy_is_a_metric_and_top_k_of_a_sampler_is_sampling(session):
    metric = ("### 4.4 Top-K Accuracy\n\nPour la classification multi-classes, le To‸p-K Accuracy mesure si la "
              "bonne classe est parmi les K prédictions les plus probables.\n")
    assert await session.hover_text("metric.md", "markdown", metric) is None
    sampler = "# Génération\n\nOn échantillonne avec to‸p-k et une température de 0,7.\n"
    assert title(await session.hover_text("sampler.md", "markdown", sampler)) == "top-k sampling"


async def test_adapter_before_a_models_name_is_the_french_verb(session):
    verb = "# Fine-tuning\n\n### 🎯 Adap‸ter BERT pour Classification\n\nLe fine-tuning avec LoRA spécialise BERT.\n"
    assert await session.hover_text("verb.md", "markdown", verb) is None
    noun = "# Fine-tuning\n\nOn entraîne un adap‸ter LoRA pour chaque tâche avec PEFT.\n"
    assert title(await session.hover_text("noun.md", "markdown", noun)) == "adapters"


async def test_a_scripts_body_left_in_markdown_is_code(session):
    script = ("# Fine-tuning\n\n// Simulation function simulate() { const input = document.getElementById('x').value; "
              "let config = { model: 'gpt2', learning_r‸ate: '5e-5' }; taskType = 'texte'; }\n")
    assert await session.hover_text("script.md", "markdown", script) is None
    prose = "# Fine-tuning\n\nLe learning r‸ate faible préserve les connaissances du modèle pré-entraîné.\n"
    assert title(await session.hover_text("prose.md", "markdown", prose)) == "learning rate"


async def test_the_french_names_of_an_moes_router_and_capacity(session):
    router = "# MoE\n\nLe rou‸teur choisit deux experts pour chaque jeton de la couche MoE.\n"
    assert title(await session.hover_text("routeur.md", "markdown", router)) == "moe router"
    capacity = "# MoE\n\nLe facteur de capa‸cité fixe combien de *tokens* un expert traite dans la couche MoE.\n"
    assert title(await session.hover_text("capacite.md", "markdown", capacity)) == "expert capacity factor"
    plant = "# Énergie\n\nLe facteur de capa‸cité de la centrale nucléaire atteint 90 % selon les experts.\n"
    assert await session.hover_text("centrale.md", "markdown", plant) is None
    switch = "# MoE\n\nLe *Switch Transfor‸mer* est un modèle T5 dont la couche MoE a un seul expert par jeton.\n"
    assert await session.hover_text("switch.md", "markdown", switch) is None


async def test_the_french_verb_after_its_pronoun_and_a_formulas_function(session):
    verb = "# Décodeur\n\nLa pile délivre un vecteur. Comment le transfor‸mer en mots ? Avec l'auto-attention.\n"
    assert await session.hover_text("verbe.md", "markdown", verb) is None
    tok = "# Sous-mots\n\n## Tokénisa‸tion en sous-mots\n\nLe vocabulaire BPE.\n"
    assert title(await session.hover_text("tok.md", "markdown", tok)) == "tokenizer"
    formula = "# Positional Encoding\n\nSelf-attention order-agnostic।\nP‸E(pos, 2i) = sin(pos / 10000^(2i/d))\n"
    assert await session.hover_text("formula.md", "markdown", formula) is None


async def test_english_words_alone_in_a_bengali_lesson(session):
    lesson = ("# LLM\n\nSampling / Decoding\n- Gree‸dy — সবসময় highest probability token।\n"
              "- Temperature — randomness control।\n- Beam search — multi-path।\n")
    assert title(await session.hover_text("decoding.md", "markdown", lesson)) == "greedy decoding"
    block = "# LLM\n\n- Stack of N blocks: Attention + FFN + LayerNorm + Resid‸ual।\n"
    assert title(await session.hover_text("block.md", "markdown", block)) == "residual connection"
    regression = "# Stats\n\nThe OLS regression leaves a resid‸ual for each point.\n"
    assert await session.hover_text("ols.md", "markdown", regression) is None


async def test_perplexity_beside_other_assistants_is_the_product(session):
    product = "# LLM's\n\nGrote taalmodellen zoals ChatGPT, Gemini en Perplex‸ity halen geen antwoorden uit een database.\n"
    assert await session.hover_text("product.md", "markdown", product) is None
    window = "# Context\n\nDe context window is groot: moderne modellen hebben 32K-200K token win‸dows.\n"
    assert title(await session.hover_text("window.md", "markdown", window)) == "context window"
