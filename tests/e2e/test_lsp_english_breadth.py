"""English names gathered by breadth through the real server (docs/evaluation.md, "Names by breadth"):
a British spelling the word forms do not derive, another name of a concept, and an everyday phrase
that names a concept only beside its context words, each with what stays quiet beside it. The style
of test_lsp_lecture_notes.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_british_spellings_of_names(session):
    rms = "# Norms\n\nLLaMA replaces LayerNorm by RMS normalis‸ation before each block.\n"
    assert title(await session.hover_text("rms.md", "markdown", rms)) == "rmsnorm"
    opt = "# Memory\n\nZeRO stage 1 is optimiser state shard‸ing across the data-parallel ranks.\n"
    assert title(await session.hover_text("zero.md", "markdown", opt)) == "optimizer state sharding"


async def test_other_names_of_a_concept(session):
    paged = "# Serving\n\nThe paged KV ca‸che stores keys and values in fixed-size blocks.\n"
    assert title(await session.hover_text("paged.md", "markdown", paged)) == "pagedattention"
    router = "# MoE\n\nEach MoE layer uses top-2 rout‸ing: two experts process every token.\n"
    assert title(await session.hover_text("router.md", "markdown", router)) == "moe router"


async def test_a_draft_model_beside_speculation_not_beside_a_contract(session):
    spec = "# Decoding\n\nA small draft mo‸del proposes tokens and the target model verifies them.\n"
    assert title(await session.hover_text("spec.md", "markdown", spec)) == "speculative decoding"
    contract = "# Minutes\n\nThe committee will review the draft mo‸del contract before the board meets.\n"
    assert await session.hover_text("contract.md", "markdown", contract) is None


async def test_second_pass_names_of_training_and_parallelism(session):
    kl = "# PPO\n\nThe penalty is the relative entr‸opy between the policy and the reference model.\n"
    assert title(await session.hover_text("kl.md", "markdown", kl)) == "kl divergence"
    p2p = "# Resharding\n\nThe mode is sendre‸cv or broadcast between the two meshes.\n"
    assert title(await session.hover_text("p2p.md", "markdown", p2p)) == "point-to-point communication"


async def test_a_mesh_axis_beside_sharding_not_beside_a_finite_element_grid(session):
    jax = "# Sharding\n\nEach array is split along the mesh ax‸is named 'data' in jax.sharding.\n"
    assert title(await session.hover_text("jax.md", "markdown", jax)) == "device mesh"
    fem = "# Grid\n\nThe mesh ax‸is of the finite element grid is aligned with the beam.\n"
    assert await session.hover_text("fem.md", "markdown", fem) is None


async def test_a_dashed_setting_and_a_quoted_key_of_a_docstring_are_code(session):
    listed = ('def generate(prompt, cfg):\n    """Generate text.\n\n    Args:\n'
              '        cfg: Optional dict supporting keys:\n'
              '            - temper‸ature (float)\n            - top_k (int)\n    """\n')
    assert await session.hover_text("gen.py", "python", listed) is None
    key = ('def generate(prompt, cfg):\n    """Generate text.\n\n    Example:\n'
           '        text = generate(prompt, {"temper‸ature": 0.7})\n    """\n')
    assert await session.hover_text("key.py", "python", key) is None
    prose = ('def generate(prompt, cfg):\n'
             '    """Generate text with a sampling temper‸ature of 0.7 and top-p of 0.9."""\n')
    assert title(await session.hover_text("prose.py", "python", prose)) == "temperature sampling"


async def test_a_paged_cache_beside_the_kv_cache_not_beside_a_buffer_pool(session):
    kv = "# Cache\n\nAppend the new tokens of each sequence to the paged ca‸che before attention.\n"
    assert title(await session.hover_text("kvpaged.md", "markdown", kv)) == "pagedattention"
    pool = "# Storage\n\nThe buffer pool keeps a paged ca‸che of the database's pages.\n"
    assert await session.hover_text("pool.md", "markdown", pool) is None


async def test_a_function_named_by_its_empty_call_in_a_comment(session):
    named = "# Always keep the mesh so fully_sh‸ard() can apply the policy.\nx = 1\n"
    assert title(await session.hover_text("named.py", "python", named)) == "fully sharded data parallel"
    called = "# model = fully_sh‸ard(model)\nx = 1\n"
    assert await session.hover_text("called.py", "python", called) is None
