"""Text helpers shared by the matcher and the analysis: folding, word boundaries, NFC, line index.

All offsets here are Python ``str`` indices (code points). Conversion to LSP units (UTF-16 by default)
happens only at the protocol boundary.
"""

from __future__ import annotations

import bisect
import re
from itertools import accumulate
import unicodedata
from functools import lru_cache
from typing import Iterable


# Full-width ASCII (U+FF01..U+FF5E: "ＬｏＲＡ", "ＦＳＤＰ", "（") is the ASCII character, the
# ideographic space a space, and the katakana middle dot (full and half width) a space between
# the parts of a name ("ニューラル・ネットワーク"): one character for one, so offsets stay right.
_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20, 0x30FB: 0x20, 0xFF65: 0x20}
_WIDE = re.compile("[\u3000\u30fb\uff01-\uff5e\uff65]")


def fold_width(text: str) -> str:
    """``text`` with full-width ASCII as ASCII, the ideographic space and the katakana middle dot
    as spaces; the same length. (Half-width katakana change length under NFKC, "ﾃﾞ" -> "デ": the
    matcher spells katakana names in half width instead, see :mod:`.east_asian`.)"""
    if text.isascii() or _WIDE.search(text) is None:
        return text
    return text.translate(_WIDTH)


def fold(text: str) -> str:
    """Lower-case ``text`` without changing its length (so offsets stay valid), one character at
    a time: ``fold(a + b) == fold(a) + fold(b)``. Full-width forms are folded first (:func:`fold_width`).

    ``str.lower`` maps a few characters to two (``'İ'.lower()`` is two code points); those keep
    their case here, which only costs a missed case-insensitive match on that one character.
    The typographic apostrophe folds to ``'``. For matching document text. Glossary forms are compared with each other by
    :func:`ai_glossary.core.glossary.model.form_key`, which may change the length.
    """
    text = fold_width(text)
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = "".join(low if len(low := ch.lower()) == 1 else ch for ch in text)
    # str.lower makes a capital sigma final (ς) or not (σ) by the letters around it: one sigma,
    # so that each character folds on its own, and a text folds the same in one piece or in
    # chunks (the matcher scans a long text in chunks)
    if "\u03c2" in lowered:
        lowered = lowered.replace("\u03c2", "\u03c3")
    # the typographic apostrophe of French and Dutch text is the ASCII one: "taux d’apprentissage"
    return lowered.replace("\u2019", "'") if "\u2019" in lowered else lowered


@lru_cache(maxsize=4096)
def _is_word_slow(ch: str) -> bool:
    # Combining marks (Mn, Mc, Me) are part of a word: Bengali vowel signs and viramas are marks,
    # and Python's \w (and str.isalnum) exclude them.
    # Zero-width joiners (Cf) sit inside Bengali words too ("র‍্যাঙ্ক").
    return ch.isalnum() or ch == "_" or unicodedata.category(ch)[0] == "M" or ch in "\u200c\u200d"


ASCII_WORD = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def is_word_char(ch: str) -> bool:
    if ch < "\x80":
        return ch in ASCII_WORD
    return _is_word_slow(ch)


# Character classes of the scripts written without spaces between words. Any other character is 0.
HAN, HIRAGANA, KATAKANA, HANGUL = 1, 2, 3, 4
_FIRST_CJK = "\u1100"  # nothing before it is in a class (a fast path for Latin text)


@lru_cache(maxsize=8192)
def cjk_class(ch: str) -> int:
    """HAN, HIRAGANA, KATAKANA (full or half width, with the long-vowel mark ー), HANGUL or 0."""
    o = ord(ch)
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0xF900 <= o <= 0xFAFF or 0x20000 <= o <= 0x3134F or o in (0x3005, 0x3007):
        return HAN  # with 々 (repeat) and 〇
    if 0x3041 <= o <= 0x309F:
        return HIRAGANA
    if 0x30A0 <= o <= 0x30FF and o != 0x30FB or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F:
        return KATAKANA
    if 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return HANGUL
    return 0


