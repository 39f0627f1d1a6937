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
