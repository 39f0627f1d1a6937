"""Shared by every test tier: user-directory isolation, the CLI runner, tier markers."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Callable, NamedTuple

import pytest

# --- user directories and the CLI -----------------------------------------------------------------


class UserDirs(NamedTuple):
    cache: Path  # AI_GLOSSARY_CACHE_DIR
    config: Path  # AI_GLOSSARY_CONFIG_DIR (where the personal glossary.yaml is looked for)


_TEST_NUMBER = itertools.count()


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> UserDirs:
    """Never touch the real user cache or config directory: each test gets its own, empty.

    The directories are outside ``tmp_path``, so the glossary cache (a JSON file) never lands in a
    tree a test scans, and they are not created (the code creates the cache when it writes it), so
    a test that never loads a glossary pays nothing. End-to-end and editor tests start their
    servers with an environment of their own (support/lsp_session.py, editors/conftest.py): this
    changes only what runs in the test process.
    """
    home = tmp_path_factory.getbasetemp() / "user-dirs" / str(next(_TEST_NUMBER))
    dirs = UserDirs(cache=home / "cache", config=home / "config")
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(dirs.cache))
    monkeypatch.setenv("AI_GLOSSARY_CONFIG_DIR", str(dirs.config))
    return dirs


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI's messages follow the environment's locale: tests that expect English get the C
    locale, as CI has, whatever the developer's machine is set to (a test sets its own to change it)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """``cli("check", path)`` runs ``ai-glossary check PATH`` in this process: (exit code, stdout, stderr)."""
    from ai_glossary.cli import main

    def run(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return run


# -- tier markers ----------------------------------------------------------------------------------
# Every test is marked by the directory it is in (the markers are declared in pyproject.toml), so
# `-m unit`, `-m "not editor"` and the like select whole tiers; no test file marks itself.

TESTS = Path(__file__).resolve().parent
TIER_MARKERS = {"unit": "unit", "e2e": "e2e", "editors": "editor", "eval": "eval"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = item.path.resolve()
        if not path.is_relative_to(TESTS):
            continue
        directory = path.relative_to(TESTS).parts[0]
        if directory not in TIER_MARKERS:
            raise pytest.UsageError(f"{item.nodeid}: tests live in a tier directory, one of {sorted(TIER_MARKERS)}")
        item.add_marker(TIER_MARKERS[directory])
