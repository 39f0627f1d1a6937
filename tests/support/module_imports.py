"""The ``ai_glossary`` modules a module's code imports, read from its source: what a cache key that
follows the code must hold (tests of the matcher's and the context words' caches)."""

from __future__ import annotations

import ast
from typing import Iterable

from ai_glossary.core.glossary.package_files import module_source


def imported_modules(name: str) -> set[str]:
    """The ai_glossary modules the source of ``name`` imports (``import`` and ``from ... import``)."""
    found = set()
    for node in ast.walk(ast.parse(module_source(name))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("ai_glossary"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("ai_glossary"))
    return found


def import_closure(names: Iterable[str]) -> set[str]:
    """``names`` and every ai_glossary module they import, transitively."""
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += imported_modules(name)
    return seen
