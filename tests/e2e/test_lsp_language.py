"""The reader's language: initializationOptions, workspace/configuration, locale, live switch."""

import langid
import pytest
from lsprotocol import types

from support.lsp_session import CLIENTS, start
from support.waiting import wait_until

ZERO = "x = 1  # Ze‸RO\n"
langid.set_languages(["en", "fr", "nl", "bn", "zh", "ja", "es", "de"])


def definition_language(hover_text: str) -> str:
    # the definition is the longest paragraph of the hover
    paragraph = max(hover_text.split("\n\n"), key=len)
    return langid.classify(paragraph)[0]


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_language_from_initialization_options(raw_client, tmp_path, client_name):
    session = await start(raw_client, client_name, tmp_path, init_options={"language": "fr"})
    text = await session.hover_text("a.py", "python", ZERO)
    assert definition_language(text) == "fr"


@pytest.mark.parametrize("client_name", CLIENTS)
async def test_language_from_workspace_configuration(raw_client, tmp_path, client_name):
    session = await start(raw_client, client_name, tmp_path, config={"language": "nl"})
    text = await session.hover_text("a.py", "python", ZERO)
    assert definition_language(text) == "nl"


async def test_language_from_client_locale(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, locale="bn-BD")
    text = await session.hover_text("a.py", "python", ZERO)
    assert definition_language(text) == "bn"


async def test_unknown_locale_falls_back_to_english(raw_client, tmp_path):
    # Traditional Chinese: the glossary's Chinese is Simplified (docs/translating.md says why)
    session = await start(raw_client, "visual-studio-code", tmp_path, locale="zh-tw")
    text = await session.hover_text("a.py", "python", ZERO)
    assert definition_language(text) == "en"


async def test_live_switch_with_settings_in_the_notification(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path)
    assert definition_language(await session.hover_text("a.py", "python", ZERO)) == "en"
    raw_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"aiGlossary": {"language": "fr"}})
    )
    assert definition_language(await session.hover_text("b.py", "python", ZERO)) == "fr"


async def test_live_switch_by_pulling_configuration(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path, config={"language": "en"})
    assert definition_language(await session.hover_text("a.py", "python", ZERO)) == "en"
    raw_client.set_configuration({"language": "bn"}, section="aiGlossary")
    raw_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))

    async def hover_is_in_bengali() -> bool:
        return definition_language(await session.hover_text("b.py", "python", ZERO)) == "bn"

    assert await wait_until(hover_is_in_bengali)  # the server pulls the configuration asynchronously


async def test_invalid_setting_is_reported_and_ignored(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"language": "fr", "scope": 42})
    assert definition_language(await session.hover_text("a.py", "python", ZERO)) == "fr"
    assert any("aiGlossary.scope" in m.message for m in raw_client.messages)


async def test_plain_text_hover_for_a_client_without_markdown(raw_client, tmp_path):
    from pytest_lsp import client_capabilities

    caps = client_capabilities("visual-studio-code")
    caps.text_document.hover.content_format = [types.MarkupKind.PlainText]
    session = await start(raw_client, "visual-studio-code", tmp_path, capabilities=caps)
    result = await session.hover("a.py", "python", ZERO)
    assert result.contents.kind == types.MarkupKind.PlainText
    assert "Zero Redundancy Optimizer" in result.contents.value
    assert "**" not in result.contents.value and "\\" not in result.contents.value


@pytest.mark.parametrize(
    "scope, marked, expected",
    [
        ("prose", 'name = "use Ze‸RO here"\n', False),
        ("strings", 'name = "use Ze‸RO here"\n', True),
        ("strings", "model = FS‸DP(model)\n", False),
        ("everywhere", "model = FS‸DP(model)\n", True),
    ],
)
async def test_scope_setting_widens_where_terms_are_found(raw_client, tmp_path, scope, marked, expected):
    session = await start(raw_client, "visual-studio-code", tmp_path, init_options={"scope": scope})
    text = await session.hover_text("a.py", "python", marked)
    assert (text is not None) == expected


async def test_bengali_and_french_names_in_markdown_are_hovered_in_the_readers_language(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path, init_options={"language": "bn"})
    # a Bengali name with the genitive ending, after Bengali text (combining marks before the term)
    text = await session.hover_text("bn.md", "markdown", "# নোট\n\nআমরা লো‸রার সাহায্যে মডেল টিউন করি।\n")
    assert text is not None and definition_language(text) == "bn"
    assert "Low-Rank Adaptation" in text
    text = await session.hover_text("fr.md", "markdown", "Le parallélisme de do‸nnées réplique le modèle.\n")
    assert text is not None and "Data Parallelism" in text and definition_language(text) == "bn"


async def test_pull_client_is_asked_for_configuration_change_notifications(raw_client, tmp_path):
    """VS Code's language client, without the deprecated push (`synchronize.configurationSection`),
    sends workspace/didChangeConfiguration only for a server that registered for it."""
    await start(raw_client, "visual-studio-code", tmp_path)

    def registered():
        return types.WORKSPACE_DID_CHANGE_CONFIGURATION in [r.method for r in raw_client.registrations]

    assert await wait_until(registered)
