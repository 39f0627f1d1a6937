"""The snapshot's form and completion indexes (snapshot.NameIndexes): built when first asked for,
once whatever the threads that ask, by a reload in its thread and by the server once the first
snapshot is published."""

from __future__ import annotations

import asyncio
import threading
import time

from lsprotocol import types

from ai_glossary.core import engine, snapshot as snapshot_module
from ai_glossary.core.glossary.model import Concept, Glossary
from ai_glossary.core.glossary.store import GlossaryStore
from ai_glossary.core.reader.completion import CompletionIndex
from ai_glossary.core.reader.lookup import FormIndex
from ai_glossary.core.snapshot import Snapshot
from ai_glossary.lsp import server as server_module


def glossary(*extra: str) -> Glossary:
    concepts = [Concept("lora", "LoRA", aliases=("low-rank adaptation", *extra), definitions={"en": "Adapters."}),
                Concept("fsdp", "FSDP", names={"fr": ("parallélisme FSDP",)}, definitions={"en": "Sharding."})]
    return Glossary({c.id: c for c in concepts})


def counted_builds(monkeypatch, delay: float = 0.0) -> list[int]:
    builds: list[int] = []
    real = FormIndex.build.__func__

    def build(cls, *args, **kwargs):
        builds.append(1)
        time.sleep(delay)  # the other threads ask meanwhile
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(FormIndex, "build", classmethod(build))
    return builds


def test_a_snapshot_builds_its_name_indexes_when_first_asked_for(monkeypatch):
    builds = counted_builds(monkeypatch)
    g = glossary()
    snapshot = Snapshot.build(g)
    assert builds == [] and snapshot.names.built() is None
    assert snapshot.forms == FormIndex.build(g)
    assert snapshot.completions.forms == CompletionIndex(g).forms
    assert snapshot.names.built() == (snapshot.forms, snapshot.completions) and len(builds) == 2  # ours, then the test's


def test_threads_that_ask_at_once_wait_for_one_build(monkeypatch):
    builds = counted_builds(monkeypatch, delay=0.05)
    snapshot = Snapshot.build(glossary())
    got = []
    threads = [threading.Thread(target=lambda: got.append(snapshot.names.get())) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert builds == [1] and len(got) == 4 and all(g is got[0] for g in got)


def test_a_reload_from_indexes_never_built_builds_them_whole_and_keeps_no_earlier_glossary():
    first = Snapshot.build(glossary())
    second = Snapshot.for_glossary(glossary("LRA"), first)
    assert first.names.built() is None and second.names._previous is None
    assert second.forms == FormIndex.build(second.glossary)
    # built ones: the next glossary's keep the parts of the concepts whose names did not change
    third = Snapshot.for_glossary(glossary("LRA", "LoRa"), second)
    assert third.names._previous is not None
    assert third.forms.parts["fsdp"] is second.forms.parts["fsdp"] and third.names._previous is None
    assert third.forms == FormIndex.build(third.glossary)


def test_a_reload_builds_the_indexes_in_its_thread(tmp_path):
    path = tmp_path / ".ai-glossary.yaml"
    path.write_text("concepts:\n  - id: gamma-cache\n    term: Gamma Cache\n    definitions: {en: A cache.}\n",
                    encoding="utf-8")
    _, snapshot = engine.reload(GlossaryStore(glossary()), [path], {}, Snapshot.build(glossary()))
    assert snapshot.names.built() is not None and "gamma-cache" in snapshot.forms.parts


def test_the_server_builds_the_first_snapshots_indexes_in_a_worker_thread(monkeypatch):
    monkeypatch.setattr(engine, "load_builtin", lambda: (GlossaryStore(glossary()), Snapshot.build(glossary())))
    threads = []
    real = snapshot_module.NameIndexes.get

    def get(self):
        threads.append(threading.current_thread())
        return real(self)

    monkeypatch.setattr(snapshot_module.NameIndexes, "get", get)
    ls = server_module.create_server()

    async def nothing(*_args):
        return None

    monkeypatch.setattr(ls, "pull_configuration", nothing)
    monkeypatch.setattr(ls, "reload_glossaries", nothing)

    async def run():
        server_module.initialize(ls, types.InitializeParams(capabilities=types.ClientCapabilities()))
        await ls.ready()
        await ls._indexing
        return ls.snapshot

    snapshot = asyncio.run(run())
    assert snapshot.names.built() is not None
    assert threads and threading.main_thread() not in threads
