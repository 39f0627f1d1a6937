"""The modules of ``detection.regions`` import each other directly, never their own package: the
package re-exports from them (``__init__``), so a module that imported the package (``from
ai_glossary.core.detection.regions import treesitter``) would be in a cycle with it. Every import
is counted, also those inside functions and under ``TYPE_CHECKING``."""

from __future__ import annotations

import ast
from pathlib import Path

import ai_glossary.core.detection.regions as regions_package

PACKAGE = "ai_glossary.core.detection.regions"
FOLDER = Path(regions_package.__file__).parent


def imports_of_the_package(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1 and node.module is None or node.level == 0 and node.module == PACKAGE:
                found.append(f"line {node.lineno}: from {node.module or '.'} import ...")
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names if a.name == PACKAGE]
    return found


def test_no_module_of_the_package_imports_the_package() -> None:
    modules = [p for p in FOLDER.glob("*.py") if p.name != "__init__.py"]
    assert len(modules) > 10
    wrong = {p.name: found for p in modules if (found := imports_of_the_package(p))}
    assert wrong == {}


def test_the_check_sees_an_import_of_the_package(tmp_path) -> None:
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      f"    from {PACKAGE} import treesitter\n", encoding="utf-8")
    assert imports_of_the_package(module) == ["line 3: from ai_glossary.core.detection.regions import ..."]
