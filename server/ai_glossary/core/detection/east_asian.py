"""Chinese and Japanese names: the spellings their writers use, and the ordinary words that hold one.

Chinese and Japanese put no space between words, so a name is found wherever it stands in a
sentence ("使用数据并行训练", "データ並列で学習する"), and where it stands is decided by three rules
(docs/detection.md, "Scripts without spaces"):

1. the longest glossary form at a place wins over a shorter one inside it, as everywhere;
2. a katakana run is one loanword: a form starting with katakana right after another katakana
   character is inside that word ("ロス" in "クロスエントロピー"), and a katakana form of one or
   two characters ends only where the katakana run ends;
3. a name inside a known longer ordinary word is not a mention: :data:`ORDINARY_WORDS` lists, per
   script, the common words that hold a glossary name ("嵌入式" holds 嵌入, embedding, and means
   "embedded"; "量子化学" holds 量子化 and is quantum chemistry). The matcher puts them in its
   automaton as forms of no concept: as the longest form there, they hide the name.

The spellings (:func:`east_asian_spellings`) are folded by rule, not listed one by one:
Japanese katakana names with and without the long-vowel mark ー at the end of a part
("オプティマイザー" / "オプティマイザ"), with the parts written together, apart or with the middle
dot ("データ並列", "データ・並列"; the dot folds to a space, :func:`~.text.fold_width`; between two
katakana parts these share one key, :mod:`.matching.loanword_keys`, whatever the form's spelling); the same
names in half-width katakana ("ﾃﾞｰﾀ並列", whose NFKC form is shorter, so it is spelled, not
folded); and a space between a Latin and a Chinese or Japanese part written or left out
("LoRA 微调", "LoRA微调").
"""

from __future__ import annotations

import itertools
import unicodedata

from ai_glossary.core.detection.text import HAN, KATAKANA, cjk_class

# Common words that hold a glossary name of the built-in languages and mean something else. Kept
# short on purpose: only words a reader meets in software prose.
ORDINARY_WORDS: dict[str, tuple[str, ...]] = {
    "zh": (
        "嵌入式",  # embedded (systems, devices), holds 嵌入 (embedding)
        "蒸馏水", "蒸馏酒",  # distilled water, spirits: 蒸馏 (distillation)
        "激活码",  # activation code (a licence key): 激活 (activation)
        "量化宽松",  # quantitative easing: 量化 (quantization)
        "剪枝叶",  # pruning a plant's leaves: 剪枝 (pruning)
        # 预训练 (pre-training) as the attribute "pre-trained" of a model, not the stage: with 好
        # or 过 and 的, after 经过 and before 的, before 模型 (模型的预训练, "the model's
        # pre-training", and 预训练的目标, "pre-training's objective", are the stage; so is the
        # predicate "模型经过预训练和微调")
        "预训练好的", "预训练过的", "经过预训练的", "预训练模型", "预训练的模型",
        # and before what a pre-trained model is made of or is ("冻结的预训练权重", "预训练语言模型")
        "预训练权重", "预训练参数", "预训练语言模型", "预训练大模型",
        # the same attribute beside another one, each with its 经过 ("经过预训练或经过微调的模型")
        "经过预训练或经过", "经过预训练或者经过", "经过预训练和经过", "经过预训练、经过",
    ),
    "ja": (
        "量子化学",  # quantum chemistry: 量子化 (quantization)
        "蒸留酒", "蒸留水",  # spirits, distilled water: 蒸留 (distillation)
        "埋め込み式",  # built-in (furniture, devices): 埋め込み (embedding)
        "エポックメイキング",  # epoch-making: エポック (epoch)
        "事前学習済み",  # pre-trained (a model's adjective), not the stage: 事前学習 (pre-training)
        "事前学習したモデル", "事前学習されたモデル",  # a pre-trained model ("モデルが事前学習された" is the stage)
        "事前学習した言語モデル", "事前学習された言語モデル", "事前学習された重み",
        # and before the model it made, as 预训练模型 ("事前学習モデル π_ref", "事前学習 LM")
        "事前学習モデル", "事前学習 LM", "事前学習LM", "事前学習言語モデル",
    ),
}

