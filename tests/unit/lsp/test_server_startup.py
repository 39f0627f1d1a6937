"""The built-in glossary starts loading once ``initialize`` is answered (not while it is handled,
and not only at ``initialized``), and the start-up uses that one load."""

import asyncio

from lsprotocol import types

from ai_glossary.core import engine
from ai_glossary.lsp import server as server_module


def test_the_load_starts_after_initialize_is_handled_and_is_made_once(monkeypatch):
    loads = []
    real = engine.load_builtin
    monkeypatch.setattr(engine, "load_builtin", lambda: loads.append(1) or real())
    ls = server_module.create_server()

    async def run():
        server_module.initialize(ls, types.InitializeParams(capabilities=types.ClientCapabilities()))
        assert not loads  # the handler returns first: the answer is not delayed
        assert ls._loading is None
        await asyncio.sleep(0)  # the loop's next turn, the answer written
        assert ls._loading is not None  # started, before any `initialized`
        store, snapshot = await ls._load()
        assert await ls._load() is not None and loads == [1]  # the start-up awaits the same load
        return snapshot

    snapshot = asyncio.run(run())
    assert snapshot.glossary.concepts  # the built-in glossary
