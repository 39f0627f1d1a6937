"""The ``aiGlossary`` settings object on the wire -> :class:`~ai_glossary.core.options.Options`.

The same camelCase object arrives three ways (``initializationOptions``, the answer to
``workspace/configuration``, ``didChangeConfiguration``) and is parsed here, once, at the boundary.
A value of the wrong type or out of range is reported and keeps its previous value; it never stops
the server. Types are checked by a strict cattrs converter, ranges by the validators on ``Options``.
The reports are rendered in the reader's language, which the parsed settings themselves may change.
"""

from __future__ import annotations

from typing import Any, Callable

import attrs
import cattrs
from lsprotocol import types

from ai_glossary.core.i18n import ENGLISH, N_, LocalizedError, Message, Translator
from ai_glossary.core.options import LintOptions, Options

SECTION = "aiGlossary"


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _strict(kind: type, expected: str):
    def structure(value: Any, _type: type) -> Any:
        # bool is an int in Python: a JSON true is not a number of bytes
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise LocalizedError(expected, value=repr(value))
        return value

    return structure


_converter = cattrs.Converter()
_converter.register_structure_hook(str, _strict(str, N_("expected a string, got {value}")))
_converter.register_structure_hook(bool, _strict(bool, N_("expected true or false, got {value}")))
_converter.register_structure_hook(int, _strict(int, N_("expected a whole number, got {value}")))
_converter.register_structure_hook_func(
    lambda t: t == list[str],
    lambda value, _t: [_converter.structure(v, str)
                       for v in _strict(list, N_("expected a list of strings, got {value}"))(value, list)],
)
_converter.register_structure_hook(LintOptions, lambda value, _t: LintOptions.from_wire(value))
_WIRE_NAMES = {field.name: _camel(field.name) for field in attrs.fields(Options)}


def parse_settings(raw: Any, base: Options | None = None,
                   translate: Callable[[Options], Translator] | None = None) -> tuple[Options, list[str]]:
    """Options from a wire object (``None`` or missing keys keep ``base``'s values).

    Returns the options and a list of human-readable problems, in the language ``translate``
    gives for the new options (English without it). Unknown keys are ignored silently: editors
    send their own keys in the same section.
    """
    base = base or Options()
    if raw is None:
        return base, []
    options, problems = base, []
    if not isinstance(raw, dict):
        problems.append(Message.of(N_("aiGlossary settings: expected an object, got {kind}"), kind=type(raw).__name__))
    else:
        for field in attrs.fields(Options):
            key = _WIRE_NAMES[field.name]
            if raw.get(key) is None:
                continue
            try:
                value = _converter.structure(raw[key], field.type)
                options = attrs.evolve(options, **{field.name: value})  # runs the field's validator
            except (ValueError, TypeError, cattrs.BaseValidationError) as exc:
                problems.append(Message.of(N_("aiGlossary.{key}: {reason}; using {value}"), key=key,
                                           reason=_reason(exc), value=repr(getattr(base, field.name))))
    tr = translate(options) if translate and problems else ENGLISH
    return options, [problem.render(tr) for problem in problems]


def _reason(exc: Exception) -> Message | str:
    if isinstance(exc, cattrs.BaseValidationError) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc.message if isinstance(exc, LocalizedError) else str(exc)


# -- the three channels ------------------------------------------------------------------------------
def section_of(settings: Any) -> Any:
    """The ``aiGlossary`` object of a ``didChangeConfiguration`` push (None when it holds none:
    then the server pulls)."""
    return settings.get(SECTION) if isinstance(settings, dict) else None


def glossary_inputs(options: Options) -> tuple[Any, ...]:
    """The options that decide which glossary files are loaded: a change reloads them."""
    return (options.glossaries, options.trusted_workspace)


CONFIGURATION_REGISTRATION_ID = "ai-glossary-configuration"


def settings_registrations(caps: types.WorkspaceClientCapabilities | None) -> list[types.Registration]:
    """A pull-model client (VS Code's language client without the deprecated
    ``synchronize.configurationSection``) sends didChangeConfiguration, with no settings, only to a
    server that registered for it."""
    changes = caps.did_change_configuration if caps else None
    if not (caps and caps.configuration and changes and changes.dynamic_registration):
        return []
    return [types.Registration(id=CONFIGURATION_REGISTRATION_ID, method=types.WORKSPACE_DID_CHANGE_CONFIGURATION)]
