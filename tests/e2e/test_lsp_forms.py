"""Hover on the forms people write: localized names in their language, Bengali endings, English
word forms and acronyms in other cases, Bengali and katakana loanwords spelled otherwise than the
glossary spells them, through the real server."""

import pytest
from lsprotocol import types

from support.lsp_session import units

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_french_name_in_french_prose_hovers(session):
    md = "# Mémoire\n\nLa quantific‸ation des poids en int8 réduit la mémoire du modèle.\n"
    text = await session.hover_text("LISEZMOI.md", "markdown", md)
    assert text is not None and "Quantization" in text


async def test_french_name_in_english_prose_is_quiet(session):
    md = "Uncertainty quantific‸ation for the model: we estimate the calibration error of int8 weights.\n"
    assert await session.hover_text("README.md", "markdown", md) is None


async def test_bengali_inflected_form_hovers(session):
    text = await session.hover_text("README.md", "markdown", "## ট্রান্সফর‸মারগুলি\n\nএই অংশে সেলফ-অ্যাটেনশন আর মডেলের কথা।\n")
    assert text is not None and "Transformer" in text


async def test_english_word_form_hovers(session):
    text = await session.hover_text("q.py", "python", "w = load()  # weights are quanti‸zed to int8 here\n")
    assert text is not None and "Quantization" in text
    text = await session.hover_text("t.py", "python", "m = load()  # an instruction-tu‸ned model\n")
    assert text is not None and "Instruction tuning" in text


async def test_acronym_in_capitals_hovers_but_the_radio_does_not(session):
    text = await session.hover_text("a.py", "python", "x = 1  # merge the LO‸RA weights\n")
    assert text is not None and "Low-Rank Adaptation" in text
    assert await session.hover_text("b.py", "python", "x = 1  # a LoR‸a gateway for the sensors\n") is None


async def test_bengali_loanword_spelled_otherwise_hovers_at_its_place(session):
    # the glossary writes অ্যাটেনশন মাস্ক: here এ্যা for অ্যা and স for শ, after an emoji, so that
    # the range is counted in the client's position units (UTF-16 or UTF-8), not in characters
    line = "😀 এ্যাটেনসন মাস্কের মান শূন্য হলে টোকেনটি বাদ যায়।"
    result = await session.hover("bn-loanword.md", "markdown", "# মাস্ক\n\n" + line.replace("এ্যাটেন", "এ্যা‸টেন") + "\n")
    assert result is not None and "attention mask" in result.contents.value.lower()
    start = units(line[: line.index("এ্যা")], session.encoding)
    end = units(line[: line.index("মাস্কের") + len("মাস্কের")], session.encoding)
    assert result.range == types.Range(types.Position(2, start), types.Position(2, end))


async def test_katakana_loanword_written_with_the_middle_dot_hovers(session):
    # the glossary writes テンソルパラレル as one word; a middle dot between its parts
    line = "😀 大きなモデルでは「テンソル・パラレル」で層を分割する。"
    result = await session.hover("ja-loanword.md", "markdown", line.replace("パラレル", "パラ‸レル") + "\n")
    assert result is not None and "tensor parallelism" in result.contents.value.lower()
    start = units(line[: line.index("テンソル")], session.encoding)
    end = units(line[: line.index("」")], session.encoding)
    assert result.range == types.Range(types.Position(0, start), types.Position(0, end))


async def test_bengali_word_close_to_a_short_name_is_quiet(session):
    # গাদার (a heap's) is গ্যাদার (gather) without its ya-phala: a short name keeps its letters
    assert await session.hover_text("bn-ordinary.md", "markdown", "খড়ের গা‸দার পাশে বসে থাকা।\n") is None


async def test_dutch_compound_that_holds_a_name_hovers(session):
    md = "# Kwantisatie\n\nDe modelkwanti‸satie naar INT4 verkleint het model voor de telefoon.\n"
    text = await session.hover_text("LEESMIJ.md", "markdown", md)
    assert text is not None and "Quantization" in text
    md = "Een foto wordt in de browser omgezet met kleurkwanti‸satie naar twaalf kleuren.\n"
    assert await session.hover_text("kleuren.md", "markdown", md) is None


async def test_french_synonym_and_participle_hover(session):
    md = "La parallélisa‸tion du pipeline découpe le modèle en étapes, une par GPU.\n"
    text = await session.hover_text("LISEZMOI.md", "markdown", md)
    assert text is not None and "Pipeline Parallelism" in text
    md = "Grâce aux modèles quantifi‸és en INT4, nous pouvons les déployer sur le téléphone.\n"
    text = await session.hover_text("deploiement.md", "markdown", md)
    assert text is not None and "Quantization" in text
