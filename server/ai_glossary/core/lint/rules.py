"""The lint's rules, their severities and their messages (in English, translated by the caller's
translator: the catalogs hold them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ai_glossary.core.i18n import N_

SPELLING = "spelling"
DEPRECATED_FORM = "deprecated-form"
FORBIDDEN_FORM = "forbidden-form"
UNEXPANDED_ABBREVIATION = "unexpanded-abbreviation"
RULES = (SPELLING, DEPRECATED_FORM, FORBIDDEN_FORM, UNEXPANDED_ABBREVIATION)

# most severe first; "off" turns a rule off
SEVERITIES = ("error", "warning", "info", "hint")
OFF = "off"

# unexpanded-abbreviation is opt-in: a README may rightly use FSDP unexpanded for its readers
DEFAULT_SEVERITIES: Mapping[str, str] = {SPELLING: "warning", DEPRECATED_FORM: "warning",
                                         FORBIDDEN_FORM: "error", UNEXPANDED_ABBREVIATION: OFF}

MESSAGES: Mapping[str, str] = {
    SPELLING: N_("'{text}' is written '{replacement}' in the glossary"),
    DEPRECATED_FORM: N_("'{text}' is deprecated: use '{replacement}'"),
    FORBIDDEN_FORM: N_("'{text}' must not be used: write '{replacement}'"),
    UNEXPANDED_ABBREVIATION: N_("'{text}' is used before it is expanded in this document: write "
                                "'{replacement}' at its first use"),
}

DESCRIPTIONS: Mapping[str, str] = {
    SPELLING: N_("A glossary term written in another case, spacing or hyphenation than the glossary's"),
    DEPRECATED_FORM: N_("A form of a term that the glossary marks as deprecated"),
    FORBIDDEN_FORM: N_("A form of a term that the glossary marks as forbidden"),
    UNEXPANDED_ABBREVIATION: N_("An abbreviation used in a Markdown document before it is expanded there"),
}


def at_least(severity: str, threshold: str) -> bool:
    """Is ``severity`` as severe as ``threshold`` or more?"""
    return SEVERITIES.index(severity) <= SEVERITIES.index(threshold)


@dataclass(frozen=True)
class LintRules:
    """Which rules run and at which severity (``off``: not run)."""

    severities: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_SEVERITIES))

    def severity(self, rule: str) -> str:
        return self.severities.get(rule, DEFAULT_SEVERITIES[rule])

    def on(self, rule: str) -> bool:
        return self.severity(rule) != OFF

    def with_severities(self, changes: Mapping[str, str]) -> "LintRules":
        return LintRules({**self.severities, **changes})
