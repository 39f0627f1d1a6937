"""Server commands over workspace/executeCommand: what every editor calls for look-up."""

import pytest
from lsprotocol import types
from pytest_lsp import client_capabilities

from support.lsp_session import start


async def run(client, command, *arguments):
    return await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command, arguments=list(arguments))
    )


async def test_the_commands_are_advertised(raw_client, tmp_path):
    result = await raw_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim"), root_uri=tmp_path.as_uri())
    )
    commands = result.capabilities.execute_command_provider.commands
    assert {"aiGlossary.define", "aiGlossary.concepts", "aiGlossary.languages"} <= set(commands)


async def test_define_takes_a_term_as_typed_in_the_readers_language(raw_client, tmp_path):
    await start(raw_client, "visual-studio-code", tmp_path, init_options={"language": "fr"})
    for query in ("zero", {"term": "ZeRO-3"}, {"id": "zero"}):
        answer = await run(raw_client, "aiGlossary.define", query)
        assert [m["id"] for m in answer["matches"]] == ["zero"], query
        assert answer["matches"][0]["language"] == "fr"
        assert "ZeRO" in answer["matches"][0]["markdown"]
        assert answer["suggestions"] == []


async def test_define_an_unknown_term_suggests_close_spellings(raw_client, tmp_path):
    await start(raw_client, "neovim", tmp_path)
    answer = await run(raw_client, "aiGlossary.define", "FSDPP")
    assert answer["matches"] == []
    assert "fsdp" in [s["id"] for s in answer["suggestions"]]


async def test_define_without_a_term_is_invalid_params(raw_client, tmp_path):
    await start(raw_client, "neovim", tmp_path)
    with pytest.raises(Exception, match="expected a term"):
        await run(raw_client, "aiGlossary.define", 42)


async def test_concepts_lists_all_or_searches(raw_client, tmp_path):
    await start(raw_client, "visual-studio-code", tmp_path, init_options={"language": "nl"})
    everything = await run(raw_client, "aiGlossary.concepts")
    assert {"fsdp", "zero", "lora"} <= {c["id"] for c in everything}
    found = await run(raw_client, "aiGlossary.concepts", {"query": "Flash att"})
    assert found and found[0]["id"] == "flash-attention"
    assert set(found[0]) == {"id", "term", "name", "aliases", "summary", "tags"}
    assert "attention" in found[0]["tags"]  # the Glossary view of VS Code groups by them


async def test_languages_names_the_current_one(raw_client, tmp_path):
    await start(raw_client, "neovim", tmp_path, init_options={"language": "bn"})
    answer = await run(raw_client, "aiGlossary.languages")
    assert answer["current"] == "bn"
    assert {"en", "fr", "nl", "bn"} <= {lang["code"] for lang in answer["languages"]}
