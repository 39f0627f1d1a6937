"""The terminology bases (glossary_data/terminology/*.yaml) and the built-in texts that must follow them.

Each base lists, for one language, the term the glossary uses for a recurring English word and the
forms it rejects. A rejected form in any summary, definition or name fails, unless the entry's `scope`
leaves that field out (a rejected form kept as another name, because readers type it); so does a
definition that loses an identifier (environment variable, torch.* name, config key, command-line flag)
its English definition has. Each failure names the concept, the field and the form.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
import yaml

from ai_glossary.core.detection.text import fold, is_word_char
from ai_glossary.core.glossary.builtin import load_builtin_with_problems

ROOT = Path(__file__).resolve().parents[3]
BASES_DIR = ROOT / "glossary_data" / "terminology"
PAGES_DIR = ROOT / "docs" / "terminology"
LANGUAGES = ("fr", "nl", "bn", "zh-Hans", "ja", "de", "es")
# Languages written without spaces between words: a form is found anywhere inside the text.
UNSPACED = {"zh-Hans", "ja"}
# "names" is the display name (the first name of a language), the glossary's own writing; "other names"
# are the further spellings, which a hover must find in readers' text
FIELDS = ("summary", "definitions", "names", "other names")
ENTRY_KEYS = {"en", "use", "english", "reject", "scope", "why"}

# Case and number endings that Bengali writes joined to a noun (মেমোরি-তে, স্তর-গুলো-র): a rejected
# Bengali form followed by one of them is still the rejected word.
_BN_ENDING = re.compile("(?:গুলো|গুলি|টি|টা|দের|রা)?(?:য়ের|য়ে|য়|ের|এর|র|তে|ে|কে)?(?:ও|ই)?")

GLOSSARY, _ = load_builtin_with_problems(use_cache=False)
CONCEPTS = sorted(GLOSSARY.concepts.values(), key=lambda c: c.id)


def load_base(lang: str) -> dict:
    return yaml.safe_load((BASES_DIR / f"{lang}.yaml").read_text(encoding="utf-8"))


BASES = {lang: load_base(lang) for lang in LANGUAGES}


def _extend(text: str, start: int, end: int, before: bool, after: bool) -> tuple[int, int]:
    """Widen [start, end) over the letters a `*` allows on either side of the form in ``text`` (NFC,
    not case-folded). Letters only, and a capital ends the widening, so that an identifier stays a
    word of its own: in repetition_penalty or CrossEntropyLoss the widened span still touches a word
    character and does not count."""
    while before and start > 0 and text[start - 1].isalpha():
        start -= 1
        if text[start].isupper():
            break
    while after and end < len(text) and text[end].isalpha() and not text[end].isupper():
        end += 1
    return start, end


def find_form(text: str, form: str, lang: str) -> list[tuple[int, int]]:
    """Spans of ``form`` in ``text`` as a whole word (case-folded, NFC), Bengali endings included.

    A ``*`` at the start or end of the form also accepts letters there: "*attentie*" is found in
    "zelfattentie" and "attentiescores", "gesharded*" in "geshardede".
    """
    before, after = form.startswith("*"), form.endswith("*")
    text = unicodedata.normalize("NFC", text)
    haystack = fold(text)
    needle = fold(unicodedata.normalize("NFC", form.strip("*")))
    spans, start = [], haystack.find(needle)
    while start >= 0:
        end = start + len(needle)
        if lang == "bn":
            end = _BN_ENDING.match(haystack, end).end()
        left, right = _extend(text, start, end, before, after)
        before_ok = lang in UNSPACED or left == 0 or not is_word_char(haystack[left - 1])
        after_ok = lang in UNSPACED or right == len(haystack) or not is_word_char(haystack[right])
        if before_ok and after_ok and (not spans or left >= spans[-1][1]):
            spans.append((left, right))
        start = haystack.find(needle, start + 1)
    return spans


def marked(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Text with [[...]] markers -> the plain text and the marked spans."""
    spans, plain = [], ""
    for piece in re.split(r"(\[\[.*?\]\])", text):
        if piece.startswith("[["):
            spans.append((len(plain), len(plain) + len(piece) - 4))
            plain += piece[2:-2]
        else:
            plain += piece
    return plain, spans


