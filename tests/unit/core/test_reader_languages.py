"""The eight reader languages: which tag gets which language, catalog and name.

The glossary has Simplified Chinese only (``zh-Hans``): a tag whose likely script is Simplified
(``zh``, ``zh-CN``, ``zh-SG``) gets it; a Traditional one (``zh-TW``, ``zh-HK``, ``zh-Hant``) does
not, and gets English unless the reader lists ``zh-Hans`` among the fallbacks (docs/translating.md,
"Chinese").
"""

from __future__ import annotations

import gettext
import io
import json
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

import ai_glossary.cli.argparse_messages as argparse_messages
import ai_glossary.core.i18n as i18n
from ai_glossary.core.i18n import negotiate, translator, ui_languages
from ai_glossary.core.options import Options, resolve_language
from ai_glossary.core.reader.labels import language_name

EIGHT = ["en", "fr", "nl", "bn", "de", "es", "ja", "zh-Hans"]


@pytest.mark.parametrize("tag, expected", [
    ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-cn", "zh-Hans"), ("zh_CN.UTF-8", "zh-Hans"),
    ("zh-SG", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-hans", "zh-Hans"),
    ("zh-TW", None), ("zh-tw", None), ("zh-HK", None), ("zh-MO", None), ("zh-Hant", None), ("zh_TW.UTF-8", None),
    ("ja", "ja"), ("ja-JP", "ja"), ("ja_JP.UTF-8", "ja"),
    ("es", "es"), ("es-ES", "es"), ("es-MX", "es"), ("es-419", "es"),
    ("de", "de"), ("de-DE", "de"), ("de-AT", "de"), ("de-CH", "de"), ("de_DE.UTF-8", "de"),
])
def test_each_tag_gets_the_language_of_its_script(tag, expected):
    assert negotiate([tag], EIGHT) == expected


def test_a_base_language_with_another_likely_script_is_not_served():
    # an available "zh" is Simplified (CLDR's likely script): it does not serve Taiwan either
    assert negotiate(["zh-TW"], ["en", "zh"]) is None
    assert negotiate(["zh-CN"], ["en", "zh"]) == "zh"
    assert negotiate(["sr-Latn"], ["en", "sr"]) is None  # Serbian is likely Cyrillic
    assert negotiate(["pt-PT"], ["en", "pt-BR"]) is None  # a regional tag serves only itself


def test_the_first_preference_we_have_wins_across_scripts():
    assert negotiate(["zh-TW", "ja", "en"], EIGHT) == "ja"


@pytest.mark.parametrize("locale, expected", [
    ("zh-cn", "zh-Hans"), ("zh-tw", "en"), ("ja", "ja"), ("es", "es"), ("de", "de"), ("de-ch", "de"),
])
def test_the_client_locale_of_vscode_resolves(locale, expected):
    # VS Code sends its display language in lowercase: zh-cn, zh-tw, ja, es, de
    assert resolve_language(Options(), locale, EIGHT) == expected


def test_an_explicit_traditional_chinese_setting_is_kept_for_the_fallbacks_to_decide():
    assert resolve_language(Options(language="zh-TW"), None, EIGHT) == "zh-TW"
    assert resolve_language(Options(language="zh-CN"), None, EIGHT) == "zh-Hans"
    assert resolve_language(Options(), "en", EIGHT, "zh") == "zh-Hans"


@pytest.mark.parametrize("code, name", [
    ("zh-Hans", "简体中文"), ("zh-CN", "简体中文"), ("zh-TW", "繁體中文"), ("zh-HK", "繁體中文"),
    ("zh-Hant", "繁體中文"), ("ja", "日本語"), ("es", "Español"), ("de", "Deutsch"), ("de-AT", "Deutsch"),
    ("xx-YY", "xx-YY"),
])
def test_language_names_are_endonyms_and_chinese_is_named_by_its_script(code, name):
    assert language_name(code) == name


# -- the catalogs: the folder zh_Hans serves the tag zh-Hans and every tag it negotiates --------------
@pytest.fixture
def chinese_catalog(tmp_path: Path, monkeypatch):
    catalog = Catalog(locale="zh_Hans", domain=i18n.DOMAIN)
    catalog.add("Related", "相关")
    folder = tmp_path / "zh_Hans" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(buffer.getvalue())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(argparse_messages, "LOCALE_DIR", tmp_path)
    translator.cache_clear()
    yield tmp_path
    translator.cache_clear()


def test_the_catalog_folder_zh_Hans_is_the_language_zh_Hans(chinese_catalog):
    assert ui_languages() == ("en", "zh-Hans")
    for tag in ("zh-Hans", "zh", "zh-CN", "zh_CN.UTF-8", "zh-SG"):
        assert translator(tag).language == "zh-Hans"
        assert translator(tag)("Related") == "相关", tag
    for tag in ("zh-TW", "zh-HK", "zh-Hant"):
        assert translator(tag).language == "en"
        assert translator(tag)("Related") == "Related", tag


def test_argparse_reads_the_catalog_the_translator_found(chinese_catalog):
    with argparse_messages.argparse_language(translator("zh-CN").language):
        assert gettext.gettext("Related") == "相关"


def test_catalog_coverage_names_a_folder_by_its_tag(chinese_catalog):
    import importlib.util

    script = Path(__file__).resolve().parents[3] / "scripts" / "catalog_coverage.py"
    spec = importlib.util.spec_from_file_location("catalog_coverage", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    (chinese_catalog / f"{i18n.DOMAIN}.pot").write_text('msgid ""\nmsgstr ""\n\nmsgid "Related"\nmsgstr ""\n',
                                                        encoding="utf-8")
    (chinese_catalog / "zh_Hans" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Related"\nmsgstr "相关"\n',
        encoding="utf-8")
    assert module.coverage(chinese_catalog) == {"messages": 1, "languages": {"zh-Hans": 1}}


# -- the CLI: --lang negotiates against the glossary's languages --------------------------------------
GLOSSARY = """\
concepts:
  - id: gloam-dropout
    term: Gloam dropout
    names: {zh-Hans: [暮光失活], ja: [グロームドロップアウト], es: [abandono crepuscular], de: [Dämmerungs-Dropout]}
    summary:
      en: Zeroes activations at dusk.
      zh-Hans: 黄昏时把激活值置零。
      ja: 夕暮れに活性化をゼロにする。
      es: Pone a cero las activaciones al anochecer.
      de: Setzt Aktivierungen in der Dämmerung auf null.
    definitions:
      en: A fictional regularizer that zeroes each activation with probability p at dusk.
      zh-Hans: 一种虚构的正则化方法，黄昏时以概率 p 把每个激活值置零。
      ja: 夕暮れに確率 p で各活性化をゼロにする架空の正則化手法。
      es: Un regularizador ficticio que pone a cero cada activación con probabilidad p al anochecer.
      de: Ein erfundener Regularisierer, der in der Dämmerung jede Aktivierung mit Wahrscheinlichkeit p auf null setzt.
"""


@pytest.fixture
def four_languages(tmp_path: Path) -> str:
    path = tmp_path / "four.yaml"
    path.write_text(GLOSSARY, encoding="utf-8")
    return str(path)


# a concept of its own (the built-in ones have these languages too once their files are merged)
@pytest.mark.parametrize("lang, name", [
    ("zh-CN", "暮光失活"), ("zh", "暮光失活"), ("zh-SG", "暮光失活"), ("ja-JP", "グロームドロップアウト"),
    ("es-MX", "abandono crepuscular"), ("de-AT", "Dämmerungs-Dropout"), ("zh-TW", "Gloam dropout"),
])
def test_define_lang_negotiates_the_reader_language(cli, four_languages, lang, name):
    code, out, err = cli("define", "gloam-dropout", "--lang", lang, "--glossary", four_languages, "--format", "json")
    assert code == 0, err
    assert json.loads(out)["name"] == name


def test_define_lang_all_heads_each_language_with_its_name(cli, four_languages):
    code, out, err = cli("define", "gloam-dropout", "--lang", "all", "--glossary", four_languages)
    assert code == 0, err
    heads = [line for line in out.splitlines() if line.startswith("[")]
    assert heads[0] == "[en] English"
    assert {"[zh-Hans] 简体中文", "[ja] 日本語", "[es] Español", "[de] Deutsch"} <= set(heads)


def test_list_and_search_take_a_regional_tag(cli, four_languages):
    code, out, _ = cli("list", "--lang", "zh-CN", "--glossary", four_languages)
    assert code == 0
    assert next(line for line in out.splitlines() if line.startswith("gloam-dropout ")).split()[1] == "暮光失活"
    code, out, _ = cli("list", "--lang", "de-CH", "--glossary", four_languages, "--format", "json")
    entry = next(c for c in json.loads(out) if c["id"] == "gloam-dropout")
    assert list(entry["definitions"]) == ["de"]
    code, out, _ = cli("list", "--lang", "all", "--glossary", four_languages, "--format", "json")
    entry = next(c for c in json.loads(out) if c["id"] == "gloam-dropout")
    assert set(entry["definitions"]) == {"en", "zh-Hans", "ja", "es", "de"}
    code, out, _ = cli("search", "gloam dropout", "--lang", "ja-JP", "--glossary", four_languages)
    assert code == 0 and "グロームドロップアウト" in out


def test_stats_has_a_row_per_language_with_its_catalogs_coverage(cli, four_languages, monkeypatch):
    monkeypatch.setattr(i18n, "catalog_coverage", lambda: {"messages": 10, "languages": {"zh-Hans": 7, "fr": 10}})
    code, out, err = cli("stats", "--glossary", four_languages)
    assert code == 0, err
    rows = {line.split()[0]: line.split() for line in out.splitlines()[2:]}
    assert {"en", "fr", "nl", "bn", "zh-Hans", "ja", "es", "de"} <= set(rows)
    assert rows["zh-Hans"][-2:] == ["7", "(70%)"]
    assert rows["ja"][-2:] == ["0", "(0%)"]


def test_a_traditional_chinese_reader_gets_simplified_only_as_a_fallback_and_is_told(cli, four_languages):
    code, out, err = cli("define", "gloam-dropout", "--lang", "zh-TW", "--fallback", "zh-Hans", "--glossary",
                         four_languages)
    assert code == 0, err
    assert "No 繁體中文 definition yet; showing the 简体中文 one." in out
    assert "一种虚构的正则化方法，黄昏时以概率 p 把每个激活值置零。" in out
    code, out, _ = cli("define", "gloam-dropout", "--lang", "zh-TW", "--glossary", four_languages)
    assert "No 繁體中文 definition yet; showing the English one." in out
