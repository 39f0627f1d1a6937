"""gc_paused: a pause that made very many objects ends by freezing them, a small one does not."""

import gc

from ai_glossary.core.detection import gcpause
from ai_glossary.core.detection.gcpause import gc_paused


def test_a_big_pause_freezes_what_it_made_and_a_small_one_does_not(monkeypatch):
    monkeypatch.setattr(gcpause, "FREEZE_AFTER", 10_000)
    gc.unfreeze()
    try:
        with gc_paused():
            small = [[i] for i in range(100)]
        assert gc.isenabled() and gc.get_freeze_count() == 0
        with gc_paused():
            with gc_paused():  # nested: only the outermost pause decides
                big = [[i] for i in range(20_000)]
            assert not gc.isenabled()
        assert gc.isenabled() and gc.get_freeze_count() >= len(big)
        assert len(small) == 100
    finally:
        gc.unfreeze()


def test_a_reload_makes_no_reference_cycle(tmp_path):
    # A reload runs with the collector paused and freezes what it made (glossary_files.reload):
    # cyclic garbage made meanwhile is never freed. A recursive closure over the YAML loader kept
    # the loader, the file's text and every value built from it, at each reload.
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.glossary.store import GlossaryStore
    from ai_glossary.core.snapshot import Snapshot

    path = tmp_path / "glossary.yaml"
    text = ("concepts:\n"
            "  - id: alpha-sharding\n    term: Alpha Sharding\n    aliases: [AS]\n"
            "    definitions: {en: Splitting alphas.}\n"
            "  - id: beta-routing\n    term: Beta Routing\n    definitions:\n      en: Routing betas.\n")
    path.write_text(text, encoding="utf-8")
    store = GlossaryStore(load_builtin())
    snapshot = Snapshot.for_glossary(store.load_user_files([path]).glossary, None)  # imports, first caches
    gc.collect()
    gc.disable()
    try:
        for edited in (text.replace("Splitting", "Sharding"), text.replace("[AS]", "[AS, ASH]")):
            result = store.load_user_files([path], {str(path): edited})
            snapshot = Snapshot.for_glossary(result.glossary, snapshot)
        gc.set_debug(gc.DEBUG_SAVEALL)
        found = gc.collect()
        garbage = [type(o).__name__ for o in gc.garbage]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert found == 0, garbage
    assert "beta-routing" in snapshot.glossary.concepts
