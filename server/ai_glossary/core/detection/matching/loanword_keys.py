"""The key a Bengali or katakana spelling is matched by: the spellings writers use for one loanword
fold to one key, so that any of them matches the glossary's form without that spelling being
listed (docs/detection.md, "Loanword spellings").

Bengali writes an English technical word several ways; the key drops or merges what varies:

- the hasanta (virama ``্``) inside a cluster and at a word's end ("অপটিমাইজার" / "অপ্টিমাইজার",
  "ফরমার" / "ফর্মার"); a ra-phala or ba-phala (``্র``, ``্ব``) keeps its hasanta, as it changes
  the word ("ক্রম", order, is not "কর্ম", work);
- the ya-phala ``্য`` ("ব্যাচ" / "বাচ"), so that ``অ্যা`` and ``এ্যা`` both read ``এা``;
- the zero-width joiners ("র‍্যাঙ্ক" / "র্যাঙ্ক");
- a word's first ``ই`` before a consonant as ``এ``: English "em-", "en-", "ex-" are written
  either way ("ইমবেডিং" / "এমবেডিং"; a short name spells its own letters, see below);
- the nukta of ``জ়``, which newer spellings write for English "z" ("টোকেনাইজ়ার" / "টোকেনাইজার");
- the ``ড`` of English "-dth", which some spellings write and others drop ("ব্যান্ডউইডথ" /
  "ব্যান্ডউইথ");
- ``ণ`` as ``ন``, ``শ`` and ``ষ`` as ``স``, ``ড়`` as ``র``, the anusvara ``ং`` as ``ঙ``
  ("র‍্যাংক" / "র‍্যাঙ্ক", "ল্যাংগুয়েজ" / "ল্যাঙ্গুয়েজ"), the long vowels as the short ones
  ("লাইব্রেরী" / "লাইব্রেরি").

Katakana: a space (or the middle dot ``・``, which :func:`~..text.fold_width` makes a space)
between two katakana is dropped: "テンソル・パラレル", "テンソル パラレル" and "テンソルパラレル"
are one key; a name whose parts are written apart ends where a katakana word ends ("クロス" is
not in "クロ・スケール", see :func:`ends_inside_a_part`). The sokuon ``ッ`` inside a katakana
word is dropped too ("エンベッディング" / "エンベディング"), except in a short name (a key of at
most :data:`SHORT_KANA_KEY` kana: "バチ" is not "バッチ"). The long-vowel mark ``ー`` is spelled,
not folded ("ビル" and "ビール" are two words), see :mod:`..east_asian`.

A short Bengali name (a key of at most :data:`SHORT_KEY` letters) is too close to ordinary words
for its letters, vowel signs and ya-phala to vary: "গাদার" (a heap's) is "গ্যাদার" (gather)
without its ya-phala, "লোড়া" is "লোরা" (LoRA) with ড়. Its text must spell the same letters, and
only its hasanta, joiners and anusvara may differ (:func:`same_letters`).

Both sides use these keys: the compiled spellings (:func:`compact_key`) and the text a scan reads
(:func:`compact_key_with_map`, with where each key character comes from, so that a match is
reported at its exact place in the text). A key is never longer than its text, and text of no
other script is its own key.
"""

from __future__ import annotations

import bisect
import re
from typing import Protocol

from ai_glossary.core.detection.text import KATAKANA, cjk_class


class _Entry(Protocol):  # a FormEntry (compiled imports this module)
    @property
    def spelling(self) -> str: ...

    @property
    def script(self) -> str: ...


