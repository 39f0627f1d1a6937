"""The modules of ``ai_glossary`` import each other in one direction: no cycles anywhere (``cli``,
``lsp`` and ``core``, ``TYPE_CHECKING`` imports included), the layers the core's folders name
(glossary in, then detection, then what the reader sees) only look down, and ``lsp`` enters the
core through a narrow door.

The graph is built from the source (AST), every ``import`` counted, also those inside functions
(a lazy import is still a dependency: a cycle through one works only as long as nobody moves the
import to the top). An import of ``a.b.c`` is an edge to ``a.b.c`` alone: that Python first runs
the packages' ``__init__`` is not counted, as a package that re-exports its own modules would
otherwise be a cycle with each of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import ai_glossary

CORE = Path(ai_glossary.__file__).parent
PREFIX = "ai_glossary"

KNOWN: set[frozenset[str]] = set()  # cycles allowed for now: none


def module_name(path: Path) -> str:
    parts = list(path.relative_to(CORE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PREFIX, *parts])


def import_graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in CORE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                # "from pkg import module" is an edge to the module, "from module import name" to it
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base for a in node.names]
            for target in targets:
                while target and target not in paths:  # "import a.b.c" of a name inside a module
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.add(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_sees_lazy_imports() -> None:
    graph = import_graph()
    regions = "ai_glossary.core.detection.regions"
    assert f"{regions}.pygments_regions" in graph[f"{regions}.finder"]  # imported inside a function
    assert f"{regions}.treesitter" in graph[f"{regions}.markdown"]


def test_the_package_has_no_import_cycles() -> None:
    assert cycles(import_graph()) == KNOWN


# The core modules ``lsp`` may import: the service (hover, completion, look-up, and the analysis
# view and cancellation types it re-exports), the documents, the options, the message catalogs,
# the problems it shows, and the engine (start-up and reload). Anything else it needs goes
# through one of these.
LSP_DOOR = {
    "ai_glossary.core.service",
    "ai_glossary.core.documents",
    "ai_glossary.core.options",
    "ai_glossary.core.i18n",
    "ai_glossary.core.glossary.problems",
    "ai_glossary.core.engine",
}


def test_lsp_enters_the_core_through_the_door() -> None:
    graph = import_graph()
    entered = {target for module, targets in graph.items() if module.startswith("ai_glossary.lsp")
               for target in targets if target.startswith("ai_glossary.core")}
    assert entered <= LSP_DOOR, sorted(entered - LSP_DOOR)
    assert len(LSP_DOOR) <= 7


# What each layer may import besides itself (the core's own modules, such as the snapshot or the
# service, compose the layers and may import any of them).
LAYERS = {
    "ai_glossary.core.glossary": set(),
    "ai_glossary.core.detection": {"ai_glossary.core.glossary"},
    "ai_glossary.core.reader": {"ai_glossary.core.glossary", "ai_glossary.core.detection"},
    # the lint reads what detection accepted; it never finds terms itself
    "ai_glossary.core.lint": {"ai_glossary.core.glossary", "ai_glossary.core.detection"},
}
# Below every layer: the message catalogs and language tags, and the package's root (its version),
# which import nothing of ours.
FOUNDATION = {"ai_glossary.core.i18n", "ai_glossary"}


def layer_of(module: str) -> str | None:
    return next((layer for layer in LAYERS if module == layer or module.startswith(layer + ".")), None)


def test_each_layer_imports_only_the_layers_below_it() -> None:
    wrong = sorted(
        f"{module} -> {target}"
        for module, targets in import_graph().items()
        if (layer := layer_of(module)) is not None
        for target in targets
        if layer_of(target) != layer and layer_of(target) not in LAYERS[layer] and target not in FOUNDATION
    )
    assert wrong == []


def test_the_foundation_imports_nothing_of_ours() -> None:
    graph = import_graph()
    assert {module: sorted(graph[module]) for module in FOUNDATION if graph.get(module)} == {}
