"""Language tags, negotiation and translators (ai_glossary.core.i18n), and the reader's language."""

import subprocess
import sys
import threading

import pytest

from ai_glossary.core.i18n import environment_language, negotiate, normalize_tag, translator
from ai_glossary.core.options import Options, resolve_language


@pytest.mark.parametrize("tag, expected", [
    ("fr-CA", "fr-CA"), ("nl-BE", "nl-BE"), ("bn-IN", "bn-IN"), ("pt-br", "pt-BR"),
    ("fr_FR.UTF-8", "fr-FR"), ("nl_NL@euro", "nl-NL"), ("EN", "en"),
    ("C", None), ("POSIX", None), ("C.UTF-8", None), ("", None), (None, None), ("not a tag!", None),
])
def test_tags_are_normalised(tag, expected):
    assert normalize_tag(tag) == expected


def test_negotiation_takes_the_first_preference_we_have_by_tag_or_base_language():
    assert negotiate(["de-DE", "fr-CA", "nl"], ["en", "fr", "nl"]) == "fr"
    assert negotiate(["pt-br"], ["en", "pt-BR"]) == "pt-BR"
    assert negotiate(["bn_IN.UTF-8"], ["en", "bn"]) == "bn"
    assert negotiate(["de", None, "C"], ["en", "fr"]) is None


def test_environment_language_reads_the_locale_variables_in_gettexts_order():
    assert environment_language({"LANG": "fr_FR.UTF-8"}) == "fr-FR"
    assert environment_language({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "nl_BE.UTF-8"}) == "nl-BE"
    assert environment_language({"LC_ALL": "bn_IN", "LC_MESSAGES": "nl_BE"}) == "bn-IN"
    assert environment_language({"LANGUAGE": "nl:fr", "LC_ALL": "bn_IN"}) == "nl"
    assert environment_language({"LANG": "C.UTF-8"}) is None
    assert environment_language({}) is None


def test_a_regional_tag_gets_its_base_languages_catalog_and_an_unknown_one_english():
    assert translator("fr-CA")("Related") == "Voir aussi"
    assert translator("nl_BE.UTF-8")("Related") == "Zie ook"
    assert translator("bn-IN")("and {count} more", count=3) == "আরও 3টি"
    assert translator("de-AT")("Related") == "Verwandt"
    assert translator("ko")("Related") == "Related"  # a language without a catalog
    assert translator("en")("and {count} more", count=3) == "and 3 more"


def test_translators_of_two_languages_do_not_share_state():
    results = {}

    def render(lang):
        results[lang] = [translator(lang)("Related") for _ in range(200)]

    threads = [threading.Thread(target=render, args=(lang,)) for lang in ("fr", "nl", "bn", "en")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert {lang: set(texts) for lang, texts in results.items()} == {
        "fr": {"Voir aussi"}, "nl": {"Zie ook"}, "bn": {"সম্পর্কিত"}, "en": {"Related"}}


AVAILABLE = ["en", "fr", "nl", "bn"]


def test_setting_wins_over_initialization_options_over_locale():
    assert resolve_language(Options(language="bn"), "en", AVAILABLE, "fr") == "bn"
    assert resolve_language(Options(), "en", AVAILABLE, "fr") == "fr"
    assert resolve_language(Options(), "nl-BE", AVAILABLE, "auto") == "nl"
    assert resolve_language(Options(), "pt-br", AVAILABLE, None) == "en"


def test_a_regional_setting_is_served_by_its_base_language():
    assert resolve_language(Options(language="fr-CA"), None, AVAILABLE) == "fr"


def test_the_learner_hover_is_off_by_default():
    assert Options().learner_hover is False


def test_a_preference_spelled_as_an_available_tag_or_none_at_all_needs_no_tag_data():
    # langcodes takes ~25 ms to import (a regex of every subtag), on the first hover's way
    script = (
        "import sys\n"
        "from ai_glossary.core.i18n import negotiate\n"
        "assert negotiate([None], ['en', 'fr', 'nl', 'bn']) is None\n"
        "assert negotiate(['fr'], ['en', 'fr', 'nl', 'bn']) == 'fr'\n"
        "print('langcodes' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
    assert negotiate(["fr_FR.UTF-8", "fr"], ["en", "fr"]) == "fr"  # the locale first: by its base language
