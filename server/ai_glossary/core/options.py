"""The options that shape what the reader gets, declared once with their validators.

Front ends fill them: the LSP layer from the ``aiGlossary`` settings object (camelCase on the wire,
parsed in :mod:`ai_glossary.lsp.settings`), the CLI from its flags. An :class:`Options` is immutable;
a change of settings makes a new one.
"""

from __future__ import annotations

import re

import attrs

from ai_glossary.core.detection.scopes import SCOPES
from ai_glossary.core.reader.render import DEFAULT_FALLBACKS

_LANG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


def _language(_instance: object, _attribute: object, value: str) -> None:
    if value != "auto" and not _LANG.match(value):
        raise ValueError(f"expected 'auto' or a language code like 'fr', got {value!r}")


def _languages(_instance: object, _attribute: object, value: list[str]) -> None:
    for item in value:
        if not _LANG.match(item):
            raise ValueError(f"expected language codes like 'en', got {item!r}")


def _scope(_instance: object, _attribute: object, value: str) -> None:
    if value not in SCOPES:
        raise ValueError(f"expected one of {', '.join(SCOPES)}, got {value!r}")


def _size(_instance: object, _attribute: object, value: int) -> None:
    if value < 1_000:
        raise ValueError(f"expected at least 1000 bytes, got {value}")


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


attrs.resolve_types(Options)  # real types for the wire parser (annotations are strings here)


def resolve_language(options: Options, client_locale: str | None, available: "list[str] | tuple[str, ...]") -> str:
    """The reader's language: the setting, or for ``auto`` the client's locale when we have it."""
    if options.language != "auto":
        return options.language
    if client_locale:
        locale = client_locale.replace("_", "-").lower()
        for candidate in (locale, locale.split("-")[0]):
            if candidate in available:
                return candidate
    return "en"
