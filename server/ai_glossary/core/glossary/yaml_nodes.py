"""Safe YAML reading that keeps source positions.

The text is composed into YAML nodes (which carry line/column marks) with libyaml's
``CSafeLoader`` when available, else PyYAML's pure-Python ``SafeLoader``; never any loader that
can build arbitrary Python objects. The same nodes are then constructed into plain data, so a
path inside the data (``["concepts", 3, "related", 0]``) can be mapped back to the node and
therefore to the line/column the author wrote.

Also reported here, because plain YAML loading hides them:
- duplicate mapping keys (YAML silently keeps the last one);
- alias "bombs" (a few lines of ``&anchor``/``*alias`` that expand to billions of nodes) and
  recursive aliases, which would hang or crash validation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Iterator

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ai_glossary.core.glossary.problems import Problem
from ai_glossary.core.i18n import N_, Message

try:  # libyaml: ~6x faster than the pure-Python parser
    from yaml import CSafeLoader as SafeYamlLoader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as SafeYamlLoader  # type: ignore[assignment]

MERGE_TAG = "tag:yaml.org,2002:merge"
STR_TAG = "tag:yaml.org,2002:str"
SEQ_TAG = "tag:yaml.org,2002:seq"
MAP_TAG = "tag:yaml.org,2002:map"

# Upper bound on the number of nodes once every alias is expanded. A 5 MB glossary has far
# fewer; an alias bomb has billions.
MAX_EXPANDED_NODES = 2_000_000


def position(node: Node) -> tuple[int, int]:
    """1-based (line, column) of a node's start."""
    mark = node.start_mark
    return mark.line + 1, mark.column + 1


@dataclass
class YamlDocument:
    """The result of reading one YAML text: data, the node tree, and problems."""

    path: str
    data: Any = None
    root: Node | None = None
    problems: list[Problem] = field(default_factory=list)
    _ctor: SafeConstructor | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        """True when ``data`` could be built (there may still be non-fatal problems)."""
        return self.root is not None and not any(p.code in _FATAL for p in self.problems)

    # --- mapping data paths back to nodes -------------------------------------------------
    def key_value(self, node: Node) -> Any:
        """The Python value of a scalar key node (as the safe constructor builds it)."""
        if not isinstance(node, ScalarNode):
            return None
        if node.tag == STR_TAG:  # the common case, without the constructor's overhead
            return node.value
        if self._ctor is None:
            self._ctor = SafeConstructor()
        try:
            return self._ctor.construct_object(node, deep=True)
        except Exception:  # noqa: BLE001 - an odd key must not break error reporting
            return node.value

    def mapping_items(self, node: Node) -> Iterator[tuple[Any, Node, Node]]:
        """(key value, key node, value node) for a mapping node, skipping merge keys."""
        if not isinstance(node, MappingNode):
            return
        for key_node, value_node in node.value:
            if key_node.tag == MERGE_TAG:
                continue
            yield self.key_value(key_node), key_node, value_node

    def child(self, node: Node, step: Any, *, key: bool = False) -> Node | None:
        """The node reached from ``node`` by one data-path step (a key or a list index)."""
        if isinstance(node, SequenceNode):
            if isinstance(step, int) and 0 <= step < len(node.value):
                return node.value[step]
            return None
        if isinstance(node, MappingNode):
            found: Node | None = None
            # after construction, merged (<<) entries come first and own keys last: the last
            # matching entry is the one whose value was kept
            for key_node, value_node in node.value:
                if key_node.tag == MERGE_TAG:
                    continue
                if _same_key(self.key_value(key_node), step):
                    found = key_node if key else value_node
            return found
        return None

    def locate(self, path: Any, *, key: bool = False) -> Node | None:
        """Deepest node on ``path`` (a sequence of keys/indexes); ``key=True`` for the last key."""
        node = self.root
        steps = list(path)
        if node is None:
            return None
        for i, step in enumerate(steps):
            last = i == len(steps) - 1
            nxt = self.child(node, step, key=key and last)
            if nxt is None:
                break
            node = nxt
        return node

    def position(self, path: Any = (), *, key: bool = False) -> tuple[int, int]:
        node = self.locate(path, key=key)
        return position(node) if node is not None else (1, 1)


_FATAL = {"yaml-syntax", "yaml-value", "yaml-too-big", "yaml-recursive", "empty-file"}


def _same_key(a: Any, b: Any) -> bool:
    if type(a) is bool or type(b) is bool:
        return a is b
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001
        return False


def _char_at(text: str, mark: Any) -> str:
    if mark is None:
        return ""
    lines = text.split("\n")
    if 0 <= mark.line < len(lines) and 0 <= mark.column < len(lines[mark.line]):
        return lines[mark.line][mark.column]
    return ""


