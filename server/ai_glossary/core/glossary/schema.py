"""JSON Schema validation of glossary data, with messages a non-expert can act on.

The schema (``ai_glossary/schema/glossary.schema.json``, Draft 2020-12) defines the file
format. fastjsonschema says whether data is valid; for invalid data, jsonschema's own messages
("'x' is not of type 'array'") are rewritten to say which concept and field is wrong, what was
expected and, where it helps, how to fix it.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Callable, Iterator

if TYPE_CHECKING:  # jsonschema takes ~0.15 s to import: only when a file has schema errors
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

SCHEMA_RESOURCE = ("ai_glossary", "schema", "glossary.schema.json")

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@lru_cache(maxsize=1)
def schema_bytes() -> bytes:
    package, folder, name = SCHEMA_RESOURCE
    return resources.files(package).joinpath(folder).joinpath(name).read_bytes()


@lru_cache(maxsize=1)
def schema() -> dict:
    return json.loads(schema_bytes())


def _inline_refs(node: Any, defs: dict, depth: int = 0) -> Any:
    """The schema with local "#/$defs/x" references replaced by their targets.

    Same meaning (the schema has no recursive definitions), but validation no longer pays for
    a reference lookup per value: about twice as fast on a large glossary.
    """
    if depth > 20:  # a recursive definition: keep the reference
        return node
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/") and ref[8:] in defs and len(node) <= 2:
            target = _inline_refs(defs[ref[8:]], defs, depth + 1)
            extra = {k: v for k, v in node.items() if k != "$ref"}
            return {**target, **extra} if extra else target
        return {k: (v if k == "$defs" else _inline_refs(v, defs, depth)) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline_refs(v, defs, depth) for v in node]
    return node


@lru_cache(maxsize=1)
def validator() -> "Draft202012Validator":
    from jsonschema import Draft202012Validator

    raw = schema()
    # Only local "#/$defs/..." references: nothing is ever fetched.
    return Draft202012Validator(_inline_refs(raw, raw.get("$defs", {})))


@lru_cache(maxsize=1)
def quick_check() -> "Callable[[Any], Any]":
    """The same schema compiled to plain Python by fastjsonschema: it only says *whether* data is
    valid (raising at the first error), 15x faster than jsonschema, which then explains the errors
    of invalid data only. Both use Python's ``re`` for patterns; defaults are not filled in and
    formats not checked, as jsonschema does by default."""
    import fastjsonschema

    raw = schema()
    return fastjsonschema.compile(_inline_refs(raw, raw.get("$defs", {})), use_default=False, use_formats=False)


def is_valid(data: Any) -> bool:
    from fastjsonschema import JsonSchemaValueException

    try:
        quick_check()(data)
    except JsonSchemaValueException:
        return False
    return True


@dataclass(frozen=True)
class SchemaIssue:
    """A schema error made readable: where (data path, key or value) and what."""

    path: tuple[Any, ...]
    at_key: bool
    message: str
    concept_index: int | None  # index in the 'concepts' list, None for file-level issues


def slugify(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
    return s or "my-term"


def _kind(value: Any) -> str:
    if value is None:
        return "nothing (an empty value)"
    if isinstance(value, bool):
        return f"the YAML boolean {'true' if value else 'false'}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text '{_short(value)}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping (key: value pairs)"
    return f"a {type(value).__name__} value ({_short(str(value))})"


def _expected(types: Any) -> str:
    names = {
        "string": "text",
        "array": "a list",
        "object": "a mapping (key: value pairs)",
        "integer": "a whole number",
        "number": "a number",
        "boolean": "true or false",
    }
    if isinstance(types, list):
        return " or ".join(names.get(t, t) for t in types)
    return names.get(types, str(types))


def _short(text: str, limit: int = 40) -> str:
    text = str(text).replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _field(steps: tuple[Any, ...]) -> str:
    out = ""
    for step in steps:
        if isinstance(step, int):
            out += f" (item {step + 1})"
        else:
            out += ("." if out else "") + str(step)
    return out


def concept_label(data: Any, index: int) -> str:
    try:
        concept = data["concepts"][index]
    except (KeyError, IndexError, TypeError):
        return f"concept #{index + 1}"
    if isinstance(concept, dict):
        cid = concept.get("id")
        if isinstance(cid, str) and cid:
            return f"concept '{cid}'"
        term = concept.get("term")
        if isinstance(term, str) and term:
            return f"concept #{index + 1} ('{_short(term)}')"
    return f"concept #{index + 1}"


def _type_hint(value: Any, expected: Any) -> str:
    if isinstance(value, bool):
        return " (YAML reads yes/no/on/off/true/false as booleans: put the text in quotes)"
    if isinstance(value, (int, float)) or type(value).__name__ in ("date", "datetime"):
        return " (put the value in quotes to make it text)"
    if value is None:
        return " (write a value after the ':' or remove the line)"
    if isinstance(value, str) and (expected == "array" or expected == ["array"]):
        return " (write a list: one '- item' per line, or [\"a\", \"b\"])"
    if isinstance(value, list) and expected == "string":
        return " (this field takes a single text, not a list)"
    return ""


def _describe(error: "ValidationError", data: Any) -> Iterator[tuple[tuple[Any, ...], bool, str]]:
    """Yield (data path, point at key?, message without the 'concept ...:' prefix)."""
    path = tuple(error.absolute_path)
    steps = path[2:] if len(path) >= 2 and path[0] == "concepts" and isinstance(path[1], int) else path
    where = _field(steps)
    value = error.instance
    v = error.validator
    in_property_names = "propertyNames" in error.absolute_schema_path

    if in_property_names:
        # the instance is the offending key of the mapping at `path`
        key_path = path + (value,)
        if v == "type":
            hint = _type_hint(value, "string")
            yield key_path, True, f"'{where}' has a key that is {_kind(value)}, not a language code{hint}"
        else:
            yield key_path, True, (
                f"'{_short(str(value))}' in '{where}' is not a language code: use a lowercase code "
                "such as 'en', 'fr', 'nl', 'bn' or 'pt-BR'")
        return

    if v == "type":
        yield path, False, (
            f"'{where}' should be {_expected(error.validator_value)}, not {_kind(value)}"
            + _type_hint(value, error.validator_value))
    elif v == "required":
        missing = [r for r in error.validator_value if isinstance(value, dict) and r not in value]
        for name in missing or error.validator_value:
            if name == "id":
                term = value.get("term") if isinstance(value, dict) else None
                example = slugify(term) if isinstance(term, str) else "my-term"
                yield path, False, f"has no 'id': add one such as 'id: {example}'"
            elif name == "concepts":
                yield path, False, "the file has no 'concepts:' list"
            elif name == "title":
                yield path, False, f"'{where}' has no 'title': every reference needs one"
            else:
                yield path, False, f"'{where or 'this entry'}' is missing '{name}'"
    elif v == "additionalProperties":
        allowed = list((error.schema.get("properties") or {}).keys())
        extras = [k for k in (value or {}) if k not in allowed] if isinstance(value, dict) else []
        for extra in extras:
            guess = difflib.get_close_matches(str(extra), allowed, n=1, cutoff=0.6)
            hint = f" (did you mean '{guess[0]}'?)" if guess else f" (allowed: {', '.join(allowed)})"
            place = f" in '{where}'" if where else ""
            yield path + (extra,), True, f"unknown field '{_short(str(extra))}'{place}{hint}"
    elif v == "pattern":
        pattern = error.validator_value
        last = steps[-1] if steps else None
        if pattern == ID_RE.pattern and (last == "id" or (len(steps) >= 2 and steps[-2] == "related")):
            what = "id" if last == "id" else "related id"
            yield path, False, (
                f"'{_short(str(value))}' is not a valid {what}: use lowercase letters, digits and "
                f"single hyphens, such as '{slugify(value)}'")
        elif last == "url":
            yield path, False, (
                f"reference URL '{_short(str(value), 60)}' is not valid: it must start with https:// "
                "and contain no spaces")
        else:
            yield path, False, f"'{where}' does not have the expected form ({_short(str(value))})"
    elif v == "minLength":
        yield path, False, f"'{where}' is empty: write some text or remove it"
    elif v == "minItems":
        yield path, False, f"'{where}' is an empty list: add at least one item or remove it"
    elif v == "oneOf" and len(steps) >= 2 and steps[0] == "names":
        if isinstance(value, list):
            yield path, False, f"'{where}' is an empty list or contains an empty name: write at least one name"
        else:
            yield path, False, (
                f"'{where}' should be a name or a list of names (non-empty text), not {_kind(value)}"
                + _type_hint(value, "string"))
    else:
        yield path, False, f"'{where or 'the file'}': {error.message}"


def validate(data: Any, concepts: "list[int] | None" = None) -> list[SchemaIssue]:
    """Every schema issue in ``data`` (already known to be a mapping); with ``concepts``, only
    the concepts of those indexes in its ``concepts`` list are checked (the others are known to
    be valid), besides everything outside that list."""
    issues: list[SchemaIssue] = []
    seen: set[tuple[Any, ...]] = set()
    checked = data
    if concepts is not None and isinstance(data.get("concepts"), list):
        checked = {**data, "concepts": [data["concepts"][i] for i in concepts]}
    if is_valid(checked):  # nearly always: a big glossary took 0.7 s in jsonschema
        return issues
    errors = sorted(validator().iter_errors(checked), key=lambda e: [str(p) for p in e.absolute_path])
    for error in errors:
        for path, at_key, message in _describe(error, data):
            if checked is not data and len(path) >= 2 and path[0] == "concepts" and isinstance(path[1], int):
                path = ("concepts", concepts[path[1]], *path[2:])
            index = path[1] if len(path) >= 2 and path[0] == "concepts" and isinstance(path[1], int) else None
            if index is not None:
                message = f"{concept_label(data, index)}: {message}"
            dedupe = (repr(path), at_key, message)
            if dedupe in seen:
                continue
            seen.add(dedupe)
            issues.append(SchemaIssue(path, at_key, message, index))
    return issues
