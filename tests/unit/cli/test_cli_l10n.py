"""The CLI in the reader's language: glossary problems, summaries with plural forms, argparse's own
texts (usage, options, errors), from ``--lang`` or the environment's locale."""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "glossaries"


def fx(name: str) -> str:
    return str(FIXTURES / name)


@pytest.fixture
def french_locale(monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")


def test_check_in_french_from_the_environment(cli, french_locale):
    code, out, err = cli("check", "--no-builtin", fx("schema_error.yaml"), fx("unknown_related.yaml"))
    assert code == 1
    lines = out.splitlines()
    # the location and the quoted fields are verbatim; the words are French
    assert f"{fx('schema_error.yaml')}:4:5: concept « gloam-attention » : champ inconnu « defintions » " \
           "(vouliez-vous dire « definitions » ?)" in lines
    assert any(line.startswith(f"{fx('schema_error.yaml')}:13:9: concept « Quill_Scheduler » : "
                               "« Quill_Scheduler » n'est pas un identifiant valide") for line in lines)
    assert f"{fx('unknown_related.yaml')}:8:15: concept « qlora » : identifiant lié inconnu « lroa » " \
           "(vouliez-vous dire « lora » ?)" in lines
    assert err.strip() == f"ai-glossary check : {len(lines)} erreurs, 0 avertissement dans 2 fichiers"


def test_check_in_french_with_lang_wherever_it_is(cli):
    for argv in (("check", "--lang", "fr"), ("--lang", "fr", "check"), ("check", "--lang=fr-CA")):
        code, out, err = cli(*argv, "--no-builtin", fx("duplicate_key.yaml"))
        assert code == 1
        assert "clé en double « " in out and "duplicate key" not in out
        assert err.strip() == "ai-glossary check : 1 erreur, 0 avertissement dans 1 fichier"


def test_lang_wins_over_the_environment(cli, french_locale):
    code, out, err = cli("check", "--lang", "en", "--no-builtin", fx("duplicate_key.yaml"))
    assert "duplicate key '" in out and err.strip() == "ai-glossary check: 1 error, 0 warnings in 1 file"


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("en", "1 file", "2 files"), ("fr", "1 fichier", "2 fichiers"), ("nl", "1 bestand", "2 bestanden"),
    ("bn", "1টি ফাইল", "2টি ফাইল"),
])
def test_counts_take_the_plural_form_of_the_language(cli, lang, one, many):
    good = fx("good.yaml")
    _, _, err = cli("check", "--lang", lang, "--no-builtin", good)
    assert one in err and many not in err
    _, _, err = cli("check", "--lang", lang, "--no-builtin", good, good)
    assert many in err


def help_text(cli, capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_:
        cli(*argv)
    assert exit_.value.code == 0
    return capsys.readouterr().out


FRENCH_HELP = ("utilisation : ai-glossary check", "arguments positionnels:", "options:",
               "-h, --help       afficher ce message d'aide et quitter",
               "vérifier les fichiers seuls, sans les données intégrées")


def test_help_in_french_from_the_environment(cli, capsys, french_locale):
    text = help_text(cli, capsys, "check", "--help")
    for expected in FRENCH_HELP:
        assert expected in text
    assert "usage:" not in text and "show this help message" not in text


def test_help_in_french_with_lang(cli, capsys):
    assert "usage: ai-glossary check" in help_text(cli, capsys, "check", "--help")  # the C locale: English
    for argv in (("--lang", "fr", "check", "--help"), ("check", "--lang", "fr", "--help")):
        text = help_text(cli, capsys, *argv)
        for expected in FRENCH_HELP:
            assert expected in text


def test_argparse_errors_in_the_readers_language(cli, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli("--lang", "bn", "scan")
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("ব্যবহার: ai-glossary scan")
    assert "ai-glossary scan: ত্রুটি: এই আর্গুমেন্টগুলো দিতেই হবে: PATH" in err


def test_the_text_domain_and_language_are_put_back_after_parsing(cli, french_locale):
    domain = gettext.textdomain()
    cli("--lang", "nl", "check", "--no-builtin", fx("good.yaml"))
    assert gettext.textdomain() == domain
    assert "LANGUAGE" not in os.environ


def test_scan_skip_reasons_and_summary_in_french(cli, tmp_path):
    (tmp_path / "weights.md").write_bytes(b"\x00\x01binary")
    (tmp_path / "notes.md").write_text("We fine-tune with LoRA.\n", encoding="utf-8")
    code, _, err = cli("scan", "--lang", "fr", "-v", str(tmp_path))
    assert code == 0
    assert "skipped weights.md: fichier binaire" not in err  # the template is translated too
    assert "ignoré weights.md : fichier binaire" in err
    assert "analyse : 1 fichier (" in err and "1 terme trouvé;" in err and "1 (fichier binaire)" in err


def test_a_lang_without_its_value_is_an_error_in_the_environments_language(cli, capsys, french_locale):
    with pytest.raises(SystemExit) as exit_:
        cli("define", "--lang")
    assert exit_.value.code == 2
    assert "ai-glossary define : erreur : argument --lang : un argument est attendu" in capsys.readouterr().err