def _syntax_problem(path: str, line: int, col: int, err: yaml.MarkedYAMLError, text: str = "") -> Problem:
    """The parser's own words (English, verbatim) in a message of ours, with a hint on the fix."""
    problem = (err.problem or "invalid YAML").strip()
    context: Message | str = ""
    ctx = err.context_mark
    if err.context and ctx is not None and err.problem_mark is not None and (
        ctx.line != err.problem_mark.line or ctx.column != err.problem_mark.column
    ):
        context = Message.of(N_(" ({context} that started at line {line}, column {column})"),
                             context=err.context, line=ctx.line + 1, column=ctx.column + 1)
    low = problem.lower()
    hint: Message | str = ""
    if "mapping values are not allowed" in low:
        hint = Message.of(N_("; if the text contains ': ', put the whole text in quotes"))
    elif _char_at(text, err.problem_mark) == "\t" or "'\\t'" in low or "tab" in low:
        hint = Message.of(N_("; YAML does not allow tabs for indentation: use spaces"))
    elif "found another document" in low or "but found another document" in low:
        return Problem.of(path, line, col, N_("the file holds more than one YAML document (a second '---'): "
                                              "keep only one"), code="yaml-syntax")
    elif "found undefined alias" in low or "found undefined tag" in low:
        pass
    elif "could not find expected ':'" in low or "expected ':'" in low:
        hint = Message.of(N_("; a line is probably missing its ':' or is indented wrongly"))
    elif "expected <block end>" in low or "did not find expected key" in low:
        hint = Message.of(N_("; check the indentation of this line against the lines above it"))
    elif "found unexpected end of stream" in low or "found unexpected end" in low:
        hint = Message.of(N_("; a quote or bracket is probably not closed"))
    return Problem.of(path, line, col, N_("YAML syntax error: {problem}{context}{hint}"), problem=problem,
                      context=context, hint=hint, code="yaml-syntax")


def _expanded_size(root: Node, path: str) -> Problem | None:
    """Count nodes with every alias expanded (memoised); report bombs and recursive aliases."""
    sizes: dict[int, int] = {}
    on_stack: set[int] = {id(root)}
    # iterative DFS; each frame: (node, its children, index of the next child)
    stack: list[list[Any]] = [[root, _children(root), 0]]
    while stack:
        frame = stack[-1]
        node, children, idx = frame
        if idx < len(children):
            frame[2] = idx + 1
            child = children[idx]
            cid = id(child)
            if cid in sizes:
                continue
            if cid in on_stack:
                line, col = position(child)
                return Problem.of(path, line, col,
                                  N_("a YAML alias refers to a node that contains it (recursive alias): write "
                                     "the data out instead"), code="yaml-recursive")
            on_stack.add(cid)
            stack.append([child, _children(child), 0])
            continue
        total = 1 + sum(sizes[id(c)] for c in children)
        sizes[id(node)] = total
        on_stack.discard(id(node))
        stack.pop()
        if total > MAX_EXPANDED_NODES:
            line, col = position(node)
            return Problem.of(path, line, col,
                              N_("YAML aliases here expand to more than {limit} values; refusing to load (write "
                                 "the data out instead of repeating aliases)"),
                              limit=f"{MAX_EXPANDED_NODES:,}", code="yaml-too-big")
    return None


def _children(node: Node) -> list[Node]:
    if isinstance(node, SequenceNode):
        return node.value
    if isinstance(node, MappingNode):
        out: list[Node] = []
        for k, v in node.value:
            out.append(k)
            out.append(v)
        return out
    return []