def joins(before: str, after: str) -> bool:
    """Are two adjacent characters inside one word (no word boundary between them)?

    Both must be word characters, and of one script class: a Latin letter next to a Han, kana or
    Hangul character is at a boundary ("使用LoRA微调", "LoRAの学習", "FSDPで"). Chinese and
    Japanese put no space between words, so two Han characters, or two hiragana, have a boundary
    between them: which run of them is a name is decided by the longest glossary form there and by
    the ordinary words that hold a name (:mod:`.east_asian`). A katakana run is one loanword, and
    Hangul is written with spaces: those join."""
    # (two ASCII characters, most calls, answered without the calls below)
    if before in ASCII_WORD:
        if after in ASCII_WORD:
            return True
    elif before < "\x80":
        return False
    if not (is_word_char(before) and is_word_char(after)):
        return False
    if before < _FIRST_CJK and after < _FIRST_CJK:
        return True
    kind = cjk_class(before)
    return kind == cjk_class(after) and kind not in (HAN, HIRAGANA)


def nfc_with_map(text: str) -> tuple[str, list[int] | None]:
    """NFC-normalise ``text``; when that changes it, also return a map from each normalised index
    (and one past the end) to an index in ``text``."""
    if unicodedata.is_normalized("NFC", text):
        return text, None
    out: list[str] = []
    index_map: list[int] = []
    cluster_start = 0
    n = len(text)
    i = 1
    # Split into clusters at starters (combining class 0); normalise each cluster on its own.
    while cluster_start < n:
        while i < n and unicodedata.combining(text[i]) != 0:
            i += 1
        cluster = unicodedata.normalize("NFC", text[cluster_start:i])
        out.append(cluster)
        index_map.extend([cluster_start] * len(cluster))
        cluster_start = i
        i += 1
    index_map.append(n)
    return "".join(out), index_map


def script_of(text: str) -> str:
    """A coarse script tag for suffix rules: 'bengali', 'cjk' (any Han, kana or Hangul: "数据并行",
    "Reduce 操作"), 'latin' or 'other'."""
    for ch in text:
        if "\u0980" <= ch <= "\u09ff":
            return "bengali"
        if ch >= _FIRST_CJK and cjk_class(ch):
            return "cjk"
    return "latin" if all(ord(ch) < 0x250 or not ch.isalpha() for ch in text) else "other"


_LINE_END = re.compile(r"\r\n|\r|\n")
_LONE_CR = re.compile(r"\r(?!\n)")


class LineIndex:
    """Start offsets of every line of a text, for line/column <-> offset conversion.

    Lines end at ``\n``, ``\r\n`` or a lone ``\r``, as LSP counts them.
    """

    __slots__ = ("starts", "length")

    def __init__(self, text: str) -> None:
        if "\r" in text and _LONE_CR.search(text):
            starts = [0] + [m.end() for m in _LINE_END.finditer(text)]
        else:
            # Built with C-level iterators only: ~0.3 ms for a 10,000-line file.
            line_lengths_plus_newline = map((1).__add__, map(len, text.split("\n")))
            starts = list(accumulate(line_lengths_plus_newline, initial=0))
            starts.pop()
        self.starts = starts
        self.length = len(text)

    @staticmethod
    def edit_keeps_line_ends_simple(text: str, start: int, end: int, new_text: str) -> bool:
        """Can :meth:`apply_edit` update the index of ``text`` for this edit? Not when a carriage
        return is involved: the edit may make or break a ``\r\n`` pair or a lone ``\r``."""
        return "\r" not in new_text and (start == 0 or text[start - 1] != "\r") and "\r" not in text[start:end]

    def apply_edit(self, start: int, end: int, new_text: str) -> None:
        """Update the index for ``text[start:end] = new_text`` without rescanning the whole text
        (only for edits :meth:`edit_keeps_line_ends_simple` allows)."""
        starts = self.starts
        first = bisect.bisect_right(starts, start)  # lines starting after ``start`` may change
        after = bisect.bisect_right(starts, end)  # lines starting after ``end`` only move
        delta = len(new_text) - (end - start)
        inserted = []
        pos = new_text.find("\n")
        while pos != -1:
            inserted.append(start + pos + 1)
            pos = new_text.find("\n", pos + 1)
        starts[first:] = inserted + [x + delta for x in starts[after:]]
        self.length += delta

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) - 1

    def position(self, offset: int) -> tuple[int, int]:
        """0-based (line, column in code points) of ``offset``."""
        line = self.line_of(offset)
        return line, offset - self.starts[line]

    def offset(self, line: int, column: int) -> int:
        """Offset of a 0-based line and code-point column, clamped into the text."""
        if line < 0:
            return 0
        if line >= len(self.starts):
            return self.length
        start = self.starts[line]
        end = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else self.length
        return start + max(0, min(column, end - start))

    def line_span(self, line: int) -> tuple[int, int]:
        """Offsets of a line's first character and of its end (before the newline)."""
        start = self.starts[line]
        end = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else self.length
        return start, end


