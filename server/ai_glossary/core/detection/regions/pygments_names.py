"""The Pygments lexer a file name picks, found without Pygments' own look-up.

``pygments.lexers.get_lexer_for_filename`` compiles the file-name patterns of all 600 lexers and
asks every installed Pygments plugin through the package entry points: 0.3 s on its first call
(0.22 s of it the plugins, with IPython's lexers installed), in every process that meets a file
name our own table does not know (``py.typed``, ``PKG-INFO``): in each worker of a ``scan``, a
tenth of a 3 s scan of transformers' tree. Here the names and patterns of the built-in lexers are
read from Pygments' public listing (``get_all_lexers``, no lexer module imported: 14 ms once),
a name is matched by its extension or, for the 85 other patterns, with ``fnmatch``, and only a
name that several lexers claim imports them, to rate them as Pygments does (its ``priority``, and a
pattern without ``*`` first). Plugins are not asked: which files are read must not depend on what
else is installed beside the server.
"""

from __future__ import annotations

import fnmatch
import re
from functools import lru_cache


@lru_cache(maxsize=1)
def _patterns() -> tuple[dict[str, list[tuple[str, str]]], list[tuple[re.Pattern[str], str, str]]]:
    """(last extension -> [(pattern's suffix, lexer name)], [(other pattern, pattern, lexer name)])."""
    from pygments.lexers import get_all_lexers

    by_extension: dict[str, list[tuple[str, str]]] = {}
    others: list[tuple[re.Pattern[str], str, str]] = []
    for name, _aliases, filenames, _mimetypes in get_all_lexers(plugins=False):
        for pattern in filenames:
            if pattern.startswith("*.") and not any(c in pattern[1:] for c in "*?["):
                by_extension.setdefault(pattern.rsplit(".", 1)[1], []).append((pattern[1:], name))
            else:
                others.append((re.compile(fnmatch.translate(pattern)), pattern, name))
    return by_extension, others


def lexer_alias(filename: str) -> str | None:
    """The first alias of the built-in Pygments lexer that ``filename`` (a base name) picks, as
    ``get_lexer_for_filename`` would without plugins; None when no lexer claims it."""
    by_extension, others = _patterns()
    matches: dict[str, str] = {}  # lexer name -> the pattern that matched
    if "." in filename:
        for suffix, name in by_extension.get(filename.rsplit(".", 1)[1], ()):
            if filename.endswith(suffix) and len(filename) > len(suffix):
                matches.setdefault(name, "*" + suffix)
    for compiled, pattern, name in others:
        if compiled.match(filename):
            matches.setdefault(name, pattern)
    if not matches:
        return None
    from pygments.lexers import find_lexer_class

    rated = []
    for name, pattern in matches.items():
        cls = find_lexer_class(name)
        if cls is not None:
            rated.append((cls.priority + (0.5 if "*" not in pattern else 0), cls.__name__, cls))
    if not rated:
        return None
    cls = max(rated, key=lambda r: (r[0], r[1]))[2]
    return cls.aliases[0] if cls.aliases else None
