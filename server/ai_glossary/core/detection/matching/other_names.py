"""Shapes of text around a form that make it part of something else's name, not a mention: a glob, the
tail of another package's hyphenated name, the head of a quoted marker, the step that undoes the concept
("de-"), a citation's pages ("pp. 2999-3007"), a link's fragment ("](../glossary#attention-mask)").
:data:`.code_rules.CODE_AROUND_A_FORM` holds them with the rules for code written in prose; each reads
only the characters next to the form.
"""

from __future__ import annotations

from ai_glossary.core.detection.text import is_word_char, plain_word, run_of

# what a package's prefix is made of ("node-"), and a quoted marker's or key's value (``"ollama-local"``)
_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_VALUE_CHARS = _ASCII_ALNUM | frozenset("_.-")
# an icon's shortcode between its colons ("simple-ollama")
_ICON_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")
# a quoted spec of settings: keys, values and their separators ("p=f16,c=bf16")
_SPEC_CHARS = _VALUE_CHARS | frozenset("=,;:")


def glob_pattern(text: str, start: int, stop: int, spelling: str) -> bool:
    """"``*.experts``/``*.moe`` module": the form follows the "*." of a glob, which matches the names
    of modules or files, not the concept."""
    return start > 1 and text[start - 1] == "." and text[start - 2] == "*"


# the English prefixes a hyphen joins to a hyphenated concept's name ("non-fine-tuned", "self-attention")
_PREFIXES = frozenset({"non", "pre", "post", "self", "multi", "semi", "anti", "re", "co", "sub", "un", "de",
                       "fully", "well", "sparse", "dense", "cross", "full", "partial", "hybrid"})


def tail_of_hyphenated_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"node-llama-cpp", "my-llama-cpp-fork": a lower-case hyphenated package name ("llama-cpp") that
    follows a lower-case word and a hyphen is the tail of another package's name, a product that holds
    the form, which names that product and not the concept (an English prefix, "non-", "self-", makes no
    new name)."""
    name = text[start:stop]
    if start < 2 or text[start - 1] != "-" or "-" not in name or " " in name:
        return False
    if not (name.isascii() and name.islower()):
        return False
    a, _ = run_of(text, start - 1, start - 1, _ASCII_ALNUM)  # back over the word before the hyphen
    word = text[a:start - 1]
    # a package's prefix is short ("node-", "py-", "rust-"); a longer word before a hyphen joins a compound, as
    # Dutch does ("veiligheids-post-training")
    return 0 < len(word) <= 6 and word.isascii() and word.islower() and word.isalpha() and word not in _PREFIXES


def undone_by_de(text: str, start: int, stop: int, spelling: str) -> bool:
    """"Quantize and de-quantize tensor": a form after the prefix "de-" names the step that undoes it
    (dequantization), not the concept, as "dequantize" written as one word is no form of it."""
    return _after_prefix(text, start, "de")


def negated_by_non(text: str, start: int, stop: int, spelling: str) -> bool:
    """"non-interleaved 1F1B schedule", "a non-sharded optimizer": a form of several words after the
    prefix "non-" has its first word negated, so it names no longer what that word makes specific; the
    rest of it is matched as it stands ("1F1B schedule", and "non-sharded" as a word form of sharding,
    as the guidelines label it: a form of one word keeps its prefix)."""
    return " " in spelling and _after_prefix(text, start, "non")


def _after_prefix(text: str, start: int, prefix: str) -> bool:
    """Does the form at ``start`` follow ``prefix`` (in any case) and a hyphen, the prefix a word of its own?"""
    at = start - len(prefix) - 1
    return (at >= 0 and text[start - 1] == "-" and text[at:start - 1].lower() == prefix
            and (at == 0 or not is_word_char(text[at - 1])))


def head_of_quoted_value(text: str, start: int, stop: int, spelling: str) -> bool:
    """``apiKey: "ollama-local"``: a lower-case name that opens a quoted value with no space in it and
    is joined by a hyphen or an underscore to the rest of it: the value is a marker or a key of its own,
    not the concept's name (a value that is the name alone, ``// or "ollama"``, names it)."""
    if not (start > 0 and text[start - 1] == '"' and stop < len(text) and text[stop] in "-_"):
        return False
    if not plain_word(text[start:stop]):
        return False
    _, b = run_of(text, stop, stop, _VALUE_CHARS)
    return b > stop + 1 and b < len(text) and text[b] == '"'


