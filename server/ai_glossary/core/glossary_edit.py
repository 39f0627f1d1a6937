"""A new entry written into a glossary file's text, as a text edit that keeps the rest of the file.

The file is never re-dumped: the entry is inserted after the last item of its ``concepts:`` list (a
block list gets a block entry indented as its items are; a flow list ``[...]`` a flow mapping), so
the writer's comments, quoting and layout stay as they are. Every edit is checked by reading the
result with the glossary loader itself (:func:`~.glossary.parse.parse_glossary`): an edit that
would not give a valid file holding the new concept and every other concept as it was is refused,
and so is any edit to a file
that already has errors (it is never overwritten: the reader fixes it first).

Pure core: YAML is only composed (node positions), never constructed or dumped.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Iterable

from ai_glossary.core.glossary.model import Concept, replace_concept
from ai_glossary.core.i18n import N_, Message

MAX_ID_CHARS = 60  # an id is a slug of a short phrase
# a scalar written plain (unquoted): words, digits, spaces and a few marks, never a YAML keyword,
# a number, or text holding ": " or " #"
_PLAIN = re.compile(r"^[^\W\d_][\w .()/+-]*[\w.)]$|^[^\W\d_]$")
_YAML_WORDS = frozenset("y n yes no on off true false null ~".split())


@dataclass(frozen=True, slots=True)
class NewEntry:
    """What the reader adds: ``definition`` is in ``language`` (the reader's)."""

    id: str
    term: str
    aliases: tuple[str, ...]
    language: str
    definition: str


@dataclass(frozen=True, slots=True)
class TextEdit:
    """``text[start:end]`` replaced by ``new_text`` (code-point offsets of the file's text)."""

    start: int
    end: int
    new_text: str

    def applied_to(self, text: str) -> str:
        return text[: self.start] + self.new_text + text[self.end :]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why no edit is offered, as a message for the reader (an English template with arguments)."""

    reason: Message
    code: str  # "broken", "invalid-result", "unsupported-layout"


def slug(phrase: str, taken: Iterable[str] = ()) -> str:
    """A kebab-case id for ``phrase`` (``^[a-z0-9]+(-[a-z0-9]+)*$``), not one of ``taken``: accents
    dropped, other characters made separators; ``term`` for a phrase with no Latin letter or digit;
    ``-2``, ``-3``... added until it is free."""
    ascii_text = unicodedata.normalize("NFKD", phrase).encode("ascii", "ignore").decode("ascii").lower()
    base = "-".join(re.findall(r"[a-z0-9]+", ascii_text))[:MAX_ID_CHARS].strip("-") or "term"
    used = set(taken)
    candidate, n = base, 1
    while candidate in used:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def scalar(text: str) -> str:
    """``text`` as a YAML scalar: plain when that reads back as the same string, else double-quoted
    (JSON's string syntax is YAML's)."""
    if _PLAIN.match(text) and text.lower() not in _YAML_WORDS and ": " not in text and " #" not in text:
        return text
    return json.dumps(text, ensure_ascii=False)


def _flow_entry(entry: NewEntry) -> str:
    aliases = ", ".join(scalar(a) for a in entry.aliases)
    return (f"{{id: {entry.id}, term: {scalar(entry.term)}, aliases: [{aliases}], "
            f"definitions: {{{entry.language}: {scalar(entry.definition)}}}}}")


def _block_entry(entry: NewEntry, dash: str, keys: str, newline: str) -> str:
    """The entry as block lines: ``dash`` before its ``-``, ``keys`` the indent of its keys."""
    aliases = ", ".join(scalar(a) for a in entry.aliases)
    lines = [f"{dash}id: {entry.id}", f"{keys}term: {scalar(entry.term)}", f"{keys}aliases: [{aliases}]",
             f"{keys}definitions:", f"{keys}  {entry.language}: {scalar(entry.definition)}"]
    return newline.join(lines) + newline


def new_file_text(entry: NewEntry, newline: str = "\n") -> str:
    """A whole glossary file holding ``entry``."""
    return "concepts:" + newline + _block_entry(entry, "  - ", "    ", newline)


def add_entry(text: str | None, path: str, entry: NewEntry) -> TextEdit | Refusal:
    """The edit that adds ``entry`` to the glossary file ``path`` whose text is ``text`` (None: the
    file does not exist yet, and the edit makes it), checked by reading its result."""
    from ai_glossary.core.glossary.parse import parse_glossary

    if text is None or not _has_content(text):
        start = 0 if text is None else len(text)
        sep = "" if not text or text.endswith(("\n", "\r")) else _newline(text or "")
        edit: TextEdit | Refusal = TextEdit(start, start, sep + new_file_text(entry, _newline(text or "")))
    else:
        before = parse_glossary(text, path)
        errors = [p for p in before.problems if p.is_error]
        if errors:
            first = errors[0]
            return Refusal(Message.of(N_("the glossary file has errors; fix them first ({where}: {problem})"),
                                      where=f"{first.line}:{first.column}", problem=first.message), "broken")
        edit = _append(text, entry)
    if isinstance(edit, Refusal):
        return edit
    return _checked(text or "", path, entry, edit)


def _checked(text: str, path: str, entry: NewEntry, edit: TextEdit) -> TextEdit | Refusal:
    """``edit`` when its result reads as a valid file whose concept ``entry.id`` is the entry."""
    from ai_glossary.core.glossary.parse import parse_glossary

    after = parse_glossary(edit.applied_to(text), path)
    made = next((c for c in after.concepts if c.id == entry.id), None)
    kept = [_unplaced(c) for c in after.concepts if c.id != entry.id]
    if any(p.is_error for p in after.problems) or made is None or made.term != entry.term \
            or made.definitions.get(entry.language) != entry.definition \
            or kept != [_unplaced(c) for c in parse_glossary(text, path).concepts]:
        return Refusal(Message.of(N_("the new entry would not make a valid glossary file")), "invalid-result")
    return edit


def _unplaced(concept: Concept) -> Concept:
    """The concept without where it was written (the lines after the entry move)."""
    return replace_concept(concept, sources=())


def _has_content(text: str) -> bool:
    """Does the text hold anything but blank lines and comments?"""
    return any(line.strip() and not line.lstrip().startswith("#") for line in text.splitlines())


def _newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def _append(text: str, entry: NewEntry) -> TextEdit | Refusal:
    import yaml

    unsupported = Refusal(Message.of(N_("the glossary file's concepts list cannot be extended in place")),
                          "unsupported-layout")
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:  # the loader read it: only reached through an edge the loader accepts
        return unsupported
    if not isinstance(root, yaml.MappingNode):
        return unsupported
    value = next((v for k, v in root.value if isinstance(k, yaml.ScalarNode) and k.value == "concepts"), None)
    newline = _newline(text)
    if not isinstance(value, yaml.SequenceNode):  # the loader has read a list: an alias to one, say
        return unsupported
    if value.flow_style:
        close = value.end_mark.index - 1  # the `]`
        if text[close] != "]":
            return unsupported
        sep = ", " if value.value else ""
        return TextEdit(close, close, sep + _flow_entry(entry))
    if not value.value:
        return unsupported
    last = value.value[-1]
    line_start = text.rfind("\n", 0, last.start_mark.index) + 1
    prefix = text[line_start : last.start_mark.index]  # "  - " before the item's first key
    if not re.fullmatch(r" *- +", prefix):
        return unsupported
    at = _content_end(last)
    if at > 0 and text[at - 1] not in "\n":  # the item ends inside its last line: after that line
        eol = text.find("\n", at)
        at = len(text) if eol < 0 else eol + 1
    while at > 0:  # a block scalar's end takes the blank lines after it: the entry goes before them
        line_start = text.rfind("\n", 0, at - 1) + 1
        if line_start == 0 or text[line_start:at].strip():
            break
        at = line_start
    sep = "" if at == 0 or text[at - 1] == "\n" else newline
    return TextEdit(at, at, sep + _block_entry(entry, prefix, " " * len(prefix), newline))


def _content_end(node) -> int:
    """Where the text of ``node`` ends: its last scalar or flow collection (a block collection's own
    end lies past the comments and blank lines after it)."""
    import yaml

    while isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and not node.flow_style and node.value:
        last = node.value[-1]
        node = last[1] if isinstance(node, yaml.MappingNode) else last
    return node.end_mark.index