def positions(text: str, offsets: Iterable[int]) -> list[tuple[int, int]]:
    """``LineIndex(text).position`` of each offset, found by counting the line breaks from one
    offset to the next instead of indexing every line: a scan asks for the positions of a few
    terms in a file (25,000 terms in the 1.4 million lines of transformers' tree), and the
    index of every line cost more than the counting. Fastest for offsets in ascending order."""
    if "\r" in text and _LONE_CR.search(text):
        index = LineIndex(text)  # lone carriage returns end lines too
        return [index.position(offset) for offset in offsets]
    count, rfind = text.count, text.rfind
    out = []
    line = line_start = pos = 0  # ``line`` starts at ``line_start``, at or before ``pos``
    for offset in offsets:
        if offset < pos:
            line = line_start = pos = 0
        breaks = count("\n", pos, offset)
        if breaks:
            line += breaks
            line_start = rfind("\n", pos, offset) + 1
        pos = offset
        out.append((line, offset - line_start))
    return out


CODE_POINTS = "utf-32"  # columns counted in code points: one unit per character


def column_units(text: str, offset: int, column: int, units: str) -> int:
    """The column of ``offset`` (``column`` code points into its line) in ``units``: ``"utf-16"``
    counts two for a character beyond the Basic Multilingual Plane, ``"utf-8"`` a character's
    bytes, ``"utf-32"`` code points (LSP's position encodings)."""
    before = text[offset - column:offset]
    if units == CODE_POINTS or before.isascii():
        return column
    if units == "utf-8":
        return len(before.encode("utf-8", "surrogatepass"))
    return column + sum(1 for ch in before if ch > "\uffff")


def plain_word(word: str) -> bool:
    """Is ``word`` a plain word: ASCII letters, all in lower case ("checkpoint", "mpi"), as a name in
    code is that no identifier rule (a digit, an underscore, a capital) tells from prose?"""
    return word.isascii() and word.isalpha() and word.islower()


def run_of(text: str, start: int, stop: int, chars: frozenset[str]) -> tuple[int, int]:
    """The bounds of the run of ``chars`` around ``text[start:stop]`` (a path around a name, the words of an id or a quoted value)."""
    a, b = start, stop
    while a > 0 and text[a - 1] in chars:
        a -= 1
    while b < len(text) and text[b] in chars:
        b += 1
    return a, b


def common_length(a: str, b: str, limit: int, from_end: bool = False) -> int:
    """The length of the longest common prefix (``from_end``: suffix) of ``a`` and ``b``, at most
    ``limit``, found by comparing slices: C comparisons of 64 K characters, then a bisection."""

    def part(s: str, i: int, j: int) -> str:  # the characters ``i`` to ``j`` from that end
        return s[len(s) - j:len(s) - i] if from_end else s[i:j]

    n = min(len(a), len(b), limit)
    lo = 0
    while lo < n:
        hi = min(n, lo + (1 << 16))
        if part(a, lo, hi) != part(b, lo, hi):
            while hi - lo > 1:  # the first difference is in [lo, hi)
                mid = (lo + hi) // 2
                if part(a, lo, mid) == part(b, lo, mid):
                    lo = mid
                else:
                    hi = mid
            return lo
        lo = hi
    return n
