"""Helpers for the glossary tests: where a problem points, and the fixture files."""

from __future__ import annotations

from pathlib import Path

from ai_glossary.core.glossary.problems import Problem

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "glossaries"


def text_at(path: Path | str, line: int, column: int) -> str:
    """The rest of the line from a 1-based (line, column): proves where a problem points."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return lines[line - 1][column - 1:]


def fixture(name: str) -> str:
    return str(FIXTURES / name)


def only(problems: list[Problem], code: str | None = None) -> Problem:
    chosen = [p for p in problems if code is None or p.code == code]
    assert len(chosen) == 1, [str(p) for p in problems]
    return chosen[0]
