from ai_glossary.core.options import Options as Settings, resolve_language
from ai_glossary.lsp.settings import parse_settings


def test_camel_case_wire_format():
    settings, problems = parse_settings({"language": "fr", "fallbackLanguages": ["nl", "en"], "scope": "strings"})
    assert problems == []
    assert settings == Settings(language="fr", fallback_languages=["nl", "en"], scope="strings")


def test_invalid_values_are_reported_and_fall_back():
    base = Settings(language="nl")
    settings, problems = parse_settings({"language": 3, "scope": "all", "glossaries": "x.yaml"}, base)
    assert settings == base
    assert len(problems) == 3
    assert any("aiGlossary.scope" in p and "prose, strings, everywhere" in p for p in problems)


def test_not_an_object():
    settings, problems = parse_settings(["fr"])
    assert settings == Settings() and problems


def test_auto_language_uses_the_client_locale_when_available():
    assert resolve_language(Settings(), "fr-CA", ["en", "fr"]) == "fr"
    assert resolve_language(Settings(), "de", ["en", "fr"]) == "en"
    assert resolve_language(Settings(), None, ["en"]) == "en"
    assert resolve_language(Settings(language="bn"), "fr", ["en", "fr"]) == "bn"


def test_types_are_checked_strictly_and_each_bad_value_keeps_the_previous_one():
    base = Settings(language="nl", max_document_size=5_000)
    settings, problems = parse_settings(
        {"language": "fr", "maxDocumentSize": True, "trustedWorkspace": "yes", "fallbackLanguages": ["en", 3]}, base
    )
    assert settings == Settings(language="fr", max_document_size=5_000)
    assert sorted(p.split(":")[0] for p in problems) == [
        "aiGlossary.fallbackLanguages", "aiGlossary.maxDocumentSize", "aiGlossary.trustedWorkspace"]
    assert any("expected true or false, got 'yes'; using True" in p for p in problems)


def test_options_validate_themselves():
    import pytest

    with pytest.raises(ValueError, match="at least 1000"):
        Settings(max_document_size=10)
    with pytest.raises(ValueError, match="prose, strings, everywhere"):
        Settings(scope="all")


def test_problems_are_reported_in_the_language_the_new_settings_choose():
    from ai_glossary.core.i18n import translator

    def translate(options):
        return translator(options.language)

    _, problems = parse_settings({"language": "fr", "scope": "all", "maxDocumentSize": True}, translate=translate)
    assert sorted(problems) == [
        "aiGlossary.maxDocumentSize : attendu un nombre entier, reçu True ; valeur utilisée : 4000000",
        "aiGlossary.scope : attendu l'une des valeurs prose, strings, everywhere, reçu 'all' ; valeur utilisée : 'prose'",
    ]
    _, problems = parse_settings(["x"], translate=lambda _options: translator("nl"))
    assert problems == ["aiGlossary-instellingen: verwacht een object, maar kreeg list"]


def test_learner_hover_setting_is_read_and_checked():
    settings, problems = parse_settings({"learnerHover": True})
    assert settings.learner_hover is True and problems == []
    settings, problems = parse_settings({"learnerHover": "yes"})
    assert settings.learner_hover is False
    assert problems == ["aiGlossary.learnerHover: expected true or false, got 'yes'; using False"]


def test_a_language_tag_of_any_shape_is_accepted_and_nonsense_is_not():
    assert parse_settings({"language": "pt-br", "fallbackLanguages": ["fr_CA"]})[1] == []
    _, problems = parse_settings({"language": "not a language"})
    assert problems == ["aiGlossary.language: expected 'auto' or a language code like 'fr', "
                        "got 'not a language'; using 'auto'"]


def test_the_lint_setting_is_off_by_default_and_takes_a_switch_or_rules():
    assert parse_settings({})[0].lint.enable is False
    assert parse_settings({"lint": True})[0].lint.lint_rules().severity("spelling") == "warning"
    settings, problems = parse_settings({"lint": {"enable": True, "rules": {"spelling": "hint",
                                                                           "unexpanded-abbreviation": "info"}}})
    rules = settings.lint.lint_rules()
    assert problems == [] and settings.lint.enable
    assert [rules.severity(r) for r in ("spelling", "forbidden-form", "unexpanded-abbreviation")] == ["hint", "error", "info"]


def test_an_invalid_lint_setting_is_reported_and_the_previous_value_kept():
    before, _ = parse_settings({"lint": {"enable": True, "rules": {"spelling": "error"}}})
    for bad in ({"enable": "yes"}, {"enable": True, "rules": {"spelling": "loud"}}, {"rules": {"typo": "error"}},
                {"enable": True, "rules": ["spelling"]}, 3):
        after, problems = parse_settings({"lint": bad}, before)
        assert after.lint == before.lint, bad
        assert len(problems) == 1 and problems[0].startswith("aiGlossary.lint: expected"), problems
