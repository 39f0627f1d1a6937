"""CancelToken: cancelled by ``cancel()`` or once a condition holds; ``also`` makes a token that
stops with its parent or its own condition; NEVER never stops. A tree-sitter parse with a token
stops with ``Cancelled`` and leaves a region tracker as it was."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.cancel import NEVER, Cancelled, CancelToken
from ai_glossary.core.detection.regions import RegionTracker, find_regions

TEXT = "def f(x):\n    return x  # a comment on ZeRO\n" * 2_000


def test_a_token_is_cancelled_by_cancel_or_once_a_condition_holds():
    token = CancelToken()
    assert not token.cancelled
    token.check()
    token.cancel()
    assert token.cancelled
    with pytest.raises(Cancelled):
        token.check()
    flag = []
    token = CancelToken(lambda: False, lambda: bool(flag))
    assert not token.cancelled
    flag.append(1)
    assert token.cancelled
    flag.clear()
    assert token.cancelled  # the work it was for is moot: it stays cancelled


def test_also_stops_with_its_parent_or_its_own_condition_and_leaves_the_parent_alone():
    flag = []
    parent = CancelToken()
    child = parent.also(lambda: bool(flag))
    assert not child.cancelled
    flag.append(1)
    assert child.cancelled and not parent.cancelled
    other = parent.also(lambda: False)
    parent.cancel()
    assert other.cancelled


def test_never_is_never_cancelled():
    assert not NEVER.cancelled and not NEVER.also(lambda: False).cancelled
    assert NEVER.also(lambda: True).cancelled and not NEVER.cancelled
    with pytest.raises(TypeError):
        NEVER.cancel()


def _after(n: int) -> CancelToken:
    """A token cancelled at the ``n``-th time a parse asks."""
    asked = []

    def condition() -> bool:
        asked.append(1)
        return len(asked) >= n

    return CancelToken(condition)


def test_a_parse_stops_and_a_tracker_stays_as_it_was():
    with pytest.raises(Cancelled):
        RegionTracker(TEXT, "python", cancel=_after(3))
    tracker = RegionTracker("# one\n", "python")
    with pytest.raises(Cancelled):
        tracker.replace(TEXT, cancel=_after(3))
    assert tracker.text == "# one\n" and tracker.regions == find_regions("# one\n", "python")
    tracker = RegionTracker(TEXT, "python")
    with pytest.raises(Cancelled):  # a quote: the string runs to the end, the module re-parses
        tracker.update([(10, 10, '"""')], cancel=_after(3))
    tracker = RegionTracker(TEXT, "python")
    tracker.update([(10, 10, '"""')], cancel=_after(10**9))  # asked, never stopped
    assert tracker.regions == find_regions(tracker.text, "python")
