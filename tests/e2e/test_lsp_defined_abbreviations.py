"""Abbreviations a document defines for a concept, through the real server: a hover on "SD" far
from "le décodage spéculatif (SD)" explains speculative decoding (the first hover after opening
the document too, which the regions around the cursor cannot settle), in Markdown and in a Python
comment; a parenthesis that defines nothing stays quiet; a known acronym the document defines as another
concept ("DataParallel (DP)") is that concept there. The style of test_lsp_lecture_notes.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_a_french_abbreviation_defined_in_an_earlier_paragraph(session):
    text = ("# Décodage\n\nLe décodage spéculatif (SD) vérifie plusieurs jetons à la fois.\n\n"
            + "Un paragraphe sans rapport.\n\n" * 30
            + "Pour les MoE, le S‸D reste efficace sous des tailles de lot modérées.\n")
    assert title(await session.hover_text("sd.md", "markdown", text)) == "speculative decoding"


async def test_an_abbreviation_defined_in_a_docstring_explains_a_comment(session):
    text = ('"""Train the student by knowledge distillation (KD)."""\n\nimport torch\n\n\n'
            "def step(batch):\n    # K‸D keeps the teacher frozen\n    return batch\n")
    assert title(await session.hover_text("kd.py", "python", text)) == "knowledge distillation"


async def test_a_parenthesis_that_defines_nothing(session):
    text = "# Méthode\n\nNotre méthode (SD) est nouvelle. Le S‸D gagne.\n"
    assert await session.hover_text("rien.md", "markdown", text) is None


async def test_a_known_acronym_the_tutorial_defines_as_another_concept(session):
    # the glossary reads "DP" as data parallelism; this tutorial names PyTorch's class so
    text = ("# DP or DDP?\n\nPyTorch offers DataParallel (DP) and DistributedDataParallel (DDP).\n\n"
            + "An unrelated paragraph.\n\n" * 30
            + "Use D‸P only on one machine with a few GPUs.\n")
    assert title(await session.hover_text("dp.md", "markdown", text)) == "dataparallel"


async def test_a_known_acronym_nobody_redefines_keeps_its_reading(session):
    text = "# Parallelism\n\nMegatron combines TP, PP and D‸P on thousands of GPUs.\n"
    assert title(await session.hover_text("dp3d.md", "markdown", text)) == "data parallelism"
