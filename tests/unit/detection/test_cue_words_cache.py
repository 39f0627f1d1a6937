"""The context words' spellings on disk (detection/cue_words_cache.py): a process that finds the file
spells no word and finds what one that spelled them finds; an owner whose words changed is spelled
again; a damaged or foreign file is ignored; the key follows the code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai_glossary.core.detection import cue_words_cache, evidence_words
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.sense_cues import EvidenceIndex
from ai_glossary.core.detection.text import fold
from ai_glossary.core.glossary.cache_files import check_line
from ai_glossary.core.glossary.model import Glossary, replace_concept
from support.module_imports import import_closure

TEXTS = ["We shard the optimizer states with ZeRO across GPUs before each backward pass.",
         "On affine le modèle par réglage fin supervisé, puis on fusionne l'adaptateur.",
         "Het taalmodel wordt eerst voorgetraind en daarna verfijnd met LoRA-adapters.",
         "ব্যাচ সাইজ মডেল ট্রেনিংয়ের গতি বাড়ায়।",
         "在 Transformer 中插入适配器，只训练少量参数。",
         "Die Lernrate des Optimierers sinkt während des Trainings."]


@pytest.fixture(scope="module")
def glossary(yaml_builtin: Glossary) -> Glossary:
    return yaml_builtin


@pytest.fixture
def spelled(calls_of) -> list[int]:
    """How many words each spelling of an owner's words spelled."""
    return calls_of(evidence_words, "_spellings", lambda words: len(words) if isinstance(words, list) else -1)


def _load(path: Path) -> dict:
    """The JSON after the file's check line."""
    return json.loads(path.read_bytes().split(b"\n", 1)[1])


def _store(path: Path, raw: dict) -> None:
    """``raw`` as the file, with a check line that holds: only what is in it can be wrong."""
    data = json.dumps(raw, ensure_ascii=False).encode()
    path.write_bytes(check_line(data) + b"\n" + data)


def _files(directory: Path) -> list[Path]:
    return sorted(directory.glob(cue_words_cache.FILE_PATTERN))


def _context(glossary: Glossary, spellings=cue_words_cache.adopt_cached_spellings) -> evidence_words.WordIndex:
    index = EvidenceIndex(glossary, spellings)
    return index._cues().context


def test_a_process_that_finds_the_file_spells_no_word_and_finds_the_same_owners(glossary, spelled,
                                                                                isolated_user_dirs):
    cold = _context(glossary, None)
    owners = list(cold.owners_written())
    found = {text: cold.owners(text, fold(text)) for text in TEXTS}
    assert all(found.values())
    _context(glossary)  # no file yet: every owner spelled, then written
    assert len(_files(isolated_user_dirs.cache)) == 1
    spelled.clear()
    warm = _context(glossary)
    for text in TEXTS:
        folded = fold(text)
        assert warm.owners(text, folded) == found[text], text
        assert {o for o in owners if warm.has(o, text, folded)} == found[text]
    assert spelled == []
    assert len(owners) > 100
    assert all(warm.words_of(o) == cold.words_of(o) and warm.bengali_words_of(o) == cold.bengali_words_of(o)
               for o in owners)
    assert sum(map(len, (cold.bengali_words_of(o) for o in owners))) > 100  # the Bengali ones are kept too


def test_a_detector_compiled_from_scratch_reads_the_file(glossary, spelled, isolated_user_dirs):
    window = "shard the optimizer states with ZeRO across GPUs"
    Detector.compile(glossary).evidence.context_owners(window)
    assert _files(isolated_user_dirs.cache)
    spelled.clear()
    assert "sharding" in Detector.compile(glossary).evidence.context_owners("we shard optimizer states")
    assert spelled == []


def test_an_owner_given_other_words_is_spelled_again_and_the_file_is_not_rewritten(glossary, spelled,
                                                                                    isolated_user_dirs):
    _context(glossary)
    (path,) = _files(isolated_user_dirs.cache)
    written = path.stat().st_mtime_ns, path.stat().st_ino
    concept = glossary.concepts["batch-size"]
    extended = replace_concept(concept, context=(*concept.context, "tournée de livraison"))
    user = Glossary({**glossary.concepts, concept.id: extended}, glossary.context_words)
    spelled.clear()
    index = _context(user)
    assert spelled == []  # nothing is spelled before a text asks
    text = "Une tournée de livraison de 64 exemples."
    assert index.has("batch-size", text, fold(text))
    assert len(spelled) == 1  # that owner alone
    other = "We shard the optimizer states."
    assert index.has("sharding", other, fold(other)) and len(spelled) == 1
    assert (path.stat().st_mtime_ns, path.stat().st_ino) == written