# What is left out of a key, or written otherwise; each alternative is one unit of text:
# the ya-phala (not the virama before য়, which is য + nukta in NFC), any other hasanta but the
# one of a ra- or ba-phala, the hasanta of ম্ব (said m-b, as মব: "এম্বেডিং" / "এমবেডিং"; the
# other ba-phalas are silent or double their letter), the ই of েই before a consonant (English
# "ay": "রেইট" / "রেট", "ট্রেইনিং" / "ট্রেনিং"; a word-final েই, as in সেই, stays), the া of
# English "-tion" written -শান ("অপ্টিমাইজেশান" / "অপটিমাইজেশন"), the joiners, ড় (ড + nukta,
# or U+09DC) as র, a word's first ই before a consonant as এ (English "em-", "en-", "ex-" are
# written either way: "ইমবেডিং" / "এমবেডিং"), a hyphen between two Bengali characters ("টেন্সর-ফ্লো" / "টেনসরফ্লো",
# see compiled.match_key), and the space between two katakana (the long-vowel mark and half-width
# katakana included).
_KANA = "\u30a1-\u30fa\u30fc\u30fd\u30fe\uff66-\uff9f"
_UNITS = re.compile(
    "\u09cd\u09af(?!\u09bc)|\u09cd(?![\u09b0\u09ac])|(?<=\u09ae)\u09cd(?=\u09ac)"
    "|(?<=\u09c7)\u0987(?=[\u0995-\u09b9\u09dc\u09dd\u09df])|(?<=[\u09b6\u09b7\u09b8])\u09be(?=[\u09a8\u09a3])"
    "|(?<![\u0980-\u09ff\u200c\u200d])\u0987(?=[\u0995-\u09b9])"  # a word's first ই before a consonant
    "|[\u200c\u200d]|\u09a1\u09bc|\u09dc|-"  # the hyphens match_key leaves: between Bengali characters
    "|(?<=\u099c)\u09bc"  # the nukta of জ় (English "z": "টোকেনাইজ়ার" / "টোকেনাইজার")
    "|\u09a1(?=\u09cd?\u09a5)"  # the ড of English "-dth" ("ব্যান্ডউইডথ" / "ব্যান্ডউইথ", bandwidth)
    f"|(?<=[{_KANA}]) (?=[{_KANA}])|(?<=[{_KANA}])[\u30c3\uff6f](?=[{_KANA}])"
)
# the units of text with no Bengali: the spaces between katakana (a literal first: a fast search)
# and the sokuon ッ (ｯ) inside a katakana word ("エンベッディング" / "エンベディング")
_KANA_SPACES = re.compile(f" (?=[{_KANA}])(?<=[{_KANA}] )|(?<=[{_KANA}])[\u30c3\uff6f](?=[{_KANA}])")
SHORT_KANA_KEY = 4  # a katakana name of at most 4 kana in its key writes its ッ: バッチ is not バチ
_REPLACED = {"\u09a1\u09bc": "\u09b0", "\u09dc": "\u09b0"}  # ড় -> র; any other unit is left out
# one letter for another: ণ -> ন, শ ষ -> স, ং -> ঙ; the long vowels as the short ones, ী ঈ -> ি ই,
# ূ ঊ -> ু উ (the spelling rules of 1936 and of the Bangla Academy write loanwords with the short);
# the Bengali digits as ASCII ones ("৮-বিট" / "8-বিট": translations write either)
_LETTERS = str.maketrans({"\u09a3": "\u09a8", "\u09b6": "\u09b8", "\u09b7": "\u09b8", "\u0982": "\u0999",
                          "\u09c0": "\u09bf", "\u0988": "\u0987", "\u09c2": "\u09c1", "\u098a": "\u0989",
                          **{chr(0x09E6 + d): str(d) for d in range(10)}})
_A_E = ("\u0985\u09be", "\u098f\u09be")  # অা (অ্যা without its ya-phala) reads as এা (এ্যা)
_BENGALI = re.compile("[\u0980-\u09ff\u200c\u200d]")  # the joiners too
_FOLDABLE = re.compile(f"[\u0980-\u09ff\u200c\u200d{_KANA}]")
# a unit of text left out or replaced: its key index, start, end, replacement, whether a space
_Unit = tuple[int, int, int, str, bool]


SHORT_KEY = 5
# what a short name may still spell otherwise: its hasanta (not a phala's), joiners, ং for ঙ
_MARKS = re.compile("\u09cd(?![\u09af\u09b0\u09ac])|[\u200c\u200d]")
_ANUSVARA = str.maketrans({"\u0982": "\u0999"})


# English "a" in a loanword's first syllable is written ে or ্যা ("গ্রেডিয়েন্ট" / "গ্র্যাডিয়েন্ট",
# "লেটেন্ট" / "ল্যাটেন্ট"). A key cannot fold the two (া without its ya-phala is another vowel:
# "বাচ" is "ব্যাচ"), so a name is also spelled with the other, word by word (at most
# MAX_VOWEL_WORDS words of a name), in a word whose key is longer than SHORT_KEY: a short one is
# too close to ordinary words ("ড্যাস্ক", Dask, and "ডেস্ক", a desk).
_E, _YA_AA = "\u09c7", "\u09cd\u09af\u09be"
_FIRST_SYLLABLE = re.compile("(?<![\u0980-\u09ff])([\u0995-\u09b9](?:\u09cd(?!\u09af)[\u0995-\u09b9])*)"
                             f"({_E}|{_YA_AA})")
_WORD_AT = re.compile(_BENGALI.pattern + "+")
MAX_VOWEL_WORDS = 3


def first_vowel_spellings(spelling: str) -> list[str]:
    """The other spellings of a Bengali ``spelling`` whose words begin with ে or ্যা after their
    first consonants, each word with either (the spelling itself not included)."""
    matches = [m for m in _FIRST_SYLLABLE.finditer(spelling)
               if len(compact_key(_WORD_AT.match(spelling, m.start()).group())) > SHORT_KEY][:MAX_VOWEL_WORDS]
    if not matches:
        return []
    out = [""]
    pos = 0
    for m in matches:
        before = spelling[pos:m.start(2)]
        out = [s + before + vowel for s in out for vowel in (_E, _YA_AA)]
        pos = m.end(2)
    return [s + spelling[pos:] for s in out if s + spelling[pos:] != spelling]


def key_reach(key: str) -> int:
    """How many characters of text a key may stand for: a Bengali or katakana key is shorter than
    its text by the marks it leaves out (at most two of every three characters, as in "্য" after a
    letter); any other key, its own length."""
    return 3 * len(key) if _FOLDABLE.search(key) else len(key)


