"""French and Dutch names through the real server: the rule classes of docs/detection.md that the
retired tenth set's French and Dutch errors showed (the Dutch "tensorkernen", the spelled-out
number formats, the aandacht- compounds of attention heads, a function a TeX text command names),
and names gathered by breadth (translators' synonyms, calques and compounds), each with what stays
quiet beside it. The style of test_lsp_lecture_notes.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_dutch_tensor_cores_and_the_kernels_of_a_nut(session):
    cores = "# GPU's\n\nTensorker‸nen zijn ontworpen om matrixvermenigvuldigingen snel uit te voeren.\n"
    assert title(await session.hover_text("kernen.md", "markdown", cores)) == "tensor cores"
    nut = "# Noten\n\nDe ker‸nen van de walnoten zijn bitter.\n"
    assert await session.hover_text("noten.md", "markdown", nut) is None


async def test_dutch_full_precision_beside_half_precision_not_beside_quantization(session):
    full = ("# Precisie\n\nZe verwerken inputs in half-precisie (FP16) en verzamelen resultaten in volledige "
            "preci‸sie (FP32).\n")
    assert title(await session.hover_text("precisie.md", "markdown", full)) == "fp32"
    weights = "# QLoRA\n\nLes poids quantifiés en 4 bits approchent les poids en pleine préci‸sion (BF16).\n"
    assert await session.hover_text("qlora.md", "markdown", weights) is None


async def test_dutch_attention_heads_and_ordinary_attention(session):
    heads = "# Aandacht\n\nHet model gebruikt verschillende lagen en aandachtshoof‸den om patronen te vinden.\n"
    assert title(await session.hover_text("hoofden.md", "markdown", heads)) == "multi-head attention"
    plain = "# Overleg\n\nGeef de hoofden van de afdelingen extra aandacht tijdens het over‸leg.\n"
    assert await session.hover_text("overleg.md", "markdown", plain) is None


async def test_a_function_in_a_tex_text_command_is_formula_notation(session):
    formula = ("# Aandacht\n\nDe scores gaan door een softmax-functie: [ \\text{Attention}(Q, K, V) = "
               "\\text{soft‸max}\\left(\\frac{QK^T}{\\sqrt{d_k}}\\right)V ]\n")
    assert await session.hover_text("formule.md", "markdown", formula) is None
    prose = "# Aandacht\n\nDe soft‸max-functie zorgt ervoor dat de scores sommen tot 1.\n"
    assert title(await session.hover_text("proza.md", "markdown", prose)) == "softmax"


async def test_names_by_breadth_and_the_same_words_in_other_trades(session):
    kv = "# Inferentie\n\nDe sleutel-waarde-ca‸che groeit met de lengte van de context.\n"
    assert title(await session.hover_text("kv.md", "markdown", kv)) == "kv cache"
    ttft = "# Service\n\nLa latence du premier je‸ton mesure la réactivité du modèle.\n"
    assert title(await session.hover_text("ttft.md", "markdown", ttft)) == "time to first token"
    fusion = "# Physique\n\nLa fusion des noy‸aux atomiques libère de l'énergie dans le Soleil.\n"
    assert await session.hover_text("fusion.md", "markdown", fusion) is None


async def test_french_batches_as_lots_and_a_participle_that_agrees(session):
    lots = ("# Inférence\n\nLe décodage spéculatif accélère les modèles de mélange d'experts sous des tailles "
            "de l‸ot modérées.\n")
    assert title(await session.hover_text("lots.md", "markdown", lots)) == "batch size"
    land = "# Immobilier\n\nLa taille du l‸ot est de 500 m2 pour ce terrain à bâtir.\n"
    assert await session.hover_text("terrain.md", "markdown", land) is None
    bound = ("# Inférence\n\nLes couches FFN deviennent limitées par la mé‸moire en raison de la faible intensité "
             "arithmétique.\n")
    assert title(await session.hover_text("borne.md", "markdown", bound)) == "memory-bound vs compute-bound"
    heads = "# Attention\n\nCâbler l'auto-attention pour un token, puis passer à multi-tê‸te.\n"
    assert title(await session.hover_text("tetes.md", "markdown", heads)) == "multi-head attention"
    embroidery = "# Atelier\n\nCette brodeuse multi-tê‸tes brode douze casquettes à la fois.\n"
    assert await session.hover_text("brodeuse.md", "markdown", embroidery) is None


async def test_names_of_the_distributed_and_serving_families_and_a_tax_office(session):
    tpot = "# Service\n\nLa latence entre je‸tons dépend de la taille du lot.\n"
    assert title(await session.hover_text("tpot.md", "markdown", tpot)) == "time per output token"
    sgd = "# Training\n\nGedistribueerde S‸GD middelt de gradiënten van meerdere workers.\n"
    assert title(await session.hover_text("sgd.md", "markdown", sgd)) == "distributed gradient descent"
    recompute = "# Megatron\n\nMegatron gebruikt selectieve herbereke‸ning van de activaties van de attention.\n"
    hover = await session.hover_text("recompute.md", "markdown", recompute)
    assert title(hover) == "selective activation recomputation"
    taxes = "# Belasting\n\nDe selectieve herbereke‸ning van de toeslagen volgt in maart.\n"
    assert await session.hover_text("toeslagen.md", "markdown", taxes) is None


async def test_a_french_mpi_courses_collectives_in_restructured_text(session):
    # a colon between spaces (French typography) above the collective loses no paragraph
    course = ("Communications\n==============\n\n- ``dest`` : rang du processus recevant des données.\n\n"
              "Pour envoyer les mêmes informations à tous les processus d'un même communicateur, on utilise "
              "une méthode effectuant une **diffu‸sion** :\n")
    assert title(await session.hover_text("collectives.rst", "restructuredtext", course)) == "broadcast"
    model = ("Diffusion\n=========\n\n- ``bruit`` : le niveau de bruit.\n\n"
             "Les modèles de diffusion inversent un processus de diffu‸sion qui ajoute du bruit.\n")
    assert await session.hover_text("diffusion.rst", "restructuredtext", model) is None