def test_an_owner_whose_word_holds_the_separator_is_spelled_each_time(glossary, spelled, isolated_user_dirs):
    concept = glossary.concepts["batch-size"]
    odd = replace_concept(concept, context=(*concept.context, "lot\u2028de données"))
    user = Glossary({**glossary.concepts, concept.id: odd}, glossary.context_words)
    _context(user)
    (path,) = _files(isolated_user_dirs.cache)
    owners = _load(path)["owners"]
    assert "batch-size" not in owners and "sharding" in owners
    spelled.clear()
    text = "un lot\u2028de données"
    assert _context(user).has("batch-size", text, fold(text)) and len(spelled) == 1


@pytest.mark.parametrize("damage", ["{", '{"format": 1}', "[]", "not json at all",
                                    "owners-not-a-dict", "a-number-among-words", "a-short-row",
                                    "a-list-of-words"])
def test_a_damaged_file_is_ignored_and_written_again(glossary, damage, isolated_user_dirs):
    cold = _context(glossary, None)
    _context(glossary)
    (path,) = _files(isolated_user_dirs.cache)
    raw = _load(path)
    owner = next(iter(raw["owners"]))
    if damage == "owners-not-a-dict":
        raw["owners"] = [1, 2]
    elif damage == "a-number-among-words":
        raw["owners"][owner][1] = 7
    elif damage == "a-list-of-words":
        raw["owners"][owner][1] = raw["owners"][owner][1].split("\u2028")
    elif damage == "a-short-row":
        raw["owners"][owner] = raw["owners"][owner][:2]
    if damage.startswith(("{", "[", "not")):
        path.write_text(damage, encoding="utf-8")  # no check line
    else:
        _store(path, raw)
    index = _context(glossary)
    assert index.words_of(owner) == cold.words_of(owner)
    assert _load(path)["owners"][owner][1].split("\u2028") == cold.words_of(owner)


def test_a_file_with_a_byte_changed_is_not_read(glossary, isolated_user_dirs):
    cold = _context(glossary, None)
    _context(glossary)
    (path,) = _files(isolated_user_dirs.cache)
    data = path.read_bytes()
    owner = next(iter(_load(path)["owners"]))
    word = cold.words_of(owner)[0].encode()
    at = data.index(word, data.index(json.dumps(owner).encode() + b":["))  # in the owner's own row
    path.write_bytes(data[:at] + bytes([data[at] ^ 1]) + data[at + 1:])  # a word, still valid JSON
    assert _context(glossary).words_of(owner) == cold.words_of(owner)


def test_a_file_of_another_key_is_not_read(glossary, spelled, isolated_user_dirs, monkeypatch):
    _context(glossary)
    (path,) = _files(isolated_user_dirs.cache)
    raw = _load(path)
    raw["key"] = "0" * 64
    _store(path, raw)
    spelled.clear()
    _context(glossary)
    assert len(spelled) > 100  # every owner spelled again, and the file written again
    assert _load(path)["key"] == cue_words_cache.cache_key()


def test_an_unwritable_cache_folder_still_spells(glossary, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("AI_GLOSSARY_CACHE_DIR", str(blocker / "cache"))
    text = TEXTS[0]
    assert _context(glossary).owners(text) == _context(glossary, None).owners(text)


# --- the key -------------------------------------------------------------------------------------

@pytest.mark.parametrize("module", cue_words_cache.SPELLING_MODULES)
def test_the_key_changes_when_a_module_that_spells_changes(module, monkeypatch):
    before = cue_words_cache.cache_key()
    read = cue_words_cache.module_stamp
    monkeypatch.setattr(cue_words_cache, "module_stamp",
                        lambda name: read(name) + (b"\n# edited\n" if name == module else b""))
    assert cue_words_cache.cache_key() not in (before, None)


def test_the_key_changes_with_the_version_and_is_stable_otherwise(monkeypatch):
    before = cue_words_cache.cache_key()
    assert cue_words_cache.cache_key() == before
    monkeypatch.setattr(cue_words_cache, "__version__", "0.0.0.post1")
    assert cue_words_cache.cache_key() != before


def test_code_that_cannot_be_found_disables_the_cache(glossary, monkeypatch, isolated_user_dirs):
    def unreadable(name):
        raise OSError("no file")

    monkeypatch.setattr(cue_words_cache, "module_stamp", unreadable)
    assert cue_words_cache.cache_key() is None
    assert _context(glossary).owners(TEXTS[0]) == _context(glossary, None).owners(TEXTS[0])
    assert not _files(isolated_user_dirs.cache)


def test_every_module_a_context_word_is_spelled_with_is_in_the_key():
    """The word index and all it imports, transitively, and the synonym families sense_cues passes it."""
    seen = import_closure(["ai_glossary.core.detection.evidence_words",
                           "ai_glossary.core.detection.matching.word_forms",
                           "ai_glossary.core.detection.matching.bengali_names"])
    assert seen <= set(cue_words_cache.SPELLING_MODULES)
