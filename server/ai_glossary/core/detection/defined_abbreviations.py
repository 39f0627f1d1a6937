"""Abbreviations a document defines for a concept: "le décodage spéculatif (SD)", "knowledge
distillation (KD)", "KD (knowledge distillation)".

Writers give a long name its abbreviation at its first use and write the abbreviation from then on
("... (SD). Le SD exploite ..."). The glossary cannot list every abbreviation a paper coins, so a
document's own definition names the concept for that document: an accepted mention of a concept
directly followed by an abbreviation in parentheses, or an abbreviation directly followed by an
accepted mention in parentheses, makes every occurrence of that abbreviation in the document's
prose a mention of the concept (the one in the parentheses too).

An abbreviation is defined only when all of these hold, so that a parenthesis that says something
else does not define one ("attention (QKV)", "the model (GPT)", "a token (ID)"):

- it is a word of two to eight letters with at least two capitals ("SD", "KD", "MoE");
- its capitals are the initials of the mention's words, a name written in one word counting its
  capitals' words ("DataParallel (DP)"), or of one of the concept's English names
  (:func:`.acronyms.spells_a_name`: the French "décodage spéculatif (SD)" spells "speculative
  decoding");
- the glossary does not already read it as that concept there (a known acronym defined as its own
  concept, "mixture of experts (MoE)", adds nothing);
- the document defines it for one concept only.

A known acronym defined as another concept is the writer's word for that concept in that document:
"DataParallel (DP)" in a tutorial that compares PyTorch's DataParallel with DDP makes its "DP"s the
class, not data parallelism, as "sliding window attention (SWA)" makes its "SWA"s the attention
and not the weight averaging. Such a definition *overrides*: every whole-word occurrence in prose
is the defined concept, where the glossary's candidates stand too. A new abbreviation counts only
where no candidate of the glossary stands.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, NamedTuple, Protocol

from ai_glossary.core.detection.acronyms import spells_a_name

_ABBREVIATION = re.compile(r"[A-Za-z]{2,8}")
# where a name written as one word starts its next word: "DataParallel", "FlashAttention"
_CAMEL_JOIN = re.compile(r"(?<=[a-z])(?=[A-Z])")


class Definition(NamedTuple):
    abbreviation: str
    concept_id: str
    lang: str | None
    # a known acronym the document defines as another concept: its candidates give way
    overrides: bool = False


class Mention(Protocol):
    """An accepted mention, as the view resolves it (start and end in the document)."""

    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def concept_id(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def lang(self) -> str | None: ...


def capitals(word: str) -> str:
    """The letters of ``word`` an abbreviation spells: its capitals ("MoE" -> "ME")."""
    return "".join(ch for ch in word if "A" <= ch <= "Z")


def is_abbreviation(word: str) -> bool:
    """Has ``word`` the shape of an abbreviation: two to eight ASCII letters, the first and at least
    one other a capital ("SD", "MoE", not "Sd" or "sd")?"""
    return _ABBREVIATION.fullmatch(word) is not None and word[0].isupper() and len(capitals(word)) >= 2


def abbreviation_around(text: str, offset: int) -> tuple[int, int] | None:
    """The span of the word under ``offset`` when it is a whole word of an abbreviation's shape."""
    lo, hi = _letters_around(text, min(offset, len(text)))
    if not is_abbreviation(text[lo:hi]) or not whole_word(text, lo, hi):
        return None
    return lo, hi


def _letters_around(text: str, at: int) -> tuple[int, int]:
    """The run of ASCII letters around ``text[at]``, read no further than nine letters (a hover on
    a long run of letters, a base64 blob, reads nine)."""
    lo = hi = at
    while lo and hi - lo < 9 and text[lo - 1].isascii() and text[lo - 1].isalpha():
        lo -= 1
    while hi < len(text) and hi - lo < 9 and text[hi].isascii() and text[hi].isalpha():
        hi += 1
    return lo, hi


