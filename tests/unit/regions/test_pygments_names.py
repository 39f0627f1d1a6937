"""The Pygments lexer a file name picks, found without Pygments' look-up: the lexer that
``get_lexer_for_filename`` picks for every file name and extension the built-in lexers list
(plugins apart); for a name no lexer claims, no plugin asked and no lexer module imported."""

import subprocess
import sys

from pygments.lexers import get_all_lexers, get_lexer_for_filename
from pygments.util import ClassNotFound

from ai_glossary.core.detection.regions.languages import language_for
from ai_glossary.core.detection.regions.pygments_names import lexer_alias


def pygments_alias(name: str) -> str | None:
    try:
        cls = get_lexer_for_filename(name).__class__
    except ClassNotFound:
        return None
    return cls.aliases[0] if cls.aliases and cls.__module__.startswith("pygments.") else "(a plugin)"


def listed_names() -> list[str]:
    names = {"PKG-INFO", "py.typed", "not-zip-safe", "x.h", "x.m", "x.v", "x.inc", "x.pro", "x.1"}
    for _name, _aliases, filenames, _mimes in get_all_lexers(plugins=False):
        for pattern in filenames:
            if pattern.startswith("*.") and not any(c in pattern[1:] for c in "*?["):
                names.add("a" + pattern[1:])
            elif not any(c in pattern for c in "*?["):
                names.add(pattern)
    return sorted(names)


def test_every_listed_name_picks_the_lexer_pygments_picks():
    names = listed_names()
    assert len(names) > 800
    differ = [(n, pygments_alias(n), lexer_alias(n)) for n in names if pygments_alias(n) not in ("(a plugin)", lexer_alias(n))]
    assert differ == []


def test_a_name_no_lexer_claims_asks_no_plugin_and_imports_no_lexer(monkeypatch):
    import pygments.plugin

    def refuse(*args, **kwargs):
        raise AssertionError("the installed packages' entry points were read")

    monkeypatch.setattr(pygments.plugin, "iter_entry_points", refuse)
    code = ("import sys\nfrom ai_glossary.core.detection.regions.languages import language_for\n"
            "assert language_for(None, 'PKG-INFO') is None and language_for(None, 'py.typed') is None\n"
            "print(sorted(m for m in sys.modules if m.startswith('pygments.lexers.') and m != 'pygments.lexers._mapping'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    assert language_for(None, "PKG-INFO-2") is None and language_for(None, "Makefile") == "make"
