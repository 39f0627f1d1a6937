"""The cursor marker in test texts: ``"x = 1  # Ze‸RO"`` is the text ``"x = 1  # ZeRO"`` with the
cursor between "e" and "R"."""

from __future__ import annotations

CURSOR = "‸"  # marks a position in a test text; removed before use


def split_cursor(marked: str) -> tuple[str, int]:
    """Text without the cursor marker, and the marker's offset (in code points)."""
    offset = marked.index(CURSOR)
    return marked.replace(CURSOR, "", 1), offset
