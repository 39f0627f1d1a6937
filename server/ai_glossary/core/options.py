"""Settings, parsed once at the protocol boundary into a typed class.

The wire format is camelCase under the ``aiGlossary`` namespace (the same object in
``initializationOptions``, ``workspace/configuration`` and ``didChangeConfiguration``). A value of the
wrong type or out of range is reported and replaced by its default; it never stops the server.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
import cattrs

from ai_glossary.core.detection.regions.model import SCOPES
_LANG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _check_language(value: str) -> None:
    if value != "auto" and not _LANG.match(value):
        raise ValueError(f"expected 'auto' or a language code like 'fr', got {value!r}")


def _check_languages(value: list[str]) -> None:
    for item in value:
        if not _LANG.match(item):
            raise ValueError(f"expected language codes like 'en', got {item!r}")


def _check_scope(value: str) -> None:
    if value not in SCOPES:
        raise ValueError(f"expected one of {', '.join(SCOPES)}, got {value!r}")


def _check_size(value: int) -> None:
    if value < 1_000:
        raise ValueError(f"expected at least 1000 bytes, got {value}")


@attrs.define(frozen=True)
class Settings:
    language: str = "auto"
    fallback_languages: list[str] = attrs.field(factory=lambda: ["en"])
    scope: str = "prose"
    glossaries: list[str] = attrs.field(factory=list)
    # documents larger than this (in characters) are not analysed: no hover, no hang
    max_document_size: int = 4_000_000
    # the VS Code client sends False in an untrusted workspace: no project glossary is loaded then
    trusted_workspace: bool = True


_CHECKS = {
    "language": _check_language,
    "fallback_languages": _check_languages,
    "scope": _check_scope,
    "max_document_size": _check_size,
}
_converter = cattrs.Converter()


def parse_settings(raw: Any, base: Settings | None = None) -> tuple[Settings, list[str]]:
    """Settings from a wire object (``None`` or missing keys keep ``base``'s values).

    Returns the settings and a list of human-readable problems (unknown keys are ignored silently,
    as editors send their own keys in the same section).
    """
    base = base or Settings()
    if raw is None:
        return base, []
    if not isinstance(raw, dict):
        return base, [f"aiGlossary settings: expected an object, got {type(raw).__name__}"]
    values: dict[str, Any] = {}
    problems: list[str] = []
    for field in attrs.fields(Settings):
        key = _camel(field.name)
        if key not in raw or raw[key] is None:
            continue
        try:
            value = raw[key]
            if field.type in ("bool", bool) and not isinstance(value, bool):
                raise ValueError(f"expected true or false, got {value!r}")
            if field.type in ("str", str) and not isinstance(value, str):
                raise ValueError(f"expected a string, got {value!r}")
            if field.type in ("int", int) and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"expected a whole number, got {value!r}")
            if field.type in ("list[str]",) and (
                not isinstance(value, list) or not all(isinstance(v, str) for v in value)
            ):
                raise ValueError(f"expected a list of strings, got {value!r}")
            structured = _converter.structure(value, type(getattr(base, field.name)))
            if field.name in _CHECKS:
                _CHECKS[field.name](structured)
            values[field.name] = structured
        except (ValueError, TypeError, cattrs.BaseValidationError) as exc:
            problems.append(f"aiGlossary.{key}: {exc}; using {getattr(base, field.name)!r}")
    return attrs.evolve(base, **values), problems


def resolve_language(settings: Settings, client_locale: str | None, available: list[str]) -> str:
    """The reader's language: the setting, or for ``auto`` the client's locale when we have it."""
    if settings.language != "auto":
        return settings.language
    if client_locale:
        locale = client_locale.replace("_", "-").lower()
        for candidate in (locale, locale.split("-")[0]):
            if candidate in available:
                return candidate
    return "en"
