"""The options that shape what the reader gets, declared once with their validators.

Front ends fill them: the LSP layer from the ``aiGlossary`` settings object (camelCase on the wire,
parsed in :mod:`ai_glossary.lsp.settings`), the CLI from its flags. An :class:`Options` is immutable;
a change of settings makes a new one.
"""

from __future__ import annotations

import attrs

from ai_glossary.core.detection.scopes import SCOPES
from ai_glossary.core.i18n import N_, LocalizedError, is_language_tag, negotiate
from ai_glossary.core.lint.rules import DEFAULT_SEVERITIES, OFF, RULES, SEVERITIES, LintRules
from ai_glossary.core.reader.render import DEFAULT_FALLBACKS


def _language(_instance: object, _attribute: object, value: str) -> None:
    if value != "auto" and not is_language_tag(value):
        raise LocalizedError(N_("expected 'auto' or a language code like 'fr', got {value}"), value=repr(value))


def _languages(_instance: object, _attribute: object, value: list[str]) -> None:
    if tuple(value) == DEFAULT_FALLBACKS:
        return  # every Options() checks its default: no tag parser on the way to the first answer
    for item in value:
        if not is_language_tag(item):
            raise LocalizedError(N_("expected language codes like 'en', got {value}"), value=repr(item))


def _scope(_instance: object, _attribute: object, value: str) -> None:
    if value not in SCOPES:
        raise LocalizedError(N_("expected one of {choices}, got {value}"), choices=", ".join(SCOPES), value=repr(value))


def _size(_instance: object, _attribute: object, value: int) -> None:
    if value < 1_000:
        raise LocalizedError(N_("expected at least 1000 bytes, got {value}"), value=value)


@attrs.frozen(repr=False)
class LintOptions:
    """The terminology lint of open documents (``aiGlossary.lint``): off by default; ``rules``
    gives a rule a severity or ``off`` (the others keep theirs, ``DEFAULT_SEVERITIES``)."""

    enable: bool = False
    rules: dict[str, str] = attrs.field(factory=dict)

    @classmethod
    def from_wire(cls, value: object) -> "LintOptions":
        """``true``/``false``, or ``{"enable": bool, "rules": {rule: severity}}``; LocalizedError
        names what is wrong."""
        if isinstance(value, bool):
            return cls(enable=value)
        if not isinstance(value, dict) or not isinstance(value.get("enable", False), bool):
            raise LocalizedError(N_("expected true, false or an object with 'enable' and 'rules', got {value}"),
                                 value=repr(value))
        rules = value.get("rules") or {}
        levels = (*SEVERITIES, OFF)
        if not isinstance(rules, dict):
            raise LocalizedError(N_("expected rules as an object, got {value}"), value=repr(rules))
        for rule, level in rules.items():
            if rule not in RULES or level not in levels:
                raise LocalizedError(N_("expected rules among {rules} with a severity among {levels}, got {value}"),
                                     rules=", ".join(RULES), levels=", ".join(levels), value=repr({rule: level}))
        return cls(enable=value.get("enable", False), rules=dict(rules))

    def lint_rules(self) -> LintRules:
        return LintRules({**DEFAULT_SEVERITIES, **self.rules})

    def __repr__(self) -> str:  # how a settings warning names the value kept
        return repr({"enable": self.enable, "rules": {**DEFAULT_SEVERITIES, **self.rules}})


@attrs.frozen
class Options:
    language: str = attrs.field(default="auto", validator=_language)
    fallback_languages: list[str] = attrs.field(factory=lambda: list(DEFAULT_FALLBACKS), validator=_languages)
    scope: str = attrs.field(default="prose", validator=_scope)
    glossaries: list[str] = attrs.field(factory=list)
    # documents larger than this (in characters) are not analysed: no hover, no hang
    max_document_size: int = attrs.field(default=4_000_000, validator=_size)
    # the VS Code client sends False in an untrusted workspace: no project glossary is loaded then
    trusted_workspace: bool = True
    # the hover of a learner: the English definition after the reader's, and the entry's languages
    learner_hover: bool = False
    # diagnostics of the terminology lint on open documents (core.lint)
    lint: LintOptions = attrs.field(factory=LintOptions)


attrs.resolve_types(Options)  # real types for the wire parser (annotations are strings here)


def resolve_language(options: Options, client_locale: str | None, available: "list[str] | tuple[str, ...]",
                     initial_language: str | None = None) -> str:
    """The reader's language, the first of these we have: the setting, the language of the
    ``initializationOptions`` (``initial_language``), the client's locale; else English.

    ``auto`` (or no value) skips a step. Tags are matched by their full form, then their base
    language (``fr-CA`` -> ``fr``). An explicit language the glossary lacks is kept: the fallback
    chain then decides each text, and the hover says so.
    """
    for explicit in (options.language, initial_language):
        if explicit and explicit != "auto":
            return negotiate([explicit], available) or explicit
    return negotiate([client_locale], available) or "en"
