"""Where a document spells an acronym out as something else: "the Max Planck Institute for
Informatics (MPI)" makes every "MPI" of that document the institute, not the Message Passing
Interface, whose letters the glossary knows (:func:`expansions`).

An expansion is the definition writers give an acronym at its first use, the words in one order
and the letters in the other between parentheses: "Max Planck Institute (MPI)", "MPI (Max Planck
Institute)". Its words' initials spell the acronym, in order, each letter the first letter of a word
(small words such as "for", "of", "für" skipped, a hyphen splitting words: "Max-Planck-Institut"),
and up to two words may follow the spelled ones before the parenthesis ("Max Planck Institute for
Informatics (MPI)"). The resolution (:mod:`.senses`) reads what the expansion names: where no
candidate of the concept (or of a concept related to it) stands inside it, and the concept has a
name of its own spelled by the same initials whose words the expansion's differ from
(:func:`names_another`: "Max Planck Institute" is not "Message Passing Interface"), the acronym names
another thing in that document. An expansion the glossary knows ("Message Passing Interface (MPI)"),
one that spells the concept's name another way ("Group Relative Policy Optimisation (GRPO)": each
word starts as the name's does), one the concept has no spelled-out name to compare with, and a
document that spells the acronym out nowhere keep it.
"""

from __future__ import annotations

import re
from typing import Sequence

# words an expansion skips: they give no letter ("Institute for Informatics", "Institut für Informatik")
_SMALL = frozenset({"a", "an", "and", "at", "de", "der", "des", "du", "für", "fur", "in", "of", "on", "the", "to",
                    "van", "voor", "von", "zur", "for", "&"})
_WORD = re.compile(r"[^\W_]+|&", re.UNICODE)
# how many words an expansion may have beyond its letters (small words and words after the spelled ones)
_SLACK = 4
# how many words after the spelled ones may stand before the parenthesis
_TRAILING = 2
# how many occurrences of an acronym :func:`expansions` reads one by one before it searches for
# its two patterns instead (a text that holds the acronym everywhere: "EP" in a long log)
_OCCURRENCES = 64