def tail_of_quoted_value(text: str, start: int, stop: int, spelling: str) -> bool:
    """``"output-gemma-3-4b-lora"``: a lower-case name that ends a quoted value with no space in it, joined
    by a hyphen to the rest, which holds a digit (a size, a version): the value names a folder or a run
    of its own, not the concept (``"qlora"`` alone, or ``"with-lora"`` with no digit, is left as it is)."""
    if not (stop < len(text) and text[stop] == '"' and start > 1 and text[start - 1] == "-"):
        return False
    if not plain_word(text[start:stop]):
        return False
    a, _ = run_of(text, start - 1, start - 1, _VALUE_CHARS)
    return a > 0 and text[a - 1] == '"' and any(ch.isdigit() for ch in text[a:start])


def value_in_a_quoted_spec(text: str, start: int, stop: int, spelling: str) -> bool:
    """``"p=f16,c=bf16"``: a form that is the value of a key in a quoted string of ``key=value`` pairs
    with no space, a setting's spec that code parses (a mixed-precision policy), not a sentence's name
    for the format ("params in f16, compute in bf16" beside it is)."""
    if not (start > 1 and text[start - 1] == "=" and is_word_char(text[start - 2])):
        return False
    a, _ = run_of(text, start - 1, start - 1, _SPEC_CHARS)
    _, b = run_of(text, stop, stop, _SPEC_CHARS)
    return a > 0 and b < len(text) and text[a - 1] in "\"'" and text[b] == text[a - 1]


def icon_shortcode(text: str, start: int, stop: int, spelling: str) -> bool:
    """``# Ollama :simple-ollama:``: a form inside the shortcode of an icon that a documentation site
    (MkDocs Material's ``:simple-pytorch:``, ``:fontawesome-brands-python:``) draws in its place: lower-case
    words joined by hyphens between two colons, no space; the icon shows a logo, not the word."""
    if not (text[start - 1:start] in ("-", ":") and text[stop:stop + 1] in (":", "-")):
        return False
    a, b = run_of(text, start, stop, _ICON_CHARS)
    if not (a > 0 and b < len(text) and text[a - 1] == ":" and text[b] == ":" and "-" in text[a:b]):
        return False
    return not (a > 1 and is_word_char(text[a - 2])) and text[a:b].islower()


def page_numbers(text: str, start: int, stop: int, spelling: str) -> bool:
    """"Vision (ICCV), 2017, pp. 2999-3007": "pp" in lower case, a period and a page number after it,
    abbreviates a citation's pages, not pipeline parallelism ("we use TP and PP. 4 GPUs hold a stage"
    is written in capitals)."""
    if stop + 1 >= len(text) or text[stop] != "." or text[start:stop] != "pp":
        return False
    at = stop + 2 if text[stop + 1] == " " else stop + 1
    return at < len(text) and text[at].isdigit()


# how far back a link's target is read for its start: a relative path or a URL before the fragment
_LINK_REACH = 200


def link_fragment(text: str, start: int, stop: int, spelling: str) -> bool:
    """"[What are attention masks?](../glossary#attention-mask)", Hugging Face's docstrings' link to
    its glossary: the fragment after the "#" of a link's target names an anchor of a page, no concept.
    The target is the destination of a Markdown link (after "](") or a path or URL ("../glossary#",
    "https://...#"); a "#" after a space ("#fsdp", a tag or a comment) is no fragment."""
    if start < 2 or text[start - 1] != "#":
        return False
    a = start - 1
    lo = max(0, a - _LINK_REACH)
    while a > lo and not text[a - 1].isspace() and text[a - 1] not in "([<\"'`":
        a -= 1
    if a > 1 and text[a - 1] == "(" and text[a - 2] == "]":
        return True
    return a < start - 1 and text.startswith(("../", "./", "/", "http://", "https://"), a)
