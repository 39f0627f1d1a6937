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

# What joins a document's prose regions into the one text the matcher reads: no form holds it, and the
# rules that read around a form stop at it (a region's start, the end of a docstring's argument list)
REGION_SEPARATOR = "\x00"


# Full-width ASCII (U+FF01..U+FF5E: "ＬｏＲＡ", "ＦＳＤＰ", "（") is the ASCII character, the
# ideographic space a space, and the katakana middle dot (full and half width) a space between
# the parts of a name ("ニューラル・ネットワーク"): one character for one, so offsets stay right. The
# Unicode hyphen and the non-breaking hyphen (U+2010, U+2011: "transformer‑lagen", "token‑venster" in
# typeset and translated text) are the hyphen, and the no-break spaces and the thin space (U+00A0,
# U+202F, U+2009: French typography, and generated text that writes "Paged\u202fAttention") are the
# space, replaced one for one too (:func:`fold_width`).
_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20, 0x30FB: 0x20, 0xFF65: 0x20}
_WIDE_CLASS = "\u3000\u30fb\uff01-\uff5e\uff65"  # _WIDTH's characters, as a regular expression's class
_WIDE = re.compile(f"[{_WIDE_CLASS}]")
# the hyphens and the spaces, each with its fold, replaced by str.replace
_REPLACED = (("\u2010", "-"), ("\u2011", "-"), ("\xa0", " "), ("\u2009", " "), ("\u202f", " "))
# every character fold_width replaces: one pass over a text that holds none (most texts past ASCII)
_FOLDED_BY_WIDTH = re.compile(f"[{''.join(ch for ch, _ in _REPLACED)}{_WIDE_CLASS}]")


def fold_width(text: str) -> str:
    """``text`` with full-width ASCII as ASCII, the ideographic space, the no-break spaces, the thin
    space and the katakana middle dot as spaces, the Unicode hyphens as the hyphen; the same length.
    (Half-width katakana change length under NFKC, "ﾃﾞ" -> "デ": the matcher spells katakana names in
    half width instead, see :mod:`.east_asian`.)"""
    if text.isascii() or _FOLDED_BY_WIDTH.search(text) is None:
        return text
    # the hyphens and the no-break spaces by str.replace: a long file with one of them (a 5,000-line
    # module) is read in C, where str.translate looks every character up in a dict (5 ms a call on that file)
    for ch, folded in _REPLACED:
        if ch in text:
            text = text.replace(ch, folded)
    if _WIDE.search(text) is None:
        return text
    return text.translate(_WIDTH)


def fold(text: str, widths_folded: bool = False) -> str:
    """Lower-case ``text`` without changing its length (so offsets stay valid), one character at
    a time: ``fold(a + b) == fold(a) + fold(b)``. Full-width forms are folded first (:func:`fold_width`).

    ``str.lower`` maps a few characters to two (``'İ'.lower()`` is two code points); those keep
    their case here, which only costs a missed case-insensitive match on that one character.
    The typographic apostrophe folds to ``'``. For matching document text. Glossary forms are compared with each other by
    :func:`ai_glossary.core.glossary.model.form_key`, which may change the length.
    ``widths_folded``: ``text`` is :func:`fold_width`'s already, not searched again (the matcher
    folds the widths of a text, then its case).
    """
    if not widths_folded:
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


# The UTF-8 of the characters past ASCII whose fold is ASCII, but full-width ASCII and the half-width
# middle dot (U+FF01-U+FF65: a text with a character of U+FF00-U+FF7F is folded instead): its lead
# byte (looked for first, by memchr), the character and its fold
_FOLDS_TO_ASCII = tuple((ch.encode()[:1], ch.encode(), fold(ch).encode())
                        for ch in (*(ch for ch, _ in _REPLACED), "\u2019", "\u212a", "\u3000", "\u30fb"))
_ASCII_RUN = re.compile("[\x00-\x7f]+")


def _ascii_view(text: str) -> bytes | None:
    """``text``'s UTF-8, its ASCII letters lowered and each character past ASCII that folds to
    ASCII written as its fold; None for a text with full-width ASCII."""
    raw = text.encode("utf-8", "surrogatepass")
    if b"\xef" in raw and (b"\xef\xbc" in raw or b"\xef\xbd" in raw):
        return None
    for lead, mark, folded in _FOLDS_TO_ASCII:
        if lead in raw and mark in raw:
            raw = raw.replace(mark, folded)
    return raw.lower()


class FoldedText:
    """``word in FoldedText(text)`` is ``word in fold(text)``, for a long text asked for a few
    words (a document's counter-evidence words). An ASCII word is looked for in the text's
    :func:`_ascii_view`: every other character past ASCII is bytes past ASCII there, as it folds
    to a character past ASCII, so the ASCII runs are those of the fold. A word past ASCII whose
    ASCII runs are all there is looked for in ``fold(text)``, made once. The view costs about a
    sixth of ``fold``, whose width test and ``str.lower`` read a text with characters past U+00FF
    at about 80 instructions a character (callgrind)."""

    __slots__ = ("_text", "_view", "_folded")

    def __init__(self, text: str) -> None:
        self._text = text
        self._view: bytes | None | bool = False  # False until made
        self._folded: str | None = None

    def __contains__(self, word: str) -> bool:
        view = self._view
        if view is False:
            view = self._view = _ascii_view(self._text)
        if view is not None:
            if word.isascii():
                return word.encode() in view  # type: ignore[operator]
            if any(run.encode() not in view for run in _ASCII_RUN.findall(word)):  # type: ignore[operator]
                return False
        folded = self._folded
        if folded is None:
            folded = self._folded = fold(self._text)
        return word in folded


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


_RUN_PIECE = 64  # the characters of a run read by one strip


@lru_cache(maxsize=64)
def _as_string(chars: frozenset[str]) -> str:
    return "".join(sorted(chars))


def run_of(text: str, start: int, stop: int, chars: frozenset[str]) -> tuple[int, int]:
    """The bounds of the run of ``chars`` (single characters) around ``text[start:stop]`` (a path
    around a name, the words of an id or a quoted value), read by ``str.rstrip`` and ``str.lstrip``
    a piece at a time: a run of a path or a URL is tens of characters, each a few bytecodes in a
    loop of Python."""
    members = _as_string(chars)
    a, b, n = start, stop, len(text)
    while a > 0:
        piece = text[max(0, a - _RUN_PIECE):a]
        kept = len(piece.rstrip(members))
        a -= len(piece) - kept
        if kept:
            break
    while b < n:
        piece = text[b:b + _RUN_PIECE]
        left = len(piece.lstrip(members))
        b += len(piece) - left
        if left:
            break
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