def _duplicate_keys(doc: YamlDocument, skipped: Collection[int] = ()) -> list[Problem]:
    """Duplicate keys in every mapping of the tree, except under the nodes whose ids are in ``skipped``."""
    problems: list[Problem] = []
    seen_nodes: set[int] = set(skipped)
    stack: list[Node] = [doc.root] if doc.root is not None else []
    while stack:
        node = stack.pop()
        if id(node) in seen_nodes:
            continue
        seen_nodes.add(id(node))
        if isinstance(node, MappingNode):
            first: dict[Any, Node] = {}
            for key_node, value_node in node.value:
                stack.append(value_node)
                if key_node.tag == MERGE_TAG or not isinstance(key_node, ScalarNode):
                    stack.append(key_node)
                    continue
                k = doc.key_value(key_node)
                marker = (type(k).__name__, k) if _hashable(k) else (type(k).__name__, repr(k))
                if marker in first:
                    prev_line, _ = position(first[marker])
                    line, col = position(key_node)
                    problems.append(Problem.of(
                        doc.path, line, col,
                        N_("duplicate key '{key}' (already used at line {line} of the same mapping): YAML would "
                           "silently keep only this one; merge the two"), key=key_node.value, line=prev_line,
                        code="duplicate-key"))
                else:
                    first[marker] = key_node
        elif isinstance(node, SequenceNode):
            stack.extend(reversed(node.value))
    problems.sort(key=lambda p: (p.line, p.column))
    return problems


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _construct(loader: SafeYamlLoader, root: Node, shared: bool, unbuilt: Collection[int] = ()) -> Any:
    """What ``loader.construct_document(root)`` builds. Text, lists and mappings with text keys
    (nearly every node of a glossary) are built here, 4x faster than by PyYAML's constructor;
    every other node (numbers, booleans, dates, merge keys, other tags) by the constructor itself.
    ``shared``: the tree may hold one node in several places (an alias), built once. The nodes
    whose ids are in ``unbuilt`` are None in a list or mapping built here."""
    built: dict[int, Any] = {}

    def build(node: Node) -> Any:
        if unbuilt and id(node) in unbuilt:
            return None
        if shared and id(node) in built:
            return built[id(node)]
        tag = node.tag
        if tag == STR_TAG and isinstance(node, ScalarNode):
            return node.value
        if tag == SEQ_TAG and isinstance(node, SequenceNode):
            value: Any = [build(item) for item in node.value]
        elif tag == MAP_TAG and isinstance(node, MappingNode) and all(
                k.tag == STR_TAG and isinstance(k, ScalarNode) for k, _ in node.value):
            value = {k.value: build(v) for k, v in node.value}  # a repeated key: the last one wins
        else:
            value = loader.construct_object(node, deep=True)
        if shared:
            built[id(node)] = value
        return value

    try:
        return build(root)
    except RecursionError:  # nesting deeper than Python's stack: the constructor's own way
        return loader.construct_document(root)
    finally:
        # ``build`` refers to itself through its closure: a reference cycle that would keep the
        # loader (with the text and its C parser), ``built`` and every value alive until the
        # cyclic collector ran, and a reload runs it paused, then freezes what it made (gcpause)
        build = None  # noqa: F841


def read_yaml(text: str, path: str, *,
              unbuilt: Callable[[YamlDocument], Collection[int]] | None = None) -> YamlDocument:
    """Parse ``text`` safely; problems carry 1-based positions in ``path``.

    ``unbuilt``, given the document with its node tree (before its data is built and its keys
    checked), says which nodes (by id) the caller does not need built, because it has their data
    from the same text checked before: they are None in the data, and their keys are not checked."""
    doc = YamlDocument(path=path)
    loader = SafeYamlLoader(text)
    try:
        try:
            root = loader.get_single_node()
        except yaml.MarkedYAMLError as err:
            mark = err.problem_mark or err.context_mark
            line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
            doc.problems.append(_syntax_problem(path, line, col, err, text))
            return doc
        except yaml.YAMLError as err:  # e.g. a reader error on a control character
            mark = getattr(err, "problem_mark", None) or getattr(err, "mark", None)
            line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
            doc.problems.append(Problem.of(path, line, col, N_("YAML error: {detail}"), detail=str(err),
                                           code="yaml-syntax"))
            return doc
        if root is None:
            doc.problems.append(Problem.of(
                path, 1, 1,
                N_("the file is empty: a glossary needs a 'concepts:' list (see docs/glossary-format.md)"),
                code="empty-file"))
            return doc
        doc.root = root
        # an alias needs an anchor ("&name"): without one, nothing can expand or recurse
        bomb = _expanded_size(root, path) if "&" in text else None
        if bomb is not None:
            doc.problems.append(bomb)
            return doc
        skipped = unbuilt(doc) if unbuilt is not None else ()
        doc.problems.extend(_duplicate_keys(doc, skipped))
        try:
            doc.data = _construct(loader, root, "&" in text, skipped)
        except yaml.MarkedYAMLError as err:
            mark = err.problem_mark or err.context_mark
            line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
            problem = (err.problem or str(err)).strip()
            if "could not determine a constructor" in problem:
                message = Message.of(N_("unsupported YAML tag ({tag}): only plain YAML values (text, lists, "
                                        "mappings) are allowed"), tag=problem.split("tag", 1)[-1].strip())
            else:  # PyYAML's own words, in English
                message = Message.of(N_("YAML error: {detail}"), detail=problem)
            doc.problems.append(Problem.with_message(path, line, col, message, code="yaml-value"))
        except Exception as err:  # noqa: BLE001 - e.g. an impossible date such as 2024-13-45
            doc.problems.append(Problem.of(path, 1, 1, N_("could not read a YAML value: {detail}"), detail=str(err),
                                           code="yaml-value"))
    finally:
        loader.dispose()
    return doc
