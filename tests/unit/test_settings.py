from ai_glossary.core.options import Settings, parse_settings, resolve_language


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
