"""The words around a definition: language names and the hover's labels.

Language names are endonyms (each language in its own words), the same for every reader. The
labels are messages of the gettext catalogs (:mod:`ai_glossary.core.i18n`): a language without a
catalog gets English labels, and adding a language to the glossary data needs nothing here.
"""

from __future__ import annotations

from ai_glossary.core.i18n import N_, base_language, language_and_script

LANGUAGE_NAMES = {
    "en": "English",
    "fr": "Français",
    "nl": "Nederlands",
    "bn": "বাংলা",
    "de": "Deutsch",
    "es": "Español",
    "it": "Italiano",
    "pt": "Português",
    "hi": "हिन्दी",
    "zh": "中文",
    # Chinese by its script: the glossary has Simplified Chinese; Traditional is named when a reader asks for it
    "zh-Hans": "简体中文",
    "zh-Hant": "繁體中文",
    "ja": "日本語",
    "ko": "한국어",
}

# a label before its value: the colon is the language's (French sets it off with a narrow no-break space)
LABELLED = N_("{label}:")
ALIASES = N_("Also written")
RELATED = N_("Related")
REFERENCES = N_("References")
# {wanted} and {used} are language names, as LANGUAGE_NAMES writes them
FALLBACK = N_("No {wanted} definition yet; showing the {used} one.")
MORE = N_("and {count} more")
# the learner's hover: the English definition after the reader's, and the languages the entry has
IN_ENGLISH = N_("In English")
ALSO_IN = N_("Also in")
# the same words may name another concept here as plausibly (two senses, the same evidence)
OTHER_SENSES = N_("Here it may also mean")
# the glossary file that supplied the definition, when it is a project or personal one (its path)
DEFINED_IN = N_("Defined in")


def language_name(code: str) -> str:
    """The endonym of a code; a regional tag is named by its language in its script (``zh-TW`` ->
    繁體中文, ``fr-CA`` -> Français); a code without a name stays as it is."""
    if code in LANGUAGE_NAMES or "-" not in code:
        return LANGUAGE_NAMES.get(code, code)
    try:
        by_script = language_and_script(code)
    except ValueError:  # not a tag langcodes reads
        return code
    return LANGUAGE_NAMES.get(by_script) or LANGUAGE_NAMES.get(base_language(code), code)
