import random

from ai_glossary.core.detection.text import (
    HAN, HIRAGANA, FoldedText, LineIndex, cjk_class, fold, fold_width, is_word_char, joins, nfc_with_map,
    positions, run_of,
)


def test_line_index_positions_and_clamping():
    index = LineIndex("ab\ncd\n\nx")
    assert index.starts == [0, 3, 6, 7]
    assert index.position(4) == (1, 1)
    assert index.offset(3, 99) == 8  # clamped to the end of the last line
    assert index.offset(99, 0) == 8
    assert index.line_span(1) == (3, 5)


def test_positions_are_those_of_the_line_index():
    # every offset of texts with \n, \r\n and lone \r line ends, in order, reversed and shuffled
    rng = random.Random(7)
    for text in ["", "x", "ab\ncd\n\nx", "a\r\nb\r\n\r\nc", "a\rb\r\nc\nd\r", "\n\n", "é\nइ\n"]:
        index = LineIndex(text)
        offsets = list(range(len(text) + 1))
        for order in (offsets, offsets[::-1], rng.sample(offsets, len(offsets)), offsets[::2] + offsets[1::2]):
            assert positions(text, order) == [index.position(o) for o in order], (text, order)


def test_line_index_incremental_edits_match_a_rebuild():
    rng = random.Random(3)
    text = "".join(rng.choice(["a", "b", "\n", "é", "😀"]) for _ in range(400))
    index = LineIndex(text)
    for _ in range(300):
        start = rng.randrange(len(text) + 1)
        end = min(len(text), start + rng.choice([0, 1, 5, 30]))
        new = "".join(rng.choice(["x", "\n", "yz"]) for _ in range(rng.randrange(4)))
        index.apply_edit(start, end, new)
        text = text[:start] + new + text[end:]
        fresh = LineIndex(text)
        assert index.starts == fresh.starts and index.length == fresh.length


def test_fold_keeps_length():
    assert fold("ZeRO Data") == "zero data"
    assert len(fold("İstanbul ZeRO")) == len("İstanbul ZeRO")  # 'İ'.lower() is two code points


def test_bengali_marks_are_word_characters():
    assert is_word_char("\u09be")  # vowel sign aa (Mc)
    assert is_word_char("\u09cd")  # virama (Mn)
    assert not is_word_char("-")


def test_nfc_map_points_into_the_original():
    normalized, index_map = nfc_with_map("e\u0301te")
    assert normalized == "éte" and index_map == [0, 2, 3, 4]
    assert nfc_with_map("plain") == ("plain", None)


def test_fold_is_one_character_at_a_time_even_for_a_final_sigma():
    # str.lower picks ς or σ for a capital sigma by its neighbours; fold always gives σ, so that
    # a text folds the same whole or cut anywhere (the matcher scans long texts in chunks)
    text = "ΟΔΟΣ ΟΔΟΣ İstanbul ΣΑ"
    assert fold(text) == "οδοσ οδοσ İstanbul σα"
    for cut in range(len(text) + 1):
        assert fold(text[:cut]) + fold(text[cut:]) == fold(text)


def test_joins_is_two_word_characters_of_one_joining_class():
    # the ASCII short cut answers as the general rule does, for every pair of these characters
    chars = "aZ09_ -.'(\u00e9\u0301\u09ac\u09cd\u200d\u4e00\u3042\u30ab\uac00\uff21"
    for before in chars:
        for after in chars:
            kind = cjk_class(before)
            expected = (is_word_char(before) and is_word_char(after) and kind == cjk_class(after)
                        and kind not in (HAN, HIRAGANA))
            assert joins(before, after) == expected, (before, after)


def test_the_case_of_a_text_of_folded_widths_folds_as_the_text():
    for text in ["ＬｏＲＡ", "A\u3000B・C", "DON\u2019T ΣΑΣ", "İx", ""]:
        assert fold(fold_width(text), widths_folded=True) == fold(text)


def test_a_word_is_in_the_folded_text_where_it_is_in_the_fold():
    # the ASCII words are looked for in the lowered UTF-8, where a character past ASCII that folds
    # to one is written as its fold (the typographic apostrophe, the Kelvin sign, the ideographic
    # space and the middle dot); a text with full-width ASCII, and a word past ASCII whose ASCII
    # pieces are all there, read the fold itself
    assert "don't" in FoldedText("DON\u2019T") and "kv" in FoldedText("\u212aV cache")
    assert "lora" in FoldedText("ＬｏＲＡ") and "a b" in FoldedText("A\u3000B")
    assert "lora" in FoldedText("LoRA — adapters") and "lora" not in FoldedText("Lo—RA")
    assert "σσ" in FoldedText("ΣΣ") and "" in FoldedText("") and "x" not in FoldedText("")
    assert "précision top-k" in FoldedText("La PRÉCISION TOP-K")
    assert "précision top-5" not in FoldedText("précision")
    rng = random.Random(11)
    alphabet = ["a", "b", "A", "B", " ", "'", "é", "É", "—", "\u2019", "\u212a", "k", "ｂ", "Ｂ", "\u3000",
                "\u30fb", "\uff65", "ß", "İ", "Σ", "ς", "😀", "\ud800", "中", "\ufe0f", "\u00a0", "\u202f", "\u2009",
                "\u2011", "-"]
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        folded, asked = fold(text), FoldedText(text)
        for _ in range(4):
            word = fold("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 3))))
            assert (word in asked) == (word in folded), (text, word)


def test_run_of_is_the_run_of_its_characters_around_a_span():
    # read a piece at a time by strips: the same bounds as a walk one character at a time
    chars = frozenset("ab/.")
    assert run_of("x" + "a" * 150 + "x", 70, 80, chars) == (1, 151) and run_of("a" * 200, 130, 130, chars) == (0, 200)
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice("ab/. x" if rng.random() < 0.5 else "ab/.ab/.ab/.ab/.ab/.ab/. x")
                       for _ in range(rng.randint(0, 300)))
        start = rng.randint(0, len(text))
        stop = rng.randint(start, len(text))
        a, b = start, stop
        while a > 0 and text[a - 1] in chars:
            a -= 1
        while b < len(text) and text[b] in chars:
            b += 1
        assert run_of(text, start, stop, chars) == (a, b), (text, start, stop)
