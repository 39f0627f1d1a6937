"""The matcher's automata per script group (script_automata.py): every hit that one automaton of all
the keys gives, in its order, and a group built only when a text holds its script, once."""

from __future__ import annotations

import threading
from pathlib import Path

import ahocorasick
import pytest

from ai_glossary.core.detection.matching import script_automata
from ai_glossary.core.detection.matching.compiled import match_key
from ai_glossary.core.detection.matching.loanword_keys import compact_key_with_map
from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.script_automata import ScriptAutomata, key_groups
from ai_glossary.core.detection.text import fold_width, nfc_with_map

ROOT = Path(__file__).resolve().parents[3]
# real files: English prose and code, the glossary's own data in every reader language, its docs
REAL_FILES = [*sorted((ROOT / "glossary_data" / "translations").glob("*.yaml")),
              *sorted((ROOT / "glossary_data" / "concepts").glob("*.yaml"))[:6],
              ROOT / "README.md", ROOT / "docs" / "detection.md", ROOT / "docs" / "translating.md",
              ROOT / "server" / "ai_glossary" / "core" / "detection" / "east_asian.py"]


def _one_automaton(keys: list[str]) -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
    for i, key in enumerate(keys):
        automaton.add_word(key, i)
    automaton.make_automaton()
    return automaton


def _indexes(split: ScriptAutomata, text: str) -> list[tuple[int, int]]:
    """(end, key index) of each hit of ``split`` in ``text``, in its order."""
    return list(split.iter(text))


def _read_key(text: str) -> str:
    """The string the matcher's automata read of ``text`` (TermMatcher._forms_in)."""
    return compact_key_with_map(match_key(fold_width(nfc_with_map(text)[0])))[0]


@pytest.fixture(scope="module")
def keys(cold: TermMatcher) -> list[str]:
    return [key for key, _ in cold.table()]


def test_groups_hold_the_han_kana_bengali_and_accented_latin_keys(keys: list[str]) -> None:
    cjk, bengali, accented = key_groups(keys)
    assert len(cjk) > 1000 and len(bengali) > 300 and len(accented) > 500  # zh-Hans and ja; bn; fr, es, de
    assert "全量微调" in {keys[i] for i in cjk} and "opération reduce" in {keys[i] for i in accented}
    assert all(not keys[i].isascii() for i in cjk + bengali + accented)
    assert len(set(cjk) | set(bengali) | set(accented)) == len(cjk) + len(bengali) + len(accented)


def test_every_hit_of_one_automaton_in_its_order(keys: list[str], eval_texts: list[str]) -> None:
    single = _one_automaton(keys)
    split = ScriptAutomata(keys, key_groups(keys))
    texts = [*eval_texts, *(p.read_text(encoding="utf-8") for p in REAL_FILES),
             "LoRA微调 and 量子化 beside কোয়ান্টাইজেশন and ファインチューニング"]
    found = 0
    for text in texts:
        read = _read_key(text)
        expected = list(single.iter(read))
        assert _indexes(split, read) == expected, text[:80]
        found += len(expected)
    assert split.built() == [True, True, True] and found > 10_000
    assert all(split.get(key) == i for i, key in enumerate(keys))
    assert split.get("not a key") is None and split.get("不是") is None


def test_a_group_is_built_when_a_text_first_holds_its_script(yaml_builtin, cold: TermMatcher) -> None:
    matcher = TermMatcher(yaml_builtin, cold)
    automata = matcher._automaton
    assert [c.concept_id for c in matcher.find("We train with LoRA, then quantize.")] == ["lora", "quantization"]
    assert automata.built() == [False, False, False]
    assert [c.concept_id for c in matcher.find("我们用混合精度训练")] == ["mixed-precision-training"]
    assert automata.built() == [True, False, False]
    assert [c.concept_id for c in matcher.find("আমরা কোয়ান্টাইজেশন করি")] == ["quantization"]
    assert automata.built() == [True, True, False]
    assert [c.concept_id for c in matcher.find("Une opération reduce, puis la quantification.")] == [
        "reduce", "quantization"]
    assert automata.built() == [True, True, True]


def test_two_threads_asking_at_once_build_a_group_once(keys: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    split = ScriptAutomata(keys, key_groups(keys))
    built: list[int] = []
    make = script_automata._automaton
    start = threading.Barrier(2)

    def counted(keys, indexes):
        built.append(1)
        return make(keys, indexes)

    monkeypatch.setattr(script_automata, "_automaton", counted)
    results: list[list] = [[], []]

    def read(slot: int) -> None:
        start.wait()
        results[slot] = _indexes(split, _read_key("混合精度训练和微调"))

    threads = [threading.Thread(target=read, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert built == [1] and results[0] == results[1] and results[0]


def test_no_group_keys_only(keys: list[str]) -> None:
    """A glossary of Chinese names alone: no main automaton, the group reads them."""
    cjk = [k for k in keys if not k.isascii()][:50]  # (the longest first, as the matcher's)
    split = ScriptAutomata(cjk, key_groups(cjk))
    assert _indexes(split, "plain english") == []
    assert _indexes(split, cjk[0]) == list(_one_automaton(cjk).iter(cjk[0]))