_LONG_VOWEL = "\u30fc"  # ー
# Katakana words in -er/-or/-ar/-y written with or without a final ー end in these (JIS Z 8301,
# the Microsoft and Japanese government style guides differ on which to keep: both are typed).
_MAY_LENGTHEN = frozenset("アカガサザタダナハバパファマヤャラワィ")
_MAX_SPELLINGS = 24


def _half_width_table() -> dict[str, str]:
    """Full-width katakana (and ー) -> half width, voiced ones as two characters ("デ" -> "ﾃﾞ")."""
    table: dict[str, str] = {}
    for code in range(0xFF66, 0xFF9E):
        half = chr(code)
        table.setdefault(unicodedata.normalize("NFKC", half), half)
        for mark in ("\uff9e", "\uff9f"):  # ﾞ ﾟ
            full = unicodedata.normalize("NFKC", half + mark)
            if len(full) == 1:
                table.setdefault(full, half + mark)
    return table


_HALF_WIDTH = _half_width_table()


def half_width(spelling: str) -> str | None:
    """``spelling`` with its katakana in half width, or None when it has none to change."""
    if not any(ch in _HALF_WIDTH for ch in spelling):
        return None
    return "".join(_HALF_WIDTH.get(ch, ch) for ch in spelling)


def east_asian_spellings(form: str) -> list[str]:
    """Other spellings of a name written with Han or kana (the name itself not included)."""
    parts = _parts(form)
    spellings = [form]
    if len(parts) > 1:
        spellings += [_joined(parts, joiner) for joiner in ("", " ")]
    spellings += [toggled for spelling in spellings for toggled in _toggle_long_vowels(spelling)]
    spellings += [h for h in map(half_width, spellings) if h is not None]
    return [s for s in dict.fromkeys(spellings) if s != form][:_MAX_SPELLINGS]


def _parts(form: str) -> list[tuple[str, int]]:
    """The parts of ``form`` and their script class: split at spaces and middle dots, and where
    katakana meets Han or Latin ("データ並列" is データ + 並列; "LoRA 微调" is LoRA + 微调)."""
    parts: list[tuple[str, int]] = []
    for chunk in form.replace("\u30fb", " ").split(" "):
        if not chunk:
            continue
        for kind, chars in itertools.groupby(chunk, key=_part_class):
            parts.append(("".join(chars), kind))
    return parts


def _joined(parts: list[tuple[str, int]], joiner: str) -> str:
    """The parts joined by ``joiner``, except two Latin words, which keep their space ("NVIDIA SHARP")."""
    out = parts[0][0]
    for (_, before), (part, kind) in zip(parts, parts[1:]):
        out += (" " if before == kind == 0 else joiner) + part
    return out


def _part_class(ch: str) -> int:
    kind = cjk_class(ch)
    if ch == _LONG_VOWEL:
        return KATAKANA
    return kind if kind in (HAN, KATAKANA) else (0 if kind == 0 else HAN)


def _toggle_long_vowels(spelling: str) -> list[str]:
    """The spellings with a katakana word's final ー left out, or added where it may stand."""
    sites = [i for i in range(len(spelling)) if _word_end(spelling, i)]
    out = []
    for i in sites[:2]:
        if spelling[i] == _LONG_VOWEL:
            out.append(spelling[:i] + spelling[i + 1:])
        elif spelling[i] in _MAY_LENGTHEN:
            out.append(spelling[:i + 1] + _LONG_VOWEL + spelling[i + 1:])
    return out


def _word_end(spelling: str, i: int) -> bool:
    """Is ``spelling[i]`` the last character of a katakana word of three or more characters?"""
    ch = spelling[i]
    if cjk_class(ch) != KATAKANA or i < 2 or not all(cjk_class(c) == KATAKANA for c in spelling[i - 2:i]):
        return False
    return i + 1 == len(spelling) or cjk_class(spelling[i + 1]) != KATAKANA