def expansions(text: str, acronym: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that spell ``acronym`` out next to it in parentheses (see the module),
    found with ``str.find``: only where "(ACRONYM)" or "ACRONYM (" is written. Those after the
    acronym come after those before it."""
    letters = acronym.lower()
    if len(letters) < 2 or not letters.isalnum():
        return []
    # one pass for the acronym itself, whose few occurrences are read for the parentheses around
    # them, instead of one pass per pattern (each a full pass over a text the size of a module);
    # a text that holds the acronym more often than ``_OCCURRENCES`` is read by the two patterns
    before: list[tuple[int, int]] = []
    after: list[tuple[int, int]] = []
    n, seen = len(acronym), 0
    at = text.find(acronym)
    while at >= 0:
        seen += 1
        if seen > _OCCURRENCES:
            return _expansions_by_pattern(text, acronym, letters)
        # the acronym may be marked up inside its parentheses: "(`PPL`_)", a reStructuredText link;
        # "(**MPI**)", Markdown's bold
        open_at, close_at = _unmarked(text, at, at + n)
        if open_at > 0 and text[open_at - 1] == "(" and text.startswith(")", close_at):
            span = _before(text, open_at - 1, letters)
            if span is not None:
                before.append(span)
        if text.startswith(" (", at + n) and (at == 0 or not text[at - 1].isalnum()):
            span = _after(text, at + n + 2, letters)
            if span is not None:
                after.append(span)
        at = text.find(acronym, at + 1)
    return before + after


_MARKUP = "`*_"


def _unmarked(text: str, start: int, end: int) -> tuple[int, int]:
    """``start`` and ``end`` moved past the markup characters around ``text[start:end]``."""
    while start > 0 and text[start - 1] in _MARKUP:
        start -= 1
    while end < len(text) and text[end] in _MARKUP:
        end += 1
    return start, end


def _expansions_by_pattern(text: str, acronym: str, letters: str) -> list[tuple[int, int]]:
    """:func:`expansions` by a search for each of its two patterns."""
    found: list[tuple[int, int]] = []
    # "(PPL)", and marked up inside its parentheses as :func:`expansions` reads it: "(`PPL`_)"
    marked = re.escape(_MARKUP)
    for m in re.finditer(rf"\([{marked}]*{re.escape(acronym)}[{marked}]*\)", text):
        span = _before(text, m.start(), letters)
        if span is not None:
            found.append(span)
    at = text.find(acronym + " (")
    while at >= 0:
        if at == 0 or not text[at - 1].isalnum():
            span = _after(text, at + len(acronym) + 2, letters)
            if span is not None:
                found.append(span)
        at = text.find(acronym + " (", at + 1)
    return found


def _before(text: str, paren: int, letters: str) -> tuple[int, int] | None:
    """The words before ``text[paren]`` ("(") that spell ``letters``, with up to two words after them."""
    lo = max(0, text.rfind("\n\n", 0, paren), paren - 200)
    words = list(_WORD.finditer(text, lo, paren))
    limit = len(letters) + _SLACK + _TRAILING
    words = words[-limit:]
    for trailing in range(0, _TRAILING + 1):
        end = len(words) - trailing
        if end <= 0:
            break
        if words[end - 1].group().lower() in _SMALL:
            continue
        first = _spelled_backwards(words[:end], letters)
        if first is not None:
            return words[first].start(), words[-1].end()
    return None


def _after(text: str, start: int, letters: str) -> tuple[int, int] | None:
    """The words from ``text[start]`` to the closing parenthesis, when they start by spelling ``letters``."""
    close = text.find(")", start, start + 200)
    if close < 0:
        return None
    words = list(_WORD.finditer(text, start, close))
    i, k = 0, 0
    while k < len(letters) and i < len(words):
        word = words[i].group().lower()
        if word in _SMALL and word[0] != letters[k]:
            i += 1
            continue
        if word[0] != letters[k]:
            return None
        i, k = i + 1, k + 1
    if k < len(letters):
        return None
    return words[0].start(), words[i - 1].end()


def _spelled_backwards(words: list[re.Match], letters: str) -> int | None:
    """The index of the first of ``words`` when their last ones spell ``letters`` by their initials
    (small words skipped), or None."""
    k = len(letters) - 1
    i = len(words) - 1
    while k >= 0 and i >= 0:
        word = words[i].group().lower()
        if word[0] == letters[k]:
            k -= 1
        elif word not in _SMALL:
            return None
        i -= 1
    return i + 1 if k < 0 else None


def names_another(text: str, span: tuple[int, int], letters: str, names: "Sequence[str]") -> bool:
    """Is the expansion ``text[span[0]:span[1]]`` of the acronym ``letters`` another thing than
    ``names`` (a concept's English names)? Yes when one of them is spelled out by the same initials
    and none of those has the expansion's letter-giving words, compared by their first three
    letters (a British "Optimisation" is an "Optimization"). An expansion of three words or more
    whose first and last words are the name's is the name with its middle misremembered ("Group
    Reasoning Post-Optimization (GRPO)" for Group Relative Policy Optimization): another thing
    spelled by the same initials shares neither ("Sliding Window Attention", "Max Planck Institute")."""
    mine = _letter_words(_WORD.findall(text, span[0], span[1]), letters.lower())
    if mine is None:
        return False
    compared = False
    for name in names:
        theirs = _letter_words(_WORD.findall(name), letters.lower())
        if theirs is None:
            continue
        compared = True
        if all(a[:3] == b[:3] for a, b in zip(mine, theirs)) or (
                len(mine) > 2 and mine[0][:3] == theirs[0][:3] and mine[-1][:3] == theirs[-1][:3]):
            return False
    return compared


def spells_a_name(letters: str, names: "list[str]") -> bool:
    """Does one of ``names`` spell the acronym ``letters`` by its initials? Without one,
    :func:`names_another` says no for every expansion, so the text need not be searched for them."""
    return any(_letter_words(_WORD.findall(name), letters.lower()) is not None for name in names)


def _letter_words(words: "list[str]", letters: str) -> "list[str] | None":
    """The words of ``words`` that give ``letters`` their initials, in order (small words skipped),
    when all of them do; else None."""
    out: list[str] = []
    for word in (w.lower() for w in words):
        if len(out) < len(letters) and word[0] == letters[len(out)]:
            out.append(word)
        elif word not in _SMALL and len(out) < len(letters):
            return None
    return out if len(out) == len(letters) else None
