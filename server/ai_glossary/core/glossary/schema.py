"""JSON Schema validation of glossary data, with messages a non-expert can act on.

The schema (``ai_glossary/schema/glossary.schema.json``, Draft 2020-12) defines the file
format. fastjsonschema says whether data is valid; for invalid data, jsonschema's own messages
("'x' is not of type 'array'") are rewritten to say which concept and field is wrong, what was
expected and, where it helps, how to fix it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Iterator

from ai_glossary.core.glossary.package_files import package_resource
from ai_glossary.core.glossary.problems import did_you_mean
from ai_glossary.core.i18n import N_, Message

if TYPE_CHECKING:  # jsonschema takes ~0.15 s to import: only when a file has schema errors
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

SCHEMA_RESOURCE = ("ai_glossary", "schema", "glossary.schema.json")

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

# what each list under match.evidence / match.against holds, said in a whole sentence per kind so
# that translators see one message each
CUE_KINDS = {
    "imports": N_("'{value}' in '{where}' is not a module name as imported, such as 'torch.distributed' "
                  "or '@tensorflow/tfjs'"),
    "paths": N_("'{value}' in '{where}' is not a folder name without slashes, such as 'parallel'"),
    "dependencies": N_("'{value}' in '{where}' is not a package name as declared, such as 'deepspeed' or "
                       "'@huggingface/transformers'"),
    "concepts": N_("'{value}' in '{where}' is not a concept id: lowercase letters, digits and single hyphens"),
}


@lru_cache(maxsize=1)
def schema_bytes() -> bytes:
    return package_resource(*SCHEMA_RESOURCE).read_bytes()


@lru_cache(maxsize=1)
def schema() -> dict:
    return json.loads(schema_bytes())


def _inline_refs(node: Any, defs: dict, depth: int = 0) -> Any:
    """The schema with local "#/$defs/x" references replaced by their targets.

    Same meaning (the schema has no recursive definitions), without a reference lookup per value
    during validation: about twice as fast on a large glossary as the schema with references.
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
    message: Message  # rendered in the reader's language; quoted values and field names verbatim
    concept_index: int | None  # index in the 'concepts' list, None for file-level issues


