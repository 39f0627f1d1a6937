"""The server's message catalogs: complete in every language, compiled from their sources, each
translation in its language, and the template what the code marks today."""

import importlib.util
import io
import json
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from ai_glossary.core.i18n import DOMAIN, LOCALE_DIR, ui_languages

ROOT = Path(__file__).resolve().parents[3]
LANGUAGES = ("fr", "nl", "bn", "zh_Hans", "ja", "de", "es")  # catalog folders
# the same language as langid and VS Code name it, where that differs from the catalog folder
LANGID_CODE = {"zh_Hans": "zh"}
VSCODE_LOCALE = {"zh_Hans": "zh-cn"}
# languages written without spaces: their words are counted as Han characters (and kana), two to a word
UNSPACED = {"zh_Hans", "ja"}
# ours ({name}), and argparse's own (%s, %(prog)s) in the texts of argparse the catalogs translate
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%\([a-z_]+\)[sr]|%[sr]")


def read(path: Path):
    with open(path, "rb") as fh:
        return read_po(fh)


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


TEMPLATE = read(LOCALE_DIR / f"{DOMAIN}.pot")
TEMPLATE_IDS = sorted((m.id for m in TEMPLATE if m.id), key=repr)  # a plural message's id is a tuple


def test_every_language_has_a_compiled_catalog():
    assert ui_languages() == ("en", "bn", "de", "es", "fr", "ja", "nl", "zh-Hans")


def test_the_template_holds_exactly_the_messages_the_code_marks():
    marked = {message for _file, _line, message, _comments, _context in
              extract_from_dir(ROOT / "server" / "ai_glossary", keywords={"N_": None, "NP_": (1, 2)})}
    assert sorted(marked, key=repr) == TEMPLATE_IDS, "run: bash scripts/i18n.sh"


def forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    return text if isinstance(text, tuple) else (text,)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_translates_every_message_with_the_same_placeholders(lang):
    catalog = read(po_path(lang))
    by_id = {m.id: m for m in catalog if m.id}
    assert sorted(by_id, key=repr) == TEMPLATE_IDS, \
        "a message is missing, or the catalog has one the code no longer uses"
    untranslated = [m.id for m in by_id.values() if not all(forms(m.string)) or m.fuzzy]
    assert untranslated == []
    # every form of a translation keeps the placeholders of the (plural) English message
    wrong = [m.id for m in by_id.values() for form in forms(m.string)
             if sorted(PLACEHOLDER.findall(forms(m.id)[-1])) != sorted(PLACEHOLDER.findall(form))]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_messages_have_every_form_of_the_language(lang):
    catalog = read(po_path(lang))
    plurals = [m for m in catalog if m.id and isinstance(m.id, tuple)]
    assert plurals, "the template has plural messages (NP_)"
    assert all(len(m.string) == catalog.num_plurals for m in plurals)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_catalog_is_the_compiled_source(lang):
    """The .mo files are committed (the wheel and the .vsix take them as they are): they must be
    what Babel compiles from the .po today."""
    compiled = io.BytesIO()
    write_mo(compiled, read(po_path(lang)))
    assert (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes() == compiled.getvalue(), \
        "run: bash scripts/i18n.sh"


def test_coverage_file_matches_the_catalogs():
    spec = importlib.util.spec_from_file_location("catalog_coverage", ROOT / "scripts" / "catalog_coverage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert json.loads((LOCALE_DIR / "coverage.json").read_text(encoding="utf-8")) == module.coverage(LOCALE_DIR)


@pytest.fixture(scope="module")
def identify():
    # the language identification of the glossary's own test (test_builtin_data.py)
    from langid.langid import LanguageIdentifier, model

    identifier = LanguageIdentifier.from_modelstring(model, norm_probs=True)
    identifier.set_languages(["en", *(LANGID_CODE.get(lang, lang) for lang in LANGUAGES)])
    return identifier


def prose(text: str) -> str:
    """The words of a message: without placeholders, option names, identifiers and paths."""
    text = PLACEHOLDER.sub(" ", text)
    text = re.sub(r"\S*[._:/-]\S*|\b[a-z]+[A-Z]\w*|\b(?:stdio|json|TCP|YAML|JSON|UTF-8|MB|Mo|PATH)\b", " ", text)
    # a quote mark or bracket standing alone is no word ("le texte « »" has two): langid reads « » as Japanese
    return " ".join(w for w in text.split() if any(c.isalpha() for c in w))


MIN_WORDS = 4  # shorter texts ("Zie ook", "ভাষা") are identified by the whole catalog only


def word_count(words: str, lang: str) -> int:
    """Words with a letter: the quotes, commas and brackets left around a removed placeholder, or a
    lone « », are no words (beside Chinese, langid reads "le texte « »" as zh)."""
    if lang in UNSPACED:
        return len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", words)) // 2
    return sum(1 for word in words.split() if any(ch.isalpha() for ch in word))


def han_alone(words: str, guess: str, lang: str) -> bool:
    """A text of Han characters without kana ("簡体字中国語") is written alike in Chinese and
    Japanese: either guess is right for it (the whole catalog is still checked as one text)."""
    return {guess, LANGID_CODE.get(lang, lang)} == {"ja", "zh"} and not re.search(r"[\u3040-\u30ff]", words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_translation_is_in_its_language(lang, identify):
    catalog = read(po_path(lang))
    wrong = []
    for message in catalog:
        words = prose(forms(message.string)[-1]) if message.id else ""
        if word_count(words, lang) >= MIN_WORDS:
            guess, prob = identify.classify(words)
            if guess != LANGID_CODE.get(lang, lang) and not han_alone(words, guess, lang):
                wrong.append(f"{message.string!r}: identified as {guess} ({prob:.2f})")
    assert wrong == []
    whole = " ".join(prose(forms(m.string)[-1]) for m in catalog if m.id)
    assert identify.classify(whole)[0] == LANGID_CODE.get(lang, lang)


VSCODE = ROOT / "editors" / "vscode"
BRAND = {"AI Glossary"}  # the product's name, the same in every language


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_vscode_translation_is_in_its_language(lang, identify):
    """The extension's strings (complete per tests in editors/vscode/test/l10n.test.ts), by the
    same identification: every text long enough, and all of them together."""
    locale = VSCODE_LOCALE.get(lang, lang)
    texts = [*json.loads((VSCODE / f"package.nls.{locale}.json").read_text(encoding="utf-8")).values(),
             *json.loads((VSCODE / "l10n" / f"bundle.l10n.{locale}.json").read_text(encoding="utf-8")).values()]
    texts = [re.sub(r"\{\d+\}|`[^`]*`|#[\w.]+#", " ", t) for t in texts if t not in BRAND]
    wrong = []
    for text in texts:
        words = prose(text)
        if word_count(words, lang) >= MIN_WORDS:
            guess, prob = identify.classify(words)
            if guess != LANGID_CODE.get(lang, lang) and not han_alone(words, guess, lang):
                wrong.append(f"{text!r}: identified as {guess} ({prob:.2f})")
    assert wrong == []
    assert identify.classify(" ".join(prose(t) for t in texts))[0] == LANGID_CODE.get(lang, lang)
