"""The words around a definition, in the reader's language: language names and hover labels.

English is used for a language without a row. Adding a language to the glossary data needs no
row here; a row only translates these few labels.
"""

from __future__ import annotations

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
    "ja": "日本語",
}

# Labels in the reader's language; English for languages without a row.
LABELS = {
    "en": {
        "aliases": "Also written",
        "related": "Related",
        "references": "References",
        "fallback": "No {wanted} definition yet; showing the {used} one.",
        "more": "and {count} more",
    },
    "fr": {
        "aliases": "Autres formes",
        "related": "Voir aussi",
        "references": "Références",
        "fallback": "Pas encore de définition en {wanted} ; définition en {used}.",
        "more": "et {count} de plus",
    },
    "nl": {
        "aliases": "Ook geschreven als",
        "related": "Zie ook",
        "references": "Bronnen",
        "fallback": "Nog geen definitie in het {wanted}; de definitie in het {used} wordt getoond.",
        "more": "en nog {count}",
    },
    "bn": {
        "aliases": "অন্যান্য রূপ",
        "related": "সম্পর্কিত",
        "references": "তথ্যসূত্র",
        "fallback": "{wanted} ভাষায় এখনও সংজ্ঞা নেই; {used} সংজ্ঞা দেখানো হচ্ছে।",
        "more": "আরও {count}টি",
    },
}


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, code)


def labels(lang: str) -> dict[str, str]:
    return LABELS.get(lang, LABELS["en"])