def same_letters(written: str, spelling: str) -> bool:
    """Do ``written`` and ``spelling`` differ only in their hasanta, joiners and anusvara? The
    test a short Bengali name's text passes (see :data:`SHORT_KEY`)."""
    return _MARKS.sub("", written).translate(_ANUSVARA) == _MARKS.sub("", spelling).translate(_ANUSVARA)


def other_word(text: str, folded: str, start: int, end: int, key_length: int, entry: "_Entry") -> bool:
    """Is ``text[start:end]``, whose key is that of ``entry`` (``key_length`` long), another word?
    A short Bengali name spelled with other letters (:func:`same_letters`), katakana parts that
    end inside a word (:func:`ends_inside_a_part`), or a short katakana name without its ``ッ``."""
    if entry.script == "bengali":
        return key_length <= SHORT_KEY and not same_letters(text[start:end], entry.spelling)
    return entry.script == "cjk" and (ends_inside_a_part(text, folded, start, end) or (
        key_length <= SHORT_KANA_KEY and _sokuons(text, start, end) != _sokuons(entry.spelling, 0, len(entry.spelling))))


def _sokuons(text: str, start: int, end: int) -> int:
    return text.count("\u30c3", start, end) + text.count("\uff6f", start, end)


def ends_inside_a_part(text: str, folded: str, start: int, end: int) -> bool:
    """Does a match of ``text[start:end]`` (``folded`` its :func:`~.compiled.match_key`) read
    across a space between katakana and stop before the end of the katakana word it stops in?"""
    return end < len(text) and cjk_class(text[end]) == KATAKANA and cjk_class(text[end - 1]) == KATAKANA and (
        " " in folded[start:end])


def compact_key(folded: str) -> str:
    """The key of ``folded`` (a spelling as the matcher folds it, :func:`~.compiled.match_key`)."""
    return compact_key_with_map(folded)[0]


def compact_key_with_map(folded: str) -> tuple[str, "KeyMap | None"]:
    """The key of ``folded`` (a text as the matcher folds it, same length as the text), and where
    its characters are in ``folded`` (None when each is at its own index)."""
    first = None if folded.isascii() else _FOLDABLE.search(folded)
    if first is None:  # no Bengali, no katakana (English text): one C call or two
        return folded, None
    bengali = _BENGALI.search(folded, first.start()) is not None
    units_of = _UNITS if bengali else _KANA_SPACES
    if not bengali and units_of.search(folded) is None:
        return folded, None
    pieces: list[str] = []
    units: list[_Unit] = []
    pos = kept = 0
    for m in units_of.finditer(folded):
        a, b = m.span()
        pieces.append(folded[pos:a])
        kept += a - pos
        # a word's first ই reads as এ; the ই of েই after its vowel sign is left out
        first_i = folded[a] == "\u0987" and folded[a - 1:a] != "\u09c7"
        replacement = "\u098f" if first_i else _REPLACED.get(m.group(), "")
        pieces.append(replacement)
        units.append((kept, a, b, replacement, folded[a] in " -"))  # a separator: no letter's mark
        kept += len(replacement)
        pos = b
    if not units:  # only letters change: the key has the text's length
        return _letters(folded), None
    pieces.append(folded[pos:])
    key = "".join(pieces)
    return (_letters(key) if bengali else key), KeyMap(units)


class KeyMap:
    """Where the characters of a key are in its text: built from the units of text left out or
    replaced (a few per line of Bengali, fewer in Japanese), asked only for the matches found."""

    __slots__ = ("_at", "_units", "_marks")

    def __init__(self, units: "list[_Unit]") -> None:
        self._units = units
        self._at = [u[0] for u in units]
        self._marks = not all(u[4] for u in units)  # any unit but a space (Bengali)

    def span(self, first: int, last: int) -> tuple[int, int]:
        """Where the key's characters ``first`` to ``last`` (included) are in the text: from the
        start of the first to the end of the last, with the marks left out after it (a hasanta,
        a ya-phala, a joiner: part of its letter), not a space left out between katakana."""
        units, at = self._units, self._at
        i = bisect.bisect_right(at, last) - 1
        if i < 0:  # before every unit: each character at its own index
            start, end = first, last + 1
        else:
            k, a, b, replacement, _ = units[i]
            end = b if replacement and k == last else last + 1 - (k + len(replacement)) + b
            j = i if k <= first else bisect.bisect_right(at, first, 0, i) - 1  # the last unit at or before ``first``
            if j < 0:
                start = first
            else:
                k, a, b, replacement, _ = units[j]
                start = a if replacement and k == first else first - (k + len(replacement)) + b
        if self._marks:
            i = bisect.bisect_left(at, last + 1)
            while i < len(units) and at[i] == last + 1 and not units[i][3] and not units[i][4] and units[i][1] == end:
                end = units[i][2]
                i += 1
        return start, end


def _letters(key: str) -> str:
    key = key.translate(_LETTERS)
    return key.replace(*_A_E) if _A_E[0] in key else key