@pytest.mark.parametrize(("lang", "form", "text"), [
    ("nl", "emmers", "Gradiënten worden in [[emmers]] gegroepeerd, niet in emmersluizen."),
    ("nl", "voorwaartse stap", "De [[Voorwaartse stap]] en de voorwaartse stappen."),
    ("fr", "réglage fin", "Le [[réglage fin]] ; le réglage finement ajusté."),
    ("bn", "মেমোরি", "[[মেমোরিতে]] রাখা, [[মেমোরি]] কম, মেমোরিয়াল নয়।"),
    ("bn", "স্তর", "প্রতিটি [[স্তরের]] ও [[স্তরগুলোর]] ওজন, কিন্তু স্তরবিন্যাস নয়।"),
    ("bn", "র‍্যাঙ্ক", "প্রতিটি [[র‍্যাঙ্ক]] আর র‍্যাংক আলাদা বানান।"),
    ("bn", "ডিস্ট্রিবিউটেড ট্রেনিং", "[[ডিস্ট্রিবিউটেড ট্রেনিংয়ে]] ও [[ডিস্ট্রিবিউটেড ট্রেনিংয়েও]], ট্রেনিংয়েরা নয়।"),
    ("nl", "*attentie*", "[[Zelfattentie]] en [[attentiescores]], de [[attentie]], geen attent-ie."),
    ("nl", "gesharded*", "De [[gesharded]] en [[geshardede]] tensors, maar geshard blijft."),
    ("nl", "*loss", "Het [[trainingsloss]], niet CrossEntropyLoss of cross_entropy_loss."),
    ("nl", "*penalty", "Een KL-[[penalty]] en een [[lengtepenalty]], niet repetition_penalty of penaltys."),
    ("zh-Hans", "管道并行", "[[管道并行]]与流水线并行，[[管道并行]]化。"),
    ("ja", "微調整", "モデルを[[微調整]]する、[[微調整]]済みのモデル。"),
])
def test_find_form_is_word_and_ending_aware(lang, form, text):
    plain, expected = marked(text)
    assert find_form(plain, form, lang) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_base_is_well_formed(lang):
    base = BASES[lang]
    assert base["language"] == lang
    assert base["sources"] and all(s["title"] and s["url"].startswith("https://") for s in base["sources"])
    seen, problems = set(), []
    for entry in base["terms"]:
        problems += [f"{entry.get('en')}: unknown key {k!r}" for k in set(entry) - ENTRY_KEYS]
        if not entry.get("en") or not entry.get("use") or not isinstance(entry.get("reject"), list):
            problems.append(f"{entry.get('en')}: needs en, use and a reject list")
        if entry.get("en") in seen:
            problems.append(f"{entry['en']}: listed twice")
        seen.add(entry.get("en"))
        problems += [f"{entry['en']}: unknown scope {s!r}" for s in entry.get("scope", []) if s not in FIELDS]
        problems += [f"{entry['en']}: {f!r} is not NFC" for f in entry.get("reject", [])
                     if f != unicodedata.normalize("NFC", f)]
        problems += [f"{entry['en']}: {f!r} has a '*' inside" for f in entry.get("reject", []) if "*" in f.strip("*")]
    assert problems == []


def texts_of(concept, lang: str, fields) -> list[tuple[str, str]]:
    found = []
    if "summary" in fields and concept.summary.get(lang):
        found.append(("summary", concept.summary[lang]))
    if "definitions" in fields and concept.definitions.get(lang):
        found.append(("definitions", concept.definitions[lang]))
    names = concept.names.get(lang) or []
    if "names" in fields and names:
        found.append(("names", names[0]))
    if "other names" in fields:
        # a rejected form may stay here only where the entry says so with a scope without "other
        # names" ("réglage fin" is what readers type, so a hover must find it)
        found += [("other names", name) for name in names[1:]]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_uses_a_rejected_form(lang):
    violations = []
    for entry in BASES[lang]["terms"]:
        fields = entry.get("scope", FIELDS)
        for concept in CONCEPTS:
            for field, text in texts_of(concept, lang, fields):
                for form in entry["reject"]:
                    for start, end in find_form(text, form, lang):
                        violations.append(f"{concept.id} {field}: {text[start:end]!r} (use {entry['use']!r})")
    assert violations == []


def page_rows(lang: str) -> list[list[str]]:
    """The rows of the terms table in docs/terminology/<lang>.md, cells stripped."""
    rows = []
    for line in (PAGES_DIR / f"{lang}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("| ") and not line.startswith("| English") and not set(line) <= set("|- "):
            # a star of a rejected form is escaped in Markdown ("\*attentie\*")
            rows.append([cell.strip().replace("\\*", "*") for cell in line.strip("|").split("|")])
    return rows


def checked_in(entry: dict) -> str:
    """The page's "Checked in" cell: the fields a rejected form fails in."""
    return ", ".join(entry.get("scope", FIELDS))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_shows_every_term_of_the_base(lang):
    page = {row[0]: row for row in page_rows(lang)}
    missing = []
    for entry in BASES[lang]["terms"]:
        row = page.get(entry["en"])
        if (row is None or row[1] != entry["use"] or row[2] != ", ".join(entry["reject"])
                or row[4] != checked_in(entry)):
            missing.append(entry["en"])
    assert missing == [] and len(page) == len(BASES[lang]["terms"])


# Names a reader searches for verbatim: `quoted code`, torch.* names, ALL_CAPS variables with an
# underscore, snake_case keys and --flags.
_IDENTIFIER = re.compile(
    r"`[^`]+`|\btorch(?:\.\w+)+|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|(?<![\w-])--[a-z][\w-]*")


def identifiers(text: str) -> set[str]:
    return {m.group(0).rstrip(".") for m in _IDENTIFIER.finditer(text)}


def test_identifier_pattern():
    text = "Set `nproc` and MASTER_ADDR, call torch.distributed.run. with --nproc-per-node and train_batch_size."
    assert identifiers(text) == {"`nproc`", "MASTER_ADDR", "torch.distributed.run", "--nproc-per-node",
                                 "train_batch_size"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_definitions_keep_the_identifiers_of_the_english(lang):
    lost = []
    for concept in CONCEPTS:
        english, translated = concept.definitions.get("en"), concept.definitions.get(lang)
        if english and translated:
            lost += [f"{concept.id}: {name}" for name in sorted(identifiers(english) - identifiers(translated))]
    assert lost == []
