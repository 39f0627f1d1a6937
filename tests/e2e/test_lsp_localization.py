"""Every message in the reader's language: settings warnings, glossary diagnostics and messages,
completion details; the negotiation of that language, and a live switch re-publishing diagnostics."""

import langid
from lsprotocol import types

from support.lsp_session import start
from support.waiting import until_notified, wait_until

langid.set_languages(["en", "fr", "nl", "bn"])
ZERO = "x = 1  # Ze‸RO\n"

# an error that keeps the file from being used (unknown related id), with fields quoted verbatim
BROKEN_RELATED = """\
concepts:
  - id: blorp-sharding
    term: Blorp Sharding
    related: [fsdpp]
    definitions:
      en: Splitting blorps across the nodes of a cluster.
"""


def definition_language(hover_text: str) -> str:
    return langid.classify(max(hover_text.split("\n\n"), key=len))[0]


def diagnostics_of(client, path):
    return client.diagnostics.get(path.as_uri())


async def published(client, path, condition):
    return await until_notified(client, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
                                lambda: condition(diagnostics_of(client, path)))


async def complete(session, name, marked):
    uri, pos = session.open(name, "markdown", marked)
    return await session.client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri), position=pos))


async def test_a_french_client_gets_french_settings_warnings(raw_client, tmp_path):
    await start(raw_client, "visual-studio-code", tmp_path, locale="fr-FR", init_options={"scope": 42})
    assert await wait_until(lambda: raw_client.messages)
    assert [m.message for m in raw_client.messages] == [
        "aiGlossary.scope : attendu une chaîne de caractères, reçu 42 ; valeur utilisée : 'prose'"]


async def test_a_french_client_gets_french_glossary_diagnostics_and_messages(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(BROKEN_RELATED, encoding="utf-8")
    await start(raw_client, "visual-studio-code", tmp_path, locale="fr")
    diagnostics = await published(raw_client, glossary, lambda found: found)
    assert [d.message for d in diagnostics] == [
        "concept « blorp-sharding » : identifiant lié inconnu « fsdpp » (vouliez-vous dire « fsdp » ?)"]
    assert await wait_until(lambda: raw_client.messages)
    assert raw_client.messages[0].message.startswith(
        "AI Glossary : le fichier de glossaire contient des erreurs ; la dernière version correcte reste utilisée. "
        ".ai-glossary.yaml:4:15: concept « blorp-sharding »")


async def test_a_french_client_gets_french_completion_details(raw_client, tmp_path):
    (tmp_path / ".ai-glossary.yaml").write_text(BROKEN_RELATED.replace("    related: [fsdpp]\n", ""), encoding="utf-8")
    session = await start(raw_client, "visual-studio-code", tmp_path, locale="fr-CA")
    result = await complete(session, "README.md", "# Notes\n\nNous utilisons Flash att‸\n")
    assert langid.classify(result.items[0].detail)[0] == "fr"
    result = await complete(session, "OTHER.md", "# Notes\n\nLe Blorp Shar‸\n")
    assert result.items[0].detail == "Splitting blorps across the nodes of a cluster. (pas encore traduit : English)"


async def test_a_bengali_setting_wins_over_an_english_locale(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, locale="en",
                          config={"language": "bn", "maxDocumentSize": 5})
    assert definition_language(await session.hover_text("a.py", "python", ZERO)) == "bn"
    assert await wait_until(lambda: raw_client.messages)
    assert raw_client.messages[-1].message == \
        "aiGlossary.maxDocumentSize: অন্তত ১০০০ বাইট প্রত্যাশিত, পাওয়া গেছে 5; 4000000 ব্যবহার করা হচ্ছে"


async def test_initialization_options_win_over_the_locale_when_the_setting_is_auto(raw_client, tmp_path):
    session = await start(raw_client, "visual-studio-code", tmp_path, locale="nl",
                          init_options={"language": "fr"}, config={"language": "auto"})
    assert definition_language(await session.hover_text("a.py", "python", ZERO)) == "fr"


async def test_a_live_switch_republishes_the_diagnostics_in_the_new_language(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(BROKEN_RELATED, encoding="utf-8")
    await start(raw_client, "visual-studio-code", tmp_path)
    english = await published(raw_client, glossary, lambda found: found)
    assert english[0].message == "concept 'blorp-sharding': unknown related id 'fsdpp' (did you mean 'fsdp'?)"
    raw_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"aiGlossary": {"language": "nl"}}))
    dutch = await published(raw_client, glossary, 
                            lambda found: found if found and found[0].message != english[0].message else None)
    assert [d.message for d in dutch] == [
        "begrip 'blorp-sharding': onbekende gerelateerde id 'fsdpp' (bedoelde u 'fsdp'?)"]
    assert dutch[0].range == english[0].range


