"""A concept named inside a code identifier written in prose: ``use_gradient_checkpointing``,
``PipelineParallelSchedule``, ``tensor_parallel_degree``, ``torch.float8_e4m3fn``.

An identifier (snake_case, SCREAMING_CASE or CamelCase) names a concept when it is the concept's
form with one word that says what the identifier is *of* that concept, and nothing else:

- a switch before a form of two words or more (:data:`SWITCHES`): ``use_gradient_checkpointing``,
  ``enable_tensor_parallel``;
- a quantity or an implementing part after a form of two words or more (:data:`ROLES`):
  ``tensor_parallel_degree``, ``sequence_parallel_size``, ``FlashAttentionBackend``,
  ``PipelineParallelSchedule`` (a switch is a flag's, written in snake_case);
- a number format's bit layout after a format's name (:data:`BIT_LAYOUT`): ``float8_e4m3fn``,
  ``float8_e5m2``.

Only the words of the form are the mention (``gradient_checkpointing`` in
``use_gradient_checkpointing``): the hover explains those words, and the switch or the suffix is
left as it is, as a Chinese or Japanese name is matched without the generic noun after it. A form
of one word takes no switch and no suffix (the evaluation guidelines' rule 2): ``use_cuda``, ``enable_fsdp``,
``fsdp_plugin``, ``lora_alpha``, ``adapter_name``, ``zero_stage`` name a setting *of* the concept, not the
concept, and an ambiguous form (``pipeline_config``,
``zero_grad``, ``adapter_registry``) is never taken from inside an identifier, where the words
around it say nothing of its sense, except before a bit layout, which says it: ``float8_e4m3fn`` is
the ML number format, whatever PostgreSQL calls its ``float8``. An identifier that is a listed form
itself (``kv_cache_dtype``, ``micro_batch_size``) is the longer match and wins. Code rules hold as for any form
(:func:`~.code_rules.written_as_code`): a called identifier, the head of a dotted name, one in
a formula or a path is code.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

from ai_glossary.core.detection.matching.candidates import Hit
from ai_glossary.core.detection.matching.form_entry import FormEntry
from ai_glossary.core.detection.matching.code_rules import written_as_code

# what turns a feature on or off, written before its name
SWITCHES = frozenset({"use", "enable", "disable", "apply"})
# what an identifier holds of a concept named by two words or more: its degree or size, its group
# or rank, its steps, its data type; or the part that implements it
ROLES = frozenset({"size", "degree", "steps", "dtype", "group", "rank", "schedule", "scheduler", "backend",
                   "kernel", "layer", "linear", "engine", "impl"})
# the exponent and mantissa bits of a number format ("e4m3", "e5m2", "e4m3fn", "e4m3fnuz")
BIT_LAYOUT = re.compile(r"e[0-9]m[0-9](?:fn|uz|fnuz|fnu)?")

# identifiers: words joined by underscores, or CamelCase with two capitals or more
_SNAKE = r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+"
_CAMEL = r"[A-Z][a-z0-9]+(?:[A-Z]+[a-z0-9]*)*[A-Z][a-z0-9]+"
IDENTIFIER = re.compile(rf"{_SNAKE}|{_CAMEL}")
# Where an identifier may hold a switch, a role or a bit layout: a switch and an underscore that
# start it, an underscore and a role or a bit layout that end it, a capitalised role that ends it
# (CamelCase takes a role, as class names do; a switch is a flag's, written in snake_case). Every
# identifier read holds one. Each pattern starts with a literal "_" or one of a few capitals,
# which the regular expression engine skips to: on 2.3 MB of transformers' docstrings, a pattern
# for every identifier took 0.12 s (a quarter of the matching time), these two and the reading
# of their 3,300 marks 0.03 s; one pattern with both alternatives took 0.07 s alone, and a third
# for CamelCase switches as much as these two, for one mark.
_ROLE_MARK = "|".join(sorted(ROLES)) + "|" + "|".join(r.upper() for r in sorted(ROLES)) + r"|e[0-9]m[0-9][a-z]*"
_SWITCH_MARK = "|".join(f"(?<=(?<![A-Za-z0-9_]){w}_)|(?<=(?<![A-Za-z0-9_]){w.upper()}_)" for w in sorted(SWITCHES))
MARKS = (re.compile(rf"_(?:(?:{_ROLE_MARK})(?![A-Za-z0-9_])|{_SWITCH_MARK})"),
         re.compile("(?:" + "|".join(w.capitalize() for w in sorted(ROLES)) + ")(?![A-Za-z0-9_])"))
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
# the words of a CamelCase part: an acronym before a capitalised word ("KV" in "KVCache"), a
# capitalised or lower-case word, an acronym, digits
_CAMEL_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+")
# how far an identifier may run past the end of its concept's form: "_" and the longest role
LONGEST_AFTER_FORM = 1 + max(len("e4m3fnuz"), *map(len, ROLES))
# the most words an identifier read has, and the most characters
MAX_WORDS = 12
_LONGEST = 256


def identifier_hits(text: str, lo: int, hi: int, lookup: Callable[[str, bool], FormEntry | None]) -> Iterator[Hit]:
    """The concept parts of the identifiers of ``text`` that start in ``[lo, hi)`` (an identifier
    that holds ``lo`` is read whole from its start). ``lookup``: the entry a form spelled as the
    given words has (see :func:`entry_for`), or None."""
    start, stop, n = lo, hi, len(text)
    name = _NAME_CHARS
    while start > 0 and text[start - 1] in name and lo - start < _LONGEST:
        start -= 1
    while stop < n and text[stop] in name and stop - hi < _LONGEST:
        stop += 1
    done = -1  # where the last identifier read ends
    marks = sorted((m.start(), m.end()) for pattern in MARKS for m in pattern.finditer(text, start, stop))
    for a, b in marks:
        if a < done:
            continue  # another mark of an identifier read
        while a > start and text[a - 1] in name:
            a -= 1
        while b < stop and text[b] in name:
            b += 1
        done = b
        if a >= hi or (a == start and start > 0 and text[start - 1] in name) or (b == stop < n and text[b] in name):
            continue  # starts after the span, or longer than any identifier read
        identifier = text[a:b]
        if IDENTIFIER.fullmatch(identifier) is None:
            continue
        words = _words(identifier)
        if words is None:
            continue
        part = concept_part(identifier, words, lookup)
        if part is None:
            continue
        first, last, entry = part
        part_start = a + words[first][0]
        # (the code rules read the whole identifier, as they read an identifier form: "_" says so)
        if part_start >= lo and not written_as_code(text, a, b, "_"):
            yield part_start, a + words[last][1], entry


def _words(identifier: str) -> list[tuple[int, int]] | None:
    """Where each word of ``identifier`` is in it; None for one word or too many."""
    spans: list[tuple[int, int]] = []
    at = 0
    for piece in identifier.split("_"):
        if piece.isupper() or piece.islower() or piece.isdigit():
            spans.append((at, at + len(piece)))
        else:
            spans += [(at + w.start(), at + w.end()) for w in _CAMEL_WORD.finditer(piece)]
        at += len(piece) + 1
    return spans if 1 < len(spans) <= MAX_WORDS else None


def concept_part(identifier: str, words: list[tuple[int, int]], lookup: Callable[[str, bool], FormEntry | None]
                 ) -> tuple[int, int, FormEntry] | None:
    """(first word, last word, entry) of the concept ``identifier`` names with one switch before
    or one role or bit layout after its form, or None."""
    lowered = [identifier[a:b].lower() for a, b in words]
    first, last = 0, len(words) - 1
    switch = lowered[0] in SWITCHES
    layout = BIT_LAYOUT.fullmatch(lowered[-1]) is not None
    role = lowered[-1] in ROLES
    if switch and not (role or layout):
        first = 1
    elif (role or layout) and not switch:
        last -= 1
    else:
        return None
    if first > last:
        return None
    spaced = " ".join(identifier[a:b] for a, b in words[first:last + 1])
    entry = lookup(spaced, layout)
    if entry is None:
        return None
    several = first < last or " " in entry.spelling or "-" in entry.spelling
    if ((role or switch) and not several) or (layout and first != last):
        return None
    return first, last, entry


def entry_for(spaced: str, entries: tuple[FormEntry, ...] | None, sense_told: bool = False) -> FormEntry | None:
    """Of the automaton's ``entries`` at the key of ``spaced`` (an identifier's words joined by
    spaces), the English form's that ``spaced`` spells: its words with a capital inside keep their
    case ("ZeRO", "LoRA"), an acronym may take any ("kv", "KV"), as identifiers write them. None
    when there is none, or when the first that fits is ambiguous, unless the rest of the identifier
    tells its sense (``sense_told``: a bit layout), which makes it a mention as it stands."""
    for entry in entries or ():
        if not entry.concept_id or entry.lang not in (None, "en") or entry.french_verb:
            continue
        if any(spaced[a:b] != entry.spelling[a:b] and not _acronym(entry, a, b) for a, b in entry.exact):
            continue
        if entry.ambiguous:
            return entry._replace(ambiguous=False) if sense_told else None
        return entry
    return None


def _acronym(entry: FormEntry, a: int, b: int) -> bool:
    """Is ``entry.spelling[a:b]`` a word the form itself writes in capitals ("KV" of "KV cache"),
    not the all-capitals spelling of a name with a capital inside ("ZERO" of "ZeRO")?"""
    word = entry.spelling[a:b]
    return word.isupper() and word in entry.form