def slugify(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")
    return s or "my-term"


def _kind(value: Any) -> Message:
    if value is None:
        return Message.of(N_("nothing (an empty value)"))
    if isinstance(value, bool):
        return Message.of(N_("the YAML boolean {value}"), value="true" if value else "false")
    if isinstance(value, (int, float)):
        return Message.of(N_("the number {value}"), value=repr(value))
    if isinstance(value, str):
        return Message.of(N_("the text '{value}'"), value=_short(value))
    if isinstance(value, list):
        return Message.of(N_("a list"))
    if isinstance(value, dict):
        return Message.of(N_("a mapping (key: value pairs)"))
    return Message.of(N_("a {type} value ({value})"), type=type(value).__name__, value=_short(str(value)))


_TYPE_NAMES = {
    "string": N_("text"),
    "array": N_("a list"),
    "object": N_("a mapping (key: value pairs)"),
    "integer": N_("a whole number"),
    "number": N_("a number"),
    "boolean": N_("true or false"),
}


def _type_name(name: Any) -> Message | str:
    return Message.of(_TYPE_NAMES[name]) if name in _TYPE_NAMES else str(name)


def _expected(types: Any) -> Message | str:
    if not isinstance(types, list):
        return _type_name(types)
    out: Message | str = _type_name(types[0]) if types else ""
    for name in types[1:]:
        out = Message.of(N_("{first} or {second}"), first=out, second=_type_name(name))
    return out


def _short(text: str, limit: int = 40) -> str:
    text = str(text).replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


FIELD_STEP = "{field}.{name}"  # not a message: the field names are the file's own, in every language


def _field(steps: tuple[Any, ...]) -> Message | str:
    out: Message | str = ""
    for step in steps:
        if isinstance(step, int):
            out = Message.of(N_("{field} (item {number})"), field=out, number=step + 1)
        else:
            out = Message.of(FIELD_STEP, field=out, name=str(step)) if out else str(step)
    return out


def concept_label(data: Any, index: int) -> Message:
    number = Message.of(N_("concept #{number}"), number=index + 1)
    try:
        concept = data["concepts"][index]
    except (KeyError, IndexError, TypeError):
        return number
    if isinstance(concept, dict):
        cid = concept.get("id")
        if isinstance(cid, str) and cid:
            return Message.of(N_("concept '{id}'"), id=cid)
        term = concept.get("term")
        if isinstance(term, str) and term:
            return Message.of(N_("concept #{number} ('{term}')"), number=index + 1, term=_short(term))
    return number


def _type_hint(value: Any, expected: Any) -> Message | str:
    if isinstance(value, bool):
        return Message.of(N_(" (YAML reads yes/no/on/off/true/false as booleans: put the text in quotes)"))
    if isinstance(value, (int, float)) or type(value).__name__ in ("date", "datetime"):
        return Message.of(N_(" (put the value in quotes to make it text)"))
    if value is None:
        return Message.of(N_(" (write a value after the ':' or remove the line)"))
    if isinstance(value, str) and (expected == "array" or expected == ["array"]):
        return Message.of(N_(" (write a list: one '- item' per line, or [\"a\", \"b\"])"))
    if isinstance(value, list) and expected == "string":
        return Message.of(N_(" (this field takes a single text, not a list)"))
    return ""


def _describe(error: "ValidationError", data: Any) -> Iterator[tuple[tuple[Any, ...], bool, Message]]:
    """Yield (data path, point at key?, message without the 'concept ...:' prefix)."""
    path = tuple(error.absolute_path)
    steps = path[2:] if len(path) >= 2 and path[0] == "concepts" and isinstance(path[1], int) else path
    where = _field(steps)
    value = error.instance
    v = error.validator
    if "propertyNames" in error.absolute_schema_path:
        # the instance is the offending key of the mapping at `path`
        yield path + (value,), True, _bad_key(v, where, value)
    elif v == "required":
        yield from ((path, False, message) for message in _missing(where, value, error.validator_value))
    elif v == "additionalProperties":
        yield from _unknown_fields(path, where, value, list((error.schema.get("properties") or {}).keys()))
    elif v == "pattern":
        yield path, False, _unexpected_form(steps, where, value, error.validator_value)
    else:
        yield path, False, _wrong_value(error, steps, where)


def _bad_key(validator: str, where: Message | str, value: Any) -> Message:
    """A key of a ``names`` (or other language-keyed) mapping that is no language code."""
    if validator == "type":
        return Message.of(N_("'{field}' has a key that is {kind}, not a language code{hint}"),
                          field=where, kind=_kind(value), hint=_type_hint(value, "string"))
    return Message.of(N_("'{value}' in '{field}' is not a language code: use a lowercase code such as 'en', 'fr', "
                         "'nl', 'bn' or 'pt-BR'"), value=_short(str(value)), field=where)


def _missing(where: Message | str, value: Any, required: list[str]) -> Iterator[Message]:
    """One message for each required field missing from ``value``."""
    missing = [r for r in required if isinstance(value, dict) and r not in value]
    for name in missing or required:
        if name == "id":
            term = value.get("term") if isinstance(value, dict) else None
            example = slugify(term) if isinstance(term, str) else "my-term"
            yield Message.of(N_("has no 'id': add one such as 'id: {example}'"), example=example)
        elif name == "concepts":
            yield Message.of(N_("the file has no 'concepts:' list"))
        elif name == "title":
            yield Message.of(N_("'{field}' has no 'title': every reference needs one"), field=where)
        else:
            yield Message.of(N_("'{field}' is missing '{name}'"), field=where or Message.of(N_("this entry")),
                             name=name)


def _unknown_fields(path: tuple[Any, ...], where: Message | str, value: Any,
                    allowed: list[str]) -> Iterator[tuple[tuple[Any, ...], bool, Message]]:
    """Each field of ``value`` the schema does not allow, at its key, with the closest allowed one."""
    extras = [k for k in (value or {}) if k not in allowed] if isinstance(value, dict) else []
    for extra in extras:
        hint = (did_you_mean(str(extra), allowed, cutoff=0.6)
                or Message.of(N_(" (allowed: {names})"), names=", ".join(allowed)))
        if where:
            message = Message.of(N_("unknown field '{name}' in '{field}'{hint}"), name=_short(str(extra)),
                                 field=where, hint=hint)
        else:
            message = Message.of(N_("unknown field '{name}'{hint}"), name=_short(str(extra)), hint=hint)
        yield path + (extra,), True, message


def _unexpected_form(steps: tuple[Any, ...], where: Message | str, value: Any, pattern: str) -> Message:
    """A text that does not match its field's pattern: an id, a cue, a URL or another field."""
    last = steps[-1] if steps else None
    if pattern == ID_RE.pattern and (last == "id" or (len(steps) >= 2 and steps[-2] == "related")):
        template = (N_("'{value}' is not a valid id: use lowercase letters, digits and single hyphens, "
                       "such as '{example}'") if last == "id" else
                    N_("'{value}' is not a valid related id: use lowercase letters, digits and single "
                       "hyphens, such as '{example}'"))
        return Message.of(template, value=_short(str(value)), example=slugify(value))
    if len(steps) >= 2 and steps[-2] in CUE_KINDS:
        return Message.of(CUE_KINDS[steps[-2]], value=_short(str(value)), where=where)
    if last == "url":
        return Message.of(N_("reference URL '{url}' is not valid: it must start with https:// and contain no "
                             "spaces"), url=_short(str(value), 60))
    return Message.of(N_("'{field}' does not have the expected form ({value})"), field=where,
                      value=_short(str(value)))


def _wrong_value(error: "ValidationError", steps: tuple[Any, ...], where: Message | str) -> Message:
    """A value of the wrong type, an empty text or list, a bad name, or else jsonschema's own words."""
    v, value = error.validator, error.instance
    if v == "type":
        return Message.of(N_("'{field}' should be {expected}, not {kind}{hint}"), field=where,
                          expected=_expected(error.validator_value), kind=_kind(value),
                          hint=_type_hint(value, error.validator_value))
    if v == "minLength":
        return Message.of(N_("'{field}' is empty: write some text or remove it"), field=where)
    if v == "minItems":
        return Message.of(N_("'{field}' is an empty list: add at least one item or remove it"), field=where)
    if v == "oneOf" and len(steps) >= 2 and steps[0] == "names":
        if isinstance(value, list):
            return Message.of(N_("'{field}' is an empty list or contains an empty name: write at least one name"),
                              field=where)
        return Message.of(N_("'{field}' should be a name or a list of names (non-empty text), not {kind}{hint}"),
                          field=where, kind=_kind(value), hint=_type_hint(value, "string"))
    # jsonschema's own words: English, as the library writes them
    return Message.of(N_("'{field}': {detail}"), field=where or Message.of(N_("the file")), detail=error.message)


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
                message = Message.of(N_("{concept}: {problem}"), concept=concept_label(data, index), problem=message)
            dedupe = (repr(path), at_key, message.render())
            if dedupe in seen:
                continue
            seen.add(dedupe)
            issues.append(SchemaIssue(path, at_key, message, index))
    return issues