async def test_the_learner_hover_follows_a_live_setting(raw_client, tmp_path):
    session = await start(raw_client, "neovim", tmp_path, init_options={"language": "fr"})
    assert "Existe aussi en" not in await session.hover_text("a.py", "python", ZERO)
    raw_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"aiGlossary": {"learnerHover": True}}))

    async def learner_hover() -> bool:
        text = await session.hover_text("b.py", "python", ZERO)
        return "**En anglais :**" in text and "**Existe aussi en :** English · Français · Nederlands · বাংলা" in text

    assert await wait_until(learner_hover)


# a user glossary that breaks the schema: a misspelt field, and a list written as one text
BROKEN_SCHEMA = """\
concepts:
  - id: blorp-sharding
    term: Blorp Sharding
    aliases: blorps
    definitions:
      en: Splitting blorps across the nodes of a cluster.
    defintions:
      fr: Répartir les blorps.
"""


async def test_a_french_client_gets_french_schema_diagnostics(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(BROKEN_SCHEMA, encoding="utf-8")
    await start(raw_client, "visual-studio-code", tmp_path, locale="fr-FR")
    diagnostics = await published(raw_client, glossary, lambda found: found)
    assert sorted(d.message for d in diagnostics) == [
        "concept « blorp-sharding » : champ inconnu « defintions » (vouliez-vous dire « definitions » ?)",
        "concept « blorp-sharding » : « aliases » devrait être une liste, pas le texte « blorps » (écrivez une "
        "liste : un « - élément » par ligne, ou [\"a\", \"b\"])",
    ]


async def test_a_bengali_reader_gets_bengali_schema_diagnostics(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(BROKEN_SCHEMA, encoding="utf-8")
    await start(raw_client, "visual-studio-code", tmp_path, locale="en", config={"language": "bn"})
    diagnostics = await published(raw_client, glossary, lambda found: found)
    assert sorted(d.message for d in diagnostics) == [
        "ধারণা 'blorp-sharding': 'aliases' হওয়ার কথা একটি তালিকা, লেখা 'blorps' নয় (একটি তালিকা লিখুন: প্রতি "
        "লাইনে একটি '- item', অথবা [\"a\", \"b\"])",
        "ধারণা 'blorp-sharding': অজানা ফিল্ড 'defintions' (আপনি কি 'definitions' বোঝাতে চেয়েছেন?)",
    ]


async def test_a_live_switch_tells_again_of_a_file_that_cannot_be_used(raw_client, tmp_path):
    glossary = tmp_path / ".ai-glossary.yaml"
    glossary.write_text(BROKEN_RELATED, encoding="utf-8")
    await start(raw_client, "visual-studio-code", tmp_path, locale="fr")
    assert await wait_until(lambda: raw_client.messages)
    told = len(raw_client.messages)
    assert raw_client.messages[-1].message.startswith("AI Glossary : le fichier de glossaire contient des erreurs")
    raw_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"aiGlossary": {"language": "nl"}}))
    assert await wait_until(lambda: len(raw_client.messages) > told)
    assert raw_client.messages[-1].message == (
        "AI Glossary: het woordenlijstbestand bevat fouten; de laatste goede versie blijft in gebruik. "
        ".ai-glossary.yaml:4:15: begrip 'blorp-sharding': onbekende gerelateerde id 'fsdpp' (bedoelde u 'fsdp'?)")