class Definitions:
    """The abbreviations of one document gathered one definition at a time (see the module).

    ``concepts_at(start, end)``: the concepts of the glossary's candidates that overlap the span;
    ``spelled_by_name(concept_id, letters)``: does one of the concept's names spell the letters by
    its initials."""

    def __init__(self, concepts_at: Callable[[int, int], "set[str]"],
                 spelled_by_name: Callable[[str, str], bool]) -> None:
        self._concepts_at = concepts_at
        self._spelled_by_name = spelled_by_name
        self._found: dict[str, Definition] = {}
        self._dropped: set[str] = set()
        self._confirmed: set[str] = set()  # defined as a concept the glossary reads there

    def add(self, word: str, at: int, mention: Mention) -> None:
        """``word`` at ``at`` stands in parentheses after ``mention`` or before it."""
        if word in self._dropped or not is_abbreviation(word):
            return
        known = self._concepts_at(at, at + len(word))
        if mention.concept_id in known:
            # the glossary's own reading, defined: another definition of the word makes two
            self._confirmed.add(word)
            if word in self._found:
                del self._found[word]
                self._dropped.add(word)
            return
        if word in self._confirmed:
            self._dropped.add(word)
            return
        letters = capitals(word)
        if not (spells_a_name(letters, [_CAMEL_JOIN.sub(" ", mention.text)])
                or self._spelled_by_name(mention.concept_id, letters)):
            return
        earlier = self._found.get(word)
        if earlier is None:
            self._found[word] = Definition(word, mention.concept_id, mention.lang, bool(known))
        elif earlier.concept_id != mention.concept_id:
            del self._found[word]
            self._dropped.add(word)

    def read(self, text: str, mention: Mention) -> None:
        """The definitions around one accepted mention: "mention (SD)" and "SD (mention)"."""
        at = mention.end
        while text.startswith(" ", at) and at - mention.end < 2:
            at += 1
        if text.startswith("(", at):
            close = text.find(")", at + 1, at + 10)
            if close > 0:
                self.add(text[at + 1:close], at + 1, mention)
        start = mention.start
        if start >= 2 and text[start - 2:start] == " (" and text.startswith(")", mention.end):
            word = _word_before(text, start - 2)
            if word is not None:
                self.add(text[word:start - 2], word, mention)

    def found(self) -> dict[str, Definition]:
        return dict(self._found)


def _word_before(text: str, end: int) -> int | None:
    """Where the word of two to eight ASCII letters that ends at ``end`` (before a space) starts, if
    one does."""
    start, _ = _letters_around(text, end)
    if end - start < 2 or end - start > 8 or (start and (text[start - 1].isalnum() or text[start - 1] in "_-")):
        return None
    return start


def definitions(mentions: "Iterable[Mention]", text: str, concepts_at: Callable[[int, int], "set[str]"],
                spelled_by_name: Callable[[str, str], bool]) -> dict[str, Definition]:
    """The abbreviations ``text`` defines around its accepted ``mentions`` (see the module): one
    look at the characters beside each mention, no search of the text."""
    gathered = Definitions(concepts_at, spelled_by_name)
    for mention in mentions:
        # most mentions have no parenthesis beside them: one slice each tells (3,300 mentions of
        # a 3 MB sample in about 1 ms)
        if "(" in text[mention.end:mention.end + 3] or text[mention.start - 2:mention.start] == " (":
            gathered.read(text, mention)
    return gathered.found()


def definitions_of(word: str, text: str, accepted_at: Callable[[int], "Mention | None"],
                   concepts_at: Callable[[int, int], "set[str]"],
                   spelled_by_name: Callable[[str, str], bool]) -> "Definition | None":
    """What ``text`` defines ``word`` as, found from the word's parentheses ("(SD)", "SD (") by
    ``str.find``: the answer :func:`definitions` gives for it, without resolving the document."""
    gathered = Definitions(concepts_at, spelled_by_name)
    at = text.find("(" + word + ")")
    while at >= 0:
        end = at
        while end and text[end - 1] == " " and at - end < 2:
            end -= 1
        mention = accepted_at(end - 1) if end else None
        if mention is not None and mention.end == end:
            gathered.add(word, at + 1, mention)
        at = text.find("(" + word + ")", at + 1)
    at = text.find(word + " (")
    while at >= 0:
        mention = accepted_at(at + len(word) + 2)
        if mention is not None and mention.start == at + len(word) + 2 and _word_before(text, at + len(word)) == at:
            gathered.read(text, mention)
        at = text.find(word + " (", at + 1)
    return gathered.found().get(word)


def occurrences(text: str, definition: Definition, in_prose: Callable[[int], bool],
                known_at: Callable[[int, int], bool]) -> list[tuple[int, int]]:
    """The spans where the defined abbreviation is written as a whole word in prose: where no
    candidate stands, or anywhere for a definition that overrides the glossary's reading."""
    spans = []
    abbreviation = definition.abbreviation
    n = len(abbreviation)
    at = text.find(abbreviation)
    while at >= 0:
        end = at + n
        if whole_word(text, at, end) and in_prose(at) and stands_at(definition, known_at, at, end):
            spans.append((at, end))
        at = text.find(abbreviation, end)
    return spans


def stands_at(definition: Definition, known_at: Callable[[int, int], bool], start: int, end: int) -> bool:
    """Does the definition name the occurrence at ``[start, end)``: where no candidate of the glossary
    stands, or anywhere for a definition that overrides the glossary's reading?"""
    return definition.overrides or not known_at(start, end)


def may_be_defined(text: str, word: str) -> bool:
    """Could ``text`` define ``word``: is it written "(word)" or "word (" anywhere? (One search of
    each, about 1 ms in 3 MB: a hover on a known acronym asks it before trusting the glossary.)"""
    return "(" + word + ")" in text or word + " (" in text


def whole_word(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` not part of a longer word or identifier ("SD" in "SDK", "my_SD")?"""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return not (before.isalnum() or before == "_" or after.isalnum() or after == "_")
