"""Names as pages' text writes them, through the real server: a footnote's number glued to a name of
several words and digits that run on into an identifier, PyTorch's ``cross_entropy`` in a formula, the
embedding matrix, and the French "limite de tokens" of a language model beside an API's quota per minute."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


@pytest.mark.parametrize(("name", "language", "text", "expected"), [
    ("note.md", "markdown", "# Tokens\n\nUn LLM a une limite, appelée longueur de conte‸xte5. Au-delà, il oublie.\n",
     "context window"),
    ("field.md", "markdown", "# Config\n\nSet the context win‸dow2048 field before loading.\n", None),
    ("ppl.md", "markdown", "# Perplexity\n\nPerplexity = exp(cross_entro‸py). Lower is better.\n", "cross-entropy loss"),
    ("table.md", "markdown", "# Embeddings\n\nThe table of all of them is the embedding mat‸rix.\n", "embedding"),
    ("limite.md", "markdown", "# LLM\n\nChaque modèle de langage a une limi‸te de tokens fixe.\n", "context window"),
    ("quota.md", "markdown", "# API\n\nL'API impose une limi‸te de tokens par minute à chaque modèle de langage.\n",
     None),
], ids=["a-footnote-number", "digits-of-an-identifier", "cross-entropy-in-a-formula", "embedding-matrix",
        "limite-de-tokens", "a-quota-per-minute"])
async def test_names_as_pages_write_them(session, name, language, text, expected):
    found = await session.hover_text(name, language, text)
    assert (title(found) if expected else found) == expected
